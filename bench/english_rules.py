"""Measure candidate English exclusion rules on the judged samples (issue 25, fifth pass).

``python bench/english_rules.py`` reads the compiled English lexicon, SCOWL's lists by
size (Debian ``scowl``) and the judged samples (``dictionaries/judged/english.tsv`` and
``judged/earlier/english.*.tsv``), and prints per SCOWL size how many words the lexicon
has and how the judged words of that size were read (valid / dubious / invalid).

``--list FILE`` (repeatable; one word a line, any case): a word list to hold the lexicon
against, such as a tournament list an operator or reader holds (fifth English pass: the
judged words were checked against Collins so); per size, how many words of the lexicon
no such list has, and the judged words outside them all with their verdicts.  The lists
are read here only, never by the build.
"""

from __future__ import annotations

import argparse
import collections
from pathlib import Path

import dictionaries
from dictionaries.alphabet import alphabet_for
from dictionaries.quality import JUDGED_DIR, read_judged
from dictionaries.sources import SCOWL_DIR


def scowl_sizes() -> dict[str, int]:
    """Each folded lower-case entry of SCOWL's -words lists -> the smallest size listing it."""
    fold = alphabet_for("english").normalize
    sizes: dict[str, int] = {}
    for path in sorted(SCOWL_DIR.glob("*-words.*")):
        size = int(path.suffix[1:])
        for line in path.read_text(encoding="utf-8").split("\n"):
            entry = line.strip()
            if entry and entry == entry.lower():
                word = fold(entry)
                sizes[word] = min(size, sizes.get(word, size))
    return sizes


def judged_files() -> list[Path]:
    return [JUDGED_DIR / "english.tsv", *sorted((JUDGED_DIR / "earlier").glob("english.*.tsv"))]


def read_list(path: Path) -> set[str]:
    fold = alphabet_for("english").normalize
    return {fold(line.strip().lower()) for line in path.read_text(encoding="utf-8").split("\n")
            if line.strip() and not line.startswith("#")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", type=Path, action="append", default=[],
                        help="a word list to hold the lexicon against (repeatable)")
    args = parser.parse_args()
    lex = dictionaries.load("english")
    words = list(lex)
    sizes = scowl_sizes()
    listed: set[str] = set()
    for path in args.list:
        listed |= read_list(path)
    per_size = collections.Counter(sizes.get(w, 0) for w in words)
    outside = collections.Counter(sizes.get(w, 0) for w in words if w not in listed)
    verdicts: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    unlisted: list[str] = []
    for path in judged_files():
        for row in read_judged(path).rows:
            word = lex.normalize(row.word)
            verdicts[sizes.get(word, 0)][row.verdict] += 1
            if args.list and word not in listed:
                unlisted.append(f"{path.name}: {row.word} ({sizes.get(word, 0)}, "
                                f"{len(word)} letters) {row.verdict}")
    print("size  words  " + ("not listed  " if args.list else "")
          + "valid/dubious/invalid (judged)")
    for size in sorted(per_size):
        v = verdicts[size]
        out = f"{outside[size]:7,}  " if args.list else ""
        print(f"{size:4}  {per_size[size]:7,}  {out}{v['valid']}/{v['dubious']}/{v['invalid']}")
    if args.list:
        print(f"not listed: {sum(outside.values()):,} of {len(words):,} words; "
              "the judged words outside the lists:")
        print("\n".join(unlisted))


if __name__ == "__main__":
    main()
