"""The web board as the adapters get it (``bot.protocol.BoardLinks``: bot/web's own
``WebBoard``), on the test's real service, for the adapter tests; optionally served on
loopback, so that a test can act on the board as a page would."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

from aiohttp import ClientSession

from bot.http_server import HttpServer
from bot.web import links
from bot.web.links import Grant, board_key
from bot.web.routes import WebBoard

WEB_URL = "https://board.example.org"


def board(service: Any, secret: str, deliver: Any = None) -> WebBoard:
    made = WebBoard(WEB_URL, board_key(secret), telegram_token=secret)
    made.attach(service, deliver=deliver)
    return made


def grant_of(made: WebBoard, url: str) -> Grant | None:
    """What a link the adapter posted grants, read as the board reads it."""
    token = parse_qs(urlparse(url).query).get("t", [""])[0]
    return made.signer.read(token, links.LINK)


class Page:
    """The board's API over HTTP as its page uses it (same origin, the session header)."""

    def __init__(self, made: WebBoard) -> None:
        self.board = made
        self.server = HttpServer("127.0.0.1", 0)
        made.add_routes(self.server.app)
        self.http: ClientSession | None = None
        self.session = ""

    async def __aenter__(self) -> Page:
        await self.server.start()
        self.base = f"http://127.0.0.1:{self.server.port}"
        self.http = ClientSession()
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.http is not None
        await self.http.close()
        await self.server.stop()

    async def post(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        assert self.http is not None
        headers = {"Origin": self.base, "X-Session": self.session}
        async with self.http.post(f"{self.base}/web/api{path}", json=body,
                                  headers=headers) as r:
            return r.status, await r.json()

    async def open(self, body: dict[str, Any]) -> dict[str, Any]:
        status, answer = await self.post("/session", body)
        assert status == 200, answer
        self.session = answer["session"]
        return answer
