"""Tile alphabets: which letters a language's lexicon may use, and how raw words fold to them.

The letters come from the engine's tile sets (``engine/data/tilesets/*.txt``, read by
``engine.tiles``).  A word belongs to a language's lexicon only if, after upper-casing and
folding, every letter is one of that tile set's letters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from engine.tiles import load_tileset

#: language -> tile set file (without .txt)
TILESET_FOR_LANGUAGE: dict[str, str] = {
    "english": "english",
    "polish": "polish",
    "russian": "ru-erudit",
    "bulgarian": "bulgarian",
    "slovak": "slovak",
    "romanian": "romanian",
}

#: The accented letters of the words English has adopted (CAFÉ, FIANCÉ, ÉPÉE, SMØRREBRØD
#: in SCOWL): English plays them without their accents.
_ENGLISH_FOLDS = {
    **{c: "A" for c in "ÀÁÂÃÄÅ"}, "Ç": "C", **{c: "E" for c in "ÈÉÊË"},
    **{c: "I" for c in "ÌÍÎÏ"}, "Ñ": "N", **{c: "O" for c in "ÒÓÔÕÖØ"},
    **{c: "U" for c in "ÙÚÛÜ"}, "Ý": "Y", "Ÿ": "Y",
}

#: Upper-case letters folded to a tile letter, per language (applied after ``str.upper``).
FOLDS: dict[str, dict[str, str]] = {
    "english": _ENGLISH_FOLDS,
    "russian": {"Ё": "Е"},
    "romanian": {
        "Ă": "A",
        "Â": "A",
        "Î": "I",
        "Ș": "S",  # U+0218 comma below (correct Romanian)
        "Ş": "S",  # U+015E cedilla (legacy encodings)
        "Ț": "T",  # U+021A comma below
        "Ţ": "T",  # U+0162 cedilla
    },
}


def read_tile_letters(tileset: str) -> tuple[str, ...]:
    """The letters of a tile set (without the blank), in the engine's order."""
    return load_tileset(tileset).letters


@dataclass(frozen=True)
class Alphabet:
    """A language's tile letters and the folding from raw text to them."""

    letters: tuple[str, ...]
    folds: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.letters) > 120:
            raise ValueError("an alphabet must have at most 120 letters")
        for letter in self.letters:
            if len(letter) != 1 or letter != letter.upper():
                raise ValueError(f"tile letter {letter!r} is not one upper-case character")

    @cached_property
    def table(self) -> dict[int, str]:
        return {ord(k): v for k, v in self.folds.items()}

    def normalize(self, word: str) -> str:
        """User input in any case to tile letters (``ёж`` -> ``ЕЖ``); no validation."""
        return word.strip().upper().translate(self.table)

    def tile_word(self, raw: str) -> str | None:
        """A raw list entry as a tile-letter word, or None when it has no place in the lexicon.

        Dropped: any upper-case letter in the entry (proper nouns, abbreviations), fewer
        than two letters, and any character (after folding) that has no tile.
        """
        if len(raw) < 2 or not raw.islower() or any(c.isupper() for c in raw):
            return None
        word = raw.upper().translate(self.table)
        letters = self.letter_set
        for c in word:
            if c not in letters:
                return None
        return word

    @cached_property
    def letter_set(self) -> frozenset[str]:
        return frozenset(self.letters)

    @cached_property
    def entry_pattern(self) -> re.Pattern[str]:
        """A whole line that is a lexicon entry: two or more lower-case tile letters."""
        allowed = {c.lower() for c in self.letters} | {c.lower() for c in self.folds}
        chars = "".join(sorted(re.escape(c) for c in allowed))
        return re.compile(f"^[{chars}]{{2,}}$", re.MULTILINE)

    def filter_text(self, text: str) -> list[str]:
        """Every line of ``text`` that is a lexicon entry, as tile-letter words (may repeat).

        Equivalent to ``tile_word`` on each line, but done by the regex engine in one pass.
        """
        lines = self.entry_pattern.findall(text)
        if not lines:
            return []
        return "\n".join(lines).upper().translate(self.table).split("\n")


def alphabet_for(language: str) -> Alphabet:
    return Alphabet(
        read_tile_letters(TILESET_FOR_LANGUAGE[language]),
        dict(FOLDS.get(language, {})),
    )
