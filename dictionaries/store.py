"""The compiled lexicon: file format, compilation and the loaded object.

One file per language holds two minimised DAWGs built by ``dawg2`` (the C++ ``dawgdic``
double-array library):

* the words themselves (UTF-8), loaded into a ``dawg.DAWG`` subclass, so ``word in lexicon``
  runs entirely in C (no Python frame per lookup);
* the same words with every tile letter recoded to one byte (1..N), whose double array
  is unpacked at build time into flat tables, so that a walk step is two table reads, an
  XOR and a compare in Python, with integer nodes and one byte per letter for every
  alphabet (Cyrillic letters would otherwise take two UTF-8 steps).

Layout: ``MAGIC``, a JSON header, then length-prefixed sections (little-endian uint32
lengths): words DAWG, XOR bases (uint32 per unit), labels (byte per unit), word flags
(byte per unit), guide first-child labels and guide next-sibling labels (byte per unit).
A unit ``i`` reached by letter code ``c`` from node ``n`` is ``base[n] ^ c``, valid when
``label[base[n] ^ c] == c``.
"""

from __future__ import annotations

import json
import struct
import sys
from array import array
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import dawg  # type: ignore[import-not-found]

MAGIC = b"WGLEX\x01\n"
FORMAT_VERSION = 1
_LEN = struct.Struct("<I")
ROOT = 0
#: the code of a letter outside the alphabet: never a label (labels are 1..127)
NO_CODE = 0xFF


class LexiconFormatError(Exception):
    """The compiled file is not a lexicon file of this version."""


def _unpack_walk_tables(
    completion_bytes: bytes,
) -> tuple[array[int], bytes, bytes, bytes, bytes]:
    """XOR bases, labels, word flags and guide tables from a CompletionDAWG's bytes.

    dawgdic unit (uint32): bits 0-7 label, bit 8 has-leaf, bit 9 offset extension,
    bits 10-31 offset, bit 31 is-leaf (value unit).  The guide that follows the
    dictionary holds (first child label, next sibling label) per unit.
    """
    (n_units,) = _LEN.unpack_from(completion_bytes, 0)
    units = array("I")
    units.frombytes(completion_bytes[4 : 4 + 4 * n_units])
    if sys.byteorder != "little":  # pragma: no cover
        units.byteswap()
    pos = 4 + 4 * n_units
    (n_guide,) = _LEN.unpack_from(completion_bytes, pos)
    guide = completion_bytes[pos + 4 : pos + 4 + 2 * n_guide]
    if n_guide != n_units:
        raise LexiconFormatError("guide and dictionary sizes differ")
    base = array("I", bytes(4 * n_units))
    labels = bytearray(n_units)
    flags = bytearray(n_units)
    top = 0
    for i, u in enumerate(units):
        offset = ((u >> 10) << ((u & 0x200) >> 6)) & 0xFFFFFFFF
        b = i ^ offset
        base[i] = b
        if not u & 0x80000000:
            labels[i] = u & 0xFF
            if b > top:
                top = b
        if u & 0x100:
            flags[i] = 1
    # every base[n] ^ c with c <= NO_CODE must index the label table
    size = max(n_units, (top | NO_CODE) + 1)
    labels.extend(bytes(size - n_units))
    return base, bytes(labels), bytes(flags), bytes(guide[0::2]), bytes(guide[1::2])


def compile_lexicon(
    words: Iterable[str], letters: tuple[str, ...], header: dict[str, Any]
) -> bytes:
    """The compiled file's bytes for ``words`` (upper-case tile letters only)."""
    if len(letters) > 127:
        raise ValueError("at most 127 letters")
    code_of = {ord(letter): chr(i + 1) for i, letter in enumerate(letters)}
    word_list = sorted(set(words))
    for w in word_list:
        if not w or any(c not in letters for c in w):
            raise ValueError(f"{w!r} has a letter outside {''.join(letters)}")
    words_dawg = dawg.DAWG(word_list, input_is_sorted=True)
    coded = sorted(w.translate(code_of) for w in word_list)
    walk_dawg = dawg.CompletionDAWG(coded, input_is_sorted=True)
    base, labels, flags, child, sibling = _unpack_walk_tables(walk_dawg.tobytes())
    head = dict(header)
    head.update(
        format=FORMAT_VERSION, letters="".join(letters), words=len(word_list), units=len(base)
    )
    base_bytes = base.tobytes() if sys.byteorder == "little" else _swapped(base)
    sections = [
        words_dawg.tobytes(),
        base_bytes,
        labels,
        flags,
        child,
        sibling,
    ]
    out = [MAGIC]
    head_bytes = json.dumps(head, ensure_ascii=False, sort_keys=True).encode("utf-8")
    for part in (head_bytes, *sections):
        out.append(_LEN.pack(len(part)))
        out.append(part)
    return b"".join(out)


def _swapped(a: array[int]) -> bytes:  # pragma: no cover - big-endian hosts only
    b = array(a.typecode, a)
    b.byteswap()
    return b.tobytes()


