"""``python -m bot``: the Discord and/or Telegram bots when their tokens are configured
(``.env`` or the environment), the console game otherwise.

    python -m bot                       # bots if tokens are set, else the console game
    python -m bot console [--db FILE] [--out DIR] [--web PORT]
    python -m bot ratings rebuild [--db FILE] [--env-file FILE]
                                        # ratings and stats again from the games
    python -m bot gallery [--out DIR]   # docs/pictures: the pictures of real games
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import database_url as urls
from bot import health, stopping
from bot.console import run_console
from bot.deadline_loop import DeadlineLoop
from bot.gallery import main as gallery
from bot.http_server import HttpServer
from bot.service import GameService, ratings
from bot.settings import (
    Settings,
    SettingsError,
    environment_file,
    load_settings,
    setup_logging,
)
from bot.starting import StartChecks
from bot.startup import exit_status, operator_error
from bot.stopping import stop_on_signals
from bot.web.links import board_key
from bot.web.routes import WebBoard
from storage import (
    PostgresRepository,
    StorageUnavailable,
    describe,
    exists,
    is_postgres_url,
    open_database,
)
from storage.sqlite_lock import DatabaseInUse

T = TypeVar("T")

log = logging.getLogger("bot")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="mode")
    con = sub.add_parser("console", help="play in this terminal (a simulated group chat)")
    con.add_argument("--db", help="SQLite file that keeps the games (default: none)")
    con.add_argument("--out", default="out", help="folder for the pictures (default: out)")
    con.add_argument("--quiet", action="store_true", help="no welcome text")
    con.add_argument("--web", type=int, metavar="PORT",
                     help="serve the web board on 127.0.0.1:PORT (each player's link is "
                          "printed in their lines as a game starts)")
    rat = sub.add_parser("ratings", help="ratings and stats kept in the database")
    rat.add_argument("action", choices=["rebuild"],
                     help="rebuild: recompute every rating and player row from the stored "
                          "games and results")
    rat.add_argument("--db", help="SQLite file (default: the configured database)")
    rat.add_argument("--env-file", help="read the settings from this systemd "
                     "EnvironmentFile too (the unit's: /etc/wordgames/...env), over the "
                     "environment's")
    gal = sub.add_parser("gallery", help="draw docs/pictures from real games")
    gal.add_argument("--out", default="docs/pictures", help="folder (default: docs/pictures)")
    args = parser.parse_args(argv)
    try:
        if args.mode == "ratings":
            # The database the bots use: DATABASE_URL when set, else DATABASE_PATH.
            if args.db:
                return _run(rebuild_ratings(args.db, "--db"))
            environ = dict(os.environ)
            unit: dict[str, str] = {}
            if args.env_file:
                unit = environment_file(args.env_file)
                environ.update(unit)
            settings = load_settings(environ=environ,
                                     files={args.env_file: unit} if unit else {})
            for unknown in settings.unknown:
                print(f"warning: {unknown}", file=sys.stderr)
            # Said as migrate says it: where the setting came from, or that it is the
            # default because nothing set it.
            shown = f"DATABASE_PATH={settings.database_path}"
            if "DATABASE_PATH" in unit:
                shown += f" in {args.env_file}"
            elif ("DATABASE_PATH" not in environ
                  and settings.database_path == urls.DEFAULT_DATABASE_PATH):
                shown += (f", the default, as {args.env_file} sets none" if args.env_file
                          else ", the default")
            return _run(rebuild_ratings(database(settings), shown))
        if args.mode == "console":
            settings = load_settings()
            for unknown in settings.unknown:
                print(f"warning: {unknown}", file=sys.stderr)
            return console(args.db, args.out, not args.quiet, settings, web=args.web)
        if args.mode == "gallery":
            return gallery(args.out)
        return bots()
    except Exception as e:  # before the event loop: a setting (load_settings)
        line = operator_error(e)
        if line is None:
            raise
        print(f"error: {line}", file=sys.stderr)
        return 2


async def rebuild_ratings(db: str, named_by: str = "--db") -> int:
    """``named_by``: where the SQLite file's name came from, for the line that refuses
    one that is not there."""
    if not await exists(db):
        # Opening would make it: an empty file (or empty tables), "rebuilt from 0 games",
        # while the bot's games sit in the database it really uses.
        raise StorageUnavailable(missing(db, named_by))
    try:
        repo = await open_database(db)
    except DatabaseInUse as e:  # the bot runs on it: this command's advice, not a bot's
        raise DatabaseInUse(e.db_path, e.holder, "stop the bot first (systemctl stop "
                            "wordgames), then run ratings rebuild again") from None
    try:
        if isinstance(repo, PostgresRepository):
            # No lock file there: a bot's connections say it runs (a heartbeat would
            # still be fresh for a while after every bot was stopped).
            bots = await repo.bots_connected()
            if bots:
                raise StorageUnavailable(in_use(db, bots))
        n = await ratings.rebuild(repo)
    finally:
        await repo.close()
    print(f"ratings rebuilt from {n} finished {'game' if n == 1 else 'games'} in "
          f"{describe(db)}")
    return 0


def in_use(db: str, bots: list[str]) -> str:
    """The one line for a PostgreSQL database that bots are connected to (their
    application names, ``wordgames bot (pid N on HOST)``)."""
    who = ", ".join(b.removeprefix("wordgames bot (").removesuffix(")") for b in bots)
    more = f"{len(bots)} processes: " if len(bots) > 1 else ""
    return (f"the database {describe(db)} is in use by another process ({more}{who}): "
            "stop the bots first (systemctl stop 'wordgames@*'), then run ratings rebuild "
            "again")


def missing(db: str, named_by: str) -> str:
    """The one line for a database ``ratings rebuild`` did not find."""
    if is_postgres_url(db):
        return (f"the PostgreSQL database {describe(db)} holds none of the bot's tables "
                "(does DATABASE_URL name the bots' database?): nothing rebuilt, no tables "
                "made")
    line = f"no database at {Path(db).resolve()} ({named_by}"
    if named_by == "--db":
        return f"{line}): nothing rebuilt, no empty file made"
    if not Path(db).is_absolute():
        return (f"{line}, relative to this folder): nothing rebuilt, no empty file made; "
                "run it in the bot's folder (its unit's WorkingDirectory), or name the "
                "file with --db")
    return (f"{line}): nothing rebuilt, no empty file made; is that the unit's setting "
            "(--env-file FILE reads the unit's file)?")


def database(settings: Settings) -> str:
    """The configured database; a SQLite file whose folder does not exist is refused
    rather than made: a mistyped DATABASE_PATH would otherwise start on an empty
    database, with the games in the right one unseen."""
    if settings.database_url:
        return settings.database_url
    problem = urls.folder_problem(settings.database_path)
    if problem:
        raise SettingsError(problem)
    return settings.database_path


def _unattended() -> bool:
    """Nobody can type into this process: stdin closed or /dev/null, as under systemd
    (StandardInput=null) or `docker run` without -i.  A terminal or a pipe of commands
    (the tests', a script's) is someone."""
    try:
        return os.path.samestat(os.fstat(0), os.stat(os.devnull))
    except OSError:  # closed
        return True


def console(db: str | None, out: str, welcome: bool = True,
            settings: Settings | None = None, web: int | None = None) -> int:
    settings = settings or Settings()
    if settings.log_format == "json":  # else the terminal shows warnings only, as ever
        setup_logging(settings)
    health.PROCESS.expect("console")
    health.PROCESS.report("console", lambda: True)  # the terminal is always there
    return _run(serving(settings, run_console(db, out, welcome=welcome, web_port=web,
                                                   web_secret=settings.web_secret)))


async def serving(settings: Settings, main: Coroutine[Any, Any, T],
                  board: WebBoard | None = None) -> T:
    """``main``, with the health listener on HEALTH_PORT (bot/health.py) while it runs,
    serving the web board's routes too when given (``web_place``)."""
    if settings.health_port is None:
        return await main
    server = HttpServer(settings.health_listen, settings.health_port)
    health.add_routes(server.app)
    if board is not None:
        board.add_routes(server.app)
    try:
        await server.start()
    except BaseException:
        main.close()  # never started
        raise
    try:
        return await main
    finally:
        await server.stop()


