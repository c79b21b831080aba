"""Time in a game: who may act since when, the game clocks, and the deadlines that follow.

The service never reads the clock here: every function takes ``now``.  The timing lives in
the game's ``GameMeta`` (stored with the game in the same transaction): the turn that runs
and since when (a new turn, even of the same seat, restarts the move time limit), each
seat's remaining game time (charged when their turn ends), the move waiting for its
check or votes, the open undo request, and the last placed move (its player may ask to
undo it within the rule set's ``undo_ask_window`` seconds).

Who may act is the engine's answer (``Game.actor``); this module only keeps the times.
A "computer" deadline, due since the step became owed, stands for a computer seat's
turn, vote or undo answer (``computer_seats.next_step``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.service import computer_seats
from bot.service.meta import GameMeta
from engine.actions import Place, kind_of
from engine.errors import MoveError
from engine.game import Game
from engine.rules import RuleSet


class DeadlineKind(StrEnum):
    """What falls due; the value is the kind storage keeps in the deadline's row."""

    WINDOW = "window"  # the waiting move's challenge or voting window closes
    UNDO = "undo"  # the undo request lapses
    MOVE = "move"  # the move time limit: a time-out
    CLOCK = "clock"  # the seat's game clock runs out
    END = "end"  # no one objected to ending the game in time
    COMPUTER = "computer"  # a computer's step (played by the service, not fired)


@dataclass(frozen=True)
class Deadline:
    """A deadline the game has now: ``kind`` falls due ``at``, for ``seat`` (None: the
    game's, not a seat's)."""

    kind: DeadlineKind
    at: float
    seat: int | None = None


def start(game: Game, meta: GameMeta, now: float) -> None:
    """Set up the timing of a game that has just been dealt."""
    if game.rules.game_clock:
        meta.clock = {i: float(game.rules.game_clock) for i in range(len(game.seats))}
    update(game, meta, now)


def update(game: Game, meta: GameMeta, now: float, unchanged: int = 0) -> None:
    """Bring ``meta`` up to date after an action done at ``now``; ``unchanged``: how
    many leading log actions are as they were when ``meta`` was last brought up to date
    (``Ctx.log_unchanged``), which need not be looked at again."""
    a = game.actor()
    key = None if a is None else (a, len(game.history))
    if key != meta.turn_key:
        prev = meta.actor
        if prev is not None and meta.clock is not None:
            left = meta.clock.get(prev, 0.0) - elapsed(meta.since, now)
            meta.clock[prev] = max(0.0, left)
        meta.turn_key = key
        meta.actor = a
        meta.since = now
    p = game.pending
    pkey = None if p is None else p.log_index
    if pkey != meta.pending_key:
        meta.pending_key = pkey
        meta.pending_since = now
    u = game.undo_request
    ukey = None if u is None else (u.seat, u.log_index)
    if ukey != meta.undo_key:
        meta.undo_key = ukey
        meta.undo_since = now
    last = last_place_index(game, meta, unchanged)
    if last is None:
        meta.last_place = None
    elif meta.last_place is None or meta.last_place[0] != last:
        meta.last_place = (last, now)


def last_place_index(game: Game, meta: GameMeta | None = None, unchanged: int = 0,
                     ) -> int | None:
    """The log index of the last placed move.  Only the actions after the first
    ``unchanged`` are looked at when ``meta.last_place`` tells about those (a long game
    of passes used to scan its whole log on every command)."""
    log = game.log
    unchanged = min(unchanged, len(log))
    for i in range(len(log) - 1, unchanged - 1, -1):
        if kind_of(log[i]) is Place:
            return i
    if unchanged and meta is not None:
        known = meta.last_place
        if known is None:
            return None  # none among them when meta was last brought up to date
        if known[0] < unchanged:
            return known[0]
    for i in range(unchanged - 1, -1, -1):
        if kind_of(log[i]) is Place:
            return i
    return None


def elapsed(since: float | None, now: float) -> float:
    """Seconds from ``since`` to ``now``, never negative: a clock stepped back must not
    give a player time back."""
    return 0.0 if since is None else max(0.0, now - since)


def shift(meta: GameMeta, seconds: float) -> None:
    """Move every running time on by ``seconds``: the bot's downtime, which the players
    are not charged for (the deadlines follow, as they are computed from these)."""
    if meta.since is not None:
        meta.since += seconds
    if meta.pending_since is not None:
        meta.pending_since += seconds
    if meta.undo_since is not None:
        meta.undo_since += seconds
    if meta.last_place is not None:
        meta.last_place = (meta.last_place[0], meta.last_place[1] + seconds)
    if meta.end_since is not None:  # an /end asked before the downtime keeps its window
        meta.end_since += seconds


def clock_left(meta: GameMeta, seat: int, now: float) -> float | None:
    if meta.clock is None:
        return None
    left = meta.clock.get(seat, 0.0)
    if meta.actor == seat:
        left -= elapsed(meta.since, now)
    return max(0.0, left)


END_VOTE_WINDOW = 120.0  # seconds the other people have to object to ending a game
INACTIVE_END = 7 * 86400.0  # no move for this long: an admin may end the game alone


def window(game: Game, meta: GameMeta) -> float:
    """The seconds the move that waits has for its votes or challenge (0: no time limit,
    it waits for the next player to act): the rule set's window, at least the table's
    ``min_window``."""
    p = game.pending
    if p is None:
        return 0.0
    rules = game.rules
    if rules.word_check in ("vote", "agreement"):
        seconds = float(rules.vote_window)
    elif rules.challenge_window:
        seconds = float(rules.challenge_window)
    elif p.ends_game:  # no next player to act: the rule set's window for a last move
        seconds = float(rules.final_move_window)
    else:
        return 0.0
    return max(seconds, meta.min_window)


