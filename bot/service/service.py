"""The game service: commands and votes in, outgoing messages out.

Every command runs under its chat's asyncio lock: it reads the chat's game, lets the
engine act on it in memory, and commits everything it changed (state, seats, log, votes,
deadlines, result) in one transaction whose version check makes a second writer retry on
the first one's result (bot/service/transaction.py).  Pictures are drawn after the
commit, so a picture can never cost a move.  A restart after downtime moves the running
games' times on first (bot/service/downtime.py)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import dataclasses
import functools
import logging
import secrets
import threading
import time
from collections.abc import (
    AsyncIterator,
    Callable,
    Collection,
    Coroutine,
    MutableMapping,
    Sequence,
)
from typing import Any, ParamSpec, TypeVar

from bot import i18n, log_format, metrics, stopping
from bot.adapter_kit import BoundedDict, command_answered, command_looks_only, command_stored
from bot.commands import BY_NAME
from bot.protocol import (
    ChatRef,
    Command,
    Menu,
    Outgoing,
    RuleSetChoice,
    ServiceUnavailable,
    UserRef,
    Vote,
)
from bot.service import (
    burst,
    computer,
    downtime,
    outages,
    private,
    ratings,
    rule_texts,
    timing,
    transaction,
)
from bot.service.clock import steady_clock
from bot.service.commands import HANDLERS, changes_nothing, started_privately, vote_on
from bot.service.context import Ctx, Handler, lexicon_key
from bot.service.deadlines import fire_deadlines
from bot.service.input import check_text
from bot.service.lexicons import default_lexicons, default_walkable
from bot.service.live import LiveGames
from bot.service.lobby import lobby_text
from bot.service.meta import GameMeta
from bot.starting import StartChecks
from dictionaries.store import DawgLexicon
from dictionaries.vocabulary import judgement, vocabulary
from engine import players
from engine.challenges import Judgement
from engine.game import Game
from engine.levels import LEVELS
from engine.lexicon import AcceptAll, Lexicon, WalkableLexicon
from engine.rules import load_ruleset, ruleset_ids
from storage.base import (
    GameRecord,
    Repository,
    UnreadableGame,
)
from storage.outage import is_outage

log = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")


def _outage_unavailable(call: Callable[P, Coroutine[Any, Any, R]]
                        ) -> Callable[P, Coroutine[Any, Any, R]]:
    """An entry point of the adapters: a database outage comes out as
    ``ServiceUnavailable`` (bot.protocol's terms), which they answer with a note that it
    passes, and log as one WARNING, not as a bug's traceback."""
    @functools.wraps(call)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await call(*args, **kwargs)
        except ServiceUnavailable:
            raise
        except Exception as e:
            if is_outage(e):
                raise ServiceUnavailable(f"the database did not answer ({_one_line(e)})"
                                         ) from e
            raise
    return wrapper




# A move search (a hint, a computer's move) stops after this many seconds with the best
# found so far, and at most this many run at once (the others wait their turn): a rack
# fished for its millions of moves cannot stall the other chats.
THINK_BUDGET = 0.8
THINK_THREADS = 2
# How long a claimed platform update is remembered (claim_update): Telegram keeps an
# update a day at most, so none comes back later.
UPDATE_MEMORY = 86400.0
# How long a claimed update is leased to its process (seconds): it renews the lease while
# it handles the update (bot/telegram/order.py), so only a process killed meanwhile lets
# it lapse, after which another worker takes the update up (``pending_updates``).
UPDATE_LEASE = 30.0
T = TypeVar("T")


def menu() -> Menu:
    """What the service offers the adapters to list (``GameServiceAPI.menu``): every rule
    set in the order of ``engine.rules.ruleset_ids``, and the engine's computer levels."""
    rule_sets = []
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        rule_sets.append(RuleSetChoice(rid, rules.name,
                                       rules.word_check_choices or (rules.word_check,)))
    return Menu(tuple(rule_sets), tuple(LEVELS))



class GameService:
    """Implements ``bot.protocol.GameServiceAPI``."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] | None = None,
                 lexicons: Callable[[str], Lexicon | None] = default_lexicons,
                 seeds: Callable[[], str] | None = None, pictures: bool = True,
                 default_language: str = "en",
                 walkers: Callable[[str], WalkableLexicon | None] = default_walkable,
                 entropy: Callable[[], str] | None = None,
                 champion_seconds: float = 3.0, recaps: bool = False,
                 inactive_end: float = timing.INACTIVE_END, min_window: float = 0.0,
                 ) -> None:
        self.repo = repo
        self.clock = clock or steady_clock()
        self._resumed = False
        self.think_budget = THINK_BUDGET
        self.think_clock: Callable[[], float] = time.monotonic
        self._thinkers = concurrent.futures.ThreadPoolExecutor(
            max_workers=THINK_THREADS, thread_name_prefix="think")
        self._resume_lock = asyncio.Lock()
        self.lexicons = lexicons
        self.seeds = seeds or (lambda: secrets.token_hex(8))
        # Fresh randomness for the bag after an agreed undo, kept in the game's log.
        self.entropy = entropy or (lambda: secrets.token_hex(8))
        self.draw_pictures = pictures
        self.default_language = default_language
        # A chat's lock lives while some task holds or waits for it (the count), so idle
        # chats cost nothing: 50,000 chats used to keep 50,000 locks.
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}
        self._lexicon_cache: dict[str, Lexicon | None] = {}
        self.walkers = walkers
        self.champion_seconds = champion_seconds  # the champion level's time per move
        self.inactive_end = inactive_end  # seconds without a move: an admin ends alone
        # Each new game's shortest vote, challenge and undo window (``GameMeta.min_window``):
        # 0 in group chats (the rule set's), longer in the console.
        self.min_window = min_window
        self._walk_cache: dict[str, WalkableLexicon | None] = {}
        self.handlers: dict[str, Handler] = HANDLERS
        self.live = LiveGames()  # the games in play, as last committed (live.py)
        # The language each chat with none stored was last answered in (transaction.py),
        # for its next refusal; forgotten at a restart, as it costs only a word's language.
        self.spoken: MutableMapping[str, str] = BoundedDict()
        self.ratings = ratings.Ratings(repo)
        self.recaps = recaps  # a recap after every game whose chat did not turn it off
        # (the bots and the console turn it on; off, the end message is the last one)
        self._commit_listeners: list[Callable[[int, int], None]] = []
        # The computers' moves being thought now (``think``), and the process's stop
        # (``bot.stopping``), once it is asked: for the stop's lines.
        self.thinking = 0
        self.stopping: asyncio.Event | None = None
        # ``python -m bot``'s: the platforms' start-up checks, which ``resume`` (the
        # downtime shift) and ``claim_update`` wait for, so that a start refused after the
        # database is open writes nothing (bot/starting.py). None: nothing to wait for.
        self.start_checks: StartChecks | None = None

    # ------------------------------------------------------------ helpers
    @contextlib.asynccontextmanager
    async def lock(self, chat_key: str) -> AsyncIterator[None]:
        """Hold the chat's lock; the last task to leave frees it."""
        lock, users = self._locks.get(chat_key) or (asyncio.Lock(), 0)
        self._locks[chat_key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[chat_key]
            if users == 1:
                del self._locks[chat_key]
            else:
                self._locks[chat_key] = (lock, users - 1)

    async def think(self, work: Callable[[Callable[[], bool]], T],
                    seconds: float | None = None, *, computer: bool = False) -> T:
        """``work(stop)`` on the search threads; its budget (``seconds``, by default the
        service's) starts when it starts (a search that waited its turn still gets all
        of it).  ``computer``: a computer's move, counted for the stop's lines
        (``stop_note``): one thought to its end while the process stops, or dropped by
        the stop's bound, is said."""
        budget = self.think_budget if seconds is None else seconds
        clock = self.think_clock
        cut = threading.Event()  # nobody waits for the search any more: it ends now

        def run() -> T:
            end = clock() + budget
            return work(lambda: cut.is_set() or clock() >= end)

        if computer:
            self.thinking += 1
            log.debug("a computer's move: thinking (up to %g s)", budget)
        try:
            result = await asyncio.get_running_loop().run_in_executor(self._thinkers, run)
        except asyncio.CancelledError:
            cut.set()  # else its thread goes on for its budget, and the process with it
            if computer and self.stopping is not None and self.stopping.is_set():
                stopping.say("stopping: a computer's move being thought is dropped (the "
                             "stop came to its bound, STOP_TIMEOUT): the game is stored "
                             "without it, and the computer moves after the next start",
                             logging.WARNING, log)
            raise
        finally:
            if computer:
                self.thinking -= 1
        if computer and self.stopping is not None and self.stopping.is_set():
            stopping.say("stopping: a computer's move thought while stopping is finished: "
                         "it is played and stored before the process exits", logger=log)
        return result

    def stop_note(self) -> str | None:
        """For the stop line (``bot.stopping``): the computers' moves being thought,
        which the stop lets finish within its bound, or drops."""
        if not self.thinking:
            return None
        moves = "a computer's move is" if self.thinking == 1 else (
            f"{self.thinking} computers' moves are")
        return (f"{moves} being thought: finished and stored if done within STOP_TIMEOUT, "
                "else dropped (the computer moves after the next start)")

    def on_commit(self, listener: Callable[[int, int], None]) -> None:
        """Call ``listener(game_id, version)`` after every commit of a game in this
        process (a command, a vote, a deadline, a computer's move), from the committing
        task, under the chat's lock: it must only note the change (the web board's live
        pages, bot/web/live.py, are told this way), never wait or raise."""
        self._commit_listeners.append(listener)

    def committed(self, game_id: int, version: int) -> None:
        for listener in self._commit_listeners:
            try:
                listener(game_id, version)
            except Exception:  # a listener's bug must not look like a failed commit
                log.exception("a commit listener failed")

    def held_locks(self) -> int:
        """How many chat locks exist now (held or waited for)."""
        return len(self._locks)

    def lexicon(self, ruleset_id: str) -> Lexicon | None:
        if ruleset_id not in self._lexicon_cache:
            self._lexicon_cache[ruleset_id] = self.lexicons(ruleset_id)
        return self._lexicon_cache[ruleset_id]

    def walkable(self, ruleset_id: str) -> WalkableLexicon | None:
        """The lexicon the move generator walks (computer, hints, "no one can move"): the
        rule set's own when it can be walked, else ``walkers``' (the real one)."""
        # Worked out once per rule set: an isinstance check against a Protocol is slow,
        # and every command asks.
        if ruleset_id not in self._walk_cache:
            lex = self.lexicon(ruleset_id)
            self._walk_cache[ruleset_id] = (lex if isinstance(lex, WalkableLexicon)
                                            else self.walkers(ruleset_id))
        return self._walk_cache[ruleset_id]

    def vocabulary(self, ruleset_id: str, level: str) -> WalkableLexicon | None:
        """The words a computer of ``level`` knows, from the compiled word list and the
        words' frequencies (``dictionaries.vocabulary``); None: the whole list (``strong``,
        or a word list given in another form, as in tests)."""
        lex = self.lexicon(ruleset_id)  # the game's own list (tests give other ones)
        if not isinstance(lex, DawgLexicon):
            return None
        return vocabulary(lex, load_ruleset(ruleset_id.partition("+")[0]).language, level)

    def judgement(self, ruleset_id: str, level: str) -> Judgement | None:
        """How a computer of ``level`` judges others' moves (``dictionaries.vocabulary``:
        the words familiar to it and their letter patterns)."""
        lex = self.lexicon(ruleset_id)  # the game's own list (tests give other ones)
        if not isinstance(lex, DawgLexicon):
            return None
        return judgement(lex, load_ruleset(ruleset_id.partition("+")[0]).language, level)

    def user_language(self, user: UserRef | None) -> str:
        return i18n.language_of(user.language if user else None, self.default_language)

    def load_game(self, rec: GameRecord) -> Game:
        """The engine's game of a stored row (a game of the caller's own: the games in
        play are taken from ``live`` by the command that commits them); ``UnreadableGame``
        when no engine can read it (the exception names the game, never its state: that
        holds the seed)."""
        assert rec.state is not None  # a lobby has no game: callers load started ones only
        try:
            game = Game.from_json(rec.state)
        except Exception:
            raise UnreadableGame(rec.id or 0, rec.chat_key) from None
        self.prepare(game, lexicon_key(rec.ruleset, rec.options))
        return game

    @staticmethod
    def load_meta(rec: GameRecord) -> GameMeta:
        try:
            return GameMeta.from_dict(rec.meta)
        except Exception:
            raise UnreadableGame(rec.id or 0, rec.chat_key) from None

    def prepare(self, game: Game, ruleset_id: str) -> None:
        """Give a game its lexicon (the word list, or none to judge by: every word goes)
        and, where the rules end a game when no one can move, the check that tells (a
        move generator over the walkable lexicon; without one, a whole round of passes
        says so)."""
        lex = self.lexicon(ruleset_id)
        game.lexicon = lex if lex is not None else AcceptAll()
        walk = self.walkable(ruleset_id)
        if game.rules.end_when_no_moves and walk is not None:
            game.no_moves_hook = players.make_no_moves_hook(walk)

    # ------------------------------------------------------------ GameServiceAPI
    def menu(self) -> Menu:
        return menu()

    @_outage_unavailable
    async def handle(self, cmd: Command) -> list[Outgoing]:
        name = cmd.name.strip().lower().lstrip("/")
        # Counted by name only for the commands there are (a typo is "unknown": the
        # metric's series stay bounded), with the time the whole answer took.
        label = name if name in BY_NAME else "unknown"
        started = time.perf_counter()
        metrics.command_started()
        if changes_nothing(name, cmd.args):  # cut at a stop, only its answer is lost
            command_looks_only()
        try:
            outs = await self._handle(cmd, name)
            command_answered()  # what it has not stored by now, it had nothing to store
        except BaseException as e:
            log_format.handled()  # the adapter's line of the command, before the outcome's
            metrics.command_done(label, time.perf_counter() - started, failed=True,
                                 unavailable=is_outage(e))
            metrics.counted(e)  # the adapter's error handler does not count it again
            raise
        log_format.handled()
        seconds = time.perf_counter() - started
        outcome = metrics.command_done(label, seconds)
        # With the chat and game ids of its context (bot/log_format.py): a log of commands.
        # The chat is the one it came from, as its command line's (a command sent in
        # private worked on the group's game, and its outcome named the group: ops35 L2).
        log_format.about_chat(cmd.chat.key)
        log.debug("/%s: %s in %.0f ms", label, outcome, seconds * 1000)
        return outs

    async def _handle(self, cmd: Command, name: str) -> list[Outgoing]:
        lang = self.user_language(cmd.user)
        if cmd.user.is_bot:
            return []
        problem = check_text(cmd.args) or check_text(name, 40)
        if problem is not None:
            return [await self._refuse_early(cmd, lang, problem)]
        spec = BY_NAME.get(name)
        if spec is None or name not in self.handlers or not spec.offered_on(cmd.chat.platform):
            shown = "".join(ch for ch in name if ch.isprintable())[:30]
            return [await self._refuse_early(cmd, lang, "unknown_command", command=shown)]
        args = " ".join(cmd.args.split())
        if not cmd.chat.is_group and name in private.GAME_COMMANDS:
            # the sender's own game, as if sent there (bot/service/private.py)
            return await private.handle(self, cmd, name, args, self.handlers[name])
        if spec.group_only and not cmd.chat.is_group:
            lang = await private.language(self, cmd.user)
            return [await self._refuse_early(cmd, lang, "group_only", command=name)]
        return await self.run(cmd.chat, cmd.user, self.handlers[name], args)

    async def _refuse_early(self, cmd: Command, lang: str, key: str, **params: Any
                            ) -> Outgoing:
        """Refused before any game work: in the chat's game's language if it has one,
        else in the chat's language (the last game's, or the one set with /lang)."""
        metrics.refused()
        lang = await self.chat_language(cmd.chat, lang)
        return Outgoing(i18n.t(lang, key, **params), chat=cmd.chat, ephemeral_ok=True)

    async def chat_language(self, chat: ChatRef, fallback: str) -> str:
        """The language a group chat speaks: its open game's, else the one stored for the
        chat (issue 16: a refusal before or after a game used to come in English)."""
        if not chat.is_group:
            return fallback
        try:
            rec = await self.repo.open_game(chat.key, lines=False)
        except UnreadableGame:
            rec = None
        if rec is not None:
            return rec.language
        stored = await self.repo.chat_language(chat.key) or self.spoken.get(chat.key)
        return i18n.language_of(stored, fallback)

    async def run(self, chat: ChatRef, user: UserRef | None, handler: Handler,
                  args: str, *, lang: str | None = None, catch_up: bool = True,
                  ) -> list[Outgoing]:
        """Run ``handler`` for ``chat``'s game under its lock, in one transaction; then,
        still under the lock, whatever the computer seats owe the game, each step in a
        transaction of its own.  ``catch_up``: first fire the game's deadlines already
        past, in the same transaction (the timer may not have got round to them yet), so
        that nothing counts after its window or time closed."""
        log_format.working_on(chat=chat.key)
        await self.resume()
        # The chat's lock in this process, then across processes (a no-op on SQLite).
        async with self.lock(chat.key), self.repo.chat_lock(chat.key):
            try:
                outs, ctx = await self._transact(chat, user, handler, args, lang, catch_up)
            except UnreadableGame as e:
                return await self._unreadable(chat, user, handler, e)
            steps = [burst.step_of(outs, ctx)]
            ctx = await self._computer_steps(chat, ctx, steps)
            # The burst is told once it is over, from the facts of its steps and the state
            # committed last: one chat message (bot/service/burst.py).
            outs, pictures = burst.tell(steps)
            await self.draw(pictures)
            for step in steps:  # the recap: after the game's last message
                for out, make in step.after:
                    await self.make_later(out, make)
                    outs.append(out)
            return outs

    async def _unreadable(self, chat: ChatRef, user: UserRef | None, handler: Handler,
                          e: UnreadableGame) -> list[Outgoing]:
        """The chat's game cannot be read: players are told so in general words, and an
        admin's ``/end`` cancels it without reading it (nothing else could).  The log
        names the game, never the row: its state holds the seed, which gives the bag."""
        if user is None:  # the timer (due() reads only the row, not the lines): as there,
            log.error("%s: its deadlines are dropped", e)  # not due again at once
            await self.repo.clear_deadlines(e.game_id)
            return []
        log.error("%s", e)
        stored = await self.repo.chat_language(chat.key) if chat.is_group else None
        lang = i18n.language_of(stored, self.user_language(user))
        if user is not None and user.is_admin and handler is self.handlers.get("end"):
            await self.repo.cancel_game(e.game_id, self.clock())
            command_stored()
            return [Outgoing(i18n.t(lang, "unreadable_game_ended"), chat=chat)]
        return [Outgoing(i18n.t(lang, "unreadable_game"), chat=chat, ephemeral_ok=True)]

    async def _computer_steps(self, chat: ChatRef, ctx: Ctx, steps: list[burst.Step]) -> Ctx:
        """Play what the computer seats owe, adding each step to ``steps``; the context
        of the last step that ran."""
        try:
            for _ in range(computer.MAX_STEPS):
                if not computer.wants_step(ctx):
                    break
                started = time.perf_counter()
                more, ctx = await self._transact(chat, None, computer.step, "", None)
                metrics.computer_step(time.perf_counter() - started)
                steps.append(burst.step_of(more, ctx))
                if not ctx.dirty:
                    break
        except Exception:  # the command before is stored: a computer's bug must not lose it
            log.exception("computer step failed in chat %s", chat.key)
        return ctx

    async def _transact(self, chat: ChatRef, user: UserRef | None, handler: Handler,
                        args: str, lang: str | None, catch_up: bool = False,
                        ) -> tuple[list[Outgoing], Ctx]:
        """One handler in one transaction (bot/service/transaction.py)."""
        return await transaction.transact(self, chat, user, handler, args, lang, catch_up)

    async def draw(self, pictures: list[tuple[Outgoing, Callable[[], bytes | None]]]
                   ) -> None:
        if not self.draw_pictures:
            return
        for out, fn in pictures:
            out.image = await asyncio.to_thread(fn)

    async def make_later(self, out: Outgoing, make: Callable[[], None]) -> None:
        try:
            await asyncio.to_thread(make)
        except Exception:  # the game is stored and told: a recap's bug must not lose that
            log.exception("a message made after the command failed")

    @_outage_unavailable
    async def vote(self, vote: Vote) -> list[Outgoing]:
        outs = await self._vote(vote)
        command_answered()  # what is not stored by now was not to be (a stop's line)
        return outs

    async def _vote(self, vote: Vote) -> list[Outgoing]:
        if vote.user.is_bot:
            return []
        found = await self.repo.find_ref(vote.chat.key, vote.message_id)
        if found is None:
            return []  # a reaction on some other message of the bot: nothing to do
        game_id, ref = found

        async def act(ctx: Ctx, _args: str) -> None:
            await vote_on(ctx, game_id, ref, vote.kind)

        outs = await self.run(vote.chat, vote.user, act, "")
        for out in outs:  # a refused vote is told to the voter alone
            if out.ephemeral_ok and out.chat is not None and not out.image:
                out.private_to, out.chat = vote.user, None
        return outs

    @_outage_unavailable
    async def delivered(self, out: Outgoing, message_id: str) -> None:
        if not out.ref or out.chat is None:
            return
        try:
            game_id = int(out.ref.split(":")[1])
        except (IndexError, ValueError):
            return
        await self.repo.save_ref(out.chat.key, str(message_id), game_id, out.ref, self.clock())

    @_outage_unavailable
    async def games_in_threads(self, chat: ChatRef) -> bool:
        key = chat.server_key
        if key is None or not chat.is_group:
            return False
        return await self.repo.server_threads(key) is not False  # on by default

    @_outage_unavailable
    async def ref_messages(self, chat: ChatRef, ref: str) -> list[str]:
        return await self.repo.ref_messages(chat.key, ref)

    @_outage_unavailable
    async def message_chat(self, chat: ChatRef, message_id: str) -> ChatRef | None:
        found = await self.repo.find_message(chat.key, message_id)
        if found is None:
            return None
        return dataclasses.replace(chat, thread=found[0].rpartition(":")[2] or None)

    @_outage_unavailable
    async def claim_update(self, source: str, update_id: int, chat: str | None = None,
                           body: str | None = None) -> bool:
        if self.start_checks is not None:  # not claimed by a process that does not start
            await self.start_checks.wait()
        # The chat is kept only where another process may read it (one SQLite process
        # orders its chats' updates in memory alone).
        now = self.clock()
        return await self.repo.claim_update(source, update_id, now, UPDATE_MEMORY,
                                            chat if self.repo.SHARED else None, body,
                                            None if body is None else now + UPDATE_LEASE)

    @_outage_unavailable
    async def earlier_update(self, source: str, chat: str, update_id: int, within: float,
                             ) -> tuple[int, float] | None:
        if not self.repo.SHARED:
            return None
        now = self.clock()
        found = await self.repo.earlier_update(source, chat, update_id, now - within)
        return None if found is None else (found[0], max(0.0, now - found[1]))

    @_outage_unavailable
    async def update_handled(self, source: str, update_id: int) -> None:
        await self.repo.update_handled(source, update_id)

    @_outage_unavailable
    async def pending_updates(self, source: str, *, start: bool = False,
                              ) -> Sequence[tuple[int, str, bool]]:
        if self.start_checks is not None:  # as ``claim_update``
            await self.start_checks.wait()
        now = self.clock()
        return await self.repo.pending_updates(source, now, now + UPDATE_LEASE,
                                               every=start and not self.repo.SHARED)

    @_outage_unavailable
    async def renew_updates(self, source: str, update_ids: Collection[int]) -> None:
        if update_ids:
            await self.repo.renew_updates(source, update_ids, self.clock() + UPDATE_LEASE)

    @_outage_unavailable
    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        if update_ids:  # no one holds them: ``pending_updates`` takes them at once
            await self.repo.release_updates(source, update_ids)

    @_outage_unavailable
    async def private_started(self, user: UserRef, payload: str,
                              game: int | None = None) -> list[Outgoing]:
        outs = await self._private_started(user, payload, game)
        command_answered()
        return outs

    async def _private_started(self, user: UserRef, payload: str,
                               game: int | None) -> list[Outgoing]:
        lang = self.user_language(user)
        try:
            rec = await self.repo.open_game(payload.strip()[:200], lines=False)
            chat = None if rec is None else self.load_meta(rec).chat
        except UnreadableGame as e:
            log.error("%s", e)
            rec = chat = None
        if rec is None or chat is None or (game is not None and rec.id != game):
            # The link's game is over (or another one runs in its chat): links do not
            # carry over to the next game.
            return [Outgoing(i18n.t(lang, "no_game_for_link"), private_to=user)]
        outs = await self.run(chat, user, started_privately, "")
        for out in outs:  # a refusal is for the one who opened the link, not the group
            if out.ephemeral_ok and out.chat is not None and not out.image:
                out.private_to, out.chat = user, None
        return outs

    async def resume(self) -> None:
        """Once per process, before its first command or timer tick: the running games'
        times move on by the downtime since the last heartbeat (bot/service/downtime.py)."""
        if self._resumed:
            return
        if self.start_checks is not None:
            # Not before every platform has passed its start-up checks: a refused start
            # would have moved the deadlines on and changed nothing else (the next start
            # moves them again).  Refused, this is cancelled, unwritten.
            await self.start_checks.wait()
        async with self._resume_lock:
            if self._resumed:
                return
            # Done only once it is done: a command or tick arriving meanwhile waits here
            # (it used to go straight on and beat a heartbeat of its own first, so that
            # the downtime was measured as none and the deadlines it should have moved
            # fired).  A resume that fails (the database away) is tried again by the next.
            await downtime.resume(self)
            self._resumed = True

    async def due(self, now: float, platforms: Collection[str] | None = None,
                  ) -> list[Outgoing]:
        try:
            return await self._due(now, platforms)
        except Exception as e:
            if is_outage(e):  # the timer's terms (bot.protocol): it says so once
                raise ServiceUnavailable(f"the database did not answer ({_one_line(e)})"
                                         ) from e
            raise

    async def _due(self, now: float, platforms: Collection[str] | None) -> list[Outgoing]:
        await self.resume()
        await self.repo.heartbeat(now)
        # Shifts a process killed mid-way left owed (their games fire nothing until then).
        await downtime.settle(self, wait=False)
        outs: list[Outgoing] = []
        seen: set[int] = set()
        for d in await self.repo.due(now, platforms):
            if d.game_id in seen:
                continue
            seen.add(d.game_id)
            try:
                rec = await self.repo.game(d.game_id, lines=False)
                chat = None if rec is None else self.load_meta(rec).chat
            except UnreadableGame as e:
                # Not fired and not due again at once (the timer would spin on it); the
                # game waits for an admin's /end, and the other games' deadlines fire.
                log.error("%s: its deadlines are dropped", e)
                await self.repo.clear_deadlines(d.game_id)
                continue
            if chat is None:
                continue

            async def fire(ctx: Ctx, _args: str, game_id: int = d.game_id) -> None:
                await fire_deadlines(ctx, game_id, now)

            metrics.deadline_fired(d.kind, now - d.due_at)

            outs.extend(await self.run(chat, None, fire, "", catch_up=False))
        return outs

    async def next_deadline(self, platforms: Collection[str] | None = None,
                            ) -> float | None:
        try:
            return await self.repo.next_deadline(platforms)
        except Exception as e:
            if is_outage(e):
                raise ServiceUnavailable(f"the database did not answer ({_one_line(e)})"
                                         ) from e
            raise

    @_outage_unavailable
    async def platform_reach(self, platform: str, failing_since: float | None,
                             answered_at: float | None, now: float) -> None:
        await outages.note(self, platform, failing_since, answered_at, now)

    @_outage_unavailable
    async def welcome_back(self, chat: ChatRef, user: UserRef) -> list[Outgoing]:
        """What a chat is told when its table is opened again (the console after a
        restart with --db): that a game is open there and whose turn it is (the game's
        /score, asked by ``user``), or that one is being set up (who has joined, how to
        start it); nothing without an open game."""
        try:
            rec = await self.repo.open_game(chat.key)
            if rec is not None and rec.status == "lobby":
                return [Outgoing(lobby_text(rec), chat=chat, language=rec.language)]
            game = await self.game_for_chat(chat)
        except UnreadableGame:  # the chat is told so (as /score would), and goes on
            return await self.handle(Command(chat, user, "score", ""))
        if game is None or game.over:
            return []
        outs = await self.handle(Command(chat, user, "score", ""))
        if outs:
            lang = outs[0].language or i18n.DEFAULT
            name = rule_texts.variant_name(lang, game.rules)
            outs[0].text = i18n.t(lang, "game_open", variant=name) + "\n" + outs[0].text
        return outs

    # ------------------------------------------------------------ queries for tools
    async def game_for_chat(self, chat: ChatRef) -> Game | None:
        rec = await self.repo.open_game(chat.key)
        if rec is None or rec.state is None:
            return None
        return self.load_game(rec)


def _one_line(e: BaseException) -> str:
    """What an outage's exception says, on one line (an asyncpg message may have more)."""
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0]}" if text else type(e).__name__
