"""Issue 26, as an operator who had not read the code followed docs/deploy.md: a
service with no token fails instead of exiting 0, a mistyped DATABASE_PATH is refused,
``ratings rebuild`` and ``migrate`` name the database they used (``--env-file`` reads the
unit's settings), ``migrate-to`` leaves no lock file beside its source, and a stopped
console says so on stderr.  Real ``python -m bot`` / ``python -m storage`` processes."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pg_server
import pytest
from test_ops_startup import TOKEN, env_of, one_line, run, unwritable_folder

from bot.settings import Settings, setup_logging
from storage import exists, open_repository
from storage.postgres import migration_files as postgres_migration_files
from storage.sqlite import migration_files as sqlite_migration_files


def test_no_token_and_no_one_to_type_is_an_error_not_a_clean_exit(tmp_path: Path):
    """Under systemd stdin is /dev/null: the console read end-of-file and exited 0, so a
    unit without its token went inactive with nothing in its log."""
    p = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env_of(tmp_path),
                       stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    line = one_line(p)
    assert "no DISCORD_TOKEN or TELEGRAM_TOKEN configured" in line
    assert not (tmp_path / "bot.db").exists()


def test_no_token_with_a_pipe_of_commands_is_still_the_console(tmp_path: Path):
    p = run(tmp_path, ["-m", "bot"], stdin="Ann: /new english\n")
    assert p.returncode == 0 and "opened a game" in p.stdout, p.stderr


def test_the_console_without_a_db_logs_that_the_games_are_kept_in_memory(tmp_path: Path):
    """It logged ``applied migration ... to sqlite:/tmp/.../:memory:``, eight times, as if
    ``:memory:`` were a file of the working folder: one line says the games are in
    memory; a file's lines name the file as before."""
    p = run(tmp_path, ["-m", "bot", "console", "--quiet"], stdin="Ann: /new english\n",
            LOG_FORMAT="json")
    assert p.returncode == 0 and "opened a game" in p.stdout, p.stderr
    messages = [json.loads(line)["message"] for line in p.stderr.splitlines()]
    assert ":memory:" not in p.stderr and "applied migration" not in p.stderr, p.stderr
    assert messages.count("console: the games are kept in memory (this process's: gone "
                          "when it ends); --db FILE keeps them between runs") == 1, messages
    p = run(tmp_path, ["-m", "bot", "console", "--quiet", "--db", "games.sqlite3"],
            stdin="Ann: /new english\n", LOG_FORMAT="json")
    assert p.returncode == 0, p.stderr
    messages = [json.loads(line)["message"] for line in p.stderr.splitlines()]
    db = (tmp_path / "games.sqlite3").resolve()
    assert f"console: the games are kept in sqlite:{db}" in messages, messages
    assert f"applied migration 0001_initial to sqlite:{db}" in messages


def test_a_database_path_in_a_folder_that_does_not_exist_is_refused(tmp_path: Path):
    typo = tmp_path / "var" / "lib" / "wordgmaes" / "wordgames.sqlite3"
    for args in (["-m", "bot"], ["-m", "bot", "ratings", "rebuild"]):
        line = one_line(run(tmp_path, args, stdin="Ann: /new english\n",
                            DATABASE_PATH=str(typo)))
        assert "does not exist (create it first" in line
    assert not (tmp_path / "var").exists()
    # The console, where a person names a new file on the spot, makes the folder and says so.
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(typo), "--quiet"],
            stdin="Ann: /new english\n")
    assert p.returncode == 0, p.stderr
    assert f"console: made the folder {typo.parent} for wordgames.sqlite3" in p.stderr
    assert typo.is_file()


def storage_line(p: subprocess.CompletedProcess[str]) -> str:
    """``python -m storage``'s one line of a refusal (``ACTION: error: ...``), status 2."""
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    (line,) = p.stderr.splitlines()
    return line


