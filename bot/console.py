"""The console adapter: a group chat simulated in the terminal (or through a pipe).

Each input line is ``NAME: /command args`` (``NAME@private: /rack`` for the private chat
with the bot, ``NAME@admin: /lang pl`` for a command of the chat's admin, ``NAME: ✅`` /
``NAME: ❌`` to vote on the last move shown).  Answers print as
``[chat] ...``, private ones as ``[to NAME] ...``; pictures are saved to a folder per game,
numbered 1, 2, 3..., and their paths printed.  Deadlines (vote windows, move limits,
clocks) fire from the :class:`bot.deadline_loop.DeadlineLoop` that the chat platforms use
too.  One person types for every player, so the vote, challenge and undo windows last at
least ``WINDOW`` seconds here."""

from __future__ import annotations

import asyncio
import logging
import re
import sys
import threading
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from bot import health, i18n
from bot.adapter_kit import outage
from bot.deadline_loop import DeadlineLoop
from bot.http_server import HttpServer
from bot.protocol import (
    BoardLinks,
    ChatRef,
    Command,
    GameServiceAPI,
    Outgoing,
    UserRef,
    Vote,
    VoteKind,
)
from bot.service import GameService
from bot.service.computer_seats import is_computer
from bot.stopping import stop_on_signals
from bot.web.links import board_key, kept_secret
from bot.web.routes import WebBoard
from storage import StorageUnavailable, describe, open_database

log = logging.getLogger(__name__)

PLATFORM = "console"
CHAT = ChatRef(PLATFORM, "table", is_group=True)
LINE = re.compile(r"^\s*([^:@\s][^:@]{0,39}?)\s*(@private|@admin)?\s*:\s*(.*)$")
POSITIVE = {"✅", "+", "👍", "accept", "/yes"}
NEGATIVE = {"❌", "-", "👎"}
# The console's vote, challenge and undo windows last at least this long: one person types
# every player's answer (a group chat's 10 s is gone before they have switched seats).
# The rule sets keep their timing on Discord and Telegram.
WINDOW = 60.0

WELCOME = """\
Word games in your terminal: a group chat where you type for every player.
Write each line as NAME: /command, for example:
  Ann: /new english        (/rules VARIANT tells the rules of one)
  Bob: /join
  Ann: /start
  Ann: /play 8H WORD       (across from row 8, column H; H8 WORD goes down)
  Bob: ✅                  (accept the last move; ❌ challenges it)
  Bob@private: /rack       (what Bob's private chat with the bot shows)
  Ann@admin: /lang pl      (a command of the chat's admin: /lang, /kick, /end)
Racks are printed as [to NAME] lines: look away when it's not your rack!
Variants: {variants}.
Pictures go to {out}. /help lists every command; Ctrl-D quits.{db}
"""

WEB_WELCOME = """\
The board is served at {url}: once a game starts, each player's link
comes in their [to NAME] lines and a watcher's in the chat; open one in a browser."""


