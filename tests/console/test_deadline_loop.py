"""The deadline loop that the console, Discord and Telegram share: it survives a failing
service, and it stops when asked even right after a poke."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import pytest

from bot.deadline_loop import DeadlineLoop
from bot.protocol import ChatRef, Command, Outgoing, UserRef, Vote


class FlakyService:
    """``due`` fails ``failures`` times, then fires the stored deadline."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.deadlines = [1000.0]
        self.asked: list[object] = []

    async def due(self, now: float, platforms: object = None) -> list[Outgoing]:
        self.asked.append(platforms)
        if self.failures:
            self.failures -= 1
            raise RuntimeError("database is locked")
        fired = [d for d in self.deadlines if d <= now]
        self.deadlines = [d for d in self.deadlines if d > now]
        return [Outgoing("time is up", chat=ChatRef("console", "table")) for _ in fired]

    async def next_deadline(self, platforms: object = None) -> float | None:
        return min(self.deadlines, default=None)

    async def handle(self, cmd: Command) -> list[Outgoing]:
        raise NotImplementedError

    async def vote(self, vote: Vote) -> list[Outgoing]:
        raise NotImplementedError

    async def delivered(self, out: Outgoing, message_id: str) -> None:
        raise NotImplementedError

    async def private_started(self, user: UserRef, payload: str,
                              game: int | None = None) -> list[Outgoing]:
        raise NotImplementedError


async def test_a_failing_due_is_logged_and_the_loop_carries_on(
        caplog: pytest.LogCaptureFixture) -> None:
    service = FlakyService(failures=2)
    loop = DeadlineLoop(service, clock=lambda: 1000.0, retry_after=0.01)
    got: list[str] = []

    async def deliver(outs: list[Outgoing]) -> None:
        got.extend(o.text for o in outs)

    loop.register("console", deliver)
    with caplog.at_level(logging.ERROR, logger="bot.deadline_loop"):
        async with loop.running():
            for _ in range(6000):  # a guard of a minute or more; it ends at the first answer
                if got:
                    break
                await asyncio.sleep(0.01)
    assert got == ["time is up"]
    assert service.asked[-1] == ("console",)  # only what this process can deliver
    failures = [r for r in caplog.records if "service.due failed" in r.getMessage()]
    assert len(failures) == 2 and all(r.exc_info for r in failures)


async def test_the_loop_stops_when_poked_right_before_stopping() -> None:
    service = FlakyService(failures=0)
    service.deadlines = []
    loop = DeadlineLoop(service)

    stopped: list[asyncio.Task[None]] = []

    async def stop_after_poke() -> None:
        async with loop.running():
            await asyncio.sleep(0.05)  # the loop sleeps, waiting for a poke
            assert loop._task is not None
            stopped.append(loop._task)
            loop.poke()  # a last command, then the adapter stops at once

    # A lost cancellation would leave the task running: the guard turns a hang into a failure.
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop_after_poke(), 60)
    assert stopped and stopped[0].done(), "the deadline loop did not stop"