def test_migrate_refuses_a_folder_that_is_not_there_as_the_bot_does(tmp_path: Path):
    """``migrate /tmp/nonexist/x.sqlite3`` made the folder and a new database, silently,
    where the bot refuses that path; a file that is not there (its folder is) is made only
    with --create, and said so."""
    typo = tmp_path / "nonexist" / "x.sqlite3"
    for args, env in ((["migrate", str(typo)], {}),
                      (["migrate", str(typo), "--create"], {}),
                      (["migrate"], {"DATABASE_PATH": str(typo)})):
        line = storage_line(run(tmp_path, ["-m", "storage", *args], **env))
        assert line.startswith("migrate: error: "), line
        assert line.endswith(f": the folder {typo.parent} does not exist (create it first, "
                             "or correct the path)"), line
        # the bot's words for the same setting
        bot = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild"],
                           DATABASE_PATH=str(typo)))
        assert bot.partition(": the folder ")[2] == line.partition(": the folder ")[2]
    assert not typo.parent.exists()
    new = tmp_path / "new.sqlite3"
    line = storage_line(run(tmp_path, ["-m", "storage", "migrate", str(new)]))
    assert line == (f"migrate: error: no database at {new} (the command line); nothing "
                    "migrated, no empty file made (give --create to make a new, empty "
                    "database there: the bot makes its own at its first start)"), line
    assert list(tmp_path.iterdir()) == []  # no file, no lock file
    p = run(tmp_path, ["-m", "storage", "migrate", str(new), "--create"])
    assert p.returncode == 0, p.stderr
    version = int(sqlite_migration_files()[-1][0][:4])
    assert p.stdout == (f"migrate: created a new, empty database at sqlite:{new} (schema "
                        f"version {version})\n"), p.stdout
    assert new.is_file()


@pytest.mark.parametrize("where", ["unwritable", "a file"])
def test_a_console_db_in_a_folder_that_cannot_be_made_is_one_line(tmp_path: Path,
                                                                  where: str):
    """``console --db /nonexistent-root-owned/x/y.sqlite3``: mkdir's traceback, status 1.
    Now one line, status 2: a folder this user may not make one in (root's, or sysfs for
    root), or a path through a file."""
    if where == "unwritable":
        parent = unwritable_folder(tmp_path)
    else:
        parent = tmp_path / "notes.txt"
        parent.write_text("a file, not a folder\n")
    db = parent / "x" / "y.sqlite3"
    line = one_line(run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
                        stdin="Ann: /new english\n"))
    reason = "Not a directory" if where == "a file" else (
        "Operation not permitted" if str(parent) == "/sys" else "Permission denied")
    assert line == (f"error: the database {db} cannot be made: its folder {db.parent} "
                    f"cannot be made ({reason}); give --db a file in a folder you can "
                    "write, or make the folder first"), line
    assert not db.parent.exists()


def a_database(path: Path) -> Path:
    """A database the bot has used (a console game in it), as the bot leaves it."""
    made = run(path.parent, ["-m", "bot", "console", "--db", str(path), "--quiet"],
               stdin="Ann: /new english\n")
    assert made.returncode == 0, made.stderr
    return path


def test_ratings_rebuild_refuses_a_database_that_is_not_there_and_makes_none(tmp_path: Path):
    """Run in another folder than the bot's (/opt/wordgames, where the clone left the
    shell), the default relative DATABASE_PATH named an empty file made there, and the
    rebuild said "from 0 finished games" with the bot's games in its own folder."""
    service, elsewhere = tmp_path / "var-lib", tmp_path / "opt"
    service.mkdir()
    elsewhere.mkdir()
    a_database(service / "wordgames.sqlite3")
    p = run(elsewhere, ["-m", "bot", "ratings", "rebuild"], DATABASE_PATH="")
    line = one_line(p)
    assert f"no database at {elsewhere.resolve() / 'wordgames.sqlite3'}" in line
    assert "relative to this folder" in line and "WorkingDirectory" in line
    line = one_line(run(elsewhere, ["-m", "bot", "ratings", "rebuild", "--db", "x.sqlite3"]))
    assert f"no database at {elsewhere.resolve() / 'x.sqlite3'} (--db)" in line
    assert list(elsewhere.iterdir()) == []  # no file, no lock file
    # In the bot's folder: the same default names the bot's own database.
    p = run(service, ["-m", "bot", "ratings", "rebuild"], DATABASE_PATH="")
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == ("ratings rebuilt from 0 finished games in "
                                f"sqlite:{service.resolve() / 'wordgames.sqlite3'}")


