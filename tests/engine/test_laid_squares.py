"""A recorded move read back: the squares it laid tiles on, and a swapped blank's square
(what the pictures mark as the last move)."""

from __future__ import annotations

from engine_helpers import new_game, set_rack

from engine.placement import laid_squares


def test_only_the_new_tiles_of_a_move_through_old_ones() -> None:
    g = new_game("english")
    set_rack(g, 0, "CAT")
    g.place(0, "8G CAT")
    g.close_window()
    set_rack(g, 1, "OA")
    g.place(1, "G7 OCA")  # through the C at G8
    turn = g.history[-1]
    assert turn.move == "G7 O.A"
    assert laid_squares(turn.move, 15, 15) == (((6, 6), (8, 6)), ())


def test_a_single_tile_and_a_blank() -> None:
    g = new_game("english")
    set_rack(g, 0, "CA?")
    g.place(0, "8H CAt")
    assert laid_squares(g.history[-1].move, 15, 15) == (((7, 7), (7, 8), (7, 9)), ())
    g.close_window()
    set_rack(g, 1, "S")
    g.place(1, "8H CATS")  # one new tile: the record still names the whole word
    assert g.history[-1].move == "8H ...S"
    assert laid_squares(g.history[-1].move, 15, 15) == (((7, 10),), ())


def test_an_erudit_home_swap_names_the_blank_square() -> None:
    g = new_game("erudit-home")
    set_rack(g, 0, "?ЕТР")
    g.place(0, "8E фЕТР")
    g.close_window()
    set_rack(g, 1, "АТУ")
    g.place(1, "G8 ТАТУ")
    g.close_window()
    set_rack(g, 0, "ФКА")
    g.place(0, "11F щУКА", swaps=["E8"])
    assert laid_squares(g.history[-1].move, 15, 15) == (
        ((10, 5), (10, 7), (10, 8)), ((7, 4),))
