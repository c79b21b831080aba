"""Home-made Erudit rules (seed 004), one test per rule of docs/rules.md."""

from __future__ import annotations

from collections import Counter

from engine_helpers import (
    drain_bag,
    full_set,
    new_game,
    preset,
    refused,
    set_rack,
    tiles_in_play,
    use_plain_board,
)

from engine.board import Tile
from engine.game import Game
from engine.layout import Square, load_layout
from engine.rules import load_ruleset


def test_erudit_home_130_tiles_two_blanks() -> None:
    ts = load_ruleset("erudit-home").tileset
    assert ts.total == 130 and ts.blanks == 2


def test_erudit_home_agreement_by_default() -> None:
    assert load_ruleset("erudit-home").word_check == "agreement"


def test_erudit_home_blank_takes_letter_value() -> None:
    g = new_game("erudit-home")
    set_rack(g, 0, "?ЕТР")
    out = g.place(0, "8E фЕТР")  # E8-H8: plain squares, the start square has no premium
    assert out.words == [("ФЕТР", 10 + 1 + 2 + 2)]


def test_one_tile_value_answer_blank_scores_its_letter_only_in_erudit_home() -> None:
    home, plain = load_ruleset("erudit-home"), load_ruleset("erudit")
    assert home.tile_value("Ф", blank=True) == home.tile_value("Ф") == 10
    assert plain.tile_value("Ф", blank=True) == 0 and plain.tile_value("Ф") == 10
    assert plain.with_overrides(blank_value="letter").tile_value("Ф", blank=True) == 10


def _fetr_tatu(g: Game) -> None:
    set_rack(g, 0, "?ЕТР")
    g.place(0, "8E фЕТР")
    g.close_window()
    set_rack(g, 1, "АТУ")
    g.place(1, "G8 ТАТУ")
    g.close_window()


def test_erudit_home_blank_swap() -> None:
    """Seed 004: Ф replaces the blank in ФЕТР, the blank becomes Щ in ЩУКА: 16."""
    g = new_game("erudit-home")
    _fetr_tatu(g)
    set_rack(g, 0, "ФКА")
    out = g.place(0, "11F щУКА", swaps=["E8"])
    assert out.words == [("ЩУКА", 10 + 3 + 2 + 1)]  # ФЕТР is not scored again
    g.close_window()
    assert g.board.get(7, 4) == Tile("Ф")
    assert g.board.get(10, 5) == Tile("Щ", blank=True)
    assert g.scores[0] == 15 + 16
    assert tiles_in_play(g) == full_set(g)


def test_erudit_home_swapped_blank_must_be_played_same_move() -> None:
    g = new_game("erudit-home")
    _fetr_tatu(g)
    set_rack(g, 0, "ФКАЩ")
    refused(g, "swap_blank_unused", g.place, 0, "11F ЩУКА", swaps=["E8"])


def test_erudit_home_swap_needs_the_real_letter() -> None:
    g = new_game("erudit-home")
    _fetr_tatu(g)
    set_rack(g, 0, "КА")
    refused(g, "swap_letter_mismatch", g.place, 0, "11F щУКА", swaps=["E8"])
    set_rack(g, 0, "ЕКА")
    refused(g, "swap_not_blank", g.place, 0, "11F щУКА", swaps=["F8"])
    other = new_game("erudit")
    refused(other, "not_allowed", other.place, 0, "8H АБ", swaps=["E8"])


def test_erudit_home_swap_move_must_touch_the_board() -> None:
    g = new_game("erudit-home")
    _fetr_tatu(g)
    set_rack(g, 0, "ФКАУ")
    refused(g, "not_connected", g.place, 0, "2B щУКА", swaps=["E8"])


