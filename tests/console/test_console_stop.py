"""Issue 26, item 1 in the console: SIGTERM (and Ctrl-C's SIGINT) end the console cleanly,
exit 0, after the line being played, with the game stored for the next start."""

from __future__ import annotations

import signal

import pytest
from test_console import read_until, send, start


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_console_cleanly(tmp_path, sig: signal.Signals) -> None:
    db, out = tmp_path / "game.db", tmp_path / "pics"
    p = start(db, out, "--quiet")
    try:
        send(p, "Ann: /new english")
        read_until(p, r"/join")
        p.send_signal(sig)
        assert p.wait(timeout=60) == 0
    finally:
        if p.poll() is None:
            p.kill()
    p2 = start(db, out, "--quiet")  # the lobby was kept
    try:
        send(p2, "Bob: /join")
        read_until(p2, r"Bob")
        p2.send_signal(signal.SIGTERM)
        assert p2.wait(timeout=60) == 0
    finally:
        if p2.poll() is None:
            p2.kill()
