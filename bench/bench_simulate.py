"""Simulation benchmark: the champion's play-outs per second before and after a change,
English and Polish, in one run.

    .venv/bin/python bench/bench_simulate.py [--positions 12] [--rounds 20]
        [--move-rounds 1500] [--moves 5] [--budget 3] [--budget-moves 8] [--trials 2]
        [--before COMMIT]

"Before" is commit ``BEFORE`` (or ``--before``): its tree is exported from git into a
temporary directory, its compiled generator built there (``setup.py build_ext
--inplace``, with the compiled lexicons linked in), and this script runs on it in a
subprocess with ``--measure``, as it does on this checkout; the table puts the two side
by side.  Measured, per language:

* play-outs per second (the best of ``--trials`` turns of the two trees): on mid-game
  positions of seeded games of the strong player
  against itself, the champion's candidates are simulated for ``--rounds`` rounds
  (``engine.simulate.simulate``; the budget callable counts the play-outs, one call
  each); per position the fastest of three runs in CPU seconds of this process (the
  machine is shared: the wall clock counts the neighbours too), the median over the
  positions;
* one champion move at ``--move-rounds`` (what ``selfplay --rounds 1500`` gives it): the
  median time of ``choose_action`` over ``--moves`` positions;
* the play-outs a ``--budget`` second budget buys (the bot's default is 3 s): the
  champion's first ``--budget-moves`` moves of a game against strong, the median number
  of play-outs per move, and the median over the moves the budget cut short, with how
  many those were (the others ended earlier, one candidate clearly best); and what the
  budget would buy at the measured rate (``--budget 0`` skips this part).

Both trees make the same choices (same moves for the same seed and rounds): this is a
measure of time only.  Needs the compiled lexicons and a git checkout; run by hand, never
in tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BEFORE = "a13fd7d"  # the last commit before the play-out speed-up
LANGS = ("english", "polish")


# ------------------------------------------------------------ measuring (one tree)
def _positions(variant: str, n: int) -> list[tuple[Any, int]]:
    """(game, seat) at mid-game positions where the champion has candidates to simulate."""
    import dictionaries
    from engine.game import Game
    from engine.players import play_turn
    from engine.rules import load_ruleset

    rules = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    out: list[tuple[Any, int]] = []
    g = 0
    while len(out) < n:
        g += 1
        game = Game(rules, f"simbench#{g}", [("a", None), ("b", None)],
                    {"word_check": "auto"} if "auto" in rules.word_check_choices else {})
        game.lexicon = lex
        rng = random.Random(g)
        for turn in range(30):
            if game.over or len(game.bag) <= rules.rack_size:
                break
            if turn >= 2 and turn % 3 == 2 and len(out) < n:
                out.append((game.copy(), game.turn))
            play_turn(game, game.turn, "strong", rng, lex)
    return out


def _candidates(game: Any, seat: int, tables: Any) -> list[Any]:
    from engine.movegen import analyze, best_by_equity
    from engine.movegen.leaves import load_leave_table
    from engine.players import CHAMPION_WIDTH, champion_candidates

    table = load_leave_table(game.rules.tileset_name)
    first = best_by_equity(analyze(game.board, game.rules, tables), list(game.seats[seat].rack),
                           CHAMPION_WIDTH, bag_tiles=game.bag_after_pending(), leaves=table)
    return champion_candidates(game, seat, first, table)


class _Calls:
    """A budget ("time left?") that counts its calls: one per play-out."""

    def __init__(self, end: float = float("inf")) -> None:
        self.end = end
        self.calls = 0
        self.ran_out = False

    def __call__(self) -> bool:
        self.calls += 1
        left = time.monotonic() < self.end
        self.ran_out |= not left
        return left

    def up(self) -> bool:
        """The players' "is the time up?"."""
        return not self()


def measure(args: argparse.Namespace) -> dict[str, Any]:
    import dictionaries
    from engine.movegen import walk_tables
    from engine.players import choose_action
    from engine.selfplay import budget_for, stop_for
    from engine.simulate import simulate

    out: dict[str, Any] = {}
    for variant in args.langs.split(","):
        lex = dictionaries.lexicon_for_ruleset(variant)
        tables = walk_tables(lex)
        rates = []
        for game, seat in _positions(variant, args.positions):
            cands = _candidates(game, seat, tables)
            if len(cands) < 2:
                continue
            best = float("inf")
            for _ in range(3):
                count = _Calls()
                t0 = time.process_time()
                simulate(game, seat, tables, cands, random.Random(7), budget=count,
                         max_rounds=args.rounds)
                took = time.process_time() - t0
                best = min(best, took / max(1, count.calls))
            rates.append(1.0 / best)
        move_times = []
        for game, seat in _positions(variant, args.moves):
            t0 = time.perf_counter()
            choose_action(game, seat, "champion", random.Random(3), lex,
                          stop_for(budget_for(None, args.move_rounds)))
            move_times.append(time.perf_counter() - t0)
        res: dict[str, Any] = {"playouts_per_s": statistics.median(rates),
                               "positions": len(rates),
                               "move_s": statistics.median(move_times) if move_times else 0.0}
        if args.budget > 0:
            res["budget_playouts"] = _budget_playouts(variant, lex, args.budget,
                                                      args.budget_moves)
        out[variant] = res
    return out


