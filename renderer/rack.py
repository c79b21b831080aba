"""The rack picture a player gets in private: their tiles in a row, values, the blank
clearly marked, and under it the bag and the unseen tiles (the bag and every other rack:
what the player may still meet), or a line of text."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.rules import RuleSet
from engine.tiles import BLANK
from renderer import theme
from renderer.board import encode, fit, tile_face
from renderer.fonts import font
from renderer.theme import words_for
from renderer.tiles import tile_image

TILE = 96
GAP = 10
PAD = 18
LEDGE = 16  # the wooden ledge under the tiles
TEXT_H = 44
RACK_WOOD = (120, 84, 52)
SLOT = (44, 68, 80)


def rack_size(n_tiles: int, rules: RuleSet, text: str | None) -> tuple[int, int]:
    """The picture's (width, height): as many slots as the rack holds, at least."""
    slots = max(n_tiles, rules.rack_size)
    width = 2 * PAD + slots * TILE + (slots - 1) * GAP
    height = PAD + TILE + LEDGE + PAD + (TEXT_H if text else 0)
    return width, height


def slot_origin(i: int) -> tuple[int, int]:
    return PAD + i * (TILE + GAP), PAD


def rack_line(rules: RuleSet, *, text: str | None, bag: int | None, unseen: int | None,
              language: str | None) -> str | None:
    """The line under the tiles: ``text``, then the bag and the unseen tiles."""
    words = words_for(language or rules.language)
    parts = [text] if text else []
    if bag is not None:
        parts.append(f"{words.bag}: {bag}")
    if unseen is not None:
        parts.append(f"{words.unseen}: {unseen}")
    return " · ".join(parts) or None


def compose_rack(rack: list[str], rules: RuleSet, *, text: str | None = None,
                 bag: int | None = None, unseen: int | None = None,
                 language: str | None = None) -> Image.Image:
    text = rack_line(rules, text=text, bag=bag, unseen=unseen, language=language)
    width, height = rack_size(len(rack), rules, text)
    img = Image.new("RGB", (width, height), theme.FRAME)
    d = ImageDraw.Draw(img)
    slots = max(len(rack), rules.rack_size)
    ledge_y = PAD + TILE - 6
    d.rounded_rectangle((PAD // 2, ledge_y, width - PAD // 2, ledge_y + LEDGE + 6), radius=6,
                        fill=RACK_WOOD)
    for i in range(slots):
        x, y = slot_origin(i)
        if i >= len(rack):
            d.rounded_rectangle((x + 3, y + 3, x + TILE - 4, y + TILE - 4), radius=14,
                                outline=SLOT, width=3)
            continue
        letter = rack[i]
        blank = letter == BLANK
        value = rules.tileset.value(letter)
        tile = tile_image(
            rules.blank_symbol if blank else letter,
            None if blank else value,
            face=tile_face(rules, value, blank),
            blank=blank, highlight=False, size=TILE, background=theme.FRAME,
        )
        img.paste(tile, (x, y))
    if text:
        f = font(26, bold=False)
        d.text((PAD, height - PAD - TEXT_H / 2 + 6), fit(text, f, width - 2 * PAD), font=f,
               fill=theme.HEADER_TEXT, anchor="lm")
    return img


def render_rack(rack: list[str], rules: RuleSet, *, text: str | None = None,
                bag: int | None = None, unseen: int | None = None,
                language: str | None = None, fmt: str = "PNG") -> bytes:
    """The rack picture as image bytes; ``?`` in ``rack`` is a blank.  ``bag`` and
    ``unseen`` are shown under the tiles with the language's words."""
    img = compose_rack(rack, rules, text=text, bag=bag, unseen=unseen, language=language)
    if fmt.upper() == "PNG":  # a palette PNG: a third of the size, same look
        img = img.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return encode(img, fmt)
