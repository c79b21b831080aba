"""The SQLite side of ``RatingsRepository`` (ratings, player rows, player settings;
migration ``0003_ratings.sql``), a mixin of ``SqliteRepository``: it uses the
repository's connection and lock, so its transactions never interleave with a game's."""

from __future__ import annotations

import asyncio
from typing import Any

import aiosqlite

from storage.base import BoardEntry, PlayerGameRecord, RatingRecord
from storage.rating_rows import PLAYER_GAME_COLUMNS, player_game_row


class SqliteRatingsMixin:
    _lock: asyncio.Lock

    @property
    def db(self) -> aiosqlite.Connection:
        raise NotImplementedError  # SqliteRepository's connection

    async def ratings(self, family: str, user_keys: list[str]) -> dict[str, RatingRecord]:
        if not user_keys:
            return {}
        marks = ",".join("?" * len(user_keys))
        async with self._lock, self.db.execute(
            f"SELECT * FROM ratings WHERE family=? AND user_key IN ({marks})",
            (family, *user_keys),
        ) as cur:
            return {r["user_key"]: RatingRecord(r["user_key"], r["family"], r["mu"],
                                                r["sigma"], r["games"])
                    for r in await cur.fetchall()}

    async def record_game(self, rows: list[PlayerGameRecord], ratings: list[RatingRecord],
                          now: float) -> None:
        async with self._lock:
            db = self.db
            await db.execute("BEGIN IMMEDIATE")
            try:
                await db.executemany(
                    f"INSERT OR REPLACE INTO player_games ({','.join(PLAYER_GAME_COLUMNS)}) "
                    f"VALUES ({','.join('?' * len(PLAYER_GAME_COLUMNS))})",
                    [(p.game_id, p.user_key, p.name, p.chat_key, p.family, p.ruleset,
                      p.score, int(p.won), int(p.rated), p.moves, p.bingos, p.best_move,
                      p.best_score, p.mu, p.sigma, p.finished_at) for p in rows])
                await db.executemany(
                    "INSERT OR REPLACE INTO ratings (user_key, family, mu, sigma, games, "
                    "updated_at) VALUES (?,?,?,?,?,?)",
                    [(r.user_key, r.family, r.mu, r.sigma, r.games, now) for r in ratings])
            except BaseException:
                await db.execute("ROLLBACK")
                raise
            await db.execute("COMMIT")

    async def player_games(self, user_key: str, family: str | None = None,
                           ) -> list[PlayerGameRecord]:
        sql = "SELECT * FROM player_games WHERE user_key=?"
        args: tuple[Any, ...] = (user_key,)
        if family is not None:
            sql += " AND family=?"
            args += (family,)
        async with self._lock, self.db.execute(sql + " ORDER BY finished_at, game_id",
                                               args) as cur:
            return [player_game_row(r) for r in await cur.fetchall()]

    async def players(self, *, chat_key: str | None = None, platform: str | None = None,
                      ) -> list[tuple[str, str]]:
        sql = ("SELECT k.user_key, (SELECT p.name FROM player_games p "
               "WHERE p.user_key=k.user_key ORDER BY p.finished_at DESC, p.game_id DESC "
               "LIMIT 1) AS name FROM (SELECT DISTINCT user_key FROM player_games")
        args: list[Any] = []
        if chat_key is not None:
            sql += " WHERE chat_key=?) k"
            args.append(chat_key)
        else:
            sql += (") k WHERE k.user_key NOT IN (SELECT user_key FROM player_settings "
                    "WHERE hidden=1)")
            if platform is not None:
                sql += " AND substr(k.user_key, 1, ?)=?"
                args += [len(platform) + 1, platform + ":"]
        async with self._lock, self.db.execute(sql + " ORDER BY k.user_key", args) as cur:
            return [(r["user_key"], r["name"] or r["user_key"]) for r in await cur.fetchall()]

    async def leaderboard(self, family: str, *, chat_key: str | None = None,
                          platform: str | None = None, limit: int = 10,
                          ) -> list[BoardEntry]:
        # The name: the one the player had in their latest game.
        sql = ("SELECT r.*, (SELECT p.name FROM player_games p WHERE p.user_key=r.user_key "
               "ORDER BY p.finished_at DESC LIMIT 1) AS name FROM ratings r WHERE r.family=?")
        args: list[Any] = [family]
        if chat_key is not None:
            sql += (" AND r.user_key IN (SELECT user_key FROM player_games "
                    "WHERE chat_key=? AND family=? AND rated=1)")
            args += [chat_key, family]
        else:
            sql += (" AND r.user_key NOT IN (SELECT user_key FROM player_settings "
                    "WHERE hidden=1)")
            if platform is not None:
                sql += " AND substr(r.user_key, 1, ?)=?"
                args += [len(platform) + 1, platform + ":"]
        sql += " ORDER BY r.mu - 3 * r.sigma DESC, r.user_key LIMIT ?"
        args.append(limit)
        async with self._lock, self.db.execute(sql, args) as cur:
            return [BoardEntry(RatingRecord(r["user_key"], r["family"], r["mu"], r["sigma"],
                                            r["games"]), r["name"] or r["user_key"])
                    for r in await cur.fetchall()]

    async def set_hidden(self, user_key: str, hidden: bool, now: float) -> None:
        async with self._lock:
            await self.db.execute(
                "INSERT INTO player_settings (user_key, hidden, updated_at) VALUES (?,?,?) "
                "ON CONFLICT(user_key) DO UPDATE SET hidden=excluded.hidden, "
                "updated_at=excluded.updated_at", (user_key, int(hidden), now))

    async def is_hidden(self, user_key: str) -> bool:
        async with self._lock, self.db.execute(
            "SELECT hidden FROM player_settings WHERE user_key=?", (user_key,)
        ) as cur:
            row = await cur.fetchone()
            return bool(row and row[0])

    async def finished_game_ids(self) -> list[int]:
        async with self._lock, self.db.execute(
            "SELECT game_id FROM results ORDER BY finished_at, game_id"
        ) as cur:
            return [int(r[0]) for r in await cur.fetchall()]

    async def clear_ratings(self) -> None:
        async with self._lock:
            db = self.db
            await db.execute("BEGIN IMMEDIATE")
            try:
                await db.execute("DELETE FROM ratings")
                await db.execute("DELETE FROM player_games")
            except BaseException:
                await db.execute("ROLLBACK")
                raise
            await db.execute("COMMIT")
