"""Our ``strong`` (or ``champion``) against MAGPIE, the game kept by our engine (issue 28
items 2 and 3).

    nice -n 10 .venv/bin/python bench/bench_magpie_match.py --magpie BIN --magpie-data DIR \
        [--ours strong|champion] [--seconds S] [--magpie-sim] [--pairs 150] \
        [--seed magpie-match] [--progress 50]

MAGPIE is a binary built elsewhere (never by the project) with the data directory
``bench/magpie_data.py`` makes (our English words and our leave table).  On each of its
turns MAGPIE gets the position's CGP line (``Game.to_cgp``: both racks, the bag as the
unseen tiles) and answers its move; our engine validates and plays it, and checks
MAGPIE's score against its own.  Games come in pairs on the same seed (the same bag),
each side starting one; the result is our win share with its 95% interval and the mean
spread, from our side, plus each side's median time per move (MAGPIE's includes the
pipe's round trip).  ``--magpie-leaves TWL06`` (a KLV of MAGPIE's own, copied into the
data's ``lexica/``) gives MAGPIE its own leaves instead of ours: with ours the two static
players differ only in exchanges, ties and the end of the game.

``--ours champion --seconds S`` gives our champion ``S`` seconds a move (the ``stop`` of
``engine.players.play_turn``, as ``engine.selfplay --budget`` gives it; without
``--seconds`` it plays its fixed rounds).  Without ``--magpie-sim`` MAGPIE plays its
static best move by equity (``gen``), as before.

``--magpie-sim`` makes MAGPIE choose each move in the same ``S`` seconds the way its own
timed player does, ``PlayChooser`` (``src/impl/play_chooser.c``, what MAGPIE's
``autoplay -pc1``/``-pc2`` plays with a clock), whose settings are the strongest MAGPIE
itself uses at a fixed time per move; its console gives each part of it:

* bag of 5 tiles or more: ``gen -numplays 15`` (its 15 best moves by static equity,
  exchanges and the pass among them), then ``sim - -plies 2 -tlim S -threshold none -sr
  tt -it 1e15 -minp 1 -sinfer false -cutoff 0``: a two-ply Monte Carlo simulation with
  top-two best-arm sampling, no statistical early stop (only the time ends it), judged by
  win % from MAGPIE's win table (plus half the spread's weight, MAGPIE's default
  utility).  ``-`` makes the opponent's rack random from the unseen tiles: a bare
  ``sim`` would simulate against the rack the CGP line shows it.  No inference: a CGP
  has no previous move to infer from, and PlayChooser simulates without it too.  With a
  single candidate the move is played at once, as PlayChooser does.
* bag of 1–4 tiles: ``peg -pegtlim S -pegnested false``, the pre-endgame solver (every
  draw order of the unseen tiles, the opponent's rack among them, each bag-emptying
  line solved as an endgame; rational opponent; flat rollouts for the rest, as
  PlayChooser sets it).  Its ranking prints no score; the score checked is that of the
  same move in MAGPIE's move list (looked up after the timed choice).
* empty bag: ``endgame -etlim S -eplies 25``, the exact endgame solver, deepening as far
  as the time allows (MAGPIE's 25-ply maximum), with a transposition table of 5% of the
  memory (``-ttfraction 0.05``; PlayChooser takes 20%, far more than a second fills).
* one thread (``-threads 1``), as PlayChooser in MAGPIE's per-game mode; ours is one too.

Where a solver returns nothing in the time (the pre-endgame solver below about a second:
each of its solves first zeroes a table of 5% of the memory) MAGPIE plays its static
best move, as PlayChooser does.
The simulation needs a real win table in the data's ``strategy/winpct.csv``
(``bench/magpie_data.py --winpct-games N`` has MAGPIE make one from its own static games
on our words; the placeholder the data has without it is refused).  The summary adds
each side's median and mean seconds per move and how MAGPIE chose its moves.
``--progress N`` prints the result so far every ``N`` games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
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
         magpie_sim: bool = False, modes: Counter[str] | None = None) -> Game:
    """One game of ``ours`` against MAGPIE on the bag of ``seed``; ``seconds``: the time
    per move of a looking-ahead level (the champion; None: its fixed rounds) and, with
    ``magpie_sim``, of MAGPIE's timed choice (``Magpie.choose``; ``modes`` counts how it
    chose), instead of its static best."""
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
        if magpie_sim:
            assert seconds is not None
            move, mode, took = magpie.choose(game.to_cgp(), len(game.bag), seconds)
            times[THEIRS].append(took)
            if modes is not None:
                modes[mode] += 1
        else:
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


def seconds_line(ours: str, times: dict[str, list[float]]) -> str:
    """Each side's median and mean seconds per move."""
    return "seconds per move (median / mean): " + ", ".join(
        f"{'MAGPIE' if side == THEIRS else side} {statistics.median(t):.3f} / "
        f"{statistics.mean(t):.3f}" for side, t in ((ours, times[ours]),
                                                   (THEIRS, times[THEIRS])) if t)


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
    ap.add_argument("--magpie-sim", action="store_true",
                    help="MAGPIE chooses as its timed player does (simulation, pre-endgame "
                         "and endgame solvers) in --seconds a move, not its static best")
    ap.add_argument("--pairs", type=int, default=150)
    ap.add_argument("--seed", default="magpie-match")
    ap.add_argument("--progress", type=int, default=50,
                    help="print the result so far every N games (50: every 25 pairs)")
    args = ap.parse_args()
    if args.magpie_sim:
        if args.seconds is None or args.seconds <= 0:
            ap.error("--magpie-sim needs --seconds S, MAGPIE's time per move")
        winpct = Path(args.magpie_data) / "strategy" / "winpct.csv"
        if not winpct.is_file() or len(winpct.read_text().splitlines()) < 2:
            ap.error(f"{winpct} is not a win table (the simulation needs one): make it "
                     "with bench/magpie_data.py --winpct-games N")
    settings = ("-ttfraction", "0.05") if args.magpie_sim else ()
    magpie = Magpie(args.magpie, args.magpie_data, args.magpie_leaves, settings)
    if args.magpie_sim:
        magpie.warm_up()
    ours: Level = args.ours
    match = Match(ours, THEIRS)
    times: dict[str, list[float]] = {ours: [], THEIRS: []}
    mismatches: list[str] = []
    modes: Counter[str] = Counter()
    t0 = time.perf_counter()
    try:
        for i in range(args.pairs):
            for ours_first in (True, False):
                match.add(play(magpie, f"{args.seed}#{i}", ours_first, times, mismatches,
                               ours, args.seconds, args.magpie_sim, modes))
                games = len(match.spreads)
                if games % args.progress == 0:
                    lines = match.lines()
                    print(f"  {games} games, {time.perf_counter() - t0:.0f} s: {lines[0]}; "
                          f"{lines[1].split(': ', 1)[1]}; {seconds_line(ours, times)}",
                          flush=True)
    finally:
        magpie.close()
    for line in match.lines():
        print(line)
    print(f"median time per move: {ours} {1000 * statistics.median(times[ours]):.2f} ms, "
          f"MAGPIE {1000 * statistics.median(times[THEIRS]):.2f} ms "
          f"({len(times[THEIRS])} MAGPIE moves; its time includes the pipe)")
    print(seconds_line(ours, times))
    if args.magpie_sim:
        print("MAGPIE's moves: " + ", ".join(f"{modes[m]} by {m}" for m in
                                             ("sim", "peg", "endgame", "single", "static"))
              + " (single: the only candidate; static: the solver gave nothing in time)")
    print(f"MAGPIE's scores differing from ours: {len(mismatches)}")
    for m in mismatches[:5]:
        print(f"  {m}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
