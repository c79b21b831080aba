"""Random command streams against the game service, checked after every step.

Two group chats and a private chat per person; people who play and people who don't;
every rule set (english, literaki, erudit auto and agreement, erudit-home with teams,
bulgarian, slovak) with house rules; legal moves from the move generator on the real word
lists, phonies, garbage, exchanges, passes, challenges and votes by command and by
reaction (on new and old messages), undo requests, resignations, /end, deadlines fired by
a clock the test moves, computer seats, two commands at once through two connections,
and restarts.  After each step (``World.check``): the stored game equals the replay of
its stored log, tiles are conserved, scores add up, seat racks and deadlines match the
state, the stored log only grows, votes come only from seated opponents, one open game per
chat; a refused or read-only command leaves the database byte-identical and is answered
in the game's language; no rack is ever shown to anyone but its owner."""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fuzz_world import CHATS, NAMES, World, dm, english_only, garbage, person, user_of

from bot.protocol import ChatRef, Outgoing, UserRef
from bot.service.computer_seats import is_computer
from engine import players

VARIANTS = [
    "english", "english time=40", "english clock=150", "english undo=on window=30",
    "english rack=9 target=40", "literaki lang=en", "literaki", "literaki check=agreement",
    "erudit", "erudit check=agreement", "erudit-home teams=2", "erudit-home target=50",
    "bulgarian", "slovak", "english vs computer easy", "literaki vs computer",
    "erudit-home vs computer", "bulgarian time=20", "english rack=9 target=1 time=1 clock=1",
    "slovak rack=2 time=5",
]
READ_ONLY = {"board", "score", "history", "rules", "check", "help", "rack", "hint", "export"}
STEPS = 60


def refusal(outs: list[Outgoing]) -> bool:
    """Refused, and nothing else happened."""
    return len(outs) == 1 and refused(outs)


def refused(outs: list[Outgoing]) -> bool:
    """Refused (a computer of the game may have played after it, as after any command)."""
    return bool(outs) and outs[0].ephemeral_ok and outs[0].image is None and (
        outs[0].file is None and not outs[0].ref)


