from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from telegram import Update
from telegram.ext import Application
from telegram_fake import RecordingRequest, TelegramState, Updates

# The scripted game service is shared with the Discord tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "discord"))

from scripted_service import ScriptedService

from bot.settings import Settings
from bot.telegram import TelegramAdapter

TOKEN = "123456:TEST-token-for-offline-tests-only-xxxx"


class Harness:
    def __init__(self, adapter: TelegramAdapter, app: Application, state: TelegramState,
                 errors: list[BaseException]) -> None:
        self.adapter = adapter
        self.app = app
        self.state = state
        self.errors = errors
        self.updates = Updates()

    async def feed(self, payload: dict[str, Any]) -> None:
        await self.app.process_update(Update.de_json(payload, self.app.bot))
        assert not self.errors, self.errors

    async def command(self, uid: int, text: str, **kw: Any) -> None:
        await self.feed(self.updates.command(uid, text, **kw))

    async def press(self, uid: int, message_id: int, kind: str, **kw: Any) -> None:
        await self.feed(self.updates.button(uid, message_id, f"v:{kind}", **kw))

    async def react(self, uid: int, message_id: int, new: list[str], **kw: Any) -> None:
        await self.feed(self.updates.reaction(uid, message_id, new, **kw))


@pytest.fixture
def service() -> ScriptedService:
    return ScriptedService()


@pytest.fixture
def state() -> TelegramState:
    return TelegramState()


@pytest.fixture
async def tg(service: Any, state: TelegramState):  # type: ignore[no-untyped-def]
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN))
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    async with app:
        yield Harness(adapter, app, state, errors)
    assert not errors, errors
