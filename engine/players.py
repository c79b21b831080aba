"""The computer player, hints, votes and the "no one can move" check.

Everything here is pure: the caller passes the game, the lexicon (a ``WalkableLexicon``;
``game.lexicon`` is used when it is one) and a seeded ``random.Random``.

Levels, weakest first (``LEVELS``):

* ``beginner`` plays a move from the lower third of its moves by score, words of at
  most five letters when it has one;
* ``easy`` around the median score;
* ``medium`` from the upper quarter;
* ``hard`` the best score, now and then the second or third best;
* ``strong`` the best equity: score plus the value of the tiles it keeps
  (``engine/data/leaves``), or an exchange when keeping the best tiles and drawing is
  worth more than any move; with the bag empty, a move that goes out gains what the
  others hold (``out_swing``) and one that does not loses twice its tiles and a turn
  (``STAY_PENALTY``), as MAGPIE's static player weighs them;
* ``champion`` looks ahead (``engine.simulate``): it simulates its best candidates by
  static equity (and the best exchange) against drawn opponent racks, and once the bag is
  empty searches the end-game.  Its work is bounded by the caller's ``stop`` ("is the
  time up?") or, without one, by a fixed number of rounds.  With a ``stop`` it spends
  the time when the choice is close: 12 candidates instead of 8, and a candidate is
  dropped only by MAGPIE's 99% stopping test after 16 rounds, so it stops early only
  when the leader is clear by a wide margin.

With no move at all, every level exchanges (the whole rack, or for ``strong`` all but the
best tiles to keep) when the rules allow it, but passes instead if its previous turn was
already an exchange: on a blocked board the players then pass a round, and the "no one
can move" check can end the game.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from itertools import combinations

from engine.actions import Exchange, Pass, Place, TurnAction
from engine.game import Game
from engine.levels import DEFAULT_LEVEL, LEVELS, Level
from engine.lexicon import Lexicon, WalkableLexicon
from engine.movegen.analysis import BoardAnalysis, analyze
from engine.movegen.generate import all_moves, best_by_equity, has_move, sample_moves
from engine.movegen.leaves import LeaveTable, endgame_leave, load_leave_table
from engine.movegen.move import Move
from engine.movegen.tables import walk_tables
from engine.simulate import (
    Budget,
    Candidate,
    endgame,
    out_swing,
    rack_points,
    simulate,
    unseen_tiles,
)

# The levels that pick a move at a percentile of all moves by score look at an even
# sample of this many: the memory of a computer move is bounded whatever the rack (a
# rack of nine with three blanks has millions of moves).
SAMPLE = 4096
Stop = Callable[[], bool]  # polled while moves are generated: true when the time is up

def parse_level(text: str | None) -> Level:
    """A level from user input (``None``: the default); ValueError for an unknown one."""
    if text is None or not text.strip():
        return DEFAULT_LEVEL
    t = text.strip().lower()
    for level in LEVELS:
        if level == t:
            return level
    raise ValueError(f"unknown level {text!r}; levels: {', '.join(LEVELS)}")


def _walkable(game: Game, lexicon: WalkableLexicon | None) -> WalkableLexicon:
    if lexicon is not None:
        return lexicon
    lex = game.lexicon
    if isinstance(lex, WalkableLexicon):
        return lex
    raise ValueError("the game's lexicon cannot be walked: pass a WalkableLexicon")


def analysis_for(game: Game, lexicon: WalkableLexicon | None = None) -> BoardAnalysis:
    return analyze(game.board, game.rules, walk_tables(_walkable(game, lexicon)))


def equity_moves(
    analysis: BoardAnalysis,
    rack: list[str],
    *,
    bag_tiles: int,
    leaves: LeaveTable | None = None,
    n: int | None = None,
) -> list[tuple[float, Move]]:
    """The ``n`` best moves (every move when ``n`` is None) with their equity (score +
    leave value), best first; ties go to the higher score, then to the notation.  The
    ``n`` best come from the generator's top-n sink, which makes no other ``Move``."""
    if n is not None:
        return best_by_equity(analysis, rack, n, bag_tiles=bag_tiles, leaves=leaves)
    rules = analysis.rules
    table = leaves if leaves is not None else load_leave_table(rules.tileset_name)
    bag_empty = bag_tiles == 0
    out = [(m.score + (endgame_leave(m.leave, rules.tileset) if bag_empty
                       else table.value(m.leave)), m)
           for m in all_moves(analysis, rack, bag_empty=bag_empty)]
    out.sort(key=lambda em: (-em[0], -em[1].score, em[1].notation))
    return out


