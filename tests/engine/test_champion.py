"""The champion's look-ahead (engine.simulate): its move lists agree with the static
evaluation, the simulation is reproducible, drops clearly worse candidates and falls back
to the static best without time, and the end-game search equals a plain minimax over
every move list when it says it is exact."""

from __future__ import annotations

import random
from dataclasses import replace

from test_player_levels import english_game, plays

from engine.actions import Exchange, Place
from engine.board import Board
from engine.movegen.analysis import analyze
from engine.movegen.generate import all_moves
from engine.movegen.leaves import endgame_leave, load_leave_table
from engine.movegen.move import Move
from engine.movegen.tables import WalkTables, walk_tables
from engine.players import (
    CHAMPION_TIMED_WIDTH,
    CHAMPION_WIDTH,
    STAY_PENALTY,
    analysis_for,
    champion_candidates,
    choose_action,
    endgame_terms,
    equity_moves,
    play_turn,
)
from engine.rules import RuleSet
from engine.simulate import (
    Candidate,
    endgame,
    out_swing,
    place_on,
    prune_z_for,
    simulate,
    top_moves,
    unseen_tiles,
)
from engine.tiles import TileSet


def midgame(seed: str, turns: int = 4):  # type: ignore[no-untyped-def]
    game, lex = english_game(seed)
    rng = random.Random(seed)
    for _ in range(turns):
        play_turn(game, game.turn, "strong", rng)
    assert not game.board.is_empty()
    return game, lex


def test_top_moves_are_the_head_of_the_equity_list() -> None:
    game, _ = midgame("top")
    an = analysis_for(game)
    for rack in (list(game.seats[game.turn].rack), list("AE?RST"), list("QZX")):
        for bag in (50, 0):
            full = equity_moves(an, rack, bag_tiles=bag)
            top = top_moves(an, rack, 5, bag_tiles=bag)
            assert [(round(e, 6), m) for e, m in top] == [
                (round(e, 6), m) for e, m in full[:5]]


def test_unseen_tiles_are_the_bag_and_the_other_racks() -> None:
    game, _ = midgame("unseen")
    seat = game.turn
    other = 1 - seat
    assert unseen_tiles(game, seat) == sorted(game.bag.tiles + game.seats[other].rack)


def candidates_of(game, seat):  # type: ignore[no-untyped-def]
    an = analysis_for(game)
    moves = equity_moves(an, list(game.seats[seat].rack), bag_tiles=len(game.bag))
    table = load_leave_table(game.rules.tileset_name)
    return an.tables, champion_candidates(game, seat, moves, table), moves


def test_simulation_is_reproducible_and_fair() -> None:
    for seed in (f"sim{i}" for i in range(20)):
        game, _ = midgame(seed)
        seat = game.turn
        tables, cands, _ = candidates_of(game, seat)
        if len(cands) > 2:
            break
    else:
        raise AssertionError("no position with three candidates")
    before = game.board.copy()
    one = simulate(game, seat, tables, cands, random.Random(5), max_rounds=8)
    two = simulate(game, seat, tables, cands, random.Random(5), max_rounds=8)
    assert one.chosen == two.chosen
    assert [t.values for t in one.tallies] == [t.values for t in two.tallies]
    assert one.chosen in cands
    # the survivors were played on every round (the pairing of the comparison)
    live = [t for t in one.tallies if t.alive]
    assert all(len(t.values) == one.rounds for t in live)
    assert game.board == before  # the game itself is untouched


def test_without_time_the_static_best_stands() -> None:
    game, _ = midgame("notime")
    seat = game.turn
    tables, cands, _ = candidates_of(game, seat)
    assert cands
    result = simulate(game, seat, tables, cands, random.Random(1), budget=lambda: False)
    assert result.rounds == 0
    assert result.chosen == max(cands, key=lambda c: c.static)


