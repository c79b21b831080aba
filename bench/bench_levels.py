"""Computer levels with their vocabularies (dictionaries/vocabulary.py): the average score
of a level playing against itself, and how often the words it knows tell right on a
sample of valid words (drawn from the word list) and phonies (valid words with two
letters swapped, not in the list), and on the familiar phonies: the common words of the
language that the list does not have (names, abbreviations).

    .venv/bin/python bench/bench_levels.py [--games 3] [--variant english] [--words 2000]

Run by hand, never in tests: a level's vocabulary is what it plays and the words it
takes for words; whether it challenges another word is its level's judgement
(engine/challenges.py), measured in games by bench/bench_challenges.py.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from dictionaries.vocabulary import familiar, vocabulary
from engine.game import Game
from engine.levels import LEVELS
from engine.players import play_turn
from engine.rules import load_ruleset


def average_score(variant: str, level: str, games: int) -> float:
    rules = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    knows = vocabulary(lex, rules.language, level) or lex
    scores: list[int] = []
    for g in range(games):
        game = Game(rules, f"levels#{g}", [("a", None), ("b", None)], {"word_check": "auto"})
        game.lexicon = lex
        rng = random.Random(g)
        for _ in range(60):
            if game.over:
                break
            play_turn(game, game.turn, level, rng, knows)  # type: ignore[arg-type]
        scores.extend(game.scores.values())
    return statistics.mean(scores)


def challenge_accuracy(variant: str, level: str, n: int) -> tuple[float, float, float]:
    """(share of valid words it accepts, share of phonies it challenges, share of the
    familiar phonies it lets stand)."""
    rules = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    judges = familiar(lex, rules.language, level) or lex
    rng = random.Random(7)
    words = [w for w in lex if 2 <= len(w) <= 8]
    valid = rng.sample(words, n)
    phonies: list[str] = []
    while len(phonies) < n:
        w = list(rng.choice(words))
        i, j = rng.sample(range(len(w)), 2)
        w[i], w[j] = w[j], w[i]
        if "".join(w) not in lex:
            phonies.append("".join(w))
    accepted = sum(w in judges for w in valid) / n
    challenged = sum(w not in judges for w in phonies) / n
    names = sorted(w for w in familiar(lex, rules.language, "beginner") or () if w not in lex)
    passed = sum(w in judges for w in names) / max(1, len(names))
    return accepted, challenged, passed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--variant", default="english")
    ap.add_argument("--words", type=int, default=2000)
    args = ap.parse_args()
    for level in LEVELS:
        avg = average_score(args.variant, level, args.games) if args.games else float("nan")
        acc, chal, passed = challenge_accuracy(args.variant, level, args.words)
        print(f"{args.variant} {level:8s} average score {avg:6.1f}  "
              f"valid words accepted {acc:6.1%}  phonies challenged {chal:6.1%}  "
              f"right decisions {(acc + chal) / 2:6.1%}  familiar phonies passed {passed:6.1%}")


if __name__ == "__main__":
    main()
