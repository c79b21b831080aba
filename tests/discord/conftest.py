from __future__ import annotations

import pytest
from discord_fake import FakeDiscord, patch
from discord_harness import Harness, make_bot
from scripted_service import ScriptedService

from bot.discord import WordBot


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeDiscord:
    fake = FakeDiscord()
    patch(monkeypatch, fake)
    return fake


@pytest.fixture
def service() -> ScriptedService:
    return ScriptedService()


@pytest.fixture
async def bot(service: ScriptedService, fake: FakeDiscord):  # type: ignore[no-untyped-def]
    bot = await make_bot(service, fake)
    yield bot
    await bot.close()


@pytest.fixture
def discord_env(bot: WordBot, fake: FakeDiscord) -> Harness:
    return Harness(bot, fake)
