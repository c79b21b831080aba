"""The word lists a service plays with when none are injected: the compiled lexicons of
``dictionaries``, looked up by ``lexicon_key`` (a rule set id, with the house rule that
changes its word list)."""

from __future__ import annotations

import dictionaries
from engine.errors import MoveError
from engine.lexicon import Lexicon, WalkableLexicon
from engine.rules import RuleSet, load_ruleset


def default_lexicons(key: str) -> Lexicon | None:
    """The real lexicon of a ``lexicon_key`` (a rule set id, with the house rule that
    changes the word list), or None when it is not built."""
    ruleset_id, _, house_rule = key.partition("+")
    option, _, value = house_rule.partition("=")  # word_list=NAME, or proper_nouns
    try:
        rules = load_ruleset(ruleset_id)
        if house_rule:
            rules = rules.with_overrides(**{option: value or True})
        return dictionaries.lexicon_for_rules(rules)
    except (dictionaries.LexiconMissing, KeyError, MoveError):
        return None


def default_walkable(ruleset_id: str) -> WalkableLexicon | None:
    """The real lexicon of a rule set for the move generator, or None when not built."""
    lex = default_lexicons(ruleset_id)
    return lex if isinstance(lex, WalkableLexicon) else None


def word_list(rules: RuleSet) -> tuple[str, str, int | None] | None:
    """The word list a game with these rules plays with, as /rules names it: its source,
    its package and how many words it holds (``rule_texts.WordList``)."""
    try:
        info = dictionaries.describe(dictionaries.lexicon_name(rules))
    except KeyError:  # a rule set whose lexicon the dictionaries do not know
        return None
    return info.source, info.package, info.words
