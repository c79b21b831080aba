"""Platform outages: the clocks do not run while the players' platform does not answer.

With Telegram's Bot API out of reach no player can move, see the board or vote, yet the
move times and clocks ran on: a two-minute outage timed out every player on turn.  The
timer asks, at each tick, whether its platforms answer (``bot.telegram.reach.Reach``):

- A platform that does not answer is noted in the database (``Repository.begin_outage``,
  once: with several workers the first one's time stands), and no deadline of its games
  fires meanwhile, in any process (``due`` holds them).
- The first process that the platform answers again after the outage began ends it
  (``end_outage``: the row's delete is the claim, so it is done once) and, in the same
  step, owes each of the platform's games with a deadline a shift of the outage's
  length; the tick then moves them on as after the bot's own downtime
  (bot/service/downtime.py), and their deadlines fire again.
- A process that has not heard from the platform since the outage began (an idle
  webhook worker) does not end it: only an answer after its start says it is over.
- An outage up to ``OUTAGE_GRACE`` owes nothing: its deadlines fire, that much late.
- A process killed during an outage leaves the row: the next one the platform answers
  ends it (and the downtime's shift at start moves the outage's start on, so the time
  the bot was down is not owed twice)."""

from __future__ import annotations

import logging
from typing import Protocol

from storage.base import Repository

log = logging.getLogger(__name__)

#: An outage up to this many seconds owes no shift (its deadlines fire late by as much):
#: one failed call in a burst, a connection reset, need not move every game.  The
#: timer's tick comes at least every 10 s, so an outage is ended within about that.
OUTAGE_GRACE = 10.0


class Host(Protocol):
    repo: Repository


async def note(svc: Host, platform: str, failing_since: float | None,
               answered_at: float | None, now: float) -> None:
    """What the tick learnt of ``platform``: failing since ``failing_since`` (None: not
    failing), last answered at ``answered_at`` (None: not yet), both on the service's
    clock, as ``now``."""
    since = (await svc.repo.outages()).get(platform)
    if failing_since is not None:
        # (An outage another process ended after this one's failure began is over: this
        # process has not retried since.  Noting it again with its old start moved the
        # games on again at every tick, ops35 H1.)
        if since is None and await svc.repo.begin_outage(platform, failing_since):
            log.info("%s does not answer: its games' deadlines wait until it does (no "
                     "player can move meanwhile), and then move on by as long", platform)
        return
    if since is None or answered_at is None or answered_at <= since:
        return
    gap = await svc.repo.end_outage(platform, now, OUTAGE_GRACE)
    if gap is None:
        return  # another process ended it first
    if gap > OUTAGE_GRACE:
        log.info("%s answers again: its games' deadlines move on by the %.0f s it did not",
                 platform, gap)
    else:
        log.info("%s answers again after %.0f s: its games' deadlines fire again, as late",
                 platform, gap)