def _run(main: Coroutine[Any, Any, Any], redact: Callable[[str], str] | None = None,
         token_source: Callable[[str], str] | None = None) -> int:
    """Run the process's one coroutine.  A failure its operator can fix (a token, the
    database, a setting, a port: ``bot.startup``) ends it with one line on stderr and
    status 2, so a supervisor sees a failure, not a bot that hangs, and the line is not
    lost in a traceback.

    ``redact``: the bots' crash goes through the logger, whose filter blanks the tokens,
    and so does the one line on stderr: Python's own traceback would print them (the
    Telegram library names the token it was refused).  ``token_source``: where each token
    is set, for the line of one a platform refused."""
    clean = redact or (lambda text: text)
    try:
        result = asyncio.run(main)
    except KeyboardInterrupt:
        return 0
    except Exception as e:
        # Both platforms failing by themselves (``_platforms``): a line for each.
        failures = list(e.exceptions) if isinstance(e, ExceptionGroup) else [e]
        lines = [operator_error(f, token_source) for f in failures]
        bugs = [f for f, line in zip(failures, lines, strict=True) if line is None]
        if bugs and redact is None:
            raise
        for line in lines:
            if line is not None:
                print(f"error: {clean(line)}", file=sys.stderr)
        for bug in bugs:
            logging.getLogger("bot").critical("the bot stopped", exc_info=bug)
            print(f"error: {clean(f'{type(bug).__name__}: {bug}')}", file=sys.stderr)
        return 1 if bugs else exit_status(*failures)
    return result if isinstance(result, int) else 0


