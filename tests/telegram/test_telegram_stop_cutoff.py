"""Issue 26, operator finding H2: a busy worker's stop that ran past STOP_TIMEOUT + 1 s.

Under CPU load the stop's own work at its bound (the cancelled updates unwinding, a slow
database's rollbacks) took longer than the second the process gives it: the process's
cut-off (``bot.__main__._bound``) then cancelled the platform in the middle of it, and
the log had only the cut-off's ERROR: not the bound's line, not the WARNING for the
committed commands' answers dropped.  And an update whose answers had all gone out, cut
before its end was written (the task not yet back from the delivery, or the write itself
slow), was released as "left unhandled" and answered twice by the next worker.

Deterministic, with no timing asserted: a command whose cancellation unwinds only once
the cut-off has come (a slow database), so that the cut-off always comes during the
bound's own handling."""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Collection
from pathlib import Path

import aiohttp
import pytest
from bot_api_server import FakeBotAPI
from scripted_service import ScriptedService
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates
from telegram_harness import TOKEN

from bot.__main__ import _bound
from bot.adapter_kit import command_stored
from bot.protocol import HANDLING, Command, Outgoing
from bot.service import GameService
from bot.settings import Settings
from bot.telegram import run_telegram
from bot.telegram.order import ChatOrder
from storage import open_repository

SOURCE, CHAT = "telegram:777", f"telegram:{GROUP}:"
SECRET = "s3cret"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def until(check: object, what: str = "the bot") -> None:
    for _ in range(2000):  # a fail-safe only (20 s): each check is an event, not a time
        if callable(check) and check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}")


class SlowService(ScriptedService):
    """/new commits (the service's commit marks its update handled, and the command
    stored); /score meets a slow database: its query does not come back, and its
    cancellation (the rollback) is over only once the process's cut-off has come."""

    def __init__(self, cut_off: asyncio.Event) -> None:
        super().__init__()
        self.cut_off = cut_off
        self.released: list[int] = []
        self.marked: list[int] = []

    async def handle(self, cmd: Command) -> list[Outgoing]:
        if cmd.name == "score":
            self.commands.append(cmd)
            try:
                await asyncio.Event().wait()
            except asyncio.CancelledError:
                await self.cut_off.wait()
                raise
        outs = await super().handle(cmd)
        if cmd.name == "new":
            handling = HANDLING.get()
            if handling is not None:
                handling.committed = True
            command_stored()
        return outs

    async def update_handled(self, source: str, update_id: int) -> None:
        self.marked.append(update_id)

    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        self.released.extend(update_ids)

    async def platform_reach(self, platform: str, failing_since: float | None,
                             answered_at: float | None, now: float) -> None:
        pass


class CutOff(logging.Handler):
    """Sets ``event`` when the process's cut-off logs its line."""

    def __init__(self, event: asyncio.Event) -> None:
        super().__init__()
        self.event = event

    def emit(self, record: logging.LogRecord) -> None:
        if "still stopping" in record.getMessage():
            self.event.set()


