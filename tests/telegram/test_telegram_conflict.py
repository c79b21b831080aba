"""A real ``python -m bot`` polling Telegram (the local fake Bot API) while another bot
process uses the token: Telegram answers getUpdates with 409 Conflict.  The process ends
with one line that says so, a non-zero status, and no python-telegram-bot traceback (its
last getUpdates while stopping, refused the same way, logged one).  A poller started
beside the webhook workers is refused before it polls (polling would delete their
webhook), and a worker whose webhook is gone says so in /readyz."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import deploy_doc
import pytest
from bot_api_server import FakeBotAPI
from bot_process import SAFETY, BotProcess
from telegram import Bot
from telegram_fake import ALICE, GROUP, RecordingRequest, TelegramState, Updates
from telegram_harness import TOKEN

from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService
from bot.telegram.run import WebhookWatch
from storage import open_database

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("conflict", "doing"), [
    ("Conflict: terminated by other getUpdates request; make sure that only one bot "
     "instance is running", "it polls it, and Telegram allows one poller per bot"),
    ("Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to "
     "delete the webhook first", "it has set a webhook for it, and Telegram gives a bot "
     "with a webhook no updates by polling"),
])
async def test_a_409_conflict_at_start_is_one_line(tmp_path: Path, conflict: str,
                                                   doing: str):
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    api.other_poller = True
    api.conflict = conflict
    await api.start()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "HEALTH_", "LOG_", "DATABASE_"))}
    env.update({"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_URL": f"http://127.0.0.1:{api.port}",
                "DATABASE_PATH": str(tmp_path / "bot.db"), "PYTHONPATH": str(ROOT)})
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=env,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        _out, err = await asyncio.wait_for(proc.communicate(), 120)
    finally:
        await api.stop()
    text = err.decode()
    assert proc.returncode == 2, text  # not retried by systemd: the other one is there
    assert "Traceback" not in text and conflict not in text, text
    errors = [line for line in text.splitlines() if " ERROR " in line or
              line.startswith("error:")]
    assert errors == [
        "error: Telegram answered 409 Conflict: another bot process uses this token "
        f"({doing}); stop that process, or run every process in webhook mode "
        "(TELEGRAM_WEBHOOK_URL; docs/deploy.md)"], text
    assert text.rstrip().splitlines()[-1] == errors[0]
    assert state.of("getUpdates")  # it was Telegram's answer, not a guess


def _env(tmp_path: Path, api: FakeBotAPI, name: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "HEALTH_", "LOG_", "DATABASE_"))}
    env.update({"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_URL": f"http://127.0.0.1:{api.port}",
                "DATABASE_PATH": str(tmp_path / f"{name}.db"), "PYTHONPATH": str(ROOT)})
    return env


async def _readyz(http: aiohttp.ClientSession, bot: BotProcess) -> tuple[int, object]:
    async with http.get(f"http://127.0.0.1:{bot.port}/readyz") as r:
        return r.status, await r.json()


async def test_a_webhook_port_in_use_is_one_line(tmp_path: Path) -> None:
    """A webhook worker whose port another process listens on: python-telegram-bot's
    "Application started", "Application is stopping..." and "Application.stop() complete"
    stood before the one "error:" line; at LOG_LEVEL=INFO that line is all it says."""
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    try:
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            env = {**_env(tmp_path, api, "worker"), "LOG_LEVEL": "INFO",
                   "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/hook",
                   "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
                   "TELEGRAM_WEBHOOK_PORT": str(port), "TELEGRAM_WEBHOOK_SECRET": "s3cret"}
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=tmp_path, env=env,
                stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE)
            _out, err = await asyncio.wait_for(proc.communicate(), SAFETY)
    finally:
        await api.stop()
    text = err.decode()
    assert proc.returncode == 2, text
    # (A new database's migrations are said as they are applied, and its removal once
    # the start is refused: the database's own lines.)
    lines = [ln for ln in text.splitlines() if " INFO storage: " not in ln]
    assert any(" INFO storage: removed the database " in ln for ln in text.splitlines())
    assert lines == [
        f"error: cannot listen on 127.0.0.1:{port} (TELEGRAM_WEBHOOK_PORT): the port is in "
        "use (another process listens there: a second bot process with the same "
        "TELEGRAM_WEBHOOK_PORT?)"], text


async def test_a_poller_started_beside_the_webhook_workers_is_refused_and_deletes_nothing(
        tmp_path: Path) -> None:
    """The webhook worker first, then a process with the same token and no webhook URL:
    the poller asks getWebhookInfo, stops with one line and status 2, and never calls
    deleteWebhook (python-telegram-bot's polling would): the worker keeps its updates,
    and its /readyz, which asks Telegram too, stays 200."""
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    worker = BotProcess(api.port, tmp_path, DATABASE_PATH=str(tmp_path / "worker.db"))
    try:
        await worker.start()
        hook = "https://bot.example.org/hook"
        assert state.webhook == hook
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=_env(tmp_path, api, "poller"),
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        _out, err = await asyncio.wait_for(proc.communicate(), SAFETY)
        text = err.decode()
        assert proc.returncode == 2, text
        assert "Traceback" not in text and "polling as" not in text, text
        # python-telegram-bot's own INFO lines ("Application started", "... stopping")
        # stood before the one line; at LOG_LEVEL=INFO, the one line is all there is.
        assert "Application" not in text, text
        assert [ln for ln in text.splitlines() if " telegram." in ln] == [], text
        errors = [line for line in text.splitlines() if " ERROR " in line or
                  line.startswith("error:")]
        assert errors == [
            f"error: Telegram has a webhook set for this token ({hook}), and this process "
            "polls (no TELEGRAM_WEBHOOK_URL): polling would delete that webhook and leave "
            "the webhook workers without updates; stop the webhook workers and delete the "
            "webhook (docs/deploy.md: deleteWebhook), or run this process in webhook mode "
            "too (TELEGRAM_WEBHOOK_URL)"], text
        assert text.rstrip().splitlines()[-1] == errors[0]
        assert state.of("getWebhookInfo")  # Telegram's answer, not a guess
        assert not state.of("deleteWebhook") and not state.of("getUpdates")
        assert state.webhook == hook
        async with aiohttp.ClientSession() as http:
            assert await _readyz(http, worker) == (200, {"database": "ok", "telegram": "ok"})
            assert await worker.post(http, Updates().command(ALICE, "/help"))
            while not state.to_chat(GROUP):  # the worker still answers
                await asyncio.sleep(0.02)
        worker.signal(signal.SIGTERM)
        assert await worker.wait() == 0
    finally:
        await worker.kill()
        await api.stop()


AWAY = 3600.0  # seconds since the game's last heartbeat: the bot was away an hour


async def a_game_with_a_deadline(db: Path) -> float:
    """A two-player game with a move time in a Telegram group, in ``db``, played an hour
    ago (its clock, and so its heartbeat and its deadline): the next start finds the bot
    away for an hour.  The deadline's due time."""
    repo = await open_database(str(db))
    try:
        then = time.time() - AWAY
        svc = GameService(repo, clock=lambda: then, lexicons=lambda _r: None,
                          pictures=False, seeds=lambda: "seed-1")
        group = ChatRef("telegram", str(GROUP))
        ann, bob = UserRef("telegram", str(ALICE), "Alice"), UserRef("telegram", "502", "Bob")
        for user, name, args in ((ann, "new", "english time=60"), (bob, "join", ""),
                                 (ann, "start", "")):
            await svc.handle(Command(group, user, name, args))
    finally:
        await repo.close()
    (due,) = deadlines(db)
    assert due < time.time() - AWAY + 120
    return due


def deadlines(db: Path) -> list[float]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute("SELECT due_at FROM deadlines")]
    finally:
        conn.close()


