"""The PostgreSQL side of ``RatingsRepository`` (ratings, player rows, player settings;
migration ``postgres/0003_ratings.sql``), a mixin of ``PostgresRepository``: the same
queries as ``storage/sqlite_ratings.py`` in PostgreSQL's dialect, on the repository's
connections (the chat's own while a command holds its lock)."""

from __future__ import annotations

import contextlib
from typing import Any

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no types

from storage.base import BoardEntry, PlayerGameRecord, RatingRecord
from storage.rating_rows import PLAYER_GAME_COLUMNS, player_game_row


def _rating(r: Any) -> RatingRecord:
    return RatingRecord(r["user_key"], r["family"], r["mu"], r["sigma"], r["games"])


class PostgresRatingsMixin:
    def _conn(self) -> contextlib.AbstractAsyncContextManager[asyncpg.Connection]:
        raise NotImplementedError  # PostgresRepository's connection

    async def ratings(self, family: str, user_keys: list[str]) -> dict[str, RatingRecord]:
        if not user_keys:
            return {}
        async with self._conn() as db:
            rows = await db.fetch(
                "SELECT * FROM ratings WHERE family=$1 AND user_key = ANY($2::text[])",
                family, list(user_keys))
        return {r["user_key"]: _rating(r) for r in rows}

    async def record_game(self, rows: list[PlayerGameRecord], ratings: list[RatingRecord],
                          now: float) -> None:
        cols = ",".join(PLAYER_GAME_COLUMNS)
        marks = ",".join(f"${i + 1}" for i in range(len(PLAYER_GAME_COLUMNS)))
        updates = ",".join(f"{c}=excluded.{c}" for c in PLAYER_GAME_COLUMNS[2:])
        async with self._conn() as db, db.transaction():
            await db.executemany(
                f"INSERT INTO player_games ({cols}) VALUES ({marks}) "
                f"ON CONFLICT (game_id, user_key) DO UPDATE SET {updates}",
                [(p.game_id, p.user_key, p.name, p.chat_key, p.family, p.ruleset,
                  p.score, int(p.won), int(p.rated), p.moves, p.bingos, p.best_move,
                  p.best_score, p.mu, p.sigma, p.finished_at) for p in rows])
            await db.executemany(
                "INSERT INTO ratings (user_key, family, mu, sigma, games, updated_at) "
                "VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (user_key, family) DO UPDATE SET "
                "mu=excluded.mu, sigma=excluded.sigma, games=excluded.games, "
                "updated_at=excluded.updated_at",
                [(r.user_key, r.family, r.mu, r.sigma, r.games, now) for r in ratings])

    async def player_games(self, user_key: str, family: str | None = None,
                           ) -> list[PlayerGameRecord]:
        sql = "SELECT * FROM player_games WHERE user_key=$1"
        args: list[Any] = [user_key]
        if family is not None:
            sql += " AND family=$2"
            args.append(family)
        async with self._conn() as db:
            rows = await db.fetch(sql + " ORDER BY finished_at, game_id", *args)
        return [player_game_row(r) for r in rows]

    async def players(self, *, chat_key: str | None = None, platform: str | None = None,
                      ) -> list[tuple[str, str]]:
        sql = ("SELECT k.user_key, (SELECT p.name FROM player_games p "
               "WHERE p.user_key=k.user_key ORDER BY p.finished_at DESC, p.game_id DESC "
               "LIMIT 1) AS name FROM (SELECT DISTINCT user_key FROM player_games")
        args: list[Any] = []
        if chat_key is not None:
            args.append(chat_key)
            sql += f" WHERE chat_key=${len(args)}) k"
        else:
            sql += (") k WHERE k.user_key NOT IN (SELECT user_key FROM player_settings "
                    "WHERE hidden=1)")
            if platform is not None:
                args.append(platform + ":")
                sql += f" AND starts_with(k.user_key, ${len(args)})"
        async with self._conn() as db:
            rows = await db.fetch(sql + " ORDER BY k.user_key", *args)
        return [(r["user_key"], r["name"] or r["user_key"]) for r in rows]

    async def leaderboard(self, family: str, *, chat_key: str | None = None,
                          platform: str | None = None, limit: int = 10,
                          ) -> list[BoardEntry]:
        # The name: the one the player had in their latest game.
        args: list[Any] = [family]
        sql = ("SELECT r.*, (SELECT p.name FROM player_games p WHERE p.user_key=r.user_key "
               "ORDER BY p.finished_at DESC LIMIT 1) AS name FROM ratings r "
               "WHERE r.family=$1")
        if chat_key is not None:
            args.append(chat_key)
            sql += (f" AND r.user_key IN (SELECT user_key FROM player_games "
                    f"WHERE chat_key=${len(args)} AND family=$1 AND rated=1)")
        else:
            sql += (" AND r.user_key NOT IN (SELECT user_key FROM player_settings "
                    "WHERE hidden=1)")
            if platform is not None:
                args.append(platform + ":")
                sql += f" AND starts_with(r.user_key, ${len(args)})"
        args.append(limit)
        sql += f" ORDER BY r.mu - 3 * r.sigma DESC, r.user_key LIMIT ${len(args)}"
        async with self._conn() as db:
            rows = await db.fetch(sql, *args)
        return [BoardEntry(_rating(r), r["name"] or r["user_key"]) for r in rows]

    async def set_hidden(self, user_key: str, hidden: bool, now: float) -> None:
        async with self._conn() as db:
            await db.execute(
                "INSERT INTO player_settings (user_key, hidden, updated_at) VALUES ($1,$2,$3) "
                "ON CONFLICT (user_key) DO UPDATE SET hidden=excluded.hidden, "
                "updated_at=excluded.updated_at", user_key, int(hidden), now)

    async def is_hidden(self, user_key: str) -> bool:
        async with self._conn() as db:
            hidden = await db.fetchval(
                "SELECT hidden FROM player_settings WHERE user_key=$1", user_key)
        return bool(hidden)

    async def finished_game_ids(self) -> list[int]:
        async with self._conn() as db:
            rows = await db.fetch("SELECT game_id FROM results ORDER BY finished_at, game_id")
        return [int(r["game_id"]) for r in rows]

    async def clear_ratings(self) -> None:
        async with self._conn() as db, db.transaction():
            await db.execute("DELETE FROM ratings")
            await db.execute("DELETE FROM player_games")

