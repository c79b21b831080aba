"""Expanding a Hunspell .dic/.aff pair into every word form it accepts.

Hunspell's own ``unmunch`` mis-expands UTF-8 dictionaries, so the expansion is done here:
``spylls`` parses the files (flags, conditions, encodings) and the affix rules are applied
directly.  Covered: suffixes, prefixes, prefix x suffix cross products (both sides flagged
cross-product), one level of continuation flags on affixes (twofold suffixes), and the
NEEDAFFIX / FORBIDDENWORD / ONLYINCOMPOUND flags.  Compounding is not generated (the
Slovak and Romanian dictionaries we use define none).

A language's policy may exclude whole affix rules (Romanian: the clitic-host ``-u`` forms,
see ``sources.romanian_clitic_rule``): ``expand_dictionary_marked`` tells, for every form,
which exclusion rule (if any) made it, so that the build can count and drop it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

#: (flag, affix, word it applies to) -> the exclusion rule that drops the form it makes,
#: or None when the policy keeps it
AffixRule = Callable[[str, Any, str], str | None]


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


def expand_entry_marked(
    stem: str, flags: set[str], aff: Any, excluded: AffixRule | None
) -> Iterator[tuple[str, str | None]]:
    """Every form of one .dic entry with the exclusion rule that made it, or None (a form
    made through an excluded suffix or prefix, at any step, is marked)."""

    def out(flag: str, affix: Any, word: str) -> str | None:
        return None if excluded is None else excluded(flag, affix, word)

    needaffix = aff.NEEDAFFIX
    forbidden = aff.FORBIDDENWORD
    only_compound = aff.ONLYINCOMPOUND
    if (forbidden and forbidden in flags) or (only_compound and only_compound in flags):
        return
    if not (needaffix and needaffix in flags):
        yield stem, None

    def usable(affix: Any) -> bool:
        return not (needaffix and needaffix in affix.flags)

    suffixed: list[tuple[str, Any, str | None]] = []
    for flag in flags:
        for sfx in aff.SFX.get(flag, ()):
            form = _apply_suffix(stem, sfx)
            if form is None:
                continue
            dropped = out(flag, sfx, stem)
            suffixed.append((form, sfx, dropped))
            if usable(sfx):
                yield form, dropped
            # twofold suffixes: continuation flags on the suffix
            for flag2 in sfx.flags:
                for sfx2 in aff.SFX.get(flag2, ()):
                    form2 = _apply_suffix(form, sfx2)
                    if form2 is not None:
                        yield form2, dropped or out(flag2, sfx2, form)
    for flag in flags:
        for pfx in aff.PFX.get(flag, ()):
            form = _apply_prefix(stem, pfx)
            if form is None:
                continue
            pdropped = out(flag, pfx, stem)
            if usable(pfx):
                yield form, pdropped
            if not pfx.crossproduct:
                continue
            for sform, sfx, sdropped in suffixed:
                if not sfx.crossproduct:
                    continue
                # both conditions hold on the root; the prefix rewrites the start only
                # the suffix's mark first: a policy may keep a prefix's forms on evidence
                # (Romanian), never a form its suffix rule drops
                if sform.startswith(pfx.strip):
                    yield pfx.add + sform[len(pfx.strip) :], sdropped or pdropped


def expand_dictionary(path: Path) -> Iterator[str]:
    """Every word form of the Hunspell dictionary ``path`` (``.../sk_SK`` without suffix)."""
    for form, _rule in expand_dictionary_marked(path, None):
        yield form


def read_dictionary(path: Path) -> tuple[list[Any], Any]:
    """The entries (``.stem``, ``.flags``) and the parsed affix file of ``path``."""
    from spylls.hunspell import Dictionary  # type: ignore[import-untyped]

    dictionary = Dictionary.from_files(str(path))
    return list(dictionary.dic.words), dictionary.aff


def expand_dictionary_marked(
    path: Path, excluded: AffixRule | None
) -> Iterator[tuple[str, str | None]]:
    """Every word form of ``path`` with the exclusion rule that made it, or None."""
    words, aff = read_dictionary(path)
    for word in words:
        yield from expand_entry_marked(word.stem, word.flags, aff, excluded)
