"""What a process says when it cannot start for a reason its operator can fix: one line
(``error: ...`` on stderr, and a non-zero status for the supervisor), not a traceback.

A traceback is for a bug; a wrong token, a database that does not answer, a setting with
a bad value or a port already taken are not bugs, and forty lines of library frames hide
the one that says what to change.  Anything not recognised here still ends with its
traceback.  The chat libraries are looked up in ``sys.modules``, never imported: the
console starts without either, and an exception of a library that is not loaded cannot
be raised."""

from __future__ import annotations

import errno
import sys
from collections.abc import Callable

from bot.http_server import CannotListen
from bot.settings import IN_THE_ENVIRONMENT, SettingsError
from storage import DatabaseUnreachable, StorageUnavailable

#: the exit status of a mistake only the operator can fix (the units do not retry it)
PERMANENT = 2
#: the exit status of a condition that passes (the network or the database did not
#: answer, as at boot or while PostgreSQL restarts): systemd tries again
TRANSIENT = 3

# Errors of binding a listening socket (the webhook, the health listener).
_LISTEN_ERRNOS = {errno.EADDRINUSE, errno.EADDRNOTAVAIL, errno.EACCES}


def operator_error(e: BaseException,
                   token_source: Callable[[str], str] | None = None) -> str | None:
    """The one line for ``e`` if an operator caused it, else None (a bug).
    ``token_source``: where a token is set (``Settings.where_token``), for the line of
    one the platform refused: the file to edit."""
    if isinstance(e, SettingsError | StorageUnavailable | CannotListen):
        return str(e)
    if isinstance(e, OSError) and e.errno in _LISTEN_ERRNOS:
        # asyncio's strerror already names the address (its str() says it all again)
        return f"cannot listen for HTTP: {e.strerror or e}"
    where = token_source or (lambda _name: IN_THE_ENVIRONMENT)
    for check in (_telegram, _discord):
        line = check(e, where)
        if line is not None:
            return line
    return None


def exit_status(*failures: BaseException) -> int:
    """``TRANSIENT`` when every one of the operator errors ``failures`` may pass by
    itself, else ``PERMANENT``: a token refused beside a network that did not answer is
    not retried (it would be refused again)."""
    return TRANSIENT if all(_status(e) == TRANSIENT for e in failures) else PERMANENT


def _status(e: BaseException) -> int:
    if isinstance(e, DatabaseUnreachable):
        return TRANSIENT
    error = sys.modules.get("telegram.error")
    if error is not None and isinstance(e, error.NetworkError):
        return TRANSIENT
    aiohttp = sys.modules.get("aiohttp")
    discord = sys.modules.get("discord")
    if (discord is not None and aiohttp is not None
            and isinstance(e, aiohttp.ClientConnectionError)):
        return TRANSIENT
    return PERMANENT


def _telegram(e: BaseException, where: Callable[[str], str]) -> str | None:
    error = sys.modules.get("telegram.error")
    if error is None:
        return None
    if isinstance(e, error.InvalidToken):
        return ("Telegram refused TELEGRAM_TOKEN (ask @BotFather for the bot's token and "
                f"set it again in {where('TELEGRAM_TOKEN')})")
    if isinstance(e, error.NetworkError):  # TimedOut among them
        return f"cannot reach Telegram's Bot API ({e}); check the network or TELEGRAM_API_URL"
    run = sys.modules.get("bot.telegram.run")
    if run is not None and isinstance(e, run.SecondPoller | run.WebhookSet):
        return str(e)
    return None


def _discord(e: BaseException, where: Callable[[str], str]) -> str | None:
    discord = sys.modules.get("discord")
    if discord is None:
        return None
    if isinstance(e, discord.LoginFailure):
        return ("Discord refused DISCORD_TOKEN (copy the bot's token again from the "
                f"Developer Portal, Bot tab, into {where('DISCORD_TOKEN')})")
    if isinstance(e, discord.PrivilegedIntentsRequired):
        return str(e)
    aiohttp = sys.modules.get("aiohttp")
    if aiohttp is not None and isinstance(e, aiohttp.ClientConnectionError):
        return f"cannot reach Discord ({e}); check the network"
    return None
