"""``python -m bot``: the Discord and/or Telegram bots when their tokens are configured
(``.env`` or the environment), the console game otherwise.

    python -m bot                       # bots if tokens are set, else the console game
    python -m bot console [--db FILE] [--out DIR]
    python -m bot gallery [--out DIR]   # docs/pictures: the pictures of real games
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys

from bot.console import run_console
from bot.deadline_loop import DeadlineLoop
from bot.gallery import main as gallery
from bot.service import GameService
from bot.settings import Settings, load_settings, setup_logging
from storage import open_database


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="mode")
    con = sub.add_parser("console", help="play in this terminal (a simulated group chat)")
    con.add_argument("--db", help="SQLite file that keeps the games (default: none)")
    con.add_argument("--out", default="out", help="folder for the pictures (default: out)")
    con.add_argument("--quiet", action="store_true", help="no welcome text")
    gal = sub.add_parser("gallery", help="draw docs/pictures from real games")
    gal.add_argument("--out", default="docs/pictures", help="folder (default: docs/pictures)")
    args = parser.parse_args(argv)
    if args.mode == "console":
        return console(args.db, args.out, not args.quiet)
    if args.mode == "gallery":
        return gallery(args.out)
    return bots()


def console(db: str | None, out: str, welcome: bool = True) -> int:
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run_console(db, out, welcome=welcome))
    return 0


def bots() -> int:
    settings = load_settings()
    if not settings.discord_token and not settings.telegram_token:
        # The console keeps its games in the same database the bots would use, so a game
        # started here survives stopping and starting again.
        print("No DISCORD_TOKEN or TELEGRAM_TOKEN configured (see .env.example): "
              "starting the console game (games kept in "
              f"{(settings.database_url and 'DATABASE_URL') or settings.database_path}).\n",
              file=sys.stderr)
        return console(settings.database, "out")
    setup_logging(settings)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run_bots(settings))
    return 0


async def run_bots(settings: Settings) -> None:
    """Both platforms in one process, on one service, one database and one deadline loop
    (``service.due`` fires each deadline once, for whichever platform its game is on)."""
    repo = await open_database(settings.database)
    service = GameService(repo, default_language=settings.default_language)
    deadlines = DeadlineLoop(service)
    tasks = []
    try:
        # The runners belong to the adapters; imported only when a token is set, so that
        # the console starts without loading discord.py or python-telegram-bot.
        if settings.discord_token:
            from bot.discord.run import run_discord

            tasks.append(asyncio.create_task(
                run_discord(service, settings, deadlines=deadlines)))
        if settings.telegram_token:
            from bot.telegram.run import run_telegram

            tasks.append(asyncio.create_task(
                run_telegram(service, settings, deadlines=deadlines)))
        await asyncio.gather(*tasks)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await repo.close()


if __name__ == "__main__":
    raise SystemExit(main())
