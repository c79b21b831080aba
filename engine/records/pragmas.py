"""Which rules a GCG record was played under, from what its header says.

Our exports write ``#rules ID key=value ...`` (the rule set and the game's house rules,
in ``RuleSet.with_overrides`` terms).  Records from other programs name at most a word
list (``#lexicon NWL23``), a tile distribution (``#tile-distribution polish``, Macondo's
name) and a game type (``#game-type classic``).  ``record_rules`` turns these into a rule
set, or checks them against the one the caller chose, with one warning per header line
that contradicts it or that cannot be used."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.errors import MoveError
from engine.records.gcg import GcgRecord
from engine.rules import RuleSet, load_ruleset, ruleset_ids

RULES_PRAGMA = "rules"

# Word lists other programs name, by the language they are for (prefixes, upper case).
_LEXICON_LANGUAGES = {
    "english": ("NWL", "TWL", "CSW", "COLLINS", "OWL", "OTCWL", "SOWPODS", "ECWL", "CEL"),
    "polish": ("OSPS",),
}
_COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_COORD_PARTS = re.compile(r"^(?:(\d{1,2})([A-Za-z])|([A-Za-z])(\d{1,2}))$")
# Macondo's game types; "classic" is the standard 15x15 game.
_CLASSIC_LAYOUT = "standard15"


def rules_pragma(rules_id: str, overrides: dict[str, Any]) -> str:
    """The ``#rules`` line for a rule set and its house rules (in key order)."""
    parts = [rules_id]
    for key, value in sorted(overrides.items()):
        text = str(value).lower() if isinstance(value, bool) else str(value)
        parts.append(f"{key}={text}")
    return f"#{RULES_PRAGMA} " + " ".join(parts)


@dataclass
class RecordRules:
    """The rule set a record is replayed under and what its header said about it."""

    rules: RuleSet
    warnings: list[str] = field(default_factory=list)


def _pragma(record: GcgRecord, name: str) -> str | None:
    for key, value in record.pragmas:
        if key == name:
            return value
    return None


def declared_ruleset(record: GcgRecord) -> str | None:
    """The rule set id the record's ``#rules`` line names (known or not), or None."""
    text = _pragma(record, RULES_PRAGMA)
    return text.split()[0] if text and text.split() else None


def _lexicon_language(name: str) -> str | None:
    upper = name.upper()
    for language, prefixes in _LEXICON_LANGUAGES.items():
        if upper.startswith(prefixes) or upper == language.upper():
            return language
    known = {load_ruleset(r).lexicon for r in ruleset_ids()}
    return name.lower() if name.lower() in known else None


def record_rules(record: GcgRecord, variant: str | None = None,
                 default: str = "english") -> RecordRules:
    """The rules to replay ``record`` with: ``variant`` when given (MoveError for an
    unknown one), with the record's house rules when its ``#rules`` line names the same
    rule set; else the rule set the header names; else ``default``."""
    warnings: list[str] = []
    ids = ruleset_ids()
    # Each header line that says something: (what it says, the rule sets it allows).
    claims: list[tuple[str, set[str]]] = []
    declared: str | None = None
    overrides: dict[str, str] = {}
    text = _pragma(record, RULES_PRAGMA)
    if text is not None:
        head, *rest = text.split() or [""]
        if head in ids:
            declared = head
            claims.append((f"#rules {head}", {head}))
            for item in rest:
                key, eq, value = item.partition("=")
                if not eq or not key:
                    warnings.append(f"#rules: {item!r} is not key=value; left out")
                else:
                    overrides[key] = value
        else:
            warnings.append(f"#rules names {head!r}, not a rule set of ours "
                            f"({', '.join(ids)})")
    distribution = _pragma(record, "tile-distribution")
    if distribution:
        allowed = {r for r in ids if load_ruleset(r).tileset_name == distribution.lower()}
        if allowed:
            claims.append((f"#tile-distribution {distribution}", allowed))
        else:
            warnings.append(f"#tile-distribution {distribution} is not a tile set of ours")
    if record.lexicon:
        language = _lexicon_language(record.lexicon)
        if language is not None:
            allowed = {r for r in ids if load_ruleset(r).lexicon == language}
            claims.append((f"#lexicon {record.lexicon}", allowed))
    game_type = _pragma(record, "game-type")
    if game_type:
        if game_type.lower() == "classic":
            allowed = {r for r in ids if load_ruleset(r).layout_name == _CLASSIC_LAYOUT}
            claims.append((f"#game-type {game_type}", allowed))
        else:
            warnings.append(f"#game-type {game_type} is not a game we replay")

    if variant is not None:
        rules = load_ruleset(variant)
        for what, allowed in claims:
            if variant not in allowed:
                warnings.append(f"the record's {what} contradicts --variant {variant}")
        if declared == variant and overrides:
            rules = _with_house_rules(rules, overrides, warnings)
        elif declared not in (None, variant) and overrides:
            warnings.append("its house rules are not applied to another rule set")
        return RecordRules(rules, warnings)

    candidates = set(ids)
    for _, allowed in claims:
        candidates &= allowed
    if declared is not None:
        chosen = declared
    elif not claims:
        return RecordRules(_by_letters(record, default, warnings), warnings)
    elif not candidates:
        warnings.append("the header names no single rule set ("
                        + "; ".join(what for what, _ in claims) + f"): replayed as {default}")
        return RecordRules(load_ruleset(default), warnings)
    else:
        # Several rule sets fit (a Polish word list fits Polish Scrabble and Literaki):
        # the plain game of the language, the one named for its word list, else the first.
        plain = sorted(r for r in candidates if load_ruleset(r).lexicon == r)
        chosen = plain[0] if plain else sorted(candidates)[0]
    for what, allowed in claims:
        if chosen not in allowed:
            warnings.append(f"the record's {what} contradicts its #rules {chosen}")
    rules = load_ruleset(chosen)
    if overrides:
        rules = _with_house_rules(rules, overrides, warnings)
    return RecordRules(rules, warnings)


