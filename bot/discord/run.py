"""``run_discord``: what ``python -m bot`` calls when DISCORD_TOKEN is set."""

from __future__ import annotations

import asyncio
import logging

from bot import health, metrics
from bot.deadline_loop import DeadlineLoop
from bot.discord.bot import WordBot, make_bot
from bot.discord.cog import _GameCogBase
from bot.discord.refs import PLATFORM
from bot.discord.views import GAME_COG
from bot.protocol import BoardLinks, GameServiceAPI
from bot.settings import Settings
from bot.starting import StartChecks

log = logging.getLogger(__name__)


async def run_discord(service: GameServiceAPI, settings: Settings, *,
                      deadlines: DeadlineLoop | None = None,
                      stop: asyncio.Event | None = None,
                      links: BoardLinks | None = None,
                      checks: StartChecks | None = None) -> None:
    """Log in, sync the commands, and serve until ``stop`` is set (SIGTERM) or cancelled,
    then close.  On ``stop`` first ``finish``: the commands in flight end and their
    answers go out, within ``settings.stop_timeout``; the deadline loop ends its tick;
    then the gateway and HTTP close.  ``deadlines``: the loop shared with the other
    platforms of this process; ``links``: the web board's, when WEB_URL is set;
    ``checks``: the process's start-up checks (bot/starting.py), passed at the first
    READY of the gateway (the token taken, the commands synced, a shard connected)."""
    if not settings.discord_token:
        raise ValueError("DISCORD_TOKEN is not set")
    bot = make_bot(service, settings, deadlines=deadlines, links=links)
    if checks is not None:
        async def passed(*_shard: int) -> None:
            checks.passed(PLATFORM)

        bot.add_listener(passed, "on_ready")
        bot.add_listener(passed, "on_shard_ready")  # a sharded bot's first shard
    health.PROCESS.report("discord", lambda: bot.is_ready() and not bot.is_closed())
    metrics.count_discord_429s()
    async with bot:
        serving: asyncio.Future[None] | None = None
        try:
            async with bot.deadlines.running():
                log.info("Discord: connecting (shards: %s of %s)",
                         settings.discord_shard_ids or "all",
                         settings.discord_shard_count
                         or ("auto" if settings.discord_shard_auto else 1))
                serving = asyncio.ensure_future(bot.start(settings.discord_token,
                                                          reconnect=True))
                asked = asyncio.ensure_future((stop or asyncio.Event()).wait())
                try:
                    await asyncio.wait({serving, asked}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    asked.cancel()
                if not serving.done():
                    await finish(bot, settings.stop_timeout)
            # The deadline loop is done: the gateway and HTTP may go.  Shielded: cancelled
            # meanwhile (Telegram failed too), the close would be cut before its HTTP
            # session is (asyncio's "Unclosed client session" after the error line).
            await asyncio.shield(bot.close())
            await serving
        except BaseException as e:
            if checks is not None:  # before it passed: what waits for the start is
                checks.leave(PLATFORM)  # cancelled (Telegram's stop waits for it)
            # Cancelled (the process's other platform failed, say) at any of the awaits
            # above: the login is stopped and awaited, so that what it ended with is
            # retrieved here (not printed by asyncio as "Task exception was never
            # retrieved", with its traceback), and a failure of its own that came at the
            # same moment (no network for either platform) is this platform's to say.
            if serving is not None:
                serving.cancel()
                (ended,) = await asyncio.gather(serving, return_exceptions=True)
                if isinstance(e, asyncio.CancelledError) and isinstance(ended, Exception):
                    raise ended from None
            raise


async def finish(bot: WordBot, timeout: float) -> None:
    """New commands are told to try again in a moment; wait up to ``timeout`` seconds for
    the ones in flight (their answers delivered), then cancel what is left, and say so."""
    cog = bot.get_cog(GAME_COG)
    if not isinstance(cog, _GameCogBase):
        return
    cog.stopping = True
    log.info("Discord: stopping within %g s: %d command(s) in flight", timeout,
             len(cog.in_flight))
    try:
        async with asyncio.timeout(timeout):
            await cog.in_flight.idle()
    except TimeoutError:
        cut = cog.in_flight.cancel()
        log.warning("Discord: the stop bound (STOP_TIMEOUT=%g s) came with %d command(s) "
                    "still running, cancelled: %s", timeout, sum(cut), cut)
