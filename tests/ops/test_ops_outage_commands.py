"""Issue 26 (the second operator): a command during a PostgreSQL outage logged ``ERROR
"an update failed"`` with ConnectionRefusedError's whole traceback, which the docs call a
bug, and the player read "Something went wrong; please try again."  Now: one WARNING
without a traceback, and the player told, in their language, that the bot cannot reach
its database and to try again in a minute.  The real python-telegram-bot and the real
service on a real PostgreSQL whose socket the test takes away (test_ops_outage.py's)."""

from __future__ import annotations

import asyncio
import contextvars
import logging
import os
import sys
from pathlib import Path

import pg_server
import pytest
from prometheus_client import REGISTRY, generate_latest
from test_ops_outage import outage_of

from bot import i18n
from bot.log_format import ContextFilter
from bot.service import GameService
from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits
from storage import open_postgres

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "telegram"))
from telegram_fake import ALICE, GROUP, RecordingRequest, TelegramState  # noqa: E402
from telegram_harness import TOKEN, Harness  # noqa: E402


def unavailable(command: str) -> float:
    """The /metrics line of ``command``'s count of outcome unavailable (0 when absent)."""
    head = f'wordgames_commands_total{{command="{command}",outcome="unavailable"}} '
    lines = [line for line in generate_latest(REGISTRY).decode().splitlines()
             if line.startswith(head)]
    return float(lines[0][len(head):]) if lines else 0.0


async def test_a_telegram_command_in_an_outage_is_one_warning_and_a_note(
        postgres_server: pg_server.Server, caplog: pytest.LogCaptureFixture) -> None:
    postgres_server.psql("CREATE DATABASE outage_tg")
    state = TelegramState()
    caplog.handler.addFilter(ContextFilter())  # as bot.startup installs it
    async with outage_of(postgres_server, "outage_tg") as proxy:
        repo = await open_postgres(proxy.url("outage_tg"), min_size=1, max_size=4)
        service = GameService(repo, lexicons=lambda _r: None, pictures=False)
        adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN),
                                  limits=Limits.none())
        app = adapter.build(RecordingRequest(state))
        try:
            async with app:
                tg = Harness(adapter, app, state, [])
                with caplog.at_level(logging.DEBUG):
                    await tg.command(ALICE, "/new english")
                    (line,) = [r for r in caplog.records
                               if r.getMessage() == f"command /new in telegram:{GROUP}:"]
                    # The chat's key on the adapter's own line (LOG_FORMAT=json's .chat).
                    assert getattr(line, "chat", None) == f"telegram:{GROUP}:"
                    caplog.clear()
                    sent = len(state.to_chat(GROUP))
                    counted = unavailable("join"), unavailable("score")
                    await proxy.down()
                    # Each in a fresh context, as an update of its own: /new's chat
                    # is not left on them.
                    for text in ("/join", "/score"):
                        await asyncio.create_task(tg.command(ALICE, text, lang="pl"),
                                                  context=contextvars.Context())
        finally:
            await proxy.up()
            await repo.close()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], [
        (r.name, r.getMessage()) for r in caplog.records if r.levelno >= logging.ERROR]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 2 and all(r.exc_info is None for r in warnings), [
        r.getMessage() for r in warnings]
    assert all("the database did not answer (" in r.getMessage() for r in warnings)
    # Each WARNING names its chat (LOG_FORMAT=json's .chat), and /metrics counts both.
    assert [getattr(r, "chat", None) for r in warnings] == [f"telegram:{GROUP}:"] * 2
    assert (unavailable("join"), unavailable("score")) == (counted[0] + 1, counted[1] + 1)
    notes = [c.params.get("text") for c in state.to_chat(GROUP)[sent:]]
    assert notes == [i18n.t("pl", "database_unavailable")] * 2, notes
    assert "Something went wrong" not in i18n.t("pl", "database_unavailable")


async def test_a_console_line_in_an_outage_is_the_note_not_a_bug(
        postgres_server: pg_server.Server, tmp_path: Path) -> None:
    """``python -m bot console --db URL``: it printed "Something went wrong:
    ConnectionRefusedError(...)", as for a bug."""
    postgres_server.psql("CREATE DATABASE outage_console")
    env = {**os.environ, "DISCORD_TOKEN": "", "TELEGRAM_TOKEN": "",
           "PYTHONPATH": str(ROOT)}
    async with outage_of(postgres_server, "outage_console") as proxy:
        bot = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "console", "--db", proxy.url("outage_console"),
            "--quiet", cwd=tmp_path, env=env, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        assert bot.stdin is not None and bot.stdout is not None and bot.stderr is not None
        try:
            bot.stdin.write(b"Ann: /new english\n")
            await bot.stdin.drain()
            while b"game" not in await asyncio.wait_for(bot.stdout.readline(), 60):
                pass  # the lobby is open: the database answered
            await proxy.down()
            bot.stdin.write(b"Ann: /join\n")
            await bot.stdin.drain()
            line = ""
            while not line.startswith("[console]"):  # past the lobby's other lines
                line = (await asyncio.wait_for(bot.stdout.readline(), 60)).decode()
        finally:
            bot.stdin.close()
            _out, err = await asyncio.wait_for(bot.communicate(), 60)
    assert line.strip() == f"[console] {i18n.t('en', 'database_unavailable')}", line
    assert "Traceback" not in err.decode() and "ERROR" not in err.decode(), err.decode()
