"""Checks and votes: ``/challenge``, ``/accept``, ``/undo``, and a reaction or button on
a move's or an undo request's message.  Each ends in ``actions.vote`` or
``actions.undo_vote``, the one path a computer's vote takes too."""

from __future__ import annotations

from bot.service import actions, timing
from bot.service.commands.social import rematch_by_button
from bot.service.context import (
    Ctx,
    Refusal,
    move_ref,
    need_seat,
    stamped,
    undo_ref,
)
from bot.service.show import show_move
from engine.errors import MoveError

YES = {"yes", "y", "ok", "да", "tak", "áno", "ano", "da", "+", "✅"}
NO = {"no", "n", "не", "нет", "nie", "nu", "-", "❌"}


async def cmd_challenge(ctx: Ctx, args: str) -> None:
    at = need_seat(ctx)
    if at.game.rules.word_check == "auto" and not at.game.over:
        raise Refusal("challenge_auto")
    actions.vote(ctx, at.seat, "challenge")


async def cmd_accept(ctx: Ctx, args: str) -> None:
    actions.vote(ctx, need_seat(ctx).seat, "accept")


async def cmd_undo(ctx: Ctx, args: str) -> None:
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    word = args.strip().lower()
    if word:
        if word not in YES | NO:
            raise Refusal("undo_usage")
        actions.undo_vote(ctx, seat, word in YES)
        return
    left = timing.undo_ask_left(game, ctx.meta, ctx.now)
    if left is not None and left < 0:
        raise MoveError("undo_not_possible")
    actions.act(ctx, lambda: game.request_undo(seat))


def too_late(ctx: Ctx, game_id: int | None, ref: str) -> Refusal:
    """The refusal of a vote on the message of a move that no longer waits: which move
    it was and what became of it (it stands: its time for challenges ran out, or the
    others accepted it; or it was taken off the board), so that a vote that came late
    is not taken for one that counted, nor moved onto the next move."""
    game = ctx.started()
    parts = ref.split(":")  # m:GAME:LOG_INDEX, and :UNDOS after an undo (``stamped``)
    if len(parts) in (3, 4) and parts[2].isdigit():
        log_index = int(parts[2])
        # Only a ref of this game since its last undo: an undo gives log indices again.
        if ref == stamped(ctx.meta, move_ref(game_id, log_index)):
            found = game.placement_at(log_index)
            if found is not None:
                turn, stands = found
                key = "vote_late_stands" if stands else "vote_late_off"
                return Refusal(key, name=ctx.seat_name(turn.seat), move=show_move(ctx, turn.move))
    return Refusal("vote_closed")


async def vote_on(ctx: Ctx, game_id: int, ref: str, kind: str) -> None:
    """A reaction or button press on the message ``ref`` of game ``game_id``."""
    if ref.startswith("r:"):  # the end message of a finished game
        if kind == "rematch":  # its button; a reaction (a ✅ of applause) asks nothing
            await rematch_by_button(ctx, game_id)
        return
    if ctx.rec is None or ctx.rec.id != game_id or ctx.game is None:
        raise Refusal("vote_closed")
    at = need_seat(ctx)
    rec, game, seat = at.rec, at.game, at.seat
    if ref.startswith("m:"):
        p = game.pending
        if p is None or ref != stamped(ctx.meta, move_ref(rec.id, p.log_index)):
            raise too_late(ctx, rec.id, ref)
        if kind == "accept":
            actions.vote(ctx, seat, "accept")
        elif kind == "challenge":
            actions.vote(ctx, seat, "challenge")
        else:
            raise Refusal("vote_closed")
    else:
        req = game.undo_request
        if req is None or ref != stamped(ctx.meta, undo_ref(rec.id, req.log_index)):
            raise Refusal("vote_closed")
        actions.undo_vote(ctx, seat, kind in ("accept", "undo_yes"))
