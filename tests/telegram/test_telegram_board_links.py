"""The web board's buttons in Telegram (issue 27), through python-telegram-bot and the real
game service: with WEB_URL a rack carries a ``web_app`` button to the Mini App of its
game, a board picture in the group the Mini App's direct link (WEB_APP_NAME); without
WEB_URL no message changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import board_links
from real_game import open_real_service, turn_and_move
from telegram_fake import ALICE, BOB, BOT_USERNAME, GROUP, RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits

WEB_URL = "https://board.example.org"


async def play_a_move(tmp_path: Path, state: TelegramState, settings: Settings,
                      links: Any) -> Any:
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, settings, limits=Limits.none(), links=links)
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            mover, move = await turn_and_move(repo, f"telegram:{GROUP}:")
            await tg.command(int(mover), f"/play {move}")
            rec = await repo.open_game(f"telegram:{GROUP}:")
            return rec.id
    finally:
        await repo.close()
        assert not errors, errors


async def test_with_web_url_racks_and_boards_open_the_mini_app(
        tmp_path: Path, state: TelegramState) -> None:
    links = board_links.make(WEB_URL, TOKEN)
    settings = Settings(telegram_token=TOKEN, web_app_name="board")
    game = await play_a_move(tmp_path, state, settings, links)
    for uid in (ALICE, BOB):
        racks = state.photos(uid)
        assert racks
        for rack in racks:
            web_apps = [b["web_app"]["url"] for b in rack.buttons if "web_app" in b]
            assert web_apps == [links.mini_app_url(game)], rack.buttons
            assert web_apps[0].startswith(f"{WEB_URL}/web/tg")
    boards = state.photos(GROUP)
    assert len(boards) == 2  # the start, the move
    direct = f"https://t.me/{BOT_USERNAME}/board?startapp=g{game}"
    for board in boards:
        assert [b.get("url") for b in board.buttons if "url" in b] == [direct]
        assert not [b for b in board.buttons if "web_app" in b]  # groups take none
    # The move's vote buttons are still there, beside the link.
    assert [b["callback_data"] for b in boards[-1].buttons if "callback_data" in b] == [
        "v:accept", "v:challenge"]
    # Nothing else got a board button (lobby lines, the turn's text).
    others = [c for c in state.sent() if c.method != "sendPhoto"]
    assert not [c for c in others if any("web_app" in b or "t.me/" + BOT_USERNAME + "/"
                                         in b.get("url", "") for b in c.buttons)]


async def test_without_web_app_name_a_group_gets_no_link(
        tmp_path: Path, state: TelegramState) -> None:
    links = board_links.make(WEB_URL, TOKEN)
    settings = Settings(telegram_token=TOKEN)
    await play_a_move(tmp_path, state, settings, links)
    assert state.photos(GROUP)
    assert not [b for c in state.photos(GROUP) for b in c.buttons if "url" in b]
    assert all(any("web_app" in b for b in c.buttons) for c in state.photos(ALICE))


async def test_without_web_url_nothing_changes(tmp_path: Path, state: TelegramState) -> None:
    await play_a_move(tmp_path, state, Settings(telegram_token=TOKEN, web_app_name="board"),
                      None)
    assert state.photos(GROUP) and state.photos(ALICE)
    for call in state.sent():
        assert not [b for b in call.buttons if "web_app" in b or "url" in b], call
