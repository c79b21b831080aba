"""The web board in Discord (issue 27), through discord.py, the real game service and the
real board (bot/web): with WEB_URL each rack (by DM, or ephemeral for /rack) carries a
link button to the board as its player, each board picture in the channel a spectator's
link, both signed for that game and in the dark theme; a move made on the board is
announced in the channel; without WEB_URL no message changes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import board_links
from board_links import WEB_URL, Page, grant_of
from discord_fake import CHANNEL_ID, FakeDiscord, Request
from discord_harness import ALICE, BOB, Harness, guild_payload
from real_game import open_real_service, turn_and_move

from bot.deadline_loop import DeadlineLoop
from bot.discord.bot import WordBot
from bot.settings import Settings
from bot.web.routes import WebBoard

CHAT_KEY = f"discord:{CHANNEL_ID}:"


def link_buttons(r: Request) -> list[dict[str, Any]]:
    rows = (r.payload.get("components") if isinstance(r.payload, dict) else None) or []
    return [c for row in rows for c in row.get("components", []) if c.get("style") == 5]


@dataclass
class Bot:
    env: Harness
    repo: Any
    board: WebBoard | None

    async def game_id(self) -> int:
        rec = await self.repo.open_game(CHAT_KEY)
        return int(rec.id)


@asynccontextmanager
async def running(tmp_path: Path, fake: FakeDiscord, *, web: bool = True,
                  board: Any = None) -> AsyncIterator[Bot]:
    service, repo = await open_real_service(tmp_path)
    deadlines = DeadlineLoop(service)
    if web and board is None:
        board = board_links.board(service, "discord-token", deadlines.deliver)
    bot = WordBot(service, Settings(default_language="en"), deadlines=deadlines, links=board)
    await bot.login("fake-token")  # runs setup_hook: the deliverer is registered
    bot._connection._chunk_guilds = False
    bot._connection.parse_guild_create(guild_payload())
    env = Harness(bot, fake)
    try:
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        yield Bot(env, repo, board)
    finally:
        await bot.close()
        await repo.close()


async def test_with_web_url_racks_and_boards_carry_signed_links(
        tmp_path: Path, fake: FakeDiscord) -> None:
    async with running(tmp_path, fake) as bot:
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        await bot.env.slash(int(mover), "play", move=move)
        token = await bot.env.slash(ALICE, "rack")
        game = await bot.game_id()
    assert bot.board is not None
    for uid in (ALICE, BOB):
        racks = [r for r in fake.dms_to(uid) if "rack.png" in r.files]
        assert racks
        for rack in racks:
            (button,) = link_buttons(rack)
            assert button["label"] == "Open the board"
            url = button["url"]
            assert url.startswith(f"{WEB_URL}/web/g/{game}?t=")
            assert parse_qs(urlparse(url).query)["theme"] == ["dark"]
            grant = grant_of(bot.board, url)
            assert grant is not None and (grant.game, grant.player) == (game, f"discord:{uid}")
    # /rack answers ephemerally, with the link too.
    ephemeral_racks = [r for r in fake.ephemerals(token) if "rack.png" in r.files]
    assert ephemeral_racks
    (button,) = link_buttons(ephemeral_racks[-1])
    assert grant_of(bot.board, button["url"]).player == f"discord:{ALICE}"  # type: ignore[union-attr]

    boards = [r for r in fake.channel_posts() if "board.png" in r.files]
    assert len(boards) == 2
    for board in boards:
        (button,) = link_buttons(board)
        assert button["label"] == "Watch the board"
        grant = grant_of(bot.board, button["url"])
        assert grant is not None and (grant.game, grant.player) == (game, None)
        assert button["url"].endswith("&theme=dark")
    assert boards[-1].custom_ids[:2] == ["wg:vote:accept", "wg:vote:challenge"]
    # No other message in the channel carries a link, and none a player's.
    for r in fake.channel_posts():
        for button in link_buttons(r):
            assert "board.png" in r.files
            assert grant_of(bot.board, button["url"]).player is None  # type: ignore[union-attr]


async def test_a_link_that_cannot_be_made_leaves_the_message_as_it_was(
        tmp_path: Path, fake: FakeDiscord) -> None:
    class Failing:
        base_url = WEB_URL

        async def player_link(self, game: int, user: Any) -> str | None:
            return None  # e.g. the seat is no longer theirs

        async def spectator_link(self, game: int) -> str | None:
            raise RuntimeError("the database is away")

        def mini_app_url(self, game: int | None = None) -> str:
            return WEB_URL

    async with running(tmp_path, fake, board=Failing()):
        pass
    assert [r for r in fake.dms_to(ALICE) if "rack.png" in r.files]
    assert [r for r in fake.channel_posts() if "board.png" in r.files]
    assert not [r for r in fake.requests if link_buttons(r)]


async def test_without_web_url_nothing_changes(tmp_path: Path, fake: FakeDiscord) -> None:
    async with running(tmp_path, fake, web=False) as bot:
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        await bot.env.slash(int(mover), "play", move=move)
    assert [r for r in fake.dms_to(ALICE) if "rack.png" in r.files]
    assert not [r for r in fake.requests if link_buttons(r)]


async def test_a_move_on_the_board_is_announced_in_the_channel(
        tmp_path: Path, fake: FakeDiscord) -> None:
    async with running(tmp_path, fake) as bot:
        assert bot.board is not None
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        rack = [r for r in fake.dms_to(int(mover)) if "rack.png" in r.files][-1]
        token = parse_qs(urlparse(link_buttons(rack)[0]["url"]).query)["t"][0]
        letters = move.split()[1]
        before = len([r for r in fake.channel_posts() if "board.png" in r.files])
        async with Page(bot.board) as page:
            opened = await page.open({"token": token})
            assert opened["seat"] is not None
            status, answer = await page.post("/act", {"action": "play", "tiles": [
                {"r": 7, "c": 7 + i, "letter": letter, "blank": False}
                for i, letter in enumerate(letters)]})
            assert status == 200 and answer["ok"], answer
        boards = [r for r in fake.channel_posts() if "board.png" in r.files][before:]
        assert len(boards) == 1
        assert letters in boards[0].content
        assert boards[0].custom_ids[:2] == ["wg:vote:accept", "wg:vote:challenge"]
        assert link_buttons(boards[0])  # the spectator's link on it too


async def test_a_closed_vote_keeps_the_boards_link(tmp_path: Path, fake: FakeDiscord) -> None:
    """Issue 26 takes a closed vote's buttons off its message: the board's link stays."""
    async with running(tmp_path, fake) as bot:
        mover, move = await turn_and_move(bot.repo, CHAT_KEY)
        await bot.env.slash(int(mover), "play", move=move)
        message_id = list(bot.env.bot.delivery.reactions)[-1]
        other = BOB if int(mover) == ALICE else ALICE
        await bot.env.react(other, message_id, "❌")  # no such word: taken back
    assert bot.board is not None
    (edit,) = [r for r in fake.requests if r.method == "PATCH"
               and r.path == f"/channels/{CHANNEL_ID}/messages/{message_id}"]
    (button,) = link_buttons(edit)
    assert grant_of(bot.board, button["url"]).player is None  # type: ignore[union-attr]
    assert [c.get("custom_id") for row in edit.payload["components"]
            for c in row["components"] if c.get("custom_id")] == []  # no vote left
