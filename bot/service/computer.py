"""The computer player in the service: its steps (turns, votes, undo answers, the start
of a ``vs computer`` game), hints, and the lexicon it checks words against.

A computer's step (``step``) is an ordinary handler: the service runs it under the chat's
lock after every command, vote or deadline that leaves a computer something to do
(``computer_seats.next_step``), each step in its own transaction, and it acts through
``actions`` exactly as a person does.  The move is computed in a worker thread.  The
computer's rack is never sent or logged: only what it plays is shown, as for anyone."""

from __future__ import annotations

import asyncio
import logging
import random

from bot.service import actions, computer_seats
from bot.service.computer_seats import ComputerStep, ComputerStepKind
from bot.service.context import Ctx, Refusal, Seated, lexicon_key
from bot.service.lobby import start_game
from bot.service.show import show_move
from engine import challenges as engine_challenges
from engine import players
from engine.errors import MoveError
from engine.game import Game
from engine.lexicon import AcceptAll, Lexicon, WalkableLexicon
from storage.base import GameRecord

log = logging.getLogger(__name__)

MAX_STEPS = 16  # computer steps right after one command; due() plays any that remain


def wants_step(ctx: Ctx) -> bool:
    """Whether a computer has something to do in the game as ``ctx`` left it."""
    rec = ctx.rec
    if rec is None or rec.id is None:
        return False
    s = computer_seats.next_step(ctx.game, ctx.meta, rec.status)
    return s is not None and computer_seats.step_since(ctx.meta, s, ctx.game) <= ctx.now


def rng_for(seed: str, game: Game) -> random.Random:
    """The computer's dice: the game's seed and the move number, so a game replays."""
    return random.Random(f"{seed}:computer:{len(game.log)}")


async def step(ctx: Ctx, _args: str) -> None:
    """Do the one thing a computer owes the game now (a handler for ``GameService``)."""
    rec, game = ctx.rec, ctx.game
    if rec is None:
        return
    s = computer_seats.next_step(game, ctx.meta, rec.status)
    if s is None or computer_seats.step_since(ctx.meta, s, game) > ctx.now:
        return  # nothing owed, or not yet (the people's window on a move is open)
    try:
        await _do(ctx, rec, s)
    except (MoveError, Refusal) as e:
        # Never expected.  The engine refuses before it changes anything: nothing is said,
        # and the computers wait until someone acts (no retry loop on a stuck step).
        code = e.code if isinstance(e, MoveError) else e.key  # never the text: tiles
        log.warning("computer step %s refused in game %s: %s", s.kind, rec.id, code)
        ctx.meta.autostart = False
        ctx.out.clear()
        ctx.pictures.clear()
        ctx.told.clear()
        ctx.racks.clear()
        ctx.votes.clear()
        ctx.meta.computer_stuck = len(game.log) if game is not None else -1
        ctx.dirty = True


async def _do(ctx: Ctx, rec: GameRecord, step: ComputerStep) -> None:
    kind, seat = step.kind, step.seat
    if kind is ComputerStepKind.START:
        start_game(ctx, rec)
        return
    game = ctx.started()  # next_step owes a seat's step only in a started game
    if kind is ComputerStepKind.STOP:
        actions.act(ctx, game.end_by_request)
        return
    assert seat is not None  # the other steps are a seat's
    if kind is ComputerStepKind.UNDO:
        actions.undo_vote(ctx, seat, True)  # a friendly default: it agrees
        return
    p = game.pending
    if p is not None:
        if await challenges(ctx, rec, game, seat):
            actions.vote(ctx, seat, "challenge")
            return
        if (kind is ComputerStepKind.VOTE and game.rules.word_check == "challenge"
                and not p.ends_game):
            computer_seats.let_stand(ctx.meta, seat, p.log_index)  # silently: no vote
            ctx.dirty = True
            return
        if kind is ComputerStepKind.VOTE:
            actions.vote(ctx, seat, "accept")
            return
        # else its turn in challenge mode: playing on closes the window
    await _play(ctx, game, seat)


async def _play(ctx: Ctx, game: Game, seat: int) -> None:
    rec = ctx.table().rec
    lex = ctx.deps.walkable(lexicon_key(rec.ruleset, rec.options))
    if lex is None:
        actions.act(ctx, lambda: game.pass_turn(seat),
                    lead=[ctx.t("computer_no_lexicon", name=ctx.seat_name(seat))])
        return
    level = computer_seats.level_of(ctx.meta, game.seats[seat].player)
    lex = await known_words(ctx, rec, game, seat) or lex  # it plays only words it knows
    rng = rng_for(rec.seed, game)
    # The champion looks ahead for its own time (the setting); the others' searches get
    # the service's usual budget.
    seconds = ctx.deps.champion_seconds if level == "champion" else None
    action = await ctx.deps.think(
        lambda stop: players.choose_action(game, seat, level, rng, lex, stop), seconds,
        computer=True)
    try:
        actions.act(ctx, lambda: game.apply(action))
    except MoveError as e:
        # Never expected (the generator plays by the rules); the computer passes rather
        # than stop the game.  Only the error's code is logged: the move would show tiles.
        log.warning("computer move refused in game %s: %s", rec.id, e.code)
        actions.act(ctx, lambda: game.pass_turn(seat))


