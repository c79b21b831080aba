"""Write a MAGPIE data directory holding our English rules, words and leaves, so MAGPIE
plays on exactly what we play on.

    python bench/magpie_data.py --magpie /path/to/bin/magpie --out /scratch/magpie-data \
        [--winpct-games 300000]

Written: ``letterdistributions/english.csv`` (MAGPIE's five columns: letter, lower
case, count, value, vowel; the blank first), ``layouts/standard15.txt`` (start row and
column, then one row a line in MAGPIE's square characters), ``lexica/OURS.txt`` (our
word list) and ``lexica/OURS.csv`` (our leave table's value of every leave of one to six
tiles).  MAGPIE itself then turns the word list into its KWG and the leaves into its KLV
(``convert text2kwg`` / ``convert csv2klv``).  ``strategy/winpct.csv`` is a placeholder
that only the static player tolerates; ``--winpct-games N`` has MAGPIE make a real win
table for its simulation (``bench_magpie_match.py --magpie-sim``): its own ``autoplay
winpct N`` recorder, static players on our words and leaves, writes for each number of
unseen tiles how often each lead won (300,000 games take about ten minutes on two
threads).
The lexicon is named ``NWL_OURS`` because MAGPIE picks the English letter distribution
by the lexicon's prefix.  Bench-only; MAGPIE
is never built or fetched here: give the path of a binary built elsewhere.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from engine.layout import Square
from engine.movegen.leaves import load_leave_table
from engine.movegen.superleaves import leave_index
from engine.rules import RuleSet, load_ruleset

LEXICON = "NWL_OURS"
VOWELS = set("AEIOU")
# MAGPIE's bonus-square characters (its bonus_square.h); it has no start square of its
# own, so ours is written as the word premium the rules give it (``start_premium``).
SQUARE = {Square.PLAIN: " ", Square.DOUBLE_LETTER: "'", Square.TRIPLE_LETTER: '"',
          Square.DOUBLE_WORD: "-", Square.TRIPLE_WORD: "="}
WORD_PREMIUM = {1: " ", 2: "-", 3: "="}


def letter_rows(rules: RuleSet) -> list[str]:
    """MAGPIE's letter distribution of ``rules``' tile set, the blank first."""
    ts = rules.tileset
    return [f"?,?,{ts.counts['?']},0,0"] + [
        f"{c},{c.lower()},{ts.counts[c]},{ts.values[c]},{int(c in VOWELS)}"
        for c in ts.letters]


def layout_lines(rules: RuleSet) -> list[str]:
    """MAGPIE's board layout of ``rules``: the start square, then the rows."""
    grid = rules.layout.rows
    start = next((r, c) for r, row in enumerate(grid) for c, sq in enumerate(row)
                 if sq is Square.START)
    start_char = WORD_PREMIUM[rules.start_premium]
    return [f"{start[0]},{start[1]}"] + [
        "".join(start_char if sq is Square.START else SQUARE[sq] for sq in row)
        for row in grid]


def write_data(out: Path) -> None:
    rules = load_ruleset("english")
    ts = rules.tileset
    for sub in ("letterdistributions", "layouts", "lexica", "strategy"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    (out / "letterdistributions" / "english.csv").write_text("\n".join(letter_rows(rules)) + "\n")
    (out / "layouts" / "standard15.txt").write_text("\n".join(layout_lines(rules)) + "\n")
    side = max(rules.layout.width, rules.layout.height)
    words = sorted(w for w in dictionaries.lexicon_for_ruleset("english") if 2 <= len(w) <= side)
    (out / "lexica" / f"{LEXICON}.txt").write_text("\n".join(words) + "\n")
    # MAGPIE loads a win-percentage table at start-up; only its simulation reads it, and
    # the static player this bench uses does not: one row, a loss, a tie, a win.
    (out / "strategy" / "winpct.csv").write_text("1 0 1 2\n")
    table = load_leave_table(rules.tileset_name)
    leaves = [lv for lv in leave_index(ts).leaves() if lv]
    (out / "lexica" / f"{LEXICON}.csv").write_text(
        "".join(f"{lv},{table.value(lv):.6f}\n" for lv in leaves))


@contextmanager
def magpie_cwd(data: Path) -> Iterator[str]:
    """A working directory whose ``./data`` is ``data``: MAGPIE loads its default layout
    from ``./data`` before it reads ``-path``."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "data").symlink_to(data.resolve())
        yield tmp


def make_winpct(magpie: str, data: Path, games: int, threads: int, seed: int) -> None:
    """``data/strategy/winpct.csv`` from MAGPIE's ``autoplay winpct`` over ``games``
    static games (its recorder adds to ``NWL_OURS_winpct_record.csv``, so that is
    removed first)."""
    record = data / "strategy" / f"{LEXICON}_winpct_record.csv"
    record.unlink(missing_ok=True)
    with magpie_cwd(data) as cwd:
        subprocess.run(
            [str(Path(magpie).resolve()), "set", "-lex", LEXICON, "-leaves", LEXICON,
             "-wmp", "false", "-mode", "sync", "-hr", "false", "-savesettings", "false",
             "-threads", str(threads), "-s1", "equity", "-s2", "equity", "-r1", "best",
             "-r2", "best", "-numplays", "1", "-gp", "false"],
            input=f"autoplay winpct {games} -seed {seed} -wb 1000000\n", text=True,
            cwd=cwd, check=True, stdout=subprocess.DEVNULL)
    record.replace(data / "strategy" / "winpct.csv")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--magpie", required=True, help="a built MAGPIE binary")
    ap.add_argument("--out", required=True, type=Path, help="the data directory to write")
    ap.add_argument("--winpct-games", type=int, default=0,
                    help="make MAGPIE's win table from this many of its static games "
                         "(needed by its simulation; 0: the placeholder)")
    ap.add_argument("--threads", type=int, default=2, help="MAGPIE's threads for those")
    ap.add_argument("--seed", type=int, default=34, help="their seed")
    args = ap.parse_args()
    write_data(args.out)
    with magpie_cwd(args.out) as cwd:
        for kind in ("text2kwg", "csv2klv"):
            subprocess.run([str(Path(args.magpie).resolve()), "convert", kind, LEXICON],
                           cwd=cwd, check=True)
    if args.winpct_games > 0:
        make_winpct(args.magpie, args.out, args.winpct_games, args.threads, args.seed)
    print(f"wrote {args.out}: lexicon {LEXICON}, leaves {LEXICON}"
          + (f", win table of {args.winpct_games} games" if args.winpct_games else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
