"""Vote buttons come off a message once its vote is closed (issue 26): the real game
service and discord.py against the fake Discord; the message is edited to no components,
whichever process sent it, and an edit Discord refuses is dropped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from discord_fake import CHANNEL_ID, FakeDiscord
from discord_harness import ALICE, BOB, Harness, make_bot
from real_game import turn_and_move

from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService
from engine.lexicon import WordSet
from storage import open_repository

CHAT_KEY = f"discord:{CHANNEL_ID}:"


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


async def real_service(db: Path, clock: Clock) -> tuple[GameService, Any]:
    repo = await open_repository(db)
    return GameService(repo, lexicons=lambda _r: WordSet(["QI"]), clock=clock,
                       seeds=lambda: "closed-votes", default_language="en",
                       pictures=False), repo


async def started(env: Harness, repo: Any, variant: str) -> tuple[int, int]:
    """(the other player, the id of the move's message with its vote buttons)."""
    await env.slash(ALICE, "new", variant=variant)
    await env.slash(BOB, "join")
    await env.slash(ALICE, "start")
    mover, move = await turn_and_move(repo, CHAT_KEY)
    await env.slash(int(mover), "play", move=move)
    message_id = list(env.bot.delivery.reactions)[-1]
    assert await repo.find_ref(CHAT_KEY, str(message_id))
    return BOB if int(mover) == ALICE else ALICE, message_id


async def test_a_settled_challenge_takes_the_components_off(
        tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await real_service(tmp_path / "games.sqlite3", Clock())
    bot = await make_bot(service, fake)
    try:
        env = Harness(bot, fake)
        other, message_id = await started(env, repo, "english")
        assert fake.unbuttoned(CHANNEL_ID) == []
        await env.react(other, message_id, "❌")  # no such word: taken back
        assert fake.unbuttoned(CHANNEL_ID) == [message_id]
    finally:
        await bot.close()
        await repo.close()


async def test_a_window_closed_by_its_deadline_takes_the_components_off(
        tmp_path: Path, fake: FakeDiscord) -> None:
    clock = Clock()
    service, repo = await real_service(tmp_path / "games.sqlite3", clock)
    bot = await make_bot(service, fake)
    try:
        env = Harness(bot, fake)
        _other, message_id = await started(env, repo, "literaki")
        clock.now += 60  # past the 10 s window: the timer closes it
        outs = await service.due(clock.now)
        assert outs
        await bot.delivery.deliver(outs)
        assert fake.unbuttoned(CHANNEL_ID) == [message_id]
    finally:
        await bot.close()
        await repo.close()


async def test_a_game_that_ends_takes_the_open_votes_components_off(
        tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await real_service(tmp_path / "games.sqlite3", Clock())
    bot = await make_bot(service, fake)
    try:
        env = Harness(bot, fake)
        other, message_id = await started(env, repo, "english")
        # /resign asks to confirm with a button: its "yes", as the press would send it
        outs = await service.handle(Command(ChatRef("discord", str(CHANNEL_ID)),
                                            UserRef("discord", str(other), "Bob"),
                                            "resign", "yes"))
        await bot.delivery.deliver(outs)
        assert fake.unbuttoned(CHANNEL_ID) == [message_id]
        end = [r for r in fake.channel_posts() if "wg:vote:rematch" in r.custom_ids]
        assert end, "the end message lost its rematch button"
    finally:
        await bot.close()
        await repo.close()


async def test_another_process_unbuttons_a_message_it_did_not_send(
        tmp_path: Path, fake: FakeDiscord) -> None:
    """Two bot processes on one database: the move went out through the first, the vote
    that closes it came to the second, which finds the message in the database."""
    clock, db = Clock(), tmp_path / "games.sqlite3"
    service, repo = await real_service(db, clock)
    bot = await make_bot(service, fake)
    service2, repo2 = await real_service(db, clock)
    bot2 = await make_bot(service2, fake)
    try:
        other, message_id = await started(Harness(bot, fake), repo, "english")
        await Harness(bot2, fake).react(other, message_id, "❌")
        assert fake.unbuttoned(CHANNEL_ID) == [message_id]
    finally:
        for b in (bot, bot2):
            await b.close()
        for r in (repo, repo2):
            await r.close()


async def test_an_edit_discord_refuses_is_dropped(tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await real_service(tmp_path / "games.sqlite3", Clock())
    bot = await make_bot(service, fake)
    try:
        env = Harness(bot, fake)
        other, message_id = await started(env, repo, "english")
        fake.deleted.add(message_id)
        before = len(fake.requests)
        await env.react(other, message_id, "❌")
        edits = [r for r in fake.requests[before:] if r.method == "PATCH"
                 and r.path.startswith(f"/channels/{CHANNEL_ID}/messages/")]
        assert len(edits) == 1  # tried once, not again
        posts = len(fake.channel_posts())
        await env.slash(other, "score")
        assert len(fake.channel_posts()) > posts  # and the bot goes on
    finally:
        await bot.close()
        await repo.close()
