"""What only the PostgreSQL repository does: its migrations, the chat lock across
connections, and deadline claims with a lease."""

from __future__ import annotations

import asyncio
import json

import pytest

from storage import (
    DeadlineRecord,
    GameRecord,
    SeatRecord,
    Write,
    open_database,
    open_postgres,
    open_repository,
)
from storage.migrate import migrate_to
from storage.postgres import PostgresRepository


def lobby(chat: str = "console:c:") -> GameRecord:
    return GameRecord(chat_key=chat, ruleset="english", options={}, language="en",
                      seed="s1", creator="console:ann",
                      seats=[SeatRecord("console:ann", "Ann", joined=0)])


MIGRATIONS = ["0001_initial.sql", "0002_heartbeat.sql", "0003_ratings.sql",
              "0004_history_as_rows.sql", "0005_owed_shifts.sql",
              "0006_message_chats_and_seen_updates.sql", "0007_server_settings.sql",
              "0008_update_order.sql", "0009_update_bodies.sql",
              "0010_platform_outages.sql", "0011_platform_outage_ends.sql"]


async def test_migrations_once_even_when_processes_start_together(pg_url: str):
    repos = await asyncio.gather(*(open_postgres(pg_url) for _ in range(4)))
    try:
        for r in repos:
            assert await r.applied_migrations() == MIGRATIONS
        again = await open_database(pg_url)
        assert isinstance(again, PostgresRepository)
        assert await again.applied_migrations() == MIGRATIONS
        await again.close()
    finally:
        for r in repos:
            await r.close()


async def test_chat_lock_excludes_another_connection(pg_url: str):
    a, b = await open_postgres(pg_url), await open_postgres(pg_url)
    order: list[str] = []
    try:
        async with a.chat_lock("console:c:"):
            waiting = asyncio.create_task(_locked(b, "console:c:", order))
            other = asyncio.create_task(_locked(b, "console:other:", order))
            await other  # another chat is not held up
            await asyncio.sleep(0.2)
            assert not waiting.done()
            order.append("a-done")
        await waiting
        assert order == ["console:other:", "a-done", "console:c:"]
    finally:
        await a.close()
        await b.close()


async def _locked(repo: PostgresRepository, chat: str, order: list[str]) -> None:
    async with repo.chat_lock(chat):
        order.append(chat)


async def test_a_due_deadline_is_claimed_by_one_repository_until_its_lease_lapses(
        pg_url: str):
    a = await open_postgres(pg_url, lease=10.0)
    b = await open_postgres(pg_url, lease=10.0)
    try:
        g = await a.commit(Write(lobby(), now=1.0))
        assert g.id is not None
        await a.commit(Write(g, now=2.0, deadlines=[DeadlineRecord(g.id, "window", 5.0)]))
        assert await a.due(4.0) == []
        claims = await asyncio.gather(a.due(6.0), b.due(6.0))
        assert sorted(len(c) for c in claims) == [0, 1]
        assert await b.due(7.0) == []  # still held
        assert await b.next_deadline() == 16.0  # the lease's end: nothing due before
        assert [d.kind for d in await b.due(16.0)] == ["window"]  # lapsed: another fires it
        # The commit that fires a deadline replaces the game's deadlines, lease and all.
        await a.commit(Write(g, now=17.0, deadlines=[DeadlineRecord(g.id, "window", 30.0)]))
        assert await a.next_deadline() == 30.0
    finally:
        await a.close()
        await b.close()


@pytest.mark.parametrize("url", ["postgresql://x@/y", "postgres://x@/y"])
def test_urls_choose_postgres(url: str):
    from storage import is_postgres_url
    assert is_postgres_url(url)
    assert not is_postgres_url("wordgames.sqlite3")


async def test_the_chat_lock_is_reentrant_for_its_chat_only(pg_url: str):
    a, b = await open_postgres(pg_url), await open_postgres(pg_url)
    try:
        async with a.chat_lock("console:c:"):
            async with a.chat_lock("console:c:"):  # a nested run of the same chat
                pass
            async with a.chat_lock("console:d:"):  # another chat: locked for real
                blocked = asyncio.create_task(_locked(b, "console:d:", []))
                await asyncio.sleep(0.2)
                assert not blocked.done()
            await asyncio.wait_for(blocked, 5)
    finally:
        await a.close()
        await b.close()


