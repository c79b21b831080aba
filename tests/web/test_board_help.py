"""The help panel's lines as the server words them for the rule set (the page judges no
rule): touch and keyboard both, shuffle, pass and exchange everywhere, the doubt where the
players doubt, the undo where the rules allow it, the WYM squares where the board has
them; in every language."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.web import view
from engine.rules import load_ruleset


def help_of(lang: str, ruleset: str, **overrides: object) -> list[str]:
    rules = load_ruleset(ruleset)
    if overrides:
        rules = rules.with_overrides(**overrides)
    return view._help(lang, rules)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_help_speaks_of_touch_and_keys_and_every_button(lang: str) -> None:
    words = view.strings(lang)
    lines = help_of(lang, "english")
    assert len(lines) == 7, lines
    assert "Enter" in lines[0], lines[0]  # the keyboard's way, beside the tap and the drag
    assert words["recall"] in lines[1]
    assert "⇄" in lines[2]
    assert words["exchange"] in lines[3]
    assert words["pass"] in lines[4]
    assert words["challenge"] in lines[6]
    assert not any("{" in x for x in lines), lines
    # English has no undo by consent, nor WYM squares: no line of theirs.
    assert i18n.t_table(lang, "WEB", "help_undo", undo=words["undo"]) not in lines


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_literaki_adds_the_undo_and_its_wym_squares(lang: str) -> None:
    words = view.strings(lang)
    lines = help_of(lang, "literaki")
    assert len(lines) == 9, lines
    assert words["check"] in lines[6]
    assert lines[7] == i18n.t_table(lang, "WEB", "help_undo", undo=words["undo"])
    assert lines[8] == i18n.t_table(lang, "RULES", "wym", n=load_ruleset("literaki").wym_min_bag)


def test_no_doubt_line_where_the_dictionary_checks() -> None:
    lines = help_of("sk", "slovak")
    assert load_ruleset("slovak").word_check == "auto"
    assert len(lines) == 6 and not any(view.strings("sk")["reject"] in x for x in lines)
    agreement = help_of("ru", "erudit", word_check="agreement")
    assert view.strings("ru")["reject"] in agreement[6], agreement
