"""What the service keeps beside a game's engine state: ``GameMeta``.

The engine's state is the game; this is the table around it: which chat it lives in,
house options the engine does not know (teams, hints), the computer seats' levels and
what they already looked at, and the timing (who may act since when, the game clocks,
the window of the move that waits, the undo request).  It is stored as the JSON ``meta``
of the game row, in the same transaction as the state, so the two never disagree.

The JSON keys are the ones the first version wrote as a plain dict, so stored games load
unchanged; keys this version does not know are kept in ``extra`` and written back."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.protocol import ChatRef

TurnKey = tuple[int, int]  # (seat that may act, history length when the turn began)
UndoKey = tuple[int, int]  # (seat that asked, log index of the move to take back)


@dataclass
class GameMeta:
    chat: ChatRef | None = None  # the group chat the game lives in
    teams: int = 0  # number of teams (0: none)
    order: list[str] = field(default_factory=list)  # names in the order the creator set
    hints: bool | None = None  # ``hints=on|off`` at /new; None: on with one person only
    autostart: bool = False  # a ``vs computer`` lobby: the service deals it at once
    computers: dict[str, str] = field(default_factory=dict)  # player key -> level
    # Computers' memory: the log index of the pending move each computer seat let stand
    # (challenge mode needs no vote), and the log length at which a step was refused.
    computer_seen: dict[int, int] = field(default_factory=dict)
    computer_stuck: int | None = None
    # The people who turned to their own next move (a /preview of it) while a person's
    # move waited for its challenge: seat -> that move's log index (a computer
    # on turn does not wait for them, ``computer_seats.peoples_window``).
    moved_on: dict[int, int] = field(default_factory=dict)
    undos: int = 0  # undos agreed so far: message refs carry it (see ``context.stamped``)
    # Timing (``timing``): the turn that runs and since when, the game clocks, the move
    # that waits and the undo request, each since when; the last placed move.
    turn_key: TurnKey | None = None
    actor: int | None = None
    since: float | None = None
    clock: dict[int, float] | None = None  # seat -> seconds left when its turn began
    pending_key: int | None = None
    pending_since: float | None = None
    undo_key: UndoKey | None = None
    undo_since: float | None = None
    last_place: tuple[int, float] | None = None  # (log index, time)
    # The last downtime shift these times were moved on by (``OwedShift.id``; 0: none):
    # a shift finished again after a crash does not move them twice (downtime.py).
    shifted: int = 0
    # The hint each player got, with the log length it was for: one hint per player per
    # turn (asking again repeats it; no second search). player key -> (log length,
    # [(notation, score)...])
    hint_cache: dict[str, tuple[int, list[tuple[str, int]]]] = field(default_factory=dict)
    # ``/play WORD`` without a coordinate: the placements offered to a seat, privately,
    # and the log length they were found at (a choice is stale once the game moved on).
    choices: dict[int, tuple[int, list[str]]] = field(default_factory=dict)
    # ``/end`` of a running game asked of the other people: who asked, since when, and
    # the answers so far (player key -> agrees).
    end_asker: str | None = None
    end_since: float | None = None
    end_votes: dict[str, bool] = field(default_factory=dict)
    # The log's length when the last request to end the game was refused: until the game
    # moves on, the board's notice line says that it goes on (the chat said so once).
    end_refused: int | None = None
    recap: bool = True  # ``recap=off`` at /new: no recap after the game
    rematch_of: int | None = None  # the finished game whose players this lobby waits for
    # The shortest vote, challenge and undo window of this table, whatever the rule set
    # says (0: the rule set's): the console, where one person types every player's
    # answer, needs longer than a group chat's 10 s (``GameService(min_window=...)``).
    min_window: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, d: dict[str, Any] | None) -> GameMeta:
        d = dict(d or {})
        m = cls()
        c = d.pop("chat", None)
        if c is not None:
            m.chat = ChatRef(c["platform"], c["id"], True, c.get("thread"))
        m.teams = int(d.pop("teams", 0) or 0)
        m.order = [str(n) for n in d.pop("order", None) or []]
        h = d.pop("hints", None)
        m.hints = None if h is None else bool(h)
        m.autostart = bool(d.pop("autostart", False))
        m.computers = {str(k): str(v) for k, v in (d.pop("computers", None) or {}).items()}
        m.computer_seen = {int(k): int(v)
                           for k, v in (d.pop("computer_seen", None) or {}).items()}
        m.moved_on = {int(k): int(v) for k, v in (d.pop("moved_on", None) or {}).items()}
        m.computer_stuck = _opt_int(d.pop("computer_stuck", None))
        m.undos = int(d.pop("undos", 0) or 0)
        tk = d.pop("turn_key", None)
        m.turn_key = None if tk is None else (int(tk[0]), int(tk[1]))
        m.actor = _opt_int(d.pop("actor", None))
        m.since = _opt_float(d.pop("since", None))
        clock = d.pop("clock", None)
        m.clock = None if clock is None else {int(k): float(v) for k, v in clock.items()}
        m.pending_key = _opt_int(d.pop("pending_key", None))
        m.pending_since = _opt_float(d.pop("pending_since", None))
        uk = d.pop("undo_key", None)
        m.undo_key = None if uk is None else (int(uk[0]), int(uk[1]))
        m.undo_since = _opt_float(d.pop("undo_since", None))
        lp = d.pop("last_place", None)
        m.last_place = None if lp is None else (int(lp[0]), float(lp[1]))
        m.hint_cache = {str(k): (int(v[0]), [(str(n), int(sc)) for n, sc in v[1]])
                        for k, v in (d.pop("hint_cache", None) or {}).items()}
        m.choices = {int(k): (int(v[0]), [str(x) for x in v[1]])
                     for k, v in (d.pop("choices", None) or {}).items()}
        m.end_asker = d.pop("end_asker", None)
        m.end_since = _opt_float(d.pop("end_since", None))
        m.end_votes = {str(k): bool(v) for k, v in (d.pop("end_votes", None) or {}).items()}
        m.end_refused = _opt_int(d.pop("end_refused", None))
        m.recap = bool(d.pop("recap", True))
        m.rematch_of = _opt_int(d.pop("rematch_of", None))
        m.min_window = float(d.pop("min_window", 0.0) or 0.0)
        m.shifted = int(d.pop("shifted", 0) or 0)
        m.extra = d
        return m

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = dict(self.extra)
        if self.chat is not None:
            c = self.chat
            d["chat"] = {"platform": c.platform, "id": c.id, "thread": c.thread}
        d["teams"] = self.teams
        if self.order:
            d["order"] = list(self.order)
        d["hints"] = self.hints
        if self.autostart:
            d["autostart"] = True
        if self.computers:
            d["computers"] = dict(self.computers)
        if self.computer_seen:
            d["computer_seen"] = {str(k): v for k, v in self.computer_seen.items()}
        if self.moved_on:
            d["moved_on"] = {str(k): v for k, v in self.moved_on.items()}
        if self.computer_stuck is not None:
            d["computer_stuck"] = self.computer_stuck
        if self.undos:
            d["undos"] = self.undos
        if self.hint_cache:
            d["hint_cache"] = {k: [n, [list(m) for m in moves]]
                               for k, (n, moves) in self.hint_cache.items()}
        if self.end_asker is not None:
            d["end_asker"] = self.end_asker
            d["end_since"] = self.end_since
            d["end_votes"] = dict(self.end_votes)
        if self.end_refused is not None:
            d["end_refused"] = self.end_refused
        if self.choices:
            d["choices"] = {str(k): [v[0], list(v[1])] for k, v in self.choices.items()}
        if not self.recap:
            d["recap"] = False
        if self.rematch_of is not None:
            d["rematch_of"] = self.rematch_of
        if self.min_window:
            d["min_window"] = self.min_window
        if self.shifted:
            d["shifted"] = self.shifted
        optional: dict[str, Any] = {
            "turn_key": None if self.turn_key is None else list(self.turn_key),
            "actor": self.actor, "since": self.since,
            "clock": None if self.clock is None else {str(k): v
                                                      for k, v in self.clock.items()},
            "pending_key": self.pending_key, "pending_since": self.pending_since,
            "undo_key": None if self.undo_key is None else list(self.undo_key),
            "undo_since": self.undo_since,
            "last_place": None if self.last_place is None else list(self.last_place),
        }
        for k, v in optional.items():
            if v is not None or k in ("turn_key", "actor", "pending_key", "undo_key"):
                d[k] = v
        return d

    def clear_end_vote(self) -> None:
        self.end_asker, self.end_since, self.end_votes = None, None, {}

    # ------------------------------------------------------------ computers
    def level_of(self, player_key: str, default: str) -> str:
        return self.computers.get(player_key, default)

    def hints_allowed(self, humans: int) -> bool:
        """``hints=on|off`` when the game was opened with it (everyone who joined such a
        game agreed to it); otherwise on exactly when one person plays (against
        computers): at a table of several people, engine moves would be unfair."""
        return humans == 1 if self.hints is None else self.hints


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


def _opt_float(v: Any) -> float | None:
    return None if v is None else float(v)
