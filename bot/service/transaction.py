"""One handler in one transaction: take the chat's game (the one this process keeps at
the stored version, else read from the rows: bot/service/live.py), let the handler act
on it in memory, commit everything it changed in one ``Write`` (state, seats, the new log
actions and history lines, votes, deadlines, result), put the game back only then, and
retry on the winner's result when another writer got there first (the version check).
The ratings of a game that ended are recorded after its commit."""

from __future__ import annotations

import logging
from collections.abc import Callable, MutableMapping
from typing import Protocol

from bot import i18n, log_format, metrics
from bot.adapter_kit import command_stored
from bot.protocol import HANDLING, ChatRef, Outgoing, UserRef
from bot.service import computer_seats, lines, ratings, recap, show, timing
from bot.service.context import Ctx, Deps, Handler, Refusal, open_refs, stamp_refs
from bot.service.deadlines import fire_past
from bot.service.live import Live, LiveGames
from bot.service.meta import GameMeta
from engine.errors import MoveError
from engine.game import Game
from storage.base import (
    ChatRecord,
    DeadlineRecord,
    GameExists,
    GameRecord,
    ResultRecord,
    UserRecord,
    VersionConflict,
    Write,
)

log = logging.getLogger(__name__)

# Refusals that tell something of the player's rack ("You don't have X": so the other
# letters are there), or what the word list says of the word they mean to play (/play
# WORD): said privately (Discord: ephemerally), never in the group.
RACK_REVEALING = frozenset({"not_on_rack", "not_on_rack_blanks", "word_nowhere_rack",
                            "word_nowhere_rack_no_blank", "word_nowhere", "word_not_listed",
                            "word_nowhere_listed"})
RETRIES = 8


class Host(Deps, Protocol):
    """What a transaction needs of the service (``GameService``)."""

    clock: Callable[[], float]
    live: LiveGames
    ratings: ratings.Ratings
    recaps: bool
    draw_pictures: bool
    # the language a chat with none stored was last answered in (this process only)
    spoken: MutableMapping[str, str]

    def user_language(self, user: UserRef | None) -> str: ...

    def load_meta(self, rec: GameRecord) -> GameMeta: ...

    def load_game(self, rec: GameRecord) -> Game: ...

    def committed(self, game_id: int, version: int) -> None:
        """Tell the commit listeners (``GameService.on_commit``)."""


async def transact(svc: Host, chat: ChatRef, user: UserRef | None, handler: Handler,
                    args: str, lang: str | None, catch_up: bool = False,
                    ) -> tuple[list[Outgoing], Ctx]:
    """One handler in one transaction (retried on a version conflict)."""
    for _attempt in range(RETRIES):
        now = svc.clock()
        live = await take(svc, chat) if chat.is_group else None
        ctx = Ctx(svc, chat, user, now, lang or svc.user_language(user),
                  None if live is None else live.rec)
        # A chat with no game and no language of its own goes on in the language it was
        # last answered in: a "/new literaki rack=99" refused in Polish is not followed
        # by an English "no game here" (issue 24).
        unspoken = live is None and chat.is_group
        if unspoken:
            ctx.chat_lang = await svc.repo.chat_language(chat.key)
            unspoken = ctx.chat_lang is None
            if unspoken:
                ctx.chat_lang = svc.spoken.get(chat.key)
            if ctx.chat_lang is not None:
                ctx.lang = i18n.language_of(ctx.chat_lang, ctx.lang)
        if live is not None:
            log_format.working_on(game=live.rec.id)
            ctx.lang = live.rec.language
            ctx.meta, ctx.game = live.meta, live.game
            if live.game is not None and live.rec.state is not None:
                ctx.mark = lines.mark(live.game, live.rec.state)
            ctx.was_open = open_refs(ctx)
        try:
            if catch_up:
                await fire_past(ctx)
            await handler(ctx, args)
        except MoveError as e:
            metrics.refused()
            ctx.dirty = False
            if unspoken:
                svc.spoken[chat.key] = ctx.lang
            out = _error(ctx, show.error_text(ctx, e))
            if e.code in RACK_REVEALING and ctx.user is not None:
                out.private_to, out.chat = ctx.user, None  # not in front of the group
            return [out], ctx
        except Refusal as e:
            metrics.refused()
            ctx.dirty = False
            if e.key == "no_game" and live is None:
                e = await _ended_here(svc, ctx, now) or e
            if unspoken:
                svc.spoken[chat.key] = ctx.lang
            out = _error(ctx, show.with_wait(ctx, e.key, ctx.t(e.key, **e.params)))
            if e.key in RACK_REVEALING and ctx.user is not None:
                out.private_to, out.chat = ctx.user, None  # not in front of the group
            return [out], ctx
        if unspoken and ctx.rec is None:
            svc.spoken[chat.key] = ctx.lang
        stamp_refs(ctx)
        if ctx.dirty:
            try:
                await commit(svc, ctx)
            except (VersionConflict, GameExists):
                continue  # another process wrote first: again, on its result
        if ctx.rec is not None:  # committed, or nothing to commit: in play again
            svc.live.put(Live(ctx.rec, ctx.game, ctx.meta))
        if ctx.rec is not None and ctx.rec.id is not None:
            for out in ctx.out:  # a deep link the adapter makes binds to this game
                out.game = ctx.rec.id
        return ctx.out, ctx  # pictures are drawn after the burst's merge
    raise RuntimeError(f"chat {chat.key}: too many concurrent writers")