def test_a_clearly_worse_candidate_is_dropped_early() -> None:
    for seed in (f"prune{i}" for i in range(20)):
        game, _ = midgame(seed)
        seat = game.turn
        tables, _, moves = candidates_of(game, seat)
        if moves and moves[0][0] - moves[-1][0] > 15:
            break
    else:
        raise AssertionError("no position with a spread of 15 points of equity")
    best_eq, best = moves[0]
    worst_eq, worst = moves[-1]
    cands = [Candidate("place", best_eq, best.leave, best),
             Candidate("place", worst_eq, worst.leave, worst)]
    result = simulate(game, seat, tables, cands, random.Random(2), max_rounds=200)
    assert result.chosen.move == best
    assert result.rounds < 200  # stopped because one candidate was left


def test_magpies_threshold_is_stricter_and_grows_slowly() -> None:
    # sqrt(2 log((log N + 1) / 0.01)): MAGPIE's GK16 test at 99% as a paired z
    assert round(prune_z_for(100, 0.99), 3) == 3.558
    assert round(prune_z_for(800, 0.99), 3) == 3.645
    assert prune_z_for(0, 0.99) == prune_z_for(2, 0.99)  # no log of zero
    assert prune_z_for(100, 0.95) < prune_z_for(100, 0.99)


def test_a_stricter_test_keeps_candidates_longer() -> None:
    for seed in (f"strict{i}" for i in range(20)):
        game, _ = midgame(seed)
        seat = game.turn
        tables, cands, _ = candidates_of(game, seat)
        if len(cands) > 3:
            break
    else:
        raise AssertionError("no position with four candidates")
    loose = simulate(game, seat, tables, cands, random.Random(3), max_rounds=20)
    strict = simulate(game, seat, tables, cands, random.Random(3), max_rounds=20,
                      min_rounds=10, confidence=0.99)
    # the same draws: up to round 6 the two agree, and the strict one drops no more
    first = {str(t.candidate): t.values[:6] for t in loose.tallies}
    assert first == {str(t.candidate): t.values[:6] for t in strict.tallies}
    assert sum(t.alive for t in strict.tallies) >= sum(t.alive for t in loose.tallies)
    assert all(len(t.values) >= 10 for t in strict.tallies)  # none dropped before 10
    assert strict.rounds >= loose.rounds


def test_with_a_budget_the_champion_weighs_more_candidates() -> None:
    assert CHAMPION_TIMED_WIDTH > CHAMPION_WIDTH
    for seed in (f"wide{i}" for i in range(20)):
        game, _ = midgame(seed)
        seat = game.turn
        an = analysis_for(game)
        moves = equity_moves(an, list(game.seats[seat].rack), bag_tiles=len(game.bag))
        table = load_leave_table(game.rules.tileset_name)
        wide = champion_candidates(game, seat, moves, table, CHAMPION_TIMED_WIDTH)
        narrow = champion_candidates(game, seat, moves, table)
        if len(wide) > len(narrow):
            break
    else:
        raise AssertionError("no position with more than 8 candidates in the window")
    assert wide[:CHAMPION_WIDTH] == narrow[:CHAMPION_WIDTH]
    assert sum(c.kind == "place" for c in wide) <= CHAMPION_TIMED_WIDTH


def test_champion_budget_bounds_its_work() -> None:
    game, _ = midgame("budget")
    asked = [0]

    def budget() -> bool:
        asked[0] += 1
        return asked[0] <= 30

    action = choose_action(game, game.turn, "champion", random.Random(0),
                           stop=lambda: not budget())
    assert isinstance(action, Place | Exchange)
    assert asked[0] <= 31  # it stopped at the first "no"


