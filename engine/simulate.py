"""The champion's look-ahead: Monte Carlo simulation of the best candidate moves, and an
end-game search once the bag is empty.

**Simulation** (the bag holds tiles).  The candidates are the best placements by static
equity (score + leave value) and the best exchange, when the rules allow one.  One
*round* draws the unseen tiles (the full tile set less the board and our rack) into the
opponents' racks and a bag order, and plays every candidate against that same draw
(common random numbers: the candidates are compared on equal luck, which is what makes a
few hundred rounds enough): our move, each opponent's best reply by static equity, our
next move by static equity.  A candidate's value in the round is

    our points − the opponents' points + the equity of our next move (score + leave)

After a few rounds a candidate whose paired difference to the leader is clearly negative
(mean below zero by ``PRUNE_Z`` standard errors) is dropped; the simulation stops when one
candidate is left, when the caller's budget says time is up, or after ``max_rounds``.
A caller with a time budget may ask for a stricter test (``confidence``, MAGPIE's stopping
rule below, from ``min_rounds`` rounds on), so that a close choice is simulated until its
time is up and only a leader clear by a wide margin stops it early.

MAGPIE (``src/impl/bai.h``, ``bai_update_threshold_and_challenger``) stops its simulation
when the generalised likelihood ratio of the leader against every other play exceeds
``log((log(N) + 1) / δ)``, N the samples so far and δ = 1 − its stop condition (99% by
default): the "GK16" threshold of Garivier and Kaufmann's best-arm identification.  For
normal samples that ratio is z²/2, z the standard score of the difference, so the same
test on our paired z is ``z > sqrt(2 log((log N + 1) / δ))``: about 3.6 at 99% for the
hundreds of play-outs a second gives (``prune_z_for``).  MAGPIE samples the leader and
its closest challenger the most (top-two sampling); we keep the rounds (every live
candidate on the same draw) and drop a candidate once it fails that test.
The leader replaces the static best only when it beats it by ``CHOICE_Z`` standard errors
(or the static best was dropped), so a short budget never plays worse than the static
evaluation.
It keeps one float per candidate and round, so memory is bounded by ``max_rounds``.
A play-out reads no board: the analysis of the board after each candidate is made once
per simulation, and the one after the reply is derived from it
(``BoardAnalysis.after``); its two searches are the generator's bounded top-1 walk.

**End-game** (the bag is empty, one opponent).  The opponent's rack is then known (the
unseen tiles), so the player searches: negamax with alpha-beta on the spread, iterative
deepening, at each node the ``width`` best moves by end-game equity (score less twice the
tiles kept, so going out comes first) and a pass; a player who goes out ends the game
(the rack adjustment of the rule set), two passes in a row end it with both racks
deducted, and a node at the depth limit is valued by the mover's best static equity.
A search that reached the end of the game on every line without cutting any move list
is exact, and deepening stops there.

Pure: the caller passes a seeded ``random.Random`` and the time budget as a callable
(``budget() -> bool``: is there time left?); with no budget a fixed number of rounds
(or of deepening steps) bounds the work.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from engine.actions import Exchange, Place
from engine.board import Board, Tile
from engine.game import Game
from engine.movegen.analysis import BoardAnalysis, analyze
from engine.movegen.generate import best_by_equity
from engine.movegen.leaves import LeaveTable, endgame_leave, load_leave_table
from engine.movegen.move import Move
from engine.movegen.tables import WalkTables
from engine.rules import RuleSet
from engine.tiles import BLANK

Budget = Callable[[], bool]  # "is there time left?", asked between units of work

PRUNE_Z = 2.0  # standard errors below the leader that drop a candidate
MIN_ROUNDS = 6  # rounds before any candidate is dropped (a standard error needs a few)
CHOICE_ROUNDS = 3  # fewer complete rounds than this: the static best stands
CHOICE_Z = 1.0  # standard errors by which a candidate must beat the static best to replace it


def prune_z_for(samples: int, confidence: float) -> float:
    """MAGPIE's stopping threshold (GK16) at ``confidence`` after ``samples`` play-outs,
    as standard errors of a paired difference (see the module's docstring)."""
    delta = 1.0 - confidence
    return math.sqrt(2.0 * math.log((math.log(max(2, samples)) + 1.0) / delta))


# ---------------------------------------------------------------- moves
def top_moves(analysis: BoardAnalysis, rack: Sequence[str], n: int, *, bag_tiles: int,
              leaves: LeaveTable | None = None) -> list[tuple[float, Move]]:
    """The ``n`` best moves of ``rack`` by equity (score + leave; with the bag empty the
    end-game leave), best first, ties to the higher score and then the notation: the
    compiled generator's top-n sink, which makes a ``Move`` of those ``n`` only."""
    if n <= 0 or not rack:
        return []
    return best_by_equity(analysis, rack, n, bag_tiles=bag_tiles, leaves=leaves)


def place_on(board: Board, move: Move) -> None:
    for r, c, ch, blank in move.tiles:
        board.place(r, c, Tile(ch, blank))


def take(rack: list[str], used: str) -> None:
    for t in used:
        rack.remove(t)


def rack_points(rules: RuleSet, rack: Sequence[str]) -> int:
    return sum(rules.tileset.value(t) for t in rack if t != BLANK)


def out_swing(rules: RuleSet, others: int) -> int:
    """What going out is worth in spread against opponents holding ``others`` points: the
    out player gains them (publisher, tournament ×2) and the others lose them."""
    return others if rules.end_adjustment == "deduct_only" else 2 * others


def unseen_tiles(game: Game, seat: int) -> list[str]:
    """The tiles ``seat`` cannot see: the whole set less the board and its own rack (the
    bag and the other racks together), in a canonical order."""
    pool = Counter(game.rules.tileset.full_bag())
    for _, _, t in game.board.tiles():
        pool[t.rack_letter] -= 1
    pool.subtract(game.seats[seat].rack)
    return sorted(pool.elements())


# ------------------------------------------------------------ candidates
@dataclass(frozen=True)
class Candidate:
    """A move the champion weighs: a placement, or an exchange of ``tiles``."""

    kind: Literal["place", "exchange"]
    static: float  # equity by the static evaluation (score + leave)
    keep: str  # the rack letters kept
    move: Move | None = None
    tiles: str = ""  # exchanged tiles

    @property
    def score(self) -> int:
        return self.move.score if self.move is not None else 0

    def action(self, seat: int) -> Place | Exchange:
        """The action that plays this candidate on ``seat``'s turn."""
        if self.move is not None:
            return Place(seat, self.move.notation)
        return Exchange(seat, self.tiles)

    def __str__(self) -> str:
        return self.move.notation if self.move is not None else f"-{self.tiles}"


@dataclass
class Tally:
    """A candidate's values, one per round."""

    candidate: Candidate
    values: list[float] = field(default_factory=list)
    alive: bool = True

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else self.candidate.static


@dataclass(frozen=True)
class SimResult:
    chosen: Candidate
    rounds: int  # complete rounds
    tallies: tuple[Tally, ...]  # best first by mean value


def _paired_z(a: list[float], b: list[float]) -> float:
    """How many standard errors the mean of a − b (paired by round) lies above zero."""
    n = min(len(a), len(b))
    if n < 2:
        return 0.0
    d = [a[i] - b[i] for i in range(n)]
    m = sum(d) / n
    var = sum((x - m) ** 2 for x in d) / (n - 1)
    if var <= 1e-12:
        return math.inf if m > 0 else (0.0 if m == 0 else -math.inf)
    return m / math.sqrt(var / n)


# ------------------------------------------------------------ simulation
@dataclass
class _Round:
    """One draw of the unseen tiles: the opponents' racks and the bag's order."""

    racks: list[list[str]]
    bag: list[str]


def _deal(pool: list[str], sizes: list[int], rng: random.Random) -> _Round:
    tiles = list(pool)
    rng.shuffle(tiles)
    racks: list[list[str]] = []
    i = 0
    for n in sizes:
        racks.append(tiles[i:i + n])
        i += n
    return _Round(racks, tiles[i:])


def _next_seats(game: Game, seat: int) -> list[int]:
    """The seats that play after ``seat`` before its next turn (resigned ones skip)."""
    n = len(game.seats)
    out = []
    for k in range(1, n):
        i = (seat + k) % n
        if not game.seats[i].resigned:
            out.append(i)
    return out


def _rack_size_of(game: Game, seat: int) -> int:
    """How many tiles ``seat`` will hold when it plays next (a pending move's player has
    still to draw)."""
    n = len(game.seats[seat].rack)
    p = game.pending
    if p is not None and p.seat == seat:
        n = min(game.rules.rack_size, n + len(game.bag))
    return n


def _play_out(game: Game, seat: int, after: BoardAnalysis, cand: Candidate, deal: _Round,
              others: list[int], leaves: LeaveTable) -> float:
    """The candidate's value in one round (see the module's docstring); ``after`` is the
    analysis of the board with the candidate played (the same every round)."""
    rules = game.rules
    bag = list(deal.bag)
    mine = list(cand.keep)
    value = float(cand.score)
    if cand.move is not None:
        draw = min(rules.rack_size - len(mine), len(bag))
        mine.extend(bag[:draw])
        del bag[:draw]
    else:
        draw = min(len(cand.tiles), len(bag))
        mine.extend(bag[:draw])
        del bag[:draw]
        bag.extend(cand.tiles)  # back into the bag: drawn after what was there (kept simple)
    if not mine and not bag:  # we went out: the game ends here
        return value + out_swing(rules, sum(rack_points(rules, r) for r in deal.racks))
    my_side = game.seats[seat].side
    an = after
    for o, rack in zip(others, deal.racks, strict=True):
        opp = list(rack)
        best = top_moves(an, opp, 1, bag_tiles=len(bag), leaves=leaves)
        if not best:
            continue
        move = best[0][1]
        an = an.after(move)
        take(opp, move.used)
        sign = 1 if game.seats[o].side == my_side else -1
        value += sign * move.score
        draw = min(rules.rack_size - len(opp), len(bag))
        opp.extend(bag[:draw])
        del bag[:draw]
        if not opp and not bag:  # they went out
            return value - sign * out_swing(rules, rack_points(rules, mine))
    nxt = top_moves(an, mine, 1, bag_tiles=len(bag), leaves=leaves)
    if nxt:
        value += nxt[0][0]
    elif bag:
        value += leaves.value("".join(sorted(mine)))
    else:
        value += endgame_leave("".join(mine), rules.tileset)
    return value


def simulate(game: Game, seat: int, tables: WalkTables, candidates: Sequence[Candidate],
             rng: random.Random, *, budget: Budget | None = None,
             max_rounds: int = 200, leaves: LeaveTable | None = None,
             min_rounds: int = MIN_ROUNDS, confidence: float | None = None) -> SimResult:
    """Simulate ``candidates`` for ``seat`` (see the module's docstring) until one is
    clearly best, ``budget()`` turns False, or ``max_rounds`` rounds; the play-outs judge
    by ``leaves`` (the tile set's table by default).  No candidate is dropped before
    ``min_rounds`` rounds; one is dropped ``PRUNE_Z`` standard errors below the leader, or
    with ``confidence`` (0.99: MAGPIE's default) by MAGPIE's stricter threshold."""
    if not candidates:
        raise ValueError("nothing to simulate")
    if leaves is None:
        leaves = load_leave_table(game.rules.tileset_name)
    tallies = [Tally(c) for c in candidates]
    others = _next_seats(game, seat)
    sizes = [_rack_size_of(game, o) for o in others]
    pool = unseen_tiles(game, seat)
    if sum(sizes) > len(pool):  # a record or a test left fewer tiles than racks
        sizes = [min(s, len(pool) // max(1, len(sizes))) for s in sizes]
    # The board after each candidate is the same in every round: analysed once.
    now = analyze(game.board, game.rules, tables)
    after = {id(t): now if t.candidate.move is None else now.after(t.candidate.move)
             for t in tallies}
    rounds = 0
    samples = 0  # play-outs so far (MAGPIE's N)
    out_of_time = False
    while rounds < max_rounds and sum(t.alive for t in tallies) > 1 and not out_of_time:
        deal = _deal(pool, sizes, rng)
        done: list[tuple[Tally, float]] = []
        for t in tallies:
            if not t.alive:
                continue
            if budget is not None and not budget():
                out_of_time = True
                break
            done.append((t, _play_out(game, seat, after[id(t)], t.candidate, deal, others,
                                          leaves)))
        if out_of_time:
            break  # an incomplete round would break the pairing: it is dropped
        for t, v in done:
            t.values.append(v)
        rounds += 1
        samples += len(done)
        if rounds >= min_rounds:
            live = [t for t in tallies if t.alive]
            lead = max(live, key=lambda t: t.mean)
            z = PRUNE_Z if confidence is None else prune_z_for(samples, confidence)
            for t in live:
                if t is not lead and _paired_z(lead.values, t.values) > z:
                    t.alive = False
    ranked = sorted(tallies, key=lambda t: (not t.values, -t.mean))
    static = max(tallies, key=lambda t: t.candidate.static)
    chosen = static.candidate
    if rounds >= CHOICE_ROUNDS:
        leader = max((t for t in tallies if t.alive), key=lambda t: t.mean)
        # The static best stands unless the simulation says otherwise with some
        # confidence: a few noisy rounds must not make the player worse than ``strong``.
        if not static.alive or _paired_z(leader.values, static.values) >= CHOICE_Z:
            chosen = leader.candidate
    return SimResult(chosen, rounds, tuple(ranked))


# -------------------------------------------------------------- end-game
class _OutOfTime(Exception):
    pass


@dataclass
class EndgameResult:
    move: Move | None  # None: pass
    value: float  # spread gained from here on (exact when ``exact``)
    depth: int  # plies searched
    exact: bool
    nodes: int


@dataclass
class _Search:
    rules: RuleSet
    tables: WalkTables
    width: int
    budget: Budget | None
    nodes: int = 0
    cut: bool = False  # a move list was cut or a line stopped before the game's end

    def moves(self, board: Board, rack: list[str]) -> list[Move]:
        self.nodes += 1
        if self.budget is not None and not self.budget():
            raise _OutOfTime
        found = top_moves(analyze(board, self.rules, self.tables), rack, self.width + 1,
                          bag_tiles=0)
        if len(found) > self.width:
            self.cut = True
            found = found[: self.width]
        return [m for _, m in found]

    def leaf(self, board: Board, me: list[str]) -> float:
        self.cut = True
        self.nodes += 1
        if self.budget is not None and not self.budget():
            raise _OutOfTime
        best = top_moves(analyze(board, self.rules, self.tables), me, 1, bag_tiles=0)
        return best[0][0] if best else endgame_leave("".join(me), self.rules.tileset)

    def negamax(self, board: Board, me: list[str], op: list[str], depth: int,
                alpha: float, beta: float, passed: bool) -> tuple[float, Move | None]:
        """The spread the mover (holding ``me``) gains from here with best play."""
        rules = self.rules
        if depth == 0:
            return self.leaf(board, me), None
        best_value = -math.inf
        best_move: Move | None = None
        for move in self.moves(board, me):
            rest = list(me)
            take(rest, move.used)
            v: float
            if not rest:
                v = move.score + out_swing(rules, rack_points(rules, op))
            else:
                for r, c, ch, blank in move.tiles:
                    board.place(r, c, Tile(ch, blank))
                try:
                    sub, _ = self.negamax(board, op, rest, depth - 1, -beta,
                                          -max(alpha, best_value), False)
                finally:
                    for r, c, _, _ in move.tiles:
                        board.remove(r, c)
                v = move.score - sub
            if v > best_value:
                best_value, best_move = v, move
            if best_value >= beta:
                return best_value, best_move
        if passed:  # two passes running: the game ends, both racks deducted
            v = float(rack_points(rules, op) - rack_points(rules, me))
        else:
            sub, _ = self.negamax(board, op, me, depth - 1, -beta, -max(alpha, best_value), True)
            v = -sub
        if v > best_value:
            best_value, best_move = v, None
        return best_value, best_move


def endgame(game: Game, seat: int, tables: WalkTables, *, budget: Budget | None = None,
            width: int = 10, max_depth: int = 6,
            opponent: Sequence[str] | None = None) -> EndgameResult:
    """The best move of ``seat`` with the bag empty and one opponent (whose rack is the
    unseen tiles unless ``opponent`` says otherwise), by iterative deepening until exact,
    out of time or ``max_depth``."""
    rules = game.rules
    me = list(game.seats[seat].rack)
    op = list(opponent) if opponent is not None else unseen_tiles(game, seat)
    board = game.board.copy()
    result: EndgameResult | None = None
    nodes = 0
    for depth in range(1, max_depth + 1):
        search = _Search(rules, tables, width, budget)
        try:
            value, move = search.negamax(board, me, op, depth, -math.inf, math.inf, False)
        except _OutOfTime:
            nodes += search.nodes
            break
        nodes += search.nodes
        result = EndgameResult(move, value, depth, not search.cut, nodes)
        if result.exact:
            break
    if result is None:  # not even one ply in time: the best move by end-game equity
        best = top_moves(analyze(game.board, rules, tables), me, 1, bag_tiles=0)
        move = best[0][1] if best else None
        return EndgameResult(move, best[0][0] if best else 0.0, 0, False, nodes)
    result.nodes = nodes
    return result


__all__ = [
    "Budget",
    "Candidate",
    "EndgameResult",
    "SimResult",
    "Tally",
    "endgame",
    "out_swing",
    "place_on",
    "prune_z_for",
    "simulate",
    "top_moves",
    "unseen_tiles",
]
