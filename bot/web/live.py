"""Which games changed, for the board's open pages (Server-Sent Events).

Every commit of this process tells ``Hub.changed`` at once (``GameService.on_commit``:
a chat command, a computer's move, a vote, a deadline, a board action alike).  A game
changed by another process (several bot processes on one PostgreSQL database) is
noticed by a short poll of its stored version, made only for the games some page
watches.  A stream waits on its game's ``Hub.wait``, which returns as soon as the version
is past the one the page has: a page that reconnects with an older ``Last-Event-ID``
gets the current state at once."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable

log = logging.getLogger(__name__)

POLL_SECONDS = 1.0


class Hub:
    def __init__(self, stored_version: Callable[[int], Awaitable[int | None]], *,
                 poll: float = POLL_SECONDS) -> None:
        self._stored = stored_version
        self.poll = poll
        self._versions: dict[int, int] = {}
        self._events: dict[int, asyncio.Event] = {}
        self._watched: Counter[int] = Counter()
        self._task: asyncio.Task[None] | None = None

    def changed(self, game_id: int, version: int) -> None:
        """``game_id`` is stored at ``version`` now (called from the committing task:
        it only notes the change and wakes the streams)."""
        if game_id not in self._watched or version <= self._versions.get(game_id, -1):
            return  # no page watches it: a page that comes reads the stored game
        self._versions[game_id] = version
        event = self._events.pop(game_id, None)
        if event is not None:
            event.set()

    def version(self, game_id: int) -> int | None:
        return self._versions.get(game_id)

    async def wait(self, game_id: int, known: int, timeout: float) -> bool:
        """Until ``game_id`` is past version ``known`` (True) or ``timeout`` seconds
        pass (False)."""
        if self._versions.get(game_id, -1) > known:
            return True
        event = self._events.setdefault(game_id, asyncio.Event())
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                await event.wait()
        return self._versions.get(game_id, -1) > known

    @contextlib.asynccontextmanager
    async def watching(self, game_id: int, version: int) -> AsyncIterator[None]:
        """A page watches ``game_id`` (seen at ``version``) while inside."""
        if game_id not in self._versions:
            self._versions[game_id] = version
        self._watched[game_id] += 1
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._poll(), name="web-poll")
        try:
            yield
        finally:
            self._watched[game_id] -= 1
            if self._watched[game_id] <= 0:
                del self._watched[game_id]

    async def _poll(self) -> None:
        """The stored versions of the watched games, every ``poll`` seconds, while any
        page watches one: the changes other processes made."""
        while self._watched:
            await asyncio.sleep(self.poll)
            for game_id in list(self._watched):
                try:
                    version = await self._stored(game_id)
                except Exception:  # the database away for a moment: the next poll
                    log.warning("web board: the version of game %d could not be read",
                                game_id, exc_info=True)
                    continue
                if version is not None:
                    self.changed(game_id, version)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
