"""The PostgreSQL repository (asyncpg): the same interface and semantics as the SQLite one,
for several bot processes on one database.

- **One transaction per command**, with the same version check: ``commit`` updates the
  game only where it still has the version that was read.
- **One process at a time per chat**: ``chat_lock`` takes a session advisory lock on the
  chat's key on a connection of its own and binds that connection to the running task
  (a context variable), so every read and the commit of the command go through it.  A
  session lock rather than a transaction one, because a command is more than one
  transaction (the person's move, then each computer step, each committed on its own) and
  the chat must stay locked across all of them.  A process that dies drops its
  connection and PostgreSQL frees the lock with it: a killed process blocks nobody.
- **Deadlines are claimed**: ``due`` takes each due deadline with ``FOR UPDATE SKIP
  LOCKED`` and marks it ``claimed_until`` (a lease), so of four processes only one fires
  it; the commit that fires it replaces the game's deadlines (the lease goes with them),
  and a process killed while holding a lease lets it lapse, after which another fires it.
- **Migrations** come from ``storage/migrations/postgres/*.sql`` (this backend's own
  history, beside SQLite's), applied under an advisory lock so that processes starting
  together apply each exactly once.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import json
import math
import os
import re
import socket
import zlib
from collections.abc import AsyncIterator, Collection, Sequence
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no types

import database_url as urls
from storage.base import (
    ChatRecord,
    DatabaseUnreachable,
    DeadlineRecord,
    GameExists,
    GameRecord,
    KeptUpdate,
    OwedShift,
    Repository,
    ResultRecord,
    SchemaTooNew,
    SeatRecord,
    StorageUnavailable,
    UnreadableGame,
    UserRecord,
    VersionConflict,
    VoteRecord,
    Write,
    applied_migration,
    chat_of,
)
from storage.logs import Log, history_in_rows
from storage.postgres_ratings import PostgresRatingsMixin
from storage.postgres_write import Stored, StoredCache, write_statement

# The advisory lock key under which migrations run (any constant that chat keys do not
# produce: chat locks use the two-key form, this the one-key form).
MIGRATION_LOCK = 0x5752_4447  # "WRDG"
# The first key of a chat's two-key advisory lock; the second is a CRC-32 of its key.  Two
# chats whose keys collide only wait for each other: never wrong, rarely slower.
CHAT_LOCK_SPACE = 17
# A claimed update is handled: its chat's later updates wait no longer, and its body goes.
_UPDATE_HANDLED = ("UPDATE seen_updates SET handled=true, body=NULL, claimed_until=NULL "
                   "WHERE source=$1 AND update_id=$2 AND (NOT handled OR body IS NOT NULL)")
# How long a process may hold a claimed deadline before another may fire it (seconds of
# the service's clock).  A firing takes milliseconds; this only matters after a crash.
DEFAULT_LEASE = 30.0


# A game's row with its seats (in the order they joined), read in one statement: the
# seats used to be a second round trip on every command.  As JSON text: an array of
# records would have asyncpg look the record type up on every new connection.
GAME_COLUMNS = ("g.*, (SELECT json_agg(json_build_array(s.user_key, s.name, s.team, "
                "s.joined, s.position, s.rack) ORDER BY s.joined) FROM seats s "
                "WHERE s.game_id = g.id)::text AS seat_rows, "
                "EXISTS (SELECT 1 FROM deadlines d WHERE d.game_id = g.id) AS has_deadlines")

# The deadlines of games on the platforms in $3 (NULL: all); a chat key starts with its
# platform and a colon.
_OF_PLATFORMS = ("AND ($3::text[] IS NULL OR game_id IN (SELECT id FROM games "
                 "WHERE split_part(chat_key, ':', 1) = ANY($3::text[])))")

# A game owed a downtime shift has nothing due until the shift is settled (when no shift
# is owed, as nearly always, an empty table's anti-join).
_NOT_OWED = ("AND game_id NOT IN (SELECT game_id FROM owed_shifts) "
             # nor one whose platform does not answer (an empty table, nearly always)
             "AND game_id NOT IN (SELECT g.id FROM games g JOIN platform_outages o "
             "ON split_part(g.chat_key, ':', 1) = o.platform AND o.ended IS NULL)")


def _platforms(platforms: Collection[str] | None) -> list[str] | None:
    return None if platforms is None else list(platforms)


def migration_files() -> list[tuple[str, str]]:
    folder = resources.files("storage") / "migrations" / "postgres"
    out = [(p.name, p.read_text(encoding="utf-8")) for p in folder.iterdir()
           if p.name.endswith(".sql")]
    return sorted(out)


def chat_lock_key(chat_key: str) -> int:
    return zlib.crc32(chat_key.encode()) - 2**31  # a signed 32-bit int


async def _no_reset(_conn: asyncpg.Connection) -> None:
    """What the pool does to a connection given back: nothing.  asyncpg's default is a
    statement on every release (free advisory locks, close cursors, UNLISTEN, RESET ALL):
    a round trip per command.  This repository keeps no session state but its advisory
    locks, and frees each of those itself or closes the connection (``_freed_or_closed``);
    an open transaction is still rolled back by the pool."""


@contextlib.asynccontextmanager
async def _freed_or_closed(conn: asyncpg.Connection) -> AsyncIterator[asyncio.Event]:
    """For a session advisory lock taken on ``conn``: unless the block sets the event it
    gets (after the unlock), the connection is closed, and the server frees the lock with
    it.  A command cancelled while waiting for the lock or unlocking would otherwise give
    the pool back a connection that may hold its chat's lock forever."""
    freed = asyncio.Event()
    try:
        yield freed
    finally:
        if not freed.is_set():
            conn.terminate()


