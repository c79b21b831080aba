"""Downtime: a restarted bot does not charge the players for its absence.

The timer beats (``Repository.heartbeat``) at least once a minute; at start the gap since
the last beat, if longer than a restart, moves every running game's times on by as much,
each game in a transaction of its own under its chat's lock.  The last beat is read and
replaced in one atomic step (``Repository.replace_heartbeat``): of processes restarting
together only one sees the gap."""

from __future__ import annotations

import contextlib
import logging
import math
from collections.abc import Callable
from typing import Protocol

from bot.service import timing
from bot.service.context import Ctx
from bot.service.transaction import Host as TransactionHost
from bot.service.transaction import transact
from storage.base import UnreadableGame

log = logging.getLogger(__name__)

# A restart sooner than this after the last heartbeat (the timer beats at least once a
# minute) is not downtime worth moving the deadlines for.
DOWNTIME_GRACE = 90.0


class Host(TransactionHost, Protocol):
    """What the downtime needs of the service."""

    clock: Callable[[], float]

    def lock(self, chat_key: str) -> contextlib.AbstractAsyncContextManager[None]: ...


async def resume(svc: Host) -> None:
    """Once per process (``GameService.resume`` sees to that), before its first command
    or timer tick: move every running
    game's times on by the downtime since the last heartbeat, so that no one is
    charged for the bot's absence (a two-hour outage used to end games with a
    time-out for every turn it spanned).  A clock that went back while the bot was
    down gives a negative gap: the deadlines keep the time they had left."""
    now = svc.clock()
    # Read and replaced at once: of processes restarting together only one sees the
    # downtime, so the deadlines move on once.
    last = await svc.repo.replace_heartbeat(now)
    # Within the grace either way: no downtime (with several processes on one
    # database another one's heartbeat can be a moment ahead of this clock).
    if last is None or abs(now - last) <= DOWNTIME_GRACE:
        return
    gap = now - last
    log.warning("the bot was away for %.0f s: running games' deadlines move on "
                "by as much", gap)
    for game_id in sorted({d.game_id for d in await svc.repo.due(math.inf)}):
        await shift_game(svc, game_id, gap)


async def shift_game(svc: Host, game_id: int, seconds: float) -> None:
    try:
        rec = await svc.repo.game(game_id)
        chat = None if rec is None else svc.load_meta(rec).chat
    except UnreadableGame as e:
        log.error("%s", e)
        return
    if chat is None:
        return

    async def shift(ctx: Ctx, _args: str) -> None:
        if ctx.rec is not None and ctx.rec.id == game_id and ctx.game is not None:
            timing.shift(ctx.meta, seconds)
            ctx.dirty = True

    # Not ``run``: a computer's step or a deadline is for the caller to play (due()
    # returns its messages); this only moves the times.
    async with svc.lock(chat.key):
        await transact(svc, chat, None, shift, "", None)