# -------------------------------------------------------------- end-game
def minimax(board: Board, rules: RuleSet, tables: WalkTables, me: list[str], op: list[str],
            passed: bool) -> float:
    """The mover's best spread to the game's end, over every move (no pruning), with the
    search's conventions: going out gains the out swing, two passes deduct both racks."""
    def points(rack: list[str]) -> int:
        return sum(rules.tileset.value(t) for t in rack)

    best = float(points(op) - points(me)) if passed else -minimax(
        board, rules, tables, op, me, True)
    for move in all_moves(analyze(board, rules, tables), me, bag_empty=True):
        rest = list(me)
        for t in move.used:
            rest.remove(t)
        if not rest:
            v = move.score + out_swing(rules, points(op))
        else:
            b = board.copy()
            place_on(b, move)
            v = move.score - minimax(b, rules, tables, op, rest, False)
        best = max(best, v)
    return best


def test_the_endgame_search_is_exact_on_short_endgames() -> None:
    checked = 0
    for seed in ("end1", "end2", "end3", "end4"):
        game, lex = midgame(seed, turns=6)
        pool = unseen_tiles(game, game.turn)
        rng = random.Random(seed)
        rng.shuffle(pool)
        me, op = pool[:2], pool[2:5]
        game.seats[game.turn].rack = list(me)
        tables = walk_tables(lex)
        result = endgame(game, game.turn, tables, opponent=op, width=200, max_depth=8)
        assert result.exact, seed
        want = minimax(game.board.copy(), game.rules, tables, list(me), list(op), False)
        assert result.value == want, seed
        checked += 1
    assert checked == 4


def test_an_endgame_cut_short_by_the_budget_still_moves() -> None:
    game, lex = midgame("endcut", turns=6)
    pool = unseen_tiles(game, game.turn)
    game.seats[game.turn].rack = pool[:7]
    result = endgame(game, game.turn, walk_tables(lex), opponent=pool[7:14], budget=plays(3))
    assert not result.exact
    assert result.move is None or result.move.notation


def test_strong_weighs_going_out_with_the_bag_empty() -> None:
    """With tiles in the bag no end-game term; with it empty, going out is worth twice
    what the other holds (once in a deduct-only rule set) and staying costs a turn."""
    game, _ = midgame("terms", turns=6)
    seat = game.turn
    assert endgame_terms(game, seat) == (0.0, 0.0)
    game.seats[1 - seat].rack.extend(game.bag.draw(len(game.bag)))
    held = sum(game.rules.tileset.value(t) for t in game.seats[1 - seat].rack if t != "?")
    assert endgame_terms(game, seat) == (2.0 * held, STAY_PENALTY)
    assert out_swing(replace(game.rules, end_adjustment="deduct_only"), held) == held
    game.rules = replace(game.rules, out_ends_game=False)
    assert endgame_terms(game, seat) == (0.0, STAY_PENALTY)


def test_strong_goes_out_when_staying_is_worth_less() -> None:
    """Short racks that can go out, with the bag empty: the strong player's move is the
    best by the end-game terms, and in some of them it goes out where the debt alone
    (no bonus, no penalty) would have kept a tile for more points."""
    changed = 0
    for i in range(40):
        game, _ = midgame(f"out{i}", turns=6)
        seat = game.turn
        mine = game.seats[seat].rack
        other = game.seats[1 - seat].rack
        other.extend(mine[3:] + game.bag.draw(len(game.bag)))
        del mine[3:]
        moves = list(all_moves(analysis_for(game), list(mine), bag_empty=True))
        out_value, stay = endgame_terms(game, seat)

        def value(m: Move, out: float, stay: float, tiles: TileSet = game.rules.tileset,
                  ) -> float:
            return m.score + (out if not m.leave else endgame_leave(m.leave, tiles) - stay)

        action = choose_action(game, seat, "strong", random.Random(i))
        if not moves:
            continue
        assert isinstance(action, Place)
        chosen = next(m for m in moves if m.notation == action.move)
        assert value(chosen, out_value, stay) == max(value(m, out_value, stay) for m in moves)
        old = max(moves, key=lambda m: (value(m, 0.0, 0.0), m.score))
        if not chosen.leave and old.leave:
            changed += 1
    assert changed >= 1
