"""Move generator benchmark: moves generated per second and time to the best move on
mid-game positions, English and Polish, side by side with the brute-force generator on
the same positions (which also checks that both find the same moves and scores).

    .venv/bin/python bench/bench_movegen.py [--positions 20] [--brute 4] [--langs english,polish]

Positions come from seeded games of the strong player against itself (turns 4 onwards,
both racks).  Needs the compiled lexicons (``python -m dictionaries build english polish``).
Prints medians and ratios; run by hand, never in tests.
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
from engine.board import Board
from engine.game import Game
from engine.movegen import all_moves, analyze, count_moves, walk_tables
from engine.movegen.brute import brute_moves
from engine.players import equity_moves, play_turn
from engine.rules import RuleSet, load_ruleset


def positions(variant: str, n: int, seed: str) -> list[tuple[Board, list[str], int]]:
    lex = dictionaries.lexicon_for_ruleset(variant)
    out: list[tuple[Board, list[str], int]] = []
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
                out.append((game.board.copy(), list(game.seats[game.turn].rack), len(game.bag)))
            play_turn(game, game.turn, "strong", rng)
            turn += 1
    return out


def bench(variant: str, n: int, n_brute: int, seed: str) -> None:
    rules: RuleSet = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    tables = walk_tables(lex)
    pos = positions(variant, n, seed)
    gen_rate: list[float] = []
    best_ms: list[float] = []
    counts: list[int] = []
    for board, rack, bag in pos:
        t0 = time.perf_counter()
        an = analyze(board, rules, tables)
        k = count_moves(an, rack)
        t1 = time.perf_counter()
        an = analyze(board, rules, tables)
        moves = equity_moves(an, rack, bag_tiles=bag)
        _best = moves[0] if moves else None
        t2 = time.perf_counter()
        counts.append(k)
        gen_rate.append(k / (t1 - t0))
        best_ms.append(1000 * (t2 - t1))
    print(f"== {variant}: {len(pos)} mid-game positions, "
          f"{statistics.median(counts):.0f} moves median (max {max(counts)})")
    print(f"  fast generator : {statistics.median(gen_rate):>10.0f} moves/s median; "
          f"best move {statistics.median(best_ms):7.1f} ms median, "
          f"{max(best_ms):7.1f} ms max")
    if n_brute <= 0:
        return
    words = [w for w in lex if len(w) <= max(rules.layout.width, rules.layout.height)]
    b_rate: list[float] = []
    b_ms: list[float] = []
    f_ms: list[float] = []
    same = 0
    for board, rack, _bag in pos[:n_brute]:
        t0 = time.perf_counter()
        slow = brute_moves(board, rules, lex, words, rack)
        t1 = time.perf_counter()
        fast = {m.key: m.score for m in all_moves(analyze(board, rules, tables), rack)}
        t2 = time.perf_counter()
        b_rate.append(len(slow) / (t1 - t0))
        b_ms.append(1000 * (t1 - t0))
        f_ms.append(1000 * (t2 - t1))
        same += fast == {k: v[0] for k, v in slow.items()}
    ratio = statistics.median(b_ms) / statistics.median(f_ms)
    print(f"  brute force    : {statistics.median(b_rate):>10.0f} moves/s median; "
          f"all moves {statistics.median(b_ms):9.1f} ms median on {len(b_ms)} positions "
          f"(fast: {statistics.median(f_ms):.1f} ms; ratio {ratio:.0f}x)")
    print(f"  identical move sets and scores: {same}/{len(b_ms)}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--brute", type=int, default=3)
    ap.add_argument("--langs", default="english,polish")
    ap.add_argument("--seed", default="bench")
    args = ap.parse_args()
    for variant in args.langs.split(","):
        bench(variant, args.positions, args.brute, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
