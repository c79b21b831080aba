"""One chat's updates are handled in the order Telegram gave them: ``ChatOrder``.

Telegram numbers a bot's updates (``update_id``) and sends one chat's in that order, the
next once the last one was acknowledged (the webhook's 200).  The process used to start
handling every update at once, so the first of them to reach the chat's lock went first:
on PostgreSQL, where each update's claim (``claim_update``) takes a connection of the
pool and the claims finish in any order, a ``/join`` overtook the ``/new`` before it
("There is no game in this chat") about one time in two.  (SQLite kept the order by
chance: its one connection's thread takes the claims one after another.)

Now each update is handled only once every earlier update of its chat is handled:

- **in the process**: an update is noted at its arrival (the webhook notes it before it
  answers 200; a polled one when the application takes it up), and waits for every
  earlier one of its chat (a smaller id) noted before it;
- **across processes** on one database (PostgreSQL): the webhook claims the update, with
  its chat, before it answers 200, so the update is in the database by the time Telegram
  sends the chat's next one, to whichever worker; a worker then waits, before it handles
  an update, until no earlier update of the chat claimed by another one is still
  unhandled (asked again every few milliseconds, only while one is).

A chat is a Telegram chat, or one forum topic of it (the game's chat, ``ChatRef.key``): a
reaction names no topic, so it keeps its order with the chat's messages outside topics.
An earlier update that is not handled within ``BOUND`` seconds of its claim (its worker
was killed, or it hangs) stops holding its chat back: the next one is handled without it,
and a WARNING says so.

Nothing acknowledged is lost (issue 26): a webhook update's claim keeps its body until it
is handled; ``turn`` marks the handling for the service (``bot.protocol.HANDLING``), whose
first game commit marks the update handled in the same transaction (else the end of the
turn does), and the updates noted here are leased to this process, renewed every
``RENEW_EVERY`` seconds (``renew``).  The updates of a process killed before it handled
them are taken up by the next start, or by another worker once their lease has lapsed
(``TelegramAdapter.take_up``), and noted here in their order.  A turn cancelled (at the
stop's bound) leaves its update to be taken up too, unless it committed already.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

from bot.protocol import HANDLING, GameServiceAPI, ServiceUnavailable, UpdateHandling

log = logging.getLogger(__name__)

BOUND = 30.0  # seconds an earlier update of a chat may hold a later one back, at most
POLL_FIRST, POLL_MOST = 0.005, 0.2  # seconds between two looks at the database
RENEW_EVERY = 10.0  # seconds between two renewals of the leases (the service's: 30 s)


@dataclass
class _Noted:
    chat: str | None
    at: float  # when it arrived (the process's monotonic clock)
    done: asyncio.Event = field(default_factory=asyncio.Event)
    taken_up: bool = False  # the application has begun with it (``turn``)
    running: bool = False  # its turn came: it is being handled
    # Its answers are queued (``answers_queued``), or it is over: the chat's next update
    # of this process may go, its own answers queued behind these in each chat's queue.
    queued: asyncio.Event = field(default_factory=asyncio.Event)
    # Whether every answer of it has gone out (``answers_queued``; None: none queued yet).
    delivered: Callable[[], bool] | None = None
    handling: UpdateHandling | None = None  # its handling, once its turn has begun

    @property
    def answered(self) -> bool:
        """Its answers are all out (sent, or found undeliverable): handled, even if the
        stop's bound cuts it before its end is written."""
        return self.delivered is not None and self.delivered()

    @property
    def committed(self) -> bool:
        return self.handling is not None and self.handling.committed


