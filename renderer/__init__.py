"""Board and rack pictures (Pillow).  Reads engine objects, returns image bytes; knows
nothing of chats or storage."""

from renderer.board import Banner, Caption, PlayerLine, compose_board, encode, render_board
from renderer.rack import compose_rack, render_rack

__all__ = [
    "Banner",
    "Caption",
    "PlayerLine",
    "compose_board",
    "compose_rack",
    "encode",
    "render_board",
    "render_rack",
]
