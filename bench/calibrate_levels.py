"""The computer levels' fixed ratings, fitted from self-play.

    .venv/bin/python bench/calibrate_levels.py [--games 6] [--variant english] \
        [--rounds 300] [--results FILE]

Plays every pair of levels against each other (``engine.selfplay.play_game``, the seats
taking turns to start), then fits one strength per level to the wins and losses by
maximum likelihood under the win probability openskill's Plackett-Luce model gives two
players of fixed rating (``P(a beats b) = 1 / (1 + exp((mu_b - mu_a) / c))``, with
``c = sqrt(2) * beta`` since a computer's rating has no uncertainty), with ``medium``
pinned at openskill's default mu of 25.  The figures go into
``bot/service/ratings.COMPUTER_MU``.  Run by hand (minutes), never in tests.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from engine.levels import LEVELS
from engine.selfplay import play_game

BETA = 25 / 6  # openskill's default beta
ANCHOR = "medium"


def fit(results: list[tuple[str, str, float]], levels: list[str]) -> dict[str, float]:
    """Maximum-likelihood strengths from (a, b, a's share: 1, 0.5 or 0) by gradient
    ascent; a weak prior (mu 25, sigma 25) keeps a level that never lost finite."""
    c = math.sqrt(2) * BETA
    mu = dict.fromkeys(levels, 25.0)
    for _ in range(5000):
        grad = {lv: -(mu[lv] - 25.0) / 25.0 ** 2 for lv in levels}
        for a, b, share in results:
            p = 1 / (1 + math.exp((mu[b] - mu[a]) / c))
            grad[a] += (share - p) / c
            grad[b] -= (share - p) / c
        for lv in levels:
            mu[lv] += 2.0 * grad[lv]
        shift = mu[ANCHOR] - 25.0
        for lv in levels:
            mu[lv] -= shift
    return mu


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6, help="games per pair of levels")
    ap.add_argument("--variant", default="english")
    ap.add_argument("--rounds", type=int, default=300,
                    help="the champion's simulated plays per move")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--pairs", help="only these pairs, e.g. champion:strong,champion:hard")
    ap.add_argument("--results", help="JSON file of results: the games played are added "
                    "to it; --games 0 only fits what it holds")
    args = ap.parse_args()
    levels = args.levels.split(",")
    path = Path(args.results) if args.results else None
    results: list[tuple[str, str, float]] = []
    if path is not None and path.exists():
        results = [tuple(r) for r in json.loads(path.read_text())]  # type: ignore[misc]
    pairs = ([tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs
             else list(itertools.combinations(levels, 2)))
    if args.games:
        lexicon = dictionaries.lexicon_for_ruleset(args.variant)
        t0 = time.perf_counter()
        for a, b in pairs:
            for g in range(args.games):
                game, _ = play_game(args.variant, f"cal/{a}/{b}/{g}", [a, b], lexicon,
                                    starter=g % 2, rounds=args.rounds)
                sa = next(s.side for s in game.seats if s.player.startswith(a + "-"))
                sb = next(s.side for s in game.seats if s.player.startswith(b + "-"))
                share = 0.5 if sa in game.winners and sb in game.winners else (
                    1.0 if sa in game.winners else 0.0)
                results.append((a, b, share))
                print(f"{a} {game.scores[sa]} - {b} {game.scores[sb]}", flush=True)
        print(f"{len(results)} games in {time.perf_counter() - t0:.0f} s", flush=True)
        if path is not None:
            path.write_text(json.dumps(results))
    seen = sorted({lv for r in results for lv in r[:2]}, key=LEVELS.index)
    for a, b in itertools.combinations(seen, 2):
        games = [s if (x, y) == (a, b) else 1 - s for x, y, s in results
                 if (x, y) in ((a, b), (b, a))]
        if games:
            print(f"{a} against {b}: {sum(games):.1f} of {len(games)}")
    mu = fit(results, seen)
    for lv in seen:
        print(f"{lv:>9}: mu {mu[lv]:5.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
