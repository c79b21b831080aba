"""The "no one can move" ending of ``bulgarian`` through the service: the move generator
decides after a round of passes, on every path that loads a game (commands, a restart,
deadlines firing), and in a game against the computer.

The word lists are fixtures (this is about the mechanics): ``BLOCKED`` has no word any
rack can make; ``OPEN`` has every two-letter word, so some move always exists."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import aiosqlite
from conftest import Clock, Harness, Words, texts

from bot.service import GameService
from engine.movegen.tables import TrieLexicon
from engine.rules import load_ruleset
from storage import open_repository

ALPHABET = load_ruleset("bulgarian").alphabet
BLOCKED = TrieLexicon(["Ж" * 9])
OPEN = TrieLexicon(a + b for a, b in itertools.product(ALPHABET, repeat=2))


async def make(tmp_path: Path, lex: TrieLexicon, clock: Clock) -> Harness:
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=clock, lexicons=lambda _r: lex, pictures=False,
                      seeds=lambda: next(seeds), walkers=lambda _r: None)
    return Harness(svc, repo, clock, Words())


async def who_plays(h: Harness) -> str:
    g = await h.game()
    return g.seats[g.turn].player.split(":")[1].capitalize()


async def start(h: Harness, options: str = "") -> None:
    await h.cmd("Ann", f"/new bulgarian {options}".strip())
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")


async def draw_the_bag_empty(h: Harness, db: Path) -> None:
    """Seed 000's "no one can move" ending comes once every tile is drawn: set the stored
    game to an empty bag (as a long game would leave it) behind the service's back
    (moving the version on, as every writer does: bot/service/live.py)."""
    rec = await h.repo.latest_game(h.chat.key)
    assert rec is not None and rec.state is not None
    state = dict(rec.state, bag="")
    async with aiosqlite.connect(db) as conn:
        await conn.execute("UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
                           (json.dumps(state, ensure_ascii=False), rec.id))
        await conn.commit()


async def test_blocked_board_ends_the_game(tmp_path):
    h = await make(tmp_path, BLOCKED, Clock())
    try:
        await start(h)
        await h.cmd(await who_plays(h), "/pass")
        await h.cmd(await who_plays(h), "/pass")
        assert not (await h.game()).over  # tiles in the bag: an exchange is still a move
        await draw_the_bag_empty(h, tmp_path / "bot.db")
        await h.cmd(await who_plays(h), "/pass")
        outs = await h.cmd(await who_plays(h), "/pass")
        assert "никой не може да играе" in texts(outs)  # the game speaks Bulgarian
        rec = await h.repo.latest_game(h.chat.key)
        assert rec is not None and rec.status == "over"
        result = await h.repo.result(rec.id)  # type: ignore[arg-type]
        assert result is not None and result.end_reason == "no_moves"
    finally:
        await h.repo.close()


async def test_a_round_of_passes_with_moves_left_goes_on(tmp_path):
    """The control: without the generator a round of passes would end the game."""
    h = await make(tmp_path, OPEN, Clock())
    try:
        await start(h)
        await h.cmd(await who_plays(h), "/pass")
        await h.cmd(await who_plays(h), "/pass")
        g = await h.game()
        assert not g.over and [t.kind for t in g.history] == ["pass", "pass"]
    finally:
        await h.repo.close()


async def test_after_a_restart_and_when_a_deadline_fires(tmp_path):
    clock = Clock()
    h = await make(tmp_path, BLOCKED, clock)
    await start(h, "time=60")
    await draw_the_bag_empty(h, tmp_path / "bot.db")
    await h.cmd(await who_plays(h), "/pass")
    await h.repo.close()
    # A new process on the same file: the second player's time runs out (a pass).
    h = await make(tmp_path, BLOCKED, clock)
    try:
        await h.service.resume()  # started at once: the time runs out while it runs
        clock.advance(61)
        outs = await h.due()
        assert "никой не може да играе" in texts(outs)
        result = await h.repo.result(1)
        assert result is not None and result.end_reason == "no_moves"
    finally:
        await h.repo.close()


async def test_against_the_computer(tmp_path):
    """With the bag drawn empty and no word possible, a round of passes against the
    computer ends the game (and the end-of-game tile adjustment follows)."""
    h = await make(tmp_path, BLOCKED, Clock())
    try:
        await h.cmd("Ann", "/new bulgarian vs computer lang=en")
        await draw_the_bag_empty(h, tmp_path / "bot.db")
        for _ in range(6):
            if await h.service.game_for_chat(h.chat) is None:
                break
            await h.cmd("Ann", "/pass")
        result = await h.repo.result(1)
        assert result is not None and result.end_reason == "no_moves"
        assert "no one can move" in h.sent[-1].text
        rec = await h.repo.latest_game(h.chat.key)
        assert rec is not None and rec.state is not None
        from engine.game import Game

        g = Game.from_json(rec.state)
        mine = g.seat_of("computer:1")
        assert [t.kind for t in g.history if t.seat == mine][-2:] == ["pass", "end"]
    finally:
        await h.repo.close()
