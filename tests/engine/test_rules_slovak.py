"""Slovak rules (seed 003), one test per rule of docs/rules.md."""

from __future__ import annotations

from engine_helpers import EMPTY15, drain_bag, new_game, position, refused, set_rack

from engine.game import Game
from engine.lexicon import WordSet
from engine.rules import load_ruleset


def test_slovak_tile_set_100_with_two_blanks() -> None:
    ts = load_ruleset("slovak").tileset
    assert ts.total == 100 and ts.blanks == 2


def test_slovak_start_square_doubles() -> None:
    g = new_game("slovak")
    set_rack(g, 0, "NOS")
    assert g.place(0, "8G NOS").score == (1 + 1 + 1) * 2


def test_slovak_premium_only_for_first_player_covering_it() -> None:
    g = new_game("slovak")
    set_rack(g, 0, "NOS")
    g.place(0, "8G NOS")
    set_rack(g, 1, "A")
    assert g.place(1, "8G NOSA").score == 4


def test_slovak_bonus_when_game_goes_on() -> None:
    g = new_game("slovak")
    set_rack(g, 0, "VLASTNE")
    out = g.place(0, "8H VLASTNE")  # T on L8 (2×letter)
    assert out.score == (1 + 2 + 1 + 1 + 2 + 1 + 1) * 2 + 50


def test_slovak_no_bonus_when_move_ends_game() -> None:
    g = position("slovak", f"{EMPTY15} VLASTNE/XA 0/0 0")
    drain_bag(g, 0)
    out = g.place(0, "8H VLASTNE")
    assert out.score == 18 and g.history[0].score == 18
    assert g.over and g.end_reason == "out"
    assert g.scores == {0: 18 + 11, 1: -11}


def test_slovak_exchange_needs_more_than_seven() -> None:
    g = new_game("slovak")
    drain_bag(g, 7)
    refused(g, "exchange_bag_too_small", g.exchange, 0, g.seats[0].rack[0])
    g = new_game("slovak")
    drain_bag(g, 8)
    g.exchange(0, g.seats[0].rack[0])


def test_slovak_six_passes_three_each_end_game() -> None:
    g = new_game("slovak")
    for _ in range(5):
        g.pass_turn(g.turn)
    assert not g.over
    g.pass_turn(g.turn)
    assert g.over and g.end_reason == "passes"


def test_slovak_exchange_is_not_a_pass() -> None:
    g = new_game("slovak")
    for _ in range(5):
        g.pass_turn(g.turn)
    g.exchange(g.turn, g.seats[g.turn].rack[0])
    g.pass_turn(g.turn)
    assert not g.over and g.passes == 1


def test_slovak_two_players_only() -> None:
    g = new_game("slovak")
    assert len(g.seats) == 2
    try:
        Game(load_ruleset("slovak"), "s", [("a", None), ("b", None), ("c", None)])
    except Exception as e:
        assert getattr(e, "code", "") == "too_many_players"
    else:
        raise AssertionError


def test_slovak_auto_check_refuses_unknown_words() -> None:
    g = new_game("slovak", lexicon=WordSet(["NOS"]))
    set_rack(g, 0, "NOSA")
    refused(g, "unknown_word", g.place, 0, "8G NOSA")
