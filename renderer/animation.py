"""Animated pictures: frames (PIL images, as ``compose_board`` makes them) to one GIF,
which both chat platforms show inline and play."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image


def render_gif(frames: Sequence[Image.Image], durations: Sequence[int]) -> bytes:
    """GIF bytes of ``frames`` (palette images), each shown ``durations`` milliseconds,
    looping.  Pillow writes each frame after the first as the rectangle that changed, so
    a board that gains a few tiles a frame stays small."""
    if not frames or len(frames) != len(durations):
        raise ValueError("one duration per frame, at least one frame")
    size = max(f.size for f in frames)
    padded = [f if f.size == size else _pad(f, size) for f in frames]
    buf = io.BytesIO()
    padded[0].save(buf, "GIF", save_all=True, append_images=list(padded[1:]),
                   duration=list(durations), loop=0, disposal=1, optimize=False)
    return buf.getvalue()


def _pad(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    """A frame on a canvas of the animation's size (a caption that wrapped to more lines
    makes a taller picture)."""
    out = Image.new(img.mode, size, img.getpixel((0, img.height - 1)))  # the footer's colour
    if img.mode == "P":
        out.putpalette(img.getpalette() or [])
    out.paste(img, (0, 0))
    return out
