"""Settings of the chat bots, read from ``.env`` (python-dotenv) and the environment.

The environment wins over ``.env``.  Every setting is documented in ``.env.example``.
Tokens never reach a log: ``setup_logging`` installs :class:`RedactingFilter` on the root
handlers, which blanks the configured tokens and anything shaped like one.
"""

from __future__ import annotations

import dataclasses
import difflib
import logging
import os
import re
import subprocess
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlparse

from dotenv import dotenv_values

import database_url as urls
from bot import log_format
from bot.i18n import DEFAULT, LANGUAGES

T = TypeVar("T")

#: The default TELEGRAM_WEBHOOK_PORT: where the webhook server listens behind the proxy
#: (docs/deploy.md's nginx upstream, its first server).
WEBHOOK_LOCAL_PORT = 8001


class SettingsError(ValueError):
    """A setting has a value we cannot use; the message names it."""


@dataclass(frozen=True)
class Settings:
    # repr=False: a Settings printed or logged never shows a token or secret.
    discord_token: str | None = field(default=None, repr=False)
    discord_test_guild: int | None = None  # sync the command tree to this guild only
    telegram_token: str | None = field(default=None, repr=False)
    telegram_webhook_url: str | None = None  # set: webhook mode; unset: long polling
    telegram_webhook_listen: str = "127.0.0.1"
    # The LOCAL port the bot's webhook server listens on, behind the reverse proxy (the
    # nginx block of docs/deploy.md forwards to 127.0.0.1:8001): not the public port
    # Telegram posts to, which is TELEGRAM_WEBHOOK_URL's (WEBHOOK_PORTS).
    telegram_webhook_port: int = WEBHOOK_LOCAL_PORT
    telegram_webhook_secret: str | None = field(default=None, repr=False)
    telegram_api_url: str | None = None  # a self-hosted Bot API server, e.g. http://host:8081
    # The Mini App's short name registered with BotFather (/newapp): groups get the board
    # as t.me/BOT/NAME?startapp=g<game> (a group takes no web_app button); unset: none.
    web_app_name: str | None = None
    database_path: str = urls.DEFAULT_DATABASE_PATH
    # postgresql://...: several bot processes share one PostgreSQL database (docs/deploy.md);
    # unset: the SQLite file at database_path, one process.
    database_url: str | None = field(default=None, repr=False)  # may hold a password
    # Discord sharding (docs/deploy.md): unset, one process and one shard as before;
    # "auto", one process with all the shards Discord recommends; a number N with
    # discord_shard_ids, this process runs those of the N shards.
    discord_shard_count: int | None = None
    discord_shard_auto: bool = False
    discord_shard_ids: tuple[int, ...] | None = None
    log_level: str = "INFO"
    log_format: str = "text"  # or "json": one JSON object a line (bot.log_format)
    # HTTP listener of /healthz, /readyz and /metrics (bot/health.py); None: none.
    health_port: int | None = None
    health_listen: str = "127.0.0.1"
    # The platforms this process runs (PLATFORMS=discord or telegram): a token in a
    # leftover .env then starts nothing.  Empty: every platform with a token.
    platforms: tuple[str, ...] = ()
    default_language: str = DEFAULT
    champion_seconds: float = 3.0  # the champion computer level's time per move
    inactive_end_days: float = 7.0  # no move for this long: an admin may end a game alone
    # SIGTERM/SIGINT: seconds to finish the commands in flight and deliver what is queued
    # before the process exits (0); what is left then is dropped and logged.
    stop_timeout: float = 10.0
    # One line per name that looks meant as a setting but is none (HEALT_PORT=9100 was
    # ignored without a word): the process logs them at start (``unknown_settings``).
    unknown: tuple[str, ...] = ()
    # The web board (bot/web, docs/web.md): the public https address it is reached at
    # (None: no board, and no links to it anywhere), and where it listens (None: on the
    # server of HEALTH_PORT, else of the Telegram webhook, whichever there is).
    web_url: str | None = None
    web_port: int | None = None
    web_listen: str = "127.0.0.1"
    # The key the board's links are signed with (several processes: the same in each);
    # None: one made from the bot's tokens.
    web_secret: str | None = field(default=None, repr=False)
    # Where DISCORD_TOKEN or TELEGRAM_TOKEN was set, for the line of a token the platform
    # refuses (asked only then: under systemd it runs ``systemctl show``): the .env file,
    # the --env-file file, the unit's EnvironmentFile, or the environment.
    token_source: Callable[[str], str] | None = field(default=None, repr=False,
                                                      compare=False)

    def where_token(self, name: str) -> str:
        """Where ``name`` (DISCORD_TOKEN, TELEGRAM_TOKEN) is set, as a line says it."""
        return self.token_source(name) if self.token_source else IN_THE_ENVIRONMENT

    @property
    def secrets(self) -> list[str]:
        return [s for s in (self.discord_token, self.telegram_token,
                            self.telegram_webhook_secret, self.web_secret,
                            _password(self.database_url)) if s]

    def runs(self, platform: str) -> bool:
        """Whether this process runs ``platform`` (its token set, and PLATFORMS, if
        set, names it)."""
        token = self.discord_token if platform == "discord" else self.telegram_token
        return bool(token) and (not self.platforms or platform in self.platforms)

    @property
    def database(self) -> str:
        """What ``storage.open_database`` opens: the URL if set, else the SQLite file."""
        return self.database_url or self.database_path