async def test_the_cut_off_during_the_bounds_own_work_still_says_what_was_lost(
        api: FakeBotAPI, state: TelegramState, caplog: pytest.LogCaptureFixture) -> None:
    cut_off = asyncio.Event()
    service = SlowService(cut_off)
    port = free_port()
    settings = Settings(telegram_token=TOKEN, telegram_api_url=f"http://127.0.0.1:{api.port}",
                        telegram_webhook_url="https://bot.example.org/tg/hook",
                        telegram_webhook_listen="127.0.0.1", telegram_webhook_port=port,
                        telegram_webhook_secret=SECRET, stop_timeout=1.0)
    caplog.set_level(logging.INFO)
    handler = CutOff(cut_off)
    logging.getLogger().addHandler(handler)
    stop = asyncio.Event()
    api.held = {"sendMessage"}  # the /new's answer: Telegram takes for ever
    task = asyncio.create_task(run_telegram(service, settings, stop=stop))
    bound = asyncio.create_task(_bound(stop, settings.stop_timeout, [task]))
    updates = Updates()
    try:
        await until(lambda: bool(state.of("setWebhook")))
        url = f"http://127.0.0.1:{port}/tg/hook"
        headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET}
        async with aiohttp.ClientSession() as http:
            async with http.post(url, json=updates.command(ALICE, "/new english"),
                                 headers=headers) as resp:
                assert resp.status == 200
            await until(lambda: any(c.chat_id == GROUP for c in api.holding))
            score = updates.command(BOB, "/score", chat_id=GROUP - 1)
            async with http.post(url, json=score, headers=headers) as resp:
                assert resp.status == 200
            await until(lambda: any(c.name == "score" for c in service.commands))
        stop.set()
        await asyncio.gather(task, return_exceptions=True)
        await bound
    finally:
        logging.getLogger().removeHandler(handler)
        stop.set()
        task.cancel()
        bound.cancel()
        await asyncio.gather(task, bound, return_exceptions=True)
    lines = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert cut_off.is_set(), lines  # the cut-off came, during the bound's own work
    # The bound's line, at WARNING: a command had committed, its answer is lost.
    assert any(level == logging.WARNING and "Telegram: the stop bound (STOP_TIMEOUT=1 s) "
               "came with 2 update(s) still unanswered, cancelled: 1 stored" in text
               for level, text in lines), lines
    # The committed /new's answer dropped: its WARNING, naming the bound, before the exit.
    assert any(level == logging.WARNING and "were not delivered within STOP_TIMEOUT=1 s"
               in text and "are dropped (their games are stored" in text
               for level, text in lines), lines
    # The /score, cut before it had anything to store, is released for another worker;
    # the committed /new is not.
    assert service.released == [score["update_id"]], service.released


async def test_an_update_whose_answers_went_out_is_marked_handled_not_released(
        tmp_path: Path) -> None:
    """Cut by the bound after its answers were delivered (its task not yet back from the
    delivery), an update is handled: not released, not answered again by the next
    worker.  One whose answers had not gone out is released."""
    repo = await open_repository(tmp_path / "bot.db")
    try:
        service = GameService(repo, lexicons=lambda _r: None, pictures=False)
        order = ChatOrder(service, SOURCE, bound=3600.0)
        queued = {4: asyncio.Event(), 5: asyncio.Event()}

        async def board(update_id: int, delivered: bool) -> None:
            async with order.turn(update_id, f"{CHAT}{update_id}"):
                order.answers_queued(update_id, lambda: delivered)
                queued[update_id].set()
                await asyncio.Event().wait()  # not back from the delivery yet

        for update_id in (4, 5):
            assert await service.claim_update(SOURCE, update_id, f"{CHAT}{update_id}",
                                              f'{{"update_id": {update_id}}}')
        tasks = [asyncio.create_task(board(4, True)), asyncio.create_task(board(5, False))]
        for event in queued.values():  # a fail-safe only: each is set at once, or failed
            await asyncio.wait_for(event.wait(), 20)
        assert order.answered() == (0, 1)  # the stop's line does not count 4 as cut
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        assert await order.release() == [5]
        left = await service.pending_updates(SOURCE, start=True)
        assert [u for u, _body, _let_go in left] == [5]  # 4 is handled: nobody takes it
    finally:
        await repo.close()


async def test_an_update_whose_end_could_not_be_written_before_the_cut_is_handled(
        tmp_path: Path) -> None:
    """A slow database: the update's answers went out and its turn ended, but its write
    'handled' was cut.  The stop writes it (it had been neither released nor marked, and
    another worker took it up again once its lease had lapsed)."""
    repo = await open_repository(tmp_path / "bot.db")
    try:
        service = GameService(repo, lexicons=lambda _r: None, pictures=False)
        writing = asyncio.Event()

        class Slow:
            def __init__(self) -> None:
                self.first = True

            def __getattr__(self, name: str) -> object:
                return getattr(service, name)

            async def update_handled(self, source: str, update_id: int) -> None:
                if self.first:
                    self.first = False
                    writing.set()
                    await asyncio.Event().wait()
                await service.update_handled(source, update_id)

        order = ChatOrder(Slow(), SOURCE, bound=3600.0)  # type: ignore[arg-type]
        assert await service.claim_update(SOURCE, 4, CHAT, '{"update_id": 4}')

        async def board() -> None:
            async with order.turn(4, CHAT):
                order.answers_queued(4, lambda: True)

        task = asyncio.create_task(board())
        await asyncio.wait_for(writing.wait(), 20)  # a fail-safe only
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        assert await order.release() == []
        assert not await service.pending_updates(SOURCE, start=True)
    finally:
        await repo.close()
