"""The web board in Telegram (issue 27), through python-telegram-bot, the real game service
and the real board (bot/web): with WEB_URL a rack carries a ``web_app`` button to the
Mini App of its game, a board picture in the group the Mini App's direct link
(WEB_APP_NAME); a move made on the board is announced in the group as a /play is;
without WEB_URL no message changes."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import board_links
from board_links import WEB_URL, Page
from real_game import open_real_service, turn_and_move
from telegram_fake import ALICE, BOB, BOT_USERNAME, GROUP, RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.deadline_loop import DeadlineLoop
from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits
from bot.web.routes import WebBoard
from bot.web.telegram_auth import sign

CHAT_KEY = f"telegram:{GROUP}:"


@dataclass
class Bot:
    tg: Harness
    repo: Any
    board: WebBoard | None

    async def game_id(self) -> int:
        rec = await self.repo.open_game(CHAT_KEY)
        return int(rec.id)


@asynccontextmanager
async def running(tmp_path: Path, state: TelegramState, *, web: bool = True,
                  app_name: str | None = "board") -> AsyncIterator[Bot]:
    service, repo = await open_real_service(tmp_path)
    deadlines = DeadlineLoop(service)
    board = board_links.board(service, TOKEN, deadlines.deliver) if web else None
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN, web_app_name=app_name),
                              limits=Limits.none(), deadlines=deadlines, links=board)
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
            yield Bot(tg, repo, board)
            await adapter.delivery.flush()
    finally:
        await repo.close()
    assert not errors, errors


async def test_with_web_url_racks_and_boards_open_the_mini_app(
        tmp_path: Path, state: TelegramState) -> None:
    async with running(tmp_path, state) as bot:
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        await bot.tg.command(int(mover), f"/play {move}")
        game = await bot.game_id()
    for uid in (ALICE, BOB):
        racks = state.photos(uid)
        assert racks
        for rack in racks:
            web_apps = [b["web_app"]["url"] for b in rack.buttons if "web_app" in b]
            assert web_apps == [f"{WEB_URL}/web/tg?g={game}"], rack.buttons
    boards = state.photos(GROUP)
    assert len(boards) == 2  # the start, the move
    direct = f"https://t.me/{BOT_USERNAME}/board?startapp=g{game}"
    for board in boards:
        assert [b.get("url") for b in board.buttons if "url" in b] == [direct]
        assert not [b for b in board.buttons if "web_app" in b]  # a group takes none
    # The move's vote buttons are still there, beside the link.
    assert [b["callback_data"] for b in boards[-1].buttons if "callback_data" in b] == [
        "v:accept", "v:challenge"]
    # Nothing else got a board button (lobby lines, the turn's text).
    others = [c for c in state.sent() if c.method != "sendPhoto"]
    assert not [c for c in others if any("web_app" in b or f"t.me/{BOT_USERNAME}/"
                                         in b.get("url", "") for b in c.buttons)]


async def test_without_web_app_name_a_group_gets_no_link(
        tmp_path: Path, state: TelegramState) -> None:
    async with running(tmp_path, state, app_name=None):
        pass
    assert state.photos(GROUP)
    assert not [b for c in state.photos(GROUP) for b in c.buttons if "url" in b]
    assert all(any("web_app" in b for b in c.buttons) for c in state.photos(ALICE))


async def test_without_web_url_nothing_changes(tmp_path: Path, state: TelegramState) -> None:
    async with running(tmp_path, state, web=False) as bot:
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        await bot.tg.command(int(mover), f"/play {move}")
    assert state.photos(GROUP) and state.photos(ALICE)
    for call in state.sent():
        assert not [b for b in call.buttons if "web_app" in b or "url" in b], call


async def test_a_move_on_the_board_is_announced_in_the_group(
        tmp_path: Path, state: TelegramState) -> None:
    async with running(tmp_path, state) as bot:
        assert bot.board is not None
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        game = await bot.game_id()
        fields = {"user": json.dumps({"id": int(mover), "first_name": "Alice"}),
                  "auth_date": str(int(time.time()))}
        init_data = urlencode({**fields, "hash": sign(fields, TOKEN)})
        letters = move.split()[1]
        before = len(state.photos(GROUP))
        async with Page(bot.board) as page:
            opened = await page.open({"init_data": init_data, "game": game})
            assert opened["seat"] is not None
            status, answer = await page.post("/act", {"action": "play", "tiles": [
                {"r": 7, "c": 7 + i, "letter": letter, "blank": False}
                for i, letter in enumerate(letters)]})
            assert status == 200 and answer["ok"], answer
        await bot.tg.adapter.delivery.flush()
        boards = state.photos(GROUP)[before:]
        assert len(boards) == 1, [c.text for c in state.to_chat(GROUP)]
        assert letters in boards[0].text  # the move's line, with its picture
        assert boards[0].files.get("photo")
        # It is voted on like a /play's board: the buttons, and the board's link.
        kinds = [b.get("callback_data") for b in boards[0].buttons if "callback_data" in b]
        assert kinds == ["v:accept", "v:challenge"]
        assert any(b.get("url", "").endswith(f"startapp=g{game}") for b in boards[0].buttons)


async def test_a_closed_vote_keeps_the_boards_link(tmp_path: Path, state: TelegramState) -> None:
    """Issue 26 takes a closed vote's buttons off its message: the board's link stays."""
    async with running(tmp_path, state) as bot:
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        await bot.tg.command(int(mover), f"/play {move}")
        game = await bot.game_id()
        mid = list(bot.tg.adapter.delivery.reactions)[-1][1]
        other = BOB if int(mover) == ALICE else ALICE
        await bot.tg.press(other, mid, "challenge")  # no such word: taken back
        await bot.tg.adapter.delivery.flush()
    (edit,) = [c for c in state.of("editMessageReplyMarkup") if int(c.params["message_id"]) == mid]
    assert [b.get("url") for b in edit.buttons] == [
        f"https://t.me/{BOT_USERNAME}/board?startapp=g{game}"]
