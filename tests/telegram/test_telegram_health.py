"""Issue 26 items 6 and 8 on a real ``python -m bot`` process in Telegram webhook mode
(against the local fake Bot API): the webhook's server answers /healthz, /readyz and
/metrics, logs are JSON lines without the token, and a request with a 100 kB header is
refused without a traceback in the log."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
from pathlib import Path

import aiohttp
from bot_api_server import FakeBotAPI
from telegram_fake import ALICE, BOB, GROUP, TelegramState, Updates
from telegram_harness import TOKEN

ROOT = Path(__file__).resolve().parents[2]
SECRET = "hook-secret"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def until(check, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    """Polls a condition the process will reach (a bound on a hang, not on speed)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not await check():
        assert loop.time() < end, "the bot did not get there"
        await asyncio.sleep(0.05)


async def raw_request(port: int, head: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(head)
    await writer.drain()
    reply = await reader.read(200)
    writer.close()
    return reply


async def test_webhook_server_serves_health_metrics_and_json_logs(tmp_path: Path):
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "HEALTH_"))}
    env.update({"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_URL": f"http://127.0.0.1:{api.port}",
                "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/tg/hook",
                "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1", "TELEGRAM_WEBHOOK_PORT": str(port),
                "TELEGRAM_WEBHOOK_SECRET": SECRET, "LOG_FORMAT": "json", "LOG_LEVEL": "DEBUG",
                "DATABASE_PATH": str(tmp_path / "bot.db"), "PYTHONPATH": str(ROOT)})
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env, stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession() as http:
            async def webhook_up() -> bool:
                try:
                    async with http.get(f"{base}/healthz") as r:
                        return r.status == 200
                except aiohttp.ClientConnectionError:
                    return False

            await until(webhook_up)
            async with http.get(f"{base}/readyz") as r:
                assert r.status == 200
                assert await r.json() == {"database": "ok", "telegram": "ok"}
            updates = Updates()
            for uid, text in ((ALICE, "/new english"), (BOB, "/join"), (ALICE, "/pass")):
                async with http.post(f"{base}/tg/hook", json=updates.command(uid, text),
                                     headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}) as r:
                    assert r.status == 200

            async def counted() -> bool:
                async with http.get(f"{base}/metrics") as r:
                    page = await r.text()
                return ('wordgames_commands_total{command="join",outcome="ok"} 1.0' in page
                        and 'command="pass",outcome="refused"} 1.0' in page)

            await until(counted)
            async with http.get(f"{base}/metrics") as r:
                assert r.headers["Content-Type"].startswith("text/plain")
                page = await r.text()
            assert 'wordgames_commands_total{command="new",outcome="ok"} 1.0' in page
            assert 'wordgames_commands_total{command="pass",outcome="refused"} 1.0' in page
            assert "wordgames_open_games 1.0" in page
            assert 'wordgames_outbox_queued{platform="telegram"}' in page
        reply = await raw_request(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: "
                                  + b"a" * 100_000 + b"\r\n\r\n")
        assert reply.startswith(b"HTTP/1.0 400") or reply.startswith(b"HTTP/1.1 400")
        await until(lambda: _true_after(state))  # the chat got its answers
    finally:
        proc.terminate()
        _out, err = await asyncio.wait_for(proc.communicate(), 60)
        await api.stop()
    lines = err.decode().splitlines()
    records = [json.loads(line) for line in lines]  # every line is one JSON object
    assert "Traceback" not in err.decode()
    assert not any("Error handling request" in r["message"] for r in records)
    assert TOKEN not in err.decode() and TOKEN.split(":")[1] not in err.decode()
    assert any(r.get("chat") == f"telegram:{GROUP}:" for r in records), records[-5:]


async def _true_after(state: TelegramState) -> bool:
    return bool(state.to_chat(GROUP))


async def test_a_taken_webhook_port_is_one_line(tmp_path: Path):
    state = TelegramState()
    api = FakeBotAPI(state, TOKEN)
    await api.start()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "HEALTH_"))}
        env.update({"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_URL": f"http://127.0.0.1:{api.port}",
                    "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/tg/hook",
                    "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
                    "TELEGRAM_WEBHOOK_PORT": str(port),
                    "TELEGRAM_WEBHOOK_SECRET": SECRET,
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
    assert proc.returncode == 2 and "Traceback" not in text, text
    assert text.rstrip().splitlines()[-1] == (
        f"error: cannot listen on 127.0.0.1:{port} (TELEGRAM_WEBHOOK_PORT): the port is in "
        "use (another process listens there: a second bot process with the same "
        "TELEGRAM_WEBHOOK_PORT?)")
    assert text.count(str(port)) == 1, text  # said once
