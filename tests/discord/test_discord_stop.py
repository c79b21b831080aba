"""Issue 26, item 1 on Discord (in process: the tests have no fake gateway): a stop lets
the commands in flight finish and answer, tells a command that comes meanwhile to try
again in a moment, and ends once nothing is in flight."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from discord_fake import FakeDiscord
from discord_harness import ALICE, BOB, Harness, make_bot
from scripted_service import ScriptedService

from bot.discord.cog import _GameCogBase
from bot.discord.run import finish
from bot.discord.views import GAME_COG
from bot.protocol import Command, Outgoing

SAFETY = 60.0  # only the net for a bot that hangs


class HeldService(ScriptedService):
    """/help waits until the test lets it go: a command in flight."""

    def __init__(self) -> None:
        super().__init__()
        self.entered = asyncio.Event()
        self.release = asyncio.Event()

    async def handle(self, cmd: Command) -> list[Outgoing]:
        if cmd.name == "help":
            self.entered.set()
            await self.release.wait()
        return await super().handle(cmd)


async def until(check: Callable[[], bool]) -> None:
    end = time.monotonic() + SAFETY
    while not check():
        assert time.monotonic() < end, "the bot did not get there"
        await asyncio.sleep(0.01)


def slash(h: Harness, uid: int, name: str) -> str:
    payload = h._interaction(uid, 2, {"id": "9001", "name": name, "type": 1, "options": []})
    h.bot._connection.parse_interaction_create(payload)
    return str(payload["token"])


def texts(fake: FakeDiscord, token: str) -> list[str]:
    out = []
    for r in fake.for_token(token):
        payload: Any = r.payload or {}
        out.append(str(payload.get("content") or (payload.get("data") or {}).get("content")
                       or ""))
    return out


async def test_a_stop_finishes_the_command_in_flight_and_turns_new_ones_away(
        fake: FakeDiscord) -> None:
    service = HeldService()
    bot = await make_bot(service, fake)
    try:
        h = Harness(bot, fake)
        first = slash(h, ALICE, "help")
        await asyncio.wait_for(service.entered.wait(), SAFETY)
        stopping = asyncio.create_task(finish(bot, SAFETY))
        cog = bot.get_cog(GAME_COG)
        assert isinstance(cog, _GameCogBase)
        await until(lambda: cog.stopping)
        second = slash(h, BOB, "board")
        await until(lambda: bool(fake.for_token(second)))
        assert any("restarting" in t for t in texts(fake, second))
        assert fake.for_token(second)[0].ephemeral
        assert not stopping.done() and len(cog.in_flight) == 1
        service.release.set()
        await asyncio.wait_for(stopping, SAFETY)
        assert any("How to play" in t for t in texts(fake, first))
        assert [c.name for c in service.commands] == ["help"]  # /board never ran
    finally:
        service.release.set()
        await bot.close()
