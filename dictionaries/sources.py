"""Where each language's words come from, and how to read them (raw, before filtering)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

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

    def install_hint(self) -> str:
        if self.kind == "apt":
            return f"apt-get install {self.package}"
        return f".venv/bin/python -m pip install -e '.[build]'  (PyPI {self.package})"


SOURCES: dict[str, Source] = {
    "english": Source(
        "english",
        "SCOWL word list, American English, 'huge' size (Debian wamerican-huge)",
        "wamerican-huge",
        "apt",
        "SCOWL: permissive (copyright notices of Kevin Atkinson et al., free use)",
        DICT_DIR / "american-english-huge",
    ),
    "polish": Source(
        "polish",
        "SJP.pl word list, all inflected forms (Debian wpolish)",
        "wpolish",
        "apt",
        "GPL-2 / LGPL-2.1 / MPL-1.1 / Apache-2.0 / CC-BY-4.0 (SJP.pl, choose any)",
        DICT_DIR / "polish",
    ),
    "bulgarian": Source(
        "bulgarian",
        "bgoffice word list, all forms (Debian wbulgarian)",
        "wbulgarian",
        "apt",
        "GPL-2+ (bgoffice project)",
        DICT_DIR / "bulgarian",
    ),
    "slovak": Source(
        "slovak",
        "Slovak Hunspell dictionary sk_SK, expanded from .dic/.aff (Debian hunspell-sk)",
        "hunspell-sk",
        "apt",
        "GPL-2 / LGPL-2.1 / MPL-1.1 (tri-licence)",
        HUNSPELL_DIR / "sk_SK",
    ),
    "romanian": Source(
        "romanian",
        "Romanian Hunspell dictionary ro_RO (rospell), expanded from .dic/.aff "
        "(Debian hunspell-ro)",
        "hunspell-ro",
        "apt",
        "GPL-2 / LGPL-2.1 / MPL-1.1 (tri-licence)",
        HUNSPELL_DIR / "ro_RO",
    ),
    "russian": Source(
        "russian",
        "OpenCorpora dictionary via pymorphy3-dicts-ru: common nouns, nominative "
        "singular, plus plural-only nouns in the nominative plural",
        "pymorphy3-dicts-ru",
        "pypi",
        "CC-BY-SA 3.0 (OpenCorpora data); pymorphy3 code MIT",
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


def _hunspell(source: Source) -> Iterator[str]:
    assert source.path is not None
    for suffix in (".dic", ".aff"):
        _check_file(source.path.with_suffix(suffix), source)
    try:
        from dictionaries.hunspell import expand_dictionary
    except ImportError as e:  # pragma: no cover - spylls missing
        raise SourceMissing(
            f"{source.language}: spylls is needed to expand Hunspell files; "
            "install it with `.venv/bin/python -m pip install -e '.[build]'`"
        ) from e
    yield from expand_dictionary(source.path)


#: OpenCorpora grammemes that exclude a noun from Erudit (proper names, abbreviations, ...).
RUSSIAN_EXCLUDED = frozenset(
    {"Name", "Surn", "Patr", "Geox", "Orgn", "Abbr", "Trad", "Init", "Erro", "Dist"}
)


def russian_nouns() -> Iterator[str]:
    """Russian common nouns: nominative singular, or nominative plural when plural-only."""
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
    dictionary = morph.dictionary
    good_tags: set[int] = set()
    for tag_id, tag in enumerate(dictionary.gramtab):
        grammemes = tag.grammemes
        if "NOUN" not in grammemes or "nomn" not in grammemes:
            continue
        if grammemes & RUSSIAN_EXCLUDED:
            continue
        if "sing" in grammemes or ("plur" in grammemes and "Pltm" in grammemes):
            good_tags.add(tag_id)
    paradigms = dictionary.paradigms
    for word, (para_id, idx) in dictionary.words.iteritems():
        paradigm = paradigms[para_id]
        if paradigm[len(paradigm) // 3 + idx] in good_tags:
            yield word


def raw_words(language: str) -> Iterator[str]:
    """The unfiltered entries of a language's source."""
    source = SOURCES[language]
    if language == "russian":
        yield from russian_nouns()
    elif language in ("slovak", "romanian"):
        yield from _hunspell(source)
    else:
        assert source.path is not None
        _check_file(source.path, source)
        yield from read_word_list(source.path)
