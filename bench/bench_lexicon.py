"""Lexicon benchmark, run by hand: per language, the compiled DAWG side by side with a set.

    .venv/bin/python bench/bench_lexicon.py [LANG ...] [--no-build] [--repeat N]

Prints, per language: build time (one process, this machine), file size, load time,
memory added (RSS growth of a fresh process), lookups per second (half present, half
absent words), and prefix walks per second (a whole word walked letter by letter with
``follow`` + ``is_word`` at every step), each the median of ``--repeat`` runs; the plain
Python set columns load the filtered word list from a text file, and walk with a second
set of every prefix.  Without ``--no-build`` each language is rebuilt into a temporary
directory first (the build time column); with it, the installed files are used.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dictionaries import LANGUAGES  # noqa: E402
from dictionaries.build import build_language, compiled_path  # noqa: E402
from dictionaries.store import DawgLexicon  # noqa: E402

# Run in a fresh interpreter: prints JSON {"seconds": load time, "rss": bytes added}.
PROBE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096
kind, path = sys.argv[1], sys.argv[2]
if kind == "dawg":
    from dictionaries.store import DawgLexicon
before = rss()
t = time.perf_counter()
if kind == "dawg":
    obj = DawgLexicon.from_file(__import__("pathlib").Path(path))
else:
    with open(path, encoding="utf-8") as f:
        obj = set(f.read().split("\n"))
seconds = time.perf_counter() - t
print(json.dumps({{"seconds": seconds, "rss": rss() - before, "n": len(obj)}}))
"""


def probe(kind: str, path: Path, repeat: int) -> tuple[float, float]:
    """Median load seconds and RSS added over ``repeat`` fresh processes."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", PROBE.format(root=str(ROOT)), kind, str(path)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        runs.append(json.loads(out))
    return (
        statistics.median(r["seconds"] for r in runs),
        statistics.median(r["rss"] for r in runs),
    )


def median_rate(fn: Callable[[], int], repeat: int) -> float:
    rates = []
    for _ in range(repeat):
        t = time.perf_counter()
        n = fn()
        rates.append(n / (time.perf_counter() - t))
    return statistics.median(rates)


def bench(lang: str, build: bool, repeat: int, out_dir: Path) -> dict[str, float]:
    row: dict[str, float] = {}
    if build:
        result = build_language(lang, out_dir)
        row["build_s"] = result.seconds
        path = result.path
    else:
        path = compiled_path(lang)
    row["file_mb"] = path.stat().st_size / 1e6
    lex = DawgLexicon.from_file(path)
    words = list(lex)
    row["words"] = len(words)
    text_path = out_dir / f"{lang}.txt"
    text_path.write_text("\n".join(words), encoding="utf-8")
    row["text_mb"] = text_path.stat().st_size / 1e6
    row["load_ms"], rss = probe("dawg", path, repeat)
    row["load_ms"] *= 1000
    row["mem_mb"] = rss / 1e6
    set_load, set_rss = probe("set", text_path, max(1, repeat // 2))
    row["set_load_ms"] = set_load * 1000
    row["set_mem_mb"] = set_rss / 1e6

    rng = random.Random(1)
    sample = rng.sample(words, min(100_000, len(words)))
    letters = lex.letters
    absent = [w[:-1] + rng.choice(letters) + w[-1] for w in sample]
    queries = [w for pair in zip(sample, absent, strict=True) for w in pair]
    queries = ["".join(list(q)) for q in queries]  # fresh strings: no cached hashes
    word_set = set(words)
    prefixes = {w[:i] for w in words for i in range(1, len(w))}

    def look_dawg() -> int:
        for q in queries:
            q in lex  # noqa: B015
        return len(queries)

    def look_set() -> int:
        for q in queries:
            q in word_set  # noqa: B015
        return len(queries)

    follow = lex.follow
    is_word = lex.is_word
    root = lex.root

    def walk_dawg() -> int:
        for w in sample:
            node = root
            for c in w:
                node = follow(node, c)
                if node < 0:
                    break
                is_word(node)
        return len(sample)

    def walk_set() -> int:
        for w in sample:
            for i in range(1, len(w) + 1):
                p = w[:i]
                if p not in prefixes and p not in word_set:
                    break
                p in word_set  # noqa: B015
        return len(sample)

    row["lookups_per_s"] = median_rate(look_dawg, repeat)
    row["set_lookups_per_s"] = median_rate(look_set, repeat)
    row["walks_per_s"] = median_rate(walk_dawg, repeat)
    row["set_walks_per_s"] = median_rate(walk_set, repeat)
    steps = sum(len(w) for w in sample)
    row["ns_per_step"] = 1e9 * len(sample) / row["walks_per_s"] / steps
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    cols = [
        ("words", "{:,.0f}"),
        ("build_s", "{:.1f}"),
        ("file_mb", "{:.1f}"),
        ("text_mb", "{:.1f}"),
        ("load_ms", "{:.1f}"),
        ("set_load_ms", "{:.0f}"),
        ("mem_mb", "{:.1f}"),
        ("set_mem_mb", "{:.0f}"),
        ("lookups_per_s", "{:,.0f}"),
        ("set_lookups_per_s", "{:,.0f}"),
        ("walks_per_s", "{:,.0f}"),
        ("set_walks_per_s", "{:,.0f}"),
        ("ns_per_step", "{:.0f}"),
    ]
    print("language  " + "  ".join(name for name, _ in cols), flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in args.languages:
            row = bench(lang, not args.no_build, args.repeat, Path(tmp))
            cells = [fmt.format(row[name]) if name in row else "-" for name, fmt in cols]
            print(f"{lang:<9} " + "  ".join(cells), flush=True)


if __name__ == "__main__":
    main()