class Console:
    def __init__(self, service: GameServiceAPI, out_dir: Path, deadlines: DeadlineLoop, *,
                 stream: TextIO = sys.stdout, links: BoardLinks | None = None) -> None:
        self.service = service
        # The web board (--web PORT): each seated player's link in their private lines
        # and a spectator's in the chat, once per game as it starts.
        self.links = links
        self.linked: set[tuple[int, str]] = set()
        self.out_dir = out_dir
        self.deadlines = deadlines
        self.stream = stream
        self.count = 0  # messages delivered: their ids, for votes on them
        # Pictures are numbered per game, in a folder of their own (game-N): 1, 2, 3...
        # A game kept with --db goes on after its pictures already there (older chat
        # lines point to them); a game with the number of an older run's (no --db: the
        # numbers start again) gets a folder of its own rather than a gap or an overwrite.
        self.kept = False  # set by run_console when the games are kept between runs
        self.folders: dict[int | None, Path] = {}
        self.pictures: dict[Path, int] = {}
        self.last_vote_message: str | None = None
        self.users: dict[str, UserRef] = {}
        self.prompt = False  # an interactive terminal: the reader shows "> " for each line

    def user(self, name: str) -> UserRef:
        u = self.users.get(name.lower())
        if u is None:
            u = self.users[name.lower()] = UserRef(PLATFORM, name.lower(), name)
        return u

    def print(self, text: str) -> None:
        self.stream.write(text + "\n")
        self.stream.flush()

    async def deliver_unasked(self, outs: list[Outgoing]) -> None:
        """Messages that come on their own (a window closes, a time runs out): in a
        terminal they land on the "> " line the reader already drew, so they start at
        its beginning and the prompt is drawn again after them."""
        if not outs:
            return
        if self.prompt:
            self.stream.write("\r")
        await self.deliver(outs)
        if self.prompt:
            self.stream.write("> ")
            self.stream.flush()

    async def line(self, text: str) -> None:
        """One input line."""
        text = text.strip()
        if not text or text.startswith("#"):
            return
        m = LINE.match(text)
        if m is None:
            self.print("[console] Write NAME: /command, e.g. Ann: /new english "
                       "(or Ann: /help).")
            return
        user = self.user(m[1])
        private = m[2] == "@private"
        if m[2] == "@admin":  # the terminal's owner speaks as the chat's admin
            user = replace(user, is_admin=True)
        body = m[3].strip()
        chat = ChatRef(PLATFORM, f"dm-{user.id}", is_group=False) if private else CHAT
        if (body in POSITIVE or body in NEGATIVE) and self.last_vote_message is None:
            # No message of this run to vote on (a move left waiting before a restart):
            # the vote as the command it stands for; the service says if none waits.
            body = "/accept" if body in POSITIVE else "/challenge"
        if self.last_vote_message is not None and (body in POSITIVE or body in NEGATIVE):
            kind: VoteKind = "accept" if body in POSITIVE else "challenge"
            try:
                outs = await self.service.vote(Vote(chat, user, self.last_vote_message, kind))
            finally:
                self.deadlines.poke()  # the vote may have settled or opened a deadline
            await self.deliver(outs)
            return
        if not body.startswith("/"):
            return  # table talk
        name, _, args = body[1:].partition(" ")
        try:
            outs = await self.service.handle(Command(chat, user, name, args))
        finally:
            self.deadlines.poke()  # the command may have set a deadline
        await self.deliver(outs)

    async def deliver(self, outs: list[Outgoing]) -> None:
        for out in outs:
            if out.only_closes:
                continue  # buttons to take off: the console shows none
            self.count += 1
            message_id = f"c{self.count}"
            if out.private_to is not None:
                prefix = f"[to {out.private_to.name}]"
            elif out.chat is not None and not out.chat.is_group:
                # The name as it was typed (the chat's id is its lower-case form).
                who = out.chat.id.removeprefix("dm-")
                known = self.users.get(who)
                prefix = f"[to {known.name if known is not None else who}]"
            else:
                prefix = "[chat]"
            lines = out.text.splitlines() or [""]
            self.print(f"{prefix} {lines[0]}")
            for extra in lines[1:]:
                self.print(" " * (len(prefix) + 1) + extra)
            hint = button_hint(out)
            if hint:
                self.print(" " * (len(prefix) + 1) + "[" + " | ".join(b.label for b in out.buttons)
                           + "]  " + hint)
            if out.image:
                path = self.save(out.game, out.image, out.image_name)
                self.print(f"{prefix} picture: {path}")
            if out.file:
                path = self.save(out.game, out.file, out.file_name or "file")
                self.print(f"{prefix} file: {path}")
            if out.ref:
                self.last_vote_message = message_id
                await self.service.delivered(out, message_id)
            await self.board_links(out, prefix)

    async def board_links(self, out: Outgoing, prefix: str) -> None:
        """A game's board links, the first time a message of it reaches each seated
        player privately (their rack, as the game starts) and the chat."""
        if self.links is None or out.game is None:
            return
        lang = out.language or i18n.DEFAULT
        if out.private_to is not None:
            key = (out.game, out.private_to.key)
            if key not in self.linked:
                url = await self.links.player_link(out.game, out.private_to)
                if url is not None:
                    self.linked.add(key)
                    self.print(f"{prefix} " + i18n.t_table(lang, "WEB", "board_link", url=url))
        elif out.chat is not None and out.chat.is_group and (out.game, "") not in self.linked:
            url = await self.links.spectator_link(out.game)
            if url is not None:
                self.linked.add((out.game, ""))
                self.print(f"{prefix} " + i18n.t_table(lang, "WEB", "board_watch", url=url))

    def folder(self, game: int | None) -> Path:
        """Where the pictures of ``game`` go: its own folder, chosen at its first picture
        of this run (None: of no game, the folder itself)."""
        if game is None:
            return self.out_dir
        found = self.folders.get(game)
        if found is None:
            base = self.out_dir / f"game-{game}"
            found, k = base, 1
            while not self.kept and last_number(found):
                k += 1  # an older run's game of this number: not this one
                found = base.with_name(f"{base.name}-{k}")
            self.folders[game] = found
        return found

    def save(self, game: int | None, data: bytes, name: str) -> Path:
        folder = self.folder(game)
        folder.mkdir(parents=True, exist_ok=True)
        n = self.pictures.get(folder)
        if n is None:
            n = last_number(folder)
        n += 1
        self.pictures[folder] = n
        path = folder / f"{n:04d}-{name}"
        path.write_bytes(data)
        return path

    async def resume(self, service: GameService) -> None:
        """After a restart with --db: what the service tells a chat opened again (the
        game open here and whose turn it is, or the one being set up), before the first
        line is read."""
        await self.deliver(await service.welcome_back(CHAT, self.user("console")))
        # The board: each seated person's own link again, as at the start (the chat's
        # message above brought the watcher's).
        rec = await service.repo.open_game(CHAT.key)
        if self.links is None or rec is None or rec.id is None or rec.status != "active":
            return
        for seat in rec.seats:
            if is_computer(seat.user_key) or (rec.id, seat.user_key) in self.linked:
                continue
            user = self.user(seat.name)
            if user.key != seat.user_key:
                continue  # not a console player's seat
            url = await self.links.player_link(rec.id, user)
            if url is not None:
                self.linked.add((rec.id, seat.user_key))
                self.print(f"[to {seat.name}] "
                           + i18n.t_table(rec.language, "WEB", "board_link", url=url))


