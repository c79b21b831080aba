"""The web board's HTTP side (docs/web.md): its pages, its JSON API and its event
streams, added to the process's one aiohttp server (``WebBoard.add_routes``), and the
links the adapters offer (``bot.protocol.BoardLinks``).

Every request after the first carries a session (``bot.web.links``), checked against
the stored game each time: a cancelled game, a seat no longer the player's, a token
tampered with, expired or of another game, are refused and change nothing.  Actions are
the player's own chat commands (``bot.web.actions``).  POSTs must come from the board's
own origin, as JSON, within a size limit; every session (or address, before it has one)
is held to a request rate; a failure answers a short JSON line, never a traceback."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import gzip
import hashlib
import html
import json
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from aiohttp import web

from bot import i18n
from bot.adapter_kit import BoundedDict
from bot.protocol import Command, Outgoing, UserRef
from bot.service import GameService, ratings, rule_texts
from bot.service.computer_seats import is_computer
from bot.service.context import Ctx, user_from_key
from bot.service.meta import GameMeta
from bot.service.recap import (
    analysis_text,
    best_text,
    first_finding,
    is_finding,
    played_text,
)
from bot.service.show import entry_numbers, merged_lines, show_move
from bot.web import actions, links, view
from bot.web.live import Hub
from bot.web.telegram_auth import validate_init_data
from engine.actions import action_of
from engine.analysis import MoveAnalysis, analyze_position, positions_of_game, racks_by_line
from engine.errors import MoveError
from engine.game import Game
from engine.movegen.tables import walk_tables
from engine.records.export import game_to_gcg
from storage.base import GameRecord, UnreadableGame

log = logging.getLogger(__name__)

Deliver = Callable[[list[Outgoing]], Awaitable[None]]

BODY_LIMIT = 16 * 1024  # a move's JSON is a few hundred bytes
PING_SECONDS = 15.0
EVENT_REUSE = 1.0  # seconds an event's data serves other streams of the same viewer
# A game just over whose ratings are not stored yet (another process records them after
# its commit): looked for again this often, this many times, then given up.
RATINGS_AGAIN = 0.25
RATINGS_TRIES = 40  # (10 s: within the pings' 15 s, which the proxy waits for)
INIT_DATA_AGE = 86400.0  # Telegram's initData older than a day is refused
# Requests per window per session (or address): a page makes a few a move; a script
# hammering the service is told to slow down.
RATE_WINDOW = 10.0
RATE_POSTS = 40
RATE_GETS = 120

# The commits of the request being handled (``GameService.on_commit`` runs in the task
# that commits, which is the action's own): whether the action's command was stored.
_commits: contextvars.ContextVar[list[int] | None] = contextvars.ContextVar(
    "web_commits", default=None)


class Refused(Exception):
    """A request the board refuses: its HTTP status and the message (in the game's
    language where the game is known)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True)
class Seen:
    """A game as the board read it from storage (its own copy: nothing here is the
    service's game in play)."""

    rec: GameRecord
    game: Game | None
    meta: GameMeta


@dataclass(frozen=True)
class Session:
    grant: links.Grant
    seen: Seen

    @property
    def player(self) -> str | None:
        return self.grant.player


def static_files(folder: Traversable | Path | None = None) -> dict[str, bytes]:
    """The page's files (bot/web/static/, webui's), read once."""
    folder = folder or resources.files("bot.web") / "static"
    out: dict[str, bytes] = {}
    with contextlib.suppress(FileNotFoundError, NotADirectoryError):
        for entry in folder.iterdir():
            if entry.is_file() and not entry.name.startswith("."):
                out[entry.name] = entry.read_bytes()
    return out


PLACEHOLDER = """<!doctype html><html lang="{{LANG}}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>{{TITLE}}</title>
</head><body><h1>{{TITLE}}</h1><p>The board's page is not installed; its API answers at
<code>/web/api</code>.</p><script type="application/json" id="boot">{{BOOT}}</script>
</body></html>"""

_TYPES = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
          ".png": "image/png", ".woff2": "font/woff2", ".json": "application/json",
          ".html": "text/html", ".ico": "image/x-icon"}


