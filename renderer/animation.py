"""Animated pictures: frames (PIL images, as ``compose_board`` makes them) to one GIF,
which both chat platforms show inline and play."""

from __future__ import annotations

import io
import itertools
from collections.abc import Sequence

from PIL import Image, ImageChops


def render_gif(frames: Sequence[Image.Image], durations: Sequence[int]) -> bytes:
    """GIF bytes of ``frames`` (palette images of one size and palette), each shown
    ``durations`` milliseconds, looping.

    After the first, a frame keeps only the pixels that changed: the others are a
    transparent index no frame uses, over the frame before (disposal 1), and a run of
    one index costs LZW almost nothing.  A new move changes a few tiles and the scores,
    so a frame costs a few kilobytes instead of a whole board (issue 24: a 30-turn recap
    within 1.5 MB for phones)."""
    if not frames or len(frames) != len(durations):
        raise ValueError("one duration per frame, at least one frame")
    if len({f.size for f in frames}) != 1 or any(f.mode != "P" for f in frames):
        raise ValueError("frames of one size, palette images")
    clear = _unused_index(frames)
    out = [frames[0]]
    if clear is not None:
        for before, frame in itertools.pairwise(frames):
            same = ImageChops.difference(_indices(before), _indices(frame)).point(
                [255] + [0] * 255, "1")
            delta = frame.copy()
            delta.paste(clear, mask=same)
            out.append(delta)
    else:  # every index in use: whole frames (Pillow still crops each to what changed)
        out += frames[1:]
    extra = {} if clear is None else {"transparency": clear}
    buf = io.BytesIO()
    out[0].save(buf, "GIF", save_all=True, append_images=out[1:], duration=list(durations),
                loop=0, disposal=1, optimize=False, **extra)
    return buf.getvalue()


def _indices(img: Image.Image) -> Image.Image:
    """A palette image's indices as a greyscale image (compared index by index)."""
    return Image.frombytes("L", img.size, img.tobytes())


def _unused_index(frames: Sequence[Image.Image]) -> int | None:
    counts = [0] * 256
    for f in frames:
        for i, n in enumerate(f.histogram()[:256]):
            counts[i] += n
    return next((i for i, n in enumerate(counts) if n == 0), None)
