"""Issue 26 item 5: docs/deploy.md's commands work when copied.  Every block marked for a
run (scripts/deploy_blocks.py) is run as written, in order, each in a bash of its own (as
pasted into a new terminal: nothing exported by an earlier block, and in another folder
than the service's, as root's shell is), with the service's folder holding a real game's
SQLite file; on SQLite, and on a throwaway PostgreSQL server, where the page's own block
makes the role and the database.  What is the machine's own is put in
(``deploy_doc.local``): the test's folders, the checkout's Python, this test's user and
group for the service's, the test's tokens for ``...``, the throwaway server for
``localhost``.  The environment files the blocks write are read as systemd reads them
and given to the bot's settings.  And no block of the page waits for a terminal (an
editor, a password prompt) or puts a password on a command line."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import datetime
import fcntl
import hashlib
import hmac
import os
import re
import shutil
import socket
import sqlite3
import stat
import subprocess
import sys
import urllib.parse
from collections.abc import Callable
from pathlib import Path

import pg_server
import pytest
from deploy_doc import (
    DISCORD,
    DOC_PYTHON,
    ROOT,
    TELEGRAM,
    blocks,
    environment_files,
    fenced,
    local,
    run_block,
    shell_env,
    systemd_environment_file,
)
from test_ops_startup import as_systemd_runs, one_line, under_systemd

from bot.settings import load_settings
from storage import open_database


def a_real_game(folder: Path) -> None:
    """What the bot leaves in its working directory: wordgames.sqlite3 with a game."""
    folder.mkdir(exist_ok=True)
    p = subprocess.run([sys.executable, "-m", "bot", "console", "--db", "wordgames.sqlite3",
                        "--quiet"], cwd=folder, env=shell_env(), text=True,
                       input="Ann: /new english\nBob: /join\nAnn: /start\nAnn: /pass\n",
                       capture_output=True, timeout=120)
    assert p.returncode == 0 and "picture:" in p.stdout, p.stderr


def run_blocks(run: str, folder: Path, env: dict[str, str] | None = None,
               more: dict[str, str] | None = None,
               after: Callable[[str], None] = lambda _block: None) -> str:
    """Every block of ``run``, in order, each in a new bash; their output, joined."""
    out = []
    documented = blocks(run)
    assert any(DOC_PYTHON in block for block in documented)
    for block in documented:
        out.append(run_block(block, folder, env, more=more))
        after(block)
    return "".join(out)


def a_move_after_the_backup(block: str, folder: Path) -> None:
    """The bot goes on after a backup: the database moves on from it (the restore must
    bring it back)."""
    if '.backup $NAME.part"' not in block:  # the backup's block (not the restore's)
        return
    p = subprocess.run([sys.executable, "-m", "bot", "console", "--db", "wordgames.sqlite3",
                        "--quiet"], cwd=folder, env=shell_env(), text=True,
                       input="Bob: /pass\n", capture_output=True, timeout=120)
    assert p.returncode == 0, p.stderr


def readable_by_the_service_alone(path: Path) -> None:
    """Mode 0640, the service's group (this test's, put in for ``-g wordgames``)."""
    st = path.stat()
    assert stat.S_IMODE(st.st_mode) == 0o640, oct(st.st_mode)
    assert st.st_gid == os.getgid()


def test_the_sqlite_commands(tmp_path: Path):
    a_real_game(tmp_path / "service")
    out = run_blocks("sqlite", tmp_path,
                     after=lambda block: a_move_after_the_backup(block, tmp_path / "service"))
    # The unit's file, made by the page's block with the tokens put in for its "...".
    unit = tmp_path / "etc" / "wordgames.env"
    readable_by_the_service_alone(unit)
    values = systemd_environment_file(unit.read_text())
    assert (values["DISCORD_TOKEN"], values["TELEGRAM_TOKEN"]) == (DISCORD, TELEGRAM)
    settings = load_settings(None, values)
    assert settings.runs("discord") and settings.runs("telegram")
    # Run again, the block keeps the file the operator has (edited since).
    unit.write_text(unit.read_text() + "LOG_LEVEL=DEBUG\n")
    again = run_block(blocks("sqlite")[0], tmp_path)
    assert systemd_environment_file(unit.read_text())["LOG_LEVEL"] == "DEBUG"
    assert again.startswith("kept ") and "wordgames.env as it is" in again, again

    assert "ratings rebuilt from 0 finished games" in out
    # from the unit's DATABASE_PATH, in the service's folder
    assert f"in sqlite:{(tmp_path / 'service').resolve() / 'wordgames.sqlite3'}" in out
    assert not (tmp_path / "root" / "wordgames.sqlite3").exists()
    # Named for the second: no backup replaces another; none left half-named.
    (backup,) = (tmp_path / "service").glob(f"backup-{datetime.date.today():%F}-??????.sqlite3")
    assert f"backup: {backup.name}\n" in out
    assert not list((tmp_path / "service").glob("*.part*"))

    async def games() -> int:
        repo = await open_database(backup)
        try:
            return await repo.open_games()
        finally:
            await repo.close()

    assert asyncio.run(games()) == 1
    # Restored: the service's database is the backup again, byte for byte (the move made
    # after it undone), no old -wal beside it.
    database = tmp_path / "service" / "wordgames.sqlite3"
    assert database.read_bytes() == backup.read_bytes()
    assert not Path(f"{database}-wal").exists()
    # The database it replaced is kept beside it, the move after the backup in it.
    (before,) = (tmp_path / "service").glob("before-restore-*.sqlite3")
    assert "restored backup-" in out and f"(the database before it: {before.name})" in out
    assert before.read_bytes() != backup.read_bytes()


def test_storage_migrate_finds_the_bots_database_with_the_settings_block_file(
        tmp_path: Path):
    """The single-process settings file as the page's block writes it sets no
    DATABASE_PATH (the bot's default is the database): ``storage migrate --env-file`` said
    "sets no DATABASE_URL nor DATABASE_PATH ...: is it the bots' file?", status 2, where
    ``ratings rebuild --env-file`` with the same file in the same folder worked."""
    a_real_game(tmp_path / "service")
    run_block(blocks("sqlite")[0], tmp_path)
    unit = tmp_path / "etc" / "wordgames.env"
    assert "DATABASE_" not in unit.read_text()  # the default, as the bot takes it
    database = (tmp_path / "service").resolve() / "wordgames.sqlite3"
    for args, says in ((["storage", "migrate"],
                        f"migrate: sqlite:{database} is already up to date (schema version "),
                       (["bot", "ratings", "rebuild"],
                        f"ratings rebuilt from 0 finished games in sqlite:{database}")):
        p = subprocess.run([sys.executable, "-m", *args, "--env-file", str(unit)],
                           cwd=tmp_path / "service", env=shell_env(), capture_output=True,
                           text=True, timeout=120)
        assert p.returncode == 0, p.stderr
        assert p.stdout.startswith(says), p.stdout
    # Run in another folder (root's, where the clone left the shell): refused, none made.
    p = subprocess.run([sys.executable, "-m", "storage", "migrate", "--env-file", str(unit)],
                       cwd=tmp_path / "root", env=shell_env(), capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    (line,) = p.stderr.splitlines()
    assert line.startswith(f"migrate: error: no database at {(tmp_path / 'root').resolve()}"
                           "/wordgames.sqlite3 (DATABASE_PATH=wordgames.sqlite3, the default, "
                           f"as {unit} sets none, relative to this folder): run it in the "
                           "bot's folder"), line
    assert list((tmp_path / "root").iterdir()) == []


def test_the_sqlite_restore_checks_before_it_deletes_anything(tmp_path: Path):
    """The restore block deleted the -wal and -shm files before it knew a backup was there,
    and while the bot still had the database open: now a missing or unreadable backup, or
    a bot holding the lock, is said and changes nothing."""
    service = tmp_path / "service"
    a_real_game(service)
    (restore,) = [b for b in blocks("sqlite") if "before-restore-" in b]

    def files() -> dict[str, bytes]:
        return {f.name: f.read_bytes() for f in sorted(service.iterdir()) if f.is_file()}

    def restoring() -> str:
        (tmp_path / "root").mkdir(exist_ok=True)
        p = subprocess.run(["bash", "-euo", "pipefail", "-c", local(restore, tmp_path)],
                           cwd=tmp_path / "root", env=shell_env(), capture_output=True,
                           text=True, timeout=120)
        assert p.returncode == 1, p.stderr  # refused: a script sees it
        return p.stderr

    (service / "wordgames.sqlite3-wal").write_bytes(b"the bot's log")  # must survive
    before = files()
    assert "no backup-*.sqlite3 here" in restoring() and files() == before
    (service / "backup-2026-01-01-000000.sqlite3").write_bytes(b"cut short")
    before = files()
    assert ("backup-2026-01-01-000000.sqlite3 is not a whole SQLite database"
            in restoring()) and files() == before
    # Empty (a copy that failed at its start): SQLite reads it as an empty database.
    (service / "backup-2026-01-01-000000.sqlite3").write_bytes(b"")
    before = files()
    assert ("backup-2026-01-01-000000.sqlite3 is not a whole SQLite database"
            in restoring()) and files() == before
    (service / "backup-2026-01-01-000000.sqlite3").unlink()
    (service / "wordgames.sqlite3-wal").unlink()
    subprocess.run(["sqlite3", "wordgames.sqlite3", ".backup backup-2026-01-02-000000.sqlite3"],
                   cwd=service, check=True)
    (service / "wordgames.sqlite3-wal").write_bytes(b"the running bot's log")
    before = files()
    with open(service / "wordgames.sqlite3.lock", "a") as held:  # as the running bot holds it
        fcntl.flock(held, fcntl.LOCK_EX)
        assert "systemctl stop wordgames first" in restoring() and files() == before
    # The lock file deleted while the bot runs (an operator tidying a "stale lock"): the
    # block restored under the live connection, which then wrote its old log into the
    # restored file.  The database open (here in WAL mode, as the bot has it) is enough.
    (service / "wordgames.sqlite3.lock").unlink()
    (service / "wordgames.sqlite3-wal").unlink()
    live = sqlite3.connect(service / "wordgames.sqlite3")
    try:
        live.execute("PRAGMA journal_mode=WAL").fetchall()
        live.execute("SELECT count(*) FROM sqlite_master").fetchall()
        before = files()
        assert "systemctl stop wordgames first" in restoring() and files() == before
    finally:
        live.close()


def test_the_sqlite_restore_keeps_a_damaged_database_as_it_was(tmp_path: Path):
    """A damaged database (the usual reason to restore) made the block's ``.backup`` of
    it fail, and it went on: "the database before it" was a file of 0 bytes, and the
    damaged one was gone.  Now its files are copied as they are, and the line says so."""
    service = tmp_path / "service"
    a_real_game(service)
    (restore,) = [b for b in blocks("sqlite") if "before-restore-" in b]
    subprocess.run(["sqlite3", "wordgames.sqlite3", ".backup backup-2026-01-02-000000.sqlite3"],
                   cwd=service, check=True)
    damaged = b"not SQLite at all" + (service / "wordgames.sqlite3").read_bytes()[17:]
    (service / "wordgames.sqlite3").write_bytes(damaged)
    out = run_block(restore, tmp_path, shell_env())
    (before,) = (service).glob("before-restore-*.sqlite3")
    assert out.strip() == ("restored backup-2026-01-02-000000.sqlite3 (the database before "
                           "it, which SQLite could not read, copied as it was: "
                           f"{before.name})"), out
    assert before.read_bytes() == damaged


def test_a_restore_gives_the_game_ids_after_the_backups_again(tmp_path: Path):
    """Ops34 finding 12, as the page now says it: after a restore the next game takes the
    id after the backup's last, an id a game opened since the backup had (the journal's
    ``select(.game == N)`` then names two games)."""
    service = tmp_path / "service"
    a_real_game(service)
    (restore,) = [b for b in blocks("sqlite") if "before-restore-" in b]

    def ids() -> list[int]:
        with contextlib.closing(sqlite3.connect(service / "wordgames.sqlite3")) as db:
            return [row[0] for row in db.execute("SELECT id FROM games ORDER BY id")]

    def a_new_game() -> None:  # the console's one chat: its game ended by vote, a new one
        p = subprocess.run([sys.executable, "-m", "bot", "console", "--db",
                            "wordgames.sqlite3", "--quiet"], cwd=service, env=shell_env(),
                           text=True, input="Ann: /end\nBob: /end yes\nAnn: /new english\n",
                           capture_output=True, timeout=120)
        assert p.returncode == 0, p.stderr

    subprocess.run(["sqlite3", "wordgames.sqlite3", ".backup backup-2026-01-02-000000.sqlite3"],
                   cwd=service, check=True)
    (last,) = ids()
    a_new_game()
    assert ids()[-1] == last + 1
    run_block(restore, tmp_path, shell_env())
    assert ids() == [last]
    a_new_game()
    assert ids() == [last, last + 1]  # the id of the game the restore took away


def test_the_sqlite_restore_onto_no_database_keeps_no_empty_copy(tmp_path: Path):
    """A backup restored where there is no database (a new machine, a lost disk) was said
    to keep "the database before it": an empty one, which ``.backup`` had made."""
    service = tmp_path / "service"
    a_real_game(service)
    (restore,) = [b for b in blocks("sqlite") if "before-restore-" in b]
    subprocess.run(["sqlite3", "wordgames.sqlite3", ".backup backup-2026-01-02-000000.sqlite3"],
                   cwd=service, check=True)
    for f in service.glob("wordgames.sqlite3*"):
        f.unlink()
    out = run_block(restore, tmp_path, shell_env())
    assert out.strip() == ("restored backup-2026-01-02-000000.sqlite3 (there was no database "
                           "before it)"), out
    assert not list(service.glob("before-restore-*"))
    assert (service / "wordgames.sqlite3").read_bytes() == (
        service / "backup-2026-01-02-000000.sqlite3").read_bytes()


def crashed(command: str, folder: Path, limit_kb: int, env: dict[str, str] | None = None,
            ) -> None:
    """``command`` killed half-way, as by a crash: by SIGXFSZ, at ``limit_kb`` KB of the
    file it writes (``ulimit -f``)."""
    p = subprocess.run(["bash", "-c", f"ulimit -f {limit_kb}; {command}"], cwd=folder,
                       env=env or shell_env(), capture_output=True, text=True, timeout=120)
    assert p.returncode != 0, p.stderr


def backing_up(block: str, folder: Path, limit_kb: int | None = None, full: bool = False,
               env: dict[str, str] | None = None, more: dict[str, str] | None = None,
               ) -> subprocess.CompletedProcess[str]:
    """The page's backup block in a new bash; ``limit_kb``: its files may not grow past
    that (``ulimit -f``): killed there, as by a crash, or, ``full``, told so by the
    write that fails (SIGXFSZ ignored: EFBIG, as ENOSPC on a full disk)."""
    (folder / "root").mkdir(exist_ok=True)
    script = local(block, folder, more=more)
    if limit_kb is not None:
        ignored = "trap '' XFSZ; " if full else ""
        script = f"{ignored}ulimit -f {limit_kb}\n{script}"
    return subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=folder / "root",
                          env=env or shell_env(), capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("full", [False, True], ids=["crash", "full disk"])
def test_a_sqlite_backup_cut_short_never_looks_like_a_backup(tmp_path: Path, full: bool):
    """The backup is written as NAME.part and named when whole and checked: a crash or a
    full disk half-way leaves no backup-*.sqlite3 (the restore would take the newest);
    a .part left by a crash goes at the next run; only a backup that worked prunes, to
    the 14 newest, and a .part is never counted nor taken for one."""
    service = tmp_path / "service"
    a_real_game(service)
    (block,) = [b for b in blocks("sqlite") if '.backup $NAME.part"' in b]
    database = service / "wordgames.sqlite3"
    half = max(1, database.stat().st_size // 2048)  # KB: half the database
    old = [f"backup-2026-01-{day:02}-000000.sqlite3" for day in range(1, 16)]
    for name in old:
        shutil.copy(database, service / name)

    def part() -> list[str]:
        return sorted(f.name for f in service.glob("*.part*"))

    crashed("sqlite3 wordgames.sqlite3 '.backup backup-2026-02-01-000000.sqlite3.part'",
            service, half)
    assert part() == ["backup-2026-02-01-000000.sqlite3.part",
                      "backup-2026-02-01-000000.sqlite3.part-journal"]  # cut short
    p = backing_up(block, tmp_path)
    assert p.returncode == 0, p.stderr
    (made,) = service.glob(f"backup-{datetime.date.today():%F}-??????.sqlite3")
    check = subprocess.run(["sqlite3", str(made), "PRAGMA quick_check"], capture_output=True,
                           text=True, check=True)
    assert check.stdout.strip() == "ok" and part() == []  # the crash's .part gone
    kept = sorted(f.name for f in service.glob("backup-*.sqlite3"))
    assert kept == [*old[2:], made.name]  # 14: the two oldest pruned
    # Cut short itself, a crash's .part beside it: no backup, none pruned, no .part.
    crashed("sqlite3 wordgames.sqlite3 '.backup backup-2026-02-02-000000.sqlite3.part'",
            service, half)
    p = backing_up(block, tmp_path, limit_kb=half, full=full)
    assert p.returncode == 1, p.stderr
    assert "backup: failed" in p.stderr and "none made, none deleted" in p.stderr
    assert sorted(f.name for f in service.glob("backup-*.sqlite3")) == kept
    assert part() == []


def one_second(folder: Path) -> dict[str, str]:
    """A shell whose ``date`` says the same second each time it is asked for the
    backup's name (the nanoseconds go on): backups run in one second, not a race."""
    bin_dir = folder / "one-second"
    bin_dir.mkdir()
    counter = folder / "nanoseconds"
    counter.write_text("123456789")
    date = shutil.which("date")
    (bin_dir / "date").write_text(
        "#!/bin/sh\n"
        'if [ "$1" = "+%F-%H%M%S.%N" ]; then\n'
        f'    n=$(cat {counter}); echo $((n + 1)) >{counter}; echo "2026-02-01-120000.$n"\n'
        f'else exec {date} "$@"; fi\n')
    (bin_dir / "date").chmod(0o755)
    return shell_env(PATH=f"{bin_dir}:{os.environ['PATH']}")


