"""What is wrong with a DATABASE_URL by its text alone, said once for both readers of it:
the bots' settings (``bot.settings``) and ``python -m storage``.  A line never shows the
password: only a placeholder's dots, or a ``<part>`` that is not the password.

A package of its own, beside the engine, rather than a module of ``storage``: the chat
adapters load ``bot.settings`` and must load no database driver (importing anything in
``storage`` runs its ``__init__``, which opens asyncpg and aiosqlite)."""

from __future__ import annotations

import re

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
