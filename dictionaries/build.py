"""Building the compiled lexicons from their sources (``python -m dictionaries build``)."""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from dictionaries.alphabet import Alphabet, alphabet_for
from dictionaries.sources import SOURCES, SourceMissing, harvest
from dictionaries.store import compile_lexicon

PACKAGE_DIR = Path(__file__).resolve().parent
COMPILED_DIR = PACKAGE_DIR / "compiled"
STOPLIST_DIR = PACKAGE_DIR / "stoplists"
ADDITIONS_DIR = PACKAGE_DIR / "additions"
SUFFIX = ".lex"
#: The version of the word policy (sources.py, README "Policy"): part of every file's
#: inputs digest, so ``build --if-missing`` rebuilds files made under an older policy.
POLICY_VERSION = 7
#: A language's own policy version, bumped when only its rules change: part of that
#: language's inputs digest alone, so ``build --if-missing`` rebuilds it and leaves the
#: other files as they are (a bump of POLICY_VERSION rebuilds every language).
#: English 1: SCOWL's category lists (issue 25).  Russian 1: the nouns no second source
#: attests, пол- phrases, -нье nouns, home Erudit's feminine surnames (issue 25).
#: Bulgarian 1: hunspell-bg's noun and adjective forms kept, the -ял imperfect participles'
#: articles and the passives of verbs used only with се (mythes-bg) dropped (issue 25).
#: Bulgarian 2: participles of perfectives made by a prefix on a third-conjugation
#: imperfective and of the -осам/-исам loans, passives of по- on an intransitive verb and
#: of the -явам imperfectives of -я verbs with an aorist in -ях (issue 25, fourth pass).
#: Russian 2: home Erudit's diminutives in -ёк -ок -ик -чик -ышко -цо -ушка -ец, the feminine
#: surnames whose own cases are rarer than the man's, plural surnames, the undeclined
#: first halves of hyphenated place names (issue 25, fourth Russian pass).
#: Bulgarian 3: the -ел participle's articles beside a -ял that keeps -я- (измислелите), the
#: passives of intransitive verbs in -на read one by one (седнатата), жена's verb forms and
#: кле in the stop list (issue 25, fifth pass).
#: Slovak 2: the -šo adverbs of -ší adjectives, the second halves of compounds listed as
#: entries (issue 25, fourth Slovak pass).
#: Russian 3: letter names hunspell-ru lists (бета, ять), plurals of substantivised
#: adjectives beside their singular (телеведущие), home Erudit's diminutives in -ка
#: (газетка, севрюжка, ведёрце) (issue 25, fifth Russian pass).
#: Romanian 1: the pluperfect's -seți, the P class's -ui genitives, class-I verbs no second
#: source (wordfreq, mythes-ro, simplemma) attests (issue 25, third Romanian pass).
#: Romanian 2: old -iune nouns, the unattested plural of nouns with two, neuter vocatives,
#: glued compounds, old spellings and misfiled entries (issue 25, fourth Romanian pass).
#: Slovak 3: Roman numerals (lx, xiv) and the abbreviations with no vowel but L or R (ml, str).
#: Romanian 3: Roman numerals (xiv, iii, xxviii).
#: Russian 4: Mueller's dictionary as a dictionary source; nouns made of an attested word
#: (but verbal nouns) and nouns only wordfreq attests below Zipf 2.0 need a source of their
#: own (issue 25, sixth Russian pass).
#: Slovak 5: comparatives of -ový/-cký/-ský adjectives graded only by an -osť noun of the
#: .dic that no second source has (issue 25, sixth Slovak pass).
#: Slovak 6: the -ajúc transgressives of kázať, rezať, mazať, viazať, three misspelt
#: entries and the bound form zubými (sixth Slovak pass).
#: Russian 5: home Erudit's diminutives in -ушка -юшка -ушко -юшко -ушек -ышек -ашка -ашек
#: -ишка -ишко (воробушек, кармашек, воришка, домишко; issue 25, seventh Russian pass).
LANGUAGE_POLICY: dict[str, int] = {"english": 1, "russian": 5, "bulgarian": 5, "slovak": 7,
                                   "romanian": 3}

#: Variant lexicons: name -> the language whose source and build make it.  A variant is
#: the language's words plus what the source's tags give it (``sources.Harvest.variants``).
VARIANTS: dict[str, str] = {
    "russian-home": "russian",  # home Erudit: + places and famous people's surnames
    "bulgarian-proper": "bulgarian",  # seed 000's house rule: + capitalised words
}


def language_of(lexicon: str) -> str:
    """The language of a lexicon name (``russian-home`` -> ``russian``)."""
    return VARIANTS.get(lexicon, lexicon)


def variants_of(language: str) -> list[str]:
    return [name for name, lang in VARIANTS.items() if lang == language]


def compiled_path(language: str, directory: Path | None = None) -> Path:
    """The compiled file of a language or variant lexicon."""
    return (directory or COMPILED_DIR) / f"{language}{SUFFIX}"


def inputs_digest(language: str) -> str:
    """A digest of the policy version and the hand-kept lists that shape a lexicon, so
    that ``build --if-missing`` rebuilds a file when its stop list or additions change."""
    language = language_of(language)
    h = hashlib.sha1(f"policy {POLICY_VERSION}".encode())
    if language in LANGUAGE_POLICY:  # absent: the digest a file of before this table has
        h.update(f" {language} {LANGUAGE_POLICY[language]}".encode())
    for folder in (STOPLIST_DIR, ADDITIONS_DIR):
        path = folder / f"{language}.txt"
        h.update(path.read_bytes() if path.exists() else b"-")
    for variant in variants_of(language):  # a variant's own stop list and additions
        for folder in (STOPLIST_DIR, ADDITIONS_DIR):
            path = folder / f"{variant}.txt"
            h.update(path.read_bytes() if path.exists() else b"-")
    return h.hexdigest()[:16]


