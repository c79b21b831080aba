"""A clean stop: SIGTERM (systemd's stop and restart) and SIGINT (Ctrl-C) ask the process
to stop, and each platform then stops taking updates, finishes the commands in flight,
delivers what is queued and closes, within ``Settings.stop_timeout`` (STOP_TIMEOUT); the
process exits 0.  Without this SIGTERM's default ends the process at once (exit 143),
with commands that the platform was told were received left unanswered."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
import time
from collections.abc import Callable

log = logging.getLogger(__name__)

# When the first stop signal came, and its name (``stopped``'s line measures from it).
_requested: tuple[float, str] | None = None


def stop_on_signals(busy: Callable[[], str | None] | None = None) -> asyncio.Event:
    """An event that SIGTERM and SIGINT set (call it in the running event loop).
    ``busy``: what is under way that the stop waits for or drops (a computer's move being
    thought: ``GameService.stop_note``), said in the stop line."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def requested(sig: signal.Signals) -> None:
        global _requested
        if _requested is None:
            _requested = (time.monotonic(), sig.name)
        note = busy() if busy is not None and not stop.is_set() else None
        say(f"{sig.name}: stopping" + (f"; {note}" if note else ""))
        stop.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, requested, sig)
    return stop


def say(line: str, level: int = logging.INFO, logger: logging.Logger = log) -> None:
    """A line of the stop: logged, or on stderr when the process configured no logging
    (the console's text mode), where it would otherwise be lost."""
    if logging.getLogger().handlers:
        logger.log(level, "%s", line)
    else:
        print(line, file=sys.stderr, flush=True)


def stopped() -> None:
    """The stop's last line, once the process has finished stopping (its event loop
    closed, the database too): ``stopped in 2.1 s (since SIGTERM)``.  Nothing when no
    signal asked for the stop (a failed start says its ``error:`` line instead)."""
    if _requested is not None:
        at, name = _requested
        say(f"stopped in {time.monotonic() - at:.1f} s (since {name})")
