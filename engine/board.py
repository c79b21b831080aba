"""The board: which tile lies on which square.  Premiums live in the layout."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.layout import Layout


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile on the board.  A blank remembers the letter it stands for."""

    letter: str
    blank: bool = False

    def __str__(self) -> str:
        return self.letter.lower() if self.blank else self.letter

    @property
    def rack_letter(self) -> str:
        """The tile as it sits on a rack: ``?`` for a blank."""
        return "?" if self.blank else self.letter


class Board:
    """A grid of tiles over a layout.  Rows and columns count from 0 here; notation
    (``8H``) is parsed in ``engine.notation``."""

    # ``_rows``: ``to_rows`` as last worked out, None once a tile moved (a command asks
    # for the rows several times: to compare before and after, and to store them).
    __slots__ = ("_cells", "_rows", "layout")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self._cells: list[Tile | None] = [None] * (layout.width * layout.height)
        self._rows: tuple[str, ...] | None = None

    @property
    def width(self) -> int:
        return self.layout.width

    @property
    def height(self) -> int:
        return self.layout.height

    def get(self, row: int, col: int) -> Tile | None:
        """The tile at (row, col); None for an empty square or one off the board."""
        if 0 <= row < self.layout.height and 0 <= col < self.layout.width:
            return self._cells[row * self.layout.width + col]
        return None

    def is_empty(self) -> bool:
        return all(t is None for t in self._cells)

    def place(self, row: int, col: int, tile: Tile) -> None:
        i = row * self.layout.width + col
        if self._cells[i] is not None:
            raise ValueError(f"square {row},{col} is taken")
        self._cells[i] = tile
        self._rows = None

    def replace(self, row: int, col: int, tile: Tile) -> Tile:
        """Put ``tile`` where another lies (the erudit-home blank swap); returns the old one."""
        i = row * self.layout.width + col
        old = self._cells[i]
        if old is None:
            raise ValueError(f"square {row},{col} is empty")
        self._cells[i] = tile
        self._rows = None
        return old

    def remove(self, row: int, col: int) -> Tile:
        i = row * self.layout.width + col
        tile = self._cells[i]
        if tile is None:
            raise ValueError(f"square {row},{col} is empty")
        self._cells[i] = None
        self._rows = None
        return tile

    def tiles(self) -> Iterator[tuple[int, int, Tile]]:
        w = self.layout.width
        for i, t in enumerate(self._cells):
            if t is not None:
                yield i // w, i % w, t

    def copy(self) -> Board:
        other = Board(self.layout)
        other._cells = list(self._cells)
        other._rows = self._rows
        return other

    def to_rows(self) -> list[str]:
        """One string per row: a letter per tile (lower case for a blank), ``.`` when empty."""
        if self._rows is None:
            w = self.layout.width
            self._rows = tuple(
                "".join("." if t is None else str(t) for t in self._cells[r * w : (r + 1) * w])
                for r in range(self.layout.height)
            )
        return list(self._rows)

    @classmethod
    def from_rows(cls, layout: Layout, rows: list[str]) -> Board:
        board = cls(layout)
        if len(rows) != layout.height or any(len(r) != layout.width for r in rows):
            raise ValueError("rows do not match the layout")
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != ".":
                    board.place(r, c, Tile(ch.upper(), ch.islower()))
        return board

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Board)
            and self.layout.name == other.layout.name
            and self._cells == other._cells
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, like a list

    def __str__(self) -> str:
        return "\n".join(self.to_rows())
