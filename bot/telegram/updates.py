"""Telegram, incoming: updates -> the game service (-> ``Delivery``, the outgoing side).

- Every command of ``bot.commands`` is a CommandHandler.  ``/start`` is the game's start
  in a group; in the private chat ``/start PAYLOAD`` is the deep link that a player who
  never talked to the bot followed (``service.private_started``; the payload is the one
  ``bot/telegram/delivery.py`` signed).
- One game per chat, or per forum topic (``ChatRef.thread`` = the topic's thread id).
- Votes: inline buttons (callback data ``v:<kind>``; every query is answered at once,
  before the vote's messages are sent: with the service's message for the presser alone
  (a refusal) when the service has its word within ``answer_wait``, else with a short
  "vote received"; the outcome follows as messages) and message reactions
  (👍/✅ and 👎/❌; ``message_reaction`` updates, which Telegram sends only when listed in
  ``allowed_updates`` and, in groups, only to admin bots).  The bot adds no reactions
  itself: Telegram lets a bot set one reaction per message, from a list without ✅/❌.
- What the service answers goes out through ``Delivery`` (``bot/telegram/delivery.py``):
  the chats' queues within Telegram's flood limits, the private chat or its deep link.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from functools import partial
from typing import Any, cast, get_args

from telegram import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    CallbackQuery,
    Chat,
    Message,
    ReactionTypeEmoji,
    Update,
    User,
)
from telegram.constants import ChatMemberStatus
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    ApplicationBuilder,
    ApplicationHandlerStop,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    MessageReactionHandler,
    TypeHandler,
    filters,
)
from telegram.request import BaseRequest

from bot import i18n, log_format, metrics
from bot.adapter_kit import DEFAULT_REACTIONS, BoundedDict, InFlight, outage
from bot.commands import ADMIN_MAY, BY_NAME, COMMANDS
from bot.deadline_loop import DeadlineLoop
from bot.protocol import (
    HANDLING,
    BoardLinks,
    ChatRef,
    Command,
    GameServiceAPI,
    Outgoing,
    ServiceUnavailable,
    UserRef,
    Vote,
    VoteKind,
)
from bot.settings import Settings
from bot.telegram.delivery import (
    PLATFORM,
    SHUTDOWN_GRACE,
    Delivery,
    Trigger,
    parse_command_data,
    parse_start_payload,
)
from bot.telegram.order import RENEW_EVERY, ChatOrder
from bot.telegram.outbox import Limits
from bot.telegram.reach import Reach, ReachedRequest

log = logging.getLogger(__name__)

Callback = Callable[[Update, ContextTypes.DEFAULT_TYPE], Coroutine[Any, Any, None]]
ALLOWED_UPDATES = ["message", "callback_query", "message_reaction"]
ADMIN_TTL = 60.0  # seconds a looked-up admin status is trusted (getChatMember costs rate)
ANSWER_LIMIT = 200
ANSWER_WAIT = 1.0  # seconds a button press waits for the service's word before its answer
#: Seconds between two asks (getMe) while the Bot API does not answer: an outage's end is
#: learnt within that, rather than at a queued message's next try (up to 30 s).
PROBE_EVERY = 2.0
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


def order_key(update: Update) -> str | None:
    """The chat whose order ``update`` keeps (bot/telegram/order.py): its game's chat, a
    forum topic included (a reaction names none); None for an update of no chat."""
    chat, message = update.effective_chat, update.effective_message
    if chat is None:
        return None
    return chat_ref(chat, message if isinstance(message, Message) else None).key


class OrderedApplication(Application[Any, Any, Any, Any, Any, Any]):
    """python-telegram-bot's application, each update handled in its chat's order and
    counted while it is (``TelegramAdapter.handling``)."""

    handling: Callable[[Update], contextlib.AbstractAsyncContextManager[None]] | None = None

    async def process_update(self, update: object) -> None:
        if self.handling is None or not isinstance(update, Update):
            await super().process_update(update)
            return
        async with self.handling(update):
            await super().process_update(update)


class TelegramAdapter:
    def __init__(self, service: GameServiceAPI, settings: Settings, *,
                 deadlines: DeadlineLoop | None = None, limits: Limits | None = None,
                 answer_wait: float = ANSWER_WAIT,
                 clock: Callable[[], float] = time.monotonic,
                 links: BoardLinks | None = None) -> None:
        if not settings.telegram_token:
            raise ValueError("TELEGRAM_TOKEN is not set")
        self.service = service
        self.settings = settings
        self.token = settings.telegram_token  # also the secret that signs deep links
        # whose updates these are: their ids count per bot (the token starts with its id)
        self.source = f"{PLATFORM}:{self.token.partition(':')[0]}"
        # the process's deadline loop, shared with Discord when both run
        self.deadlines = deadlines or DeadlineLoop(service)
        self.app: Application[Any, Any, Any, Any, Any, Any] | None = None
        self.answer_wait = answer_wait
        # (chat, user) -> (is admin, when asked): a lobby's /kick, /order, /start in a row
        # ask Telegram once
        self.clock = clock
        self._admins: BoundedDict[tuple[int, int], tuple[bool, float]] = BoundedDict()
        # The outgoing side, and what the incoming side reads of it: the queues, and each
        # sent message's reaction kinds (for the reactions that come back).
        self.delivery = Delivery(service, settings, limits, links)
        self.outbox = self.delivery.outbox
        self.reactions = self.delivery.reactions
        # the updates from their arrival to their end, each in its chat's order
        self.order = ChatOrder(service, self.source)
        self.in_flight = InFlight()  # the updates being handled, answers included
        # the webhook's claims, made before its 200, for ``once`` (a DB outage: its error)
        self._claims: dict[int, bool | ServiceUnavailable] = {}
        self.taking = True  # whether ``keep_up`` takes up a dead process's updates
        self.reach = Reach()  # whether the Bot API answers (``ReachedRequest``)
        self.reach.on_change = self._reach_changed
        self._probe: asyncio.Task[None] | None = None

    def _reach_changed(self, failing: bool) -> None:
        """The Bot API stopped answering, or answers again (``Reach``).  Meanwhile a probe
        asks it every ``PROBE_EVERY`` s: the end of an outage was learnt only at a queued
        message's next try, up to 30 s later, and the games were moved on by as much
        (operator pass ops35 M3).  At its end the queued messages are tried at once and
        the timer ends the outage now (bot/service/outages.py)."""
        if failing:
            if self._probe is None or self._probe.done():
                self._probe = asyncio.get_running_loop().create_task(
                    self._probe_until_answered(), name="telegram-probe")
            return
        self.outbox.reachable_again()
        self.deadlines.poke()

    async def _probe_until_answered(self) -> None:
        while self.reach.failing and self.taking:
            await asyncio.sleep(PROBE_EVERY)
            if self.app is None or not self.reach.failing or not self.taking:
                return
            # Its outcome is the reach's to note (``ReachedRequest``); a failure is the
            # outage going on.
            with contextlib.suppress(Exception):
                await self.app.bot.get_me()

    # -- building ---------------------------------------------------------------------------

    def build(self, request: BaseRequest | None = None,
              updates_request: BaseRequest | None = None) -> Application[Any, Any, Any, Any,
                                                                          Any, Any]:
        # Any: the builder's type changes with the rate limiter set on it below
        builder: ApplicationBuilder[Any, Any, Any, Any, Any, Any] = (
            ApplicationBuilder().token(self.token))
        if self.settings.telegram_api_url:
            api = self.settings.telegram_api_url.rstrip("/")
            builder = builder.base_url(f"{api}/bot").base_file_url(f"{api}/file/bot")
        if request is None:  # the library's own, as its builder makes them, watched
            request = ReachedRequest(self.reach, connection_pool_size=256,
                                     http_version="1.1")
            updates_request = ReachedRequest(self.reach, connection_pool_size=1,
                                             http_version="1.1")
        builder = builder.request(request).get_updates_request(updates_request or request)
        limiter = self.outbox.limits.rate_limiter()
        if limiter is not None:
            builder = builder.rate_limiter(limiter)
        app = builder.application_class(OrderedApplication).concurrent_updates(True).build()
        assert isinstance(app, OrderedApplication)
        app.handling = self.handling
        self.add_handlers(app)
        self.app = self.delivery.app = app
        return app

    def add_handlers(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        # Before every other handler: an update that came before does not run again.
        app.add_handler(TypeHandler(Update, self.once), group=-1)
        only_new = filters.UpdateType.MESSAGE  # an edited command is not run twice
        app.add_handler(CommandHandler("start", self.on_start, filters=only_new))
        names = [spec.name for spec in COMMANDS
                 if spec.name != "start" and spec.offered_on(PLATFORM)]
        app.add_handler(CommandHandler(names, self.on_command, filters=only_new))
        app.add_handler(MessageHandler(filters.COMMAND & only_new, self.on_unknown_command))
        app.add_handler(CallbackQueryHandler(self.on_button, pattern=r"^[vc]:"))
        app.add_handler(MessageReactionHandler(self.on_reaction))
        app.add_error_handler(self.on_error)
        self.deadlines.register(PLATFORM, self.deliver_timed)
        if self.reach.tracked:  # (a test's own request object reports nothing)
            self.deadlines.watch_reach(PLATFORM, self.reach)

    @contextlib.asynccontextmanager
    async def handling(self, update: Update) -> AsyncIterator[None]:
        """Around all of one update's handling, answers included: counted in
        ``in_flight`` (a stop waits for it, and its bound cancels it), and only once
        its chat's earlier updates are handled (``order``)."""
        with self.in_flight.track():
            async with self.order.turn(update.update_id, order_key(update)):
                yield

    def unanswered(self, in_queue: int) -> tuple[int, int]:
        """The updates taken and not yet answered, for the stop's line: how many are
        being handled, and how many wait (for an earlier update of their chat, for their
        claim, or in the application's queue: ``in_queue`` there, of which the webhook's
        are noted already)."""
        running = self.order.running
        polled = max(0, in_queue - self.order.not_taken_up)  # polling notes them later
        return running, len(self.order) - running + polled

    async def take(self, update: Update, body: str | None = None) -> bool:
        """The webhook's step before its 200: the update is noted in its chat's order
        and claimed, with its chat and its ``body`` (the JSON Telegram sent), in the
        database, where another worker given the chat's next update finds it, and where
        it is kept until handled (``take_up``).  False: it ran already (a repeat), not to
        be queued.  A database that does not answer is told to the player by ``once``."""
        self.order.arrive(update.update_id, order_key(update))
        try:
            claimed = await self.service.claim_update(self.source, update.update_id,
                                                      order_key(update), body)
        except ServiceUnavailable as e:
            self._claims[update.update_id] = e
            return True
        except BaseException:
            self.order.leave(update.update_id)
            raise
        if not claimed:
            self.order.leave(update.update_id)
            log.info("update %d came again: it ran already", update.update_id)
            return False
        self._claims[update.update_id] = True
        return True

    async def take_up(self, *, start: bool = False) -> list[int]:
        """Queue the updates acknowledged (the webhook's 200) by a process that did not
        live to handle them: this one before its restart (``start``), or another worker
        killed (their lease lapsed).  Each is noted in its chat's order first, all of
        them by id, so that they are handled in the order Telegram gave them, once (they
        are claimed already: ``once`` lets them through).  Their ids."""
        assert self.app is not None
        found = await self.service.pending_updates(self.source, start=start)
        taken: list[int] = []
        released: list[int] = []  # of ``taken``, those their process let go (a stop)
        updates = []
        for update_id, body, let_go in found:
            if update_id in self.order:  # this process's own, being handled
                continue
            try:
                update = Update.de_json(json.loads(body), self.app.bot)
            except Exception as e:  # never expected: Telegram's own JSON, parsed once
                log.warning("Telegram: a kept update %d could not be read (%s): dropped",
                            update_id, e)
                await self.service.update_handled(self.source, update_id)
                continue
            self.order.arrive(update_id, order_key(update))
            self._claims[update_id] = True
            updates.append(update)
            taken.append(update_id)
            if let_go:
                released.append(update_id)
        for update in updates:
            await self.app.update_queue.put(update)
        lapsed = [u for u in taken if u not in released]
        # A stop that released its updates is a rolling restart doing its job: told, not
        # warned of (an operator alerting on WARNING is not paged for each restart).  A
        # lapsed lease is a process killed or hung: that is a warning.
        if released:
            log.info("Telegram: %d update(s) acknowledged and left unhandled by %s are "
                     "handled now, in their chats' order: %s", len(released),
                     "the process before this start, which released them as it stopped"
                     if start else "a worker that released them as it stopped",
                     ", ".join(map(str, released)))
        if lapsed:
            log.warning("Telegram: %d update(s) acknowledged and not handled by %s are "
                        "handled now, in their chats' order: %s", len(lapsed),
                        "the process before this start (it did not stop cleanly: killed?)"
                        if start else "another worker that stopped renewing their lease "
                        "(killed, or hung)", ", ".join(map(str, lapsed)))
        return taken

    async def keep_up(self, every: float = RENEW_EVERY) -> None:
        """Until cancelled: at once, then every ``every`` seconds, the leases of the
        updates this process handles are renewed (``ChatOrder.renew``) and the updates a
        dead process left are taken up (``take_up``; only while ``taking``)."""
        start = True
        while True:
            await self.order.renew()
            if self.taking:
                try:
                    await self.take_up(start=start)
                    start = False
                except ServiceUnavailable as e:  # the next time
                    log.debug("Telegram: the kept updates could not be read: %s", e)
                except Exception:  # never expected; the next time
                    log.exception("Telegram: the kept updates could not be taken up")
            await asyncio.sleep(every)

    async def register_commands(self) -> None:
        """setMyCommands per scope and language: group chats list every command, private
        chats only those that work there (``CommandSpec.group_only`` false); English for
        every client language without a list of its own."""
        assert self.app is not None
        others = [lang for lang in i18n.LANGUAGES if lang != "en"]
        offered = [spec for spec in COMMANDS if spec.offered_on(PLATFORM)]
        scopes = ((BotCommandScopeAllGroupChats(), offered),
                  (BotCommandScopeAllPrivateChats(),
                   [spec for spec in offered if not spec.group_only]))
        for scope, specs in scopes:
            for lang in ["en", *others]:
                commands = [BotCommand(spec.name,
                                       i18n.command_description(spec.name, None, lang)[:256])
                            for spec in specs]
                await self.app.bot.set_my_commands(
                    commands, scope=scope, language_code=None if lang == "en" else lang)

    # -- handlers --------------------------------------------------------------------------

    async def once(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Stops an update that any process on the database has taken before: Telegram
        delivers a webhook update again when the answer to it was late or lost, maybe to
        another worker.  (Polling confirms what it took, but a process killed before its
        next poll leaves its last updates to be fetched again by the next one.)"""
        claimed = self._claims.pop(update.update_id, None)  # the webhook's, before its 200
        try:
            if claimed is None:
                claimed = await self.service.claim_update(self.source, update.update_id,
                                                          order_key(update))
            elif isinstance(claimed, ServiceUnavailable):
                raise claimed
        except ServiceUnavailable as e:
            # Told once, and stopped here: else the command's own group would meet the
            # outage too, and the player would be told twice.
            await self._unavailable(update, e)
            raise ApplicationHandlerStop from None
        if not claimed:
            log.info("update %d came again: it ran already", update.update_id)
            raise ApplicationHandlerStop

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
        await self.deliver(outs, Trigger(chat=here))

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
        if name in ADMIN_MAY and chat.type != Chat.PRIVATE:  # one API call: only these
            is_admin = await self._is_admin(chat, user)
        here = chat_ref(chat, message)
        cmd = Command(here, user_ref(user, is_admin=is_admin), name, args)
        log_format.working_on(chat=here.key)  # the line below carries it (LOG_FORMAT=json)
        # never the arguments; with the game's id once the service has found it
        with log_format.command_line(log, "command /%s in %s", name, here.key):
            try:
                outs = await self.service.handle(cmd)
            finally:
                self.deadlines.poke()
        await self.deliver(outs, Trigger(chat=here))

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
        """Whether ``user`` administers ``chat`` (``getChatMember``, trusted for
        ``ADMIN_TTL`` seconds).  When Telegram cannot tell, no (and nothing is kept)."""
        key, now = (chat.id, user.id), self.clock()
        known = self._admins.get(key)
        if known is not None and now - known[1] < ADMIN_TTL:
            return known[0]
        try:
            member = await chat.get_member(user.id)
        except TelegramError as exc:
            log.warning("could not look up a member's status: %s", exc.message)
            return False
        admin = member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)
        self._admins[key] = (admin, now)
        return admin

    async def on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A vote by button.  The press is answered before the vote's messages are sent
        (they may wait in the group's queue), and at the latest after ``answer_wait``
        seconds (the service may be busy with the computers' turns): a spinner that
        turns for long, or an answer Telegram refuses as too old, helps no one."""
        query = update.callback_query
        if query is None:
            return
        if (query.data or "").startswith("c:"):
            command = parse_command_data(query.data or "", self.token)
            if command is None:  # forged, or an unsigned button from before signing
                await self._answer(query, self._t(query.from_user, "button_expired"),
                                   alert=True)
            else:
                await self._command_button(query, *command)
            return
        kind = (query.data or "")[2:]
        message = query.message
        if kind not in get_args(VoteKind) or message is None:
            await self._answer(query)
            return
        chat = chat_ref(message.chat, message if isinstance(message, Message) else None)
        ctx = Trigger(chat=chat)
        vote = Vote(chat, user_ref(query.from_user), str(message.message_id),
                    cast(VoteKind, kind))  # one of VoteKind's, checked above
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
        the command runs for the presser in the game's chat named by the button, if the
        presser is in that chat (the data names the chat, and a private chat is no proof
        of membership)."""
        if not await self._is_member(here, query.from_user):
            await self._answer(query, self._t(query.from_user, "button_not_member"),
                               alert=True)
            return
        await self._answer(query)
        try:
            outs = await self.service.handle(
                Command(here, user_ref(query.from_user), name, args))
        finally:
            self.deadlines.poke()
        await self.deliver(outs, Trigger(chat=here))

    def _t(self, user: User, key: str) -> str:
        """The adapter's own note to ``user``, in their client's language."""
        return i18n.t(i18n.language_of(user.language_code, self.settings.default_language),
                      key)

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
        # The update names no forum topic: the database knows where the message went,
        # whichever process sent it (or before a restart).
        chat = await self.service.message_chat(
            ChatRef(PLATFORM, str(reaction.chat.id),
                    is_group=reaction.chat.type != Chat.PRIVATE), str(reaction.message_id))
        if chat is None:
            return  # not a message anyone votes on
        voter = user_ref(reaction.user)
        for kind in kinds[:1]:  # one vote per reaction change
            try:
                outs = await self.service.vote(Vote(chat, voter, str(reaction.message_id), kind))
            finally:
                self.deadlines.poke()
            await self.deliver(outs, Trigger(chat=chat, voter=voter.id))

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        if outage(context.error, "an update was not handled"):
            await self._tell(update, self._unavailable_note(update))
        else:
            log.error("an update failed", exc_info=context.error)
            name = self._command_name(update)
            if name is not None:  # a command that crashed here is an error on /metrics
                metrics.command_failed(name, context.error)
            await self._tell(update, "Something went wrong; please try again.")

    @staticmethod
    def _command_name(update: object) -> str | None:
        """The command an update carries, as /metrics names it (``unknown`` for one there
        is not), or None for an update that is no typed command."""
        if not isinstance(update, Update) or update.callback_query is not None:
            return None
        message = update.effective_message
        text = message.text if message is not None else None
        if not text or not text.startswith("/"):
            return None
        name = text.partition(" ")[0][1:].split("@", 1)[0].lower()
        return name if name in BY_NAME else "unknown"

    async def _unavailable(self, update: Update, error: ServiceUnavailable) -> None:
        """The update met the outage before the service saw it: its chat on the WARNING
        (LOG_FORMAT=json), and a command counted as ``unavailable``, as the service
        counts one that meets it later."""
        message, chat = update.effective_message, update.effective_chat
        if chat is not None:
            log_format.working_on(chat=chat_ref(chat, message).key)
        name = self._command_name(update)
        if name is not None:
            metrics.command_unavailable(name)
        outage(error, "an update was not handled")
        await self._tell(update, self._unavailable_note(update))

    def _unavailable_note(self, update: object) -> str:
        user = update.effective_user if isinstance(update, Update) else None
        return i18n.t(i18n.language_of(user.language_code if user else None,
                                       self.settings.default_language),
                      "database_unavailable")

    @staticmethod
    async def _tell(update: object, text: str) -> None:
        """A reply to a new message; a button press is answered in its little note."""
        message = update.message if isinstance(update, Update) else None
        query = update.callback_query if isinstance(update, Update) else None
        with contextlib.suppress(TelegramError):
            if message is not None:
                await message.reply_text(text)
            elif query is not None:
                await query.answer(text[:ANSWER_LIMIT])

    @staticmethod
    def _for_presser(out: Outgoing, query: CallbackQuery) -> bool:
        """A short note (no picture) meant only for whoever pressed the button."""
        if not out.ephemeral_ok or out.image is not None or out.file is not None \
                or len(out.text) > ANSWER_LIMIT:
            return False
        if out.private_to is not None:
            return out.private_to.id == str(query.from_user.id)
        return True

    # -- the outgoing side -----------------------------------------------------------------

    async def deliver(self, outs: list[Outgoing], ctx: Trigger | None = None) -> None:
        """Deliver ``outs`` (``Delivery.deliver``): what a command or vote answered, the
        last step of its update's handling, after which the chat's next update may go
        (``ChatOrder.answers_queued``) while these are being delivered."""
        handling = HANDLING.get()
        await self.delivery.deliver(
            outs, ctx, None if handling is None
            else partial(self.order.answers_queued, handling.update_id))

    async def deliver_timed(self, outs: list[Outgoing]) -> None:
        """The deadline loop's deliverer (``Delivery.deliver_timed``)."""
        await self.delivery.deliver_timed(outs)

    async def flush(self) -> None:
        """Wait until every queued message is delivered (tests; shutdown)."""
        await self.delivery.flush()

    async def close(self, timeout: float = SHUTDOWN_GRACE, bound: float | None = None
                    ) -> None:
        """Deliver what is queued within ``timeout`` seconds, then stop the queues
        (``bound``: the stop's STOP_TIMEOUT, ``Outbox.close``).  The webhook's updates
        cut before they committed are kept in the database and handled again: their
        dropped answers come again then."""
        kept = self.order.cut if self.settings.telegram_webhook_url else frozenset()
        await self.delivery.close(timeout, bound, kept)
