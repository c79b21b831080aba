"""A start that is refused changes nothing: the start-up checks of a process's platforms
come before anything it writes of the games.

``python -m bot`` opens the database before its platforms start, and a platform may
still refuse to start after that: Telegram answers that the token has a webhook where
this process polls, the webhook's port is taken, Discord refuses the token.  The
downtime shift (``bot.service.downtime``: the running games' deadlines moved on by the
time the bot was away) must not have happened by then, or a start that changed nothing
else would have moved every deadline, and the next start would move them again.

So the shift waits for ``StartChecks``: each platform of the process says when it has
passed its checks (``passed``: Telegram once its webhook is set or its polling has
begun, Discord at its first READY), and the service's ``resume`` waits until every one
has (``wait``), as does the deadline loop's first tick; a command that comes meanwhile
waits with them.  A platform that leaves before it passed (refused, stopped, cancelled)
ends the wait for good (``leave``): what waited is cancelled, and nothing was written."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable


class StartChecks:
    def __init__(self, platforms: Iterable[str] = ()) -> None:
        self._waiting = set(platforms)
        self._settled = asyncio.Event()  # every platform passed, or one left before
        self.refused = False
        if not self._waiting:
            self._settled.set()

    @property
    def passed_all(self) -> bool:
        """Every platform passed its checks: the process may write the games."""
        return self._settled.is_set() and not self.refused

    @property
    def settled(self) -> bool:
        """Every platform passed, or the start is refused: nothing is left to wait for."""
        return self._settled.is_set()

    def passed(self, platform: str) -> None:
        """``platform`` has passed its start-up checks."""
        self._waiting.discard(platform)
        if not self._waiting:
            self._settled.set()

    def leave(self, platform: str) -> None:
        """``platform`` stops (refused, stopped or cancelled): if it had not passed its
        checks, the start is refused, and what waits for it is cancelled."""
        if platform in self._waiting and not self._settled.is_set():
            self.refused = True
            self._settled.set()

    async def settle(self) -> None:
        """Until every platform has passed, or the start is refused."""
        await self._settled.wait()

    async def wait(self) -> None:
        """Until every platform has passed; cancelled (``CancelledError``) when the start
        is refused: the process is ending, and whatever waited is dropped unwritten."""
        await self._settled.wait()
        if self.refused:
            raise asyncio.CancelledError("the start was refused")