class WebBoard:
    """The board of one bot process: implements ``bot.protocol.BoardLinks``."""

    def __init__(self, base_url: str, key: bytes, *, telegram_token: str | None = None,
                 clock: Callable[[], float] | None = None, poll: float | None = None,
                 static: dict[str, bytes] | None = None) -> None:
        """The routes may be added (``add_routes``) before the service exists (the
        health listener starts before the database is opened); they answer 503 until
        ``attach``.  ``static``: the page's files (by default bot/web/static/'s)."""
        self._base = base_url.rstrip("/")
        self.signer = links.Signer(key, clock or time.time)
        self.telegram_token = telegram_token
        self._service: GameService | None = None
        self.deliver: Deliver | None = None
        self.poke: Callable[[], None] | None = None
        self.hub = Hub(self._stored_version, **({} if poll is None else {"poll": poll}))
        self._seen: dict[int, Seen] = {}  # per game, the last version read
        self._reads: dict[int, asyncio.Lock] = {}
        self._rates: BoundedDict[str, deque[float]] = BoundedDict(10000)
        self._static = static_files() if static is None else static
        self.static_version = hashlib.sha256(
            b"".join(k.encode() + v for k, v in sorted(self._static.items()))).hexdigest()[:12]
        self._gz = {name: gzip.compress(data, 9, mtime=0) for name, data in self._static.items()}
        self._streams: set[asyncio.Task[Any]] = set()
        self._events: BoundedDict[tuple[int, int, str | None, bool],
                                  tuple[float, str, bool]] = BoundedDict(1024)
        self._replay_racks: BoundedDict[tuple[int, int], list[list[list[str]]]] = (
            BoundedDict(64))
        self._end_lines: BoundedDict[int, list[str]] = BoundedDict(256)

    def attach(self, service: GameService, *, deliver: Deliver | None = None,
               poke: Callable[[], None] | None = None) -> None:
        """Serve ``service``'s games; ``deliver``: how the messages of a board action
        reach the chats (``DeadlineLoop.deliver``: the adapters' deliverers), ``poke``:
        the deadline loop's wake-up (an action may set a deadline)."""
        self._service = service
        self.deliver = deliver
        self.poke = poke
        service.on_commit(self._committed)

    @property
    def service(self) -> GameService:
        if self._service is None:
            raise Refused(503, "starting")
        return self._service

    def rebase(self, base_url: str) -> None:
        """The board's address once its port is known (the console's ``--web 0``)."""
        self._base = base_url.rstrip("/")

    # ------------------------------------------------------------ BoardLinks
    @property
    def base_url(self) -> str:
        return self._base

    async def player_link(self, game: int, user: UserRef) -> str | None:
        if self._service is None:
            return None
        seen = await self._game(game)
        if seen is None or seen.rec.status != "active" or seen.rec.seat_of(user.key) is None:
            return None
        return self._link(game, user.key, seen.rec.created_at)

    async def spectator_link(self, game: int) -> str | None:
        if self._service is None:
            return None
        seen = await self._game(game)
        if seen is None or seen.rec.status not in ("active", "over"):
            return None
        return self._link(game, None, seen.rec.created_at)

    def mini_app_url(self, game: int | None = None) -> str:
        return f"{self._base}/web/tg" + ("" if game is None else f"?g={game}")

    def _link(self, game: int, player: str | None, born: float) -> str:
        return self._base + self._path(game, player, born)

    def _path(self, game: int, player: str | None, born: float) -> str:
        """``born``: the game's ``created_at``, which its tokens name (``bot.web.links``)."""
        return f"/web/g/{game}?t={self.signer.make(links.LINK, game, player, born=born)}"

    # ------------------------------------------------------------ games
    def _committed(self, game_id: int, version: int) -> None:
        self.hub.changed(game_id, version)
        noted = _commits.get()
        if noted is not None:
            noted.append(game_id)

    async def _stored_version(self, game_id: int) -> int | None:
        rec = await self.service.repo.game(game_id, lines=False)
        return None if rec is None else rec.version

    async def _game(self, game_id: int, *, hub: bool = False) -> Seen | None:
        """The stored game, read again only when its version moved on (one read per
        change, however many pages watch it); ``hub``: the hub's version is the stored
        one (every commit tells it), so a game kept at it is not even asked for."""
        lock = self._reads.setdefault(game_id, asyncio.Lock())
        async with lock:
            kept = self._seen.get(game_id)
            if hub and kept is not None and self.hub.version(game_id) == kept.rec.version:
                return kept
            try:
                head = await self.service.repo.game(game_id, lines=False)
                if head is None:
                    return None
                kept = self._seen.get(game_id)
                if kept is not None and kept.rec.version == head.version:
                    return kept
                rec = await self.service.repo.game(game_id)
                if rec is None:
                    return None
                meta = self.service.load_meta(rec)
                game = None if rec.state is None else self.service.load_game(rec)
            except UnreadableGame:
                return None
            seen = Seen(rec, game, meta)
            self._seen[game_id] = seen
            while len(self._seen) > 512:
                self._seen.pop(next(iter(self._seen)))
            if len(self._reads) > 4096:
                self._reads = {k: v for k, v in self._reads.items() if v.locked()}
            return seen

    def _lang(self, seen: Seen | None) -> str:
        return seen.rec.language if seen is not None else i18n.DEFAULT

    def _refusal(self, seen: Seen | None, key: str, status: int) -> Refused:
        return Refused(status, i18n.lookup(self._lang(seen), "WEB", key) or key)

    async def _grant_seen(self, grant: links.Grant | None, *, hub: bool = False) -> Session:
        """The session's game, checked; ``hub``: trust the live hub's version (a stream
        told of a change) and read only if the game kept is older than it."""
        if grant is None:
            raise self._refusal(None, "bad_link", 401)
        if grant.expires < self.signer.clock():
            raise self._refusal(None, "bad_link", 401)
        seen = await self._game(grant.game, hub=hub)
        if seen is None or seen.rec.status in ("cancelled",):
            raise self._refusal(seen, "game_gone", 403)
        if grant.born is not None and int(seen.rec.created_at) != grant.born:
            # another game of the same id (a restore gave the id again): this one's gone
            raise self._refusal(None, "game_gone", 403)
        if grant.player is not None and seen.rec.seat_of(grant.player) is None:
            raise self._refusal(seen, "not_seated", 403)
        return Session(grant, seen)

    async def _session(self, request: web.Request) -> Session:
        token = request.headers.get("X-Session") or request.query.get("s") or ""
        return await self._grant_seen(self.signer.read(token, links.SESSION))

    async def view_of(self, session: Session) -> dict[str, Any]:
        s = session.seen
        data = view.build(self.service, s.rec, s.game, s.meta, viewer=session.player,
                          now=self.service.clock())
        if s.game is not None and s.game.over:
            data["ratings"] = await self._ratings(s)
            data["rematch"] = await self._rematch(session)
        elif s.game is None and s.meta.rematch_of is not None:
            head, data["lobby_note"] = await self._rematch_waiting(s, str(data["title"]))
            if head is not None:
                data["lobby_head"] = head
            await self._rematch_lobby(session, data)
        return data

    async def _rematch_lobby(self, session: Session, data: dict[str, Any]) -> None:
        """A rematch's lobby shows every player of the game it plays again, each card
        saying whether they have asked for it (``asked``: seated in the lobby) or not yet,
        and the way back to that game (``replay_link``: the viewer's own link of it where
        they played it, else a spectator's), whose replay is there: a newcomer's lobby
        showed one card, of the one who asked, and no way back."""
        rec = session.seen.rec
        old = await self.service.repo.game(session.seen.meta.rematch_of or 0, lines=False)
        if old is None or old.id is None or old.status != "over":
            return
        # (the lobby's cards are its seats', in their order)
        joined = {seat.user_key: card for seat, card in zip(rec.seats, data["players"],
                                                           strict=True)}
        shown = []
        for seat in old.seats:
            # (one not in the lobby: named as the old game names them, as its note does)
            card = joined.pop(seat.user_key, None) or {
                "seat": None, "name": seat.name, "score": 0, "rack_count": 0,
                "computer": is_computer(seat.user_key), "to_move": False, "clock_ms": None,
                "you": seat.user_key == session.player}
            shown.append(dict(card, asked=rec.seat_of(seat.user_key) is not None))
        # (one who joined the lobby without having played the old game: asked, after them)
        data["players"] = shown + [dict(card, asked=True) for card in joined.values()]
        viewer = session.player if old.seat_of(session.player or "") is not None else None
        data["replay_link"] = self._path(old.id, viewer, old.created_at)

    async def _ratings(self, seen: Seen) -> list[str] | None:
        """What the chat's end message says of the ratings after the end text (the new
        ratings and their changes, or that the game is not rated), from the players'
        stored game rows; once per finished game.  None: a rated game whose rows are not
        stored yet (they are recorded after the end's commit: a board that saw the end by
        its poll may read it first; the stream sends the state again once they are)."""
        assert seen.game is not None and seen.rec.id is not None
        kept = self._end_lines.get(seen.rec.id)
        if kept is not None:
            return kept
        changes = await ratings.recorded_changes(self.service.repo, seen.rec, seen.game)
        if changes is None:
            return None
        ctx = view.context(self.service, seen.rec, seen.game, seen.meta, self.service.clock())
        lines = ratings.end_lines(ctx, seen.rec, seen.game, changes)
        self._end_lines[seen.rec.id] = lines
        return lines

    async def _rematch(self, session: Session) -> dict[str, Any] | None:
        """Where the chat offers its rematch to this player (its /rematch would play this
        game again: no later game finished in the chat, and no other game open there):
        ``{"link": None}``, the page's Rematch; ``{"link": "/web/g/13?t=..."}``, the
        rematch the player has joined (its lobby, or the game begun); None: nothing.  A
        spectator is led to the rematch once there is one (its lobby or the game begun),
        by a spectator's link of it: a watcher was left on the old game while its players
        went on."""
        rec = session.seen.rec
        if session.player is not None and is_computer(session.player):
            return None
        repo = self.service.repo
        try:
            latest = await repo.latest_game(rec.chat_key, finished=True)
            current = await repo.open_game(rec.chat_key, lines=False)
        except UnreadableGame:
            return None
        if latest is None or latest.id != rec.id:
            return None
        if current is None:
            return None if session.player is None else {"link": None}
        if current.id is None or GameMeta.from_dict(current.meta).rematch_of != rec.id:
            return None
        if session.player is None:
            return {"link": self._path(current.id, None, current.created_at)}
        if current.seat_of(session.player) is not None:
            return {"link": self._path(current.id, session.player, current.created_at)}
        return {"link": None} if current.status == "lobby" else None

    async def _rematch_waiting(self, seen: Seen, title: str) -> tuple[str | None, str | None]:
        """A rematch's lobby: the game it plays again (its rule set, ``title``, and its
        players), and whom it waits for (those players who have not asked for it yet)."""
        old = await self.service.repo.game(seen.meta.rematch_of or 0, lines=False)
        if old is None:
            return None, None
        lang = seen.rec.language
        head = i18n.t_table(lang, "WEB", "rematch_game", variant=title,
                            players=", ".join(s.name for s in old.seats))
        waiting = [s.name for s in old.seats if not is_computer(s.user_key)
                   and seen.rec.seat_of(s.user_key) is None]
        if not waiting:
            return head, None
        return head, i18n.t_table(lang, "WEB", "rematch_lobby",
                                  names=", ".join(waiting), n=len(waiting))

    # ------------------------------------------------------------ routes
    def add_routes(self, app: web.Application) -> None:
        app.middlewares.append(self._guard)
        app.router.add_get("/web/g/{game}", self.page)
        app.router.add_get("/web/tg", self.telegram_page)
        app.router.add_get("/web/s/{version}/{name}", self.static)
        app.router.add_post("/web/api/session", self.session)
        app.router.add_get("/web/api/state", self.state)
        app.router.add_get("/web/api/events", self.events)
        app.router.add_post("/web/api/preview", self.preview)
        app.router.add_post("/web/api/act", self.act)
        app.router.add_get("/web/api/replay", self.replay)
        app.router.add_get("/web/api/analysis", self.analysis)
        app.router.add_get("/web/api/gcg", self.gcg)
        app.on_shutdown.append(self._shutdown)

    async def _shutdown(self, _app: web.Application) -> None:
        for task in list(self._streams):
            task.cancel()
        await self.hub.close()

    @web.middleware
    async def _guard(self, request: web.Request,
                     handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
                     ) -> web.StreamResponse:
        """Origin, rate and failures, for the board's paths only."""
        if not request.path.startswith("/web/"):
            return await handler(request)
        try:
            if request.method == "POST":
                self._check_origin(request)
            self._check_rate(request)
            return await handler(request)
        except Refused as e:
            return web.json_response({"error": e.message}, status=e.status)
        except web.HTTPException:
            raise
        except Exception:
            log.exception("web board: %s %s failed", request.method, request.path)
            return web.json_response({"error": i18n.lookup(i18n.DEFAULT, "WEB", "failed")},
                                     status=500)

    def _check_origin(self, request: web.Request) -> None:
        origin = request.headers.get("Origin")
        own = {_origin(self._base), f"{request.scheme}://{request.host}"}
        if origin is not None and origin not in own:
            raise self._refusal(None, "bad_origin", 403)
        if origin is None and request.headers.get("Sec-Fetch-Site") not in (None, "same-origin"):
            raise self._refusal(None, "bad_origin", 403)
        if request.content_type != "application/json":
            raise Refused(415, "JSON only")

    def _check_rate(self, request: web.Request) -> None:
        who = (request.headers.get("X-Session") or request.query.get("s")
               or _client_address(request))[-48:]
        post = request.method == "POST"
        key = ("p:" if post else "g:") + who
        now = time.monotonic()
        times = self._rates.get(key)
        if times is None:
            times = self._rates[key] = deque()
        while times and times[0] < now - RATE_WINDOW:
            times.popleft()
        if len(times) >= (RATE_POSTS if post else RATE_GETS):
            raise self._refusal(None, "too_fast", 429)
        times.append(now)

    async def _body(self, request: web.Request) -> dict[str, Any]:
        if request.content_length is not None and request.content_length > BODY_LIMIT:
            raise Refused(413, "too large")
        raw = await request.content.read(BODY_LIMIT + 1)
        if len(raw) > BODY_LIMIT:
            raise Refused(413, "too large")
        try:
            body = json.loads(raw)
        except (ValueError, UnicodeDecodeError):
            raise Refused(400, "not JSON") from None
        if not isinstance(body, dict):
            raise Refused(400, "not a JSON object")
        return body

    # ------------------------------------------------------------ pages
    def _page(self, lang: str, title: str, boot: dict[str, Any]) -> web.Response:
        template = self._static.get("board.html")
        text = template.decode() if template is not None else PLACEHOLDER
        # A data block: no "<" at all inside it, so nothing in it can end the script.
        boot_json = json.dumps(boot).replace("<", "\\u003c")
        text = (text.replace("{{LANG}}", html.escape(lang))
                .replace("{{TITLE}}", html.escape(title))
                .replace("{{STATIC}}", f"/web/s/{self.static_version}")
                .replace("{{BOOT}}", boot_json))
        response = web.Response(text=text, content_type="text/html", headers={
            "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
            "style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; "
            "connect-src 'self'; frame-ancestors *"})
        response.enable_compression()
        return response

    async def page(self, request: web.Request) -> web.Response:
        game = request.match_info["game"]
        token = request.query.get("t", "")
        grant = self.signer.read(token, links.LINK)
        seen = await self._game(grant.game) if grant is not None else None
        if grant is None or str(grant.game) != game:
            # Tampered, expired, or a link of another game opened at this game's address:
            # the page gets no token, and the session it then asks for is refused.
            seen, token = None, ""
        lang = self._lang(seen)
        title = ("Board" if seen is None
                 else rule_texts.variant_name(lang, seen.game.rules) if seen.game is not None
                 else view.lobby_title(seen.rec))
        return self._page(lang, title, {"game": int(game) if game.isdigit() else None,
                                        "token": token[:600], "api": "/web/api",
                                        "telegram": False})

    async def telegram_page(self, request: web.Request) -> web.Response:
        g = request.query.get("g", "")
        return self._page(i18n.DEFAULT, "Board", {"game": int(g) if g.isdigit() else None,
                                                  "token": None, "api": "/web/api",
                                                  "telegram": True})

    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        data = self._static.get(name)
        if data is None or name == "board.html":
            raise Refused(404, "not found")
        kind = _TYPES.get(name[name.rfind("."):], "application/octet-stream")
        headers = {"Cache-Control": "public, max-age=31536000, immutable",
                   "X-Content-Type-Options": "nosniff", "Vary": "Accept-Encoding"}
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            headers["Content-Encoding"] = "gzip"
            return web.Response(body=self._gz[name], content_type=kind, headers=headers)
        return web.Response(body=data, content_type=kind, headers=headers)

    # ------------------------------------------------------------ API
    async def session(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        token, init_data = body.get("token"), body.get("init_data")
        if isinstance(token, str) and token:
            grant = self.signer.read(token, links.LINK)
            game = body.get("game")
            if grant is not None and game is not None and game != grant.game:
                grant = None  # a link of another game
            s = await self._grant_seen(grant)
        elif isinstance(init_data, str) and init_data:
            s = await self._telegram(init_data, body.get("game"))
        else:
            raise self._refusal(None, "bad_link", 401)
        rec = s.seen.rec
        session = self.signer.make(links.SESSION, s.grant.game, s.player,
                                   born=s.seen.rec.created_at)
        seat = None
        if s.player is not None and s.seen.game is not None:
            seat = next((i for i, x in enumerate(s.seen.game.seats) if x.player == s.player),
                        None)
        return web.json_response({"session": session, "game": rec.id, "seat": seat,
                                  "lang": rec.language, "spectator": s.player is None})

    async def _telegram(self, init_data: str, game: object) -> Session:
        """A Mini App's user, from ``initData`` as Telegram signed it (webplat's
        ``validate_init_data``): their seat in the game, else a spectator's view."""
        if not self.telegram_token:
            raise self._refusal(None, "bad_link", 401)
        user = validate_init_data(init_data, self.telegram_token, now=time.time(),
                                  max_age=INIT_DATA_AGE)
        if user is None:
            raise self._refusal(None, "bad_link", 401)
        game_id = game if isinstance(game, int) and not isinstance(game, bool) else None
        start = user.start_param or ""
        if game_id is None and start.startswith("g") and start[1:].isdigit():
            game_id = int(start[1:])
        if game_id is None:
            raise self._refusal(None, "game_gone", 404)
        seen = await self._game(game_id)
        if seen is None or seen.rec.status in ("cancelled",):
            raise self._refusal(seen, "game_gone", 403)
        key = f"telegram:{user.id}"
        player = key if seen.rec.seat_of(key) is not None else None
        grant = links.Grant(links.SESSION, game_id, player, time.time() + links.SESSION_SECONDS)
        return Session(grant, seen)

    async def state(self, request: web.Request) -> web.Response:
        return _compressed(web.json_response(await self.view_of(await self._session(request))))

    async def events(self, request: web.Request) -> web.StreamResponse:
        s = await self._session(request)
        game_id = s.grant.game
        response = web.StreamResponse(headers={
            "Content-Type": "text/event-stream", "Cache-Control": "no-store",
            "X-Accel-Buffering": "no"})  # nginx: pass each event on at once
        await response.prepare(request)
        task = asyncio.current_task()
        if task is not None:
            self._streams.add(task)
        try:
            known = -1
            last = request.headers.get("Last-Event-ID", "")
            if last.isdigit():
                known = int(last)
            sent = False
            rated = 0  # the end's ratings not stored yet: looked for again (times left)
            async with self.hub.watching(game_id, s.seen.rec.version):
                # Read again once watched: a commit between the first read and now is
                # seen here rather than at the next poll.
                s = await self._grant_seen(s.grant)
                while True:
                    fresh = s.seen.rec.version > known
                    if fresh or rated:
                        data, waiting = await self._event(s, cells=not sent, again=not fresh)
                        if fresh or not waiting:  # (the same state with its ratings now)
                            await response.write(
                                f"id: {s.seen.rec.version}\nevent: state\ndata: {data}\n\n"
                                .encode())
                        # (a lobby's event has no board: the first event of the game
                        # begun carries its squares)
                        known = s.seen.rec.version
                        sent = sent or s.seen.game is not None
                        rated = (RATINGS_TRIES if fresh else rated - 1) if waiting else 0
                    wait = RATINGS_AGAIN if rated else PING_SECONDS
                    if not await self.hub.wait(game_id, known, wait):
                        if rated:
                            continue
                        if s.grant.expires >= self.signer.clock():
                            await response.write(b": ping\n\n")
                            continue
                    try:
                        s = await self._grant_seen(s.grant, hub=True)
                    except Refused as e:
                        await response.write(
                            f"event: gone\ndata: {json.dumps({'error': e.message})}\n\n"
                            .encode())
                        break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            if task is not None:
                self._streams.discard(task)
        return response

    async def _event(self, s: Session, *, cells: bool, again: bool = False,
                     ) -> tuple[str, bool]:
        """An event's data: the viewer's view, made once for every stream of the same
        viewer and version within ``EVENT_REUSE`` seconds (a hundred watchers of one
        game cost one view, and its clocks are still right); without the squares after a
        stream's first event (they never change within a game; the page keeps them).
        With it, whether the view waits for the end's ratings (``again``: made anew, to
        see whether they have come)."""
        key = (s.grant.game, s.seen.rec.version, s.player, cells)
        now = time.monotonic()
        kept = self._events.get(key)
        if kept is not None and now - kept[0] < EVENT_REUSE and not (again and kept[2]):
            return kept[1], kept[2]
        state = await self.view_of(s)
        if not cells and state.get("board"):
            state["board"] = {k: v for k, v in state["board"].items() if k != "cells"}
        data = json.dumps(state, separators=(",", ":"))
        waiting = "ratings" in state and state["ratings"] is None
        self._events[key] = (now, data, waiting)
        return data, waiting

    def _seat(self, s: Session) -> int:
        game = s.seen.game
        if s.player is None or game is None:
            raise self._refusal(s.seen, "spectator_only", 403)
        for i, seat in enumerate(game.seats):
            if seat.player == s.player:
                return i
        raise self._refusal(s.seen, "not_seated", 403)

    async def preview(self, request: web.Request) -> web.Response:
        s = await self._session(request)
        body = await self._body(request)
        seat = self._seat(s)
        assert s.seen.game is not None
        ctx = view.context(self.service, s.seen.rec, s.seen.game, s.seen.meta,
                           self.service.clock())
        try:
            return web.json_response(actions.preview(ctx, s.seen.game, seat, body))
        except actions.BadRequest:
            raise Refused(400, "bad request") from None

    async def act(self, request: web.Request) -> web.Response:
        s = await self._session(request)
        body = await self._body(request)
        self._seat(s)
        seen = s.seen
        assert seen.game is not None and s.player is not None
        ctx = view.context(self.service, seen.rec, seen.game, seen.meta, self.service.clock())
        try:
            name, args = actions.command_of(seen.game, body)
        except actions.BadRequest:
            raise Refused(400, "bad request") from None
        except MoveError as e:
            return web.json_response({"ok": False, "message": actions.refusal(ctx, seen.game, e)})
        chat = seen.meta.chat
        if chat is None:
            raise self._refusal(seen, "game_gone", 403)
        if name == "rematch" and await self._rematch(s) is None:
            # The chat's /rematch plays its latest finished game again: from the page of
            # an older one (left open while another game was played) it dealt that later
            # game's rule set.  The page offers its Rematch only where the chat would
            # play this game again (``_rematch``): the action asks the same.
            return web.json_response({"ok": False, "message": i18n.lookup(
                self._lang(seen), "WEB", "rematch_superseded")})
        # The player as the chats last saw them (their name then), as a command of theirs
        known = await self.service.repo.user(s.player)
        seat_rec = seen.rec.seat_of(s.player)
        user = user_from_key(s.player, known.name if known is not None
                             else seat_rec.name if seat_rec is not None else s.player)
        if known is not None and known.language:
            user = replace(user, language=known.language)
        noted: list[int] = []
        mark = _commits.set(noted)
        try:
            outs = await self.service.handle(Command(chat, user, name, args))
        finally:
            _commits.reset(mark)
        if name == "hint":
            # The chat's /hint, answered on this page alone: its private answer comes
            # back here, and nothing goes to any chat (not even "sent privately").
            mine = [o.text for o in outs if o.private_to is not None
                    and o.private_to.key == s.player and o.text]
            if self.poke is not None and seen.rec.id in noted:
                self.poke()
            message = "\n".join(mine or [o.text for o in outs if o.text]) or None
            answer: dict[str, Any] = {"ok": bool(mine), "message": message, "private": True}
            parts = await self._hint_parts(seen, s.player, message) if mine else None
            if parts is not None:
                answer["parts"] = parts
            return web.json_response(answer)
        # A rematch commits the new game (its lobby, or the game dealt), not this one.
        made = [g for g in noted if g != seen.rec.id] if name == "rematch" else []
        if seen.rec.id not in noted and not made:  # refused: nothing changed, the page says why
            return web.json_response({"ok": False,
                                      "message": "\n".join(o.text for o in outs) or None})
        if self.poke is not None:
            self.poke()  # the command may have set a deadline
        if self.deliver is not None:
            try:
                await self.deliver(outs)
            except Exception:  # stored: the chat's /board shows it; the page goes on
                log.exception("web board: delivering game %s's messages failed", seen.rec.id)
        answer = {"ok": True, "message": None}
        if made:
            # The player's board of the rematch (its lobby until everyone has asked): the
            # page goes there.
            rec = await self.service.repo.game(made[-1], lines=False)
            if rec is not None and rec.id is not None and rec.seat_of(s.player) is not None:
                answer["go"] = self._path(rec.id, s.player, rec.created_at)
        return web.json_response(answer)

    async def _hint_parts(self, seen: Seen, player: str,
                          message: str | None) -> list[tuple[str, bool]] | None:
        """The hint's answer with its moves' blanks marked (``view.moves_parts``): the moves
        it names are the player's hint of this turn, kept in the game's state."""
        fresh = await self._game(seen.rec.id or 0)
        if message is None or fresh is None or fresh.game is None:
            return None
        found = fresh.meta.hint_cache.get(player)
        if found is None or found[0] != len(fresh.game.log):
            return None
        ctx = view.context(self.service, fresh.rec, fresh.game, fresh.meta,
                           self.service.clock())
        return view.moves_parts(message, [show_move(ctx, n) for n, _score in found[1]])

    async def replay(self, request: web.Request) -> web.Response:
        s = await self._session(request)
        game = s.seen.game
        if game is None:
            raise self._refusal(s.seen, "not_started", 404)
        n = _number(request.query.get("move"), len(game.history))
        at = _replayed(game, n)
        # The racks of the move shown are the ones it was made from, as the engine
        # recorded them (its history's racks, the GCG record's); the final position's are
        # the leftovers, the start's the racks dealt.
        racks = None
        if 0 < n < len(game.history):
            racks = self._racks(s.seen)[n - 1]
        data = view.build(self.service, s.seen.rec, at, s.seen.meta, viewer=s.player,
                          now=self.service.clock(), replay_of=game, racks=racks)
        data["move"] = n
        return _compressed(web.json_response(data))

    def _racks(self, seen: Seen) -> list[list[list[str]]]:
        """Every history line's racks (``racks_by_line``), once per stored version."""
        assert seen.game is not None
        key = (seen.rec.id or 0, seen.rec.version)
        kept = self._replay_racks.get(key)
        if kept is None:
            kept = self._replay_racks[key] = racks_by_line(seen.game)
        return kept

    async def analysis(self, request: web.Request) -> web.Response:
        s = await self._session(request)
        game = s.seen.game
        if game is None or not game.over:
            raise self._refusal(s.seen, "after_end", 403)
        last = len(game.history)
        asked = request.query.get("move")
        # (``move=`` with nothing after it is a move left out, as docs/web.md says)
        n = last if asked is None or not asked.strip() else _step(asked, last)
        if not n:
            # A step the game does not have (move=12 of 11, move=0, move=x): refused in
            # words, not answered with another step's analysis; the moves it names are
            # numbered as the Moves list, the slider and the recap number them
            # (``entry_numbers``: a move's taking off is within its entry), never a count
            # of history lines ("from 1 to 11" where the list's moves went to 8).
            numbers = entry_numbers(game)
            raise Refused(400, i18n.t_table(self._lang(s.seen), "WEB", "analysis_no_step",
                                            n=(asked or "")[:12],
                                            last=numbers[-1] if numbers else 0))
        ctx = view.context(self.service, s.seen.rec, game, s.seen.meta, self.service.clock())
        walk = self.service.walkable(s.seen.rec.ruleset)
        opponents = max(1, len(game.seats) - 1)
        # The step's move as the chat numbers it (/history, the recap: ``entry_numbers``),
        # which the page's slider shows too; a move's taking off told within its entry
        # (``merged_lines``) is that move's step: its analysis is the move's.
        number = entry_numbers(game)[n - 1]
        line_of = merged_lines(game).get(n - 1, n - 1) + 1
        if game.history[line_of - 1].kind in _NO_MOVE:
            # A turn lost to a failed challenge, a move's taking off, or an ending: no
            # choice to weigh.  Said so, with the line the history shows.
            line = view.history_lines(ctx, game)[n - 1]["text"]
            # The replay opens on the game's last step, its ending (a resignation, the
            # end's adjustments): asked there, the analysis goes on to the first move
            # with a finding (a miss, a missed bingo, a phony that stood: what the recap
            # names), and the answer's step moves the replay there; but its text says
            # first that no move was made at the step asked and what happened there
            # (a newcomer saw move 1's analysis under "Move 11 / 11" without a word).
            first = None
            if n == last and walk is not None:
                tables = walk_tables(walk)
                first = await self.service.think(lambda stop: first_finding(
                    game, tables, opponents, stop), 30.0)
            if first is not None:
                note = i18n.t_table(
                    ctx.lang, "WEB",
                    "analysis_instead" if is_finding(first) else "analysis_instead_first",
                    n=number, line=line)
                return web.json_response(
                    self._analysis_answer(ctx, game, first, note=note, asked=n))
            return web.json_response({"move": n, "best": None, "text": i18n.t_table(
                ctx.lang, "WEB", "analysis_no_move", n=number, line=line)})
        none = {"move": n, "best": None, "text": i18n.t_table(ctx.lang, "WEB", "analysis_none")}
        position = next((p for p in positions_of_game(game) if p.number == line_of), None)
        if walk is None or position is None:
            return web.json_response(none)
        tables = walk_tables(walk)
        found = await self.service.think(lambda _stop: analyze_position(
            position, game.rules, tables, opponents=opponents), 30.0)
        if found is None:
            return web.json_response(none)
        return web.json_response(self._analysis_answer(ctx, game, found, step=n))

    @staticmethod
    def _analysis_answer(ctx: Ctx, game: Game, found: MoveAnalysis, *, note: str = "",
                         asked: int | None = None, step: int | None = None) -> dict[str, Any]:
        """The analysis of one turn as the board shows it (its step in ``move``: ``step``
        where it was asked on the step that took the move off, else the move's own);
        ``note``: the sentence said before it, where the step ``asked`` had no move and
        this is another's (its text, then the analysis's, in ``text``)."""
        position = found.position
        n = position.number if step is None else step
        text, moves = analysis_text(ctx, game, found)
        if note:
            text = f"{note} {text}"
        answer: dict[str, Any] = {
            "move": n, "player": ctx.name_of(position.player),
            "played": played_text(ctx, game, position), "best": best_text(ctx, game, found),
            "best_score": found.best_score, "lost": round(found.lost, 1),
            "is_best": found.is_best,
            "missed_bingos": [] if found.bingo is None else [moves[-1]],
            "text": text}
        if asked is not None:
            answer["asked"] = asked
            answer["note"] = note
        # (its moves' blanks marked, each written as the chat's recap writes it: "15A
        # qUARRIE(S)", never "QUARRIE(S)", which read as a Q on the rack)
        parts = view.moves_parts(text, moves, as_written=True)
        if parts is not None:
            answer["parts"] = parts
        return answer

    async def gcg(self, request: web.Request) -> web.Response:
        s = await self._session(request)
        game, rec = s.seen.game, s.seen.rec
        if game is None or not game.over:
            raise self._refusal(s.seen, "after_end", 403)  # the record shows every rack
        names = {x.user_key: x.name for x in rec.seats}
        text = game_to_gcg(game, names=names, game_id=("wordgames", str(rec.id)))
        return web.Response(text=text, content_type="text/plain", charset="utf-8", headers={
            "Content-Disposition": f'attachment; filename="game-{rec.id}-{rec.ruleset}.gcg"'})


# The history lines with no move of the player's own to analyse: a turn lost (a pass, a
# failed challenge, a time-out, a move taken off the board) or the game's ending lines.
# The history lines with no choice of the player's to weigh: a turn lost to a failed
# challenge, the line that takes a move off (the move's own line is weighed), a
# resignation and the ending's lines.  A pass and a turn the time ran out on are weighed,
# as the recap weighs them (passing is a choice; the best move was there all the same).
_NO_MOVE = frozenset({"lost_turn", "withdrawn", "resign", "adjust", "end"})


def _compressed(response: web.Response) -> web.Response:
    """A view is some tens of kB of JSON that gzip makes a few (where the client takes
    it; the event stream is not compressed: a compressor would hold its events back)."""
    response.enable_compression()
    return response


def _client_address(request: web.Request) -> str:
    """Who sent a request that has no session yet: behind the reverse proxy on this
    machine (docs/deploy.md), the address it appended to X-Forwarded-For, else the peer's
    (a proxy would otherwise put every user in one bucket)."""
    peer = request.remote or "?"
    forwarded = request.headers.get("X-Forwarded-For")
    if forwarded and peer in ("127.0.0.1", "::1"):
        return forwarded.rsplit(",", 1)[-1].strip() or peer
    return peer


def _origin(url: str) -> str:
    p = urlparse(url)
    return f"{p.scheme}://{p.netloc}"


def _number(text: str | None, most: int) -> int:
    if text is None or not text.isdigit():
        return most
    return min(int(text), most)


def _step(text: str, last: int) -> int | None:
    """The history step ``text`` names, 1 to ``last``; None for any other."""
    if not text.isdigit() or not 0 < int(text) <= last:
        return None
    return int(text)


def _replayed(game: Game, moves: int) -> Game:
    """``game`` as it stood after its first ``moves`` history lines (its log replayed from
    the start: the actions that make no line, votes and checks, with the move before)."""
    replay = Game.new(game.header())
    for entry in game.log:
        if len(replay.history) >= moves:
            break
        replay.apply(action_of(entry))
    return replay