def button_hint(out: Outgoing) -> str | None:
    """How to press a message's buttons here, in the message's language (the console's
    own way: NAME: ✅ with NAME in that language), or None: no buttons, or numbered
    choices that the text lists (/play N picks one: every command ends in its number).
    ✅ and ❌ answer an open vote only; under the Rematch button they would ask nothing,
    so the hint there is /rematch; a question's command buttons (/resign's "are you
    sure?", /end's yes and no) are typed as the commands they send."""
    if not out.buttons:
        return None
    lang = out.language or i18n.DEFAULT
    commands = [b.command for b in out.buttons if b.command]
    if len(commands) == len(out.buttons):
        if all(c.rsplit(" ", 1)[-1].isdigit() for c in commands):
            return None  # numbered choices: the text lists them
        return "→ " + " / ".join(i18n.t(lang, "console_command", command=c) for c in commands)
    if any(b.kind not in (None, "rematch") for b in out.buttons):
        return i18n.t(lang, "console_vote_hint")
    if any(b.kind == "rematch" for b in out.buttons):
        return i18n.t(lang, "console_rematch_hint")
    return None


PICTURE_NAME = re.compile(r"^(\d+)-")


def last_number(out_dir: Path) -> int:
    """The highest number of a file saved in ``out_dir`` (0 if none)."""
    if not out_dir.is_dir():
        return 0
    numbers = (PICTURE_NAME.match(p.name) for p in out_dir.iterdir())
    return max((int(m[1]) for m in numbers if m), default=0)


async def read_lines(stdin: TextIO, prompt: bool) -> asyncio.Queue[str | None]:
    queue: asyncio.Queue[str | None] = asyncio.Queue()
    loop = asyncio.get_running_loop()

    def reader() -> None:
        while True:
            if prompt:
                sys.stdout.write("> ")
                sys.stdout.flush()
            line = stdin.readline()
            loop.call_soon_threadsafe(queue.put_nowait, line if line else None)
            if not line:
                return

    threading.Thread(target=reader, daemon=True).start()
    return queue


