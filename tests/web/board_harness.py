"""The web board on a real aiohttp server on loopback, over a real service on a real
SQLite file, with a clock the tests move and a word list they control; what a board
action hands the chats is recorded (the adapters' deliverer stands there).  And what the
browser tests' fixture ``seated`` hands them (``Seated``: a game begun, a page open on
it), for their annotations (their own conftest shadows tests/web/conftest.py's name)."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import ClientResponse, web
from aiohttp.test_utils import TestClient, TestServer

from bot.protocol import ChatRef, Command, Outgoing, UserRef
from bot.service import GameService
from bot.web.links import LINK, board_key
from bot.web.routes import WebBoard
from engine.game import Game
from storage import SqliteRepository, open_repository

GROUP = ChatRef("test", "g1", is_group=True)
WAIT = 60.0  # a guard against a hang, never a speed check


class Words(set[str]):
    """A lexicon the test can add words to (the service keeps the same object)."""


class Clock:
    def __init__(self, t: float = 1_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def user(name: str) -> UserRef:
    return UserRef("test", name.lower(), name)


@dataclass
class Board:
    service: GameService
    repo: SqliteRepository
    board: WebBoard
    client: TestClient
    clock: Clock
    words: Words
    delivered: list[Outgoing] = field(default_factory=list)
    chat: ChatRef = GROUP

    @property
    def origin(self) -> str:
        return self.board.base_url

    async def cmd(self, who: str, text: str) -> list[Outgoing]:
        name, _, args = text.lstrip("/").partition(" ")
        return await self.service.handle(Command(self.chat, user(who), name, args))

    async def start(self, variant: str = "english", *names: str, options: str = "") -> int:
        names = names or ("Ann", "Bob")
        await self.cmd(names[0], f"/new {variant} {options}".strip())
        for n in names[1:]:
            await self.cmd(n, "/join")
        await self.cmd(names[0], "/start")
        rec = await self.repo.open_game(self.chat.key)
        assert rec is not None and rec.id is not None and rec.status == "active"
        return rec.id

    def link_token(self, game: int, who: str | None) -> str:
        return self.board.signer.make(LINK, game, None if who is None else f"test:{who.lower()}")

    async def session(self, game: int, who: str | None) -> str:
        r = await self.post("/web/api/session", {"token": self.link_token(game, who)})
        assert r.status == 200, await r.text()
        return str((await r.json())["session"])

    async def post(self, path: str, body: Any, session: str | None = None,
                   origin: str | None = "") -> ClientResponse:
        headers = {"Content-Type": "application/json"}
        if origin is not None:
            headers["Origin"] = origin or self.origin
        if session is not None:
            headers["X-Session"] = session
        return await self.client.post(path, data=json.dumps(body), headers=headers)

    async def state(self, session: str) -> dict[str, Any]:
        r = await self.client.get("/web/api/state", params={"s": session})
        assert r.status == 200, await r.text()
        return dict(await r.json())

    async def act(self, session: str, body: dict[str, Any]) -> dict[str, Any]:
        r = await self.post("/web/api/act", body, session)
        assert r.status == 200, await r.text()
        return dict(await r.json())

    async def first_move(self, session: str) -> tuple[list[dict[str, Any]], str]:
        """Two tiles of the player's rack across the start square, their word added to
        the word list."""
        s = await self.state(session)
        letters = [t["letter"] for t in s["you"]["rack"] if t["letter"] != "?"][:2]
        r, c = (s["board"]["rows"] // 2, s["board"]["cols"] // 2)
        for i, row in enumerate(s["board"]["cells"]):
            for j, cell in enumerate(row):
                if cell["center"]:
                    r, c = i, j
        self.words.add("".join(letters))
        return ([{"r": r, "c": c + k, "letter": x, "blank": False}
                 for k, x in enumerate(letters)], "".join(letters))


class Events:
    """An open event stream, read event by event."""

    def __init__(self, response: ClientResponse) -> None:
        self.response = response

    async def next(self) -> tuple[str | None, str, dict[str, Any]]:
        """(id, event, data) of the next event (pings skipped)."""
        async with asyncio.timeout(WAIT):
            event_id, kind, data = None, "message", ""
            while True:
                raw = await self.response.content.readline()
                if not raw:
                    raise EOFError("the stream ended")
                line = raw.decode().rstrip("\n")
                if line == "":
                    if data:
                        return event_id, kind, json.loads(data)
                    continue
                if line.startswith(":"):
                    continue
                name, _, value = line.partition(": ")
                if name == "id":
                    event_id = value
                elif name == "event":
                    kind = value
                elif name == "data":
                    data += value


async def open_events(b: Board, session: str, last: str | None = None) -> Events:
    headers = {} if last is None else {"Last-Event-ID": last}
    r = await b.client.get("/web/api/events", params={"s": session}, headers=headers)
    assert r.status == 200, await r.text()
    return Events(r)


async def make_service(tmp_path: Any, words: Words, clock: Clock) -> GameService:
    """A service on the test's SQLite file (a second one: another bot process)."""
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    return GameService(repo, clock=clock, lexicons=lambda _rid: words,
                       seeds=lambda: next(seeds))


