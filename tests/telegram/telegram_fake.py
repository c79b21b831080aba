"""Telegram without the internet: a fake Bot API server on loopback.

``RecordingRequest``: an in-process ``BaseRequest`` that records every Bot API call and
answers like Telegram.  ``Updates``: builds the JSON of incoming updates."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from telegram.request import BaseRequest, RequestData

BOT_ID = 777000
BOT_USERNAME = "WordGameBot"
GROUP = -1001234567890
FORUM = -1009876543210
ALICE, BOB, CAROL, ROBOT = 501, 502, 503, 509
NAMES = {ALICE: "Alice", BOB: "Bob", CAROL: "Carol", ROBOT: "OtherBot"}


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)  # multipart part name -> bytes

    @property
    def chat_id(self) -> int:
        return int(self.params["chat_id"])

    @property
    def text(self) -> str:
        return str(self.params.get("text") or self.params.get("caption") or "")

    @property
    def markup(self) -> dict[str, Any]:
        markup = self.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        return markup or {}

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [b for row in self.markup.get("inline_keyboard", []) for b in row]


class TelegramState:
    """What the fake Bot API knows and answers; shared by the in-process request object
    and the HTTP server."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.not_started: set[int] = set()  # users who never started the bot
        self.admins: set[int] = set()
        self.outsiders: set[int] = set()  # users not in the group (getChatMember: "left")
        self.message_ids = itertools.count(100)
        # Flood control: seconds to wait for a send refused with 429, or None to take it.
        # Refused calls are kept apart (``refused``): they never reached the chat.
        self.flood: Callable[[Call], int | None] | None = None
        self.refused: list[Call] = []
        self.gone: set[int] = set()  # chats the bot was removed from (or blocked by)
        self.deleted: set[int] = set()  # message ids deleted since: edits of them fail
        # The webhook Telegram holds for the token (setWebhook, deleteWebhook,
        # getWebhookInfo): shared by every process that talks to this fake.
        self.webhook = ""

    def bot_user(self) -> dict[str, Any]:
        return {"id": BOT_ID, "is_bot": True, "first_name": "Word Game",
                "username": BOT_USERNAME, "can_join_groups": True,
                "can_read_all_group_messages": False, "supports_inline_queries": False}

    def answer(self, call: Call) -> tuple[int, dict[str, Any]]:
        m = call.method
        if m in ("sendMessage", "sendPhoto", "sendDocument", "sendAnimation"):
            wait = self.flood(call) if self.flood is not None else None
            if wait is not None:
                self.refused.append(call)
                return 429, {"ok": False, "error_code": 429,
                             "description": f"Too Many Requests: retry after {wait}",
                             "parameters": {"retry_after": wait}}
            if call.chat_id in self.gone:
                self.refused.append(call)
                return 403, {"ok": False, "error_code": 403,
                             "description": "Forbidden: bot was kicked from the supergroup "
                                            "chat"}
        self.calls.append(call)
        if m == "getMe":
            return 200, {"ok": True, "result": self.bot_user()}
        if m in ("sendMessage", "sendPhoto", "sendDocument"):
            chat_id = call.chat_id
            if chat_id > 0 and chat_id in self.not_started:
                return 403, {"ok": False, "error_code": 403,
                             "description": "Forbidden: bot can't initiate conversation "
                                            "with a user"}
            msg: dict[str, Any] = {
                "message_id": next(self.message_ids), "date": 0, "from": self.bot_user(),
                "chat": chat_payload(chat_id)}
            if m == "sendMessage":
                msg["text"] = call.params.get("text", "")
            elif m == "sendPhoto":
                msg["photo"] = [{"file_id": "p", "file_unique_id": "p", "width": 1,
                                 "height": 1}]
            elif m == "sendAnimation":  # Telegram answers with both
                msg["animation"] = {"file_id": "a", "file_unique_id": "a", "width": 1,
                                    "height": 1, "duration": 1}
                msg["document"] = {"file_id": "a", "file_unique_id": "a"}
            else:
                msg["document"] = {"file_id": "d", "file_unique_id": "d"}
            if call.params.get("message_thread_id"):
                msg["message_thread_id"] = int(call.params["message_thread_id"])
                msg["is_topic_message"] = True
            return 200, {"ok": True, "result": msg}
        if m == "getChatMember":
            uid = int(call.params["user_id"])
            status = ("administrator" if uid in self.admins
                      else "left" if uid in self.outsiders else "member")
            member = {"status": status, "user": user_payload(uid)}
            if status == "administrator":
                member |= {k: True for k in (
                    "can_be_edited", "is_anonymous", "can_manage_chat", "can_delete_messages",
                    "can_manage_video_chats", "can_restrict_members", "can_promote_members",
                    "can_change_info", "can_invite_users", "can_post_stories",
                    "can_edit_stories", "can_delete_stories")}
            return 200, {"ok": True, "result": member}
        if m == "setWebhook":
            self.webhook = str(call.params.get("url") or "")
            return 200, {"ok": True, "result": True}
        if m == "deleteWebhook":
            self.webhook = ""
            return 200, {"ok": True, "result": True}
        if m == "getWebhookInfo":
            return 200, {"ok": True, "result": {"url": self.webhook,
                                                "has_custom_certificate": False,
                                                "pending_update_count": 0}}
        if m in ("answerCallbackQuery", "setMyCommands", "setMessageReaction"):
            return 200, {"ok": True, "result": True}
        if m == "editMessageReplyMarkup":
            if int(call.params["message_id"]) in self.deleted:
                return 400, {"ok": False, "error_code": 400,
                             "description": "Bad Request: message to edit not found"}
            return 200, {"ok": True, "result": True}
        if m == "getUpdates":
            return 200, {"ok": True, "result": []}
        return 400, {"ok": False, "error_code": 400, "description": f"fake: no {m}"}

    # -- what reached Telegram -----------------------------------------------------------

    def sent(self) -> list[Call]:
        return [c for c in self.calls if c.method in ("sendMessage", "sendPhoto",
                                                      "sendDocument", "sendAnimation")]

    def to_chat(self, chat_id: int) -> list[Call]:
        return [c for c in self.sent() if c.chat_id == chat_id]

    def photos(self, chat_id: int) -> list[Call]:
        return [c for c in self.to_chat(chat_id) if c.method == "sendPhoto"]

    def group_calls(self) -> list[Call]:
        return [c for c in self.sent() if c.chat_id < 0]

    def unbuttoned(self, chat_id: int) -> list[int]:
        """The ids of the messages in ``chat_id`` whose buttons were taken off (an edit of
        the reply markup with no keyboard)."""
        return [int(c.params["message_id"]) for c in self.of("editMessageReplyMarkup")
                if c.chat_id == chat_id and not c.buttons]

    def of(self, method: str) -> list[Call]:
        return [c for c in self.calls if c.method == method]


