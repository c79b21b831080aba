"""Where each language's words come from, and how to read them (raw, before filtering)."""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dictionaries.hunspell import expand_dictionary_marked

DICT_DIR = Path("/usr/share/dict")
HUNSPELL_DIR = Path("/usr/share/hunspell")


class SourceMissing(Exception):
    """A word-list source is not installed; the message says how to install it."""


@dataclass(frozen=True)
class Source:
    language: str
    description: str
    package: str  # Debian or PyPI package that provides it
    kind: str  # "apt" or "pypi"
    licence: str
    path: Path | None = None
    name: str = ""  # the list's own name, as players may look it up (the same in every language)
    also: tuple[Path, ...] = ()  # further lists of the same source, read with ``path``

    @property
    def paths(self) -> tuple[Path, ...]:
        return (self.path, *self.also) if self.path is not None else ()

    def install_hint(self) -> str:
        if self.kind == "apt":
            return f"apt-get install {self.package}"
        return f".venv/bin/python -m pip install -e '.[build]'  (PyPI {self.package})"


SOURCES: dict[str, Source] = {
    "english": Source(
        "english",
        "SCOWL word lists, American and British English, 'huge' size (Debian "
        "wamerican-huge, wbritish-huge)",
        "wamerican-huge wbritish-huge",
        "apt",
        "SCOWL: permissive (copyright notices of Kevin Atkinson et al., free use)",
        DICT_DIR / "american-english-huge",
        name="SCOWL",
        also=(DICT_DIR / "british-english-huge",),
    ),
    "polish": Source(
        "polish",
        "SJP.pl word list, all inflected forms (Debian wpolish)",
        "wpolish",
        "apt",
        "GPL-2 / LGPL-2.1 / MPL-1.1 / Apache-2.0 / CC-BY-4.0 (SJP.pl, choose any)",
        DICT_DIR / "polish",
        name="SJP.pl",
    ),
    "bulgarian": Source(
        "bulgarian",
        "bgoffice word list, all forms (Debian wbulgarian)",
        "wbulgarian",
        "apt",
        "GPL-2+ (bgoffice project)",
        DICT_DIR / "bulgarian",
        name="bgoffice",
    ),
    "slovak": Source(
        "slovak",
        "Slovak Hunspell dictionary sk_SK, expanded from .dic/.aff (Debian hunspell-sk)",
        "hunspell-sk",
        "apt",
        "GPL-2 / LGPL-2.1 / MPL-1.1 (tri-licence)",
        HUNSPELL_DIR / "sk_SK",
        name="sk-spell",
    ),
    "romanian": Source(
        "romanian",
        "Romanian Hunspell dictionary ro_RO (rospell), expanded from .dic/.aff "
        "(Debian hunspell-ro)",
        "hunspell-ro",
        "apt",
        "GPL-2 / LGPL-2.1 / MPL-1.1 (tri-licence)",
        HUNSPELL_DIR / "ro_RO",
        name="rospell",
    ),
    "russian": Source(
        "russian",
        "OpenCorpora dictionary via pymorphy3-dicts-ru: common nouns, nominative "
        "singular, plus plural-only nouns in the nominative plural",
        "pymorphy3-dicts-ru",
        "pypi",
        "CC-BY-SA 3.0 (OpenCorpora data); pymorphy3 code MIT",
        name="OpenCorpora",
    ),
}


def _check_file(path: Path, source: Source) -> None:
    if not path.exists():
        raise SourceMissing(
            f"{source.language}: {path} is missing; install it with `{source.install_hint()}`"
        )


def read_word_list(path: Path) -> Iterator[str]:
    with path.open(encoding="utf-8") as f:
        for line in f:
            word = line.strip()
            if word:
                yield word


