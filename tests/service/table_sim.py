"""The table simulator: whole games played through the real game service (a real SQLite
file, the real word lists, a clock the simulator moves), in every rule set, at tables of
2-4 seats that mix people and computers of every level, teams included; and, after every
command, the invariants over everything the players were told.

People act by a seeded random policy (``Policy``): good moves, hints, phonies, phone-style
input (a capital first letter), ``/play WORD`` and a pick of its offers, exchanges, passes,
challenges right and wrong, undo requests, ``/end`` votes, resigns, reactions and buttons
on old messages, commands out of turn and from a private chat; deadlines fire as the clock
moves.  The invariants (``Checker``), each counted under its name:

* ``rack``: each private rack message (its text and the rack its picture was drawn from)
  is the player's rack as committed; no rack reaches another player or the chat;
* ``picture``: each board picture was drawn from the committed state: board, scores, bag,
  whose turn, the winners on the final one (the data the renderer was given, not pixels);
* ``words``: every word a hint or a ``/play WORD`` offer forms is in the game's word list
  (where the mode lets the bot judge words: not in agreement mode);
* ``recap``, ``stats``: the recap's move of the game and bingo counts, and ``/stats``'s
  best move, come from moves that stood; the bingo count equals the engine's;
* ``language``: no sentence of a non-English game comes from the English catalogue;
* ``refusal``: a refused command leaves the database byte-identical; ``replay`` (with the
  fuzz world's database checks): every game replays from its log to its stored state;
* ``ending``: a game ends in one of the engine's endings, and its end message names the
  engine's winners, or says there is no winner (nothing is answered after it);
* ``input``: a legal move as the generator found it, typed plainly or as a phone types it
  (a capital first letter), is played; a word that fits is offered somewhere;
* ``crash``: the table ran (no exception, nothing the service logged as an error).

The pictures are recorded where the service meets the renderer (``bot.service.pictures``:
``Drawings``), the renderer drawing them too only when asked (``render``: the bench's
``--render``); the move searches stop on a clock that ticks per look (``TickClock``), so
a table plays the same, command for command, on any machine.

A failure is recorded, not raised, so that a table plays on and every invariant is
counted; ``KNOWN`` lists the failures that other work of the same issue fixes (the lead
empties it as those fixes are merged): a known failure is printed, never hidden, and
only an unknown one fails the test.  Used by ``test_tables.py`` (CI: fixed seeds) and
``bench/bench_tables.py`` (longer, new seeds); holds no tests of its own."""

from __future__ import annotations

import contextlib
import logging
import random
import re
import tempfile
import traceback
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from test_fuzz_world import World, _template_regex, english_only, shown_rack

from bot import i18n
from bot.protocol import Button, ChatRef, Command, Outgoing, UserRef, Vote
from bot.service import GameService, pictures
from bot.service.computer_seats import is_computer
from bot.service.meta import GameMeta
from engine import players
from engine.errors import MoveError
from engine.game import Game
from engine.levels import LEVELS
from engine.lexicon import AcceptAll
from engine.rules import load_ruleset, ruleset_ids
from engine.state import Termination, Turn
from storage.base import GameRecord

PLATFORM = "sim"
GROUP = ChatRef(PLATFORM, "table")
PEOPLE = ("Ann", "Bob", "Cyd", "Dee")
INVARIANTS = ("rack", "picture", "words", "recap", "stats", "language", "refusal",
              "replay", "ending", "input", "crash")
# Commands of a player's game that a private chat with the bot may carry: their answers
# are the game's, in its language (/help, /rules, /top, /stats there are the user's own).
GAME_COMMANDS = ("play", "hint", "score", "tiles", "preview", "rack", "board", "history",
                 "export", "check")


@dataclass(frozen=True)
class Known:
    """A failure another helper's fix of the same issue removes: the invariant, a regex
    of what was seen and one of the command it followed, the table (rule set and seed)
    where the simulator first saw it, and the item of issue 24 that fixes it."""

    invariant: str
    seen: str
    command: str
    first: str
    why: str

    def matches(self, f: Failure) -> bool:
        return (self.invariant == f.invariant and re.search(self.seen, f.detail) is not None
                and re.search(self.command, f.command) is not None)


# Failures found by the simulator whose fixes are other work of issue 24 (the lead
# removes an entry once its fix is merged; an entry that no longer matches anything is
# reported as such).  Each is matched by invariant and a piece of the failure's text.
KNOWN: list[Known] = [
]


def person(name: str) -> UserRef:
    return UserRef(PLATFORM, name.lower(), name)


def dm(name: str) -> ChatRef:
    return ChatRef(PLATFORM, f"dm-{name.lower()}", is_group=False)


# ------------------------------------------------------------------ the pictures' data
@dataclass(frozen=True)
class Drawn:
    """What one picture was drawn from (the renderer's input)."""

    kind: str  # "board", "rack", "recap"
    args: dict[str, Any]


