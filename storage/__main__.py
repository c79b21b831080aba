"""``python -m storage``: database chores.

    python -m storage migrate [URL_OR_FILE | --env-file FILE] [--create]
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
environment, over those of a ``.env`` in this folder, else the bot's default,
``wordgames.sqlite3`` in this folder (``database_url.DEFAULT_DATABASE_PATH``, the bot's
own).  The file and the environment keep the URL, and its password, off the command
line, where every user of the machine can read it (``ps``).  A SQLite file whose folder
is not there is refused, as the bot refuses it; one that is not there is made only with
``--create`` (``migrate`` run in another folder than the bot's would otherwise make an
empty database there, and say it "created the tables" of it).

``migrate`` is what a deployment of several processes runs once before starting them
(each process also migrates at start, under a lock, so forgetting it is harmless).
``migrate-to`` first creates the target's schema, or brings it up to date (``migrate``
need not run before it), then copies every game, seat, move, history line, vote, deadline, message
reference, result, rating, player's game row and player's setting, and checks the row
counts; the SQLite file is only read (and refused while a bot has it open).  FILE
defaults to that DATABASE_PATH, else the bot's default, wordgames.sqlite3.

Exit status: 0 done; 1 refused (the target holds games, the source is damaged, the counts
differ: nothing was written); 2 an error (a database that cannot be used or reached, a
source in use by a bot, a SQLite file or folder that is not there; no password given
to ``scram-verifier``)."""

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
from storage import StorageUnavailable, describe, is_postgres_url, open_database, scram
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
                   "environment or .env, in that order, else the bot's default, "
                   f"{urls.DEFAULT_DATABASE_PATH} in this folder)")
    m.add_argument("--create", action="store_true",
                   help="make the SQLite file when it is not there (a new, empty "
                        "database; its folder must be there); without it a file that is "
                        "not there is refused and none is made")
    mt = sub.add_parser(
        "migrate-to", help="copy a SQLite database into PostgreSQL (the target's schema "
        "created or brought up to date first)", description=MIGRATE_TO)
    mt.add_argument("target", nargs="?", metavar="url",
                    help="postgresql://user@host/dbname, a database with no game (its "
                         "schema is created or brought up to date first; default: "
                         "DATABASE_URL of --env-file, the environment or .env)")
    mt.add_argument("--from", dest="source", metavar="FILE",
                    help="the SQLite file (default: DATABASE_PATH of --env-file, the "
                         f"environment or .env, else {urls.DEFAULT_DATABASE_PATH}): its "
                         "schema is "
                         "brought up to date, its rows only read")
    for p in (m, mt):
        p.add_argument("--env-file", metavar="FILE",
                       help="read DATABASE_URL and DATABASE_PATH from this systemd "
                            "EnvironmentFile (the unit's: /etc/wordgames/wordgames.env, or "
                            "common.env for several processes), over "
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
            return asyncio.run(_migrate(
                database(args.target, settings, env_file=args.env_file),
                create=args.create, named=named_by(args.target, settings, args.env_file)))
        target = database(args.target, settings, sqlite=False, env_file=args.env_file)
        if args.source is None:
            path = settings.get("DATABASE_PATH")
            args.source = path[0] if path else urls.DEFAULT_DATABASE_PATH
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
    width = max(map(len, copied.counts), default=0)  # the counts end in one column
    for table, n in copied.counts.items():
        print(f"{table:<{width}}{n:>8} {'row' if n == 1 else 'rows'} copied, counts verified")
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
    else (``sqlite``: for ``migrate``) DATABASE_PATH, else the bot's default
    (``urls.DEFAULT_DATABASE_PATH``); a SQLite file's folder must be there, as for the
    bot (``urls.folder_problem``: a mistyped path makes no empty database)."""
    if given is not None:
        # An empty one is refused by the action, which says why; a file is SQLite's.
        a_url = "://" in given and not given.startswith("file:")  # file:///x: SQLite
        if a_url:
            return checked(given, "the command line")
        return sqlite_file(given, f"{given} (the command line)")
    if "DATABASE_URL" in settings:
        return checked(*settings["DATABASE_URL"])
    if not sqlite:
        if env_file is not None:
            raise StorageUnavailable(f"{env_file} sets no DATABASE_URL (nor do the "
                                     "environment and .env): is it the bots' file?")
        raise StorageUnavailable("no database named: give --env-file FILE (the bots' "
                                 "common.env), set DATABASE_URL, or name it")
    if "DATABASE_PATH" in settings:
        path, where = settings["DATABASE_PATH"]
        return sqlite_file(path, f"DATABASE_PATH={path} (in {where})")
    # As the bot: neither set, its default in the working directory.
    return sqlite_file(urls.DEFAULT_DATABASE_PATH)


def named_by(given: str | None, settings: dict[str, tuple[str, str]],
             env_file: str | None = None) -> str:
    """What named ``migrate``'s SQLite file, for the line that refuses one that is not
    there."""
    if given is not None:
        return "the command line"
    if "DATABASE_PATH" in settings:
        path, where = settings["DATABASE_PATH"]
        return f"DATABASE_PATH={path} in {where}"
    if env_file is not None:
        return f"DATABASE_PATH={urls.DEFAULT_DATABASE_PATH}, the default, as {env_file} sets none"
    return f"DATABASE_PATH={urls.DEFAULT_DATABASE_PATH}, the default"


def sqlite_file(path: str, shown: str | None = None) -> str:
    """``path``, a SQLite file whose folder is there (an SQLite URI, ``file:...``, and
    ``:memory:`` as they are); ``shown``: as the refusing line names it."""
    if path.startswith("file:") or path == ":memory:" or not path.strip():
        return path
    problem = urls.folder_problem(path, shown)
    if problem:
        raise StorageUnavailable(problem)
    return path


def missing(db: str, create: bool, named: str = "the command line") -> str | None:
    """The line refusing a SQLite file ``db`` that is not there (``create`` not given),
    or None: migrating it would make an empty database, in the folder the command ran in
    for the default or a relative DATABASE_PATH, and the bot's games are in its own."""
    if create or is_postgres_url(db) or db.startswith("file:") or db == ":memory:":
        return None
    if Path(db).exists():
        return None
    line = f"no database at {Path(db).resolve()} ({named}"
    if Path(db).is_absolute() or named == "the command line":
        line += ")"
    else:
        line += ", relative to this folder): run it in the bot's folder (its unit's "
        line += "WorkingDirectory)"
        if named.endswith(", the default"):
            line += ", or give --env-file FILE (the unit's file)"
    return (f"{line}; nothing migrated, no empty file made (give --create to make a new, "
            "empty database there: the bot makes its own at its first start)")


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


async def _migrate(target: str, create: bool = False,
                   named: str = "the command line") -> int:
    if not target.strip():
        # `DATABASE_URL=... python -m storage migrate "$DATABASE_URL"` on one line: the
        # shell expands the argument before it makes the assignment, so it is empty, and
        # migrating an empty name would open (and create) a SQLite file called "".
        raise StorageUnavailable(
            "no database named (an empty argument: was $DATABASE_URL set in this shell? "
            "leave the argument out and give --env-file FILE, the bots' common.env)")
    refused = missing(target, create, named)
    if refused:
        raise StorageUnavailable(refused)
    new = not is_postgres_url(target) and not Path(target).exists()
    repo = await open_database(target)
    try:
        applied = await repo.applied_migrations()
    finally:
        await repo.close()
    if new and not target.startswith("file:") and target != ":memory:":
        # --create: said as what it is, not "created the tables" (of the bot's database?)
        print(f"migrate: created a new, empty database at {describe(target)} (schema "
              f"version {_version(applied)})")
        return 0
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
