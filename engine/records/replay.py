"""Replaying a GCG record on a board of one of our rule sets.

Every placement is parsed, checked (geometry, the words it forms, the tiles it takes from
a fully known rack) and scored by the engine's own code (``engine.placement``,
``engine.scoring``); its score and the player's running total are compared with the
record.  A withdrawn phony (``--``) takes the player's previous placement off the board
with its score.  Challenge bonuses and time penalties are applied as recorded.  The
end-of-game rack points are checked against what the other player still holds (their last
known rack minus what they played since, or, once the bag is empty, the tiles that are
on no board square), under the record's end-of-game convention.

The words are not looked up: the record says what happened (an accept-all lexicon).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from engine.board import Board, Tile
from engine.errors import MoveError
from engine.lexicon import AcceptAll, Lexicon
from engine.placement import (
    Placement,
    parse_placement,
    placement_notation,
)
from engine.records.gcg import Event, EventKind, GcgRecord
from engine.records.pragmas import declared_ruleset
from engine.rules import EndAdjustment, RuleSet
from engine.scoring import score_placement
from engine.tiles import BLANK, TileSet
from engine.validate import validate_placement

ConventionChoice = Literal["auto", "tournament", "publisher", "deduct_only"]


@dataclass(frozen=True)
class Mismatch:
    """Where the record and our rules disagree."""

    line: int  # line of the record (1-based)
    move: int  # event number (1-based, every ``>`` line counts)
    nick: str
    notation: str  # the move as the record writes it
    problems: tuple[str, ...]

    def __str__(self) -> str:
        # Move 0: a header line (a #rack pragma) rather than a move.
        where = f"move {self.move} " if self.move else ""
        return (f"{where}(line {self.line}) {self.nick} {self.notation}: "
                + "; ".join(self.problems))


@dataclass(frozen=True)
class ReplayedMove:
    """One event of the record as replayed: a game-independent move for analysis."""

    move: int
    line: int
    nick: str
    kind: EventKind
    rack: str  # as recorded ("" when unknown)
    notation: str  # our notation for placements (``8H WIN.Y``), the record's otherwise
    tiles: tuple[tuple[int, int, Tile], ...]  # new tiles (row, col from 0); none but placements
    words: tuple[tuple[str, int], ...]  # the words formed and their points
    score: int  # computed by our rules (as recorded when it cannot be computed)
    recorded_score: int
    total: int  # the player's running total by our rules
    recorded_total: int


@dataclass
class ReplayResult:
    record: GcgRecord
    rules: RuleSet
    convention: EndAdjustment
    board: Board
    moves: list[ReplayedMove] = field(default_factory=list)
    mismatches: list[Mismatch] = field(default_factory=list)
    final: dict[str, int] = field(default_factory=dict)  # by our rules

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def final_line(self) -> str:
        scores = ", ".join(f"{nick} {score}" for nick, score in self.final.items())
        return f"final scores: {scores}"


def detect_convention(record: GcgRecord, tileset: TileSet) -> EndAdjustment | None:
    """The end-of-game convention a record's rack lines follow, when they show it: twice
    the opponent's rack and no deduction (tournament), or once with the opponent's rack
    deducted (publisher).  None when the record cannot tell."""
    gains = [e for e in record.events if e.kind == "end_points"]
    deducts = [e for e in record.events if e.kind == "end_penalty"]
    for e in gains:
        value = rack_value(tileset, e.end_rack)
        if value and e.score == 2 * value:
            return "tournament"
        if value and e.score == value:
            return "publisher"
    if gains and deducts:
        return "publisher"
    return None


def rack_value(tileset: TileSet, rack: str | Counter[str]) -> int:
    tiles = rack.elements() if isinstance(rack, Counter) else iter(rack)
    return sum(0 if t == BLANK else tileset.value(t) for t in tiles)


@dataclass
class _Placed:
    """What a placement changed, to take it back when it is withdrawn."""

    placement: Placement | None
    score: int
    drawn: int
    rack_count: int
    known: Counter[str] | None


class _Replay:
    def __init__(self, record: GcgRecord, rules: RuleSet, convention: EndAdjustment,
                 lexicon: Lexicon) -> None:
        self.record = record
        self.rules = rules
        self.lexicon = lexicon
        self.tileset = rules.tileset
        self.result = ReplayResult(record, rules, convention, Board(rules.layout))
        self.board = self.result.board
        nicks = record.nicks()
        self.bag = max(0, self.tileset.total - rules.rack_size * len(nicks))
        self.rack_count = {n: rules.rack_size for n in nicks}
        self.known: dict[str, Counter[str] | None] = {n: None for n in nicks}
        self.totals = {n: 0 for n in nicks}  # by our rules
        self.expected = {n: 0 for n in nicks}  # what each recorded total is compared with
        self.placed: dict[str, _Placed | None] = {n: None for n in nicks}
        self.went_out: str | None = None
        self.time_penalised: set[str] = set()
        self.on_board: Counter[str] = Counter()  # the board's tiles by rack letter ("?")

    # ------------------------------------------------------------ helpers
    def _see_rack(self, e: Event, problems: list[str]) -> bool:
        """Take note of the rack the record shows; True when it is fully known."""
        if not e.rack:
            return False
        self._check_rack_tiles(e.rack, problems)
        have = self.rack_count[e.nick]
        if len(e.rack) > have:
            problems.append(f"the rack {e.rack} has {len(e.rack)} tiles, the player can "
                            f"hold only {have}")
            return False
        if len(e.rack) == have:
            self.known[e.nick] = Counter(e.rack)
            return True
        return False

    def _check_rack_tiles(self, rack: str, problems: list[str]) -> None:
        """A rack may hold no more of a letter than the set has, less those on the board."""
        on_board = self.on_board
        rank = self.rules.letter_rank
        for letter, n in sorted(Counter(rack).items(), key=lambda kv: rank(kv[0])):
            have = self.tileset.counts.get(letter, 0)
            if not have:
                problems.append(f"the rack {rack} holds {letter}, not a tile of this set")
            elif n + on_board[letter] > have:
                board = f", {on_board[letter]} of them on the board" if on_board[letter] else ""
                problems.append(f"the rack {rack} holds {n} {letter}: the set has {have}{board}")

    def _pool(self) -> Counter[str]:
        """Tiles on no board square: the racks once the bag is empty."""
        return +(Counter(self.tileset.counts) - self.on_board)

    def _remaining(self, nicks: list[str]) -> Counter[str] | None:
        """What ``nicks`` hold together, when it can be known."""
        racks: Counter[str] = Counter()
        for n in nicks:
            k = self.known[n]
            if k is None:
                break
            racks += k
        else:
            return racks
        if self.bag:
            return None
        # The bag is empty: the tiles on no square are on the racks.
        pool = self._pool()
        for n in self.record.nicks():
            if n in nicks:
                continue
            if self.rack_count[n] == 0:
                continue
            k = self.known[n]
            if k is None:
                return None
            pool -= k
        return pool

    # ------------------------------------------------------------ events
    def run(self) -> ReplayResult:
        for i, e in enumerate(self.record.events, start=1):
            problems: list[str] = []
            delta, computed, tiles, words, notation = self._apply(e, problems)
            nick = e.nick
            if computed is not None and computed != e.score:
                problems.append(f"score recorded {e.score:+d}, computed {computed:+d}")
            self.totals[nick] += delta
            self.expected[nick] += delta
            if computed is not None and computed != e.score:
                self.expected[nick] = e.total  # the score line explains the difference
            elif self.expected[nick] != e.total:
                problems.append(f"total recorded {e.total}, computed {self.expected[nick]}")
            if e.kind != "place" and e.kind != "withdrawn":
                self.placed[nick] = None
            self.result.moves.append(ReplayedMove(
                i, e.line, nick, e.kind, e.rack, notation or e.notation, tiles, words,
                delta, e.score, self.totals[nick], e.total))
            if problems:
                self.result.mismatches.append(
                    Mismatch(e.line, i, nick, e.notation, tuple(problems)))
        self._check_final_racks()
        self.result.final = dict(self.totals)
        return self.result

    def _check_final_racks(self) -> None:
        """``#rackN`` lines say what each player holds at the end of the record: the
        tiles the game left them when they can be known, else as many as they hold, and
        never more of a letter than is on no square."""
        players = {p.number: p.nick for p in self.record.players}
        for number, (line, rack) in sorted(self.record.final_racks.items()):
            nick = players.get(number)
            notation = f"#rack{number} {rack}".rstrip()
            if nick is None:
                self.result.mismatches.append(Mismatch(
                    line, 0, f"player{number}", notation, ("no such player",)))
                continue
            problems: list[str] = []
            self._check_rack_tiles(rack, problems)
            held = self.rack_count[nick]
            remaining = self._remaining([nick]) if held else None
            if held == 0 and rack:
                problems.append(f"{nick} holds no tiles at the end of the record")
            elif remaining is not None and remaining != Counter(rack):
                left = "".join(sorted(remaining.elements(), key=self.rules.letter_rank))
                problems.append(f"{nick} holds ({left}) at the end of the record")
            elif len(rack) != held:
                problems.append(f"{nick} holds {held} tiles at the end of the record")
            if problems:
                self.result.mismatches.append(
                    Mismatch(line, 0, nick, notation, tuple(problems)))

    def _apply(
        self, e: Event, problems: list[str]
    ) -> tuple[int, int | None, tuple[tuple[int, int, Tile], ...], tuple[tuple[str, int], ...],
               str]:
        """(points applied, points computed or None, new tiles, words, notation)."""
        if e.kind == "place":
            return self._place(e, problems)
        if e.kind == "withdrawn":
            return self._withdraw(e, problems)
        self._see_rack(e, problems)
        if e.kind == "exchange":
            self._exchange(e, problems)
            return 0, 0, (), (), ""
        if e.kind == "pass":
            return 0, 0, (), (), ""
        if e.kind == "challenge_bonus" and self.placed[e.nick] is None:
            problems.append(f"a challenge bonus, but no placement by {e.nick} just before")
        if e.kind == "time_penalty":
            # Overtime is counted once, when the player's clock is settled at the end.
            if e.nick in self.time_penalised:
                problems.append(f"a second time penalty for {e.nick}")
            self.time_penalised.add(e.nick)
        if e.kind in ("challenge_bonus", "time_penalty"):
            return e.score, None, (), (), ""
        if e.kind == "end_points":
            computed = self._end_points(e, problems)
        else:
            computed = self._end_penalty(e, problems)
        return (e.score if computed is None else computed), computed, (), (), ""

    def _place(
        self, e: Event, problems: list[str]
    ) -> tuple[int, int | None, tuple[tuple[int, int, Tile], ...], tuple[tuple[str, int], ...],
               str]:
        nick = e.nick
        full = self._see_rack(e, problems)
        rules, board = self.rules, self.board
        text = f"{e.coord} {e.word}"
        try:
            placement = parse_placement(board, self.tileset, text)
        except MoveError as err:
            problems.append(f"illegal: {err}")
            self.placed[nick] = _Placed(None, e.score, 0, self.rack_count[nick],
                                        self.known[nick])
            return e.score, None, (), (), ""
        if not placement.tiles:
            # Every square of the word is already covered: not a move in any rule set, and
            # nothing to score or to write in our notation (the record's is kept).
            problems.append("places no new tile")
            self.placed[nick] = _Placed(None, e.score, 0, self.rack_count[nick],
                                        self.known[nick])
            return e.score, None, (), (), ""
        computed: int | None = None
        words_out: tuple[tuple[str, int], ...] = ()
        try:
            words = validate_placement(board, rules, text, None).words
            unknown = [w.text for w in words if w.text not in self.lexicon]
            if unknown:
                # (in the record's own words: the chat's refusal, "Move refused: ... It's
                # still your turn.", is a player's)
                problems.append("illegal: not in the word list: " + ", ".join(unknown))
            else:
                n = len(placement.tiles)
                ends = self.bag == 0 and self.rack_count[nick] == n
                bingo_allowed = not (rules.bingo_only_if_game_continues and ends)
                score = score_placement(rules, board, placement, words,
                                        bingo_allowed=bingo_allowed)
                computed = score.total
                words_out = score.words
        except MoveError as err:
            problems.append(f"illegal: {err}")
        played = Counter(placement.rack_letters)
        if full:
            missing = played - Counter(e.rack)
            if missing:
                letters = "".join(sorted(missing.elements(), key=self.rules.letter_rank))
                problems.append(f"{letters} not on the rack {e.rack}")
        notation = placement_notation(placement, board)
        known_before = self.known[nick]
        count_before = self.rack_count[nick]
        for r, c, t in placement.tiles:
            board.place(r, c, t)
            self.on_board[t.rack_letter] += 1
        n = len(placement.tiles)
        if n > self.rack_count[nick]:
            problems.append(f"{n} tiles played, the player holds only {self.rack_count[nick]}")
        drawn = min(n, self.bag)
        self.bag -= drawn
        self.rack_count[nick] = max(0, self.rack_count[nick] - n) + drawn
        known = self.known[nick]
        if known is not None:
            known = None if drawn or played - known else known - played
        self.known[nick] = known
        delta = e.score if computed is None else computed
        self.placed[nick] = _Placed(placement, delta, drawn, count_before, known_before)
        return delta, computed, placement.tiles, words_out, notation

    def _withdraw(
        self, e: Event, problems: list[str]
    ) -> tuple[int, int | None, tuple[tuple[int, int, Tile], ...], tuple[tuple[str, int], ...],
               str]:
        nick = e.nick
        last = self.placed[nick]
        self.placed[nick] = None
        if last is None:
            problems.append(f"no placement by {nick} to withdraw")
            self._see_rack(e, problems)
            return e.score, None, (), (), ""
        if last.placement is not None:
            for r, c, t in last.placement.tiles:
                self.board.remove(r, c)
                self.on_board[t.rack_letter] -= 1
        self.bag += last.drawn
        self.rack_count[nick] = last.rack_count
        self.known[nick] = last.known
        self._see_rack(e, problems)
        if e.score == 0 and last.score:
            # Written "-- +0": the record leaves the score out; its total still says
            # whether the points were taken back.
            return -last.score, None, (), (), ""
        return -last.score, -last.score, (), (), ""

    def _exchange(self, e: Event, problems: list[str]) -> None:
        rules = self.rules
        need = max(rules.exchange_min_bag, 1)
        if self.bag < need:
            problems.append(f"an exchange needs {need} tiles in the bag; it holds {self.bag}")
        if e.exchange_count > self.rack_count[e.nick]:
            problems.append(f"{e.exchange_count} tiles exchanged from a rack of "
                            f"{self.rack_count[e.nick]}")
        known = self.known[e.nick]
        if e.exchanged and known is not None:
            missing = Counter(e.exchanged) - known
            if missing:
                letters = "".join(sorted(missing.elements(), key=self.rules.letter_rank))
                problems.append(f"{letters} not on the rack {e.rack}")
        self.known[e.nick] = None  # new tiles were drawn

    def _end_points(self, e: Event, problems: list[str]) -> int | None:
        nick = e.nick
        convention = self.result.convention
        if self.bag:
            problems.append(f"the bag still holds {self.bag} tiles")
        if self.rack_count[nick]:
            problems.append(f"{nick} still holds {self.rack_count[nick]} tiles")
        self.went_out = nick
        others = [n for n in self.record.nicks() if n != nick]
        value = self._end_rack_value(others, e, problems)
        if convention == "tournament":
            return 2 * value
        if convention == "publisher":
            return value
        return 0

    def _end_rack_value(self, nicks: list[str], e: Event, problems: list[str]) -> int:
        """The value of the tiles the end-of-game line counts: what ``nicks`` are known to
        hold when that can be worked out (a different recorded rack is a problem), else
        the rack the line records."""
        remaining = self._remaining(nicks)
        if remaining is None:
            return rack_value(self.tileset, e.end_rack)
        if remaining != Counter(e.end_rack):
            left = "".join(sorted(remaining.elements(), key=self.rules.letter_rank))
            problems.append(f"rack recorded ({e.end_rack}), computed ({left})")
        return rack_value(self.tileset, remaining)

    def _end_penalty(self, e: Event, problems: list[str]) -> int | None:
        nick = e.nick
        value = self._end_rack_value([nick], e, problems)
        if self.went_out is None:
            # Ended without a player out (scoreless turns): each loses their own rack.
            if self.bag == 0 and any(self.rack_count[n] == 0 for n in self.rack_count):
                self.went_out = next(n for n in self.rack_count if self.rack_count[n] == 0)
            else:
                return -value
        if self.went_out == nick:
            return -value
        if self.result.convention == "tournament":
            problems.append("the tournament convention deducts nothing from the player "
                            "who did not go out")
            return 0
        return -value


def replay(record: GcgRecord, rules: RuleSet, convention: ConventionChoice = "auto",
           lexicon: Lexicon | None = None) -> ReplayResult:
    """Replay ``record`` under ``rules``.  ``convention`` "auto" takes the record's own
    (``detect_convention``); when it cannot tell, the rule set's own if the record's
    ``#rules`` line names that rule set (our exports), else tournament (the GCG default)."""
    if convention == "auto":
        named = declared_ruleset(record) == rules.id
        fallback: EndAdjustment = rules.end_adjustment if named else "tournament"
        conv: EndAdjustment = detect_convention(record, rules.tileset) or fallback
    else:
        conv = convention
    return _Replay(record, rules, conv, lexicon or AcceptAll()).run()


def import_moves(record: GcgRecord, rules: RuleSet) -> list[ReplayedMove]:
    """The record as a list of moves with their tiles on the board, words and scores,
    independent of ``engine.game.Game`` (for tests and analysis)."""
    return replay(record, rules).moves