def _hunspell_marked(
    source: Source, excluded: Callable[[str, Any, str], str | None] | None
) -> Iterator[tuple[str, str | None]]:
    assert source.path is not None
    for suffix in (".dic", ".aff"):
        _check_file(source.path.with_suffix(suffix), source)
    # dictionaries.hunspell imports spylls only when it expands, so ask before it does.
    if importlib.util.find_spec("spylls") is None:
        raise SourceMissing(
            f"{source.language}: spylls is needed to expand Hunspell files; "
            "install it with `.venv/bin/python -m pip install -e '.[build]'`"
        )
    yield from expand_dictionary_marked(source.path, excluded)


@dataclass
class Harvest:
    """What a source gives its language's policy, before the tile-letter filter.

    ``kept``: the entries the policy keeps so far.  ``excluded``: per exclusion rule (its
    description, printed by the build), the entries it dropped; the build counts those
    that no kept entry restores.  ``variants``: per variant lexicon (``russian-home``,
    ``bulgarian-proper``), the entries it adds to the language's words.
    """

    kept: list[str]
    excluded: dict[str, list[str]] = field(default_factory=dict)
    variants: dict[str, list[str]] = field(default_factory=dict)


#: Romanian (rospell) affix classes of nouns and adjectives, per the .aff file's own table
#: of contents ("Substantive", "Adjective", "Nume proprii", "Neologisme"); the verb classes
#: (N K B E H G I) are not among them.
ROMANIAN_NOMINAL_CLASSES = frozenset("AFfRrsuCcMPzLlDQSTetqn")

CLITIC_RULE = "clitic-host forms (hunspell-ro noun/adjective suffix '-u': trenu, fixaju)"
REDOUBLED_FORM = re.compile(r"(?:ne|auto|neauto)?rere")
REDOUBLED_RULE = "re- doubled (hunspell-ro's automatic re- on a word with re-: rerecidivez)"


def romanian_clitic_rule(flag: str, affix: Any, word: str) -> str | None:
    """rospell's noun and adjective classes add a bare ``-u`` to a stem (``tren`` ->
    ``trenu``) only as the host of a clitic, spelt with a hyphen (``trenu-i``, "the train
    is"); alone the form is no word.  Verb classes keep theirs (``începu``, he began)."""
    del word
    clitic = (
        flag in ROMANIAN_NOMINAL_CLASSES
        and getattr(affix, "add", None) == "u"
        and not getattr(affix, "strip", "")
        and affix.__class__.__name__ == "Suffix"
    )
    return CLITIC_RULE if clitic else None


def romanian_redoubled_rule(flag: str, affix: Any, word: str) -> str | None:
    """rospell puts its automatic prefix ``re-`` on every verb, also on one that already
    starts with it (``recidiva`` -> ``rerecidiva``), and its .dic lists nouns and
    participles made the same way (``rereabilitare``); no dictionary has a ``rere-`` word."""
    del flag
    redoubled = (
        affix.__class__.__name__ == "Prefix" and affix.add == "re" and word.startswith("re")
    )
    return REDOUBLED_RULE if redoubled else None


def _romanian() -> Harvest:
    kept: list[str] = []
    excluded: dict[str, list[str]] = {CLITIC_RULE: [], REDOUBLED_RULE: []}

    def which(flag: str, affix: Any, word: str) -> str | None:
        return romanian_clitic_rule(flag, affix, word) or romanian_redoubled_rule(
            flag, affix, word
        )

    for form, rule in _hunspell_marked(SOURCES["romanian"], which):
        if rule is None and REDOUBLED_FORM.match(form):
            # the .dic also lists 1,142 stems made the same way (rereabilitare/A), which
            # its automatic ne-/auto- prefixes then extend (nererevizuit, autorereactualizat)
            rule = REDOUBLED_RULE
        if rule is None:
            kept.append(form)
        else:
            excluded[rule].append(form)
    return Harvest(kept, excluded)