def test_ratings_rebuild_refuses_a_postgresql_database_without_the_tables(
        tmp_path: Path, pg_url: str):
    p = run(tmp_path, ["-m", "bot", "ratings", "rebuild"], DATABASE_URL=pg_url)
    line = one_line(p)
    assert "holds none of the bot's tables" in line and "no tables made" in line
    assert not asyncio.run(exists(pg_url))  # none made
    password = pg_url.split("://")[1].split("@")[0].partition(":")[2]
    assert not password or password not in p.stderr


def test_ratings_rebuild_reads_the_units_environment_file(tmp_path: Path):
    """Without it a one-off command run as the service's user reads only what the shell
    exports: another database than the unit's."""
    (tmp_path / "games").mkdir()
    a_database(tmp_path / "games" / "bot.sqlite3")
    unit = tmp_path / "wordgames.env"
    unit.write_text(f"# the unit's\nDATABASE_PATH={tmp_path / 'games' / 'bot.sqlite3'}\n")
    p = run(tmp_path, ["-m", "bot", "ratings", "rebuild", "--env-file", str(unit)])
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip().endswith(f"in sqlite:{tmp_path / 'games' / 'bot.sqlite3'}")
    assert not (tmp_path / "bot.db").exists()  # the shell's DATABASE_PATH: not used
    line = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild", "--env-file",
                                   str(tmp_path / "missing.env")]))
    assert "no environment file" in line
    unit.write_text(f"DATABASE_PATH={tmp_path / 'games' / 'typo.sqlite3'}\n")
    line = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild", "--env-file", str(unit)]))
    assert f"no database at {tmp_path / 'games' / 'typo.sqlite3'} (DATABASE_PATH=" in line
    assert not (tmp_path / "games" / "typo.sqlite3").exists()


def test_migrate_and_rebuild_name_the_postgresql_database_without_its_password(
        tmp_path: Path, pg_url: str):
    for args in (["-m", "storage", "migrate", pg_url], ["-m", "bot", "ratings", "rebuild"]):
        p = run(tmp_path, args, DATABASE_URL=pg_url)
        assert p.returncode == 0, p.stderr
        assert "postgresql://" in p.stdout, p.stdout
        password = pg_url.split("://")[1].split("@")[0].partition(":")[2]
        if password:
            assert password not in p.stdout and ":***@" in p.stdout


def test_migrate_says_it_created_the_tables_then_that_nothing_was_left(
        tmp_path: Path, pg_url: str):
    """A first ``migrate`` on a new database said "is up to date", as if it had found the
    tables there: an operator could not tell a new database from the bots' one."""
    for target, files in ((str(tmp_path / "new.sqlite3"), sqlite_migration_files()),
                          (pg_url, postgres_migration_files())):
        version = int(files[-1][0][:4])
        # A SQLite file that is not there is made only when asked (--create), and said so.
        create = ["--create"] if not target.startswith("postgresql:") else []
        first = run(tmp_path, ["-m", "storage", "migrate", target, *create])
        assert first.returncode == 0, first.stderr
        assert first.stdout.startswith("migrate: created the tables in " if not create
                                       else "migrate: created a new, empty database at "
                                       f"sqlite:{target} "), first.stdout
        assert f"(schema version {version})" in first.stdout
        assert "up to date" not in first.stdout
        again = run(tmp_path, ["-m", "storage", "migrate", target])
        assert again.returncode == 0, again.stderr
        assert again.stdout.strip().endswith(
            f"is already up to date (schema version {version})"), again.stdout


def test_migrate_names_the_migrations_it_applied_to_an_older_schema(tmp_path: Path):
    db = tmp_path / "old.sqlite3"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
    files = sqlite_migration_files()
    for name, sql in files[:-1]:  # as a bot one release older left it
        con.executescript(sql)
        con.execute("INSERT INTO schema_migrations VALUES (?, '')", (name,))
    con.commit()
    con.close()
    p = run(tmp_path, ["-m", "storage", "migrate", str(db)])
    assert p.returncode == 0, p.stderr
    last, before = int(files[-1][0][:4]), int(files[-2][0][:4])
    assert p.stdout.strip() == (f"migrate: brought sqlite:{db} from schema version {before} "
                                f"to {last} ({files[-1][0]})")
    # A line for each migration applied (the last one here), as the bot's log has it.
    assert p.stderr == (f"storage: applied migration {files[-1][0].removesuffix('.sql')} "
                        f"to sqlite:{db}\n"), p.stderr


