"""What the process counts for Prometheus (``prometheus-client``; served at ``/metrics``
by ``bot.health`` when ``HEALTH_PORT`` is set; docs/deploy.md says what to alert on).

The metrics live in the library's default registry, as a process has one of each.  Label
values come from small fixed sets (the command names of ``bot.commands``, an outcome, a
deadline kind, a platform): never a chat, a user or a word, so the number of series
stays bounded however many chats the bot serves."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from contextvars import ContextVar

from prometheus_client import Counter, Gauge, Histogram, disable_created_metrics

from bot.commands import COMMANDS as COMMAND_SPECS

disable_created_metrics()  # type: ignore[no-untyped-call]  # no *_created series: noise

#: The command histograms' bucket edges: 2 is one, deploy.md's WordgamesSlow alert's
#: threshold (its p95 > 2 s), so that the quantile at the alert's edge is read at a bucket
#: edge, not interpolated between 1 and 2.5 (commands of 1.1 s read as a p95 of 2.4 s).
COMMAND_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 2.5, 5, 10, 30)
COMMANDS = Counter("wordgames_commands", "Commands handled, by name and outcome "
                   "(ok, refused: the bot said why not, unavailable: the database did "
                   "not answer, error: a bug)",
                   ["command", "outcome"])
COMMAND_SECONDS = Histogram("wordgames_command_seconds",
                            "Time to handle a command, the computers' replies included",
                            buckets=COMMAND_BUCKETS)
DEADLINES = Counter("wordgames_deadlines_fired", "Deadlines fired, by kind "
                    "(window, undo, move, clock, end, computer)", ["kind"])
DEADLINES_LATE = Counter("wordgames_deadlines_late", "Deadlines fired more than "
                         "LATE_AFTER seconds after they were due", ["kind"])
DEADLINE_LATENESS = Histogram("wordgames_deadline_lateness_seconds",
                              "How long after it was due a deadline fired",
                              buckets=(0.1, 0.5, 1, 2, 5, 10, 30, 60, 300))
COMMAND_OWN_SECONDS = Histogram(
    "wordgames_command_own_seconds",
    "Time to handle a command, less the think time of the computers' replies in it "
    "(what players wait for that is the bot's own: the alert's measure)",
    buckets=COMMAND_BUCKETS)
COMPUTER_SECONDS = Histogram("wordgames_computer_step_seconds",
                             "Time of one computer step (its think time, and its commit)",
                             buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30))
OUTBOX_QUEUED = Gauge("wordgames_outbox_queued", "Messages waiting in the outgoing "
                      "queues, by platform", ["platform"])
RATE_LIMITED = Counter("wordgames_rate_limited", "429 answers (too many requests) from "
                       "a platform", ["platform"])
READY = Gauge("wordgames_ready", "1 when the database answers and every platform of the "
              "process is connected (what /readyz says), else 0")
OPEN_GAMES = Gauge("wordgames_open_games", "Games in a lobby or running, in the whole "
                   "database (every process reports the same)")

LATE_AFTER = 5.0  # the timer sleeps to the deadline: seconds past it mean the loop lagged

#: The label values known in advance (bot.service.timing.DeadlineKind's values; the
#: platforms): their counters are on /metrics at 0 from the start, as the operator's
#: page lists them, not only once the first one happened (an alert on their increase
#: then has a series to read, and a dashboard no gap).
DEADLINE_KINDS = ("window", "undo", "move", "clock", "end", "computer")
PLATFORMS = ("discord", "telegram")
for _kind in DEADLINE_KINDS:
    DEADLINES.labels(_kind)
    DEADLINES_LATE.labels(_kind)
for _platform in PLATFORMS:
    RATE_LIMITED.labels(_platform)
#: A command's outcomes (``command_done``); each known command's (and "unknown", a name
#: there is not) at 0 from the start too: an alert on outcome="error" has a series to
#: evaluate before the first command came (33 names, 4 outcomes: 132 series).
OUTCOMES = ("ok", "refused", "unavailable", "error")
for _name in (*(c.name for c in COMMAND_SPECS), "unknown"):
    for _outcome in OUTCOMES:
        COMMANDS.labels(_name, _outcome)

# Set by a refusal anywhere in the handling of a command (the service's task): the
# outcome of the command is "refused".
_refused: ContextVar[bool] = ContextVar("wordgames_refused", default=False)


# The computers' step times within the current command (``computer_step``): a list, not
# a float, so that a task the command starts (sharing its context's list) adds to it.
_computers: ContextVar[list[float] | None] = ContextVar("wordgames_computers", default=None)


def refused() -> None:
    _refused.set(True)


def command_started() -> None:
    _refused.set(False)
    _computers.set([])


def computer_step(seconds: float) -> None:
    """One computer step took ``seconds`` (its think time and commit); within a command,
    it is taken off the command's own time (``COMMAND_OWN_SECONDS``)."""
    COMPUTER_SECONDS.observe(seconds)
    steps = _computers.get()
    if steps is not None:
        steps.append(seconds)


