"""A start refused after the database is open changes nothing (bot/starting.py): the
downtime shift, the first command and the deadline loop's first tick wait until every
platform of the process has passed its start-up checks, and a platform that leaves
before it passed cancels what waited, unwritten.  (A real ``python -m bot`` refused
where a webhook is set: tests/telegram/test_telegram_conflict.py.)"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest
from conftest import GROUP, Harness, user

from bot.deadline_loop import DeadlineLoop
from bot.protocol import Command
from bot.service import GameService, downtime
from bot.starting import StartChecks
from storage import open_repository

AWAY = 3600.0


async def rows(h: Harness) -> tuple[object, ...]:
    """Every row of the games' tables, and the heartbeat."""
    async with h.repo.db.execute("SELECT * FROM heartbeat") as cur:
        beat = [tuple(r) for r in await cur.fetchall()]
    return (await h.repo.table_dump(), beat)


async def let_run() -> None:
    """Let every task that can go on do so (each wait ends in a few steps)."""
    for _ in range(50):
        await asyncio.sleep(0)


async def a_game_the_bot_was_away_from(h: Harness) -> tuple[GameService, float]:
    """A game with a move time, then the bot away for an hour: the service of the
    next process, and the game's deadline."""
    await h.start("english", "Ann", "Bob", options="time=60")
    (due,) = [d.due_at for d in await h.repo.due(float("inf"))]
    h.clock.advance(AWAY)
    nxt = GameService(h.repo, clock=h.clock, lexicons=lambda _rid: h.words)
    return nxt, due


async def test_a_platform_refused_after_another_passed_writes_nothing(h: Harness) -> None:
    """Telegram passed, a command waits (a player was quick), Discord is refused: the
    command is cancelled, the deadline is not moved, and no heartbeat is written."""
    svc, _due = await a_game_the_bot_was_away_from(h)
    checks = StartChecks(["discord", "telegram"])
    svc.start_checks = checks
    before = await rows(h)
    loop = DeadlineLoop(svc, clock=h.clock, checks=checks)
    async with loop.running():
        command = asyncio.create_task(svc.handle(Command(GROUP, user("Ann"), "score", "")))
        checks.passed("telegram")
        await let_run()
        assert not command.done()  # waiting for Discord's checks
        checks.leave("discord")  # refused
        with pytest.raises(asyncio.CancelledError):
            await command
    assert await rows(h) == before


async def test_once_every_platform_passed_the_downtime_moves_the_deadline(
        h: Harness, caplog: pytest.LogCaptureFixture) -> None:
    svc, due = await a_game_the_bot_was_away_from(h)
    caplog.set_level(logging.INFO, "bot.service.downtime")  # this start's lines only
    checks = StartChecks(["discord", "telegram"])
    svc.start_checks = checks
    command = asyncio.create_task(svc.handle(Command(GROUP, user("Ann"), "score", "")))
    checks.passed("discord")
    await let_run()
    assert not command.done() and "beat on this database" not in caplog.text
    checks.passed("telegram")
    assert (await command)[0].text
    assert ("no process beat on this database for 3600 s: running games' deadlines move "
            "on by 3600 s") in caplog.text
    assert [d.due_at for d in await h.repo.due(float("inf"))] == [due + AWAY]


@pytest.mark.parametrize("away", [20.0, 68.0])
async def test_a_restart_says_how_long_the_bot_was_away_either_way(
        h: Harness, caplog: pytest.LogCaptureFixture, away: float) -> None:
    """A stop of 68 s moved no deadline and logged nothing (the threshold was 90 s, for a
    heartbeat once a minute): a 300 s move time lost 68 s silently.  Now the timer beats
    every 10 s and a gap over 30 s moves the deadlines; under it, one line says so."""
    assert DeadlineLoop(h.service).max_sleep == downtime.HEARTBEAT  # the beat's period
    assert downtime.DOWNTIME_GRACE == 30.0  # as docs/deploy.md says
    await h.start("english", "Ann", "Bob", options="time=300")
    (due,) = [d.due_at for d in await h.repo.due(float("inf"))]
    h.clock.advance(away)
    svc = GameService(h.repo, clock=h.clock, lexicons=lambda _rid: h.words)
    caplog.set_level(logging.INFO, "bot.service.downtime")
    assert (await svc.handle(Command(GROUP, user("Ann"), "score", "")))[0].text
    said = [r.getMessage() for r in caplog.records if "on this database" in r.getMessage()]
    if away < downtime.DOWNTIME_GRACE:
        # (SQLite: one process on the file; PostgreSQL's line adds that another one
        # may be running)
        assert said == ["the last heartbeat on this database is 20 s old, within the 30 s a "
                        "restart may take" + (" (another process on it may be running)"
                                              if h.repo.SHARED else "")
                        + ": deadlines unchanged"]
        assert [d.due_at for d in await h.repo.due(float("inf"))] == [due]
    else:
        assert said == ["no process beat on this database for 68 s: running games' "
                        "deadlines move on by 68 s"]
        # told at INFO: after an upgrade or a restore, the designed outcome, no warning
        assert {r.levelno for r in caplog.records if "on this database" in r.getMessage()} \
            == {logging.INFO}
        assert [d.due_at for d in await h.repo.due(float("inf"))] == [due + away]


async def test_a_first_run_says_there_was_no_earlier_heartbeat(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A new database logged nothing at all about downtime, which left an operator
    reading the log of a first start unsure whether the check had run."""
    repo = await open_repository(tmp_path / "new.db")
    try:
        svc = GameService(repo)
        caplog.set_level(logging.INFO, "bot.service.downtime")
        assert (await svc.handle(Command(GROUP, user("Ann"), "help", "")))[0].text
    finally:
        await repo.close()
    said = [r.getMessage() for r in caplog.records if "on this database" in r.getMessage()]
    assert said == ["no earlier heartbeat on this database (its first run): no downtime "
                    "to move deadlines on by"]


async def test_the_deadline_loop_does_not_tick_before_the_checks_nor_after_a_refusal(
        h: Harness) -> None:
    ticks: list[float] = []

    class Counting(GameService):
        async def due(self, now, platforms=None):  # type: ignore[no-untyped-def]
            ticks.append(now)
            return await super().due(now, platforms)

    svc = Counting(h.repo, clock=h.clock, lexicons=lambda _rid: h.words)
    checks = StartChecks(["telegram"])
    svc.start_checks = checks
    loop = DeadlineLoop(svc, clock=h.clock, checks=checks)
    async with loop.running():
        loop.poke()  # a poke does not start it either
        await let_run()
        assert ticks == []
        checks.leave("telegram")
        await let_run()
    assert ticks == []
    passing = StartChecks(["telegram"])
    svc.start_checks = passing
    loop = DeadlineLoop(svc, clock=h.clock, checks=passing)
    async with loop.running():
        passing.passed("telegram")
        async with asyncio.timeout(60):  # only a net for a loop that never ticks
            while not ticks:
                await asyncio.sleep(0)