def test_sqlite_backups_in_one_second_replace_none_and_the_14_newest_are_kept(
        tmp_path: Path):
    """Two backups in the same second shared one name, the second replacing the first
    (the page promises none does): the second adds its nanoseconds, sorts after the
    first, and the pruning keeps the 14 newest, these among them."""
    service = tmp_path / "service"
    a_real_game(service)
    (block,) = [b for b in blocks("sqlite") if '.backup $NAME.part"' in b]
    database = service / "wordgames.sqlite3"
    old = [f"backup-2026-01-{day:02}-000000.sqlite3" for day in range(1, 16)]
    for name in old:
        shutil.copy(database, service / name)
    env = one_second(tmp_path)
    made = []
    for _ in range(3):
        p = backing_up(block, tmp_path, env=env)
        assert p.returncode == 0, p.stderr
        made.append(p.stdout.removeprefix("backup: ").strip())
        a_move_after_the_backup(block, service)  # each backup holds another game state
    assert made == ["backup-2026-02-01-120000.sqlite3",
                    "backup-2026-02-01-120000_123456790.sqlite3",
                    "backup-2026-02-01-120000_123456791.sqlite3"]
    contents = {(service / name).read_bytes() for name in made}
    assert len(contents) == 3  # none replaced another
    for name in made:
        check = subprocess.run(["sqlite3", str(service / name), "PRAGMA quick_check"],
                               capture_output=True, text=True, check=True)
        assert check.stdout.strip() == "ok"
    kept = sorted(f.name for f in service.glob("backup-*.sqlite3"))
    assert kept == [*old[4:], *made]  # 14: the four oldest pruned, the three new kept