class ChatOrder:
    """The updates of this process from their arrival to their end, in their chats'
    order (module docstring).  ``source``: whose update ids these are (the bot's)."""

    def __init__(self, service: GameServiceAPI, source: str, *, bound: float = BOUND,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.service = service
        self.source = source
        self.bound = bound
        self.clock = clock
        self._noted: dict[int, _Noted] = {}
        # Updates whose handling was cut (the stop's bound) before it committed: kept in
        # the database for another worker or the next start (``release``).
        self._cut: set[int] = set()
        # Updates cut (the stop's bound) after their answers had all gone out, or while
        # their end was being written: handled, written so by ``release`` (released
        # instead, the next worker answered them twice).
        self._answered: set[int] = set()

    def __len__(self) -> int:
        """The updates arrived and not yet handled to their end (answers included)."""
        return len(self._noted)

    @property
    def running(self) -> int:
        """Of those, the ones being handled (their chat's earlier ones are done)."""
        return sum(1 for n in self._noted.values() if n.running)

    @property
    def not_taken_up(self) -> int:
        """Of those, the ones the application has not begun with (still in its queue)."""
        return sum(1 for n in self._noted.values() if not n.taken_up)

    @property
    def cut(self) -> frozenset[int]:
        """The updates whose handling was cut (the stop's bound) before it committed:
        kept in the database, to be handled again (the webhook's).  Those still noted
        (being cut, not yet unwound: the process's cut-off may come first) count too,
        unless they committed or their answers are all out."""
        return frozenset(self._cut | {uid for uid, n in self._noted.items()
                                      if not n.committed and not n.answered})

    def answered(self) -> tuple[int, int]:
        """Of the updates noted, those whose answers are all out though their turn has not
        ended (the stop's bound cuts them as handled): how many had committed, and how
        many had not (nothing to store, or refused)."""
        out = [n for n in self._noted.values() if n.answered]
        committed = sum(1 for n in out if n.committed)
        return committed, len(out) - committed

    def __contains__(self, update_id: object) -> bool:
        return update_id in self._noted

    async def renew(self) -> None:
        """Renew the lease of every update noted here (an outage: the next time)."""
        try:
            await self.service.renew_updates(self.source, list(self._noted))
        except ServiceUnavailable as e:
            log.debug("the leases of the updates being handled not renewed: %s", e)

    async def release(self) -> list[int]:
        """At the end of a stop: the leases of the updates this process leaves unhandled
        (cut at the bound, or still queued) end now, so that another worker takes them up
        at its next look (within ``RENEW_EVERY``) rather than once the lease has run out
        (up to 30 s more, the chats' later updates waiting for them meanwhile).  Their
        ids; none on an outage (the leases then lapse by themselves)."""
        answered = self._answered | {uid for uid, n in self._noted.items()
                                     if n.answered and not n.committed}
        for update_id in sorted(answered):  # handled: their answers went out
            try:
                await self.service.update_handled(self.source, update_id)
            except ServiceUnavailable as e:  # their lease lapses: taken up again
                log.debug("update %d: could not be marked handled: %s", update_id, e)
        left = sorted(self._cut | {uid for uid, n in self._noted.items()
                                   if not n.committed} - answered)
        if not left:
            return []
        try:
            await self.service.release_updates(self.source, left)
        except ServiceUnavailable as e:
            log.debug("the leases of the updates left not released: %s", e)
            return []
        return left

    def arrive(self, update_id: int, chat: str | None) -> None:
        """Note an update as it comes (before the webhook's 200): its place in its chat's
        order.  Noting it again changes nothing."""
        if update_id not in self._noted:
            self._noted[update_id] = _Noted(chat, self.clock())

    def leave(self, update_id: int) -> None:
        """The update is over (handled, refused as a repeat, or cut)."""
        noted = self._noted.pop(update_id, None)
        if noted is not None:
            noted.queued.set()
            noted.done.set()

    def answers_queued(self, update_id: int,
                       delivered: Callable[[], bool] | None = None) -> None:
        """The update is handled and its answers are in their chats' queues, which keep
        their order: the chat's next update in this process need not wait for them to be
        delivered.  (It did: in a Telegram outage one undelivered answer held the
        chat's next command for the whole bound, and then a WARNING called the first
        one hung.)  Another process still waits for the update's end (``update_handled``):
        killed before its answers went out, the update is taken up again.
        ``delivered``: whether they have all gone out (a stop that cuts the update then
        marks it handled, ``release``)."""
        noted = self._noted.get(update_id)
        if noted is not None:
            noted.queued.set()
            noted.delivered = delivered

    @contextlib.asynccontextmanager
    async def turn(self, update_id: int, chat: str | None) -> AsyncIterator[None]:
        """Around the handling of one update: waits until its chat's earlier updates are
        handled (in this process, then in the others on the database), and at the end
        lets the next ones go."""
        self.arrive(update_id, chat)
        noted = self._noted[update_id]
        noted.taken_up = True
        handling = noted.handling = UpdateHandling(self.source, update_id)
        token = HANDLING.set(handling)
        cancelled = False
        try:
            if chat is not None:
                await self._after_ours(update_id, noted)
                await self._after_theirs(update_id, chat)
            noted.running = True
            yield
        except asyncio.CancelledError:  # cut (the stop's bound): taken up again later,
            cancelled = True  # unless its handling committed, or its answers all went out
            if noted.answered and not handling.committed:
                self._answered.add(update_id)
            elif not handling.committed:
                self._cut.add(update_id)
            raise
        finally:
            with contextlib.suppress(ValueError):  # ValueError: closed in another context
                HANDLING.reset(token)
            try:
                if not handling.committed and not cancelled:
                    await self.service.update_handled(self.source, update_id)
            except asyncio.CancelledError:  # the stop's bound, as it was written:
                self._answered.add(update_id)  # ``release`` writes it
                raise
            except Exception as e:  # its row waits out the bound and the lease
                log.debug("update %d: could not be marked handled: %s", update_id, e)
            finally:
                self.leave(update_id)

    async def _after_ours(self, update_id: int, noted: _Noted) -> None:
        earlier = sorted((uid, n) for uid, n in self._noted.items()
                         if n.chat == noted.chat and uid < update_id)
        for uid, before in earlier:
            left = before.at + self.bound - self.clock()
            try:
                async with asyncio.timeout(max(0.0, left)):
                    await before.queued.wait()
            except TimeoutError:
                log.warning("update %d of %s: the earlier update %d of the chat is still "
                            "not handled %.0f s after it came (it hangs?): %d is handled "
                            "without waiting for it any longer", update_id, noted.chat, uid,
                            self.clock() - before.at, update_id)

    async def _after_theirs(self, update_id: int, chat: str) -> None:
        pause = POLL_FIRST
        last: tuple[int, float, float] | None = None  # the one waited for: id, age, seen
        while True:
            try:
                found = await self.service.earlier_update(self.source, chat, update_id,
                                                          self.bound)
            except ServiceUnavailable as e:  # the update meets it next, and says so
                log.debug("update %d: its chat's order could not be read: %s", update_id, e)
                return
            if found is not None and found[0] in self._noted:
                # ours, and past the in-process wait (it runs long): the chat's lock
                # keeps the two apart
                found = None
            if found is None:
                if last is not None and last[1] + self.clock() - last[2] >= self.bound:
                    log.warning("update %d of %s: the earlier update %d of the chat, taken "
                                "by another process, is still not handled %.0f s after it "
                                "came (that process stopped or hangs?): %d is handled "
                                "without it", update_id, chat, last[0], self.bound,
                                update_id)
                return
            if last is None or last[0] != found[0]:
                log.debug("update %d of %s waits for the earlier update %d, taken by "
                          "another process", update_id, chat, found[0])
            last = (found[0], found[1], self.clock())
            await asyncio.sleep(pause)
            pause = min(POLL_MOST, pause * 2)