async def test_a_command_cancelled_while_waiting_for_a_chat_leaves_no_lock_behind(
        pg_url: str):
    # The pool no longer resets a connection given back (a round trip per command): a
    # waiter cancelled in pg_advisory_lock may have been granted the lock as the cancel
    # came, so its connection is closed rather than given back with the lock.
    a, b = await open_postgres(pg_url), await open_postgres(pg_url, min_size=1, max_size=1)
    try:
        before = await b.pool.fetchval("SELECT pg_backend_pid()")
        async with a.chat_lock("console:c:"):
            waiting = asyncio.create_task(_locked(b, "console:c:", []))
            await asyncio.sleep(0.2)
            waiting.cancel()
            with pytest.raises(asyncio.CancelledError):
                await waiting
        # b's only connection was closed and is opened again; the chat is free for both.
        assert await b.pool.fetchval("SELECT pg_backend_pid()") != before
        await asyncio.wait_for(_locked(b, "console:c:", []), 5)
        await asyncio.wait_for(_locked(a, "console:c:", []), 5)
        async with b.chat_lock("console:c:"):  # and b's lock still excludes a
            blocked = asyncio.create_task(_locked(a, "console:c:", []))
            await asyncio.sleep(0.2)
            assert not blocked.done()
        await asyncio.wait_for(blocked, 5)
    finally:
        await a.close()
        await b.close()


async def test_a_locked_command_that_fails_frees_its_chat_and_keeps_its_connection(
        pg_url: str):
    a, b = await open_postgres(pg_url, min_size=1, max_size=1), await open_postgres(pg_url)
    try:
        with pytest.raises(RuntimeError):
            async with a.chat_lock("console:c:"):
                async with a._conn() as conn:  # the lock's own connection
                    pid = await conn.fetchval("SELECT pg_backend_pid()")
                raise RuntimeError("a handler's bug")
        await asyncio.wait_for(_locked(b, "console:c:", []), 5)
        async with a.pool.acquire() as conn:  # the same session, unlocked, not closed
            assert await conn.fetchval("SELECT pg_backend_pid()") == pid
            assert await conn.fetchval(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' "
                "AND pid = pg_backend_pid()") == 0
    finally:
        await a.close()
        await b.close()


async def test_history_inside_the_state_is_migrated_to_rows(pg_url: str):
    """0004_history_as_rows on a database the bot wrote before it: the lines go to
    ``turns`` in order, the state keeps their number, and the game reads back the same."""
    history = [{"seat": 0, "kind": "place", "move": "8H AB", "score": 4, "rack": "ABCDEFG",
                "total": 4, "words": [["AB", 4]]},
               {"seat": 1, "kind": "pass", "move": "-", "score": 0, "rack": "HIJKLMN",
                "total": 0, "words": []}]
    repo = await open_postgres(pg_url)
    try:
        g = await repo.commit(Write(lobby(), now=1.0))
        g.status = "active"
        g.state = {"log": [{"a": "pass", "seat": 0}], "history": history, "turn": 1}
        g = await repo.commit(Write(g, now=2.0))
        assert g.id is not None
        async with repo.pool.acquire() as conn:  # back to the shape before 0004
            await conn.execute("UPDATE games SET state=$1 WHERE id=$2",
                               '{"turn": 1, "history": ' + json.dumps(history) + "}", g.id)
            await conn.execute("DROP TABLE turns")
            await conn.execute(
                "DELETE FROM schema_migrations WHERE name='0004_history_as_rows.sql'")
    finally:
        await repo.close()
    repo = await open_postgres(pg_url)
    try:
        async with repo.pool.acquire() as conn:
            raw = json.loads(await conn.fetchval("SELECT state FROM games WHERE id=$1", g.id))
            rows = await conn.fetch("SELECT idx, turn FROM turns WHERE game_id=$1 ORDER BY idx",
                                    g.id)
        assert raw == {"turn": 1, "history": 2}
        assert [(r[0], json.loads(r[1])) for r in rows] == list(enumerate(history))
        again = await repo.game(g.id)
        assert again is not None and again.state == {
            "turn": 1, "history": history, "log": [{"a": "pass", "seat": 0}]}
    finally:
        await repo.close()