#: How a bot's connections begin their application_name (``bot_application``).
BOT_APPLICATION = "wordgames bot"


def bot_application() -> str:
    """This process's application_name as a bot: ``wordgames bot (pid N on HOST)``, at
    most the 63 characters PostgreSQL keeps."""
    return f"{BOT_APPLICATION} (pid {os.getpid()} on {socket.gethostname()})"[:63]


async def open_postgres(url: str, **kw: Any) -> PostgresRepository:
    repo = PostgresRepository(url, **kw)
    await repo.open()
    return repo


async def has_tables(url: str) -> bool:
    """Whether the database at ``url`` holds the bot's tables, making none (a connection
    that fails raises as ``open`` does)."""
    repo = PostgresRepository(url, min_size=1, max_size=1)
    await repo.connect()
    try:
        async with repo.pool.acquire() as conn:
            return bool(await conn.fetchval(
                "SELECT to_regclass('schema_migrations') IS NOT NULL"))
    finally:
        await repo.close()


READ_RETRIES = 5  # reads of a game's row again when a commit lands between its statements


class _MovedOn(Exception):
    """The game's lines were read at another version than its row (a commit between)."""


def _misread(url: str) -> str | None:
    """What to say when the URL cannot be what was meant (a password with ``@ : / ? #
    %`` or a space in it, not percent-encoded, moves the host), or None.  asyncpg takes
    the host after the first ``@`` of the part before the first ``/``: the host as it
    parsed it is shown, since that is what it tried to reach."""
    parts = urlsplit(url)
    auth, at, host = parts.netloc.partition("@")
    if not at:
        auth, host = "", parts.netloc
    rest = parts.path + parts.query + parts.fragment
    if not ("@" in host or "@" in rest or " " in auth or auth.count(":") > 1
            or re.search(r"%(?![0-9A-Fa-f]{2})", auth)):
        return None
    return (f"; the URL reads its host as {host!r}: is the password percent-encoded? "
            "@ : / ? # % and a space in it must be written %40 %3A %2F %3F %23 %25 %20 "
            "(docs/deploy.md)")


def _unreachable(url: str, e: OSError) -> str:
    """The line of a server that did not answer: its host:port (the default port put
    in), what asyncpg met there, and what to check (retried: it may be starting)."""
    parts = urlsplit(url)
    name = parts.path.lstrip("/") or "(the user's)"
    at = urls.servers(url)
    where = f"at {at}" if at else "on the local socket (DATABASE_URL names no host)"
    return (f"cannot connect to the PostgreSQL database {name} {where}: {e}; check that "
            "PostgreSQL runs there and listens on that port (on its machine, pg_lsclusters: "
            "the cluster online, and its port) and that DATABASE_URL names that host and "
            "port")