def dump(db: Path) -> list[str]:
    """Every row of every table, the heartbeat's included."""
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def files(folder: Path) -> list[str]:
    return sorted(f.name for f in folder.iterdir())


@pytest.mark.parametrize("refused_by", ["webhook", "another poller"])
async def test_a_refused_start_moves_no_deadline(tmp_path: Path, refused_by: str) -> None:
    """A poller refused where a webhook is set, on a SQLite file whose running game has a
    deadline and whose bot was away for an hour: it moved the deadline on by the hour
    (then "the bot was away for 3600 s"), wrote the heartbeat, and then refused, and the next
    start moved it on again.  Now the file is as it was, to its last row; a start on it
    that is not refused moves the deadline on, once.  The same for a 409 from another
    poller, which comes at the first getUpdates, after polling has begun: the start
    passes its checks only once Telegram has answered one."""
    db = tmp_path / "poller.db"  # _env's DATABASE_PATH for "poller"
    due = await a_game_with_a_deadline(db)
    before, beside = dump(db), files(tmp_path)
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    try:
        if refused_by == "webhook":
            state.webhook = "https://bot.example.org/hook"  # the webhook workers'
        else:
            api.other_poller = True
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=_env(tmp_path, api, "poller"),
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        _out, err = await asyncio.wait_for(proc.communicate(), SAFETY)
        text = err.decode()
        assert proc.returncode == 2, text
        said = ("Telegram has a webhook set for this token" if refused_by == "webhook"
                else "Telegram answered 409 Conflict")
        assert said in text.splitlines()[-1], text
        assert "on this database" not in text, text
        assert dump(db) == before
        assert files(tmp_path) == beside  # no -wal or -shm file of SQLite's left either

        # The same file, a start that is not refused: the deadline moves on by the hour.
        api.other_poller = False
        worker = BotProcess(api.port, tmp_path, DATABASE_PATH=str(db))
        try:
            await worker.start()
            away = await worker.line("no process beat on this database for")
            worker.signal(signal.SIGTERM)
            assert await worker.wait() == 0
        finally:
            await worker.kill()
    finally:
        await api.stop()
    seconds = float(away.split("no process beat on this database for ")[1].split(" s")[0])
    assert seconds >= AWAY, away
    (moved,) = deadlines(db)
    assert moved >= due + AWAY, (moved, due)


