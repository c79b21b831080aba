"""Acting on a game: the one path by which a person's and a computer's move, vote and
undo answer reach the engine and the chat.

``act`` runs one engine action and records what its ``Outcome`` tells (worded once the
burst is over, from the state committed last: bot/service/facts.py).  ``vote`` and
``undo_vote`` are the whole "vote → engine → announcement → vote record" path, the same
for a reaction, a button, a command and a computer."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from bot.service.announce import advice_lines, after_action
from bot.service.context import Ctx, move_ref, undo_ref
from bot.service.facts import Before
from bot.service.show import reword, show_move
from engine.errors import MoveError
from engine.state import Outcome

VoteKind = Literal["accept", "challenge"]


def act(ctx: Ctx, action: Callable[[], Outcome], first: Sequence[str] = (),
        lead: Sequence[str] = ()) -> Outcome:
    """Run an engine action (``lambda: game.place(seat, move)``) and record what it did;
    ``first``: lines told before the history, ``lead``: before everything (see
    ``announce.after_action``).  The timing is brought up to date once, at the commit."""
    game = ctx.started()
    before = Before.of(game)
    try:
        out = action()
    except MoveError as e:
        reword(game, e)
        raise
    ctx.dirty = True
    after_action(ctx, before, [out], first, lead)
    return out


def vote(ctx: Ctx, seat: int, kind: VoteKind) -> None:
    """``accept`` or ``challenge`` (check, vote against: as the rule set calls it) by
    ``seat`` on the move that waits; an accept with no move waiting answers an open undo
    request."""
    table = ctx.table()
    game = table.game
    if game.pending is None and game.undo_request is not None and kind == "accept":
        undo_vote(ctx, seat, True)
        return
    try:
        p = game.check_vote(seat, kind == "accept")  # the engine's reason, before any line
    except MoveError as e:
        reword(game, e)
        raise
    target = move_ref(table.rec.id, p.log_index)
    mode = game.rules.word_check
    # Who voted leads the message: a reaction or a button shows no one's name.
    name, move = ctx.seat_name(seat), show_move(ctx, p.notation)
    if kind == "accept":
        line = ctx.t("vote_accepts", name=name, move=move)
        act(ctx, lambda: game.vote(seat, True), lead=[line])
    elif mode == "challenge":
        line = ctx.t("vote_challenges", name=name, move=move)
        act(ctx, lambda: game.challenge(seat), lead=[line])
    else:
        line = ctx.t("vote_checks" if mode == "vote" else "vote_rejects", name=name, move=move)
        # Players who judge the words themselves get the word list's advice once someone
        # doubts the move, never before.
        first_doubt = mode == "agreement" and False not in p.votes.values()
        words = list(p.words)
        act(ctx, lambda: game.vote(seat, False),
            advice_lines(ctx, words) if first_doubt else (), [line])
    ctx.record_vote(target, seat, kind)


def undo_vote(ctx: Ctx, seat: int, agree: bool) -> None:
    """``seat``'s answer to the open undo request."""
    table = ctx.table()
    game = table.game
    req = game.undo_request
    if req is None:
        raise MoveError("no_undo_request")
    target = undo_ref(table.rec.id, req.log_index)
    line = ctx.t("undo_agrees" if agree else "undo_disagrees", name=ctx.seat_name(seat))
    act(ctx, lambda: game.undo_vote(seat, agree, entropy=ctx.deps.entropy()), lead=[line])
    ctx.record_vote(target, seat, "undo_yes" if agree else "undo_no")
