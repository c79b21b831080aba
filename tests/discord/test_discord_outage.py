"""Issue 26: a slash command during a PostgreSQL outage was ``ERROR "command failed"``
with the driver's traceback, and "Something went wrong; please try again."  Now one
WARNING, and the player told alone, in their language, that the database cannot be
reached just now.  The real discord.py and service on a real PostgreSQL whose socket the
test takes away (tests/ops/test_ops_outage.py's)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pg_server
import pytest
from discord_fake import FakeDiscord
from discord_harness import ALICE, Harness, make_bot

from bot import i18n
from bot.service import GameService
from storage import open_postgres

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ops"))
from test_ops_outage import outage_of


async def test_a_slash_command_in_an_outage_is_one_warning_and_a_note(
        postgres_server: pg_server.Server, fake: FakeDiscord,
        caplog: pytest.LogCaptureFixture) -> None:
    postgres_server.psql("CREATE DATABASE outage_discord")
    async with outage_of(postgres_server, "outage_discord") as proxy:
        repo = await open_postgres(proxy.url("outage_discord"), min_size=1, max_size=4)
        service = GameService(repo, lexicons=lambda _r: None, pictures=False)
        bot = await make_bot(service, fake)
        env = Harness(bot, fake)
        try:
            await env.slash(ALICE, "new", variant="english")
            await proxy.down()
            with caplog.at_level(logging.INFO):
                token = await env.slash(ALICE, "join", _locale="pl")
        finally:
            await bot.close()
            await proxy.up()
            await repo.close()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], [
        r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    (warning,) = [r for r in caplog.records
                  if r.levelno == logging.WARNING and r.name.startswith("bot.")]
    assert warning.exc_info is None and "the database did not answer (" in \
        warning.getMessage(), warning.getMessage()
    assert [r.content for r in fake.ephemerals(token)] == [
        i18n.t("pl", "database_unavailable")]