@pytest.mark.parametrize("full", [False, True], ids=["crash", "full disk"])
def test_a_postgresql_dump_cut_short_never_looks_like_a_backup(
        tmp_path: Path, postgres_server: pg_server.Server, full: bool):
    env, more = pg_env(postgres_server)
    a_real_game(tmp_path / "service")
    documented = blocks("postgres")
    (block,) = [b for b in documented if "pg_dump" in b]
    backups = tmp_path / "backups"
    try:
        for b in documented[:documented.index(block)]:  # the role, migrations, the move
            run_block(b, tmp_path, env, more=more)
        assert run_block(block, tmp_path, env, more=more).startswith("backup: ")
        (first,) = backups.glob("wordgames-*.dump")
        half = max(1, first.stat().st_size // 2048)
        old = [f"wordgames-2026-01-{day:02}-000000.dump" for day in range(1, 16)]
        for name in old:
            shutil.copy(first, backups / name)
        first.unlink()
        crashed("pg_dump --format=custom wordgames > wordgames-2026-02-01-000000.dump.part",
                backups, half, env)
        assert (backups / "wordgames-2026-02-01-000000.dump.part").stat().st_size > 0
        p = backing_up(block, tmp_path, env=env, more=more)
        assert p.returncode == 0, p.stderr
        (made,) = backups.glob(f"wordgames-{datetime.date.today():%F}-??????.dump")
        assert not list(backups.glob("*.part"))  # the crash's .part gone
        kept = sorted(f.name for f in backups.glob("wordgames-*.dump"))
        assert kept == [*old[2:], made.name]  # 14: the two oldest pruned
        crashed("pg_dump --format=custom wordgames > wordgames-2026-02-02-000000.dump.part",
                backups, half, env)
        p = backing_up(block, tmp_path, limit_kb=half, full=full, env=env, more=more)
        assert p.returncode == 1, p.stderr
        assert "backup: failed" in p.stderr and "none made, none deleted" in p.stderr
        assert sorted(f.name for f in backups.glob("wordgames-*.dump")) == kept
        assert not list(backups.glob("*.part"))
    finally:
        postgres_server.psql("DROP DATABASE IF EXISTS wordgames")
        postgres_server.psql("DROP ROLE IF EXISTS wordgames")


@pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                    reason="systemd-analyze (Debian's systemd package) checks the units")
def test_the_units_are_ones_systemd_reads_without_a_complaint(tmp_path: Path):
    """The page's two units as its blocks write them, hardening included, read by
    ``systemd-analyze verify``: a misspelt key or a bad value is reported there (and
    ignored by systemd, so the unit would run unhardened without a word)."""
    units = {}
    for block in fenced("sh"):
        m = re.match(r"cat >/etc/systemd/system/(\S+) <<'EOF'\n(.*?)^EOF$", block, re.M | re.S)
        if m:
            units[m[1]] = m[2]
    assert sorted(units) == ["wordgames.service", "wordgames@.service"]
    for name, text in units.items():
        assert "ProtectSystem=strict" in text and "NoNewPrivileges=yes" in text, name
        for f in ("wordgames.env", "common.env", "x.env"):
            (tmp_path / f).write_text("")
        text = (text.replace(DOC_PYTHON, os.path.realpath(sys.executable))
                .replace("/var/lib/wordgames", str(tmp_path))
                .replace("/etc/wordgames/%i.env", str(tmp_path / "x.env"))
                .replace("/etc/wordgames/", f"{tmp_path}/")
                .replace("User=wordgames", "User=root"))
        unit = tmp_path / (name.replace("@.", "@x.") if "@" in name else name)
        unit.write_text(text)
        p = subprocess.run(["systemd-analyze", "verify", "--man=no", unit.name],
                           cwd=tmp_path, capture_output=True, text=True, timeout=60)
        complaints = [line for line in p.stderr.splitlines()
                      if unit.name in line or "Unknown" in line or "Failed" in line]
        assert p.returncode == 0 and not complaints, p.stderr


