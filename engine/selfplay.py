"""``python -m engine selfplay --variant NAME --games N --seed S [--level L]``

Plays the computer against itself to the end of each game and prints each game's final
scores, the time per move, and the average score per level.  ``--level`` sets every
seat's level; ``--levels strong,beginner`` sets them seat by seat (to pit levels against
each other).  Words are checked automatically against the rule set's lexicon; the rule
sets with the "no one can move" ending use the generator.

The engine reads no word list itself: the command line finds a lexicon provider, a
``lexicon_for(ruleset_id) -> WalkableLexicon``, through the ``wordgames.lexicons`` entry
point group (the project registers ``dictionaries.lexicon_for_ruleset`` as ``default``);
the functions here take the lexicon from their caller.

``--fit-leaves FILE`` also records, for every move, the tiles kept and the points the same
player scored on its next turn, and writes the leave table fitted to them
(``engine.movegen.leaves.fit_leave_table``) to FILE.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from importlib.metadata import entry_points
from pathlib import Path

from engine.game import Game
from engine.lexicon import WalkableLexicon
from engine.movegen.leaves import fit_leave_table
from engine.players import LEVELS, Level, make_no_moves_hook, parse_level, play_turn
from engine.rules import load_ruleset

VOWELS: dict[str, str] = {
    "english": "AEIOU",
    "polish": "AĄEĘIOÓUY",
    "literaki": "AĄEĘIOÓUY",
    "ru-erudit": "АЕИОУЫЭЮЯ",
    "ru-erudit-home": "АЕИОУЫЭЮЯ",
    "bulgarian": "АЕИОУЪЮЯ",
    "slovak": "AÁÄEÉIÍOÓÔUÚYÝ",
    "romanian": "AEIOU",
}


LexiconFor = Callable[[str], WalkableLexicon]  # rule set id -> the lexicon it plays with
LEXICON_GROUP = "wordgames.lexicons"


class NoLexiconProvider(LookupError):
    """No package installed a lexicon provider under the ``wordgames.lexicons`` group."""


def lexicon_provider(name: str = "default") -> LexiconFor:
    """The lexicon provider installed as entry point ``name`` of ``wordgames.lexicons``."""
    found = entry_points(group=LEXICON_GROUP, name=name)
    if not found:
        raise NoLexiconProvider(
            f"no lexicon provider {name!r} in the entry point group {LEXICON_GROUP!r}: "
            "install a package that registers one (pip install -e . registers "
            "dictionaries.lexicon_for_ruleset)")
    provider: LexiconFor = next(iter(found)).load()
    return provider


def play_game(variant: str, seed: str, levels: list[Level], lexicon: WalkableLexicon,
              samples: list[tuple[str, float]] | None = None,
              ) -> tuple[Game, list[float]]:
    """One game to its end; returns the game and the seconds each computer move took."""
    rules = load_ruleset(variant)
    players: list[tuple[str, int | None]] = [
        (f"{lvl}-{i + 1}", None) for i, lvl in enumerate(levels)
    ]
    overrides = {"word_check": "auto"} if "auto" in rules.word_check_choices else {}
    game = Game(rules, seed, players, overrides)
    game.lexicon = lexicon
    if game.rules.end_when_no_moves:
        game.no_moves_hook = make_no_moves_hook(lexicon)
    rng = random.Random(f"{seed}/players")
    level_of = {s.player: levels[int(s.player.rsplit("-", 1)[1]) - 1] for s in game.seats}
    times: list[float] = []
    kept: dict[int, str] = {}  # seat -> tiles kept after its last move
    for _ in range(1000):
        if game.over:
            break
        if game.scoreless >= 6 * len(game.seats):
            # Blocked while the bag still holds tiles: the rules' "no one can move" ending
            # waits for an empty bag, so the table stops the game as its players would.
            game.end_by_request()
            break
        seat = game.turn
        before = list(game.seats[seat].rack)
        bag_before = len(game.bag)
        t0 = time.perf_counter()
        action = play_turn(game, seat, level_of[game.seats[seat].player], rng, lexicon)
        times.append(time.perf_counter() - t0)
        if samples is not None:
            h = game.history[-1] if game.history else None
            score = h.score if h is not None and h.kind == "place" and h.seat == seat else 0
            if seat in kept:
                samples.append((kept.pop(seat), float(score)))
            if bag_before >= rules.rack_size and len(game.bag) > 0:
                left = list(before)
                if action[0] == "place":
                    used = _used_tiles(action[1])
                elif action[0] == "exchange":
                    used = list(action[1])
                else:
                    used = []
                for t in used:
                    if t in left:
                        left.remove(t)
                kept[seat] = "".join(sorted(left))
    return game, times


def _used_tiles(notation: str) -> list[str]:
    """The rack tiles a generated move's notation uses (``.`` is a board tile; a lower-case
    letter is a blank)."""
    word = notation.split()[1]
    return ["?" if ch.islower() else ch for ch in word if ch != "."]


def main(argv: list[str], lexicon_for: LexiconFor | None = None) -> int:
    """The command line; ``lexicon_for`` defaults to the installed ``lexicon_provider()``."""
    ap = argparse.ArgumentParser(prog="python -m engine selfplay")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--level", default=None, help=f"every seat: {', '.join(LEVELS)}")
    ap.add_argument("--levels", default=None, help="one level per seat, comma-separated")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--fit-leaves", default=None, metavar="FILE")
    args = ap.parse_args(argv)
    try:
        if args.levels:
            levels = [parse_level(x) for x in args.levels.split(",")]
        else:
            levels = [parse_level(args.level or "strong")] * args.players
        lexicon = (lexicon_for or lexicon_provider())(args.variant)
    except Exception as exc:  # a bad level, no provider, an unknown variant, a lexicon not built
        print(f"selfplay: {exc}")
        return 2
    samples: list[tuple[str, float]] | None = [] if args.fit_leaves else None
    all_times: list[float] = []
    by_level: dict[str, list[int]] = {}
    for g in range(args.games):
        seed = f"{args.seed}#{g + 1}"
        game, times = play_game(args.variant, seed, levels, lexicon, samples)
        all_times.extend(times)
        parts = []
        for s in game.seats:
            score = game.scores[s.side]
            parts.append(f"{s.player} {score}")
            by_level.setdefault(s.player.rsplit("-", 1)[0], []).append(score)
        ms = [1000 * t for t in times]
        print(f"game {g + 1} (seed {seed}): {', '.join(parts)}; end: {game.end_reason}; "
              f"{len(times)} moves, {statistics.median(ms):.1f} ms median, "
              f"{max(ms):.1f} ms max per move", flush=True)
    if all_times:
        ms = sorted(1000 * t for t in all_times)
        print(f"time per move: median {statistics.median(ms):.1f} ms, "
              f"p90 {ms[int(0.9 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms "
              f"over {len(ms)} moves")
    for lvl, scores in by_level.items():
        print(f"average score {lvl}: {statistics.mean(scores):.1f} over {len(scores)} games")
    if samples is not None and args.fit_leaves:
        rules = load_ruleset(args.variant)
        table = fit_leave_table(
            samples, rules.tileset, VOWELS.get(rules.tileset_name, ""),
            comment=(f"Leave values for the {rules.tileset_name} tile set.\n"
                     f"Made by: python -m engine selfplay --variant {args.variant} "
                     f"--games {args.games} --seed {args.seed} --level "
                     f"{args.level or 'strong'} --fit-leaves FILE\n"
                     "(least squares of the next turn's score on the tiles kept; "
                     "see engine/data/leaves/README.md)"),
        )
        Path(args.fit_leaves).write_text(table.to_text(), encoding="utf-8")
        print(f"leave table fitted on {len(samples)} samples written to {args.fit_leaves}")
    return 0