def command_done(name: str, seconds: float, *, failed: bool = False,
                 unavailable: bool = False) -> str:
    """Count the command; its outcome.  ``unavailable``: it failed because the database
    did not answer (an outage, which the readiness alert covers), not for a bug."""
    outcome = ("unavailable" if unavailable else "error" if failed
               else "refused" if _refused.get() else "ok")
    COMMANDS.labels(name, outcome).inc()
    COMMAND_SECONDS.observe(seconds)
    COMMAND_OWN_SECONDS.observe(max(0.0, seconds - sum(_computers.get() or ())))
    return outcome


def command_failed(name: str, error: BaseException | None) -> None:
    """Count a command whose handling failed outside the service (in the adapter, around
    the service's call) as an ``error``, unless the service counted it already (it marks
    what it counted: ``counted``).  Without this a crash in an adapter showed on
    /metrics as nothing, and deploy.md's alert on ``outcome="error"`` stayed quiet."""
    if error is not None and getattr(error, _COUNTED, False):
        return
    COMMANDS.labels(name, "error").inc()


_COUNTED = "_wordgames_counted"


def counted(error: BaseException) -> None:
    """Mark an error whose command was counted (``command_done``)."""
    with contextlib.suppress(AttributeError):  # a type that takes none: counted twice
        setattr(error, _COUNTED, True)


def command_refused(name: str) -> None:
    """Count a command the adapter refused itself, the service never seeing it (on
    Discord, a slash command this version does not have: ``unknown``)."""
    COMMANDS.labels(name, "refused").inc()


def command_unavailable(name: str) -> None:
    """Count a command that met the outage before the service could time it (the
    adapter's claim of the update did not reach the database)."""
    COMMANDS.labels(name, "unavailable").inc()


def deadline_fired(kind: str, lateness: float) -> None:
    DEADLINES.labels(kind).inc()
    DEADLINE_LATENESS.observe(max(0.0, lateness))
    if lateness > LATE_AFTER:
        DEADLINES_LATE.labels(kind).inc()


def outbox_depth(platform: str, depth: Callable[[], float]) -> None:
    """``depth()`` is read at each scrape (the outbox of the process's adapter)."""
    OUTBOX_QUEUED.labels(platform).set_function(depth)


class _Discord429(logging.Handler):
    """discord.py waits out a 429 by itself and says so in a WARNING of ``discord.http``
    ("We are being rate limited"); its log is the only place that tells."""

    def emit(self, record: logging.LogRecord) -> None:
        if "responded with 429" in str(record.msg):
            RATE_LIMITED.labels("discord").inc()


def count_discord_429s() -> None:
    handler = _Discord429(logging.WARNING)
    logger = logging.getLogger("discord.http")
    if not any(isinstance(h, _Discord429) for h in logger.handlers):
        logger.addHandler(handler)