def undo_windows(rules: RuleSet, min_window: float = 0.0) -> tuple[float, float]:
    """(the seconds after a move during which its player may ask to take it back, the
    seconds the opponents then have to agree): the rule set's, at a table whose windows
    last at least ``min_window``: what the undo does, and what /rules says of it."""
    return (max(float(rules.undo_ask_window), min_window),
            max(float(rules.undo_agree_window), min_window))


def undo_ask_window(game: Game, meta: GameMeta) -> float:
    """The seconds after a move during which its player may ask to take it back."""
    return undo_windows(game.rules, meta.min_window)[0]


def undo_ask_left(game: Game, meta: GameMeta, now: float) -> float | None:
    """The seconds left to ask to take the last move back (``/undo`` refuses once they
    are below zero); None: no such limit (no undo by consent, no move placed)."""
    last = meta.last_place
    if not game.rules.undo_by_consent or last is None:
        return None
    return undo_ask_window(game, meta) - (now - last[1])


def may_ask_undo(game: Game, meta: GameMeta, seat: int, now: float) -> bool:
    """Whether ``/undo`` by ``seat`` would ask now: its time to ask not over
    (``undo_ask_left``, as the command judges it) and the engine's ``Game.check_undo``
    (its last move, not judged since: a move checked or doubted, or the next player's
    action, settled it)."""
    left = undo_ask_left(game, meta, now)
    if left is not None and left < 0:
        return False
    try:
        game.check_undo(seat)
    except MoveError:
        return False
    return True


def undo_window(game: Game, meta: GameMeta) -> float:
    """The seconds the opponents have to agree to an undo at this table."""
    return undo_windows(game.rules, meta.min_window)[1]


def deadlines(game: Game, meta: GameMeta) -> list[Deadline]:
    """Every deadline the game has now, earliest first (a computer's step before another
    deadline due at the same time)."""
    if game.over:
        return []
    rules = game.rules
    out: list[Deadline] = []
    p = game.pending
    seconds = window(game, meta)
    if p is not None and seconds:
        out.append(Deadline(DeadlineKind.WINDOW, (meta.pending_since or 0.0) + seconds, p.seat))
    if game.undo_request is not None:
        out.append(Deadline(DeadlineKind.UNDO, (meta.undo_since or 0.0) + undo_window(game, meta),
                            game.undo_request.seat))
    a = meta.actor
    if a is not None and a == game.actor():
        since = meta.since or 0.0
        if rules.move_time_limit:
            out.append(Deadline(DeadlineKind.MOVE, since + rules.move_time_limit, a))
        if meta.clock is not None and not game.seats[a].out_of_time:
            out.append(Deadline(DeadlineKind.CLOCK, since + meta.clock.get(a, 0.0), a))
    if meta.end_asker is not None:  # no objection within the window: the game ends
        out.append(Deadline(DeadlineKind.END, (meta.end_since or 0.0) + END_VOTE_WINDOW))
    step = computer_seats.next_step(game, meta, "active")
    if step is not None:  # due at once: the service plays it (or due() after a restart)
        out.append(Deadline(DeadlineKind.COMPUTER, computer_seats.step_since(meta, step, game),
                            step.seat))
    out.sort(key=lambda d: (d.at, d.kind is not DeadlineKind.COMPUTER, d.kind))
    return out


@dataclass(frozen=True)
class MoveWait:
    """What the move that waits holds up: its player (``mover``), the one who plays once
    it is settled (``next``: None, the game ends if it stands), the seats it still waits
    for (``awaited``) and until when (``until``: None, no time limit)."""

    mover: int
    next: int | None
    awaited: tuple[int, ...]
    until: float | None


def next_if_stands(game: Game) -> int | None:
    """The seat on turn once the move that waits stands (None: the game is over then):
    the engine's own answer, from a copy of the game whose window closes with every word
    valid (the move stands, whatever the word list would say of it)."""
    other = game.copy()
    other.no_moves_hook = None  # a placement that stands ends no round of passes
    other.close_window(invalid=[])
    return None if other.over else other.actor()


def move_wait(game: Game, meta: GameMeta) -> MoveWait | None:
    """Whether the move that waits holds up the next player, and for whom: in challenge
    mode once the turn passed on, only a computer on turn waits (a person may play on,
    which closes the window), for the people who may still challenge the move and have
    neither accepted it nor moved on (``computer_seats.peoples_window``); where the turn
    stays with the move until it is settled (votes, agreement, a move that would end the
    game), everyone who has not answered it yet, until the window closes.  None: nothing
    is held up (or nobody is awaited)."""
    p = game.pending
    if p is None or game.over or game.undo_request is not None:
        return None
    a = game.actor()
    if a is not None:
        if not computer_seats.is_computer(game.seats[a].player):
            return None
        until = computer_seats.peoples_window(game, meta)
        awaited = tuple(i for i in game.voters()
                        if not computer_seats.is_computer(game.seats[i].player)
                        and meta.moved_on.get(i) != p.log_index)
        if until is None or not awaited:
            return None
        return MoveWait(p.seat, a, awaited, until)
    awaited = tuple(game.voters())
    if not awaited:
        return None
    seconds = window(game, meta)
    until = (meta.pending_since or 0.0) + seconds if seconds else None
    return MoveWait(p.seat, next_if_stands(game), awaited, until)
