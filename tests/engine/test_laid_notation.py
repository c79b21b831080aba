"""Tiles put down by hand (the web board) written as the move's notation, which the
game then plays as typed: blanks as ``?x``, letters on the board as dots, and the
placements that are no move refused with the engine's own codes."""

from __future__ import annotations

import pytest

from engine.board import Tile
from engine.errors import MoveError
from engine.game import Game
from engine.placement import laid_notation
from engine.rules import load_ruleset


def game() -> Game:
    return Game(load_ruleset("english"), "s", [("a", None), ("b", None)])


def test_across_down_blank_and_through_letters() -> None:
    g = game()
    b = g.board
    assert laid_notation(b, [(7, 8, Tile("O")), (7, 7, Tile("D"))]) == "8H DO"
    assert laid_notation(b, [(7, 7, Tile("A")), (8, 7, Tile("T", blank=True))]) == "H8 A?T"
    b.place(7, 7, Tile("C"))
    b.place(7, 8, Tile("A"))
    # Through the board's letters: one tile after them reads across, as the line it makes.
    assert laid_notation(b, [(7, 9, Tile("T"))]) == "8H ..T"
    assert laid_notation(b, [(6, 7, Tile("A")), (8, 7, Tile("T"))]) == "H7 A.T"


@pytest.mark.parametrize(("tiles", "code"), [
    ([], "no_new_tiles"),
    ([(7, 7, Tile("A")), (8, 8, Tile("B"))], "gap"),
    ([(7, 7, Tile("A")), (7, 9, Tile("B"))], "gap"),
    ([(7, 7, Tile("A")), (7, 7, Tile("B"))], "square_taken"),
    ([(15, 7, Tile("A"))], "off_board"),
])
def test_no_move(tiles: list[tuple[int, int, Tile]], code: str) -> None:
    with pytest.raises(MoveError) as e:
        laid_notation(game().board, tiles)
    assert e.value.code == code


def test_the_game_plays_what_was_written() -> None:
    g = game()
    seat = g.turn
    letters = [t for t in g.seats[seat].rack if t != "?"][:2]
    move = laid_notation(g.board, [(7, 7, Tile(letters[0])), (7, 8, Tile(letters[1]))])
    g.place(seat, move)
    assert g.board.get(7, 7) == Tile(letters[0]) and g.board.get(7, 8) == Tile(letters[1])
