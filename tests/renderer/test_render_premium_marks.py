"""Home Erudit: premiums count every time a word uses them (seed 004), so a tile on a
premium square shows that premium, a small dot of its colour in the tile's corner; where
a premium counts once (every other rule set), a covered square's premium is gone and the
tile is drawn as on a plain square."""

from __future__ import annotations

import io

from PIL import Image

from engine.board import Board, Tile
from engine.layout import Square
from engine.rules import load_ruleset
from renderer.board import geometry, render_board
from renderer.theme import PREMIUM_FILL


def tile_pixels(variant: str, squares: list[tuple[int, int]]) -> list[Image.Image]:
    """The same letter laid on each of ``squares``, each tile's picture cut out."""
    rules = load_ruleset(variant)
    board = Board(rules.layout)
    for r, c in squares:
        board.place(r, c, Tile("О"))
    img = Image.open(io.BytesIO(render_board(board, rules))).convert("RGB")
    g = geometry(rules.layout)
    return [img.crop((*g.origin(r, c), g.origin(r, c)[0] + g.cell, g.origin(r, c)[1] + g.cell))
            for r, c in squares]


def squares_of(variant: str, *kinds: Square) -> list[tuple[int, int]]:
    layout = load_ruleset(variant).layout
    return [next((r, c) for r in range(layout.height) for c in range(layout.width)
                 if layout.square(r, c) is kind) for kind in kinds]


def has_colour(img: Image.Image, colour: tuple[int, int, int]) -> bool:
    data = img.tobytes()
    pixels = (data[i:i + 3] for i in range(0, len(data), 3))
    return any(sum(abs(a - b) for a, b in zip(px, colour, strict=True)) < 30
               for px in pixels)


def test_erudit_home_pictures_show_the_premium_of_a_covered_square() -> None:
    kinds = (Square.PLAIN, Square.DOUBLE_LETTER, Square.TRIPLE_LETTER, Square.DOUBLE_WORD,
             Square.TRIPLE_WORD)
    plain, *premiums = tile_pixels("erudit-home", squares_of("erudit-home", *kinds))
    for kind, tile in zip(kinds[1:], premiums, strict=True):
        assert tile.tobytes() != plain.tobytes(), kind
        assert has_colour(tile, PREMIUM_FILL[kind]) and not has_colour(plain,
                                                                        PREMIUM_FILL[kind])


def test_where_a_premium_counts_once_a_covered_square_shows_none() -> None:
    plain, premium = tile_pixels("erudit", squares_of("erudit", Square.PLAIN,
                                                      Square.TRIPLE_WORD))
    assert premium.tobytes() == plain.tobytes()
