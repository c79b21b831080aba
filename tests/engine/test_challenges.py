"""How a computer below ``strong`` decides to challenge (engine/challenges.py): only a
move that forms a word it does not know with an odd letter pattern, and then at its
level's rate, from the caller's dice."""

from __future__ import annotations

import random

from engine.challenges import (
    STYLES,
    SURE,
    Judgement,
    LetterModel,
    Style,
    challenges,
    chance,
    doubt,
    looks_wrong,
)
from engine.game import Game
from engine.levels import LEVELS
from engine.rules import load_ruleset

KNOWN = ["CAT", "CATS", "DOG", "DOGS", "HAT", "HATS", "TOAD", "COAT", "GOAT", "DOTS",
         "STAG", "TAGS", "ACT", "COST", "SHOT", "HOST", "GHOST"]
MODEL = LetterModel(KNOWN, 26)


def judge(rate: float = 1.0) -> Judgement:
    return Judgement(frozenset(KNOWN), MODEL,
                     Style(odd=-1.3, per_word=0.3, strange=1.01, rate=rate))


def test_a_known_word_never_looks_wrong() -> None:
    assert not looks_wrong([], judge())


def test_an_odd_letter_pattern_looks_wrong_a_plausible_one_does_not() -> None:
    assert MODEL.oddest("GOATS") > MODEL.oddest("GTOAS")
    assert not looks_wrong(["GOATS"], judge())  # unknown, but spelt like its words
    assert looks_wrong(["GTOAS"], judge())


def test_more_unknown_words_look_odder() -> None:
    """COATS alone is spelt like the words it knows; with a second unknown word (a cross
    word it has not met either) the move looks wrong."""
    j = Judgement(frozenset(KNOWN), MODEL, Style(odd=-1.2, per_word=0.3, strange=1.01, rate=1.0))
    assert -1.2 < MODEL.oddest("COATS") < -1.2 + 0.3
    assert not looks_wrong(["COATS"], j)
    assert looks_wrong(["COATS", "GOATS"], j)


def _pending(word: str) -> Game:
    game = Game(load_ruleset("english"), "chal", [("a", None), ("b", None)],
                {"word_check": "challenge"})
    seat = game.turn
    game.seats[seat].rack = list(word) + ["E"] * (7 - len(word))
    game.place(seat, f"8H {word}")
    assert game.pending is not None
    return game


def test_a_move_that_looks_wrong_is_challenged_at_the_levels_rate() -> None:
    game = _pending("GTOAS")
    assert challenges(game, judge(rate=1.0), random.Random(1))
    assert not challenges(game, judge(rate=0.0), random.Random(1))
    hits = sum(challenges(game, judge(rate=0.3), random.Random(i)) for i in range(1000))
    assert 230 < hits < 370


def test_a_plausible_move_is_never_challenged() -> None:
    game = _pending("GOATS")
    assert not any(challenges(game, judge(rate=1.0), random.Random(i)) for i in range(50))


def test_every_level_below_strong_has_a_style_and_bolder_ones_rank_higher() -> None:
    weak = [level for level in LEVELS if level in STYLES]
    assert weak == ["beginner", "easy", "medium"]  # hard and up judge by the whole list
    rates = [STYLES[level].rate for level in weak]
    assert rates == sorted(rates)
    stranger = [STYLES[level].strange for level in weak]
    assert stranger == sorted(stranger, reverse=True)  # a bolder level needs less


def test_strangeness_ranks_a_word_among_the_known_words_of_its_length() -> None:
    """A word spelt like the words of its length that the player knows ranks low; a
    scramble of one, whose every triple is unseen, ranks above them all."""
    assert MODEL.strangeness("COTS") < 1.0
    assert MODEL.strangeness("CTSA") == 1.0
    assert MODEL.strangeness("CATS") < MODEL.strangeness("COTS") < MODEL.strangeness("CTSA")
    # No known word of a length: no ground to rank it on (its triples still count).
    assert MODEL.strangeness("X" * 30) == 0.0


def test_a_long_strange_word_looks_wrong_even_without_an_odd_triple() -> None:
    """The second way a word looks wrong: many slightly odd letters in a row (YEAUEM's
    vowels), no one of them odd enough alone."""
    lenient = Style(odd=-99.0, per_word=0.0, strange=0.9, rate=1.0)
    j = Judgement(frozenset(KNOWN), MODEL, lenient)
    assert looks_wrong(["TSOC"], j)
    assert not looks_wrong(["COTS"], j)
    assert not looks_wrong(["TGO"], j)  # too short to judge that way (LONG)


def test_the_stranger_a_word_the_surer_the_challenge() -> None:
    """A word that just looks wrong is challenged at the level's rate; one stranger than
    every known word of its length (QRITTEU to a beginner) always: the chance rises
    from ``SURE`` on.  A word that looks right is never challenged."""
    style = Style(odd=-99.0, per_word=0.0, strange=0.5, rate=0.3)
    j = Judgement(frozenset(KNOWN), MODEL, style)
    assert MODEL.strangeness("CTSA") == 1.0
    assert doubt(["CTSA"], j) == 1.0 and chance(["CTSA"], j) == 1.0
    assert MODEL.strangeness("COTS") < SURE
    assert abs(chance(["COTS"], j) - 0.3) < 1e-6  # looks wrong (0.75 >= 0.5), no surer than that
    assert chance(["CATS"], j) == 0.0 and chance([], j) == 0.0
    game = _pending("CTSA")
    assert all(challenges(game, j, random.Random(i)) for i in range(50))
