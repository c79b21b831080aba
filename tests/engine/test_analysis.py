"""Game analysis (engine.analysis and ``python -m engine analyze``): the strong level's
moves are the best by equity, a weaker level loses equity, a missed bingo is a real
bingo, and the public GCG records are analysed turn by turn."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from test_player_levels import ENGLISH_WORDS, english_game, plays

from engine.analysis import (
    analyze_positions,
    positions_of_game,
    positions_of_record,
    summary,
)
from engine.movegen import TrieLexicon
from engine.movegen.tables import walk_tables
from engine.players import play_turn
from engine.records.analyze_cli import main
from engine.records.gcg import decode_gcg, parse_gcg
from engine.records.replay import replay
from engine.rules import load_ruleset

GCG = Path(__file__).parent / "data" / "gcg"


def played(levels: tuple[str, str], seed: str):  # type: ignore[no-untyped-def]
    game, lex = english_game(seed)
    rng = random.Random(seed)
    for _ in range(200):
        if game.over:
            break
        seat = game.turn
        play_turn(game, seat, levels[seat], rng)  # type: ignore[arg-type]
    assert game.over
    return game, lex


def test_every_turn_of_a_game_is_a_position_with_the_rack_before_it() -> None:
    game, _ = played(("strong", "beginner"), "pos")
    positions = positions_of_game(game)
    turns = [h for h in game.history if h.kind in ("place", "exchange", "pass")]
    assert len(positions) == len(turns)
    for p, h in zip(positions, turns, strict=True):
        assert "".join(p.rack) == h.rack
        assert p.kind == h.kind
        if p.kind == "place":
            assert p.score == h.score
            assert len(p.used) == len(p.tiles) > 0


def test_the_strong_level_plays_the_best_move_and_a_beginner_loses_equity() -> None:
    game, lex = played(("strong", "beginner"), "eq")
    found = analyze_positions(positions_of_game(game), game.rules, walk_tables(lex))
    strong = [a for a in found if a.position.player == game.seats[0].player]
    weak = [a for a in found if a.position.player == game.seats[1].player]
    assert strong and weak
    assert all(a.is_best for a in strong if a.position.kind == "place")
    assert sum(a.lost for a in weak) > 0
    for a in found:
        assert a.lost >= 0
        if a.bingo is not None:  # a missed bingo uses the whole rack, and was not played
            assert len(a.bingo.tiles) == game.rules.rack_size
            assert len(a.position.used) < game.rules.rack_size
    lines = summary(found)
    assert len(lines) == 2 and all("equity lost" in line for line in lines)


def test_a_simulated_analysis_names_a_candidate_and_never_loses_less_than_zero() -> None:
    game, lex = played(("hard", "medium"), "simul")
    positions = positions_of_game(game)[:6]
    found = analyze_positions(positions, game.rules, walk_tables(lex),
                              simulate_with=(random.Random(1), lambda: plays(40)))
    assert len(found) == len(positions)
    assert any(a.simulated for a in found)
    assert all(a.lost >= 0 for a in found)


def record(name: str):  # type: ignore[no-untyped-def]
    return replay(parse_gcg(decode_gcg((GCG / name).read_bytes())), load_ruleset("english"))


@pytest.mark.parametrize("name", ["josh2.gcg", "vs_andy.gcg"])
def test_a_record_gives_the_turns_whose_rack_it_shows(name: str) -> None:
    result = record(name)
    positions = positions_of_record(result)
    assert positions
    for p in positions:
        assert len(p.rack) == 7 or p.bag_tiles == 0
        if p.kind == "place" and p.used:
            rest = list(p.rack)
            for t in p.used:
                rest.remove(t)  # what was played came from the rack
    found = analyze_positions(positions, result.rules, walk_tables(TrieLexicon(ENGLISH_WORDS)))
    assert len(found) == len(positions)


def test_a_withdrawn_phony_is_a_lost_turn() -> None:
    positions = positions_of_record(record("josh2.gcg"))
    phony = [p for p in positions if p.notation.endswith("(withdrawn)")]
    assert phony and all(p.score == 0 and p.used == "" for p in phony)


def test_cli_prints_every_analysed_turn(capsys: pytest.CaptureFixture[str]) -> None:
    lexicon_for = lambda _variant: TrieLexicon(ENGLISH_WORDS)  # noqa: E731
    assert main([str(GCG / "josh2.gcg")], lexicon_for) == 0
    out = capsys.readouterr().out
    assert re.search(r"^\s+1 jvc: DILOTWY\s+8H DOWLY \+32", out, re.M)
    assert re.search(r"jvc: \d+ moves analysed, \d+ best, equity lost", out)
    assert re.search(r"\d+ of 34 moves analysed \(static equity\) in [\d.]+ s", out)
    assert main([str(GCG / "missing.gcg")], lexicon_for) == 2
    assert main([str(GCG / "josh2.gcg"), "--variant", "nonesuch"], lexicon_for) == 2


def test_a_withdrawn_move_is_not_advised_again() -> None:
    """An agreement game: the players voted 8H ПОТЕХА off the board, and the recap said
    "the best was 8H ПОТЕХА for 34" (newcomer new35a #14): the word list has it, the
    players refused it.  The analysis of a move taken off leaves out its word."""
    from engine.analysis import Position, _main_word, analyze_position

    game, lex = english_game("withdrawn-advice")
    tables = walk_tables(lex)
    seat = game.seats[game.turn]
    rack = tuple(seat.rack)
    bag = len(game.bag)
    passed = Position(1, seat.player, game.board.copy(), rack, bag, "pass", "-", 0, "")
    plain = analyze_position(passed, game.rules, tables)
    assert plain is not None and plain.best is not None
    off = Position(1, seat.player, game.board.copy(), rack, bag, "place",
                   plain.best.notation, 0, "", withdrawn=True)
    again = analyze_position(off, game.rules, tables)
    assert again is not None and again.best is not None
    word = _main_word(plain.best.notation, game.board)
    assert word and _main_word(again.best.notation, game.board) != word
    assert again.best_score <= plain.best_score
