"""``run_telegram``: what ``python -m bot`` calls when TELEGRAM_TOKEN is set.

Long polling by default.  With TELEGRAM_WEBHOOK_URL set, webhook mode: a small aiohttp
server (aiohttp comes with discord.py, so no extra dependency such as tornado) listens on
TELEGRAM_WEBHOOK_LISTEN:TELEGRAM_WEBHOOK_PORT at the URL's path, checks Telegram's secret
header, and queues each update; put it behind a TLS-terminating reverse proxy.

Several processes serve one bot only in webhook mode (the proxy spreads the POSTs over
them; docs/deploy.md).  Polling has one consumer by Telegram's rule: a second poller on the
same token gets 409 Conflict, and then this process stops with ``SecondPoller`` instead of
fighting the first one for every update.  A poller started where a webhook is set stops
before it polls (``WebhookSet``): polling would delete the webhook (python-telegram-bot's
start_polling calls deleteWebhook), and the webhook workers would go deaf.  A webhook
worker's /readyz asks Telegram, at most once a minute, whether it still holds the
worker's webhook (``WebhookWatch``).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any
from urllib.parse import urlparse

from aiohttp import web
from telegram import Update
from telegram.error import Conflict, NetworkError, TelegramError
from telegram.ext import Application

from bot import health
from bot.adapter_kit import Cut
from bot.deadline_loop import DeadlineLoop
from bot.http_server import close_runner, quiet_bad_requests, start_site
from bot.protocol import BoardLinks, GameServiceAPI
from bot.settings import Settings
from bot.starting import StartChecks
from bot.telegram.delivery import PLATFORM
from bot.telegram.outbox import Limits
from bot.telegram.reach import Reach
from bot.telegram.updates import ALLOWED_UPDATES, TelegramAdapter

log = logging.getLogger(__name__)

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


class SecondPoller(RuntimeError):
    """Another bot process uses this bot's token: it polls it, or it set a webhook (then
    Telegram refuses getUpdates too).  ``description``: Telegram's own words."""

    def __init__(self, description: str = "") -> None:
        doing = ("has set a webhook for it, and Telegram gives a bot with a webhook no "
                 "updates by polling" if "webhook is active" in description else
                 "polls it, and Telegram allows one poller per bot")
        super().__init__(
            f"Telegram answered 409 Conflict: another bot process uses this token (it "
            f"{doing}); stop that process, or run every process in webhook mode "
            "(TELEGRAM_WEBHOOK_URL; docs/deploy.md)")


class WebhookSet(RuntimeError):
    """This process polls, and Telegram holds a webhook for its token: another process
    serves it (a webhook worker), or one did and left it set.  Polling would delete it."""

    def __init__(self, url: str) -> None:
        self.url = url
        super().__init__(
            f"Telegram has a webhook set for this token ({url}), and this process polls "
            "(no TELEGRAM_WEBHOOK_URL): polling would delete that webhook and leave the "
            "webhook workers without updates; stop the webhook workers and delete the "
            "webhook (docs/deploy.md: deleteWebhook), or run this process in webhook mode "
            "too (TELEGRAM_WEBHOOK_URL)")


