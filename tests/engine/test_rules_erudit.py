"""Erudit rules (seed 002), one test per rule of docs/rules.md."""

from __future__ import annotations

import pytest
from engine_helpers import drain_bag, new_game, refused, set_rack

from engine.errors import MoveError
from engine.game import Game, arrange_players
from engine.lexicon import WordSet
from engine.rules import load_ruleset


def test_erudit_tile_set_131_with_three_blanks() -> None:
    ts = load_ruleset("erudit").tileset
    assert ts.total == 131 and ts.blanks == 3 and "Ё" not in ts.counts


def test_erudit_start_square_doubles() -> None:
    g = new_game("erudit")
    set_rack(g, 0, "КОТ")
    assert g.place(0, "8G КОТ").score == (2 + 1 + 2) * 2


def test_erudit_turn_order_is_join_order() -> None:
    g = new_game("erudit", [("ann", None), ("bob", None), ("cid", None)])
    assert [s.player for s in g.seats] == ["ann", "bob", "cid"]


def test_erudit_word_check_chosen_at_creation() -> None:
    rules = load_ruleset("erudit")
    assert rules.word_check == "auto"
    assert rules.with_overrides(word_check="agreement").word_check == "agreement"
    with pytest.raises(MoveError) as e:
        rules.with_overrides(word_check="challenge")
    assert e.value.code == "bad_option"


def test_erudit_auto_mode_refuses_invalid_words() -> None:
    g = new_game("erudit", lexicon=WordSet(["КОТ"]))
    set_rack(g, 0, "КОТЫ")
    refused(g, "unknown_word", g.place, 0, "8G КОТЫ")
    assert g.place(0, "8G КОТ").score == 10 and g.pending is None and g.turn == 1


def test_erudit_agreement_majority_against_takes_move_back() -> None:
    g = new_game("erudit", 3, word_check="agreement")
    set_rack(g, 0, "КОТ")
    g.place(0, "8G КОТ")
    g.vote(1, False)
    assert g.pending is not None  # one of two is not a majority
    g.vote(2, False)
    assert g.pending is None and g.board.is_empty() and g.scores[0] == 0 and g.turn == 1


def test_erudit_agreement_split_vote_stands() -> None:
    g = new_game("erudit", 3, word_check="agreement")
    set_rack(g, 0, "КОТ")
    g.place(0, "8G КОТ")
    g.vote(1, False)
    g.vote(2, True)
    assert g.pending is None and g.scores[0] == 10


def test_erudit_agreement_no_votes_means_accepted() -> None:
    g = new_game("erudit", word_check="agreement", lexicon=WordSet([]))
    set_rack(g, 0, "КОТ")
    g.place(0, "8G КОТ")
    g.close_window()
    assert g.pending is None and g.scores[0] == 10 and g.turn == 1


def test_erudit_exchange_draws_before_returning() -> None:
    g = new_game("erudit")
    drain_bag(g, 7)
    bag_before = sorted(g.bag.tiles)
    rack_before = sorted(g.seats[0].rack)
    g.exchange(0, "".join(g.seats[0].rack))
    assert sorted(g.seats[0].rack) == bag_before
    assert sorted(g.bag.tiles) == rack_before


def test_erudit_exchange_needs_seven_in_bag() -> None:
    g = new_game("erudit")
    drain_bag(g, 6)
    refused(g, "exchange_bag_too_small", g.exchange, 0, g.seats[0].rack[0])


def test_erudit_six_scoreless_turns_end_game() -> None:
    """Passes, exchanges, moves taken back and 0-point moves all count."""
    g = new_game("erudit", word_check="agreement")
    g.pass_turn(0)
    g.exchange(1, g.seats[1].rack[0])
    set_rack(g, 0, "КОТ")
    g.place(0, "8G КОТ")
    g.vote(1, False)  # taken back
    g.pass_turn(1)
    set_rack(g, 0, "??")
    out = g.place(0, "8H аб")  # two blanks: 0 points even on the 2×word start
    assert out.score == 0
    g.close_window()
    assert not g.over and g.scoreless == 5
    g.pass_turn(1)
    assert g.over and g.end_reason == "scoreless"


def test_erudit_points_reset_scoreless_count() -> None:
    g = new_game("erudit")
    for _ in range(5):
        g.pass_turn(g.turn)
    set_rack(g, g.turn, "КОТ")
    g.place(g.turn, "8G КОТ")
    assert g.scoreless == 0 and not g.over


def test_erudit_word_length_two_to_fifteen() -> None:
    rules = load_ruleset("erudit")
    assert (rules.min_word_len, rules.max_word_len) == (2, 15)
    g = new_game("erudit", max_word_len=3)
    set_rack(g, 0, "КОТЫ")
    refused(g, "word_too_long", g.place, 0, "8G КОТЫ")
    g = new_game("erudit", min_word_len=3)
    set_rack(g, 0, "КОТ")
    refused(g, "word_too_short", g.place, 0, "8G КО")


def test_erudit_yo_is_played_as_ye() -> None:
    g = new_game("erudit", lexicon=WordSet(["ЕЖ"]))
    set_rack(g, 0, "ЕЖ")
    out = g.place(0, "8H ЁЖ")
    assert out.words == [("ЕЖ", (1 + 5) * 2)]


def test_erudit_bingo_adds_fifty() -> None:
    g = new_game("erudit")
    set_rack(g, 0, "ПАРОВОЗ")
    out = g.place(0, "8H ПАРОВОЗ")  # В on L8 (2×letter)
    assert out.score == (2 + 1 + 2 + 1 + 4 + 1 + 5) * 2 + 50


def test_erudit_game_ends_when_bag_empty_and_player_out() -> None:
    g = new_game("erudit")
    set_rack(g, 0, "КОТ")
    set_rack(g, 1, "ФА")
    drain_bag(g, 0)
    g.place(0, "8G КОТ")
    assert g.over and g.end_reason == "out"
    assert g.scores == {0: 10 + 11, 1: -11} and g.winners == [0]


def test_erudit_tie_is_a_draw() -> None:
    g = new_game("erudit")
    set_rack(g, 0, "ФА")
    set_rack(g, 1, "АО")
    g.adjust(0, 20, "test")
    g.adjust(1, 11, "test")
    for _ in range(6):  # six scoreless turns end the game
        g.pass_turn(g.turn)
    assert g.end_reason == "scoreless"
    assert g.scores == {0: 9, 1: 9} and g.winners == [0, 1]


def test_item3_turn_order_set_by_the_creator() -> None:
    """Seed 002: "in the order of the settings or of joining"."""
    rules = load_ruleset("erudit")
    joined = [("ann", None), ("bob", None), ("cid", None)]
    arranged = arrange_players(rules, joined, ["cid", "ann"])
    assert arranged == [("cid", None), ("ann", None), ("bob", None)]  # bob: as he joined
    g = Game(rules, "s", arranged)
    assert [s.player for s in g.seats] == ["cid", "ann", "bob"] and g.turn == 0
    # Where the rules draw or shuffle the order, no one sets it, unless a house rule says
    # the order is the given one.
    for variant in ("english", "bulgarian", "literaki"):
        with pytest.raises(MoveError) as info:
            arrange_players(load_ruleset(variant), joined, ["cid"])
        assert info.value.code == "order_not_chosen"
    english = load_ruleset("english").with_overrides(turn_order="join")
    assert arrange_players(english, joined, ["bob"])[0] == ("bob", None)
