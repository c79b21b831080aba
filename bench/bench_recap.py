"""The recap's cost: the animated board and the analysis text of a real game played by
two computer levels (``engine.selfplay.play_game``), timed as the service makes them
(one worker thread), with the GIF's size.

    .venv/bin/python bench/bench_recap.py [--seed recap-1] [--runs 3] [--out FILE]

The issue's bounds: under 8 MB and under 2 s for a 25-move game.  Prints medians; run by
hand, never in tests.  ``--out`` keeps the GIF (docs/pictures/recap.gif is one)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dictionaries
from bot.protocol import ChatRef
from bot.service.context import Ctx
from bot.service.meta import GameMeta
from bot.service.recap import frames_of, recap_gif, recap_text
from engine.game import Game
from engine.selfplay import play_game
from storage.base import GameRecord, SeatRecord


class Deps:
    """What a recap asks of the service: nothing but the lexicon it is handed."""


def recap_ctx(game: Game, names: dict[str, str]) -> Ctx:
    rec = GameRecord(chat_key="bench", ruleset=game.rules.id, options={}, language="en",
                     seed="bench", creator=game.seats[0].player, status="over", id=1,
                     seats=[SeatRecord(s.player, names[s.player], None, i, i)
                            for i, s in enumerate(game.seats)])
    return Ctx(Deps(), ChatRef("bench", "1"), None, 0.0, "en", rec, game,  # type: ignore[arg-type]
               GameMeta())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", default="recap-1")
    ap.add_argument("--levels", default="strong,hard")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out")
    args = ap.parse_args()
    lexicon = dictionaries.lexicon_for_ruleset("english")
    game, _ = play_game("english", args.seed, args.levels.split(","), lexicon)
    names = {s.player: s.player.split("-")[0].capitalize() for s in game.seats}
    ctx = recap_ctx(game, names)
    moves = sum(1 for t in game.history if t.kind == "place")
    gif_times, text_times = [], []
    gif = b""
    text = ""
    for _ in range(args.runs):
        t0 = time.perf_counter()
        gif = recap_gif(ctx, game) or b""
        t1 = time.perf_counter()
        text = recap_text(ctx, game, lexicon)
        t2 = time.perf_counter()
        gif_times.append(t1 - t0)
        text_times.append(t2 - t1)
    print(f"game: {len(game.history)} turns, {moves} placements, "
          f"{len(frames_of(ctx, game))} frames")
    print(f"GIF: {len(gif) / 1e6:.2f} MB, median {statistics.median(gif_times):.2f} s")
    print(f"text (analysis): median {statistics.median(text_times):.2f} s")
    print(f"recap in all: median "
          f"{statistics.median(a + b for a, b in zip(gif_times, text_times, strict=True)):.2f} s")
    print(text)
    if args.out:
        Path(args.out).write_bytes(gif)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
