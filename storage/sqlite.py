"""The SQLite repository: one aiosqlite connection per process, WAL, migrations from
``storage/migrations/*.sql`` applied in order at start (their names are recorded in
``schema_migrations``).

aiosqlite runs every statement of a connection on one thread, so one asyncio lock keeps a
transaction's statements together: no other task's read or write can fall between a
``BEGIN IMMEDIATE`` and its ``COMMIT``."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import Callable, Collection
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite

from storage import sqlite_damage, sqlite_lock
from storage.base import (
    ChatRecord,
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
from storage.logs import history_in_rows, new_turns, state_row
from storage.sqlite_ratings import SqliteRatingsMixin

T = TypeVar("T")


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def migration_files() -> list[tuple[str, str]]:
    folder = resources.files("storage") / "migrations"
    out = [(p.name, p.read_text(encoding="utf-8")) for p in folder.iterdir()
           if p.name.endswith(".sql")]
    return sorted(out)


async def open_repository(path: str | Path, *, one_process: bool = True) -> SqliteRepository:
    repo = SqliteRepository(path, one_process=one_process)
    await repo.open()
    return repo


#: SQLite's files beside a database in WAL mode.
_SIDE_FILES = ("-wal", "-shm")


class SqliteRepository(SqliteRatingsMixin, Repository):
    def __init__(self, path: str | Path, *, one_process: bool = True) -> None:
        """``one_process``: refuse the file while another process has it open
        (``storage.sqlite_lock``); False only for a test's model of processes that share
        a file."""
        self.path = str(path)
        self.one_process = one_process
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._lock_key: str | None = None  # this process's lock on the file (sqlite_lock)
        # SQLite's files beside the database that this open made (none was there before
        # it): a refused start removes them, and only them.
        self._made: list[Path] = []
        # The database file itself, when this open created it, and the connection's
        # count of changed rows once it was ready (``close_refused``: nothing written).
        self._new_file = False
        self._changes_at_open = 0

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the repository is not open")
        return self._db

    # ------------------------------------------------------------ lifecycle
    async def open(self) -> None:
        """Connect, migrate, and check that the file can be written.  On any failure the
        connection is closed before raising: its thread is not a daemon, and a process
        left with it would hang instead of exiting."""
        try:
            await self._open()
        except sqlite3.Error as e:
            # Explained before the files this open made go: the explanation opens the
            # file once more, and its connection would leave -wal and -shm files behind
            # (a damaged file cannot be checkpointed on close).
            try:
                line = await asyncio.to_thread(sqlite_damage.explain, self.path, e)
            finally:
                await self._close_quietly()
            if sqlite_damage.is_damage(e):
                raise sqlite_damage.DatabaseDamaged(line) from None
            raise StorageUnavailable(line) from None
        except OSError as e:
            await self._close_quietly()
            raise StorageUnavailable(f"the database {self.path} cannot be opened ({e})"
                                     ) from None
        except BaseException:
            await self._close_quietly()
            raise

    async def _open(self) -> None:
        uri = self.path.startswith("file:")  # e.g. "file:games.db?mode=ro"
        if self.path != ":memory:" and not uri:
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except PermissionError as e:  # a folder to make where this user may not
                raise StorageUnavailable(sqlite_lock.unwritable_folder(self.path, e)
                                         ) from None
            if self.one_process:
                self._lock_key = sqlite_lock.acquire(self.path)
            self._made = [f for f in (Path(f"{self.path}{end}") for end in _SIDE_FILES)
                          if not f.exists()]
            self._new_file = not Path(self.path).exists()
        self._db = await aiosqlite.connect(self.path, isolation_level=None, uri=uri)
        self._db.row_factory = aiosqlite.Row
        # A flipped bit can leave a text column that is not UTF-8, which sqlite3 refuses
        # for the whole query (naming the row's text: a state holds the seed).  Read as
        # U+FFFD instead: a damaged state is then one unreadable game (UnreadableGame),
        # a damaged name a visible "�", and every other game goes on.
        self._db.text_factory = _lenient_text
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA synchronous=NORMAL")  # WAL: durable at checkpoint
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self._db.execute("PRAGMA busy_timeout=5000")
        # A damaged page fails here, or is reported: a start on it would fail on the
        # first read of that table, over and over.
        async with self._db.execute("PRAGMA quick_check(1)") as cur:
            found = await cur.fetchone()
        if found is None or found[0] != "ok":
            raise sqlite3.DatabaseError(found[0] if found else "quick_check said nothing")
        await self._migrate()
        await self._check_writable()
        self._changes_at_open = self._db.total_changes

    async def _check_writable(self) -> None:
        """A write that is rolled back: a read-only file reads fine and fails only at
        the first move, so say so at start."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                await self.db.execute(
                    "INSERT INTO schema_migrations VALUES ('~write-check', '')")
            finally:
                await self.db.execute("ROLLBACK")

    def _unlock(self, refused: bool = False) -> None:
        key, self._lock_key = self._lock_key, None
        if key is not None:
            sqlite_lock.release(key, remove=refused)

    async def _close_quietly(self) -> None:
        """After an ``open`` that failed: the file is refused, and its lock file goes,
        and so do the -wal and -shm files the open made (a read-only file left them:
        SQLite cannot fold them back into a file it may not write)."""
        db, self._db = self._db, None
        if db is not None:
            # Already failing: aiosqlite stops its thread even when the close raises.
            with contextlib.suppress(Exception):
                await db.close()
        made, self._made = self._made, []
        for side in made:  # under the lock still: no other process opened the file
            with contextlib.suppress(OSError):
                side.unlink(missing_ok=True)
        self._unlock(refused=True)

    async def _migrate(self) -> None:
        async with self._lock:
            db = self.db
            await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                             "(name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
            async with db.execute("SELECT name FROM schema_migrations") as cur:
                done = {r[0] for r in await cur.fetchall()}
            known = {name for name, _sql in migration_files()}
            newer = sorted(done - known)
            if newer:
                raise SchemaTooNew(
                    f"the database {self.path} was written by a newer version of the bot "
                    f"(migration {newer[-1]}); update the bot to use it")
            for name, sql in migration_files():
                if name in done:
                    continue
                await db.execute("BEGIN IMMEDIATE")
                try:
                    for statement in _statements(sql):
                        await db.execute(statement)
                    await db.execute("INSERT INTO schema_migrations VALUES (?, datetime('now'))",
                                     (name,))
                    await db.execute("COMMIT")
                    self.migrated += (name,)
                    applied_migration(name, self.path)
                except BaseException:
                    await self._rollback()
                    raise

    async def close(self) -> None:
        if self._db is not None:
            async with self._lock:
                await self._db.close()
                self._db = None
                self._unlock()

    async def close_refused(self) -> None:
        """As ``close``; and a file this open created, to which nothing was written
        since it was made ready (its schema alone), is removed with its lock file: a
        first start with a refused token used to leave an empty database behind, which
        the next start then took for one that had run (``no earlier run``, downtime)."""
        db = self._db
        if db is None:
            return
        unused = self._new_file and db.total_changes == self._changes_at_open
        if not unused:
            await self.close()
            return
        async with self._lock:
            await db.close()
            self._db = None
            for f in (Path(self.path), *(Path(f"{self.path}{end}") for end in _SIDE_FILES)):
                with contextlib.suppress(OSError):  # under the lock: no one else has it
                    f.unlink(missing_ok=True)
            self._unlock(refused=True)
        # Its migrations were logged as applied: said, so that the journal does not
        # name a database that is not there.
        sqlite_lock.log.info("removed the database %s that the refused start had made "
                             "(nothing was written to it)", Path(self.path).resolve())

    async def applied_migrations(self) -> list[str]:
        async with self._lock, self.db.execute(
            "SELECT name FROM schema_migrations ORDER BY name"
        ) as cur:
            return [r[0] for r in await cur.fetchall()]

    # ------------------------------------------------------------ one hand-off
    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """``fn(connection)`` on the connection's thread, in one hand-off.

        A command used to make some 11 trips to that thread (every execute, fetch and
        cursor close is one), and the hand-offs, not SQLite, were most of its time:
        now its read is one trip and its commit another.  aiosqlite has no public call
        for running a function on its thread; ``_execute`` is the one all its own
        methods go through (``execute`` is ``_execute(self._conn.execute, ...)``), so
        this leans on nothing else of its inside.  Called under ``self._lock``, like
        every statement of this class."""
        db = self.db
        # aiosqlite's private _execute is unannotated
        return cast(T, await db._execute(fn, db._conn))  # type: ignore[no-untyped-call]

    # ------------------------------------------------------------ games
    def _load_game(self, conn: sqlite3.Connection, row: sqlite3.Row, lines: bool = True,
                   ) -> GameRecord:
        try:
            options, meta = json.loads(row["options"]), json.loads(row["meta"])
            state = json.loads(row["state"]) if row["state"] else None
            if not (isinstance(options, dict) and isinstance(meta, dict)
                    and (state is None or isinstance(state, dict))):
                raise TypeError("not an object")
        except (ValueError, TypeError):
            raise UnreadableGame(row["id"], row["chat_key"]) from None
        rec = GameRecord(
            id=row["id"], chat_key=row["chat_key"], ruleset=row["ruleset"],
            options=options, language=row["language"], seed=row["seed"],
            creator=row["creator"], status=row["status"], state=state,
            meta=meta, version=row["version"],
            created_at=row["created_at"], updated_at=row["updated_at"],
        )
        if rec.state is not None and lines:
            assert rec.id is not None
            try:
                _join_lines(conn, rec.id, rec.state)
            except ValueError:
                raise UnreadableGame(row["id"], row["chat_key"]) from None
        rec.seats = [SeatRecord(r["user_key"], r["name"], r["team"], r["joined"],
                                r["position"], r["rack"])
                     for r in conn.execute("SELECT * FROM seats WHERE game_id=? ORDER BY joined",
                                           (rec.id,))]
        return rec

    async def _games(self, sql: str, args: tuple[Any, ...], lines: bool = True,
                     ) -> list[GameRecord]:
        """The games ``sql`` selects, each with its seats (and ``lines``: its lines), in
        one hand-off."""
        def load(conn: sqlite3.Connection) -> list[GameRecord]:
            # One read transaction: the game's row and its moves and turns rows from one
            # snapshot.  Read in autocommit, another process's commit could land between
            # them (the row's history count and the turns rows then differ, and a sound
            # game read as unreadable: tests/service/test_concurrency.py, 1 run in 4).
            conn.execute("BEGIN")
            try:
                return [self._load_game(conn, r, lines)
                        for r in conn.execute(sql, args).fetchall()]
            finally:
                conn.execute("COMMIT")

        async with self._lock:
            return await self._run(load)

    async def open_game(self, chat_key: str, *, lines: bool = True) -> GameRecord | None:
        found = await self._games(
            "SELECT * FROM games WHERE chat_key=? AND status IN ('lobby','active')",
            (chat_key,), lines)
        return found[0] if found else None

    async def open_version(self, chat_key: str) -> tuple[int, int] | None:
        def read(conn: sqlite3.Connection) -> tuple[int, int] | None:
            row = conn.execute("SELECT id, version FROM games WHERE chat_key=? "
                               "AND status IN ('lobby','active')", (chat_key,)).fetchone()
            return None if row is None else (int(row[0]), int(row[1]))

        async with self._lock:
            return await self._run(read)

    async def game(self, game_id: int, *, lines: bool = True) -> GameRecord | None:
        found = await self._games("SELECT * FROM games WHERE id=?", (game_id,), lines)
        return found[0] if found else None

    async def latest_game(self, chat_key: str, *, finished: bool = False,
                          ) -> GameRecord | None:
        status = "status='over'" if finished else "status!='cancelled'"
        found = await self._games(
            f"SELECT * FROM games WHERE chat_key=? AND {status} ORDER BY id DESC LIMIT 1",
            (chat_key,))
        return found[0] if found else None

    async def games_of_user(self, user_key: str) -> list[GameRecord]:
        return await self._games(
            "SELECT g.* FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE s.user_key=? AND g.status IN ('lobby','active') ORDER BY g.id",
            (user_key,))

    async def commit(self, write: Write) -> GameRecord:
        sqlite_lock.keep(self._lock_key)  # a lock file deleted meanwhile: taken again

        def run(conn: sqlite3.Connection) -> GameRecord:
            conn.execute("BEGIN IMMEDIATE")
            try:
                rec = self._write(conn, write)
                # COMMIT inside the try: a full disk can fail the commit itself, and a
                # transaction left open would refuse every later BEGIN.
                conn.execute("COMMIT")
            except BaseException:
                # SQLite rolls back by itself after some errors: then nothing to undo.
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return rec

        async with self._lock:
            return await self._run(run)

    async def _rollback(self) -> None:
        # SQLite rolls back by itself after some errors: then there is nothing to undo.
        with contextlib.suppress(sqlite3.Error):
            await self.db.execute("ROLLBACK")

    def _write(self, db: sqlite3.Connection, w: Write) -> GameRecord:
        g = w.game
        now = w.now
        for u in w.users:
            _upsert_user(db, u, now)
        if w.chat is not None:
            _upsert_chat(db, w.chat, now)
        state = _dumps(state_row(g.state)) if g.state is not None else None
        row = (g.ruleset, _dumps(g.options), g.language, g.seed, g.creator, g.status, state,
               _dumps(g.meta))
        if g.id is None:
            try:
                cur = db.execute(
                    "INSERT INTO games (chat_key, ruleset, options, language, seed, creator, "
                    "status, state, meta, version, created_at, updated_at) "
                    "VALUES (?,?,?,?,?,?,?,?,?,1,?,?)",
                    (g.chat_key, *row, now, now),
                )
            except sqlite3.IntegrityError as e:
                if "chat_key" in str(e):
                    raise GameExists(g.chat_key) from None
                raise
            game_id = cur.lastrowid
            assert game_id is not None
            version = 1
            created = now
        else:
            cur = db.execute(
                "UPDATE games SET ruleset=?, options=?, language=?, seed=?, creator=?, status=?, "
                "state=?, meta=?, version=version+1, updated_at=? WHERE id=? AND version=?",
                (*row, now, g.id, g.version),
            )
            if cur.rowcount != 1:
                raise VersionConflict(f"game {g.id} is no longer at version {g.version}")
            game_id, version, created = g.id, g.version + 1, g.created_at
        # Seats: the lobby's joiners, then the seat order and racks once started.
        db.execute("DELETE FROM seats WHERE game_id=?", (game_id,))
        db.executemany(
            "INSERT INTO seats (game_id, user_key, name, team, joined, position, rack) "
            "VALUES (?,?,?,?,?,?,?)",
            [(game_id, s.user_key, s.name, s.team, s.joined, s.position, s.rack)
             for s in g.seats],
        )
        # The move log: keep the first log_keep actions, mark later stored ones undone.
        log = g.state["log"] if g.state else []
        db.execute("UPDATE moves SET undone=1 WHERE game_id=? AND idx>=? AND undone=0",
                   (game_id, w.log_keep))
        db.executemany(
            "INSERT INTO moves (game_id, idx, action, at) VALUES (?,?,?,?)",
            [(game_id, i, _dumps(log[i]), now) for i in range(w.log_keep, len(log))],
        )
        if g.state is not None and isinstance(g.state.get("history"), list):
            db.execute("DELETE FROM turns WHERE game_id=? AND idx>=?",
                       (game_id, w.history_keep))
            db.executemany(
                "INSERT INTO turns (game_id, idx, turn) VALUES (?,?,?)",
                [(game_id, i, _dumps(t)) for i, t in new_turns(g.state, w.history_keep)],
            )
        if w.votes:
            db.executemany(
                "INSERT OR REPLACE INTO votes (game_id, target, voter, kind, at) "
                "VALUES (?,?,?,?,?)",
                [(game_id, v.target, v.voter, v.kind, v.at) for v in w.votes],
            )
        if w.deadlines is not None:
            db.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))
            db.executemany(
                "INSERT INTO deadlines (game_id, kind, due_at, seat) VALUES (?,?,?,?)",
                [(game_id, d.kind, d.due_at, d.seat) for d in w.deadlines],
            )
        if w.result is not None:
            r = w.result
            db.execute(
                "INSERT OR REPLACE INTO results (game_id, ruleset, end_reason, scores, winners, "
                "finished_at) VALUES (?,?,?,?,?,?)",
                (game_id, r.ruleset, r.end_reason, _dumps(r.scores), _dumps(r.winners),
                 r.finished_at),
            )
        if w.handled_update is not None:  # the update's handling commits with it
            db.execute(_UPDATE_HANDLED, w.handled_update)
        g.id, g.version, g.created_at, g.updated_at = game_id, version, created, now
        return g

    async def cancel_game(self, game_id: int, now: float) -> None:
        async with self._lock:
            db = self.db
            await db.execute("BEGIN IMMEDIATE")
            try:
                await db.execute("UPDATE games SET status='cancelled', version=version+1, "
                                 "updated_at=? WHERE id=?", (now, game_id))
                await db.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))
                await db.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise

    async def clear_deadlines(self, game_id: int) -> None:
        async with self._lock:
            await self.db.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))

    async def heartbeat(self, now: float) -> None:
        sqlite_lock.keep(self._lock_key)  # a lock file deleted meanwhile: taken again
        async with self._lock:
            await self.db.execute("INSERT INTO heartbeat (id, at) VALUES (1, ?) "
                                  "ON CONFLICT(id) DO UPDATE SET at=excluded.at", (now,))

    async def last_heartbeat(self) -> float | None:
        async with self._lock, self.db.execute("SELECT at FROM heartbeat WHERE id=1") as cur:
            row = await cur.fetchone()
            return None if row is None else float(row[0])

    async def open_games(self) -> int:
        async with self._lock, self.db.execute(
            "SELECT count(*) FROM games WHERE status IN ('lobby','active')"
        ) as cur:
            row = await cur.fetchone()
            return int(row[0]) if row else 0

    async def replace_heartbeat(self, now: float, owe_after: float | None = None,
                                ) -> float | None:
        def run(conn: sqlite3.Connection) -> float | None:
            conn.execute("BEGIN IMMEDIATE")  # the write lock before the read: atomic
            try:
                row = conn.execute("SELECT at FROM heartbeat WHERE id=1").fetchone()
                conn.execute("INSERT INTO heartbeat (id, at) VALUES (1, ?) "
                             "ON CONFLICT(id) DO UPDATE SET at=excluded.at", (now,))
                if row is not None and owe_after is not None \
                        and abs(now - row[0]) > owe_after:
                    conn.execute("INSERT INTO owed_shifts (game_id, seconds) "
                                 "SELECT DISTINCT game_id, ? FROM deadlines ORDER BY game_id",
                                 (now - row[0],))
                    conn.execute("UPDATE platform_outages SET since = ? "
                                 "WHERE since < ? AND ended IS NULL", (now, now))
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return None if row is None else float(row[0])

        async with self._lock:
            return await self._run(run)

    async def outages(self) -> dict[str, float]:
        async with self._lock, self.db.execute(
                "SELECT platform, since FROM platform_outages WHERE ended IS NULL") as cur:
            return {r[0]: float(r[1]) for r in await cur.fetchall()}

    async def begin_outage(self, platform: str, since: float) -> bool:
        async with self._lock, self.db.execute(
                "INSERT INTO platform_outages (platform, since) VALUES (?, ?) "
                "ON CONFLICT(platform) DO UPDATE SET since = excluded.since, ended = NULL "
                "WHERE platform_outages.ended IS NOT NULL "
                "AND excluded.since > platform_outages.ended RETURNING platform",
                (platform, since)) as cur:
            return await cur.fetchone() is not None

    async def end_outage(self, platform: str, now: float, owe_after: float) -> float | None:
        def run(conn: sqlite3.Connection) -> float | None:
            conn.execute("BEGIN IMMEDIATE")
            try:
                row = conn.execute("UPDATE platform_outages SET ended = ? "
                                   "WHERE platform = ? AND ended IS NULL RETURNING since",
                                   (now, platform)).fetchone()
                if row is not None and now - row[0] > owe_after:
                    conn.execute(
                        "INSERT INTO owed_shifts (game_id, seconds) "
                        "SELECT DISTINCT d.game_id, ? FROM deadlines d "
                        "JOIN games g ON g.id = d.game_id "
                        "WHERE substr(g.chat_key, 1, instr(g.chat_key, ':') - 1) = ? "
                        "ORDER BY d.game_id", (now - row[0], platform))
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return None if row is None else now - float(row[0])

        async with self._lock:
            return await self._run(run)

    async def claim_shifts(self, now: float, limit: int) -> list[OwedShift]:
        def run(conn: sqlite3.Connection) -> list[OwedShift]:
            rows = conn.execute(  # one statement: atomic in autocommit
                "UPDATE owed_shifts SET claimed_until = ? WHERE id IN ("
                "  SELECT id FROM owed_shifts"
                "  WHERE claimed_until IS NULL OR claimed_until <= ? ORDER BY id LIMIT ?)"
                " RETURNING id, game_id, seconds", (now + SHIFT_LEASE, now, limit),
            ).fetchall()
            return sorted((OwedShift(r[0], r[1], r[2]) for r in rows), key=lambda o: o.id)

        async with self._lock:
            return await self._run(run)

    async def owed_shifts(self, game_id: int | None = None) -> list[OwedShift]:
        async with self._lock, self.db.execute(
            "SELECT id, game_id, seconds FROM owed_shifts WHERE ? IS NULL OR game_id = ? "
            "ORDER BY id", (game_id, game_id),
        ) as cur:
            return [OwedShift(r[0], r[1], r[2]) for r in await cur.fetchall()]

    async def settle_shifts(self, ids: Collection[int]) -> None:
        ids = [int(i) for i in ids]
        async with self._lock:
            await self.db.execute(
                f"DELETE FROM owed_shifts WHERE id IN ({','.join('?' * len(ids)) or 'NULL'})",
                ids)

    # ------------------------------------------------------------ deadlines
    async def due(self, now: float, platforms: Collection[str] | None = None,
                  ) -> list[DeadlineRecord]:
        where, args = _of_platforms(platforms)
        async with self._lock, self.db.execute(
            f"SELECT * FROM deadlines WHERE due_at<=? {where} {_NOT_OWED} "
            "ORDER BY due_at, game_id",
            (now, *args),
        ) as cur:
            return [DeadlineRecord(r["game_id"], r["kind"], r["due_at"], r["seat"])
                    for r in await cur.fetchall()]

    async def next_deadline(self, platforms: Collection[str] | None = None,
                            ) -> float | None:
        where, args = _of_platforms(platforms)
        async with self._lock, self.db.execute(
            f"SELECT MIN(at) FROM (SELECT MIN(due_at) AS at FROM deadlines WHERE 1 {where} "
            f"{_NOT_OWED} UNION ALL SELECT MIN(COALESCE(claimed_until, 0.0)) FROM owed_shifts)",
            args,
        ) as cur:
            row = await cur.fetchone()
            return None if row is None or row[0] is None else float(row[0])

    async def deadlines(self, game_id: int) -> list[DeadlineRecord]:
        async with self._lock, self.db.execute(
            "SELECT * FROM deadlines WHERE game_id=? ORDER BY due_at, kind", (game_id,)
        ) as cur:
            return [DeadlineRecord(r["game_id"], r["kind"], r["due_at"], r["seat"])
                    for r in await cur.fetchall()]

    # ------------------------------------------------------------ message refs, votes
    async def save_ref(self, chat_key: str, message_id: str, game_id: int, ref: str,
                       now: float) -> None:
        async with self._lock:
            await self.db.execute(
                "INSERT OR REPLACE INTO message_refs "
                "(chat_key, message_id, game_id, ref, at, chat) VALUES (?,?,?,?,?,?)",
                (chat_key, message_id, game_id, ref, now, chat_of(chat_key)))

    async def find_ref(self, chat_key: str, message_id: str) -> tuple[int, str] | None:
        async with self._lock, self.db.execute(
            "SELECT game_id, ref FROM message_refs WHERE chat_key=? AND message_id=?",
            (chat_key, message_id),
        ) as cur:
            row = await cur.fetchone()
            return None if row is None else (int(row[0]), str(row[1]))

    async def ref_messages(self, chat_key: str, ref: str) -> list[str]:
        async with self._lock, self.db.execute(
            "SELECT message_id FROM message_refs WHERE chat_key=? AND ref=? ORDER BY at",
            (chat_key, ref),
        ) as cur:
            return [str(row[0]) for row in await cur.fetchall()]

    async def find_message(self, chat_key: str, message_id: str,
                           ) -> tuple[str, int, str] | None:
        async with self._lock, self.db.execute(
            "SELECT chat_key, game_id, ref FROM message_refs WHERE chat=? AND message_id=? "
            "ORDER BY at DESC LIMIT 1", (chat_of(chat_key), message_id),
        ) as cur:
            row = await cur.fetchone()
            return None if row is None else (str(row[0]), int(row[1]), str(row[2]))

    async def claim_update(self, source: str, update_id: int, now: float, keep: float,
                           chat: str | None = None, body: str | None = None,
                           until: float | None = None) -> bool:
        def run(conn: sqlite3.Connection) -> bool:
            conn.execute("BEGIN IMMEDIATE")  # one write: the old claims go, this one comes
            try:
                conn.execute("DELETE FROM seen_updates WHERE at < ?", (now - keep,))
                cur = conn.execute(
                    "INSERT OR IGNORE INTO seen_updates (source, update_id, at, chat, handled, "
                    "body, claimed_until) VALUES (?,?,?,?,?,?,?)",
                    (source, update_id, now, chat, int(chat is None and body is None), body,
                     until))
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return cur.rowcount == 1

        async with self._lock:
            return await self._run(run)

    async def earlier_update(self, source: str, chat: str, update_id: int, since: float,
                             ) -> tuple[int, float] | None:
        async with self._lock, self.db.execute(
            "SELECT update_id, at FROM seen_updates WHERE source=? AND chat=? AND "
            "update_id<? AND handled=0 AND at>=? ORDER BY update_id LIMIT 1",
            (source, chat, update_id, since),
        ) as cur:
            row = await cur.fetchone()
            return None if row is None else (int(row[0]), float(row[1]))

    async def update_handled(self, source: str, update_id: int) -> None:
        async with self._lock:
            await self.db.execute(_UPDATE_HANDLED, (source, update_id))

    async def pending_updates(self, source: str, now: float, until: float, *,
                              every: bool = False) -> list[KeptUpdate]:
        # One write transaction: a second connection's take-up finds them leased.  The
        # lease as it was is read first (RETURNING gives only the new one): NULL is a
        # release (``release_updates``), a time a lease that lapsed.
        def run(conn: sqlite3.Connection) -> list[KeptUpdate]:
            conn.execute("BEGIN IMMEDIATE")
            try:
                rows = conn.execute(
                    "SELECT update_id, body, claimed_until IS NULL FROM seen_updates "
                    "WHERE source=? AND handled=0 AND body IS NOT NULL AND (? OR "
                    "claimed_until IS NULL OR claimed_until<=?)",
                    (source, int(every), now)).fetchall()
                if rows:
                    conn.execute(
                        f"UPDATE seen_updates SET claimed_until=?, at=? WHERE source=? "
                        f"AND update_id IN ({','.join('?' * len(rows))})",
                        (until, now, source, *(int(r[0]) for r in rows)))
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return sorted(KeptUpdate(int(r[0]), str(r[1]), bool(r[2])) for r in rows)

        async with self._lock:
            return await self._run(run)

    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        await self._lease_updates(source, update_ids, None)  # NULL: released

    async def renew_updates(self, source: str, update_ids: Collection[int],
                            until: float) -> None:
        await self._lease_updates(source, update_ids, until)

    async def _lease_updates(self, source: str, update_ids: Collection[int],
                             until: float | None) -> None:
        ids = [int(i) for i in update_ids]
        if not ids:
            return
        async with self._lock:
            await self.db.execute(
                f"UPDATE seen_updates SET claimed_until=? WHERE source=? AND handled=0 "
                f"AND update_id IN ({','.join('?' * len(ids))})", (until, source, *ids))

    async def votes(self, game_id: int, target: str | None = None) -> list[VoteRecord]:
        sql = "SELECT * FROM votes WHERE game_id=?"
        args: tuple[Any, ...] = (game_id,)
        if target is not None:
            sql += " AND target=?"
            args += (target,)
        async with self._lock, self.db.execute(sql + " ORDER BY at, voter", args) as cur:
            return [VoteRecord(r["target"], r["voter"], r["kind"], r["at"])
                    for r in await cur.fetchall()]

    async def moves(self, game_id: int, include_undone: bool = False) -> list[dict[str, Any]]:
        sql = "SELECT action FROM moves WHERE game_id=?"
        if not include_undone:
            sql += " AND undone=0"
        async with self._lock, self.db.execute(sql + " ORDER BY id", (game_id,)) as cur:
            return [json.loads(r[0]) for r in await cur.fetchall()]

    async def result(self, game_id: int) -> ResultRecord | None:
        async with self._lock, self.db.execute(
            "SELECT * FROM results WHERE game_id=?", (game_id,)
        ) as cur:
            r = await cur.fetchone()
            if r is None:
                return None
            return ResultRecord(r["ruleset"], r["end_reason"], json.loads(r["scores"]),
                                json.loads(r["winners"]), r["finished_at"])

    # ------------------------------------------------------------ users
    async def user(self, user_key: str) -> UserRecord | None:
        async with self._lock, self.db.execute(
            "SELECT * FROM users WHERE key=?", (user_key,)
        ) as cur:
            r = await cur.fetchone()
            if r is None:
                return None
            return UserRecord(r["key"], r["platform"], r["user_id"], r["name"], r["language"])

    async def chat_language(self, chat_key: str) -> str | None:
        async with self._lock, self.db.execute(
            "SELECT language FROM chats WHERE key=?", (chat_key,)
        ) as cur:
            r = await cur.fetchone()
            return None if r is None else r["language"]

    async def set_chat_language(self, chat: ChatRecord, now: float) -> None:
        async with self._lock:
            await self._run(lambda conn: _upsert_chat(conn, chat, now))

    async def server_threads(self, server_key: str) -> bool | None:
        async with self._lock, self.db.execute(
            "SELECT threads FROM server_settings WHERE key=?", (server_key,)
        ) as cur:
            r = await cur.fetchone()
            return None if r is None else bool(r["threads"])

    async def set_server_threads(self, server_key: str, on: bool, now: float) -> None:
        async with self._lock:
            await self._run(lambda conn: conn.execute(
                "INSERT INTO server_settings (key, threads, updated_at) VALUES (?,?,?) "
                "ON CONFLICT(key) DO UPDATE SET threads=excluded.threads, "
                "updated_at=excluded.updated_at", (server_key, int(on), now)))

    async def table_dump(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of every table of game data (tests compare the database before and
        after); the heartbeat says only that the process runs, and the seen updates only
        which updates came, so they are left out."""
        out: dict[str, list[tuple[Any, ...]]] = {}
        async with self._lock:
            async with self.db.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' "
                "AND name NOT IN ('heartbeat', 'seen_updates')"
            ) as cur:
                names = sorted(r[0] for r in await cur.fetchall())
            for name in names:
                async with self.db.execute(f"SELECT * FROM {name} ORDER BY 1, 2") as cur:
                    out[name] = [tuple(r) for r in await cur.fetchall()]
        return out


def _join_lines(conn: sqlite3.Connection, game_id: int, state: dict[str, Any]) -> None:
    """Put the game's live action log and its history lines back into ``state``
    (storage/logs.py), as new lists; ValueError when the rows do not make the stored
    state."""
    state["log"] = [json.loads(r[0]) for r in conn.execute(
        "SELECT action FROM moves WHERE game_id=? AND undone=0 ORDER BY id", (game_id,))]
    turns = history_in_rows(state)
    if turns is not None:
        history = [json.loads(r[0]) for r in conn.execute(
            "SELECT turn FROM turns WHERE game_id=? ORDER BY idx", (game_id,))]
        if len(history) != turns:
            raise ValueError(f"game {game_id}: {turns} history lines, rows differ")
        state["history"] = history


def _upsert_chat(db: sqlite3.Connection, c: ChatRecord, now: float) -> None:
    # COALESCE: a write that does not know the language keeps the stored one.
    db.execute(
        "INSERT INTO chats (key, platform, chat_id, thread, language, updated_at) "
        "VALUES (?,?,?,?,?,?) ON CONFLICT(key) DO UPDATE SET "
        "language=COALESCE(excluded.language, chats.language), "
        "updated_at=excluded.updated_at",
        (c.key, c.platform, c.chat_id, c.thread, c.language, now),
    )


def _upsert_user(db: sqlite3.Connection, u: UserRecord, now: float) -> None:
    db.execute(
        "INSERT INTO users (key, platform, user_id, name, language, updated_at) "
        "VALUES (?,?,?,?,?,?) ON CONFLICT(key) DO UPDATE SET name=excluded.name, "
        "language=COALESCE(excluded.language, users.language), "
        "updated_at=excluded.updated_at",
        (u.key, u.platform, u.user_id, u.name, u.language, now),
    )


# A claimed update is handled: its chat's later updates wait no longer, and its body goes.
_UPDATE_HANDLED = ("UPDATE seen_updates SET handled=1, body=NULL, claimed_until=NULL "
                   "WHERE source=? AND update_id=? AND (handled=0 OR body IS NOT NULL)")
# A game owed a downtime shift has nothing due until the shift is settled.
_NOT_OWED = ("AND game_id NOT IN (SELECT game_id FROM owed_shifts) "
             # nor one whose platform does not answer (an empty table, nearly always)
             "AND game_id NOT IN (SELECT g.id FROM games g JOIN platform_outages o "
             "ON substr(g.chat_key, 1, instr(g.chat_key, ':') - 1) = o.platform "
             "AND o.ended IS NULL)")
# How long a claimed shift is left to its claimer (seconds of the service's clock): one
# process per SQLite file, so this only matters if a shift failed half-way.
SHIFT_LEASE = 30.0


def _of_platforms(platforms: Collection[str] | None) -> tuple[str, tuple[str, ...]]:
    """The condition (and its arguments) that keeps the deadlines of games on
    ``platforms`` (a chat key starts with its platform and a colon)."""
    if platforms is None:
        return "", ()
    marks = ",".join("?" * len(platforms)) or "NULL"
    return (f"AND game_id IN (SELECT id FROM games WHERE "
            f"substr(chat_key, 1, instr(chat_key, ':') - 1) IN ({marks}))", tuple(platforms))


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _statements(sql: str) -> list[str]:
    """Split a migration into statements (no semicolons inside our string literals)."""
    lines = [ln.split("--", 1)[0] for ln in sql.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
