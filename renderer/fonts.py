"""The shipped DejaVu fonts (renderer/fonts/, Bitstream Vera licence), so a fresh machine
draws Polish, Cyrillic, Slovak and Romanian letters without system fonts."""

from __future__ import annotations

from functools import cache
from importlib import resources

from PIL import ImageFont

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


def font_path(name: str) -> str:
    return str(resources.files("renderer").joinpath("fonts", name))


@cache
def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    """The shipped font for letters, labels and numbers.  Pillow's basic layout: these
    texts need no shaping (every letter of the games' languages is one precomposed
    glyph), and it draws them in about half the time; players' names, which may need
    shaping (emoji sequences, other scripts), go through ``renderer.text``."""
    return ImageFont.truetype(font_path(BOLD if bold else REGULAR), size,
                              layout_engine=ImageFont.Layout.BASIC)
