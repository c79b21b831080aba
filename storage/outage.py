"""Whether an exception means the database went away (refused, dropped, shutting down,
restarting), which passes by itself, rather than a bug: a command that failed for it is
counted "unavailable", not "error" (bot/metrics.py), and the timer says so once instead
of a traceback every second (bot/deadline_loop.py)."""

from __future__ import annotations

import sqlite3

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no types

from storage.base import DatabaseUnreachable, StorageUnavailable

# asyncpg's: class 08 (the connection failed or was dropped) and 57 (an administrator shut
# the server down, or it is starting up); InterfaceError is its "connection is closed".
_POSTGRES = (asyncpg.PostgresConnectionError, asyncpg.exceptions.OperatorInterventionError,
             asyncpg.InterfaceError)
# SQLite's file could not be opened or read (a disk that went away, a mount dropped).
_SQLITE_OUTAGE = ("unable to open database file", "disk i/o error")


def is_outage(e: BaseException) -> bool:
    """``e``, or what it was raised from, is the database not answering."""
    seen: set[int] = set()
    cause: BaseException | None = e
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if isinstance(cause, (DatabaseUnreachable, StorageUnavailable, *_POSTGRES,
                              ConnectionError, TimeoutError)):
            return True
        if isinstance(cause, sqlite3.OperationalError) and str(cause).lower().startswith(
                _SQLITE_OUTAGE):
            return True
        cause = cause.__cause__ or cause.__context__
    return False
