"""A command in a long game copies nothing that grows with it (bot/service/live.py,
bot/service/lines.py): the committing command appends to the lists of the game kept in
play.  These tests hold the safety that must come with it: a command that appended and then failed
leaves nothing wrong behind, an undo (a new log) goes through the kept lists, and the
last placed move is worked out from the new lines only, with the same answer as a walk
back through the whole history."""

from __future__ import annotations

import random

import pytest
from conftest import Harness

from bot.service import announce
from engine.game import Game, Turn
from storage import open_repository


def name_on_turn(g: Game) -> str:
    return g.seats[g.turn].player.split(":")[1].capitalize()


async def stored_right(h: Harness) -> dict:  # type: ignore[type-arg]
    """The game as the service and a repository with nothing kept in memory read it,
    checked to be the same and to replay from its rows; returns its state."""
    g = await h.service.game_for_chat(h.chat)
    assert g is not None
    fresh = await open_repository(h.repo.path)
    try:
        rec = await fresh.open_game(h.chat.key)
        assert rec is not None and rec.id is not None and rec.state is not None
        log = await fresh.moves(rec.id)
    finally:
        await fresh.close()
    assert g.to_json() == rec.state
    assert rec.state["log"] == log
    header = {k: rec.state[k] for k in ("version", "rules", "overrides", "seed", "players")}
    assert Game.replay(header, log).to_json() == rec.state
    return rec.state


async def test_a_failed_commit_after_a_cached_read_leaves_the_next_command_right(h: Harness):
    await h.start("english", options="scoreless_turns_end=200")
    for _ in range(3):  # the lists are kept now
        await h.cmd(name_on_turn(await h.game()), "/pass")
    before = await stored_right(h)
    real = h.repo.commit

    async def broken(write):  # type: ignore[no-untyped-def]
        raise OSError("disk full")

    h.repo.commit = broken  # type: ignore[method-assign]
    who = name_on_turn(await h.game())
    with pytest.raises(OSError):  # the pass was played on the kept lists, then lost
        await h.cmd(who, "/pass")
    h.repo.commit = real  # type: ignore[method-assign]
    assert await stored_right(h) == before  # nothing of the lost pass is read back
    await h.cmd(who, "/pass")  # the same player again: the turn did not move on
    after = await stored_right(h)
    assert len(after["log"]) == len(before["log"]) + 1
    assert len(after["history"]) == len(before["history"]) + 1


async def test_a_refused_command_after_a_cached_read_changes_nothing(h: Harness):
    await h.start("english", options="scoreless_turns_end=200")
    for _ in range(2):
        await h.cmd(name_on_turn(await h.game()), "/pass")
    before = await stored_right(h)
    g = await h.game()
    other = "Ann" if name_on_turn(g) == "Bob" else "Bob"
    outs = await h.cmd(other, "/pass")  # not their turn
    assert outs[0].ephemeral_ok
    assert await stored_right(h) == before


async def test_an_undo_across_the_kept_lists(h: Harness):
    await h.start("literaki", "Ola", "Jan", options="lang=en")
    who, move, _ = await h.playable(2)
    other = "Jan" if who == "Ola" else "Ola"
    await h.cmd(who, f"/play {move}")
    await h.cmd(other, "/accept")
    placed = await stored_right(h)
    assert [t["kind"] for t in placed["history"]] == ["place"]
    await h.cmd(who, "/undo")
    outs = await h.cmd(other, "/undo yes")
    assert any("taken back" in o.text for o in outs)
    back = await stored_right(h)
    assert back["history"] == [] and back["board"] != placed["board"]
    g = await h.game()
    assert announce.last_placed(g) is None
    await h.cmd(name_on_turn(g), "/pass")  # and the game goes on from the kept lists
    after = await stored_right(h)
    assert [t["kind"] for t in after["history"]] == ["pass"]


def walk_back(history: list[Turn]) -> Turn | None:
    """The last placed move as announce.py found it before: the whole history, back."""
    withdrawn = 0
    for t in reversed(history):
        if t.kind == "withdrawn":
            withdrawn += 1
        elif t.kind == "place":
            if not withdrawn:
                return t
            withdrawn -= 1
    return None


def test_the_last_placed_move_from_the_new_lines_is_the_one_a_walk_back_finds():
    rng = random.Random(5)
    standing = announce.Standing(size=4)
    for _ in range(200):
        history: list[Turn] = []
        for _ in range(rng.randrange(1, 40)):
            kind = rng.choice(("place", "place", "withdrawn", "pass", "exchange"))
            history.append(Turn(0, kind, f"{kind}{len(history)}", 0, "", 0, []))
            if rng.random() < 0.5:  # asked after some lines, not others
                assert standing.last(history) is walk_back(history)
        assert standing.last(history) is walk_back(history)
        # an undo gives the game a new, shorter list: worked out afresh
        shorter = history[: rng.randrange(len(history) + 1)]
        assert standing.last(shorter) is walk_back(shorter)