def best_moves(game: Game, seat: int, n: int = 3,
               lexicon: WalkableLexicon | None = None, stop: Stop | None = None,
               ) -> list[Move]:
    """The ``n`` best moves of ``seat`` by equity, best first (for /hint); ``stop``: the
    caller's time budget, after which the best found so far are given."""
    an = analysis_for(game, lexicon)
    moves = best_by_equity(an, list(game.seats[seat].rack), n,
                           bag_tiles=game.bag_after_pending(), stop=stop)
    return [m for _, m in moves]


def best_exchange(rack: list[str], table: LeaveTable, bag_tiles: int,
                  draw_first: bool) -> tuple[float, str]:
    """(value of the tiles kept, tiles to exchange) for the best exchange of ``rack``."""
    best: tuple[float, str] | None = None
    seen: set[str] = set()
    n = len(rack)
    for k in range(0, n):  # k tiles kept
        for kept in combinations(sorted(rack), k):
            key = "".join(kept)
            if key in seen:
                continue
            seen.add(key)
            out = Counter(rack)
            out.subtract(kept)
            gone = "".join(sorted(out.elements()))
            if draw_first and len(gone) > bag_tiles:
                continue
            v = table.value(key)
            if best is None or v > best[0]:
                best = (v, gone)
    assert best is not None
    return best


def endgame_terms(game: Game, seat: int) -> tuple[float, float]:
    """(what going out is worth, what staying costs beside the tiles kept) for ``seat``'s
    move with the bag empty (``best_by_equity``'s ``out_value`` and ``stay_penalty``);
    (0, 0) while tiles are in the bag.  The unseen tiles are then the others' racks.
    Where going out does not end the game (seed 004) the others play on: no bonus."""
    if game.bag_after_pending() > 0:
        return 0.0, 0.0
    rules = game.rules
    out = (float(out_swing(rules, rack_points(rules, unseen_tiles(game, seat))))
           if rules.out_ends_game else 0.0)
    return out, STAY_PENALTY


def strong_choice(game: Game, seat: int, first: list[tuple[float, Move]],
                  table: LeaveTable) -> tuple[TurnAction, float]:
    """The ``strong`` level's choice between its best placement by equity (``first``,
    from ``best_by_equity``; empty when nothing can be placed) and the best exchange, with
    the equity of what it chose (an exchange's: the value of the tiles kept; a pass's: the
    whole rack's).  Leave training (``engine.train_leaves``) plays it with its own table."""
    rules = game.rules
    rack = list(game.seats[seat].rack)
    bag_tiles = game.bag_after_pending()
    draw_first = rules.exchange_order == "draw_first"
    if not first:
        if rack and game.may_exchange(seat, len(rack)) and not _exchanged_last(game, seat):
            keep_value, gone = best_exchange(rack, table, bag_tiles, draw_first)
            return Exchange(seat, gone), keep_value
        return Pass(seat), table.value("".join(sorted(rack)))
    eq, best = first[0]
    if bag_tiles >= rules.rack_size and game.may_exchange(seat):
        keep_value, gone = best_exchange(rack, table, bag_tiles, draw_first)
        if gone and keep_value > eq + _EXCHANGE_MARGIN and game.may_exchange(seat, len(gone)):
            return Exchange(seat, gone), keep_value
    return Place(seat, best.notation), eq


