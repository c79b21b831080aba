"""A local fake Telegram Bot API server (aiohttp on 127.0.0.1) for the few tests that go
over real HTTP: startup calls, long polling with offsets, the wire encoding (form fields
and multipart, values as strings, reply_markup as a JSON string)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from aiohttp import web
from telegram_fake import Call, TelegramState


class FakeBotAPI:
    def __init__(self, state: TelegramState, token: str) -> None:
        self.state = state
        self.token = token
        self.updates: list[dict[str, Any]] = []
        self.new_update = asyncio.Condition()
        self.offsets: list[int] = []
        self.closing = False
        self.runner: web.AppRunner | None = None
        self.port = 0
        self.other_poller = False  # answer getUpdates as Telegram does to a second poller
        # Its words then (a webhook set by another process: "can't use getUpdates method
        # while webhook is active; use deleteWebhook to delete the webhook first").
        self.conflict = ("Conflict: terminated by other getUpdates request; make sure that "
                         "only one bot instance is running")
        # Methods whose calls are held unanswered until the server stops (a Telegram that
        # takes for ever: sends delayed past a stop's bound); ``holding``: those held now.
        self.held: set[str] = set()
        self.holding: list[Call] = []
        # Telegram out of reach: every call's connection is dropped with no HTTP answer
        # (the client's NetworkError, as in an outage), and nothing is recorded.
        self.down = False
        self._release = asyncio.Event()

    async def start(self) -> str:
        app = web.Application()
        app.router.add_route("*", "/bot{token}/{method}", self.handle)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return f"http://127.0.0.1:{self.port}"

    async def stop(self) -> None:
        self.closing = True
        self._release.set()
        async with self.new_update:
            self.new_update.notify_all()  # release a pending long poll
        if self.runner is not None:
            await self.runner.cleanup()

    async def push(self, update: dict[str, Any]) -> None:
        async with self.new_update:
            self.updates.append(update)
            self.new_update.notify_all()

    async def handle(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.json_response({"ok": False, "error_code": 401,
                                      "description": "Unauthorized"}, status=401)
        if self.down:
            if request.transport is not None:
                request.transport.abort()
            return web.Response()  # never sent: the connection is gone
        method = request.match_info["method"]
        params: dict[str, Any] = {}
        files: dict[str, bytes] = {}
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                data = await part.read()  # type: ignore[union-attr]
                if part.filename:  # type: ignore[union-attr]
                    files[part.name] = bytes(data)  # type: ignore[union-attr,index]
                else:
                    params[part.name] = data.decode()  # type: ignore[union-attr,index]
        elif request.can_read_body:
            if request.content_type == "application/json":
                params = await request.json()
            else:
                params = dict(await request.post())  # type: ignore[arg-type]
        if method == "getUpdates" and self.other_poller:
            self.state.calls.append(Call("getUpdates", params))
            return web.json_response({"ok": False, "error_code": 409,
                                      "description": self.conflict}, status=409)
        if method == "getUpdates":
            return web.json_response(await self.get_updates(params))
        if method in self.held:
            self.holding.append(Call(method, params, files))
            await self._release.wait()
        status, body = self.state.answer(Call(method, params, files))
        return web.json_response(body, status=status)

    async def get_updates(self, params: dict[str, Any]) -> dict[str, Any]:
        offset = int(params.get("offset") or 0)
        self.offsets.append(offset)
        self.state.calls.append(Call("getUpdates", params))
        wait = min(float(params.get("timeout") or 0), 0.5)

        def ready() -> list[dict[str, Any]]:
            return [u for u in self.updates if u["update_id"] >= offset]

        async with self.new_update:
            if not ready() and wait > 0 and not self.closing:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.new_update.wait_for(
                        lambda: bool(ready()) or self.closing), wait)
        return {"ok": True, "result": ready()}


def form_list(value: Any) -> list[Any]:
    return json.loads(value) if isinstance(value, str) else value
