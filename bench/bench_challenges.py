"""How often a computer of each level challenges, against a person who plays the best
hint every turn and now and then a phony (the best move with two of its tiles swapped,
so that a word it forms is not in the list): per game, the failed challenges (a valid
move challenged: the computer loses its turn), the successful ones (a phony taken off)
and the phonies let stand.  Double challenge (English by default), seeded games through
the engine, the computer judging and playing as the service's computer does
(``bot.service.computer``: its level's vocabulary and judgement).

    nice -n 10 python bench/bench_challenges.py [--games 20] [--variant english]
        [--phonies 0.15] [--levels beginner,easy,...] [--seed S] [--ladder N]

``--ladder N`` also plays N games between each level and the next one up, both judging
and challenging as above (double challenge, each with its own vocabulary): the levels
must still rank in strength where challenges cost turns.

Run by hand, never in tests.  Target (issue 24): at most one failed challenge per game on
average at every level.
"""

from __future__ import annotations

import argparse
import itertools
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


def match_game(variant: str, levels: tuple[Level, Level], seed: str, starter: int
               ) -> tuple[int, int]:
    """One double-challenge game between two computers, ``levels[starter]`` first; the
    score of ``levels[0]`` minus that of ``levels[1]``, and its failed challenges."""
    rules = load_ruleset(variant)
    lex = dictionaries.lexicon_for_ruleset(variant)
    names = [f"{levels[i]}-{i}" for i in (starter, 1 - starter)]
    game = Game(rules, seed, [(n, None) for n in names],
                {"word_check": "challenge", "turn_order": "join"})
    game.lexicon = lex
    level = {game.seat_of(f"{lv}-{i}"): lv for i, lv in enumerate(levels)}
    knows = {s: vocabulary(lex, rules.language, lv) or lex for s, lv in level.items()}
    failed = 0
    for _ in range(300):
        if game.over:
            break
        if game.scoreless >= 6 * len(game.seats):
            game.end_by_request()
            break
        if game.pending is not None and game.actor() is None:
            game.close_window()
            continue
        seat = game.turn
        p = game.pending
        if p is not None and p.seat != seat:
            dice = random.Random(f"{seed}:challenge:{len(game.log)}")
            if judges(game, seat, level[seat], lex, rules.language, dice):
                failed += not game.challenge(seat).invalid
                continue
        dice = random.Random(f"{seed}:computer:{len(game.log)}")
        game.apply(choose_action(game, seat, level[seat], dice, knows[seat]))
    first = game.seat_of(f"{levels[0]}-0")
    second = game.seat_of(f"{levels[1]}-1")
    return game.scores[game.seats[first].side] - game.scores[game.seats[second].side], failed


def ladder(variant: str, levels: list[str], games: int, seed: str) -> None:
    print(f"ladder, {games} double-challenge games a pair (starting in turn):")
    for lo, hi in itertools.pairwise(levels):
        spreads, failed = [], []
        for g in range(games):
            spread, f = match_game(variant, (hi, lo), f"{seed}-ladder#{g}", g % 2)  # type: ignore[arg-type]
            spreads.append(spread)
            failed.append(f)
        wins = sum(x > 0 for x in spreads) + sum(x == 0 for x in spreads) / 2
        ci = 1.96 * statistics.stdev(spreads) / len(spreads) ** 0.5 if games > 1 else 0.0
        print(f"{hi:9s} beats {lo:9s} {wins / games:6.1%} ({wins:g} of {games}), spread "
              f"{statistics.mean(spreads):+7.1f} ± {ci:.1f}, failed challenges per game "
              f"{statistics.mean(failed):.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--variant", default="english")
    ap.add_argument("--phonies", type=float, default=0.15,
                    help="share of the person's moves that are phonies")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--seed", default="challenges")
    ap.add_argument("--ladder", type=int, default=0, metavar="N",
                    help="also N games between each level and the next one up")
    args = ap.parse_args()
    print(f"{args.variant}, {args.games} games per level, phonies {args.phonies:.0%} "
          "of the person's moves; per game (mean):")
    for level in args.levels.split(",") if args.games else ():
        tally = Tally()
        for g in range(args.games):
            play(args.variant, level, f"{args.seed}#{g}", args.phonies, tally)  # type: ignore[arg-type]
        n = len(tally.failed)
        print(f"{level:9s} failed challenges {statistics.mean(tally.failed):5.2f} "
              f"(max {max(tally.failed)})  successful {statistics.mean(tally.caught):5.2f}  "
              f"phonies let stand {statistics.mean(tally.stood):5.2f} "
              f"of {statistics.mean(tally.phonies):5.2f}  "
              f"computer − person {statistics.mean(tally.margin):+7.1f}  ({n} games)")
    if args.ladder:
        ladder(args.variant, args.levels.split(","), args.ladder, args.seed)


if __name__ == "__main__":
    main()
