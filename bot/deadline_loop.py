"""The one timer of a process: fires the service's deadlines (vote windows, move limits,
clocks) and hands each timed message to the adapter of its platform.

The console, Discord and Telegram all run on it; when Discord and Telegram share a
process they share one loop (``python -m bot`` makes it), because ``service.due`` fires a
deadline once, whatever the platform of its game."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Protocol

from bot import log_format
from bot.protocol import GameServiceAPI, Outgoing, ServiceUnavailable
from bot.starting import StartChecks

log = logging.getLogger(__name__)

Deliver = Callable[[list[Outgoing]], Awaitable[None]]


def platform_of(out: Outgoing) -> str | None:
    if out.private_to is not None:
        return out.private_to.platform
    return out.chat.platform if out.chat is not None else None


class Reachable(Protocol):
    """Whether a platform answers this process (``bot.telegram.reach.Reach``), in Unix
    seconds: failing since when (None: it answers), last answered when (None: not yet)."""

    @property
    def failing_since_wall(self) -> float | None: ...

    @property
    def answered_wall(self) -> float | None: ...


class DeadlineLoop:
    """Sleeps until ``service.next_deadline()``, then delivers ``service.due(now)``.

    ``poke()`` wakes it early (after every command or vote, which may have added a
    deadline).  Each adapter registers a deliverer for its platform; an Outgoing for a
    platform nobody registered is dropped with a warning.  A failing service or deliverer
    is logged and the loop carries on: a timer that died would freeze every game.

    ``checks``: the process's start-up checks (bot/starting.py): the first tick (which
    moves the running games on by the downtime) waits until every platform has passed
    them, and there is none when the start is refused."""

    # max_sleep: the heartbeat's period too (a tick beats): bot.service.downtime's
    # HEARTBEAT, which its DOWNTIME_GRACE counts on.
    def __init__(self, service: GameServiceAPI, *, clock: Callable[[], float] = time.time,
                 max_sleep: float = 10.0, retry_after: float = 1.0,
                 checks: StartChecks | None = None) -> None:
        self.service = service
        self.checks = checks
        self.clock = clock
        self.max_sleep = max_sleep
        self.retry_after = retry_after
        self._deliverers: dict[str, Deliver] = {}
        self._reaches: dict[str, Reachable] = {}
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._users = 0
        self._stopping = False  # the last adapter left ``running``: no tick after this one
        self._away: str | None = None  # the database did not answer: what was said then

    def register(self, platform: str, deliver: Deliver) -> None:
        self._deliverers[platform] = deliver

    def watch_reach(self, platform: str, reach: Reachable) -> None:
        """Tell the service at each tick whether ``platform`` answers this process: its
        games' deadlines wait while it does not (bot/service/outages.py)."""
        self._reaches[platform] = reach

    async def deliver(self, outs: list[Outgoing]) -> None:
        """Hand messages to the adapters of their platforms, as a tick does: the web
        board's actions (bot/web) reach the chats this way, whatever the platform."""
        await self._deliver(outs)

    def poke(self) -> None:
        self._wake.set()

    async def tick(self) -> float | None:
        """Fire what is due and deliver it; the seconds to sleep before the next tick
        (None: no deadline is stored)."""
        self._wake.clear()
        # Only the games this process can deliver to: with several processes on one
        # database, a Telegram-only one must leave a Discord game's window to a Discord one.
        platforms = tuple(sorted(self._deliverers)) or None
        try:
            for platform, reach in self._reaches.items():
                await self.service.platform_reach(platform, reach.failing_since_wall,
                                                  reach.answered_wall, self.clock())
        except Exception as e:
            return self._failed("service.platform_reach", e)
        try:
            outs = await self.service.due(self.clock(), platforms)
        except Exception as e:
            log_format.working_on_none()  # its games' ids were set on this task's lines
            return self._failed("service.due", e)
        # What follows is about no one game: the deliveries, the database's state.
        log_format.working_on_none()
        await self._deliver(outs)
        try:
            nxt = await self.service.next_deadline(platforms)
        except Exception as e:
            return self._failed("service.next_deadline", e)
        if self._away is not None:
            self._away = None
            log.info("the database answers again: deadlines fire again")
        if nxt is None:
            return None
        return max(0.0, nxt - self.clock())

    def _failed(self, what: str, e: Exception) -> float:
        """A tick that failed: tried again in ``retry_after``.  The database going away
        (a restart, an outage) is one WARNING, without a traceback, however long it lasts
        (each process tried every second, and each try logged forty lines of ERROR);
        anything else is a bug, with its traceback, at every try."""
        if not isinstance(e, ServiceUnavailable):
            log.error("%s failed; trying again in %g s", what, self.retry_after,
                      exc_info=e)
            return self.retry_after
        if self._away is None:
            self._away = str(e)
            log.warning("%s; deadlines wait, trying again every %g s", e, self.retry_after)
        log.debug("%s failed", what, exc_info=e)
        return self.retry_after

    async def _deliver(self, outs: list[Outgoing]) -> None:
        by_platform: dict[str, list[Outgoing]] = {}
        for out in outs:
            by_platform.setdefault(platform_of(out) or "", []).append(out)
        for platform, batch in by_platform.items():
            deliver = self._deliverers.get(platform)
            if deliver is None:
                log.warning("%d timed message(s) for %r, which is not running",
                            len(batch), platform)
                continue
            try:
                await deliver(batch)
            except Exception:
                log.exception("delivering timed messages to %s failed", platform)

    async def run(self) -> None:
        """Tick until ``running`` is left: a tick that has begun ends first, so that the
        deadlines it fired are told (their messages handed to the adapters)."""
        if not await self._started():
            return
        while not self._stopping:
            delay = await self.tick()
            if self._stopping:
                return
            delay = self.max_sleep if delay is None else min(delay, self.max_sleep)
            if delay <= 0:
                await asyncio.sleep(0)  # a deadline already due: let others run, then fire
                continue
            # asyncio.timeout, not wait_for: on Python 3.11 wait_for loses a cancellation
            # that arrives as the event is set (a poke right before shutdown), and the
            # loop would then never stop.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(delay):
                    await self._wake.wait()

    async def _started(self) -> bool:
        """Until the platforms have passed their start-up checks (``checks``); False when
        the start is refused, or the loop is left first: no tick at all."""
        checks = self.checks
        if checks is None:
            return True
        while not checks.settled and not self._stopping:
            self._wake.clear()  # a poke meanwhile: the first tick reads everything anyway
            waits = [asyncio.ensure_future(checks.settle()),
                     asyncio.ensure_future(self._wake.wait())]
            try:
                await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for w in waits:
                    w.cancel()
        return checks.passed_all and not self._stopping

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[DeadlineLoop]:
        """Run the loop while at least one adapter is inside this context."""
        self._users += 1
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name="deadlines")
        try:
            yield self
        finally:
            self._users -= 1
            if self._users == 0 and self._task is not None:
                task, self._task = self._task, None
                self._stopping = True
                self._wake.set()
                try:
                    # asyncio.wait, not ``await task``: a cancellation of whoever is
                    # stopping us still propagates (and then cancels the tick).
                    await asyncio.wait([task])
                finally:
                    if not task.done():
                        task.cancel()
                        await asyncio.wait([task])
                    self._stopping = False
