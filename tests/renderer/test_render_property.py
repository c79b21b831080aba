"""Any position draws: every placed tile shows a tile face where the empty board showed a
square, highlights or not."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from engine.board import Board, Tile
from engine.rules import load_ruleset, ruleset_ids
from renderer import render_board, theme
from renderer.board import geometry, tile_face


@st.composite
def positions(draw):  # type: ignore[no-untyped-def]
    rules = load_ruleset(draw(st.sampled_from(ruleset_ids())))
    layout = rules.layout
    squares = draw(st.sets(st.tuples(st.integers(0, layout.height - 1),
                                     st.integers(0, layout.width - 1)), max_size=40))
    board = Board(layout)
    for r, c in sorted(squares):
        letter = draw(st.sampled_from(rules.tileset.letters))
        board.place(r, c, Tile(letter, blank=draw(st.booleans())))
    highlight = draw(st.sets(st.sampled_from(sorted(squares)), max_size=7)) if squares else set()
    return rules, board, highlight


@settings(max_examples=25, deadline=None)
@given(positions())
def test_any_position_draws(position) -> None:  # type: ignore[no-untyped-def]
    rules, board, highlight = position
    img = Image.open(io.BytesIO(render_board(board, rules, highlight=highlight))).convert("RGB")
    g = geometry(rules.layout)
    assert img.size == (g.width, g.height)
    for r, c, t in board.tiles():
        x, y = g.origin(r, c)
        face = tile_face(rules, rules.tileset.value(t.letter), t.blank)
        px = img.getpixel((x + g.cell // 5, y + g.cell * 4 // 5))
        assert all(abs(a - b) <= 10 for a, b in zip(px, face, strict=True)), (r, c, t)
        edge = img.getpixel((x + 1, y + g.cell // 2))
        lit = all(abs(a - b) <= 30 for a, b in zip(edge, theme.HIGHLIGHT, strict=True))
        assert lit is ((r, c) in highlight)
