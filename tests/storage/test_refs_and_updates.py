"""Issue 26, on both backends: a message's ref found from its chat without the thread (a
Telegram reaction names no forum topic), refs stored before that found too, and the
platform updates already taken, claimed once by whichever of two repositories on one
database asks first."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]
import pytest

from storage import GameRecord, Repository, SeatRecord, Write, open_postgres, open_repository
from storage import postgres as pg_backend
from storage import sqlite as sqlite_backend

TOPIC = "telegram:-1005555:42"
DAY = 86400.0


def lobby(chat: str) -> GameRecord:
    return GameRecord(chat_key=chat, ruleset="english", options={}, language="en",
                      seed="s1", creator="telegram:1", seats=[SeatRecord("telegram:1", "A")])


async def open_two(backend: str, tmp_path: Path, request: pytest.FixtureRequest,
                   ) -> tuple[Repository, Repository]:
    """Two repositories on one database, as two processes have."""
    if backend == "sqlite":
        return (await open_repository(tmp_path / "bot.db"),
                await open_repository(tmp_path / "bot.db"))
    url = request.getfixturevalue("pg_url")
    return await open_postgres(url), await open_postgres(url)


@pytest.fixture(params=["sqlite", "postgres"])
async def repos(request, tmp_path):  # type: ignore[no-untyped-def]
    a, b = await open_two(request.param, tmp_path, request)
    yield a, b
    await a.close()
    await b.close()


async def test_a_message_is_found_from_its_chat_without_the_topic(repos):  # type: ignore[no-untyped-def]
    a, b = repos
    g = await a.commit(Write(lobby(TOPIC), now=1.0))
    await a.save_ref(TOPIC, "700", g.id, "m:1:0", 2.0)
    # the other process, asked with the chat alone (no topic), finds the topic
    assert await b.find_message("telegram:-1005555:", "700") == (TOPIC, g.id, "m:1:0")
    assert await b.find_message(TOPIC, "700") == (TOPIC, g.id, "m:1:0")
    assert await b.find_message("telegram:-1005555:", "701") is None
    # another chat whose id starts the same is another chat
    assert await b.find_message("telegram:-10055551:", "700") is None
    assert await b.find_message("telegram:-100555:", "700") is None


async def test_an_update_is_claimed_once_by_two_repositories(repos):  # type: ignore[no-untyped-def]
    a, b = repos
    source = "telegram:777"
    results = await asyncio.gather(*(r.claim_update(source, 11, 100.0, DAY)
                                     for r in (a, b, a, b)))
    assert sorted(results) == [False, False, False, True]
    assert await b.claim_update(source, 12, 101.0, DAY)
    assert await a.claim_update("telegram:778", 11, 101.0, DAY)  # another bot's update 11
    # within the window it stays claimed; a day later it is forgotten
    assert not await a.claim_update(source, 11, 100.0 + DAY - 1, DAY)
    assert await b.claim_update(source, 13, 100.0 + DAY + 1, DAY)
    assert await a.claim_update(source, 11, 100.0 + DAY + 2, DAY)


async def test_a_chats_claimed_updates_wait_until_handled(repos):  # type: ignore[no-untyped-def]
    """Issue ord30: a claim names its chat; a later update of that chat finds the first
    earlier one not handled (claimed since ``since``), by either repository, until it is
    handled; another chat's, a claim without a chat and an older claim are not found."""
    a, b = repos
    source, chat = "telegram:777", "telegram:-1005555:"
    assert await a.claim_update(source, 20, 100.0, DAY, chat)
    assert await a.claim_update(source, 21, 101.0, DAY, chat)
    assert await a.claim_update(source, 22, 101.0, DAY, "telegram:-1006666:")
    assert await a.claim_update(source, 23, 101.0, DAY)  # no chat: nothing waits for it
    assert await b.earlier_update(source, chat, 24, 0.0) == (20, 100.0)
    assert await b.earlier_update(source, chat, 21, 0.0) == (20, 100.0)
    assert await b.earlier_update(source, chat, 20, 0.0) is None
    assert await b.earlier_update(source, chat, 24, 100.5) == (21, 101.0)  # 20: too old
    await a.update_handled(source, 20)
    assert await b.earlier_update(source, chat, 24, 0.0) == (21, 101.0)
    await b.update_handled(source, 21)
    assert await a.earlier_update(source, chat, 24, 0.0) is None
    assert await a.earlier_update("telegram:778", chat, 24, 0.0) is None


async def test_an_acknowledged_update_is_kept_until_handled_and_taken_up_once(repos):  # type: ignore[no-untyped-def]
    """Issue 26, nothing acknowledged is lost: a claim keeps the update's body until it is
    handled.  While its owner's lease runs, no one else takes it up; once it has lapsed
    (the owner was killed), exactly one of two repositories asking at once does, by id;
    its owner's renewal keeps it; handled, its body is gone and no one takes it up."""
    a, b = repos
    source, chat = "telegram:777", "telegram:-1005555:"
    assert await a.claim_update(source, 31, 100.0, DAY, chat, '{"update_id": 31}', 130.0)
    assert await a.claim_update(source, 30, 100.0, DAY, chat, '{"update_id": 30}', 130.0)
    assert await a.claim_update(source, 32, 100.0, DAY, None, '{"update_id": 32}', 130.0)
    assert await a.claim_update(source, 33, 100.0, DAY, chat)  # no body: nothing to take
    assert await b.pending_updates(source, 120.0, 150.0) == []  # a's lease runs
    await a.renew_updates(source, [32], 160.0)  # a still handles 32
    taken = await asyncio.gather(b.pending_updates(source, 131.0, 161.0),
                                 a.pending_updates(source, 131.0, 161.0))
    assert sorted(taken, key=len) == [[], [(30, '{\"update_id\": 30}', False),
                                           (31, '{\"update_id\": 31}', False)]]
    # taken up again: claimed anew, so a later update of the chat waits for it again
    assert await b.earlier_update(source, chat, 40, 131.0) == (30, 131.0)
    assert await a.pending_updates(source, 150.0, 180.0) == []  # leased to the taker
    await b.update_handled(source, 30)
    assert await a.pending_updates(source, 162.0, 190.0) == [(31, '{\"update_id\": 31}', False),
                                                             (32, '{\"update_id\": 32}', False)]
    # ``every``: whatever the leases (the start of the only process on the database)
    assert await b.pending_updates(source, 163.0, 193.0, every=True) == [
        (31, '{\"update_id\": 31}', False), (32, '{\"update_id\": 32}', False)]
    await a.update_handled(source, 31)
    await a.update_handled(source, 32)
    assert await b.pending_updates(source, 999.0, 999.0, every=True) == []
    assert await b.earlier_update(source, chat, 40, 0.0) == (33, 100.0)
    assert not await b.claim_update(source, 31, 200.0, DAY, chat, "{}", 230.0)  # once