class Drawings:
    """The pictures the service drew, by the bytes it put on the message: the renderer
    runs (``render``) or not, and the message carries a token that names what it was
    drawn from, so the invariant checks the data, not pixels."""

    def __init__(self, render: bool) -> None:
        self.render = render
        self.by_token: dict[bytes, Drawn] = {}

    def _record(self, kind: str, real: Any, *args: Any, **kw: Any) -> bytes:
        if self.render:
            real(*args, **kw)
        token = f"sim-{kind}-{len(self.by_token)}".encode()
        self.by_token[token] = Drawn(kind, {"args": args, **kw})
        return token

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        real = (pictures.board_png, pictures.rack_png, pictures.board_gif)

        def board(*a: Any, **kw: Any) -> bytes:
            return self._record("board", real[0], *a, **kw)

        def rack(*a: Any, **kw: Any) -> bytes:
            return self._record("rack", real[1], *a, **kw)

        def gif(*a: Any, **kw: Any) -> bytes:
            return self._record("recap", real[2], *a, **kw)

        pictures.board_png, pictures.rack_png, pictures.board_gif = board, rack, gif  # type: ignore[assignment]
        try:
            yield
        finally:
            pictures.board_png, pictures.rack_png, pictures.board_gif = real  # type: ignore[assignment]

    def of(self, out: Outgoing) -> Drawn | None:
        return None if out.image is None else self.by_token.get(out.image)


class TickClock:
    """The search budget's clock: one tick per look, so a computer's search and a hint
    stop after as many looks on every machine (no test depends on the machine's speed)."""

    def __init__(self, tick: float = 0.001) -> None:
        self.t = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.t += self.tick
        return self.t


# ------------------------------------------------------------------ reading messages
_FIELD = re.compile(r"\{([a-z_]+)(:[^{}]*)?\}")


def template_rx(lang: str, key: str) -> re.Pattern[str]:
    """A regex of a catalogue sentence, its simple fields as named groups."""
    template = i18n.lookup(lang, "MESSAGES", key) or i18n.lookup("en", "MESSAGES", key) or ""
    out, pos, seen = [], 0, set()
    # A field that also picks a plural form is a count: digits only, so that another
    # sentence of the same shape (the recap's miss line) is not read as this one.
    counts = {m.group(1) for m in _FIELD.finditer(template) if m.group(2) is not None}
    for m in _FIELD.finditer(template):
        out.append(re.escape(template[pos:m.start()]))
        name = m.group(1)
        if m.group(2) is None and name not in seen:
            out.append(f"(?P<{name}>\\d+)" if name in counts else f"(?P<{name}>.*?)")
            seen.add(name)
        else:
            out.append(".*?")
        pos = m.end()
    out.append(re.escape(template[pos:]))
    return re.compile("".join(out), re.S)


def parse(lang: str, key: str, text: str) -> list[dict[str, str]]:
    """The fields of every line of ``text`` that is the sentence ``key``."""
    rx = template_rx(lang, key)
    return [m.groupdict() for line in text.split("\n") if (m := rx.fullmatch(line))]


def english_sentence(text: str, lang: str) -> str | None:
    """The key of the English catalogue's sentence ``text`` is, when ``lang`` words that
    key otherwise and ``text`` is not also that language's sentence (a sentence whose
    languages differ only in a counted word matches both templates); None when fine."""
    key = english_only(text, lang)
    if key is None:
        return None
    own = i18n.catalogue(lang)
    for table in ("MESSAGES", "ERRORS"):
        template = getattr(own, table, {}).get(key)
        if template is not None and _template_regex(template).fullmatch(text):
            return None
    return key


def standing(history: list[Turn]) -> list[Turn]:
    """The placed moves that stood: a "withdrawn" line takes back the latest placement
    still standing (as the engine writes them)."""
    out: list[Turn] = []
    for t in history:
        if t.kind == "place":
            out.append(t)
        elif t.kind == "withdrawn" and out:
            out.pop()
    return out


# The one-line answers, for the one who typed, that say a command was done (not refused).
DONE = ("end_vote_noted", "vote_received")


def refused(outs: list[Outgoing], lang: str = "en") -> bool:
    """Refused, and nothing else happened (the refusal is the one message, for the one
    who typed, with no picture, ref or file, and not one that says it was done)."""
    if not (len(outs) == 1 and outs[0].ephemeral_ok and outs[0].image is None and (
            outs[0].file is None and not outs[0].ref and not outs[0].buttons)):
        return False
    return not any(template_rx(lang, key).fullmatch(outs[0].text) for key in DONE)


# ------------------------------------------------------------------ the record
@dataclass
class Failure:
    invariant: str
    table: str
    step: int
    command: str
    detail: str

    def __str__(self) -> str:
        return (f"[{self.invariant}] {self.table} step {self.step} ({self.command}): "
                f"{self.detail}")


