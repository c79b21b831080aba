"""Board and rack pictures (Pillow).  Reads engine objects, returns image bytes; knows
nothing of chats or storage."""

from renderer.animation import render_gif
from renderer.board import (
    Banner,
    Caption,
    PlayerLine,
    banner_lines,
    compose_board,
    encode,
    render_board,
)
from renderer.offers import OfferMark
from renderer.rack import compose_rack, render_rack
from renderer.sparkline import render_sparkline

__all__ = [
    "Banner",
    "Caption",
    "OfferMark",
    "PlayerLine",
    "banner_lines",
    "compose_board",
    "compose_rack",
    "encode",
    "render_board",
    "render_gif",
    "render_rack",
    "render_sparkline",
]
