"""Vote buttons come off a message once its vote is closed (issue 26): the real game
service and python-telegram-bot against the fake Bot API; a closed vote's message is
edited to no keyboard, whichever worker sent it, and an edit Telegram refuses is dropped."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from real_game import turn_and_move
from telegram_fake import ALICE, BOB, GROUP, RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.service import GameService
from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits
from engine.lexicon import WordSet
from storage import open_repository

CHAT_KEY = f"telegram:{GROUP}:"


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@contextlib.asynccontextmanager
async def worker(db: Path, state: TelegramState, clock: Clock,
                 ) -> AsyncIterator[tuple[Harness, Any, GameService]]:
    """One bot worker: its own service and repository on the shared database, its own
    python-telegram-bot application on the one fake Telegram."""
    repo = await open_repository(db)
    service = GameService(repo, lexicons=lambda _r: WordSet(["QI"]), clock=clock,
                          seeds=lambda: "closed-votes", default_language="en",
                          pictures=False)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    try:
        async with app:
            yield Harness(adapter, app, state, errors), repo, service
            await adapter.delivery.flush()
    finally:
        await repo.close()
    assert not errors, errors


async def started(tg: Harness, repo: Any, variant: str) -> tuple[int, int, int]:
    """(mover, the other player, the id of the move's message with its vote buttons)."""
    await tg.command(ALICE, f"/new {variant}")
    await tg.command(BOB, "/join")
    await tg.command(ALICE, "/start")
    mover, move = await turn_and_move(repo, CHAT_KEY)
    await tg.command(int(mover), f"/play {move}")
    voted = [c for c in tg.state.to_chat(GROUP) if c.buttons]
    assert voted and {b.get("callback_data") for b in voted[-1].buttons} >= {"v:accept"}
    mid = list(tg.adapter.delivery.reactions)[-1][1]
    assert await repo.find_ref(CHAT_KEY, str(mid))
    return int(mover), BOB if int(mover) == ALICE else ALICE, mid


async def test_a_settled_challenge_takes_the_buttons_off(tmp_path: Path) -> None:
    state = TelegramState()
    async with worker(tmp_path / "games.sqlite3", state, Clock()) as (tg, repo, _svc):
        _mover, other, mid = await started(tg, repo, "english")
        assert state.unbuttoned(GROUP) == []
        await tg.press(other, mid, "challenge")  # no such word: taken back
        assert state.unbuttoned(GROUP) == [mid]
        edit = state.of("editMessageReplyMarkup")[-1]
        assert "reply_markup" not in edit.params or not edit.buttons


async def test_a_window_closed_by_its_deadline_takes_the_buttons_off(tmp_path: Path) -> None:
    state, clock = TelegramState(), Clock()
    async with worker(tmp_path / "games.sqlite3", state, clock) as (tg, repo, service):
        _mover, _other, mid = await started(tg, repo, "literaki")
        clock.now += 60  # past the 10 s window: the timer closes it
        outs = await service.due(clock.now)
        assert outs
        await tg.adapter.deliver_timed(outs)
        await tg.adapter.delivery.flush()
        assert state.unbuttoned(GROUP) == [mid]


async def test_a_game_that_ends_takes_the_open_votes_buttons_off(tmp_path: Path) -> None:
    state = TelegramState()
    async with worker(tmp_path / "games.sqlite3", state, Clock()) as (tg, repo, _svc):
        _mover, other, mid = await started(tg, repo, "english")
        await tg.command(other, "/resign yes")
        assert state.unbuttoned(GROUP) == [mid]
        end = state.to_chat(GROUP)[-1]  # its rematch button stays
        assert [b.get("callback_data") for b in end.buttons] == ["v:rematch"]


async def test_the_worker_that_closes_a_vote_unbuttons_another_workers_message(
        tmp_path: Path) -> None:
    """Two webhook workers on one database: the move's message went out through one, the
    vote that closes it came to the other, which finds the message in the database."""
    state, clock, db = TelegramState(), Clock(), tmp_path / "games.sqlite3"
    async with worker(db, state, clock) as (first, repo, _a):
        _mover, other, mid = await started(first, repo, "english")
        async with worker(db, state, clock) as (second, _repo, _b):
            second.updates = first.updates  # one Telegram: its update ids go on
            await second.press(other, mid, "challenge")
        assert state.unbuttoned(GROUP) == [mid]


async def test_an_edit_telegram_refuses_is_dropped(tmp_path: Path) -> None:
    state = TelegramState()
    async with worker(tmp_path / "games.sqlite3", state, Clock()) as (tg, repo, _svc):
        _mover, other, mid = await started(tg, repo, "english")
        state.deleted.add(mid)  # someone deleted the message
        calls = len(state.calls)
        await tg.press(other, mid, "challenge")
        edits = [c for c in state.calls[calls:] if c.method == "editMessageReplyMarkup"]
        assert len(edits) == 1  # tried once, not again
        await tg.command(other, "/score")  # and the bot goes on
        assert state.to_chat(GROUP)[-1].method == "sendMessage"