def _record_letters(record: GcgRecord) -> set[str]:
    """Every letter the record's racks and moves hold (blanks' letters upper-cased)."""
    texts = [e.rack + e.word + e.exchanged + e.end_rack for e in record.events]
    texts += [rack for _, rack in record.final_racks.values()]
    return {ch.upper() for text in texts for ch in text if ch.isalpha()}


def _record_extent(record: GcgRecord) -> tuple[int, int]:
    """The columns and rows the record's placements reach (at least)."""
    cols = rows = 0
    for e in record.events:
        m = _COORD_PARTS.match(e.coord) if e.kind == "place" else None
        if m is None:
            continue
        length = sum(1 for ch in e.word if ch not in "()")
        if m.group(1):  # 8H: across
            row, col = int(m.group(1)), _COLUMNS.index(m.group(2).upper()) + 1
            cols, rows = max(cols, col + length - 1), max(rows, row)
        else:
            row, col = int(m.group(4)), _COLUMNS.index(m.group(3).upper()) + 1
            cols, rows = max(cols, col), max(rows, row + length - 1)
    return cols, rows


def _by_letters(record: GcgRecord, default: str, warnings: list[str]) -> RuleSet:
    """For a record whose header names no rule set: ``default``, unless its letters or its
    board are not ``default``'s; then the rule set they imply (the plain game of the
    language first, as above), with a warning."""
    letters = _record_letters(record)
    cols, rows = _record_extent(record)

    def fits(rid: str) -> bool:
        rules = load_ruleset(rid)
        return (letters <= set(rules.tileset.letters) and cols <= rules.layout.width
                and rows <= rules.layout.height)

    if fits(default):
        return load_ruleset(default)
    candidates = [r for r in ruleset_ids() if fits(r)]
    foreign = "".join(sorted(letters - set(load_ruleset(default).tileset.letters)))
    why = (f"its racks hold {foreign}" if foreign
           else f"its moves reach {cols} columns and {rows} rows")
    if not candidates:
        warnings.append(f"the header names no rule set and {why}, which no rule set of "
                        f"ours has: replayed as {default}")
        return load_ruleset(default)
    plain = [r for r in candidates if load_ruleset(r).lexicon == r]
    chosen = (plain or candidates)[0]
    others = [r for r in candidates if r != chosen]
    warnings.append(f"the header names no rule set and {why}, not {default}'s: replayed as "
                    f"{chosen}" + (f" (also possible: {', '.join(others)}; choose one with "
                                   "--variant)" if others else ""))
    return load_ruleset(chosen)


def _with_house_rules(rules: RuleSet, overrides: dict[str, str],
                      warnings: list[str]) -> RuleSet:
    """``rules`` with each override that is a house rule of ours (the others warned)."""
    good: dict[str, str] = {}
    for key, value in overrides.items():
        try:
            rules.with_overrides(**good, **{key: value})
        except MoveError:
            warnings.append(f"#rules: {key}={value} is not a house rule of ours; left out")
            continue
        good[key] = value
    return rules.with_overrides(**good) if good else rules
