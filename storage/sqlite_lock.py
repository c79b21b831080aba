"""One bot process per SQLite file: a lock file beside the database (``FILE.lock``), held
with ``flock`` for as long as the process has the database open.

A SQLite database has one process's chat locks in that process (docs/deploy.md), so a
second process on the same file would interleave commands on one game; before this lock
it started, and the first write it could not take came out as a misleading "corrupt or
read-only".  ``flock`` rather than SQLite's own exclusive locking mode: that would shut
out ``sqlite3 FILE .backup`` too, which the docs say is safe while the bot runs (it does
not take this lock).  A sidecar file rather than the database itself: closing any
descriptor of the database file drops SQLite's own POSIX locks of the whole process.

The lock is the process's: repositories of one process on one file (the tests' model of
two processes) share it, and the last one to close releases it.  The kernel drops it when
the process dies, however it dies."""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

from storage.base import StorageUnavailable

_held: dict[str, tuple[int, int]] = {}  # lock file -> (descriptor, repositories using it)


class DatabaseInUse(StorageUnavailable):
    """Another process has this SQLite file open; ``advice``: what the one who ran this
    does about it (a second bot's by default)."""

    def __init__(self, db_path: str, holder: str, advice: str | None = None) -> None:
        super().__init__(_in_use(db_path, holder, advice))
        self.db_path, self.holder = db_path, holder


def lock_path(db_path: str) -> str:
    return str(Path(db_path).resolve()) + ".lock"


def acquire(db_path: str) -> str:
    """Take the process's lock on ``db_path`` (again, if it holds it); the key to
    ``release``.  ``DatabaseInUse`` when another process holds it."""
    key = lock_path(db_path)
    if key in _held:
        fd, users = _held[key]
        _held[key] = (fd, users + 1)
        return key
    try:
        fd = os.open(key, os.O_RDWR | os.O_CREAT, 0o644)
        writable = True
    except OSError as e:
        if not isinstance(e, PermissionError) or not os.path.exists(key):
            # No lock file, and none can be made: the folder is not writable (a read-only
            # one, or not the service user's), which SQLite would need for -wal too.
            raise StorageUnavailable(unwritable_folder(db_path, e)) from None
        # Made by another user (root's one-off command): flock works on a read-only one.
        fd, writable = os.open(key, os.O_RDONLY), False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.read(fd, 32).decode(errors="replace").strip()
        os.close(fd)
        raise DatabaseInUse(db_path, holder) from None
    except BaseException:
        os.close(fd)
        raise
    if writable:  # the pid, for the message the next one gets
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    _held[key] = (fd, 1)
    return key


def check_free(db_path: str, advice: str | None = None) -> int | None:
    """For a command that only reads ``db_path`` (``migrate-to``): ``DatabaseInUse`` if a
    process holds its lock, else a descriptor that holds it until closed (a bot started
    meanwhile is refused), or None when there is no lock file: no process has the file
    open, and none is made (it would be owned by whoever ran this, root often)."""
    key = lock_path(db_path)
    if key in _held:  # this process's own repository (a test's, a tool's): not another's
        return None
    try:
        fd = os.open(key, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.read(fd, 32).decode(errors="replace").strip()
        os.close(fd)
        raise DatabaseInUse(db_path, holder, advice) from None
    except BaseException:
        os.close(fd)
        raise
    return fd


ONE_PROCESS = ("run one bot process per SQLite file (several processes need PostgreSQL, "
               "docs/deploy.md)")


def unwritable_folder(db_path: str, error: OSError) -> str:
    """The line for a database whose folder this process cannot create files in."""
    where = Path(db_path).resolve()
    return (f"the database {where} cannot be written (its folder {where.parent}: "
            f"{error.strerror}): the user the bot runs as must be able to write the file "
            "and its folder (SQLite makes its -wal and -shm files beside it)")


def _in_use(db_path: str, holder: str, advice: str | None = None) -> str:
    # The full path, as every other line about a database: a relative DATABASE_PATH is
    # read in the process's working directory, which the operator may not know.
    return (f"the database {Path(db_path).resolve()} is in use by another process"
            f"{f' (pid {holder})' if holder.isdigit() else ''}: {advice or ONE_PROCESS}")


def release(key: str) -> None:
    fd, users = _held.pop(key)
    if users > 1:
        _held[key] = (fd, users - 1)
        return
    with contextlib.suppress(OSError):
        os.close(fd)  # the flock goes with the last descriptor
