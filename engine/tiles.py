"""Tile sets: which letters exist, how many of each, and what they are worth."""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from engine.datafiles import data_lines, names, read_text
from engine.errors import MoveError

BLANK = "?"

BlankValue = Literal["zero", "letter"]  # what a blank on the board scores


@dataclass(frozen=True)
class TileSet:
    name: str
    counts: dict[str, int]
    values: dict[str, int]
    letters: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        # Alphabetical in the language's code-point order, blank excluded.
        object.__setattr__(
            self, "letters", tuple(sorted(ch for ch in self.counts if ch != BLANK))
        )

    @property
    def blanks(self) -> int:
        return self.counts.get(BLANK, 0)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def value(self, letter: str) -> int:
        """Face value of a letter tile (0 for the blank)."""
        return self.values.get(letter, 0)

    def full_bag(self) -> list[str]:
        """Every tile once, in a canonical order (letters as in ``letters``, blanks last)."""
        bag: list[str] = []
        for ch in self.letters:
            bag.extend(ch * self.counts[ch])
        bag.extend(BLANK * self.blanks)
        return bag

    def tile_value(self, letter: str, blank: bool, blank_value: BlankValue) -> int:
        """What a tile on the board scores: its letter's value; a blank nothing, unless the
        rule set's blanks score the letter they stand for (erudit-home).  The one answer to
        "what is this tile worth" for scoring, the move generator and the pictures."""
        if blank and blank_value == "zero":
            return 0
        return self.value(letter)

    def is_letter(self, ch: str) -> bool:
        return ch != BLANK and ch in self.counts

    @property
    def script(self) -> str:
        """``latin``, ``cyrillic`` or ``other``: the script the game's letters are in."""
        scripts = Counter(script_of(ch) for ch in self.letters)
        return scripts.most_common(1)[0][0] if scripts else "other"

    def foreign_letter(self, letter: str) -> MoveError:
        """The refusal for a letter that is not in the game: naming its script when it is
        not the game's (the keyboard is on the wrong layout; the glyph itself may look
        exactly like a letter of the game)."""
        script = script_of(letter)
        if script in ("latin", "cyrillic") and script != self.script:
            return MoveError(f"foreign_letter_{script}", letter=letter.upper())
        return MoveError("bad_letter", letter=letter)


def script_of(ch: str) -> str:
    """``latin``, ``cyrillic`` or ``other``: the script a letter is written in."""
    name = unicodedata.name(ch, "")
    if name.startswith("LATIN"):
        return "latin"
    if name.startswith("CYRILLIC"):
        return "cyrillic"
    return "other"


def parse_tileset(name: str, text: str) -> TileSet:
    counts: dict[str, int] = {}
    values: dict[str, int] = {}
    for line in data_lines(text):
        letter, count, value = (part.strip() for part in line.split(","))
        if letter in counts:
            raise ValueError(f"tile set {name}: {letter} listed twice")
        counts[letter] = int(count)
        values[letter] = int(value)
    return TileSet(name, counts, values)


@cache
def load_tileset(name: str) -> TileSet:
    return parse_tileset(name, read_text("tilesets", name, ".txt"))


def tileset_names() -> list[str]:
    return names("tilesets", ".txt")