def _bulgarian() -> Harvest:
    """bgoffice lists names of people and places capitalised (``София``, ``Иван``); the
    game excludes them, the house rule of seed 000 plays them (``bulgarian-proper``).
    The present active participles and gerunds bgoffice makes of perfective verbs, which
    Bulgarian does not form, are dropped (``perfective_participles``)."""
    source = SOURCES["bulgarian"]
    assert source.path is not None
    _check_file(source.path, source)
    kept: list[str] = []
    names: list[str] = []
    for entry in read_word_list(source.path):
        if entry[:1].isupper() and entry[1:].islower():
            names.append(entry.lower())
        else:
            kept.append(entry)
    try:
        from wordfreq import get_frequency_dict
    except ImportError as e:
        raise SourceMissing("bulgarian: wordfreq is needed (the cross-check of participles); "
                            f"`{SOURCES['russian'].install_hint()}`") from e
    seen = get_frequency_dict("bg")  # every word wordfreq has seen in Bulgarian text
    perfective = perfective_participles(frozenset(kept), seen.__contains__)
    kept = [w for w in kept if w not in perfective]
    return Harvest(kept, {PROPER_RULE: names, PERFECTIVE_RULE: sorted(perfective)},
                   {"bulgarian-proper": names})


PERFECTIVE_RULE = ("present active participles and gerunds of perfective verbs "
                   "(изчислящ, поругаещ: the verb has a secondary imperfective in -вам)")
#: Bulgarian verb prefixes (longest first when matched); a one-letter prefix (в- с- у- о-)
#: counts only in a participle of 7 letters or more (``свирещ`` is of ``свиря``).
_BG_PREFIXES = tuple(sorted(
    {"без", "въз", "вз", "въ", "до", "за", "из", "на", "над", "об", "от", "по", "пре",
     "пред", "при", "про", "раз", "съ", "под", "недо", "свръх", "само"},
    key=len, reverse=True))
_BG_PARTICIPLE_ENDINGS = ("", "а", "ата", "о", "ото", "и", "ите", "ия", "ият")


def perfective_participles(words: frozenset[str],
                           attested: Callable[[str], bool] = lambda w: False) -> set[str]:
    """The forms of the present active participle (``-щ`` and its gender, number and
    article forms) and the gerunds (``-йки``) that bgoffice makes of perfective verbs.

    Bulgarian forms both only from imperfective verbs.  The list has no aspect tags, so a
    verb counts as perfective by its partner: a participle ``S-щ`` (``изчисля-щ``,
    ``поругае-щ``) or gerund ``S-йки`` whose stem without its theme vowel (``изчисл``,
    ``поруга``) makes a secondary imperfective in the list (``изчисл-явам``,
    ``поруга-вам``, ``реш-авам``; with the alternations ``предвид-``/``предвиждам``,
    ``успе-``/``успявам``), the form being prefixed (unprefixed verbs are imperfective
    but for a few: ``гриза``/``гризвам``, ``паря``/``парвам`` are not pairs).  A stem in
    ``-а``/``-я`` whose present in ``-ам``/``-ям`` is listed (``изпълням``) is an
    imperfective of the third conjugation and keeps its forms, unless its partner is not
    just the stem + ``-вам`` (``харесам``/``харес-вам``, ``сгледам``/``сглеждам``: a
    perfective of the third conjugation).  Other alternations (``напиша``/``написвам``)
    are not recognised: kept.  A participle any of whose forms is ``attested`` (wordfreq
    has seen it in Bulgarian text: ``настоящ``, ``излизащи``) is kept whatever its verb.
    """
    out: set[str] = set()
    for word in words:
        if word.endswith("щ") and len(word) >= 5 and word[-2] in "аяе":
            stem = word[:-1]
            roots: tuple[str, ...] = (stem[:-1],)
            forms = [f for e in _BG_PARTICIPLE_ENDINGS if (f := word + e) in words]
            forms += [g for g in (stem + "йки", stem[:-1] + "ейки") if g in words]
        elif word.endswith("йки") and len(word) >= 6 and word[:-3] + "ше" in words:
            # a gerund, its verb's imperfect (изчисле-ше) listed: not a noun (струйки)
            stem = word[:-3]
            roots = (stem[:-1], stem)
            forms = [word]
        else:
            continue
        if not _bg_prefixed(word):
            continue
        strong = any(p in words for r in roots for p in _bg_strong_partners(r))
        weak = any(r + p in words for r in roots for p in ("явам", "авам"))
        if not (strong or weak):
            continue
        if stem[-1] in "ая" and stem + "м" in words and not strong:
            continue  # изпълням / изпълнявам: two imperfectives
        if not any(attested(f) for f in forms):
            out.update(forms)
    return out


