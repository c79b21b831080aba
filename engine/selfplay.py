"""``python -m engine selfplay --variant NAME --games N --seed S [--level L]``

Plays the computer against itself to the end of each game and prints each game's final
scores, the time per move, and the average score per level.  ``--level`` sets every
seat's level; ``--levels champion,strong`` sets them seat by seat to pit levels against
each other: the seats then take turns to start (game 1 the first level, game 2 the
second...), and the summary gives each level's wins, the average spread of the first
level over the second with its 95% confidence interval, and the time per move of each
level.  ``--budget SECONDS`` is the ``champion``'s time per move (measured here, by the
command line, and handed to the engine as a "time left?" callable); ``--rounds N`` gives
it a fixed number of simulation rounds instead, for runs that repeat exactly, and
``--first K`` starts at game K, so that a long match runs in parts side by side.  Words are
checked automatically against the rule set's lexicon; the rule sets with the "no one can
move" ending use the generator.

The engine reads no word list itself: the command line finds a lexicon provider, a
``lexicon_for(ruleset_id) -> WalkableLexicon``, through the ``wordgames.lexicons`` entry
point group (the project registers ``dictionaries.lexicon_for_ruleset`` as ``default``);
the functions here take the lexicon from their caller.

``--leaves A,B`` gives each seat its own leave table (a ``.superleaves`` file from
``train-leaves``, ``formula`` for the fitted formula alone, ``shipped``): with two tables
the seats make a match as two levels do, named ``strong[A]`` and ``strong[B]``: each
level, the champion's simulation too, judges by its own table.

``--fit-leaves FILE`` also records, for every move, the tiles kept and the points the same
player scored on its next turn, and writes the leave table fitted to them
(``engine.movegen.leaves.fit_leave_table``) to FILE.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from importlib.metadata import entry_points
from pathlib import Path

from engine.actions import Exchange, Place
from engine.game import Game
from engine.levels import LEVELS, Level
from engine.lexicon import WalkableLexicon
from engine.movegen.leaves import LeaveTable, fit_leave_table, load_leave_table
from engine.movegen.superleaves import parse_superleaves
from engine.players import Stop, make_no_moves_hook, parse_level, play_turn
from engine.rules import load_ruleset
from engine.simulate import Budget

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
              samples: list[tuple[str, float]] | None = None, *,
              starter: int | None = None, budget_seconds: float | None = None,
              rounds: int | None = None,
              level_times: dict[str, list[float]] | None = None,
              leaves: list[LeaveTable | None] | None = None,
              labels: list[str] | None = None,
              ) -> tuple[Game, list[float]]:
    """One game to its end; returns the game and the seconds each computer move took.

    ``starter``: the index in ``levels`` of the player who starts, the others following in
    ``levels``' order (the rule set's own turn order otherwise).  ``budget_seconds`` is the
    time per move of a looking-ahead level (``rounds`` fixes its work instead);
    ``level_times`` collects the seconds per move by level.  ``leaves`` gives each
    level its leave table (None: the tile set's) and ``labels`` each player its name
    before ``-N`` (the level's by default)."""
    rules = load_ruleset(variant)
    names = labels or list(levels)
    players: list[tuple[str, int | None]] = [
        (f"{names[i]}-{i + 1}", None) for i in range(len(levels))
    ]
    overrides: dict[str, object] = (
        {"word_check": "auto"} if "auto" in rules.word_check_choices else {})
    if starter is not None:
        players = players[starter:] + players[:starter]
        overrides["turn_order"] = "join"
    game = Game(rules, seed, players, overrides)
    game.lexicon = lexicon
    if game.rules.end_when_no_moves:
        game.no_moves_hook = make_no_moves_hook(lexicon)
    rng = random.Random(f"{seed}/players")
    index_of = {s.player: int(s.player.rsplit("-", 1)[1]) - 1 for s in game.seats}
    level_of = {p: levels[i] for p, i in index_of.items()}
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
        level = level_of[game.seats[seat].player]
        t0 = time.perf_counter()
        # Only a looking-ahead level gets the time (the others' searches are not cut).
        stop = (stop_for(budget_for(budget_seconds, rounds)) if level == "champion"
                else None)
        table = leaves[index_of[game.seats[seat].player]] if leaves else None
        action = play_turn(game, seat, level, rng, lexicon, stop, table)
        took = time.perf_counter() - t0
        times.append(took)
        if level_times is not None:
            level_times.setdefault(names[index_of[game.seats[seat].player]],
                                   []).append(took)
        if samples is not None:
            h = game.history[-1] if game.history else None
            score = h.score if h is not None and h.kind == "place" and h.seat == seat else 0
            if seat in kept:
                samples.append((kept.pop(seat), float(score)))
            if bag_before >= rules.rack_size and len(game.bag) > 0:
                left = list(before)
                if isinstance(action, Place):
                    used = _used_tiles(action.move)
                elif isinstance(action, Exchange):
                    used = list(action.tiles)
                else:
                    used = []
                for t in used:
                    if t in left:
                        left.remove(t)
                kept[seat] = "".join(sorted(left))
    return game, times


def budget_for(seconds: float | None, rounds: int | None) -> Budget | None:
    """The "time left?" callable for one move: ``seconds`` from now on the monotonic
    clock, or ``rounds`` calls (the simulation asks once per candidate and round, so this
    is only an upper bound there), or None (the level's own fixed work)."""
    if seconds is not None:
        end = time.monotonic() + seconds
        return lambda: time.monotonic() < end
    if rounds is not None:
        left = [rounds]

        def count() -> bool:
            left[0] -= 1
            return left[0] >= 0

        return count
    return None


def stop_for(budget: Budget | None) -> Stop | None:
    """The players' "is the time up?" for a "time left?" budget."""
    if budget is None:
        return None
    return lambda: not budget()


@dataclass
class Match:
    """Two levels' games against each other, from the first level's side."""

    first: str
    second: str
    spreads: list[int] = field(default_factory=list)
    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, game: Game) -> None:
        a = next(s.side for s in game.seats if s.player.rsplit("-", 1)[0] == self.first)
        b = next(s.side for s in game.seats if s.player.rsplit("-", 1)[0] == self.second)
        self.spreads.append(game.scores[a] - game.scores[b])
        if a in game.winners and b in game.winners:
            self.draws += 1
        elif a in game.winners:
            self.wins += 1
        else:
            self.losses += 1

    def lines(self) -> list[str]:
        n = len(self.spreads)
        if not n:
            return []
        mean = statistics.mean(self.spreads)
        half = 1.96 * statistics.stdev(self.spreads) / math.sqrt(n) if n > 1 else math.inf
        share = (self.wins + 0.5 * self.draws) / n
        share_half = 1.96 * math.sqrt(share * (1 - share) / n)
        return [
            f"{self.first} against {self.second}: {self.wins} wins, {self.losses} losses, "
            f"{self.draws} draws in {n} games ({100 * share:.1f}% ± {100 * share_half:.1f}%, "
            "draws count half)",
            f"average spread {self.first} − {self.second}: {mean:+.1f} ± {half:.1f} "
            "(95% confidence interval)",
        ]


def _used_tiles(notation: str) -> list[str]:
    """The rack tiles a generated move's notation uses (``.`` is a board tile; a lower-case
    letter is a blank)."""
    word = notation.split()[1]
    return ["?" if ch.islower() else ch for ch in word if ch != "."]


def _seat_tables(variant: str, spec: str | None, levels: list[Level],
                 ) -> tuple[list[LeaveTable | None] | None, list[str]]:
    """Each seat's leave table and name for ``--leaves`` (none: the shipped tables, the
    levels' names): ``LEVEL[TABLE]`` where a table is given, so two tables make a match."""
    if spec is None:
        return None, list(levels)
    parts = spec.split(",")
    if len(parts) != len(levels):
        raise ValueError(f"--leaves names {len(parts)} tables for {len(levels)} seats")
    rules = load_ruleset(variant)
    tables: list[LeaveTable | None] = []
    labels = []
    for level, part in zip(levels, parts, strict=True):
        if part == "shipped":
            tables.append(None)
            labels.append(f"{level}[shipped]")
            continue
        formula = replace(load_leave_table(rules.tileset_name), superleaves=None)
        if part == "formula":
            tables.append(formula)
            labels.append(f"{level}[formula]")
            continue
        learned = parse_superleaves(Path(part).read_bytes(), rules.tileset)
        tables.append(replace(formula, superleaves=learned))
        labels.append(f"{level}[{Path(part).name}]")
    return tables, labels


def main(argv: list[str], lexicon_for: LexiconFor | None = None) -> int:
    """The command line; ``lexicon_for`` defaults to the installed ``lexicon_provider()``."""
    ap = argparse.ArgumentParser(prog="python -m engine selfplay")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--first", type=int, default=1, metavar="K",
                    help="the number of the first game (a long match split into parts "
                         "that run side by side: the games and who starts are the same)")
    ap.add_argument("--level", default=None, help=f"every seat: {', '.join(LEVELS)}")
    ap.add_argument("--levels", default=None, help="one level per seat, comma-separated")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--fit-leaves", default=None, metavar="FILE")
    ap.add_argument("--budget", type=float, default=None, metavar="SECONDS",
                    help="time per move of the champion (default: a fixed number of rounds)")
    ap.add_argument("--rounds", type=int, default=None, metavar="N",
                    help="the champion's work per move as a count of simulated plays")
    ap.add_argument("--leaves", default=None, metavar="SPEC,SPEC",
                    help="one leave table per seat: a .superleaves file (added to the "
                         "tile set's formula), 'formula' (the formula alone) or 'shipped'")
    args = ap.parse_args(argv)
    try:
        if args.levels:
            levels = [parse_level(x) for x in args.levels.split(",")]
        else:
            levels = [parse_level(args.level or "strong")] * args.players
        lexicon = (lexicon_for or lexicon_provider())(args.variant)
        tables, labels = _seat_tables(args.variant, args.leaves, levels)
    except Exception as exc:  # a bad level, no provider, an unknown variant, a lexicon not built
        print(f"selfplay: {exc}")
        return 2
    samples: list[tuple[str, float]] | None = [] if args.fit_leaves else None
    all_times: list[float] = []
    by_level: dict[str, list[int]] = {}
    level_times: dict[str, list[float]] = {}
    # Two different levels: the seats take turns to start, and the games are a match.
    match = (Match(labels[0], labels[1])
             if len(labels) == 2 and labels[0] != labels[1] else None)
    for g in range(args.first - 1, args.first - 1 + args.games):
        seed = f"{args.seed}#{g + 1}"
        game, times = play_game(args.variant, seed, levels, lexicon, samples,
                                starter=g % len(levels) if match else None,
                                budget_seconds=args.budget, rounds=args.rounds,
                                level_times=level_times, leaves=tables, labels=labels)
        if match is not None:
            match.add(game)
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
    if len(level_times) > 1:
        for lvl, secs in level_times.items():
            ms = sorted(1000 * t for t in secs)
            print(f"time per move {lvl}: mean {statistics.mean(ms):.1f} ms, median "
                  f"{statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms over {len(ms)} moves")
    if match is not None:
        for line in match.lines():
            print(line)
    if samples is not None and args.fit_leaves:
        rules = load_ruleset(args.variant)
        table = fit_leave_table(
            samples, rules.tileset, rules.vowels,
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
