"""``run_discord``: what ``python -m bot`` calls when DISCORD_TOKEN is set."""

from __future__ import annotations

import logging

from bot import health, metrics
from bot.deadline_loop import DeadlineLoop
from bot.discord.bot import make_bot
from bot.protocol import GameServiceAPI
from bot.settings import Settings

log = logging.getLogger(__name__)


async def run_discord(service: GameServiceAPI, settings: Settings, *,
                      deadlines: DeadlineLoop | None = None) -> None:
    """Log in, sync the commands, and serve until cancelled (then close cleanly).
    ``deadlines``: the loop shared with the other platforms of this process."""
    if not settings.discord_token:
        raise ValueError("DISCORD_TOKEN is not set")
    bot = make_bot(service, settings, deadlines=deadlines)
    health.PROCESS.report("discord", lambda: bot.is_ready() and not bot.is_closed())
    metrics.count_discord_429s()
    async with bot, bot.deadlines.running():
        log.info("Discord: connecting (shards: %s of %s)",
                 settings.discord_shard_ids or "all",
                 settings.discord_shard_count or ("auto" if settings.discord_shard_auto else 1))
        await bot.start(settings.discord_token, reconnect=True)