class WebhookWatch:
    """Whether Telegram still holds the webhook this worker set (a poller or a
    deleteWebhook may have taken it away, another worker set another URL): /readyz's
    further check of the platform (``health.Health.watch``).  Telegram is asked at most
    once every ``EVERY`` seconds; between, the last answer stands, and so it does when
    the question fails (the connection's own state says whether Telegram answers)."""

    EVERY = 60.0
    ASK_TIMEOUT = 5.0
    NOT_SET = "webhook not set"

    def __init__(self, bot: Any, url: str,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.bot = bot
        self.url = url
        self.clock = clock
        self.asked_at: float | None = None
        self.state: str | None = None  # None: Telegram holds our webhook

    async def problem(self, every: float | None = None) -> str | None:
        """``every``: ask after so many seconds instead of ``EVERY`` (while the Bot API
        does not answer, its answer again is found sooner)."""
        now = self.clock()
        if self.asked_at is not None and now - self.asked_at < (every or self.EVERY):
            return self.state
        self.asked_at = now  # before the question: a probe meanwhile takes the last answer
        try:
            async with asyncio.timeout(self.ASK_TIMEOUT):
                info = await self.bot.get_webhook_info()
        except (TelegramError, TimeoutError) as e:
            log.debug("Telegram: getWebhookInfo failed (%s); readiness keeps its last "
                      "answer", e)
            return self.state
        held = str(info.url or "")
        state = None if held == self.url else self.NOT_SET
        if state is not None and self.state is None:
            now_there = f"it now points to {held}" if held else "Telegram holds none"
            log.warning("Telegram: the webhook this worker set (%s) is gone (%s: a poller "
                        "on the token or a deleteWebhook took it away, or another process "
                        "set another one); /readyz says 503 (telegram: %s) until it is set "
                        "again: stop what took it, then restart this worker (it sets the "
                        "webhook at start)", self.url, now_there, self.NOT_SET)
        elif state is None and self.state is not None:
            log.info("Telegram: the webhook is set again (%s)", self.url)
        self.state = state
        return state


class _QuietConflict(logging.Filter):
    """Drops python-telegram-bot's traceback of the 409 it meets once more while this
    process stops after one (its last getUpdates, which marks the updates taken as read,
    is refused for the same reason): the process's one line has said it all."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, Conflict):
            log.debug("Telegram: %s (while stopping after the 409)", error)
            return False
        return True


Routes = Callable[[web.Application], None]

#: Seconds between two questions to Telegram while its Bot API does not answer.
REACH_EVERY = 10.0

#: Seconds between two lines about webhook requests refused for their secret.
REFUSED_EVERY = 60.0


class RefusedSecrets:
    """The WARNING line for webhook requests whose secret token did not match: the first
    at once, then at most one every ``REFUSED_EVERY`` seconds, with the count since the
    last line (a worker whose secret differs from the one Telegram was given last sees
    every update refused: the line must come, but not once per update).  Those held
    back are said when the minute is up even if no other request comes (they were told
    only at the next refusal, which may never come).  ``later(delay, fn)``: runs ``fn``
    after ``delay`` seconds (the running loop's ``call_later``)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 later: Callable[[float, Callable[[], None]], object] | None = None,
                 ) -> None:
        self.clock = clock
        self.later = later
        self.count = 0  # refused since the last line
        self.wrong = 0  # of those, with a secret that was not this worker's
        self.last = ""  # the secret the last of them gave
        self.said: float | None = None  # when the last line was written
        self.due = False  # a line is due at ``said + REFUSED_EVERY`` for those held

    def refused(self, given: str) -> None:
        self.count += 1
        self.wrong += bool(given)
        self.last = given
        now = self.clock()
        if self.said is not None and now - self.said < REFUSED_EVERY:
            if not self.due:
                self.due = True
                self._later(self.said + REFUSED_EVERY - now, self.flush)
            return
        self._say(now)

    def flush(self) -> None:
        """The line for the requests held back since the last one, if any."""
        self.due = False
        if self.count:
            self._say(self.clock())

    def _later(self, delay: float, fn: Callable[[], None]) -> None:
        if self.later is not None:
            self.later(delay, fn)
            return
        try:
            asyncio.get_running_loop().call_later(delay, fn)
        except RuntimeError:  # no loop (never in the server): the next refusal says them
            self.due = False

    def _say(self, now: float) -> None:
        since = "" if self.said is None else f" in the last {now - self.said:.0f} s"
        # A wrong secret among them is what says the workers' settings differ: said so
        # whatever the last one was (a scanner's request without any came after it).
        if self.wrong:
            log.warning("Telegram: %d webhook request(s) refused with 403%s (%s): the "
                        "secret did not match this worker's; every worker of the webhook "
                        "must have the same TELEGRAM_WEBHOOK_SECRET (each one registers its "
                        "own at start, and Telegram sends the last one registered)",
                        self.count, since,
                        "the last one had a wrong secret token" if self.last and
                        self.wrong == self.count else
                        f"{self.wrong} with a wrong secret token, "
                        f"{self.count - self.wrong} with none")
        else:
            # Telegram always sends the secret it was given: a request without any is
            # someone else's (a scanner), or a proxy's that drops the header.
            log.warning("Telegram: %d webhook request(s) refused with 403%s (the last one "
                        "had no secret token: not Telegram's, which always sends one, but "
                        "a scanner's, or the proxy drops the X-Telegram-Bot-Api-Secret-"
                        "Token header)", self.count, since)
        self.count, self.wrong, self.said = 0, 0, now


def webhook_app(app: Application[Any, Any, Any, Any, Any, Any], path: str,
                secret: str, routes: Routes | None = None,
                take: Callable[[Update, str], Awaitable[bool]] | None = None,
                refused: RefusedSecrets | None = None) -> web.Application:
    """The aiohttp application that receives Telegram's POSTs and queues the updates;
    ``routes`` adds the process's other routes (the web board's, when it shares this
    server: one server for all).  ``take``: each update's step before the 200 (the
    adapter's: noted in its chat's order and claimed, with the body Telegram sent, in
    the database); False, a repeat that ran already, answered 200 and not queued.
    ``refused``: what logs the requests refused for their secret."""
    refused = refused or RefusedSecrets()

    async def receive(request: web.Request) -> web.Response:
        given = request.headers.get(SECRET_HEADER, "")
        if not hmac.compare_digest(given.encode(), secret.encode()):
            refused.refused(given)
            return web.Response(status=403)
        try:
            body = await request.text()
            update = Update.de_json(json.loads(body), app.bot)
        except Exception:
            return web.Response(status=400)
        if update is not None and (take is None or await take(update, body)):
            await app.update_queue.put(update)
        return web.Response()

    web_app = web.Application()
    web_app.router.add_post(path, receive)
    health.add_routes(web_app)  # /healthz, /readyz, /metrics on the webhook's port too
    if routes is not None:
        routes(web_app)
    quiet_bad_requests()
    return web_app


async def start_webhook(app: Application[Any, Any, Any, Any, Any, Any],
                        settings: Settings, routes: Routes | None = None,
                        take: Callable[[Update, str], Awaitable[bool]] | None = None,
                        reach: Reach | None = None) -> Callable[[], Awaitable[None]]:
    """Serve the webhook and tell Telegram about it; returns the coroutine that stops it.
    ``reach``: whether the Bot API answers, for /readyz beside the webhook's own check."""
    assert settings.telegram_webhook_url
    path = urlparse(settings.telegram_webhook_url).path or "/"
    secret = settings.telegram_webhook_secret or secrets.token_urlsafe(32)
    runner = web.AppRunner(webhook_app(app, path, secret, routes, take), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, settings.telegram_webhook_listen, settings.telegram_webhook_port)
    try:
        await start_site(site, "TELEGRAM_WEBHOOK_PORT", settings.telegram_webhook_listen,
                         settings.telegram_webhook_port)
    except BaseException:
        await runner.cleanup()
        raise
    await app.bot.set_webhook(settings.telegram_webhook_url, allowed_updates=ALLOWED_UPDATES,
                              secret_token=secret)
    watch = WebhookWatch(app.bot, settings.telegram_webhook_url)

    async def problem() -> str | None:
        # Asks Telegram now and then, which ``reach`` hears: every 10 s while the Bot API
        # does not answer (an idle worker makes no other call: its /readyz said
        # "unreachable" for up to a minute after Telegram was back).
        failing = reach is not None and reach.failing
        held = await watch.problem(REACH_EVERY if failing else None)
        return (await reach.problem() if reach is not None else None) or held

    health.PROCESS.watch("telegram", problem)
    log.info("Telegram: webhook listening on %s:%d%s", settings.telegram_webhook_listen,
             settings.telegram_webhook_port, path)
    return partial(close_runner, runner)  # the requests a proxy had sent are answered


#: Seconds of this process's own polling after which a 409 is another process's start
#: (Telegram answers the older request 409 when a newer one comes: the newcomer's first
#: getUpdates ends this process's long poll, and this one's next ends the newcomer's).
INCUMBENT_AFTER = 60.0
#: Seconds between two lines about the 409s of a poller that keeps polling.
CONFLICT_EVERY = 60.0


def _polling_error(conflict: list[Conflict], met: asyncio.Event, reach: Reach | None = None,
                   ) -> Callable[[TelegramError], None]:
    said: list[float] = []  # when the incumbent's last line about 409s was written
    since = [0]  # 409s since that line

    def on_error(error: TelegramError) -> None:
        polled_at = reach.polled_at if reach is not None and reach.tracked else None
        if (isinstance(error, Conflict) and polled_at is not None and reach is not None
                and reach.clock() - polled_at >= INCUMBENT_AFTER):
            # This process has polled for a while: the other one is the newcomer, and it
            # meets the 409 too and stops (its start's line).  This one goes on: exiting
            # (status 2, which systemd does not retry) left the bot down for good when
            # someone started a second copy by hand.
            since[0] += 1
            now = reach.clock()
            if not said or now - said[-1] >= CONFLICT_EVERY:
                log.error("Telegram: %d 409 Conflict answer(s) to getUpdates: another "
                          "process has begun to poll this token (this one has polled for "
                          "%.0f s, and goes on; the newcomer stops at its own 409, unless "
                          "it is a webhook: stop that process)", since[0], now - polled_at)
                said[:] = [now]  # the last one only
                since[0] = 0
            return
        if isinstance(error, Conflict):
            # Said once, as the process's ``error:`` line (SecondPoller), not here too.
            log.debug("Telegram: 409 Conflict on getUpdates: %s", error)
            conflict.append(error)
            met.set()
        elif reach is not None and reach.tracked and isinstance(error, NetworkError):
            # said once by ``reach`` (and its end), not once a retry
            log.debug("Telegram: polling failed: %s", error)
        else:  # what python-telegram-bot does without a callback; it retries
            log.error("Telegram: polling failed: %s", error)
    return on_error


async def run_telegram(service: GameServiceAPI, settings: Settings, *,
                       deadlines: DeadlineLoop | None = None,
                       limits: Limits | None = None,
                       stop: asyncio.Event | None = None,
                       routes: Routes | None = None,
                       links: BoardLinks | None = None,
                       checks: StartChecks | None = None) -> None:
    """Start, register the commands, and serve until ``stop`` is set (SIGTERM), then stop
    cleanly within ``settings.stop_timeout`` seconds: no new updates (the webhook's
    listener closes, polling ends and confirms what it took), every update taken is
    handled and its answers delivered, the deadline loop ends its tick, and the queues
    are delivered; what the bound cuts is cancelled or dropped, and logged.  Cancelled
    instead, it stops at once, with a few seconds for the queues.
    ``deadlines``: the loop shared with the other platforms of this process; ``limits``:
    how fast to send (Telegram's flood limits unless told otherwise); ``routes``: what
    else the webhook's server serves (the web board), in webhook mode; ``links``: the web
    board's links, for the buttons that open it (when WEB_URL is set); ``checks``: the
    process's start-up checks (bot/starting.py), passed once the webhook is set or the
    polling has begun."""
    adapter = TelegramAdapter(service, settings, deadlines=deadlines, limits=limits,
                              links=links)
    app = adapter.build()
    loop = asyncio.get_running_loop()
    health.PROCESS.report("telegram", lambda: app.running)

    def passed() -> None:
        adapter.reach.speak()
        if checks is not None:
            checks.passed(PLATFORM)

    async with app:  # initialize (getMe) ... shutdown
        await adapter.register_commands()
        await app.start()
        # the leases of the updates being handled, and the updates a killed process left
        keeper = asyncio.create_task(adapter.keep_up())
        stop_intake: Callable[[], Awaitable[None]] | None = None
        end: float | None = None  # when the bound of a clean stop comes
        said = False  # the bound's line
        cut_off = False  # the process's cut-off came: nothing more is sent
        try:
            try:
                try:
                    async with asyncio.timeout(None) as bound, adapter.deadlines.running():
                        try:
                            stop_intake = await _serve(app, settings, stop or asyncio.Event(),
                                                       routes, passed, adapter.take,
                                                       adapter.reach)
                        finally:  # refused or cancelled before it passed: the updates that
                            if checks is not None:  # wait for the start are cancelled now,
                                checks.leave(PLATFORM)  # before the stop waits for them
                        end = loop.time() + settings.stop_timeout
                        bound.reschedule(end)
                        adapter.reach.hush()
                        handled, queued = adapter.unanswered(app.update_queue.qsize())
                        log.info("Telegram: stopping within %g s: %d update(s) being handled, "
                                 "%d queued, %d message(s) to send%s", settings.stop_timeout,
                                 handled, queued, sum(adapter.outbox.pending().values()),
                                 _unanswered(handled, queued))
                        adapter.outbox.racks_first = True
                        adapter.taking = False  # what this process took it handles; no more
                        intake, stop_intake = stop_intake, None
                        await intake()
                        await app.stop()  # every update taken is handled, its answers sent
                except TimeoutError:
                    if end is None:
                        raise
                    # Said at once, before the cancelled updates unwind: under load their
                    # unwinding (a slow database's rollbacks) took longer than the second
                    # the process's cut-off gives, which then cancelled this before its line.
                    _say_cut(_cancel(adapter), settings)
                    said = True
                    # Let them unwind: each one cut before it committed is noted as kept
                    # (``ChatOrder.cut``), which the outbox's drop line asks after.
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(1.0):
                            await adapter.in_flight.idle()
                if end is not None:
                    await adapter.close(max(0.0, end - loop.time()), bound=settings.stop_timeout)
                    log.info("Telegram: stopped")
            except asyncio.CancelledError:
                if end is not None:  # the process's cut-off (``bot.__main__._bound``),
                    # past the bound: what it cancels is said now, at the levels of the
                    # bound's own lines (the updates cut, the messages dropped), before
                    # the exit
                    cut_off = True
                    if not said:
                        _say_cut(_cancel(adapter), settings)
                    kept = (adapter.order.cut if settings.telegram_webhook_url
                            else frozenset[int]())
                    adapter.outbox.say_dropped(0.0, settings.stop_timeout, kept)
                raise
        finally:
            keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await keeper
            if end is not None and settings.telegram_webhook_url:
                left = await adapter.order.release()
                if left:
                    log.info("Telegram: %d update(s) left unhandled are released for "
                             "another worker to take up now, or the next start: %s",
                             len(left), ", ".join(map(str, left)))
            if stop_intake is not None:
                await stop_intake()
            if app.updater is not None and app.updater.running:
                await app.updater.stop()
            if app.running:
                await app.stop()
            # what is still queued, within a few seconds (none after the cut-off)
            await (adapter.close(0.0) if cut_off else adapter.close())


def _cancel(adapter: TelegramAdapter) -> Cut:
    """Cancel the updates still being handled; what they were, less those whose answers
    had all gone out (handled: not lost, and not released to be answered again)."""
    stored, nothing = adapter.order.answered()
    cut = adapter.in_flight.cancel()
    return Cut(max(0, cut.stored - stored), cut.unstored, max(0, cut.nothing - nothing))


def _say_cut(cut: Cut, settings: Settings) -> None:
    """The stop bound's line: the updates it cancelled, and what of them is lost."""
    kept = ("" if not cut.unstored + cut.nothing
            else "; the webhook's updates among them that had not committed are "
            "kept in the database, for another worker to take up now, or "
            "this one after its next start"
            if settings.telegram_webhook_url
            # polling confirmed them to Telegram when it took them, and
            # Telegram gives none of them again: said, as they are lost
            else "; polling had confirmed those that had not committed to "
            "Telegram, which does not send them again: they are lost, and "
            "the players may send them again")
    # Handed over, nothing lost (a webhook's, none committed: each is kept
    # and handled again, answered then) is told; a loss is warned of.
    handed_over = bool(settings.telegram_webhook_url) and not cut.stored
    log.log(logging.INFO if handed_over else logging.WARNING,
            "Telegram: the stop bound (STOP_TIMEOUT=%g s) came with %d "
            "update(s) still unanswered, cancelled: %s%s",
            settings.stop_timeout, sum(cut),
            cut.describe(kept=bool(settings.telegram_webhook_url)), kept)


def _unanswered(handled: int, queued: int) -> str:
    """The stop line's word on the updates acknowledged and not yet answered: none when
    there are none, the queued ones' wait only when some are queued."""
    if not handled + queued:
        return ""
    if not queued:
        return f" ({handled} acknowledged and not yet answered)"
    return (f" ({handled + queued} acknowledged and not yet answered: the queued ones wait "
            "for an earlier update of their chat, or to be taken up)")


async def _serve(app: Application[Any, Any, Any, Any, Any, Any], settings: Settings,
                 stop: asyncio.Event, routes: Routes | None = None,
                 passed: Callable[[], None] = lambda: None,
                 take: Callable[[Update, str], Awaitable[bool]] | None = None,
                 reach: Reach | None = None) -> Callable[[], Awaitable[None]]:
    """Take updates until ``stop`` is set; returns the coroutine that stops taking them.
    Polling: ``WebhookSet`` when Telegram holds a webhook for the token (asked before
    polling starts, which would delete it), ``SecondPoller`` when another process polls
    the token (at any time, not only at the start).  ``passed``: called once the
    start-up checks are passed: the webhook set, or the polling begun."""
    if settings.telegram_webhook_url:
        stop_webhook = await start_webhook(app, settings, routes, take, reach)
        passed()
        await stop.wait()
        return stop_webhook
    assert app.updater is not None
    webhook = await app.bot.get_webhook_info()
    if webhook.url:
        raise WebhookSet(webhook.url)
    conflicts: list[Conflict] = []
    conflict = asyncio.Event()
    await app.updater.start_polling(allowed_updates=ALLOWED_UPDATES,
                                    error_callback=_polling_error(conflicts, conflict, reach))
    if reach is not None and reach.tracked:
        health.PROCESS.watch("telegram", reach.problem)
    log.info("Telegram: polling as @%s", app.bot.username)
    if reach is not None and reach.tracked:
        # Passed once Telegram has answered a getUpdates: a second poller on the token
        # is answered 409 at its first one, and a start refused so must not have moved
        # the games' deadlines on by the downtime (bot/starting.py).
        first = [asyncio.ensure_future(e.wait()) for e in (reach.polled, conflict, stop)]
        try:
            await asyncio.wait(first, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for w in first:
                w.cancel()
    if not conflict.is_set():
        passed()
    waits = [asyncio.ensure_future(e.wait()) for e in (conflict, stop)]
    try:
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for w in waits:
            w.cancel()
    if conflict.is_set():
        quiet = _QuietConflict()
        updater_log = logging.getLogger("telegram.ext.Updater")
        updater_log.addFilter(quiet)
        try:
            await app.updater.stop()
        finally:
            updater_log.removeFilter(quiet)
        raise SecondPoller(conflicts[0].message)
    return app.updater.stop
