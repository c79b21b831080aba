"""Tiles and squares: one letter size for every tile (a smaller capital reads as another
kind of tile), 4S arrows the way the word reads, the rack's bag and unseen count."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.board import Board
from engine.layout import Square
from engine.rules import load_ruleset
from renderer import render_board, render_rack, theme
from renderer.board import geometry, quad_arrow
from renderer.rack import rack_line
from renderer.tiles import tile_image

SIZE = 60


def ink(letter: str, value: int | None) -> tuple[int, int, int, int]:
    """The letter's ink box on its tile: dark pixels above the value's corner."""
    img = tile_image(letter, value, face=theme.TILE_FACE, blank=False, highlight=False,
                     size=SIZE, background=theme.GRID).convert("L")
    # the letter's colour is far darker than the face; the value sits in the lower
    # right corner under the baseline, so only rows above it are read
    top_part = img.crop((4, 4, SIZE - 4, int(SIZE * 0.72)))
    mask = top_part.point(lambda v: 255 if v < 90 else 0)
    box = mask.getbbox()
    assert box is not None, letter
    return box


@pytest.mark.parametrize(("letter", "value"), [
    ("Щ", 10), ("Ш", 8), ("Ш", 10), ("Ю", 8), ("Ф", 10), ("Ж", 5), ("M", 3), ("W", 4)])
def test_wide_letters_are_as_tall_as_the_others(letter: str, value: int) -> None:
    _, top, _, bottom = ink(letter, value)
    _, ref_top, _, ref_bottom = ink("А", 1)
    # one baseline for all, so the same top means the same size (Щ's tail goes lower)
    assert abs(top - ref_top) <= 1, (top, ref_top)
    assert abs(bottom - ref_bottom) <= 1 or letter == "Щ"


def test_a_wide_letter_keeps_its_width() -> None:
    """Щ is a third wider than it is tall in DejaVu Sans Bold: at the common size it
    still is (it used to be squeezed to fit beside a two-digit value)."""
    left, _top, right, _bottom = ink("Щ", 10)
    a_left, _a_top, a_right, _a_bottom = ink("Н", 1)
    assert (right - left) > 1.2 * (a_right - a_left)


def test_4s_arrows_point_the_way_the_word_reads() -> None:
    """Seed 001: ×4 for a word that begins or ends on the square "in the direction of the
    arrows": Q8 (a word ends there) points right like A8, I15 down like I1."""
    rules = load_ruleset("literaki")
    layout = rules.layout
    quads = [(r, c) for r in range(layout.height) for c in range(layout.width)
             if layout.square(r, c) in (Square.QUAD_ACROSS, Square.QUAD_DOWN)]
    assert sorted(quads) == [(0, 8), (7, 0), (7, 16), (14, 8)]
    assert quad_arrow(layout, 7, 0) == quad_arrow(layout, 7, 16) == "right"
    assert quad_arrow(layout, 0, 8) == quad_arrow(layout, 14, 8) == "down"
    img = Image.open(io.BytesIO(render_board(Board(layout), rules))).convert("RGB")
    g = geometry(layout)

    def square(r: int, c: int) -> bytes:
        x, y = g.origin(r, c)
        return img.crop((x, y, x + g.cell, y + g.cell)).tobytes()

    assert square(7, 0) == square(7, 16)
    assert square(0, 8) == square(14, 8)
    assert square(7, 0) != square(0, 8)


def test_the_rack_shows_the_bag_and_the_unseen_tiles() -> None:
    rules = load_ruleset("polish")
    assert rack_line(rules, text=None, bag=41, unseen=48, language=None) == (
        "Worek: 41 · Nieznane: 48")
    assert rack_line(rules, text=None, bag=3, unseen=10, language="en") == (
        "Bag: 3 · Unseen: 10")
    with_line = Image.open(io.BytesIO(render_rack(list("ABCDEFG"), rules, bag=41,
                                                  unseen=48)))
    bare = Image.open(io.BytesIO(render_rack(list("ABCDEFG"), rules)))
    assert with_line.height > bare.height