@dataclass
class Tally:
    tables: int = 0
    games: int = 0
    commands: int = 0
    checks: Counter[str] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)

    def known(self, f: Failure) -> Known | None:
        return next((k for k in KNOWN if k.matches(f)), None)

    def unknown(self) -> list[Failure]:
        return [f for f in self.failures if self.known(f) is None]

    def report(self) -> str:
        lines = [f"{self.tables} tables, {self.games} games, {self.commands} commands, "
                 f"{sum(self.checks.values())} invariant checks",
                 "checks: " + ", ".join(f"{k} {self.checks[k]}" for k in INVARIANTS),
                 "endings: " + ", ".join(f"{k} {n}" for k, n in sorted(self.endings.items()))]
        seen: Counter[int] = Counter()
        first: dict[int, Failure] = {}
        for f in self.failures:
            k = self.known(f)
            if k is not None:
                seen[KNOWN.index(k)] += 1
                first.setdefault(KNOWN.index(k), f)
        for i, k in enumerate(KNOWN):
            where = f"first here: {first[i]}" if i in first else "not seen in this run"
            lines.append(f"KNOWN [{k.invariant}] {k.why} (found at {k.first}): {seen[i]} "
                         f"failures; {where}")
        unknown = self.unknown()
        lines.append(f"{len(unknown)} unknown failures")
        lines.extend(f"FAILED {f}" for f in unknown[:40])
        return "\n".join(lines)


# ------------------------------------------------------------------ one table
@dataclass
class Seat:
    name: str  # a person's name, or a computer's level
    computer: bool
    team: int | None = None


@dataclass
class Plan:
    """A table: the rule set, the house rules, the seats."""

    ruleset: str
    options: str
    seats: list[Seat]

    def describe(self) -> str:
        seats = ", ".join(("computer " if s.computer else "") + s.name
                          + (f" (team {s.team})" if s.team else "") for s in self.seats)
        return f"/new {self.ruleset} {self.options}".strip() + f" [{seats}]"


def plan_table(ruleset: str, rng: random.Random) -> Plan:
    rules = load_ruleset(ruleset)
    opts: list[str] = []
    teams = 0
    n = rng.randint(2, min(4, rules.players_max))
    if rules.teams and n >= 2 and rng.random() < 0.6:
        n = 4 if rng.random() < 0.7 else 2
        teams = 2
        opts.append("teams=2")
    modes = rules.word_check_choices or (rules.word_check,)
    mode = rng.choice(modes)
    if mode != rules.word_check:
        opts.append(f"check={mode}")
    if rng.random() < 0.4:
        opts.append(f"time={rng.choice([30, 60, 120])}")
    if rng.random() < 0.1:
        opts.append("clock=" + rng.choice(["60", "150"]))  # game clocks run out
    if rng.random() < 0.3:
        opts.append("hints=on")
    if rng.random() < 0.15:
        opts.append("lang=" + rng.choice(["en", "pl", "ru", "bg", "sk", "ro"]))
    computers = rng.randint(0, n - 1)
    seats: list[Seat] = []
    for i in range(n):
        team = (i % 2) + 1 if teams else None
        if i >= n - computers:
            seats.append(Seat(rng.choice(LEVELS), True, team))
        else:
            seats.append(Seat(PEOPLE[i], False, team))
    return Plan(ruleset, " ".join(opts), seats)


