"""Downtime: a restarted bot does not charge the players for its absence.

The timer beats (``Repository.heartbeat``) at least every 10 s; at start the gap since
the last beat, if longer than a restart (``DOWNTIME_GRACE``, 30 s), moves every running
game's times on by as much.
The last beat is read and replaced in one atomic step (``Repository.replace_heartbeat``),
and in that same transaction every game with a deadline is recorded as owed a shift of
the gap: of processes restarting together only one sees the gap, and none of the others
can see the fresh heartbeat without the debt.

Until a game's shift is settled its deadlines do not fire (the repository's ``due`` skips
it), so a second process cannot close a window or a move time that the players are still
owed the downtime of.  Any process may do the shifting (``settle``): each claims a batch
of owed shifts for a lease, moves each game on in a transaction of its own under its
chat's lock, across processes too, and then drops the debt.  A process killed half-way
lets its lease lapse and another one finishes; the game's meta remembers the last shift
it was moved by (``GameMeta.shifted``), so a game whose shift was committed but not yet
dropped when its process died is not moved twice.

Why debts and not ``UPDATE deadlines SET due_at = due_at + gap`` with the heartbeat: the
deadlines are derived from times inside the game's meta (the turn's start, the clocks'
charge, the windows' starts), which a command's catch-up and the next deadlines are
computed from; moving the rows alone would leave those behind, and moving them lazily on
the next load would put a lookup on every command's path."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Protocol

from bot.service import timing
from bot.service.context import Ctx
from bot.service.transaction import Host as TransactionHost
from bot.service.transaction import transact
from storage.base import OwedShift, UnreadableGame

log = logging.getLogger(__name__)

#: A gap since the last heartbeat up to this is a restart, not downtime: the deadlines
#: stay.  The timer beats at least every HEARTBEAT seconds (``bot.deadline_loop``'s
#: longest sleep), so the last beat of a stopped process is up to 10 s old; a restart by
#: hand takes about 3 s, one by systemd after a failure RestartSec=5 s and the start; and
#: with several processes on one database, one restarted while the others run sees
#: their beat, at most 10 s old.  It was 90 s when the timer beat once a minute: a stop of
#: 68 s took 68 s of a 300 s move time, silently.
DOWNTIME_GRACE = 30.0
#: The timer's heartbeat period, at the latest (``DeadlineLoop.max_sleep``).
HEARTBEAT = 10.0
# Owed shifts claimed at once: a claimer lets the others take the rest meanwhile.
SHIFT_BATCH = 50
# Real seconds between two looks while another process holds the last owed shifts.
WAIT_STEP = 0.1


class Host(TransactionHost, Protocol):
    """What the downtime needs of the service."""

    clock: Callable[[], float]

    def lock(self, chat_key: str) -> contextlib.AbstractAsyncContextManager[None]: ...


async def resume(svc: Host) -> None:
    """Once per process (``GameService.resume`` sees to that), before its first command
    or timer tick: move every running game's times on by the downtime since the last
    heartbeat, so that no one is charged for the bot's absence (a two-hour outage used to
    end games with a time-out for every turn it spanned).  A clock that went back while
    the bot was down gives a negative gap: the deadlines keep the time they had left.
    Returns once no shift is owed, whoever recorded it: a process starting while another
    one shifts must not take commands on games not moved on yet (a command fires the
    deadlines already past, ``fire_past``)."""
    now = svc.clock()
    # Within the grace either way: no downtime (with several processes on one
    # database another one's heartbeat can be a moment ahead of this clock).
    last = await svc.repo.replace_heartbeat(now, owe_after=DOWNTIME_GRACE)
    # Said as what is known, in one line either way: the age of the database's last
    # beat, which any process on it writes (with several, one restarted while another
    # serves sees that one's; of several restarted together, one sees the gap).
    if last is not None and abs(now - last) > DOWNTIME_GRACE:
        gap = now - last
        if gap > 0:  # the designed outcome of any stop over 30 s (an upgrade, a
            # restore): told, not warned of, so that planned work pages no one; why the
            # bot was down (a crash) is systemd's and the journal's to say
            log.info("no process beat on this database for %.0f s: running games' "
                     "deadlines move on by %.0f s", gap, gap)
        else:
            log.warning("the last heartbeat on this database is %.0f s ahead of this "
                        "process's clock (a clock set back?): running games' deadlines "
                        "move by %.0f s, keeping the time they had left", -gap, gap)
    elif last is None:  # said too: an empty log would leave the operator guessing
        log.info("no earlier heartbeat on this database (its first run): no downtime to "
                 "move deadlines on by")
    else:  # said either way: an operator can tell which it was
        # (another process may be running only where several may share the database)
        log.info("the last heartbeat on this database is %s, within the %.0f s a restart "
                 "may take%s: deadlines unchanged", _age(now - last), DOWNTIME_GRACE,
                 " (another process on it may be running)" if svc.repo.SHARED else "")
    await settle(svc, wait=True)


def _age(gap: float) -> str:
    """``7 s old``, or ``2 s ahead`` for a beat of a process whose clock is ahead."""
    return f"{gap:.0f} s old" if gap > -0.5 else f"{-gap:.0f} s ahead of this clock"


async def settle(svc: Host, *, wait: bool) -> None:
    """Move on the games owed a downtime shift that no live claim holds (the timer's
    tick calls this too: a claim of a killed process lapses and is taken over here).
    ``wait``: return only once no shift is owed at all, the other processes' included."""
    while True:
        owed = await svc.repo.claim_shifts(svc.clock(), SHIFT_BATCH)
        if owed:
            by_game: dict[int, list[OwedShift]] = {}
            for o in owed:
                by_game.setdefault(o.game_id, []).append(o)
            for game_id, shifts in sorted(by_game.items()):
                await shift_game(svc, game_id)
                await svc.repo.settle_shifts([o.id for o in shifts])
            continue
        if not wait or not await svc.repo.owed_shifts():  # (a few rows, while starting)
            return
        await asyncio.sleep(WAIT_STEP)  # claimed elsewhere: settled there, or lapses


