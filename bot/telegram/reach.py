"""Whether Telegram's Bot API answers this process: for /readyz, and for the log.

The application being "running" said nothing of it: with the Bot API out of reach for
two minutes, /readyz stayed 200 (``telegram: ok``) and ``wordgames_ready`` 1, and polling
logged one ERROR a retry.  Every Bot API call of the process goes through a
``ReachedRequest`` (the library's own HTTPX request, the calls' outcome noted): a call that
gets no answer (a connection refused, a timeout) makes the platform ``unreachable`` until
a call gets one again (any HTTP answer: Telegram is there), with one WARNING when it
begins and one INFO when it ends."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from telegram.error import NetworkError
from telegram.request import HTTPXRequest

log = logging.getLogger("bot.telegram")

UNREACHABLE = "unreachable"


class Reach:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.failing_since: float | None = None
        self.tracked = False  # the application's requests report here (``ReachedRequest``)

    def failed(self, error: NetworkError) -> None:
        if self.failing_since is None:
            self.failing_since = self.clock()
            log.warning("Telegram: the Bot API does not answer (%s); /readyz says 503 "
                        "(telegram: %s) until it does, and messages wait, tried again for "
                        "about 5 minutes", error.message, UNREACHABLE)

    def answered(self) -> None:
        if self.failing_since is not None:
            log.info("Telegram: the Bot API answers again, after %.0f s",
                     self.clock() - self.failing_since)
            self.failing_since = None

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
        return answer