class Table:
    """One table: a fresh database, one service, the plan's players; plays games until
    the command budget is spent, checking after every command."""

    def __init__(self, plan: Plan, seed: int, tally: Tally, tmp: Path, *,
                 max_commands: int = 160, render: bool = False) -> None:
        self.plan = plan
        self.seed = seed
        self.rng = random.Random(f"{plan.ruleset}:{seed}")
        self.tally = tally
        self.name = f"{plan.ruleset} seed {seed}"
        self.world = World(tmp / "bot.db")
        self.drawings = Drawings(render)
        self.max_commands = max_commands
        self.step = 0
        self.command = ""
        self.phony: int | None = None  # log index of the move the policy knows is a phony
        self.ended_games: set[int] = set()
        self.people = [s.name for s in plan.seats if not s.computer]
        self.delivered_refs: list[tuple[Outgoing, str]] = []  # messages votes can find
        self.buttons: list[tuple[Button, str]] = []  # every button sent, with its message
        self.finished: list[Game] = []  # the games that ended, for /stats

    # ------------------------------------------------------------ running
    async def open(self) -> None:
        w = self.world
        w.repos = [await _open(w.path)]
        svc = GameService(w.repos[0], clock=w.clock, seeds=w._seed, pictures=True,
                          entropy=self._entropy, recaps=True, champion_seconds=0.05)
        svc.think_budget = 0.2
        svc.think_clock = TickClock()
        w.services = [svc]

    def _entropy(self) -> str:
        return f"undo-{self.rng.random()}"

    async def run(self) -> None:
        self.tally.tables += 1
        with self.drawings.installed(), self.logged():
            await self.open()
            try:
                await self.seat_players()
                if await self.world.repo.latest_game(GROUP.key) is None:
                    self.fail("crash", f"no game opened: {self.plan.describe()}")
                while self.step < self.max_commands:
                    rec = await self.world.repo.open_game(GROUP.key)
                    if rec is None:
                        for name in self.people:  # how the game counts for each
                            await self.cmd(name, "/stats")
                        if not await self.rematch():
                            break
                        continue
                    if rec.status == "lobby":
                        await self.cmd(self.people[0], "/start")
                        if (await self.world.repo.open_game(GROUP.key) or rec).status == "lobby":
                            self.fail("crash", "the table could not start its game")
                            break
                        continue
                    await Policy(self).act(rec)
                await self.finish()
            except Exception:
                self.fail("crash", traceback.format_exc(limit=8))
            finally:
                await self.world.close()

    @contextlib.contextmanager
    def logged(self) -> Iterator[None]:
        """What the service logs as an error, or as a computer's step it never expects
        to be refused, is a failure too (it goes on after either, so nothing else
        shows it)."""
        table = self

        class Catch(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                table.fail("crash", f"logged {record.levelname} by {record.name}: "
                                    f"{record.getMessage()}")

        catch = Catch(logging.WARNING)
        log = logging.getLogger("bot")
        log.addHandler(catch)
        try:
            yield
        finally:
            log.removeHandler(catch)

    async def seat_players(self) -> None:
        plan = self.plan
        await self.cmd(self.people[0], f"/new {plan.ruleset} {plan.options}".strip())
        first = plan.seats[0]
        if first.team:
            await self.cmd(first.name, f"/join {first.team}")
        for s in plan.seats[1:]:
            if s.computer:
                await self.cmd(self.people[0], f"/addbot {s.name}"
                               + (f" {s.team}" if s.team else ""))
            else:
                await self.cmd(s.name, "/join" + (f" {s.team}" if s.team else ""))
        await self.cmd(self.people[0], "/start")

    async def rematch(self) -> bool:
        """After a game: sometimes its players play again (``/rematch``)."""
        if self.rng.random() < 0.3 or self.step > self.max_commands * 0.7:
            return False
        people = list(self.people)
        self.rng.shuffle(people)
        for name in people:  # each player asks; it starts once all have
            await self.cmd(name, "/rematch")
        rec = await self.world.repo.open_game(GROUP.key)
        if rec is None or rec.status != "active":
            self.fail("crash", "a rematch all players asked for did not start")
            return False
        return True

    async def finish(self) -> None:
        """The budget is spent: a game still running is ended by its creator (and the
        other people agree), so every game is checked to its end."""
        rec = await self.world.repo.open_game(GROUP.key)
        if rec is None or rec.status != "active":
            return
        await self.cmd(self.people[0], "/end")
        for name in self.people[1:]:
            await self.cmd(name, "/end yes")
        rec = await self.world.repo.open_game(GROUP.key)
        if rec is not None and rec.status == "active":
            self.world.clock.t += 3600
            await self.due()

    # ------------------------------------------------------------ acting, checked
    async def cmd(self, who: str, text: str, chat: ChatRef | None = None) -> list[Outgoing]:
        chat = chat or GROUP
        name, _, args = text.lstrip("/").partition(" ")
        return await self._checked(text + ("" if chat.is_group else " (private)"), who,
                                   lambda svc: svc.handle(Command(chat, person(who), name,
                                                                  args)))

    async def vote(self, who: str, mid: str, kind: str) -> list[Outgoing]:
        return await self._checked(f"{kind} on {mid}", who, lambda svc: svc.vote(
            Vote(GROUP, person(who), mid, kind)))  # type: ignore[arg-type]

    async def press(self, who: str, button: Button, mid: str) -> list[Outgoing]:
        if button.kind is not None:
            return await self.vote(who, mid, button.kind)
        assert button.command is not None
        return await self.cmd(who, "/" + button.command, button.chat or GROUP)

    async def due(self) -> list[Outgoing]:
        return await self._checked("deadlines", None, lambda svc: svc.due(self.world.clock()))

    async def _checked(self, label: str, who: str | None, call: Any) -> list[Outgoing]:
        w = self.world
        self.step += 1
        self.tally.commands += 1
        self.command = f"{who}: {label}" if who else label
        await w.remember_racks()
        before = await w.dump()
        late = bool(await w.repo.due(w.clock()))
        outs: list[Outgoing] = await call(w.services[0])
        sent = len(w.delivered)
        await w.deliver(outs)
        with_ref = [o for o in outs if o.ref and o.chat is not None]
        mids = dict(zip(map(id, with_ref), (m for _, m in w.delivered[sent:]), strict=True))
        for o in outs:
            if id(o) in mids:
                self.delivered_refs.append((o, mids[id(o)]))
            self.buttons.extend((b, mids.get(id(o), "")) for b in o.buttons)
        await Checker(self, outs).run(before, late, who)
        return outs

    def fail(self, invariant: str, detail: str) -> None:
        self.tally.failures.append(Failure(invariant, self.name, self.step, self.command,
                                           detail.strip()[-600:]))

    def check(self, invariant: str, ok: bool, detail: str) -> bool:
        self.tally.checks[invariant] += 1
        if not ok:
            self.fail(invariant, detail)
        return ok


async def _open(path: Path):  # type: ignore[no-untyped-def]
    from storage import open_repository

    return await open_repository(path)


# ------------------------------------------------------------------ the people
class Policy:
    """What the people at a table do next: the player to move mostly plays (well, or a
    phony, or as a phone types it), the others vote, ask, and type out of turn."""

    def __init__(self, table: Table) -> None:
        self.t = table
        self.rng = table.rng

    async def act(self, rec: GameRecord) -> None:
        t, rng = self.t, self.rng
        game = Game.from_json(rec.state) if rec.state else None
        if game is None:
            return
        t.world.services[0].prepare(game, rec.ruleset)
        actor = game.actor()
        mover = self.person_at(game, actor)
        r = rng.random()
        if r < 0.12:  # time goes by: windows close, turns time out
            t.world.clock.t += rng.choice([3, 10, 10, 31, 31, 61, 121, 400])
            await t.due()
        elif mover is not None and r < 0.70:
            await self.turn(game, actor, mover)  # type: ignore[arg-type]
        elif r < 0.80 and game.pending is not None:
            await self.judge(game)
        elif r < 0.86:
            await self.old_message()
        elif r < 0.96:
            await self.aside(game, actor)
        elif r < 0.995:
            await self.undo(game)
        else:  # rarely: most games are played to their end
            await self.leave(rec)

    def person_at(self, game: Game, seat: int | None) -> str | None:
        if seat is None or is_computer(game.seats[seat].player):
            return None
        return game.seats[seat].player.partition(":")[2].capitalize()

    async def turn(self, game: Game, seat: int, who: str) -> None:
        t, rng = self.t, self.rng
        lex = t.world.services[0].walkable(game.rules.id)
        moves = players.best_moves(game, seat, 6, lex) if lex is not None else []
        r = rng.random()
        if not moves or r < 0.06:
            rack = game.seats[seat].rack
            if rack and game.may_exchange(seat, 1) and rng.random() < 0.6:
                tiles = rng.sample(rack, rng.randint(1, len(rack)))
                await t.cmd(who, "/exchange " + "".join(tiles))
            else:
                await t.cmd(who, "/pass")
            return
        move = rng.choice(moves[:3]).notation
        coord, _, word = move.partition(" ")
        if r < 0.16:  # a phony: the same tiles in another order
            letters = [ch for ch in word if ch != "."]
            rng.shuffle(letters)
            it = iter(letters)
            phony = "".join(ch if ch == "." else next(it) for ch in word)
            outs = await t.cmd(who, f"/play {coord} {phony}")
            if not refused(outs):
                t.phony = len(game.log)
            return
        t.phony = None
        if r < 0.26 and "." not in word and word.isupper() and len(word) > 1:
            # A phone capitalises the first letter only: read as the word in lowercase.
            typed = f"/play {coord} {word[0]}{word[1:].lower()}"
            self.played(typed, await t.cmd(who, typed), " as a phone types it")
        elif r < 0.36:  # the word alone: the offers, then one of them
            _, formed, _ = game.preview(seat, move)
            outs = await t.cmd(who, f"/play {formed[0].text}")
            offers = [b for o in outs for b in o.buttons if b.command]
            t.check("input", bool(offers), f"/play {formed[0].text} ({move} fits) offers "
                                           f"nothing: {outs[0].text[:160] if outs else ''!r}")
            if offers:
                await t.cmd(who, "/" + rng.choice(offers).command)  # type: ignore[operator]
        elif r < 0.46:  # a hint first (refused where hints are off), then the move
            await t.cmd(who, "/hint", rng.choice([GROUP, dm(who)]))
            self.played(f"/play {move}", await t.cmd(who, f"/play {move}"))
        elif r < 0.50:
            await t.cmd(who, f"/preview {move}", rng.choice([GROUP, dm(who)]))
        else:
            self.played(f"/play {move}", await t.cmd(who, f"/play {move}"))

    def played(self, typed: str, outs: list[Outgoing], how: str = "") -> None:
        """A legal move of the player to move, as the generator found it, is played."""
        self.t.check("input", not refused(outs), f"{typed} (a legal move{how}) refused: "
                                                 f"{outs[0].text[:200] if outs else ''!r}")

    async def judge(self, game: Game) -> None:
        """Someone answers the move that waits: a challenge (right when the policy knows
        it is a phony, wrong otherwise) or an acceptance, by command or on its message."""
        t, rng = self.t, self.rng
        p = game.pending
        assert p is not None
        voters = [self.person_at(game, i) for i in game.voters()]
        names = [n for n in voters if n] or t.people
        who = rng.choice(names)
        kind = "challenge" if (t.phony == p.log_index) == (rng.random() < 0.8) else "accept"
        mids = [mid for ref, mid in self.refs() if ref.startswith("m:")]
        if mids and rng.random() < 0.4:
            await t.vote(who, mids[-1], kind)
        else:
            await t.cmd(who, f"/{kind}")

    def refs(self) -> list[tuple[str, str]]:
        """(ref, message id) of the messages delivered with a ref, oldest first."""
        return [(o.ref, mid) for o, mid in self.t.delivered_refs]

    async def old_message(self) -> None:
        """A reaction or a button on some earlier message of the bot."""
        t, rng = self.t, self.rng
        with_buttons = t.buttons
        who = rng.choice(t.people)
        if with_buttons and rng.random() < 0.5:
            button, mid = rng.choice(with_buttons)
            await t.press(who, button, mid)
            return
        refs = self.refs()
        if refs:
            _, mid = rng.choice(refs)
            await t.vote(who, mid, rng.choice(["accept", "challenge", "undo_yes", "undo_no",
                                                "rematch"]))

    async def aside(self, game: Game, actor: int | None) -> None:
        """A command that does not move: out of turn, asking, from a private chat."""
        t, rng = self.t, self.rng
        who = rng.choice(t.people)
        if rng.random() < 0.3:  # out of turn: someone else plays or passes
            mover = self.person_at(game, actor)
            others = [n for n in t.people if n != mover]
            if others:
                text = rng.choice(["/pass", "/play 8H AB", "/exchange A", "/accept"])
                await t.cmd(rng.choice(others), text)
                return
        text = rng.choice(["/board", "/score", "/history", "/rack", "/tiles", "/hint",
                           "/rules", "/help", "/check " + self.some_word(game),
                           "/stats", "/export", "/top"])
        where = dm(who) if rng.random() < 0.4 else GROUP
        await t.cmd(who, text, where)

    def some_word(self, game: Game) -> str:
        words = [t.words[0][0] for t in game.history if t.kind == "place" and t.words]
        return self.rng.choice(words) if words else "xyzzy"

    async def undo(self, game: Game) -> None:
        """A player asks to take their last move back; the others answer."""
        t, rng = self.t, self.rng
        last = next((x for x in reversed(game.history) if x.kind == "place"), None)
        mover = None if last is None else self.person_at(game, last.seat)
        if mover is None:
            await t.cmd(rng.choice(t.people), "/undo")
            return
        outs = await t.cmd(mover, "/undo")
        if refused(outs):
            return
        for name in t.people:
            if name != mover and rng.random() < 0.8:
                await t.cmd(name, "/undo " + rng.choice(["yes", "yes", "no"]))

    async def leave(self, rec: GameRecord) -> None:
        """Someone resigns, or asks to end the game (and the others answer)."""
        t, rng = self.t, self.rng
        if rng.random() < 0.4:
            who = rng.choice(t.people)
            await t.cmd(who, "/resign")
            await t.cmd(who, "/resign yes")
            return
        await t.cmd(rng.choice(t.people), "/end")
        for name in t.people:
            if rng.random() < 0.7:
                await t.cmd(name, "/end " + rng.choice(["yes", "no"]))


# ------------------------------------------------------------------ the invariants
class Checker:
    """The invariants over one command's messages and the state it committed."""

    def __init__(self, table: Table, outs: list[Outgoing]) -> None:
        self.t = table
        self.outs = outs

    async def run(self, before: dict[str, Any], late: bool, who: str | None) -> None:
        t, w = self.t, self.t.world
        rec = await w.repo.open_game(GROUP.key) or await w.repo.latest_game(GROUP.key)
        game = None
        if rec is not None and rec.state is not None:
            game = Game.from_json(rec.state)
            w.services[0].prepare(game, rec.ruleset)
        # refusal: a refused command changed nothing
        if refused(self.outs, rec.language if rec is not None else "en") and not late:
            t.check("refusal", await w.dump() == before,
                    f"refused ({self.outs[0].text[:120]!r}) yet the database changed")
        # replay, tiles, scores, stored racks, deadlines (the fuzz world's checks)
        try:
            await w.check()
            t.check("replay", True, "")
        except AssertionError as e:
            t.check("replay", False, f"{e!r}")
        # rack: no rack where anyone else sees it
        await w.remember_racks()
        if game is not None and game.over:
            # A game that is over shows its racks (the final ones, the recap's turns, as
            # its GCG record does): they are no one's secret any more.
            w.secrets.clear()
            w.computer_racks.clear()
        try:
            w.check_outgoing(self.outs)
            t.check("rack", True, "")
        except AssertionError as e:
            t.check("rack", False, f"{e}")
        if rec is None or game is None:
            return
        lang = rec.language
        self.racks(rec, game, lang)
        self.pictures(rec, game)
        self.words(rec, game, who)
        self.language(lang)
        await self.ending(rec, game, lang)
        self.recap(game, lang)
        self.stats(game, lang)

    # -------------------------------------------------------------- racks
    def racks(self, rec: GameRecord, game: Game, lang: str) -> None:
        t = self.t
        seats = {s.player: s for s in game.seats}
        rx = template_rx(lang, "your_rack")
        for o in self.outs:
            drawn = t.drawings.of(o)
            if drawn is not None and drawn.kind == "rack":
                t.check("rack", o.private_to is not None, f"a rack picture in the chat: {o}")
            if o.private_to is None:
                continue
            seat = seats.get(o.private_to.key)
            if seat is None:
                continue
            m = next((m for line in o.text.split("\n") if (m := rx.fullmatch(line))), None)
            if game.over and (m is not None or (drawn is not None and drawn.kind == "rack")):
                t.check("rack", "/rack" in t.command,
                        f"a rack message after the game is over, to {o.private_to.name}")
                continue
            if m is not None:
                shown = shown_rack(game, seat.rack) or "—"
                t.check("rack", m.group("rack") == shown,
                        f"{o.private_to.name} was told rack {m.group('rack')!r}, "
                        f"committed {shown!r} (game over: {game.over})")
            if drawn is not None and drawn.kind == "rack":
                t.check("rack", list(drawn.args["args"][0]) == list(seat.rack),
                        f"{o.private_to.name}'s rack picture drawn from "
                        f"{drawn.args['args'][0]}, committed {seat.rack}")

    # -------------------------------------------------------------- pictures
    def pictures(self, rec: GameRecord, game: Game) -> None:
        t = self.t
        actor = None if game.over else game.actor()
        expect = []
        for side in dict.fromkeys(s.side for s in game.seats):
            seats = game.side_seats(side)
            expect.append((game.scores[side], seats.index(actor) if actor in seats else None,
                           game.over and side in game.winners))
        rows = game.board.to_rows()
        for o in self.outs:
            drawn = t.drawings.of(o)
            if drawn is None or drawn.kind != "board":
                continue
            board, _rules = drawn.args["args"]
            sides = [(s.score, s.to_move, s.winner) for s in drawn.args["sides"]]
            what = f"picture to {'the chat' if o.chat else o.private_to}"
            t.check("picture", sides == expect,
                    f"{what}: sides (score, to move, winner) {sides}, committed {expect}")
            t.check("picture", drawn.args["bag"] == len(game.bag),
                    f"{what}: bag {drawn.args['bag']}, committed {len(game.bag)}")
            drawn_rows = board.to_rows()
            if o.private_to is None:
                t.check("picture", drawn_rows == rows,
                        f"{what}: a board that is not the committed one")
            else:  # /preview and /play WORD draw a move, or its places, on the board
                laid = all(a == b or b == "." for ra, rb in zip(drawn_rows, rows, strict=True)
                           for a, b in zip(ra, rb, strict=True))
                t.check("picture", laid, f"{what}: a board without the committed tiles")
            ending = drawn.args.get("ending")
            if game.over and o.private_to is None:
                t.check("picture", ending is not None and bool(ending.winners) == bool(
                    game.winners), f"{what}: the final banner {ending}, winners {game.winners}")

    # -------------------------------------------------------------- suggestions
    def words(self, rec: GameRecord, game: Game, who: str | None) -> None:
        """The hints and offers the command left in the meta (what its messages were
        made from) form only words of the game's word list."""
        t = self.t
        typed = self.t.command.split(": ", 1)[-1].split()
        if who is None or game.over or not typed or typed[0] not in ("/hint", "/play") or (
                typed[0] == "/play" and (len(typed) != 2 or typed[1].isdigit())):
            return  # only a hint, or /play WORD, offers moves
        meta = GameMeta.from_dict(rec.meta)
        # Where the players judge the words (agreement, no word list), the bot does not:
        # each offer says so.
        # Where the list is kept back (a game of people with challenges or checks and no
        # hints), the bot offers every place the rules allow, saying so once.
        humans = sum(1 for s in game.seats if not s.player.startswith("computer:"))
        kept_back = (game.rules.word_check in ("challenge", "vote")
                     and not meta.hints_allowed(humans))
        unjudged = ("choice_unjudged" if game.rules.word_check == "agreement"
                    or isinstance(game.lexicon, AcceptAll) else
                    "choice_at_risk" if kept_back and typed[0] == "/play" else None)
        if unjudged is not None:
            note = i18n.t(rec.language, unjudged)
            for o in self.outs:
                lines = o.text.split("\n")
                if any(re.match(r"\d+\. ", line) for line in lines):
                    t.check("words", note in lines,
                            f"offers of a word the bot does not judge, without "
                            f"{unjudged!r}: {o.text!r}")
            return
        key = person(who).key
        try:
            seat = game.seat_of(key)
        except Exception:
            return
        offered: list[str] = []
        hint = meta.hint_cache.get(key)
        if hint is not None and hint[0] == len(game.log) and "/hint" in t.command:
            offered += [n for n, _ in hint[1]]
        choice = meta.choices.get(seat)
        if choice is not None and choice[0] == len(game.log) and "/play" in t.command:
            offered += choice[1]
        for offer in offered:
            parts = offer.split()  # the move, then "~E8" for each blank it swaps
            notation = " ".join(parts[:2])
            swaps = [p[1:] for p in parts[2:] if p.startswith("~")]
            try:
                _, formed, _ = game.preview(seat, notation, swaps or None)
            except MoveError as e:
                t.check("words", False, f"{notation} offered, the engine refuses it: {e.code}")
                continue
            bad = game.invalid_words([wd.text for wd in formed])
            t.check("words", not bad, f"{notation} offered to {who}: {bad} not in the word list")

    # -------------------------------------------------------------- language
    def language(self, lang: str) -> None:
        if lang == "en":
            return
        typed = self.t.command.split(": ", 1)[-1]
        name = typed.lstrip("/").split(" ")[0]
        if typed.endswith("(private)") and name not in GAME_COMMANDS:
            return
        for o in self.outs:
            for text in dict.fromkeys([o.text, *o.text.split("\n")]):
                if not text:
                    continue
                key = english_sentence(text, lang)
                self.t.check("language", key is None,
                             f"English ({key}) in a {lang} game: {text[:160]!r}")

    # -------------------------------------------------------------- the end
    async def ending(self, rec: GameRecord, game: Game, lang: str) -> None:
        t = self.t
        if not game.over or rec.id in t.ended_games:
            return
        t.ended_games.add(rec.id or 0)
        t.finished.append(game)
        t.tally.games += 1
        reasons = {x.value for x in Termination}
        t.tally.endings[str(game.end_reason)] += 1
        if not t.check("ending", game.end_reason in reasons,
                       f"ended as {game.end_reason!r}, not one of the engine's endings"):
            return
        reason = Termination(game.end_reason)
        t.check("ending", bool(game.winners) == reason.has_winner,
                f"{reason}: winners {game.winners}")
        over_at = next((i for i, o in enumerate(self.outs) if any(
            parse(lang, k, o.text) for k in ("game_over_text", "game_over_draw",
                                              "game_over_abandoned"))), None)
        noted = template_rx(lang, "end_vote_noted")
        late = [o.text for o in self.outs[(over_at or 0) + 1:] if noted.fullmatch(o.text)]
        t.check("ending", over_at is None or not late,
                f"'{late[0] if late else ''}' after the game-over message")
        text = "\n".join(o.text for o in self.outs if o.chat is not None)
        won = (parse(lang, "game_over_text", text) + parse(lang, "game_over_draw", text))
        none = parse(lang, "game_over_abandoned", text)
        if not t.check("ending", len(won) + len(none) == 1,
                       f"the end message ({reason}) is not one end sentence: {text[-300:]!r}"):
            return
        t.check("ending", bool(none) == (not reason.has_winner),
                f"{reason}: 'no winner' said {bool(none)}")
        if won:
            named = won[0]["winners"]
            for s in game.seats:
                if is_computer(s.player):
                    continue
                name = s.player.partition(":")[2].capitalize()
                t.check("ending", (name in named) == (s.side in game.winners),
                        f"{name} (side {s.side}, winners {game.winners}) in {named!r}")

    # -------------------------------------------------------------- recap and stats
    def recap(self, game: Game, lang: str) -> None:
        t = self.t
        for o in self.outs:
            if o.image_name != "recap.gif" or not o.text:
                continue
            drawn = t.drawings.of(o)
            if drawn is not None and drawn.kind == "recap":
                last = drawn.args["args"][0][-1]  # the final board, held
                scores = [x.score for x in last.sides]
                final = [game.scores[side] for side in dict.fromkeys(s.side for s in game.seats)]
                t.check("recap", last.board.to_rows() == game.board.to_rows()
                        and scores == final and last.bag == len(game.bag),
                        f"the recap's last frame: scores {scores}, bag {last.bag}; the game "
                        f"ended at {final}, bag {len(game.bag)}, or another board")
            stood = standing(game.history)
            t.check("recap", bool(stood), "a recap of a game in which no move stood")
            tops = parse(lang, "recap_top_move", o.text)
            # a move that stood unchallenged with a word the list refuses is named, not
            # praised: the move of the game is the best of the others
            phony = [x for x in stood if game.invalid_words(w for w, _ in x.words)]
            words = [x for x in stood if x not in phony]
            if words:
                best = max(x.score for x in words)
                t.check("recap", len(tops) == 1 and tops[0]["score"] == str(best),
                        f"move of the game {tops}, best standing word scored {best}")
            else:
                t.check("recap", not tops, f"a move of the game {tops} with no word standing")
            named = parse(lang, "recap_phonies", o.text)
            t.check("recap", bool(named) == bool(phony),
                    f"phonies named {named}, phonies that stood {[x.move for x in phony]}")
            engine = Counter(game.seats[x.seat].player for x in game.bingos())
            # (a phony bingo that stood is named as a phony, not counted as a bingo)
            own = Counter(game.seats[x.seat].player for x in words if x.bingo)
            t.check("recap", engine == own,
                    f"the engine's bingos {dict(engine)}, bingos of words that stood {dict(own)}")
            for line in parse(lang, "recap_bingos", o.text):
                key = person(line["name"]).key
                t.check("recap", line["played"] == str(own[key]),
                        f"{line['name']}: {line['played']} bingos told, {own[key]} stood")

    def stats(self, game: Game, lang: str) -> None:
        t = self.t
        if not t.command.split(": ", 1)[-1].startswith("/stats"):
            return
        for o in self.outs:
            for line in parse(lang, "stats_best", o.text):
                who = t.command.split(":")[0]
                key = person(who).key
                scores = {x.score for g in t.finished for x in standing(g.history)
                          if g.seats[x.seat].player == key}
                t.check("stats", int(line["score"]) in scores if line["score"].isdigit()
                        else False, f"{who}'s best move {line} is no move of theirs that "
                                    f"stood ({sorted(scores)})")


def rulesets() -> list[str]:
    return list(ruleset_ids())


async def play_tables(ruleset: str, seeds: list[int], tally: Tally, *,
                      max_commands: int = 160, render: bool = False) -> None:
    for seed in seeds:
        with tempfile.TemporaryDirectory() as tmp:
            table = Table(plan_table(ruleset, random.Random(f"plan:{ruleset}:{seed}")), seed,
                          tally, Path(tmp), max_commands=max_commands, render=render)
            await table.run()
