"""Every letter of every tile set, and every label and symbol the pictures draw, has a real
glyph in the shipped fonts: its rendering differs from the font's notdef box."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.rules import load_ruleset, ruleset_ids
from engine.tiles import load_tileset, tileset_names
from renderer import theme
from renderer.demo import PLAYERS, WORDS
from renderer.fonts import BOLD, REGULAR, font, font_path

REQUIRED = "ĄĆĘŁŃÓŚŹŻ" "ЩЪЬЮЯЙЁЫЭ" "ÄĹĽŔÔ" "ĂÂÎȘȚ" "ąćęłńóśźżщъьюяйäĺľŕôăâîșț"


def _notdef(size: int, bold: bool) -> tuple[tuple[int, int], bytes]:
    mask = font(size, bold).getmask("\uffff")  # a non-character: surely not in the font
    return mask.size, bytes(mask)


def has_glyph(ch: str, *, bold: bool = True, size: int = 40) -> bool:
    mask = font(size, bold).getmask(ch)
    return (mask.size, bytes(mask)) != _notdef(size, bold)


def test_fonts_are_shipped_with_their_licence() -> None:
    for name in (REGULAR, BOLD, "LICENSE"):
        assert Path(font_path(name)).is_file(), name
    assert "Bitstream" in Path(font_path("LICENSE")).read_text()


@pytest.mark.parametrize("ch", ["\ue000", "\u0378", "\U000f0000"])
def test_the_check_sees_a_missing_glyph(ch: str) -> None:
    assert not has_glyph(ch)


@pytest.mark.parametrize("name", tileset_names())
def test_every_tile_letter_has_a_glyph(name: str) -> None:
    letters = load_tileset(name).letters
    assert letters
    missing = [ch for ch in letters if not has_glyph(ch)]
    assert not missing, f"{name}: no glyph for {missing}"


def test_every_letter_of_every_language_has_a_glyph() -> None:
    for bold in (True, False):
        missing = [ch for ch in REQUIRED if not has_glyph(ch, bold=bold)]
        assert not missing


def test_labels_symbols_and_demo_names_have_glyphs() -> None:
    texts = theme.all_texts()
    texts += "".join(load_ruleset(r).blank_symbol + load_ruleset(r).name for r in ruleset_ids())
    texts += "".join(n for names in PLAYERS.values() for n in names)
    texts += "".join(w for words in WORDS.values() for w in words)
    chars = sorted({ch for ch in texts if not ch.isspace()})
    for bold in (True, False):
        missing = [ch for ch in chars if not has_glyph(ch, bold=bold)]
        assert not missing, f"bold={bold}: no glyph for {missing}"
