"""Text as people write it (players' names): every character drawn with the first font that
has it, emoji in colour.

The shipped DejaVu fonts cover every letter of the games' languages; a name may hold
anything else: emoji, Greek, Georgian, Arabic, Devanagari, Chinese, mathematical
"fancy" letters.  Those come from Debian's font packages that ``scripts/install.sh``
installs (fonts-noto-core, fonts-noto-color-emoji, fonts-droid-fallback); on a machine
without them a character that no font has is drawn as the shipped font's box, as before.
Whether a font has a character is checked the way the glyph tests check letters: its
drawing differs from the font's own drawing of a non-character."""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from renderer.fonts import BOLD, REGULAR, font, font_path
from renderer.theme import RGB

FONT_DIRS = (
    Path("/usr/share/fonts/truetype/noto"),  # fonts-noto-core, fonts-noto-color-emoji
    Path("/usr/share/fonts/truetype/droid"),  # fonts-droid-fallback (Chinese, Japanese, Korean)
)
EMOJI_FILE = "NotoColorEmoji.ttf"
EMOJI_STRIKE = 109  # the one bitmap size the colour emoji font has; scaled from there
# Tried first, in this order, after the shipped font; then every other Noto Sans script.
FIRST = ("NotoSans", "NotoSansSymbols", "NotoSansSymbols2", "NotoSansMath")
LAST = ("DroidSansFallbackFull.ttf",)
EMOJI_SIZE = 1.05  # an emoji's height, as a share of the text size


def _find(name: str) -> Path | None:
    for d in FONT_DIRS:
        p = d / name
        if p.is_file():
            return p
    return None


@cache
def fallback_files(bold: bool) -> tuple[str, ...]:
    """The system fonts to try after the shipped one, in order (bold faces where a font
    has one)."""
    weight = "Bold" if bold else "Regular"
    out: list[str] = []

    def add(family: str) -> None:
        p = _find(f"{family}-{weight}.ttf") or _find(f"{family}-Regular.ttf")
        if p is not None and str(p) not in out:
            out.append(str(p))

    for family in FIRST:
        add(family)
    others = sorted({p.name.split("-")[0] for d in FONT_DIRS if d.is_dir()
                     for p in d.glob("NotoSans*-*.ttf")})
    for family in others:
        if not family.startswith("NotoSansMono"):
            add(family)
    for name in LAST:
        p = _find(name)
        if p is not None:
            out.append(str(p))
    return tuple(out)


@lru_cache(maxsize=512)
def _font_file(path: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, size)


@lru_cache(maxsize=64)
def _notdef(path: str) -> bytes:
    mask = _font_file(path, 40).getmask("\uffff")  # a non-character: surely not in the font
    return bytes(mask) + repr(mask.size).encode()


@lru_cache(maxsize=8192)
def has_glyph(path: str, ch: str) -> bool:
    if unicodedata.category(ch) in ("Zs", "Cc"):
        return ch == " " or path == primary_path(True) or path == primary_path(False)
    mask = _font_file(path, 40).getmask(ch)
    return bytes(mask) + repr(mask.size).encode() != _notdef(path)


@cache
def primary_path(bold: bool) -> str:
    return font_path(BOLD if bold else REGULAR)


@cache
def emoji_path() -> str | None:
    p = _find(EMOJI_FILE)
    return None if p is None else str(p)


@lru_cache(maxsize=4096)
def font_for(ch: str, bold: bool) -> str:
    """The first font that has ``ch``: the shipped one, then the system's."""
    for path in (primary_path(bold), *fallback_files(bold)):
        if has_glyph(path, ch):
            return path
    return primary_path(bold)


# --- emoji ---------------------------------------------------------------------------

ZWJ = "\u200d"
JOINERS = {"\ufe0f", "\u20e3"}  # emoji presentation, keycap


def _is_emoji_start(ch: str, nxt: str) -> bool:
    cp = ord(ch)
    if nxt == "\ufe0f":  # ❤️, ☺️, 1️⃣: asked for as emoji
        return True
    return 0x1F000 <= cp <= 0x1FAFF or (0x2600 <= cp <= 0x27BF and nxt in JOINERS)


def _joins(ch: str) -> bool:
    cp = ord(ch)
    return (ch in JOINERS or 0x1F3FB <= cp <= 0x1F3FF  # skin tones
            or 0xE0020 <= cp <= 0xE007F)  # tag letters (regional flags)


@dataclass(frozen=True)
class Run:
    text: str
    path: str | None  # None: an emoji cluster, drawn from the colour font


