"""Telegram delivery within its flood limits (bot/telegram/outbox.py): a whole game with
three computers against a fake Bot API that answers 429 to a share of the sends, a busy
group that never delays a rack, a chat that can never be reached, and button presses
answered before the vote's messages go out."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from scripted_service import ScriptedService, animation
from telegram import Update
from telegram.ext import AIORateLimiter
from telegram_fake import (
    ALICE,
    BOB,
    GROUP,
    Call,
    RecordingRequest,
    TelegramState,
    every,
)
from telegram_harness import TOKEN, Harness

from bot.protocol import ChatRef, Outgoing, UserRef
from bot.settings import Settings, webhook_url_problem
from bot.telegram import TelegramAdapter
from bot.telegram.delivery import CAPTION_LIMIT, FileLimits
from bot.telegram.outbox import Limits

SENDS = ("sendMessage", "sendPhoto", "sendDocument")
# python-telegram-bot 22 warns, as it builds each RetryAfter, that retry_after will become
# a timedelta (bot/telegram/outbox.py reads either)
pytestmark = pytest.mark.filterwarnings(
    "ignore:.*retry_after.*:telegram.warnings.PTBDeprecationWarning")


class Waits:
    """The outbox's sleep: records each wait and lets the loop run, instead of sleeping
    for Telegram's ``retry_after`` seconds."""

    def __init__(self) -> None:
        self.seconds: list[float] = []
        self.hold: asyncio.Event | None = None  # set: long waits block until it is set

    async def __call__(self, seconds: float) -> None:
        self.seconds.append(seconds)
        if self.hold is not None and seconds >= 10:
            await self.hold.wait()
        await asyncio.sleep(0)


async def eventually(check: Callable[[], bool], timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out"
        await asyncio.sleep(0.01)


def expected_calls(out: Outgoing) -> list[tuple[str, str, bytes | None]]:
    """The Bot API calls (method, text, photo) one Outgoing becomes."""
    text = out.text or ""
    if out.image is not None:
        if len(text) > CAPTION_LIMIT:
            return [("sendMessage", text, None), ("sendPhoto", "", out.image)]
        return [("sendPhoto", text, out.image)]
    if out.file is not None:
        return [("sendDocument", text, None)]
    return [("sendMessage", text or "…", None)]


def delivered(state: TelegramState, chat_id: int) -> list[tuple[str, str, bytes | None]]:
    return [(c.method, c.text, c.files.get("photo")) for c in state.to_chat(chat_id)]


# -- a whole game, through flood waits --------------------------------------------------


async def test_a_game_with_three_computers_through_flood_waits(tmp_path: Path) -> None:
    """Alice and three computers play a whole game of English; the fake Bot API refuses
    every third send with 429 (retry after 7 s).  Every message and picture the service
    returned reaches its chat, in order, none twice; each of Alice's moves brings the
    group one message (a photo with the moves as its caption)."""
    from bot.service import GameService
    from engine import players
    from storage import open_repository

    repo = await open_repository(tmp_path / "games.sqlite3")
    service = GameService(repo, seeds=lambda: "flood-1", default_language="en")
    returned: list[Outgoing] = []
    handle = service.handle

    async def recording_handle(cmd: Any) -> list[Outgoing]:
        outs = await handle(cmd)
        returned.extend(outs)
        return outs

    service.handle = recording_handle  # type: ignore[method-assign]
    state = TelegramState()
    state.flood = every(3, 7)
    # the library's limiter is in the path (with limits no test reaches)
    limits = Limits(overall_per_second=10_000, group_per_minute=100_000, chat_per_second=0)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=limits)
    waits = Waits()
    adapter.outbox.sleep = waits
    app = adapter.build(RecordingRequest(state))
    assert isinstance(app.bot.rate_limiter, AIORateLimiter)
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    chat_key = f"telegram:{GROUP}:"
    rounds: list[list[Call]] = []
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            await tg.command(ALICE, "/new english")
            for _ in range(3):
                await tg.command(ALICE, "/addbot beginner")
            await tg.command(ALICE, "/start")
            for _ in range(40):
                rec = await repo.open_game(chat_key)
                if rec is None or rec.status != "active":
                    break
                game = service.load_game(rec)
                seat = game.seat_of(f"telegram:{ALICE}")
                if game.actor() != seat:  # the last move's window: fire it
                    outs = await service.due(time.time() + 3600)
                    returned.extend(outs)
                    await adapter.deliver(outs)
                    continue
                lex = service.walkable(rec.ruleset)
                assert lex is not None
                moves = players.best_moves(game, seat, 1, lex)
                first = len(state.calls)
                await tg.command(ALICE, f"/play {moves[0].notation}" if moves else "/pass")
                rounds.append(state.calls[first:])
            assert (await repo.latest_game(chat_key)).status == "over"  # type: ignore[union-attr]
    finally:
        await repo.close()
    assert not errors, errors

    # every refused send was waited for as asked, and tried again until it went through
    assert state.refused and waits.seconds == [7.0] * len(state.refused)
    # in order, none twice, none lost: the group and Alice's private chat
    for chat_id, outs in ((GROUP, [o for o in returned if o.private_to is None]),
                          (ALICE, [o for o in returned if o.private_to is not None])):
        want = [call for out in outs for call in expected_calls(out)]
        assert delivered(state, chat_id) == want
    assert not any(o.private_to is not None and o.private_to.id != str(ALICE)
                   for o in returned)  # the computers' racks go nowhere
    # one group message per round: the moves and the board in one photo
    assert len(rounds) >= 4
    for calls in rounds:
        group = [c for c in calls if c.method in SENDS and c.chat_id == GROUP]
        assert [c.method for c in group] in (["sendPhoto"], ["sendMessage", "sendPhoto"])