def test_erudit_home_swapped_blank_goes_back_when_move_taken_back() -> None:
    g = new_game("erudit-home")
    _fetr_tatu(g)
    set_rack(g, 0, "ФКА")
    g.place(0, "11F щУКА", swaps=["E8"])
    g.vote(1, False)
    assert g.board.get(7, 4) == Tile("Ф", blank=True)
    assert sorted(g.seats[0].rack) == sorted("ФКА") and g.scores[0] == 15
    assert tiles_in_play(g) == full_set(g)


def test_erudit_home_premium_counts_every_time() -> None:
    g = new_game("erudit-home", word_check="auto")
    preset(g, "5E К")  # E5 is 2×word, covered long ago
    set_rack(g, 0, "ОТ")
    assert g.place(0, "5E КОТ").score == (2 + 1 + 2) * 2
    control = new_game("erudit", word_check="auto")
    preset(control, "5E К")
    set_rack(control, 0, "ОТ")
    assert control.place(0, "5E КОТ").score == 2 + 1 + 2


def test_erudit_home_letter_premium_counts_every_time() -> None:
    g = new_game("erudit-home", word_check="auto")
    set_rack(g, 0, "ПОЛ")
    assert g.place(0, "8H ПОЛ").score == 5
    set_rack(g, 1, "КА")
    assert g.place(1, "8H ПОЛКА").score == 2 + 1 + 2 + 2 + 1 * 2  # А on L8 (2×letter)
    set_rack(g, 0, "Н")
    assert g.place(0, "8H ПОЛКАН").score == 2 + 1 + 2 + 2 + 1 * 2 + 1  # and again


def test_erudit_home_extending_words() -> None:
    """ПОЛ 5 -> ПОЛКА 8 -> ПРОПОЛКА 13.  The standard board has no line of 8 plain squares,
    and with premiums that count every time ПРОПОЛКА always meets one there, so the
    seed's figures hold on a premium-free board; on ours the last step meets D8 (2×L)."""
    layout = load_layout("standard15")
    plain = {Square.PLAIN, Square.START}
    for r in range(15):
        for c in range(8):
            assert not all(layout.square(r, c + i) in plain for i in range(8))
            assert not all(layout.square(c + i, r) in plain for i in range(8))
    for board, last in (("plain", 13), ("standard", 15)):
        g = new_game("erudit-home", word_check="auto")
        if board == "plain":
            use_plain_board(g)
        set_rack(g, 0, "ПОЛ")
        assert g.place(0, "8G ПОЛ").words == [("ПОЛ", 5)]
        set_rack(g, 1, "КА")
        assert g.place(1, "8G ПОЛКА").words == [("ПОЛКА", 8)]
        set_rack(g, 0, "ПРО")
        assert g.place(0, "8D ПРОПОЛКА").words == [("ПРОПОЛКА", last)]


def test_erudit_home_polkan_refused_by_agreement() -> None:
    g = new_game("erudit-home")
    set_rack(g, 0, "ПОЛ")
    g.place(0, "8G ПОЛ")
    g.close_window()
    set_rack(g, 1, "КАН")
    g.place(1, "8G ПОЛКАН")
    g.vote(0, False)  # a dog's name: the only opponent is the majority
    assert g.board.to_rows()[7].strip(".") == "ПОЛ" and g.scores[1] == 0


def test_erudit_home_teams_share_score_and_alternate() -> None:
    g = new_game("erudit-home", [("a1", 1), ("a2", 1), ("b1", 2), ("b2", 2)], word_check="auto")
    assert [s.player for s in g.seats] == ["a1", "b1", "a2", "b2"]
    assert g.seats[0].side == g.seats[2].side != g.seats[1].side == g.seats[3].side
    assert len(g.scores) == 2 and all(len(s.rack) == 7 for s in g.seats)
    set_rack(g, 0, "ПОЛ")
    g.place(0, "8G ПОЛ")
    g.pass_turn(1)
    set_rack(g, 2, "КА")
    g.place(2, "8G ПОЛКА")
    assert g.scores[g.seats[0].side] == 5 + 8


