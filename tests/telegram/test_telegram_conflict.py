"""A real ``python -m bot`` polling Telegram (the local fake Bot API) while another bot
process uses the token: Telegram answers getUpdates with 409 Conflict.  The process ends
with one line that says so, a non-zero status, and no python-telegram-bot traceback (its
last getUpdates while stopping, refused the same way, logged one)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
from bot_api_server import FakeBotAPI
from telegram_fake import TelegramState
from telegram_harness import TOKEN

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("conflict", "doing"), [
    ("Conflict: terminated by other getUpdates request; make sure that only one bot "
     "instance is running", "it polls it, and Telegram allows one poller per bot"),
    ("Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to "
     "delete the webhook first", "it has set a webhook for it, and Telegram gives a bot "
     "with a webhook no updates by polling"),
])
async def test_a_409_conflict_at_start_is_one_line(tmp_path: Path, conflict: str,
                                                   doing: str):
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    api.other_poller = True
    api.conflict = conflict
    await api.start()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "HEALTH_", "LOG_", "DATABASE_"))}
    env.update({"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_URL": f"http://127.0.0.1:{api.port}",
                "DATABASE_PATH": str(tmp_path / "bot.db"), "PYTHONPATH": str(ROOT)})
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=env,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        _out, err = await asyncio.wait_for(proc.communicate(), 120)
    finally:
        await api.stop()
    text = err.decode()
    assert proc.returncode == 2, text  # not retried by systemd: the other one is there
    assert "Traceback" not in text and conflict not in text, text
    errors = [line for line in text.splitlines() if " ERROR " in line or
              line.startswith("error:")]
    assert errors == [
        "error: Telegram answered 409 Conflict: another bot process uses this token "
        f"({doing}); stop that process, or run every process in webhook mode "
        "(TELEGRAM_WEBHOOK_URL; docs/deploy.md)"], text
    assert text.rstrip().splitlines()[-1] == errors[0]
    assert state.of("getUpdates")  # it was Telegram's answer, not a guess
