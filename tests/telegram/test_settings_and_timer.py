"""Settings from .env and the environment, token redaction in logs, the deadline timer."""

from __future__ import annotations

import asyncio
import io
import logging
from pathlib import Path

import pytest
from scripted_service import ScriptedService
from telegram_fake import GROUP, TelegramState
from telegram_harness import TOKEN, Harness

from bot.deadline_loop import DeadlineLoop
from bot.protocol import ChatRef, Outgoing, UserRef
from bot.settings import RedactingFilter, Settings, SettingsError, load_settings


def test_env_file_and_environment(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("TELEGRAM_TOKEN=111:fromfile\nDISCORD_TEST_GUILD=42\nLOG_LEVEL=debug\n"
                   "DATABASE_PATH=/data/games.sqlite3\nDEFAULT_LANGUAGE=pl\n")
    s = load_settings(env, environ={"TELEGRAM_TOKEN": "222:fromenv", "DISCORD_TOKEN": ""})
    assert s.telegram_token == "222:fromenv"  # the environment wins
    assert s.discord_token is None  # empty counts as unset
    assert (s.discord_test_guild, s.log_level, s.default_language) == (42, "DEBUG", "pl")
    assert s.database_path == "/data/games.sqlite3"
    assert s.telegram_webhook_url is None and s.telegram_webhook_port == 8001
    # The proxy in front is on this machine (docs/deploy.md): not every interface.
    assert s.telegram_webhook_listen == "127.0.0.1" == Settings().telegram_webhook_listen
    assert "222:fromenv" not in repr(s)


def test_database_url_and_discord_shards() -> None:
    s = load_settings(None, environ={})
    assert s.database_url is None and s.database == "wordgames.sqlite3"
    assert (s.discord_shard_count, s.discord_shard_auto, s.discord_shard_ids) == (
        None, False, None)
    s = load_settings(None, environ={
        "DATABASE_URL": "postgresql://bot:pa55word@db.internal/games",
        "DISCORD_SHARD_COUNT": "8", "DISCORD_SHARD_IDS": "4-5,7"})
    assert s.database == "postgresql://bot:pa55word@db.internal/games"
    assert "pa55word" not in repr(s) and "pa55word" in s.secrets  # redacted in logs
    assert (s.discord_shard_count, s.discord_shard_ids) == (8, (4, 5, 7))
    assert load_settings(None, environ={"DISCORD_SHARD_COUNT": "auto"}).discord_shard_auto


@pytest.mark.parametrize(("env", "message"), [
    ({"DATABASE_URL": "mysql://x/y"}, "DATABASE_URL must be a postgresql://"),
    ({"DISCORD_SHARD_IDS": "0-1"}, "needs DISCORD_SHARD_COUNT"),
    ({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "1-2"}, "from 0 to 1"),
    ({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "a"}, "must look like"),
    ({"DISCORD_SHARD_COUNT": "0"}, "at least 1"),
    ({"DATABASE_URL": "postgresql://h/db", "TELEGRAM_WEBHOOK_URL": "https://x.org/hook"},
     "TELEGRAM_WEBHOOK_SECRET must be set"),
    ({"DISCORD_TEST_GUILD": "abc"}, "DISCORD_TEST_GUILD must be a whole number"),
    ({"TELEGRAM_WEBHOOK_URL": "http://x/hook"}, "https://"),
    ({"DEFAULT_LANGUAGE": "de"}, "DEFAULT_LANGUAGE must be one of"),
    ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
])
def test_bad_settings_are_named(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        load_settings(None, environ=env)


def test_env_example_documents_every_setting() -> None:
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    for name in ("DISCORD_TOKEN", "DISCORD_TEST_GUILD", "TELEGRAM_TOKEN", "TELEGRAM_WEBHOOK_URL",
                 "TELEGRAM_WEBHOOK_PORT", "TELEGRAM_WEBHOOK_LISTEN", "TELEGRAM_WEBHOOK_SECRET",
                 "TELEGRAM_API_URL", "DATABASE_PATH", "LOG_LEVEL", "DEFAULT_LANGUAGE"):
        assert f"{name}=" in example, name
    settings = load_settings(None, environ={})
    assert settings == Settings()


def test_logs_never_contain_tokens() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RedactingFilter([TOKEN, "discord-secret-token"]))
    logger = logging.getLogger("test.redaction")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.warning("using %s", TOKEN)
        logger.warning("HTTP Request: POST https://api.telegram.org/bot%s/getMe", TOKEN)
        logger.warning("discord token discord-secret-token")
        logger.warning("unknown one 987654321:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawq")
        try:
            raise RuntimeError(f"failed with {TOKEN}")
        except RuntimeError:
            logger.exception("boom")
    finally:
        logger.removeHandler(handler)
    text = stream.getvalue()
    assert "***" in text
    for secret in (TOKEN, "discord-secret-token", "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawq"):
        assert secret not in text


class TimedService(ScriptedService):
    def __init__(self) -> None:
        super().__init__()
        self.outs: list[Outgoing] = []

    async def due(self, now: float, platforms: object = None) -> list[Outgoing]:
        self.due_calls.append(now)
        fired = [d for d in self.deadlines if d <= now]
        self.deadlines = [d for d in self.deadlines if d > now]
        return self.outs if fired else []


async def test_deadline_loop_routes_by_platform_and_wakes_early() -> None:
    service = TimedService()
    now = [1000.0]
    loop = DeadlineLoop(service, clock=lambda: now[0], max_sleep=30)
    got: dict[str, list[str]] = {"discord": [], "telegram": []}

    async def to(platform: str, outs: list[Outgoing]) -> None:
        got[platform] += [o.text for o in outs]

    loop.register("discord", lambda outs: to("discord", outs))
    loop.register("telegram", lambda outs: to("telegram", outs))
    service.outs = [
        Outgoing("tg", chat=ChatRef("telegram", "-1")),
        Outgoing("dc", chat=ChatRef("discord", "5")),
        Outgoing("dm", private_to=UserRef("discord", "7", "x")),
        Outgoing("console", chat=ChatRef("console", "c")),  # nobody runs it: dropped
    ]
    async with loop.running():
        await asyncio.sleep(0.05)
        assert service.due_calls == [1000.0]  # fired once at start, nothing due
        service.deadlines.append(1000.0)  # a command added a deadline that is due now
        loop.poke()
        for _ in range(100):
            if got["telegram"]:
                break
            await asyncio.sleep(0.01)
    assert got == {"discord": ["dc", "dm"], "telegram": ["tg"]}


async def test_timed_messages_reach_the_telegram_group(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    from telegram_fake import ALICE, BOB

    await tg.command(ALICE, "/new english")
    await tg.command(BOB, "/join")
    await tg.command(ALICE, "/start")  # the script's deadline is long past
    delay = await tg.adapter.deadlines.tick()
    assert delay is None
    await tg.adapter.flush()  # timed messages are delivered in the background
    assert state.to_chat(GROUP)[-1].text == "Time is up: the move stands."


def test_debug_logging_keeps_urls_with_tokens_and_sql_with_racks_out() -> None:
    import logging

    from bot.settings import setup_logging

    root = logging.getLogger()
    saved = (root.level, list(root.handlers))
    try:
        settings = load_settings(None, environ={"LOG_LEVEL": "DEBUG"})
        setup_logging(settings)
        # httpx logs request URLs (the Telegram token is in them); aiosqlite logs SQL
        # parameters at DEBUG (racks are stored in the seats table).
        assert logging.getLogger("httpx").getEffectiveLevel() >= logging.WARNING
        assert logging.getLogger("aiosqlite").getEffectiveLevel() >= logging.INFO
    finally:
        root.setLevel(saved[0])
        root.handlers[:] = saved[1]