def test_the_units_retry_what_may_pass_and_not_a_settings_mistake():
    """A token malformed or refused, a placeholder, a bad setting exit with status 2
    (``bot.startup.PERMANENT``), which each unit of the page must keep systemd from
    retrying; a network or a database that did not answer (3) it must retry."""
    from bot.startup import PERMANENT, TRANSIENT

    units = [b for b in fenced("sh") if "cat >/etc/systemd/system/wordgames" in b]
    assert len(units) == 2
    for unit in units:
        (line,) = re.findall(r"^RestartPreventExitStatus=(.*)$", unit, re.M)
        assert str(PERMANENT) in line.split() and str(TRANSIENT) not in line.split(), line
        assert "Restart=on-failure" in unit


def test_the_settings_block_pasted_with_its_placeholders_is_refused_at_start(tmp_path: Path):
    """The page's "..." left in the tokens: the bot exited 3 (a network error, retried by
    systemd every 5 s for ever) instead of saying which file to edit."""
    run_block(blocks("sqlite")[0], tmp_path, tokens=False)
    unit = tmp_path / "etc" / "wordgames.env"
    p = under_systemd(tmp_path, as_systemd_runs(tmp_path, "wordgames.service", [unit]))
    line = one_line(p)  # status 2: RestartPreventExitStatus
    # Both tokens left so: both in the one line (not one a restart).
    assert line.startswith("error: 2 settings to fix: (1) DISCORD_TOKEN is a placeholder "
                           "('...'), not a token"), line
    assert f" in {unit}; (2) TELEGRAM_TOKEN is a placeholder ('...'), not a token" in line
    assert line.endswith(f" in {unit}"), line


def scram_password_is(verifier: str, password: str) -> bool:
    """Whether PostgreSQL's stored SCRAM-SHA-256 verifier (pg_authid.rolpassword) is of
    ``password`` (RFC 5802: StoredKey = H(HMAC(SaltedPassword, "Client Key")))."""
    method, _, rest = verifier.partition("$")
    assert method == "SCRAM-SHA-256", verifier
    iterations_salt, _, keys = rest.partition("$")
    iterations, _, salt = iterations_salt.partition(":")
    stored = keys.partition(":")[0]
    salted = hashlib.pbkdf2_hmac("sha256", password.encode(), base64.b64decode(salt),
                                 int(iterations))
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    return hmac.compare_digest(base64.b64decode(stored), hashlib.sha256(client_key).digest())


