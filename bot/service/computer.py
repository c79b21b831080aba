"""The computer player in the service: computer seats (``/addbot``, ``/new VARIANT vs
computer``), their turns, votes and challenges, hints, and the "no one can move" check.

A computer's step (``step``) is an ordinary handler: the service runs it under the chat's
lock after every command, vote or deadline that leaves a computer something to do
(``computer_seats.next_step``), each step in its own transaction, and announces it like a
human's action.  The move is computed in a worker thread.  The computer's rack is never
sent or logged: only what it plays is shown, as for anyone."""

from __future__ import annotations

import asyncio
import logging
import random
from typing import TYPE_CHECKING, Any

from bot.service import computer_seats
from bot.service.announce import lead, show_move
from bot.service.computer_seats import PREFIX, is_computer, parse_level
from bot.service.core import Refusal
from engine.errors import MoveError
from engine.game import Game
from engine.lexicon import AcceptAll, Lexicon, WalkableLexicon
from engine.rules import load_ruleset
from storage.base import SeatRecord, VoteRecord

if TYPE_CHECKING:
    from bot.service.core import Ctx

try:
    from engine import players as _players
except ImportError:  # pragma: no cover - the generator is optional for the service
    _players = None  # type: ignore[assignment]

players: Any = _players
log = logging.getLogger(__name__)

MAX_STEPS = 16  # computer steps right after one command; due() plays any that remain


def available() -> bool:
    return players is not None


# ----------------------------------------------------------------- the ending


def attach(ctx: Ctx, game: Game) -> None:
    assert ctx.rec is not None
    attach_game(game, ctx.service.walkable(ctx.rec.ruleset))


def attach_game(game: Game, lexicon: WalkableLexicon | None = None) -> None:
    """Give the game its "no one can move" check when a walkable lexicon is there (without
    one, a whole round of passes means no one can move)."""
    if players is None or not game.rules.end_when_no_moves:
        return
    lex = lexicon if lexicon is not None else game.lexicon
    if isinstance(lex, WalkableLexicon):
        game.no_moves_hook = players.make_no_moves_hook(lex)


# ----------------------------------------------------------------- seats


def seat_computer(ctx: Ctx, level: str, team: int | None = None) -> str:
    """Seat a computer of ``level`` in the lobby; returns the line that announces it."""
    rec = ctx.rec
    assert rec is not None
    if players is None:
        raise Refusal("addbot_unavailable")
    if ctx.service.walkable(rec.ruleset) is None:
        raise Refusal("addbot_no_lexicon")
    rules = load_ruleset(rec.ruleset)
    if len(rec.seats) >= rules.players_max:
        raise Refusal("game_full", max=rules.players_max)
    numbers = [int(s.user_key[len(PREFIX):]) for s in rec.seats if is_computer(s.user_key)]
    n = max(numbers, default=0) + 1
    key = f"{PREFIX}{n}"
    level_name = ctx.t("level_" + level)
    name = (ctx.t("computer_name", level=level_name) if n == 1
            else ctx.t("computer_name_n", n=n, level=level_name))
    joined = max((s.joined for s in rec.seats), default=-1) + 1
    rec.seats.append(SeatRecord(key, name, team, joined))
    rec.meta.setdefault("computers", {})[key] = level
    ctx.dirty = True
    names = ", ".join(s.name + (f" ({s.team})" if s.team else "") for s in rec.seats)
    return ctx.t("joined", name=name, players=names, n=len(rec.seats))


async def add_bot(ctx: Ctx, args: str) -> None:
    """``/addbot [level] [team]`` in a lobby, by anyone seated, the creator or an admin."""
    from bot.service.handlers import choose_team

    rec = ctx.rec
    assert ctx.user is not None
    if rec is None:
        raise Refusal("no_game")
    if rec.status != "lobby":
        raise Refusal("addbot_started")
    if (rec.seat_of(ctx.user.key) is None and ctx.user.key != rec.creator
            and not ctx.user.is_admin):
        raise Refusal("addbot_not_player")
    words = args.split()
    team_text = next((w for w in words if w.isdigit()), "")
    level_words = [w for w in words if not w.isdigit()]
    level = parse_level(" ".join(level_words) or None)
    if level is None or len(level_words) > 1:
        raise Refusal("bad_level", level=" ".join(level_words)[:20])
    team = choose_team(rec, team_text)
    ctx.say(seat_computer(ctx, level, team))


# ----------------------------------------------------------------- hints


async def hint(ctx: Ctx, seat: int) -> None:
    game, rec = ctx.game, ctx.rec
    assert game is not None and rec is not None
    if players is None:
        raise Refusal("hint_unavailable")
    if not computer_seats.hints_allowed(rec.meta):
        raise Refusal("hints_off")
    lex = ctx.service.walkable(rec.ruleset)
    if lex is None:
        raise Refusal("no_lexicon")
    moves = await asyncio.to_thread(players.best_moves, game, seat, 3, lex)
    user = ctx.seat_user(seat)
    if not moves:
        ctx.tell(user, ctx.t("hint_none"))
    else:
        text = "\n".join(ctx.t("hint_line", move=show_move(ctx, m.notation), score=m.score)
                         for m in moves)
        ctx.tell(user, ctx.t("hint_moves", moves=text))
    ctx.say(ctx.t("hint_sent"), ephemeral_ok=True)


# ----------------------------------------------------------------- steps


