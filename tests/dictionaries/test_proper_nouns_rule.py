"""Seed 000's "capitalised words allowed" house rule (``proper_nouns``): the RuleSet
parameter, and the lexicon a game with it plays with (the second compiled Bulgarian file)."""

from __future__ import annotations

import pytest

import dictionaries
from engine.errors import MoveError
from engine.rules import load_ruleset, ruleset_ids


def test_off_by_default_and_named_by_the_data_file() -> None:
    rules = load_ruleset("bulgarian")
    assert rules.proper_nouns is False
    assert rules.proper_nouns_lexicon == "bulgarian-proper"
    assert dictionaries.lexicon_name(rules) == "bulgarian"


@pytest.mark.parametrize("value", ["on", "1", "true", True])
def test_turned_on_plays_the_union(value: object) -> None:
    rules = load_ruleset("bulgarian").with_overrides(proper_nouns=value)
    assert rules.proper_nouns is True
    assert dictionaries.lexicon_name(rules) == "bulgarian-proper"
    lex = dictionaries.lexicon_for_rules(rules)
    assert lex is dictionaries.load("bulgarian-proper")
    plain = dictionaries.lexicon_for_rules(load_ruleset("bulgarian"))
    for name in ("софия", "иван", "пловдив", "австралия"):
        assert lex.normalize(name) in lex, name
        assert lex.normalize(name) not in plain, name
    # the common words stay: the seed's example moves, and every word of the plain list
    for word in ("КАНАП", "КАНАПЕ", "ВЕК", "СОК", "МАС", "МАСА"):
        assert word in lex
    assert all(w in lex for w in list(plain)[::997])
    assert len(plain) < len(lex) < len(plain) + 7_000


def test_walks_reach_the_names() -> None:
    lex = dictionaries.load("bulgarian-proper")
    node = lex.walk("СОФИЯ")
    assert node >= 0 and lex.is_word(node)


def test_not_a_house_rule_where_no_lexicon_holds_names() -> None:
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        if rules.proper_nouns_lexicon:
            continue
        with pytest.raises(MoveError):
            rules.with_overrides(proper_nouns="on")
        assert rules.with_overrides(proper_nouns="off").proper_nouns is False


def test_the_lexicon_field_is_not_a_house_rule() -> None:
    with pytest.raises(MoveError):
        load_ruleset("bulgarian").with_overrides(proper_nouns_lexicon="english")


def test_every_named_lexicon_exists() -> None:
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        assert rules.lexicon in dictionaries.LEXICONS
        assert rules.proper_nouns_lexicon in ("", *dictionaries.LEXICONS)
