"""Board picture speed, side by side in one run (run by hand):

    .venv/bin/python bench/bench_render.py [--variant english] [--runs 60]

For each rule set's demo position it prints the medians of
  draw      compose_board (cached empty board + pasted tiles + header/footer), no encoding
  encode    encoding that same finished image alone
  total     render_board (draw + encode), the bytes the bot sends
and the ratio total / encode (goal: <= 1.5) and the PNG size.  The caches are warmed first:
a running bot draws each layout's empty board and each tile once."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.rules import ruleset_ids
from renderer.board import compose_board, encode, render_board
from renderer.demo import demo_position


def median_ms(fn, runs: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", action="append", help="rule set id (default: all)")
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    variants = args.variant or ruleset_ids()
    print(f"{'variant':<12} {'size':>9} {'draw ms':>8} {'encode ms':>9} {'total ms':>9} "
          f"{'ratio':>6} {'PNG bytes':>10}")
    worst = 0.0
    for v in variants:
        d = demo_position(v)
        kw = {"highlight": d.highlight, "caption": d.caption}
        first = time.perf_counter()
        render_board(d.board, d.rules, **kw)  # warm the caches
        cold = (time.perf_counter() - first) * 1000
        img = compose_board(d.board, d.rules, **kw)
        draw = median_ms(lambda d=d, kw=kw: compose_board(d.board, d.rules, **kw), args.runs)
        enc = median_ms(lambda img=img: encode(img), args.runs)
        total = median_ms(lambda d=d, kw=kw: render_board(d.board, d.rules, **kw), args.runs)
        size = len(render_board(d.board, d.rules, **kw))
        ratio = total / enc
        worst = max(worst, ratio)
        print(f"{v:<12} {img.width}x{img.height:<4} {draw:8.2f} {enc:9.2f} {total:9.2f} "
              f"{ratio:6.2f} {size:10d}   (first call, cold caches: {cold:.0f} ms)")
    print(f"worst ratio {worst:.2f} (goal <= 1.5); draw goal < 20 ms median")
    return 0


if __name__ == "__main__":
    sys.exit(main())
