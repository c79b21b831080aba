"""Issue 26, "nothing acknowledged is ever lost", with real ``python -m bot`` processes in
Telegram webhook mode against the fake Bot API on loopback (tests/telegram/bot_process.py):
an update answered 200 is claimed with its body, which stays in the database until its
handling commits, so a process killed -9 after the 200 and before that leaves it to the
next start, which handles it, in its chat's order, once.

The hold point is deterministic: Ann's ``/start`` in a group asks Telegram whether she is
an admin (``getChatMember``) before the service sees the command, and the fake Bot API
holds that call unanswered; Bob's ``/score`` of the same chat, posted next, waits behind
it in the chat's order.  Both are answered 200, then the process is killed -9.  The
figures are printed: ``pytest -s tests/telegram/test_telegram_kill.py``."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path

import aiohttp
from bot_api_server import FakeBotAPI
from bot_process import BotProcess, until
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates

STARTED = "begins!"  # the start's announcement: "The game of English Scrabble begins! ..."






def kept(db: Path) -> list[tuple[int, int, bool]]:
    """The claims in the database: update id, handled, whether a body is kept."""
    con = sqlite3.connect(db)
    try:
        return [(int(r[0]), int(r[1]), r[2] is not None) for r in con.execute(
            "SELECT update_id, handled, body FROM seen_updates ORDER BY update_id")]
    finally:
        con.close()


async def test_a_kill_after_the_200_loses_no_update_and_answers_each_once(
        api: FakeBotAPI, state: TelegramState, tmp_path: Path) -> None:
    db = tmp_path / "bot.db"
    bot = BotProcess(api.port, tmp_path, DATABASE_PATH=str(db))
    await bot.start()
    updates = Updates()
    again: BotProcess | None = None
    try:
        async with aiohttp.ClientSession() as http:
            for uid, text in ((ALICE, "/new english"), (BOB, "/join")):
                sent = len(state.to_chat(GROUP))
                assert await bot.post(http, updates.command(uid, text))
                await until(lambda sent=sent: len(state.to_chat(GROUP)) > sent)
            before = len(state.to_chat(GROUP))
            api.held = {"getChatMember"}
            start = updates.command(ALICE, "/start")
            assert await bot.post(http, start)  # 200: acknowledged, Telegram sends no more
            await until(lambda: any(c.method == "getChatMember" for c in api.holding))
            score = updates.command(BOB, "/score")
            assert await bot.post(http, score)  # 200, and waits behind /start
            await bot.kill()  # SIGKILL
            assert len(state.to_chat(GROUP)) == before  # neither was answered
            pending = [(start["update_id"], 0, True), (score["update_id"], 0, True)]
            assert kept(db)[-2:] == pending
            api.held = set()

            again = BotProcess(api.port, tmp_path, DATABASE_PATH=str(db))
            await again.start()
            taken = await again.line("handled now")
            assert f"{start['update_id']}, {score['update_id']}" in taken, taken
            # killed, not stopped: a warning (a clean stop's release is told at INFO)
            assert "WARNING" in taken and "did not stop cleanly" in taken, taken
            await until(lambda: len(state.to_chat(GROUP)) >= before + 2
                        and any(STARTED in c.text for c in state.to_chat(GROUP)[before:]))
            again.signal(signal.SIGTERM)  # a clean stop: whatever was queued goes out
            assert await again.wait() == 0, "\n".join(again.lines[-30:])
    finally:
        await bot.kill()
        if again is not None:
            await again.kill()
    told = [c.text for c in state.to_chat(GROUP)[before:]]
    print(f"\n2 updates acknowledged, kill -9 at the hold point, {len(told)} message(s) to "
          f"the group after the restart: {told}")
    # each once, in the chat's order: the start, then the score of the started game
    assert len(told) == 2 and STARTED in told[0] and told[1].startswith("Score:"), told
    assert sum(STARTED in t for t in told) == 1, told
    assert kept(db)[-2:] == [(start["update_id"], 1, False), (score["update_id"], 1, False)]
    assert "Traceback" not in "\n".join(bot.lines + again.lines)
