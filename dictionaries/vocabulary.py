"""What a computer of a given level knows: the words of the lexicon that are common
enough in the language, by their frequency in ``wordfreq`` (which covers all six
languages offline).

A weak computer knows only common words: it plays only those of the word list
(``vocabulary``), and judges others' words by what is familiar to it (``familiar``: the
common words of the language, listed or not), so it sometimes challenges a valid rare word
and loses its turn, and a phony that looks familiar (a name, an abbreviation) may get
past it; it challenges such a word only as a player of its level would
(``judgement``, ``engine.challenges``).  ``strong``
knows the whole word list.  The engine stays free of ``wordfreq``: the service hands the
computer this smaller lexicon.
"""

from __future__ import annotations

from functools import cache

import wordfreq

from dictionaries.store import DawgLexicon, compile_lexicon
from engine.challenges import STYLES, Judgement, LetterModel

# Zipf frequency (log10 of uses per billion words) a word needs for each level to know
# it; None: every word of the list.  3 is about once per million words.
MIN_ZIPF: dict[str, float | None] = {
    "beginner": 3.3,
    "easy": 2.8,
    "medium": 2.2,
    "hard": 1.5,
    "strong": None,
}


@cache
def vocabulary(lexicon: DawgLexicon, language: str, level: str) -> DawgLexicon | None:
    """The words of ``lexicon`` a computer of ``level`` knows (None: all of them), by
    their frequency in ``language`` (a language code: ``en``), as a
    compiled lexicon of their own (the move generator walks it as fast as the whole
    list).  Made once per lexicon and level: from wordfreq's list of the language's
    words, most frequent first, so only the common words are looked up."""
    floor = MIN_ZIPF.get(level)
    if floor is None:
        return None
    # wordfreq's list comes in buckets of one centibel each, most frequent first: bucket
    # i holds the words of Zipf frequency 9 - i/100.
    buckets = wordfreq.get_frequency_list(language, "best")
    last = round((9 - floor) * 100)
    known = [w for bucket in buckets[:last + 1] for word in bucket
             if (w := lexicon.normalize(word)) in lexicon]
    letters = tuple(lexicon.letters)
    header = {"language": language, "level": level, "min_zipf": floor}
    return DawgLexicon.from_bytes(compile_lexicon(known, letters, header))


@cache
def familiar(lexicon: DawgLexicon, language: str, level: str) -> frozenset[str] | None:
    """The words a computer of ``level`` takes for words when it judges someone else's
    move: the common words of the language written with the game's letters, in the word
    list or not (a name, an abbreviation, a foreign word met in texts), so a phony that
    looks familiar may get past a weak computer.  None: it judges by the whole list."""
    floor = MIN_ZIPF.get(level)
    if floor is None:
        return None
    letters = set(lexicon.letters)
    buckets = wordfreq.get_frequency_list(language, "best")
    last = round((9 - floor) * 100)
    return frozenset(w for bucket in buckets[:last + 1] for word in bucket
                     if len(w := lexicon.normalize(word)) > 1 and set(w) <= letters)


@cache
def judgement(lexicon: DawgLexicon, language: str, level: str) -> Judgement | None:
    """How a computer of ``level`` judges someone else's move: the words familiar to it
    (``familiar``), the letter patterns of those words, and its level's boldness
    (``engine.challenges.STYLES``).  None: it judges by the whole list."""
    knows = familiar(lexicon, language, level)
    style = STYLES.get(level)  # type: ignore[call-overload]
    if knows is None or style is None:
        return None
    return Judgement(knows, LetterModel(knows, len(lexicon.letters)), style)
