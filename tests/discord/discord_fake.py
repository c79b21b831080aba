"""Discord without the internet: every REST call of discord.py (its HTTP client and the
webhook adapter that carries interaction responses) goes to one recorder that answers
like Discord; gateway events are injected into the bot's connection state.

This uses discord.py internals: pinned 2.7.x.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import discord
from discord.http import HTTPClient
from discord.webhook.async_ import AsyncWebhookAdapter

APP_ID = 900000000000000001
GUILD_ID = 910000000000000001
CHANNEL_ID = 920000000000000001
OTHER_CHANNEL_ID = 920000000000000002
TIMESTAMP = "2025-01-01T00:00:00.000000+00:00"


def user_payload(uid: int, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {"id": str(uid), "username": name, "global_name": name, "discriminator": "0",
            "avatar": None, "bot": bot}


def member_payload(uid: int, name: str, *, bot: bool = False,
                   permissions: str = "0") -> dict[str, Any]:
    return {"user": user_payload(uid, name, bot=bot), "roles": [], "joined_at": TIMESTAMP,
            "deaf": False, "mute": False, "flags": 0, "permissions": permissions, "nick": None}


@dataclass
class Request:
    method: str
    path: str
    payload: Any = None
    files: dict[str, bytes] = field(default_factory=dict)  # filename -> bytes
    via: str = "http"  # "http" (bot) or "webhook" (interaction response / follow-up)

    @property
    def content(self) -> str:
        return (self.payload or {}).get("content") or ""

    @property
    def flags(self) -> int:
        payload = self.payload or {}
        return int(payload.get("flags") or (payload.get("data") or {}).get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    @property
    def custom_ids(self) -> list[str]:
        rows = (self.payload or {}).get("components") or []
        return [c.get("custom_id") for r in rows for c in r.get("components", [])]


class FakeResponse:
    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


def _decode(payload: Any, form: Any, files: Any) -> tuple[Any, dict[str, bytes]]:
    body = payload
    if form:
        for part in form:
            if part.get("name") == "payload_json":
                body = json.loads(part["value"])
    data: dict[str, bytes] = {}
    for f in files or []:
        fp = f.fp
        data[f.filename] = fp.getvalue() if hasattr(fp, "getvalue") else fp.read()
    return body, data


class FakeDiscord:
    """The recorder and its answers.  ``closed_dms``: users whose DMs are closed."""

    def __init__(self) -> None:
        self.requests: list[Request] = []
        self.closed_dms: set[int] = set()
        self.ids = itertools.count(950000000000000001)
        self.dm_channels: dict[int, int] = {}  # DM channel id -> user id
        self.bot_user = user_payload(APP_ID, "WordBot", bot=True)
        self.interaction_ids = itertools.count(960000000000000001)
        self.ephemeral_tokens: set[str] = set()  # interactions deferred ephemerally
        self.threads: dict[int, dict[str, Any]] = {}  # thread id -> its channel payload
        self.refuse_threads = False  # POST .../threads answers 403 (Missing Permissions)
        self.thread_deletes = True  # False: deleting a thread answers 403, as without
        # Manage Threads
        self.deleted: set[int] = set()  # message ids deleted since: edits of them fail

    # -- the two patched entry points --------------------------------------------------

    async def http_request(self, route: Any, *, files: Any = None, form: Any = None,
                           **kwargs: Any) -> Any:
        payload, data = _decode(kwargs.get("json"), form, files)
        req = Request(route.method, route.url.split("/api/v10", 1)[-1], payload, data)
        return self._answer(req)

    async def webhook_request(self, route: Any, session: Any, *, payload: Any = None,
                              multipart: Any = None, files: Any = None, **kwargs: Any) -> Any:
        body, data = _decode(payload, multipart, files)
        req = Request(route.method, route.url.split("/api/v10", 1)[-1], body, data,
                      via="webhook")
        return self._answer(req)

    # -- answers ---------------------------------------------------------------------------

    def message(self, channel_id: int, payload: Any, files: dict[str, bytes],
                flags: int = 0) -> dict[str, Any]:
        payload = payload or {}
        return {
            "id": str(next(self.ids)), "channel_id": str(channel_id), "type": 0,
            "content": payload.get("content") or "", "embeds": [],
            "attachments": [{"id": str(next(self.ids)), "filename": name, "size": len(b),
                             "url": f"https://cdn.invalid/{name}",
                             "proxy_url": f"https://cdn.invalid/{name}"}
                            for name, b in files.items()],
            "timestamp": TIMESTAMP, "edited_timestamp": None, "author": self.bot_user,
            "mentions": [], "mention_roles": [], "pinned": False, "mention_everyone": False,
            "tts": False, "flags": flags or int(payload.get("flags") or 0),
            "components": payload.get("components") or [],
        }

    def _answer(self, req: Request) -> Any:
        self.requests.append(req)
        m, p = req.method, req.path
        parts = p.strip("/").split("/")
        if (m, p) == ("GET", "/users/@me"):
            return self.bot_user
        if (m, p) == ("GET", "/oauth2/applications/@me"):
            return {"id": str(APP_ID), "name": "WordBot", "icon": None, "description": "",
                    "bot_public": True, "bot_require_code_grant": False,
                    "owner": user_payload(1, "owner"), "verify_key": "0" * 64, "flags": 0}
        if m == "PUT" and parts[0] == "applications" and parts[-1] == "commands":
            return [dict(c, id=str(next(self.ids)), application_id=str(APP_ID), version="1")
                    for c in req.payload]
        if (m, p) == ("POST", "/users/@me/channels"):
            uid = int(req.payload["recipient_id"])
            cid = next(self.ids)
            self.dm_channels[cid] = uid
            return {"id": str(cid), "type": 1, "last_message_id": None,
                    "recipients": [user_payload(uid, f"user{uid}")]}
        if m == "PATCH" and parts[0] == "channels" and parts[2:3] == ["messages"]:
            if int(parts[3]) in self.deleted:
                raise discord.NotFound(FakeResponse(404, "Not Found"), {
                    "code": 10008, "message": "Unknown Message"})
            return self.message(int(parts[1]), req.payload, req.files) | {"id": parts[3]}
        if m == "POST" and parts[0] == "channels" and parts[-1] == "messages":
            cid = int(parts[1])
            if self.dm_channels.get(cid) in self.closed_dms:
                raise discord.Forbidden(FakeResponse(403, "Forbidden"), {
                    "code": 50007, "message": "Cannot send messages to this user"})
            return self.message(cid, req.payload, req.files)
        if (m, parts[0], parts[-1]) == ("POST", "channels", "threads"):
            if self.refuse_threads:
                raise discord.Forbidden(FakeResponse(403, "Forbidden"), {
                    "code": 50013, "message": "Missing Permissions"})
            return self.new_thread(int(parts[1]), req.payload)
        if (m, parts[0], parts[2:3]) == ("PUT", "channels", ["thread-members"]):
            return None
        if m in ("DELETE", "PATCH") and parts[0] == "channels" and len(parts) == 2:
            thread = self.threads[int(parts[1])]
            if m == "DELETE" and not self.thread_deletes:
                raise discord.Forbidden(FakeResponse(403, "Forbidden"), {
                    "code": 50013, "message": "Missing Permissions"})
            if m == "DELETE":
                del self.threads[int(parts[1])]
            else:
                thread["thread_metadata"] |= req.payload
            return thread
        if m in ("PUT", "DELETE") and "reactions" in parts:
            return None
        if parts[0] == "interactions" and parts[-1] == "callback":
            if req.ephemeral:
                self.ephemeral_tokens.add(parts[2])
            return {"interaction": {"id": parts[1], "type": 2,
                                    "response_message_loading": True}}
        if parts[0] == "webhooks":
            if m == "DELETE":
                return None
            return self.message(CHANNEL_ID, req.payload, req.files)
        raise AssertionError(f"the fake Discord has no answer for {m} {p}")

    def new_thread(self, parent: int, payload: dict[str, Any]) -> dict[str, Any]:
        tid = next(self.ids)
        self.threads[tid] = {
            "id": str(tid), "type": int(payload["type"]), "guild_id": str(GUILD_ID),
            "parent_id": str(parent), "name": payload["name"], "owner_id": str(APP_ID),
            "last_message_id": None, "rate_limit_per_user": 0, "message_count": 0,
            "member_count": 1, "flags": 0,
            "thread_metadata": {"archived": False, "locked": False,
                                "auto_archive_duration": payload["auto_archive_duration"],
                                "archive_timestamp": TIMESTAMP},
        }
        return self.threads[tid]

    # -- what reached Discord ---------------------------------------------------------------

    def posts_in(self, channel_id: int) -> list[Request]:
        """The bot's own posts in one channel or thread (not interaction replies)."""
        return [r for r in self.requests if r.via == "http" and r.method == "POST"
                and r.path == f"/channels/{channel_id}/messages"]

    def thread_creations(self) -> list[Request]:
        return [r for r in self.requests
                if r.method == "POST" and r.path.startswith("/channels/")
                and r.path.endswith("/threads")]
    def unbuttoned(self, channel_id: int) -> list[int]:
        """The ids of the messages in ``channel_id`` edited to no components."""
        return [int(r.path.strip("/").split("/")[3]) for r in self.requests
                if r.method == "PATCH" and r.path.startswith(f"/channels/{channel_id}/messages/")
                and (r.payload or {}).get("components") == []]

    def dms_to(self, user_id: int) -> list[Request]:
        chans = {c for c, u in self.dm_channels.items() if u == user_id}
        return [r for r in self.requests if r.method == "POST" and r.path.split("/")[1:2] == [
            "channels"] and int(r.path.split("/")[2]) in chans]

    def channel_posts(self) -> list[Request]:
        """Public messages in guild channels: bot posts and non-ephemeral interaction
        messages (responses and follow-ups)."""
        return [r for r in self.requests if self._is_public_post(r)]

    def _is_public_post(self, r: Request) -> bool:
        parts = r.path.strip("/").split("/")
        if r.via == "http":
            return (r.method == "POST" and parts[0] == "channels" and parts[-1] == "messages"
                    and int(parts[1]) not in self.dm_channels)
        return (parts[0] == "webhooks" and r.method in ("POST", "PATCH")
                and not self.is_ephemeral(r))

    def is_ephemeral(self, r: Request) -> bool:
        """An interaction message only its user sees: flagged ephemeral, or filling the
        response of an interaction that was deferred ephemerally."""
        parts = r.path.strip("/").split("/")
        return r.ephemeral or (r.method == "PATCH" and parts[-1] == "@original"
                               and parts[2] in self.ephemeral_tokens)

    def ephemerals(self, token: str | None = None) -> list[Request]:
        return [r for r in self.requests if r.via == "webhook" and r.method != "DELETE"
                and r.path.startswith("/webhooks") and self.is_ephemeral(r)
                and (token is None or r.path.split("/")[3] == token)]

    def for_token(self, token: str) -> list[Request]:
        """Everything sent through one interaction (callback, response, follow-ups)."""
        return [r for r in self.requests if r.via == "webhook" and f"/{token}" in r.path]

    def callbacks(self) -> list[Request]:
        return [r for r in self.requests if r.path.endswith("/callback")]

    def reactions_added(self) -> list[str]:
        return [unquote(r.path.split("/")[-2]) for r in self.requests
                if r.method == "PUT" and "reactions" in r.path]


def patch(monkeypatch: Any, fake: FakeDiscord) -> None:
    async def http(self: HTTPClient, route: Any, **kw: Any) -> Any:
        return await fake.http_request(route, **kw)

    async def webhook(self: AsyncWebhookAdapter, route: Any, session: Any, **kw: Any) -> Any:
        return await fake.webhook_request(route, session, **kw)

    monkeypatch.setattr(HTTPClient, "request", http)
    monkeypatch.setattr(AsyncWebhookAdapter, "request", webhook)


async def settle() -> None:
    """Wait for every task discord.py started for the injected events."""
    me = asyncio.current_task()
    for _ in range(200):
        tasks = [t for t in asyncio.all_tasks() if t is not me and not t.done()
                 and (t.get_name().startswith(("discord", "CommandTree")))]
        if not tasks:
            await asyncio.sleep(0)
            if not [t for t in asyncio.all_tasks() if t is not me and not t.done()
                    and t.get_name().startswith(("discord", "CommandTree"))]:
                return
            continue
        await asyncio.gather(*tasks, return_exceptions=True)
    raise AssertionError("discord tasks never settled")