def bots() -> int:
    settings = load_settings()
    if not settings.runs("discord") and not settings.runs("telegram"):
        for line in settings.unknown:  # DISCORD_TOKN=...: say so before "no token"
            print(f"warning: {line}", file=sys.stderr)
        if _unattended():
            # The console would read end-of-file at once and exit 0: a service with its
            # token missing would stop as if that were success, with nothing in its log.
            print("error: no DISCORD_TOKEN or TELEGRAM_TOKEN configured (set one in the "
                  "unit's environment file); the console game needs a terminal",
                  file=sys.stderr)
            return 2
        # The console keeps its games in the same database the bots would use, so a game
        # started here survives stopping and starting again.
        db = database(settings)
        print("No DISCORD_TOKEN or TELEGRAM_TOKEN configured (.env.example for a "
              "development run, docs/deploy.md for a service): "
              "starting the console game (games kept in "
              f"{(settings.database_url and 'DATABASE_URL') or settings.database_path}).\n",
              file=sys.stderr)
        return console(db, "out", settings=settings)
    redactor = setup_logging(settings)
    for line in settings.unknown:  # once, at start: the journal's (JSON) lines
        log.warning("%s", line)
    board = web_board(settings)
    shared = board if board is not None and web_place(settings) == "health" else None
    status = _run(serving(settings, run_bots(settings, board), shared), redactor.redact,
                  settings.where_token)
    stopping.stopped()  # the stop's last line, when a signal asked for it
    return status


def web_board(settings: Settings) -> WebBoard | None:
    """The web board of WEB_URL (None: no board, no links)."""
    if not settings.web_url:
        return None
    key = board_key(settings.web_secret) if settings.web_secret else board_key(
        settings.telegram_token, settings.discord_token)
    return WebBoard(settings.web_url, key, telegram_token=settings.telegram_token)


def web_place(settings: Settings) -> str:
    """Which server serves the board: "health" (the HEALTH_PORT listener), "webhook"
    (the Telegram webhook's), or "own" (WEB_PORT's, when it is neither's port): one
    server for all where the ports say so (issue 27, item 7)."""
    port = settings.web_port
    webhook = settings.runs("telegram") and bool(settings.telegram_webhook_url)
    if port is None:
        return "health" if settings.health_port is not None else "webhook"
    if port == settings.health_port:
        return "health"
    if webhook and port == settings.telegram_webhook_port:
        return "webhook"
    return "own"


