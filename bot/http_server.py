"""The process's one small HTTP server (aiohttp, which discord.py and the Telegram webhook
already bring): ``HEALTH_PORT`` serves the health and metrics routes of ``bot.health``,
in every mode, the console included.

Routes are added to ``HttpServer.app`` before ``start`` (``bot.health.add_routes`` is the
first user; a web board, issue 27, adds its own the same way).  Requests an operator's
scanner or a broken client sends (a 100 kB header, a request line that is not HTTP) are
answered 400 by aiohttp's parser, which also logs each at ERROR with a traceback on the
``aiohttp.server`` logger: ``quiet_bad_requests`` makes that one DEBUG line instead."""

from __future__ import annotations

import asyncio
import errno
import logging

from aiohttp import web

log = logging.getLogger(__name__)


class CannotListen(Exception):
    """A port this process was told to listen on is not to be had; the message is the one
    line ``bot.startup`` prints (asyncio's own error repeats itself: the address twice)."""

    def __init__(self, setting: str, host: str, port: int, error: OSError) -> None:
        why = {
            errno.EADDRINUSE: "the port is in use (another process listens there: a second "
                              f"bot process with the same {setting}?)",
            errno.EADDRNOTAVAIL: f"{host} is not an address of this machine (the "
                                 f"{setting.replace('_PORT', '_LISTEN')} setting)",
            errno.EACCES: "permission denied (a port below 1024 needs root)",
        }.get(error.errno or 0, error.strerror or str(error))
        super().__init__(f"cannot listen on {host}:{port} ({setting}): {why}")
        self.errno = error.errno


async def start_site(site: web.TCPSite, setting: str, host: str, port: int) -> None:
    """``site.start()``, a failure to bind raised as ``CannotListen`` naming ``setting``."""
    try:
        await site.start()
    except OSError as e:
        raise CannotListen(setting, host, port, e) from None


#: Seconds a stopping server, no longer listening, gives the connections it has already
#: accepted to send their request before it closes the idle ones.  A proxy (nginx)
#: sends its request the moment it connects; closing such a connection as idle, as
#: aiohttp's cleanup does at once, cut a request the kernel had accepted (nginx: 502,
#: "upstream prematurely closed connection").
ACCEPTED_GRACE = 0.25


async def close_runner(runner: web.BaseRunner) -> None:
    """``runner.cleanup()``, the listening ended first: a connection not yet made is
    refused (a proxy tries its next server, the request unsent), one made already has
    ``ACCEPTED_GRACE`` to send its request, which is then answered, as the requests in
    progress are (aiohttp's cleanup waits for them)."""
    for site in list(runner.sites):
        await site.stop()
    server = runner.server
    if server is not None and server.connections:
        await asyncio.sleep(ACCEPTED_GRACE)
    await runner.cleanup()


class HttpServer:
    def __init__(self, host: str, port: int, setting: str = "HEALTH_PORT") -> None:
        """``setting``: the one that named the port, for the line that says it is taken."""
        self.host = host
        self.port = port
        self.setting = setting
        self.app = web.Application()
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Listen (``CannotListen`` when the port is taken: ``bot.startup`` makes it one
        line); ``port`` is the bound one afterwards (0 asks the system for a free one)."""
        quiet_bad_requests()
        self._runner = web.AppRunner(self.app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await start_site(site, self.setting, self.host, self.port)
        except BaseException:
            await self._runner.cleanup()
            self._runner = None
            raise
        server = site._server  # aiohttp keeps the bound socket only there
        if self.port == 0 and server is not None and server.sockets:  # type: ignore[attr-defined]
            self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        log.info("HTTP: listening on %s:%d", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await close_runner(self._runner)
            self._runner = None


class _BadRequestInOneLine(logging.Filter):
    """aiohttp logs a request it could not parse as "Error handling request" with the
    parser's traceback, at ERROR; a header too long is the client's fault, not ours."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None and type(exc).__module__.startswith("aiohttp.http_exceptions"):
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
            record.msg, record.args = f"bad HTTP request: {exc}".splitlines()[0], None
            record.exc_info = record.exc_text = None
            return logging.getLogger(record.name).isEnabledFor(logging.DEBUG)
        return True


def quiet_bad_requests() -> None:
    """Install the filter on aiohttp's server loggers (the Telegram webhook's too)."""
    for name in ("aiohttp.server", "aiohttp.web"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, _BadRequestInOneLine) for f in logger.filters):
            logger.addFilter(_BadRequestInOneLine())
