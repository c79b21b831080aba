"""The web board's links in Discord (issue 27), through discord.py and the real game
service: with WEB_URL each rack (by DM, or ephemeral for /rack) carries a link button to
the board as its player, each board picture in the channel a spectator's link, both in the
dark theme; without WEB_URL no message changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import board_links
from discord_fake import CHANNEL_ID, FakeDiscord, Request
from discord_harness import ALICE, BOB, Harness, guild_payload
from real_game import open_real_service, turn_and_move

from bot.discord.bot import WordBot
from bot.protocol import UserRef
from bot.settings import Settings

WEB_URL = "https://board.example.org"


def link_buttons(r: Request) -> list[dict[str, Any]]:
    rows = (r.payload.get("components") if isinstance(r.payload, dict) else None) or []
    return [c for row in rows for c in row.get("components", []) if c.get("style") == 5]


async def make_bot(service: Any, links: Any) -> WordBot:
    bot = WordBot(service, Settings(default_language="en"), links=links)
    await bot.login("fake-token")
    bot._connection._chunk_guilds = False
    bot._connection.parse_guild_create(guild_payload())
    return bot


async def a_move(tmp_path: Path, fake: FakeDiscord, links: Any) -> tuple[Any, int, str]:
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, links)
    env = Harness(bot, fake)
    chat_key = f"discord:{CHANNEL_ID}:"
    try:
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        mover, move = await turn_and_move(repo, chat_key)
        await env.slash(int(mover), "play", move=move)
        token = await env.slash(ALICE, "rack")
        rec = await repo.open_game(chat_key)
        return rec.id, int(mover), token
    finally:
        await bot.close()
        await repo.close()


async def test_with_web_url_racks_and_boards_carry_signed_links(
        tmp_path: Path, fake: FakeDiscord) -> None:
    links = board_links.make(WEB_URL, "discord-secret")
    game, _, token = await a_move(tmp_path, fake, links)
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob")):
        racks = [r for r in fake.dms_to(uid) if "rack.png" in r.files]
        assert racks
        own = await links.player_link(game, UserRef("discord", str(uid), name))
        for rack in racks:
            assert [b["url"] for b in link_buttons(rack)] == [f"{own}&theme=dark"]
            assert link_buttons(rack)[0]["label"] == "Open the board"
    # /rack answers ephemerally, with the link too
    ephemeral_racks = [r for r in fake.ephemerals(token) if "rack.png" in r.files]
    assert ephemeral_racks
    alice = await links.player_link(game, UserRef("discord", str(ALICE), "Alice"))
    assert [b["url"] for b in link_buttons(ephemeral_racks[-1])] == [f"{alice}&theme=dark"]

    boards = [r for r in fake.channel_posts() if "board.png" in r.files]
    assert len(boards) == 2
    watch = await links.spectator_link(game)
    for board in boards:
        assert [b["url"] for b in link_buttons(board)] == [f"{watch}&theme=dark"]
    assert boards[-1].custom_ids[:2] == ["wg:vote:accept", "wg:vote:challenge"]
    # No other message carries a link; no player's link is posted in the channel.
    for r in fake.channel_posts():
        if "board.png" not in r.files:
            assert not link_buttons(r), r
        assert alice not in str(r.payload)


async def test_a_link_that_cannot_be_made_leaves_the_message_as_it_was(
        tmp_path: Path, fake: FakeDiscord) -> None:
    class Refusing(board_links.Links):
        async def player_link(self, game: int, user: UserRef) -> str | None:
            return None

        async def spectator_link(self, game: int) -> str | None:
            raise RuntimeError("the database is away")

    await a_move(tmp_path, fake, Refusing(WEB_URL, "s"))
    assert [r for r in fake.dms_to(ALICE) if "rack.png" in r.files]
    assert [r for r in fake.channel_posts() if "board.png" in r.files]
    assert not [r for r in fake.requests if link_buttons(r)]


async def test_without_web_url_nothing_changes(tmp_path: Path, fake: FakeDiscord) -> None:
    await a_move(tmp_path, fake, None)
    assert [r for r in fake.dms_to(ALICE) if "rack.png" in r.files]
    assert not [r for r in fake.requests if link_buttons(r)]
