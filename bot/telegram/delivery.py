"""Telegram, outgoing: the service's ``Outgoing`` messages delivered to chats.

- Every message goes through its chat's queue in ``bot/telegram/outbox.py``, within
  Telegram's flood limits, tried again after each 429 until it is delivered; a message
  Telegram will not take is logged once per chat and dropped.
- Racks and other private messages go to the private chat.  When Telegram refuses (403:
  the user never started the bot, or blocked it), the group gets a button with a deep link
  ``t.me/BOT?start=PAYLOAD`` instead (``start_payload``, signed; the incoming side reads it
  back with ``parse_start_payload``); the rack itself never goes to a group.
- Pictures go as photos (the recap's GIF as an animation), long texts split, vote buttons
  as inline keyboards (``keyboard``; command buttons carry ``command_data``); with WEB_URL
  set, a rack carries a ``web_app`` button that opens the board as a Mini App (Telegram
  signs who opens it), and a board picture in a group the Mini App's direct link
  (``t.me/BOT/APP?startapp=g<game>``, WEB_APP_NAME: a group takes no ``web_app``
  button); each sent
  message's reaction kinds are remembered for the reaction votes that come back, and the
  service hears the message id of every message it may be voted on.

The incoming side (updates: commands, buttons, reactions) is ``bot/telegram/updates.py``."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import re
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass
from functools import partial
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, WebAppInfo
from telegram.error import BadRequest, Forbidden, TelegramError
from telegram.ext import Application

from bot import i18n
from bot.adapter_kit import (
    BoundedDict,
    board_link_kind,
    fit_files,
    reaction_kinds,
    split_long,
)
from bot.protocol import (
    HANDLING,
    BoardLinks,
    Button,
    ChatRef,
    GameServiceAPI,
    Outgoing,
    VoteKind,
)
from bot.settings import Settings
from bot.telegram.outbox import Limits, Outbox

log = logging.getLogger(__name__)

PLATFORM = "telegram"
CAPTION_LIMIT = 1024
TEXT_LIMIT = 4096
SHUTDOWN_GRACE = 10.0  # seconds to deliver what is queued when the bot stops
MB = 1024 * 1024


@dataclass(frozen=True)
class FileLimits:
    """What the Bot API takes (bytes): a photo up to 10 MB, any other upload (an
    animation, a document) up to 50 MB."""

    photo: int = 10 * MB
    upload: int = 50 * MB
_PAYLOAD = re.compile(r"(-?\d{1,20})_(\d{0,12})_(?:(\d{1,12})_)?([0-9a-f]{12})")


# -- what a message carries back: deep links and button data --------------------------------

def _signature(chat_id: str, thread: str, secret: str, game: str = "") -> str:
    message = f"{chat_id}_{thread}" + (f"_{game}" if game else "")
    return hmac.new(secret.encode(), message.encode(), hashlib.sha256).hexdigest()[:12]


def start_payload(chat: ChatRef, secret: str, game: int | None = None) -> str:
    """The deep-link payload naming a group game: ``-100123_42_7_SIG`` (group, forum
    topic, game id; ``-100123__7_SIG`` without a topic).  Group ids are no secret, so the
    payload is signed with the bot's own secret: only a link the bot posted lets someone
    in, and only into the game it was posted for (the next game of the chat refuses it).
    Telegram allows A-Z a-z 0-9 _ - and 64 characters."""
    thread = chat.thread or ""
    if game is None:
        return f"{chat.id}_{thread}_{_signature(chat.id, thread, secret)}"
    return f"{chat.id}_{thread}_{game}_{_signature(chat.id, thread, secret, str(game))}"


def parse_start_payload(payload: str, secret: str) -> tuple[ChatRef, int | None] | None:
    """The group and game a payload names, or None when it is malformed or not signed by
    us."""
    m = _PAYLOAD.fullmatch(payload.strip())
    if m is None or not hmac.compare_digest(m[4], _signature(m[1], m[2], secret, m[3] or "")):
        return None
    return (ChatRef(PLATFORM, m[1], is_group=True, thread=m[2] or None),
            int(m[3]) if m[3] else None)


def keyboard(out: Outgoing, secret: str) -> InlineKeyboardMarkup | None:
    if not out.buttons:
        return None
    votes = [InlineKeyboardButton(b.label, callback_data=f"v:{b.kind}")
             for b in out.buttons if b.kind is not None]
    # Command buttons, one a row (placements offered privately for /play WORD): the
    # data names the game's chat, since the button sits in the private chat.
    rows = [[InlineKeyboardButton(b.label, callback_data=command_data(b, secret))]
            for b in out.buttons if b.kind is None and b.command is not None
            and b.chat is not None]
    return InlineKeyboardMarkup(([votes] if votes else []) + rows)


def command_data(b: Button, secret: str) -> str:
    """``c:-100123:42:play 2:SIG``: the game's chat and topic and the command, signed as
    the deep links are (anyone can send a bot any callback data: only data the bot made
    runs, and only the command it was made for).  Within Telegram's 64 bytes for any
    chat id, topic and command that ``parse_command_data`` reads."""
    assert b.chat is not None and b.command is not None
    thread = b.chat.thread or ""
    command = i18n.plain_answer(b.command)  # "resign да" -> "resign yes": the same command
    data = f"c:{b.chat.id}:{thread}:{command}"
    return f"{data}:{_signature(b.chat.id, thread, secret, command)}"


_COMMAND_DATA = re.compile(
    r"c:(-?\d{1,20}):(\d{0,12}):([a-z]{1,10}) (\d{1,2}|yes|no):([0-9a-f]{12})")


def parse_command_data(data: str, secret: str) -> tuple[ChatRef, str, str] | None:
    """(chat, command, args) of a command button's callback data (the game's chat, or the
    private chat that listed the player's games), or None when it is not one or not signed
    by us (forged, or made before buttons were signed)."""
    m = _COMMAND_DATA.fullmatch(data)
    if m is None or not hmac.compare_digest(
            m[5], _signature(m[1], m[2], secret, f"{m[3]} {m[4]}")):
        return None
    # Telegram's private chats have the user's (positive) id, groups negative ones: a
    # button of the private chat's list of games runs its command there.
    return (ChatRef(PLATFORM, m[1], is_group=m[1].startswith("-"), thread=m[2] or None),
            m[3], m[4])


@dataclass
class Trigger:
    """What triggered a batch of messages (named apart from the library's own context
    objects, which the handlers also hold)."""

    chat: ChatRef | None = None  # where the command or vote happened
    voter: str | None = None  # a reaction vote: messages for the voter alone are dropped


@dataclass(frozen=True)
class Queued:
    """A message a job put in another chat's queue (a private message's deep link, in
    the group), for whoever waits for the job to wait for it too."""

    chat_id: int
    job: asyncio.Future[Any]


def _all_out(jobs: list[tuple[int, Awaitable[Any]]]) -> bool:
    """Whether every job is over, each message sent or found undeliverable (a private
    message's deep link too, queued in the group), none cancelled."""
    for _chat_id, job in jobs:
        if not isinstance(job, asyncio.Future) or not job.done() or job.cancelled():
            return False
        if job.exception() is None and isinstance(job.result(), Queued):
            then = job.result().job
            if not then.done() or then.cancelled():
                return False
    return True


class Delivery:
    """Sends the service's messages to Telegram for one bot (``app``, set once built)."""

    def __init__(self, service: GameServiceAPI, settings: Settings,
                 limits: Limits | None = None, links: BoardLinks | None = None) -> None:
        self.service = service
        self.settings = settings
        self.links = links  # the web board's (None: WEB_URL unset, no board buttons)
        self.token = settings.telegram_token or ""  # also the secret that signs deep links
        self.app: Application[Any, Any, Any, Any, Any, Any] | None = None
        # (chat id, message id) -> reaction emoji -> vote kind (a message this process did
        # not send votes as DEFAULT_REACTIONS, which the service reads alike); the forum
        # topic of a reaction's message is the service's to find (``message_chat``)
        self.reactions: BoundedDict[tuple[int, int], dict[str, VoteKind]] = BoundedDict()
        self.outbox = Outbox(limits)
        self.file_limits = FileLimits()
        self._timed: set[asyncio.Task[None]] = set()  # timed messages still being delivered
        self._unreachable: BoundedDict[int, bool] = BoundedDict()  # chats told of in the log

    async def deliver(self, outs: list[Outgoing], ctx: Trigger | None = None,
                      queued: Callable[[Callable[[], bool]], None] | None = None) -> None:
        """Queue ``outs`` in their chats' queues and wait until each one is delivered, or
        found undeliverable (then logged once with its chat id).  ``queued``: called once
        they are all in their queues, before the wait, with what tells whether they have
        all gone out (a stop's bound may cut the wait after they did)."""
        jobs = self._enqueue(outs, ctx or Trigger())
        if queued is not None:
            queued(partial(_all_out, jobs))
        await self._settle(jobs)

    async def deliver_timed(self, outs: list[Outgoing]) -> None:
        """The deadline loop's deliverer: queued now and delivered in the background, so
        that one group's flood wait never holds back the deadlines of other games."""
        task = asyncio.create_task(self._settle(self._enqueue(outs, Trigger())))
        self._timed.add(task)
        task.add_done_callback(self._timed.discard)

    async def flush(self) -> None:
        """Wait until every queued message is delivered (tests; shutdown)."""
        while self._timed:
            await asyncio.wait(list(self._timed))
        await self.outbox.drain()

    async def close(self, timeout: float = SHUTDOWN_GRACE, bound: float | None = None,
                    kept: Collection[int] = ()) -> None:
        """Deliver what is queued within ``timeout`` seconds, then stop the queues
        (``bound``: the stop's STOP_TIMEOUT; ``kept``: the updates to be handled again,
        whose answers come again: ``Outbox.close``)."""
        await self.outbox.close(timeout, bound, kept)
        if self._timed:
            await asyncio.wait(list(self._timed))

    def _enqueue(self, outs: list[Outgoing], ctx: Trigger) -> list[tuple[int, Awaitable[Any]]]:
        """Put each message in its chat's queue, in order, now."""
        pointed: set[str] = set()  # users already shown the deep-link button this batch
        jobs: list[tuple[int, Awaitable[Any]]] = []
        handling = HANDLING.get()  # the update these answer (a stop's drop line: kept?)
        uid = None if handling is None else handling.update_id
        for out in split_long(outs, TEXT_LIMIT):
            if out.private_to is not None:
                user_id = int(out.private_to.id)
                jobs.append((user_id, self.outbox.submit(
                    user_id, partial(self._private, out, ctx, pointed), uid)))
            elif ctx.voter is not None and out.ephemeral_ok:
                log.debug("dropped a message meant only for a reaction voter")
            elif out.chat is not None:
                chat_id = int(out.chat.id)
                if not out.only_closes:
                    jobs.append((chat_id, self.outbox.submit(
                        chat_id, partial(self._send, chat_id, out.chat.thread, out), uid)))
                if out.closed:  # after the news, in the chat's order and pace
                    jobs.append((chat_id, self.outbox.submit(
                        chat_id, partial(self._unbutton, chat_id, out), uid)))
            else:
                log.warning("an outgoing message with neither chat nor recipient")
        return jobs

    async def _settle(self, jobs: list[tuple[int, Awaitable[Any]]]) -> None:
        results = await asyncio.gather(*(job for _, job in jobs), return_exceptions=True)
        then: list[tuple[int, Awaitable[Any]]] = []  # deep links that private jobs queued
        for (chat_id, _), result in zip(jobs, results, strict=True):
            if isinstance(result, TelegramError):
                self._undeliverable(chat_id, result)
            elif isinstance(result, Exception):
                log.error("delivery to chat %s failed", chat_id, exc_info=result)
            elif isinstance(result, Queued):
                then.append((result.chat_id, result.job))
        if then:
            await self._settle(then)

    def _undeliverable(self, chat_id: int, exc: TelegramError) -> None:
        """A message Telegram will not take (the bot was removed from the group, the user
        blocked it, the chat is gone): logged once per chat until a message gets through,
        and dropped."""
        if chat_id in self._unreachable:
            log.debug("not delivered to chat %s either: %s", chat_id, exc.message)
            return
        self._unreachable[chat_id] = True
        log.warning("a message to chat %s cannot be delivered: %s", chat_id, exc.message)

    async def _private(self, out: Outgoing, ctx: Trigger, pointed: set[str]) -> Queued | None:
        """Send ``out`` privately; when the user never started the bot, queue the deep
        link in the group instead and hand it back for ``_settle`` to wait for: a private
        chat's worker never waits for a group's (a stop lets the racks go first)."""
        user = out.private_to
        assert user is not None
        try:
            await self._send(int(user.id), None, out)
            return None
        except Forbidden:
            log.info("a user has not started the bot (or blocked it)")
        if out.ephemeral_ok:
            return None  # a passing note (a refused vote): not worth a button in the group
        group = out.chat if out.chat is not None and out.chat.is_group else ctx.chat
        if group is None or not group.is_group or user.id in pointed:
            return None
        pointed.add(user.id)
        assert self.app is not None
        payload = start_payload(group, self.token, out.game)
        url = f"https://t.me/{self.app.bot.username}?start={payload}"
        lang = i18n.language_of(user.language, self.settings.default_language)
        text = i18n.t(lang, "dm_start_telegram", name=user.name)
        button = i18n.t(lang, "dm_start_button")
        group_id = int(group.id)
        return Queued(group_id, self.outbox.submit(group_id, partial(  # the group's order
            self._retry, self.app.bot.send_message, group_id, text,
            message_thread_id=int(group.thread) if group.thread else None,
            reply_markup=InlineKeyboardMarkup([[InlineKeyboardButton(button, url=url)]]))))

    async def _send(self, chat_id: int, thread: str | None, out: Outgoing) -> Message:
        """Send ``out`` to a chat; Forbidden propagates (the private-chat fallback)."""
        assert self.app is not None
        bot = self.app.bot
        gif = (out.image_name or "").endswith(".gif")
        out = fit_files(out, self.file_limits.upload if gif else self.file_limits.photo,
                        self.file_limits.upload)
        common: dict[str, Any] = {"message_thread_id": int(thread) if thread else None}
        markup = self._with_board(keyboard(out, self.token), out)
        text = out.text or ""
        first: Message | None = None
        if (out.image is not None or out.file is not None) and len(text) > CAPTION_LIMIT:
            first = await self._retry(bot.send_message, chat_id, text[:TEXT_LIMIT], **common)
            text = ""
        if out.image is not None:
            # A GIF (the recap) plays only when sent as an animation; as a photo Telegram
            # would show its first frame.
            animated = (out.image_name or "").endswith(".gif")
            first = await self._retry(
                bot.send_animation if animated else bot.send_photo, chat_id, out.image,
                caption=text or None,
                filename=out.image_name or "board.png",
                reply_markup=markup if out.file is None else None, **common)
            text = ""
        if out.file is not None:
            doc = await self._retry(
                bot.send_document, chat_id, out.file, caption=text or None,
                filename=out.file_name or "game.gcg", reply_markup=markup, **common)
            first = first if out.image is not None else doc
        if out.image is None and out.file is None:
            first = await self._retry(bot.send_message, chat_id, text[:TEXT_LIMIT] or "…",
                                      reply_markup=markup, **common)
        assert first is not None
        self._unreachable.pop(chat_id, None)
        key = (chat_id, first.message_id)
        if out.buttons or out.reactions:
            self.reactions[key] = reaction_kinds(out)
        if out.ref is not None:
            try:
                await self.service.delivered(out, str(first.message_id))
            except Exception:
                log.exception("service.delivered failed")
        return first

    def _with_board(self, markup: InlineKeyboardMarkup | None, out: Outgoing
                    ) -> InlineKeyboardMarkup | None:
        """``markup`` with a row that opens ``out``'s game on the web board, where it
        carries one (``board_link_kind``)."""
        kind = board_link_kind(out) if self.links is not None else None
        if kind is None or self.links is None or out.game is None:
            return markup
        lang = i18n.language_of(out.language, self.settings.default_language)
        if kind == "player":
            # Telegram signs the user into initData: the page learns the seat from it.
            button = InlineKeyboardButton(i18n.t(lang, "board_button"), web_app=WebAppInfo(
                self.links.mini_app_url(out.game)))
        else:
            group = self._group_link(out.game, lang)
            if group is None:
                return markup
            button = group
        rows = [list(row) for row in markup.inline_keyboard] if markup is not None else []
        return InlineKeyboardMarkup([*rows, [button]])

    def _group_link(self, game: int, lang: str) -> InlineKeyboardButton | None:
        """The button of a group's message that opens ``game`` in the Mini App (its
        direct link), or None: no board, or no Mini App registered (WEB_APP_NAME), and a
        group takes no ``web_app`` button."""
        app_name = self.settings.web_app_name
        username = self.app.bot.username if self.app is not None else None
        if self.links is None or not app_name or not username:
            return None
        return InlineKeyboardButton(i18n.t(lang, "board_button"),
                                    url=f"https://t.me/{username}/{app_name}?startapp=g{game}")

    async def _unbutton(self, chat_id: int, out: Outgoing) -> None:
        """Take the buttons off the messages whose vote closed (``out.closed``), found by
        their refs in the database: whichever process sent them.  A message that is gone
        or can no longer be edited keeps them: logged, never tried again (a press on one
        is refused as over)."""
        assert self.app is not None and out.chat is not None
        # The board's link stays: only the vote is over.
        lang = i18n.language_of(out.language, self.settings.default_language)
        link = self._group_link(out.game, lang) if out.game is not None else None
        kept = InlineKeyboardMarkup([[link]]) if link is not None else None
        for ref in out.closed:
            try:
                ids = await self.service.ref_messages(out.chat, ref)
            except Exception:
                log.exception("the messages of a closed vote were not found")
                continue
            for message_id in ids:
                try:
                    await self.outbox.call(chat_id, self.app.bot.edit_message_reply_markup,
                                           chat_id, int(message_id), reply_markup=kept)
                except TelegramError as exc:
                    log.debug("buttons of message %s in chat %s not removed: %s",
                              message_id, chat_id, exc.message)

    async def _retry(self, send: Any, chat_id: int, *args: Any, **kwargs: Any) -> Message:
        """One Bot API call for ``chat_id`` through the outbox (paced, and tried again
        after every flood wait); a forum topic that was deleted: the main chat instead."""
        try:
            return await self.outbox.call(chat_id, send, chat_id, *args, **kwargs)
        except BadRequest as exc:
            if "thread not found" in exc.message.lower() and kwargs.get("message_thread_id"):
                kwargs["message_thread_id"] = None  # the topic was deleted: the main chat
                with contextlib.suppress(Exception):
                    return await self.outbox.call(chat_id, send, chat_id, *args, **kwargs)
            raise
