"""A move found by the generator: the record the players, hints and analysis work with.

Plain Python on purpose: the compiled generator (``engine.movegen.generate``) keeps its
moves as compact C records and makes a ``Move`` only for the moves a caller looks at."""

from __future__ import annotations

from dataclasses import dataclass

from engine.tiles import BLANK


@dataclass(frozen=True, slots=True)
class Move:
    """A placement found by the generator."""

    row: int  # first square of the main word
    col: int
    across: bool
    tiles: tuple[tuple[int, int, str, bool], ...]  # (row, col, letter, blank) new tiles
    notation: str  # ``8H WO.D``: what ``Game.place`` takes
    score: int
    leave: str  # the rack letters left, sorted (``?`` for a blank)

    @property
    def key(self) -> tuple[tuple[int, int, str, bool], ...]:
        """What identifies the move on the board: its new tiles, sorted."""
        return tuple(sorted(self.tiles))

    @property
    def used(self) -> str:
        return "".join(BLANK if b else ch for _, _, ch, b in self.tiles)
