"""Log records as one JSON object a line (``LOG_FORMAT=json``), and the chat and game a
record was written for, in either format.

The service says which chat and game it is working on (``working_on``, a context
variable: each command runs in a task of its own, so concurrent commands do not mix their
ids); ``ContextFilter`` copies them onto every record as ``chat`` and ``game``.  A record
says what the bot did, never what a player holds: no module logs a rack or a state, and
the tokens are blanked by ``bot.settings.RedactingFilter`` before any formatter runs."""

from __future__ import annotations

import json
import logging
from contextvars import ContextVar
from datetime import UTC, datetime

_chat: ContextVar[str | None] = ContextVar("log_chat", default=None)
_game: ContextVar[int | None] = ContextVar("log_game", default=None)


def working_on(chat: str | None = None, game: int | None = None) -> None:
    """The chat (its key) and game that the records of this task are about from now on."""
    if chat is not None:
        _chat.set(chat)
        _game.set(None)
    if game is not None:
        _game.set(game)


class ContextFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.chat = _chat.get()
        record.game = _game.get()
        return True


class JsonFormatter(logging.Formatter):
    """``{"time", "level", "logger", "message"}``, with ``chat``, ``game`` and
    ``exception`` (the traceback, as one string) when there are any."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key in ("chat", "game"):
            value = getattr(record, key, None)
            if value is not None:
                out[key] = value
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            out["exception"] = record.exc_text
        return json.dumps(out, ensure_ascii=False)