@lru_cache(maxsize=2048)
def runs(text: str, bold: bool) -> tuple[Run, ...]:
    """``text`` cut into pieces drawn with one font each (an emoji cluster is one piece,
    so that sequences joined by ZWJ, skin tones and flags are shaped into one picture)."""
    out: list[Run] = []
    emoji = emoji_path()
    i = 0
    while i < len(text):
        ch = text[i]
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if emoji is not None and _is_emoji_start(ch, nxt):
            j = i + 1
            regional = 0x1F1E6 <= ord(ch) <= 0x1F1FF
            while j < len(text):
                c = text[j]
                if _joins(c):
                    j += 1
                elif c == ZWJ and j + 1 < len(text):
                    j += 2
                elif regional and 0x1F1E6 <= ord(c) <= 0x1F1FF:
                    regional = False  # a flag is a pair of regional letters
                    j += 1
                else:
                    break
            cluster = text[i:j]
            if _emoji_has(cluster):
                out.append(Run(cluster, None))
                i = j
                continue
        path = (out[-1].path if out and out[-1].path and unicodedata.combining(ch)
                else font_for(ch, bold))
        if out and out[-1].path == path:
            out[-1] = Run(out[-1].text + ch, path)
        else:
            out.append(Run(ch, path))
        i += 1
    return tuple(out)


@lru_cache(maxsize=2048)
def _emoji_has(cluster: str) -> bool:
    path = emoji_path()
    if path is None:
        return False
    _left, top, _right, bottom = _font_file(path, EMOJI_STRIKE).getbbox(cluster)
    return bottom - top > 0


@lru_cache(maxsize=1024)
def emoji_image(cluster: str, height: int) -> Image.Image:
    """The emoji in colour, ``height`` px tall (RGBA)."""
    path = emoji_path()
    assert path is not None
    f = _font_file(path, EMOJI_STRIKE)
    left, top, right, bottom = f.getbbox(cluster)
    # getbbox is typed float; a bitmap strike's box is whole pixels
    img = Image.new("RGBA", (math.ceil(right), math.ceil(bottom)), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((0, 0), cluster, font=f, embedded_color=True)
    img = img.crop((left, top, right, bottom))
    width = max(1, round(img.width * height / img.height))
    return img.resize((width, height), Image.Resampling.LANCZOS)


# --- measuring and drawing -------------------------------------------------------------


def _font(path: str, size: int, bold: bool, text: str) -> ImageFont.FreeTypeFont:
    """The font for one run: the labels' fast one (no shaping) for the shipped font's
    precomposed letters, else with shaping (raqm: combining marks, other scripts)."""
    if path == primary_path(bold) and not any(unicodedata.combining(c) for c in text):
        return font(size, bold)
    return _font_file(path, size)


def _emoji_h(size: int) -> int:
    return max(1, round(size * EMOJI_SIZE))


def _pieces(text: str, size: int, bold: bool) -> Iterator[tuple[Run, float]]:
    for run in runs(text, bold):
        if run.path is None:
            yield run, emoji_image(run.text, _emoji_h(size)).width + size * 0.08
        else:
            yield run, _font(run.path, size, bold, run.text).getlength(run.text)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = True) -> float:
    return sum(w for _, w in _pieces(text, size, bold))


@lru_cache(maxsize=2048)
def fit_text(text: str, size: int, max_w: float, bold: bool = True) -> str:
    """The text, cut with an ellipsis to fit ``max_w`` pixels (never inside an emoji or
    before a combining mark)."""
    if text_width(text, size, bold) <= max_w:
        return text
    pieces = [ch for run in runs(text, bold) for ch in
              ([run.text] if run.path is None else _graphemes(run.text))]
    while pieces and text_width("".join(pieces).rstrip() + "…", size, bold) > max_w:
        pieces.pop()
    return "".join(pieces).rstrip() + "…"


def _graphemes(text: str) -> list[str]:
    out: list[str] = []
    for ch in text:
        if out and unicodedata.combining(ch):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def draw_text(img: Image.Image, xy: tuple[float, float], text: str, *, size: int,
              fill: RGB, bold: bool = True, anchor: str = "lm") -> float:
    """Draw ``text`` at ``xy`` (anchor ``l``/``r`` + ``m``/``s``: left or right end, its
    middle or its baseline), each piece in its own font; returns the width drawn."""
    width = text_width(text, size, bold)
    x, y = xy
    if anchor[0] == "r":
        x -= width
    primary = font(size, bold)
    if anchor[1] == "m":  # the shipped font's middle, as Pillow's "lm" puts it
        ascent, descent = primary.getmetrics()
        y += (ascent - descent) / 2
    d = ImageDraw.Draw(img)
    for run, w in _pieces(text, size, bold):
        if run.path is None:
            pic = emoji_image(run.text, _emoji_h(size))
            top = round(y - pic.height * 0.86)
            left = round(x + size * 0.04)
            if img.mode == "RGB":
                img.paste(pic, (left, top), pic)
            else:
                img.paste(pic.convert(img.mode), (left, top), pic)
        else:
            d.text((x, y), run.text, font=_font(run.path, size, bold, run.text), fill=fill,
                   anchor="ls")
        x += w
    return width