async def test_migrate_to_keeps_the_shift_ids_growing(pg_url: str, tmp_path):
    """A game's meta keeps the id of the last downtime shift it was moved by: after the
    move to PostgreSQL the next shift's id must be past every id SQLite gave (a smaller
    one would be taken for a shift already applied), and one still owed is still owed."""
    lite = await open_repository(tmp_path / "bot.db")
    g = await lite.commit(Write(GameRecord(chat_key="console:c:", ruleset="english",
                                           options={}, language="en", seed="s1",
                                           creator="console:ann"), now=1.0))
    await lite.commit(Write(g, now=2.0, deadlines=[DeadlineRecord(g.id, "move", 60.0)]))  # type: ignore[arg-type]
    await lite.heartbeat(10.0)
    settled = []
    for at in (1000.0, 2000.0, 3000.0):  # three outages, each settled
        await lite.replace_heartbeat(at, owe_after=90.0)
        settled += [o.id for o in await lite.claim_shifts(at, 10)]
        await lite.settle_shifts(settled[-1:])
    await lite.replace_heartbeat(4000.0, owe_after=90.0)  # and one still owed
    await lite.close()
    copied = await migrate_to(pg_url, tmp_path / "bot.db")
    assert copied.counts["owed_shifts"] == 1
    pg = await open_postgres(pg_url)
    try:
        (owed,) = await pg.claim_shifts(4000.0, 10)
        assert owed.id > max(settled) and owed.seconds == 1000.0
        await pg.settle_shifts([owed.id])
        await pg.replace_heartbeat(9000.0, owe_after=90.0)
        (later,) = await pg.claim_shifts(9000.0, 10)
        assert later.id > owed.id
    finally:
        await pg.close()


async def test_a_commit_between_a_games_row_and_its_lines_is_read_again(pg_url: str):
    """A reader outside the chat's lock (the timer's ``due``) reads a game's row, and
    another process commits before its lines are read: the reader gets the game at one
    version (the newer), never a mix that looks unreadable."""
    from storage.postgres import GAME_COLUMNS

    writer, reader = await open_postgres(pg_url), await open_postgres(pg_url)
    try:
        g = await writer.commit(Write(lobby(), now=1.0))
        g.status = "active"
        g.state = {"log": [{"a": "pass", "seat": 0}],
                   "history": [{"seat": 0, "kind": "pass", "move": "0"}]}
        g = await writer.commit(Write(g, now=2.0))
        async with reader.pool.acquire() as conn:
            stale = await conn.fetch(f"SELECT {GAME_COLUMNS} FROM games g WHERE id=$1", g.id)
            # another process's command lands here: one more action and history line
            assert g.state is not None
            g.state["log"].append({"a": "pass", "seat": 1})
            g.state["history"].append({"seat": 1, "kind": "pass", "move": "1"})
            g = await writer.commit(Write(g, now=3.0, log_keep=1, history_keep=1))
            [got] = await reader._load_games(conn, stale)
        assert got.version == g.version == 3
        assert got.state is not None and len(got.state["log"]) == 2
        assert len(got.state["history"]) == 2
    finally:
        await writer.close()
        await reader.close()


async def test_migrate_to_copies_the_server_settings(pg_url: str, tmp_path):
    """A server's /threads setting is not derived from anything: the move keeps it."""
    lite = await open_repository(tmp_path / "bot.db")
    await lite.set_server_threads("discord:1", False, 5.0)
    await lite.close()
    copied = await migrate_to(pg_url, tmp_path / "bot.db")
    assert copied.counts["server_settings"] == 1
    pg = await open_postgres(pg_url)
    try:
        assert await pg.server_threads("discord:1") is False
    finally:
        await pg.close()
