"""The lexicon interface the engine consumes.

The engine never loads word lists itself (it does no I/O): a lexicon object is handed to
it.  Words cross this interface in the engine's alphabet, the tile letters of the rule
set's tile set, in upper case (``"ŻÓŁW"``, ``"ЁЖ"`` is never asked: Ё has no tile).

``Lexicon`` is all that validation needs.  ``WalkableLexicon`` adds the letter-by-letter
walk that a move generator uses: nodes are plain integers so that a walk allocates
nothing but the letter strings it is given.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol, runtime_checkable


@runtime_checkable
class Lexicon(Protocol):
    """Word membership, in upper-case tile letters."""

    def __contains__(self, word: object) -> bool: ...


@runtime_checkable
class WalkableLexicon(Lexicon, Protocol):
    """A lexicon that can also be walked letter by letter from ``root``."""

    @property
    def root(self) -> int: ...

    def follow(self, node: int, letter: str) -> int:
        """The node reached from ``node`` by ``letter``, or -1 when no word continues so."""
        ...

    def is_word(self, node: int) -> bool:
        """Whether the letters that led to ``node`` form a whole word."""
        ...

    def edges(self, node: int) -> Iterator[tuple[str, int]]:
        """Every (letter, child node) leaving ``node``."""
        ...


class AcceptAll:
    """Every word is valid: for replaying records and for agreement-mode games."""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str)


class WordSet:
    """A small in-memory lexicon (tests, fixtures, house word lists)."""

    def __init__(self, words: Iterable[str]) -> None:
        self._words = frozenset(w.upper() for w in words)

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)
