"""The SQLite repository on real files in tmp_path."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from storage import (
    ChatRecord,
    Deadline,
    GameExists,
    GameRecord,
    SeatRecord,
    SqliteRepository,
    VersionConflict,
    VoteRecord,
    Write,
    open_repository,
)


def lobby(chat: str = "console:c:") -> GameRecord:
    return GameRecord(chat_key=chat, ruleset="english", options={"rack_size": 8},
                      language="en", seed="s1", creator="console:ann",
                      seats=[SeatRecord("console:ann", "Ann", joined=0)])


@pytest.fixture
async def repo(tmp_path):
    r = await open_repository(tmp_path / "bot.db")
    yield r
    await r.close()


async def test_migrations_wal_and_reopen(tmp_path):
    path = tmp_path / "bot.db"
    r = await open_repository(path)
    assert await r.applied_migrations() == ["0001_initial.sql", "0002_heartbeat.sql",
                                             "0003_ratings.sql", "0004_log_as_rows.sql"]
    await r.commit(Write(lobby(), now=1.0))
    await r.close()
    r2 = await open_repository(path)  # migrations are not applied twice
    assert await r2.applied_migrations() == ["0001_initial.sql", "0002_heartbeat.sql",
                                             "0003_ratings.sql", "0004_log_as_rows.sql"]
    g = await r2.open_game("console:c:")
    assert g is not None and g.options == {"rack_size": 8} and g.seats[0].name == "Ann"
    await r2.close()
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.close()


async def test_version_conflict_writes_nothing(repo: SqliteRepository):
    g = await repo.commit(Write(lobby(), now=1.0))
    assert g.version == 1
    stale = await repo.open_game("console:c:")
    assert stale is not None
    g.seats.append(SeatRecord("console:bob", "Bob", joined=1))
    await repo.commit(Write(g, now=2.0))
    before = await repo.table_dump()
    stale.status = "cancelled"
    stale.seats = []
    with pytest.raises(VersionConflict):
        await repo.commit(Write(stale, now=3.0, deadlines=[Deadline(1, "move", 9.0)]))
    assert await repo.table_dump() == before


async def test_one_open_game_per_chat(repo: SqliteRepository):
    await repo.commit(Write(lobby(), now=1.0))
    before = await repo.table_dump()
    with pytest.raises(GameExists):
        await repo.commit(Write(lobby(), now=2.0))
    assert await repo.table_dump() == before
    other = await repo.commit(Write(lobby("console:other:"), now=2.0))
    assert other.id == 2


async def test_log_deadlines_votes_refs(repo: SqliteRepository):
    g = await repo.commit(Write(lobby(), now=1.0))
    g.status = "active"
    g.state = {"log": [{"a": "place", "seat": 0, "move": "8H AB"}, {"a": "undo_request"}]}
    g = await repo.commit(Write(g, now=2.0, deadlines=[Deadline(g.id, "undo", 12.0),
                                                       Deadline(g.id, "move", 62.0, 1)],
                                votes=[VoteRecord("g1:m0", "console:bob", "accept", 2.0)]))
    assert await repo.next_deadline() == 12.0
    assert [d.kind for d in await repo.due(12.0)] == ["undo"]
    assert await repo.due(11.9) == []
    # Undo by consent: the log is cut back to 0 actions and a new move follows.
    g.state = {"log": [{"a": "pass", "seat": 0}]}
    g = await repo.commit(Write(g, now=3.0, log_keep=0, deadlines=[]))
    assert await repo.moves(g.id) == [{"a": "pass", "seat": 0}]
    assert len(await repo.moves(g.id, include_undone=True)) == 3
    assert await repo.next_deadline() is None
    assert [v.voter for v in await repo.votes(g.id)] == ["console:bob"]
    await repo.save_ref("console:c:", "m17", g.id, "g1:m0", 3.0)
    assert await repo.find_ref("console:c:", "m17") == (g.id, "g1:m0")
    assert await repo.find_ref("console:c:", "nope") is None


async def test_concurrent_commits_one_wins(repo: SqliteRepository):
    g = await repo.commit(Write(lobby(), now=1.0))
    copies = [await repo.game(g.id) for _ in range(10)]
    for i, c in enumerate(copies):
        assert c is not None
        c.seats.append(SeatRecord(f"console:p{i}", f"P{i}", joined=i + 1))

    async def attempt(c: GameRecord) -> bool:
        try:
            await repo.commit(Write(c, now=2.0))
            return True
        except VersionConflict:
            return False

    results = await asyncio.gather(*(attempt(c) for c in copies))  # type: ignore[arg-type]
    assert results.count(True) == 1
    final = await repo.game(g.id)
    assert final is not None and final.version == 2 and len(final.seats) == 2


async def test_chat_language_set_kept_and_replaced(repo: SqliteRepository):
    """Issue 16: a chat remembers its language: a game's commit sets it, a write that does
    not know it (None) keeps it, /lang replaces it."""
    key = "console:c:"
    assert await repo.chat_language(key) is None
    await repo.commit(Write(lobby(key), now=1.0, chat=ChatRecord(key, "console", "c", None, "pl")))
    assert await repo.chat_language(key) == "pl"
    await repo.set_chat_language(ChatRecord(key, "console", "c", None, None), 2.0)
    assert await repo.chat_language(key) == "pl"
    await repo.set_chat_language(ChatRecord(key, "console", "c", None, "bg"), 3.0)
    assert await repo.chat_language(key) == "bg"
    assert await repo.chat_language("console:other:") is None