async def challenges(ctx: Ctx, rec: GameRecord, game: Game, seat: int) -> bool:
    """Whether the computer on ``seat`` challenges (checks, votes against) the waiting
    move: below ``strong`` as a player of its level would (``engine.challenges``: rarely,
    and only a move that looks wrong to it), from the strong level up exactly when the
    word list refuses a word."""
    level = computer_seats.level_of(ctx.meta, game.seats[seat].player)
    judge = await asyncio.to_thread(ctx.deps.judgement,
                                    lexicon_key(rec.ruleset, rec.options), level)
    if judge is None:
        return players.should_challenge(game, check_lexicon(ctx, rec, game))
    # Dice of their own for the move (the move's dice, ``rng_for``, keep their sequence).
    return engine_challenges.challenges(
        game, judge, random.Random(f"{rec.seed}:challenge:{len(game.log)}"))


async def known_words(ctx: Ctx, rec: GameRecord, game: Game,
                      seat: int) -> WalkableLexicon | None:
    """The words the computer on ``seat`` plays at its level (None: the whole list); it
    judges others' words by ``Deps.judgement`` (``challenges``)."""
    level = computer_seats.level_of(ctx.meta, game.seats[seat].player)
    key = lexicon_key(rec.ruleset, rec.options)
    return await asyncio.to_thread(ctx.deps.vocabulary, key, level)


def check_lexicon(ctx: Ctx, rec: GameRecord, game: Game) -> Lexicon | None:
    """What the computer checks a word against: the game's word list, else the real one
    (agreement mode plays with no list of its own)."""
    if not isinstance(game.lexicon, AcceptAll):
        return game.lexicon
    walk = ctx.deps.walkable(lexicon_key(rec.ruleset, rec.options))
    return walk if walk is not None else game.lexicon


async def hint(ctx: Ctx, at: Seated) -> None:
    """The best few moves for the sender's seat, privately (where hints are allowed)."""
    game, rec, seat = at.game, at.rec, at.seat
    humans = sum(1 for s in game.seats if not computer_seats.is_computer(s.player))
    if not ctx.meta.hints_allowed(humans):
        raise Refusal("hints_off")
    lex = ctx.deps.walkable(lexicon_key(rec.ruleset, rec.options))
    if lex is None:
        raise Refusal("no_lexicon")
    if game.rack_goes_if_stands(seat):  # no hint from a rack that is about to go
        assert game.pending is not None
        raise Refusal("wym_pending_hint", name=ctx.seat_name(game.pending.seat))
    if game.pending is not None and game.pending.ends_game:
        # The game ends if that move stands: no move of anyone's follows it, so moves to
        # play would be no help (a newcomer was offered three, then refused each).
        raise Refusal("hint_game_ending", name=ctx.seat_name(game.pending.seat))
    player = game.seats[seat].player
    cached = ctx.meta.hint_cache.get(player)
    if cached is not None and cached[0] == len(game.log):
        found = cached[1]  # one search per player per turn: asking again repeats it
    else:
        moves = await ctx.deps.think(lambda stop: players.best_moves(game, seat, 12, lex, stop))
        # Three different words: the same word one column over is no new idea (a newcomer
        # was offered UEY at 8F, 8G and 8H).
        words: set[str] = set()
        found = []
        for m in moves:
            word = m.notation.split()[-1]
            if word not in words and len(found) < 3:
                words.add(word)
                found.append((m.notation, m.score))
        ctx.meta.hint_cache = {p: c for p, c in ctx.meta.hint_cache.items()
                               if c[0] == len(game.log)}  # the other turns' are done
        ctx.meta.hint_cache[player] = (len(game.log), found)
        ctx.dirty = True
    user = ctx.seat_user(seat)
    if not found:
        ctx.tell(user, ctx.t("hint_none"))
    else:
        text = "\n".join(ctx.t("hint_line", move=show_move(ctx, notation), score=score)
                         for notation, score in found)
        ctx.tell(user, ctx.t("hint_moves", moves=text))
    # "a hint" only when there is one; either way not, in front of the group, whether
    # the rack has a move
    # the group, whom it answers
    ctx.say(ctx.t("hint_sent" if found else "hint_answered", name=ctx.seat_name(seat)),
            ephemeral_ok=True)