async def make_board(tmp_path: Any, *, poll: float = 3600.0,
                     telegram_token: str | None = None,
                     static: dict[str, bytes] | None = None) -> Board:
    """``poll``: how often the stored versions are read for other processes' changes
    (by default never, within a test: what this process commits must reach the pages
    by the service's own notice)."""
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    words = Words()
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=clock, lexicons=lambda _rid: words, seeds=lambda: next(seeds))
    board = WebBoard("http://127.0.0.1", board_key(), clock=clock, poll=poll,
                     telegram_token=telegram_token, static=static)
    delivered: list[Outgoing] = []

    async def deliver(outs: list[Outgoing]) -> None:
        delivered.extend(outs)

    board.attach(svc, deliver=deliver)
    app = web.Application()
    board.add_routes(app)
    client = TestClient(TestServer(app, host="127.0.0.1"))
    await client.start_server()
    board.rebase(str(client.make_url("")).rstrip("/"))
    return Board(svc, repo, board, client, clock, words, delivered)


async def close_board(b: Board) -> None:
    await b.client.close()
    await b.repo.close()


async def seats(b: Board, game: int) -> tuple[dict[str, str], str, str]:
    """Both players' sessions, the name of the one to move and of the other."""
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    state = await b.state(sessions["Ann"])
    mover = str(state["players"][state["turn"]["seat"]]["name"])
    return sessions, mover, "Bob" if mover == "Ann" else "Ann"


# ---- the browser tests' seating (the fixture ``seated``, tests/web/conftest.py) ----


def name_of(key: str) -> str:
    """A seat's player as the tests name them: "test:ann" is Ann."""
    return key.partition(":")[2].capitalize()


@dataclass
class Seated:
    """A game begun and a page open on it: the game's ``id``, the ``game`` as dealt, the
    name of the player to move (``mover``) and of the next one (``other``: of two, the one
    not to move), and the ``page`` opened (None where none was asked for)."""

    web: Any
    id: int
    game: Game
    mover: str
    other: str
    page: Any = None

    def name(self, who: str | None) -> str | None:
        """``who`` as a player's name: "mover", "other", a name, or None (a spectator)."""
        return {"mover": self.mover, "other": self.other}.get(who or "", who)

    async def open(self, who: str | None, kind: str = "phone") -> Any:
        """The page of ``who`` (``name``'s reading; None: a spectator's link) in a browser
        context of its own (``kind``: "phone" or "desktop"), once drawn: a player's rack
        has its tiles, a spectator's board its squares."""
        name = self.name(who)
        page = await self.web.page(kind, await self.web.link(self.id, name))
        drawn = "#rack button.rt" if name is not None else "#board .cell"
        await page.locator(drawn).first.wait_for()
        return page


# ``seated``'s type: ``await seated(variant, *names, options=, who=, kind=, page=)``
Seat = Callable[..., Awaitable[Seated]]