def role_password(server: pg_server.Server) -> str:
    p = subprocess.run([str(server.bin_dir / "psql"), "-h", server.socket_dir, "-p",
                        str(pg_server.PORT), "-U", "postgres", "-d", "postgres", "-Atc",
                        "SELECT rolpassword FROM pg_authid WHERE rolname = 'wordgames'"],
                       capture_output=True, text=True, check=True)
    return p.stdout.strip()


def test_the_postgresql_commands(tmp_path: Path, postgres_server: pg_server.Server):
    # The page's server is this machine's ("localhost"), the test's a throwaway one; the
    # page's psql (as the postgres user) reaches it by PG* variables.
    server = f"@/wordgames?host={postgres_server.socket_dir}&port={pg_server.PORT}"
    env = shell_env(PGHOST=postgres_server.socket_dir, PGPORT=str(pg_server.PORT),
                    PGUSER="postgres", PGDATABASE="postgres",
                    PATH=f"{postgres_server.bin_dir}:{shell_env()['PATH']}")
    more = {"@localhost/wordgames": server}
    a_real_game(tmp_path / "service")
    try:
        out = run_blocks("postgres", tmp_path, env, more)
        common = tmp_path / "etc" / "common.env"
        url = systemd_environment_file(common.read_text())["DATABASE_URL"]
        assert url.endswith(server)
        assert "&" in url  # a character a shell reads: the page must not load it as a script
        # The role's password is the one of the bots' URL.
        password = urllib.parse.urlsplit(url).password
        assert password and re.fullmatch(r"[0-9a-f]{48}", password), url
        assert scram_password_is(role_password(postgres_server), password)
        assert "migrate: created the tables in postgresql://wordgames:***@" in out
        assert re.search(r"^games +1 row copied, counts verified$", out, re.M), out
        assert "migrate-to: copied 1 game, 2 players, 1 chat and 0 ratings from sqlite:" in out
        assert "ratings rebuilt from 0 finished games" in out  # from PostgreSQL
        assert "finished games in postgresql://" in out  # common.env's DATABASE_URL
        (dump,) = (tmp_path / "backups").glob(f"wordgames-{datetime.date.today():%F}-??????.dump")
        assert dump.stat().st_size > 0 and f"backup: {dump}\n" in out
        assert not list((tmp_path / "backups").glob("*.part"))

        async def games() -> int:
            repo = await open_database(url)
            try:
                return await repo.open_games()
            finally:
                await repo.close()

        assert asyncio.run(games()) == 1  # restored, as it was
        # A password of the operator's own, percent-encoded in the URL: run again, the
        # block gives the role that one, decoded (a quote in it too).
        own = "p@ss/w:rd'x %"
        common.write_text(common.read_text().replace(
            f":{password}@", f":{urllib.parse.quote(own, safe='')}@"))
        (role,) = [b for b in blocks("postgres") if "ALTER ROLE" in b]
        run_block(role, tmp_path, env, more=more)
        assert scram_password_is(role_password(postgres_server), own)
        # A URL with no password (it is in .pgpass): the role keeps its own, where the
        # block once set one made of the URL's host and database.
        common.write_text(common.read_text().replace(
            f":{urllib.parse.quote(own, safe='')}@", "@"))
        p = subprocess.run(["bash", "-euo", "pipefail", "-c", local(role, tmp_path, more=more)],
                           cwd=tmp_path / "root", env=env, capture_output=True, text=True,
                           timeout=120)
        assert p.returncode == 0 and "has no password" in p.stderr, p.stderr
        assert scram_password_is(role_password(postgres_server), own)
    finally:
        postgres_server.psql("DROP DATABASE IF EXISTS wordgames")
        postgres_server.psql("DROP ROLE IF EXISTS wordgames")


def test_the_role_block_never_sends_the_password(tmp_path: Path,
                                                 postgres_server: pg_server.Server):
    """``ALTER ROLE wordgames PASSWORD 'the password'`` put it in the statement's text,
    which the server logs (``log_statement``; a statement that fails is logged whole by
    ``log_min_error_statement``, the default): the block sends its SCRAM-SHA-256
    verifier instead, and the server's log never holds the password, the statement
    logged or failed."""
    env, more = pg_env(postgres_server)
    (common,) = [b for b in blocks("env") if "common.env" in b]
    (role,) = [b for b in blocks("postgres") if "ALTER ROLE" in b]
    run_block(common, tmp_path, env)
    own = "p@ss/w:rd'x %ü"  # the operator's own, percent-encoded in the URL
    file = tmp_path / "etc" / "common.env"
    file.write_text(re.sub(r"(?m)^DATABASE_URL=postgresql://wordgames:[0-9a-f]+@",
                           f"DATABASE_URL=postgresql://wordgames:"
                           f"{urllib.parse.quote(own, safe='')}@", file.read_text()))
    log = Path(postgres_server.root) / "log"
    try:
        logged = {**env, "PGOPTIONS": "-c log_statement=all -c log_min_error_statement=error"}
        run_block(role, tmp_path, logged, more=more)
        assert scram_password_is(role_password(postgres_server), own)
        # Run again, the statement fails (a read-only session): logged whole.
        failing = {**logged, "PGOPTIONS": logged["PGOPTIONS"]
                   + " -c default_transaction_read_only=on"}
        p = subprocess.run(["bash", "-euo", "pipefail", "-c", local(role, tmp_path, more=more)],
                           cwd=tmp_path / "root", env=failing, capture_output=True,
                           text=True, timeout=120)
        assert p.returncode != 0 and "read-only transaction" in p.stderr, p.stderr
        text = log.read_text(errors="replace")
        assert "cannot execute ALTER ROLE in a read-only transaction" in text
        # The statements are in the log, the verifier in them, the password nowhere.
        assert text.count("ALTER ROLE wordgames PASSWORD 'SCRAM-SHA-256$4096:") >= 2, text
        for shown in (own, urllib.parse.quote(own, safe=""), "p@ss/w:rd"):
            assert shown not in text and shown not in p.stderr + p.stdout
        assert scram_password_is(role_password(postgres_server), own)  # kept
    finally:
        postgres_server.psql("DROP DATABASE IF EXISTS wordgames")
        postgres_server.psql("DROP ROLE IF EXISTS wordgames")


def pg_env(server: pg_server.Server) -> tuple[dict[str, str], dict[str, str]]:
    """The page's PostgreSQL blocks on the throwaway server: the shell's environment (its
    psql, as the postgres user, reaches it by PG* variables) and what is put in for the
    page's ``localhost``."""
    env = shell_env(PGHOST=server.socket_dir, PGPORT=str(pg_server.PORT),
                    PGUSER="postgres", PGDATABASE="postgres",
                    PATH=f"{server.bin_dir}:{shell_env()['PATH']}")
    return env, {"@localhost/wordgames": f"@/wordgames?host={server.socket_dir}"
                                          f"&port={pg_server.PORT}"}


