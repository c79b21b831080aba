"""Expanding a Hunspell .dic/.aff pair into every word form it accepts.

Hunspell's own ``unmunch`` mis-expands UTF-8 dictionaries, so the expansion is done here:
``spylls`` parses the files (flags, conditions, encodings) and the affix rules are applied
directly.  Covered: suffixes, prefixes, prefix x suffix cross products (both sides flagged
cross-product), one level of continuation flags on affixes (twofold suffixes), and the
NEEDAFFIX / FORBIDDENWORD / ONLYINCOMPOUND flags.  Compounding is not generated (the
Slovak and Romanian dictionaries we use define none).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any


def _apply_suffix(word: str, sfx: Any) -> str | None:
    if sfx.strip and not word.endswith(sfx.strip):
        return None
    if not sfx.cond_regexp.search(word):
        return None
    stem = word[: len(word) - len(sfx.strip)] if sfx.strip else word
    return stem + str(sfx.add)


def _apply_prefix(word: str, pfx: Any) -> str | None:
    if pfx.strip and not word.startswith(pfx.strip):
        return None
    if not pfx.cond_regexp.match(word):
        return None
    return str(pfx.add) + word[len(pfx.strip) :]


def expand_entry(stem: str, flags: set[str], aff: Any) -> Iterator[str]:
    """Every form of one .dic entry (the stem itself unless it needs an affix)."""
    needaffix = aff.NEEDAFFIX
    forbidden = aff.FORBIDDENWORD
    only_compound = aff.ONLYINCOMPOUND
    if (forbidden and forbidden in flags) or (only_compound and only_compound in flags):
        return
    if not (needaffix and needaffix in flags):
        yield stem

    def usable(affix: Any) -> bool:
        return not (needaffix and needaffix in affix.flags)

    suffixed: list[tuple[str, Any]] = []
    for flag in flags:
        for sfx in aff.SFX.get(flag, ()):
            form = _apply_suffix(stem, sfx)
            if form is None:
                continue
            suffixed.append((form, sfx))
            if usable(sfx):
                yield form
            # twofold suffixes: continuation flags on the suffix
            for flag2 in sfx.flags:
                for sfx2 in aff.SFX.get(flag2, ()):
                    form2 = _apply_suffix(form, sfx2)
                    if form2 is not None:
                        yield form2
    for flag in flags:
        for pfx in aff.PFX.get(flag, ()):
            form = _apply_prefix(stem, pfx)
            if form is None:
                continue
            if usable(pfx):
                yield form
            if not pfx.crossproduct:
                continue
            for sform, sfx in suffixed:
                if not sfx.crossproduct:
                    continue
                # both conditions hold on the root; the prefix rewrites the start only
                if sform.startswith(pfx.strip):
                    yield pfx.add + sform[len(pfx.strip) :]


def expand_dictionary(path: Path) -> Iterator[str]:
    """Every word form of the Hunspell dictionary ``path`` (``.../sk_SK`` without suffix)."""
    from spylls.hunspell import Dictionary  # type: ignore[import-untyped]

    dictionary = Dictionary.from_files(str(path))
    aff = dictionary.aff
    for word in dictionary.dic.words:
        yield from expand_entry(word.stem, word.flags, aff)