#: consonant alternations before a secondary imperfective (предвидя -> предвиждам)
_BG_ALTERNATIONS = {"д": "жд", "т": "щ", "з": "ж", "с": "ш"}


def _bg_strong_partners(root: str) -> list[str]:
    """The secondary imperfectives a root makes other than by keeping its theme vowel."""
    partners = [root + "вам"]
    if root[-1:] in _BG_ALTERNATIONS:
        partners.append(root[:-1] + _BG_ALTERNATIONS[root[-1]] + "ам")
    if root.endswith("е"):
        partners.append(root[:-1] + "явам")  # успе- / успявам
    return partners


def _bg_prefixed(word: str) -> bool:
    for prefix in _BG_PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 3:
            return True
    return word[0] in "всуо" and len(word) >= 7


PROPER_RULE = "capitalised entries: names of people and places"


#: OpenCorpora grammemes that exclude a noun from Erudit, by exclusion rule.
RUSSIAN_TAG_RULES: dict[str, frozenset[str]] = {
    "proper names (OpenCorpora Name Surn Patr Geox Orgn Trad)": frozenset(
        {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"}
    ),
    "abbreviations and initials (OpenCorpora Abbr Init)": frozenset({"Abbr", "Init"}),
    "misspelt and distorted forms (OpenCorpora Erro Dist)": frozenset({"Erro", "Dist"}),
}
RUSSIAN_EXCLUDED = frozenset().union(*RUSSIAN_TAG_RULES.values())

LETTER_RULE = "letter names unknown to hunspell-ru as words (зи, ди, эн, эр, кью)"
#: How Russian writes the names of the letters of the Cyrillic and Latin alphabets; the
#: ones hunspell-ru does not list as words (``зи``, ``эн``) are letter names only, and
#: Erudit plays no letter names.  (``икс``, ``ять`` are words: hunspell-ru has them.)
_CYRILLIC_LETTER_NAMES = "бэ вэ гэ дэ жэ зэ ка эль эл эм эн пэ эр эс тэ эф ха цэ че ша ща ерь"
_LATIN_LETTER_NAMES = "эй би си ди джи эйч ай джей кей оу пи кью ар ти ю ви экс уай зед зет зи"
LETTER_NAMES = frozenset(f"{_CYRILLIC_LETTER_NAMES} {_LATIN_LETTER_NAMES}".split())
#: wordfreq's Zipf frequency from which a surname counts as "a famous person's" in home
#: Erudit (Пушкин 4.1, Ахматова 3.3, Менделеев 3.0; an ordinary surname is near 0).
FAMOUS_ZIPF = 3.0


def hunspell_ru_lemmas() -> frozenset[str]:
    """The lower-case stems of hunspell-ru (Debian ``hunspell-ru``), Ё folded to Е: the
    Russian spelling dictionary's lemmas, an independent source to cross-check
    OpenCorpora's noisier entries against."""
    path = HUNSPELL_DIR / "ru_RU.dic"
    if not path.exists():
        raise SourceMissing(f"russian: {path} is missing; install it with `apt-get install "
                            "hunspell-ru` (the cross-check of short indeclinable nouns)")
    lemmas = set()
    with path.open(encoding="utf-8") as f:
        next(f)  # the entry count
        for line in f:
            stem = line.split("/", 1)[0].strip()
            if stem and stem.islower():
                lemmas.add(stem.replace("ё", "е"))
    return frozenset(lemmas)


def _zipf() -> Callable[[str], float]:
    try:
        from wordfreq import zipf_frequency
    except ImportError as e:
        raise SourceMissing(
            f"russian: wordfreq is needed (famous surnames of home Erudit); "
            f"`{SOURCES['russian'].install_hint()}`"
        ) from e

    def zipf(word: str) -> float:
        return float(zipf_frequency(word, "ru"))

    return zipf


def _russian() -> Harvest:
    """Russian nouns for Erudit (nominative singular, plural-only nouns in the plural) and
    the extra proper nouns of home Erudit (``russian-home``).

    Every (word, tag) pair of OpenCorpora's word DAWG is read once; a form is kept when one
    of its tags is a wanted one.  Tags are ``NOUN`` + ``nomn`` + (``sing``, or ``plur`` with
    ``Pltm``).  A tag with an excluded grammeme sends the form to that rule's list instead;
    home Erudit takes back geographic names (``Geox``) and the surnames (``Surn``) of
    famous people (see ``FAMOUS_ZIPF``); first names (``Name``) only when also a place.
    """
    source = SOURCES["russian"]
    try:
        import pymorphy3  # type: ignore[import-untyped]
    except ImportError as e:
        raise SourceMissing(
            f"russian: pymorphy3 and pymorphy3-dicts-ru are needed; `{source.install_hint()}`"
        ) from e
    try:
        morph = pymorphy3.MorphAnalyzer(lang="ru")
    except Exception as e:  # the dictionary package is missing
        raise SourceMissing(f"russian: {e}; `{source.install_hint()}`") from e
    lemmas = hunspell_ru_lemmas()
    zipf = _zipf()
    dictionary = morph.dictionary
    # wanted tags; excluded tags -> their rule; the proper-noun tags home Erudit takes back
    good: set[int] = set()
    rule_of: dict[int, str] = {}
    geox: set[int] = set()
    surn: set[int] = set()
    for tag_id, tag in enumerate(dictionary.gramtab):
        g = tag.grammemes
        if "NOUN" not in g or "nomn" not in g:
            continue
        if not ("sing" in g or ("plur" in g and "Pltm" in g)):
            continue
        hit = [rule for rule, tags in RUSSIAN_TAG_RULES.items() if g & tags]
        if hit:
            rule_of[tag_id] = hit[0]
            if "Geox" in g and not g & (RUSSIAN_EXCLUDED - {"Geox", "Name"}):
                geox.add(tag_id)
            if "Surn" in g and not g & (RUSSIAN_EXCLUDED - {"Surn"}):
                surn.add(tag_id)
            continue
        good.add(tag_id)
    kept: set[str] = set()
    excluded: dict[str, set[str]] = {rule: set() for rule in (*RUSSIAN_TAG_RULES, LETTER_RULE)}
    places: set[str] = set()
    surnames: set[str] = set()
    paradigms = dictionary.paradigms
    for word, (para_id, idx) in dictionary.words.iteritems():
        paradigm = paradigms[para_id]
        tag_id = paradigm[len(paradigm) // 3 + idx]
        if tag_id in good:
            if word in LETTER_NAMES and word not in lemmas:
                excluded[LETTER_RULE].add(word)
            else:
                kept.add(word)
        elif tag_id in rule_of:
            excluded[rule_of[tag_id]].add(word)
            if tag_id in geox:
                places.add(word)
            elif tag_id in surn:
                surnames.add(word)
    famous = {w for w in surnames if zipf(w) >= FAMOUS_ZIPF}
    return Harvest(
        sorted(kept),
        {rule: sorted(words) for rule, words in excluded.items()},
        {"russian-home": sorted(places | famous)},
    )


def harvest(language: str) -> Harvest:
    """A language's source read under its policy (see the README's policy section)."""
    source = SOURCES[language]
    if language == "russian":
        return _russian()
    if language == "romanian":
        return _romanian()
    if language == "bulgarian":
        return _bulgarian()
    if language == "slovak":
        return Harvest([form for form, _ in _hunspell_marked(source, None)])
    entries: list[str] = []
    for path in source.paths:  # English: the American and the British list
        _check_file(path, source)
        entries.extend(read_word_list(path))
    return Harvest(entries)