def choose_action(game: Game, seat: int, level: Level, rng: random.Random,
                  lexicon: WalkableLexicon | None = None, stop: Stop | None = None,
                  leaves: LeaveTable | None = None) -> TurnAction:
    """What the computer plays on ``seat``'s turn, for ``game.apply``: a placement, an
    exchange or a pass.

    Bounded in memory at every level (the strong and hard ones keep their few best in
    the generator, the others an even sample of ``SAMPLE`` moves) and, with ``stop``, in
    time: once it returns true the choice is made among the moves found so far.  The
    ``champion`` looks ahead until ``stop`` (without one, for a fixed number of rounds).
    ``leaves``: the leave table to judge by (the tile set's by default; a self-play match
    of two tables gives each seat its own)."""
    rules = game.rules
    rack = list(game.seats[seat].rack)
    bag_tiles = game.bag_after_pending()
    an = analysis_for(game, lexicon)
    table = leaves if leaves is not None else load_leave_table(rules.tileset_name)
    if level == "strong":
        out_value, stay = endgame_terms(game, seat)
        first = best_by_equity(an, rack, 1, bag_tiles=bag_tiles, leaves=table, stop=stop,
                               out_value=out_value, stay_penalty=stay)
        moves: list[Move] = [m for _, m in first]
    elif level == "champion":
        width = CHAMPION_WIDTH if stop is None else CHAMPION_TIMED_WIDTH
        first = best_by_equity(an, rack, width, bag_tiles=bag_tiles, leaves=table, stop=stop)
        moves = [m for _, m in first]
    elif level == "hard":
        moves = [m for _, m in best_by_equity(an, rack, 3, bag_tiles=bag_tiles,
                                              by_score=True, stop=stop)]
    else:
        # The sample's seed is the position's (no draw from ``rng``, whose sequence the
        # pick below keeps): the same position samples the same moves.
        moves = list(sample_moves(an, rack, SAMPLE, bag_empty=bag_tiles == 0, stop=stop,
                                  seed=len(game.log) * 0x9E3779B1 + seat + 1))
    if not moves:
        if level in ("strong", "champion"):
            return strong_choice(game, seat, [], table)[0]
        if rack and game.may_exchange(seat, len(rack)) and not _exchanged_last(game, seat):
            return Exchange(seat, "".join(rack))
        return Pass(seat)
    if level == "champion":
        budget = None if stop is None else (lambda: not stop())
        return _champion(game, seat, an, first, table, rng, budget)
    if level == "strong":
        return strong_choice(game, seat, first, table)[0]
    by_score = sorted(moves, key=lambda m: (m.score, m.notation))
    if level == "hard":
        top = by_score[::-1][:3]
        pick = top[0] if rng.random() < 0.7 or len(top) == 1 else rng.choice(top[1:])
        return Place(seat, pick.notation)
    lo, hi = _PERCENTILES[level]
    pool = by_score
    if level == "beginner":
        short = [m for m in by_score if len(m.notation.split()[1]) <= 5]
        pool = short or by_score
    n = len(pool)
    i = rng.randint(int(lo * (n - 1)), int(hi * (n - 1)))
    return Place(seat, pool[i].notation)


def champion_candidates(game: Game, seat: int, moves: list[tuple[float, Move]],
                        table: LeaveTable, width: int | None = None) -> list[Candidate]:
    """What the champion simulates: the best placements by static equity (at most
    ``width``, ``CHAMPION_WIDTH`` by default; none more than ``CHAMPION_WINDOW`` below
    the best), and the best exchange when the rules allow one and it is within the window
    too."""
    rules = game.rules
    best_eq = moves[0][0] if moves else -math.inf
    if width is None:
        width = CHAMPION_WIDTH
    out = [Candidate("place", eq, m.leave, m) for eq, m in moves[:width]
           if eq >= best_eq - CHAMPION_WINDOW]
    rack = list(game.seats[seat].rack)
    bag_tiles = game.bag_after_pending()
    if bag_tiles >= rules.rack_size and game.may_exchange(seat):
        keep_value, gone = best_exchange(rack, table, bag_tiles,
                                         rules.exchange_order == "draw_first")
        if gone and keep_value >= best_eq - CHAMPION_WINDOW and game.may_exchange(
                seat, len(gone)):
            kept = Counter(rack)
            kept.subtract(gone)
            out.append(Candidate("exchange", keep_value, "".join(sorted(kept.elements())),
                                 tiles=gone))
    return out


def _champion(game: Game, seat: int, an: BoardAnalysis, moves: list[tuple[float, Move]],
              table: LeaveTable, rng: random.Random, budget: Budget | None) -> TurnAction:
    tables = an.tables
    others = [i for i in game.active_seats() if i != seat]
    if game.bag_after_pending() == 0 and len(others) == 1 and game.pending is None:
        end = endgame(game, seat, tables, budget=budget,
                      max_depth=CHAMPION_ENDGAME_DEPTH)
        return Pass(seat) if end.move is None else Place(seat, end.move.notation)
    if budget is None:  # fixed rounds: the work (and the tests' games) do not depend on time
        candidates = champion_candidates(game, seat, moves, table)
        if len(candidates) == 1:
            return candidates[0].action(seat)
        result = simulate(game, seat, tables, candidates, rng, max_rounds=CHAMPION_ROUNDS,
                          leaves=table)
        return result.chosen.action(seat)
    # With a time budget the champion spends it when the choice is close: more
    # candidates, and a candidate is dropped only by MAGPIE's 99% test after
    # CHAMPION_TIMED_MIN_ROUNDS rounds, so the simulation stops early only when the
    # leader is clear by a wide margin (about 3.6 standard errors).
    candidates = champion_candidates(game, seat, moves, table, CHAMPION_TIMED_WIDTH)
    if len(candidates) == 1:
        return candidates[0].action(seat)
    result = simulate(game, seat, tables, candidates, rng, budget=budget,
                      max_rounds=CHAMPION_MAX_ROUNDS, leaves=table,
                      min_rounds=CHAMPION_TIMED_MIN_ROUNDS,
                      confidence=CHAMPION_TIMED_CONFIDENCE)
    return result.chosen.action(seat)


