"""What is wrong with a DATABASE_URL by its text alone, said once for both readers of it:
the bots' settings (``bot.settings``) and ``python -m storage``.  A line never shows the
password: only a placeholder's dots, or a ``<part>`` that is not the password.  And the
SQLite file's default and the line for a DATABASE_PATH whose folder is not there, for the
same two readers (``python -m storage migrate`` finds the bot's database as the bot does).

A package of its own, beside the engine, rather than a module of ``storage``: the chat
adapters load ``bot.settings`` and must load no database driver (importing anything in
``storage`` runs its ``__init__``, which opens asyncpg and aiosqlite)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

#: The SQLite file of a bot with neither DATABASE_URL nor DATABASE_PATH set: relative, so
#: in its working directory (the unit's WorkingDirectory, /var/lib/wordgames).
DEFAULT_DATABASE_PATH = "wordgames.sqlite3"


def folder_problem(path: str, shown: str | None = None) -> str | None:
    """Why the SQLite file ``path`` cannot be the bot's, or None: its folder is not there
    (a mistyped DATABASE_PATH must make no empty database, with the games unseen in the
    right one).  ``shown``: the path as the line names it (default ``DATABASE_PATH=...``;
    with what sets it, ``... (in FILE)``)."""
    folder = Path(path).parent
    if folder.is_dir():
        return None
    return (f"{shown or f'DATABASE_PATH={path}'}: the folder {folder} does not exist "
            "(create it first, or correct the path)")

#: A value that is nothing but a placeholder ("...", "<secret>"): for a secret that may be
#: any text, in which two dots could be the operator's own.
ONLY_PLACEHOLDER = re.compile(r"^(\.\.+|…+|<.*>)$")
#: What to do about a placeholder ({where}: the file, or the environment, that sets it).
PLACEHOLDER_ADVICE = ("put the database's address (postgresql://user:password@host/dbname) "
                      "in {where}")
NOT_POSTGRES = ("DATABASE_URL must be a postgresql:// address (leave it unset for the "
                "SQLite file at DATABASE_PATH)")


def password(url: str | None) -> str | None:
    if not url:
        return None
    # Up to the last @: a password holding / or @, not percent-encoded, is blanked whole
    # (read up to the first /, only its first letters were: "p" of "p@ss/w:rd", and then
    # every p of every line).
    userinfo = url.partition("://")[2].rpartition("@")[0]
    return userinfo.partition(":")[2] or None


def shown_secret(value: str) -> str:
    if re.fullmatch(r"\.+|…+", value):
        return repr(value)
    return "'<...>'" if value.startswith("<") else "'...' in it"


def placeholder(url: str) -> str | None:
    """The placeholder ``url`` still holds, as it may be shown, or None: its password, or a
    <part> of it (<host>, <dbname>: shown, no secret)."""
    part = re.search(r"<[A-Za-z][\w -]*>", url)
    secret = password(url) or ""
    if part is not None and part[0] not in secret:
        return repr(part[0])
    if part is not None or ONLY_PLACEHOLDER.match(secret):
        return shown_secret(secret)
    return None


def placeholder_problem(url: str, where: str) -> str | None:
    shown = placeholder(url)
    if shown is None:
        return None
    return (f"DATABASE_URL holds a placeholder ({shown}): "
            + PLACEHOLDER_ADVICE.format(where=where))


def scheme_problem(url: str) -> str | None:
    """Why ``url`` is no PostgreSQL address, or None (the line names no part of it)."""
    if url.startswith(("postgresql://", "postgres://")):
        return None
    return NOT_POSTGRES


#: PostgreSQL's own port, which a URL without one reaches.
DEFAULT_PORT = 5432


def _hosts(url: str) -> list[str] | None:
    """The ``host[:port]`` items of ``url``'s address as asyncpg reads it (after the
    first ``@`` of the part before the first ``/``; several comma-separated), or None
    when the URL cannot be what was meant (a password not percent-encoded moves the
    host: the connection's line says so, ``storage.postgres``)."""
    parts = urlsplit(url)
    _auth, at, host = parts.netloc.partition("@")
    if not at:
        host = parts.netloc
    if "@" in host or "@" in parts.path + parts.query + parts.fragment:
        return None
    return [h for h in host.split(",") if h]


def _port_of(item: str) -> str | None:
    """The port written in one ``host:port`` item (``[::1]:5432`` for IPv6), or None."""
    if item.startswith("["):
        rest = item.partition("]")[2]
        return rest[1:] if rest.startswith(":") else None
    _host, colon, port = item.rpartition(":")
    return port if colon and port else None


def port_problem(url: str, where: str | None = None) -> str | None:
    """Why a port of ``url`` cannot be a port (not a number: ``localhost:54x2``; out of
    range: ``:99999``, which asyncpg took modulo 65536 and tried to reach), or None.  A
    mistake of the setting, not a server that will answer later; ``where``: what sets it
    (a file, the environment), named in the line.  The line names no password."""
    hosts = _hosts(url)
    if hosts is None:
        return None
    ports = [p for p in (_port_of(h) for h in hosts) if p is not None]
    for value in parse_qs(urlsplit(url).query).get("port", []):
        ports.extend(value.split(","))
    fix = (f"write the PostgreSQL server's port after its host (host:{DEFAULT_PORT}: its "
           "cluster's port, which pg_lsclusters shows), or no port for "
           f"{DEFAULT_PORT}" + (f", in {where}" if where else ""))
    for port in ports:
        if not port.isascii() or not port.isdigit():
            return f"DATABASE_URL's port {port!r} is not a number: {fix}"
        if not 1 <= int(port) <= 65535:
            return f"DATABASE_URL's port {port} is out of range (1 to 65535): {fix}"
    return None


def servers(url: str) -> str | None:
    """The server(s) ``url`` reaches, as ``host:port`` (the default port put in), or None
    when it names no host (the local socket, or PGHOST)."""
    hosts = _hosts(url)
    if not hosts:
        return None
    shown = []
    for item in hosts:
        port = _port_of(item)
        shown.append(item if port is not None else f"{item.rstrip(':')}:{DEFAULT_PORT}")
    return ", ".join(shown)
