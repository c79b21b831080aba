"""Superleaves: a value for every kept subset of tiles, learned by self-play.

Macondo and MAGPIE value a leave (the tiles kept after a move) by what racks holding it
went on to make: over many self-play moves, the mean equity of the move made from a rack
that contains the leave, less the mean equity of every move (Macondo's
``notebooks/superleaves/autogenerate_superleaves.py``, MAGPIE's ``rack_list.c``:
``rack_list_write_to_klv``), then the games are played again with the new values and the
means taken again, until they settle.  Our tables add that to the fitted formula of
``engine.movegen.leaves`` as a *correction* per leave, shrunk towards 0 by how few moves
saw it (``n / (n + prior)``), since our games number thousands, not their millions.

**The index** (``LeaveIndex``) numbers every multiset of 1 to ``max_size`` tiles of a tile
set, as wolges's KLV numbers the words of its leave graph: by size, then in the order of
the count vector over the letters in code-point order (the blank ``?`` first), so a leave's
number is a sum of a few table entries (``rank``) and the table is a plain array.

**The file** ``engine/data/leaves/<tileset>.superleaves``: one line of JSON (what made the
table: games, moves, prior, the sizes it covers) and then the corrections, little-endian
int16 hundredths of a point in index order, zlib-compressed (most are 0).  Leaves longer
than ``max_size`` take the mean correction of the leaves one tile shorter inside them.
"""

from __future__ import annotations

import json
import sys
import zlib
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from engine.tiles import BLANK, TileSet

MAGIC = b"superleaves 1\n"
SCALE = 100  # stored corrections are hundredths of a point
MAX_SIZE = 5  # leaves learned one by one; longer ones from theirs (see the docstring)


class LeaveIndex:
    """The number of every leave of 1 to ``max_size`` tiles of ``tileset``."""

    def __init__(self, tileset: TileSet, max_size: int = MAX_SIZE) -> None:
        self.tileset_name = tileset.name
        self.max_size = max_size
        self.letters: tuple[str, ...] = tuple(sorted([*tileset.letters, BLANK]))
        self.index = {ch: i for i, ch in enumerate(self.letters)}
        self.caps = caps = [tileset.counts.get(ch, 0) for ch in self.letters]
        n = len(self.letters)
        # ways[i][k]: multisets of k tiles of the letters from i on
        ways = [[0] * (max_size + 1) for _ in range(n + 1)]
        ways[n][0] = 1
        for i in range(n - 1, -1, -1):
            for k in range(max_size + 1):
                ways[i][k] = sum(ways[i + 1][k - c] for c in range(min(caps[i], k) + 1))
        # below[i][r][c]: how many leaves come before those taking c of letter i when r
        # tiles are still to be chosen from letter i on (those taking fewer of it)
        self.below: list[list[list[int]]] = [
            [[sum(ways[i + 1][r - c2] for c2 in range(c)) for c in range(min(caps[i], r) + 1)]
             for r in range(max_size + 1)]
            for i in range(n)]
        self.offset = [0] * (max_size + 2)
        for s in range(1, max_size + 1):
            self.offset[s + 1] = self.offset[s] + ways[0][s]
        self.size = self.offset[max_size + 1]
        # ``below`` flat for the compiled generator: [letter][r][c], -1 where c > the
        # letter's count or > r (no such leave)
        w = max_size + 1
        flat = array("i", [-1]) * (n * w * w)
        for i in range(n):
            for r in range(w):
                for c, v in enumerate(self.below[i][r]):
                    flat[(i * w + r) * w + c] = v
        self.flat_below = flat

    def rank(self, leave: str) -> int:
        """The number of ``leave`` (1 to ``max_size`` tiles, any order); KeyError for a
        tile not in the set, IndexError for more copies than the set holds."""
        counts: dict[str, int] = {}
        for t in leave:
            counts[t] = counts.get(t, 0) + 1
        r = len(leave)
        out = self.offset[r]
        below, index = self.below, self.index
        for ch in sorted(counts):
            c = counts[ch]
            out += below[index[ch]][r][c]
            r -= c
        return out

    def subleaves(self, rack: str) -> Iterator[int]:
        """The number of every distinct leave of 1 to ``max_size`` tiles inside ``rack``."""
        counts: dict[str, int] = {}
        for t in rack:
            counts[t] = counts.get(t, 0) + 1
        letters = sorted(counts)
        rows = [self.below[self.index[ch]] for ch in letters]
        top = self.max_size
        offset = self.offset
        for pick in product(*(range(counts[ch] + 1) for ch in letters)):
            s = sum(pick)
            if s == 0 or s > top:
                continue
            out = offset[s]
            r = s
            for row, c in zip(rows, pick, strict=True):
                if c:
                    out += row[r][c]
                    r -= c
            yield out

    def leaves(self) -> Iterator[str]:
        """Every leave in index order (sorted letters)."""
        caps, n = self.caps, len(self.letters)

        def walk(i: int, left: int, prefix: str) -> Iterator[str]:
            if left == 0:
                yield prefix
                return
            if i == n:
                return
            for c in range(min(caps[i], left) + 1):
                yield from walk(i + 1, left - c, prefix + self.letters[i] * c)

        for s in range(1, self.max_size + 1):
            yield from walk(0, s, "")


