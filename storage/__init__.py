"""Where games live: a repository interface (``Repository``) and two implementations:
SQLite (``SqliteRepository``: aiosqlite, WAL, one process; the default) and PostgreSQL
(``PostgresRepository``: asyncpg, several processes on one database).  Each applies its
own ``.sql`` migrations at start."""

from pathlib import Path

from storage.base import (
    BoardEntry,
    ChatRecord,
    DeadlineRecord,
    GameExists,
    GameRecord,
    OwedShift,
    PlayerGameRecord,
    RatingRecord,
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
)
from storage.postgres import PostgresRepository, open_postgres
from storage.sqlite import SqliteRepository, open_repository


def is_postgres_url(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


async def open_database(target: str | Path) -> Repository:
    """The repository at ``target``: a ``postgresql://`` URL, or else a SQLite file."""
    if is_postgres_url(target):
        return await open_postgres(str(target))
    return await open_repository(target)


__all__ = [
    "BoardEntry",
    "ChatRecord",
    "DeadlineRecord",
    "GameExists",
    "GameRecord",
    "OwedShift",
    "PlayerGameRecord",
    "PostgresRepository",
    "RatingRecord",
    "Repository",
    "ResultRecord",
    "SchemaTooNew",
    "SeatRecord",
    "SqliteRepository",
    "StorageUnavailable",
    "UnreadableGame",
    "UserRecord",
    "VersionConflict",
    "VoteRecord",
    "Write",
    "is_postgres_url",
    "open_database",
    "open_postgres",
    "open_repository",
]
