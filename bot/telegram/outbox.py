"""Everything the bot sends to a Telegram chat goes through that chat's queue, within
Telegram's flood limits, and is tried again until Telegram takes it.

Telegram allows about one message a second in a chat, twenty a minute in a group and
thirty a second in all; beyond that it answers 429 with ``retry_after`` seconds to wait.

- **One queue per chat, in order.**  ``Outbox.submit`` puts a job (one outgoing message,
  which may take two calls: a long text, then the picture) at the end of its chat's queue
  at once, so that two handlers answering in the same group cannot interleave their
  messages; a worker per chat runs the jobs one after another.  A private chat has a
  queue of its own: a rack never waits behind a busy group.
- **The limits.**  ``Limits.rate_limiter`` is python-telegram-bot's ``AIORateLimiter``
  (the ``rate-limiter`` extra): thirty a second in all.  A group's twenty a minute is
  the outbox's own (``Window``): at most twenty calls in any sixty seconds.  The
  library's group limit is a leaky bucket (aiolimiter: twenty at once, then one every
  three seconds), which lets forty into a group's first minute, and Telegram counts
  by the minute.  Each chat's worker keeps to one message a second after a burst of
  three.  The library's limiter is built with
  ``max_retries=0``: when it retries a 429 itself it holds back *every* request of the
  bot for the wait, racks and button answers included; here only the refused chat waits.
- **429: wait and try again, as often as it takes** (``Outbox.call``).  A connection that
  failed is tried again a few times, a little later each time.
- **A stop** (SIGTERM): ``racks_first`` holds each group's next message until the
  private chats' queues are empty; ``close`` delivers what it can within the stop's bound
  and logs what it drops.
- **What can never be delivered** (the bot was removed from the group, the user blocked
  it, the chat is gone) raises out of the job for the adapter to log once with the chat
  id; it is not tried again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import warnings
from collections import deque
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypeVar

from aiolimiter import AsyncLimiter
from telegram.constants import FloodLimit
from telegram.error import BadRequest, NetworkError, RetryAfter
from telegram.ext import AIORateLimiter
from telegram.warnings import PTBDeprecationWarning

from bot import metrics
from bot.adapter_kit import BoundedDict

log = logging.getLogger(__name__)

T = TypeVar("T")
Sleep = Callable[[float], Awaitable[None]]
Clock = Callable[[], float]


@dataclass(frozen=True)
class Limits:
    """How fast the bot may send (0: no limit).  The defaults are Telegram's."""

    overall_per_second: float = FloodLimit.MESSAGES_PER_SECOND
    group_per_minute: float = FloodLimit.MESSAGES_PER_MINUTE_PER_GROUP
    chat_per_second: float = FloodLimit.MESSAGES_PER_SECOND_PER_CHAT
    chat_burst: int = 3  # "short bursts" over one a second are allowed, Telegram says
    # A failed connection: tried again after 1, 2, 4, 8, 16 s, then every 30 s, for about
    # five minutes in all: an outage of Telegram's (or of the network) of 15 s used to
    # lose every message to it for good, with the game going on.
    network_retries: int = 14
    network_backoff: float = 1.0
    network_backoff_most: float = 30.0

    @classmethod
    def none(cls) -> Limits:
        """No throttling (tests, benches); 429s are still waited for and tried again."""
        return cls(0, 0, 0, 0, network_retries=2, network_backoff=0.0)

    def rate_limiter(self) -> AIORateLimiter | None:
        """The library's limiter for the application, or None when there is no limit."""
        if not (self.overall_per_second or self.group_per_minute):
            return None
        _quiet_library_retry_log()
        # group_max_rate=0: the group's limit is the outbox's Window (the module's docstring)
        return AIORateLimiter(overall_max_rate=self.overall_per_second, overall_time_period=1,
                              group_max_rate=0, max_retries=0)


