"""Issue 26: /new in a server's text channel opens the game in a thread of its own, so one
channel hosts many games (a server setting, /threads, on by default where the bot may
create threads).  Through discord.py and the real game service on SQLite."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_fake import CHANNEL_ID, GUILD_ID, FakeDiscord, Request
from discord_harness import ALICE, BOB, CAROL, THREADS, Harness, make_bot
from real_game import open_real_service, turn_and_move

from engine.game import Game

CHANNEL_KEY = f"discord:{CHANNEL_ID}:"
SERVER_KEY = f"discord:{GUILD_ID}"
MANAGE_SERVER = str(discord.Permissions(manage_guild=True).value)


@dataclass
class Env:
    env: Harness
    fake: FakeDiscord
    repo: Any


@pytest.fixture
async def real(tmp_path: Path, fake: FakeDiscord) -> AsyncIterator[Env]:
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    env.app_permissions |= THREADS  # the bot may create threads and post in them
    try:
        yield Env(env, fake, repo)
    finally:
        await bot.close()
        await repo.close()


def thread_key(tid: int) -> str:
    return f"discord:{tid}:"


def original(fake: FakeDiscord, token: str) -> list[Request]:
    """What filled the command's deferred (public, "thinking…") response."""
    return [r for r in fake.for_token(token)
            if r.method == "PATCH" and r.path.endswith("/@original")]


def channel_posts_of(fake: FakeDiscord, token: str) -> list[Request]:
    """Public messages of the command in the channel: its response and follow-ups."""
    return [r for r in fake.for_token(token) if r in fake.channel_posts()]


