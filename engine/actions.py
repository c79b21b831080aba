"""What a player (or the clock, or the table) does to a game, as typed values: the moves
the game applies (``Game.apply``) and its log keeps (Macondo's typed move between player
and game).

Each action reads and writes the log's JSON form (``to_json`` / ``action_of``), which is
also what storage keeps as the game's move rows; that form must not change under stored
games.  Its key ``"a"`` names the kind; the other keys are the action's fields.

Some fields are verdicts rather than choices: the lexicon's (``invalid``) and the move
generator's ("no one can move", ``no_moves``).  None means "not decided yet": the game
decides and logs its verdict, so that a replay of the log needs neither lexicon nor
generator and reaches the same state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class _Logged:
    # Whether no player could place a word when this action ended a round of passes (seeds
    # 000 and 004): any action that can end such a round may carry it, so it is common to
    # all; None where it was not asked.
    no_moves: bool | None = field(default=None, kw_only=True)

    KIND: ClassVar[str] = ""

    def _fields(self) -> dict[str, Any]:
        return {}

    def to_json(self) -> dict[str, Any]:
        """The log's entry for this action."""
        out: dict[str, Any] = {"a": self.KIND, **self._fields()}
        if self.no_moves is not None:
            out["no_moves"] = self.no_moves
        return out


def _verdict(entry: dict[str, Any]) -> bool | None:
    v = entry.get("no_moves")
    return None if v is None else bool(v)


def _words(v: Any) -> tuple[str, ...] | None:
    return None if v is None else tuple(v)


@dataclass(frozen=True)
class Place(_Logged):
    """Tiles placed: ``move`` in notation (``8H WORD``); ``swaps`` names board squares
    whose blank the player replaces with the real letter (erudit-home)."""

    seat: int
    move: str
    swaps: tuple[str, ...] = ()
    KIND: ClassVar[str] = "place"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move, "swaps": list(self.swaps)}


@dataclass(frozen=True)
class Exchange(_Logged):
    seat: int
    tiles: str
    KIND: ClassVar[str] = "exchange"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "tiles": self.tiles}


@dataclass(frozen=True)
class Pass(_Logged):
    seat: int
    KIND: ClassVar[str] = "pass"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat}


@dataclass(frozen=True)
class Timeout(_Logged):
    """The seat's move time limit expired: a pass."""

    seat: int
    KIND: ClassVar[str] = "timeout"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat}


@dataclass(frozen=True)
class ClockOut(_Logged):
    """The seat ran out of game time: from now on each of their turns is a pass."""

    seat: int
    KIND: ClassVar[str] = "clock"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat}


@dataclass(frozen=True)
class Resign(_Logged):
    seat: int
    KIND: ClassVar[str] = "resign"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat}


@dataclass(frozen=True)
class End(_Logged):
    """Ended by its creator or a chat admin; ``abandoned``: its players agreed to stop it."""

    abandoned: bool = False
    KIND: ClassVar[str] = "end"

    def _fields(self) -> dict[str, Any]:
        return {"abandoned": True} if self.abandoned else {}


@dataclass(frozen=True)
class Adjust(_Logged):
    """A score adjustment from outside the rules' flow (time penalties, records)."""

    seat: int
    points: int
    reason: str
    KIND: ClassVar[str] = "adjust"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "points": self.points, "reason": self.reason}


@dataclass(frozen=True)
class Challenge(_Logged):
    """A challenge of the waiting move; ``invalid``: the lexicon's verdict, its words
    that are not words (the log always has it)."""

    seat: int
    invalid: tuple[str, ...] | None = None
    KIND: ClassVar[str] = "challenge"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat,
                **({} if self.invalid is None else {"invalid": list(self.invalid)})}


@dataclass(frozen=True)
class Vote(_Logged):
    """Accept or doubt the waiting move; ``invalid``: the lexicon's verdict where a doubt
    is a check (``vote`` mode)."""

    seat: int
    accept: bool
    invalid: tuple[str, ...] | None = None
    KIND: ClassVar[str] = "vote"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "accept": self.accept,
                **({} if self.invalid is None else {"invalid": list(self.invalid)})}


@dataclass(frozen=True)
class CloseWindow(_Logged):
    """The waiting move's challenge or voting window closed; ``invalid``: the lexicon's
    verdict where the close is a check (``vote`` mode)."""

    invalid: tuple[str, ...] | None = None
    KIND: ClassVar[str] = "close"

    def _fields(self) -> dict[str, Any]:
        return {} if self.invalid is None else {"invalid": list(self.invalid)}