def read_header(path: Path) -> dict[str, Any]:
    """The JSON header of a compiled file, without loading the tables."""
    with path.open("rb") as f:
        if f.read(len(MAGIC)) != MAGIC:
            raise LexiconFormatError(f"{path} is not a compiled lexicon")
        (n,) = _LEN.unpack(f.read(4))
        header: dict[str, Any] = json.loads(f.read(n).decode("utf-8"))
    return header


class DawgLexicon(dawg.DAWG):  # type: ignore[misc]
    """A compiled word list: membership in C, letter-by-letter walk on integer nodes.

    ``word in lexicon`` takes upper-case tile letters (``normalize`` turns user input into
    them).  ``follow(node, letter)`` returns the child node or -1; ``is_word(node)`` tells
    whether the letters so far form a word; ``edges(node)`` lists the children.
    """

    __slots__ = (
        "_base",
        "_child",
        "_codes",
        "_count",
        "_flags",
        "_fold",
        "_labels",
        "_sibling",
        "header",
        "language",
        "letters",
    )
    root: int = ROOT
    language: str
    letters: str
    header: dict[str, Any]
    _count: int
    _codes: dict[str, int]
    _base: array[int]
    _labels: bytes
    _flags: bytes
    _child: bytes
    _sibling: bytes
    _fold: dict[int, str]

    @classmethod
    def from_bytes(cls, data: bytes, fold: dict[str, str] | None = None) -> DawgLexicon:
        if not data.startswith(MAGIC):
            raise LexiconFormatError("not a compiled lexicon (bad magic)")
        pos = len(MAGIC)
        parts: list[bytes] = []
        view = memoryview(data)
        while pos < len(data):
            (n,) = _LEN.unpack_from(data, pos)
            parts.append(bytes(view[pos + 4 : pos + 4 + n]))
            pos += 4 + n
        if len(parts) != 7:
            raise LexiconFormatError(f"expected 7 sections, found {len(parts)}")
        head_b, words_b, base_b, labels, flags, child, sibling = parts
        header: dict[str, Any] = json.loads(head_b.decode("utf-8"))
        if header.get("format") != FORMAT_VERSION:
            raise LexiconFormatError(f"format {header.get('format')} is not {FORMAT_VERSION}")
        lex = cls()
        lex.frombytes(words_b)
        base = array("I")
        base.frombytes(base_b)
        if sys.byteorder != "little":  # pragma: no cover
            base.byteswap()
        lex.header = header
        lex.language = str(header.get("language", ""))
        lex.letters = str(header["letters"])
        lex._count = int(header["words"])
        lex._codes = {letter: i + 1 for i, letter in enumerate(lex.letters)}
        lex._base = base
        lex._labels = labels
        lex._flags = flags
        lex._child = child
        lex._sibling = sibling
        lex._fold = {ord(k): v for k, v in (fold or header.get("fold", {})).items()}
        return lex

    @classmethod
    def from_file(cls, path: Path, fold: dict[str, str] | None = None) -> DawgLexicon:
        return cls.from_bytes(path.read_bytes(), fold)

    # membership: __contains__ is inherited from dawg.DAWG (C, UTF-8 key)

    def walk_tables(self) -> tuple[str, array[int], bytes, bytes, bytes, bytes]:
        """The walk's flat tables, for a move generator that walks them itself:
        (letters, base, labels, flags, child, sibling); letter codes are 1..N in the order
        of ``letters``, the root is node 0, and ``follow`` documents the layout."""
        return (self.letters, self._base, self._labels, self._flags, self._child,
                self._sibling)

    def __len__(self) -> int:
        return self._count

    def __repr__(self) -> str:
        return f"<DawgLexicon {self.language or '?'}: {self._count} words>"

    def __iter__(self) -> Iterator[str]:
        """Every word, in the order of the letter codes (tile-set order)."""
        letters = self.letters
        stack: list[tuple[int, str]] = [(ROOT, "")]
        while stack:
            node, prefix = stack.pop()
            if self._flags[node]:
                yield prefix
            children = list(self.edges(node))
            for letter, child in reversed(children):
                stack.append((child, prefix + letter))
        del letters

    def normalize(self, word: str) -> str:
        """User input in any case to tile letters: ``'ёжик'`` -> ``'ЕЖИК'``."""
        return word.strip().upper().translate(self._fold)

    def follow(self, node: int, letter: str) -> int:
        """The node reached from ``node`` by ``letter``, or -1."""
        code = self._codes.get(letter, NO_CODE)
        nxt = self._base[node] ^ code
        if self._labels[nxt] == code:
            return nxt
        return -1

    def is_word(self, node: int) -> bool:
        return self._flags[node] == 1

    def edges(self, node: int) -> Iterator[tuple[str, int]]:
        base = self._base[node]
        letters = self.letters
        sibling = self._sibling
        code = self._child[node]
        if code == 0:  # first edge is the end-of-word edge: skip to its sibling
            if not self._flags[node]:
                return
            code = sibling[base]
        while code:
            nxt = base ^ code
            yield letters[code - 1], nxt
            code = sibling[nxt]

    def walk(self, prefix: str) -> int:
        """The node after ``prefix`` (tile letters), or -1."""
        node = ROOT
        for letter in prefix:
            node = self.follow(node, letter)
            if node < 0:
                return -1
        return node

    def has_prefix(self, prefix: str) -> bool:
        return self.walk(prefix) >= 0
