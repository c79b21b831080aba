"""Board picture speed, side by side in one run (run by hand):

    .venv/bin/python bench/bench_render.py [--variant english] [--runs 60] [--cpu]

For each rule set's demo position it prints the medians of
  draw      compose_board (cached empty board + pasted tiles + header/footer), no encoding
  encode    encoding that same finished image alone
  total     render_board (draw + encode), the bytes the bot sends
and the ratio total / encode (goal: <= 1.5) and the PNG size.  Besides each demo
position: "+full", the board filled to about 90 tiles, and "+final4", that full board as a
four-player final picture (names with emoji and computer levels, the winner, the banner):
the most a picture draws (goal: draw < 20 ms).  The caches are warmed first:
a running bot draws each layout's empty board and each tile once."""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

from engine.board import Tile
from engine.rules import ruleset_ids
from renderer.board import Banner, Caption, PlayerLine, compose_board, encode, render_board
from renderer.demo import demo_position

CLOCK = time.perf_counter  # --cpu: time.process_time, the CPU time this process used


def median_ms(fn, runs: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        t0 = CLOCK()
        fn()
        times.append(CLOCK() - t0)
    return statistics.median(times) * 1000


def interleaved_ms(fns, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    """Each function's median, the functions taking turns run after run: other work on
    the machine then slows them alike, and the ratio between them holds."""
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(runs):
        for fn, out in zip(fns, times, strict=True):
            t0 = CLOCK()
            fn()
            out.append(CLOCK() - t0)
    return [statistics.median(t) * 1000 for t in times]


def late_game(variant: str):  # type: ignore[no-untyped-def]
    """The demo position with the board filled to about 90 tiles (every other square of a
    checkerboard pattern around the centre): the most pasting a real game asks for."""
    d = demo_position(variant)
    letters = d.rules.tileset.letters
    i = 0
    for r in range(d.board.height):
        for c in range(d.board.width):
            if (r + c) % 2 == 0 and d.board.get(r, c) is None and sum(
                1 for _ in d.board.tiles()
            ) < 90:
                d.board.place(r, c, Tile(letters[i % len(letters)], blank=i % 37 == 0))
                i += 1
    return d


def final_four(variant: str):  # type: ignore[no-untyped-def]
    """The full board as a four-player game's final picture: two computers named by level,
    an emoji name, the winner's box and the banner with the adjustments."""
    d = late_game(variant)
    names = ["Ann 🌸", "Computer 1 (hard)", "Computer 2 (medium)", "Bartholomew 🎩"]
    scores = [412, 398, 301, 287]
    d.caption = Caption(
        players=[PlayerLine(n, s, winner=i == 0) for i, (n, s) in enumerate(
            zip(names, scores, strict=True))],
        bag=0, last_move=d.caption.last_move, last_score=d.caption.last_score,
        title=d.caption.title,
        banner=Banner([names[0]], "a player went out",
                      [(names[0], 21), (names[1], -7), (names[2], -9), (names[3], -5)]))
    return d


def settings_table(img: Image.Image, runs: int) -> None:
    """Encode time and size of one finished board under several PNG settings."""
    print("\nPNG settings for one board (palette image as drawn, and as RGB):")
    rgb = img.convert("RGB")
    for label, im in (("palette", img), ("RGB", rgb)):
        for level in (1, 3, 6, 9):
            def enc(im: Image.Image = im, level: int = level) -> bytes:
                buf = io.BytesIO()
                im.save(buf, "PNG", compress_level=level, optimize=False)
                return buf.getvalue()
            ms = median_ms(enc, max(5, runs // 4))
            print(f"  {label:<8} compress_level={level}: {ms:7.2f} ms {len(enc()):8d} bytes")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", action="append", help="rule set id (default: all)")
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--settings", action="store_true", help="also compare PNG settings")
    parser.add_argument("--cpu", action="store_true",
                        help="CPU time instead of wall time (on a machine shared with "
                             "other work, the wall clock also counts the waits)")
    args = parser.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    variants = args.variant or ruleset_ids()
    print(f"{'variant':<14} {'size':>9} {'draw ms':>8} {'encode ms':>9} {'total ms':>9} "
          f"{'ratio':>6} {'PNG bytes':>10}")
    worst = 0.0
    cases = [(v, demo_position(v)) for v in variants]
    full = [v for v in variants if v in ("english", "literaki")] or variants[:1]
    cases += [(f"{v}+full", late_game(v)) for v in full]
    cases += [(f"{v}+final4", final_four(v)) for v in full]
    for v, d in cases:
        kw = {"highlight": d.highlight, "caption": d.caption}
        first = time.perf_counter()
        render_board(d.board, d.rules, **kw)  # warm the caches
        cold = (time.perf_counter() - first) * 1000
        img = compose_board(d.board, d.rules, **kw)
        draw, enc, total = interleaved_ms(
            [lambda d=d, kw=kw: compose_board(d.board, d.rules, **kw),
             lambda img=img: encode(img),
             lambda d=d, kw=kw: render_board(d.board, d.rules, **kw)], args.runs)
        size = len(render_board(d.board, d.rules, **kw))
        ratio = total / enc
        worst = max(worst, ratio)
        print(f"{v:<14} {img.width}x{img.height:<4} {draw:8.2f} {enc:9.2f} {total:9.2f} "
              f"{ratio:6.2f} {size:10d}   (first call, cold caches: {cold:.0f} ms)")
    print(f"worst ratio {worst:.2f} (goal <= 1.5); draw goal < 20 ms median")
    if args.settings:
        settings_table(img, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
