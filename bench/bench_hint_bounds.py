"""Issue 13, item 1: the time and the peak added memory of one /hint and one computer move
on the fishing racks of the issue (empty board, rack=9 and the default rack).

    python bench/bench_hint_bounds.py            # every case, each in a fresh process
    python bench/bench_hint_bounds.py --repeat 5 # the median of 5 runs per case

Each case runs in its own process, so that the peak resident memory (ru_maxrss) it
reports above the process's start is that case's alone; tracemalloc's peak counts what
Python allocates (the compiled generator allocates through PyMem_Raw*, which it sees)."""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CASES = [  # (rule set, rack size, rack, what)
    ("bulgarian", 9, "???АОЕИНТ", "hint"),
    ("english", 9, "??EASRTIN", "hint"),
    ("english", 7, "??EASRT", "hint"),
    ("bulgarian", 9, "???АОЕИНТ", "medium"),
    ("english", 9, "??EASRTIN", "medium"),
    ("english", 9, "??EASRTIN", "strong"),
    # as the service runs them: with its time budget (THINK_BUDGET, 0.8 s)
    ("bulgarian", 9, "???АОЕИНТ", "hint@0.8"),
    ("bulgarian", 9, "???АОЕИНТ", "medium@0.8"),
]


def one(variant: str, rack_size: int, rack: str, what: str) -> dict[str, float]:
    import dictionaries
    from engine import players
    from engine.game import Game
    from engine.rules import load_ruleset

    lex = dictionaries.lexicon_for_ruleset(variant)
    rules = load_ruleset(variant)
    overrides = {"rack_size": rack_size} if rack_size != rules.rack_size else None
    game = Game(rules, "bench", [("a", None), ("b", None)], overrides)
    seat = game.seats[game.turn]
    game.bag.put_back(seat.rack)
    for t in rack:
        game.bag.tiles.remove(t)
    seat.rack = list(rack)
    players.analysis_for(game, lex)  # the lexicon's walk tables, built once per process
    what, _, budget = what.partition("@")
    stop = None
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    t0 = time.perf_counter()
    if budget:
        end = time.monotonic() + float(budget)
        stop = lambda: time.monotonic() >= end  # noqa: E731 - the service's budget, inline
    if what == "hint":
        players.best_moves(game, game.turn, 3, lex, stop)
    else:
        players.choose_action(game, game.turn, what, random.Random(1), lex,  # type: ignore[arg-type]
                              stop)
    seconds = time.perf_counter() - t0
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"seconds": seconds, "traced_mb": peak / 2**20, "rss_added_mb": (rss1 - rss0) / 1024}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--case", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.case is not None:
        print(json.dumps(one(*CASES[args.case])))
        return
    print(f"{'case':36} {'seconds':>8} {'traced MB':>10} {'RSS+ MB':>8}")
    for i, case in enumerate(CASES):
        runs = []
        for _ in range(args.repeat):
            out = subprocess.run([sys.executable, __file__, "--case", str(i)], cwd=ROOT,
                                 capture_output=True, text=True, check=True)
            runs.append(json.loads(out.stdout))
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        name = f"{case[0]} rack={case[1]} {case[2]} {case[3]}"
        print(f"{name:36} {med['seconds']:8.3f} {med['traced_mb']:10.1f} "
              f"{med['rss_added_mb']:8.1f}")


if __name__ == "__main__":
    main()