def _budget_playouts(variant: str, lex: Any, seconds: float, moves: int) -> dict[str, Any]:
    """Play-outs per champion move under a ``seconds`` budget, over its first ``moves``
    moves of a game against strong (the clock decides: counts vary a little): the median
    over the moves, and over the moves the budget cut (the others stopped earlier, one
    candidate left clearly best)."""
    from engine.game import Game
    from engine.players import play_turn
    from engine.rules import load_ruleset

    rules = load_ruleset(variant)
    game = Game(rules, "simbench-budget", [("champion", None), ("strong", None)],
                {"word_check": "auto"} if "auto" in rules.word_check_choices else {})
    game.lexicon = lex
    rng = random.Random(11)
    counts: list[int] = []
    cut: list[int] = []
    while not game.over and len(counts) < moves and len(game.bag) > 0:
        seat = game.turn
        if game.seats[seat].player == "champion":
            stop = _Calls(time.monotonic() + seconds)
            play_turn(game, seat, "champion", rng, lex, stop.up)
            counts.append(stop.calls)
            if stop.ran_out:
                cut.append(stop.calls)
        else:
            play_turn(game, seat, "strong", rng, lex)
    return {"median": statistics.median(counts) if counts else 0.0, "moves": len(counts),
            "cut": len(cut), "cut_median": statistics.median(cut) if cut else 0.0}


# ------------------------------------------------------------------ both trees
def build_before(commit: str, where: Path) -> Path:
    tree = where / "before"
    tree.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    compiled = tree / "dictionaries" / "compiled"
    if compiled.is_symlink() or compiled.exists():
        compiled.unlink()
    compiled.symlink_to((ROOT / "dictionaries" / "compiled").resolve())
    subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=tree,
                   check=True, capture_output=True)
    return tree


def run_on(tree: Path, argv: list[str]) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure",
                           "--root", str(tree), *argv], cwd=tree, env=env, check=True,
                          capture_output=True, text=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--move-rounds", type=int, default=1500)
    ap.add_argument("--moves", type=int, default=5)
    ap.add_argument("--budget", type=float, default=3.0)
    ap.add_argument("--budget-moves", type=int, default=8)
    ap.add_argument("--langs", default=",".join(LANGS))
    ap.add_argument("--trials", type=int, default=2,
                    help="play-out rate measured this many times per tree, the best kept")
    ap.add_argument("--before", default=BEFORE)
    ap.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--root", default=str(ROOT), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        sys.path.insert(0, args.root)
        print(json.dumps(measure(args)))
        return
    argv = [f"--positions={args.positions}", f"--rounds={args.rounds}",
            f"--move-rounds={args.move_rounds}", f"--moves={args.moves}",
            f"--budget={args.budget}", f"--budget-moves={args.budget_moves}",
            f"--langs={args.langs}"]
    # The trees take turns (before, after, before...): a neighbour's load that comes and
    # goes falls on both, and each side's best trial counts.
    rates_only = [a for a in argv if not a.startswith(("--moves", "--budget="))] + [
        "--moves=0", "--budget=0"]
    with tempfile.TemporaryDirectory() as tmp:
        print(f"building {args.before} ...", file=sys.stderr)
        old = build_before(args.before, Path(tmp))
        before = run_on(old, argv)
        after = run_on(ROOT, argv)
        for _ in range(args.trials - 1):
            for tree, res in ((old, before), (ROOT, after)):
                more = run_on(tree, rates_only)
                for v, r in more.items():
                    res[v]["playouts_per_s"] = max(res[v]["playouts_per_s"],
                                                   r["playouts_per_s"])
    print(f"play-outs (2 analyses + 2 best-move searches each), {args.rounds} rounds of the "
          f"champion's candidates on {args.positions} positions; before = {args.before}")
    print(f"{'':10} {'play-outs/s before':>19} {'after':>8} {'ratio':>6}   "
          f"{'move @' + str(args.move_rounds) + ' before':>18} {'after':>7}")
    for v in args.langs.split(","):
        b, a = before[v], after[v]
        print(f"{v:10} {b['playouts_per_s']:19.0f} {a['playouts_per_s']:8.0f} "
              f"{a['playouts_per_s'] / b['playouts_per_s']:5.2f}x   "
              f"{b['move_s']:16.2f} s {a['move_s']:5.2f} s")
    if args.budget > 0:
        print(f"\nplay-outs per champion move with a {args.budget:g} s budget, first "
              f"{args.budget_moves} moves of a game: median / median of the moves cut by the "
              f"budget (how many) / the budget x the rate above")
        for v in args.langs.split(","):
            cells = []
            for name, res in (("before", before[v]), ("after", after[v])):
                bp = res["budget_playouts"]
                cells.append(f"{name} {bp['median']:.0f} / {bp['cut_median']:.0f} "
                             f"({bp['cut']} of {bp['moves']}) / "
                             f"{args.budget * res['playouts_per_s']:.0f}")
            print(f"{v:10} " + "   ".join(cells))


if __name__ == "__main__":
    main()