def test_each_migration_applied_is_a_line_of_the_bots_log(tmp_path: Path, pg_url: str):
    """A start that changed the schema said nothing of it: an operator could not tell
    from the journal which release's migrations had run, nor where."""
    names = [n.removesuffix(".sql") for n, _sql in sqlite_migration_files()]
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN,
            TELEGRAM_API_URL="http://127.0.0.1:1")  # the database first, then Telegram
    db = (tmp_path / "bot.db").resolve()
    lines = [ln.partition(" INFO ")[2] for ln in p.stderr.splitlines()
             if " INFO storage: applied migration " in ln]
    assert lines == [f"storage: applied migration {n} to sqlite:{db}" for n in names], p.stderr
    # That start was refused (no Telegram), and the file it made goes with it; one that
    # is there, migrated, gets no line: nothing left to apply.
    assert not db.exists()

    async def migrated() -> None:
        await (await open_repository(db)).close()

    asyncio.run(migrated())
    again = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN,
                TELEGRAM_API_URL="http://127.0.0.1:1")
    assert "applied migration" not in again.stderr
    assert db.exists()  # not made by that start: kept
    # PostgreSQL's, by `migrate` (its password unshown, as in every line).
    p = run(tmp_path, ["-m", "storage", "migrate", pg_url])
    shown = [n.removesuffix(".sql") for n, _sql in postgres_migration_files()]
    said = [ln for ln in p.stderr.splitlines() if ln.startswith("storage: applied migration ")]
    assert [ln.split()[3] for ln in said] == shown, p.stderr
    assert all(" to postgresql://" in ln for ln in said)
    password = pg_url.split("://")[1].split("@")[0].partition(":")[2]
    assert not password or password not in p.stderr


