"""What is wrong with a SQLite file the bot cannot open, said in one line an operator can
act on: which file (its absolute path: a relative DATABASE_PATH is read in the process's
working directory), and whether it is cut short, not a SQLite file at all, damaged in a
named table, read-only or locked.  SQLite itself says "database disk image is malformed"
for most of these, which names neither the file nor what to do.

Only asked once opening has failed; the file is read, never written (a read-only
connection, and the header read as bytes)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from urllib.parse import urlsplit

from storage.base import StorageUnavailable

HEADER = b"SQLite format 3\x00"
RESTORE = "restore it from a backup"


class DatabaseDamaged(StorageUnavailable):
    """The file itself is wrong (damaged, cut short, not SQLite), not the way to it: no
    permission, a lock.  ``migrate-to`` refuses such a source (status 1), as documented."""


def is_damage(error: sqlite3.Error) -> bool:
    """Whether ``explain`` says of ``error`` that the file is damaged (or not SQLite's)."""
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    return not any(word in text for word in ("locked", "readonly", "read-only",
                                              "unable to open"))


def explain(path: str, error: sqlite3.Error) -> str:
    """The line for ``error``, raised while opening ``path`` (a file or a ``file:`` URI)."""
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    where = shown(path)
    if "locked" in text:
        return f"the database {where} is locked by another program ({text})"
    if "readonly" in text or "read-only" in text:
        return (f"the database {where} cannot be written ({text}): the user the bot runs "
                "as must be able to write the file and its folder (SQLite makes its -wal "
                "and -shm files beside it)")
    file = file_of(path)
    if "unable to open" in text:
        return (f"the database {where} cannot be opened ({text}): the user the bot runs "
                "as must be able to read and write the file and its folder")
    problem = None
    if file is not None and file.is_file():
        problem = header_problem(file) or damaged_tables(file)
    return f"the database {where} {problem or f'is damaged ({text}); {RESTORE}'}"


def shown(path: str) -> str:
    """A file as its absolute path; a URI or ``:memory:`` as given."""
    if path == ":memory:" or path.startswith("file:"):
        return path
    return str(Path(path).resolve())


def file_of(path: str) -> Path | None:
    if path == ":memory:":
        return None
    if path.startswith("file:"):
        name = urlsplit(path).path
        return Path(name) if name and name != ":memory:" else None
    return Path(path)


def header_problem(file: Path) -> str | None:
    """A file that is not SQLite's, or shorter than its header says it is."""
    with file.open("rb") as f:
        head = f.read(100)
    size = file.stat().st_size
    if not head.startswith(HEADER):
        return ("is not a SQLite database (it does not start as one): is it the bot's "
                f"file? If it is, {RESTORE}")
    if len(head) < 100:
        return f"is truncated: {size} bytes, less than SQLite's own header; {RESTORE}"
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return f"has a damaged header (its page size is not one SQLite writes); {RESTORE}"
    pages = int.from_bytes(head[28:32], "big")
    # The page count is valid only if written by the same change as the counter.
    if pages and head[92:96] == head[24:28] and size < pages * page_size:
        return (f"is truncated: {size:,} bytes of the {pages * page_size:,} its header "
                f"records (a copy cut short, or a disk that was full?); {RESTORE}")
    return None


def damaged_tables(file: Path) -> str | None:
    """The tables SQLite's own check finds damaged, with its first finding."""
    try:
        uri = f"{Path(file).resolve().as_uri()}?mode=ro"
        con = sqlite3.connect(uri, uri=True)
    except sqlite3.Error:
        return None
    try:
        try:
            names = [r[0] for r in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")]
        except sqlite3.Error as e:
            return f"is damaged in its list of tables ({e}); {RESTORE}"
        bad: list[str] = []
        first = ""
        for name in names:
            try:
                found = [str(r[0]) for r in con.execute(f'PRAGMA quick_check("{name}")')]
            except sqlite3.Error as e:
                found = [str(e)]
            if found != ["ok"]:
                bad.append(name)
                first = first or _finding(found)
        if not bad:
            return None
        tables = "table" if len(bad) == 1 else "tables"
        return f"is damaged in {tables} {', '.join(bad)} ({first}); {RESTORE}"
    finally:
        with contextlib.suppress(sqlite3.Error):
            con.close()


def _finding(found: list[str]) -> str:
    """SQLite's first finding on one line ("*** in database main ***" is its heading)."""
    lines = [line for text in found for line in text.splitlines()
             if line.strip() and not line.startswith("***")]
    return lines[0] if lines else "damaged"

