"""The table simulator (tests/service/table_sim.py) run longer, with new seeds: whole
games through the real service in every rule set, every command checked against what
the players were told.

    .venv/bin/python bench/bench_tables.py [--tables 10] [--commands 200]
        [--rulesets english,literaki] [--seeds 1,2,3 | --first N] [--render]

Seeds are new each run (``--first``: the first seed, by default from the clock; the run
prints it) unless ``--seeds`` names them: a failure prints its rule set and seed, and
``--rulesets R --seeds S`` plays that table again, command for command (the simulator
uses no wall clock: the service's clock and the search budget's are the simulator's).
``--render``: the renderer draws every picture too (slower; the invariant checks the
data a picture is drawn from either way).  Prints, per rule set and in all, how many
tables, games, commands and invariant checks ran, the median seconds per table, the
known failures (``table_sim.KNOWN``) and every unknown one.  Run by hand, never in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "service"))

from table_sim import Tally, play_tables, rulesets  # noqa: E402


async def run(args: argparse.Namespace) -> Tally:
    names = args.rulesets.split(",") if args.rulesets else rulesets()
    if args.seeds:
        seeds = [int(s) for s in args.seeds.split(",")]
    else:
        first = args.first if args.first is not None else int(time.time()) % 1_000_000 * 100
        seeds = list(range(first, first + args.tables))
        print(f"seeds {seeds[0]}..{seeds[-1]}", flush=True)
    total = Tally()
    for name in names:
        one = Tally()
        took = []
        for seed in seeds:
            t0 = time.process_time()
            await play_tables(name, [seed], one, max_commands=args.commands,
                              render=args.render)
            took.append(time.process_time() - t0)
        print(f"{name:12} {one.tables} tables, {one.games} games, {one.commands} commands, "
              f"{sum(one.checks.values())} checks, median {statistics.median(took):.1f} s "
              f"CPU a table, {len(one.failures)} failures ({len(one.unknown())} unknown)",
              flush=True)
        total.tables += one.tables
        total.games += one.games
        total.commands += one.commands
        total.checks.update(one.checks)
        total.endings.update(one.endings)
        total.failures.extend(one.failures)
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=10, help="tables per rule set")
    ap.add_argument("--commands", type=int, default=200, help="commands per table")
    ap.add_argument("--rulesets", default="", help="comma-separated (default: every one)")
    ap.add_argument("--seeds", default="", help="comma-separated seeds (default: new ones)")
    ap.add_argument("--first", type=int, default=None, help="the first of the new seeds")
    ap.add_argument("--render", action="store_true", help="draw every picture too")
    args = ap.parse_args()
    tally = asyncio.run(run(args))
    print()
    print(tally.report())
    sys.exit(1 if tally.unknown() else 0)


if __name__ == "__main__":
    main()