@pytest.mark.parametrize("now_held", ["", "https://elsewhere.example.org/hook"])
async def test_a_worker_whose_webhook_is_gone_is_not_ready(tmp_path: Path,
                                                           now_held: str) -> None:
    """The webhook a worker set taken away (deleted, or set to another URL) after it
    started: its /readyz answers 503 with telegram "webhook not set", and the log says
    so once, with what to do."""
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    worker = BotProcess(api.port, tmp_path, DATABASE_PATH=str(tmp_path / "worker.db"))
    try:
        await worker.start()
        state.webhook = now_held
        async with aiohttp.ClientSession() as http:
            for _ in range(2):  # the second probe takes the cached answer
                assert await _readyz(http, worker) == (
                    503, {"database": "ok", "telegram": "webhook not set"})
        assert len(state.of("getWebhookInfo")) == 1
        worker.signal(signal.SIGTERM)
        assert await worker.wait() == 0
    finally:
        await worker.kill()
        await api.stop()
    warnings = [line for line in worker.lines if "the webhook this worker set" in line]
    now_there = f"it now points to {now_held}" if now_held else "Telegram holds none"
    assert len(warnings) == 1 and " WARNING " in warnings[0], worker.lines
    assert f"(https://bot.example.org/hook) is gone ({now_there}:" in warnings[0]
    assert "restart this worker" in warnings[0]


async def test_the_webhook_watch_asks_telegram_at_most_once_a_minute(
        state: TelegramState) -> None:
    """In process: the watch's answer is cached for a minute (a load balancer probes
    every few seconds), then asked again, and a webhook set again is ready again."""
    bot = Bot(TOKEN, request=RecordingRequest(state))
    now = [1000.0]
    hook = "https://bot.example.org/hook"
    watch = WebhookWatch(bot, hook, clock=lambda: now[0])
    state.webhook = hook
    assert await watch.problem() is None
    state.webhook = ""
    now[0] += 59
    assert await watch.problem() is None  # the cached answer
    assert len(state.of("getWebhookInfo")) == 1
    now[0] += 1
    assert await watch.problem() == "webhook not set"
    state.webhook = hook
    now[0] += 30
    assert await watch.problem() == "webhook not set"
    now[0] += 30
    assert await watch.problem() is None
    assert len(state.of("getWebhookInfo")) == 3
    # While the Bot API does not answer, the worker asks every 10 s: an idle worker's
    # question is what finds Telegram back (its /readyz said unreachable for a minute).
    now[0] += 10
    assert await watch.problem(10.0) is None
    assert len(state.of("getWebhookInfo")) == 4


