"""Issue 13, items 3 and 15: a database that cannot be used ends the process with one line
and a non-zero status (it used to hang on aiosqlite's thread), a commit that fails on a
full disk leaves nothing open and the next one succeeds, and a newer schema is refused."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import storage.sqlite
from storage import (
    GameRecord,
    SchemaTooNew,
    SeatRecord,
    SqliteRepository,
    StorageUnavailable,
    Write,
    open_repository,
)

ROOT = Path(__file__).resolve().parents[2]


def lobby(chat: str = "console:c:", seed: str = "s1") -> GameRecord:
    return GameRecord(chat_key=chat, ruleset="english", options={}, language="en",
                      seed=seed, creator="console:ann",
                      seats=[SeatRecord("console:ann", "Ann", joined=0)])


def run_console(db: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot console --db DB`` with nothing to read; it must end by itself."""
    env = {**os.environ, "DISCORD_TOKEN": "", "TELEGRAM_TOKEN": ""}
    try:
        return subprocess.run([sys.executable, "-m", "bot", "console", "--db", db, "--quiet"],
                              cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True,
                              text=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail("the process hung on a database it cannot use")


def assert_one_line(proc: subprocess.CompletedProcess[str], db: str, words: str) -> None:
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert db in lines[0] and words in lines[0], lines[0]


async def test_item3_corrupt_database_exits_with_one_line(tmp_path):
    db = tmp_path / "corrupt.db"
    db.write_bytes(b"this is not a database" * 200)
    assert_one_line(run_console(str(db)), str(db), "is not a SQLite database")


async def test_item3_truncated_database_exits_with_one_line(tmp_path):
    db = tmp_path / "truncated.db"
    repo = await open_repository(db)
    for i in range(300):
        await repo.commit(Write(lobby(f"console:c{i}:", "x" * 500), now=1.0))
    await repo.close()
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])
    assert_one_line(run_console(str(db)), str(db),
                    f"is truncated: {len(data) // 2:,} bytes of the {len(data):,} its header "
                    "records")


async def test_item3_read_only_database_is_refused_at_start(tmp_path):
    db = tmp_path / "ro.db"
    repo = await open_repository(db)
    await repo.close()
    uri = f"file:{db}?mode=ro"
    with pytest.raises(StorageUnavailable, match="cannot be written"):
        await open_repository(uri)
    assert_one_line(run_console(uri), uri, "cannot be written (attempt to write a readonly")


async def test_item3_failing_migration_closes_the_connection(tmp_path, monkeypatch):
    good = storage.sqlite.migration_files()
    monkeypatch.setattr(storage.sqlite, "migration_files",
                        lambda: [*good, ("0999_broken.sql", "CREATE TABLE games (x);")])
    repo = SqliteRepository(tmp_path / "m.db")
    with pytest.raises(StorageUnavailable, match=r"m\.db"):
        await repo.open()
    assert repo._db is None  # closed: no thread left to keep the process alive


async def test_item3_full_disk_at_commit_leaves_no_open_transaction(tmp_path, monkeypatch):
    repo = await open_repository(tmp_path / "full.db")
    try:
        rec = await repo.commit(Write(lobby(), now=1.0))
        failures = iter([True])

        class FullAtCommit:  # the connection as the commit's one hand-off sees it
            def __init__(self, conn: sqlite3.Connection) -> None:
                self.conn = conn

            def execute(self, sql, *args):  # type: ignore[no-untyped-def]
                if sql == "COMMIT" and next(failures, False):
                    raise sqlite3.OperationalError("database or disk is full")
                return self.conn.execute(sql, *args)

            def __getattr__(self, name):  # type: ignore[no-untyped-def]
                return getattr(self.conn, name)

        real_run = repo._run

        async def run(fn):  # type: ignore[no-untyped-def]
            return await real_run(lambda conn: fn(FullAtCommit(conn)))

        monkeypatch.setattr(repo, "_run", run)
        rec.meta = {"n": 1}
        with pytest.raises(sqlite3.OperationalError, match="full"):
            await repo.commit(Write(rec, now=2.0))
        stored = await repo.game(rec.id or 0)
        assert stored is not None and stored.meta == {}  # nothing of it was kept
        stored.meta = {"n": 2}  # the disk has room again: the next write goes through
        await repo.commit(Write(stored, now=3.0))
        again = await repo.game(rec.id or 0)
        assert again is not None and again.meta == {"n": 2}
    finally:
        await repo.close()


async def test_item3_full_disk_is_reported_and_recovers(tmp_path):
    """A real SQLITE_FULL (the file may not grow): the write fails, nothing is half
    written, and once there is room the same write goes through."""
    repo = await open_repository(tmp_path / "cap.db")
    try:
        await repo.commit(Write(lobby(), now=1.0))
        async with repo.db.execute("PRAGMA page_count") as cur:
            pages = (await cur.fetchone())[0]
        await repo.db.execute(f"PRAGMA max_page_count={pages}")
        big = lobby("console:big:", "y" * 200_000)
        with pytest.raises(sqlite3.OperationalError, match="full"):
            await repo.commit(Write(big, now=2.0))
        assert await repo.open_game("console:big:") is None
        await repo.db.execute("PRAGMA max_page_count=1073741823")
        await repo.commit(Write(lobby("console:big:", "y" * 200_000), now=3.0))
        assert await repo.open_game("console:big:") is not None
    finally:
        await repo.close()


async def test_item15_newer_schema_is_refused(tmp_path):
    db = tmp_path / "newer.db"
    repo = await open_repository(db)
    await repo.db.execute("INSERT INTO schema_migrations VALUES ('0999_future.sql', 'x')")
    await repo.close()
    repo = SqliteRepository(db)
    with pytest.raises(SchemaTooNew, match="newer version"):
        await repo.open()
    assert repo._db is None
    assert_one_line(run_console(str(db)), str(db), "newer version")
