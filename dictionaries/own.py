"""Lexicons an operator builds from a word list of their own (issue 25):
``python -m dictionaries build --from FILE NAME``.

Tournament lists (NWL, Collins Scrabble Words) may not be shipped, but an operator who
holds a licence may play with theirs: the file is read (one word a line, any case; a
``#`` starts a comment), filtered to the language's tile letters like every source, and
compiled to ``compiled/NAME.lex`` with ``own`` in its header.  A game picks it with the
house rule ``words=NAME`` (``engine.rules.RuleSet.word_list``) and /rules names it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from dictionaries.alphabet import alphabet_for
from dictionaries.build import COMPILED_DIR, SUFFIX, VARIANTS, compiled_path
from dictionaries.store import LexiconFormatError, compile_lexicon, read_header

NAME = re.compile(r"^[a-z][a-z0-9_]{1,30}$")
#: the names the project's own lexicons take (an own list may not shadow one)
RESERVED = frozenset({"english", "polish", "russian", "bulgarian", "slovak", "romanian",
                      *VARIANTS})


class OwnListError(ValueError):
    """A word-list file or a lexicon name that cannot make an own lexicon."""


@dataclass(frozen=True)
class OwnBuild:
    name: str
    language: str
    words: int
    entries: int  # lines read (comments and blank lines aside)
    path: Path


def build_own(source: Path, name: str, language: str,
              out_dir: Path | None = None) -> OwnBuild:
    """Compile the word list ``source`` into the own lexicon ``name`` of ``language``."""
    if not NAME.match(name) or name in RESERVED:
        raise OwnListError(f"{name!r} cannot name an own list: use 2-31 lower-case letters, "
                           f"digits or _, not one of {', '.join(sorted(RESERVED))}")
    if language not in {"english", "polish", "russian", "bulgarian", "slovak", "romanian"}:
        raise OwnListError(f"unknown language {language!r}")
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise OwnListError(f"{source}: cannot read it as UTF-8 text ({e})") from e
    entries = [w for line in text.splitlines() if (w := line.split("#", 1)[0].strip())]
    alphabet = alphabet_for(language)
    # tournament lists are upper case: every entry is a word, so the case says nothing
    words = set(alphabet.filter_text("\n".join(e.lower() for e in entries)))
    if not words:
        raise OwnListError(f"{source}: no word of the {language} tile letters in it")
    header = {"language": language, "own": True, "source": name, "package": source.name,
              "licence": "the operator's own", "fold": alphabet.folds}
    path = compiled_path(name, out_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(compile_lexicon(words, alphabet.letters, header))
    tmp.replace(path)
    return OwnBuild(name, language, len(words), len(entries), path)


def own_lexicons(directory: Path | None = None) -> dict[str, str]:
    """The own lexicons built on this machine: name -> language."""
    found: dict[str, str] = {}
    for path in sorted((directory or COMPILED_DIR).glob(f"*{SUFFIX}")):
        name = path.name[: -len(SUFFIX)]
        if name in RESERVED:
            continue
        try:
            header = read_header(path)
        except (OSError, ValueError, LexiconFormatError):
            continue
        if header.get("own"):
            found[name] = str(header.get("language", ""))
    return found
