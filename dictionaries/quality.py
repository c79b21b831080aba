"""How far a lexicon is one a native player would sign (issue 25): its precision on a
judged random sample, and its recall of the frequent words a player expects to play.

**Precision.** ``judged/<lexicon>.tsv`` holds words drawn at random from the compiled
lexicon with a fixed seed (``draw_sample``; ``python -m dictionaries sample``), each judged
``valid``, ``dubious`` or ``invalid`` by a native-level reader against the language's
conventions (``dictionaries/README.md``), with the reason.  Its first line records the
seed and the digest of the word list it was drawn from.  A sample is *stale* when some of
its words are no longer in the lexicon: the report then gives no figure for it (the rest
is no longer a random sample of the current list) and says how to draw a new one.

**Recall.** The expected words are wordfreq's most frequent ``RECALL_TOP`` words of the
language, less those each rule of ``recall_rules`` drops (letters with no tile, one
letter, the stop list's abbreviations, entries the lexicon's own source writes only
capitalised: names and abbreviations), then as ``judged/<lexicon>.recall-exclusions.tsv`` says: rows
``excluded`` drop a word the rules let through (a foreign word, a fragment of a
contraction, a spelling without diacritics), rows ``expected`` put back a word a rule
dropped (``OK``), each with its reason.  Recall is the share of the expected words the
lexicon accepts; the misses are listed.
"""

from __future__ import annotations

import functools
import hashlib
import random
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from dictionaries.alphabet import alphabet_for
from dictionaries.build import ADDITIONS_DIR, PACKAGE_DIR, language_of, read_stoplist
from dictionaries.sources import RUSSIAN_EXCLUDED, SOURCES, SourceMissing
from dictionaries.store import DawgLexicon

JUDGED_DIR = PACKAGE_DIR / "judged"
VERDICTS = ("valid", "dubious", "invalid")
RECALL_VERDICTS = ("excluded", "expected")
HEADER = "word\tverdict\treason"
#: how many of wordfreq's most frequent words the recall is measured on
RECALL_TOP = 20_000
#: the goal of issue 25, per lexicon
GOAL_SAMPLE = 300
GOAL_VALID = 0.97
GOAL_INVALID = 0.01
GOAL_RECALL = 0.995

#: language -> wordfreq's code for it
WORDFREQ_CODE: dict[str, str] = {
    "english": "en",
    "polish": "pl",
    "russian": "ru",
    "bulgarian": "bg",
    "slovak": "sk",
    "romanian": "ro",
}


class JudgedFormatError(ValueError):
    """A judged file that does not follow the format (the message names the line)."""


def lexicon_digest(lex: DawgLexicon) -> str:
    """A digest of the lexicon's word set (its words DAWG, built from the sorted words,
    so two builds of the same words give the same digest whatever their header says)."""
    return hashlib.sha1(lex.tobytes()).hexdigest()[:16]


def draw_sample(lex: DawgLexicon, n: int, seed: int) -> list[str]:
    """``n`` distinct words drawn uniformly from the lexicon with ``seed``, in the
    lexicon's order: positions are drawn first, then the words read off in one pass, so
    the 4-million-word Polish list is never held as a Python list."""
    positions = sorted(random.Random(seed).sample(range(len(lex)), min(n, len(lex))))
    picked: list[str] = []
    want = iter(positions)
    nxt = next(want, None)
    for i, word in enumerate(lex):
        if i == nxt:
            picked.append(word)
            nxt = next(want, None)
            if nxt is None:
                break
    return picked


@dataclass(frozen=True)
class Judgement:
    word: str  # as written in the file (lower case)
    verdict: str
    reason: str = ""


@dataclass
class JudgedFile:
    """A judged list: its rows and the ``key=value`` pairs of its ``#`` first line."""

    rows: list[Judgement]
    meta: dict[str, str] = field(default_factory=dict)

    def verdicts(self) -> dict[str, str]:
        return {j.word: j.verdict for j in self.rows}


