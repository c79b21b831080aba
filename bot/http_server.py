"""The process's one small HTTP server (aiohttp, which discord.py and the Telegram webhook
already bring): ``HEALTH_PORT`` serves the health and metrics routes of ``bot.health``,
in every mode, the console included.

Routes are added to ``HttpServer.app`` before ``start`` (``bot.health.add_routes`` is the
first user; a web board, issue 27, adds its own the same way).  Requests an operator's
scanner or a broken client sends (a 100 kB header, a request line that is not HTTP) are
answered 400 by aiohttp's parser, which also logs each at ERROR with a traceback on the
``aiohttp.server`` logger: ``quiet_bad_requests`` makes that one DEBUG line instead."""

from __future__ import annotations

import logging

from aiohttp import web

log = logging.getLogger(__name__)


class HttpServer:
    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self.app = web.Application()
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Listen (an ``OSError`` when the port is taken: ``bot.startup`` makes it one
        line); ``port`` is the bound one afterwards (0 asks the system for a free one)."""
        quiet_bad_requests()
        self._runner = web.AppRunner(self.app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
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
            await self._runner.cleanup()
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