async def shift_game(svc: Host, game_id: int) -> None:
    """Move the game's times on by each shift it owes and was not moved by yet (the ones
    this process claimed among them), in one transaction."""
    try:
        rec = await svc.repo.game(game_id, lines=False)
        chat = None if rec is None else svc.load_meta(rec).chat
    except UnreadableGame as e:
        log.error("%s", e)
        return
    if chat is None:
        return

    async def shift(ctx: Ctx, _args: str) -> None:
        if ctx.rec is None or ctx.rec.id != game_id or ctx.game is None:
            return  # over, or another game in the chat: nothing runs to move on
        # Every one the game owes, whoever claimed it, read after the game: in the order
        # of their ids, so that the meta's last id says which ones are done (a process
        # holding an older one would otherwise skip it).  Settled ones were applied; a
        # shift settled between the two reads makes this commit a version conflict.
        for o in await svc.repo.owed_shifts(game_id):
            if o.id > ctx.meta.shifted:  # ids grow: an older one was applied before
                timing.shift(ctx.meta, o.seconds)
                ctx.meta.shifted = o.id
                ctx.dirty = True

    # Not ``run``: a computer's step or a deadline is for the caller to play (due()
    # returns its messages); this only moves the times.  The chat's lock across
    # processes too: another one may be finishing the same shift.
    async with svc.lock(chat.key), svc.repo.chat_lock(chat.key):
        try:
            await transact(svc, chat, None, shift, "", None)
        except UnreadableGame as e:
            # Its row reads but no engine loads its state (a newer build's, an unknown
            # rule set, a damaged board): skipped, so that its debt is dropped and every
            # other game's timers run; its chat is told it cannot be read, and an admin's
            # /end cancels it.
            log.error("%s: not moved on by the downtime", e)
