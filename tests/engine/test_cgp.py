"""CGP, a position in one line (engine/cgp.py): a random position of every rule set reads
and writes back the same line, a game written as CGP reads back as the same position (the
player to move first), and a line that is not a position is refused with a sentence."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import new_game, set_rack
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.board import Tile
from engine.cgp import CgpError, split_cgp
from engine.game import Game
from engine.movegen import TrieLexicon
from engine.records.analyze_cli import main
from engine.rules import load_ruleset, ruleset_ids

EMPTY15 = "/".join(["15"] * 15)


def _random_position(rid: str, seed: int) -> tuple[Game, int]:
    """A dealt game of ``rid`` with tiles strewn on the board from the bag (blanks standing
    for random letters), random scores and scoreless turns, and a random seat to move."""
    rng = random.Random(seed)
    rules = load_ruleset(rid)
    n = rng.randint(rules.players_min, min(4, rules.max_players(teams=False)))
    game = new_game(rid, n, seed=f"s{seed}")
    squares = [(r, c) for r in range(game.board.height) for c in range(game.board.width)]
    for r, c in rng.sample(squares, rng.randint(0, min(len(game.bag), 60))):
        t = game.bag.tiles.pop(rng.randrange(len(game.bag.tiles)))
        letter = rng.choice(rules.tileset.letters) if t == "?" else t
        game.board.place(r, c, Tile(letter, t == "?"))
    for seat in game.seats:  # short and empty racks too, their tiles back in the bag
        keep = rng.randint(0, len(seat.rack))
        game.bag.put_back(seat.rack[keep:])
        del seat.rack[keep:]
    game.scores = {s: rng.randint(-50, 700) for s in game.scores}
    game.scoreless = rng.randint(0, 5)
    game.turn = rng.randrange(n)
    return game, n


@settings(max_examples=60, deadline=None)
@given(rid=st.sampled_from(ruleset_ids()), seed=st.integers(0, 10**9))
def test_a_game_written_as_cgp_reads_back_as_the_same_position(rid: str, seed: int) -> None:
    game, n = _random_position(rid, seed)
    text = game.to_cgp()
    back = Game.from_cgp(text)
    assert back.rules.id == rid and back.board == game.board
    order = [(game.turn + i) % n for i in range(n)]  # the player to move first
    assert [s.rack for s in back.seats] == [game.seats[s].rack for s in order]
    assert [back.scores[i] for i in range(n)] == [game.scores[game.seats[s].side]
                                                  for s in order]
    assert back.turn == 0 and back.scoreless == game.scoreless
    # the bag is the rest: the same tiles as the game's, whatever their order
    assert sorted(back.bag.tiles) == sorted(game.bag.tiles)
    assert back.tile_census() == Counter(back.rules.tileset.full_bag())
    assert back.to_cgp() == text


@settings(max_examples=40, deadline=None)
@given(rid=st.sampled_from(ruleset_ids()), seed=st.integers(0, 10**9))
def test_a_game_from_cgp_stores_replays_and_undoes_from_its_position(rid: str,
                                                                      seed: int) -> None:
    game, _ = _random_position(rid, seed)
    back = Game.from_cgp(game.to_cgp(), seed="x")
    assert Game.from_json(back.to_json()).to_json() == back.to_json()
    before = back.to_json()
    back.pass_turn(0)
    assert Game.replay(back.header(), back.log).to_json() == back.to_json()
    back.pop()
    assert back.to_json() == before


def test_the_standard_example_reads_tiles_blanks_racks_scores() -> None:
    text = "/".join(["15"] * 7 + ["3CAt9"] + ["15"] * 7) + " EIRSTU?/ABDEGLO 10/4 2 lex NWL23;"
    g = Game.from_cgp(text)
    assert g.rules.id == "english"  # inferred from Macondo's lexicon name
    assert [str(g.board.get(7, c)) for c in (3, 4, 5)] == ["C", "A", "t"]
    assert g.board.get(7, 5) == Tile("T", blank=True)
    assert g.seats[0].rack == list("EIRSTU?") and g.seats[1].rack == list("ABDEGLO")
    assert g.scores == {0: 10, 1: 4} and g.scoreless == 2 and g.turn == 0
    assert len(g.bag) == 100 - 3 - 14


def test_literaki_17_columns_and_polish_letters() -> None:
    row8 = "8KOż6"
    text = "/".join(["17"] * 7 + [row8] + ["17"] * 7) + " ĄĘ?/ŹŁ 3/0 0 rules literaki;"
    g = Game.from_cgp(text)
    assert (g.board.width, g.board.height) == (17, 15)
    assert g.board.get(7, 10) == Tile("Ż", blank=True)
    assert g.to_cgp() == text.replace(" rules", " lex polish; rules")


def test_bracketed_tiles_and_ignored_operations() -> None:
    text = "/".join(["15"] * 7 + ["3[C]AT9"] + ["15"] * 7) + " AB/CD 0/0 0 gid x1; tmr 5;"
    g = Game.from_cgp(text)
    assert str(g.board.get(7, 3)) == "C"
    assert split_cgp(text).ops == {"gid": "x1", "tmr": "5"}


def test_the_rule_set_named_wins_over_the_lexicon() -> None:
    text = EMPTY15 + " ЖЪЛТ/АО 0/0 0 lex NWL23; rules bulgarian;"
    assert Game.from_cgp(text).rules.id == "bulgarian"
    assert Game.from_cgp(EMPTY15 + " AB/CD 0/0 0 ld polish;").rules.id == "polish"


def test_overrides_and_players_are_the_callers() -> None:
    g = Game.from_cgp(EMPTY15 + " AB/CD 0/0 0", overrides={"word_check": "auto"},
                      players=[("ann", None), ("bob", None)])
    assert g.rules.word_check == "auto" and [s.player for s in g.seats] == ["ann", "bob"]


def test_three_racks_where_the_rule_set_seats_three() -> None:
    g = Game.from_cgp(EMPTY15 + " AB/CD/EF 1/2/3 0")
    assert [s.rack for s in g.seats] == [["A", "B"], ["C", "D"], ["E", "F"]]
    assert g.scores == {0: 1, 1: 2, 2: 3}


def test_a_position_after_a_move_is_the_games() -> None:
    g = new_game("english", word_check="auto")
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    text = g.to_cgp()
    assert text.split()[0] == "/".join(["15"] * 7 + ["6CAT6"] + ["15"] * 7)
    assert text.split()[1].split("/")[1] == "".join(g.seats[0].rack)  # seat 1 moves now
    assert text.split()[2] == f"0/{g.scores[0]}"


@pytest.mark.parametrize(("text", "says"), [
    ("15/15", "four fields"),
    ("15/15 A/B 0/0 0", "2 board rows"),
    (EMPTY15 + " A/B 0 0", "2 racks but 1 scores"),
    (EMPTY15 + " A/B x/0 0", "whole numbers"),
    (EMPTY15 + " A/B 0/0 z", "scoreless"),
    (EMPTY15.replace("15", "16", 1) + " A/B 0/0 0", "row 1 has 16 squares"),
    (EMPTY15.replace("15", "7Ж7", 1) + " A/B 0/0 0", "'Ж' is not a letter of english"),
    (EMPTY15.replace("15", "7[C7", 1) + " A/B 0/0 0", "without ']'"),
    (EMPTY15 + " ABCDEFGH/B 0/0 0", "holds 8 tiles"),
    (EMPTY15 + " A1/B 0/0 0", "'1' is not a letter"),
    (EMPTY15 + " ZZ/B 0/0 0", "2 × Z (of 1)"),
    (EMPTY15 + " A/B/C/D/E 0/0/0/0/0 0", "seats 2 to 4"),
    (EMPTY15 + " A/B 0/0 0 rules klingon;", "unknown rule set 'klingon'"),
    (EMPTY15 + " A/B 0/0 0 ld german;", "letter distribution 'german'"),
])
def test_a_line_that_is_not_a_position_is_refused_with_its_reason(text: str,
                                                                  says: str) -> None:
    with pytest.raises(CgpError) as info:
        Game.from_cgp(text)
    assert says in str(info.value)


def test_analyze_cgp_prints_the_best_moves_of_the_player_to_move(
        capsys: pytest.CaptureFixture[str]) -> None:
    words = TrieLexicon(["CAT", "CATS", "SCAT", "AS", "TA", "AT"])
    text = "/".join(["15"] * 7 + ["6CAT6"] + ["15"] * 7) + " SQ/ 0/8 0 rules english;"
    assert main(["--cgp", text, "--top", "2"], lambda _rid: words) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "english: SQ to move, 88 in the bag, scores 0–8"
    best = [line.split() for line in lines[1:]]
    # SCAT and CATS, 6 each (the Q keeps nothing better), numbered in order
    assert [b[:4] for b in best] == [["1", "8F", "S...", "6"], ["2", "8G", "...S", "6"]]
    assert main(["--cgp", "15/15 A/B 0/0 0"], lambda _rid: words) == 2
    assert "cgp: 2 board rows; english has 15" in capsys.readouterr().err