def every(n: int, wait: int) -> Callable[[Call], int | None]:
    """A flood rule for ``TelegramState.flood``: every ``n``-th send is refused."""
    count = itertools.count(1)
    return lambda _call: wait if next(count) % n == 0 else None


class RecordingRequest(BaseRequest):
    def __init__(self, state: TelegramState) -> None:
        self.state = state

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass

    @property
    def read_timeout(self) -> float | None:
        return 1.0

    async def do_request(self, url: str, method: str, request_data: RequestData | None = None,
                         **kwargs: Any) -> tuple[int, bytes]:
        params = dict(request_data.parameters) if request_data else {}
        files: dict[str, bytes] = {}
        if request_data is not None and request_data.multipart_data:
            for name, part in request_data.multipart_data.items():
                files[name] = part[1] if isinstance(part, tuple) else part
        status, body = self.state.answer(Call(url.rsplit("/", 1)[-1], params, files))
        return status, json.dumps(body).encode()


def user_payload(uid: int, lang: str = "en") -> dict[str, Any]:
    return {"id": uid, "is_bot": uid == ROBOT, "first_name": NAMES.get(uid, f"u{uid}"),
            "language_code": lang}


def chat_payload(chat_id: int) -> dict[str, Any]:
    if chat_id > 0:
        return {"id": chat_id, "type": "private", "first_name": NAMES.get(chat_id, "u")}
    return {"id": chat_id, "type": "supergroup", "title": "Words", "is_forum": chat_id == FORUM}


class Updates:
    def __init__(self) -> None:
        self.ids = itertools.count(1)
        self.message_ids = itertools.count(5000)

    def command(self, uid: int, text: str, chat_id: int = GROUP, *, thread: int | None = None,
                lang: str = "en") -> dict[str, Any]:
        command = text.split(" ", 1)[0]
        msg: dict[str, Any] = {
            "message_id": next(self.message_ids), "date": 0, "chat": chat_payload(chat_id),
            "from": user_payload(uid, lang), "text": text,
            "entities": [{"type": "bot_command", "offset": 0, "length": len(command)}]}
        if thread is not None:
            msg |= {"message_thread_id": thread, "is_topic_message": True}
        return {"update_id": next(self.ids), "message": msg}

    def button(self, uid: int, message_id: int, data: str,
               chat_id: int = GROUP) -> dict[str, Any]:
        return {"update_id": next(self.ids), "callback_query": {
            "id": f"cq{next(self.ids)}", "from": user_payload(uid), "chat_instance": "ci",
            "data": data, "message": {"message_id": message_id, "date": 0,
                                      "chat": chat_payload(chat_id), "from": {
                                          "id": BOT_ID, "is_bot": True, "first_name": "W"},
                                      "photo": [{"file_id": "p", "file_unique_id": "p",
                                                 "width": 1, "height": 1}]}}}

    def reaction(self, uid: int, message_id: int, new: list[str], old: list[str] | None = None,
                 chat_id: int = GROUP) -> dict[str, Any]:
        return {"update_id": next(self.ids), "message_reaction": {
            "chat": chat_payload(chat_id), "message_id": message_id, "user": user_payload(uid),
            "date": 0, "old_reaction": [{"type": "emoji", "emoji": e} for e in old or []],
            "new_reaction": [{"type": "emoji", "emoji": e} for e in new]}}