_password = urls.password


#: The only ports Telegram posts webhooks to: TELEGRAM_WEBHOOK_URL's, the public one the
#: proxy listens on.  TELEGRAM_WEBHOOK_PORT, where the bot listens behind it, may be any.
WEBHOOK_PORTS = (443, 80, 88, 8443)


def webhook_url_problem(url: str) -> str | None:
    """Why Telegram would refuse ``url`` as a webhook address, or None: it posts only
    over HTTPS, and only to ports 443, 80, 88 and 8443 (checked with the settings, so
    that the bot does not start to find out).  The port checked is the public URL's
    (the proxy's), never TELEGRAM_WEBHOOK_PORT, the local one the bot listens on."""
    parts = urlparse(url)
    if parts.scheme != "https" or not parts.hostname:
        return f"TELEGRAM_WEBHOOK_URL must be an https:// address, not {url!r}"
    try:
        port = parts.port or 443
    except ValueError:
        port = -1
    if port not in WEBHOOK_PORTS:
        return (f"Telegram posts webhooks only to ports 443, 80, 88 and 8443; "
                f"TELEGRAM_WEBHOOK_URL {url!r} names another (the URL's port is the "
                "public one the HTTPS proxy listens on; the bot's own, behind the proxy, "
                "is TELEGRAM_WEBHOOK_PORT, which may be any)")
    return None


def web_url_problem(url: str) -> str | None:
    """Why ``url`` cannot be the board's public address, or None: Telegram opens a Mini App
    only over HTTPS, and a link with a path, query or fragment would not take ours (the
    board's pages are under /web/ by themselves: ``https://host/web/`` made
    ``https://host/web/web/tg``).  A trailing ``/`` alone is no path."""
    parts = urlparse(url)
    if parts.scheme != "https" or not parts.hostname:
        return f"WEB_URL must be an https:// address, not {url!r}"
    if parts.query or parts.fragment:
        return f"WEB_URL must be a plain address (no ? or #), not {url!r}"
    if parts.path.strip("/"):
        return (f"WEB_URL is the site's address alone, with no path, not {url!r}: the "
                "board's pages are under /web/ by themselves (WEB_URL/web/tg, "
                f"WEB_URL/web/g/...), so set WEB_URL={parts.scheme}://{parts.netloc}")
    return None


