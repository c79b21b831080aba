"""How often a computer of each level challenges, against a person who plays the best
hint every turn and now and then a phony (the best move with two of its tiles swapped,
so that a word it forms is not in the list): per game, the failed challenges (a valid
move challenged: the computer loses its turn), the successful ones (a phony taken off)
and the phonies let stand.  Double challenge (English by default), seeded games through
the engine, the computer judging and playing as the service's computer does
(``bot.service.computer``: its level's vocabulary and judgement).

    nice -n 10 python bench/bench_challenges.py [--games 20] [--variant english]
        [--phonies 0.15] [--levels beginner,easy,...] [--seed S]

Run by hand, never in tests.  Target (issue 24): at most one failed challenge per game on
average at every level.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from dictionaries.store import DawgLexicon
from dictionaries.vocabulary import judgement, vocabulary
from engine.challenges import challenges
from engine.game import Game
from engine.levels import LEVELS, Level
from engine.lexicon import Lexicon
from engine.players import best_moves, choose_action, should_challenge
from engine.rules import load_ruleset
from engine.validate import validate_placement


@dataclass
class Tally:
    failed: list[int] = field(default_factory=list)  # per game
    caught: list[int] = field(default_factory=list)
    stood: list[int] = field(default_factory=list)
    phonies: list[int] = field(default_factory=list)
    margin: list[int] = field(default_factory=list)  # computer − person


def phony(game: Game, seat: int, notation: str, lex: Lexicon,
          rng: random.Random) -> str | None:
    """``notation`` with two of its placed tiles swapped so that a word it forms is not in
    ``lex`` (the kind of phony a person plays: a real word misspelt); None when no swap
    makes one."""
    where, word = notation.split(" ", 1)
    placed = [i for i, ch in enumerate(word) if ch != "."]
    pairs = [(i, j) for i in placed for j in placed if i < j and word[i] != word[j]]
    rng.shuffle(pairs)
    for i, j in pairs:
        w = list(word)
        w[i], w[j] = w[j], w[i]
        move = f"{where} {''.join(w)}"
        try:
            words = validate_placement(game.board, game.rules, move,
                                       list(game.seats[seat].rack)).words
        except Exception:  # the swap breaks a rule of placement: try another
            continue
        if any(x.text not in lex for x in words):
            return move
    return None


def judges(game: Game, seat: int, level: Level, lex: DawgLexicon, language: str,
           rng: random.Random) -> bool:
    """Whether the computer on ``seat`` challenges the waiting move, as the service's
    computer decides (``bot.service.computer``)."""
    judge = judgement(lex, language, level)
    if judge is None:  # strong and champion: by the whole list
        return should_challenge(game, lex)
    return challenges(game, judge, rng)


def play(variant: str, level: Level, seed: str, share: float, tally: Tally) -> None:
    rules = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    knows = vocabulary(lex, rules.language, level) or lex
    game = Game(rules, seed, [("person", None), ("computer", None)],
                {"word_check": "challenge"})
    game.lexicon = lex
    person, comp = game.seat_of("person"), game.seat_of("computer")
    rng = random.Random(f"{seed}/person")
    failed = caught = stood = phonies = 0
    for _ in range(200):
        if game.over:
            break
        if game.pending is not None and game.actor() is None:
            game.close_window()  # a move that ends the game: its window closes
            continue
        if game.turn == person:
            best = best_moves(game, person, 1, lex)
            if not best:
                game.pass_turn(person)
                continue
            move = best[0].notation
            if rng.random() < share:
                move = phony(game, person, move, lex, rng) or move
            game.place(person, move)
            p = game.pending
            if p is None:
                continue
            bad = bool(game.invalid_words(p.words))
            phonies += bad
            dice = random.Random(f"{seed}:challenge:{len(game.log)}")
            if judges(game, comp, level, lex, rules.language, dice):
                out = game.challenge(comp)
                if out.invalid:
                    caught += 1
                else:
                    failed += 1
            elif bad:
                stood += 1
            continue
        dice = random.Random(f"{seed}:computer:{len(game.log)}")
        game.apply(choose_action(game, comp, level, dice, knows))
    tally.failed.append(failed)
    tally.caught.append(caught)
    tally.stood.append(stood)
    tally.phonies.append(phonies)
    tally.margin.append(game.scores[game.seats[comp].side]
                        - game.scores[game.seats[person].side])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--variant", default="english")
    ap.add_argument("--phonies", type=float, default=0.15,
                    help="share of the person's moves that are phonies")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--seed", default="challenges")
    args = ap.parse_args()
    print(f"{args.variant}, {args.games} games per level, phonies {args.phonies:.0%} "
          "of the person's moves; per game (mean):")
    for level in args.levels.split(","):
        tally = Tally()
        for g in range(args.games):
            play(args.variant, level, f"{args.seed}#{g}", args.phonies, tally)  # type: ignore[arg-type]
        n = len(tally.failed)
        print(f"{level:9s} failed challenges {statistics.mean(tally.failed):5.2f} "
              f"(max {max(tally.failed)})  successful {statistics.mean(tally.caught):5.2f}  "
              f"phonies let stand {statistics.mean(tally.stood):5.2f} "
              f"of {statistics.mean(tally.phonies):5.2f}  "
              f"computer − person {statistics.mean(tally.margin):+7.1f}  ({n} games)")


if __name__ == "__main__":
    main()
