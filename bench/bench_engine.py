"""Engine speed (run by hand; nothing here asserts a time):

    .venv/bin/python bench/bench_engine.py [--record PATH] [--at 12] [--repeats 200]

1. Moves validated and scored on a mid-game position: a shared GCG record is replayed to
   move ``--at``; the player to move gets their recorded rack; a list of candidate moves
   (legal ones generated from that rack, and illegal ones of every kind: not touching,
   off the board, a letter not on the rack, a gap, a wrong letter through the board) is
   validated and scored through the Game's own path (``engine.validate.validate_placement``, which
   ``Game.place`` calls, then ``score_placement``) many times.  Prints the median time
   per move in µs, moves per second, and the ratio of the median to the 0.2 ms goal.
   Also ``Game.place`` itself on ``Game.copy()`` (the copy timed apart).
2. The time to parse and replay a ~30-move record (median of N runs).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.board import Tile
from engine.errors import MoveError
from engine.game import Game
from engine.movegen.brute import geometric_placements
from engine.placement import placement_notation
from engine.records.gcg import decode_gcg, parse_gcg
from engine.records.replay import replay
from engine.rules import load_ruleset
from engine.scoring import score_placement
from engine.validate import validate_placement

GCG_DIR = Path(__file__).resolve().parents[1] / "tests" / "engine" / "data" / "gcg"
GOAL_US = 200.0


def legal_candidates(game: Game, seat: int, limit: int) -> list[str]:
    """Geometrically legal placements of the rack's tiles (any letters go: AcceptAll),
    about as many of each length, 1 to 7 tiles."""
    board = game.board
    tiles = [Tile("E", True) if t == "?" else Tile(t) for t in game.seats[seat].rack]
    per_length = max(1, limit // max(1, len(tiles)))
    out: list[str] = []
    for k in range(len(tiles), 0, -1):
        found = itertools.islice(geometric_placements(board, tiles, k), per_length)
        out.extend(placement_notation(p, board) for p in found)
    return out


def illegal_candidates(rack: list[str]) -> list[str]:
    letters = "".join(t for t in rack if t != "?")
    return [
        f"1A {letters[:3]}",  # not touching (corner, far from play)
        f"15M {letters[:5]}",  # off the board
        "8A QQQQQQQ",  # letters not on the rack / through tiles that differ
        f"O1 {letters[:2]}",  # not touching
        "H1 ZZ",  # not touching, not on the rack
        "8D XXXXX",  # letters that differ from the board's
        f"5E {letters[:2]}..{letters[2:3]}",  # '.' on empty squares
        "99Z A",  # bad coordinate
    ]


def timed(fn: Callable[[], object], runs: int) -> list[float]:
    times: list[float] = []
    for _ in range(runs):
        t0 = time.perf_counter_ns()
        fn()
        times.append((time.perf_counter_ns() - t0) / 1000)
    return times


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--record", type=Path, default=GCG_DIR / "josh2.gcg")
    ap.add_argument("--at", type=int, default=12, help="replay this many events first")
    ap.add_argument("--repeats", type=int, default=200)
    ap.add_argument("--runs", type=int, default=50, help="runs of the whole-record replay")
    args = ap.parse_args()
    rules = load_ruleset("english")

    text = decode_gcg(args.record.read_bytes())
    record = parse_gcg(text)
    head = parse_gcg(text)
    head.events = head.events[: args.at]
    position = replay(head, rules)
    nxt = record.events[args.at]
    game = Game(rules, "bench", [(n, None) for n in record.nicks()])
    seat = record.nicks().index(nxt.nick)
    game.board = position.board.copy()
    game.turn = seat
    rack = list(nxt.rack) if len(nxt.rack) == rules.rack_size else list("AEINRST")
    game.seats[seat].rack = rack
    legal = legal_candidates(game, seat, 60)
    if nxt.kind == "place":
        legal.insert(0, f"{nxt.coord} {nxt.word}")
    illegal = illegal_candidates(rack)
    print(f"position: {args.record.name} after {args.at} events, "
          f"{sum(1 for _ in game.board.tiles())} tiles on the board, "
          f"{nxt.nick} to move with {''.join(rack)}")
    print(f"candidates: {len(legal)} legal, {len(illegal)} illegal")

    def validate_and_score(move: str) -> int | None:
        try:
            v = validate_placement(game.board, game.rules, move, game.seats[seat].rack)
            placement, words, board = v.placement, v.words, v.board
        except MoveError:
            return None
        return score_placement(rules, board, placement, words).total

    # Every candidate gives the same verdict each time: check them once.
    ok = [m for m in legal if validate_and_score(m) is not None]
    bad = [m for m in illegal if validate_and_score(m) is None]
    assert len(ok) == len(legal) and len(bad) == len(illegal), "a candidate misbehaves"

    results: dict[str, list[float]] = {"legal": [], "illegal": []}
    t_start = time.perf_counter()
    calls = 0
    for _ in range(args.repeats):
        for kind, moves in (("legal", ok), ("illegal", bad)):
            for m in moves:
                t0 = time.perf_counter_ns()
                validate_and_score(m)
                results[kind].append((time.perf_counter_ns() - t0) / 1000)
                calls += 1
    elapsed = time.perf_counter() - t_start
    all_times = results["legal"] + results["illegal"]
    med = statistics.median(all_times)
    print("\nvalidate + score (validate_placement + score_placement):")
    print(f"  legal    median {statistics.median(results['legal']):8.1f} µs")
    print(f"  illegal  median {statistics.median(results['illegal']):8.1f} µs")
    print(f"  all      median {med:8.1f} µs   ratio to the 0.2 ms goal {med / GOAL_US:.2f}")
    print(f"  moves validated and scored per second: {calls / elapsed:,.0f} "
          f"(1 / median: {1e6 / med:,.0f})")

    # Game.place itself, on a copy of the game (the copy timed apart).
    sample = ok[:20]
    copy_times = timed(game.copy, args.repeats)
    place_times: list[float] = []
    for _ in range(max(1, args.repeats // 10)):
        for m in sample:
            g = game.copy()
            t0 = time.perf_counter_ns()
            g.place(seat, m)
            place_times.append((time.perf_counter_ns() - t0) / 1000)
    print("\nGame.place on Game.copy() (the state change included):")
    print(f"  Game.copy  median {statistics.median(copy_times):8.1f} µs")
    print(f"  Game.place median {statistics.median(place_times):8.1f} µs   "
          f"ratio to the 0.2 ms goal {statistics.median(place_times) / GOAL_US:.2f}")

    # A whole record.
    n_events = len(record.events)
    parse_t = timed(lambda: parse_gcg(text), args.runs)
    replay_t = timed(lambda: replay(record, rules), args.runs)
    both_t = timed(lambda: replay(parse_gcg(text), rules), args.runs)
    print(f"\nreplay of {args.record.name} ({n_events} events), median of {args.runs} runs:")
    print(f"  parse           {statistics.median(parse_t) / 1000:8.2f} ms")
    print(f"  replay          {statistics.median(replay_t) / 1000:8.2f} ms")
    print(f"  parse + replay  {statistics.median(both_t) / 1000:8.2f} ms "
          f"({statistics.median(both_t) / n_events:.0f} µs per event)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
