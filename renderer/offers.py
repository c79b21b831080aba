"""The places offered for a word (``/play WORD``), marked on the board picture: an outline
around each place's squares and its number in a disc on its first square (the top-left
corner for a place across, the top-right for one down, so that an across and a down
place starting on the same square show both numbers)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from renderer import theme
from renderer.fonts import font

Square = tuple[int, int]


@dataclass(frozen=True)
class OfferMark:
    """One numbered place: the squares of the whole word (board letters included)."""

    number: int
    squares: tuple[Square, ...]
    across: bool


def draw_offers(d: ImageDraw.ImageDraw, offers: Sequence[OfferMark], *, cell: int,
                margin: int, top: int) -> None:
    """Draw ``offers`` on a board picture whose squares are ``cell`` pixels, inside a frame
    of ``margin``, below a header ``top`` pixels high.  Colours are the board's own (the
    last move's frame, the header's chip of the player to move), so the picture keeps
    its palette."""
    radius = max(7, cell * 11 // 50)
    label = font(max(10, radius * 3 // 2))
    for o in offers:
        if not o.squares:
            continue
        rows = [r for r, _ in o.squares]
        cols = [c for _, c in o.squares]
        x0, y0 = margin + min(cols) * cell, top + margin + min(rows) * cell
        x1, y1 = margin + (max(cols) + 1) * cell, top + margin + (max(rows) + 1) * cell
        d.rectangle((x0 + 1, y0 + 1, x1 - 2, y1 - 2), outline=theme.HIGHLIGHT, width=3)
    for o in offers:
        if not o.squares:
            continue
        r, c = o.squares[0]
        x, y = margin + c * cell, top + margin + r * cell
        cx = x + radius + 2 if o.across else x + cell - radius - 2
        cy = y + radius + 2
        d.ellipse((cx - radius, cy - radius, cx + radius, cy + radius),
                  fill=theme.CHIP_TURN_BG, outline=theme.CHIP_TURN_TEXT, width=1)
        d.text((cx, cy), str(o.number), font=label, fill=theme.CHIP_TURN_TEXT, anchor="mm")
