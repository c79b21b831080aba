"""What a computer of each level knows (dictionaries/vocabulary.py)."""

from __future__ import annotations

import pytest

import dictionaries
from dictionaries.vocabulary import familiar, judgement, vocabulary
from engine.challenges import looks_wrong


@pytest.mark.parametrize(("ruleset", "language", "common"), [
    ("english", "en", "HOUSE"), ("polish", "pl", "DOM"), ("bulgarian", "bg", "КЪЩА"),
])
def test_levels_know_more_and_more_of_the_list(ruleset: str, language: str, common: str):
    try:
        lex = dictionaries.lexicon_for_ruleset(ruleset)
    except dictionaries.LexiconMissing:
        pytest.skip("compiled lexicon missing")
    sizes = []
    previous: set[str] | None = None
    for level in ("beginner", "easy", "medium", "hard"):
        v = vocabulary(lex, language, level)
        assert v is not None and common in v
        words = set(v)
        assert all(w in lex for w in list(words)[:2000])  # only words of the list
        if previous is not None:
            assert previous <= words  # a stronger level knows all a weaker one does
        previous = words
        sizes.append(len(words))
    assert sizes[0] < len(lex)
    assert vocabulary(lex, language, "strong") is None  # the whole list


def test_a_weak_computer_takes_familiar_non_words_for_words():
    """What a weak computer lets stand: common words of the language, listed or not (a
    name may pass it), never a scramble; strong judges by the list itself."""
    try:
        lex = dictionaries.lexicon_for_ruleset("english")
    except dictionaries.LexiconMissing:
        pytest.skip("compiled lexicon missing")
    judges = familiar(lex, "en", "beginner")
    assert judges is not None
    assert "HOUSE" in judges and "ADAM" in judges and "ADAM" not in lex
    assert "HUOSE" not in judges and "ZYZZYVA" not in judges
    assert familiar(lex, "en", "strong") is None


def test_a_weak_computer_judges_a_scramble_odd_and_a_rare_word_plausible():
    """How a weak computer judges a word it does not know (``judgement``): by its letter
    patterns, learnt from the words it knows: a scramble looks odder than a rare word."""
    try:
        lex = dictionaries.lexicon_for_ruleset("english")
    except dictionaries.LexiconMissing:
        pytest.skip("compiled lexicon missing")
    judge = judgement(lex, "en", "easy")
    assert judge is not None and "HOUSE" in judge.knows
    assert "IDEATES" in lex and "IDEATES" not in judge.knows  # valid, rare
    letters = judge.letters
    assert letters.oddest("IDEATES") > letters.oddest("IEDTAES")
    assert judgement(lex, "en", "strong") is None  # it judges by the whole list
    assert judgement(lex, "en", "hard") is None  # so does hard


def test_a_medium_computer_finds_a_phony_strange_and_a_rare_word_plausible():
    """YEAUEM (a newcomer's phony the medium computer let stand: no triple in it is odd
    enough alone) reads stranger than nearly every six-letter word the medium computer
    knows, so it looks wrong; the rare valid words QAT and ZAX (short: judged by their
    triples) and IDEATES do not."""
    try:
        lex = dictionaries.lexicon_for_ruleset("english")
    except dictionaries.LexiconMissing:
        pytest.skip("compiled lexicon missing")
    judge = judgement(lex, "en", "medium")
    assert judge is not None
    assert "YEAUEM" not in lex and "YEAUEM" not in judge.knows
    assert judge.letters.strangeness("YEAUEM") >= judge.style.strange
    assert looks_wrong(["YEAUEM"], judge)
    for rare in ("QAT", "ZAX", "IDEATES"):
        assert rare in lex and not looks_wrong([rare], judge), rare