def api_url_problem(url: str) -> str | None:
    """Why ``url`` cannot be TELEGRAM_API_URL (a self-hosted Bot API server), or None: it
    needs an http or https scheme and a host.  Checked with the settings: a URL without
    its scheme (``localhost:8081``) otherwise fails at start as "cannot reach Telegram",
    status 3, which systemd retries for ever."""
    parts = urlparse(url)
    try:
        _port = parts.port  # raises when the port is no number, or beyond 65535
        if parts.scheme in ("http", "https") and parts.hostname:
            if parts.path.rstrip("/").rsplit("/", 1)[-1].startswith("bot"):
                # The bot adds /bot<token>/ itself: with /bot here every call went to
                # /bot/bot<token>/, a 404 that read as "Telegram refused the token".
                return ("TELEGRAM_API_URL is the Bot API server's address without /bot "
                        "(the bot adds /bot<token>/ itself): set "
                        f"TELEGRAM_API_URL={parts.scheme}://{parts.netloc}, not {url!r}")
            return None
    except ValueError:
        pass
    meant = (f" (did you mean 'http://{url}'?)"
             if "://" not in url and not url.startswith("/") else "")
    return ("TELEGRAM_API_URL must be an http:// or https:// address with a host (and, "
            "if any, a port number: a self-hosted Bot API server, e.g. "
            f"http://localhost:8081), not {url!r}{meant}")


def _shard_ids(value: str | None, count: int | None) -> tuple[int, ...] | None:
    """"0-3", "4,5,6" or "0-1,6": the shards this process runs, each below the count."""
    if value is None:
        return None
    if count is None:
        raise SettingsError("DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT (the total number "
                            "of shards over all processes)")
    ids: list[int] = []
    try:
        for part in value.split(","):
            lo, dash, hi = part.strip().partition("-")
            ids.extend(range(int(lo), int(hi) + 1) if dash else [int(lo)])
    except ValueError:
        raise SettingsError(f"DISCORD_SHARD_IDS must look like 0-3 or 0,2,5, not {value!r}"
                            ) from None
    if not ids or any(not 0 <= i < count for i in ids) or len(set(ids)) != len(ids):
        raise SettingsError(f"DISCORD_SHARD_IDS must name distinct shards from 0 to "
                            f"{count - 1}, not {value!r}")
    return tuple(sorted(ids))


def _int(name: str, value: str | None) -> int | None:
    if value is None or value.strip() == "":
        return None
    try:
        return int(value.strip())
    except ValueError:
        raise SettingsError(f"{name} must be a whole number, not {value!r}") from None



def _number(name: str, text: str | None, default: float, low: float, high: float,
            unit: str = "") -> float:
    """A number setting (``default`` when unset) within ``low``..``high``; else the one
    line that says what is wrong."""
    try:
        value = float(text) if text else default
    except ValueError:
        raise SettingsError(f"{name} must be a number, not {text!r}") from None
    if not low <= value <= high:
        raise SettingsError(f"{name} must be between {low:g} and {high:g}{unit}, "
                            f"not {text!r}")
    return value


