"""Issue 26: the clocks do not run while Telegram does not answer, with a real
``python -m bot`` process in webhook mode against the fake Bot API on loopback
(tests/telegram/bot_process.py), which drops every connection unanswered while ``down``.

A game with a move time of 30 s; Telegram goes away; a command's answer cannot be sent
and the process notes the outage (its log line says so); then a /pass starts the next
player's 30 s, after the note, so the order is fixed, not raced.  Those 30 s pass and
more: the deadline does not fire.  Telegram comes back; the first answer after it ends
the outage, and the game moves on by its length: the next player has the whole move
time again, not a time-out."""

from __future__ import annotations

import asyncio
import signal
import sqlite3
import time
from pathlib import Path

import aiohttp
from bot_api_server import FakeBotAPI
from bot_process import BotProcess, until
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates

OTHER = -1009876543210  # another group: its /help is the first answer after the outage


def move_deadline(db: Path) -> tuple[float, int]:
    """The running game's move deadline and how many actions it has (read-only)."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        due = con.execute("SELECT due_at FROM deadlines WHERE kind = 'move'").fetchone()
        moves = con.execute("SELECT count(*) FROM moves").fetchone()
    finally:
        con.close()
    assert due is not None
    return float(due[0]), int(moves[0])


async def test_a_telegram_outage_stops_the_move_time(
        api: FakeBotAPI, state: TelegramState, tmp_path: Path) -> None:
    db = tmp_path / "bot.db"
    bot = BotProcess(api.port, tmp_path, DATABASE_PATH=str(db))
    await bot.start()
    updates = Updates()
    try:
        async with aiohttp.ClientSession() as http:
            for uid, text in ((ALICE, "/new english time=30"), (BOB, "/join"),
                              (ALICE, "/start")):
                sent = len(state.to_chat(GROUP))
                assert await bot.post(http, updates.command(uid, text))
                await until(lambda sent=sent: len(state.to_chat(GROUP)) > sent)
            await until(lambda: any("Turn:" in (c.text or "") for c in state.to_chat(GROUP)))
            api.down = True
            assert await bot.post(http, updates.command(BOB, "/score"))
            await bot.line("does not answer: its games' deadlines wait")
            _, before = move_deadline(db)
            # Whoever is on turn passes: the next one's 30 s begin after the note.
            for uid in (ALICE, BOB):
                assert await bot.post(http, updates.command(uid, "/pass"))
            await until(lambda: move_deadline(db)[1] > before)
            due, moves = move_deadline(db)
            await asyncio.sleep(max(0.0, due + 1.0 - time.time()))  # past it, and more
            assert move_deadline(db) == (due, moves)  # held: no time-out, no move
            api.down = False
            assert await bot.post(http, updates.command(ALICE, "/help", chat_id=OTHER))
            ended = await bot.line("answers again: its games' deadlines move on by")
            await until(lambda: move_deadline(db)[0] != due)  # the tick moves it on next
            again, after = move_deadline(db)
            # The outage began before the pass and ended over 31 s after it: the deadline
            # moved on by as long, so the player on turn has a full move time again.
            assert again > due + 31.0 and after == moves, (ended, due, again)
            bot.signal(signal.SIGTERM)
            assert await bot.wait() == 0, "\n".join(bot.lines[-30:])
            assert not [ln for ln in bot.lines if " ERROR " in ln or "Traceback" in ln]
    finally:
        await bot.kill()
