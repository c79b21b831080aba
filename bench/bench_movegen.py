"""Move generator benchmark: the compiled generator against the pure-Python generator it
replaced and against the brute-force reference, on the same mid-game positions, English
and Polish, in one run.

    .venv/bin/python bench/bench_movegen.py [--positions 20] [--brute 3] [--langs english,polish]
    .venv/bin/python bench/bench_movegen.py --magpie BIN --magpie-data DIR [--positions 200]

With ``--magpie`` it times our best move by equity and our full list against MAGPIE's
(a binary built elsewhere, never by the project; ``bench/magpie_data.py`` makes its data
directory from our English words and leaves) on the same English positions, through one
MAGPIE process fed CGP lines on stdin (``bench/magpie.py``), and checks that the lists
agree; otherwise it gives our own figures:

"Before" is the pure-Python generator and board analysis of commit ``BEFORE``, read from
git (``git show``) into bench-only modules: the measurement the figures are relative to,
never imported by the engine.  Positions come from seeded games of the strong player
against itself (turns 4 onwards, both racks).  Per position each timing is the best of
``--repeat`` runs; the table gives medians over the positions.  Rows:

* full list: analysis + every move with its score (after: the compact ``MoveList``;
  "+ Move objects" also makes a ``Move`` of every one);
* count: analysis + counting the moves (moves per second);
* best by equity: analysis + the best move by score + leave (after: ``best_by_equity``;
  before: every move made and sorted, as ``engine.players`` did);
* worst rack: the Polish opening ``??KOTAS`` (two blanks, every move listed);
* memory: RSS of a fresh process after loading the lexicon (before and after code), and
  the traced peak (tracemalloc) of one full list of the worst rack.

It also checks that both generators find the same moves and scores, that the best moves
agree, and (on ``--brute`` positions) that the brute-force generator agrees.  Needs the
compiled lexicons (``python -m dictionaries build english polish``) and a git checkout.
Run by hand, never in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from engine.board import Board
from engine.game import Game
from engine.movegen import all_moves, analyze, best_by_equity, count_moves, walk_tables
from engine.movegen.brute import brute_moves
from engine.movegen.leaves import LeaveTable, endgame_leave, load_leave_table
from engine.players import play_turn
from engine.rules import RuleSet, load_ruleset

sys.path.insert(0, str(Path(__file__).resolve().parent))
from magpie import Magpie  # bench/, beside this script

ALL = 1_000_000  # ask MAGPIE for every move

ROOT = Path(__file__).resolve().parents[1]
BEFORE = "a72cb7c"  # the last commit with the pure-Python generator


def load_before() -> tuple[ModuleType, ModuleType]:
    """The pure-Python analysis and generator of ``BEFORE``, as bench-only modules."""

    def source(path: str) -> str:
        return subprocess.run(["git", "-C", str(ROOT), "show", f"{BEFORE}:{path}"],
                              check=True, capture_output=True, text=True).stdout

    def module(name: str, text: str) -> ModuleType:
        mod = ModuleType(name)
        sys.modules[name] = mod  # dataclasses look their module up
        exec(compile(text, f"{BEFORE}:{name}", "exec"), mod.__dict__)
        return mod

    analysis = module("before_analysis", source("engine/movegen/analysis.py"))
    generate = module("before_generate", source("engine/movegen/generate.py").replace(
        "engine.movegen.analysis", "before_analysis"))
    return analysis, generate


def before_best(gen: ModuleType, analysis: Any, rack: list[str], bag_tiles: int,
                table: LeaveTable) -> tuple[float, Any]:
    """The best move by equity as ``engine.players.equity_moves`` found it at ``BEFORE``:
    every move made, valued and sorted."""
    tileset = analysis.rules.tileset
    bag_empty = bag_tiles == 0
    out: list[tuple[float, Any]] = []
    rk = gen.RackCoding(analysis, rack)
    leave_value: dict[int, float] = {}

    def emit(line: Any, s: int, e: int, nt: int, key: int, score: int, placed: list[int],
             pblank: list[bool]) -> None:
        lv = leave_value.get(key)
        if lv is None:
            leave = rk.leave_of(key)
            lv = endgame_leave(leave, tileset) if bag_empty else table.value(leave)
            leave_value[key] = lv
        out.append((score + lv, gen.make_move(analysis, rk, line, s, e, key, score, placed,
                                              pblank)))

    gen.generate(analysis, rack, emit, bag_empty=bag_empty)
    out.sort(key=lambda em: (-em[0], -em[1].score, em[1].notation))
    return out[0]


def positions(variant: str, n: int, seed: str) -> list[tuple[Board, list[str], int, str]]:
    """(board, rack to move, tiles in the bag, the position's CGP line)."""
    lex = dictionaries.lexicon_for_ruleset(variant)
    out: list[tuple[Board, list[str], int, str]] = []
    g = 0
    while len(out) < n:
        g += 1
        game = Game(load_ruleset(variant), f"{seed}#{g}", [("a", None), ("b", None)],
                    {"word_check": "auto"})
        game.lexicon = lex
        rng = random.Random(g)
        turn = 0
        while not game.over and len(out) < n and turn < 40:
            if turn >= 4 and len(game.bag) > 0:
                out.append((game.board.copy(), list(game.seats[game.turn].rack), len(game.bag),
                            game.to_cgp()))
            play_turn(game, game.turn, "strong", rng)
            turn += 1
    return out


def best_of(k: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    """(fastest of ``k`` runs in ms, the last result)."""
    best = float("inf")
    out = None
    for _ in range(k):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return 1000 * best, out


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def row(name: str, before: float, after: float, unit: str = "ms") -> None:
    print(f"  {name:<28} {before:>10.2f} {after:>10.3f} {unit:<6} {before / after:>7.1f}x")


def bench(variant: str, n: int, n_brute: int, seed: str, repeat: int,
          before: tuple[ModuleType, ModuleType]) -> None:
    old_an, old_gen = before
    rules: RuleSet = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    tables = walk_tables(lex)
    table = load_leave_table(rules.tileset_name)
    pos = positions(variant, n, seed)
    t: dict[str, list[float]] = {k: [] for k in (
        "list_b", "list_a", "objs_a", "count_b", "count_a", "best_b", "best_a")}
    counts: list[int] = []
    same = same_best = 0
    for board, rack, bag, _cgp in pos:
        ms, old = best_of(repeat, lambda: old_gen.all_moves(
            old_an.analyze(board, rules, tables), rack))  # noqa: B023 - called at once
        t["list_b"].append(ms)
        ms, new = best_of(repeat, lambda: all_moves(analyze(board, rules, tables), rack))  # noqa: B023
        t["list_a"].append(ms)
        ms, _ = best_of(repeat, lambda: list(all_moves(analyze(board, rules, tables), rack)))  # noqa: B023
        t["objs_a"].append(ms)
        ms, k = best_of(repeat, lambda: old_gen.count_moves(
            old_an.analyze(board, rules, tables), rack))  # noqa: B023
        t["count_b"].append(ms)
        ms, k2 = best_of(repeat, lambda: count_moves(analyze(board, rules, tables), rack))  # noqa: B023
        t["count_a"].append(ms)
        ms, ob = best_of(repeat, lambda: before_best(
            old_gen, old_an.analyze(board, rules, tables), rack, bag, table))  # noqa: B023
        t["best_b"].append(ms)
        ms, nb = best_of(repeat, lambda: best_by_equity(
            analyze(board, rules, tables), rack, 1, bag_tiles=bag, leaves=table))  # noqa: B023
        t["best_a"].append(ms)
        counts.append(k)
        same += k == k2 == len(new) and ({m.key: m.score for m in old}
                                          == {m.key: m.score for m in new})
        same_best += (ob[0], ob[1].notation) == (nb[0][0], nb[0][1].notation)
    med = {k: statistics.median(v) for k, v in t.items()}
    mc = statistics.median(counts)
    print(f"== {variant}: {len(pos)} mid-game positions, {mc:.0f} moves median "
          f"(max {max(counts)})")
    print(f"  {'median':<28} {'before':>10} {'after':>10} {'':<6} {'ratio':>8}")
    row("full list (compact)", med["list_b"], med["list_a"])
    row("full list + Move objects", med["list_b"], med["objs_a"])
    row("count", med["count_b"], med["count_a"])
    rate_b = statistics.median(c / ms * 1000 for c, ms in zip(counts, t["count_b"], strict=True))
    rate_a = statistics.median(c / ms * 1000 for c, ms in zip(counts, t["count_a"], strict=True))
    print(f"  {'moves/s (count)':<28} {rate_b:>10.0f} {rate_a:>10.0f} {'':<6} "
          f"{rate_a / rate_b:>7.1f}x")
    row("best by equity", med["best_b"], med["best_a"])
    print(f"  same moves and scores, before and after: {same}/{len(pos)}; "
          f"same best move: {same_best}/{len(pos)}")
    if n_brute <= 0:
        return
    words = [w for w in lex if len(w) <= max(rules.layout.width, rules.layout.height)]
    b_ms: list[float] = []
    a_ms: list[float] = []
    agree = 0
    for board, rack, _bag, _cgp in pos[:n_brute]:
        t0 = time.perf_counter()
        slow = brute_moves(board, rules, lex, words, rack)
        b_ms.append(1000 * (time.perf_counter() - t0))
        ms, new = best_of(repeat, lambda: all_moves(analyze(board, rules, tables), rack))  # noqa: B023
        a_ms.append(ms)
        agree += {m.key: m.score for m in new} == {k: v[0] for k, v in slow.items()}
    print(f"  brute force: {statistics.median(b_ms):.0f} ms median on {len(b_ms)} positions, "
          f"{statistics.median(b_ms) / statistics.median(a_ms):.0f}x the compiled full list; "
          f"identical move sets and scores: {agree}/{len(b_ms)}")


def worst_rack(repeat: int, before: tuple[ModuleType, ModuleType]) -> None:
    old_an, old_gen = before
    rules = load_ruleset("polish")
    tables = walk_tables(dictionaries.lexicon_for_ruleset("polish"))
    board = Board(rules.layout)
    rack = list("??KOTAS")
    ms_b, old = best_of(1, lambda: old_gen.all_moves(old_an.analyze(board, rules, tables), rack))
    ms_a, new = best_of(repeat, lambda: all_moves(analyze(board, rules, tables), rack))
    ms_e, _ = best_of(repeat, lambda: best_by_equity(analyze(board, rules, tables), rack, 1,
                                                      bag_tiles=80))
    print(f"== worst rack: polish opening ??KOTAS, {len(new)} moves")
    row("full list (compact)", ms_b, ms_a)
    row("best by equity", ms_b, ms_e)
    same = {m.key: m.score for m in old} == {m.key: m.score for m in new}
    print(f"  same moves and scores: {same}")
    del old, new
    peaks = []
    for fn in (lambda: old_gen.all_moves(old_an.analyze(board, rules, tables), rack),
               lambda: all_moves(analyze(board, rules, tables), rack),
               lambda: best_by_equity(analyze(board, rules, tables), rack, 1, bag_tiles=80)):
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        fn()
        peaks.append((tracemalloc.get_traced_memory()[1] - base) / 2**20)
        tracemalloc.stop()
    print(f"  traced peak of the full list: {peaks[0]:.1f} MB before, {peaks[1]:.1f} MB after "
          f"(best by equity: {peaks[2]:.2f} MB)")


def versus_magpie(magpie: Magpie, n: int, seed: str, repeat: int) -> None:
    """Our best move by equity and full list against MAGPIE's on the same English
    positions (MAGPIE has our words and our leave table: ``bench/magpie_data.py``)."""
    rules = load_ruleset("english")
    tables = walk_tables(dictionaries.lexicon_for_ruleset("english"))
    table = load_leave_table(rules.tileset_name)
    pos = positions("english", n, seed)
    t: dict[str, list[float]] = {k: [] for k in (
        "best_o", "best_m", "list_o", "list_m", "trip_m", "search_b", "search_l")}
    same_list = same_best = ties = exchanges = 0
    diffs: list[str] = []
    best_diffs: list[str] = []
    for board, rack, bag, cgp in pos:
        ms, ours_best = best_of(repeat, lambda: best_by_equity(
            analyze(board, rules, tables), rack, 1, bag_tiles=bag, leaves=table))  # noqa: B023
        t["best_o"].append(ms)
        ms, ours = best_of(repeat, lambda: all_moves(analyze(board, rules, tables), rack))  # noqa: B023
        t["list_o"].append(ms)
        # Our search alone, the board's analysis (cross-checks, anchors) made before:
        # what MAGPIE's net time is, its CGP load (timed in its round trip) computing
        # its cross-sets and anchors (src/impl/cgp.c: game_gen_all_cross_sets,
        # board_update_all_anchors).
        an = analyze(board, rules, tables)
        ms, _ = best_of(repeat, lambda: best_by_equity(
            an, rack, 1, bag_tiles=bag, leaves=table))  # noqa: B023
        t["search_b"].append(ms)
        ms, _ = best_of(repeat, lambda: all_moves(an, rack))  # noqa: B023
        t["search_l"].append(ms)
        ms, (theirs_best, _) = best_of(repeat, lambda: magpie.moves(cgp, 1))  # noqa: B023
        t["best_m"].append(ms)
        ms, _ = best_of(repeat, lambda: magpie.moves(cgp, ALL, 1))  # noqa: B023
        t["list_m"].append(ms)
        ms, _ = best_of(repeat, lambda: magpie.round_trip(cgp))  # noqa: B023
        t["trip_m"].append(ms)
        listed, _ = magpie.moves(cgp, ALL)
        theirs = {(m.notation, m.score) for m in listed if m.kind == "place"}
        mine = {(m.notation, m.score) for m in ours}
        same_list += theirs == mine
        if theirs != mine and len(diffs) < 3:
            diffs.append(f"{cgp}: ours only {sorted(mine - theirs)[:3]}, "
                         f"MAGPIE only {sorted(theirs - mine)[:3]}")
        if theirs_best[0].notation == ours_best[0][1].notation:
            same_best += 1
        elif theirs_best[0].kind != "place":
            exchanges += 1  # our generator's best is a placement; the players weigh exchanges
        elif round(ours_best[0][0], 2) == theirs_best[0].equity:
            ties += 1  # an equal equity, another move first
        elif len(best_diffs) < 3:
            best_diffs.append(f"{cgp}: ours {ours_best[0][1].notation} ({ours_best[0][0]:.2f}), "
                              f"MAGPIE {theirs_best[0].notation} ({theirs_best[0].equity:.2f})")
    med = {k: statistics.median(v) for k, v in t.items()}
    print(f"== english against MAGPIE: {len(pos)} mid-game positions, one MAGPIE process "
          f"(single thread) fed on stdin")
    trip = med["trip_m"]
    print(f"  {'median':<28} {'ours':>10} {'MAGPIE':>10} {'':<6} {'ratio':>8} "
          f"{'net of trip':>12}")
    for name, o, m in (("best by equity", "best_o", "best_m"),
                       ("full list (compact)", "list_o", "list_m")):
        print(f"  {name:<28} {med[o]:>10.3f} {med[m]:>10.3f} {'ms':<6} "
              f"{med[o] / med[m]:>7.2f}x {med[o] / (med[m] - trip):>11.2f}x")
    print(f"  MAGPIE's times include its round trip (load the CGP through the pipe, answer "
          f"a line): {trip:.3f} ms median alone; 'net of trip' takes it off")
    print("  the search alone on both sides (MAGPIE's round trip includes its cross-sets "
          "and anchors, made as it loads the CGP; ours the board's analysis, made first):")
    for name, o, m in (("best by equity", "search_b", "best_m"),
                       ("full list (compact)", "search_l", "list_m")):
        print(f"  {name:<28} {med[o]:>10.3f} {med[m] - trip:>10.3f} {'ms':<6} "
              f"{med[o] / (med[m] - trip):>7.2f}x")
    print(f"  same placements and scores: {same_list}/{len(pos)}; same best move: "
          f"{same_best}/{len(pos)}, another of equal equity: {ties}, MAGPIE's best an "
          f"exchange: {exchanges}")
    for d in diffs:
        print(f"  list differs: {d}")
    for d in best_diffs:
        print(f"  best differs: {d}")


def rss_after_load(variant: str, which: str) -> float:
    """RSS of a fresh process that loaded ``variant``'s lexicon and walk tables and
    analysed a board with the ``before`` or ``after`` code."""
    code = (
        "import sys; sys.path.insert(0, 'bench'); sys.path.insert(0, '.')\n"
        "import bench_movegen as b, dictionaries\n"
        "from engine.board import Board; from engine.rules import load_ruleset\n"
        "from engine.movegen import walk_tables\n"
        f"rules = load_ruleset({variant!r})\n"
        "tables = walk_tables(dictionaries.lexicon_for_ruleset(rules.id))\n"
        f"if {which!r} == 'before': an = b.load_before()[0].analyze\n"
        "else: from engine.movegen import analyze as an\n"
        "an(Board(rules.layout), rules, tables)\n"
        "print(b.rss_mb())\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return float(out.split()[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--brute", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--langs", default="english,polish")
    ap.add_argument("--seed", default="bench")
    ap.add_argument("--magpie", help="a built MAGPIE binary: time ours against it instead")
    ap.add_argument("--magpie-data", help="its data directory (bench/magpie_data.py)")
    ap.add_argument("--magpie-leaves", default="NWL_OURS",
                    help="the leaves MAGPIE judges by: ours (NWL_OURS, the default) or a "
                         "KLV of its own copied into the data's lexica/, e.g. TWL06")
    args = ap.parse_args()
    if args.magpie:
        if not args.magpie_data:
            ap.error("--magpie needs --magpie-data (made by bench/magpie_data.py)")
        magpie = Magpie(args.magpie, args.magpie_data, args.magpie_leaves)
        try:
            versus_magpie(magpie, args.positions, args.seed, args.repeat)
        finally:
            magpie.close()
        return 0
    langs = args.langs.split(",")
    for variant in langs:
        print(f"RSS after loading {variant} (lexicon, walk tables, one analysis): "
              f"{rss_after_load(variant, 'before'):.1f} MB before, "
              f"{rss_after_load(variant, 'after'):.1f} MB after")
    before = load_before()
    for variant in langs:
        bench(variant, args.positions, args.brute, args.seed, args.repeat, before)
    worst_rack(args.repeat, before)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