async def test_the_pages_delete_webhook_block_deletes_it(tmp_path: Path) -> None:
    """docs/deploy.md's block that deletes the webhook (to go from webhook workers to a
    poller), run as written against the fake Bot API, with the telegram-0.env file the
    page's own block makes: the webhook is gone, and a poller then starts."""
    state = TelegramState()
    api = FakeBotAPI(state, deploy_doc.TELEGRAM)
    await api.start()
    try:
        await asyncio.to_thread(deploy_doc.environment_files, tmp_path)
        state.webhook = "https://bot.example.org/telegram"
        (block,) = deploy_doc.blocks("webhook")
        out = await asyncio.to_thread(
            deploy_doc.run_block, block, tmp_path,
            more={"https://api.telegram.org": f"http://127.0.0.1:{api.port}"})
    finally:
        await api.stop()
    assert state.webhook == "" and [c.method for c in state.calls] == ["deleteWebhook"]
    assert '"ok": true' in out or '"ok":true' in out, out
    assert deploy_doc.TELEGRAM not in block


def pasted(block: str, folder: Path, api: str) -> tuple[int, str]:
    """``block`` pasted into an operator's bash (no ``-e``, no ``pipefail``: a terminal's),
    against the Bot API at ``api``: its status (its last command's) and what it printed;
    the token is no longer set after it."""
    script = deploy_doc.local(block, folder, more={"https://api.telegram.org": api})
    script += '\necho "[status=$? token=${TELEGRAM_TOKEN-unset}]"\n'
    p = subprocess.run(["bash", "-c", script], cwd=folder, env=deploy_doc.shell_env(),
                       capture_output=True, text=True, timeout=60)
    after = re.search(r"\[status=(\d+) token=(.*)\]\n\Z", p.stdout)
    assert after is not None, p.stdout
    assert after[2] == "unset", "the token stays in the shell"
    return int(after[1]), p.stdout + p.stderr


@pytest.mark.parametrize("telegram", ["ok", "unreachable", "wrong token", "not ok"])
async def test_the_pages_delete_webhook_block_fails_unless_telegram_said_ok(
        tmp_path: Path, telegram: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ops34 finding 8: the block ended with status 0 when curl could not reach Telegram
    (its last line was the ``unset``), and its comment promised a description Telegram
    words differently.  Pasted into a terminal, it now ends with status 1 unless the
    answer was ``"ok":true``, and unsets the token either way; run as a script
    (``bash -euo pipefail``) it fails too."""
    state = TelegramState()
    api = FakeBotAPI(state, deploy_doc.TELEGRAM if telegram != "wrong token" else "1:other")
    url = await api.start()
    if telegram == "unreachable":
        await api.stop()  # nothing listens on its port any more
    if telegram == "not ok":
        answer = state.answer
        monkeypatch.setattr(state, "answer", lambda call: (200, {"ok": False}) if
                            call.method == "deleteWebhook" else answer(call))
    (block,) = deploy_doc.blocks("webhook")
    try:
        await asyncio.to_thread(deploy_doc.environment_files, tmp_path)
        state.webhook = "https://bot.example.org/telegram"
        status, out = await asyncio.to_thread(pasted, block, tmp_path, url)
        script = deploy_doc.local(block, tmp_path, more={"https://api.telegram.org": url})
        strict = await asyncio.to_thread(
            subprocess.run, ["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path,
            env=deploy_doc.shell_env(), capture_output=True, text=True, timeout=60)
    finally:
        if telegram != "unreachable":
            await api.stop()
    assert deploy_doc.TELEGRAM not in out
    if telegram == "ok":
        assert (status, strict.returncode, state.webhook) == (0, 0, ""), out
        assert '"ok": true' in out, out
    else:
        assert status == 1 and strict.returncode != 0, (out, strict.stderr)
        assert state.webhook == "https://bot.example.org/telegram"  # not deleted
