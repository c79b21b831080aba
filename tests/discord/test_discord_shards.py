"""DISCORD_SHARD_COUNT / DISCORD_SHARD_IDS choose the bot: one shard by default, all the
recommended shards in one process ("auto"), or a range of shards per process."""

from __future__ import annotations

from discord.ext import commands

from bot.discord.bot import ShardedWordBot, WordBot, make_bot
from bot.settings import Settings, load_settings


class NoService:
    async def delivered(self, *_a: object) -> None: ...

    async def ref_messages(self, *_a: object) -> list[str]: ...


async def test_shard_settings_choose_the_bot() -> None:
    plain = make_bot(NoService(), Settings())  # type: ignore[arg-type]
    assert type(plain) is WordBot and not isinstance(plain, commands.AutoShardedBot)
    auto = make_bot(NoService(),  # type: ignore[arg-type]
                    load_settings(None, environ={"DISCORD_SHARD_COUNT": "auto"}))
    assert isinstance(auto, commands.AutoShardedBot) and auto.shard_count is None
    part = make_bot(NoService(), load_settings(None, environ={  # type: ignore[arg-type]
        "DISCORD_SHARD_COUNT": "8", "DISCORD_SHARD_IDS": "4-5"}))
    assert isinstance(part, ShardedWordBot) and isinstance(part, commands.AutoShardedBot)
    assert (part.shard_count, part.shard_ids) == (8, [4, 5])