def test_the_migration_numbers_differ_only_where_the_doc_says():
    """SQLite's 0004_log_as_rows has no PostgreSQL counterpart, so the numbers differ
    after it: deploy.md's table says which is which, and this holds it to the files."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "deploy.md").read_text()
    head = "| SQLite (`storage/migrations/`) | PostgreSQL (`storage/migrations/postgres/`) |"
    table = doc.split(head, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
    pairs = [[cell.strip().strip("`") for cell in row.strip("|").split("|")] for row in table]
    sqlite = [n.removesuffix(".sql") for n, _sql in sqlite_migration_files()]
    postgres = [n.removesuffix(".sql") for n, _sql in postgres_migration_files()]
    assert [a for a, _b in pairs] == sqlite
    assert [b for _a, b in pairs if b.startswith("0")] == postgres
    for a, b in pairs:
        if b.startswith("0"):  # the same change: the same name, whatever its number
            assert a.partition("_")[2] == b.partition("_")[2], (a, b)
        else:  # a SQLite migration with none on PostgreSQL: the doc's one, said why
            assert a == "0004_log_as_rows" and b.startswith("none ("), (a, b)


def test_migrate_to_leaves_no_lock_file_and_aligns_its_report(tmp_path: Path, pg_url: str):
    source = tmp_path / "old.sqlite3"
    made = run(tmp_path, ["-m", "bot", "console", "--db", str(source), "--quiet"],
               stdin="Ann: /new english\n")
    assert made.returncode == 0, made.stderr
    Path(str(source) + ".lock").unlink()  # the bot's own, left as it is after it stops
    p = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(source)])
    assert p.returncode == 0, p.stderr
    assert not Path(str(source) + ".lock").exists()
    *rows, _summary = p.stdout.splitlines()
    assert any(r.startswith("player_settings ") for r in rows)
    # (aligned: the counts end in one column, "1 row", "12 rows")
    assert len({r.index(" row") for r in rows}) == 1, p.stdout


def test_migrate_to_help_says_the_targets_schema_is_made_first(tmp_path: Path,
                                                               pg_url: str):
    """An operator asked whether ``migrate`` must run before ``migrate-to``: its --help did
    not say.  It says so, and it is so: into a database with no table, then ``migrate``
    finds nothing left to do."""
    p = run(tmp_path, ["-m", "storage", "migrate-to", "--help"])
    assert p.returncode == 0, p.stderr
    text = " ".join(p.stdout.split())
    assert "First the target's schema is created, or brought up to date" in text, text
    assert "(its schema is created or brought up to date first;" in text, text
    listing = " ".join(run(tmp_path, ["-m", "storage", "--help"]).stdout.split())
    assert "copy a SQLite database into PostgreSQL (the target's schema created or " \
        "brought up to date first)" in listing, listing
    source = a_database(tmp_path / "old.sqlite3")
    assert not asyncio.run(exists(pg_url))  # no table there
    p = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(source)])
    assert p.returncode == 0, p.stderr
    again = run(tmp_path, ["-m", "storage", "migrate", pg_url])
    assert "is already up to date" in again.stdout, again.stdout


def test_a_console_stopped_by_sigterm_says_so(tmp_path: Path):
    c = subprocess.Popen([sys.executable, "-m", "bot", "console", "--quiet"], cwd=tmp_path,
                         env=env_of(tmp_path), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    assert c.stdin is not None and c.stdout is not None
    c.stdin.write("Ann: /new english\n")
    c.stdin.flush()
    for line in c.stdout:  # a line was played: the signal handlers are in place
        if "opened a game" in line:
            break
    c.send_signal(signal.SIGTERM)
    _, err = c.communicate(timeout=60)
    assert c.returncode == 0 and "SIGTERM: stopping" in err, err


def test_the_voice_warning_of_discord_is_silenced():
    import logging

    setup_logging(Settings())
    record = logging.LogRecord("discord.client", logging.WARNING, __file__, 1,
                               "davey is not installed, voice will NOT be supported", (), None)
    assert not logging.getLogger("discord.client").filter(record)
    nacl = logging.LogRecord("discord.client", logging.WARNING, __file__, 1,
                             "PyNaCl is not installed, voice will NOT be supported", (), None)
    assert not logging.getLogger("discord.client").filter(nacl)  # the second operator's
    other = logging.LogRecord("discord.client", logging.WARNING, __file__, 1, "other", (), None)
    assert logging.getLogger("discord.client").filter(other)


def test_a_password_not_percent_encoded_is_hinted_at(tmp_path: Path):
    url = "postgresql://wordgames:p@ss/w:rd@127.0.0.1:1/wordgames"
    p = run(tmp_path, ["-m", "storage", "migrate", url])
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    assert "percent-encoded" in p.stderr and "w:rd" not in p.stderr
    encoded = "postgresql://wordgames:p%40ss%2Fw%3Ard@127.0.0.1:1/wordgames"
    p = run(tmp_path, ["-m", "storage", "migrate", encoded])
    assert p.returncode == 2 and "percent-encoded" not in p.stderr, p.stderr


def test_a_bot_on_a_url_that_cannot_be_meant_is_not_retried(tmp_path: Path):
    """It exited 3 (the database did not answer: systemd retries every 5 s for ever),
    though only the operator can fix the URL; the line shows the host as it was read."""
    for url, host in (("postgresql://wordgames:p@ss/w:rd@127.0.0.1:1/wordgames", "'ss'"),
                      ("postgresql://wordgames:p@ss@127.0.0.1:1/wordgames",
                       "'ss@127.0.0.1:1'"),
                      ("postgresql://wordgames:100%@127.0.0.1:1/wordgames",
                       "'127.0.0.1:1'")):
        line = one_line(run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN="1:x", DATABASE_URL=url))
        assert f"the URL reads its host as {host}: is the password percent-encoded? " \
               "@ : / ? # % and a space in it must be written %40 %3A %2F %3F %23 %25 %20" \
               in line, line
        # Not also a database named from the text after the last @, another host's.
        assert "cannot connect to the PostgreSQL database: " in line, line
    # Encoded, the same server that does not answer may come back: retried (3).
    line = one_line(run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN="1:x", DATABASE_URL=(
        "postgresql://wordgames:p%40ss%2Fw%3Ard@127.0.0.1:1/wordgames")), status=3)
    assert "percent-encoded" not in line and "cannot connect" in line


def heartbeat_rows(url: str) -> int:
    async def count() -> int:
        import asyncpg  # type: ignore[import-untyped]

        conn = await asyncpg.connect(url)
        try:
            return int(await conn.fetchval("SELECT count(*) FROM heartbeat"))
        finally:
            await conn.close()

    return asyncio.run(count())


def test_migrate_to_copies_over_what_a_process_that_started_there_left(
        tmp_path: Path, pg_url: str):
    """An operator started a process on the new database before the move (it failed:
    no Discord); its heartbeat row made the copy crash on heartbeat_pkey, a traceback.
    A target with no games is empty: the copy goes over it, and says what it copied."""
    source = a_database(tmp_path / "old.sqlite3")
    started = run(tmp_path, ["-m", "bot"], stdin="", DATABASE_URL=pg_url)
    assert started.returncode == 0, started.stderr
    assert heartbeat_rows(pg_url) == 1  # what the failed start left
    p = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(source)])
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
    assert re.search(r"^games +1 row copied", p.stdout, re.M), p.stdout
    last = p.stdout.strip().splitlines()[-1]
    assert last.startswith("migrate-to: copied 1 game, 1 player, 1 chat and 0 ratings "
                           f"from sqlite:{source} into postgresql://"), last
    password = pg_url.split("://")[1].split("@")[0].partition(":")[2]
    assert not password or (password not in p.stdout and ":***@" in last)
    # A target with games is refused, one line, status 1, nothing written.
    again = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(source)])
    assert again.returncode == 1 and "Traceback" not in again.stderr, again.stderr
    said = again.stderr.strip()
    assert said.startswith("migrate-to: refused: the target database already holds 1 game "
                           "(postgresql://"), said
    assert said.endswith("); nothing was copied. To copy into it all the same, empty it "
                         "first: docs/deploy.md, \"Moving an existing SQLite database\""), said
    assert not password or password not in said


def test_migrate_to_refuses_a_file_a_bot_has_open(tmp_path: Path, pg_url: str):
    """With the bot running on it, migrate-to copied a live file: the games it changed
    after the copy were lost on the switch."""
    source = a_database(tmp_path / "live.sqlite3")
    bot = subprocess.Popen([sys.executable, "-m", "bot", "console", "--db", str(source),
                            "--quiet"], cwd=tmp_path, env=env_of(tmp_path),
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert bot.stdin is not None and bot.stdout is not None
        bot.stdin.write("Ann: /new english\n")
        bot.stdin.flush()
        for line in bot.stdout:  # a command answered: the database is open, locked
            if "game" in line:
                break
        p = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(source)])
        assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
        assert p.stderr.strip() == (f"migrate-to: error: the database {source} is in use "
                                    f"by another process (pid {bot.pid}): stop the bot "
                                    "first (systemctl stop wordgames), then run "
                                    "migrate-to again")
        line = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild", "--db", str(source)]))
        assert line == (f"error: the database {source} is in use by another process (pid "
                        f"{bot.pid}): stop the bot first (systemctl stop wordgames), then "
                        "run ratings rebuild again"), line
    finally:
        bot.stdin.close()  # type: ignore[union-attr]
        bot.wait(timeout=60)
    assert not asyncio.run(exists(pg_url))  # nothing made there
    p = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(source)])
    assert p.returncode == 0, p.stderr  # stopped: copied


def test_ratings_rebuild_refuses_a_postgresql_database_a_bot_runs_on(tmp_path: Path,
                                                                    pg_url: str):
    """On PostgreSQL there is no lock file: ratings rebuild ran beside the running bots,
    silently (their next results were counted on ratings it was rewriting).  A bot's
    connections say what they are (application_name), and the command refuses while any
    is connected, as on SQLite: one line, status 2; once the bot has stopped, it runs."""
    bot = subprocess.Popen([sys.executable, "-m", "bot", "console", "--db", pg_url,
                            "--quiet"], cwd=tmp_path, env=env_of(tmp_path),
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert bot.stdin is not None and bot.stdout is not None
        bot.stdin.write("Ann: /new english\n")
        bot.stdin.flush()
        for line in bot.stdout:  # a command answered: the database is open
            if "game" in line:
                break
        line = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild"],
                            DATABASE_URL=pg_url))
        where = pg_url.rpartition("@")[2]
        assert line.startswith("error: the database postgresql://"), line
        assert f"@{where} is in use by another process (pid {bot.pid} on " in line, line
        assert line.endswith("): stop the bots first (systemctl stop 'wordgames@*'), then "
                             "run ratings rebuild again"), line
    finally:
        bot.stdin.close()  # type: ignore[union-attr]
        bot.wait(timeout=60)
    p = run(tmp_path, ["-m", "bot", "ratings", "rebuild"], DATABASE_URL=pg_url)
    assert p.returncode == 0, p.stderr  # stopped: rebuilt
    assert p.stdout.startswith("ratings rebuilt from 0 finished games in postgresql://")


def test_a_target_the_schema_cannot_be_applied_to_is_one_line(
        tmp_path: Path, postgres_server: pg_server.Server):
    """Another application's table of the same name: the migration fails in PostgreSQL;
    one line, not asyncpg's traceback."""
    postgres_server.psql("CREATE DATABASE clash")
    url = postgres_server.url("clash")

    async def clash() -> None:
        import asyncpg  # type: ignore[import-untyped]

        conn = await asyncpg.connect(url)
        try:
            await conn.execute("CREATE TABLE chats (x int)")
        finally:
            await conn.close()

    asyncio.run(clash())
    source = a_database(tmp_path / "old.sqlite3")
    for args in (["migrate-to", url, "--from", str(source)], ["migrate", url]):
        p = run(tmp_path, ["-m", "storage", *args])
        assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
        (line,) = p.stderr.splitlines()
        assert line.startswith(f"{args[0]}: error: the database refused it "
                               "(DuplicateTableError: relation \"chats\" already exists)"), line