def read_stoplist(language: str, directory: Path = STOPLIST_DIR) -> frozenset[str]:
    """Entries of ``stoplists/<language>.txt`` (one a line, or several a line apart by
    spaces; ``#`` comments), upper-cased; the same format serves
    ``additions/<language>.txt``."""
    path = directory / f"{language}.txt"
    if not path.exists():
        return frozenset()
    alphabet = alphabet_for(language_of(language))
    words: set[str] = set()
    for raw in path.read_text(encoding="utf-8").splitlines():
        for entry in raw.split("#", 1)[0].split():
            words.add(alphabet.normalize(entry))
    return frozenset(words)


def filter_entries(
    entries: Iterable[str], alphabet: Alphabet, stoplist: frozenset[str] = frozenset()
) -> set[str]:
    """Lexicon words from raw entries: lower-case only, tile letters after folding,
    two letters or more, not in the stop list; deduplicated."""
    text = entries if isinstance(entries, str) else "\n".join(entries)
    words = set(alphabet.filter_text(text))
    words.difference_update(stoplist)
    return words


@dataclass
class Selection:
    """A language's words under its policy, with what each exclusion rule took away.

    ``dropped``: per rule (the stop list first), the words it removed that no kept entry
    restores, after the tile-letter filter; ``variants``: the words of each variant.
    """

    language: str
    words: set[str]
    dropped: dict[str, set[str]] = field(default_factory=dict)
    variants: dict[str, set[str]] = field(default_factory=dict)
    stoplist: frozenset[str] = frozenset()
    additions: frozenset[str] = frozenset()


Stage = Callable[[str], None]


def _quiet(stage: str) -> None:
    del stage


def select_words(language: str, stage: Stage = _quiet) -> Selection:
    """Read a language's source and apply its policy (no file written)."""
    alphabet = alphabet_for(language)
    stage("reading source")
    got = harvest(language)
    stage("filtering")
    stoplist = read_stoplist(language, STOPLIST_DIR)
    additions = read_stoplist(language, ADDITIONS_DIR)
    words = filter_entries(got.kept, alphabet)
    if not words:
        raise SourceMissing(f"{language}: the source gave no words")
    dropped: dict[str, set[str]] = {}
    taken: set[str] = set(words)
    for rule, entries in got.excluded.items():
        rule_words = filter_entries(entries, alphabet) - taken
        taken |= rule_words
        dropped[rule] = rule_words
    stopped = words & stoplist
    words -= stopped
    words |= additions
    for rule_words in dropped.values():
        rule_words -= additions
    # the stop list is counted as a rule of its own (it was one before this policy too)
    dropped = {f"stop list (stoplists/{language}.txt)": stopped, **dropped}
    variants: dict[str, set[str]] = {}
    for name, extra in got.variants.items():
        # a variant's own rules take words out of it (counted as "<variant>: ..." rules);
        # its own additions (additions/<variant>.txt) win over them
        own = read_stoplist(name, ADDITIONS_DIR)
        own_stop = read_stoplist(name, STOPLIST_DIR)  # stoplists/<variant>.txt
        variant = (words | filter_entries(extra, alphabet)) - stoplist
        # the variant's stop list wins over the language's additions (issue 25, seventh
        # Russian pass: additions/russian.txt puts back the attested человечишка, a
        # diminutive home Erudit refuses), not over the variant's own additions
        if own_stop:  # counted as a rule of the variant's (the language's list is above)
            dropped[f"stop list (stoplists/{name}.txt)"] = (variant & own_stop) - own
        variant = (variant | additions) - own_stop
        for rule, entries in got.variant_excluded.get(name, {}).items():
            rule_words = (filter_entries(entries, alphabet) & variant) - own - additions
            variant -= rule_words
            dropped[rule] = rule_words
        variants[name] = variant | own
    return Selection(language, words, dropped, variants, stoplist, additions)


@dataclass(frozen=True)
class BuildResult:
    language: str
    words: int
    seconds: float
    size: int
    path: Path
    dropped: dict[str, int] = field(default_factory=dict)
    variants: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> words, size


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    tmp.write_bytes(data)
    tmp.replace(path)


def build_language(
    language: str, out_dir: Path | None = None, stage: Stage = _quiet
) -> BuildResult:
    """Read, filter and compile one language and its variants; write the files atomically."""
    start = time.perf_counter()
    alphabet = alphabet_for(language)
    source = SOURCES[language]
    sel = select_words(language, stage)
    header = {
        "language": language,
        "source": source.description,
        "package": source.package,
        "licence": source.licence,
        "fold": alphabet.folds,
        "stoplist": len(sel.stoplist),
        "additions": len(sel.additions),
        "inputs": inputs_digest(language),
        "policy": POLICY_VERSION,
        **({"language policy": LANGUAGE_POLICY[language]} if language in LANGUAGE_POLICY
           else {}),
        "dropped": {rule: len(words) for rule, words in sel.dropped.items()},
        "built": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    stage("compiling")
    data = compile_lexicon(sel.words, alphabet.letters, header)
    path = compiled_path(language, out_dir)
    _write(path, data)
    variants: dict[str, tuple[int, int]] = {}
    for name, words in sel.variants.items():
        stage(f"compiling {name}")
        vdata = compile_lexicon(words, alphabet.letters, {**header, "variant": name})
        _write(compiled_path(name, out_dir), vdata)
        variants[name] = (len(words), len(vdata))
    return BuildResult(
        language,
        len(sel.words),
        time.perf_counter() - start,
        len(data),
        path,
        {rule: len(words) for rule, words in sel.dropped.items()},
        variants,
    )
