"""``/play WORD`` placement search (engine.reading.placements_of_word): time to find every
placement of one word on mid-game positions.  The words searched are the moves a strong
player would make there (so there is at least one placement) and, as often, a word the
rack cannot make (the refusal path).

    .venv/bin/python bench/bench_word_search.py [--positions 60] [--langs english,polish]

Positions come from seeded games of the strong player against itself (turns 4 onwards).
Needs the compiled lexicons.  Prints the median and the 99th percentile; run by hand,
never in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from engine.game import Game
from engine.movegen import Move
from engine.players import best_moves, play_turn
from engine.reading import placements_of_word
from engine.rules import load_ruleset
from engine.validate import validate_placement


def timings(variant: str, n: int) -> tuple[list[float], list[float]]:
    lex = dictionaries.lexicon_for_ruleset(variant)
    rules = load_ruleset(variant)
    times: list[float] = []
    hits: list[float] = []  # searches that found placements
    g = 0
    while len(times) < 2 * n:
        g += 1
        game = Game(rules, f"bench-word#{g}", [("a", None), ("b", None)],
                    {"word_check": "auto"})
        game.lexicon = lex
        rng = random.Random(g)
        turn = 0
        while not game.over and len(times) < 2 * n and turn < 30:
            if turn >= 4 and game.bag.tiles:
                rack = list(game.seats[game.turn].rack)
                best = best_moves(game, game.turn, 1)
                for w in filter(None, [_whole(game, best[0]) if best else "", "QUIXOTRY"]):
                    t0 = time.perf_counter()
                    res = placements_of_word(game.board, rules, rack, w.upper())
                    times.append(time.perf_counter() - t0)
                    if res:
                        hits.append(times[-1])
            play_turn(game, game.turn, "strong", rng)
            turn += 1
    return times, hits


def _whole(game: Game, move: Move) -> str:
    """The main word of a generated move, board letters included."""
    return validate_placement(game.board, game.rules, move.notation, None).words[0].text


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--langs", default="english,polish")
    args = ap.parse_args()
    for variant in args.langs.split(","):
        times, hits = timings(variant, args.positions)
        for label, sample in (("all", times), ("found", hits)):
            ms = sorted(t * 1000 for t in sample)
            p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
            print(f"{variant:10s} {label:6s} searches={len(ms)} "
                  f"median={statistics.median(ms):.2f} ms p99={p99:.2f} ms max={ms[-1]:.2f} ms")


if __name__ == "__main__":
    main()
