"""The SQLite repository on real files in tmp_path."""

from __future__ import annotations

import sqlite3

import pytest

from storage import (
    ChatRecord,
    GameRecord,
    SeatRecord,
    SqliteRepository,
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
                                             "0003_ratings.sql", "0004_log_as_rows.sql",
                                             "0005_history_as_rows.sql",
                                             "0006_owed_shifts.sql",
                                             "0007_message_chats_and_seen_updates.sql",
                                             "0008_server_settings.sql",
                                             "0009_update_order.sql",
                                             "0010_update_bodies.sql",
                                             "0011_platform_outages.sql",
                                             "0012_platform_outage_ends.sql"]
    await r.commit(Write(lobby(), now=1.0))
    await r.close()
    r2 = await open_repository(path)  # migrations are not applied twice
    assert await r2.applied_migrations() == ["0001_initial.sql", "0002_heartbeat.sql",
                                             "0003_ratings.sql", "0004_log_as_rows.sql",
                                             "0005_history_as_rows.sql",
                                             "0006_owed_shifts.sql",
                                             "0007_message_chats_and_seen_updates.sql",
                                             "0008_server_settings.sql",
                                             "0009_update_order.sql",
                                             "0010_update_bodies.sql",
                                             "0011_platform_outages.sql",
                                             "0012_platform_outage_ends.sql"]
    g = await r2.open_game("console:c:")
    assert g is not None and g.options == {"rack_size": 8} and g.seats[0].name == "Ann"
    await r2.close()
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.close()


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
