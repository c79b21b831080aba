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
the process dies, however it dies.

A process that refuses the file (damaged, not writable, too new) deletes the lock file it
held, so that nothing is left beside a database no one has open.  A lock file deleted
while the process runs (an operator tidying the folder) is made and taken again
(``keep``, at each heartbeat and command), and a process that finds none checks SQLite's
own: a connection holds a shared lock on a byte of the ``-shm`` file for as long as it
has the database open in WAL mode, which no deleted file takes away."""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import struct
from pathlib import Path

from storage.base import StorageUnavailable

_held: dict[str, tuple[int, int]] = {}  # lock file -> (descriptor, repositories using it)

log = logging.getLogger("storage")

#: The byte of the ``-shm`` file every WAL connection holds a shared lock on while it is
#: open (SQLite's os_unix.c: UNIX_SHM_DMS, 120 + SQLITE_SHM_NLOCK).
_SHM_DMS = 128


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
    fd, made = _take(key, db_path)
    # No lock file was there: the first start on this file, or one deleted while a bot
    # ran, which then still has the database open (SQLite's lock on its -shm file).
    holder = _shm_holder(db_path) if made else None
    if holder is not None:
        _unlink_held(key, fd)
        os.close(fd)
        raise DatabaseInUse(db_path, str(holder), f"its lock file {key} was missing "
                            f"(deleted while it ran?); {ONE_PROCESS}")
    _held[key] = (fd, 1)
    return key


def _take(key: str, db_path: str, advice: str | None = None) -> tuple[int, bool]:
    """The lock file ``key`` opened and flocked (made if missing: then True), the pid
    written in it; ``DatabaseInUse`` when another process holds it."""
    while True:
        made = False
        try:
            try:
                fd = os.open(key, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
                made = True
            except FileExistsError:
                fd = os.open(key, os.O_RDWR)
            writable = True
        except OSError as e:
            if not isinstance(e, PermissionError) or not os.path.exists(key):
                # No lock file, and none can be made: the folder is not writable (a
                # read-only one, or not the service user's), which SQLite would need for
                # -wal too.
                raise StorageUnavailable(unwritable_folder(db_path, e)) from None
            # Made by another user (root's one-off command): flock works on a read-only one.
            fd, writable = os.open(key, os.O_RDONLY), False
        _flock_or_refuse(fd, db_path, advice)
        if not _same_file(key, fd):  # deleted by its holder between our open and flock
            os.close(fd)
            continue
        if writable:  # the pid, for the message the next one gets
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        return fd, made


def _same_file(key: str, fd: int) -> bool:
    """Whether the path ``key`` still names the file open at ``fd``."""
    try:
        there = os.stat(key)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (there.st_dev, there.st_ino) == (mine.st_dev, mine.st_ino)


def _unlink_held(key: str, fd: int) -> None:
    """Delete the lock file this process holds at ``fd`` (never one another has made
    since); a file this user may not delete stays."""
    if _same_file(key, fd):
        with contextlib.suppress(OSError):
            os.unlink(key)


def _shm_holder(db_path: str) -> int | None:
    """The pid of another process that has ``db_path`` open in WAL mode (its shared lock
    on the -shm file's DMS byte), or None."""
    try:
        fd = os.open(str(Path(db_path).resolve()) + "-shm", os.O_RDONLY)
    except OSError:
        return None  # none: no connection has it open (or this user cannot tell)
    try:
        asked = struct.pack("hhqqi", fcntl.F_WRLCK, os.SEEK_SET, _SHM_DMS, 1, 0)
        kind, _whence, _start, _len, pid = struct.unpack(
            "hhqqi", fcntl.fcntl(fd, fcntl.F_GETLK, asked))
    except OSError:
        return None
    finally:
        os.close(fd)
    return pid if kind != fcntl.F_UNLCK and pid > 0 else None


def keep(key: str | None) -> None:
    """If the lock file this process holds (``acquire``'s key) was deleted or replaced
    while it runs, make it and take it again: a second process would otherwise take a new
    one and start on the same database.  Cheap (two stats) when it is there."""
    if key is None or key not in _held:
        return
    fd, users = _held[key]
    if _same_file(key, fd):
        return
    try:
        new, _made = _take(key, key.removesuffix(".lock"))
    except DatabaseInUse as e:
        log.error("the lock file %s was deleted while this process ran, and another "
                  "process has taken a new one (pid %s): two processes on one SQLite file; "
                  "stop one of them", key, e.holder or "unknown")
        return
    except (StorageUnavailable, OSError) as e:
        log.warning("the lock file %s was deleted while this process ran, and cannot be "
                    "made again (%s)", key, e)
        return
    os.close(fd)
    _held[key] = (new, users)
    log.warning("the lock file %s was deleted while this process ran: made and taken "
                "again", key)


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
        pid = _shm_holder(db_path)  # a bot whose lock file was deleted while it ran
        if pid is not None:
            raise DatabaseInUse(db_path, str(pid), advice) from None
        return None
    _flock_or_refuse(fd, db_path, advice)
    return fd


def _flock_or_refuse(fd: int, db_path: str, advice: str | None) -> None:
    """Lock ``fd`` at once, or close it and refuse with the pid its holder wrote in it."""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.read(fd, 32).decode(errors="replace").strip()
        os.close(fd)
        raise DatabaseInUse(db_path, holder, advice) from None
    except BaseException:
        os.close(fd)
        raise


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


def release(key: str, remove: bool = False) -> None:
    """Let go of the lock (the last of the process's repositories on the file);
    ``remove``: the file was refused, and its lock file goes too (it did not exist
    before, or it is only the trace of a start that failed)."""
    fd, users = _held.pop(key)
    if users > 1:
        _held[key] = (fd, users - 1)
        return
    if remove:
        _unlink_held(key, fd)  # while held: no other process is using it
    with contextlib.suppress(OSError):
        os.close(fd)  # the flock goes with the last descriptor