def wants_step(ctx: Ctx) -> bool:
    """Whether a computer has something to do in the game as ``ctx`` left it."""
    rec = ctx.rec
    if rec is None or rec.id is None:
        return False
    return computer_seats.next_step(ctx.game, rec.meta, rec.status) is not None


def rng_for(seed: str, game: Game) -> random.Random:
    """The computer's dice: the game's seed and the move number, so a game replays."""
    return random.Random(f"{seed}:computer:{len(game.log)}")


async def step(ctx: Ctx, _args: str) -> None:
    """Do the one thing a computer owes the game now (a handler for ``GameService``)."""
    rec, game = ctx.rec, ctx.game
    if rec is None:
        return
    s = computer_seats.next_step(game, rec.meta, rec.status)
    if s is None:
        return
    try:
        await _do(ctx, *s)
    except (MoveError, Refusal) as e:
        # Never expected.  The engine refuses before it changes anything: nothing is said,
        # and the computers wait until someone acts (no retry loop on a stuck step).
        code = e.code if isinstance(e, MoveError) else e.key  # never the text: tiles
        log.warning("computer step %s refused in game %s: %s", s[0], rec.id, code)
        rec.meta.pop("autostart", None)
        ctx.out.clear()
        ctx.pictures.clear()
        ctx.votes.clear()
        rec.meta["computer_stuck"] = len(game.log) if game is not None else -1
        ctx.dirty = True


async def _do(ctx: Ctx, kind: str, seat: int) -> None:
    from bot.service import handlers

    rec, game = ctx.rec, ctx.game
    assert rec is not None
    if kind == computer_seats.START:
        handlers.start_game(ctx)
        return
    assert game is not None
    if kind == computer_seats.STOP:
        handlers.act(ctx, game.end_by_request)
        return
    name = ctx.seat_name(seat)
    if kind == computer_seats.UNDO:
        req = game.undo_request
        assert req is not None
        target = _undo_target(ctx, req.log_index)
        handlers.act(ctx, game.undo_vote, seat, True)  # a friendly default: it agrees
        _record(ctx, target, seat, "undo_yes")
        lead(ctx, ctx.t("computer_agrees_undo", name=name))
        return
    p = game.pending
    if p is not None:
        if players.should_challenge(game, _check_lexicon(ctx, game)):
            target = _move_target(ctx, p.log_index)
            mode = game.rules.word_check
            key = {"challenge": "computer_challenges", "vote": "computer_checks"}.get(
                mode, "computer_rejects")
            line = ctx.t(key, name=name, move=show_move(ctx, p.notation))
            if mode == "challenge":
                handlers.act(ctx, game.challenge, seat)
            else:
                handlers.act(ctx, game.vote, seat, False)
            _record(ctx, target, seat, "challenge")
            lead(ctx, line)
            return
        if (kind == computer_seats.VOTE and game.rules.word_check == "challenge"
                and not p.ends_game):
            computer_seats.let_stand(rec.meta, seat, p.log_index)  # silently: no vote
            ctx.dirty = True
            return
        if kind == computer_seats.VOTE:
            target = _move_target(ctx, p.log_index)
            line = ctx.t("computer_accepts", name=name, move=show_move(ctx, p.notation))
            handlers.act(ctx, game.vote, seat, True)
            _record(ctx, target, seat, "accept")
            lead(ctx, line)
            return
        # else its turn in challenge mode: playing on closes the window
    await _play(ctx, game, seat)


async def _play(ctx: Ctx, game: Game, seat: int) -> None:
    from bot.service import handlers

    rec = ctx.rec
    assert rec is not None
    lex = ctx.service.walkable(rec.ruleset)
    if lex is None:
        handlers.act(ctx, game.pass_turn, seat)
        lead(ctx, ctx.t("computer_no_lexicon", name=ctx.seat_name(seat)))
        return
    level = computer_seats.level_of(rec.meta, game.seats[seat].player)
    action = await asyncio.to_thread(players.choose_action, game, seat, level,
                                     rng_for(rec.seed, game), lex)
    try:
        if action[0] == "place":
            handlers.act(ctx, game.place, seat, action[1])
        elif action[0] == "exchange":
            handlers.act(ctx, game.exchange, seat, action[1])
        else:
            handlers.act(ctx, game.pass_turn, seat)
    except MoveError as e:
        # Never expected (the generator plays by the rules); the computer passes rather
        # than stop the game.  Only the error's code is logged: the move would show tiles.
        log.warning("computer move refused in game %s: %s", rec.id, e.code)
        handlers.act(ctx, game.pass_turn, seat)


def _check_lexicon(ctx: Ctx, game: Game) -> Lexicon | None:
    """What the computer checks a word against: the game's word list, else the real one
    (agreement mode plays with no list of its own)."""
    if not isinstance(game.lexicon, AcceptAll):
        return game.lexicon
    assert ctx.rec is not None
    walk = ctx.service.walkable(ctx.rec.ruleset)
    return walk if walk is not None else game.lexicon


def _move_target(ctx: Ctx, log_index: int) -> str:
    from bot.service.announce import move_ref

    assert ctx.rec is not None
    return move_ref(ctx.rec.id, log_index)


def _undo_target(ctx: Ctx, log_index: int) -> str:
    from bot.service.announce import undo_ref

    assert ctx.rec is not None
    return undo_ref(ctx.rec.id, log_index)


def _record(ctx: Ctx, target: str, seat: int, kind: str) -> None:
    assert ctx.game is not None
    ctx.votes.append(VoteRecord(target, ctx.game.seats[seat].player, kind, ctx.now))


