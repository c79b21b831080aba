"""``python -m storage``: database chores.

    python -m storage migrate [URL_OR_FILE | --env-file FILE]
                                               # apply the schema migrations, then exit
    python -m storage migrate-to [URL | --env-file FILE] [--from FILE]
                                               # copy a SQLite database into PostgreSQL,
                                               # whose schema is made or updated first
    printf '%s' "$PASSWORD" | python -m storage scram-verifier
                                               # the SCRAM-SHA-256 verifier of a role's
                                               # password (docs/deploy.md's role block)

The database: the URL (or SQLite file) given, else the bot's, read as the bot reads it
(``configured``): ``DATABASE_URL``, else (``migrate``) ``DATABASE_PATH``, of
``--env-file`` (a systemd EnvironmentFile: the bots' ``common.env``), over those of the
environment, over those of a ``.env`` in this folder.  The file and the environment keep
the URL, and its password, off the command line, where every user of the machine can
read it (``ps``).

``migrate`` is what a deployment of several processes runs once before starting them
(each process also migrates at start, under a lock, so forgetting it is harmless).
``migrate-to`` first creates the target's schema, or brings it up to date (``migrate``
need not run before it), then copies every game, seat, move, history line, vote, deadline, message
reference, result, rating, player's game row and player's setting, and checks the row
counts; the SQLite file is only read (and refused while a bot has it open).  FILE
defaults to that DATABASE_PATH, else wordgames.sqlite3.

Exit status: 0 done; 1 refused (the target holds games, the source is damaged, the counts
differ: nothing was written); 2 an error (a database that cannot be used or reached, a
source in use by a bot; no password given to ``scram-verifier``)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import sqlite3
import sys
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no types
from dotenv import dotenv_values

import database_url as urls
from storage import StorageUnavailable, describe, open_database, scram
from storage.migrate import MigrationRefused, TargetHoldsGames, migrate_to

MIGRATE_TO = """Copy every game of a SQLite file into a PostgreSQL database, in one
transaction, then compare the row counts of every table.  First the target's schema is
created, or brought up to date (the same migrations `migrate` applies: a new, empty
database needs no `migrate` before this), and so is the SQLite file's, as the bot would
at start.  A target that already holds games is refused, and nothing is written."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m storage", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    m = sub.add_parser("migrate", help="bring a database's schema up to date")
    m.add_argument("target", nargs="?", help="postgresql://... or a SQLite file (default: "
                   "the bot's: DATABASE_URL, else DATABASE_PATH, of --env-file, the "
                   "environment or .env, in that order)")
    mt = sub.add_parser(
        "migrate-to", help="copy a SQLite database into PostgreSQL (the target's schema "
        "created or brought up to date first)", description=MIGRATE_TO)
    mt.add_argument("target", nargs="?", metavar="url",
                    help="postgresql://user@host/dbname, a database with no game (its "
                         "schema is created or brought up to date first; default: "
                         "DATABASE_URL of --env-file, the environment or .env)")
    mt.add_argument("--from", dest="source", metavar="FILE",
                    help="the SQLite file (default: DATABASE_PATH of --env-file, the "
                         "environment or .env, else wordgames.sqlite3): its schema is "
                         "brought up to date, its rows only read")
    for p in (m, mt):
        p.add_argument("--env-file", metavar="FILE",
                       help="read DATABASE_URL and DATABASE_PATH from this systemd "
                            "EnvironmentFile (the unit's: /etc/wordgames/common.env), over "
                            "the environment's and .env's, as the bot gets them: no "
                            "password on the command line")
    sub.add_parser("scram-verifier", help="print the SCRAM-SHA-256 verifier of the "
                   "password on standard input, for ALTER ROLE ... PASSWORD (the server "
                   "never sees the password, nor does its log)")
    args = parser.parse_args(argv)
    if args.action == "scram-verifier":
        return _scram_verifier()
    if args.target is not None and args.env_file is not None:
        parser.error("name the database or give --env-file, not both")
    _log_migrations()
    try:
        settings = configured(args.env_file)
        if args.action == "migrate":
            return asyncio.run(_migrate(database(args.target, settings,
                                                 env_file=args.env_file)))
        target = database(args.target, settings, sqlite=False, env_file=args.env_file)
        if args.source is None:
            path = settings.get("DATABASE_PATH")
            args.source = path[0] if path else "wordgames.sqlite3"
        copied = asyncio.run(migrate_to(target, args.source))
    except TargetHoldsGames as e:
        # which database (it may come from --env-file) and how to start over on it
        print(f"migrate-to: refused: {e} ({describe(target)}); nothing was copied. To "
              "copy into it all the same, empty it first: docs/deploy.md, \"Moving an "
              "existing SQLite database\"", file=sys.stderr)
        return 1
    except MigrationRefused as e:
        print(f"migrate-to: refused: {e}; nothing was copied", file=sys.stderr)
        return 1
    except StorageUnavailable as e:  # a database that cannot be used: one line, no trace
        print(f"{args.action}: error: {e}", file=sys.stderr)
        return 2
    except (asyncpg.PostgresError, sqlite3.Error) as e:  # rolled back; the server's words
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        nothing = "; nothing was copied" if args.action == "migrate-to" else ""
        print(f"{args.action}: error: the database refused it ({type(e).__name__}: "
              f"{first}){nothing}", file=sys.stderr)
        return 2
    for table, n in copied.counts.items():
        # 15: the longest name, player_settings; the counts end in one column.
        print(f"{table:<15}{n:>7} rows copied, counts verified")
    print(f"migrate-to: {summary(copied.counts, args.source, target)}")
    return 0


