"""Lexicon walk tables on small integer letter codes.

The generator's inner loop walks the lexicon one letter code at a time.  It reads a
double array in the layout of the ``dawgdic`` library (which ``dictionaries`` compiles):

* ``base[u] ^ code`` is the unit reached from unit ``u`` by ``code``, valid when
  ``labels[base[u] ^ code] == code``;
* ``flags[u]`` is 1 when the letters that led to ``u`` form a word;
* ``child[u]`` is the label of ``u``'s first edge (0 is the end-of-word edge, whose unit
  is ``base[u]``), ``sibling[v]`` the label of the edge after the one into ``v`` (0: last).

Codes are 1..N in the order of ``letters``; ``NO_CODE`` (255) is never a label, so a
tile whose letter the lexicon does not know blocks every word through it.

``walk_tables(lexicon)`` reads these tables straight from a compiled ``DawgLexicon``
when it carries them, and otherwise builds them by walking any ``WalkableLexicon`` through
its public ``root``/``edges``/``is_word`` (``TrieLexicon``, house word lists...).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from engine.lexicon import WalkableLexicon

NO_CODE = 255
ROOT = 0


@dataclass(frozen=True, eq=False)
class WalkTables:
    """A lexicon as integer tables (see the module docstring)."""

    letters: str  # letters[code - 1] is the letter of ``code``
    base: Sequence[int]
    labels: Sequence[int]
    flags: Sequence[int]
    child: Sequence[int]
    sibling: Sequence[int]

    def code(self, letter: str) -> int:
        i = self.letters.find(letter)
        return i + 1 if i >= 0 and len(letter) == 1 else NO_CODE

    def follow(self, unit: int, code: int) -> int:
        nxt = self.base[unit] ^ code
        return nxt if self.labels[nxt] == code else -1

    def children(self, unit: int) -> Iterator[tuple[int, int]]:
        """(code, unit) of every edge leaving ``unit``."""
        base = self.base[unit]
        code = self.child[unit]
        if code == 0:
            if not self.flags[unit]:
                return
            code = self.sibling[base]
        while code:
            nxt = base ^ code
            yield code, nxt
            code = self.sibling[nxt]

    def walk(self, word: str) -> int:
        unit = ROOT
        for ch in word:
            unit = self.follow(unit, self.code(ch))
            if unit < 0:
                return -1
        return unit

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str) or not word:
            return False
        unit = self.walk(word)
        return unit >= 0 and bool(self.flags[unit])


_CACHE: dict[int, tuple[object, WalkTables]] = {}


def walk_tables(lexicon: WalkableLexicon) -> WalkTables:
    """The walk tables of ``lexicon`` (made once per lexicon object and kept)."""
    hit = _CACHE.get(id(lexicon))
    if hit is not None and hit[0] is lexicon:
        return hit[1]
    tables = _from_dawg(lexicon) or build_tables(lexicon)
    _CACHE[id(lexicon)] = (lexicon, tables)
    return tables


def _from_dawg(lexicon: object) -> WalkTables | None:
    """The tables a compiled ``dictionaries.DawgLexicon`` already holds (its public
    ``walk_tables()``), if it offers them."""
    get = getattr(lexicon, "walk_tables", None)
    if get is None:
        return None
    letters, base, labels, flags, child, sibling = get()
    if not (isinstance(letters, str) and isinstance(base, array) and isinstance(labels, bytes)
            and isinstance(flags, bytes) and isinstance(child, bytes)
            and isinstance(sibling, bytes)):
        return None
    if getattr(lexicon, "root", ROOT) != ROOT:
        return None
    return WalkTables(letters, base, labels, flags, child, sibling)


def build_tables(lexicon: WalkableLexicon) -> WalkTables:
    """Walk tables for any walkable lexicon, built by a breadth-first walk of its nodes
    (a node reached by several paths, as in a DAWG, gets one base and shares children)."""
    root = lexicon.root
    # First pass: the nodes, their edges and the alphabet.
    order: list[int] = [root]
    seen = {root}
    edges: dict[int, list[tuple[str, int]]] = {}
    letters: set[str] = set()
    k = 0
    while k < len(order):
        node = order[k]
        k += 1
        out = list(lexicon.edges(node))
        edges[node] = out
        for letter, nxt in out:
            letters.add(letter)
            if nxt not in seen:
                seen.add(nxt)
                order.append(nxt)
    alphabet = "".join(sorted(letters))
    if len(alphabet) > 127:
        raise ValueError("at most 127 letters")
    code_of = {ch: i + 1 for i, ch in enumerate(alphabet)}
    labels_of: dict[int, list[int]] = {}
    for node in order:
        codes = sorted(code_of[letter] for letter, _ in edges[node])
        labels_of[node] = ([0] if lexicon.is_word(node) else []) + codes
    # Second pass: a base per node such that all its edge units are free.
    used = {ROOT}
    bases: set[int] = set()  # a base belongs to one node: base ^ code names its edges
    node_base: dict[int, int] = {}
    cursor = 1
    for node in order:
        labs = labels_of[node]
        if not labs:  # a node with no edge at all (the root of an empty lexicon)
            node_base[node] = 0
            continue
        while cursor in used:
            cursor += 1
        b = cursor ^ labs[0]
        while b in bases or any((b ^ c) in used for c in labs):
            b += 1
        bases.add(b)
        for c in labs:
            used.add(b ^ c)
        node_base[node] = b
    size = (max(max(used), max(node_base.values())) | NO_CODE) + 1
    base = array("I", bytes(4 * size))
    labels = bytearray(size)
    flags = bytearray(size)
    child = bytearray(size)
    sibling = bytearray(size)

    def fill(unit: int, node: int) -> None:
        base[unit] = node_base[node]
        flags[unit] = 1 if lexicon.is_word(node) else 0
        labs = labels_of[node]
        child[unit] = labs[0] if labs else 0

    fill(ROOT, root)
    for node in order:
        b = node_base[node]
        labs = labels_of[node]
        targets = {code_of[letter]: nxt for letter, nxt in edges[node]}
        for j, c in enumerate(labs):
            unit = b ^ c
            sibling[unit] = labs[j + 1] if j + 1 < len(labs) else 0
            if c:
                labels[unit] = c
                fill(unit, targets[c])
    return WalkTables(alphabet, base, bytes(labels), bytes(flags), bytes(child), bytes(sibling))


class TrieLexicon:
    """A small in-memory walkable lexicon (tests, house word lists): a plain trie."""

    def __init__(self, words: Iterable[str]) -> None:
        self._kids: list[dict[str, int]] = [{}]
        self._word: list[bool] = [False]
        self._words: set[str] = set()
        for w in words:
            w = w.upper()
            if not w:
                continue
            self._words.add(w)
            node = 0
            for ch in w:
                nxt = self._kids[node].get(ch)
                if nxt is None:
                    nxt = len(self._kids)
                    self._kids[node][ch] = nxt
                    self._kids.append({})
                    self._word.append(False)
                node = nxt
            self._word[node] = True

    @property
    def root(self) -> int:
        return 0

    def follow(self, node: int, letter: str) -> int:
        return self._kids[node].get(letter, -1)

    def is_word(self, node: int) -> bool:
        return self._word[node]

    def edges(self, node: int) -> Iterator[tuple[str, int]]:
        return iter(sorted(self._kids[node].items()))

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._words))

    def __len__(self) -> int:
        return len(self._words)
