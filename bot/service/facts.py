"""What an action did, as facts, before any word of it is written.

A command sets off a burst of steps (its own transaction, then each computer step or
fired deadline in a transaction of its own), and each action of a step leaves a ``Told``:
the engine's ``Outcome``s, the history lines it added, the move or undo request it opened
to votes, the undo request it closed, whether the board changed or the game ended, the
seats whose rack changed.  Nothing is worded then.  Once the burst is over the chat's
message, the private racks and the board picture are rendered once, from these facts and
the state that was committed last (``bot/service/burst.py``, ``announce.py``): a vote
line is written only for a vote still open, the scores and whose turn it is only at the
end, a rack only once per player, a picture only of the committed board.  As python-chess
``push``es a move and then asks the board, and lila renders from the committed game."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.protocol import Outgoing
from engine.game import Game
from engine.state import Outcome, Turn


@dataclass(frozen=True)
class Before:
    """Where the game stood before an action: what tells its facts apart."""

    history: int
    pending: int | None  # log index of the move that waited
    undo: tuple[int, int] | None  # (seat, log index) of the open undo request
    racks: tuple[str, ...]
    board: tuple[str, ...]

    @classmethod
    def of(cls, game: Game) -> Before:
        u, p = game.undo_request, game.pending
        return cls(len(game.history), None if p is None else p.log_index,
                   None if u is None else (u.seat, u.log_index),
                   tuple("".join(s.rack) for s in game.seats), tuple(game.board.to_rows()))


@dataclass
class Told:
    """The facts of one action (or of the deadlines that fired together), told in the
    chat message ``out`` (empty until the burst is rendered)."""

    out: Outgoing
    outcomes: tuple[Outcome, ...] = ()
    # Lines the handler knows before the facts: who voted (a reaction names no one), a
    # computer's missing word list; and the word list's advice, told before the history.
    lead: list[str] = field(default_factory=list)
    first: tuple[str, ...] = ()
    started: bool = False  # the game was dealt
    turns: tuple[Turn, ...] = ()  # the history lines the action added
    turns_from: int = 0  # the first one's line in the history
    exchanges_left: tuple[int | None, ...] = ()  # per turn: an exchange's count left
    undo_closed: tuple[int, bool] | None = None  # (the asking seat, undone) of a request
    opened: str | None = None  # the ref of a move or undo request opened to votes
    board: bool = False  # the board changed
    over: bool = False  # the game ended
    racks: frozenset[int] = frozenset()  # seats whose rack changed
    wym: frozenset[int] = frozenset()  # seats whose rack a WYM square exchanged
    rated: list[str] = field(default_factory=list)  # the ratings' lines after the end


@dataclass
class RackAsk:
    """A seat's rack to be told privately in ``out`` (a rack that changed, a deal, a
    ``/rack``); ``note`` leads it (a WYM exchange).  A burst tells each player once,
    the rack as committed."""

    out: Outgoing
    seat: int
    note: str | None = None
