from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

# The scripted game service is shared with the Discord tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "discord"))

from bot_api_server import FakeBotAPI
from scripted_service import ScriptedService
from telegram_fake import RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits


@pytest.fixture
def service() -> ScriptedService:
    return ScriptedService()


@pytest.fixture
def state() -> TelegramState:
    return TelegramState()


@pytest.fixture
async def api(state: TelegramState):  # type: ignore[no-untyped-def]
    """A fake Bot API on loopback that real bot processes talk to."""
    server = FakeBotAPI(state, TOKEN)
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
async def tg(service: Any, state: TelegramState):  # type: ignore[no-untyped-def]
    # no pacing (the limits themselves are tested in test_telegram_delivery.py)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    async with app:
        yield Harness(adapter, app, state, errors)
    assert not errors, errors