async def run_console(db: str | None = None, out_dir: str = "out", *,
                      stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout,
                      welcome: bool = True, web_port: int | None = None,
                      web_secret: str | None = None) -> None:
    """``web_port``: serve the web board on 127.0.0.1 there (0: a free port);
    ``web_secret``: its links' key (WEB_SECRET), else one kept beside the ``db`` file
    (links and pages live on across restarts, as the games), else one of this run."""
    if (db and db != ":memory:" and not db.startswith(("file:", "postgres"))
            and not Path(db).parent.is_dir()):  # a path (not an SQLite URI, not a URL)
        # The bot refuses a DATABASE_PATH in a missing folder (a typo in a unit file);
        # here a person names a new file on the spot: make it, and say so.
        folder = Path(db).parent
        try:
            folder.mkdir(parents=True)
        except OSError as e:  # one that cannot be made (not this user's, not a folder)
            raise StorageUnavailable(
                f"the database {Path(db).resolve()} cannot be made: its folder "
                f"{folder.resolve()} cannot be made ({e.strerror or e}); give --db a file "
                "in a folder you can write, or make the folder first") from None
        print(f"console: made the folder {folder} for {Path(db).name}", file=sys.stderr)
    repo = await open_database(db or ":memory:", bot=True)
    # The log's word of where the games are (LOG_FORMAT=json; the welcome says it too).
    log.info("console: the games are kept in %s%s", describe(db or ":memory:"),
             "" if db else "; --db FILE keeps them between runs")
    health.PROCESS.database = repo.open_games  # /readyz and /metrics (HEALTH_PORT)
    service = GameService(repo, recaps=True, min_window=WINDOW)
    deadlines = DeadlineLoop(service, clock=service.clock)
    server = board = None
    if web_port is not None:
        if web_secret is None and db is not None and db != ":memory:" and "://" not in db:
            web_secret = kept_secret(Path(db).with_name(Path(db).name + ".web-secret"))
        board = WebBoard(f"http://127.0.0.1:{web_port}", board_key(web_secret))
        board.attach(service, deliver=deadlines.deliver, poke=deadlines.poke)
        server = HttpServer("127.0.0.1", web_port, "--web")
        board.add_routes(server.app)
        try:
            await server.start()
        except BaseException:
            await repo.close()
            raise
        board.rebase(f"http://127.0.0.1:{server.port}")
    console = Console(service, Path(out_dir), deadlines, stream=stdout, links=board)
    console.prompt = stdin.isatty()
    console.kept = db is not None
    deadlines.register(PLATFORM, console.deliver_unasked)
    if welcome:
        note = (f"\nGames are kept in {db}." if db
                else "\nAdd --db FILE to keep the game between runs.")
        variants = ", ".join(r.id for r in service.menu().rule_sets)
        console.print(WELCOME.format(out=Path(out_dir).resolve(), db=note,
                                     variants=variants).rstrip())
        if board is not None:
            console.print(WEB_WELCOME.format(url=board.base_url))
    queue = await read_lines(stdin, prompt=console.prompt)
    # SIGTERM, Ctrl-C: the line being played ends first (a computer's move in it too).
    stop = stop_on_signals(service.stop_note)
    service.stopping = stop
    try:
        await deadlines.tick()  # deadlines that passed while we were away, before any line
        await console.resume(service)
        async with deadlines.running():
            while (line := await next_line(queue, stop)) is not None:
                try:
                    await console.line(line)
                except Exception as e:  # a bug must not end the game
                    if outage(e, "a line was not played"):  # nor an outage, which passes
                        console.print(f"[console] {i18n.t(i18n.DEFAULT, 'database_unavailable')}")
                    else:
                        console.print(f"[console] Something went wrong: {e!r}")
    finally:
        if server is not None:
            await server.stop()
        await repo.close()


async def next_line(queue: asyncio.Queue[str | None], stop: asyncio.Event) -> str | None:
    """The next input line, or None at its end or once a stop is asked."""
    if stop.is_set():
        return None
    get = asyncio.ensure_future(queue.get())
    asked = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({get, asked}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        asked.cancel()
        get.cancel()
    return get.result() if get.done() and not get.cancelled() else None