class PostgresRepository(PostgresRatingsMixin, Repository):
    SHARED = True  # several processes: one chat's updates are ordered through it too

    def __init__(self, url: str, *, min_size: int = 2, max_size: int = 20,
                 lease: float = DEFAULT_LEASE, application: str | None = None) -> None:
        self.url = url
        # The connections' application_name (pg_stat_activity): a bot's says so
        # (``bot_application``), for the one-off commands that must not run beside one.
        self.application = application
        self.min_size = min_size
        self.max_size = max_size
        self.lease = lease
        self._pool: asyncpg.Pool | None = None
        self._stored = StoredCache()  # what each game holds, for writing less
        # The chat whose lock the running task holds, and that lock's connection.
        self._bound: contextvars.ContextVar[tuple[str, asyncpg.Connection] | None] = \
            contextvars.ContextVar(f"pg-bound-{id(self)}", default=None)

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("the repository is not open")
        return self._pool

    @contextlib.asynccontextmanager
    async def _conn(self) -> AsyncIterator[asyncpg.Connection]:
        bound = self._bound.get()
        if bound is not None:
            yield bound[1]
            return
        async with self.pool.acquire() as conn:
            yield conn

    # ------------------------------------------------------------ lifecycle
    async def open(self) -> None:
        await self.connect()
        try:
            await self._migrate()
        except BaseException:
            await self.close()
            raise

    async def connect(self) -> None:
        """The pool alone, the schema as it is (``open`` also migrates)."""
        try:
            settings = ({"application_name": self.application} if self.application
                        else None)
            self._pool = await asyncpg.create_pool(self.url, min_size=self.min_size,
                                                   max_size=self.max_size, reset=_no_reset,
                                                   server_settings=settings)
        except (OSError, ValueError, asyncpg.PostgresError) as e:  # ValueError: the URL's
            misread = _misread(self.url)
            # The server and database, not the password; with a misread URL that text is
            # not what was tried (the hint names the host as parsed), so none is named.
            where = "" if misread else f" {self.url.rpartition('@')[2]}"
            # A URL that cannot be what was meant is the operator's to fix, not a server
            # that will answer later: status 2, not retried (bot.startup).
            if isinstance(e, OSError) and misread is None:
                # Nothing answered there: a server still starting, or the wrong address.
                raise DatabaseUnreachable(_unreachable(self.url, e)) from None
            raise StorageUnavailable(f"cannot connect to the PostgreSQL database{where}: {e}"
                                     f"{misread or ''}") from None

    async def bots_connected(self) -> list[str]:
        """The application names of the bots connected to this database now, this
        connection's aside (``bot_application``): a bot that stopped closed its
        connections, one that runs holds at least one (its pool's least)."""
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT DISTINCT application_name FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid() "
                "AND application_name LIKE $1 ORDER BY application_name",
                BOT_APPLICATION + " %")
        return [r[0] for r in rows]

    async def _migrate(self) -> None:
        async with self.pool.acquire() as conn, _freed_or_closed(conn) as freed:
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                                   "(name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)")
                done = {r[0] for r in await conn.fetch("SELECT name FROM schema_migrations")}
                newer = sorted(done - {name for name, _sql in migration_files()})
                if newer:
                    raise SchemaTooNew(
                        f"the PostgreSQL database {self.url.rpartition('@')[2]} was written "
                        f"by a newer version of the bot (migration {newer[-1]}); update the "
                        "bot to use it")
                for name, sql in migration_files():
                    if name in done:
                        continue
                    async with conn.transaction():
                        await conn.execute(sql)
                        await conn.execute(
                            "INSERT INTO schema_migrations VALUES ($1, now())", name)
                    self.migrated += (name,)
                    applied_migration(name, self.url)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
                freed.set()

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()

    async def applied_migrations(self) -> list[str]:
        async with self._conn() as conn:
            return [r[0] for r in await conn.fetch(
                "SELECT name FROM schema_migrations ORDER BY name")]

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_key: str) -> AsyncIterator[None]:
        bound = self._bound.get()
        if bound is not None and bound[0] == chat_key:  # held by this task: a nested run
            yield
            return
        key = chat_lock_key(chat_key)
        async with self.pool.acquire() as conn, _freed_or_closed(conn) as freed:
            await conn.execute("SELECT pg_advisory_lock($1, $2)", CHAT_LOCK_SPACE, key)
            token = self._bound.set((chat_key, conn))
            try:
                yield
            finally:
                self._bound.reset(token)
                await conn.execute("SELECT pg_advisory_unlock($1, $2)", CHAT_LOCK_SPACE, key)
                freed.set()

    # ------------------------------------------------------------ games
    async def _load_games(self, conn: asyncpg.Connection, rows: Sequence[asyncpg.Record],
                          lines: bool = True) -> list[GameRecord]:
        """Game records of rows selected with ``GAME_COLUMNS`` (the seats come with them;
        ``lines``: and the log and history lines)."""
        recs = []
        for first in rows:
            r: asyncpg.Record | None = first
            for _attempt in range(READ_RETRIES):
                assert r is not None
                try:
                    options, meta = json.loads(r["options"]), json.loads(r["meta"])
                    state = json.loads(r["state"]) if r["state"] else None
                    if not (isinstance(options, dict) and isinstance(meta, dict)
                            and (state is None or isinstance(state, dict))):
                        raise TypeError("not an object")
                    if state is not None and lines:
                        await self._join_lines(conn, r["id"], r["version"], state)
                    break
                except _MovedOn:
                    # A commit landed between the row's statement and its lines': read
                    # the row again, so that row and lines are of one version.
                    r = await conn.fetchrow(
                        f"SELECT {GAME_COLUMNS} FROM games g WHERE id=$1", first["id"])
                    if r is None:
                        break
                except (ValueError, TypeError):
                    raise UnreadableGame(r["id"], r["chat_key"]) from None
            else:
                raise UnreadableGame(first["id"], first["chat_key"])
            if r is None:
                continue
            recs.append(GameRecord(
                id=r["id"], chat_key=r["chat_key"], ruleset=r["ruleset"], options=options,
                language=r["language"], seed=r["seed"], creator=r["creator"],
                status=r["status"], state=state, meta=meta, version=r["version"],
                created_at=r["created_at"], updated_at=r["updated_at"],
                seats=[SeatRecord(*s) for s in json.loads(r["seat_rows"] or "[]")]))
            rec = recs[-1]
            if not lines:
                continue  # (what is stored is known only with the lines)
            history = state.get("history") if state is not None else None
            self._stored.put(r["id"], Stored(
                r["version"], Stored.seat_rows(rec.seats),
                len(state["log"]) if state is not None else 0,
                len(history) if isinstance(history, list) else None, r["has_deadlines"]))
        return recs

    async def _join_lines(self, conn: asyncpg.Connection, game_id: int, version: int,
                          state: dict[str, Any]) -> None:
        """Put the game's live action log and its history lines back into ``state``
        (storage/logs.py), as new lists; ValueError when the rows do not make the stored
        state."""
        turns = history_in_rows(state)
        # One statement, one snapshot: the lines with the version they belong to.  A
        # reader outside the chat's lock (the timer's ``due``, a private /rack) may meet
        # a commit between the game's row and this; it then reads again (``_MovedOn``)
        # instead of taking the game for unreadable.
        got = await conn.fetchrow(
            "SELECT (SELECT version FROM games WHERE id=$1), "
            "(SELECT coalesce(json_agg(action::json ORDER BY id), '[]'::json) "
            " FROM moves WHERE game_id=$1 AND undone=0), "
            + ("(SELECT coalesce(json_agg(turn::json ORDER BY idx), '[]'::json) "
               " FROM turns WHERE game_id=$1)" if turns is not None else "NULL"), game_id)
        if got is None or got[0] != version:
            raise _MovedOn
        log: Log = json.loads(got[1])
        state["log"] = log
        if turns is not None:
            history: Log = json.loads(got[2])
            if len(history) != turns:
                raise ValueError(f"game {game_id}: {turns} history lines, rows differ")
            state["history"] = history

    async def _one(self, sql: str, *args: Any, lines: bool = True) -> GameRecord | None:
        async with self._conn() as conn:
            rows = await conn.fetch(sql, *args)
            recs = await self._load_games(conn, rows, lines)
            return recs[0] if recs else None

    async def open_game(self, chat_key: str, *, lines: bool = True) -> GameRecord | None:
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games g "
            "WHERE chat_key=$1 AND status IN ('lobby','active')", chat_key, lines=lines)

    async def open_version(self, chat_key: str) -> tuple[int, int] | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT id, version FROM games WHERE chat_key=$1 "
                "AND status IN ('lobby','active')", chat_key)
        return None if row is None else (int(row[0]), int(row[1]))

    async def game(self, game_id: int, *, lines: bool = True) -> GameRecord | None:
        return await self._one(f"SELECT {GAME_COLUMNS} FROM games g WHERE id=$1", game_id,
                               lines=lines)

    async def latest_game(self, chat_key: str, *, finished: bool = False,
                          ) -> GameRecord | None:
        status = "status='over'" if finished else "status!='cancelled'"
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games g WHERE chat_key=$1 AND {status} "
            "ORDER BY id DESC LIMIT 1",
            chat_key)

    async def games_of_user(self, user_key: str) -> list[GameRecord]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                f"SELECT {GAME_COLUMNS} FROM games g JOIN seats s ON s.game_id = g.id "
                "WHERE s.user_key=$1 AND g.status IN ('lobby','active') ORDER BY g.id",
                user_key)
            return await self._load_games(conn, rows)

    async def commit(self, write: Write) -> GameRecord:
        async with self._conn() as conn:
            if write.handled_update is None:
                return await self._write(conn, write)
            async with conn.transaction():  # the update's handling commits with it
                rec = await self._write(conn, write)
                await conn.execute(_UPDATE_HANDLED, *write.handled_update)
                return rec

    async def _write(self, db: asyncpg.Connection, w: Write) -> GameRecord:
        """The write in one statement, one round trip (storage/postgres_write.py)."""
        g = w.game
        stored = None if g.id is None else self._stored.get(g.id, g.version)
        sql, args = write_statement(w, stored)
        try:
            game_id = await db.fetchval(sql, *args)
        except asyncpg.UniqueViolationError as e:
            if g.id is None and e.constraint_name == "games_open_per_chat":
                raise GameExists(g.chat_key) from None
            raise
        if game_id is None:
            raise VersionConflict(f"game {g.id} is no longer at version {g.version}")
        if g.id is None:
            g.version, g.created_at = 1, w.now
        else:
            g.version += 1
        g.id, g.updated_at = game_id, w.now
        self._stored.written(w, stored)
        return g

    async def cancel_game(self, game_id: int, now: float) -> None:
        async with self._conn() as conn, conn.transaction():
            await conn.execute("UPDATE games SET status='cancelled', version=version+1, "
                               "updated_at=$1 WHERE id=$2", now, game_id)
            await conn.execute("DELETE FROM deadlines WHERE game_id=$1", game_id)

    async def clear_deadlines(self, game_id: int) -> None:
        async with self._conn() as conn:
            await conn.execute("DELETE FROM deadlines WHERE game_id=$1", game_id)

    async def heartbeat(self, now: float) -> None:
        async with self._conn() as conn:
            await conn.execute("INSERT INTO heartbeat (id, at) VALUES (1, $1) "
                               "ON CONFLICT (id) DO UPDATE SET at=excluded.at", now)

    async def last_heartbeat(self) -> float | None:
        async with self._conn() as conn:
            v = await conn.fetchval("SELECT at FROM heartbeat WHERE id=1")
        return None if v is None else float(v)

    async def open_games(self) -> int:
        async with self._conn() as conn:
            return int(await conn.fetchval(
                "SELECT count(*) FROM games WHERE status IN ('lobby','active')"))

    async def replace_heartbeat(self, now: float, owe_after: float | None = None,
                                ) -> float | None:
        # The row locked by the read: a second process's read waits for this commit and
        # then sees this heartbeat, and the shifts it owes with it.  (No row yet: both
        # insert, neither has downtime.)
        async with self._conn() as conn, conn.transaction():
            v = await conn.fetchval("SELECT at FROM heartbeat WHERE id=1 FOR UPDATE")
            await conn.execute("INSERT INTO heartbeat (id, at) VALUES (1, $1) "
                               "ON CONFLICT (id) DO UPDATE SET at=excluded.at", now)
            if v is not None and owe_after is not None and abs(now - v) > owe_after:
                await conn.execute(
                    "INSERT INTO owed_shifts (game_id, seconds) "
                    "SELECT DISTINCT game_id, $1::float8 FROM deadlines ORDER BY game_id",
                    now - v)
                await conn.execute("UPDATE platform_outages SET since = $1 "
                                   "WHERE since < $1 AND ended IS NULL", now)
        return None if v is None else float(v)

    async def outages(self) -> dict[str, float]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT platform, since FROM platform_outages WHERE ended IS NULL")
        return {r["platform"]: float(r["since"]) for r in rows}

    async def begin_outage(self, platform: str, since: float) -> bool:
        async with self._conn() as conn:
            return await conn.fetchval(
                "INSERT INTO platform_outages (platform, since) VALUES ($1, $2) "
                "ON CONFLICT (platform) DO UPDATE SET since = excluded.since, ended = NULL "
                "WHERE platform_outages.ended IS NOT NULL "
                "AND excluded.since > platform_outages.ended RETURNING platform",
                platform, since) is not None

    async def end_outage(self, platform: str, now: float, owe_after: float) -> float | None:
        # Setting its end is the claim: of two processes answered again at once, one
        # ends it (and owes the shifts in its transaction), the other finds none open.
        async with self._conn() as conn, conn.transaction():
            since = await conn.fetchval("UPDATE platform_outages SET ended = $2 "
                                        "WHERE platform = $1 AND ended IS NULL "
                                        "RETURNING since", platform, now)
            if since is not None and now - since > owe_after:
                await conn.execute(
                    "INSERT INTO owed_shifts (game_id, seconds) "
                    "SELECT DISTINCT d.game_id, $1::float8 FROM deadlines d "
                    "JOIN games g ON g.id = d.game_id "
                    "WHERE split_part(g.chat_key, ':', 1) = $2 ORDER BY d.game_id",
                    now - since, platform)
        return None if since is None else now - float(since)

    async def claim_shifts(self, now: float, limit: int) -> list[OwedShift]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "UPDATE owed_shifts o SET claimed_until = $2 FROM ("
                "  SELECT id FROM owed_shifts"
                "  WHERE claimed_until IS NULL OR claimed_until <= $1"
                "  ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED) c "
                "WHERE o.id = c.id RETURNING o.id, o.game_id, o.seconds",
                now, now + self.lease, limit)
        return sorted((OwedShift(r["id"], r["game_id"], r["seconds"]) for r in rows),
                      key=lambda o: o.id)

    async def owed_shifts(self, game_id: int | None = None) -> list[OwedShift]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT id, game_id, seconds FROM owed_shifts "
                "WHERE $1::bigint IS NULL OR game_id = $1 ORDER BY id", game_id)
        return [OwedShift(r["id"], r["game_id"], r["seconds"]) for r in rows]

    async def settle_shifts(self, ids: Collection[int]) -> None:
        async with self._conn() as conn:
            await conn.execute("DELETE FROM owed_shifts WHERE id = ANY($1::bigint[])",
                               [int(i) for i in ids])

    async def chat_language(self, chat_key: str) -> str | None:
        async with self._conn() as conn:
            v = await conn.fetchval("SELECT language FROM chats WHERE key=$1", chat_key)
        return None if v is None else str(v)

    async def set_chat_language(self, chat: ChatRecord, now: float) -> None:
        async with self._conn() as conn:
            await self._upsert_chat(conn, chat, now)

    async def server_threads(self, server_key: str) -> bool | None:
        async with self._conn() as conn:
            v = await conn.fetchval("SELECT threads FROM server_settings WHERE key=$1",
                                    server_key)
        return None if v is None else bool(v)

    async def set_server_threads(self, server_key: str, on: bool, now: float) -> None:
        async with self._conn() as conn:
            await conn.execute(
                "INSERT INTO server_settings (key, threads, updated_at) VALUES ($1,$2,$3) "
                "ON CONFLICT (key) DO UPDATE SET threads=excluded.threads, "
                "updated_at=excluded.updated_at", server_key, int(on), now)

    async def _upsert_chat(self, db: asyncpg.Connection, c: ChatRecord, now: float) -> None:
        # COALESCE: a write that does not know the language keeps the stored one.
        await db.execute(
            "INSERT INTO chats (key, platform, chat_id, thread, language, updated_at) "
            "VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (key) DO UPDATE SET "
            "language=COALESCE(excluded.language, chats.language), "
            "updated_at=excluded.updated_at",
            c.key, c.platform, c.chat_id, c.thread, c.language, now)

    # ------------------------------------------------------------ deadlines
    async def due(self, now: float, platforms: Collection[str] | None = None,
                  ) -> list[DeadlineRecord]:
        """Claims the deadlines due at ``now`` that no live claim holds, for ``lease``
        seconds, and returns them earliest first; another process's ``due`` skips them.
        ``due(math.inf)`` (every deadline, as the downtime shift at start asks) is a
        listing and claims nothing: a lease to infinity would never lapse."""
        if math.isinf(now):
            async with self._conn() as conn:
                rows = await conn.fetch(
                    f"SELECT * FROM deadlines WHERE true {_OF_PLATFORMS.replace('$3', '$1')} "
                    "ORDER BY due_at, game_id", _platforms(platforms))
            return [DeadlineRecord(r["game_id"], r["kind"], r["due_at"], r["seat"]) for r in rows]
        async with self._conn() as conn:
            rows = await conn.fetch(
                "UPDATE deadlines d SET claimed_until = $2 FROM ("
                "  SELECT game_id, kind FROM deadlines WHERE due_at <= $1"
                "  AND (claimed_until IS NULL OR claimed_until <= $1)"
                f"  {_OF_PLATFORMS} {_NOT_OWED} FOR UPDATE SKIP LOCKED) c "
                "WHERE d.game_id = c.game_id AND d.kind = c.kind "
                "RETURNING d.game_id, d.kind, d.due_at, d.seat",
                now, now + self.lease, _platforms(platforms))
        out = [DeadlineRecord(r["game_id"], r["kind"], r["due_at"], r["seat"]) for r in rows]
        return sorted(out, key=lambda d: (d.due_at, d.game_id))

    async def next_deadline(self, platforms: Collection[str] | None = None,
                            ) -> float | None:
        """The earliest time something may be due here: a claimed deadline counts from
        the end of its lease (its owner fires it before then, or it lapses)."""
        async with self._conn() as conn:
            v = await conn.fetchval(
                "SELECT LEAST((SELECT MIN(GREATEST(due_at, COALESCE(claimed_until, due_at))) "
                f"FROM deadlines WHERE true {_OF_PLATFORMS.replace('$3', '$1')} {_NOT_OWED}), "
                "(SELECT MIN(COALESCE(claimed_until, 0.0)) FROM owed_shifts))",
                _platforms(platforms))
        return None if v is None else float(v)

    async def deadlines(self, game_id: int) -> list[DeadlineRecord]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT * FROM deadlines WHERE game_id=$1 ORDER BY due_at, kind", game_id)
        return [DeadlineRecord(r["game_id"], r["kind"], r["due_at"], r["seat"]) for r in rows]

    # ------------------------------------------------------------ message refs, votes
    async def save_ref(self, chat_key: str, message_id: str, game_id: int, ref: str,
                       now: float) -> None:
        async with self._conn() as conn:
            await conn.execute(
                "INSERT INTO message_refs (chat_key, message_id, game_id, ref, at, chat) "
                "VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (chat_key, message_id) DO UPDATE SET "
                "game_id=excluded.game_id, ref=excluded.ref, at=excluded.at",
                chat_key, message_id, game_id, ref, now, chat_of(chat_key))

    async def find_ref(self, chat_key: str, message_id: str) -> tuple[int, str] | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT game_id, ref FROM message_refs WHERE chat_key=$1 AND message_id=$2",
                chat_key, message_id)
        return None if row is None else (int(row[0]), str(row[1]))

    async def ref_messages(self, chat_key: str, ref: str) -> list[str]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT message_id FROM message_refs WHERE chat_key=$1 AND ref=$2 "
                "ORDER BY at", chat_key, ref)
        return [str(r[0]) for r in rows]

    async def find_message(self, chat_key: str, message_id: str,
                           ) -> tuple[str, int, str] | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT chat_key, game_id, ref FROM message_refs WHERE chat=$1 AND "
                "message_id=$2 ORDER BY at DESC LIMIT 1", chat_of(chat_key), message_id)
        return None if row is None else (str(row[0]), int(row[1]), str(row[2]))

    async def claim_update(self, source: str, update_id: int, now: float, keep: float,
                           chat: str | None = None, body: str | None = None,
                           until: float | None = None) -> bool:
        async with self._conn() as conn, conn.transaction():
            await conn.execute("DELETE FROM seen_updates WHERE at < $1", now - keep)
            # Of two workers inserting one update, the second waits for the first's
            # commit and then finds the conflict: exactly one gets its row back.
            row = await conn.fetchrow(
                "INSERT INTO seen_updates (source, update_id, at, chat, handled, body, "
                "claimed_until) VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT DO NOTHING "
                "RETURNING 1", source, update_id, now, chat, chat is None and body is None,
                body, until)
        return row is not None

    async def earlier_update(self, source: str, chat: str, update_id: int, since: float,
                             ) -> tuple[int, float] | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT update_id, at FROM seen_updates WHERE source=$1 AND chat=$2 AND "
                "update_id<$3 AND NOT handled AND at>=$4 ORDER BY update_id LIMIT 1",
                source, chat, update_id, since)
        return None if row is None else (int(row[0]), float(row[1]))

    async def update_handled(self, source: str, update_id: int) -> None:
        async with self._conn() as conn:
            await conn.execute(_UPDATE_HANDLED, source, update_id)

    async def pending_updates(self, source: str, now: float, until: float, *,
                              every: bool = False) -> list[KeptUpdate]:
        # One taker at a time, for the whole batch: a worker that finds another one taking
        # up returns nothing (the other takes them all, in their order) rather than split
        # the rows with it (SKIP LOCKED alone let two workers take one chat's updates,
        # 30 here and 31 there).  The lock goes with the transaction.
        async with self._conn() as conn, conn.transaction():
            if not await conn.fetchval("SELECT pg_try_advisory_xact_lock(hashtext($1))",
                                       "wordgames pending updates " + source):
                return []
            rows = await conn.fetch(
                "UPDATE seen_updates s SET claimed_until=$3, at=$2 FROM ("
                "  SELECT source, update_id, claimed_until AS was FROM seen_updates"
                "  WHERE source=$1 AND NOT handled"
                "  AND body IS NOT NULL AND ($4 OR claimed_until IS NULL OR claimed_until<=$2)"
                "  FOR UPDATE SKIP LOCKED) c "
                "WHERE s.source = c.source AND s.update_id = c.update_id "
                "RETURNING s.update_id, s.body, c.was IS NULL", source, now, until, every)
        # c.was: the lease as it was (NULL: released by ``release_updates``)
        return sorted(KeptUpdate(int(r[0]), str(r[1]), bool(r[2])) for r in rows)

    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        await self._lease_updates(source, update_ids, None)  # NULL: released

    async def renew_updates(self, source: str, update_ids: Collection[int],
                            until: float) -> None:
        await self._lease_updates(source, update_ids, until)

    async def _lease_updates(self, source: str, update_ids: Collection[int],
                             until: float | None) -> None:
        if not update_ids:
            return
        async with self._conn() as conn:
            await conn.execute(
                "UPDATE seen_updates SET claimed_until=$3 WHERE source=$1 AND NOT handled "
                "AND update_id = ANY($2::bigint[])", source, [int(i) for i in update_ids],
                until)

    async def votes(self, game_id: int, target: str | None = None) -> list[VoteRecord]:
        async with self._conn() as conn:
            if target is None:
                rows = await conn.fetch(
                    "SELECT * FROM votes WHERE game_id=$1 ORDER BY at, voter", game_id)
            else:
                rows = await conn.fetch(
                    "SELECT * FROM votes WHERE game_id=$1 AND target=$2 ORDER BY at, voter",
                    game_id, target)
        return [VoteRecord(r["target"], r["voter"], r["kind"], r["at"]) for r in rows]

    async def moves(self, game_id: int, include_undone: bool = False) -> list[dict[str, Any]]:
        sql = "SELECT action FROM moves WHERE game_id=$1"
        if not include_undone:
            sql += " AND undone=0"
        async with self._conn() as conn:
            rows = await conn.fetch(sql + " ORDER BY id", game_id)
        return [json.loads(r[0]) for r in rows]

    async def result(self, game_id: int) -> ResultRecord | None:
        async with self._conn() as conn:
            r = await conn.fetchrow("SELECT * FROM results WHERE game_id=$1", game_id)
        if r is None:
            return None
        return ResultRecord(r["ruleset"], r["end_reason"], json.loads(r["scores"]),
                            json.loads(r["winners"]), r["finished_at"])

    async def user(self, user_key: str) -> UserRecord | None:
        async with self._conn() as conn:
            r = await conn.fetchrow("SELECT * FROM users WHERE key=$1", user_key)
        if r is None:
            return None
        return UserRecord(r["key"], r["platform"], r["user_id"], r["name"], r["language"])

    async def table_dump(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of every table but the migration history (tests compare the database
        before and after; ``migrate-to`` compares counts)."""
        out: dict[str, list[tuple[Any, ...]]] = {}
        async with self._conn() as conn:
            names = sorted(r[0] for r in await conn.fetch(
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' "
                "AND table_name NOT IN ('heartbeat', 'seen_updates')"))
            for name in names:
                rows = await conn.fetch(f"SELECT * FROM {name} ORDER BY 1, 2")
                out[name] = [tuple(r) for r in rows]
        return out
