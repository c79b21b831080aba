"""``strong`` against MAGPIE's static player (its best move by equity), the game kept by
our engine (issue 28 item 2).

    nice -n 10 .venv/bin/python bench/bench_magpie_match.py --magpie BIN --magpie-data DIR \
        [--pairs 150] [--seed magpie-match]

MAGPIE is a binary built elsewhere (never by the project) with the data directory
``bench/magpie_data.py`` makes (our English words and our leave table).  On each of its
turns MAGPIE gets the position's CGP line (``Game.to_cgp``: both racks, the bag as the
unseen tiles) and answers its best move by static equity; our engine validates and plays
it, and checks MAGPIE's score against its own.  Games come in pairs on the same seed (the
same bag), each side starting one; the result is our win share with its 95% interval and
the mean spread, from ``strong``'s side, plus each side's median time per move (MAGPIE's
includes the pipe's round trip).  ``--magpie-leaves TWL06`` (a KLV of MAGPIE's own, copied
into the data's ``lexica/``) gives MAGPIE its own leaves instead of ours: with ours the
two static players differ only in exchanges, ties and the end of the game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from engine.actions import Exchange, Pass, Place, TurnAction
from engine.game import Game
from engine.levels import LEVELS
from engine.players import Level, play_turn
from engine.rules import load_ruleset
from engine.selfplay import Match, budget_for, stop_for

sys.path.insert(0, str(Path(__file__).resolve().parent))
from magpie import Magpie, MagpieMove  # bench/, beside this script

THEIRS = "magpie"


def action_of(seat: int, move: MagpieMove) -> TurnAction:
    """MAGPIE's move as the action our engine plays."""
    if move.kind == "place":
        return Place(seat, move.notation)
    if move.kind == "exchange":
        return Exchange(seat, move.notation)
    return Pass(seat)


def play(magpie: Magpie, seed: str, ours_first: bool, times: dict[str, list[float]],
         mismatches: list[str], ours: Level = "strong", seconds: float | None = None,
         ) -> Game:
    """One game of ``ours`` against MAGPIE on the bag of ``seed``; ``seconds``: the time
    per move of a looking-ahead level (the champion; None: its fixed rounds)."""
    rules = load_ruleset("english")
    players: list[tuple[str, int | None]] = [(f"{ours}-1", None), (f"{THEIRS}-2", None)]
    if not ours_first:
        players.reverse()
    game = Game(rules, seed, players, {"word_check": "auto", "turn_order": "join"})
    game.lexicon = dictionaries.lexicon_for_ruleset("english")
    rng = random.Random(f"{seed}/players")
    for _ in range(1000):
        if game.over:
            break
        if game.scoreless >= 6 * len(game.seats):
            game.end_by_request()  # as engine.selfplay: blocked with tiles in the bag
            break
        seat = game.turn
        who = game.seats[seat].player.rsplit("-", 1)[0]
        t0 = time.perf_counter()
        if who == ours:
            # Only a looking-ahead level gets the time (as engine.selfplay gives it).
            stop = (stop_for(budget_for(seconds, None)) if ours == "champion" else None)
            play_turn(game, seat, ours, rng, stop=stop)
            times[ours].append(time.perf_counter() - t0)
            continue
        moves, _ = magpie.moves(game.to_cgp(), 1)
        times[THEIRS].append(time.perf_counter() - t0)
        move = moves[0]
        logged = len(game.log)
        game.apply(action_of(seat, move))
        if len(game.log) == logged:
            raise RuntimeError(f"{seed}: our engine refused MAGPIE's {move}")
        # The last entry of the game's history may be its end (the racks' values).
        h = next(h for h in reversed(game.history) if h.seat == seat and h.kind != "end")
        if move.kind == "place" and h.score != move.score:
            mismatches.append(f"{seed}: {move.notation} MAGPIE {move.score}, ours {h.score}")
    return game


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--magpie", required=True, help="a built MAGPIE binary")
    ap.add_argument("--magpie-data", required=True, help="its data (bench/magpie_data.py)")
    ap.add_argument("--magpie-leaves", default="NWL_OURS",
                    help="the leaves MAGPIE judges by: ours (NWL_OURS, the default) or a "
                         "KLV of its own copied into the data's lexica/, e.g. TWL06")
    ap.add_argument("--ours", default="strong", choices=LEVELS,
                    help="our level (strong by default; champion looks ahead)")
    ap.add_argument("--seconds", type=float, default=None,
                    help="the champion's time per move (without it: its fixed rounds)")
    ap.add_argument("--pairs", type=int, default=150)
    ap.add_argument("--seed", default="magpie-match")
    args = ap.parse_args()
    magpie = Magpie(args.magpie, args.magpie_data, args.magpie_leaves)
    ours: Level = args.ours
    match = Match(ours, THEIRS)
    times: dict[str, list[float]] = {ours: [], THEIRS: []}
    mismatches: list[str] = []
    t0 = time.perf_counter()
    try:
        for i in range(args.pairs):
            for ours_first in (True, False):
                match.add(play(magpie, f"{args.seed}#{i}", ours_first, times, mismatches,
                               ours, args.seconds))
            if (i + 1) % 25 == 0:
                print(f"  {2 * (i + 1)} games, {time.perf_counter() - t0:.0f} s: "
                      + match.lines()[0], flush=True)
    finally:
        magpie.close()
    for line in match.lines():
        print(line)
    print(f"median time per move: {ours} {1000 * statistics.median(times[ours]):.2f} ms, "
          f"MAGPIE {1000 * statistics.median(times[THEIRS]):.2f} ms "
          f"({len(times[THEIRS])} MAGPIE moves; its time includes the pipe)")
    print(f"MAGPIE's scores differing from ours: {len(mismatches)}")
    for m in mismatches[:5]:
        print(f"  {m}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
