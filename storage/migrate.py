"""Moving a SQLite database to PostgreSQL (``python -m storage migrate-to URL``).

Every row of every table (the ratings included) is copied as it is (ids included, JSON
text byte for byte), in one PostgreSQL transaction, into a database whose schema this
backend's migrations made; then the identity sequences are moved past the copied ids and
the row counts of both sides are compared.  A target that already holds games is
refused: merging two bots' histories is not a copy.  One with no game is empty, whatever
a process that started there left (its heartbeat, the update ids it saw, a chat's
language): the copy replaces it, in the same transaction."""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no types

from storage import sqlite_lock
from storage.base import StorageUnavailable
from storage.postgres import PostgresRepository, open_postgres
from storage.sqlite import SqliteRepository, open_repository
from storage.sqlite_damage import DatabaseDamaged

# Parents before children (foreign keys), with the columns both schemas share.
TABLES: list[tuple[str, list[str]]] = [
    ("chats", ["key", "platform", "chat_id", "thread", "language", "updated_at"]),
    ("users", ["key", "platform", "user_id", "name", "language", "updated_at"]),
    ("games", ["id", "chat_key", "ruleset", "options", "language", "seed", "creator",
               "status", "state", "meta", "version", "created_at", "updated_at"]),
    ("seats", ["game_id", "user_key", "name", "team", "joined", "position", "rack"]),
    ("moves", ["game_id", "idx", "action", "undone", "at", "id"]),
    ("turns", ["game_id", "idx", "turn"]),
    ("votes", ["game_id", "target", "voter", "kind", "at"]),
    ("deadlines", ["game_id", "kind", "due_at", "seat"]),
    ("message_refs", ["chat_key", "message_id", "game_id", "ref", "at", "chat"]),
    ("results", ["game_id", "ruleset", "end_reason", "scores", "winners", "finished_at"]),
    ("heartbeat", ["id", "at"]),  # when the bot last ran: downtime is measured from it
    # Downtime shifts not yet settled (a bot stopped while moving games on): still owed.
    ("owed_shifts", ["id", "game_id", "seconds", "claimed_until"]),
    # A platform outage noted when the bot stopped: its games' deadlines still wait for
    # it to end (the downtime's shift moves its start on).
    ("platform_outages", ["platform", "since", "ended"]),
    # Ratings (issue 18): rebuildable from games and results, but copied as they are, so
    # that nothing needs rebuilding after the move; the players' settings are not
    # derived from anything and exist only here.
    ("ratings", ["user_key", "family", "mu", "sigma", "games", "updated_at"]),
    ("player_games", ["game_id", "user_key", "name", "chat_key", "family", "ruleset",
                      "score", "won", "rated", "moves", "bingos", "best_move", "best_score",
                      "mu", "sigma", "finished_at"]),
    ("player_settings", ["user_key", "hidden", "updated_at"]),
    ("server_settings", ["key", "threads", "updated_at"]),
    # Not seen_updates: the update ids of the last day matter only to the bot processes
    # that received them, stopped for the move (a clean stop handles every update it
    # acknowledged, so none is left with its body to take up: issue 26).
]
SEQUENCES = [("games", "id"), ("moves", "id")]


class MigrationRefused(Exception):
    """The target is not empty, or the counts did not match: nothing was kept."""


class TargetHoldsGames(MigrationRefused):
    """The target already holds games (``held`` of them): nothing was written."""

    def __init__(self, held: int) -> None:
        super().__init__(f"the target database already holds {held} "
                         f"game{'s' if held != 1 else ''}")
        self.held = held


@dataclass
class Copied:
    counts: dict[str, int]


async def copy_database(source: SqliteRepository, target: PostgresRepository) -> Copied:
    counts: dict[str, int] = {}
    async with target.pool.acquire() as conn, conn.transaction():
        held = await conn.fetchval("SELECT count(*) FROM games")
        if held:
            raise TargetHoldsGames(held)
        # No game: what a process left by starting here (a heartbeat, which every start
        # writes, even one that then could not reach Discord) is not a history to merge;
        # the copy's rows would collide with it.
        for table, _columns in reversed(TABLES):
            await conn.execute(f"DELETE FROM {table}")
        await conn.execute("DELETE FROM seen_updates")
        for table, columns in TABLES:
            rows = await _read(source, table, columns)
            if rows:
                await conn.copy_records_to_table(table, records=rows, columns=columns)
            counts[table] = len(rows)
        for table, column in SEQUENCES:
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                f"COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)")
        # Past every shift id SQLite ever gave, settled ones included: a game's meta keeps
        # the last one it was moved by (GameMeta.shifted), and a later shift with a
        # smaller id would be taken for one already applied.
        async with source.db.execute(
            "SELECT seq FROM sqlite_sequence WHERE name='owed_shifts'"
        ) as cur:
            given = await cur.fetchone()
        await conn.execute(
            "SELECT setval(pg_get_serial_sequence('owed_shifts', 'id'), $1, false)",
            max(int(given[0]) if given else 0,
                await conn.fetchval("SELECT COALESCE(MAX(id), 0) FROM owed_shifts")) + 1)
        for table, _columns in TABLES:  # verified inside the transaction: all or nothing
            got = await conn.fetchval(f"SELECT count(*) FROM {table}")
            if got != counts[table]:
                raise MigrationRefused(f"{table}: copied {counts[table]} rows, found {got}")
    return Copied(counts)


async def _read(source: SqliteRepository, table: str, columns: list[str]) -> list[tuple[Any, ...]]:
    """Every row of ``table``, its text exactly as stored: a copy that is not byte for byte
    is refused (the repository reads a text that is not UTF-8 as U+FFFD, which is right
    for a bot that goes on, not for the copy that is to replace the file)."""
    source.db.text_factory = str
    try:
        async with source.db.execute(f"SELECT {', '.join(columns)} FROM {table}") as cur:
            return [tuple(r) for r in await cur.fetchall()]
    except sqlite3.Error as e:
        # sqlite3's message can quote the row's text (a state holds the seed): not shown.
        reason = str(e).partition(" with text ")[0]
        raise MigrationRefused(f"the SQLite database is damaged in table {table} "
                               f"({reason}); restore it from a backup") from None


async def migrate_to(url: str, sqlite_path: str | Path) -> Copied:
    if not Path(sqlite_path).is_file():
        raise MigrationRefused(f"no SQLite database at {sqlite_path}")
    # A bot still running on the file would go on changing it during and after the copy:
    # refused, with what the operator does about it (not a second bot's advice).  Its lock
    # file is held while the copy runs, and none is made (it would be owned by whoever ran
    # this, root often).
    held = sqlite_lock.check_free(str(sqlite_path), advice=(
        "stop the bot first (systemctl stop wordgames), then run migrate-to again"))
    try:
        # Opening also brings the source's schema up to date.
        try:
            source = await open_repository(sqlite_path, one_process=False)
        except DatabaseDamaged as e:  # the source's fault, not the way to it: refused
            raise MigrationRefused(str(e)) from None
        try:
            target = await open_postgres(url)
            try:
                return await copy_database(source, target)
            except asyncpg.PostgresError as e:  # rolled back: one line, not a traceback
                raise StorageUnavailable(
                    f"PostgreSQL refused the copy ({type(e).__name__}: "
                    f"{str(e).splitlines()[0] if str(e) else e!r}); nothing was copied"
                    ) from None
            finally:
                await target.close()
        finally:
            await source.close()
    finally:
        if held is not None:
            os.close(held)
