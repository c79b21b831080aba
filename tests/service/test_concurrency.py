"""Twenty commands for one game at once, through two services (two connections, as two
processes would have) on one SQLite file: none is lost, and the stored game is the one
that playing the accepted commands one after another gives."""

from __future__ import annotations

import asyncio
import random

from conftest import GROUP, Clock, Words, user

from bot.protocol import Command
from bot.service import GameService
from engine.game import Game
from storage import open_repository


async def test_twenty_at_once(tmp_path):
    path = tmp_path / "bot.db"
    repos = [await open_repository(path), await open_repository(path)]
    clock, words = Clock(), Words()
    seeds = iter(f"seed-{i}" for i in range(100))
    services = [GameService(r, clock=clock, lexicons=lambda _r: words,
                            seeds=lambda: next(seeds)) for r in repos]
    a, b = services
    try:
        await a.handle(Command(GROUP, user("Ann"), "new",
                               "english check=auto scoreless_turns_end=100"))
        await b.handle(Command(GROUP, user("Bob"), "join"))
        await a.handle(Command(GROUP, user("Ann"), "start"))
        rng = random.Random(5)
        cmds = []
        for i in range(20):
            who = rng.choice(["Ann", "Bob"])
            name, args = rng.choice([("pass", ""), ("pass", ""), ("exchange", "?"),
                                     ("score", "")])
            if name == "exchange":
                g = await a.game_for_chat(GROUP)
                assert g is not None
                seat = next(s for s in g.seats if s.player == f"test:{who.lower()}")
                args = seat.rack[0]
            cmds.append((services[i % 2], Command(GROUP, user(who), name, args)))
        results = await asyncio.gather(*(svc.handle(c) for svc, c in cmds))
        accepted = [c for (_, c), outs in zip(cmds, results, strict=True)
                    if c.name != "score" and not outs[0].ephemeral_ok]
        refused = [outs[0].text for (_, c), outs in zip(cmds, results, strict=True)
                   if outs[0].ephemeral_ok]
        assert all("not your turn" in t or "don't have" in t for t in refused), refused
        rec = await repos[0].open_game(GROUP.key)
        assert rec is not None and rec.state is not None
        # Every accepted command is one action of the stored log, in some serial order...
        log = rec.state["log"]
        assert len(log) == len(accepted) > 0
        assert sorted(a["a"] for a in log) == sorted(c.name for c in accepted)
        assert await repos[1].moves(rec.id) == log
        # ...and replaying that order gives exactly the stored state.
        header = {k: rec.state[k] for k in ("version", "rules", "overrides", "seed",
                                           "players")}
        assert Game.replay(header, log).to_json() == rec.state
        # new, join, start and every accepted command: one version each.
        assert rec.version == 3 + len(accepted)
    finally:
        for r in repos:
            await r.close()
