"""Which attestation each Russian word has, run by hand (issue 25, sixth Russian pass).

    python -m bench.russian_attestation [JUDGED.tsv ...]

For every word of the judged samples still in the lexicon it names (``russian-home``
samples read against the home lexicon), prints the sample, the verdict, the word's
attestation class and its wordfreq Zipf frequency; then, per class, how many words of the
``russian`` lexicon have it and how many of the judged ones are not valid.  The classes:
``H`` hunspell-ru lemma, ``M`` mythes-ru lemma, ``W`` in wordfreq's list (``W<1.5``...
by Zipf when it is the only source), ``U`` Mueller's English-Russian dictionary (since the
sixth pass a dictionary source), ``cases`` (wordfreq has another case or the plural
only), ``made:KIND`` (no source: kept by ``sources.russian_made_of`` until the sixth
pass, which keeps verbal nouns only), ``add`` (in ``additions/russian.txt``).
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

import dictionaries
from dictionaries import sources as S

JUDGED = Path(__file__).resolve().parent.parent / "dictionaries" / "judged"


class Attestation:
    """The sources of the Russian build, read once."""

    def __init__(self) -> None:
        import pymorphy3  # type: ignore[import-untyped]

        self.morph = pymorphy3.MorphAnalyzer(lang="ru")
        self.lemmas = S.hunspell_ru_lemmas()
        self.in_text = S.russian_wordfreq()
        self.thesaurus = frozenset(w.replace("ё", "е") for w in S.thesaurus_lemmas(
            "russian", "ru_RU", "mythes-ru"))
        self.zipf = S._zipf()
        self.mueller = S.mueller_russian_words()
        self.seen_words = self.lemmas | self.in_text | self.thesaurus | self.mueller
        self.words = {w.lower() for w in dictionaries.load("russian")}
        self.attested = {w for w in self.words if w in self.seen_words}
        additions = JUDGED.parent / "additions" / "russian.txt"
        self.additions = {line.split("#", 1)[0].strip().lower().replace("ё", "е")
                          for line in additions.read_text(encoding="utf-8").splitlines()}

    def in_cases(self, word: str) -> bool:
        return any(p.tag.POS == "NOUN" and "nomn" in p.tag and any(
            f.word.replace("ё", "е") in self.in_text for f in p.lexeme)
            for p in self.morph.parse(word))

    def animate(self, word: str) -> bool:
        return any(p.tag.POS == "NOUN" and "anim" in p.tag for p in self.morph.parse(word))

    def klass(self, word: str) -> str:
        if word in self.additions:
            return "add"
        h, m, w = word in self.lemmas, word in self.thesaurus, word in self.in_text
        u = word in self.mueller
        if h or m or u:
            return "".join(c if on else "-" for c, on in (("H", h), ("M", m), ("U", u),
                                                         ("W", w)))
        if w:
            z = self.zipf(word)
            return next((f"W<{b}" for b in (1.5, 2, 2.5) if z < b), "W>=2.5")
        if self.in_cases(word):
            return "cases"
        kind = S.russian_made_of(word, self.animate(word),
                                 lambda x: x.replace("ё", "е") in self.seen_words,
                                 self.attested)
        return f"made:{kind}"


def main(argv: list[str]) -> int:
    paths = [Path(p) for p in argv] or sorted(JUDGED.glob("russian*.tsv")) + sorted(
        (JUDGED / "earlier").glob("russian*.tsv"))
    paths = [p for p in paths if "recall" not in p.name]
    a = Attestation()
    home = {w.lower() for w in dictionaries.load("russian-home")}
    judged: dict[str, list[str]] = collections.defaultdict(list)
    for path in paths:
        words = home if "home" in path.name else a.words
        for line in path.read_text(encoding="utf-8").splitlines()[2:]:
            word, verdict, *_ = line.split("\t")
            word = word.replace("ё", "е")
            if word in words:
                print(path.name, verdict, a.klass(word), f"{a.zipf(word):.2f}", word, sep="\t")
                if word in a.words:
                    judged[word].append(verdict)
    total: collections.Counter[str] = collections.Counter(a.klass(w) for w in a.words)
    counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for word, verdicts in judged.items():
        for verdict in verdicts:
            counts[a.klass(word)][verdict != "valid"] += 1
    print("class\twords\tjudged\tnot valid")
    for k, n in total.most_common():
        valid, other = counts[k]
        print(k, n, valid + other, other, sep="\t")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