def test_migrate_and_migrate_to_read_the_url_from_the_units_file(tmp_path: Path, pg_url: str):
    """deploy.md passed the URL, password and all, on migrate-to's command line, where
    every user of the machine reads it in ``ps``: ``--env-file`` reads it from the bots'
    common.env, and with neither the environment's DATABASE_URL is taken."""
    common = tmp_path / "common.env"
    common.write_text(f"LOG_FORMAT=json\nDATABASE_URL={pg_url}\n")
    p = run(tmp_path, ["-m", "storage", "migrate", "--env-file", str(common)])
    assert p.returncode == 0 and p.stdout.startswith("migrate: created the tables in "
                                                     "postgresql://"), p.stderr
    p = run(tmp_path, ["-m", "storage", "migrate"], DATABASE_URL=pg_url)
    assert "is already up to date" in p.stdout, p.stderr
    source = tmp_path / "old.sqlite3"
    made = run(tmp_path, ["-m", "bot", "console", "--db", str(source), "--quiet"],
               stdin="Ann: /new english\n")
    assert made.returncode == 0, made.stderr
    Path(str(source) + ".lock").unlink()
    p = run(tmp_path, ["-m", "storage", "migrate-to", "--env-file", str(common), "--from",
                       str(source)])
    assert p.returncode == 0, p.stderr
    assert "migrate-to: copied 1 game, 1 player, 1 chat and 0 ratings" in p.stdout