async def test_new_opens_the_game_in_a_thread_and_plays_there(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    token = await env.slash(ALICE, "new", variant="english")

    created = fake.thread_creations()
    assert [r.path for r in created] == [f"/channels/{CHANNEL_ID}/threads"]
    assert created[0].payload["name"] == "English Scrabble · Alice"
    assert created[0].payload["type"] == 11  # public
    (tid,) = fake.threads
    # its opener is in it (their thread list shows it)
    assert [r.path for r in fake.requests if r.method == "PUT" and "thread-members" in r.path
            ] == [f"/channels/{tid}/thread-members/{ALICE}"]
    # the lobby is in the thread; the channel is told where the game went, nothing else
    assert any("opened a game of English Scrabble" in r.content for r in fake.posts_in(tid))
    assert [r.content for r in channel_posts_of(fake, token)] == [
        f"The game is in its own thread: <#{tid}>"]
    assert not fake.posts_in(CHANNEL_ID)
    assert await repo.open_game(thread_key(tid)) is not None
    assert await repo.open_game(CHANNEL_KEY) is None

    # the game goes on in the thread: joining, starting, racks by DM, a move, a vote
    await env.slash(BOB, "join", _channel_id=tid)
    await env.slash(ALICE, "start", _channel_id=tid)
    for uid in (ALICE, BOB):
        assert any("rack.png" in r.files for r in fake.dms_to(uid))
    mover, move = await turn_and_move(repo, thread_key(tid))
    other = BOB if int(mover) == ALICE else ALICE
    await env.slash(int(mover), "play", _channel_id=tid, move=move)
    rec = await repo.open_game(thread_key(tid))
    assert Game.from_json(rec.state).history[-1].kind == "place"
    board = [r for r in fake.channel_posts() if "board.png" in r.files][-1]
    assert board.custom_ids == ["wg:vote:accept", "wg:vote:challenge"]
    message_id = list(env.bot.delivery.reactions)[-1]
    assert await repo.find_ref(thread_key(tid), str(message_id))
    # the other player's challenge by the button under it, in the thread, counts: the
    # fixture's word list knows no word, so the move is taken back
    message = fake.message(tid, board.payload, {}) | {"id": str(message_id)}
    await env.press(other, message, "challenge", channel_id=tid)
    rec = await repo.open_game(thread_key(tid))
    assert Game.from_json(rec.state).history[-1].kind != "place"
    # and so does a challenge by reaction, on the next move
    mover, move = await turn_and_move(repo, thread_key(tid))
    other = BOB if int(mover) == ALICE else ALICE
    await env.slash(int(mover), "play", _channel_id=tid, move=move)
    message_id = list(env.bot.delivery.reactions)[-1]
    assert await repo.find_ref(thread_key(tid), str(message_id))
    moves = len(Game.from_json((await repo.open_game(thread_key(tid))).state).history)
    await env.react(other, message_id, "❌", channel_id=tid)
    history = Game.from_json((await repo.open_game(thread_key(tid))).state).history
    assert len(history) > moves and history[-1].kind != "place"
    assert not fake.posts_in(CHANNEL_ID), "a game message went to the parent channel"
    assert "rack.png" not in [name for r in fake.channel_posts() for name in r.files]


async def test_a_second_new_opens_a_second_game_in_another_thread(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    await env.slash(ALICE, "new", variant="english")
    token = await env.slash(CAROL, "new", variant="polish")
    first, second = fake.threads
    assert [r.payload["name"] for r in fake.thread_creations()] == [
        "English Scrabble · Alice", "Scrabble (polski) · Carol"]
    assert (await repo.open_game(thread_key(first))).ruleset == "english"
    assert (await repo.open_game(thread_key(second))).ruleset == "polish"
    # told in the game's language
    assert [r.content for r in original(fake, token)] == [
        f"Gra toczy się we własnym wątku: <#{second}>"]


async def test_without_the_permission_the_game_opens_in_the_channel(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    env.app_permissions &= ~discord.Permissions(create_public_threads=True).value
    token = await env.slash(ALICE, "new", variant="english")
    assert not fake.thread_creations() and not fake.threads
    assert await repo.open_game(CHANNEL_KEY) is not None
    assert any("opened a game" in r.content for r in channel_posts_of(fake, token))


async def test_new_in_a_thread_opens_the_game_in_that_thread(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    tid = int(fake.new_thread(CHANNEL_ID, {"type": 11, "name": "chat",
                                           "auto_archive_duration": 1440})["id"])
    await env.slash(ALICE, "new", variant="english", _channel_id=tid)
    assert not fake.thread_creations()
    assert await repo.open_game(thread_key(tid)) is not None


async def test_an_admin_turns_threads_off_and_on_for_the_server(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    token = await env.slash(ALICE, "threads", _permissions=MANAGE_SERVER)
    assert "get threads of their own" in original(fake, token)[0].content
    token = await env.slash(ALICE, "threads", mode="off", _permissions=MANAGE_SERVER)
    assert "in the channel itself" in original(fake, token)[0].content
    assert await repo.server_threads(SERVER_KEY) is False

    await env.slash(BOB, "new", variant="english")
    assert not fake.thread_creations()
    assert await repo.open_game(CHANNEL_KEY) is not None
    token = await env.slash(BOB, "threads")
    assert "played in the channel where /new was typed" in original(fake, token)[0].content

    await env.slash(ALICE, "threads", mode="on", _permissions=MANAGE_SERVER)
    assert await repo.server_threads(SERVER_KEY) is True
    await env.slash(CAROL, "new", variant="english", _channel_id=CHANNEL_ID)
    assert len(fake.thread_creations()) == 1  # the channel's own game is still open


async def test_only_an_admin_changes_the_setting(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    token = await env.slash(BOB, "threads", mode="off")
    said = fake.ephemerals(token)
    assert said and "Only a server admin" in said[-1].content
    assert not channel_posts_of(fake, token)
    assert await repo.server_threads(SERVER_KEY) is None
    await env.slash(BOB, "new", variant="english")
    assert len(fake.thread_creations()) == 1


async def test_a_thread_discord_refuses_leaves_the_game_in_the_channel(real: Env) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    fake.refuse_threads = True
    token = await env.slash(ALICE, "new", variant="english")
    assert fake.thread_creations() and not fake.threads
    assert await repo.open_game(CHANNEL_KEY) is not None
    said = [r.content for r in channel_posts_of(fake, token)]
    assert any("opened a game" in s for s in said)
    assert not any("thread" in s for s in said)  # nothing points to a thread


@pytest.mark.parametrize("deletes", [True, False])
async def test_a_refused_new_takes_its_thread_away(real: Env, deletes: bool) -> None:
    env, fake, repo = real.env, real.fake, real.repo
    fake.thread_deletes = deletes
    token = await env.slash(ALICE, "new", variant="english", options="rack=99")
    assert len(fake.thread_creations()) == 1
    if deletes:
        assert not fake.threads  # deleted
    else:
        (thread,) = fake.threads.values()
        assert thread["thread_metadata"]["archived"] is True
    # the refusal for the invoker alone, in the channel; no game anywhere
    assert fake.ephemerals(token) and not channel_posts_of(fake, token)
    assert not fake.posts_in(CHANNEL_ID)
    assert await repo.open_game(CHANNEL_KEY) is None
    assert not (await repo.table_dump())["games"]


async def test_private_commands_and_ephemerals_reach_the_threads_game(real: Env) -> None:
    """A /play in the DM with the bot acts on the game in the thread and is told there;
    /rack in the thread answers the player alone."""
    env, fake, repo = real.env, real.fake, real.repo
    await env.slash(ALICE, "new", variant="english")
    (tid,) = fake.threads
    await env.slash(BOB, "join", _channel_id=tid)
    await env.slash(ALICE, "start", _channel_id=tid)
    mover, move = await turn_and_move(repo, thread_key(tid))
    token = await env.slash(int(mover), "rack", _channel_id=tid)
    assert fake.ephemerals(token) and not channel_posts_of(fake, token)
    posts = len(fake.posts_in(tid))
    await env.slash(int(mover), "play", _guild=False, _channel_id=4242, move=move)
    rec = await repo.open_game(thread_key(tid))
    assert Game.from_json(rec.state).history[-1].kind == "place"
    assert len(fake.posts_in(tid)) > posts  # the move, in the thread
    assert not fake.posts_in(CHANNEL_ID)
