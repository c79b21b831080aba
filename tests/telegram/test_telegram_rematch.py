"""After a game: the end message's rematch button (inline, ``v:rematch``) through
python-telegram-bot and the real service, and the recap sent as an animation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from real_game import open_real_service
from telegram_fake import ALICE, BOB, GROUP, RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits


async def end_message_id(repo: Any, chat_key: str) -> int:
    refs = (await repo.table_dump())["message_refs"]
    return int(next(r[1] for r in reversed(refs) if r[0] == chat_key and r[3].startswith("r:")))


async def test_rematch_by_button_and_the_recap(tmp_path: Path, state: TelegramState) -> None:
    service, repo = await open_real_service(tmp_path)
    service.recaps = True
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    chat_key = f"telegram:{GROUP}:"
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            # A move first: a game in which no one moved has no recap (issue 24); whoever
            # is not on turn is only told so.
            await tg.command(ALICE, "/pass")
            await tg.command(BOB, "/pass")
            await tg.command(BOB, "/resign yes")
            end = next(c for c in reversed(state.to_chat(GROUP)) if c.buttons)
            assert [b["callback_data"] for b in end.buttons] == ["v:rematch"]
            recap = state.of("sendAnimation")
            assert len(recap) == 1 and recap[0].text.startswith("Recap:")
            assert recap[0].files and next(iter(recap[0].files.values()))[:6] == b"GIF89a"
            mid = await end_message_id(repo, chat_key)
            await tg.press(BOB, mid, "rematch")
            assert "Waiting for: Alice" in state.to_chat(GROUP)[-1].text
            await tg.press(ALICE, mid, "rematch")
            rec = await repo.open_game(chat_key)
            assert rec is not None and rec.status == "active"
            assert {s.user_key for s in rec.seats} == {f"telegram:{ALICE}", f"telegram:{BOB}"}
    finally:
        await repo.close()
    assert not errors, errors
