"""Every sentence in all six languages, with the same placeholders as English."""

from __future__ import annotations

import string

import pytest

from bot import i18n
from bot.commands import COMMANDS
from bot.service import rule_texts
from bot.service.timing import undo_windows
from engine.errors import MESSAGES as ENGINE_ERRORS
from engine.errors import MoveError
from engine.rules import load_ruleset, ruleset_ids

TABLES = ("MESSAGES", "ERRORS", "MODES", "ENDINGS", "RULES", "COMMANDS", "ARGS", "WEB")


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def english(table: str) -> dict[str, str]:
    """A table of the English catalogue; its errors are the engine's own sentences."""
    return ENGINE_ERRORS if table == "ERRORS" else getattr(i18n.catalogue("en"), table)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_catalogue_complete(lang: str):
    cat = i18n.catalogue(lang)
    for table in TABLES:
        ours, theirs = getattr(cat, table, ENGINE_ERRORS if lang == "en" else {}), english(table)
        assert set(ours) == set(theirs), (lang, table, set(ours) ^ set(theirs))
        for key, text in ours.items():
            assert text.strip(), (lang, table, key)
            assert fields(text) == fields(theirs[key]), (lang, table, key)


def test_every_engine_error_has_a_sentence():
    # English words every engine error with the engine's own sentence; every other
    # language has one of its own for every code (test_catalogue_complete).
    for code in ENGINE_ERRORS:
        err = MoveError(code)
        assert i18n.error("en", err) == str(err), code
    assert not hasattr(i18n.catalogue("en"), "ERRORS")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_commands_help_and_rules(lang: str):
    for c in COMMANDS:
        assert i18n.command_description(c.name, None, lang)
        for a in c.args:
            assert i18n.command_description(c.name, a.name, lang)
    help_text = rule_texts.help_text(lang)
    assert all(f"/{c.name}" in help_text for c in COMMANDS)
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        text = rule_texts.rules_text(lang, rules, undo=undo_windows(rules))
        assert rule_texts.variant_name(lang, rules) in text and "{" not in text


def test_rules_in_the_games_language():
    literaki, bulgarian = load_ruleset("literaki"), load_ruleset("bulgarian")
    assert "Stojak" in rule_texts.rules_text("pl", literaki, undo=undo_windows(literaki))
    assert "по 3" in rule_texts.rules_text("bg", bulgarian, undo=undo_windows(bulgarian))


def test_language_of():
    assert i18n.language_of("pl-PL") == "pl"
    assert i18n.language_of("uk") == "en"
    assert i18n.language_of(None, "ru") == "ru"
