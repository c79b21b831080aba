"""The health routes: ``/healthz`` (the process is up and its event loop answers),
``/readyz`` (the database answers and every platform of the process is connected) and
``/metrics`` (``bot.metrics`` in Prometheus's text format).

What "ready" means is registered by the parts that know it (``PROCESS``): the wiring
gives the database probe, each adapter says whether its platform connection is up.  A
platform that is expected but has not said anything yet is not ready (a bot still
logging in); a connected platform may have a further check of its own (``watch``: a
Telegram webhook worker asks whether Telegram still holds its webhook).  Served by
``bot.http_server`` on ``HEALTH_PORT``, and on the Telegram webhook's server too where
there is one."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot import metrics

log = logging.getLogger(__name__)

PROBE_TIMEOUT = 5.0  # a database that takes longer to count the open games is not ready


@dataclass
class Health:
    # How many games are open: the query that shows the database answers.
    database: Callable[[], Awaitable[int]] | None = None
    platforms: dict[str, Callable[[], bool] | None] = field(default_factory=dict)
    # A connected platform's further check: why it is not ready (a word that stays the
    # same, as "webhook not set"), or None.  Cached by its owner: asked at each probe.
    watches: dict[str, Callable[[], Awaitable[str | None]]] = field(default_factory=dict)
    # The database probe's failure being reported: its detail was logged once, at its
    # start (a probe every few seconds must not write a WARNING each time).
    failing: bool = False

    def expect(self, platform: str) -> None:
        """``platform`` runs in this process: not ready until it reports."""
        self.platforms.setdefault(platform, None)

    def report(self, platform: str, connected: Callable[[], bool]) -> None:
        self.platforms[platform] = connected
        self.watches.pop(platform, None)  # a new connection: its watch comes with it

    def watch(self, platform: str, problem: Callable[[], Awaitable[str | None]]) -> None:
        """While ``platform`` is connected, it is ready only when ``problem()`` says
        None; else its state is what ``problem()`` says."""
        self.watches[platform] = problem

    async def check(self) -> dict[str, str]:
        """Each part's state: "ok", or why not."""
        state: dict[str, str] = {}
        if self.database is not None:
            try:
                async with asyncio.timeout(PROBE_TIMEOUT):
                    metrics.OPEN_GAMES.set(await self.database())
                state["database"] = "ok"
                if self.failing:
                    self.failing = False
                    log.info("readiness: the database answers again")
            except Exception as e:  # any failure means not ready
                # Not known while the database does not answer: NaN, which Prometheus
                # keeps as such (a dashboard shows a gap, not "every game ended").
                metrics.OPEN_GAMES.set(float("nan"))
                # A short reason that stays the same: the body is read by load balancers
                # and by whoever reaches the port, and an exception's text may name the
                # host, the user, a path or part of a password.  The detail goes to the
                # log (whose filter blanks the password), once an outage.
                timed_out = isinstance(e, TimeoutError)
                state["database"] = "timed out" if timed_out else "unavailable"
                detail = (f"no answer within {PROBE_TIMEOUT:g} s" if timed_out
                          else f"{type(e).__name__}: {e}".splitlines()[0][:200])
                if not self.failing:
                    self.failing = True
                    log.warning("readiness: database %s (%s); /readyz says 503 until it "
                                "answers", state["database"], detail)
                else:
                    log.debug("readiness: database still %s (%s)", state["database"],
                              detail)
        for name, connected in sorted(self.platforms.items()):
            state[name] = ("not started" if connected is None
                           else "ok" if connected() else "disconnected")
            watch = self.watches.get(name)
            if state[name] == "ok" and watch is not None:
                state[name] = await watch() or "ok"
        metrics.READY.set(all(v == "ok" for v in state.values()))
        return state


PROCESS = Health()  # the process's own


def add_routes(app: web.Application, health: Health = PROCESS) -> None:
    async def healthz(_request: web.Request) -> web.Response:
        return web.Response(text="ok\n")

    async def readyz(_request: web.Request) -> web.Response:
        state = await health.check()
        ready = all(v == "ok" for v in state.values())
        return web.Response(text=json.dumps(state, sort_keys=True) + "\n",
                            status=200 if ready else 503, content_type="application/json")

    async def metrics_page(_request: web.Request) -> web.Response:
        await health.check()  # the open games' gauge is read from the database
        return web.Response(body=generate_latest(),
                            headers={"Content-Type": CONTENT_TYPE_LATEST})

    app.router.add_get("/healthz", healthz)
    app.router.add_get("/readyz", readyz)
    app.router.add_get("/metrics", metrics_page)