async def run_bots(settings: Settings, board: WebBoard | None = None) -> None:
    """Both platforms in one process, on one service, one database and one deadline loop
    (``service.due`` fires each deadline once, for whichever platform its game is on).
    ``board``: the web board, served as ``web_place`` says."""
    repo = await open_database(database(settings), bot=True)
    service = GameService(repo, default_language=settings.default_language,
                          champion_seconds=settings.champion_seconds, recaps=True,
                          inactive_end=settings.inactive_end_days * 86400)
    # Nothing of the games is written (the downtime shift first of all) until every
    # platform has passed its start-up checks: a refused start changes nothing.
    checks = StartChecks(p for p in ("discord", "telegram") if settings.runs(p))
    service.start_checks = checks
    deadlines = DeadlineLoop(service, clock=service.clock, checks=checks)
    stop = stop_on_signals(service.stop_note)
    service.stopping = stop
    health.PROCESS.database = repo.open_games
    tasks = []
    place = web_place(settings) if board is not None else None
    own = None
    if board is not None:
        board.attach(service, deliver=deadlines.deliver, poke=deadlines.poke)
        if place == "own":
            assert settings.web_port is not None
            own = HttpServer(settings.web_listen, settings.web_port, "WEB_PORT")
            board.add_routes(own.app)
            try:
                await own.start()
            except BaseException:
                await repo.close_refused()
                raise
    try:
        # The runners belong to the adapters; imported only when a token is set, so that
        # the console starts without loading discord.py or python-telegram-bot.
        if settings.runs("discord"):
            from bot.discord.run import run_discord

            health.PROCESS.expect("discord")

            tasks.append(asyncio.create_task(
                run_discord(service, settings, deadlines=deadlines, stop=stop, links=board,
                            checks=checks)))
            tasks[-1].add_done_callback(lambda _t: checks.leave("discord"))
        if settings.runs("telegram"):
            from bot.telegram.run import run_telegram

            health.PROCESS.expect("telegram")

            routes = board.add_routes if board is not None and place == "webhook" else None
            tasks.append(asyncio.create_task(
                run_telegram(service, settings, deadlines=deadlines, stop=stop,
                             routes=routes, links=board, checks=checks)))
            tasks[-1].add_done_callback(lambda _t: checks.leave("telegram"))
        bound = asyncio.create_task(_bound(stop, settings.stop_timeout, tasks))
        try:
            await _platforms(tasks)
        finally:
            bound.cancel()
            await asyncio.gather(bound, return_exceptions=True)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if own is not None:
            await own.stop()
        if checks.passed_all:
            await repo.close()
        else:  # refused (or stopped) before any platform was up: nothing was written
            await repo.close_refused()


async def _platforms(tasks: list[asyncio.Task[None]]) -> None:
    """Until every platform has returned.  The first one to fail stops the others: they
    are cancelled and awaited, so that what each of them ended with is retrieved here
    (not printed by asyncio as a task's exception never retrieved).  Then the failures
    are raised: the one, or each platform's own in an ``ExceptionGroup`` when more than
    one failed by itself (no network: neither Discord nor Telegram answers), for
    ``_run`` to say each in its line."""
    if not tasks:
        return
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    ended = [e for t in tasks if not t.cancelled() and (e := t.exception()) is not None]
    failures = [e for e in ended if isinstance(e, Exception)]
    if len(failures) != len(ended):  # a SystemExit or KeyboardInterrupt: as it is
        raise next(e for e in ended if not isinstance(e, Exception))
    if len(failures) == 1:
        raise failures[0]
    if failures:
        raise ExceptionGroup("the platforms failed", failures)


async def _bound(stop: asyncio.Event, timeout: float, tasks: list[asyncio.Task[None]]) -> None:
    """The last resort of a stop: each platform keeps to ``timeout`` itself; one that
    has not returned a second after it is cancelled, so that the process exits."""
    await stop.wait()
    await asyncio.sleep(timeout + 1)
    # Each platform's own lines above say what its stop had not finished (its bound's
    # WARNING); this one says that the process ends regardless, and when.
    log.error("still stopping %g s after the stop was asked (STOP_TIMEOUT=%g s and 1 s to "
              "close): what is left is cancelled, and the process exits now",
              timeout + 1, timeout)
    for t in tasks:
        t.cancel()


if __name__ == "__main__":
    raise SystemExit(main())
