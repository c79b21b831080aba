"""Whether Telegram's Bot API answers this process: for /readyz, and for the log.

The application being "running" said nothing of it: with the Bot API out of reach for
two minutes, /readyz stayed 200 (``telegram: ok``) and ``wordgames_ready`` 1, and polling
logged one ERROR a retry.  Every Bot API call of the process goes through a
``ReachedRequest`` (the library's own HTTPX request, the calls' outcome noted): a call that
gets no answer (a connection refused, a timeout) makes the platform ``unreachable`` until
a call gets one again (any HTTP answer: Telegram is there), with one WARNING when it
begins and one INFO when it ends."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from telegram.error import NetworkError
from telegram.request import HTTPXRequest

log = logging.getLogger("bot.telegram")

UNREACHABLE = "unreachable"


class Reach:
    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self.wall = wall  # the same two moments in Unix seconds, for the timer (below)
        self._error = ""
        self.failing_since: float | None = None
        # For the timer (bot.deadline_loop.Reachable): while the Bot API does not answer,
        # the games' deadlines wait, and then move on by as long (bot/service/outages.py).
        self.failing_since_wall: float | None = None
        self.answered_wall: float | None = None
        # Told when the outage begins (True) and ends (False): the adapter probes the Bot
        # API meanwhile, and at its end tries the queued messages and ticks the timer.
        self.on_change: Callable[[bool], None] | None = None
        self.tracked = False  # the application's requests report here (``ReachedRequest``)
        # Quiet before the start's checks have passed (a start that cannot reach Telegram
        # says so in its one ``error:`` line, and exits) and once the stop has begun
        # (whose own lines say what is dropped): the outage's lines promise a /readyz
        # and retries that such a process does not have.
        self.quiet = True
        self._said: str | None = None  # the outage's WARNING, if said
        # Set at the first getUpdates Telegram answered 200: the token is this process's
        # to poll (a second poller's is answered 409), the start's check for polling.
        self.polled = asyncio.Event()
        self.polled_at: float | None = None  # when (``clock``)

    def failed(self, error: NetworkError) -> None:
        if self.failing_since is None:
            self.failing_since = self.clock()
            self.failing_since_wall = self.wall()
            self._error = error.message
            self._say()
            if self.on_change is not None:
                self.on_change(True)

    def _say(self) -> None:
        if self.quiet or self.failing_since is None or self._said is not None:
            return
        self._said = self._error
        log.warning("Telegram: the Bot API does not answer (%s); /readyz says 503 "
                    "(telegram: %s) until it does, and messages wait, tried again for "
                    "about 5 minutes", self._error, UNREACHABLE)

    def speak(self) -> None:
        """The start has passed its checks: an outage is said from now on (one that is
        under way, at once)."""
        self.quiet = False
        self._say()

    def hush(self) -> None:
        """The stop has begun: nothing more is said of the outage."""
        self.quiet = True

    def answered(self) -> None:
        self.answered_wall = self.wall()
        if self.failing_since is not None:
            if self._said is not None and not self.quiet:
                log.info("Telegram: the Bot API answers again, after %.0f s",
                         self.clock() - self.failing_since)
            self.failing_since = None
            self.failing_since_wall = None
            self._said = None
            if self.on_change is not None:
                self.on_change(False)

    @property
    def failing(self) -> bool:
        return self.failing_since is not None

    async def problem(self) -> str | None:
        """/readyz's check of the platform (``health.Health.watch``)."""
        return UNREACHABLE if self.failing else None


class ReachedRequest(HTTPXRequest):
    """The library's request, each call's outcome told to ``reach``."""

    def __init__(self, reach: Reach, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.reach = reach
        reach.tracked = True

    async def do_request(self, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        try:
            answer = await super().do_request(*args, **kwargs)
        except NetworkError as e:  # TimedOut among them: no answer came
            self.reach.failed(e)
            raise
        self.reach.answered()
        url = str(args[0] if args else kwargs.get("url", ""))
        if answer[0] == 200 and url.endswith("/getUpdates") and not self.reach.polled.is_set():
            self.reach.polled_at = self.reach.clock()
            self.reach.polled.set()
        return answer
