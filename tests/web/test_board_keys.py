"""What the page says of a key typed that is no letter of the game: in every language of
the page, naming the keyboard of the rule set's language as that page's language names it
(the page fills in the key)."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.web import view
from engine.rules import load_ruleset

RULESETS = ("english", "bulgarian", "polish", "literaki", "erudit", "erudit-home", "slovak",
            "romanian")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_key_that_is_no_letter_names_the_keyboard_to_switch_to(lang: str,
                                                                   ruleset: str) -> None:
    rules = load_ruleset(ruleset)
    text = view.key_foreign(lang, rules)
    name = i18n.lookup(lang, "WEB", "kbd_" + rules.language)
    assert name is not None and name in text, text
    assert i18n.lookup(lang, "WEB", "key_foreign") is not None
    assert text.count("{letter}") == 1 and "{language}" not in text, text
    assert text.replace("{letter}", "Q").count("{") == 0, text


def test_each_page_language_names_every_keyboard_of_its_own() -> None:
    """Each catalogue names the six keyboards itself (no English fallback in a Slovak
    sentence), each in a different word."""
    for lang in i18n.LANGUAGES:
        table = i18n.catalogue(lang).WEB
        names = [table.get("kbd_" + code) for code in i18n.LANGUAGES]
        assert all(names) and len(set(names)) == len(names), (lang, names)
    assert view.key_foreign("en", load_ruleset("bulgarian")) == (
        "“{letter}” is not a letter of this game: tap a tile on your rack, or switch your "
        "keyboard to Bulgarian.")
    assert "на болгарский" in view.key_foreign("ru", load_ruleset("bulgarian"))
    assert "na bulharčinu" in view.key_foreign("sk", load_ruleset("bulgarian"))
