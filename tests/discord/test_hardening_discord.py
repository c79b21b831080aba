"""Issue 13 on Discord: a public outcome is never shown to one person alone (item 11),
and a refusal that names the invoker's tiles is ephemeral (item 10)."""

from __future__ import annotations

from pathlib import Path

from discord_fake import CHANNEL_ID, FakeDiscord
from discord_harness import ALICE, BOB, Harness, make_bot
from real_game import open_real_service, turn_and_move


async def test_item11_a_deadline_fired_by_rack_is_told_in_the_channel(
        tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await open_real_service(tmp_path)
    now = [1_000_000.0]
    service.clock = lambda: now[0]
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    try:
        await env.slash(ALICE, "new", variant="english", options="time=60")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        posts = len(fake.channel_posts())
        now[0] += 61  # the move time ran out; the timer has not fired it yet
        await env.slash(BOB, "rack")
        news = [r.content for r in fake.channel_posts()[posts:]]
        assert any("time ran out" in (c or "") for c in news), news
    finally:
        await bot.close()
        await repo.close()


async def test_item10_not_on_rack_is_ephemeral(tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    try:
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        mover, _ = await turn_and_move(repo, f"discord:{CHANNEL_ID}:")
        posts = len(fake.channel_posts())
        token = await env.slash(int(mover), "play", move="8H QQQQQQQ")
        assert any("don't have" in (r.content or "") for r in fake.ephemerals(token))
        assert len(fake.channel_posts()) == posts
    finally:
        await bot.close()
        await repo.close()
