"""``python -m bot`` with the computers' searches held, for the stop tests
(tests/telegram/test_telegram_stop.py): run as a script (``BotProcess(held=...)``), it
makes a computer's move be still in thought when SIGTERM comes, and its fate at the stop's
bound, the same on every machine.  Without it the champion often ends its search within a
second (its candidates are told apart after a few rounds), before the stop or its bound.

``HELD_COMPUTER`` says how each computer's search (``GameService.think``) is held; the
search itself is the real one, with the service's budget and its stop:

- ``until-stop``: it waits until the process is asked to stop (SIGTERM), then searches as
  usual, within what is left of its budget: a move thought while stopping, finished
  within STOP_TIMEOUT (the budget must be well inside it);
- ``until-cut``: it thinks until the service cuts it (``stop`` says so), its budget made
  an hour (``UNCUT``), never ending sooner: a move still in thought at STOP_TIMEOUT,
  dropped there; were it not cut, its thread would keep the process from exiting within
  the tests' net (bot_process.SAFETY)."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import Any

from bot.__main__ import main
from bot.service.service import GameService

LOOK = 0.01  # seconds between two looks at what the held search waits for
UNCUT = 3600.0  # seconds: an until-cut search's budget, far beyond SAFETY

original = GameService.think


async def held_think(self: GameService, work: Callable[[Callable[[], bool]], Any],
                     seconds: float | None = None, *, computer: bool = False) -> Any:
    if not computer:
        return await original(self, work, seconds, computer=computer)
    how = os.environ["HELD_COMPUTER"]

    def stopping() -> bool:  # read from the search's thread: only a flag
        return self.stopping is not None and self.stopping.is_set()

    def held(stop: Callable[[], bool]) -> Any:
        released = stopping if how == "until-stop" else stop
        while not released():
            time.sleep(LOOK)
        return work(stop)

    return await original(self, held, seconds if how == "until-stop" else UNCUT,
                          computer=True)


if __name__ == "__main__":
    assert os.environ.get("HELD_COMPUTER") in ("until-stop", "until-cut")
    GameService.think = held_think  # type: ignore[method-assign]
    raise SystemExit(main(sys.argv[1:]))