async def test_an_updates_first_commit_marks_it_handled(repos):  # type: ignore[no-untyped-def]
    """The commit of the update's game change marks it handled in its own transaction:
    killed after that commit, the update is not handled again after the restart."""
    a, b = repos
    source = "telegram:777"
    assert await a.claim_update(source, 50, 100.0, DAY, TOPIC, '{"update_id": 50}', 130.0)
    assert await a.claim_update(source, 51, 100.0, DAY, TOPIC, '{"update_id": 51}', 130.0)
    await a.commit(Write(lobby(TOPIC), now=101.0, handled_update=(source, 50)))
    assert await b.pending_updates(source, 200.0, 230.0, every=True) == [
        (51, '{\"update_id\": 51}', False)]
    assert await b.earlier_update(source, TOPIC, 60, 0.0) == (51, 200.0)


async def test_a_released_update_is_taken_up_at_once_and_said_released(repos):  # type: ignore[no-untyped-def]
    """A worker that stops releases what it leaves (``release_updates``): another takes
    it up before its lease would have lapsed, and is told it was released, not lapsed
    (the operator is told of a clean stop at INFO, warned of a kill)."""
    a, b = repos
    source = "telegram:777"
    assert await a.claim_update(source, 70, 100.0, DAY, TOPIC, '{"update_id": 70}', 130.0)
    assert await a.claim_update(source, 71, 100.0, DAY, TOPIC, '{"update_id": 71}', 130.0)
    assert await b.pending_updates(source, 101.0, 131.0) == []  # a's leases run
    await a.release_updates(source, [70])
    assert await b.pending_updates(source, 102.0, 132.0) == [(70, '{"update_id": 70}', True)]
    assert await a.pending_updates(source, 131.0, 161.0) == [(71, '{"update_id": 71}', False)]
    # taken up, it is leased again: if its taker dies too, the next one is warned
    assert await a.pending_updates(source, 140.0, 170.0, every=True) == [
        (70, '{"update_id": 70}', False), (71, '{"update_id": 71}', False)]


def _sqlite_before(path: Path) -> None:
    """A SQLite file as the bot left it before issue 26's migration, with two refs."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
    for name, sql in sqlite_backend.migration_files():
        if name.startswith("0007"):
            break
        conn.executescript(sql)
        conn.execute("INSERT INTO schema_migrations VALUES (?, '')", (name,))
    conn.execute("INSERT INTO games (id, chat_key, ruleset, options, language, seed, creator,"
                 " status, meta, version, created_at, updated_at) VALUES (1, ?, 'english', "
                 "'{}', 'en', 's', 'c', 'lobby', '{}', 1, 0, 0)", (TOPIC,))
    conn.executemany("INSERT INTO message_refs (chat_key, message_id, game_id, ref, at) "
                     "VALUES (?, ?, 1, ?, 0)", [(TOPIC, "700", "m:1:0"),
                                                ("discord:55:", "800", "m:1:1")])
    conn.commit()
    conn.close()


async def _postgres_before(url: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE schema_migrations "
                           "(name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)")
        for name, sql in pg_backend.migration_files():
            if name.startswith("0006"):
                break
            await conn.execute(sql)
            await conn.execute("INSERT INTO schema_migrations VALUES ($1, now())", name)
        await conn.execute(
            "INSERT INTO games (id, chat_key, ruleset, options, language, seed, creator, "
            "status, meta, version, created_at, updated_at) VALUES (1, $1, 'english', '{}', "
            "'en', 's', 'c', 'lobby', '{}', 1, 0, 0)", TOPIC)
        await conn.executemany(
            "INSERT INTO message_refs (chat_key, message_id, game_id, ref, at) "
            "VALUES ($1, $2, 1, $3, 0)", [(TOPIC, "700", "m:1:0"),
                                          ("discord:55:", "800", "m:1:1")])
    finally:
        await conn.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_refs_stored_before_the_migration_are_found_by_their_chat(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    if backend == "sqlite":
        _sqlite_before(tmp_path / "bot.db")
        repo: Repository = await open_repository(tmp_path / "bot.db")
    else:
        url = request.getfixturevalue("pg_url")
        await _postgres_before(url)
        repo = await open_postgres(url)
    try:
        assert await repo.find_message("telegram:-1005555:", "700") == (TOPIC, 1, "m:1:0")
        assert await repo.find_message("discord:55:", "800") == ("discord:55:", 1, "m:1:1")
    finally:
        await repo.close()
