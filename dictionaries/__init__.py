"""Real word lists for every language the bot plays, compiled for fast lookup and walks.

>>> import dictionaries
>>> lex = dictionaries.load("polish")          # once per process, shared by every game
>>> "ŻÓŁW" in lex, lex.normalize("żółw")
(True, 'ŻÓŁW')
>>> node = lex.follow(lex.root, "Ż")          # -1 when no word continues so

Build the files first with ``python -m dictionaries build`` (``scripts/install.sh`` does).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from dictionaries.alphabet import FOLDS
from dictionaries.build import VARIANTS, compiled_path, language_of
from dictionaries.own import own_lexicons
from dictionaries.sources import SOURCES
from dictionaries.store import DawgLexicon, LexiconFormatError, read_header
from engine.rules import RuleSet, load_ruleset, ruleset_ids

__all__ = [
    "LANGUAGES",
    "LEXICONS",
    "DawgLexicon",
    "LexiconFormatError",
    "LexiconInfo",
    "LexiconMissing",
    "UnknownLanguage",
    "clear_cache",
    "describe",
    "lexicon_for_rules",
    "lexicon_for_ruleset",
    "lexicon_name",
    "load",
    "own_lexicons",
    "ruleset_lexicons",
]

LANGUAGES: tuple[str, ...] = ("english", "polish", "russian", "bulgarian", "slovak", "romanian")
#: every compiled lexicon: one per language, and the variants built with their language
#: (``russian-home`` for home Erudit, ``bulgarian-proper`` for seed 000's house rule)
LEXICONS: tuple[str, ...] = (*LANGUAGES, *VARIANTS)


def ruleset_lexicons() -> dict[str, str]:
    """Rule set id -> the lexicon it plays with by default, as each rule set's data file
    names it (``engine/data/rulesets/*.toml``, the ``lexicon`` field)."""
    return {rid: load_ruleset(rid).lexicon for rid in ruleset_ids()}


def lexicon_name(rules: RuleSet) -> str:
    """The lexicon a game with these rules (house rules applied) plays with: the rule
    set's ``lexicon``, or its ``proper_nouns_lexicon`` when the game turned on the
    ``proper_nouns`` house rule (Bulgarian: the common words and the capitalised ones), or
    the operator's own list the game chose (``words=NAME``: ``own_lexicons``)."""
    if rules.word_list:
        return rules.word_list
    if rules.proper_nouns and rules.proper_nouns_lexicon:
        return rules.proper_nouns_lexicon
    return rules.lexicon

@dataclass(frozen=True)
class LexiconInfo:
    """A lexicon as players may be told of it: its source's name and package, and how
    many words it holds (None: not built on this machine)."""

    lexicon: str
    source: str
    package: str
    words: int | None


def describe(lexicon: str, directory: Path | None = None) -> LexiconInfo:
    """What the lexicon ``lexicon`` is (``english``, ``russian-home``...), from its source
    and its compiled file's header (read without loading the word list)."""
    if lexicon not in LEXICONS:
        try:
            header = read_header(compiled_path(lexicon, directory))
        except (OSError, LexiconFormatError) as e:
            raise UnknownLanguage(f"unknown lexicon {lexicon!r}; known: "
                                  f"{', '.join(LEXICONS)}") from e
        if not header.get("own"):
            raise UnknownLanguage(f"unknown lexicon {lexicon!r}")
        return LexiconInfo(lexicon, str(header["source"]), str(header["package"]),
                           int(header["words"]))
    source = SOURCES[language_of(lexicon)]
    try:
        words: int | None = int(read_header(compiled_path(lexicon, directory))["words"])
    except (OSError, LexiconFormatError, KeyError, ValueError):
        words = None  # not built (or of a format this code cannot read): the source alone
    return LexiconInfo(lexicon, source.name, source.package, words)


BUILD_COMMAND = ".venv/bin/python -m dictionaries build"


class LexiconMissing(Exception):
    """The compiled lexicon file of a language is absent: run the build command."""

    def __init__(self, language: str, path: Path) -> None:
        super().__init__(
            f"the {language} lexicon is not built ({path} is missing); build it with "
            f"`{BUILD_COMMAND} {language_of(language)}` (or `bash scripts/install.sh`)"
        )
        self.language = language
        self.path = path


class UnknownLanguage(KeyError):
    """Not one of ``LANGUAGES`` (or, for ``lexicon_for_ruleset``, not a known rule set)."""


_cache: dict[str, DawgLexicon] = {}
_lock = threading.Lock()


def load(lang: str, directory: Path | None = None) -> DawgLexicon:
    """The lexicon of ``lang``, loaded from its compiled file once per process.

    Thread-safe: concurrent first calls load the file once.  Raises ``LexiconMissing``
    when the file has not been built.
    """
    if lang not in LEXICONS and lang not in own_lexicons(directory):
        raise UnknownLanguage(f"unknown lexicon {lang!r}; known: {', '.join(LEXICONS)}")
    key = lang if directory is None else f"{lang}@{directory}"
    lex = _cache.get(key)
    if lex is not None:
        return lex
    with _lock:
        lex = _cache.get(key)
        if lex is None:
            path = compiled_path(lang, directory)
            if not path.exists():
                raise LexiconMissing(lang, path)
            # an own list's header carries its language's folds
            fold = FOLDS.get(language_of(lang)) if lang in LEXICONS else None
            lex = DawgLexicon.from_file(path, fold)
            _cache[key] = lex
    return lex


def lexicon_for_ruleset(ruleset_id: str, directory: Path | None = None) -> DawgLexicon:
    """The lexicon a rule set plays with (``literaki`` -> Polish, ``erudit`` -> Russian...)."""
    known = ruleset_lexicons()
    if ruleset_id not in known:
        raise UnknownLanguage(
            f"no lexicon for rule set {ruleset_id!r}; known: {', '.join(known)}"
        )
    return load(known[ruleset_id], directory)


def lexicon_for_rules(rules: RuleSet, directory: Path | None = None) -> DawgLexicon:
    """The lexicon of a game with these rules, house rules included (``lexicon_name``)."""
    return load(lexicon_name(rules), directory)


def clear_cache() -> None:
    """Forget loaded lexicons (tests, or after a rebuild)."""
    with _lock:
        _cache.clear()

