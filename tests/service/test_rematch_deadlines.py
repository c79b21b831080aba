"""A rematch that starts at once (one person against computers: the lobby opens and deals
in one command) stores its deadlines like any started game: the first turn's time limit
fires.  Found by the table simulator (issue 24): the commit wrote deadlines only for a
game row that already existed, so the new row got none."""

from __future__ import annotations

from conftest import GROUP, Clock, Harness, Words, texts

from bot.service import GameService, timing
from bot.service.meta import GameMeta
from engine.game import Game
from storage import open_repository


async def test_a_rematch_that_starts_at_once_keeps_its_move_time_limit(tmp_path) -> None:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    seeds = iter(["first", "rematch-2"])
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: next(seeds))
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    await h.cmd("Ann", "/new english vs computer easy time=30")
    await h.cmd("Ann", "/resign yes")
    assert "begins" in texts(await h.cmd("Ann", "/rematch"))
    rec = await repo.open_game(GROUP.key)
    assert rec is not None and rec.id is not None and rec.state is not None
    game = Game.from_json(rec.state)
    assert game.seats[game.actor() or 0].player == "test:ann"  # the person moves first
    stored = [(d.kind, d.due_at, d.seat) for d in await repo.deadlines(rec.id)]
    expected = [(d.kind, d.at, d.seat)
                for d in timing.deadlines(game, GameMeta.from_dict(rec.meta))]
    assert expected and [k for k, _, _ in expected] == ["move"]
    assert stored == expected
    # And it fires: Ann's 30 seconds run out.
    h.clock.advance(31)
    assert "time" in texts(await h.due()).lower()