class Fuzzer:
    def __init__(self, w: World, rng: random.Random) -> None:
        self.w = w
        self.rng = rng
        self.step_outs: list[Outgoing] = []

    # ------------------------------------------------------------ one command, checked
    async def command(self, chat: ChatRef, who: UserRef, text: str) -> list[Outgoing]:
        w = self.w
        svc = w.svc(self.rng)
        rec = await w.repo.open_game(chat.key) if chat.is_group else None
        lang = None if rec is None else rec.language
        # A deadline already past is fired first, even by a command that only reads.
        late = rec is not None and any(d.game_id == rec.id for d in await w.repo.due(w.clock()))
        before = await w.dump()
        outs = await w.cmd(chat, who, text, svc)
        self.step_outs += outs
        name = text.lstrip("/").partition(" ")[0]
        if refusal(outs) or (name in READ_ONLY and not late and not any(o.ref for o in outs)):
            assert await w.dump() == before, f"{text!r} by {who.name} changed the database"
        if refusal(outs) and lang is not None:
            key = english_only(outs[0].text, lang)
            assert key is None, f"{text!r}: answered in English ({key}) in a {lang} game"
        return outs

    async def react(self, chat: ChatRef, who: UserRef, mid: str, kind: str) -> None:
        w = self.w
        before = await w.dump()
        outs = await w.react(chat, who, mid, kind, w.svc(self.rng))
        self.step_outs += outs
        if not outs or (len(outs) == 1 and outs[0].private_to is not None
                        and outs[0].private_to.key == who.key and not outs[0].image):
            assert await w.dump() == before, "a refused reaction changed the database"

    # ------------------------------------------------------------ the stream
    async def step(self) -> None:
        w, rng = self.w, self.rng
        self.step_outs = []
        w.clock.t += rng.choice([0, 0, 1, 2, 3])
        chat = rng.choice(CHATS)
        rec = await w.repo.open_game(chat.key)
        if rec is None:
            await self.no_game(chat)
        elif rec.status == "lobby":
            await self.lobby(chat, rec)
        else:
            await self.active(chat, rec)
        await w.remember_racks()
        w.check_outgoing(self.step_outs)  # the racks before and after this step
        await w.check()

    def anyone(self) -> UserRef:
        rng = self.rng
        name = rng.choice([*NAMES, "Adm"])
        return person(name, is_admin=name == "Adm", language=rng.choice([None, "pl", "en"]))

    async def no_game(self, chat: ChatRef) -> None:
        rng = self.rng
        r = rng.random()
        if r < 0.8:
            await self.command(chat, self.anyone(), "/new " + rng.choice(VARIANTS))
        elif r < 0.9:
            await self.command(chat, self.anyone(), rng.choice(
                ["/join", "/start", "/play 8H AB", "/export", "/rules", "/check kot", "/end"]))
        else:
            await self.command(chat, self.anyone(), "/new " + garbage(rng))

    async def lobby(self, chat: ChatRef, rec) -> None:  # type: ignore[no-untyped-def]
        rng = self.rng
        seated = [s.user_key for s in rec.seats]
        r = rng.random()
        if r < 0.45:
            await self.command(chat, self.anyone(), rng.choice(["/join", "/join", "/join 2"]))
        elif r < 0.5:
            await self.command(chat, self.anyone(), "/addbot " + rng.choice(
                ["", "hard", "beginner", "2", "nonsense"]))
        elif r < 0.85:
            who = user_of(rec.creator) if rng.random() < 0.8 else self.anyone()
            await self.command(chat, who, "/start")
        elif r < 0.92:
            who = user_of(rng.choice(seated)) if seated else self.anyone()
            await self.command(chat, who, "/leave")
        else:
            await self.command(chat, self.anyone(), rng.choice(["/end", "/new english"]))

    async def active(self, chat: ChatRef, rec) -> None:  # type: ignore[no-untyped-def]
        w, rng = self.w, self.rng
        game = await w.open_game(chat)
        assert game is not None
        humans = [i for i, s in enumerate(game.seats) if not is_computer(s.player)]
        actor = game.actor()
        r = rng.random()
        if r < 0.33 and actor is not None and actor in humans:
            await self.play(chat, game, actor)
        elif r < 0.38:
            await self.command(chat, self.anyone(), "/play " + garbage(rng))
        elif r < 0.44 and actor is not None and actor in humans:
            rack = game.seats[actor].rack
            tiles = rng.sample(rack, rng.randrange(1, len(rack) + 1)) if rack else ["Q"]
            if rng.random() < 0.2:
                tiles = list(garbage(rng))[:3]
            await self.command(chat, user_of(game.seats[actor].player),
                               "/exchange " + "".join(tiles))
        elif r < 0.5 and actor is not None and actor in humans:
            await self.command(chat, user_of(game.seats[actor].player), "/pass")
        elif r < 0.6:
            voter = (user_of(game.seats[rng.choice(humans)].player) if rng.random() < 0.8
                     else self.anyone())
            await self.command(chat, voter, rng.choice(
                ["/accept", "/challenge", "/undo yes", "/undo no", "/undo"]))
        elif r < 0.7:
            mine = [mid for c, mid in self.w.delivered if c.key == chat.key]
            if mine:
                mid = mine[-1] if rng.random() < 0.6 else rng.choice(mine)
                voter = (user_of(game.seats[rng.choice(humans)].player)
                         if rng.random() < 0.8 else self.anyone())
                await self.react(chat, voter, mid, rng.choice(
                    ["accept", "challenge", "undo_yes", "undo_no"]))
        elif r < 0.75:
            last = next((t for t in reversed(game.history) if t.kind == "place"), None)
            if last is not None and last.seat in humans:
                await self.command(chat, user_of(game.seats[last.seat].player), "/undo")
        elif r < 0.77:
            who = rng.choice(humans)
            await self.command(chat, user_of(game.seats[who].player), "/resign yes")
        elif r < 0.79:
            who = user_of(rec.creator) if rng.random() < 0.5 else self.anyone()
            await self.command(chat, who, "/end")
        elif r < 0.87:
            w.clock.t += rng.choice([5, 11, 21, 31, 41, 61, 151, 400])
            outs = await w.due(w.svc(rng))
            assert not any(o.ephemeral_ok for o in outs), "a deadline was refused"
            assert await w.repo.due(w.clock()) == [], "a deadline did not fire"
            self.step_outs += outs
        elif r < 0.92:
            who = (user_of(game.seats[rng.choice(humans)].player) if rng.random() < 0.7
                   else self.anyone())
            where = chat if rng.random() < 0.7 else dm(who.name)
            await self.command(where, who, rng.choice(
                ["/board", "/score", "/history", "/rack", "/hint", "/rules", "/help",
                 "/check kot", "/export", "/new english", "/play 8H AB"]))
        elif r < 0.95:
            await self.at_once(chat, game, actor, humans)
        elif r < 0.96:
            await w.restart()
        else:
            who = self.anyone()
            await self.command(chat, who, "/" + garbage(self.rng).replace(" ", "_")[:20])

    async def play(self, chat: ChatRef, game, seat: int) -> None:  # type: ignore[no-untyped-def]
        rng = self.rng
        lex = self.w.services[0].walkable(game.rules.id)
        moves = players.best_moves(game, seat, 8, lex) if lex is not None else []
        who = user_of(game.seats[seat].player)
        if not moves:
            await self.command(chat, who, "/pass")
            return
        move = rng.choice(moves).notation
        if rng.random() < 0.3:  # a phony: the same tiles in another order
            coord, word = move.split()
            letters = [ch for ch in word if ch != "."]
            rng.shuffle(letters)
            it = iter(letters)
            move = coord + " " + "".join(ch if ch == "." else next(it) for ch in word)
        if rng.random() < 0.1:  # the same move twice at once, through both connections
            s0, s1 = self.w.services
            results = await asyncio.gather(s0.handle(_command(chat, who, "/play " + move)),
                                           s1.handle(_command(chat, who, "/play " + move)))
            for svc, outs in zip((s0, s1), results, strict=True):
                await self.w.deliver(outs, svc)
                self.step_outs += outs
            assert sum(1 for outs in results if not refused(outs)) <= 1, "played twice"
            return
        outs = await self.command(chat, who, "/play " + move)
        if refusal(outs) or rng.random() < 0.7:
            return
        # Take it back: the player asks, the others answer (by command or reaction).
        self.w.clock.t += rng.choice([0, 1, 4, 9, 12])
        outs = await self.command(chat, who, "/undo")
        if refusal(outs):
            return
        for i, s in enumerate(game.seats):
            if i == seat or is_computer(s.player):
                continue
            self.w.clock.t += rng.choice([0, 1, 3, 11])
            yes = rng.random() < 0.85
            if rng.random() < 0.5:
                await self.command(chat, user_of(s.player), "/undo " + ("yes" if yes else "no"))
            else:
                mid = self.w.delivered[-1][1]
                await self.react(chat, user_of(s.player), mid, "undo_yes" if yes else "undo_no")

    async def at_once(self, chat: ChatRef, game, actor, humans) -> None:  # type: ignore[no-untyped-def]
        """Two commands at once through the two connections."""
        w, rng = self.w, self.rng
        before = await w.repo.open_game(chat.key)
        assert before is not None and before.state is not None
        n_before = len(before.state["log"])
        a = actor if actor is not None and actor in humans else rng.choice(humans)
        b = rng.choice(humans)
        pa = user_of(game.seats[a].player)
        pb = user_of(game.seats[b].player)
        text_a = rng.choice(["/pass", "/accept", "/challenge"])
        text_b = rng.choice(["/pass", "/accept", "/challenge", "/undo yes"])
        s0, s1 = w.services
        results = await asyncio.gather(
            s0.handle(_command(chat, pa, text_a)), s1.handle(_command(chat, pb, text_b)))
        for svc, outs in zip((s0, s1), results, strict=True):
            await w.deliver(outs, svc)
            self.step_outs += outs
        accepted = sum(1 for outs in results if not refused(outs))
        after = await w.repo.open_game(chat.key) or await w.repo.latest_game(chat.key)
        assert after is not None and after.state is not None
        # Each accepted command is at least one stored action (undo may shorten the log).
        if not any("undo" in t for t in (text_a, text_b)):
            assert len(after.state["log"]) - n_before >= accepted


def _command(chat: ChatRef, who: UserRef, text: str):  # type: ignore[no-untyped-def]
    from bot.protocol import Command

    name, _, args = text.lstrip("/").partition(" ")
    return Command(chat, who, name, args)


async def run_stream(seed: int, steps: int = STEPS) -> World:
    with tempfile.TemporaryDirectory() as tmp:
        w = World(Path(tmp) / "bot.db")
        await w.open()
        try:
            f = Fuzzer(w, random.Random(seed))
            for _ in range(steps):
                await f.step()
            await w.restart()
            await w.check()
        finally:
            await w.close()
        return w


@settings(max_examples=4, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**31))
def test_random_command_streams(seed: int) -> None:
    asyncio.run(run_stream(seed))
