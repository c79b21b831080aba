"""Issue 13, the Telegram part: no token in any output when Telegram refuses it."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path

import pytest
from bot_api_server import FakeBotAPI
from telegram_fake import TelegramState
from telegram_harness import TOKEN

from bot.settings import load_settings, setup_logging

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