@pytest.mark.parametrize("action", ["migrate", "migrate-to"])
def test_a_units_file_without_the_url_is_one_line(tmp_path: Path, action: str):
    common = tmp_path / "common.env"
    common.write_text("LOG_FORMAT=json\n")
    # migrate, as the bot, takes the default SQLite file then (not there here: refused).
    default = f"no database at {tmp_path / 'wordgames.sqlite3'} (DATABASE_PATH=wordgames."
    for args, says in (([], default + "sqlite3, the default, relative to this folder"
                        if action == "migrate" else "no database named: give --env-file FILE"),
                       (["--env-file", str(common)],
                        default + f"sqlite3, the default, as {common} sets none, relative"
                        if action == "migrate" else f"{common} sets no DATABASE_URL"),
                       (["--env-file", str(tmp_path / "nope.env")], "no environment file")):
        p = run(tmp_path, ["-m", "storage", action, *args], DATABASE_PATH="")
        assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
        assert p.stderr.startswith(f"{action}: error: {says}"), p.stderr
        assert p.stderr.count("\n") == 1, p.stderr  # one line
    p = run(tmp_path, ["-m", "storage", action, "postgresql://a@b/c", "--env-file",
                       str(common)])
    assert p.returncode == 2 and "not both" in p.stderr