@dataclass(frozen=True)
class AskUndo(_Logged):
    """The seat asks its opponents' consent to take its last move back."""

    seat: int
    KIND: ClassVar[str] = "undo_request"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat}


@dataclass(frozen=True)
class AnswerUndo(_Logged):
    """An opponent's answer to the undo request.  ``entropy`` reseeds the bag when this
    consent takes the move back; it is not part of the entry (such a consent leaves no
    entry of its own: the log goes back to before the move and keeps a ``Reseed``)."""

    seat: int
    agree: bool
    entropy: str | None = field(default=None, compare=False)
    KIND: ClassVar[str] = "undo_vote"

    def _fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "agree": self.agree}


@dataclass(frozen=True)
class CloseUndo(_Logged):
    """The undo request's window closed without every opponent's consent."""

    KIND: ClassVar[str] = "undo_close"


@dataclass(frozen=True)
class Reseed(_Logged):
    """The bag's random stream goes on from ``entropy`` (after an undo).  ``undone``: how
    many moves in a row were taken back by consent at this point of the game (each a
    scoreless turn, so that a play / accept / undo / agree loop ends as scoreless turns
    do); an entry from before they counted has none (0)."""

    entropy: str
    undone: int = 0
    KIND: ClassVar[str] = "reseed"

    def _fields(self) -> dict[str, Any]:
        out: dict[str, Any] = {"entropy": self.entropy}
        if self.undone:
            out["undone"] = self.undone
        return out


Action = (Place | Exchange | Pass | Timeout | ClockOut | Resign | End | Adjust | Challenge
          | Vote | CloseWindow | AskUndo | AnswerUndo | CloseUndo | Reseed)

# The actions that take a turn (what the computer plays, what a position is analysed for).
TurnAction = Place | Exchange | Pass


def action_of(entry: dict[str, Any]) -> Action:
    """The action a log entry (``to_json``'s form) stands for; ValueError for an entry
    that is none."""
    a = entry.get("a")
    v = _verdict(entry)
    if a == "place":
        # Entries from before blank swaps existed have no "swaps".
        return Place(entry["seat"], entry["move"], tuple(entry.get("swaps") or ()), no_moves=v)
    if a == "exchange":
        return Exchange(entry["seat"], entry["tiles"], no_moves=v)
    if a == "pass":
        return Pass(entry["seat"], no_moves=v)
    if a == "timeout":
        return Timeout(entry["seat"], no_moves=v)
    if a == "clock":
        return ClockOut(entry["seat"], no_moves=v)
    if a == "resign":
        return Resign(entry["seat"], no_moves=v)
    if a == "end":
        return End(bool(entry.get("abandoned")), no_moves=v)
    if a == "adjust":
        return Adjust(entry["seat"], entry["points"], entry["reason"], no_moves=v)
    if a == "challenge":
        return Challenge(entry["seat"], _words(entry["invalid"]), no_moves=v)
    if a == "vote":
        return Vote(entry["seat"], bool(entry["accept"]), _words(entry.get("invalid")),
                    no_moves=v)
    if a == "close":
        return CloseWindow(_words(entry.get("invalid")), no_moves=v)
    if a == "undo_request":
        return AskUndo(entry["seat"], no_moves=v)
    if a == "undo_vote":
        return AnswerUndo(entry["seat"], bool(entry["agree"]), no_moves=v)
    if a == "undo_close":
        return CloseUndo(no_moves=v)
    if a == "reseed":
        return Reseed(entry["entropy"], int(entry.get("undone") or 0), no_moves=v)
    raise ValueError(f"unknown action {a!r}")


_KINDS: dict[str, type[Action]] = {cls.KIND: cls for cls in (
    Place, Exchange, Pass, Timeout, ClockOut, Resign, End, Adjust, Challenge, Vote,
    CloseWindow, AskUndo, AnswerUndo, CloseUndo, Reseed)}


def kind_of(entry: dict[str, Any]) -> type[Action]:
    """The class of the action a log entry stands for, without reading the rest of it
    (a scan of a long log asks it of many entries); ValueError for an entry that is none."""
    kind = _KINDS.get(entry.get("a", ""))
    if kind is None:
        raise ValueError(f"unknown action {entry.get('a')!r}")
    return kind


__all__ = [
    "Action",
    "Adjust",
    "AnswerUndo",
    "AskUndo",
    "Challenge",
    "ClockOut",
    "CloseUndo",
    "CloseWindow",
    "End",
    "Exchange",
    "Pass",
    "Place",
    "Reseed",
    "Resign",
    "Timeout",
    "TurnAction",
    "Vote",
    "action_of",
    "kind_of",
]
