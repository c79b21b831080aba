"""Roman numerals and the Slovak abbreviations whose only "vowel" is an L or R (a Slovak
player's report: the computer played LX, /check ml said "ML je v slovníku"): the rules on
small data, then the built lexicons (``python -m dictionaries build``)."""

from __future__ import annotations

import pytest

import dictionaries
from dictionaries.sources import (
    ROMAN_NUMERAL,
    ROMAN_RULE,
    SYLLABIC_ABBREVIATION_RULE,
    Harvest,
    short_entries_out,
    slovak_syllabic_abbreviation,
)


def test_roman_numeral_reads_standard_numerals_only() -> None:
    for numeral in ("ii", "iv", "ix", "xiv", "xl", "lx", "xc", "cd", "cm", "mcm", "mcmxcix",
                    "mmxxiv", "ml", "dl", "cl", "mi", "div", "mix"):
        assert ROMAN_NUMERAL.fullmatch(numeral), numeral
    for other in ("iiii", "vx", "il", "ic", "xm", "lc", "dm", "vic", "mim", "lxl", "xxxx",
                  "mil", "vlk", "Xiv"):
        assert not ROMAN_NUMERAL.fullmatch(other), other


def test_slovak_syllabic_abbreviation() -> None:
    # no L or R between two consonants: an abbreviation (milliliter, článok, strana, ...)
    for abbreviation in ("ml", "lx", "čl", "kr", "str", "skr", "csl", "xml", "html", "štvr",
                         "chcsl", "mld", "plk", "pplk"):
        assert slovak_syllabic_abbreviation(abbreviation), abbreviation
    # a syllabic L or R between consonants, a long one, a vowel, none of L and R
    for word in ("vlk", "krk", "prst", "smrť", "čln", "brr", "mlk", "trt", "prv", "zvrch",
                 "kĺb", "hŕ", "vĺn", "sĺz", "pĺž", "hm", "pst", "kg", "ahoj", "lev", "Kr"):
        assert not slovak_syllabic_abbreviation(word), word


def test_short_entries_out_takes_numerals_and_keeps_words_and_the_stop_list() -> None:
    # Romanian: the numerals only (its stop list has xv)
    ro = short_entries_out("romanian", Harvest(["xiv", "iii", "vii", "mii", "xv", "str"]))
    assert sorted(ro.kept) == ["mii", "str", "vii", "xv"]
    assert sorted(ro.excluded[ROMAN_RULE]) == ["iii", "xiv"]
    assert SYLLABIC_ABBREVIATION_RULE not in ro.excluded
    got = Harvest(["lx", "xiv", "mi", "div", "mix", "ml", "str", "vlk", "xx", "mačka"],
                  {"an earlier rule": ["x"]})
    out = short_entries_out("slovak", got)
    # xx is the stop list's (rule 1: no vowel), which counts it as before
    assert sorted(out.kept) == ["div", "mačka", "mi", "mix", "vlk", "xx"]
    assert sorted(out.excluded[ROMAN_RULE]) == ["lx", "ml", "xiv"]
    assert out.excluded[SYLLABIC_ABBREVIATION_RULE] == ["str"]
    assert out.excluded["an earlier rule"] == ["x"]


def _roman_words(lexicon: str) -> set[str]:
    """Every word of a lexicon made of the letters I V X L C D M that reads as a numeral
    (a walk over those seven letters, not the whole list)."""
    lex = dictionaries.load(lexicon)
    found: set[str] = set()
    stack = [("", lex.root)]
    while stack:
        prefix, node = stack.pop()
        if len(prefix) > 1 and lex.is_word(node) and ROMAN_NUMERAL.fullmatch(prefix.lower()):
            found.add(prefix.lower())
        for letter in "IVXLCDM":
            child = lex.follow(node, letter)
            if child != -1:
                stack.append((prefix + letter, child))
    return found


#: the words of each Latin-script lexicon that read as Roman numerals: all of them words
#: (English: Collins words; Polish: SJP's pronouns, particles, interjections and verb forms
#: ci, mi, li, ii, cii, mmm, cli of clić, mdli of mdlić; Romanian: pronouns, plurals, the
#: interjection di and its verb, the Greek letter xi)
ROMAN_WORDS = {
    "english": {"di", "li", "mi", "mm", "xi", "div", "mix", "mmm"},
    "polish": {"ci", "di", "ii", "li", "mi", "cii", "cli", "iii", "mii", "mmm", "mdli"},
    "slovak": {"mi", "div", "mix"},
    "romanian": {"ci", "di", "dii", "ii", "li", "mi", "mii", "mix", "vi", "vii", "xi"},
}


@pytest.mark.parametrize("lexicon", sorted(ROMAN_WORDS))
def test_no_roman_numerals_but_words(lexicon: str) -> None:
    assert _roman_words(lexicon) == ROMAN_WORDS[lexicon]


@pytest.mark.parametrize("lexicon", sorted(ROMAN_WORDS))
def test_numerals_the_player_tried_are_refused(lexicon: str) -> None:
    lex = dictionaries.load(lexicon)
    assert [w for w in ("lx", "xiv", "mcm", "xl", "xc", "lxiv") if lex.normalize(w) in lex] == []
