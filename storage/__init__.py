"""Where games live: a repository interface (``Repository``) and two implementations:
SQLite (``SqliteRepository``: aiosqlite, WAL, one process; the default) and PostgreSQL
(``PostgresRepository``: asyncpg, several processes on one database).  Each applies its
own ``.sql`` migrations at start."""

from pathlib import Path

from storage.base import (
    BoardEntry,
    ChatRecord,
    DatabaseUnreachable,
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
    describe,
    is_postgres_url,
)
from storage.postgres import (
    PostgresRepository,
    bot_application,
    has_tables,
    open_postgres,
)
from storage.sqlite import SqliteRepository, open_repository


async def exists(target: str | Path) -> bool:
    """Whether ``target`` is a database the bot has used: a SQLite file that is there, a
    PostgreSQL database that holds its tables.  Opening one makes it (an empty file, the
    tables): a one-off command on a mistyped or relative name must not."""
    if is_postgres_url(target):
        return await has_tables(str(target))
    return Path(target).is_file()


async def open_database(target: str | Path, *, bot: bool = False) -> Repository:
    """The repository at ``target``: a ``postgresql://`` URL, or else a SQLite file.
    ``bot``: a bot's (or the console's), whose PostgreSQL connections say so
    (``bot_application``: ``ratings rebuild`` refuses to run beside one)."""
    if is_postgres_url(target):
        return await open_postgres(str(target),
                                   application=bot_application() if bot else None)
    return await open_repository(target)


__all__ = [
    "BoardEntry",
    "ChatRecord",
    "DatabaseUnreachable",
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
    "describe",
    "exists",
    "is_postgres_url",
    "open_database",
    "open_postgres",
    "open_repository",
]
