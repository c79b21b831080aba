"""A real ``python -m bot`` in Telegram webhook mode with ``LOG_FORMAT=json``, against the
fake Bot API on loopback: each command's line (``command /play in telegram:...:``, at
INFO) has ``chat`` and, where the command concerns a game, ``game`` (the game's id), so
that ``jq 'select(.game == 1)'`` gives a game's commands.  It had ``chat`` alone: the
adapter wrote it before the service had found the chat's game."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import aiohttp
from bot_api_server import FakeBotAPI
from bot_process import BotProcess, until
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates
from telegram_harness import TOKEN


async def test_each_commands_line_names_the_game_it_concerns(tmp_path: Path) -> None:
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    bot = BotProcess(api.port, tmp_path, DATABASE_PATH=str(tmp_path / "bot.db"),
                     LOG_FORMAT="json", LOG_LEVEL="DEBUG")
    elsewhere = GROUP + 1  # a group with no game
    updates = Updates()
    sent = [(ALICE, "/new english", GROUP), (BOB, "/join", GROUP), (ALICE, "/start", GROUP),
            (BOB, "/board", GROUP), (ALICE, "/rack", ALICE),  # in private: her game's
            (BOB, "/help", elsewhere), (BOB, "/board", elsewhere),
            (ALICE, "/hint", ALICE), (BOB, "/hint", BOB)]  # in private: the group's game
    try:
        await bot.start()
        async with aiohttp.ClientSession() as http:
            for uid, text, chat in sent:  # one at a time, each answered (a move sent in
                told = len(state.calls)  # private: in the group, or a refusal in private)
                assert await bot.post(http, updates.command(uid, text, chat_id=chat))
                await until(lambda told=told: any(
                    c.method.startswith("send") for c in state.calls[told:]))
        bot.signal(signal.SIGTERM)
        assert await bot.wait() == 0
    finally:
        await bot.kill()
        await api.stop()
    records = [json.loads(line) for line in bot.lines if line.startswith("{")]
    lines = [(r["message"], r.get("chat"), r.get("game"), "game" in r) for r in records
             if r["message"].startswith("command /")]
    group, mine, other = (f"telegram:{GROUP}:", f"telegram:{ALICE}:",
                          f"telegram:{elsewhere}:")
    assert lines[:7] == [
        (f"command /new in {group}", group, 1, True),  # its id, given by its commit
        (f"command /join in {group}", group, 1, True),
        (f"command /start in {group}", group, 1, True),
        (f"command /board in {group}", group, 1, True),
        (f"command /rack in {mine}", mine, 1, True),  # the private chat's, her game
        (f"command /help in {other}", other, None, False),  # no game: no "game" at all
        (f"command /board in {other}", other, None, False)], lines[:7]
    assert all(r["level"] == "INFO" for r in records if r["message"].startswith("command /"))
    # At DEBUG each command's outcome line has the same chat as its command line (the
    # private /rack's named the group, whose game it worked on: operator pass ops35 L2).
    # (As sets of command, chat and game: one command's outcome may be written after the
    # next one's, a picture still being sent when the next update came.)
    outcomes = sorted((r["message"].split(":")[0], str(r.get("chat")), r.get("game") or 0)
                      for r in records
                      if r.get("logger") == "bot.service.service" and " ms" in r["message"])
    commands = sorted((m.split()[1], str(c), g or 0) for m, c, g, _ in lines)
    assert outcomes == commands, (outcomes, commands)
