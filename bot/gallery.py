"""``python -m bot gallery [--out docs/pictures]``: the pictures the bot sends, from real
games played through the service (real word lists, the computer's move generator choosing
the people's moves too), so that the docs show what a chat shows: a mid-game board of each
rule set, a four-player final board with two computers, a team game, and a rack.

Each game is played in an in-memory database on a clock that only this script moves, with
fixed seeds: the same command draws the same pictures."""

from __future__ import annotations

import asyncio
import itertools
import random
from dataclasses import dataclass
from pathlib import Path

from bot.protocol import ChatRef, Command, Outgoing, UserRef, Vote
from bot.service import GameService
from engine.actions import Exchange, Place
from engine.game import Game
from engine.players import choose_action
from storage import open_repository

PLATFORM = "gallery"


@dataclass(frozen=True)
class Scene:
    name: str  # the file's name, without .png
    variant: str
    players: tuple[str, ...]  # people's names; "bot LEVEL [TEAM]" adds a computer
    turns: int  # turns to play before the picture (0: play to the end)
    options: str = ""
    teams: tuple[int, ...] = ()  # each person's team, in the order of ``players``


SCENES = (
    Scene("english", "english", ("Ann 🌸", "Bob"), 12),
    Scene("bulgarian", "bulgarian", ("Цветан", "Мария"), 12),
    Scene("literaki", "literaki", ("Zofia", "Łukasz", "Małgorzata 🐝"), 12),
    Scene("polish", "polish", ("Jędrzej 🦊", "Zofia"), 12),
    Scene("erudit", "erudit", ("Дмитрий", "Ольга"), 12),
    Scene("erudit-home", "erudit-home", ("Аня", "Борис", "Вера"), 12),
    Scene("slovak", "slovak", ("Ľubica", "Ján"), 12),
    Scene("romanian", "romanian", ("Ștefan", "Ioana"), 12),
    Scene("final-4-players", "bulgarian", ("Цветан 🎯", "Мария", "bot hard", "bot medium"), 0),
    Scene("teams", "erudit-home", ("Аня", "Борис", "Вера", "Глеб 🎸"), 12, "teams=2",
          (1, 2, 1, 2)),
)


class Table:
    """One chat: the service, its clock, and the messages delivered to it."""

    def __init__(self, service: GameService, clock: list[float], chat: ChatRef) -> None:
        self.service = service
        self.clock = clock
        self.chat = chat
        self.ids = itertools.count(1)
        self.refs: dict[str, str] = {}  # the service's ref -> the message id delivered
        self.images: list[bytes] = []  # the chat's pictures, in order

    def user(self, name: str) -> UserRef:
        return UserRef(PLATFORM, name.split()[0].lower(), name)

    async def deliver(self, outs: list[Outgoing]) -> list[Outgoing]:
        for out in outs:
            if out.ref:
                mid = f"m{next(self.ids)}"
                self.refs[out.ref] = mid
                await self.service.delivered(out, mid)
            if out.image and out.chat is not None and out.private_to is None:
                self.images.append(out.image)
        return outs

    async def cmd(self, name: str, text: str) -> list[Outgoing]:
        cmd, _, args = text.lstrip("/").partition(" ")
        return await self.deliver(await self.service.handle(
            Command(self.chat, self.user(name), cmd, args)))

    async def accept_all(self, outs: list[Outgoing], people: list[str]) -> None:
        """Every person accepts a move that waits for votes (the computers vote by
        themselves); whoever may not vote is refused, which is fine."""
        for out in outs:
            if out.ref and out.ref.startswith("m:"):
                for name in people:
                    await self.deliver(await self.service.vote(
                        Vote(self.chat, self.user(name), self.refs[out.ref], "accept")))

    async def game(self) -> Game | None:
        """The running game; None once it is over."""
        return await self.service.game_for_chat(self.chat)


async def play(service: GameService, clock: list[float], scene: Scene) -> Table:
    table = Table(service, clock, ChatRef(PLATFORM, scene.name, is_group=True))
    people = [p for p in scene.players if not p.startswith("bot ")]
    teams = dict(zip(people, scene.teams, strict=False))
    first = people[0]
    await table.cmd(first, f"/new {scene.variant} {scene.options}".strip())
    for p in scene.players[1:]:
        if p.startswith("bot "):
            await table.cmd(first, "/addbot " + p.removeprefix("bot "))
        else:
            await table.cmd(p, f"/join {teams.get(p, '')}".strip())
    await table.cmd(first, "/start")
    rng = random.Random(scene.name)
    lexicon = service.walkable(scene.variant)
    played = 0
    for _ in range(400):
        game = await table.game()
        if game is None or game.over or (scene.turns and played >= scene.turns):
            break
        seat = game.actor()
        if seat is None or game.seats[seat].player.startswith("computer:"):
            clock[0] += 120  # a window or a computer's step is due: let the time pass
            await table.deliver(await service.due(clock[0]))
            continue
        name = next(p for p in people if table.user(p).key == game.seats[seat].player)
        action = choose_action(game, seat, "hard", rng, lexicon)
        if isinstance(action, Place):
            outs = await table.cmd(name, f"/play {action.move}")
        elif isinstance(action, Exchange):
            outs = await table.cmd(name, f"/exchange {action.tiles}")
        else:
            outs = await table.cmd(name, "/pass")
        await table.accept_all(outs, people)
        played += 1
    return table


async def draw(out_dir: Path, scenes: tuple[Scene, ...] = SCENES) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    repo = await open_repository(":memory:")
    clock = [1_000_000.0]
    seeds = (f"gallery-{i}" for i in itertools.count(1))
    service = GameService(repo, clock=lambda: clock[0], seeds=lambda: next(seeds))
    written: list[Path] = []
    try:
        for scene in scenes:
            table = await play(service, clock, scene)
            if await service.game_for_chat(table.chat) is not None:
                await table.cmd(scene.players[0], "/board")  # a running game: /board
            # else the final board: the one the end of the game was announced with
            path = out_dir / f"{scene.name}.png"
            path.write_bytes(table.images[-1])
            written.append(path)
            if scene.name == "english":
                rack = await table.cmd(scene.players[0], "/rack")
                pic = next(o.image for o in rack if o.image and o.private_to is not None)
                path = out_dir / "rack-english.png"
                path.write_bytes(pic)
                written.append(path)
    finally:
        await repo.close()
    return written


def main(out: str = "docs/pictures") -> int:
    for path in asyncio.run(draw(Path(out))):
        print(path)
    return 0
