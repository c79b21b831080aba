"""The champion's play-outs made faster without changing a choice: the bounded top-n walk
equals the plain one, the leave values computed in C are ``LeaveTable.value``'s and
``endgame_leave``'s doubles, ``BoardAnalysis.after`` is the analysis of the board after
the move, and whole champion games at a fixed number of rounds repeat the moves recorded
before the speed-up (``data/champion_rounds40.json``, commit a13fd7d)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_movegen import RULESETS, _lexicon, scattered

from engine.board import Board, Tile
from engine.movegen import all_moves, analyze, best_by_equity, walk_tables
from engine.movegen import generate as compiled
from engine.movegen.leaves import LeaveTable, endgame_leave, load_leave_table
from engine.rules import load_ruleset

DATA = Path(__file__).parent / "data" / "champion_rounds40.json"


@pytest.mark.parametrize("rule_id", RULESETS)
def test_bounded_walk_keeps_the_moves_of_the_plain_walk(rule_id: str) -> None:
    """Without ``stop`` the top sink's walk is bounded; with one it is the plain walk
    (every move found): both keep the same moves, in every scoring variant."""
    rules = load_ruleset(rule_id)
    _, lex = _lexicon(rule_id)
    tiles = [*rules.tileset.letters, "?"]

    @settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
    @given(scattered(rule_id), st.sampled_from([1, 2, 8, 11]), st.sampled_from([0, 3, 50]),
           st.booleans(),
           st.lists(st.floats(-9, 9), min_size=len(tiles), max_size=len(tiles)))
    def check(case: tuple[Board, list[str], bool], n: int, bag_tiles: int, by_score: bool,
              values: list[float]) -> None:
        board, rack, _ = case
        table = LeaveTable(dict(zip(tiles, values, strict=True)), frozenset(tiles[:3]),
                           dup=-1.3, balance=-0.7)
        an = analyze(board, rules, walk_tables(lex))
        plain = best_by_equity(an, rack, n, bag_tiles=bag_tiles, leaves=table,
                               by_score=by_score, stop=lambda: False)
        bounded = best_by_equity(an, rack, n, bag_tiles=bag_tiles, leaves=table,
                                 by_score=by_score)
        assert bounded == plain

    check()


@pytest.mark.parametrize("rule_id", RULESETS)
def test_with_the_bag_empty_going_out_and_staying_are_weighed_as_asked(rule_id: str) -> None:
    """``out_value``/``stay_penalty`` (the strong player's end-game terms): a move that
    plays the whole rack is worth its score plus ``out_value``, any other its score, less
    twice its tiles, less ``stay_penalty``; the n best are those of every move ranked so,
    in the bounded walk and the plain one alike."""
    rules = load_ruleset(rule_id)
    _, lex = _lexicon(rule_id)

    @settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
    @given(scattered(rule_id), st.sampled_from([1, 3]), st.sampled_from([0.0, 14.0, 40.0]),
           st.sampled_from([0.0, 10.0]))
    def check(case: tuple[Board, list[str], bool], n: int, out: float, stay: float) -> None:
        board, rack, _ = case
        an = analyze(board, rules, walk_tables(lex))
        every = [(m.score + (out if not m.leave else
                             endgame_leave(m.leave, rules.tileset) - stay), m)
                 for m in all_moves(an, rack, bag_empty=True)]
        every.sort(key=lambda em: (-em[0], -em[1].score, em[1].notation))
        want = [(eq, m.notation) for eq, m in every[:n]]
        for stop in (None, lambda: False):
            got = best_by_equity(an, rack, n, bag_tiles=0, out_value=out, stay_penalty=stay,
                                 stop=stop)
            assert [(eq, m.notation) for eq, m in got] == want

    check()


@pytest.mark.parametrize("rule_id", RULESETS)
def test_leave_values_are_the_same_doubles_as_the_python_functions(rule_id: str) -> None:
    rules = load_ruleset(rule_id)
    an = analyze(Board(rules.layout), rules, walk_tables(_lexicon(rule_id)[1]))
    bag = rules.tileset.full_bag()
    rng = random.Random(rule_id)
    letters = [*rules.tileset.letters, "?"]
    odd = LeaveTable({t: rng.uniform(-7, 7) for t in letters}, frozenset(letters[::3]),
                     dup=-1.9 / 3, balance=0.1 * 3)
    for table in (load_leave_table(rules.tileset_name), odd):
        for _ in range(40):
            rack = rng.sample(bag, rng.randint(0, rules.rack_size))
            rack += rng.choice([[], ["?"], [rack[0]] if rack else []])  # blanks, copies
            keys = compiled.RackCoding(an, rack)
            leaves = [keys.leave_of(k) for k in range(keys.n_keys)]
            got = compiled.leave_values(an, rack, bag_tiles=9, leaves=table)
            assert got == [table.value(s) for s in leaves]
            assert [x.hex() for x in got] == [table.value(s).hex() for s in leaves]
            assert compiled.leave_values(an, rack, bag_tiles=0) == [
                endgame_leave(s, rules.tileset) for s in leaves]
            assert compiled.leave_values(an, rack, bag_tiles=9, by_score=True) == [
                0.0] * keys.n_keys


@pytest.mark.parametrize("rule_id", RULESETS)
def test_after_is_the_analysis_of_the_board_after_the_move(rule_id: str) -> None:
    rules = load_ruleset(rule_id)
    _, lex = _lexicon(rule_id)
    tables = walk_tables(lex)
    bag = rules.tileset.full_bag()

    @settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
    @given(scattered(rule_id), st.randoms(use_true_random=False))
    def check(case: tuple[Board, list[str], bool], rng: random.Random) -> None:
        board, rack, _ = case
        an = analyze(board, rules, tables)
        moves = list(all_moves(an, rack))
        for move in rng.sample(moves, min(3, len(moves))):
            after = board.copy()
            for r, c, ch, blank in move.tiles:
                after.place(r, c, Tile(ch, blank))
            want, got = analyze(after, rules, tables), an.after(move)
            assert got.empty == want.empty is False and got.board is None
            for r in range(rules.layout.height):
                for c in range(rules.layout.width):
                    if after.get(r, c) is None:
                        for across in (True, False):
                            assert got.cross_check(r, c, across) == want.cross_check(
                                r, c, across)
            for other in (rack, rng.sample(bag, min(len(bag), rules.rack_size))):
                assert [(m.notation, m.score) for m in all_moves(got, other)] == [
                    (m.notation, m.score) for m in all_moves(want, other)]
            with pytest.raises(ValueError):
                got.after(move)  # its squares are taken now

    check()


@pytest.mark.parametrize("variant", ["english", "polish"])
def test_champion_games_at_fixed_rounds_repeat_the_recorded_moves(variant: str) -> None:
    """``selfplay --levels champion,strong --rounds N`` is a fixed amount of work: the
    speed-up must leave every choice as it was (recorded before it)."""
    dictionaries = pytest.importorskip("dictionaries")
    from engine.selfplay import play_game

    try:
        lexicon = dictionaries.lexicon_for_ruleset(variant)
    except dictionaries.LexiconMissing:
        pytest.skip(f"the {variant} lexicon is not built")
    want = json.loads(DATA.read_text(encoding="utf-8"))
    # the leave tables the moves were recorded with: the fitted formulas (learned
    # superleaves shipped since then change the choices, not the speed-up's)
    formula = replace(load_leave_table(load_ruleset(variant).tileset_name), superleaves=None)
    game, _ = play_game(variant, want["seed"], want["levels"], lexicon, starter=0,
                        rounds=want["rounds"], leaves=[formula, formula])
    assert [f"{h.seat} {h.kind} {h.move} {h.score}" for h in game.history] == want[
        variant]["moves"]
    assert [game.scores[k] for k in sorted(game.scores)] == want[variant]["scores"]
