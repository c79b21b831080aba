"""Log records as one JSON object a line (``LOG_FORMAT=json``), and the chat and game a
record was written for, in either format.

The service says which chat and game it is working on (``working_on``, a context
variable: each command runs in a task of its own, so concurrent commands do not mix their
ids); ``ContextFilter`` copies them onto every record as ``chat`` and ``game``.  A record
says what the bot did, never what a player holds: no module logs a rack or a state, and
the tokens are blanked by ``bot.settings.RedactingFilter`` before any formatter runs.

An adapter's line for a command that came (``command /play in telegram:-100...:``) is
written before the service has looked for the chat's game: ``command_line`` holds it
back until the service says which game the command concerns (or until the command is
handled, with none), so that it carries the game's id too, with the time it came."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
from collections.abc import Iterator
from contextvars import ContextVar
from datetime import UTC, datetime

_chat: ContextVar[str | None] = ContextVar("log_chat", default=None)
_game: ContextVar[int | None] = ContextVar("log_game", default=None)


@dataclasses.dataclass
class _Held:
    """A command's line, made when the command came, not written yet."""

    logger: logging.Logger
    record: logging.LogRecord | None
    chat: str | None


_held: ContextVar[_Held | None] = ContextVar("log_held_line", default=None)


def working_on(chat: str | None = None, game: int | None = None) -> None:
    """The chat (its key) and game that the records of this task are about from now on.
    A game writes the command's line held back for it (``command_line``)."""
    if chat is not None:
        _chat.set(chat)
        _game.set(None)
    if game is not None:
        _game.set(game)
        _write_held(game)


def about_chat(chat: str) -> None:
    """The records of this task are about ``chat`` from now on, its game kept (a command's
    outcome: the chat it came from, the game it worked on, which may be another chat's)."""
    _chat.set(chat)


def working_on_none() -> None:
    """The records of this task are about no chat or game from now on: a line about the
    whole database (the timer's "the database did not answer") must not carry the ids of
    the last game this task handled."""
    _chat.set(None)
    _game.set(None)


@contextlib.contextmanager
def command_line(logger: logging.Logger, msg: str, *args: object) -> Iterator[None]:
    """``logger.info(msg, *args)`` for a command that came, about the chat this task is
    working on, with the game the command concerns: written as soon as the service knows
    that game (``working_on(game=...)``: the one open in the chat, or the player's own
    for a command sent in private), else when the block ends, without one.  Its time
    is the command's coming."""
    if not logger.isEnabledFor(logging.INFO):
        yield
        return
    record = logger.makeRecord(logger.name, logging.INFO, "(unknown file)", 0, msg, args,
                               None)
    token = _held.set(_Held(logger, record, _chat.get()))
    try:
        yield
    finally:
        _write_held(None)
        _held.reset(token)


def handled() -> None:
    """The command is handled: its line, if still held (it concerned no game), is
    written now, before the lines of its outcome."""
    _write_held(None)


def _write_held(game: int | None) -> None:
    held = _held.get()
    if held is None or held.record is None:
        return
    record, held.record = held.record, None
    # The chat it came from (a private chat's command works on the game's group chat)
    record.chat = held.chat
    record.game = game
    held.logger.handle(record)


class ContextFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        # A held command line has its own (``command_line``); every other record, the
        # task's as it writes it.
        if "chat" not in record.__dict__:
            record.chat = _chat.get()
        if "game" not in record.__dict__:
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
