"""run_telegram over real HTTP against a local fake Bot API server: polling and webhook."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
from collections.abc import Callable

import aiohttp
import pytest
from bot_api_server import FakeBotAPI, form_list
from scripted_service import ScriptedService, png
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates
from telegram_harness import TOKEN

from bot.settings import Settings
from bot.telegram import ALLOWED_UPDATES, run_telegram
from bot.telegram.run import REFUSED_EVERY, RefusedSecrets, SecondPoller


async def eventually(check: Callable[[], bool], timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not check():
        if loop.time() > end:
            raise AssertionError("timed out waiting for the bot")
        await asyncio.sleep(0.02)




async def stop(task: asyncio.Task[None]) -> None:
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_polling_game_over_http(api: FakeBotAPI, state: TelegramState) -> None:
    service = ScriptedService()
    settings = Settings(telegram_token=TOKEN, telegram_api_url=f"http://127.0.0.1:{api.port}")
    task = asyncio.create_task(run_telegram(service, settings))
    try:
        await eventually(lambda: bool(state.of("getUpdates")))
        # startup: who am I, the command lists, no webhook, then long polling that asks for
        # reactions too
        methods = [c.method for c in state.calls]
        assert methods[0] == "getMe"
        assert methods.count("setMyCommands") == 12  # group and private chats, 6 languages
        scopes = {json.loads(c.params["scope"])["type"] for c in state.of("setMyCommands")}
        assert scopes == {"all_group_chats", "all_private_chats"}
        assert "deleteWebhook" in methods
        poll = state.of("getUpdates")[0]
        assert form_list(poll.params["allowed_updates"]) == ALLOWED_UPDATES
        assert "message_reaction" in ALLOWED_UPDATES

        updates = Updates()
        for uid, text in ((ALICE, "/new english"), (BOB, "/join"), (ALICE, "/start"),
                          (ALICE, "/play 8H WORD")):
            count = len(service.commands)
            await api.push(updates.command(uid, text))
            await eventually(lambda count=count: len(service.commands) > count)
        await eventually(lambda: len(state.photos(GROUP)) == 2)
        board = state.photos(GROUP)[-1]
        assert board.files["photo"] == png(2)  # the picture as the multipart part "photo"
        assert [b["callback_data"] for b in board.buttons] == ["v:accept", "v:challenge"]
        await eventually(lambda: len(state.photos(ALICE)) == 2)
        assert state.photos(ALICE)[-1].files["photo"] == png(999)

        # the message id is reported once the send is answered: the outbox may still be
        # on it when the photo is seen by the fake
        await eventually(lambda: any(ref.endswith("#move2")
                                     for ref in service.delivered_ids.values()))
        mid = next(int(m) for m, ref in service.delivered_ids.items() if ref.endswith("#move2"))
        await api.push(updates.reaction(BOB, mid, ["👎"]))
        await eventually(lambda: len(service.counted_votes) == 1)
        await api.push(updates.button(BOB, mid, "v:accept"))
        await eventually(lambda: bool(state.of("answerCallbackQuery")))
        # the offsets move on: every update is confirmed once
        last = max(u["update_id"] for u in api.updates)
        await eventually(lambda: api.offsets[-1] == last + 1)
        assert api.offsets == sorted(api.offsets)
        for call in state.group_calls():
            assert "Your rack" not in call.text
    finally:
        await stop(task)


async def test_a_second_poller_stops_instead_of_fighting_the_first(
        api: FakeBotAPI, state: TelegramState) -> None:
    api.other_poller = True  # Telegram's answer while another process polls the token
    settings = Settings(telegram_token=TOKEN, telegram_api_url=f"http://127.0.0.1:{api.port}")
    with pytest.raises(SecondPoller, match="webhook mode"):
        await asyncio.wait_for(run_telegram(ScriptedService(), settings), 20)
    assert len(state.of("getUpdates")) >= 1


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_webhook_mode(api: FakeBotAPI, state: TelegramState,
                            caplog: pytest.LogCaptureFixture) -> None:
    service = ScriptedService()
    port = free_port()
    settings = Settings(telegram_token=TOKEN, telegram_api_url=f"http://127.0.0.1:{api.port}",
                        telegram_webhook_url="https://bot.example.org/tg/hook",
                        telegram_webhook_listen="127.0.0.1", telegram_webhook_port=port,
                        telegram_webhook_secret="s3cret")
    task = asyncio.create_task(run_telegram(service, settings))
    try:
        await eventually(lambda: bool(state.of("setWebhook")))
        hook = state.of("setWebhook")[0]
        assert hook.params["url"] == "https://bot.example.org/tg/hook"
        assert hook.params["secret_token"] == "s3cret"
        assert form_list(hook.params["allowed_updates"]) == ALLOWED_UPDATES
        assert not state.of("getUpdates")

        url = f"http://127.0.0.1:{port}/tg/hook"
        update = Updates().command(ALICE, "/help")
        async with aiohttp.ClientSession() as http:
            caplog.set_level(logging.WARNING, logger="bot.telegram.run")
            async with http.post(url, json=update) as resp:
                assert resp.status == 403  # no secret header: refused
            wrong = {"X-Telegram-Bot-Api-Secret-Token": "another worker's"}
            async with http.post(url, json=update, headers=wrong) as resp:
                assert resp.status == 403  # another secret: refused
            # One line, said at once (the second within the minute counted for the next)
            said = [r.getMessage() for r in caplog.records if "refused with 403" in r.message]
            assert said == [
                "Telegram: 1 webhook request(s) refused with 403 (the last one had no "
                "secret token: not Telegram's, which always sends one, but a scanner's, "
                "or the proxy drops the X-Telegram-Bot-Api-Secret-Token header)"]
            headers = {"X-Telegram-Bot-Api-Secret-Token": "s3cret"}
            async with http.post(url, json=update, headers=headers) as resp:
                assert resp.status == 200
        await eventually(lambda: bool(state.to_chat(GROUP)))
        assert [c.name for c in service.commands] == ["help"]
    finally:
        await stop(task)


def test_refused_secrets_are_one_line_a_minute_with_their_count(
        caplog: pytest.LogCaptureFixture) -> None:
    """A worker whose secret is not the one Telegram sends has every update refused: a
    line at once, then at most one a minute, counting the ones since the last line."""
    now = [1000.0]
    refused = RefusedSecrets(clock=lambda: now[0], later=lambda delay, fn: None)
    caplog.set_level(logging.WARNING, logger="bot.telegram.run")
    refused.refused("")
    for _ in range(4):
        now[0] += 10
        refused.refused("wrong")
    now[0] += REFUSED_EVERY - 40  # a minute after the first line
    refused.refused("wrong")
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2 and all(r.levelno == logging.WARNING for r in caplog.records)
    assert lines[0].startswith("Telegram: 1 webhook request(s) refused with 403 (the last "
                               "one had no secret token: not Telegram's")
    assert lines[1].startswith("Telegram: 5 webhook request(s) refused with 403 in the "
                               "last 60 s (the last one had a wrong secret token): the "
                               "secret did not match this worker's; every worker of the "
                               "webhook must have the same TELEGRAM_WEBHOOK_SECRET"), lines
    # A wrong secret among them is said whatever came last (a scanner's, with none): it
    # is the one that means the workers' settings differ.
    now[0] += 10
    refused.refused("wrong")
    now[0] += REFUSED_EVERY
    refused.refused("")
    third = [r.getMessage() for r in caplog.records][2]
    assert third.startswith("Telegram: 2 webhook request(s) refused with 403 in the last "
                            "70 s (1 with a wrong secret token, 1 with none): the secret "
                            "did not match this worker's"), third


def test_refused_secrets_held_back_are_said_when_the_minute_is_up(
        caplog: pytest.LogCaptureFixture) -> None:
    """Refusals after a line are held for the minute, and said when it is up even if no
    other request comes (they were said only at the next refusal, maybe never)."""
    now = [1000.0]
    scheduled: list[tuple[float, Callable[[], None]]] = []
    refused = RefusedSecrets(clock=lambda: now[0],
                             later=lambda delay, fn: scheduled.append((delay, fn)))
    caplog.set_level(logging.WARNING, logger="bot.telegram.run")
    refused.refused("wrong")
    now[0] += 15
    refused.refused("wrong")
    now[0] += 5
    refused.refused("wrong")
    assert len(caplog.records) == 1
    assert [delay for delay, _ in scheduled] == [REFUSED_EVERY - 15]  # one line due
    now[0] = 1000.0 + REFUSED_EVERY
    scheduled[0][1]()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2 and lines[1].startswith(
        "Telegram: 2 webhook request(s) refused with 403 in the last 60 s (the last one "
        "had a wrong secret token)"), lines
    refused.flush()  # nothing held: no line
    assert len(caplog.records) == 2
