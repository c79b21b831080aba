"""The game's state as data: seats, history lines, the move that waits for its check, an
open undo request, and what an action did (``Outcome``).  ``engine.game`` runs the rules on
them; ``engine.snapshot`` writes them to JSON and back."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from engine.placement import Placement

STATE_VERSION = 1

TurnKind = Literal[
    "place", "exchange", "pass", "timeout", "withdrawn", "lost_turn", "resign", "adjust", "end"
]


@dataclass
class Seat:
    player: str  # the caller's stable id for the player
    side: int  # who the score belongs to: the team, or the seat itself
    rack: list[str] = field(default_factory=list)
    exchanges: int = 0
    resigned: bool = False
    out_of_time: bool = False
    skip_next: bool = False  # lost the next turn (a wrong challenge)


@dataclass
class Turn:
    """One line of the game's history (and of its GCG record)."""

    seat: int
    kind: TurnKind
    move: str = ""  # notation, exchanged tiles, or a note
    score: int = 0
    rack: str = ""  # the rack before the turn
    total: int = 0  # the side's total after the turn
    words: list[tuple[str, int]] = field(default_factory=list)
    bingo: bool = False  # a placement the all-tiles rule scored (``Score.is_bingo``)


@dataclass
class Pending:
    """A placed move that waits for its challenge window, votes or check."""

    seat: int
    placement: Placement
    notation: str
    words: list[str]
    score: int
    rack_before: list[str]
    streaks_before: tuple[int, int]
    # The move ends the game if it stands (its player went out with the bag empty, it ends
    # the round in which the target score was reached, or it is the last allowed scoreless
    # turn).  In challenge mode such a move keeps the turn: its window is closed only by a
    # challenge, the opponents' accepts or ``close_window``, never by the next player.
    ends_game: bool
    votes: dict[int, bool] = field(default_factory=dict)  # seat -> accept?
    log_index: int = 0  # index of the "place" action in the log


@dataclass
class UndoRequest:
    seat: int
    log_index: int  # the place action to take back
    votes: dict[int, bool] = field(default_factory=dict)


class OutcomeKind(StrEnum):
    """What an action was, as its ``Outcome`` tells it."""

    NONE = ""  # nothing of its own (a side effect another outcome takes in, a reseed)
    PLACE = "place"
    EXCHANGE = "exchange"
    PASS = "pass"
    TIMEOUT = "timeout"
    CLOCK = "clock"  # a seat ran out of game time
    RESIGN = "resign"
    END = "end"  # ended by request
    ADJUST = "adjust"
    CHALLENGE = "challenge"
    VOTE = "vote"
    CLOSE = "close"  # the waiting move's window closed
    STANDS = "stands"  # the waiting move stands
    WITHDRAWN = "withdrawn"  # the waiting move was taken off
    UNDO_REQUEST = "undo_request"
    UNDO_VOTE = "undo_vote"  # a consent that is not yet the last
    UNDO_REFUSED = "undo_refused"
    UNDONE = "undone"


class ChallengeCost(StrEnum):
    """What a double challenge costs its challenger when every word of the move proves
    valid (``Game.failed_challenge_cost``): the move stands, and then"""

    THIS_TURN = "this_turn"  # they were to move: the turn they were on passes them by
    NEXT_TURN = "next_turn"  # another player is to move: their next turn passes them by
    NOTHING = "nothing"  # the move ends the game as it stands: there is no turn to lose


class Termination(StrEnum):
    """How a game ended (python-chess's ``Termination``); the value is the ``end_reason``
    that stored games keep."""

    OUT = "out"  # a player went out with the bag empty
    NO_MOVES = "no_moves"  # the bag empty, no one can place a word
    SCORELESS = "scoreless"  # the rules' run of scoreless turns
    PASSES = "passes"  # the rules' run of passes
    TARGET = "target"  # the round in which the target score was reached is over
    CLOCKS = "clocks"  # every player ran out of game time
    RESIGNED = "resigned"  # one side is left
    STOPPED = "stopped"  # ended by its creator or a chat admin: the scores stand
    # No winner: a long run of scoreless rounds, or a running game its players agreed to
    # stop (issues 13 and 15 name both so; ``Game.ended_by_agreement`` tells which).
    ABANDONED = "abandoned"

    @property
    def has_winner(self) -> bool:
        return self is not Termination.ABANDONED

    @property
    def adjusts(self) -> bool:
        """Whether the racks left are counted (the end adjustment): not where the game
        stops part-way, where what a player happens to hold is no ending."""
        return self not in (Termination.TARGET, Termination.RESIGNED, Termination.STOPPED,
                            Termination.ABANDONED)

    @property
    def played_out(self) -> bool:
        """Whether the game came to an end of its rules (not stopped by a person, not
        abandoned)."""
        return self not in (Termination.STOPPED, Termination.ABANDONED)


@dataclass
class Outcome:
    """What an action did, for the caller to announce."""

    kind: OutcomeKind
    seat: int | None = None
    score: int = 0
    words: list[tuple[str, int]] = field(default_factory=list)
    invalid: list[str] = field(default_factory=list)
    notation: str = ""
    drawn: dict[int, int] = field(default_factory=dict)  # seat -> tiles drawn
    wym_seat: int | None = None  # whose rack a WYM square exchanged
    lost_turn: int | None = None  # who loses their next turn
    # What the failed double challenge of ``lost_turn`` costs them, as
    # ``Game.failed_challenge_cost`` decided it when they challenged (the chat says it at once)
    challenge_cost: ChallengeCost | None = None
    pending: bool = False  # the move waits for challenge/votes
    finished: bool = False  # the game ended with this action
    checked: list[str] = field(default_factory=list)  # words the lexicon judged
    stood: int | None = None  # the seat whose waiting move now stands

    def merge(self, other: Outcome) -> None:
        """Add what ``other`` (a side effect of the same action) did to this outcome."""
        for k, v in other.drawn.items():
            self.drawn[k] = self.drawn.get(k, 0) + v
        self.wym_seat = self.wym_seat if other.wym_seat is None else other.wym_seat
        self.lost_turn = self.lost_turn if other.lost_turn is None else other.lost_turn
        self.challenge_cost = (self.challenge_cost if other.challenge_cost is None
                               else other.challenge_cost)
        self.stood = self.stood if other.stood is None else other.stood
        self.finished = self.finished or other.finished


PlayerSpec = tuple[str, int | None]  # (player id, team or None)