def _log_migrations() -> None:
    """The repositories' line of each migration they apply (``storage: applied migration
    0005_history_as_rows to ...``), on stderr as the bots' log has them."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
    logger = logging.getLogger("storage")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False


#: What sets a setting of the environment, for its lines.
ENVIRONMENT = "the environment, where it is set (an export in this shell)"
#: The settings that name the database, as the bot reads them.
NAMES = ("DATABASE_URL", "DATABASE_PATH")


def configured(env_file: str | None, environ: dict[str, str] | None = None,
               dotenv: str = ".env") -> dict[str, tuple[str, str]]:
    """DATABASE_URL and DATABASE_PATH as the bot gets them, each with what sets it:
    ``.env`` of this folder, the environment over it, and ``env_file`` (the unit's
    EnvironmentFile, which systemd puts in the bot's environment) over both, as ``python
    -m bot ratings rebuild --env-file`` reads them.  A later one's value replaces an
    earlier one's, an empty one too, which then counts as unset (``bot.settings``)."""
    found: dict[str, tuple[str, str]] = {}

    def take(values: dict[str, str | None], where: str) -> None:
        for name in NAMES:
            value = values.get(name)
            if value is None:
                continue
            if value.strip():
                found[name] = (value.strip(), where)
            else:
                found.pop(name, None)

    if Path(dotenv).is_file():
        with contextlib.suppress(OSError):
            take(dotenv_values(dotenv), str(Path(dotenv).resolve()))
    take(dict(os.environ if environ is None else environ), ENVIRONMENT)
    if env_file is not None:
        if not Path(env_file).is_file():
            raise StorageUnavailable(f"no environment file {env_file}")
        try:
            values = dotenv_values(env_file)
        except OSError as e:  # run as a user who may not read it
            raise StorageUnavailable(f"cannot read {env_file} ({e.strerror}): run it as "
                                     "root or as the bots' user") from None
        take(values, str(Path(env_file).resolve()))
    return found


def database(given: str | None, settings: dict[str, tuple[str, str]],
             sqlite: bool = True, env_file: str | None = None) -> str:
    """The database to work on: ``given``, else the bot's (``configured``): DATABASE_URL,
    else (``sqlite``: for ``migrate``) DATABASE_PATH, whose folder must be there."""
    if given is not None:
        # An empty one is refused by the action, which says why; a file is SQLite's.
        a_url = "://" in given and not given.startswith("file:")  # file:///x: SQLite
        return checked(given, "the command line") if a_url else given
    if "DATABASE_URL" in settings:
        return checked(*settings["DATABASE_URL"])
    if sqlite and "DATABASE_PATH" in settings:
        path, where = settings["DATABASE_PATH"]
        folder = Path(path).parent
        if not folder.is_dir():  # as the bot: a mistyped path makes no empty database
            raise StorageUnavailable(f"DATABASE_PATH={path} (in {where}): the folder "
                                     f"{folder} does not exist (create it first, or "
                                     "correct the path)")
        return path
    if env_file is not None:
        wanted = "DATABASE_URL nor DATABASE_PATH" if sqlite else "DATABASE_URL"
        raise StorageUnavailable(f"{env_file} sets no {wanted} (nor do the environment "
                                 "and .env): is it the bots' file?")
    wanted = "DATABASE_URL or DATABASE_PATH" if sqlite else "DATABASE_URL"
    raise StorageUnavailable(f"no database named: give --env-file FILE (the bots' "
                             f"common.env), set {wanted}, or name it")


def checked(url: str, where: str) -> str:
    """``url``, if the bots' settings would take it as DATABASE_URL (``database_url``:
    the same lines as theirs, none of which shows the password); ``where``: what sets it."""
    problem = (urls.placeholder_problem(url, where) or urls.scheme_problem(url)
               or urls.port_problem(url, where))
    if problem:
        raise StorageUnavailable(problem)
    return url


def summary(counts: dict[str, int], source: str, url: str) -> str:
    """The last line: what went where, so that a table of counts is not read as the
    copy of some other file or into some other database."""
    def n(table: str, one: str, many: str) -> str:
        return f"{counts[table]} {one if counts[table] == 1 else many}"

    return (f"copied {n('games', 'game', 'games')}, {n('users', 'player', 'players')}, "
            f"{n('chats', 'chat', 'chats')} and {n('ratings', 'rating', 'ratings')} from "
            f"{describe(source)} into {describe(url)}")


def _scram_verifier() -> int:
    """The verifier of the password on standard input (a final newline is not part of
    it: ``echo`` adds one), on standard output."""
    password = sys.stdin.buffer.read()
    password = password.removesuffix(b"\n").removesuffix(b"\r")
    if not password:
        print("scram-verifier: error: no password on standard input", file=sys.stderr)
        return 2
    print(scram.verifier(password))
    return 0


async def _migrate(target: str) -> int:
    if not target.strip():
        # `DATABASE_URL=... python -m storage migrate "$DATABASE_URL"` on one line: the
        # shell expands the argument before it makes the assignment, so it is empty, and
        # migrating an empty name would open (and create) a SQLite file called "".
        raise StorageUnavailable(
            "no database named (an empty argument: was $DATABASE_URL set in this shell? "
            "leave the argument out and give --env-file FILE, the bots' common.env)")
    repo = await open_database(target)
    try:
        applied = await repo.applied_migrations()
    finally:
        await repo.close()
    print(f"migrate: {report(repo.migrated, applied, describe(target))}")
    return 0


def report(ran: tuple[str, ...], applied: list[str], where: str) -> str:
    """What ``migrate`` did: an operator who ran it on a new database must not read "up
    to date" as "nothing happened there, wrong database?" (nor the reverse)."""
    version = _version(applied)
    if not ran:
        return f"{where} is already up to date (schema version {version})"
    if len(ran) == len(applied):
        return f"created the tables in {where} (schema version {version})"
    return (f"brought {where} from schema version {_version(applied[:-len(ran)])} to "
            f"{version} ({', '.join(ran)})")


def _version(names: list[str]) -> int:
    """The number the last migration's name starts with (0007_...: 7)."""
    return max((int(n.partition("_")[0]) for n in names if n[:1].isdigit()), default=0)


if __name__ == "__main__":
    raise SystemExit(main())
