"""Firing a game's deadlines: a window that closes, an undo request that lapses, a move
time limit, a game clock.  What is due is ``timing.deadlines``; the engine acts; the chat
is told once for all that fired together.

A computer's step is a deadline too (so that a crash cannot lose it), but it is not fired
here: the service plays it next, as it does after any command."""

from __future__ import annotations

from bot.service import timing
from bot.service.announce import after_action
from bot.service.context import Ctx
from bot.service.facts import Before
from bot.service.timing import Deadline, DeadlineKind
from engine.state import Outcome

# A long-abandoned game can owe many turns (a move time limit that ran out again and
# again while the bot was down); one call fires at most this many.
MAX_FIRED = 200


async def fire_deadlines(ctx: Ctx, game_id: int, now: float) -> None:
    """Fire every deadline of the chat's game due at ``now``, late ones at once, each at
    its own time so that the deadlines it starts run from then."""
    rec, game = ctx.rec, ctx.game
    if rec is None or game is None or rec.id != game_id:
        return
    before = Before.of(game)
    outcomes: list[Outcome] = []
    computer_due = False
    for _ in range(MAX_FIRED):
        due = [d for d in timing.deadlines(game, ctx.meta) if d.at <= now]
        if not due:
            break
        first = due[0]
        match first:
            case Deadline(DeadlineKind.COMPUTER):
                # A computer's step comes first: the service plays it next.
                computer_due = True
                break
            case Deadline(DeadlineKind.WINDOW):
                outcomes.append(game.close_window())
            case Deadline(DeadlineKind.UNDO):
                outcomes.append(game.close_undo())
            case Deadline(DeadlineKind.MOVE, _, int(seat)):
                outcomes.append(game.timeout(seat))
            case Deadline(DeadlineKind.CLOCK, _, int(seat)):
                outcomes.append(game.clock_expired(seat))
            case Deadline(DeadlineKind.END):  # nobody objected to ending the game in time
                ctx.meta.clear_end_vote()
                outcomes.append(game.end_by_request(abandoned=True))
        # Each at its own time: the deadlines it starts run from then, and the next due
        # one is read from the timing it leaves.
        timing.update(game, ctx.meta, first.at, ctx.log_unchanged())
        ctx.dirty = True
    if ctx.dirty:
        ctx.now = max(ctx.now, now)
        after_action(ctx, before, outcomes)
    elif not computer_due:
        ctx.dirty = True  # stale stored deadlines: rewrite them


async def fire_past(ctx: Ctx) -> None:
    """Before a command or vote: fire the game's deadlines already past at ``ctx.now``
    (``GameService.run``'s catch-up; a computer's step is left to the service)."""
    rec, game = ctx.rec, ctx.game
    if rec is None or rec.id is None or game is None or rec.status != "active":
        return
    if any(d.at <= ctx.now and d.kind is not DeadlineKind.COMPUTER
           for d in timing.deadlines(game, ctx.meta)):
        await fire_deadlines(ctx, rec.id, ctx.now)
