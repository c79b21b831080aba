"""Structural tests of the board picture, read back from the encoded PNG."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.board import Board, Tile
from engine.layout import Square
from engine.rules import load_ruleset, ruleset_ids
from renderer import Caption, OfferMark, PlayerLine, render_board, theme
from renderer.board import (
    FOOTER_H,
    MARGIN,
    geometry,
    header_height,
    square_fill,
)

TOL = 10  # per channel: the palette may move a colour a little


def decode(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(data)).convert("RGB")


def near(a: tuple[int, ...], b: tuple[int, ...], tol: int = TOL) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def region_colour(img: Image.Image, x: int, y: int, n: int = 3) -> tuple[int, int, int]:
    """The single colour of an n×n region (fails if the region is not flat)."""
    colours = img.crop((x, y, x + n, y + n)).getcolors()
    assert colours is not None and len(colours) == 1, f"region at {x},{y} is not flat"
    return colours[0][1]


def render(rules_id: str, board: Board | None = None, **kw: object) -> Image.Image:
    rules = load_ruleset(rules_id)
    return decode(render_board(board or Board(rules.layout), rules, **kw))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rules_id", "size"),
    [("english", (960, 960)), ("bulgarian", (960, 960)), ("literaki", (1012, 900))],
)
def test_image_size_per_layout(rules_id: str, size: tuple[int, int]) -> None:
    rules = load_ruleset(rules_id)
    g = geometry(rules.layout)
    assert (g.width, g.height) == size
    assert (g.width, g.height) == (
        rules.layout.width * g.cell + 2 * MARGIN,
        rules.layout.height * g.cell + 2 * MARGIN,
    )
    assert render(rules_id).size == size


def test_caption_adds_header_and_footer() -> None:
    caption = Caption([PlayerLine("Ann", 10, True), PlayerLine("Bob", 7)], bag=40)
    img = render("english", caption=caption)
    assert img.size == (960, 960 + header_height(caption) + FOOTER_H)
    six = Caption([PlayerLine(f"P{i}", i) for i in range(6)], bag=1)
    assert header_height(six) > header_height(caption)  # two rows of chips


@pytest.mark.parametrize("rules_id", ruleset_ids())
def test_colour_at_each_premium_kind(rules_id: str) -> None:
    rules = load_ruleset(rules_id)
    layout = rules.layout
    g = geometry(layout)
    img = render(rules_id)
    seen: set[Square] = set()
    for r in range(layout.height):
        for c in range(layout.width):
            sq = layout.square(r, c)
            x, y = g.origin(r, c)
            # inside the square, off its rounded corner, clear of the centred label
            colour = region_colour(img, x + g.cell // 6, y + g.cell // 6)
            assert near(colour, square_fill(sq, rules.start_premium)), (rules_id, sq, r, c)
            seen.add(sq)
    expected = {Square.PLAIN, Square.START, Square.DOUBLE_LETTER, Square.TRIPLE_LETTER,
                Square.DOUBLE_WORD, Square.TRIPLE_WORD}
    if layout.name == "literaki17x15":
        expected |= {Square.QUAD_ACROSS, Square.QUAD_DOWN, Square.WYM}
    assert seen == expected


def test_premium_colours_are_the_seed_colours() -> None:
    fill = theme.PREMIUM_FILL
    light_blue, dark_blue = fill[Square.DOUBLE_LETTER], fill[Square.TRIPLE_LETTER]
    pink, red = fill[Square.DOUBLE_WORD], fill[Square.TRIPLE_WORD]
    assert light_blue[2] > light_blue[0] and dark_blue[2] > dark_blue[0]
    assert sum(light_blue) > sum(dark_blue)
    assert red[0] > 2 * red[1] and pink[0] > pink[1] and sum(pink) > sum(red)
    kinds = [fill[sq] for sq in Square if sq is not Square.QUAD_DOWN and sq is not Square.START]
    assert len(set(kinds)) == len(kinds)  # every kind its own colour (both 4S alike)
    assert fill[Square.PLAIN] == theme.PLAIN


@pytest.mark.parametrize("rules_id", ["english", "literaki", "erudit"])
def test_premium_squares_carry_a_label_and_the_start_a_star(rules_id: str) -> None:
    rules = load_ruleset(rules_id)
    g = geometry(rules.layout)
    img = render(rules_id)
    for r in range(rules.layout.height):
        for c in range(rules.layout.width):
            sq = rules.layout.square(r, c)
            x, y = g.origin(r, c)
            centre = img.crop((x + g.cell // 4, y + g.cell // 4, x + 3 * g.cell // 4,
                               y + 3 * g.cell // 4))
            colours = centre.getcolors(10_000) or []
            if sq is Square.PLAIN:
                assert len(colours) == 1
            else:
                assert len(colours) > 3, (sq, r, c)  # something is drawn on it


def _tile_board(rules_id: str, tiles: dict[tuple[int, int], Tile]) -> Board:
    board = Board(load_ruleset(rules_id).layout)
    for (r, c), t in tiles.items():
        board.place(r, c, t)
    return board


def _dark_pixels(img: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int],
                 tol: int = 40) -> int:
    return sum(n for n, c in (img.crop(box).getcolors(100_000) or []) if near(c, colour, tol))


def test_a_placed_tile_shows_face_letter_and_value() -> None:
    g = geometry(load_ruleset("english").layout)
    empty = render("english")
    img = render("english", _tile_board("english", {(7, 7): Tile("Q"), (0, 0): Tile("E")}))
    for r, c in [(7, 7), (0, 0)]:
        x, y = g.origin(r, c)
        # the face shows at the lower-left, where the square was the premium colour before
        face = region_colour(img, x + g.cell // 5, y + g.cell * 4 // 5)
        assert near(face, theme.TILE_FACE)
        assert not near(region_colour(empty, x + g.cell // 6, y + g.cell // 6), theme.TILE_FACE)
        letter_box = (x + g.cell // 6, y + g.cell // 6, x + g.cell * 3 // 4, y + g.cell * 3 // 4)
        assert _dark_pixels(img, letter_box, theme.TILE_LETTER) > 30
        value_box = (x + g.cell * 3 // 4, y + g.cell * 3 // 5, x + g.cell - 4, y + g.cell - 4)
        assert _dark_pixels(img, value_box, theme.TILE_VALUE) > 5
    # an untouched square still shows the board
    x, y = g.origin(7, 0)
    assert near(region_colour(img, x + 10, y + 10), theme.PREMIUM_FILL[Square.TRIPLE_WORD])


@pytest.mark.parametrize(("rules_id", "value_shown"), [("english", False), ("erudit-home", True)])
def test_a_blank_shows_its_letter_in_its_own_colour(rules_id: str, value_shown: bool) -> None:
    g = geometry(load_ruleset(rules_id).layout)
    letter = "E" if rules_id == "english" else "Ф"
    img = render(rules_id, _tile_board(rules_id, {(7, 7): Tile(letter, blank=True)}))
    x, y = g.origin(7, 7)
    letter_box = (x + g.cell // 6, y + g.cell // 6, x + g.cell * 3 // 4, y + g.cell * 3 // 4)
    assert _dark_pixels(img, letter_box, theme.BLANK_LETTER) > 30
    assert _dark_pixels(img, letter_box, theme.TILE_LETTER, tol=25) == 0
    value_box = (x + g.cell * 3 // 4, y + g.cell * 3 // 5, x + g.cell - 4, y + g.cell - 4)
    assert (_dark_pixels(img, value_box, theme.BLANK_LETTER) > 5) is value_shown


def test_literaki_tiles_are_coloured_by_value() -> None:
    rules = load_ruleset("literaki")
    g = geometry(rules.layout)
    by_value = {1: "A", 2: "C", 3: "B", 4: "Ą", 5: "Ć"}
    tiles = {(7, 4 + v): Tile(ch) for v, ch in by_value.items()}
    tiles[(7, 10)] = Tile("Ż", blank=True)
    img = render("literaki", _tile_board("literaki", tiles))
    for v, ch in by_value.items():
        assert rules.tileset.value(ch) == v
        x, y = g.origin(7, 4 + v)
        assert near(region_colour(img, x + g.cell // 5, y + g.cell * 4 // 5),
                    theme.LITERAKI_FACE[v]), ch
    x, y = g.origin(7, 10)
    assert near(region_colour(img, x + g.cell // 5, y + g.cell * 4 // 5), theme.LITERAKI_FACE[0])
    assert len({theme.LITERAKI_FACE[v] for v in range(6)}) == 6


def test_the_last_move_is_highlighted() -> None:
    g = geometry(load_ruleset("english").layout)
    tiles = {(7, c): Tile(ch) for c, ch in zip(range(5, 9), "WORD", strict=True)}
    tiles[(6, 6)] = Tile("S")
    move = [(7, 5), (7, 6), (7, 7), (7, 8)]
    img = render("english", _tile_board("english", tiles), highlight=move)
    ring = 3  # px in from the square's edge: on the tile's own face, inside its outline
    for r, c in move:
        x, y = g.origin(r, c)
        # the ring on each side of the tile
        for px, py in [(x + ring, y + g.cell // 2), (x + g.cell - 1 - ring - 1, y + g.cell // 2),
                       (x + g.cell // 2, y + ring), (x + g.cell // 2, y + g.cell - 1 - ring - 1)]:
            assert near(img.getpixel((px, py)), theme.HIGHLIGHT, 30), (r, c, px, py)
    x, y = g.origin(6, 6)  # a tile of an earlier move: no ring
    assert not near(img.getpixel((x + ring, y + g.cell // 2)), theme.HIGHLIGHT, 60)
    plain = render("english", _tile_board("english", tiles))
    x, y = g.origin(7, 5)
    assert not near(plain.getpixel((x + ring, y + g.cell // 2)), theme.HIGHLIGHT, 60)


def _orange(img: Image.Image, box: tuple[int, int, int, int]) -> int:
    return sum(n for n, rgb in img.crop(box).getcolors(1 << 16) or []
               if near(rgb, theme.HIGHLIGHT, 60))


def test_an_old_tile_between_new_ones_looks_old() -> None:
    """Bulgarian 7G П(о)ДСКОЧеН: the old tile between the new ones must not look framed.
    Each mark stays inside its own tile, so every square outside the new tiles is drawn
    exactly as on a board with nothing marked, and a new tile has the same outline."""
    g = geometry(load_ruleset("english").layout)
    tiles = {(7, c): Tile(ch) for c, ch in zip(range(5, 10), "PODSK", strict=True)}
    move = [(7, 5), (7, 7), (7, 8), (7, 9)]  # (7, 6) was on the board before
    marked = render("english", _tile_board("english", tiles), highlight=move)
    plain = render("english", _tile_board("english", tiles))
    x, y = g.origin(7, 6)
    old = (x, y, x + g.cell, y + g.cell)
    assert marked.crop(old).tobytes() == plain.crop(old).tobytes()
    assert _orange(marked, old) == 0
    for r, c in move:
        x, y = g.origin(r, c)
        assert _orange(marked, (x, y, x + g.cell, y + g.cell)) > g.cell * 8, (r, c)
        # the tile's outline (its corner and the gap round it) is the same, marked or not
        assert marked.getpixel((x, y)) == plain.getpixel((x, y))
    # nothing outside the new tiles changed
    for r in range(15):
        for c in range(15):
            if (r, c) not in move:
                x, y = g.origin(r, c)
                box = (x, y, x + g.cell, y + g.cell)
                assert marked.crop(box).tobytes() == plain.crop(box).tobytes(), (r, c)


def test_header_marks_whose_turn_it_is() -> None:
    caption = Caption([PlayerLine("Ann", 10), PlayerLine("Bob", 7, is_turn=True)], bag=40,
                      last_move="8H WORD", last_score=16)
    img = render("english", caption=caption)
    head = header_height(caption)
    left = img.crop((0, 0, img.width // 2, head))
    right = img.crop((img.width // 2, 0, img.width, head))
    assert _dark_pixels(right, (0, 0, right.width, head), theme.CHIP_TURN_BG, 5) > 1000
    assert _dark_pixels(left, (0, 0, left.width, head), theme.CHIP_TURN_BG, 5) == 0
    footer = img.crop((0, img.height - FOOTER_H, img.width, img.height))
    assert _dark_pixels(footer, (0, 0, footer.width, FOOTER_H), theme.LAST_SCORE, 20) > 20


@pytest.mark.parametrize("language", ["bg", "pl", "ru", "sk", "ro", "en"])
def test_words_in_every_language(language: str) -> None:
    words = theme.words_for(language)
    assert words.bag and words.last_move and len(words.labels) == 5
    caption = Caption([PlayerLine("A", 1, True)], bag=3, last_move="8H AB", last_score=4,
                      language=language)
    assert render("english", caption=caption).width == 960


def test_other_formats() -> None:
    rules = load_ruleset("english")
    data = render_board(Board(rules.layout), rules, fmt="JPEG")
    assert Image.open(io.BytesIO(data)).format == "JPEG"


def test_offers_are_outlined_and_numbered_on_their_squares() -> None:
    """``/play WORD``'s places (issue 24): each outlined, its number in a disc on its
    first square; nothing drawn elsewhere."""
    rules = load_ruleset("english")
    board = Board(rules.layout)
    board.place(7, 7, Tile("A"))
    g = geometry(rules.layout)
    plain = decode(render_board(board, rules))
    offers = [OfferMark(1, ((7, 6), (7, 7)), True), OfferMark(2, ((6, 7), (7, 7)), False)]
    marked = decode(render_board(board, rules, offers=offers))
    assert plain.size == marked.size
    diff = [(x, y) for y in range(0, plain.height, 2) for x in range(0, plain.width, 2)
            if not near(plain.getpixel((x, y)), marked.getpixel((x, y)))]
    assert diff
    # Every change lies inside the squares the offers cover.
    x0, y0 = MARGIN + 6 * g.cell, MARGIN + 6 * g.cell
    x1, y1 = MARGIN + 8 * g.cell, MARGIN + 8 * g.cell
    assert all(x0 <= x < x1 and y0 <= y < y1 for x, y in diff)
    # The discs: the across one top-left on G8, the down one top-right on H7.
    r = max(7, g.cell * 11 // 50)
    disc_1 = (MARGIN + 6 * g.cell + r + 2, MARGIN + 7 * g.cell + r + 2)
    disc_2 = (MARGIN + 8 * g.cell - r - 2, MARGIN + 6 * g.cell + r + 2)
    for x, y in (disc_1, disc_2):
        ring = [marked.getpixel((x + dx, y + dy)) for dx, dy in ((-r + 3, 0), (0, r - 3))]
        assert all(near(c, theme.CHIP_TURN_BG, 40) for c in ring), ring
