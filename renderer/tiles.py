"""Pre-drawn pictures of single tiles and squares, drawn once at 3× and scaled down (smooth
rounded corners), cached per look."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from renderer import theme
from renderer.fonts import font
from renderer.theme import RGB

SCALE = 3  # supersampling factor for the cached pictures
LETTER = 0.58  # a tile's letter size, as a share of its face: the same for every letter


def shade(colour: RGB, factor: float) -> RGB:
    """Lighter (factor > 0, towards white) or darker (factor < 0, towards black)."""
    def one(c: int) -> int:
        return round(c + (255 - c) * factor) if factor >= 0 else round(c * (1 + factor))

    r, g, b = colour
    return one(r), one(g), one(b)


def draw_letter(
    img: Image.Image,
    letter: str,
    *,
    cx: float,
    baseline: float,
    size_px: int,
    max_w: float,
    colour: RGB,
    slant: float = 0.0,
) -> None:
    """Draw a big letter centred (by its ink) on cx with its baseline at ``baseline``;
    shrunk to fit ``max_w``; slanted like italics when ``slant`` > 0."""
    f = font(size_px)
    left, _, right, _ = f.getbbox(letter, anchor="ls")
    width = right - left
    if width > max_w:
        f = font(max(8, int(size_px * max_w / width)))
        left, _, right, _ = f.getbbox(letter, anchor="ls")
        width = right - left
    x = cx - width / 2 - left
    if not slant:
        ImageDraw.Draw(img).text((x, baseline), letter, font=f, fill=colour, anchor="ls")
        return
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).text((x, baseline), letter, font=f, fill=255, anchor="ls")
    pivot = baseline - f.size * 0.35
    # output (x, y) samples input (x + slant*(y - pivot), y): the top leans right.
    mask = mask.transform(
        img.size,
        Image.Transform.AFFINE,
        (1, slant, -slant * pivot, 0, 1, 0),
        resample=Image.Resampling.BICUBIC,
    )
    img.paste(Image.new("RGB", img.size, colour), (0, 0), mask)


def _tile_rgb(
    letter: str,
    value: int | None,
    *,
    face: RGB,
    blank: bool,
    highlight: bool,
    size: int,
    background: RGB,
    premium: RGB | None = None,
) -> Image.Image:
    k = SCALE
    s = size * k
    img = Image.new("RGB", (s, s), background)
    d = ImageDraw.Draw(img)
    radius = round(0.16 * s)
    # Every tile has the same outline, marked or not: a mark drawn round the whole square
    # would touch the neighbours and seem to wrap an old tile lying between two new ones.
    x0, y0, x1, y1 = k, k, s - 1 - k, s - 1 - k
    r = max(2 * k, radius - k)
    d.rounded_rectangle((x0 + k, y0 + 2 * k, x1, y1), radius=r, fill=theme.TILE_SHADOW)
    x1 -= k
    y1 -= k
    edge_dark = shade(face, -0.30)
    edge_light = shade(face, 0.55)
    d.rounded_rectangle((x0, y0, x1, y1), radius=r, fill=edge_dark)
    d.rounded_rectangle((x0, y0, x1 - 2 * k, y1 - 2 * k), radius=r, fill=edge_light)
    d.rounded_rectangle((x0 + k, y0 + k, x1 - 2 * k, y1 - 2 * k), radius=r - k, fill=face)
    ring = 0
    if highlight:
        # The last move's tiles: a thick orange ring on the tile's own face, inside its
        # outline, and a dark hairline inside the ring so that it reads on any face colour.
        ring = round(max(3, size * 0.085) * k)
        d.rounded_rectangle((x0, y0, x1, y1), radius=r, outline=theme.HIGHLIGHT, width=ring)
        d.rounded_rectangle((x0 + ring, y0 + ring, x1 - ring, y1 - ring),
                            radius=max(k, r - ring), outline=theme.TILE_SHADOW, width=k)

    inner = x1 - x0
    if premium is not None:
        # The square's premium, still counting under the tile (premiums that count every
        # time): a dot of its colour in the corner the letter leaves free, ringed dark
        # so that a light premium reads on a light face.
        a, b = x0 + ring + inner * 0.07, x0 + ring + inner * 0.25
        top, bottom = y0 + ring + inner * 0.07, y0 + ring + inner * 0.25
        d.ellipse((a, top, b, bottom), fill=premium, outline=theme.TILE_SHADOW, width=k)
    colour = theme.BLANK_LETTER if blank else theme.TILE_LETTER
    # One letter size for every tile: a smaller capital would read as another kind of
    # tile (a blank is lower-case in the notation).  A wide letter is centred and may use
    # nearly the whole face; the value keeps to the corner below the letter's baseline.
    f = font(round(inner * LETTER))
    left, _, right, _ = f.getbbox(letter, anchor="ls")
    wide = (right - left) > inner * 0.62
    draw_letter(
        img,
        letter,
        cx=x0 + inner * (0.50 if wide else 0.45),
        baseline=y0 + inner * 0.69,
        size_px=round(inner * LETTER),
        max_w=inner * 0.90,
        colour=colour,
        slant=0.22 if blank else 0.0,
    )
    if value is not None:
        two_digits = value >= 10
        vf = font(round(inner * (0.20 if two_digits or wide else 0.25)))
        d.text(
            (x0 + inner * 0.93 - ring * 0.7, y0 + inner * 0.95 - ring * 0.7),  # off the ring
            str(value),
            font=vf,
            fill=theme.BLANK_LETTER if blank else theme.TILE_VALUE,
            anchor="rs",
        )
    return img.resize((size, size), Image.Resampling.LANCZOS)


@cache
def tile_image(
    letter: str,
    value: int | None,
    *,
    face: RGB,
    blank: bool,
    highlight: bool,
    size: int,
    background: RGB,
    premium: RGB | None = None,
) -> Image.Image:
    """A tile ``size`` px square (RGB), opaque, its corners in ``background``.  ``value``
    None: no value drawn (a blank worth 0).  ``premium``: the colour of the premium square
    it lies on, marked on the tile where that premium still counts.  Cached per look."""
    return _tile_rgb(
        letter, value, face=face, blank=blank, highlight=highlight, size=size,
        background=background, premium=premium,
    )
