"""Issue 26: a stop sends the racks first.  While ``racks_first`` is set, a group's next
message waits until no private chat has one to send; ``close`` drops what its bound cuts
and says so in the log."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.telegram.outbox import Limits, Outbox

GROUP, ALICE, BOB = -100123, 501, 502


async def test_a_stop_sends_the_private_chats_first() -> None:
    outbox = Outbox(Limits.none())
    order: list[int] = []
    gate = asyncio.Event()

    def job(chat_id: int, wait: bool = False):  # type: ignore[no-untyped-def]
        async def run() -> None:
            if wait:
                await gate.wait()
            order.append(chat_id)
        return run

    outbox.racks_first = True
    done = [outbox.submit(GROUP, job(GROUP)), outbox.submit(GROUP, job(GROUP)),
            outbox.submit(ALICE, job(ALICE, wait=True)), outbox.submit(BOB, job(BOB))]
    await asyncio.sleep(0)  # every worker has had its turn: the group's waits for Alice
    assert GROUP not in order
    gate.set()
    await asyncio.gather(*done)
    assert order == [BOB, ALICE, GROUP, GROUP]


async def test_close_drops_what_the_bound_cuts_and_logs_it(
        caplog: pytest.LogCaptureFixture) -> None:
    outbox = Outbox(Limits.none())
    never = asyncio.Event()

    async def stuck() -> None:
        await never.wait()

    futures = [outbox.submit(GROUP, stuck), outbox.submit(GROUP, stuck),
               outbox.submit(ALICE, stuck)]
    with caplog.at_level(logging.WARNING, logger="bot.telegram.outbox"):
        await outbox.close(0.01)
    assert all(f.cancelled() for f in futures)
    assert "1 message(s) to 1 private chat(s) and 2 to 1 group(s)" in caplog.text


async def test_a_telegram_outage_of_minutes_delays_the_messages_and_loses_none() -> None:
    """An operator's Telegram outage of 15 s lost every message sent meanwhile (four
    tries, after 1, 2, 4 and 8 s), the game going on without its players being told.
    Now a message is tried again for about five minutes, the waits growing to 30 s."""
    from telegram.error import NetworkError

    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    outbox = Outbox(Limits(0, 0, 0, 0), sleep=sleep)
    failures = iter(range(9))

    async def send() -> str:
        if next(failures, None) is not None:
            raise NetworkError("httpx.ConnectError: All connection attempts failed")
        return "sent"

    assert await outbox.call(GROUP, send) == "sent"
    assert waits == [1, 2, 4, 8, 16, 30, 30, 30, 30]
    waits.clear()

    async def never() -> str:
        raise NetworkError("down for good")

    with pytest.raises(NetworkError):
        await outbox.call(GROUP, never)
    assert 290 <= sum(waits) <= 320  # about five minutes, then it is given up


async def test_a_message_waiting_for_its_next_try_counts_as_queued() -> None:
    """``wordgames_outbox_queued`` counts the message being tried again in an outage: it
    read 0 while the only message waited for its retries (an operator's outage)."""
    from prometheus_client import REGISTRY
    from telegram.error import NetworkError

    retrying = asyncio.Event()
    go_on = asyncio.Event()

    async def sleep(seconds: float) -> None:
        retrying.set()
        await go_on.wait()

    outbox = Outbox(Limits(0, 0, 0, 0), sleep=sleep)
    tries = iter(range(1))

    async def send() -> str:
        if next(tries, None) is not None:
            raise NetworkError("httpx.ConnectError: All connection attempts failed")
        return "sent"

    sent = outbox.submit(GROUP, lambda: outbox.call(GROUP, send))  # as Delivery does
    await retrying.wait()
    queued = REGISTRY.get_sample_value("wordgames_outbox_queued", {"platform": "telegram"})
    assert queued == 1
    go_on.set()
    assert await sent == "sent"
    assert REGISTRY.get_sample_value("wordgames_outbox_queued", {"platform": "telegram"}) == 0


async def test_telegram_answering_again_ends_the_retry_wait_at_once() -> None:
    """Operator pass ops35 M3: after an outage a queued message waited for its back-off
    (up to 30 s) before it was tried again.  ``reachable_again`` (Telegram answered some
    other call) ends the wait; here the wait itself never ends, so only that can."""
    from telegram.error import NetworkError

    never = asyncio.Event()

    async def forever(_seconds: float) -> None:
        await never.wait()

    outbox = Outbox(Limits(network_retries=5, network_backoff=30.0), sleep=forever)
    tries: list[int] = []
    failed = asyncio.Event()

    async def send() -> str:
        tries.append(1)
        if len(tries) == 1:
            failed.set()
            raise NetworkError("httpx.ConnectError: All connection attempts failed")
        return "sent"

    call = asyncio.create_task(outbox.call(GROUP, send))
    await failed.wait()
    await asyncio.sleep(0)  # it waits for its next try now
    assert not call.done()
    outbox.reachable_again()
    assert await call == "sent" and len(tries) == 2
