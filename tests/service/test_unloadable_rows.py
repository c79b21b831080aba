"""Issue 24, robustness: one game row that the engine cannot load (a state from a newer
build, an unknown rule set, a board one row short) must not stop every other game's
timers after a restart: the downtime shift used to raise from every ``due()``."""

from __future__ import annotations

import json

import pytest
from conftest import Harness, texts, user

from bot.protocol import ChatRef
from bot.service import GameService
from storage import open_repository

OTHER = ChatRef("test", "g2", is_group=True)


def newer_build(state: dict) -> dict:  # type: ignore[type-arg]
    return {**state, "version": 999}


def unknown_rules(state: dict) -> dict:  # type: ignore[type-arg]
    return {**state, "rules": "klingon"}


def board_one_row_short(state: dict) -> dict:  # type: ignore[type-arg]
    return {**state, "board": state["board"][:-1]}


async def restart(h: Harness) -> None:
    path = h.repo.path
    await h.repo.close()
    h.repo = await open_repository(path)
    h.service = GameService(h.repo, clock=h.clock, lexicons=lambda _r: h.words)


@pytest.mark.parametrize("damage", [newer_build, unknown_rules, board_one_row_short])
async def test_an_unloadable_game_after_downtime_stops_no_other_timer(
        h: Harness, caplog, damage):  # type: ignore[no-untyped-def]
    await h.start("english", "Ann", "Bob", options="time=60")
    await h.cmd("Cy", "/new english time=60", chat=OTHER)
    await h.cmd("Dee", "/join", chat=OTHER)
    await h.cmd("Cy", "/start", chat=OTHER)
    bad = await h.repo.open_game(h.chat.key)
    assert bad is not None and bad.state is not None
    await h.due()  # a heartbeat: then the bot is down for two hours
    await h.repo.db.execute("UPDATE games SET state=?, version=version+1 WHERE id=?",
                            (json.dumps(damage(bad.state)), bad.id))
    await restart(h)
    h.clock.advance(2 * 3600)
    assert await h.due() == []  # the good game was moved on by the downtime
    assert f"game {bad.id} in chat {h.chat.key} cannot be read" in caplog.text
    h.clock.advance(61)
    outs = await h.due()
    assert "time ran out" in texts(outs)  # the other chat's turn timer fires
    assert all(o.chat == OTHER for o in outs if o.chat is not None)
    # Commands in the other chat run; in the damaged one an admin can end the game.
    assert "cannot be read" in texts(await h.cmd("Ann", "/score"))
    assert "is ended" in texts(await h.cmd(user("Zed", is_admin=True), "/end"))
    assert await h.repo.open_game(h.chat.key) is None
