"""One chat's updates are handled in the order Telegram gave them (update_id order), with
real ``python -m bot`` webhook workers against the fake Bot API on loopback
(tests/telegram/bot_process.py), on SQLite and on a real PostgreSQL, with one worker and
with two on one database (the posts spread over them as nginx spreads them).

As an operator found it: ``/new english``, ``/join``, ``/start`` sent to each of many
groups at once, each update of a group only once the one before it got its 200 from the
webhook (what Telegram does for one chat), and every group's answers read: the lobby
opened, the second player seated, the game started.  Before the fix, on PostgreSQL a
``/join`` overtook its ``/new`` ("There is no game in this chat") or a ``/start`` its
``/join`` ("needs at least 2 players") in about half the groups.

The figures (wrong groups out of all): ``pytest -s tests/telegram/test_telegram_order.py``.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import signal
from pathlib import Path

import aiohttp
import pytest
from _pytest.logging import LogCaptureFixture
from bot_api_server import FakeBotAPI
from bot_process import BotProcess, until
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates

from bot.service import GameService
from bot.telegram.order import ChatOrder
from storage import open_postgres, open_repository

CHATS = 12
WRONG = ("There is no game in this chat", "needs at least")






def texts(state: TelegramState, chat: int) -> list[str]:
    return [c.text or str(c.params.get("caption") or "") for c in state.to_chat(chat)]


async def play_the_operators_script(workers: list[BotProcess], state: TelegramState,
                                    chats: list[int]) -> list[int]:
    """Each chat's three commands, the next only after the last one's 200, the chats at
    once, the posts round the workers in turn; the chats whose answers are wrong."""
    updates = Updates()
    turn = itertools.cycle(workers)
    async with aiohttp.ClientSession() as http:
        async def one_chat(chat: int) -> None:
            for uid, text in ((ALICE, "/new english"), (BOB, "/join"), (ALICE, "/start")):
                assert await next(turn).post(http, updates.command(uid, text, chat_id=chat))

        await asyncio.gather(*(one_chat(chat) for chat in chats))
        # every command answered in its chat (a refusal is an answer too)
        await until(lambda: all(len(state.to_chat(c)) >= 3 for c in chats))
        await until(lambda: all(state.photos(c) or any(w in t for t in texts(state, c)
                                                       for w in WRONG) for c in chats))
    return [c for c in chats if any(w in t for t in texts(state, c) for w in WRONG)
            or not state.photos(c)]


@pytest.mark.parametrize(("backend", "count"), [("sqlite", 1), ("postgres", 1),
                                                ("postgres", 2)])
async def test_one_chats_commands_are_handled_in_the_order_they_came(
        api: FakeBotAPI, state: TelegramState, tmp_path: Path, request: pytest.FixtureRequest,
        backend: str, count: int) -> None:
    where = ({"DATABASE_PATH": str(tmp_path / "bot.db")} if backend == "sqlite" else
             {"DATABASE_URL": request.getfixturevalue("pg_url")})
    workers = [BotProcess(api.port, tmp_path, **where) for _ in range(count)]
    for w in workers:
        await w.start()
    chats = [GROUP - i for i in range(CHATS)]
    try:
        wrong = await play_the_operators_script(workers, state, chats)
        for w in workers:
            w.signal(signal.SIGTERM)
        codes = [await w.wait() for w in workers]
    finally:
        for w in workers:
            await w.kill()
    print(f"\n{backend}, {count} worker(s): {len(wrong)} of {len(chats)} chats answered "
          "wrong")
    assert codes == [0] * count, "\n".join(workers[0].lines[-30:])
    assert not wrong, {c: texts(state, c) for c in wrong}
    for w in workers:
        assert "Traceback" not in "\n".join(w.lines)


SOURCE, CHAT = "telegram:777", f"telegram:{GROUP}:"


async def logged(caplog: LogCaptureFixture, text: str) -> None:
    await until(lambda: any(text in r.getMessage() for r in caplog.records))


async def test_an_update_waits_for_the_earlier_one_another_worker_took(
        pg_url: str, caplog: LogCaptureFixture) -> None:
    """Worker A took update 1 of the chat (claimed before its 200) and handles it; worker
    B, given update 2, begins only once A has handled 1."""
    a, b = await open_postgres(pg_url), await open_postgres(pg_url)
    try:
        first = GameService(a, lexicons=lambda _r: None, pictures=False)
        second = GameService(b, lexicons=lambda _r: None, pictures=False)
        assert await first.claim_update(SOURCE, 1, CHAT)
        assert await second.claim_update(SOURCE, 2, CHAT)
        order = ChatOrder(second, SOURCE)
        entered = asyncio.Event()

        async def handle_2() -> None:
            async with order.turn(2, CHAT):
                entered.set()

        with caplog.at_level(logging.DEBUG, "bot.telegram.order"):
            task = asyncio.create_task(handle_2())
            await logged(caplog, f"update 2 of {CHAT} waits for the earlier update 1")
            assert not entered.is_set() and order.running == 0 and len(order) == 1
            await first.update_handled(SOURCE, 1)
            await task
        assert entered.is_set() and len(order) == 0
        assert await first.earlier_update(SOURCE, CHAT, 3, 60.0) is None  # 2 handled too
    finally:
        await a.close()
        await b.close()


async def test_a_stuck_earlier_update_holds_its_chat_back_only_for_the_bound(
        pg_url: str, caplog: LogCaptureFixture) -> None:
    """Update 1 taken by a worker that was killed (never handled), and update 2 of this
    process that hangs: each holds the chat's next update back only for the bound, and
    a WARNING says so."""
    a, b = await open_postgres(pg_url), await open_postgres(pg_url)
    try:
        dead = GameService(a, lexicons=lambda _r: None, pictures=False)
        alive = GameService(b, lexicons=lambda _r: None, pictures=False)
        assert await dead.claim_update(SOURCE, 1, CHAT)
        order = ChatOrder(alive, SOURCE, bound=0.5)
        hangs, entered = asyncio.Event(), asyncio.Event()

        async def handle(update_id: int, then: asyncio.Event) -> None:
            assert await alive.claim_update(SOURCE, update_id, CHAT)
            async with order.turn(update_id, CHAT):
                then.set()
                if update_id == 2:
                    await asyncio.Event().wait()  # hangs

        stuck = asyncio.create_task(handle(2, hangs))
        await hangs.wait()
        await handle(3, entered)
        assert entered.is_set()
        stuck.cancel()
        with pytest.raises(asyncio.CancelledError):
            await stuck
        warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
        assert any(f"update 2 of {CHAT}: the earlier update 1 of the chat, taken by another "
                   "process, is still not handled" in w for w in warnings), warnings
        assert any(f"update 3 of {CHAT}: the earlier update 2 of the chat is still not "
                   "handled" in w for w in warnings), warnings
        assert len(order) == 0
    finally:
        await a.close()
        await b.close()


async def test_an_update_whose_answers_wait_for_telegram_does_not_hold_its_chat_back(
        tmp_path: Path, caplog: LogCaptureFixture) -> None:
    """An operator's Telegram outage: /board's answer could not be sent, and the chat's
    next command (/score) waited the whole bound behind it, then ran with a WARNING that
    called /board hung.  Once an update's answers are queued (each chat's queue keeps
    their order), the chat's next update goes; the update itself is over only once they
    are delivered (a stop still waits for it, and another process too)."""
    repo = await open_repository(tmp_path / "bot.db")
    try:
        service = GameService(repo, lexicons=lambda _r: None, pictures=False)
        order = ChatOrder(service, SOURCE, bound=3600.0)  # a wait would be the test's end
        delivering, delivered, entered = asyncio.Event(), asyncio.Event(), asyncio.Event()

        async def board() -> None:
            assert await service.claim_update(SOURCE, 4, CHAT)
            async with order.turn(4, CHAT):
                order.answers_queued(4)  # as Delivery.deliver calls it, then it waits
                delivering.set()
                await delivered.wait()  # Telegram does not answer

        async def score() -> None:
            assert await service.claim_update(SOURCE, 5, CHAT)
            async with order.turn(5, CHAT):
                entered.set()

        first = asyncio.create_task(board())
        await delivering.wait()
        await asyncio.wait_for(score(), 60)  # a fail-safe only: it went at once, or hangs
        assert entered.is_set() and not first.done()
        assert 4 in order and 5 not in order  # /board is over only once delivered
        delivered.set()
        await first
        assert len(order) == 0
        assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    finally:
        await repo.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_the_stop_line_counts_every_acknowledged_update_not_yet_answered(
        api: FakeBotAPI, state: TelegramState, tmp_path: Path, request: pytest.FixtureRequest,
        backend: str) -> None:
    """Ten updates acknowledged in three groups, every answer held by Telegram: each is
    handled in its chat's order, its answer queued behind the one before it (a chat's
    next update need not wait for an answer Telegram holds), and all ten wait on their
    answers.  The stop's line counted only the handlers running ("2 update(s) being
    handled, 0 queued" of ten, and then eight more were handled); now it says all ten."""
    where = ({"DATABASE_PATH": str(tmp_path / "bot.db")} if backend == "sqlite" else
             {"DATABASE_URL": request.getfixturevalue("pg_url")})
    bot = BotProcess(api.port, tmp_path, STOP_TIMEOUT="1", **where)
    await bot.start()
    api.held = {"sendMessage", "sendPhoto"}
    groups = [GROUP, GROUP - 1, GROUP - 2]
    updates = Updates()
    try:
        async with aiohttp.ClientSession() as http:
            posts = [updates.command(ALICE, "/help", chat_id=groups[i % 3]) for i in range(10)]
            assert all(await asyncio.gather(*(bot.post(http, p) for p in posts)))
            await until(lambda: {c.chat_id for c in api.holding} == set(groups)
                        and sum("command /help in" in ln for ln in bot.lines) == 10)
            bot.signal(signal.SIGTERM)
            code = await bot.wait()
    finally:
        await bot.kill()
    assert code == 0, "\n".join(bot.lines[-30:])
    stopping = next(ln for ln in bot.lines if "Telegram: stopping within" in ln)
    assert ("Telegram: stopping within 1 s: 10 update(s) being handled, 0 queued, 10 "
            "message(s) to send (10 acknowledged and not yet answered)") in stopping, stopping
    assert bot.has("came with 10 update(s) still unanswered, cancelled"), bot.lines
    # Nothing is lost (webhook updates, none committed: each is kept and handled again,
    # answered then): a rolling restart under load is told at INFO, not warned of.
    assert not [ln for ln in bot.lines if " WARNING " in ln or " ERROR " in ln], bot.lines
    assert bot.has("and are dropped (their updates are kept in the database and handled "
                   "again"), bot.lines
