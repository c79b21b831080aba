"""A real ``python -m bot`` process in Telegram webhook mode, against the fake Bot API on
loopback: started, its log read line by line (tests wait for lines, not for time), updates
posted to its webhook as Telegram posts them, and signals sent to it."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
from telegram_harness import TOKEN

ROOT = Path(__file__).resolve().parents[2]
SECRET = "s3cret-for-the-tests"
SAFETY = 120.0  # seconds: only a safety net for a bot that hangs, never a measurement


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class BotProcess:
    def __init__(self, api_port: int, cwd: Path, *, held: str | None = None,
                 **env: str) -> None:
        """``held``: the computers' searches held as held_computer.py says (its
        ``HELD_COMPUTER``), the process run through that script; None: ``python -m bot``."""
        self.port = free_port()
        self.cwd = cwd
        self.command = (["-m", "bot"] if held is None
                        else [str(Path(__file__).with_name("held_computer.py"))])
        if held is not None:
            env["HELD_COMPUTER"] = held
        self.env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "",
                    "TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_URL": f"http://127.0.0.1:{api_port}",
                    "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/hook",
                    "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
                    "TELEGRAM_WEBHOOK_PORT": str(self.port),
                    "TELEGRAM_WEBHOOK_SECRET": SECRET, "LOG_LEVEL": "INFO", **env}
        self.proc: asyncio.subprocess.Process | None = None
        self.lines: list[str] = []
        self._new_line = asyncio.Condition()
        self._reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, *self.command, cwd=self.cwd, env=self.env,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE)
        self._reader = asyncio.create_task(self._read())
        await self.line("webhook listening")

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        async for raw in self.proc.stderr:
            async with self._new_line:
                self.lines.append(raw.decode(errors="replace").rstrip())
                self._new_line.notify_all()
        async with self._new_line:
            self._new_line.notify_all()

    def has(self, text: str) -> bool:
        return any(text in line for line in self.lines)

    async def line(self, text: str) -> str:
        """Wait for a log line containing ``text`` (the bot's own word that it is there)."""
        async def seen() -> str:
            async with self._new_line:
                while True:
                    found = next((ln for ln in self.lines if text in ln), None)
                    if found is not None:
                        return found
                    if self._reader is not None and self._reader.done():
                        raise AssertionError(f"the bot ended before logging {text!r}:\n"
                                             + "\n".join(self.lines[-30:]))
                    await self._new_line.wait()
        return await asyncio.wait_for(seen(), SAFETY)

    async def post(self, http: aiohttp.ClientSession, update: dict[str, Any]) -> bool:
        """Post an update as Telegram does; True when the bot took it (200), False when
        it refused the connection (stopped)."""
        try:
            async with http.post(f"http://127.0.0.1:{self.port}/hook", json=update,
                                 headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}) as r:
                return r.status == 200
        except aiohttp.ClientConnectionError:
            return False

    def signal(self, sig: signal.Signals = signal.SIGTERM) -> None:
        assert self.proc is not None
        self.proc.send_signal(sig)

    async def wait(self) -> int:
        assert self.proc is not None
        code = await asyncio.wait_for(self.proc.wait(), SAFETY)
        if self._reader is not None:
            await self._reader
        return code

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()
        if self._reader is not None:
            await self._reader


async def until(check: Callable[[], bool]) -> None:
    """Wait for ``check`` (what the fake Bot API received) to hold; SAFETY is only the
    net for a bot that hangs, never a measurement."""
    end = time.monotonic() + SAFETY
    while not check():
        if time.monotonic() > end:
            raise AssertionError("the bot did not get there")
        await asyncio.sleep(0.02)
