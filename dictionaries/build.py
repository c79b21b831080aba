"""Building the compiled lexicons from their sources (``python -m dictionaries build``)."""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from dictionaries.alphabet import Alphabet, alphabet_for
from dictionaries.sources import SOURCES, SourceMissing, raw_words
from dictionaries.store import compile_lexicon

PACKAGE_DIR = Path(__file__).resolve().parent
COMPILED_DIR = PACKAGE_DIR / "compiled"
STOPLIST_DIR = PACKAGE_DIR / "stoplists"
ADDITIONS_DIR = PACKAGE_DIR / "additions"
SUFFIX = ".lex"


def compiled_path(language: str, directory: Path | None = None) -> Path:
    return (directory or COMPILED_DIR) / f"{language}{SUFFIX}"


def inputs_digest(language: str) -> str:
    """A digest of the hand-kept lists that shape a language's lexicon, so that
    ``build --if-missing`` rebuilds a file when its stop list or additions change."""
    h = hashlib.sha1()
    for folder in (STOPLIST_DIR, ADDITIONS_DIR):
        path = folder / f"{language}.txt"
        h.update(path.read_bytes() if path.exists() else b"-")
    return h.hexdigest()[:16]


def read_stoplist(language: str, directory: Path = STOPLIST_DIR) -> frozenset[str]:
    """Entries of ``stoplists/<language>.txt`` (one a line, ``#`` comments), upper-cased;
    the same format serves ``additions/<language>.txt``."""
    path = directory / f"{language}.txt"
    if not path.exists():
        return frozenset()
    alphabet = alphabet_for(language)
    words: set[str] = set()
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            words.add(alphabet.normalize(line))
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


@dataclass(frozen=True)
class BuildResult:
    language: str
    words: int
    seconds: float
    size: int
    path: Path


def build_language(language: str, out_dir: Path | None = None) -> BuildResult:
    """Read, filter and compile one language; write its file atomically."""
    start = time.perf_counter()
    alphabet = alphabet_for(language)
    source = SOURCES[language]
    stoplist = read_stoplist(language)
    words = filter_entries(raw_words(language), alphabet, stoplist)
    if not words:
        raise SourceMissing(f"{language}: the source gave no words")
    additions = read_stoplist(language, ADDITIONS_DIR)
    words |= additions
    header = {
        "language": language,
        "source": source.description,
        "package": source.package,
        "licence": source.licence,
        "fold": alphabet.folds,
        "stoplist": len(stoplist),
        "additions": len(additions),
        "inputs": inputs_digest(language),
        "built": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    data = compile_lexicon(words, alphabet.letters, header)
    path = compiled_path(language, out_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    tmp.write_bytes(data)
    tmp.replace(path)
    return BuildResult(language, len(words), time.perf_counter() - start, len(data), path)
