"""The same command twice at once, through two connections (two processes) on one SQLite
file: exactly one wins, the other is told why, and the database holds one result."""

from __future__ import annotations

import asyncio

from test_fuzz_world import CHATS, World, person

from bot import i18n
from bot.protocol import Command, Outgoing

CHAT = CHATS[0]


def cmd(name: str, text: str) -> Command:
    verb, _, args = text.lstrip("/").partition(" ")
    return Command(CHAT, person(name), verb, args)


async def both(w: World, a: Command, b: Command) -> tuple[list[Outgoing], list[Outgoing]]:
    s0, s1 = w.services
    r0, r1 = await asyncio.gather(s0.handle(a), s1.handle(b))
    await w.deliver(r0, s0)
    await w.deliver(r1, s1)
    return r0, r1


def refused(outs: list[Outgoing]) -> bool:
    return bool(outs) and outs[0].ephemeral_ok


async def test_same_commands_at_once(tmp_path):
    w = World(tmp_path / "bot.db")
    await w.open()
    try:
        # Two /new at once: one game.
        r0, r1 = await both(w, cmd("Ann", "/new english"), cmd("Bob", "/new literaki"))
        assert refused(r0) != refused(r1)
        rec = await w.repo.open_game(CHAT.key)
        assert rec is not None and len(await w.game_ids()) == 1
        # Told in the language of the game that won (either may win the race).
        assert (r0 if refused(r0) else r1)[0].text == i18n.t(rec.language, "game_exists")
        creator = rec.creator.partition(":")[2].capitalize()
        # The last seats: four people for three places, two at a time.
        for pair in (("Bob", "Cy"), ("Dee", "Eve")):
            await both(w, cmd(pair[0], "/join"), cmd(pair[1], "/join"))
        rec = await w.repo.open_game(CHAT.key)
        assert rec is not None and len(rec.seats) == 4
        # /start twice at once.
        r0, r1 = await both(w, cmd(creator, "/start"), cmd(creator, "/start"))
        assert refused(r0) != refused(r1)
        game = await w.open_game(CHAT)
        assert game is not None
        mover = game.seats[game.turn].player.partition(":")[2].capitalize()
        # The same pass twice at once: one pass.
        r0, r1 = await both(w, cmd(mover, "/pass"), cmd(mover, "/pass"))
        assert refused(r0) != refused(r1)
        game = await w.open_game(CHAT)
        assert game is not None and [a["a"] for a in game.log] == ["pass"]
        # Resign and /end at once: both stand (the /end asks the others) or the second is
        # told the game is over; the others then agree to end it.
        nxt = game.seats[game.turn].player.partition(":")[2].capitalize()
        r0, r1 = await both(w, cmd(nxt, "/resign yes"), cmd(creator, "/end"))
        for s in game.seats:
            name = s.player.partition(":")[2].capitalize()
            if name not in (nxt, creator) and await w.repo.open_game(CHAT.key) is not None:
                await w.deliver(await w.services[0].handle(cmd(name, "/end yes")), w.services[0])
        rec = await w.repo.latest_game(CHAT.key)
        assert rec is not None and rec.status == "over"
        await w.check()
    finally:
        await w.close()
