"""The rack picture: one tile per rack letter, empty slots up to the rack size, a text line."""

from __future__ import annotations

import io

from PIL import Image

from engine.rules import load_ruleset
from renderer import render_rack, theme
from renderer.rack import GAP, PAD, TILE, rack_size, slot_origin


def decode(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def count(img: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int],
          tol: int = 40) -> int:
    return sum(n for n, c in (img.crop(box).getcolors(100_000) or [])
               if all(abs(a - b) <= tol for a, b in zip(c, colour, strict=True)))


def test_rack_shape() -> None:
    rules = load_ruleset("english")
    img = decode(render_rack(list("RETAIN?"), rules, text="Ann: 120 · bag 42"))
    width = 2 * PAD + 7 * TILE + 6 * GAP
    assert img.size == rack_size(7, rules, "x") == (width, img.height)
    assert img.height > TILE + 2 * PAD
    no_text = decode(render_rack(list("RETAIN?"), rules))
    assert no_text.width == width and no_text.height < img.height
    short = decode(render_rack(list("AB"), rules))  # still 7 slots wide
    assert short.size == no_text.size
    assert decode(render_rack(list("ABCDEFGHI"), rules)).width == 2 * PAD + 9 * TILE + 8 * GAP


def test_rack_tiles_and_the_blank() -> None:
    rules = load_ruleset("bulgarian")  # blank symbol "@"
    img = decode(render_rack(["Щ", "?", "А"], rules))
    for i in range(3):
        x, y = slot_origin(i)
        box = (x + TILE // 6, y + TILE // 6, x + TILE * 3 // 4, y + TILE * 3 // 4)
        ink = theme.BLANK_LETTER if i == 1 else theme.TILE_LETTER
        other = theme.TILE_LETTER if i == 1 else theme.BLANK_LETTER
        assert count(img, box, ink) > 50, i
        assert count(img, box, other, 25) == 0, i
    x, y = slot_origin(4)  # an empty slot: no tile face
    assert count(img, (x, y, x + TILE, y + TILE), theme.TILE_FACE, 10) == 0
    x, y = slot_origin(0)
    assert count(img, (x, y, x + TILE, y + TILE), theme.TILE_FACE, 10) > TILE * TILE // 3


def test_literaki_rack_is_coloured() -> None:
    img = decode(render_rack(["Ź"], load_ruleset("literaki")))
    x, y = slot_origin(0)
    assert count(img, (x, y, x + TILE, y + TILE), theme.LITERAKI_FACE[5], 10) > TILE * TILE // 3