def read_judged(path: Path, allowed: tuple[str, ...] = VERDICTS) -> JudgedFile:
    """Parse a judged TSV file (``HEADER``, then ``word<TAB>verdict<TAB>reason`` rows;
    ``#`` lines are comments, the first may hold ``key=value`` pairs).  An empty verdict
    is a word not judged yet."""
    meta: dict[str, str] = {}
    rows: list[Judgement] = []
    seen: set[str] = set()
    header_seen = False
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        if raw.startswith("#"):
            if not header_seen and not rows:
                for pair in raw[1:].split():
                    key, sep, value = pair.partition("=")
                    if sep:
                        meta[key] = value
            continue
        if not header_seen:
            if raw.rstrip("\t") != HEADER:
                raise JudgedFormatError(f"{path}:{number}: expected the header {HEADER!r}")
            header_seen = True
            continue
        cells = raw.split("\t")
        word = cells[0].strip()
        verdict = cells[1].strip() if len(cells) > 1 else ""
        reason = "\t".join(cells[2:]).strip()
        if not word:
            raise JudgedFormatError(f"{path}:{number}: no word")
        if verdict and verdict not in allowed:
            raise JudgedFormatError(
                f"{path}:{number}: verdict {verdict!r} is not one of {', '.join(allowed)}"
            )
        if word in seen:
            raise JudgedFormatError(f"{path}:{number}: {word!r} is judged twice")
        seen.add(word)
        rows.append(Judgement(word, verdict, reason))
    return JudgedFile(rows, meta)


def format_judged(rows: Iterable[Judgement], meta: dict[str, str] | None = None) -> str:
    lines = []
    if meta:
        lines.append("# " + " ".join(f"{k}={v}" for k, v in meta.items()))
    lines.append(HEADER)
    lines += [f"{j.word}\t{j.verdict}\t{j.reason}".rstrip("\t") for j in rows]
    return "\n".join(lines) + "\n"


def sample_file(lexicon: str, lex: DawgLexicon, n: int, seed: int,
                previous: JudgedFile | None = None) -> str:
    """A new sample to judge, as file text; a word the previous file judged keeps its
    verdict and reason (a word's verdict does not depend on the sample it came in)."""
    old = {j.word: j for j in previous.rows} if previous else {}
    rows = []
    for word in draw_sample(lex, n, seed):
        low = word.lower()
        rows.append(old.get(low, Judgement(low, "")))
    meta = {"lexicon": lexicon, "seed": str(seed), "lexicon-digest": lexicon_digest(lex)}
    return format_judged(rows, meta)


@dataclass
class Precision:
    """The judged sample of a lexicon, measured against the lexicon as built now."""

    lexicon: str
    counts: dict[str, int]  # verdict -> words, over the sample's words still present
    unjudged: list[str]
    gone: list[str]  # judged words the lexicon no longer has: the sample is stale
    seed: str
    digest_matches: bool
    rows: list[Judgement]

    @property
    def n(self) -> int:
        return sum(self.counts.values())

    @property
    def stale(self) -> bool:
        return bool(self.gone)

    def share(self, verdict: str) -> float:
        return self.counts[verdict] / self.n if self.n else 0.0

    @property
    def measured(self) -> bool:
        return not self.stale and not self.unjudged and self.n > 0

    @property
    def meets_goal(self) -> bool:
        return (self.measured and self.n >= GOAL_SAMPLE
                and self.share("valid") >= GOAL_VALID and self.share("invalid") <= GOAL_INVALID)


def measure_precision(lexicon: str, lex: DawgLexicon, judged: JudgedFile) -> Precision:
    counts = dict.fromkeys(VERDICTS, 0)
    unjudged: list[str] = []
    gone: list[str] = []
    for j in judged.rows:
        if lex.normalize(j.word) not in lex:
            gone.append(j.word)
        elif not j.verdict:
            unjudged.append(j.word)
        else:
            counts[j.verdict] += 1
    return Precision(lexicon, counts, unjudged, gone, judged.meta.get("seed", "?"),
                     judged.meta.get("lexicon-digest") == lexicon_digest(lex), judged.rows)


