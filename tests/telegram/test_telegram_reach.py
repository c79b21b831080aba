"""Issue 26 (operator pass): /readyz says when Telegram's Bot API does not answer.  With
the Bot API out of reach for two minutes /readyz stayed 200 (``telegram: ok``), as the
application was still "running", and polling logged an ERROR a retry.  The requests are
the library's own (``ReachedRequest``), against a real HTTP server on loopback."""

from __future__ import annotations

import logging
import socket

import pytest
from aiohttp import web
from telegram.error import NetworkError

from bot.telegram.reach import UNREACHABLE, Reach, ReachedRequest


def closed_port() -> int:
    with socket.socket() as s:  # bound, then closed: nothing listens there
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_the_bot_api_out_of_reach_is_said_once_and_its_return_too(
        caplog: pytest.LogCaptureFixture) -> None:
    reach = Reach()
    reach.speak()  # the start's checks passed
    request = ReachedRequest(reach, connection_pool_size=2, http_version="1.1")
    await request.initialize()
    async def get_me(_request: web.Request) -> web.Response:
        return web.json_response({"ok": True, "result": {
            "id": 1, "is_bot": True, "first_name": "B", "username": "b"}})

    app = web.Application()
    app.router.add_post("/botT/getMe", get_me)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    down = f"http://127.0.0.1:{closed_port()}/botT/getMe"
    try:
        assert reach.tracked and await reach.problem() is None
        caplog.set_level(logging.INFO, "bot.telegram")
        for _ in range(3):  # each retry of polling fails alike: one line for them all
            with pytest.raises(NetworkError):
                await request.post(down)
        assert await reach.problem() == UNREACHABLE
        said = [r.getMessage() for r in caplog.records]
        assert len(said) == 1 and said[0].startswith("Telegram: the Bot API does not answer")
        assert "/readyz says 503 (telegram: unreachable)" in said[0]
        await request.post(f"http://127.0.0.1:{port}/botT/getMe")
        assert await reach.problem() is None
        said = [r.getMessage() for r in caplog.records]
        assert len(said) == 2 and said[1].startswith("Telegram: the Bot API answers again")
    finally:
        await request.shutdown()
        await runner.cleanup()


async def test_a_start_or_a_stop_says_nothing_of_an_outage(
        caplog: pytest.LogCaptureFixture) -> None:
    """A start that could not reach Telegram printed the outage's WARNING (a /readyz and
    five minutes of retries promised) before its one ``error:`` line and its exit; a
    stop, whose own lines say what it drops, too.  Before the start's checks pass and
    after the stop begins the outage is only noted; one under way when the checks pass
    is said then."""
    reach = Reach()
    caplog.set_level(logging.INFO, "bot.telegram")
    reach.failed(NetworkError("httpx.ConnectError: All connection attempts failed"))
    assert await reach.problem() == UNREACHABLE and not caplog.records
    reach.speak()
    assert [r.getMessage()[:38] for r in caplog.records] == [
        "Telegram: the Bot API does not answer "]
    reach.answered()
    reach.hush()
    reach.failed(NetworkError("Timed out"))
    reach.answered()
    assert len(caplog.records) == 2  # the end of the first outage only


def test_a_poller_that_has_polled_a_while_outlasts_a_newcomers_409(
        caplog: pytest.LogCaptureFixture) -> None:
    """A running poller that met a 409 exited with status 2 (which systemd does not
    retry): Telegram answers the older request 409 when a newer poller comes, so a copy
    started by hand with the production token took the bot down for good.  A process that
    has polled for a minute goes on, and says so once a minute; one that has just begun
    is the newcomer, and stops at its start's one line (as before)."""
    import asyncio

    from telegram.error import Conflict

    from bot.telegram.run import _polling_error

    now = [1000.0]
    reach = Reach(clock=lambda: now[0])
    reach.tracked = True
    reach.polled_at = 1000.0
    caplog.set_level(logging.INFO, "bot.telegram")

    conflicts: list[Conflict] = []
    met = asyncio.Event()
    on_error = _polling_error(conflicts, met, reach)
    now[0] += 5  # a newcomer: its own polling began 5 s ago
    on_error(Conflict("terminated by other getUpdates request"))
    assert met.is_set() and conflicts

    conflicts.clear()
    met = asyncio.Event()
    on_error = _polling_error(conflicts, met, reach)
    now[0] += 300  # the incumbent: it has polled for five minutes
    for _ in range(3):
        on_error(Conflict("terminated by other getUpdates request"))
        now[0] += 10
    assert not met.is_set() and not conflicts
    said = [r.getMessage() for r in caplog.records if "409" in r.getMessage()]
    assert len(said) == 1 and "another process has begun to poll this token" in said[0]
    assert "this one has polled for 305 s, and goes on" in said[0]


def test_the_timer_reads_an_outage_in_unix_seconds() -> None:
    """The timer holds the games' deadlines while the Bot API does not answer
    (bot/service/outages.py), on the service's clock: Unix seconds, not monotonic."""
    now = [1000.0]
    reach = Reach(clock=lambda: 5.0, wall=lambda: now[0])
    assert (reach.failing_since_wall, reach.answered_wall) == (None, None)
    reach.failed(NetworkError("Timed out"))
    now[0] = 1100.0
    reach.failed(NetworkError("Timed out"))  # the outage's start stands
    assert (reach.failing_since_wall, reach.answered_wall) == (1000.0, None)
    reach.answered()
    assert (reach.failing_since_wall, reach.answered_wall) == (None, 1100.0)


def test_the_adapter_is_told_when_an_outage_begins_and_ends() -> None:
    """(It probes the Bot API meanwhile, and at the end tries the queued messages at once
    and ticks the timer: operator pass ops35 M3.)"""
    told: list[bool] = []
    reach = Reach()
    reach.on_change = told.append
    reach.answered()
    reach.failed(NetworkError("Timed out"))
    reach.failed(NetworkError("Timed out"))
    reach.answered()
    reach.answered()
    assert told == [True, False]
