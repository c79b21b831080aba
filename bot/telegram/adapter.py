"""Updates -> the game service -> Telegram.

- Every command of ``bot.commands`` is a CommandHandler.  ``/start`` is the game's start
  in a group; in the private chat ``/start PAYLOAD`` is the deep link that a player who
  never talked to the bot followed (``service.private_started``).
- One game per chat, or per forum topic (``ChatRef.thread`` = the topic's thread id).
- Racks and other private messages go to the private chat.  When Telegram refuses
  (403: the user never started the bot, or blocked it), the group gets a button with a
  deep link ``t.me/BOT?start=PAYLOAD`` instead; the rack itself never goes to a group.
- Votes: inline buttons (callback data ``v:<kind>``; every query is answered at once,
  before the vote's messages are sent: with the service's message for the presser alone
  (a refusal) when the service has its word within ``answer_wait``, else with a short
  "vote received"; the outcome follows as messages) and message reactions
  (👍/✅ and 👎/❌; ``message_reaction`` updates, which Telegram sends only when listed in
  ``allowed_updates`` and, in groups, only to admin bots).  The bot adds no reactions
  itself: Telegram lets a bot set one reaction per message, from a list without ✅/❌.
- Delivery: every message goes through its chat's queue in ``bot/telegram/outbox.py``,
  within Telegram's flood limits, tried again after each 429 until it is delivered.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import re
from collections.abc import Awaitable
from dataclasses import dataclass
from functools import partial
from typing import Any

from telegram import (
    BotCommand,
    CallbackQuery,
    Chat,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    ReactionTypeEmoji,
    Update,
    User,
)
from telegram.constants import ChatMemberStatus
from telegram.error import BadRequest, Forbidden, TelegramError
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    MessageReactionHandler,
    filters,
)
from telegram.request import BaseRequest

from bot import i18n
from bot.adapter_kit import (
    DEFAULT_REACTIONS,
    BoundedDict,
    reaction_kinds,
    split_long,
)
from bot.commands import COMMANDS
from bot.deadline_loop import DeadlineLoop
from bot.protocol import (
    Button,
    ChatRef,
    Command,
    GameServiceAPI,
    Outgoing,
    UserRef,
    Vote,
    VoteKind,
)
from bot.settings import Settings
from bot.telegram.outbox import Limits, Outbox

log = logging.getLogger(__name__)

PLATFORM = "telegram"
ALLOWED_UPDATES = ["message", "callback_query", "message_reaction"]
ADMIN_COMMANDS = frozenset({"end", "lang"})  # is_admin is looked up (one API call) only for these
CAPTION_LIMIT = 1024
TEXT_LIMIT = 4096
ANSWER_LIMIT = 200
ANSWER_WAIT = 1.0  # seconds a button press waits for the service's word before its answer
SHUTDOWN_GRACE = 10.0  # seconds to deliver what is queued when the bot stops
_PAYLOAD = re.compile(r"(-?\d{1,20})_(\d{0,12})_(?:(\d{1,12})_)?([0-9a-f]{12})")
# Who is not in a group (any more): a link to its game is refused to them.
_OUTSIDERS = frozenset({ChatMemberStatus.LEFT, ChatMemberStatus.BANNED})


# -- references ---------------------------------------------------------------------------

def chat_ref(chat: Chat, message: Message | None = None) -> ChatRef:
    thread = None
    if message is not None and message.is_topic_message and message.message_thread_id:
        thread = str(message.message_thread_id)
    return ChatRef(PLATFORM, str(chat.id), is_group=chat.type != Chat.PRIVATE, thread=thread)


def user_ref(user: User, *, is_admin: bool = False) -> UserRef:
    return UserRef(PLATFORM, str(user.id), user.full_name, is_admin=is_admin,
                   is_bot=user.is_bot, language=user.language_code)


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


def keyboard(out: Outgoing) -> InlineKeyboardMarkup | None:
    if not out.buttons:
        return None
    votes = [InlineKeyboardButton(b.label, callback_data=f"v:{b.kind}")
             for b in out.buttons if b.kind is not None]
    # Command buttons, one a row (placements offered privately for /play WORD): the
    # data names the game's chat, since the button sits in the private chat.
    rows = [[InlineKeyboardButton(b.label, callback_data=command_data(b))]
            for b in out.buttons if b.kind is None and b.command is not None]
    return InlineKeyboardMarkup(([votes] if votes else []) + rows)


def command_data(b: Button) -> str:
    chat = b.chat
    where = "" if chat is None else f"{chat.id}:{chat.thread or ''}"
    return f"c:{where}:{b.command}"[:64]


_COMMAND_DATA = re.compile(r"^c:(-?\d+):(\d*):([a-z]+) (\d{1,2}|yes|no)$")


def parse_command_data(data: str) -> tuple[ChatRef, str, str] | None:
    """(game chat, command, args) of a command button's callback data."""
    m = _COMMAND_DATA.match(data)
    if m is None:
        return None
    return ChatRef(PLATFORM, m[1], is_group=True, thread=m[2] or None), m[3], m[4]


