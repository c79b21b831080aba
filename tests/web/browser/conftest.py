"""The web board in a real browser: Debian's Chromium driven by Playwright (its own
driver; no browser is ever downloaded), against the real board server (bot.web) on the
process's HTTP server, on the real game service and a SQLite file in tmp_path.

``web`` gives a running board and its service; ``seated`` (tests/web/conftest.py, on
``web``) the opening most tests share, a game begun and a player's page open on it, drawn;
``web.page(kind)`` a page in a browser context of its own (a phone, 360×740 with touch,
or a desktop), which fails the test on any script error of the page.  Everything is in
one event loop: a command the test sends the service (the chat) and a tap in the page are
seen by the same server.  Nothing here waits a fixed time: every wait is for a condition,
with a generous bound."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.http_server import HttpServer
from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService
from bot.web.links import board_key
from bot.web.routes import WebBoard
from engine.game import Game
from storage import open_repository

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
WAIT_MS = 30_000  # a bound for conditions on a loaded machine, not an expected time
TOKEN = "123456:TEST-token-for-offline-tests-only-xxxx"

PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}


def _why_no_browser() -> str | None:
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        return (f"no Chromium at {CHROMIUM} (Debian's chromium package; scripts/install.sh "
                "installs it, and CI has it)")
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install -e '.[dev]')"
    return None


class Words(set[str]):
    """A word list the test adds to (the service keeps the same object)."""


@dataclass
class Seen:
    """What reached one page over the network: every JSON body and every SSE message."""

    bodies: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)

    def everything(self) -> str:
        return "\n".join(self.bodies + self.events)


@dataclass
class Web:
    service: Any
    repo: Any
    board: Any
    server: Any
    words: Words
    browser: Any
    base: str
    chat: Any
    seeds: list[str]
    shots: Path = Path(".")  # where screenshots go (WEB_SHOTS, else the test's tmp_path)
    ids: dict[str, str] = field(default_factory=dict)
    said: list[Any] = field(default_factory=list)  # what the board's actions told the chats
    contexts: list[Any] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    _ids: Any = field(default_factory=lambda: itertools.count(1))

    # -- the chat ---------------------------------------------------------------------
    def user(self, name: str) -> Any:
        """The chat's user ``name``: on the chat's platform, with the id ``ids`` gives
        (a Telegram user's is a number), else the name in lower case."""
        return UserRef(self.chat.platform, self.ids.get(name, name.lower()), name)

    async def cmd(self, name: str, text: str) -> list[Any]:
        """A chat command of ``name`` in the game's chat, delivered as a chat would."""
        word, _, args = text.lstrip("/").partition(" ")
        outs = await self.service.handle(Command(self.chat, self.user(name), word, args))
        await self.deliver(outs)
        return outs

    async def deliver(self, outs: list[Any]) -> None:
        for out in outs:
            self.said.append(out)
            if out.ref:
                await self.service.delivered(out, f"msg{next(self._ids)}")

    async def start(self, variant: str = "english", *names: str, options: str = "") -> int:
        names = names or ("Ann", "Bob")
        await self.cmd(names[0], f"/new {variant} {options}".strip())
        for name in names[1:]:
            await self.cmd(name, "/join")
        await self.cmd(names[0], "/start")
        rec = await self.repo.open_game(self.chat.key)
        assert rec is not None and rec.status == "active", rec
        return int(rec.id)

    async def game(self) -> Any:
        rec = await self.repo.open_game(self.chat.key)
        assert rec is not None
        return Game.from_json(rec.state)

    async def link(self, game: int, name: str | None) -> str:
        url = (await self.board.player_link(game, self.user(name)) if name is not None
               else await self.board.spectator_link(game))
        assert url is not None and url.startswith(self.base), url
        return str(url)

    async def until(self, condition: Any, what: str) -> None:
        """Until ``condition()`` holds (the chat hears of a board action after the pages:
        they are told at its commit, the chat once its messages are made)."""
        try:
            async with asyncio.timeout(WAIT_MS / 1000):
                while not condition():
                    await asyncio.sleep(0.02)
        except TimeoutError:
            raise AssertionError(f"never came: {what}") from None

    # -- the browser ------------------------------------------------------------------
    async def page(self, kind: str = "phone", url: str | None = None,
                   seen: Seen | None = None) -> Any:
        context = await self.browser.new_context(**(PHONE if kind == "phone" else DESKTOP))
        self.contexts.append(context)
        context.set_default_timeout(WAIT_MS)
        page = await context.new_page()
        page.on("pageerror", lambda exc: self.errors.append(f"{url}: {exc}"))
        if seen is not None:
            await record(page, seen)
        if url is not None:
            await page.goto(url)
        return page


async def box(locator: Any) -> dict[str, float]:
    """Where ``locator``'s element is on the screen, once it is there.  A redraw (the
    rack's tiles are drawn anew at every update: the event stream's first state, after
    the page's own fetch) can replace the element between finding it and measuring it,
    which Playwright answers with None: measured again, on the element drawn."""
    for _ in range(100):
        await locator.wait_for()
        found = await locator.bounding_box()
        if found is not None:
            return dict(found)
    raise AssertionError(f"{locator} was never on the screen long enough to be measured")


async def record(page: Any, seen: Seen) -> None:
    """Keep every response body and every Server-Sent Event the page receives (Chrome's
    own network log: an event stream's body never ends, so it is read message by
    message)."""
    cdp = await page.context.new_cdp_session(page)
    await cdp.send("Network.enable")
    cdp.on("Network.eventSourceMessageReceived", lambda e: seen.events.append(e["data"]))

    async def body(response: Any) -> None:
        if "text/event-stream" in (response.headers.get("content-type") or ""):
            return
        # A response the page dropped (a navigation) has no body to read.
        with contextlib.suppress(Exception):
            seen.bodies.append((await response.body()).decode("utf-8", "replace"))

    page.on("response", body)


@pytest.fixture
async def web(tmp_path: Path) -> AsyncIterator[Web]:
    reason = _why_no_browser()
    if reason is not None:
        if os.environ.get("CI"):  # scripts/install.sh installs both: missing is a failure
            pytest.fail(f"browser tests cannot run in CI: {reason}")
        pytest.skip(reason)
    from playwright.async_api import async_playwright

    repo = await open_repository(tmp_path / "games.sqlite3")
    words = Words()
    # The next games' seeds: a test may put one first (a deal it looked for).
    seeds: list[str] = []
    counter = itertools.count(1)
    service = GameService(
        repo, lexicons=lambda _ruleset: words, default_language="en",
        seeds=lambda: seeds.pop(0) if seeds else f"browser-{next(counter)}")
    server = HttpServer("127.0.0.1", 0)
    board = WebBoard("http://127.0.0.1:0", board_key(TOKEN), telegram_token=TOKEN)
    board.add_routes(server.app)
    await server.start()
    base = f"http://127.0.0.1:{server.port}"
    board.rebase(base)
    web_: Web | None = None
    pw = await async_playwright().start()
    try:
        browser = await pw.chromium.launch(executable_path=CHROMIUM)
        web_ = Web(service, repo, board, server, words, browser, base,
                   ChatRef("test", "g1", is_group=True), seeds,
                   shots=Path(os.environ.get("WEB_SHOTS") or tmp_path))
        web_.shots.mkdir(parents=True, exist_ok=True)
        board.attach(service, deliver=web_.deliver)
        yield web_
        assert not web_.errors, web_.errors
    finally:
        if web_ is not None:
            for context in web_.contexts:
                await context.close()
        with_browser = web_.browser if web_ is not None else None
        if with_browser is not None:
            await with_browser.close()
        await pw.stop()
        await server.stop()
        await repo.close()


def views(seen: Seen) -> list[dict[str, Any]]:
    """Every game view among what a page received (state bodies and SSE states)."""
    found = []
    for text in seen.bodies + seen.events:
        try:
            value = json.loads(text)
        except ValueError:
            continue
        if isinstance(value, dict) and "board" in value and "players" in value:
            found.append(value)
    return found
