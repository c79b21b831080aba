"""A small line picture of a series (a player's rating after each rated game), drawn with
Pillow: no axes, the first and last values written at the ends."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw

from renderer.fonts import font

WIDTH, HEIGHT, PAD = 360, 90, 8
INK = (40, 90, 160)
BACK = (250, 248, 240)
TEXT = (60, 60, 60)


def render_sparkline(values: Sequence[float]) -> bytes:
    """PNG bytes of ``values`` as a line, oldest left; the last point marked."""
    img = Image.new("RGB", (WIDTH, HEIGHT), BACK)
    d = ImageDraw.Draw(img)
    f = font(13)
    label_w = 44
    left, right = PAD + label_w, WIDTH - PAD - label_w
    top, bottom = PAD, HEIGHT - PAD
    lo, hi = min(values), max(values)
    span = (hi - lo) or 1.0
    n = len(values)

    def point(i: int, v: float) -> tuple[float, float]:
        x = left + (right - left) * (i / (n - 1) if n > 1 else 0.5)
        return x, bottom - (bottom - top) * (v - lo) / span

    pts = [point(i, v) for i, v in enumerate(values)]
    if len(pts) > 1:
        d.line(pts, fill=INK, width=2, joint="curve")
    x, y = pts[-1]
    d.ellipse((x - 3, y - 3, x + 3, y + 3), fill=INK)
    d.text((PAD, pts[0][1]), f"{values[0]:.0f}", fill=TEXT, font=f, anchor="lm")
    d.text((WIDTH - PAD, y), f"{values[-1]:.0f}", fill=TEXT, font=f, anchor="rm")
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()
