"""The bag: a multiset of tiles drawn with a seeded generator.

Randomness comes from ``random.Random(f"{seed}#{n}")`` for the n-th random operation of a
game, so a game's whole state is its seed, a counter and its actions: no global random,
nothing that depends on the process, and the JSON form stays small."""

from __future__ import annotations

import random


class Bag:
    __slots__ = ("counter", "seed", "tiles")

    def __init__(self, tiles: list[str], seed: str, counter: int = 0) -> None:
        self.tiles = sorted(tiles)  # canonical: the order never says what went back when
        self.seed = seed
        self.counter = counter

    def rng(self) -> random.Random:
        """A generator for the next random operation."""
        rng = random.Random(f"{self.seed}#{self.counter}")
        self.counter += 1
        return rng

    def __len__(self) -> int:
        return len(self.tiles)

    def draw(self, n: int) -> list[str]:
        """Up to ``n`` tiles at random (fewer when the bag runs out)."""
        n = min(n, len(self.tiles))
        if n <= 0:
            return []
        rng = self.rng()
        return [self.tiles.pop(rng.randrange(len(self.tiles))) for _ in range(n)]

    def put_back(self, tiles: list[str]) -> None:
        self.tiles.extend(tiles)
        self.tiles.sort()
