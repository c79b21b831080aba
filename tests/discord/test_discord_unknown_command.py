"""Ops34 finding 5: what ``wordgames_commands_total{command="unknown"}`` counts on
Discord.  Its slash commands are registered (synced at start), so a player picks from the
bot's own; a name the bot does not have comes only from a command Discord still shows
that this version no longer has (a removed one, until the clients take the new list).
That was logged as an ERROR with a traceback, counted as an ``error`` (paging
WordgamesCommandErrors) and answered "Something went wrong"; it is a refusal: counted as
``unknown`` ``refused`` and answered, to the player alone and in their language, with the
"unknown command" text the other platform gives."""

from __future__ import annotations

import logging

import pytest
from discord_fake import FakeDiscord, settle
from discord_harness import ALICE, Harness
from prometheus_client import REGISTRY

from bot import i18n


def value(command: str, outcome: str) -> float:
    return REGISTRY.get_sample_value("wordgames_commands_total",
                                     {"command": command, "outcome": outcome}) or 0.0


async def test_a_slash_command_the_bot_does_not_have_is_an_unknown_refusal(
        discord_env: Harness, fake: FakeDiscord, caplog: pytest.LogCaptureFixture) -> None:
    assert discord_env.bot.tree.get_command("frobnicate") is None
    before = {o: value("unknown", o) for o in ("refused", "error")}
    data = {"id": "9999", "name": "frobnicate", "type": 1, "options": []}
    payload = discord_env._interaction(ALICE, 2, data, locale="pl")
    with caplog.at_level(logging.INFO):
        discord_env.bot._connection.parse_interaction_create(payload)
        await settle()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], [
        r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert value("unknown", "refused") == before["refused"] + 1
    assert value("unknown", "error") == before["error"]
    (answer,) = fake.for_token(payload["token"])  # the interaction's response itself
    assert answer.payload["type"] == 4 and answer.flags & 64  # a message, ephemeral
    assert answer.payload["data"]["content"] == i18n.t("pl", "unknown_command",
                                                       command="frobnicate")