def load_settings(env_file: str | os.PathLike[str] | None = ".env",
                  environ: Mapping[str, str] | None = None,
                  files: Mapping[str, Mapping[str, str]] | None = None) -> Settings:
    """Settings from ``env_file`` (if it exists) overridden by ``environ`` (default: the
    process environment).  Empty values count as unset.  ``files``: environment files
    already in ``environ`` (``--env-file``), by name: their names that are not settings
    are reported as theirs (``Settings.unknown``)."""
    values: dict[str, str] = {}
    in_file: dict[str, str] = {}
    if env_file is not None and Path(env_file).is_file():
        in_file = {k: v for k, v in dotenv_values(env_file).items() if v is not None}
        values.update(in_file)
    environment = os.environ if environ is None else environ
    values.update(environment)
    read: set[str] = set()  # the names of the settings: those asked for below

    def get(name: str) -> str | None:
        read.add(name)
        value = values.get(name)
        return value.strip() if value and value.strip() else None

    # Every mistake is found before any is said: an operator who fixes one and restarts
    # does not meet the next (three placeholders left in a template were three restarts).
    problems: list[str] = []

    def checked(default: T, read_it: Callable[[], T]) -> T:
        try:
            return read_it()
        except SettingsError as e:
            problems.append(str(e))
            return default

    def where(name: str, value: str) -> str:
        return _where_set(name, value, environment, files or {},
                          env_file if name in in_file else None)

    platforms = tuple(p.strip().lower() for p in (get("PLATFORMS") or "").split(",")
                      if p.strip())
    for platform in platforms:
        if platform not in {"discord", "telegram"}:
            problems.append(f"PLATFORMS may name discord and telegram, not {platform!r}")
        elif not get(f"{platform.upper()}_TOKEN"):
            # Where to set it, as the placeholder's line says: beside the PLATFORMS that
            # names it (the process's own file).
            name = f"{platform.upper()}_TOKEN"
            problems.append(f"PLATFORMS names {platform}, but {name} is not set: "
                            + _PLACEHOLDER_FOR[name].format(
                                where=where("PLATFORMS", get("PLATFORMS") or "")))
    runs = [p for p in ("discord", "telegram") if not platforms or p in platforms]

    held = _placeholders({name: get(name) for name in _PLACEHOLDER_FOR}, runs, where)
    problems.extend(held.values())
    for platform in runs:
        name = f"{platform.upper()}_TOKEN"
        token = get(name)
        shape = token and name not in held and _token_shape_problem(name, token)
        if token and shape:
            # Refused here, not by the platform: with no network yet (a boot) it would
            # be "cannot reach ...", status 3, retried by systemd for ever.
            problems.append(f"{shape}: "
                            + _PLACEHOLDER_FOR[name].format(where=where(name, token)))

    level = (get("LOG_LEVEL") or "INFO").upper()
    if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
        problems.append(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")
        level = "INFO"
    language = (get("DEFAULT_LANGUAGE") or DEFAULT).lower()
    if language not in LANGUAGES:
        problems.append(f"DEFAULT_LANGUAGE must be one of {', '.join(LANGUAGES)}, "
                        f"not {language!r}")
        language = DEFAULT
    webhook_url = get("TELEGRAM_WEBHOOK_URL")
    problem = webhook_url and webhook_url_problem(webhook_url)
    if problem:
        problems.append(problem)
    api_url = get("TELEGRAM_API_URL")
    problem = api_url and api_url_problem(api_url)
    if problem:
        problems.append(problem)
    secret = get("TELEGRAM_WEBHOOK_SECRET")
    if (secret and "TELEGRAM_WEBHOOK_SECRET" not in held
            and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret)):
        problems.append("TELEGRAM_WEBHOOK_SECRET may contain only A-Z, a-z, 0-9, _ and -")
    web_app_name = get("WEB_APP_NAME")
    if web_app_name and not re.fullmatch(r"[A-Za-z0-9_]{3,30}", web_app_name):
        problems.append("WEB_APP_NAME is the Mini App's short name given to BotFather: "
                        f"3-30 letters, digits and underscores, not {web_app_name!r}")
    database_url = get("DATABASE_URL")
    problem = ((urls.scheme_problem(database_url)
                or urls.port_problem(database_url, where("DATABASE_URL", database_url)))
               if database_url and "DATABASE_URL" not in held else None)
    if problem:
        problems.append(problem)
    if database_url and webhook_url and not secret:
        problems.append("TELEGRAM_WEBHOOK_SECRET must be set with DATABASE_URL and a "
                        "webhook: every worker must check the one secret Telegram sends")
    shard_text = (get("DISCORD_SHARD_COUNT") or "").lower()
    shard_auto = shard_text == "auto"
    shard_count = None if shard_auto else checked(
        None, lambda: _int("DISCORD_SHARD_COUNT", shard_text or None))
    if shard_count is not None and shard_count < 1:
        problems.append("DISCORD_SHARD_COUNT must be at least 1, or auto")
        shard_count = None
    shard_text_ids = get("DISCORD_SHARD_IDS")
    shard_ids = None
    if shard_count is not None or not shard_text:  # else the count's own line says it
        shard_ids = checked(None, lambda: _shard_ids(shard_text_ids, shard_count))
    champion_seconds = checked(3.0, lambda: _number(
        "CHAMPION_SECONDS", get("CHAMPION_SECONDS"), 3.0, 0.1, 60))
    inactive_end_days = checked(7.0, lambda: _number(
        "INACTIVE_END_DAYS", get("INACTIVE_END_DAYS"), 7.0, 1, 365))
    stop_timeout = checked(10.0, lambda: _number(
        "STOP_TIMEOUT", get("STOP_TIMEOUT"), 10.0, 1, 600, " (seconds)"))
    log_format = (get("LOG_FORMAT") or "text").lower()
    if log_format not in {"text", "json"}:
        problems.append(f"LOG_FORMAT must be text or json, not {log_format!r}")
        log_format = "text"
    health_text = get("HEALTH_PORT")
    health_port = checked(None, lambda: _int("HEALTH_PORT", health_text))
    if health_port is not None and not 0 <= health_port <= 65535:
        problems.append(f"HEALTH_PORT must be a port (0: any free one), not {health_port}")
    web_text_url = get("WEB_URL")
    web_url = (web_text_url or "").rstrip("/") or None
    problem = web_text_url and web_url_problem(web_text_url)
    if problem:
        problems.append(problem)
    web_text = get("WEB_PORT")
    web_port = checked(None, lambda: _int("WEB_PORT", web_text))
    if web_port is not None and not 0 <= web_port <= 65535:
        problems.append(f"WEB_PORT must be a port, not {web_port}")
    if (web_url and web_text is None and health_text is None and not webhook_url):
        problems.append("WEB_URL needs WEB_PORT (or HEALTH_PORT, or a Telegram webhook): "
                        "the port the bot serves the board on, behind the HTTPS proxy")
    test_guild = checked(None, lambda: _int("DISCORD_TEST_GUILD", get("DISCORD_TEST_GUILD")))
    webhook_port = checked(None, lambda: _int("TELEGRAM_WEBHOOK_PORT",
                                              get("TELEGRAM_WEBHOOK_PORT")))
    if webhook_port is not None and not 0 <= webhook_port <= 65535:
        problems.append(f"TELEGRAM_WEBHOOK_PORT must be a port (the one the proxy in "
                        f"front posts Telegram's webhooks to), not {webhook_port}")
        webhook_port = None
    if (webhook_url and health_port and health_port == (webhook_port or WEBHOOK_LOCAL_PORT)):
        # Two listeners on one port: the second start failed "the port is in use (another
        # process listens there...)", which blamed another process for this one's setting.
        problems.append(f"HEALTH_PORT and TELEGRAM_WEBHOOK_PORT are the same port "
                        f"({health_port}): the webhook's server answers /healthz, /readyz "
                        "and /metrics itself, so leave HEALTH_PORT unset (or give it a "
                        "port of its own)")
    # Built even when a value was refused (with its default), so that every setting's
    # name is read before the names that are not settings are looked for; then thrown
    # away for the problems' line, below.
    settings = Settings(
        discord_token=get("DISCORD_TOKEN"),
        discord_shard_count=shard_count,
        discord_shard_auto=shard_auto,
        discord_shard_ids=shard_ids,
        discord_test_guild=test_guild,
        telegram_token=get("TELEGRAM_TOKEN"),
        telegram_webhook_url=webhook_url,
        telegram_webhook_listen=get("TELEGRAM_WEBHOOK_LISTEN") or "127.0.0.1",
        telegram_webhook_port=webhook_port or WEBHOOK_LOCAL_PORT,
        telegram_webhook_secret=secret,
        telegram_api_url=api_url,
        web_app_name=web_app_name or None,
        database_path=get("DATABASE_PATH") or urls.DEFAULT_DATABASE_PATH,
        database_url=database_url,
        log_level=level,
        log_format=log_format,
        health_port=health_port,
        health_listen=get("HEALTH_LISTEN") or "127.0.0.1",
        platforms=platforms,
        default_language=language,
        champion_seconds=champion_seconds,
        inactive_end_days=inactive_end_days,
        stop_timeout=stop_timeout,
        web_url=web_url,
        web_port=web_port,
        web_listen=get("WEB_LISTEN") or "127.0.0.1",
        web_secret=get("WEB_SECRET"),
    )
    # The .env by its full path: "in .env" did not say which folder's (a relative one is
    # read from the folder the process runs in).
    shown = str(Path(env_file).resolve()) if env_file is not None else ""
    named = {**({shown: in_file} if in_file else {}), **(files or {})}
    unknown = unknown_settings(read, named, environment)  # every setting is read by now
    if problems:
        # The names that are not settings in the same line (they were said only by a
        # start that got further): a HEALT_PORT is often the very one meant to be fixed.
        line = problems[0] if len(problems) == 1 else (
            f"{len(problems)} settings to fix: " + "; ".join(
                f"({i}) {text}" for i, text in enumerate(problems, 1)))
        if unknown:
            line += "; also " + "; ".join(u.removesuffix(": ignored") for u in unknown)
        raise SettingsError(line)
    tokens = {name: get(name) for name in ("DISCORD_TOKEN", "TELEGRAM_TOKEN")}

    def token_source(name: str) -> str:
        value = tokens.get(name)
        return where(name, value) if value else IN_THE_ENVIRONMENT

    return dataclasses.replace(settings, unknown=tuple(unknown), token_source=token_source)


