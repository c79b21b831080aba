"""The game service: commands and votes in, outgoing messages out.

Every command runs under its chat's asyncio lock: it reads the chat's game, lets the
engine act on it in memory, and commits everything it changed (state, seats, log, votes,
deadlines, result) in one transaction whose version check makes a second writer retry on
the first one's result.  Pictures are drawn after the commit, so a picture can never cost
a move."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
import unicodedata
from collections.abc import Callable, Collection
from typing import Any

import dictionaries
from bot import i18n
from bot.commands import BY_NAME
from bot.protocol import ChatRef, Command, Outgoing, UserRef, Vote
from bot.service import burst, computer, computer_seats, timing
from bot.service.commands import HANDLERS, started_privately, vote_on
from bot.service.context import Ctx, Handler, Refusal, stamp_refs
from bot.service.deadlines import fire_deadlines, fire_past
from bot.service.meta import GameMeta
from engine import players
from engine.errors import MoveError
from engine.game import Game
from engine.lexicon import AcceptAll, Lexicon, WalkableLexicon
from storage.base import (
    ChatRecord,
    Deadline,
    GameExists,
    GameRecord,
    Repository,
    ResultRecord,
    UserRecord,
    VersionConflict,
    Write,
)

log = logging.getLogger(__name__)

MAX_ARGS = 300  # characters of a command's arguments
RETRIES = 8


def default_lexicons(ruleset_id: str) -> Lexicon | None:
    """The real lexicon of a rule set, or None when it is not built."""
    try:
        return dictionaries.lexicon_for_ruleset(ruleset_id)
    except (dictionaries.LexiconMissing, KeyError):
        return None


def default_walkable(ruleset_id: str) -> WalkableLexicon | None:
    """The real lexicon of a rule set for the move generator, or None when not built."""
    lex = default_lexicons(ruleset_id)
    return lex if isinstance(lex, WalkableLexicon) else None


class GameService:
    """Implements ``bot.protocol.GameServiceAPI``."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] = time.time,
                 lexicons: Callable[[str], Lexicon | None] = default_lexicons,
                 seeds: Callable[[], str] | None = None, pictures: bool = True,
                 default_language: str = "en",
                 walkers: Callable[[str], WalkableLexicon | None] = default_walkable,
                 ) -> None:
        self.repo = repo
        self.clock = clock
        self.lexicons = lexicons
        self.seeds = seeds or (lambda: secrets.token_hex(8))
        self.draw_pictures = pictures
        self.default_language = default_language
        self._locks: dict[str, asyncio.Lock] = {}
        self._lexicon_cache: dict[str, Lexicon | None] = {}
        self.walkers = walkers
        self._walk_cache: dict[str, WalkableLexicon | None] = {}
        self.handlers: dict[str, Handler] = HANDLERS

    # ------------------------------------------------------------ helpers
    def lock(self, chat_key: str) -> asyncio.Lock:
        lock = self._locks.get(chat_key)
        if lock is None:
            lock = self._locks[chat_key] = asyncio.Lock()
        return lock

    def lexicon(self, ruleset_id: str) -> Lexicon | None:
        if ruleset_id not in self._lexicon_cache:
            self._lexicon_cache[ruleset_id] = self.lexicons(ruleset_id)
        return self._lexicon_cache[ruleset_id]

    def walkable(self, ruleset_id: str) -> WalkableLexicon | None:
        """The lexicon the move generator walks (computer, hints, "no one can move"): the
        rule set's own when it can be walked, else ``walkers``' (the real one)."""
        lex = self.lexicon(ruleset_id)
        if isinstance(lex, WalkableLexicon):
            return lex
        if ruleset_id not in self._walk_cache:
            self._walk_cache[ruleset_id] = self.walkers(ruleset_id)
        return self._walk_cache[ruleset_id]

    def user_language(self, user: UserRef | None) -> str:
        return i18n.language_of(user.language if user else None, self.default_language)

    def load_game(self, rec: GameRecord) -> Game:
        assert rec.state is not None
        game = Game.from_json(rec.state)
        self.prepare(game, rec.ruleset)
        return game

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
    async def handle(self, cmd: Command) -> list[Outgoing]:
        name = cmd.name.strip().lower().lstrip("/")
        lang = self.user_language(cmd.user)
        if cmd.user.is_bot:
            return []
        problem = check_text(cmd.args) or check_text(name, 40)
        if problem is not None:
            return [await self._refuse_early(cmd, lang, problem)]
        spec = BY_NAME.get(name)
        if spec is None or name not in self.handlers:
            shown = "".join(ch for ch in name if ch.isprintable())[:30]
            return [await self._refuse_early(cmd, lang, "unknown_command", command=shown)]
        if spec.group_only and not cmd.chat.is_group:
            return [await self._refuse_early(cmd, lang, "group_only", command=name)]
        args = " ".join(cmd.args.split())
        return await self.run(cmd.chat, cmd.user, self.handlers[name], args)

    async def _refuse_early(self, cmd: Command, lang: str, key: str, **params: Any
                            ) -> Outgoing:
        """Refused before any game work: in the chat's game's language if it has one."""
        if cmd.chat.is_group:
            rec = await self.repo.open_game(cmd.chat.key)
            if rec is not None:
                lang = rec.language
        return Outgoing(i18n.t(lang, key, **params), chat=cmd.chat, ephemeral_ok=True)

    async def run(self, chat: ChatRef, user: UserRef | None, handler: Handler,
                  args: str, *, lang: str | None = None, catch_up: bool = True,
                  ) -> list[Outgoing]:
        """Run ``handler`` for ``chat``'s game under its lock, in one transaction; then,
        still under the lock, whatever the computer seats owe the game, each step in a
        transaction of its own.  ``catch_up``: first fire the game's deadlines already
        past, in the same transaction (the timer may not have got round to them yet), so
        that nothing counts after its window or time closed."""
        # The chat's lock in this process, then across processes (a no-op on SQLite).
        async with self.lock(chat.key), self.repo.chat_lock(chat.key):
            outs, ctx = await self._transact(chat, user, handler, args, lang, catch_up)
            steps = [burst.step_of(outs, ctx)]
            ctx = await self._computer_steps(chat, ctx, steps)
            # The turns of one burst reach the chat as one message (bot/service/burst.py).
            outs, pictures = burst.merge(steps, burst.open_refs(ctx))
            await self.draw(pictures)
            return outs

    async def _computer_steps(self, chat: ChatRef, ctx: Ctx, steps: list[burst.Step]) -> Ctx:
        """Play what the computer seats owe, adding each step to ``steps``; the context
        of the last step that ran."""
        try:
            for _ in range(computer.MAX_STEPS):
                if not computer.wants_step(ctx):
                    break
                more, ctx = await self._transact(chat, None, computer.step, "", None)
                steps.append(burst.step_of(more, ctx))
                if not ctx.dirty:
                    break
        except Exception:  # the command before is stored: a computer's bug must not lose it
            log.exception("computer step failed in chat %s", chat.key)
        return ctx

    async def _transact(self, chat: ChatRef, user: UserRef | None, handler: Handler,
                        args: str, lang: str | None, catch_up: bool = False,
                        ) -> tuple[list[Outgoing], Ctx]:
        """One handler in one transaction (retried on a version conflict)."""
        for _attempt in range(RETRIES):
            now = self.clock()
            rec = await self.repo.open_game(chat.key) if chat.is_group else None
            ctx = Ctx(self, chat, user, now, lang or self.user_language(user), rec)
            if rec is not None:
                ctx.lang = rec.language
                ctx.meta = GameMeta.from_dict(rec.meta)
                if rec.state is not None:
                    ctx.game = self.load_game(rec)
                    ctx.loaded_log = list(ctx.game.log)
            try:
                if catch_up:
                    await fire_past(ctx)
                await handler(ctx, args)
            except MoveError as e:
                ctx.dirty = False
                return [self._error(ctx, i18n.error(ctx.lang, e))], ctx
            except Refusal as e:
                ctx.dirty = False
                return [self._error(ctx, ctx.t(e.key, **e.params))], ctx
            stamp_refs(ctx)
            if ctx.dirty:
                try:
                    await self.commit(ctx)
                except (VersionConflict, GameExists):
                    continue  # another process wrote first: again, on its result
            return ctx.out, ctx  # pictures are drawn after the burst's merge
        raise RuntimeError(f"chat {chat.key}: too many concurrent writers")

    def _error(self, ctx: Ctx, text: str) -> Outgoing:
        return Outgoing(text, chat=ctx.chat, ephemeral_ok=True)

    async def commit(self, ctx: Ctx) -> None:
        rec, game, meta = ctx.rec, ctx.game, ctx.meta
        assert rec is not None
        keep = 0
        new_log = game.log if game is not None else []
        for a, b in zip(ctx.loaded_log, new_log, strict=False):
            if a != b:
                break
            keep += 1
        if keep < len(ctx.loaded_log):  # actions taken back (undo): their log indices
            meta.undos += 1  # come again, so what the computers saw by index is forgotten
            meta.computer_seen.clear()
            meta.computer_stuck = None
        result = None
        deadlines: list[Deadline] = []
        if game is not None:
            timing.update(game, meta, ctx.now)
            rec.state = game.to_json()
            for i, seat in enumerate(game.seats):
                srec = rec.seat_of(seat.player)
                if srec is not None:
                    srec.position = i
                    srec.rack = "".join(seat.rack)
            if rec.id is not None:
                deadlines = [Deadline(rec.id, k, at, s)
                             for k, at, s in timing.deadlines(game, meta)]
            if game.over and rec.status == "active":
                rec.status = "over"
                result = self.result_of(ctx)
        elif computer_seats.next_step(None, meta, rec.status) is not None:
            # A "vs computer" lobby the service starts at once: stored as due, so that a
            # crash before the start leaves due() to start it.
            deadlines = [Deadline(rec.id or 0, "computer", ctx.now, None)]
        rec.meta = meta.to_dict()
        users = []
        if ctx.user is not None:
            u = ctx.user
            users.append(UserRecord(u.key, u.platform, u.id, u.name,
                                    i18n.base_language(u.language)))
        chat = ChatRecord(ctx.chat.key, ctx.chat.platform, ctx.chat.id, ctx.chat.thread)
        new = rec.id is None
        write = Write(rec, ctx.now, log_keep=keep, votes=ctx.votes,
                      deadlines=deadlines or (None if new else []), result=result,
                      users=users,
                      chat=chat)
        await self.repo.commit(write)

    def result_of(self, ctx: Ctx) -> ResultRecord:
        game, rec = ctx.game, ctx.rec
        assert game is not None and rec is not None
        scores = [{"user": s.player, "name": ctx.name_of(s.player), "side": s.side,
                   "score": game.scores[s.side]} for s in game.seats]
        winners = [s.player for s in game.seats if s.side in game.winners]
        return ResultRecord(rec.ruleset, game.end_reason, scores, winners, ctx.now)

    async def draw(self, pictures: list[tuple[Outgoing, Callable[[], bytes | None]]]
                   ) -> None:
        if not self.draw_pictures:
            return
        for out, fn in pictures:
            out.image = await asyncio.to_thread(fn)

    async def vote(self, vote: Vote) -> list[Outgoing]:
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

    async def delivered(self, out: Outgoing, message_id: str) -> None:
        if not out.ref or out.chat is None:
            return
        try:
            game_id = int(out.ref.split(":")[1])
        except (IndexError, ValueError):
            return
        await self.repo.save_ref(out.chat.key, str(message_id), game_id, out.ref, self.clock())

    async def private_started(self, user: UserRef, payload: str) -> list[Outgoing]:
        rec = await self.repo.open_game(payload.strip()[:200])
        chat = None if rec is None else GameMeta.from_dict(rec.meta).chat
        if chat is None:
            lang = self.user_language(user)
            return [Outgoing(i18n.t(lang, "no_game_for_link"), private_to=user)]
        return await self.run(chat, user, started_privately, "")

    async def due(self, now: float, platforms: Collection[str] | None = None,
                  ) -> list[Outgoing]:
        outs: list[Outgoing] = []
        seen: set[int] = set()
        for d in await self.repo.due(now, platforms):
            if d.game_id in seen:
                continue
            seen.add(d.game_id)
            rec = await self.repo.game(d.game_id)
            chat = None if rec is None else GameMeta.from_dict(rec.meta).chat
            if chat is None:
                continue

            async def fire(ctx: Ctx, _args: str, game_id: int = d.game_id) -> None:
                await fire_deadlines(ctx, game_id, now)

            outs.extend(await self.run(chat, None, fire, "", catch_up=False))
        return outs

    async def next_deadline(self, platforms: Collection[str] | None = None,
                            ) -> float | None:
        return await self.repo.next_deadline(platforms)

    # ------------------------------------------------------------ queries for tools
    async def game_for_chat(self, chat: ChatRef) -> Game | None:
        rec = await self.repo.open_game(chat.key)
        if rec is None or rec.state is None:
            return None
        return self.load_game(rec)


def check_text(text: str, limit: int = MAX_ARGS) -> str | None:
    """None when ``text`` is fine; otherwise the key of the message that says why not."""
    if len(text) > limit:
        return "too_long"
    for ch in text:
        if ch in "\t\n\r ":
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Co", "Cn") or ch == "\ufffd":
            return "bad_text"
    return None
