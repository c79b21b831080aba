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

log = logging.getLogger(__name__)


def stop_on_signals() -> asyncio.Event:
    """An event that SIGTERM and SIGINT set (call it in the running event loop)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def requested(sig: signal.Signals) -> None:
        if logging.getLogger().handlers:
            log.info("%s: stopping", sig.name)
        else:  # the console's text mode configures no logging: the line is said anyway
            print(f"{sig.name}: stopping", file=sys.stderr, flush=True)
        stop.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, requested, sig)
    return stop