def test_erudit_home_teammates_do_not_vote() -> None:
    g = new_game("erudit-home", [("a1", 1), ("a2", 1), ("b1", 2), ("b2", 2)])
    set_rack(g, 0, "ПОЛ")
    g.place(0, "8G ПОЛ")
    refused(g, "own_move", g.vote, 2, False)
    g.vote(1, False)
    assert g.pending is not None  # one of two opponents is no majority
    g.vote(3, True)
    assert g.pending is None and g.scores[0] == 5


def test_erudit_home_equal_teams_only() -> None:
    rules = load_ruleset("erudit-home")
    for players in ([("a", 1), ("b", 1), ("c", 2)], [("a", 1), ("b", None)]):
        try:
            Game(rules, "s", players)
        except Exception as e:
            assert getattr(e, "code", "") == "bad_teams"
        else:
            raise AssertionError(players)


def test_erudit_home_five_players_or_equal_teams() -> None:
    rules = load_ruleset("erudit-home")
    Game(rules, "s", [(f"p{i}", None) for i in range(5)])
    Game(rules, "s", [(f"p{i}", i % 2) for i in range(6)])
    try:
        Game(rules, "s", [(f"p{i}", None) for i in range(6)])
    except Exception as e:
        assert getattr(e, "code", "") == "too_many_players"
    else:
        raise AssertionError


def test_erudit_home_target_score_round_played_out() -> None:
    g = new_game("erudit-home", 3, word_check="auto", target_score=8)
    set_rack(g, 0, "ПОЛ")
    g.place(0, "8G ПОЛ")
    set_rack(g, 1, "КА")
    g.place(1, "8G ПОЛКА")  # seat 1 reaches 8: seat 2 still plays this round
    assert g.target_reached and not g.over and g.turn == 2
    g.pass_turn(2)
    assert g.over and g.end_reason == "target"
    assert g.winners == [g.seats[1].side]
    assert g.scores == g.pre_adjustment  # no rack deduction at the target ending


def test_erudit_home_play_out_deducts_own_racks_only() -> None:
    g = new_game("erudit-home", word_check="auto", target_score=0)
    set_rack(g, 0, "ПОЛ")
    set_rack(g, 1, "ФА")
    aside = drain_bag(g, 0)
    g.place(0, "8G ПОЛ")
    assert g.over and g.end_reason == "out"
    assert g.scores == {0: 5, 1: -11}  # the player out gains nothing
    assert tiles_in_play(g) + Counter(aside) == full_set(g)


def test_erudit_home_play_out_ends_when_no_one_can_move() -> None:
    # Seed 004: play-out ends when the pool is empty and no one can make a word.
    g = new_game("erudit-home", word_check="auto", target_score=0)
    g.no_moves_hook = lambda game: True
    g.pass_turn(0)
    g.pass_turn(1)
    assert not g.over  # the pool is not empty yet
    drain_bag(g, 0)
    g.pass_turn(0)
    g.pass_turn(1)
    assert g.over and g.end_reason == "no_moves"
    assert all(g.scores[s.side] == -g.rack_value(i) for i, s in enumerate(g.seats))


def test_erudit_home_no_all_tiles_bonus() -> None:
    g = new_game("erudit-home", word_check="auto")
    set_rack(g, 0, "КОРОВАТ")
    assert g.place(0, "8E КОРОВАТ").score == 2 + 1 + 2 + 1 + 2 + 1 + 2


def test_erudit_home_exchange_any_bag_once_per_turn() -> None:
    g = new_game("erudit-home")
    drain_bag(g, 1)
    g.exchange(0, "".join(g.seats[0].rack))
    assert g.turn == 1
    refused(g, "not_your_turn", g.exchange, 0, g.seats[0].rack[0])


def test_erudit_home_start_square_has_no_premium() -> None:
    g = new_game("erudit-home", word_check="auto")
    set_rack(g, 0, "ПОЛ")
    assert g.place(0, "8H ПОЛ").score == 5