#: A recall rule: (description, predicate on a tile-letter word: True drops it).
RecallRule = tuple[str, Callable[[str], bool]]

CAPITALISED_RULE = "written only capitalised in the source (names: London, Warszawa)"
ALL_CAPS_RULE = "written only in capitals in the source (abbreviations: TV, USA)"


def source_case_only(language: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words (upper-cased) that the language's plain word-list source writes only
    capitalised (``London``), and only in capitals (``NASA``); empty for the sources that
    are not plain lists (Hunspell stems, OpenCorpora)."""
    source = SOURCES[language]
    if is_hunspell(language):
        return hunspell_case_only(language)
    if source.kind != "apt" or not all(p.is_file() for p in source.paths):
        return frozenset(), frozenset()
    lower: set[str] = set()
    title: set[str] = set()
    caps: set[str] = set()
    fold = alphabet_for(language).normalize
    for path in source.paths:
        with path.open(encoding="utf-8") as f:
            for line in f:
                entry = line.strip()
                if not entry:
                    continue
                if entry.islower():
                    lower.add(fold(entry))
                elif entry.isupper():
                    caps.add(fold(entry))
                else:
                    title.add(fold(entry))
    return frozenset(title - lower), frozenset(caps - lower - title)


def is_hunspell(language: str) -> bool:
    """Whether the language's source is an installed Hunspell .dic/.aff pair."""
    path = SOURCES[language].path
    return path is not None and path.with_suffix(".dic").is_file()


def hunspell_case_only(language: str) -> tuple[frozenset[str], frozenset[str]]:
    """Every form (upper-cased, folded) of a Hunspell source's capitalised entries
    (``Bratislava/...`` -> ``Bratislave``), and of its all-capitals entries (``USA``).

    A Hunspell dictionary is stems and rules, so which forms it also writes lower case is
    known only by expanding it all; ``recall_rules`` asks the lexicon instead (a form the
    lexicon has is no name)."""
    from dictionaries.hunspell import expand_entry_marked, read_dictionary

    source = SOURCES[language]
    assert source.path is not None
    fold = alphabet_for(language).normalize
    entries, aff = read_dictionary(source.path)
    title: set[str] = set()
    caps: set[str] = set()
    for entry in entries:
        if entry.stem.islower():
            continue
        into = caps if entry.stem.isupper() and len(entry.stem) > 1 else title
        into.update(fold(form) for form, _ in expand_entry_marked(entry.stem, entry.flags,
                                                                   aff, None))
    return frozenset(title), frozenset(caps - title)


#: ``bare_spelling``'s extra folds: letters that Unicode does not decompose
_BARE = str.maketrans({"Ł": "L", "ł": "l", "'": None, "’": None})


def bare_spelling(word: str) -> str:
    """A word without its diacritics and apostrophes (``się`` -> ``sie``, ``don't`` ->
    ``dont``), as careless typing writes it."""
    decomposed = unicodedata.normalize("NFD", word.translate(_BARE))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def careless_spellings(frequent: list[str]) -> frozenset[str]:
    """The frequent words that are a more frequent word typed without its diacritics or
    apostrophe (``sie`` after ``się``, ``dont`` after ``don't``)."""
    first: dict[str, str] = {}
    careless: set[str] = set()
    for word in frequent:
        bare = bare_spelling(word)
        if bare in first and first[bare] != word and word == bare:
            careless.add(word)
        first.setdefault(bare, word)
    return frozenset(careless)


#: How much more frequent (in Zipf points: a factor of 10 each) a word must be in
#: English text than in the language's for the recall to count it an English word quoted
#: in that language (``from``, ``this`` in Polish text), not one of its own.
ENGLISH_MARGIN = 1.0


def english_words(language: str, frequent: list[str]) -> frozenset[str]:
    """The frequent words of a language's text that are English words (``ENGLISH_MARGIN``)."""
    if language == "english":
        return frozenset()
    from wordfreq import zipf_frequency

    code = WORDFREQ_CODE[language]
    return frozenset(w for w in frequent if w.isascii() and zipf_frequency(w, "en")
                     > zipf_frequency(w, code) + ENGLISH_MARGIN)


ERUDIT_FORM_RULE = ("not a noun in the nominative singular, nor a plural-only noun in the "
                    "plural (Erudit plays no other form: pymorphy3's parses)")
ERUDIT_NAME_RULE = "a proper name only (pymorphy3: Name Surn Patr Geox Orgn Trad)"
HOME_NAME_RULE = ("a proper name home Erudit does not play (pymorphy3: first names, "
                  "patronymics, organisations; a surname or place also a common word's form)")
#: the proper-noun grammemes home Erudit plays (seed 004: places, famous surnames)
HOME_PROPER = frozenset({"Geox", "Surn"})


def erudit_rules(lexicon: str) -> list[RecallRule]:
    """Erudit's convention for the expected words (README "Measuring a lexicon"), as the
    build reads OpenCorpora: a word is expected when one of pymorphy3's parses of it is a
    noun in the nominative singular, or in the plural with ``Pltm`` (or it is one of the
    judged plural-only nouns of ``additions/russian.txt``: ``деньги``), of a common noun;
    for home Erudit also of a place or a surname (seed 004) that is no other word's form
    (``городов``, ``дали`` are not the surnames Городов, Дали).  A word OpenCorpora does
    not know is judged by pymorphy3's guesses, so that a noun the source lacks is a miss."""
    try:
        import pymorphy3  # type: ignore[import-untyped]
    except ImportError as e:
        raise SourceMissing(f"russian: pymorphy3 is needed; `{SOURCES['russian'].install_hint()}`"
                            ) from e
    morph = pymorphy3.MorphAnalyzer(lang="ru")
    plural_only = read_stoplist("russian", ADDITIONS_DIR)
    home = lexicon == "russian-home"

    @functools.cache
    def parses(word: str) -> tuple[frozenset[str], ...]:
        found = morph.parse(word.lower())
        known = [p for p in found if p.is_known] or found
        return tuple(frozenset(p.tag.grammemes) for p in known)

    @functools.cache
    def known(word: str) -> bool:
        return bool(morph.word_is_known(word.lower()))

    def nominatives(word: str) -> list[frozenset[str]]:
        return [g for g in parses(word) if {"NOUN", "nomn"} <= g
                and ("sing" in g or ("plur" in g and "Pltm" in g))]

    def not_nominative(word: str) -> bool:
        return word not in plural_only and not nominatives(word)

    def proper_only(word: str) -> bool:
        # pymorphy3's guesses cannot tell a name (логан) from a noun the source lacks
        # (ланч): an unknown word stays expected, and the judged file speaks for it
        if not known(word) or word in plural_only:
            return False
        if any(not g & RUSSIAN_EXCLUDED for g in nominatives(word)):
            return False
        if not home:
            return True
        played = any(g & HOME_PROPER and not g & (RUSSIAN_EXCLUDED - HOME_PROPER)
                     for g in nominatives(word))
        return not played or any(not g & RUSSIAN_EXCLUDED for g in parses(word))

    return [(ERUDIT_FORM_RULE, not_nominative),
            (HOME_NAME_RULE if home else ERUDIT_NAME_RULE, proper_only)]


def misaccented(frequent: list[str], known: Callable[[str], bool]) -> frozenset[str]:
    """The frequent words the lexicon does not know (``known``: False) that a more
    frequent word of the list spells with other diacritics (Slovak ``kedže`` after
    ``keďže``, ``ďaľšie`` after ``ďalšie``): typing slips, as ``careless_spellings``, with
    some diacritics kept."""
    first: dict[str, str] = {}
    out: set[str] = set()
    for word in frequent:
        bare = bare_spelling(word)
        if bare in first and first[bare] != word and not known(word):
            out.add(word)
        first.setdefault(bare, word)
    return frozenset(out)


def english_names() -> frozenset[str]:
    """The entries the English source (SCOWL) writes only capitalised or in capitals,
    lower-cased: English and international names (``James``, ``Chicago``, ``NASA``) that
    another language's text quotes."""
    lower: set[str] = set()
    other: set[str] = set()
    for path in SOURCES["english"].paths:
        if path.is_file():
            for line in path.open(encoding="utf-8"):
                entry = line.strip()
                (lower if entry.islower() else other).add(entry.lower())
    return frozenset(other - lower)


#: languages whose wordfreq list carries a neighbour's text: language -> (neighbour's
#: wordfreq code, its name).  wordfreq's Slovak list mixes in Czech (``jsem``, ``kdo``).
NEIGHBOUR: dict[str, tuple[str, str]] = {"slovak": ("cs", "Czech")}


def neighbour_words(language: str, frequent: list[str],
                    known: Callable[[str], bool]) -> frozenset[str]:
    """The frequent words the lexicon does not know that are ten times more frequent in the
    neighbour's text than in the language's (``ENGLISH_MARGIN``): Czech in Slovak text."""
    if language not in NEIGHBOUR:
        return frozenset()
    from wordfreq import zipf_frequency

    code = WORDFREQ_CODE[language]
    other = NEIGHBOUR[language][0]
    return frozenset(w for w in frequent if not known(w) and zipf_frequency(w, other)
                     > zipf_frequency(w, code) + ENGLISH_MARGIN)


def recall_rules(lexicon: str, lex: DawgLexicon, frequent: list[str]) -> list[RecallRule]:
    """The rules that take a frequent word (``frequent``: wordfreq's spelling, most
    frequent first) out of what a player of the lexicon expects, in order (README,
    "Measuring a lexicon")."""
    letters = frozenset(lex.letters)
    careless = frozenset(lex.normalize(w) for w in careless_spellings(frequent))
    language = language_of(lexicon)
    english = frozenset(lex.normalize(w) for w in english_words(language, frequent))
    rules: list[RecallRule] = [
        ("letters with no tile (digits, apostrophes, foreign letters)",
         lambda w: not set(w) <= letters),
        ("one letter", lambda w: len(w) < 2),
    ]
    if language == "russian":
        rules += erudit_rules(lexicon)
    rules += [
        ("a more frequent word typed without its diacritics or apostrophe (sie: się, "
         "dont: don't)", careless.__contains__),
    ]
    if english:
        rules.append(("an English word in the language's text (ten times more frequent in "
                      "English: from, this)", english.__contains__))
    stop = read_stoplist(language)
    rules.append((f"in the stop list (stoplists/{language}.txt: abbreviations, units)",
                  stop.__contains__))
    titled, caps = source_case_only(language)
    if is_hunspell(language):
        # a Hunspell source: the forms of its capitalised entries that the lexicon lacks
        # (it has the ones the source also writes lower case)
        titled = frozenset(w for w in titled if w not in lex)
        caps = frozenset(w for w in caps if w not in lex)
    if lexicon != "bulgarian-proper":  # its house rule plays the capitalised words
        rules.append((CAPITALISED_RULE, titled.__contains__))
    rules.append((ALL_CAPS_RULE, caps.__contains__))

    def known(word: str) -> bool:
        return lex.normalize(word) in lex

    if language != "english":
        names = english_names()
        quoted = frozenset(lex.normalize(w) for w in frequent
                           if w.isascii() and w in names and not known(w))
        rules.append(("a name the language's source lacks, which the English list writes "
                      "only capitalised (James, Chicago)", quoted.__contains__))
    slips = frozenset(lex.normalize(w) for w in misaccented(frequent, known))
    rules.append(("a more frequent word typed with other diacritics, which the source "
                  "lacks (kedže: keďže)", slips.__contains__))
    if language in NEIGHBOUR:
        neighbour = frozenset(lex.normalize(w) for w in neighbour_words(language, frequent,
                                                                        known))
        rules.append((f"a {NEIGHBOUR[language][1]} word the source lacks (ten times more "
                      f"frequent in {NEIGHBOUR[language][1]} text: jsem, kdo)",
                      neighbour.__contains__))
    return rules


@dataclass
class Recall:
    lexicon: str
    top: int
    expected: list[str]  # tile-letter words, most frequent first
    dropped: dict[str, list[str]]  # rule -> words it dropped
    excluded: list[Judgement]  # by the judged file
    restored: list[Judgement]  # put back by the judged file
    misses: list[str]
    unused: list[str] = field(default_factory=list)  # judged rows not among the top words

    @property
    def accepted(self) -> int:
        return len(self.expected) - len(self.misses)

    @property
    def rate(self) -> float:
        return self.accepted / len(self.expected) if self.expected else 0.0

    @property
    def meets_goal(self) -> bool:
        return bool(self.expected) and self.rate >= GOAL_RECALL


def measure_recall(lexicon: str, lex: DawgLexicon, frequent: list[str],
                   rules: list[RecallRule], judged: JudgedFile | None) -> Recall:
    """Recall of ``frequent`` (the language's most frequent words, as wordfreq writes
    them) under ``rules`` and the judged exclusions."""
    rows = {lex.normalize(j.word): j for j in (judged.rows if judged else [])}
    dropped: dict[str, list[str]] = {rule: [] for rule, _ in rules}
    expected: list[str] = []
    excluded: list[Judgement] = []
    restored: list[Judgement] = []
    seen: set[str] = set()
    for raw in frequent:
        word = lex.normalize(raw)
        if word in seen:
            continue
        seen.add(word)
        row = rows.get(word)
        rule = next((name for name, drops in rules if drops(word)), None)
        if row is not None and row.verdict == "excluded":
            excluded.append(row)
        elif row is not None and row.verdict == "expected" and rule is not None:
            restored.append(row)
            expected.append(word)
        elif rule is not None:
            dropped[rule].append(word)
        else:
            expected.append(word)
    misses = [w for w in expected if w not in lex]
    unused = sorted(j.word for w, j in rows.items() if w not in seen)
    return Recall(lexicon, len(frequent), expected, dropped, excluded, restored, misses,
                  unused)


def frequent_words(language: str, top: int = RECALL_TOP) -> list[str]:
    """wordfreq's ``top`` most frequent words of the language, most frequent first."""
    import wordfreq

    return list(wordfreq.top_n_list(WORDFREQ_CODE[language], top))


def judged_path(lexicon: str, directory: Path | None = None) -> Path:
    return (directory or JUDGED_DIR) / f"{lexicon}.tsv"


def exclusions_path(lexicon: str, directory: Path | None = None) -> Path:
    return (directory or JUDGED_DIR) / f"{lexicon}.recall-exclusions.tsv"


@dataclass
class Quality:
    lexicon: str
    words: int
    precision: Precision | None
    recall: Recall


def measure(lexicon: str, lex: DawgLexicon, frequent: list[str],
            rules: list[RecallRule], directory: Path | None = None) -> Quality:
    """Precision and recall of one lexicon from the judged files in ``directory``."""
    sample = judged_path(lexicon, directory)
    precision = (measure_precision(lexicon, lex, read_judged(sample))
                 if sample.exists() else None)
    excl = exclusions_path(lexicon, directory)
    judged = read_judged(excl, RECALL_VERDICTS) if excl.exists() else None
    return Quality(lexicon, len(lex), precision,
                   measure_recall(lexicon, lex, frequent, rules, judged))


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _pct2(x: float) -> str:
    return f"{100 * x:.2f}%"


def summary_row(q: Quality) -> str:
    """One lexicon's line of the report's table."""
    p, r = q.precision, q.recall
    if p is None:
        prec = "no judged sample | | | "
    elif p.stale:
        prec = f"**stale**: {len(p.gone)} of {len(p.rows)} judged words gone | | | "
    elif p.unjudged:
        prec = f"{len(p.unjudged)} of {len(p.rows)} words not judged yet | | | "
    else:
        prec = (f"{_pct(p.share('valid'))} | {_pct(p.share('dubious'))} | "
                f"{_pct(p.share('invalid'))} | {p.n}")
    goal = "yes" if p is not None and p.meets_goal and r.meets_goal else "no"
    return (f"| {q.lexicon} | {q.words:,} | {prec} | {_pct2(r.rate)} | {len(r.expected):,} | "
            f"{len(r.misses)} | {goal} |")


TABLE_HEAD = [
    "| lexicon | words | valid | dubious | invalid | sample | recall | expected words "
    "| misses | goal met |",
    "|---|---|---|---|---|---|---|---|---|---|",
]


def _words(words: Iterable[str]) -> str:
    return " ".join(w.lower() for w in words) or "(none)"


def quality_section(q: Quality, shown: int = 40) -> str:
    """One lexicon's part of the report: the judged verdicts that are not ``valid``, the
    recall's rules and misses, and what the judged files say."""
    lines = [f"## {q.lexicon}", ""]
    p = q.precision
    if p is None:
        lines.append(f"No judged sample: draw one with `python -m dictionaries sample "
                     f"{q.lexicon} --n {GOAL_SAMPLE} --seed 1` and judge it.")
    elif p.stale:
        lines.append(
            f"The judged sample (seed {p.seed}) is **stale**: {len(p.gone)} of its "
            f"{len(p.rows)} words are no longer in the lexicon ({_words(p.gone[:shown])}), "
            "so no precision is given. Draw a new one: `python -m dictionaries sample "
            f"{q.lexicon} --n {max(GOAL_SAMPLE, len(p.rows))} --seed "
            f"{int(p.seed) + 1 if p.seed.isdigit() else 1}` (verdicts of words judged before "
            "are kept).")
    else:
        lines.append(
            f"Judged sample: {len(p.rows)} words (seed {p.seed}"
            + ("" if p.digest_matches else "; drawn from an earlier build with the same "
               "words still present")
            + f"): {p.counts['valid']} valid, {p.counts['dubious']} dubious, "
            f"{p.counts['invalid']} invalid"
            + (f", {len(p.unjudged)} not judged yet" if p.unjudged else "") + ".")
        for verdict in ("invalid", "dubious"):
            rows = [j for j in p.rows if j.verdict == verdict]
            if rows:
                lines += ["", f"{verdict.capitalize()}:", ""]
                lines += [f"- `{j.word}`: {j.reason}" for j in rows]
    r = q.recall
    lines += ["", f"Recall: {r.accepted:,} of {len(r.expected):,} expected words accepted "
              f"({_pct2(r.rate)}), from wordfreq's top {r.top:,}.", ""]
    lines += ["| taken out of the expected words by | words | examples |", "|---|---|---|"]
    for rule, words in r.dropped.items():
        lines.append(f"| {rule} | {len(words):,} | {_words(words[:12])} |")
    lines.append(f"| the judged exclusions (`judged/{q.lexicon}.recall-exclusions.tsv`) | "
                 f"{len(r.excluded):,} | {_words(j.word for j in r.excluded[:12])} |")
    if r.restored:
        lines += ["", f"Put back by the judged file ({len(r.restored)}):", ""]
        lines += [f"- `{j.word}`: {j.reason}" for j in r.restored]
    lines += ["", f"Misses ({len(r.misses)}), most frequent first:", "", _words(r.misses)]
    if r.unused:
        lines += ["", f"Judged exclusions no longer among the top words ({len(r.unused)}): "
                  + _words(r.unused)]
    lines.append("")
    return "\n".join(lines)
