"""Helpers of the Telegram tests."""

from __future__ import annotations

from typing import Any

from telegram import Update
from telegram.ext import Application
from telegram_fake import TelegramState, Updates

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
