"""Measure candidate English exclusion rules on the judged samples (issue 25, fifth pass).

``python bench/english_rules.py`` reads the compiled English lexicon, SCOWL's lists by
size (Debian ``scowl``) and the judged samples (``dictionaries/judged/english.tsv`` and
``judged/earlier/english.*.tsv``), and prints per SCOWL size how many words the lexicon
has and how the judged words of that size were read (valid / dubious / invalid).
"""

from __future__ import annotations

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


def main() -> None:
    lex = dictionaries.load("english")
    words = list(lex)
    sizes = scowl_sizes()
    per_size = collections.Counter(sizes.get(w, 0) for w in words)
    verdicts: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for path in judged_files():
        for row in read_judged(path).rows:
            verdicts[sizes.get(lex.normalize(row.word), 0)][row.verdict] += 1
    print("size  words  valid/dubious/invalid (judged)")
    for size in sorted(per_size):
        v = verdicts[size]
        print(f"{size:4}  {per_size[size]:7,}  {v['valid']}/{v['dubious']}/{v['invalid']}")


if __name__ == "__main__":
    main()
