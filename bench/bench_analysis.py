"""Game analysis and simulation speed: the time to analyse each public GCG record by
static equity (the issue's target: a 25-move game under 2 s), and the champion's
simulated plays per second on mid-game positions.

    .venv/bin/python bench/bench_analysis.py [--positions 10] [--seconds 0.5] \
        [--langs english,polish]

Needs the compiled lexicons (``python -m dictionaries build english polish``).  Prints
medians; run by hand, never in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from engine.analysis import analyze_positions, positions_of_record
from engine.game import Game
from engine.movegen.leaves import load_leave_table
from engine.movegen.tables import walk_tables
from engine.players import analysis_for, champion_candidates, play_turn
from engine.records.gcg import decode_gcg, parse_gcg
from engine.records.replay import replay
from engine.rules import load_ruleset
from engine.simulate import simulate, top_moves

GCG = Path(__file__).resolve().parents[1] / "tests" / "engine" / "data" / "gcg"


LEXICON_DIR: Path | None = None  # --lexicon-dir: compiled lexicons elsewhere than the default


def bench_records() -> None:
    rules = load_ruleset("english")
    tables = walk_tables(dictionaries.lexicon_for_ruleset("english", LEXICON_DIR))
    per25: list[float] = []
    for path in sorted(GCG.glob("*.gcg")):
        record = parse_gcg(decode_gcg(path.read_bytes()))
        t0 = time.perf_counter()
        result = replay(record, rules)
        found = analyze_positions(positions_of_record(result), rules, tables)
        took = time.perf_counter() - t0
        n = len(result.moves)
        per25.append(took * 25 / max(1, n))
        print(f"{path.name:<20} {n:>3} moves, {len(found):>3} analysed: {took:.2f} s "
              f"({took * 25 / max(1, n):.2f} s per 25 moves)")
    print(f"analysis by static equity: median {statistics.median(per25):.2f} s per 25 moves")


def _counted(seconds: float) -> tuple[list[int], Callable[[], bool]]:
    """A budget of ``seconds`` that counts how often it was asked (once per play)."""
    plays = [0]
    end = time.monotonic() + seconds

    def budget() -> bool:
        plays[0] += 1
        return time.monotonic() < end

    return plays, budget


def bench_simulation(variant: str, n: int, seconds: float) -> None:
    lex = dictionaries.lexicon_for_ruleset(variant, LEXICON_DIR)
    rules = load_ruleset(variant)
    table = load_leave_table(rules.tileset_name)
    rates: list[float] = []
    rounds: list[int] = []
    g = 0
    while len(rates) < n:
        g += 1
        game = Game(rules, f"bench#{g}", [("a", None), ("b", None)], {"word_check": "auto"})
        game.lexicon = lex
        rng = random.Random(g)
        for _ in range(6):
            play_turn(game, game.turn, "strong", rng)
        if game.over or len(game.bag) < rules.rack_size:
            continue
        seat = game.turn
        an = analysis_for(game)
        moves = top_moves(an, list(game.seats[seat].rack), 8, bag_tiles=len(game.bag),
                          leaves=table)
        cands = champion_candidates(game, seat, moves, table)
        if len(cands) < 2:
            continue
        plays, budget = _counted(seconds)
        t0 = time.perf_counter()
        result = simulate(game, seat, an.tables, cands, random.Random(g), budget=budget,
                          max_rounds=10_000)
        took = time.perf_counter() - t0
        rates.append(plays[0] / took)
        rounds.append(result.rounds)
    print(f"{variant}: simulation {statistics.median(rates):.0f} plays/s median, "
          f"{statistics.median(rounds)} rounds in {seconds} s (median of {n} positions)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=10)
    ap.add_argument("--seconds", type=float, default=0.5)
    ap.add_argument("--langs", default="english,polish")
    ap.add_argument("--lexicon-dir", type=Path, default=None)
    args = ap.parse_args()
    global LEXICON_DIR
    LEXICON_DIR = args.lexicon_dir
    bench_records()
    for variant in args.langs.split(","):
        bench_simulation(variant, args.positions, args.seconds)


if __name__ == "__main__":
    main()
