"""Rack-leave values: what the tiles kept after a move are worth for the next turns.

A leave table per tile set lives in ``engine/data/leaves/<tileset>.txt``::

    # comments (how the table was made)
    @vowels AEIOU          letters counted as vowels for the balance term
    @dup -1.9              points per extra copy of a letter (AA: one extra)
    @balance -1.2          points per vowel/consonant difference beyond one
    A 0.6                  points per tile kept, the blank as ``?``

value(leave) = Σ tile points + dup × Σ(copies − 1) + balance × max(0, |vowels − consonants| − 1)
               + the learned correction of the leave (``<tileset>.superleaves``, when there
                 is one: ``engine.movegen.superleaves``, trained by self-play)

The tables are fitted by ``python -m engine selfplay --fit-leaves`` (see
``engine/data/leaves/README.md``); ``fit_leave_table`` is the pure least-squares fit.
When the bag is empty the leave is a debt instead: ``endgame_leave`` (twice its face value,
since the opponent going out gains it and we lose it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from engine.datafiles import data_lines, read_bytes, read_text
from engine.movegen.superleaves import Superleaves, parse_superleaves
from engine.tiles import BLANK, TileSet, load_tileset


@dataclass(frozen=True)
class LeaveTable:
    tiles: dict[str, float]
    vowels: frozenset[str] = frozenset()
    dup: float = 0.0
    balance: float = 0.0
    comment: str = ""
    superleaves: Superleaves | None = None
    _cache: dict[str, float] = field(default_factory=dict, init=False, compare=False,
                                     repr=False)

    def value(self, leave: str) -> float:
        """Points the kept tiles are worth (``leave`` as rack letters, ``?`` for a blank)."""
        hit = self._cache.get(leave)
        if hit is not None:
            return hit
        # One pass, no Counter: the simulation asks for every leave of thousands of random
        # racks.  The sums run in the same order as the formula's, so the value is the same
        # float to the last bit.
        counts: dict[str, int] = {}
        for t in leave:
            counts[t] = counts.get(t, 0) + 1
        tiles, vowels = self.tiles, self.vowels
        total = 0.0
        extra = v = c = 0
        for t, n in counts.items():
            total += tiles.get(t, 0.0) * n
            if t != BLANK:
                extra += n - 1
                if t in vowels:
                    v += n
                else:
                    c += n
        total += self.dup * extra
        total += self.balance * max(0, abs(v - c) - 1)
        if self.superleaves is not None:
            total += self.superleaves.correction(leave)
        if len(self._cache) < 100_000:
            self._cache[leave] = total
        return total

    def to_text(self) -> str:
        lines = [f"# {ln}" if ln else "#" for ln in self.comment.splitlines()]
        lines.append(f"@vowels {''.join(sorted(self.vowels))}")
        lines.append(f"@dup {self.dup:.2f}")
        lines.append(f"@balance {self.balance:.2f}")
        for t in sorted(self.tiles, key=lambda ch: (ch == BLANK, ch)):
            lines.append(f"{t} {self.tiles[t]:.2f}")
        return "\n".join(lines) + "\n"


def _imbalance(leave: str, vowels: frozenset[str]) -> int:
    v = sum(1 for t in leave if t in vowels)
    c = sum(1 for t in leave if t not in vowels and t != BLANK)
    return max(0, abs(v - c) - 1)


def parse_leave_table(text: str) -> LeaveTable:
    tiles: dict[str, float] = {}
    vowels: frozenset[str] = frozenset()
    dup = balance = 0.0
    for line in data_lines(text):
        key, _, value = line.strip().partition(" ")
        value = value.strip()
        if key == "@vowels":
            vowels = frozenset(value)
        elif key == "@dup":
            dup = float(value)
        elif key == "@balance":
            balance = float(value)
        else:
            tiles[key] = float(value)
    return LeaveTable(tiles, vowels, dup, balance)


@cache
def load_leave_table(tileset_name: str) -> LeaveTable:
    """The table of a tile set, with its learned corrections when it has them; an all-zero
    table when none was made."""
    try:
        table = parse_leave_table(read_text("leaves", tileset_name, ".txt"))
    except KeyError:
        return LeaveTable({})
    try:
        raw = read_bytes("leaves", tileset_name, ".superleaves")
    except KeyError:
        return table
    return replace(table, superleaves=parse_superleaves(raw, load_tileset(tileset_name)))


def endgame_leave(leave: str, tileset: TileSet) -> float:
    return -2.0 * sum(tileset.value(t) for t in leave if t != BLANK)


def fit_leave_table(
    samples: Iterable[tuple[str, float]],
    tileset: TileSet,
    vowels: Iterable[str],
    *,
    ridge: float = 20.0,
    comment: str = "",
) -> LeaveTable:
    """Least squares with a ridge: points scored on the next turn ≈ mean + Σ tile
    weights + dup × extra copies + balance × imbalance, over (leave, next score) samples.
    The fitted weights (relative to the mean) are the leave values."""
    vowel_set = frozenset(vowels)
    names = [*tileset.letters, BLANK]
    index = {t: i for i, t in enumerate(names)}
    k = len(names) + 3  # tiles, dup, balance, intercept
    ata = [[0.0] * k for _ in range(k)]
    atb = [0.0] * k
    n = 0
    for leave, y in samples:
        x = [0.0] * k
        counts = Counter(leave)
        for t, c in counts.items():
            if t in index:
                x[index[t]] += c
        x[k - 3] = sum(c - 1 for t, c in counts.items() if t != BLANK)
        x[k - 2] = _imbalance(leave, vowel_set)
        x[k - 1] = 1.0
        nz = [i for i in range(k) if x[i]]
        for i in nz:
            atb[i] += x[i] * y
            row = ata[i]
            for j in nz:
                row[j] += x[i] * x[j]
        n += 1
    for i in range(k - 1):  # no ridge on the intercept
        ata[i][i] += ridge
    w = _solve(ata, atb)
    tiles = {t: round(w[index[t]], 2) for t in names}
    return LeaveTable(tiles, vowel_set, round(w[k - 3], 2), round(w[k - 2], 2),
                      comment + f"\nfitted on {n} samples")


def _solve(a: Sequence[Sequence[float]], b: Sequence[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and positive)."""
    n = len(b)
    m = [[*a[i], b[i]] for i in range(n)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        if abs(p) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / p
                mr, mc = m[r], m[col]
                for j in range(col, n + 1):
                    mr[j] -= f * mc[j]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]