@dataclass(frozen=True)
class Superleaves:
    """Learned corrections to a leave table, by leave (``correction``)."""

    index: LeaveIndex
    values: array[int]  # int16 hundredths of a point, by the index's numbers
    meta: dict[str, object] = field(default_factory=dict)
    _cache: dict[str, float] = field(default_factory=dict, init=False, compare=False,
                                     repr=False)

    def correction(self, leave: str) -> float:
        """Points to add to the fitted formula's value of ``leave``: 0 for an empty one, and
        for one no game can keep (a tile the set lacks, more copies than it holds), as the
        formula counts such a tile 0."""
        n = len(leave)
        if n == 0:
            return 0.0
        if n <= self.index.max_size:
            try:
                return self.values[self.index.rank(leave)] / SCALE
            except (KeyError, IndexError):
                return 0.0
        key = "".join(sorted(leave))
        hit = self._cache.get(key)
        if hit is None:
            # the mean over the tiles of the leave without it, letter by letter in
            # code-point order (the compiled generator sums in the same order)
            total = 0.0
            for ch in sorted(set(key)):
                i = key.index(ch)
                total += key.count(ch) * self.correction(key[:i] + key[i + 1:])
            hit = total / n
            if len(self._cache) < 100_000:
                self._cache[key] = hit
        return hit

    def to_bytes(self) -> bytes:
        head = {**self.meta, "tileset": self.index.tileset_name,
                "max_size": self.index.max_size, "scale": SCALE}
        data = array("h", self.values)
        if data.itemsize != 2:  # pragma: no cover - every platform we run on
            raise ValueError("int16 arrays are not 2 bytes here")
        return MAGIC + json.dumps(head, sort_keys=True).encode() + b"\n" + zlib.compress(
            _little(data).tobytes(), 9)


def _little(data: array[Any]) -> array[Any]:
    """The array in the files' byte order (little-endian), whatever the machine's."""
    if sys.byteorder == "big":  # pragma: no cover
        data = array(data.typecode, data)
        data.byteswap()
    return data


def parse_superleaves(raw: bytes, tileset: TileSet) -> Superleaves:
    if not raw.startswith(MAGIC):
        raise ValueError("not a superleaves file")
    head_end = raw.index(b"\n", len(MAGIC))
    meta = json.loads(raw[len(MAGIC):head_end])
    if meta.get("tileset") != tileset.name or meta.get("scale") != SCALE:
        raise ValueError(f"superleaves of {meta.get('tileset')!r}, not {tileset.name!r}")
    index = _index(tileset, int(meta["max_size"]))
    values = _little(array("h", zlib.decompress(raw[head_end + 1:])))
    if len(values) != index.size:
        raise ValueError(f"{len(values)} values for {index.size} leaves")
    return Superleaves(index, values, meta)


_INDEXES: dict[tuple[str, int], LeaveIndex] = {}


def _index(tileset: TileSet, max_size: int) -> LeaveIndex:
    key = (tileset.name, max_size)
    hit = _INDEXES.get(key)
    if hit is None:
        hit = _INDEXES[key] = LeaveIndex(tileset, max_size)
    return hit


def leave_index(tileset: TileSet, max_size: int = MAX_SIZE) -> LeaveIndex:
    """The index of ``tileset``'s leaves, made once."""
    return _index(tileset, max_size)


@dataclass
class LeaveTally:
    """What self-play saw: for every leave, how many moves were made from a rack holding
    it and the sum of their equities; and the same over all moves."""

    index: LeaveIndex
    count: array[int]  # uint32 by leave number
    total: array[float]  # float64 by leave number
    moves: int = 0
    equity_sum: float = 0.0
    equity_sq: float = 0.0

    @classmethod
    def empty(cls, index: LeaveIndex) -> LeaveTally:
        return cls(index, array("I", bytes(4 * index.size)), array("d", bytes(8 * index.size)))

    def add(self, rack: str, equity: float) -> None:
        """One move made from the full ``rack`` with this equity (score + leave)."""
        count, total = self.count, self.total
        for i in self.index.subleaves(rack):
            count[i] += 1
            total[i] += equity
        self.moves += 1
        self.equity_sum += equity
        self.equity_sq += equity * equity

    def superleaves(self, base: Callable[[str], float], prior: float,
                    meta: dict[str, object]) -> Superleaves:
        """The corrections: (mean equity of the leave's racks − mean of all) − ``base``'s
        value of the leave, times n / (n + ``prior``)."""
        mean = self.equity_sum / self.moves if self.moves else 0.0
        out = array("h", bytes(2 * self.index.size))
        count, total = self.count, self.total
        for i, leave in enumerate(self.index.leaves()):
            n = count[i]
            if n:
                raw = total[i] / n - mean
                corr = (raw - base(leave)) * n / (n + prior)
                out[i] = max(-32000, min(32000, round(corr * SCALE)))
        return Superleaves(self.index, out, {**meta, "moves": self.moves, "prior": prior})

    def to_bytes(self) -> bytes:
        head = {"tileset": self.index.tileset_name, "max_size": self.index.max_size,
                "moves": self.moves, "equity_sum": self.equity_sum,
                "equity_sq": self.equity_sq}
        return (json.dumps(head).encode() + b"\n" + _little(array("I", self.count)).tobytes()
                + _little(array("d", self.total)).tobytes())

    @classmethod
    def from_bytes(cls, raw: bytes, tileset: TileSet) -> LeaveTally:
        head_end = raw.index(b"\n")
        head = json.loads(raw[:head_end])
        index = _index(tileset, int(head["max_size"]))
        body = raw[head_end + 1:]
        count = _little(array("I", body[:4 * index.size]))
        total = _little(array("d", body[4 * index.size:]))
        if head["tileset"] != tileset.name or len(count) != index.size or len(
                total) != index.size:
            raise ValueError("a tally of another tile set")
        return cls(index, count, total, head["moves"], head["equity_sum"], head["equity_sq"])


__all__ = ["MAX_SIZE", "LeaveIndex", "LeaveTally", "Superleaves", "leave_index",
           "parse_superleaves"]