async def take(svc: Host, chat: ChatRef) -> Live | None:
    """The chat's open game, taken out of the ones in play at its stored version, or
    read from the rows (a process's first command on it, or after another process
    moved it on, or after a command that did not commit it); None: no open game."""
    found = await svc.repo.open_version(chat.key)
    if found is None:
        return None
    live = svc.live.take(*found)
    if live is not None:
        return live
    rec = await svc.repo.game(found[0])
    if rec is None or rec.status not in ("lobby", "active"):
        return None  # ended since (an admin's /end of an unreadable game, elsewhere)
    meta = svc.load_meta(rec)
    return Live(rec, None if rec.state is None else svc.load_game(rec), meta)


# A command that needs a game, in a chat whose last game ended this long ago or less, is
# told that the game is over ("/end no" a moment after the end), not that the chat has
# none.
ENDED_RECENTLY = 3600.0


async def _ended_here(svc: Host, ctx: Ctx, now: float) -> Refusal | None:
    """"The game is already over" in place of "no game here", where the chat's last game
    (the newest of its games) ended ``ENDED_RECENTLY`` ago or less."""
    last = await svc.repo.latest_game(ctx.chat.key)
    if last is None or last.status != "over" or now - last.updated_at > ENDED_RECENTLY:
        return None
    return Refusal("game_ended")


def _error(ctx: Ctx, text: str) -> Outgoing:
    return Outgoing(text, chat=ctx.chat, ephemeral_ok=True)


async def commit(svc: Host, ctx: Ctx) -> None:
    rec, game, meta = ctx.rec, ctx.game, ctx.meta
    # Only a handler that opened or changed a game marks its context dirty.
    assert rec is not None
    kept = lines.Kept(0, 0, taken_back=False)
    if game is not None and ctx.mark is not None:
        kept = lines.kept(ctx.mark, game)
    if kept.taken_back:  # actions taken back (undo): their log indices come again,
        meta.undos += 1  # so what the computers saw by index is forgotten
        meta.computer_seen.clear()
        meta.computer_stuck = None
    result = None
    deadlines: list[DeadlineRecord] = []
    if game is not None:
        timing.update(game, meta, ctx.now, ctx.log_unchanged())
        rec.state = lines.written(ctx.mark, game, kept.history)
        for i, seat in enumerate(game.seats):
            srec = rec.seat_of(seat.player)
            if srec is not None:
                srec.position = i
                srec.rack = "".join(seat.rack)
        # A new row's id is given by the commit (a rematch can open and deal at once).
        deadlines = [DeadlineRecord(rec.id or 0, d.kind.value, d.at, d.seat)
                     for d in timing.deadlines(game, meta)]
        if game.over and rec.status == "active":
            rec.status = "over"
            result = result_of(ctx, rec, game)
    elif computer_seats.next_step(None, meta, rec.status) is not None:
        # A "vs computer" lobby the service starts at once: stored as due, so that a
        # crash before the start leaves due() to start it.
        deadlines = [DeadlineRecord(rec.id or 0, timing.DeadlineKind.COMPUTER.value, ctx.now)]
    rec.meta = meta.to_dict()
    users = []
    if ctx.user is not None:
        u = ctx.user
        users.append(UserRecord(u.key, u.platform, u.id, u.name,
                                i18n.base_language(u.language)))
    # The chat speaks the language of the game last opened there (or set by /lang,
    # which changes the open game's too): remembered for the messages after it.
    chat = ChatRecord(ctx.chat.key, ctx.chat.platform, ctx.chat.id, ctx.chat.thread,
                      rec.language)
    new = rec.id is None
    # The platform update being handled commits with its first change (bot/protocol.py)
    handling = HANDLING.get()
    handled = None if handling is None or handling.committed else (handling.source,
                                                                    handling.update_id)
    write = Write(rec, ctx.now, log_keep=kept.log, history_keep=kept.history, votes=ctx.votes,
                  deadlines=deadlines or (None if new else []), result=result,
                  users=users,
                  chat=chat, handled_update=handled)
    stored = await svc.repo.commit(write)
    if handling is not None:
        handling.committed = True
    command_stored()  # a stop that cuts the command now cuts only its answers
    if new:  # its id is given by the commit: the lines after it (its /new's) carry it
        log_format.working_on(game=rec.id)
    try:
        if result is not None and game is not None:
            await record_result(svc, ctx, rec, game, result)
    finally:
        # (after the end's ratings are recorded: a board told of the end shows them)
        if stored.id is not None:
            svc.committed(stored.id, stored.version)


async def record_result(svc: Host, ctx: Ctx, rec: GameRecord, game: Game,
                        result: ResultRecord) -> None:
    """Ratings and the players' game rows, after the game's own commit (a failure
    here must not undo the game's end; ``python -m bot ratings rebuild`` repairs
    what it missed)."""
    if ctx.meta.recap and svc.recaps:
        recap.schedule(ctx, draw=svc.draw_pictures)
    try:
        changes = await svc.ratings.record(rec, game, ctx.meta, result)
    except Exception:
        log.exception("ratings of game %s not recorded", rec.id)
        return
    rated = ratings.end_lines(ctx, rec, game, changes)
    ended = [t for t in ctx.told if t.over]
    if ended:  # told after the end
        ended[-1].rated.extend(rated)
    else:
        for line in rated:
            ctx.say(line)


def result_of(ctx: Ctx, rec: GameRecord, game: Game) -> ResultRecord:
    scores = [{"user": s.player, "name": ctx.name_of(s.player), "side": s.side,
               "score": game.scores[s.side]} for s in game.seats]
    winners = [s.player for s in game.seats if s.side in game.winners]
    return ResultRecord(rec.ruleset, game.end_reason or "", scores, winners, ctx.now)
