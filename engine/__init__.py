"""Pure rules engine for Scrabble-family games: no I/O beyond its own data files, no clock,
no global random.  Rule sets, board layouts and tile sets are data (``engine/data``)."""

from engine.board import Board, Tile
from engine.errors import MoveError
from engine.layout import Layout, Square, load_layout
from engine.lexicon import AcceptAll, Lexicon, WalkableLexicon, WordSet
from engine.tiles import BLANK, TileSet, load_tileset

__all__ = [
    "BLANK",
    "AcceptAll",
    "Board",
    "Layout",
    "Lexicon",
    "MoveError",
    "Square",
    "Tile",
    "TileSet",
    "WalkableLexicon",
    "WordSet",
    "load_layout",
    "load_tileset",
]
