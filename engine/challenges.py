"""How a computer below ``strong`` decides to challenge (or check, or vote against) a
move: as a player of its level does.

A challenge costs the challenger a turn when the words stand, so a player who does not
know the whole word list challenges rarely, and only a move that looks wrong: one that
forms a word the player does not know whose letters run in an odd pattern (a letter
triple that hardly occurs in the words they know), the odder the more unknown words the
move forms (an unknown word that also makes unlikely cross words); or a longer word
that reads, letter after letter, stranger than nearly all the words of its length they
know (``LetterModel.strangeness``: a misspelt word, or a run of letters no word of theirs
has, such as YEAUEM).  Even then they challenge only now and then (``Style.rate``, drawn
from the caller's seeded dice).

What a level knows comes from its caller (``Judgement``: the words it takes for words and
the letter triples of those words); how boldly it challenges is the level's ``Style``,
data per level calibrated by ``bench/bench_challenges.py`` against a person who plays
the best move every turn and now and then a misspelt one.  ``hard``, ``strong`` and
``champion`` judge by the whole list, as a club player who has learnt it does: they
challenge exactly the moves the game would take off (``engine.players.should_challenge``),
so a phony never stands against them and their challenge never fails.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from engine.game import Game
from engine.levels import Level
from engine.lexicon import Lexicon


@dataclass(frozen=True)
class Style:
    """How boldly a level challenges.  ``odd``: a word it does not know looks wrong when
    the least likely letter triple in it has a chance (log10) below this; ``per_word``:
    each further unknown word the move forms makes it look this much odder; ``strange``:
    a word of ``LONG`` letters or more it does not know also looks wrong when it reads
    stranger than this share of the known words of its length; ``rate``: the share of
    the moves that look wrong that it challenges."""

    odd: float
    per_word: float
    strange: float
    rate: float


# Calibrated with bench/bench_challenges.py (English, Polish, Romanian and Bulgarian; a
# person who plays the best move and 15% phonies): at most one failed challenge per game
# at every level, more phonies caught the stronger the level.  A weaker player is warier
# of a challenge.  ``hard`` and up judge by the whole list (no style).
STYLES: dict[Level, Style] = {
    "beginner": Style(odd=-3.2, per_word=0.25, strange=0.998, rate=0.3),
    "easy": Style(odd=-3.1, per_word=0.25, strange=0.995, rate=0.4),
    "medium": Style(odd=-3.0, per_word=0.25, strange=0.99, rate=0.45),
}

LONG = 4  # shorter words are judged by their odd triples alone: QI, ZA and QAT read
#           stranger than almost every word, and a player knows that of short words


class LetterModel:
    """The letter triples of the words a player knows (with the word's start and end as
    letters of their own): how likely each letter is after the two before it."""

    START, END = "^", "$"
    LENGTHS = 9  # words this long or longer are compared with one another

    def __init__(self, words: Iterable[str], alphabet: int) -> None:
        self.triples: Counter[str] = Counter()
        self.pairs: Counter[str] = Counter()
        self.alphabet = alphabet + 1  # the letters and the end of a word
        known = list(words)
        for w in known:
            s = self._framed(w)
            for i in range(len(s) - 2):
                self.triples[s[i:i + 3]] += 1
                self.pairs[s[i:i + 2]] += 1
        # How strange each known word reads, by length, sorted: what ``strangeness``
        # ranks a word against.
        by_length: defaultdict[int, list[float]] = defaultdict(list)
        for w in known:
            by_length[min(len(w), self.LENGTHS)].append(self.surprise(w))
        self._surprises = {n: sorted(v) for n, v in by_length.items()}

    def _framed(self, word: str) -> str:
        return self.START * 2 + word + self.END

    def _chances(self, word: str) -> list[float]:
        """The chance (log10) of each letter of ``word`` (and its end) after the two
        before it, smoothed (a triple never seen is unlikely, not impossible)."""
        s = self._framed(word)
        return [math.log10((self.triples[s[i:i + 3]] + 0.5)
                           / (self.pairs[s[i:i + 2]] + 0.5 * self.alphabet))
                for i in range(len(s) - 2)]

    def oddest(self, word: str) -> float:
        """The chance (log10) of the least likely letter of ``word`` after the two before
        it."""
        return min(self._chances(word))

    def surprise(self, word: str) -> float:
        """How unlikely ``word``'s letters are on average (minus the mean log10 chance of
        each after the two before it): one odd triple or many slightly odd ones."""
        chances = self._chances(word)
        return -sum(chances) / len(chances)

    def strangeness(self, word: str) -> float:
        """The share of the known words of ``word``'s length that read less strangely
        than it (``surprise``): 0.5 for a typical word, near 1 for a misspelt one."""
        known = self._surprises.get(min(len(word), self.LENGTHS))
        if not known:
            return 0.0
        return bisect_left(known, self.surprise(word)) / len(known)


@dataclass(frozen=True)
class Judgement:
    """What a level knows when it judges a move: ``knows``, the words it takes for words
    (in the game's letters); ``letters``, the letter triples of those words."""

    knows: Lexicon
    letters: LetterModel
    style: Style


def doubt(unknown: list[str], judgement: Judgement) -> float:
    """How sure a player who judges by ``judgement`` is that a move forming the words
    ``unknown`` (that they do not know) is wrong, from 0 (it looks like a word) to 1.  It
    looks wrong when a word has a letter triple odd enough (the more unknown words, the
    less odd each must be: ``Style.odd``), or a longer word reads stranger than nearly
    every word of its length they know (``Style.strange``); and past ``SURE`` the
    stranger the word, the surer they are: a word stranger than every known one of its
    length gives 1 (QRITTEU, whose Q has no U after it)."""
    if not unknown:
        return 0.0
    style, letters = judgement.style, judgement.letters
    oddest = min(letters.oddest(w) for w in unknown)
    odd = oddest - style.per_word * (len(unknown) - 1) < style.odd
    rank = max((letters.strangeness(w) for w in unknown if len(w) >= LONG), default=0.0)
    if rank < style.strange:
        return _SURE_ENOUGH if odd else 0.0
    return max(_SURE_ENOUGH, (rank - SURE) / (1.0 - SURE))


# Where the doubt starts to grow, for every level: of the unknown words that rank this
# strange, valid ones are rare (measured on moves of the best player and 30% phonies,
# English and Polish: 19 and 51 phonies for each valid word, against 5 to 13 from 0.99).
SURE = 0.999

# The least doubt of a move that looks wrong: enough for it to be challenged at the
# level's rate (``Style.rate``) and no more.
_SURE_ENOUGH = 1e-9


def looks_wrong(unknown: list[str], judgement: Judgement) -> bool:
    """Whether a move that forms the words ``unknown`` that a player who judges by
    ``judgement`` does not know looks wrong to them (``doubt``)."""
    return doubt(unknown, judgement) > 0.0


def chance(unknown: list[str], judgement: Judgement) -> float:
    """The chance that the player challenges such a move: none when it looks right; the
    level's rate when it just looks wrong, rising to certainty as the doubt does."""
    d = doubt(unknown, judgement)
    if d <= 0.0:
        return 0.0
    rate = judgement.style.rate
    return rate + (1.0 - rate) * d


def challenges(game: Game, judgement: Judgement, rng: random.Random) -> bool:
    """Whether the computer challenges (checks, votes against) the move that waits, as a
    player of the judgement's level would; ``rng``: the caller's seeded dice for this
    move (drawn from only when the move looks wrong)."""
    p = game.pending
    if p is None or game.over or game.rules.word_check == "auto":
        return False
    c = chance(game.invalid_words(p.words, judgement.knows), judgement)
    if c <= 0.0:
        return False
    return rng.random() < c


__all__ = [
    "LONG",
    "STYLES",
    "SURE",
    "Judgement",
    "LetterModel",
    "Style",
    "challenges",
    "chance",
    "doubt",
    "looks_wrong",
]
