"""``python -m engine analyze FILE.gcg [FILE.gcg ...] [--variant NAME] [--simulate]``
or ``python -m engine analyze --cgp "LINE" [--top N] [--simulate]``

Replays each record with our rules, then prints, for every turn whose whole rack the
record shows, the move played with its equity, the best move by equity available then
and the equity lost, and a bingo the player missed; then a summary per player and the
time the analysis took.  ``--simulate`` has the champion's simulation choose the best
move (``--budget`` seconds per turn, measured here on the monotonic clock, or
``--rounds`` simulated plays for a run that repeats exactly).

The best moves are looked for in the rule set's lexicon, found through the
``wordgames.lexicons`` entry point (``engine.selfplay.lexicon_provider``).

``--cgp`` analyses one position given as a CGP line (``engine.cgp``: pasted from Woogles,
MAGPIE or ``Game.to_cgp``; its rule set from the line's ``rules`` operation, else inferred)
and prints the ``--top`` best moves of the player to move by static equity, or, with
``--simulate``, the champion's candidates ranked by its simulation.  An opponent's empty
rack with tiles in the bag is taken as unknown (the simulation draws it from the unseen
tiles).  Exit status: 0, or 2 when a file or a line cannot be read or parsed, or no lexicon
is installed."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from engine.analysis import analyze_positions, positions_of_record, summary
from engine.cgp import CgpError
from engine.errors import MoveError
from engine.game import Game
from engine.movegen.analysis import analyze
from engine.movegen.leaves import load_leave_table
from engine.movegen.tables import walk_tables
from engine.players import CHAMPION_WIDTH, champion_candidates
from engine.records.gcg import GcgError, decode_gcg, parse_gcg
from engine.records.replay import replay
from engine.rules import load_ruleset, ruleset_ids
from engine.selfplay import LexiconFor, budget_for, lexicon_provider
from engine.simulate import Budget, simulate, top_moves


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m engine analyze",
        description="For every move of a GCG record: the best move by equity, the equity "
                    "lost, bingos missed.")
    p.add_argument("files", nargs="*", metavar="FILE.gcg")
    p.add_argument("--cgp", metavar="LINE", help="analyse this position (a CGP line) instead")
    p.add_argument("--top", type=int, default=10, metavar="N",
                   help="with --cgp: how many moves to print (default 10)")
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
    if args.cgp is not None:
        return _analyze_cgp(args, lexicon_for, out, err)
    if not args.files:
        print("analyze: name a record (FILE.gcg) or a position (--cgp LINE)", file=err)
        return 2
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


def _analyze_cgp(args: argparse.Namespace, lexicon_for: LexiconFor | None, out: TextIO,
                 err: TextIO) -> int:
    try:
        game = Game.from_cgp(args.cgp)
    except (CgpError, MoveError) as exc:
        print(f"cgp: {exc}", file=err)
        return 2
    try:
        lexicon = (lexicon_for or lexicon_provider())(game.rules.id)
    except Exception as exc:  # no provider, a lexicon not built
        print(f"analyze: {exc}", file=err)
        return 2
    for seat in game.seats[1:]:  # an empty rack with tiles in the bag is not known
        if not seat.rack:
            seat.rack = game.bag.draw(game.rules.rack_size)
    game.lexicon = lexicon
    tables = walk_tables(lexicon)
    rack = game.seats[0].rack
    bag = len(game.bag)
    table = load_leave_table(game.rules.tileset_name)
    scores = "–".join(str(game.scores[i]) for i in range(len(game.seats)))
    print(f"{game.rules.id}: {''.join(rack) or '(empty rack)'} to move, {bag} in the bag, "
          f"scores {scores}", file=out)
    moves = top_moves(analyze(game.board, game.rules, tables), rack,
                      max(args.top, CHAMPION_WIDTH if args.simulate else 0), bag_tiles=bag,
                      leaves=table)
    if args.simulate and moves and bag > 0:
        cands = champion_candidates(game, 0, moves, table)
        result = simulate(game, 0, tables, cands, random.Random(args.seed),
                          budget=budget_for(None if args.rounds else args.budget,
                                            args.rounds))
        print(f"simulated {result.rounds} rounds", file=out)
        for i, t in enumerate(result.tallies[:args.top], 1):
            c = t.candidate
            print(f"{i:>3} {c!s:<20} {c.score:>4} leave {c.keep or '-':<7} "
                  f"static {c.static:6.1f} simulated {t.mean:6.1f}", file=out)
        return 0
    if not moves:
        print("no move places a tile", file=out)
    for i, (eq, m) in enumerate(moves[:args.top], 1):
        print(f"{i:>3} {m.notation:<20} {m.score:>4} leave {m.leave or '-':<7} "
              f"equity {eq:6.1f}", file=out)
    return 0
