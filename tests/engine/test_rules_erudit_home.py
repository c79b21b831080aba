"""Home-made Erudit rules (seed 004), one test per rule of docs/rules.md."""

from __future__ import annotations

from collections import Counter

import pytest
from engine_helpers import (
    drain_bag,
    full_set,
    new_game,
    position,
    refused,
    set_rack,
    tiles_in_play,
    use_plain_board,
)

from engine.board import Tile
from engine.errors import MoveError
from engine.game import Game
from engine.layout import Square, load_layout
from engine.rules import load_ruleset

DOM = "/".join(["15"] * 7 + ["6ДОМ6"] + ["15"] * 7)  # ДОМ on G8–I8, as a CGP board


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
    k_on_e5 = "15/15/15/15/4К10/15/15/15/15/15/15/15/15/15/15 ОТ/ 0/0 0"
    g = position("erudit-home", k_on_e5, word_check="auto")  # E5 is 2×word, covered long ago
    assert g.place(0, "5E КОТ").score == (2 + 1 + 2) * 2
    control = position("erudit", k_on_e5, word_check="auto")
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
    # Issue 11, item 1: going out does not end the game; the one left plays on, and when
    # no one can move each side loses its own rack value only.
    g = new_game("erudit-home", word_check="auto", target_score=0)
    set_rack(g, 0, "ПОЛ")
    set_rack(g, 1, "ФА")
    aside = drain_bag(g, 0)
    g.place(0, "8G ПОЛ")
    assert not g.over and g.turn == 1
    g.pass_turn(1)  # a whole round of passes among those who can still move
    assert g.over and g.end_reason == "no_moves"
    assert g.scores == {0: 5, 1: -11}  # the player out gains nothing
    assert tiles_in_play(g) + Counter(aside) == full_set(g)


def test_item1_home_erudit_does_not_end_when_a_player_goes_out() -> None:
    """Seed 004: the game ends when the bank is exhausted and nobody can make a word.  The
    issue's case: 3 players, target_score=0, bag empty, one plays out."""
    g = new_game("erudit-home", 3, word_check="auto", target_score=0)
    g.no_moves_hook = lambda game: not any(s.rack for s in game.seats)
    set_rack(g, 0, "ПОЛ")
    set_rack(g, 1, "КА")
    set_rack(g, 2, "ТЬ")
    drain_bag(g, 0)
    g.place(0, "8G ПОЛ")
    assert not g.over and g.end_reason is None and g.turn == 1
    assert g.sits_out(0) and g.movers() == [1, 2]
    g.place(1, "8G ПОЛКА")
    assert not g.over and g.turn == 2  # seat 1 is out too; seat 0 is passed by
    assert g.movers() == [2]
    g.pass_turn(2)
    assert not g.over and g.turn == 2  # the hook still finds a move for ТЬ
    g.no_moves_hook = lambda game: True
    g.pass_turn(2)
    assert g.over and g.end_reason == "no_moves"
    kinds = [(t.seat, t.kind) for t in g.history]
    assert (0, "pass") not in kinds  # the players out were never asked to pass
    assert g.scores[g.seats[2].side] == -g.rules.tileset.value("Т") - g.rules.tileset.value("Ь")


def test_item1_the_last_player_holding_tiles_goes_out_and_the_game_ends() -> None:
    g = new_game("erudit-home", word_check="auto", target_score=0)
    set_rack(g, 0, "ПОЛ")
    set_rack(g, 1, "КА")
    drain_bag(g, 0)
    g.place(0, "8G ПОЛ")
    g.place(1, "8G ПОЛКА")
    assert g.over and g.end_reason == "no_moves"
    assert g.scores == g.pre_adjustment  # no tiles left to deduct


def test_item1_going_out_still_ends_the_other_rule_sets() -> None:
    for variant in ("english", "erudit", "bulgarian", "literaki"):
        assert load_ruleset(variant).out_ends_game, variant
    assert not load_ruleset("erudit-home").out_ends_game


def test_item2_agreement_game_ends_after_a_round_of_passes_without_the_word_list() -> None:
    """ДОМ on the board, racks К, Т and Ь, the bag empty: a full round of passes ends an
    agreement game whatever a word list would say (the hook would find ДОМ+К...)."""
    g = position("erudit-home", f"{DOM} К/Т/Ь 0/0/0 0", target_score=0)
    assert g.rules.word_check == "agreement"
    asked: list[int] = []

    def hook(game: Game) -> bool:
        asked.append(1)
        return False  # "someone can still move"

    g.no_moves_hook = hook
    drain_bag(g, 0)
    for seat in (0, 1, 2):
        g.pass_turn(seat)
    assert g.over and g.end_reason == "no_moves"
    assert asked == []


def test_item2_auto_games_still_ask_the_word_list() -> None:
    g = position("erudit-home", f"{DOM} К/Т/Ь 0/0/0 0", word_check="auto", target_score=0)
    g.no_moves_hook = lambda game: False
    drain_bag(g, 0)
    for _ in range(3):
        for seat in (0, 1, 2):
            g.pass_turn(seat)
    assert not g.over
    g.no_moves_hook = lambda game: True
    for seat in (0, 1, 2):
        g.pass_turn(seat)
    assert g.over and g.end_reason == "no_moves"


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


def test_item4_teams_of_any_equal_size_up_to_the_tile_set_capacity() -> None:
    """Seed 004: "2 on 2, 3 on 3 and so on".  Every player draws a full rack, so 130
    tiles with a 7-tile rack serve 18 players: 9 on 9, or 6 teams of 3."""
    rules = load_ruleset("erudit-home")
    assert rules.capacity == 130 // 7 == 18
    assert rules.max_players(teams=True) == 18 and rules.max_players(teams=False) == 5
    for size, teams in ((4, 2), (9, 2), (3, 6), (2, 9)):
        g = Game(rules, "s", [(f"p{i}", i % teams) for i in range(size * teams)])
        assert len(g.sides) == teams
        assert all(len(g.side_seats(side)) == size for side in g.sides)
        assert len(g.bag) == 130 - 7 * size * teams
    with pytest.raises(MoveError) as info:
        Game(rules, "s", [(f"p{i}", i % 2) for i in range(20)])  # 10 on 10
    assert (info.value.code, info.value.params) == ("too_many_players", {"max": 18})
    # A bigger rack serves fewer players.
    assert rules.with_overrides(rack_size=9).capacity == 14
