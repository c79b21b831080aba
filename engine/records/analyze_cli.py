"""``python -m engine analyze FILE.gcg [FILE.gcg ...] [--variant NAME] [--simulate]``

Replays each record with our rules, then prints, for every turn whose whole rack the
record shows, the move played with its equity, the best move by equity available then
and the equity lost, and a bingo the player missed; then a summary per player and the
time the analysis took.  ``--simulate`` has the champion's simulation choose the best
move (``--budget`` seconds per turn, measured here on the monotonic clock, or
``--rounds`` simulated plays for a run that repeats exactly).

The best moves are looked for in the rule set's lexicon, found through the
``wordgames.lexicons`` entry point (``engine.selfplay.lexicon_provider``).  Exit status:
0, or 2 when a file cannot be read or parsed, or no lexicon is installed."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from engine.analysis import analyze_positions, positions_of_record, summary
from engine.errors import MoveError
from engine.movegen.tables import walk_tables
from engine.records.gcg import GcgError, decode_gcg, parse_gcg
from engine.records.replay import replay
from engine.rules import load_ruleset, ruleset_ids
from engine.selfplay import LexiconFor, budget_for, lexicon_provider
from engine.simulate import Budget


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m engine analyze",
        description="For every move of a GCG record: the best move by equity, the equity "
                    "lost, bingos missed.")
    p.add_argument("files", nargs="+", metavar="FILE.gcg")
    p.add_argument("--variant", default="english",
                   help=f"rule set id (default english): {', '.join(ruleset_ids())}")
    p.add_argument("--simulate", action="store_true",
                   help="the best move by the champion's simulation (slower)")
    p.add_argument("--budget", type=float, default=1.0, metavar="SECONDS",
                   help="simulation time per turn (default 1)")
    p.add_argument("--rounds", type=int, default=None, metavar="N",
                   help="simulated plays per turn instead of a time budget")
    p.add_argument("--seed", default="analysis", help="the simulation's random seed")
    return p


def main(argv: list[str], lexicon_for: LexiconFor | None = None,
         out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help and on bad arguments
        return int(exc.code or 0)
    try:
        rules = load_ruleset(args.variant)
        lexicon = (lexicon_for or lexicon_provider())(args.variant)
    except MoveError:
        print(f"unknown variant {args.variant!r}; known: {', '.join(ruleset_ids())}", file=err)
        return 2
    except Exception as exc:  # no provider, a lexicon not built
        print(f"analyze: {exc}", file=err)
        return 2
    tables = walk_tables(lexicon)
    seconds = None if args.rounds is not None else args.budget

    def per_turn() -> Budget | None:
        return budget_for(seconds, args.rounds)

    status = 0
    for name in args.files:
        print(f"== {name}", file=out)
        try:
            record = parse_gcg(decode_gcg(Path(name).read_bytes()))
        except OSError as exc:
            print(f"{name}: cannot read: {exc.strerror or exc}", file=err)
            status = 2
            continue
        except (UnicodeDecodeError, GcgError) as exc:
            print(f"{name}: {exc}", file=err)
            status = 2
            continue
        t0 = time.perf_counter()
        result = replay(record, rules)
        positions = positions_of_record(result)
        sim: tuple[random.Random, Callable[[], Budget | None]] | None = None
        if args.simulate:
            sim = (random.Random(args.seed), per_turn)
        analyses = analyze_positions(positions, rules, tables, simulate_with=sim,
                                     opponents=max(1, len(record.nicks()) - 1))
        took = time.perf_counter() - t0
        for m in result.mismatches:
            print(f"note: {m}", file=out)
        for a in analyses:
            print(a.line(), file=out)
        for line in summary(analyses):
            print(line, file=out)
        how = "simulation" if args.simulate else "static equity"
        print(f"{len(analyses)} of {len(result.moves)} moves analysed ({how}) in "
              f"{took:.2f} s", file=out)
    return status
