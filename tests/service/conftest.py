"""A real service on a real SQLite file, a clock the tests move, fixed seeds and a word
list the tests control."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import pytest

from bot.protocol import ChatRef, Command, Outgoing, UserRef, Vote
from bot.service import GameService
from engine.game import Game
from storage import SqliteRepository, open_repository


class Words(set[str]):
    """A lexicon the test can add words to (the service keeps the same object)."""


class Clock:
    def __init__(self, t: float = 1_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


GROUP = ChatRef("test", "g1", is_group=True)


def user(name: str, **kw) -> UserRef:  # type: ignore[no-untyped-def]
    return UserRef("test", name.lower(), name, **kw)


@dataclass
class Harness:
    service: GameService
    repo: SqliteRepository
    clock: Clock
    words: Words
    chat: ChatRef = GROUP
    sent: list[Outgoing] = field(default_factory=list)
    ids: itertools.count = field(default_factory=lambda: itertools.count(1))  # type: ignore[type-arg]
    refs: dict[str, str] = field(default_factory=dict)  # ref -> message id

    async def cmd(self, who: str | UserRef, text: str, chat: ChatRef | None = None,
                  ) -> list[Outgoing]:
        u = user(who) if isinstance(who, str) else who
        name, _, args = text.lstrip("/").partition(" ")
        outs = await self.service.handle(Command(chat or self.chat, u, name, args))
        await self.deliver(outs)
        return outs

    async def deliver(self, outs: list[Outgoing]) -> None:
        for out in outs:
            self.sent.append(out)
            if out.ref:
                mid = f"msg{next(self.ids)}"
                self.refs[out.ref] = mid
                await self.service.delivered(out, mid)

    async def vote(self, who: str, ref: str, kind: str) -> list[Outgoing]:
        outs = await self.service.vote(Vote(self.chat, user(who), self.refs[ref], kind))
        await self.deliver(outs)
        return outs

    async def due(self) -> list[Outgoing]:
        outs = await self.service.due(self.clock())
        await self.deliver(outs)
        return outs

    async def game(self) -> Game:
        g = await self.service.game_for_chat(self.chat)
        assert g is not None
        return g

    async def start(self, variant: str = "english", *names: str, options: str = "") -> Game:
        names = names or ("Ann", "Bob")
        await self.cmd(names[0], f"/new {variant} {options}".strip())
        for n in names[1:]:
            await self.cmd(n, "/join")
        outs = await self.cmd(names[0], "/start")
        assert "begins" in outs[0].text or outs[0].image is not None, outs[0].text
        return await self.game()

    async def playable(self, word_len: int = 2) -> tuple[str, str, str]:
        """(player name, move, word) for a first move from the rack of the player on turn,
        the word added to the word list."""
        g = await self.game()
        seat = g.seats[g.turn]
        letters = [t for t in seat.rack if t != "?"][:word_len]
        word = "".join(letters)
        self.words.add(word)
        return seat.player.split(":")[1].capitalize(), f"8H {word}", word


def texts(outs: list[Outgoing]) -> str:
    return "\n".join(o.text for o in outs)


@pytest.fixture(autouse=True)
async def _close_every_repository(monkeypatch):  # type: ignore[no-untyped-def]
    """Close every repository a test opened, even one a failing assertion left open: an
    open aiosqlite connection keeps its thread alive, and the run would hang instead of
    reporting the failure."""
    opened: list[SqliteRepository] = []
    original = SqliteRepository.open

    async def open_and_track(self: SqliteRepository) -> None:
        await original(self)
        opened.append(self)

    monkeypatch.setattr(SqliteRepository, "open", open_and_track)
    yield
    for repo in opened:
        await repo.close()


@pytest.fixture
async def h(tmp_path):  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    words = Words()
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=clock, lexicons=lambda _rid: words,
                      seeds=lambda: next(seeds))
    yield Harness(svc, repo, clock, words)
    await repo.close()