#: What a template leaves where a token goes: docs/deploy.md's "...", .env.example's
#: "123456789:AA...", a "<token>".  No real token holds two dots in a row, "…" or <>
#: (Telegram's are digits, ":" and base64url; Discord's three base64url parts and two dots).
_PLACEHOLDER = re.compile(r"\.\.|…|^<.*>$")
_ONLY_PLACEHOLDER = urls.ONLY_PLACEHOLDER  # "...", "<secret>": nothing but a placeholder
#: The settings a placeholder is looked for in, and what to do instead ({where}: the file).
_PLACEHOLDER_FOR = {
    "DISCORD_TOKEN": "put the bot's token from the Developer Portal (the application's Bot "
                     "tab) in {where}",
    "TELEGRAM_TOKEN": "put the bot's token from @BotFather in {where}",
    "TELEGRAM_WEBHOOK_SECRET": "put a random secret of A-Z, a-z, 0-9, _ and - in {where}",
    "WEB_SECRET": "put a long random text in {where} (the same in every process), or "
                  "leave it empty for a key made from the tokens",
    "DATABASE_URL": urls.PLACEHOLDER_ADVICE,
}


def _placeholders(values: Mapping[str, str | None], runs: Collection[str],
                  where: Callable[[str, str], str]) -> dict[str, str]:
    """The settings of ``values`` that still hold a template's placeholder, each with the
    line that says what to put where (``where``: the file that sets it).  A token counts
    only for a platform this process ``runs``; DATABASE_URL's placeholder is its password
    or a <part> of it, and only that part is shown (the rest may hold a real password)."""
    said: dict[str, str] = {}
    for name, value in values.items():
        if not value:
            continue
        if name.endswith("_TOKEN"):
            if name.removesuffix("_TOKEN").lower() not in runs or not _PLACEHOLDER.search(
                    value):
                continue
            shown = repr(value) if len(value) <= 20 else "'...' in it"
            said[name] = (f"{name} is a placeholder ({shown}), not a token: "
                          + _PLACEHOLDER_FOR[name].format(where=where(name, value)))
            continue
        # A secret is not shown (brackets put around a real one would be logged), only
        # a placeholder made of dots.
        if name == "DATABASE_URL":  # the same check as python -m storage's
            if urls.placeholder(value) is not None:
                said[name] = urls.placeholder_problem(value, where(name, value)) or ""
            continue
        pattern = _PLACEHOLDER if name == "TELEGRAM_WEBHOOK_SECRET" else _ONLY_PLACEHOLDER
        if pattern.search(value):
            said[name] = (f"{name} is a placeholder ({_shown_secret(value)}): "
                          + _PLACEHOLDER_FOR[name].format(where=where(name, value)))
    return said


