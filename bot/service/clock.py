"""The service's clock: wall time that a step of the system clock cannot move."""

from __future__ import annotations

import time
from collections.abc import Callable


def steady_clock(wall: Callable[[], float] = time.time,
                 mono: Callable[[], float] = time.monotonic) -> Callable[[], float]:
    """The service's time: the wall clock when the process started plus the monotonic
    time since.  A step of the system clock while the bot runs (NTP, a wrong time set by
    hand) then moves no window and charges no one; across a restart the heartbeat takes
    over (``GameService.resume``)."""
    base = wall() - mono()
    return lambda: base + mono()