@dataclass
class Context:
    """What triggered a batch of messages."""

    chat: ChatRef | None = None  # where the command or vote happened
    voter: str | None = None  # a reaction vote: messages for the voter alone are dropped


class TelegramAdapter:
    def __init__(self, service: GameServiceAPI, settings: Settings, *,
                 deadlines: DeadlineLoop | None = None, limits: Limits | None = None,
                 answer_wait: float = ANSWER_WAIT) -> None:
        if not settings.telegram_token:
            raise ValueError("TELEGRAM_TOKEN is not set")
        self.service = service
        self.settings = settings
        self.token = settings.telegram_token  # also the secret that signs deep links
        # the process's deadline loop, shared with Discord when both run
        self.deadlines = deadlines or DeadlineLoop(service)
        self.app: Application[Any, Any, Any, Any, Any, Any] | None = None
        # (chat id, message id) -> reaction emoji -> vote kind / forum topic of the message
        self.reactions: BoundedDict[tuple[int, int], dict[str, VoteKind]] = BoundedDict()
        self.threads: BoundedDict[tuple[int, int], str | None] = BoundedDict()
        self.outbox = Outbox(limits)
        self.answer_wait = answer_wait
        self._timed: set[asyncio.Task[None]] = set()  # timed messages still being delivered
        self._unreachable: BoundedDict[int, bool] = BoundedDict()  # chats told of in the log

    # -- building ---------------------------------------------------------------------------

    def build(self, request: BaseRequest | None = None,
              updates_request: BaseRequest | None = None) -> Application[Any, Any, Any, Any,
                                                                          Any, Any]:
        builder = ApplicationBuilder().token(self.token)
        if self.settings.telegram_api_url:
            api = self.settings.telegram_api_url.rstrip("/")
            builder = builder.base_url(f"{api}/bot").base_file_url(f"{api}/file/bot")
        if request is not None:
            builder = builder.request(request).get_updates_request(updates_request or request)
        limiter = self.outbox.limits.rate_limiter()
        if limiter is not None:
            builder = builder.rate_limiter(limiter)
        app = builder.concurrent_updates(True).build()
        self.add_handlers(app)
        self.app = app
        return app

    def add_handlers(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        only_new = filters.UpdateType.MESSAGE  # an edited command is not run twice
        app.add_handler(CommandHandler("start", self.on_start, filters=only_new))
        names = [spec.name for spec in COMMANDS if spec.name != "start"]
        app.add_handler(CommandHandler(names, self.on_command, filters=only_new))
        app.add_handler(MessageHandler(filters.COMMAND & only_new, self.on_unknown_command))
        app.add_handler(CallbackQueryHandler(self.on_button, pattern=r"^[vc]:"))
        app.add_handler(MessageReactionHandler(self.on_reaction))
        app.add_error_handler(self.on_error)
        self.deadlines.register(PLATFORM, self.deliver_timed)

    async def register_commands(self) -> None:
        """setMyCommands: the default list (English) and one per other language."""
        assert self.app is not None
        others = [lang for lang in i18n.LANGUAGES if lang != "en"]
        for lang in ["en", *others]:
            commands = [BotCommand(spec.name,
                                   i18n.command_description(spec.name, None, lang)[:256])
                        for spec in COMMANDS]
            await self.app.bot.set_my_commands(
                commands, language_code=None if lang == "en" else lang)

    # -- handlers --------------------------------------------------------------------------

    async def on_start(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message, chat, user = update.effective_message, update.effective_chat, \
            update.effective_user
        if message is None or chat is None or user is None:
            return
        if chat.type != Chat.PRIVATE:
            await self.on_command(update, context)
            return
        payload = (context.args or [""])[0] if context.args else ""
        here = chat_ref(chat, message)
        link = parse_start_payload(payload, self.token) if payload else None
        try:
            if link is not None and not await self._is_member(link[0], user):
                lang = i18n.language_of(user.language_code, self.settings.default_language)
                outs = [Outgoing(i18n.t(lang, "link_not_member"), private_to=user_ref(user))]
            elif link is not None:
                outs = await self.service.private_started(user_ref(user), link[0].key,
                                                          link[1])
            else:  # a plain /start in the private chat: the greeting is the help
                outs = await self.service.handle(Command(here, user_ref(user), "help"))
        finally:
            self.deadlines.poke()
        await self.deliver(outs, Context(chat=here))

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message, chat, user = update.effective_message, update.effective_chat, \
            update.effective_user
        if message is None or chat is None or user is None or not message.text:
            return
        head, _, rest = message.text.partition(" ")
        name = head[1:].split("@", 1)[0].lower()
        await self._run(message, chat, user, name, " ".join(rest.split()))

    async def on_unknown_command(self, update: Update,
                                 context: ContextTypes.DEFAULT_TYPE) -> None:
        """An unknown /command: answered when meant for this bot (private chat, or
        /cmd@ThisBot), so that other bots' commands in a group are left alone."""
        message, chat, user = update.effective_message, update.effective_chat, \
            update.effective_user
        if message is None or chat is None or user is None or not message.text:
            return
        head, _, rest = message.text.partition(" ")
        name, _, target = head[1:].partition("@")
        if chat.type != Chat.PRIVATE and target.lower() != (context.bot.username or "").lower():
            return
        await self._run(message, chat, user, name.lower()[:64], " ".join(rest.split()))

    async def _run(self, message: Message, chat: Chat, user: User, name: str,
                   args: str) -> None:
        is_admin = False
        if name in ADMIN_COMMANDS and chat.type != Chat.PRIVATE:
            is_admin = await self._is_admin(chat, user)
        here = chat_ref(chat, message)
        cmd = Command(here, user_ref(user, is_admin=is_admin), name, args)
        log.info("command /%s in %s", name, here.key)  # never the arguments
        try:
            outs = await self.service.handle(cmd)
        finally:
            self.deadlines.poke()
        await self.deliver(outs, Context(chat=here))

    async def _is_member(self, group: ChatRef, user: User) -> bool:
        """Whether ``user`` is in ``group`` (``getChatMember``): a link forwarded to an
        outsider must not seat them.  When Telegram cannot tell, no."""
        assert self.app is not None
        try:
            member = await self.app.bot.get_chat_member(int(group.id), user.id)
        except TelegramError:
            log.info("membership of a user in %s could not be checked", group.key)
            return False
        return member.status not in _OUTSIDERS

    async def _is_admin(self, chat: Chat, user: User) -> bool:
        try:
            member = await chat.get_member(user.id)
        except TelegramError as exc:
            log.warning("could not look up a member's status: %s", exc.message)
            return False
        return member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)

    async def on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A vote by button.  The press is answered before the vote's messages are sent
        (they may wait in the group's queue), and at the latest after ``answer_wait``
        seconds (the service may be busy with the computers' turns): a spinner that
        turns for long, or an answer Telegram refuses as too old, helps no one."""
        query = update.callback_query
        if query is None:
            return
        command = parse_command_data(query.data or "")
        if command is not None:
            await self._command_button(query, *command)
            return
        kind = (query.data or "")[2:]
        message = query.message
        if kind not in ("accept", "challenge", "undo_yes", "undo_no") or message is None:
            await self._answer(query)
            return
        ctx = Context(chat=chat_ref(message.chat,
                                    message if isinstance(message, Message) else None))
        vote = Vote(ctx.chat, user_ref(query.from_user), str(message.message_id),
                    kind)  # type: ignore[arg-type]
        answered = False
        try:
            task = asyncio.ensure_future(self._vote(vote))
            done, _ = await asyncio.wait({task}, timeout=self.answer_wait)
            if not done:
                answered = True
                lang = i18n.language_of(query.from_user.language_code,
                                        self.settings.default_language)
                await self._answer(query, i18n.t(lang, "vote_received"))
            outs = await task
            if not answered:
                answered = True
                note = next((o for o in outs if self._for_presser(o, query)), None)
                if note is None:
                    await self._answer(query)
                else:  # shown to the presser alone, as the query's answer
                    outs = [o for o in outs if o is not note]
                    await self._answer(query, note.text, alert=True)
        finally:
            if not answered:
                await self._answer(query)
        await self.deliver(outs, ctx)

    async def _command_button(self, query: CallbackQuery, here: ChatRef, name: str,
                              args: str) -> None:
        """A command button (a placement offered privately for /play WORD, /resign yes):
        the command runs for the presser in the game's chat named by the button."""
        await self._answer(query)
        try:
            outs = await self.service.handle(
                Command(here, user_ref(query.from_user), name, args))
        finally:
            self.deadlines.poke()
        await self.deliver(outs, Context(chat=here))

    async def _vote(self, vote: Vote) -> list[Outgoing]:
        try:
            return await self.service.vote(vote)
        finally:
            self.deadlines.poke()

    @staticmethod
    async def _answer(query: CallbackQuery, text: str | None = None, *,
                      alert: bool = False) -> None:
        """Answer a button press (exactly once); a refused answer costs nothing else."""
        try:
            if text is None:
                await query.answer()
            else:
                await query.answer(text[:ANSWER_LIMIT], show_alert=alert)
        except TelegramError as exc:
            log.info("a button press could not be answered: %s", exc.message)

    async def on_reaction(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        reaction = update.message_reaction
        if reaction is None or reaction.user is None or reaction.user.is_bot:
            return  # anonymous admins react as the chat: there is no player to count
        old = {r.emoji for r in reaction.old_reaction if isinstance(r, ReactionTypeEmoji)}
        new = [r.emoji for r in reaction.new_reaction
               if isinstance(r, ReactionTypeEmoji) and r.emoji not in old]
        key = (reaction.chat.id, reaction.message_id)
        mapping = self.reactions.get(key, DEFAULT_REACTIONS)
        kinds = [mapping[e] for e in new if e in mapping]
        if not kinds:
            return
        chat = ChatRef(PLATFORM, str(reaction.chat.id),
                       is_group=reaction.chat.type != Chat.PRIVATE, thread=self.threads.get(key))
        voter = user_ref(reaction.user)
        for kind in kinds[:1]:  # one vote per reaction change
            try:
                outs = await self.service.vote(Vote(chat, voter, str(reaction.message_id), kind))
            finally:
                self.deadlines.poke()
            await self.deliver(outs, Context(chat=chat, voter=voter.id))

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        log.error("an update failed", exc_info=context.error)
        # a reply only to a new message (not to a button press or an edit)
        message = update.message if isinstance(update, Update) else None
        if message is not None:
            with contextlib.suppress(TelegramError):
                await message.reply_text("Something went wrong; please try again.")

    # -- delivery --------------------------------------------------------------------------

    async def deliver(self, outs: list[Outgoing], ctx: Context | None = None) -> None:
        """Queue ``outs`` in their chats' queues and wait until each one is delivered, or
        found undeliverable (then logged once with its chat id)."""
        await self._settle(self._enqueue(outs, ctx or Context()))

    async def deliver_timed(self, outs: list[Outgoing]) -> None:
        """The deadline loop's deliverer: queued now and delivered in the background, so
        that one group's flood wait never holds back the deadlines of other games."""
        task = asyncio.create_task(self._settle(self._enqueue(outs, Context())))
        self._timed.add(task)
        task.add_done_callback(self._timed.discard)

    async def flush(self) -> None:
        """Wait until every queued message is delivered (tests; shutdown)."""
        while self._timed:
            await asyncio.wait(list(self._timed))
        await self.outbox.drain()

    async def close(self, timeout: float = SHUTDOWN_GRACE) -> None:
        """Deliver what is queued within ``timeout`` seconds, then stop the queues."""
        await self.outbox.close(timeout)
        if self._timed:
            await asyncio.wait(list(self._timed))

    def _enqueue(self, outs: list[Outgoing], ctx: Context) -> list[tuple[int, Awaitable[Any]]]:
        """Put each message in its chat's queue, in order, now."""
        pointed: set[str] = set()  # users already shown the deep-link button this batch
        jobs: list[tuple[int, Awaitable[Any]]] = []
        for out in split_long(outs, TEXT_LIMIT):
            if out.private_to is not None:
                user_id = int(out.private_to.id)
                jobs.append((user_id, self.outbox.submit(
                    user_id, partial(self._private, out, ctx, pointed))))
            elif ctx.voter is not None and out.ephemeral_ok:
                log.debug("dropped a message meant only for a reaction voter")
            elif out.chat is not None:
                chat_id = int(out.chat.id)
                jobs.append((chat_id, self.outbox.submit(
                    chat_id, partial(self._send, chat_id, out.chat.thread, out))))
            else:
                log.warning("an outgoing message with neither chat nor recipient")
        return jobs

    async def _settle(self, jobs: list[tuple[int, Awaitable[Any]]]) -> None:
        results = await asyncio.gather(*(job for _, job in jobs), return_exceptions=True)
        for (chat_id, _), result in zip(jobs, results, strict=True):
            if isinstance(result, TelegramError):
                self._undeliverable(chat_id, result)
            elif isinstance(result, Exception):
                log.error("delivery to chat %s failed", chat_id, exc_info=result)

    def _undeliverable(self, chat_id: int, exc: TelegramError) -> None:
        """A message Telegram will not take (the bot was removed from the group, the user
        blocked it, the chat is gone): logged once per chat until a message gets through,
        and dropped."""
        if chat_id in self._unreachable:
            log.debug("not delivered to chat %s either: %s", chat_id, exc.message)
            return
        self._unreachable[chat_id] = True
        log.warning("a message to chat %s cannot be delivered: %s", chat_id, exc.message)

    @staticmethod
    def _for_presser(out: Outgoing, query: CallbackQuery) -> bool:
        """A short note (no picture) meant only for whoever pressed the button."""
        if not out.ephemeral_ok or out.image is not None or out.file is not None \
                or len(out.text) > ANSWER_LIMIT:
            return False
        if out.private_to is not None:
            return out.private_to.id == str(query.from_user.id)
        return True

    async def _private(self, out: Outgoing, ctx: Context, pointed: set[str]) -> None:
        user = out.private_to
        assert user is not None
        try:
            await self._send(int(user.id), None, out)
            return
        except Forbidden:
            log.info("a user has not started the bot (or blocked it)")
        if out.ephemeral_ok:
            return  # a passing note (e.g. a refused vote): not worth a button in the group
        group = out.chat if out.chat is not None and out.chat.is_group else ctx.chat
        if group is None or not group.is_group or user.id in pointed:
            return
        pointed.add(user.id)
        assert self.app is not None
        payload = start_payload(group, self.token, out.game)
        url = f"https://t.me/{self.app.bot.username}?start={payload}"
        lang = i18n.language_of(user.language, self.settings.default_language)
        text = i18n.t(lang, "dm_start_telegram", name=user.name)
        button = i18n.t(lang, "dm_start_button")
        group_id = int(group.id)
        try:
            await self.outbox.submit(group_id, partial(  # in the group's queue, in order
                self._retry, self.app.bot.send_message, group_id, text,
                message_thread_id=int(group.thread) if group.thread else None,
                reply_markup=InlineKeyboardMarkup([[InlineKeyboardButton(button, url=url)]])))
        except TelegramError as exc:
            self._undeliverable(group_id, exc)

    async def _send(self, chat_id: int, thread: str | None, out: Outgoing) -> Message:
        """Send ``out`` to a chat; Forbidden propagates (the private-chat fallback)."""
        assert self.app is not None
        bot = self.app.bot
        common: dict[str, Any] = {"message_thread_id": int(thread) if thread else None}
        markup = keyboard(out)
        text = out.text or ""
        first: Message | None = None
        if (out.image is not None or out.file is not None) and len(text) > CAPTION_LIMIT:
            first = await self._retry(bot.send_message, chat_id, text[:TEXT_LIMIT], **common)
            text = ""
        if out.image is not None:
            first = await self._retry(
                bot.send_photo, chat_id, out.image, caption=text or None,
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
            self.threads[key] = thread
        if out.ref is not None:
            try:
                await self.service.delivered(out, str(first.message_id))
            except Exception:
                log.exception("service.delivered failed")
        return first

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
