"""Where games live: a repository interface (``Repository``) and its SQLite implementation
(``SqliteRepository``: aiosqlite, WAL, ``.sql`` migrations applied at start).  Another
backend implements the same interface."""

from storage.base import (
    BoardEntry,
    ChatRecord,
    Deadline,
    GameExists,
    GameRecord,
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
from storage.sqlite import SqliteRepository, open_repository

__all__ = [
    "BoardEntry",
    "ChatRecord",
    "Deadline",
    "GameExists",
    "GameRecord",
    "PlayerGameRecord",
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
    "open_repository",
]
