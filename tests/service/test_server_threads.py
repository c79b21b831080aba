"""Issue 26: /threads, a Discord server's setting (games of /new in threads of their own),
read and changed through the service; offered on Discord only."""

from __future__ import annotations

import pytest
from conftest import Harness, texts, user

from bot import i18n
from bot.protocol import ChatRef
from bot.service import rule_texts

CHANNEL = ChatRef("discord", "555", is_group=True, server="77")
OTHER_CHANNEL = ChatRef("discord", "556", is_group=True, server="77")


async def test_the_setting_is_the_servers_on_by_default(h: Harness):
    assert await h.service.games_in_threads(CHANNEL) is True
    outs = await h.cmd("Ann", "/threads off", chat=CHANNEL)
    assert "only a server admin" in texts(outs).lower()
    assert await h.service.games_in_threads(CHANNEL) is True
    outs = await h.cmd(user("Ann", is_admin=True), "/threads off", chat=CHANNEL)
    assert "in the channel itself" in texts(outs)
    # every channel of the server, not only the one it was typed in
    assert await h.service.games_in_threads(OTHER_CHANNEL) is False
    assert await h.service.games_in_threads(ChatRef("discord", "9", server="78")) is True
    outs = await h.cmd("Bob", "/threads", chat=OTHER_CHANNEL)
    assert "/threads on" in texts(outs)
    outs = await h.cmd(user("Ann", is_admin=True), "/threads maybe", chat=CHANNEL)
    assert '"maybe"' in texts(outs) and await h.service.games_in_threads(CHANNEL) is False


async def test_no_server_no_threads(h: Harness):
    assert await h.service.games_in_threads(ChatRef("discord", "1", is_group=False)) is False
    assert await h.service.games_in_threads(h.chat) is False


@pytest.mark.parametrize("platform", ["telegram", "console"])
async def test_not_a_command_elsewhere(h: Harness, platform: str):
    chat = ChatRef(platform, "g1", is_group=True)
    outs = await h.cmd(user("Ann", is_admin=True), "/threads off", chat=chat)
    assert texts(outs) == i18n.t("en", "unknown_command", command="threads")
    assert "/threads" not in rule_texts.help_text("en", platform)
    assert "/threads" in rule_texts.help_text("en", "discord")


def test_the_server_is_not_part_of_the_chat():
    """Stored games name their chat without its server: the same chat either way."""
    bare = ChatRef("discord", "555")
    assert bare == CHANNEL and hash(CHANNEL) == hash(bare) and CHANNEL.key == bare.key
    assert CHANNEL.server_key == "discord:77" and bare.server_key is None
