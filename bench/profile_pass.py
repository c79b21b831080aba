"""Where a command's time goes, run by hand:

    .venv/bin/python bench/profile_pass.py [--games 1000] [--commands 3000] [--top 30]

The commands of bench_service.py's SQLite part (``/pass`` and ``/score`` without pictures,
half each, on ``--games`` games, ``--concurrency`` at a time) under cProfile; prints the
functions by their own time and a short account by kind: the aiosqlite hand-offs (the
event loop waiting on the connection's thread and the thread's own work), JSON, the engine,
and the service's message text."""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_service import ANN, BOB, setup_games  # type: ignore[import-not-found]

from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService
from storage import open_database

KINDS = [  # (label, substrings of "file:function" that belong to it), first match wins
    ("waiting on the connection's thread", ("method 'poll'",)),
    ("handing work to it (queue, GIL)", ("put_nowait", "SimpleQueue", "_read_from_self")),
    ("aiosqlite", ("aiosqlite/",)),
    ("asyncio event loop", ("asyncio/", "selectors", "contextvars", "socket")),
    ("JSON", ("json/",)),
    ("engine", ("engine/",)),
    ("storage", ("storage/",)),
    ("message text and i18n", ("bot/i18n", "bot/messages", "announce.py", "show.py", "string.py",
                               "babel/", "method 'join'", "method 'format'")),
    ("service", ("bot/",)),
]


async def run(db: Path, games: int, commands: int, concurrency: int) -> tuple[int, float]:
    chats = await setup_games(db, games, "pf")
    repo = await open_database(db)
    svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
    turn: dict[str, UserRef] = {}
    for chat in chats:
        g = await svc.game_for_chat(chat)
        assert g is not None
        turn[chat.key] = ANN if g.seats[g.turn].player == ANN.key else BOB
        await svc.handle(Command(chat, ANN, "score"))  # in play (bench_service.py)
    rng = random.Random(1)
    work = [(rng.choice(chats), rng.choice(("pass", "score"))) for _ in range(commands)]
    queue: asyncio.Queue[tuple[ChatRef, str]] = asyncio.Queue()
    for item in work:
        queue.put_nowait(item)

    async def worker() -> None:
        while not queue.empty():
            chat, name = queue.get_nowait()
            async with svc.lock(chat.key + "#bench"):
                who = turn[chat.key]
                outs = await svc.handle(Command(chat, who, name))
                if outs[0].ephemeral_ok:
                    raise RuntimeError(outs[0].text)
                if name == "pass":
                    turn[chat.key] = BOB if who is ANN else ANN

    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.enable()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    prof.disable()
    elapsed = time.perf_counter() - t0
    await repo.close()
    prof.dump_stats(str(db) + ".prof")
    return commands, elapsed


def account(path: str, top: int, sort: str = "tottime") -> None:
    stats = pstats.Stats(path)
    stats.sort_stats(sort).print_stats(top)
    by_kind: dict[str, float] = {}
    total = 0.0
    for (file, _line, func), (_cc, _nc, tt, _ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        name = f"{file}:{func}"
        total += tt
        label = next((k for k, parts in KINDS if any(p in name for p in parts)), "other")
        by_kind[label] = by_kind.get(label, 0.0) + tt
    print("own time by kind (all threads the profiler saw: the event loop's):")
    for label, t in sorted(by_kind.items(), key=lambda kv: -kv[1]):
        print(f"  {label:<28} {t:6.2f} s  {100 * t / total:5.1f} %")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--commands", type=int, default=3000)
    ap.add_argument("--concurrency", type=int, default=20)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--sort", default="tottime", help="pstats order: tottime, cumulative")
    ap.add_argument("--save", metavar="FILE", help="keep the profile (pstats) in FILE")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "profile.db"
        done, elapsed = asyncio.run(run(db, args.games, args.commands, args.concurrency))
        print(f"{done} commands in {elapsed:.2f} s under the profiler "
              f"({done / elapsed:.0f}/s; the profiler slows Python code)")
        account(str(db) + ".prof", args.top, args.sort)
        if args.save:
            shutil.copy(str(db) + ".prof", args.save)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
