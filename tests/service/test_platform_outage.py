"""Issue 26 (operations, left open in session 34): the clocks do not run while the
platform does not answer.  With Telegram's Bot API out of reach no one can move, yet the
move time ran on: a two-minute outage timed out the player on turn.  The timer tells the
service whether its platform answers (``platform_reach``); the deadlines of its games
wait meanwhile, and then move on by as long (bot/service/outages.py)."""

from __future__ import annotations

import logging

import pytest
from conftest import Harness, texts

from bot.deadline_loop import DeadlineLoop
from bot.service import outages
from bot.service.meta import GameMeta


async def clock_of(h: Harness, seat: int) -> float:
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    clock = GameMeta.from_dict(rec.meta).clock
    assert clock is not None
    return clock[seat]


async def test_an_outage_of_the_platform_charges_no_one(
        h: Harness, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, "bot.service.outages")
    g = await h.start("english", "Ann", "Bob", options="time=60 clock=20m")
    platform, turn, history = h.chat.platform, g.turn, len(g.history)
    h.clock.advance(30)
    assert await h.due() == []
    began = h.clock()
    await h.service.platform_reach(platform, began, began - 5, h.clock())
    h.clock.advance(120)  # the move time ran out during the outage: nothing fires
    await h.service.platform_reach(platform, began, began - 5, h.clock())
    assert await h.due() == [] and len((await h.game()).history) == history
    # Answered again: the game moves on by the 120 s; the turn still has its 30 s.
    await h.service.platform_reach(platform, None, h.clock(), h.clock())
    assert await h.due() == [] and (await h.game()).turn == turn
    h.clock.advance(29)
    assert await h.due() == []
    h.clock.advance(2)
    outs = await h.due()
    assert "time ran out" in texts(outs) and len((await h.game()).history) == history + 1
    assert await clock_of(h, turn) >= 20 * 60 - 61  # only the turn's own time
    said = [r.getMessage() for r in caplog.records]
    assert said == [
        f"{platform} does not answer: its games' deadlines wait until it does (no player "
        "can move meanwhile), and then move on by as long",
        f"{platform} answers again: its games' deadlines move on by the 120 s it did not"]


async def test_a_process_that_has_not_heard_from_the_platform_does_not_end_it(
        h: Harness) -> None:
    """Two webhook workers: one got no answer and noted the outage; the other, idle, has
    had no answer since it began, so it cannot tell the outage is over."""
    await h.start("english", "Ann", "Bob", options="time=60")
    platform = h.chat.platform
    began = h.clock()
    await h.service.platform_reach(platform, began, None, began)
    h.clock.advance(100)
    await h.service.platform_reach(platform, None, began - 1, h.clock())  # the idle one
    assert await h.repo.outages() == {platform: began}
    assert await h.due() == []
    await h.service.platform_reach(platform, None, None, h.clock())  # never answered yet
    assert await h.repo.outages() == {platform: began}
    await h.service.platform_reach(platform, None, h.clock(), h.clock())  # answered now
    assert await h.repo.outages() == {}
    assert [o.seconds for o in await h.repo.owed_shifts()] == [100.0]


async def test_a_worker_that_has_not_retried_yet_does_not_open_an_ended_outage_again(
        h: Harness, caplog: pytest.LogCaptureFixture) -> None:
    """Operator pass ops35 H1: two webhook workers, a 40 s outage; the one still waiting
    for its next retry noted the outage again at each tick, with its first start, after
    the other had ended it, and the games moved on by 48, 58 and 68 s."""
    caplog.set_level(logging.INFO, "bot.service.outages")
    await h.start("english", "Ann", "Bob", options="time=60")
    platform = h.chat.platform
    began = h.clock()
    await h.service.platform_reach(platform, began, None, began)  # worker A
    h.clock.advance(40)
    await h.service.platform_reach(platform, None, h.clock(), h.clock())  # B, answered
    for _ in range(3):  # A's ticks, its retry still to come
        h.clock.advance(10)
        await h.service.platform_reach(platform, began, None, h.clock())
        await h.service.platform_reach(platform, None, h.clock(), h.clock())  # B's
    assert [o.seconds for o in await h.repo.owed_shifts()] == [40.0]
    assert len(caplog.records) == 2  # one outage, one end
    # A failure after that end is a new outage
    await h.service.platform_reach(platform, h.clock(), None, h.clock())
    assert await h.repo.outages() == {platform: h.clock()}


async def test_a_blip_within_the_grace_owes_nothing(h: Harness) -> None:
    await h.start("english", "Ann", "Bob", options="time=60")
    platform = h.chat.platform
    began = h.clock()
    await h.service.platform_reach(platform, began, None, began)
    h.clock.advance(outages.OUTAGE_GRACE)
    await h.service.platform_reach(platform, None, h.clock(), h.clock())
    assert await h.repo.outages() == {} and await h.repo.owed_shifts() == []


class FakeReach:
    def __init__(self) -> None:
        self.failing_since_wall: float | None = None
        self.answered_wall: float | None = None


async def test_the_timer_asks_the_platforms_reach_at_each_tick(h: Harness) -> None:
    """The loop's tick passes what the platform's ``Reach`` knows to the service, before
    it fires anything: a deadline due during the outage waits."""
    await h.start("english", "Ann", "Bob", options="time=60")
    platform = h.chat.platform
    loop = DeadlineLoop(h.service, clock=h.clock)
    fired: list[object] = []

    async def deliver(outs: list[object]) -> None:
        fired.extend(outs)

    loop.register(platform, deliver)  # type: ignore[arg-type]
    reach = FakeReach()
    loop.watch_reach(platform, reach)
    reach.failing_since_wall = h.clock()
    h.clock.advance(90)
    await loop.tick()
    assert fired == [] and platform in await h.repo.outages()
    reach.failing_since_wall, reach.answered_wall = None, h.clock()
    await loop.tick()
    assert fired == [] and await h.repo.outages() == {}
    h.clock.advance(61)
    await loop.tick()
    assert "time ran out" in texts(fired)  # type: ignore[arg-type]
