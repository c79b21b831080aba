"""Board analysis for the generator: every row and column as flat per-square arrays.

The arrays live in the compiled ``engine.movegen.generate.BoardAnalysis``; this module
reads the engine's objects (board, layout, rule set, tile values) into what it takes.
For each line (rows for moves across, columns for moves down) and each square it holds:
the tile already there (as a letter code), what that tile adds to a word along the line,
the premiums a new tile would get, the cross-check set (a bit mask of the letter codes
that make a valid word across the line, or 0 when none does) with the cross word's fixed
part of the score, and the squares from which a word may start.  It depends on the board,
the rule set and the lexicon only, so one analysis serves every rack (hints, the computer
player, the "no one can move" check of all racks).

Scoring follows ``engine.scoring`` exactly: letter premiums then word premiums of newly
covered squares (every covered square with ``premiums = "every_time"``), the start square's
``start_premium``, 4S squares (×4 for a word along the arrow that begins or ends there),
blanks worth 0 or their letter's value.
"""

from __future__ import annotations

from array import array
from weakref import WeakKeyDictionary

from engine.board import Board
from engine.layout import Layout, Square
from engine.movegen.generate import BoardAnalysis
from engine.movegen.tables import NO_CODE, WalkTables
from engine.rules import RuleSet

__all__ = ["BoardAnalysis", "analyze", "is_quad", "letter_mult", "word_mult"]

_QUADS = (Square.QUAD_ACROSS, Square.QUAD_DOWN)


def letter_mult(sq: Square) -> int:
    return sq.letter_multiplier if sq not in _QUADS and sq is not Square.START else 1


def word_mult(sq: Square, start_premium: int) -> int:
    """The square's word factor for any word through it, 4S aside."""
    if sq is Square.START:
        return start_premium
    if sq in _QUADS:
        return 1
    return sq.word_multiplier


def is_quad(sq: Square, across: bool) -> bool:
    return (sq is Square.QUAD_ACROSS and across) or (sq is Square.QUAD_DOWN and not across)


def analyze(board: Board, rules: RuleSet, tables: WalkTables) -> BoardAnalysis:
    """The analysis of ``board``: the engine's tiles and premiums as flat per-square
    arrays, handed to the compiled ``BoardAnalysis`` (anchors, cross-checks, lines)."""
    layout = board.layout
    w = layout.width
    n = layout.height * w
    letters = _letters(rules, tables)
    codes = bytearray(n)
    points = array("i", bytes(4 * n))
    for r, c, t in board.tiles():
        code, face, blank_face = letters.get(t.letter) or letters.add(t.letter)
        codes[r * w + c] = code
        points[r * w + c] = blank_face if t.blank else face
    return BoardAnalysis(rules, tables, board, bytes(codes), points,
                         _premiums(layout, rules.start_premium), letters.code_values)


class _Letters(dict[str, tuple[int, int, int]]):
    """Per letter of the board: its code, and what it scores as a letter and as a blank
    (``WalkTables.code``, ``RuleSet.tile_value``), asked once per letter, not once per
    tile of every position analysed; and the value of each code (``_values``)."""

    def __init__(self, rules: RuleSet, tables: WalkTables) -> None:
        super().__init__()
        self.rules = rules
        self.tables = tables
        self.code_values = _values(rules, tables)

    def add(self, letter: str) -> tuple[int, int, int]:
        hit = self[letter] = (self.tables.code(letter), self.rules.tile_value(letter),
                              self.rules.tile_value(letter, True))
        return hit


# tables -> (tile set, blank value) -> its letters (every answer depends on those alone),
# gone with the tables
_LETTERS: WeakKeyDictionary[WalkTables, dict[tuple[str, str], _Letters]] = WeakKeyDictionary()


def _letters(rules: RuleSet, tables: WalkTables) -> _Letters:
    per = _LETTERS.get(tables)
    if per is None:
        per = _LETTERS[tables] = {}
    key = (rules.tileset_name, rules.blank_value)
    hit = per.get(key)
    if hit is None:
        hit = per[key] = _Letters(rules, tables)
    return hit


_PREMIUMS: dict[tuple[int, int], tuple[Layout, bytes]] = {}


def _premiums(layout: Layout, start_premium: int) -> bytes:
    """Per square: letter factor, then word factor (4S aside), then the 4S arrow
    (1 across, 2 down, 0 none); made once per layout."""
    hit = _PREMIUMS.get((id(layout), start_premium))
    if hit is not None and hit[0] is layout:
        return hit[1]
    squares = [layout.square(r, c) for r in range(layout.height) for c in range(layout.width)]
    arrow = {Square.QUAD_ACROSS: 1, Square.QUAD_DOWN: 2}
    out = bytes([letter_mult(sq) for sq in squares]
                + [word_mult(sq, start_premium) for sq in squares]
                + [arrow.get(sq, 0) for sq in squares])
    _PREMIUMS[(id(layout), start_premium)] = (layout, out)
    return out


def _values(rules: RuleSet, tables: WalkTables) -> tuple[int, ...]:
    """Tile value by letter code (index 0 and ``NO_CODE``: 0), for blanks worth their
    letter."""
    values = [0] * (NO_CODE + 1)
    for i, ch in enumerate(tables.letters):
        values[i + 1] = rules.tileset.value(ch)
    return tuple(values)
