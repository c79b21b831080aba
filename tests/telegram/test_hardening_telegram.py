"""Issue 13, the Telegram part: no token in any output when Telegram refuses it."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path

import pytest
from bot_api_server import FakeBotAPI
from real_game import open_real_service, turn_and_move
from telegram_fake import ALICE, BOB, CAROL, GROUP, RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.settings import Settings, load_settings, setup_logging
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits

ROOT = Path(__file__).resolve().parents[2]
REFUSED = "987654321:WRONG-token-that-the-fake-server-refuses-xx"


@pytest.mark.parametrize("level", ["INFO", "DEBUG"])
async def test_item2_refused_token_is_never_printed(tmp_path, level: str):
    server = FakeBotAPI(TelegramState(), TOKEN)  # answers 401 to any other token
    await server.start()
    try:
        env = {**os.environ, "TELEGRAM_TOKEN": REFUSED, "DISCORD_TOKEN": "",
               "TELEGRAM_API_URL": f"http://127.0.0.1:{server.port}",
               "DATABASE_PATH": str(tmp_path / "bot.db"), "LOG_LEVEL": level,
               "PYTHONPATH": str(ROOT)}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=env,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        try:
            out, err = await asyncio.wait_for(proc.communicate(), 60)
        except TimeoutError:
            proc.kill()
            await proc.wait()
            pytest.fail("the bot did not stop when its token was refused")
    finally:
        await server.stop()
    text = out.decode() + err.decode()
    secret = REFUSED.split(":", 1)[1]
    assert secret not in text and REFUSED not in text
    assert proc.returncode != 0
    assert "error:" in err.decode().splitlines()[-1]


def test_item9_debug_logging_keeps_chat_libraries_at_info() -> None:
    """discord.py logs gateway payloads and python-telegram-bot each request at DEBUG:
    a rack's private message would be in the log."""
    root = logging.getLogger()
    saved = (root.level, list(root.handlers))
    try:
        setup_logging(load_settings(None, environ={"LOG_LEVEL": "DEBUG"}))
        for name in ("discord", "discord.gateway", "discord.http", "telegram",
                     "telegram.ext", "httpcore"):
            assert logging.getLogger(name).getEffectiveLevel() >= logging.INFO, name
    finally:
        root.setLevel(saved[0])
        root.handlers[:] = saved[1]
        for name in ("discord", "telegram", "httpcore", "websockets", "aiohttp"):
            logging.getLogger(name).setLevel(logging.NOTSET)


async def test_item6_forwarded_link_seats_no_outsider(tmp_path: Path, state: TelegramState):
    """A game's link forwarded out of the group: the outsider is refused privately (the
    group hears nothing); once the game is over its link is dead, also for the chat's
    next lobby, which it used to fill with whoever had the link."""
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    state.not_started.add(BOB)
    chat_key = f"telegram:{GROUP}:"
    try:
        async with app:
            tg = Harness(adapter, app, state, [])
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")  # Bob never started the bot: a link button
            links = [b["url"] for c in state.to_chat(GROUP) for b in c.buttons if "url" in b]
            payload = links[-1].rsplit("?start=", 1)[1]
            rec = await repo.open_game(chat_key)
            assert rec is not None and payload.split("_")[2] == str(rec.id)
            in_group = len(state.to_chat(GROUP))
            state.outsiders.add(CAROL)
            await tg.command(CAROL, f"/start {payload}", chat_id=CAROL)
            assert "members of the group" in state.to_chat(CAROL)[-1].text
            state.outsiders.discard(CAROL)  # a member who does not play: told privately
            await tg.command(CAROL, f"/start {payload}", chat_id=CAROL)
            assert "not playing" in state.to_chat(CAROL)[-1].text
            assert len(state.to_chat(GROUP)) == in_group
            # the game id of a link is signed: another id does not verify
            forged = payload.replace(f"_{rec.id}_", f"_{(rec.id or 0) + 1}_")
            state.not_started.discard(BOB)
            racks = len(state.photos(BOB))  # the one Telegram refused
            await tg.command(BOB, f"/start {forged}", chat_id=BOB)
            assert len(state.photos(BOB)) == racks
            await tg.command(BOB, f"/start {payload}", chat_id=BOB)
            assert len(state.photos(BOB)) == racks + 1  # the rack, through the real link
            await tg.command(ALICE, "/end")
            await tg.command(BOB, "/end yes")  # a running game ends by consent (issue 15)
            await tg.command(ALICE, "/new english")
            await tg.command(CAROL, f"/start {payload}", chat_id=CAROL)
            assert "no longer open" in state.to_chat(CAROL)[-1].text
            rec = await repo.open_game(chat_key)
            assert rec is not None and rec.seat_of(f"telegram:{CAROL}") is None
    finally:
        await repo.close()


async def test_item10_not_on_rack_goes_to_the_private_chat(tmp_path: Path,
                                                          state: TelegramState) -> None:
    """"You don't have X on your rack" told in the group confirmed the other letters."""
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    try:
        async with app:
            tg = Harness(adapter, app, state, [])
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            mover, _ = await turn_and_move(repo, f"telegram:{GROUP}:")
            await tg.command(int(mover), "/play 8H QQQQQQQ")
            assert not any("don't have" in c.text for c in state.to_chat(GROUP))
            assert "don't have" in state.to_chat(int(mover))[-1].text
    finally:
        await repo.close()