#: A token as the platforms give them: Telegram's the bot's number, ":" and base64url
#: (123456789:AAE...); Discord's three base64url parts joined by dots.
_TOKEN_SHAPE = {"TELEGRAM_TOKEN": re.compile(r"\d+:[A-Za-z0-9_-]+"),
                "DISCORD_TOKEN": re.compile(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+")}


def _token_shape_problem(name: str, token: str) -> str | None:
    """Why ``token`` cannot be a token of its platform by its shape alone, or None (the
    platform may still refuse it).  The token is not shown: it may be a real one pasted
    with a slip (a quote, a prefix)."""
    if _TOKEN_SHAPE[name].fullmatch(token):
        return None
    if name == "TELEGRAM_TOKEN":
        example = "a token is 123456789:AA..."
        if re.fullmatch(r"bot\d+:\S+", token):
            return (f"TELEGRAM_TOKEN starts with 'bot', which the Bot API's addresses put "
                    f"before a token ({example})")
        if ":" not in token:
            return f"TELEGRAM_TOKEN lacks the bot's number and ':' ({example})"
        return ("TELEGRAM_TOKEN is not a Telegram bot token (123456789:AA...: the bot's "
                "number, ':', then letters, digits, - and _, no space or quote)")
    if token.lower().startswith("bot "):
        return "DISCORD_TOKEN starts with 'Bot ', which the bot puts before it itself"
    if token.isdigit():
        return "DISCORD_TOKEN is a number: the application's ID, not the bot's token"
    if re.fullmatch(r"[0-9a-f]{64}", token):
        return "DISCORD_TOKEN is the application's public key, not the bot's token"
    return ("DISCORD_TOKEN is not a Discord bot token (three parts of letters, digits, - "
            "and _, joined by dots)")


_shown_secret = urls.shown_secret


#: Where a setting was found in none of the files the process read.
IN_THE_ENVIRONMENT = ("the environment, where it is set (an export in this shell, or the "
                      "environment file of the service that started the bot)")
#: Where the process finds its systemd unit (its cgroup names it).
CGROUP = "/proc/self/cgroup"


def _where_set(name: str, value: str, environment: Mapping[str, str],
               files: Mapping[str, Mapping[str, str]],
               env_file: str | os.PathLike[str] | None) -> str:
    """The file to edit for ``name``: ``env_file`` (the ``.env`` it came from), else the
    ``--env-file`` file that sets it, else, under systemd, the unit's environment file
    that does (``systemctl show``), else the environment itself."""
    if env_file is not None and name not in environment:
        return str(Path(env_file).resolve())
    for file, values in reversed(list(files.items())):
        if (values.get(name) or "").strip() == value:
            return file
    unit = _systemd_unit(environment)
    if unit is None:
        return IN_THE_ENVIRONMENT
    unit_files = _unit_environment_files(unit)
    for file in reversed(unit_files):  # the last one that sets it wins, as in systemd
        try:
            in_unit_file = dotenv_values(file)
        except OSError:  # systemd reads them as root: the service's user may not
            continue
        if (in_unit_file.get(name) or "").strip() == value:
            return file
    if unit_files:
        return f"the environment file of {unit} that sets it ({', '.join(unit_files)})"
    return f"{unit}'s Environment= lines (systemctl edit {unit})"


def _systemd_unit(environment: Mapping[str, str]) -> str | None:
    """The systemd service this process runs as, or None: systemd sets INVOCATION_ID for
    the processes it starts, and the process's cgroup ends in its unit."""
    if not environment.get("INVOCATION_ID"):
        return None
    try:
        text = Path(CGROUP).read_text(encoding="utf-8")
    except OSError:
        return None
    units = re.findall(r"/([^/\s]+\.service)(?=/|$)", text, re.M)
    return units[-1] if units else None


def _unit_environment_files(unit: str) -> list[str]:
    """The ``EnvironmentFile=`` files of ``unit``, in systemd's order (none when
    ``systemctl`` cannot say)."""
    try:
        out = subprocess.run(["systemctl", "show", "--property=EnvironmentFiles", "--value",
                              unit], capture_output=True, text=True, timeout=10,
                             check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    # One line a file: "/etc/wordgames/common.env (ignore_errors=no)".
    return [line.rsplit(" (ignore_errors=", 1)[0].strip() for line in out.splitlines()
            if line.strip()]


def unknown_settings(names: Collection[str], files: Mapping[str, Mapping[str, str]],
                     environ: Mapping[str, str]) -> list[str]:
    """A line for each name that is not a setting: every one in an environment file
    (``files``: its name, its values), and those of the environment that are a slip of
    the keyboard away from a setting's name (the environment holds PATH, HOME and the
    like too: those are not the bot's)."""
    lines, seen = [], set(names)

    def meant(name: str) -> str:
        close = difflib.get_close_matches(name, sorted(names), n=1, cutoff=0.8)
        return f" (did you mean {close[0]}?)" if close else ""

    for file, values in files.items():
        for name in values:
            if name not in seen:
                seen.add(name)
                lines.append(f"{name} in {file} is not a setting{meant(name)}: ignored")
    for name in environ:
        if name not in seen and meant(name):
            seen.add(name)
            lines.append(f"{name} in the environment is not a setting{meant(name)}: "
                         "ignored")
    return lines


# Shapes of tokens, redacted even when not configured here (a token pasted into a message,
# a library logging a request URL): Telegram "123456:ABC...", Discord "MTA....xxxx.yyyy".
_TOKEN_SHAPES = re.compile(
    r"\b\d{5,}:[A-Za-z0-9_-]{30,}\b"
    r"|\b[A-Za-z0-9_-]{23,28}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,}\b"
)


class RedactingFilter(logging.Filter):
    """Blanks secrets in a record's message (and its arguments, formatted first)."""

    def __init__(self, secrets: list[str] | tuple[str, ...] = ()) -> None:
        super().__init__()
        self.secrets = sorted({s for s in secrets if s}, key=len, reverse=True)

    def redact(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return _TOKEN_SHAPES.sub("***", text)

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a broken format string: leave it to the formatter to report
            return True
        redacted = self.redact(message)
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if redacted != message or record.args:
            record.msg, record.args = redacted, None
        return True


def setup_logging(settings: Settings) -> RedactingFilter:
    """Configure the root logger at ``settings.log_level`` with the redacting filter on
    every root handler (filters on handlers also see records of child loggers)."""
    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    redactor = RedactingFilter(settings.secrets)
    for handler in logging.getLogger().handlers:
        handler.addFilter(redactor)
        handler.addFilter(log_format.ContextFilter())
        if settings.log_format == "json":
            handler.setFormatter(log_format.JsonFormatter())
    # httpx logs every request URL at INFO, and Telegram's URLs contain the token.
    logging.getLogger("httpx").setLevel(max(logging.WARNING, logging.getLogger().level))
    # At DEBUG these log what goes over the wire: aiosqlite the SQL parameters (the seats
    # table holds copies of racks), discord.py the gateway payloads and HTTP bodies,
    # python-telegram-bot and httpcore each request and update (a rack's private message
    # among them). Our own modules still log at DEBUG.
    for name in ("aiosqlite", "discord", "telegram", "httpcore", "websockets", "aiohttp"):
        logging.getLogger(name).setLevel(max(logging.INFO, logging.getLogger().level))
    # python-telegram-bot's INFO lines ("Application started", "Application is
    # stopping...", "Application.stop() complete") say nothing the bot's own do not, and
    # stood before a failed start's one "error:" line: its warnings only, unless DEBUG.
    # discord.py's client says "logging in using static token" at every start, as noise.
    if logging.getLogger().level > logging.DEBUG:
        logging.getLogger("telegram").setLevel(logging.WARNING)
        logging.getLogger("discord.client").setLevel(logging.WARNING)
    # discord.py warns at every start that voice needs the "davey" and PyNaCl packages; the
    # bot never joins a voice channel, so the warnings are noise an operator would chase.
    logging.getLogger("discord.client").addFilter(_no_voice_warning)
    return redactor


def _no_voice_warning(record: logging.LogRecord) -> bool:
    return not str(record.msg).startswith(("davey is not installed",
                                            "PyNaCl is not installed"))


def environment_file(path: str) -> dict[str, str]:
    """The settings of a systemd ``EnvironmentFile`` (``--env-file``): a one-off command
    run as the unit's user gets the unit's settings, not whatever this shell exports."""
    if not Path(path).is_file():
        raise SettingsError(f"no environment file {path}")
    try:
        values = dotenv_values(path)
    except OSError as e:
        raise SettingsError(f"cannot read the environment file {path} ({e.strerror})"
                            ) from None
    return {k: v for k, v in values.items() if v is not None}