def pg_data(server: pg_server.Server) -> str:
    """Every row of the bots' database, as pg_dump writes them (without the random key
    of its ``\\restrict`` lines, new at each run in PostgreSQL's releases since August 2025)."""
    out = subprocess.run([str(server.bin_dir / "pg_dump"), "-h", server.socket_dir, "-p",
                          str(pg_server.PORT), "-U", "postgres", "--data-only",
                          "wordgames"], capture_output=True, text=True, check=True).stdout
    return "".join(line for line in out.splitlines(keepends=True)
                   if not line.startswith(("\\restrict ", "\\unrestrict ")))


def test_the_postgresql_restore_refuses_while_a_bot_is_connected(
        tmp_path: Path, postgres_server: pg_server.Server):
    """The restore block's refusal while the bots' role has a session (a bot still
    running): said, status 1, and the database as it was, a move made after the dump
    still in it (the restore, once the session is gone, takes it back: it would have)."""
    env, more = pg_env(postgres_server)
    service = tmp_path / "service"
    a_real_game(service)
    documented = blocks("postgres")
    (restore,) = [b for b in documented if "pg_restore --clean" in b]
    assert documented[-1] == restore
    try:
        for block in documented[:-1]:  # the role, migrations, the move, the dump
            run_block(block, tmp_path, env, more=more)
        url = systemd_environment_file((tmp_path / "etc" / "common.env").read_text())[
            "DATABASE_URL"]
        # The game goes on after the dump: a move by a process of the bots' role.
        p = subprocess.run([sys.executable, "-m", "bot", "console", "--db", url, "--quiet"],
                           cwd=service, env=shell_env(), text=True, input="Bob: /pass\n",
                           capture_output=True, timeout=120)
        assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
        after_the_move = pg_data(postgres_server)
        bot = subprocess.Popen(
            [str(postgres_server.bin_dir / "psql"), "-X", "-q", "-At", "-h",
             postgres_server.socket_dir, "-p", str(pg_server.PORT), "-U", "wordgames",
             "-d", "wordgames"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            assert bot.stdin is not None and bot.stdout is not None
            bot.stdin.write("SELECT 'connected';\n")
            bot.stdin.flush()
            assert bot.stdout.readline().strip() == "connected"  # its session is open
            p = subprocess.run(["bash", "-euo", "pipefail", "-c",
                                local(restore, tmp_path, more=more)], cwd=tmp_path / "root",
                               env=env, capture_output=True, text=True, timeout=120)
            assert p.returncode == 1, p.stderr  # refused: a script sees it
            assert p.stderr == ("restore: 1 connections of the bots (systemctl stop "
                                "'wordgames@*' first); nothing changed\n"), p.stderr
            assert "restored" not in p.stdout
            assert pg_data(postgres_server) == after_the_move  # nothing changed
        finally:
            bot.communicate("\\q\n", timeout=60)
        # The session gone, the same block restores the dump: the move is undone.
        out = run_block(restore, tmp_path, env, more=more)
        assert out.startswith("restored ") and pg_data(postgres_server) != after_the_move
    finally:
        postgres_server.psql("DROP DATABASE IF EXISTS wordgames")
        postgres_server.psql("DROP ROLE IF EXISTS wordgames")


@pytest.mark.parametrize("where", ["socket", "tcp"])
def test_the_postgresql_restore_with_the_server_down_is_one_line(
        tmp_path: Path, postgres_server: pg_server.Server, where: str):
    """With the server down the block said "restore:  connections of the bots" (psql's
    two lines of error before it, and an empty count): now one line that the server does
    not answer, at which address, status 1, nothing run after it.  Down: a socket folder
    where no server runs (the machine's own, /var/run/postgresql, when it is stopped), or
    a TCP port nothing listens on."""
    env, more = pg_env(postgres_server)
    (restore,) = [b for b in blocks("postgres") if "pg_restore --clean" in b]
    run_block(blocks("postgres")[0], tmp_path, env, more=more)  # common.env: its URL
    backups = tmp_path / "backups"
    backups.mkdir()
    (backups / "wordgames-2025-01-01-000000.dump").write_bytes(b"PGDMP")
    if where == "socket":
        down = tmp_path / "run-postgresql"
        down.mkdir()
        env.update(PGHOST=str(down), PGPORT="5432")
        address = f"{down}:5432"
    else:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        env.update(PGHOST="127.0.0.1", PGPORT=str(port))
        address = f"127.0.0.1:{port}"
    p = subprocess.run(["bash", "-euo", "pipefail", "-c", local(restore, tmp_path, more=more)],
                       cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 1, p.stderr
    assert p.stderr == (f"restore: the PostgreSQL server does not answer at {address} (no "
                        "response; pg_lsclusters says whether it is down); nothing "
                        "changed\n"), p.stderr
    assert p.stdout == "" and "Traceback" not in p.stderr


def test_the_postgresql_blocks_talk_to_the_cluster_of_the_bots_url(
        tmp_path: Path, postgres_server: pg_server.Server):
    """pg_dump, pg_isready and psql were called with no port: on a machine whose bots'
    cluster is not on 5432 the backup dumped, and the restore checked, another cluster.
    Now they take the port of the bots' DATABASE_URL (here the test server's, in a URL
    that names it as an operator writes it), over a PGPORT that names another one."""
    env, more = pg_env(postgres_server)
    a_real_game(tmp_path / "service")
    documented = blocks("postgres")
    (backup,) = [b for b in documented if "pg_dump" in b]
    (restore,) = [b for b in documented if "pg_restore --clean" in b]
    try:
        for b in documented[:documented.index(backup)]:  # the role, migrations, the move
            run_block(b, tmp_path, env, more=more)
        common = tmp_path / "etc" / "common.env"
        text = common.read_text()
        url = systemd_environment_file(text)["DATABASE_URL"]
        named = f"{url.partition('@')[0]}@localhost:{pg_server.PORT}/wordgames"
        common.write_text(text.replace(url, named))
        with socket.socket() as s:  # a port where no cluster is: the one PGPORT names
            s.bind(("127.0.0.1", 0))
            elsewhere = str(s.getsockname()[1])
        env.update(PGPORT=elsewhere)
        assert run_block(backup, tmp_path, env, more=more).startswith("backup: ")
        out = run_block(restore, tmp_path, env, more=more)
        assert out.startswith("restored "), out
    finally:
        postgres_server.psql("DROP DATABASE IF EXISTS wordgames")
        postgres_server.psql("DROP ROLE IF EXISTS wordgames")


def test_the_environment_files_are_settings_a_process_accepts(tmp_path: Path):
    files = environment_files(tmp_path)
    common = files.pop("common")
    assert sorted(files) == ["discord-0", "discord-1", "telegram-0", "telegram-1"]
    for name in ("common", *files):
        readable_by_the_service_alone(tmp_path / "etc" / f"{name}.env")
    # Random, made by the block: none of them a value printed on the page for everyone.
    assert re.fullmatch(r"postgresql://wordgames:[0-9a-f]{48}@localhost/wordgames",
                        common["DATABASE_URL"])
    secrets = [common["WEB_SECRET"], common["TELEGRAM_WEBHOOK_SECRET"]]
    assert all(re.fullmatch(r"[0-9a-f]{64}", s) for s in secrets) and len(set(secrets)) == 2
    # A leftover .env in the working directory, with another platform's token in it.
    leftover = tmp_path / ".env"
    leftover.write_text("TELEGRAM_TOKEN=123456:leftover\nDISCORD_TOKEN=leftover\n")
    ports = set()
    for own in files.values():
        settings = load_settings(leftover, {**common, **own})
        (platform,) = settings.platforms
        assert settings.runs(platform)
        other = "telegram" if platform == "discord" else "discord"
        assert not settings.runs(other)  # the leftover token starts nothing
        ports.add(settings.health_port or settings.telegram_webhook_port)
    assert ports == {9101, 9102, 8001, 8002}  # Prometheus's targets, below on the page
    discord = [load_settings(None, {**common, **files[f"discord-{i}"]}) for i in (0, 1)]
    assert {s.discord_shard_count for s in discord} == {8}
    assert sorted(i for s in discord for i in s.discord_shard_ids or ()) == list(range(8))
    # Run again, every file there is kept.
    before = {f: f.read_bytes() for f in (tmp_path / "etc").glob("*.env")}
    environment_files(tmp_path)
    assert {f: f.read_bytes() for f in (tmp_path / "etc").glob("*.env")} == before


def test_the_environment_file_made_from_env_example_is_accepted():
    """The template the single process's file points to for every other setting."""
    values = systemd_environment_file((ROOT / ".env.example").read_text())
    assert "DATABASE_PATH" in values
    load_settings(None, values)


def test_the_old_one_line_migrate_is_refused(tmp_path: Path):
    """Why the page exported first: its old one-line form passed an empty argument (the
    shell expands it before the assignment), and ``migrate`` reported success."""
    script = (f"DATABASE_URL=postgresql://a@b/c \\\n    {sys.executable} -m storage migrate "
              '"$DATABASE_URL"')
    p = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=shell_env(),
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "no database named" in p.stderr
    assert "up to date" not in p.stdout


# An editor, a password prompt, a question: a block that waits for them cannot be
# pasted and run as written.
WAITS = re.compile(r"\$\{?(VISUAL|EDITOR)\b|\b(nano|vim?|sensible-editor|editor)\s+/"
                   r"|--pwprompt|\bcreate(user|db)\b.*\s-[A-Za-z]*[PW]\b|\bpasswd\b"
                   r"|(^|[;&|]\s*)read\s", re.M)  # a read of its own, not a loop's
HEREDOC = re.compile(r"<<-?\s*'?(\w+)'?\n.*?^\1$", re.M | re.S)


def commands(block: str) -> str:
    """The block's command lines: without comments and the text of its here-documents
    (a file's contents, a program's input)."""
    return "\n".join(line.split(" #")[0] for line in HEREDOC.sub("", block).splitlines()
                     if not line.lstrip().startswith("#"))


def test_no_block_waits_for_a_terminal():
    waiting = [b for b in fenced("sh") if WAITS.search(commands(b))]
    assert not waiting, waiting


def test_no_block_puts_a_password_on_a_command_line():
    """``migrate-to 'postgresql://wordgames:PASSWORD@...'`` showed it to every user in
    ``ps``, and kept it in root's shell history."""
    with_password = re.compile(r"://[^\s/@:'\"]+:[^\s/@'\"]+@")
    shown = [b for b in fenced("sh") if with_password.search(commands(b))]
    assert not shown, shown


def test_the_one_process_sed_leaves_one_server_in_each_upstream():
    """One process behind the page's nginx site: its second servers (8002, 8102) had
    nothing behind them; the page's sed line takes them out, and nothing else."""
    (nginx,) = blocks("nginx")
    site = re.search(r"<<'EOF'\n(.*?)^EOF$", nginx, re.M | re.S)
    assert site is not None
    (line,) = [b for b in fenced("sh") if b.startswith("sed -i -E ")]
    command = line.split(" && ")[0].replace(" /etc/nginx/sites-available/wordgames", "")
    p = subprocess.run(["sh", "-c", command.replace("sed -i", "sed")], input=site[1],
                       capture_output=True, text=True, check=True)
    upstreams = re.findall(r"^upstream .*$", p.stdout, re.M)
    assert upstreams == ["upstream wordgames_telegram { server 127.0.0.1:8001 max_fails=0; }",
                         "upstream wordgames_web { server 127.0.0.1:8101; }"]
    rest = [ln for ln in site[1].splitlines() if not ln.startswith("upstream ")]
    assert [ln for ln in p.stdout.splitlines() if not ln.startswith("upstream ")] == rest
    # The one process's settings: the webhook on 8001 by default, the board on 8101.
    settings = load_settings(None, {"TELEGRAM_TOKEN": TELEGRAM, "WEB_PORT": "8101",
                                    "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/telegram",
                                    "WEB_URL": "https://bot.example.org"})
    assert (settings.telegram_webhook_port, settings.web_port) == (8001, 8101)


def test_the_cluster_block_starts_only_the_bots_cluster(tmp_path: Path):
    """It started every cluster that said down: a machine's other PostgreSQL servers (an
    old release kept after an upgrade, another application's) came up with it.  Now the
    one on port 5432 alone, and nothing when it runs."""
    (block,) = [b for b in fenced("sh") if "pg_lsclusters --no-header" in b]
    commands = "\n".join(line for line in block.splitlines()
                          if not line.startswith("apt-get install"))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    started = tmp_path / "started"
    (bin_dir / "pg_ctlcluster").write_text(f'#!/bin/sh\necho "$*" >>{started}\n')
    for status in ("down", "online"):
        (bin_dir / "pg_lsclusters").write_text(
            "#!/bin/sh\n"
            '[ "$1" = --no-header ] || echo "Ver Cluster Port Status Owner    Data '
            'directory              Log file"\n'
            f"echo '13  main    5433 down   postgres /var/lib/postgresql/13/main "
            "/var/log/postgresql/postgresql-13-main.log'\n"
            f"echo '15  main    5432 {status} postgres /var/lib/postgresql/15/main "
            "/var/log/postgresql/postgresql-15-main.log'\n"
            "echo '15  other   5434 down   postgres /var/lib/postgresql/15/other "
            "/var/log/postgresql/postgresql-15-other.log'\n")
        for tool in bin_dir.iterdir():
            tool.chmod(0o755)
        started.unlink(missing_ok=True)
        p = subprocess.run(["bash", "-euo", "pipefail", "-c", commands], cwd=tmp_path,
                           env={**shell_env(), "PATH": f"{bin_dir}:{os.environ['PATH']}"},
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 0, p.stderr
        said = started.read_text() if started.exists() else ""
        assert said == ("15 main start\n" if status == "down" else ""), said


def test_the_polling_sed_makes_the_telegram_path_a_plain_404():
    """With polling there is no webhook worker: the page's line deleted the upstream and
    the proxy line both, and nginx then looked for /telegram on its disk, logging an
    error for each request.  Now the path is a ``return 404`` and the upstream goes."""
    (nginx,) = blocks("nginx")
    site = re.search(r"<<'EOF'\n(.*?)^EOF$", nginx, re.M | re.S)
    assert site is not None
    (line,) = [b for b in fenced("sh")
               if b.startswith("sed -i") and "wordgames_telegram/d" in b]
    command = line.split(" && ")[0].replace(" /etc/nginx/sites-available/wordgames", "")
    p = subprocess.run(["sh", "-c", command.replace("sed -i", "sed", 1)], input=site[1],
                       capture_output=True, text=True, check=True)
    assert "wordgames_telegram" not in p.stdout
    assert "    location /telegram { return 404; }" in p.stdout.splitlines()
    assert len(p.stdout.splitlines()) == len(site[1].splitlines()) - 1  # the upstream


def test_no_sed_of_the_site_comes_before_the_block_that_writes_it():
    """The page gave the polling and one-process seds of the nginx site before the block
    that writes /etc/nginx/sites-available/wordgames: pasted in order, sed found no file.
    (The no-web-board sed, the third, comes after it too.)"""
    shell = fenced("sh")
    (writes,) = [i for i, b in enumerate(shell)
                 if "cat >/etc/nginx/sites-available/wordgames" in b]
    edits = [i for i, b in enumerate(shell)
             if b.startswith("sed -i") and "sites-available/wordgames" in b]
    assert len(edits) == 3 and all(i > writes for i in edits), (writes, edits)
    doc = (ROOT / "docs" / "deploy.md").read_text()
    starting = doc.index("### Starting them")
    assert "the nginx site of \"Web board\" below" in doc[starting:starting + 400]


NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


@pytest.mark.parametrize("certificate", ["none", "unreadable by nginx", "good"])
def test_the_nginx_block_changes_nothing_until_the_site_passes(tmp_path: Path,
                                                               certificate: str):
    """The block enabled the site and deleted Debian's default site before ``nginx -t``:
    without a certificate nginx was left broken (and certbot's --nginx without the
    default site).  Now: no certificate, nothing changed; a site nginx -t refuses,
    disabled again, the default site kept, no reload; a good one enabled, the default
    site removed, nginx reloaded.  Run as written, with this machine's nginx checking
    the folders put in for /etc/nginx and /etc/letsencrypt."""
    if not os.path.exists(NGINX):
        pytest.skip("no nginx (Debian's nginx package; scripts/test.sh installs it)")
    etc = tmp_path / "nginx"
    for name in ("sites-available", "sites-enabled", "run"):
        (etc / name).mkdir(parents=True)
    temp = "\n".join(f"    {kind}_temp_path {etc / 'run' / kind};"
                     for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (etc / "nginx.conf").write_text(
        f"pid {etc / 'run' / 'nginx.pid'};\nerror_log {etc / 'run' / 'error.log'};\n"
        f"events {{}}\nhttp {{\n    access_log off;\n{temp}\n"
        f"    include {etc / 'sites-enabled'}/*;\n}}\n")
    (etc / "sites-available" / "default").write_text(
        "server { listen 80 default_server; root /nonexistent; }\n")
    (etc / "sites-enabled" / "default").symlink_to(etc / "sites-available" / "default")
    live = tmp_path / "letsencrypt" / "live" / "bot.example.org"
    live.mkdir(parents=True)
    if certificate == "good":
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                        "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2", "-subj",
                        "/CN=bot.example.org", "-keyout", str(live / "privkey.pem"),
                        "-out", str(live / "fullchain.pem")], check=True,
                       capture_output=True)
    elif certificate == "unreadable by nginx":
        for name in ("fullchain.pem", "privkey.pem"):
            (live / name).write_text("not a certificate\n")
    calls = etc / "run" / "calls"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "nginx").write_text(  # -t checks for real; the reload is recorded
        "#!/bin/sh\n"
        f'if [ "$1" = -t ]; then exec {NGINX} -t -c {etc / "nginx.conf"} -p {etc}/ '
        f'-e {etc / "run" / "error.log"}; fi\necho "$*" >>{calls}\n')
    (bin_dir / "nginx").chmod(0o755)
    (block,) = blocks("nginx")
    script = local(block, tmp_path, more={
        "/etc/nginx": str(etc), "/etc/letsencrypt": str(tmp_path / "letsencrypt"),
        "/run/systemd/system": str(tmp_path / "no-systemd")})
    p = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path,
                       env=shell_env(PATH=f"{bin_dir}:{os.environ['PATH']}"),
                       capture_output=True, text=True, timeout=60)
    enabled = sorted(f.name for f in (etc / "sites-enabled").iterdir())
    reloads = calls.read_text() if calls.exists() else ""
    if certificate == "good":
        assert p.returncode == 0, p.stderr
        assert enabled == ["wordgames"]
        assert reloads == "-s reload\n"
        assert p.stdout == "site: enabled, the default site removed, nginx reloaded\n"
        return
    assert p.returncode == 1, p.stderr
    assert enabled == ["default"] and reloads == ""
    last = p.stderr.strip().splitlines()[-1]
    if certificate == "none":
        assert last == (f"site: no certificate in {live} (run the certbot block above "
                        "first); nothing changed")
        assert not (etc / "sites-available" / "wordgames").exists()
    else:
        assert last == ("site: nginx -t refuses it (the lines above say why); disabled "
                        "again, the default site kept, nginx not reloaded")
        assert "nginx: [emerg]" in p.stderr