# -- a busy group never delays a rack ----------------------------------------------------


async def test_a_rack_does_not_wait_for_a_group_in_flood_wait(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await tg.command(ALICE, "/new english")
    await tg.command(BOB, "/join")
    await tg.command(ALICE, "/start")
    waits = Waits()
    waits.hold = asyncio.Event()
    tg.adapter.outbox.sleep = waits
    refused: list[Call] = []

    def flood(call: Call) -> int | None:
        if call.chat_id == GROUP and not refused:
            refused.append(call)
            return 30
        return None

    state.flood = flood
    group_before, racks_before = len(state.to_chat(GROUP)), len(state.photos(ALICE))
    play = asyncio.create_task(tg.command(ALICE, "/play 8H WORD"))
    # the board waits out its 30 s in the group's queue; the rack is already there
    await eventually(lambda: len(state.photos(ALICE)) == racks_before + 1)
    assert waits.seconds == [30] and len(state.to_chat(GROUP)) == group_before
    waits.hold.set()
    await play
    board = state.to_chat(GROUP)[group_before:]
    assert [c.method for c in board] == ["sendPhoto"] and "plays WORD" in board[0].text


# -- a chat that cannot be reached --------------------------------------------------------


async def test_an_unreachable_group_is_logged_once_and_not_retried(
        tg: Harness, service: ScriptedService, state: TelegramState,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bot.telegram")
    await tg.command(ALICE, "/new english")
    state.gone.add(GROUP)  # the bot was removed from the group
    await tg.command(BOB, "/join")
    await tg.command(ALICE, "/start")
    attempts = [c for c in state.refused if c.chat_id == GROUP]
    assert len(attempts) == 2  # one try for each message, no retry
    warnings = [r.getMessage() for r in caplog.records if "cannot be delivered" in r.getMessage()]
    assert len(warnings) == 1 and str(GROUP) in warnings[0]
    assert state.photos(ALICE) and state.photos(BOB)  # the racks still arrive
    state.gone.discard(GROUP)  # added again: delivered, and a new failure is told again
    await tg.command(ALICE, "/board")
    state.gone.add(GROUP)
    await tg.command(ALICE, "/board")
    assert len([r for r in caplog.records if "cannot be delivered" in r.getMessage()]) == 2


# -- buttons answered at once -------------------------------------------------------------


async def test_a_button_press_is_answered_before_its_votes_messages(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await tg.command(ALICE, "/new english")
    await tg.command(BOB, "/join")
    await tg.command(ALICE, "/start")
    await tg.command(ALICE, "/play 8H WORD")
    mid = next(int(m) for m, ref in service.delivered_ids.items() if ref.endswith("#move2"))
    first = len(state.calls)
    await tg.press(BOB, mid, "challenge")
    methods = [c.method for c in state.calls[first:]]
    assert methods == ["answerCallbackQuery", "sendPhoto"]  # the answer, then the board
    assert state.calls[first].params.keys() == {"callback_query_id"}


async def test_a_slow_vote_is_answered_while_the_service_works(state: TelegramState) -> None:
    """The service takes its time (computers think after the vote): the press is answered
    with "vote received" after ``answer_wait``, and the outcome follows as a message."""
    release = asyncio.Event()

    class Slow(ScriptedService):
        async def vote(self, vote):  # type: ignore[no-untyped-def]
            await release.wait()
            return await super().vote(vote)

    service = Slow()
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none(),
                              answer_wait=0.05)
    app = adapter.build(RecordingRequest(state))
    async with app:
        tg = Harness(adapter, app, state, [])
        await tg.command(ALICE, "/new english")
        await tg.command(BOB, "/join")
        await tg.command(ALICE, "/start")
        await tg.command(ALICE, "/play 8H WORD")
        mid = next(int(m) for m, ref in service.delivered_ids.items() if ref.endswith("#move2"))
        sent = len(state.sent())
        press = asyncio.create_task(
            app.process_update(Update.de_json(tg.updates.button(BOB, mid, "v:challenge"),
                                              app.bot)))
        await eventually(lambda: bool(state.of("answerCallbackQuery")))
        answer = state.of("answerCallbackQuery")[0]
        assert answer.params["text"].startswith("Vote received")
        assert len(state.sent()) == sent  # nothing of the vote yet
        release.set()
        await press
        assert len(state.of("answerCallbackQuery")) == 1  # answered exactly once
        assert "challenged" in state.photos(GROUP)[-1].text


# -- the limits ---------------------------------------------------------------------------


def most_in_a_minute(stamps: list[float]) -> int:
    """The most calls in any 60 s window (one that starts at a call is as full as any)."""
    return max((sum(1 for t in stamps if s <= t < s + 60.0) for s in stamps), default=0)


async def test_a_group_gets_at_most_twenty_messages_in_any_minute() -> None:
    """Telegram allows 20 a minute in a group; the library's leaky bucket let 40 into the
    first minute (20 at once, then one every 3 s).  Measured on a clock the outbox's
    waits move (no wall time), with the production limiter in the path."""
    now = [0.0]

    async def sleep(seconds: float) -> None:
        now[0] += seconds
        await asyncio.sleep(0)

    state = TelegramState()
    stamps: list[float] = []
    state.flood = lambda call: stamps.append(now[0]) if call.chat_id == GROUP else None
    limits = Limits(overall_per_second=30, group_per_minute=20, chat_per_second=0)
    adapter = TelegramAdapter(ScriptedService(), Settings(telegram_token=TOKEN), limits=limits)
    adapter.outbox.sleep, adapter.outbox.clock = sleep, lambda: now[0]
    app = adapter.build(RecordingRequest(state))
    async with app:
        await adapter.deliver([Outgoing(f"m{i}", chat=ChatRef("telegram", str(GROUP)))
                               for i in range(45)]
                              + [Outgoing("rack", private_to=UserRef("telegram", str(ALICE),
                                                                     "Alice"))])
    assert len(stamps) == 45
    assert most_in_a_minute(stamps) == 20
    assert stamps[19] == 0.0 and stamps[20] == 60.0 and stamps[40] == 120.0  # no slower
    assert len(state.to_chat(ALICE)) == 1  # a private chat is not a group


async def test_a_file_over_telegrams_limits_is_not_sent(tg: Harness,
                                                       state: TelegramState) -> None:
    """An animation over the upload limit goes as its last frame (the recap's final
    board), a photo over the photo limit is left out; the text goes either way."""
    gif = animation(12)
    tg.adapter.delivery.file_limits = FileLimits(photo=len(gif), upload=len(gif) - 1)
    here = ChatRef("telegram", str(GROUP))
    await tg.adapter.deliver([Outgoing("Recap:", chat=here, image=gif,
                                       image_name="recap.gif")])
    assert not state.of("sendAnimation")
    photo = state.photos(GROUP)[-1]
    assert photo.params["caption"] == "Recap:"
    assert photo.files["photo"][:8] == b"\x89PNG\r\n\x1a\n"
    tg.adapter.delivery.file_limits = FileLimits(photo=10, upload=10)
    await tg.adapter.deliver([Outgoing("Board", chat=here, image=gif[:11],
                                       image_name="board.png")])
    assert state.sent()[-1].method == "sendMessage" and state.sent()[-1].text == "Board"


def test_the_default_limits_are_telegrams() -> None:
    limits = Limits()
    assert (limits.overall_per_second, limits.group_per_minute, limits.chat_per_second) == (
        30, 20, 1)
    adapter = TelegramAdapter(ScriptedService(), Settings(telegram_token=TOKEN))
    app = adapter.build(RecordingRequest(TelegramState()))
    assert isinstance(app.bot.rate_limiter, AIORateLimiter)
    assert Limits.none().rate_limiter() is None


@pytest.mark.parametrize(("url", "ok"), [
    ("https://bot.example.org/telegram", True),
    ("https://bot.example.org:8443/telegram", True),
    ("https://bot.example.org:88/t", True),
    ("https://bot.example.org:80/t", True),
    ("https://bot.example.org:8080/telegram", False),  # not a port Telegram posts to
    ("http://bot.example.org/telegram", False),  # Telegram posts only over HTTPS
    ("bot.example.org/telegram", False),
])
def test_webhook_addresses_telegram_accepts(url: str, ok: bool) -> None:
    assert (webhook_url_problem(url) is None) == ok
