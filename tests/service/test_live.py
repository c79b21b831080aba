"""The games in play (bot/service/live.py): each kept by one object at its stored
version, taken out by the command that works on it and put back only once that command's
commit is stored.  A command that does not commit leaves nothing of itself behind; a game
another process moved on is read again; on both backends."""

from __future__ import annotations

import pytest
from conftest import Words, user

from bot.protocol import ChatRef, Command
from bot.service import GameService
from bot.service.context import Ctx, Refusal
from bot.service.live import Live, LiveGames
from bot.service.meta import GameMeta
from engine.game import Game
from engine.rules import load_ruleset
from storage import GameRecord, open_database

CHAT = ChatRef("test", "g1", is_group=True)


@pytest.fixture(params=["sqlite", "postgres"])
def target(request, tmp_path) -> str:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        return str(tmp_path / "bot.db")
    return str(request.getfixturevalue("pg_url"))


def on_turn(g: Game) -> str:
    return g.seats[g.turn].player.split(":")[1].capitalize()


async def started(svc: GameService) -> None:
    await svc.handle(Command(CHAT, user("Ann"), "new", "english scoreless_turns_end=200"))
    await svc.handle(Command(CHAT, user("Bob"), "join"))
    await svc.handle(Command(CHAT, user("Ann"), "start"))


async def kept(svc: GameService) -> Live:
    """The game the service keeps in play for the chat (taken out and put back)."""
    found = await svc.repo.open_version(CHAT.key)
    assert found is not None
    live = svc.live.take(*found)
    assert live is not None, "the game is not kept at its stored version"
    svc.live.put(live)
    return live


def test_a_game_is_taken_out_at_its_version_and_kept_only_while_in_play():
    games = LiveGames(size=2)
    g = Game(load_ruleset("english"), "live-seed", [("a", None), ("b", None)])
    rec = GameRecord("c", "english", {}, "en", "live-seed", "a", status="active",
                     state=g.to_json(), version=3, id=7)
    games.put(Live(rec, g, GameMeta()))
    assert games.take(7, 4) is None  # the stored version is newer: not handed out
    assert games.take(7, 3) is None  # and dropped: read again
    games.put(Live(rec, g, GameMeta()))
    live = games.take(7, 3)
    assert live is not None and live.game is g
    assert games.take(7, 3) is None  # taken out: no one else holds it meanwhile
    rec.status = "over"
    games.put(live)  # an ended game is not in play
    assert 7 not in games
    for i in range(3):  # at most ``size``, the least recently used dropped
        games.put(Live(GameRecord("c", "english", {}, "en", "s", "a", id=i), None,
                       GameMeta()))
    assert len(games) == 2 and 0 not in games


async def test_a_committed_command_puts_its_game_back_and_the_next_takes_it(target: str):
    repo = await open_database(target)
    svc = GameService(repo, lexicons=lambda _r: Words(), seeds=lambda: "seed-live",
                      pictures=False)
    try:
        await started(svc)
        before = await kept(svc)
        assert before.game is not None
        await svc.handle(Command(CHAT, user(on_turn(before.game)), "pass"))
        after = await kept(svc)
        assert after.game is before.game  # not read again: the same game, moved on
        assert after.rec.version == before.rec.version
        assert [t.kind for t in after.game.history] == ["pass"]
        await svc.handle(Command(CHAT, user("Ann"), "score"))  # nothing to commit
        assert (await kept(svc)).game is before.game
    finally:
        await repo.close()


async def test_a_refused_command_leaves_nothing_of_itself_in_play(target: str):
    """A handler that changed the game and then was refused: the change is not stored,
    and the next command does not find it either (the game it took is thrown away)."""
    repo = await open_database(target)
    svc = GameService(repo, lexicons=lambda _r: Words(), seeds=lambda: "seed-live",
                      pictures=False)

    async def changes_then_refuses(ctx: Ctx, _args: str) -> None:
        assert ctx.game is not None
        ctx.game.pass_turn(ctx.game.turn)
        ctx.meta.undos += 5
        raise Refusal("not_your_turn")

    try:
        await started(svc)
        live = await kept(svc)
        assert live.game is not None
        stored = live.game.to_json()
        outs = await svc.run(CHAT, user("Ann"), changes_then_refuses, "")
        assert outs[0].ephemeral_ok
        assert live.rec.id not in svc.live  # the game it took is not put back
        g = await svc.game_for_chat(CHAT)
        assert g is not None and g.to_json() == stored
        outs = await svc.handle(Command(CHAT, user(on_turn(g)), "pass"))
        assert not outs[0].ephemeral_ok, outs[0].text
        again = await kept(svc)
        assert again.game is not None and again.game is not live.game  # read again
        assert [t.kind for t in again.game.history] == ["pass"] and again.meta.undos == 0
        # A refusal by the engine (not their turn): the next command is right too.
        other = "Ann" if on_turn(again.game) == "Bob" else "Bob"
        assert (await svc.handle(Command(CHAT, user(other), "pass")))[0].ephemeral_ok
        outs = await svc.handle(Command(CHAT, user(on_turn(again.game)), "pass"))
        assert not outs[0].ephemeral_ok, outs[0].text
        g = await svc.game_for_chat(CHAT)
        assert g is not None and [t.kind for t in g.history] == ["pass", "pass"]
    finally:
        await repo.close()


async def test_two_services_on_one_database_read_a_game_the_other_moved_on(target: str):
    """Each keeps the game at the version it committed; a commit by the other moves the
    stored version on, so the next command reads the game again (the stale one is
    dropped) instead of playing on a game that misses the other's turn."""
    words = Words()
    repos = [await open_database(target), await open_database(target)]
    a, b = (GameService(r, lexicons=lambda _r: words, seeds=lambda: "seed-two",
                        pictures=False) for r in repos)
    try:
        await started(a)
        stale = await kept(a)
        assert stale.game is not None
        who = on_turn(stale.game)
        await b.handle(Command(CHAT, user(who), "pass"))  # b reads it, passes, keeps it
        assert stale.rec.id in a.live  # a still holds the game before b's pass
        refused = await a.handle(Command(CHAT, user(who), "pass"))  # no longer their turn
        assert refused[0].ephemeral_ok
        assert stale.rec.id not in a.live  # the stale one dropped, not played on
        other = "Ann" if who == "Bob" else "Bob"
        outs = await a.handle(Command(CHAT, user(other), "pass"))
        assert not outs[0].ephemeral_ok, outs[0].text
        now = await kept(a)
        assert now.game is not None and now.game is not stale.game
        assert [t.seat for t in now.game.history] == [
            stale.game.turn, (stale.game.turn + 1) % 2]
        found = await repos[1].open_version(CHAT.key)
        assert found is not None and b.live.take(*found) is None  # b's is stale now
    finally:
        for r in repos:
            await r.close()
