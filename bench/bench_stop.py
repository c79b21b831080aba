"""How long a Telegram webhook worker takes from SIGTERM to exit, run by hand:

    .venv/bin/python bench/bench_stop.py [--runs 5] [--stop-timeout 10] [--postgres]

A real ``python -m bot`` process (SQLite in a temporary directory; ``--postgres``: a
database of its own on a PostgreSQL server started the tests' way, ``tests/pg_server.py``)
against the fake Bot API of the tests (``tests/telegram``), stopped in two ways: with
nothing in flight, and with the bound reached (the group's answers held in a flood wait longer than
STOP_TIMEOUT, so that the stop waits to its bound and drops them).  Prints each run's
seconds from the signal to the process's exit, measured here, and the range; the
process's own last line (``stopped in N s (since SIGTERM)``) is shown beside it."""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "telegram")]

import aiohttp  # noqa: E402
from bot_api_server import FakeBotAPI  # noqa: E402
from bot_process import BotProcess  # noqa: E402
from telegram_fake import ALICE, GROUP, TelegramState, Updates  # noqa: E402
from telegram_harness import TOKEN  # noqa: E402


async def once(bound: bool, stop_timeout: str, url: str | None) -> tuple[float, str]:
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            where = {"DATABASE_URL": url} if url else {"DATABASE_PATH": f"{folder}/bot.db"}
            bot = BotProcess(api.port, Path(folder), STOP_TIMEOUT=stop_timeout, **where)
            await bot.start()
            try:
                if bound:
                    state.flood = lambda call: 3600 if call.chat_id == GROUP else None
                    async with aiohttp.ClientSession() as http:
                        assert await bot.post(http, Updates().command(ALICE, "/help",
                                                                      chat_id=GROUP))
                    while not state.refused:
                        await asyncio.sleep(0.02)
                start = time.monotonic()
                bot.signal(signal.SIGTERM)
                code = await bot.wait()
                took = time.monotonic() - start
            finally:
                await bot.kill()
            assert code == 0, "\n".join(bot.lines[-20:])
            return took, bot.lines[-1].rpartition(": ")[2]
    finally:
        await api.stop()


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--stop-timeout", default="10")
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args()
    server = None
    if args.postgres:
        import pg_server

        server = pg_server.start_server()
        server.psql("CREATE DATABASE bench_stop")
    try:
        await measure(args, server.url("bench_stop") if server else None)
    finally:
        if server is not None:
            server.stop()


async def measure(args: argparse.Namespace, url: str | None) -> None:
    for bound in (False, True):
        what = "the bound reached" if bound else "nothing in flight"
        times = []
        for _ in range(args.runs):
            took, said = await once(bound, args.stop_timeout, url)
            times.append(took)
            print(f"{what}: {took:.2f} s from SIGTERM to exit ({said})", flush=True)
        print(f"{what}: {min(times):.1f}-{max(times):.1f} s over {len(times)} runs\n",
              flush=True)


if __name__ == "__main__":
    asyncio.run(main())
