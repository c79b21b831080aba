"""Board layouts: premium squares as ASCII grids (see engine/data/layouts)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from engine.datafiles import data_lines, read_text


class Square(Enum):
    PLAIN = "."
    DOUBLE_LETTER = "'"
    TRIPLE_LETTER = '"'
    DOUBLE_WORD = "-"
    TRIPLE_WORD = "="
    START = "*"
    QUAD_ACROSS = ">"  # 4S: ×4 for a word across that begins or ends here
    QUAD_DOWN = "v"  # 4S: ×4 for a word down that begins or ends here
    WYM = "x"  # exchange of the next opponent's rack

    @property
    def letter_multiplier(self) -> int:
        return {Square.DOUBLE_LETTER: 2, Square.TRIPLE_LETTER: 3}.get(self, 1)

    @property
    def word_multiplier(self) -> int:
        """The plain word premium (4S and the start square depend on context)."""
        return {Square.DOUBLE_WORD: 2, Square.TRIPLE_WORD: 3}.get(self, 1)


@dataclass(frozen=True)
class Layout:
    name: str
    rows: tuple[tuple[Square, ...], ...]

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    def square(self, row: int, col: int) -> Square:
        return self.rows[row][col]

    @property
    def start(self) -> tuple[int, int]:
        for r, line in enumerate(self.rows):
            for c, sq in enumerate(line):
                if sq is Square.START:
                    return r, c
        raise ValueError(f"layout {self.name} has no start square")

    def in_bounds(self, row: int, col: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width


def parse_layout(name: str, text: str) -> Layout:
    rows = tuple(tuple(Square(ch) for ch in line) for line in data_lines(text))
    if not rows or len({len(r) for r in rows}) != 1:
        raise ValueError(f"layout {name}: rows of unequal length")
    if sum(sq is Square.START for r in rows for sq in r) != 1:
        raise ValueError(f"layout {name}: exactly one start square expected")
    return Layout(name, rows)


@cache
def load_layout(name: str) -> Layout:
    return parse_layout(name, read_text("layouts", name, ".txt"))