def _exchanged_last(game: Game, seat: int) -> bool:
    """Whether ``seat``'s last turn was an exchange: with no move twice running, the
    computer passes rather than exchange for ever on a blocked board."""
    for h in reversed(game.history):
        if h.seat == seat and h.kind in ("place", "exchange", "pass", "timeout", "withdrawn"):
            return h.kind == "exchange"
    return False


_PERCENTILES: dict[str, tuple[float, float]] = {
    "beginner": (0.05, 0.35),
    "easy": (0.35, 0.65),
    "medium": (0.7, 0.92),
}
_EXCHANGE_MARGIN = 6.0
# With the bag empty, a move that does not go out also gives the others a turn: this is
# what that turn is taken to be worth (MAGPIE's constant; Quackle's static player too).
STAY_PENALTY = 10.0
CHAMPION_WIDTH = 8  # placements simulated at most
CHAMPION_WINDOW = 20.0  # equity below the static best beyond which a move is not simulated
CHAMPION_ROUNDS = 24  # rounds of simulation when the caller gives no time budget
CHAMPION_MAX_ROUNDS = 1000  # with a budget: the cap that bounds the memory
CHAMPION_TIMED_WIDTH = 12  # with a budget: placements simulated at most
CHAMPION_TIMED_MIN_ROUNDS = 16  # with a budget: rounds before any candidate is dropped
CHAMPION_TIMED_CONFIDENCE = 0.99  # with a budget: MAGPIE's stop condition (simulate)
CHAMPION_ENDGAME_DEPTH = 8  # end-game plies at most (deepening stops earlier when exact)


def play_turn(game: Game, seat: int, level: Level, rng: random.Random,
              lexicon: WalkableLexicon | None = None, stop: Stop | None = None,
              leaves: LeaveTable | None = None) -> TurnAction:
    """Choose and play the computer's action on ``game``; returns what it did."""
    action = choose_action(game, seat, level, rng, lexicon, stop, leaves)
    game.apply(action)
    return action


# ------------------------------------------------------------------ votes
def should_challenge(game: Game, lexicon: Lexicon | None = None) -> bool:
    """Whether the computer challenges (or checks, or votes against) the pending move:
    exactly when the game would find one of its words invalid, in modes that have a check."""
    p = game.pending
    if p is None or game.over:
        return False
    if game.rules.word_check == "auto":
        return False
    return bool(game.invalid_words(p.words, lexicon))


def vote_accept(game: Game, lexicon: Lexicon | None = None) -> bool:
    """The computer's vote on the pending move (accept-or-check, agreement)."""
    return not should_challenge(game, lexicon)


# ------------------------------------------------------- no one can move
def any_move_possible(game: Game, lexicon: WalkableLexicon | None = None, *,
                      count_exchange: bool = False) -> bool:
    """Whether any active seat can place a valid word (or, with ``count_exchange``,
    exchange under the rules).  The erudit-home blank swap is not considered.

    The game asks only once the bag is empty and a whole round has passed (seeds 000 and
    004 tie this ending to an empty pool), when no exchange is possible any more; so only
    placements count here by default."""
    active = game.active_seats()
    if count_exchange and any(game.seats[i].rack and game.may_exchange(i)
                              for i in active):
        return True
    an = analysis_for(game, lexicon)
    return any(has_move(an, list(game.seats[i].rack)) for i in active)


def make_no_moves_hook(lexicon: WalkableLexicon | None = None, *,
                       count_exchange: bool = False) -> Callable[[Game], bool]:
    """A ``Game.no_moves_hook``: True when NO seat can move."""

    def hook(game: Game) -> bool:
        return not any_move_possible(game, lexicon, count_exchange=count_exchange)

    return hook


__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Budget",
    "Level",
    "Move",
    "analysis_for",
    "any_move_possible",
    "best_exchange",
    "best_moves",
    "champion_candidates",
    "choose_action",
    "equity_moves",
    "make_no_moves_hook",
    "parse_level",
    "play_turn",
    "should_challenge",
    "strong_choice",
    "vote_accept",
]