class Window:
    """At most ``limit`` calls in any ``period`` seconds (a sliding window: the times of
    the last ``limit`` calls; a call waits until the oldest of them is ``period`` old).
    Aiolimiter's bucket cannot say this: it refills while it is being emptied.  Written
    here because it is a dozen lines that must read the outbox's clock (tests move it)."""

    def __init__(self, limit: int, period: float, clock: Clock, sleep: Sleep) -> None:
        self.limit, self.period = limit, period
        self.clock, self.sleep = clock, sleep
        self.times: deque[float] = deque(maxlen=limit)

    async def acquire(self) -> None:
        while len(self.times) == self.limit:
            wait = self.times[0] + self.period - self.clock()
            if wait <= 0:
                break
            await self.sleep(wait)
        self.times.append(self.clock())


def wait_of(exc: RetryAfter) -> float:
    """The seconds a 429 asks to wait (``retry_after`` is turning from seconds into a
    ``timedelta`` in python-telegram-bot; either reads the same here)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        wait: int | float | timedelta = exc.retry_after
    return wait.total_seconds() if isinstance(wait, timedelta) else float(wait)


class Outbox:
    """Per-chat queues of jobs (see the module's docstring)."""

    def __init__(self, limits: Limits | None = None, *, sleep: Sleep = asyncio.sleep,
                 clock: Clock = time.monotonic) -> None:
        self.limits = limits or Limits()
        self.sleep = sleep  # how the queues wait (tests record the waits instead)
        self.clock = clock  # what a group's Window reads (tests move it with their sleep)
        self._windows: BoundedDict[int, Window] = BoundedDict()
        # Set when Telegram answers again (``reachable_again``): the waits for the next
        # try after a failed connection end at once.
        self._back = asyncio.Event()
        self._queues: dict[int, asyncio.Queue[tuple[Callable[[], Awaitable[Any]],
                                                    asyncio.Future[Any]]]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        # When each message not yet delivered was queued, by chat, oldest first (the one
        # being sent first), with the update whose answer it is (None: a deadline's, or
        # unknown): what a stop that drops them says they waited, and whether they are
        # lost or come again (their update kept, to be handled again).
        self._queued_at: dict[int, deque[tuple[float, int | None]]] = {}
        self._pacers: BoundedDict[int, AsyncLimiter] = BoundedDict()
        self.waits: list[tuple[int, float]] = []  # (chat id, seconds) of each 429 waited for
        # Set when the bot stops: a group's next message waits until the private chats'
        # queues are empty, so that what the stop's bound may cut is not a rack.
        self.racks_first = False
        # Every message not delivered yet: the one being sent (or waiting for its next
        # try, in an outage) too; the queues alone read 0 while one was stuck in retry.
        metrics.outbox_depth("telegram", lambda: sum(self.pending().values()))

    def submit(self, chat_id: int, job: Callable[[], Awaitable[T]],
               update_id: int | None = None) -> asyncio.Future[T]:
        """Queue ``job`` for ``chat_id`` now (its place in the order is taken at once);
        the future is its result or the error that made it undeliverable.
        ``update_id``: the update it answers, if known (``close``)."""
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        queue = self._queues.get(chat_id)
        if queue is None:
            queue = self._queues[chat_id] = asyncio.Queue()
        queue.put_nowait((job, future))
        self._queued_at.setdefault(chat_id, deque()).append((self.clock(), update_id))
        worker = self._workers.get(chat_id)
        if worker is None or worker.done():
            self._workers[chat_id] = asyncio.create_task(self._work(chat_id, queue),
                                                         name=f"telegram-outbox-{chat_id}")
        return future

    async def _work(self, chat_id: int, queue: asyncio.Queue[Any]) -> None:
        """Run the chat's jobs in order; ends (and forgets the queue) when it is empty."""
        try:
            while not queue.empty():
                if self.racks_first and chat_id < 0:
                    await self._after_private_chats()
                job, future = queue.get_nowait()
                try:
                    if future.cancelled():
                        continue
                    result = await job()
                except asyncio.CancelledError:
                    future.cancel()
                    raise
                except Exception as exc:
                    if not future.cancelled():
                        future.set_exception(exc)
                else:
                    if not future.cancelled():
                        future.set_result(result)
                finally:
                    self._delivered(chat_id)
        finally:
            if self._queues.get(chat_id) is queue and queue.empty():
                del self._queues[chat_id]
                self._workers.pop(chat_id, None)
                self._queued_at.pop(chat_id, None)

    def _delivered(self, chat_id: int) -> None:
        """The chat's oldest message is done with (sent, undeliverable or cancelled)."""
        entries = self._queued_at.get(chat_id)
        if entries:
            entries.popleft()

    async def _after_private_chats(self) -> None:
        """Wait until no private chat has a message to send (group ids are negative,
        users' positive).  No private job waits for a group's (the deep link is queued,
        not awaited, by ``Delivery._private``), so this cannot wait for itself."""
        while private := [w for c, w in self._workers.items() if c > 0 and not w.done()]:
            await asyncio.wait(private)

    async def call(self, chat_id: int, send: Callable[..., Awaitable[T]], *args: Any,
                   **kwargs: Any) -> T:
        """One Bot API call for ``chat_id``, paced, and tried again after every 429 (as
        often as it takes) and after a failed connection (a few times)."""
        failures = 0
        while True:
            await self._pace(chat_id)
            try:
                return await send(*args, **kwargs)
            except RetryAfter as exc:
                wait = wait_of(exc)
                self.waits.append((chat_id, wait))
                metrics.RATE_LIMITED.labels("telegram").inc()
                log.info("Telegram asks to wait %g s before sending to chat %s", wait, chat_id)
                await self.sleep(wait)
            except BadRequest:
                raise  # a NetworkError to the library, but trying again cannot help
            except NetworkError as exc:
                # Also a timeout, when Telegram may have the message already: trying again
                # risks a double, giving up loses it; a rack or a board is worth the risk.
                failures += 1
                if failures > self.limits.network_retries:
                    raise
                wait = min(self.limits.network_backoff * 2 ** (failures - 1),
                           self.limits.network_backoff_most)
                log.log(logging.INFO if failures <= 3 else logging.DEBUG,
                        "sending to chat %s failed (%s); again in %g s", chat_id,
                        exc.message, wait)
                await self._network_wait(wait)

    def reachable_again(self) -> None:
        """Telegram answers again (``bot.telegram.reach.Reach``): every message waiting
        for its next try after a failed connection is tried now.  It waited for its
        back-off, up to 30 s after the outage had ended (operator pass ops35 M3)."""
        self._back.set()
        self._back = asyncio.Event()

    async def _network_wait(self, wait: float) -> None:
        back = asyncio.ensure_future(self._back.wait())
        nap = asyncio.ensure_future(self.sleep(wait))
        try:
            await asyncio.wait({back, nap}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            back.cancel()
            nap.cancel()

    async def _pace(self, chat_id: int) -> None:
        """About one message a second in a chat (``Limits.chat_per_second``), after a
        short burst (``Limits.chat_burst``); in a group (a negative id, as Telegram
        numbers them) at most ``Limits.group_per_minute`` in any minute."""
        rate = self.limits.chat_per_second
        if rate:
            pacer = self._pacers.get(chat_id)
            if pacer is None:
                burst = max(1, self.limits.chat_burst)
                pacer = self._pacers[chat_id] = AsyncLimiter(burst, burst / rate)
            await pacer.acquire()
        # the window last, so that the time it keeps is the time of the call
        per_minute = int(self.limits.group_per_minute)
        if per_minute and chat_id < 0:
            window = self._windows.get(chat_id)
            if window is None:
                window = self._windows[chat_id] = Window(per_minute, 60.0, self.clock,
                                                         self.sleep)
            await window.acquire()

    async def drain(self) -> None:
        """Wait until every queue is empty (shutdown; tests)."""
        while self._workers:
            await asyncio.wait(list(self._workers.values()))

    def pending(self) -> dict[int, int]:
        """Chat id -> messages not yet delivered to it (the one being sent included)."""
        return {chat_id: queue.qsize() + 1 for chat_id, queue in self._queues.items()
                if chat_id in self._workers and not self._workers[chat_id].done()}

    async def close(self, timeout: float, bound: float | None = None,
                    kept: Collection[int] = ()) -> None:
        """Deliver what is queued within ``timeout`` seconds, then stop: what is still
        queued then is dropped, and the log says how much, racks apart from the groups'
        messages, and how long they waited.  ``bound``: the stop's STOP_TIMEOUT, when
        ``timeout`` is what was left of it (then the line names the bound, not the few
        seconds left of it).  ``kept``: the updates cut before they committed and kept
        in the database, to be handled again (the webhook's): their answers come again
        then, so dropping them loses nothing, and is told at INFO, apart from the lost
        ones' WARNING (a rolling restart under load warned of 47 answers "dropped" that
        were all answered after all)."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                await self.drain()
        self.say_dropped(timeout, bound, kept)
        for task in list(self._workers.values()):
            task.cancel()
        if self._workers:
            await asyncio.wait(list(self._workers.values()))
        for queue in self._queues.values():
            while not queue.empty():
                _job, future = queue.get_nowait()
                future.cancel()
        self._workers.clear()
        self._queues.clear()
        self._queued_at.clear()

    def say_dropped(self, timeout: float, bound: float | None = None,
                    kept: Collection[int] = ()) -> None:
        """The lines of what is still queued, to be dropped now (``close``'s), said at
        once, with no wait: the process's cut-off, which cancels a stop that ran past
        its bound, says them before the exit too.  Said once: what they count is
        forgotten here (``close`` then drops it without another line)."""
        left = self.pending()
        within = f"STOP_TIMEOUT={bound:g} s" if bound is not None else f"{timeout:g} s"
        now = self.clock()
        lost: dict[int, list[float]] = {}  # chat id -> when each was queued
        again: dict[int, list[float]] = {}
        for chat_id, entries in self._queued_at.items():
            if chat_id in left:
                for at, update_id in entries:
                    (again if update_id in kept else lost).setdefault(chat_id, []).append(at)
        for dropped, level, then in (
                (again, logging.INFO, "their updates are kept in the database and handled "
                 "again, by another worker now or this one after its next start, which "
                 "answers them then"),
                (lost, logging.WARNING, "their games are stored: /rack and /board show "
                 "them again")):
            if not dropped:
                continue
            private = [len(ats) for chat_id, ats in dropped.items() if chat_id > 0]
            groups = [len(ats) for chat_id, ats in dropped.items() if chat_id < 0]
            waited = max(now - min(ats) for ats in dropped.values())
            log.log(level,
                    "stopping: %d message(s) to %d private chat(s) and %d to %d group(s) "
                    "were not delivered within %s (the oldest waited %.1f s) and are "
                    "dropped (%s)", sum(private), len(private), sum(groups), len(groups),
                    within, waited, then)
        for chat_id in left:  # said: not said again
            self._queued_at.pop(chat_id, None)


class _DropRetryLimitRecord(logging.Filter):
    """``AIORateLimiter`` with ``max_retries=0`` logs every 429 as an error with a
    traceback ("Rate limit hit after maximum of 0 retries") before it hands it on; the
    outbox waits and tries again, and logs the wait itself."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Rate limit hit after maximum of")


_FILTER = _DropRetryLimitRecord()


def _quiet_library_retry_log() -> None:
    logger = logging.getLogger("telegram.ext.AIORateLimiter")
    if _FILTER not in logger.filters:
        logger.addFilter(_FILTER)