def test_every_one_off_command_reads_the_database_as_the_bot_does(tmp_path: Path):
    """``storage migrate`` read DATABASE_URL alone: with the SQLite file exported as
    DATABASE_PATH (or in --env-file) it said "no database named", and migrate-to's
    --from read the environment's DATABASE_PATH but not --env-file's.  Now every one-off
    command takes --env-file alike, and each reads .env, the environment over it and
    --env-file over both, as ``ratings rebuild --env-file`` and the bot do."""
    (tmp_path / ".env").write_text("DATABASE_PATH=dotenv.sqlite3\n")
    unit = tmp_path / "wordgames.env"
    unit.write_text("DATABASE_PATH=unit.sqlite3\n")
    for exported, env_file, chosen in (("", [], "dotenv.sqlite3"),
                                       ("exported.sqlite3", [], "exported.sqlite3"),
                                       ("exported.sqlite3", ["--env-file", str(unit)],
                                        "unit.sqlite3")):
        db = tmp_path / chosen
        env = env_of(tmp_path, DATABASE_PATH=exported)
        if not exported:
            del env["DATABASE_PATH"]  # none exported (an empty one would hide .env's)
        for args in (["-m", "storage", "migrate", "--create"],
                     ["-m", "bot", "ratings", "rebuild"]):
            p = subprocess.run([sys.executable, *args, *env_file], cwd=tmp_path, env=env,
                               capture_output=True, text=True, timeout=120)
            assert p.returncode == 0, p.stderr
            assert p.stdout in (f"migrate: created a new, empty database at sqlite:{db} "
                                f"(schema version {int(sqlite_migration_files()[-1][0][:4])})"
                                "\n",
                                f"ratings rebuilt from 0 finished games in sqlite:{db}\n"
                                ), p.stdout
    made = sorted(f.name for f in tmp_path.glob("*.sqlite3"))
    assert made == ["dotenv.sqlite3", "exported.sqlite3", "unit.sqlite3"]
    # Nothing set anywhere: the bot's default, wordgames.sqlite3 here, which is not
    # there: refused, no file made (it says where it looked and what to do).
    (tmp_path / ".env").unlink()
    p = run(tmp_path, ["-m", "storage", "migrate"], DATABASE_PATH="")
    assert p.returncode == 2 and p.stderr == (
        f"migrate: error: no database at {tmp_path / 'wordgames.sqlite3'} (DATABASE_PATH="
        "wordgames.sqlite3, the default, relative to this folder): run it in the bot's "
        "folder (its unit's WorkingDirectory), or give --env-file FILE (the unit's file); "
        "nothing migrated, no empty file made (give --create to make a new, empty "
        "database there: the bot makes its own at its first start)\n"), p.stderr
    assert not (tmp_path / "wordgames.sqlite3").exists()
    # A folder that is not there: refused, as the bot refuses it.
    p = run(tmp_path, ["-m", "storage", "migrate"], DATABASE_PATH="typo/x.sqlite3")
    assert p.returncode == 2 and "the folder typo does not exist" in p.stderr, p.stderr
    assert not (tmp_path / "typo").exists()


def test_migrate_to_reads_its_source_and_target_from_the_env_file(tmp_path: Path,
                                                                   pg_url: str):
    source = a_database(tmp_path / "games.sqlite3")
    Path(f"{source}.lock").unlink()
    unit = tmp_path / "wordgames.env"
    unit.write_text(f"DATABASE_URL={pg_url}\nDATABASE_PATH={source}\n")
    p = run(tmp_path, ["-m", "storage", "migrate-to", "--env-file", str(unit)],
            DATABASE_PATH=str(tmp_path / "exported.sqlite3"))  # the file's wins
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[-1].startswith(
        f"migrate-to: copied 1 game, 1 player, 1 chat and 0 ratings from sqlite:{source} "
        "into postgresql://"), p.stdout
    for args in (["-m", "storage", "migrate"], ["-m", "bot", "ratings", "rebuild"]):
        p = run(tmp_path, [*args, "--env-file", str(unit)])
        assert p.returncode == 0 and "postgresql://" in p.stdout, p.stderr
    assert not (tmp_path / "exported.sqlite3").exists()
