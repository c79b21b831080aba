"""A request the others refused leaves a line on every page, in the game's language, as
the chat told it once: an /end refused (the service's state: the end vote leaves nothing
in the game's log), an undo refused by an opponent or closed before everyone agreed; the
line goes with the next event."""

from __future__ import annotations

import pytest
from board_harness import Board, seats

from bot import i18n
from bot.web import view


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_an_end_refused_is_told_to_everyone(b: Board, lang: str) -> None:
    game = await b.start("english", options=f"check=auto lang={lang}")
    sessions, mover, other = await seats(b, game)
    await b.cmd("Ann", "/end")
    assert (await b.act(sessions["Bob"], {"action": "end_no"}))["ok"]
    told = i18n.t(lang, "end_refused")
    watcher = await b.session(game, None)
    for session in (sessions["Ann"], sessions["Bob"], watcher):
        state = await b.state(session)
        assert state["end_vote"] is None and state["notice"] == told, state["notice"]
    # The game moves on: the line has done its work.
    assert (await b.act(sessions[mover], {"action": "pass"}))["ok"]
    assert (await b.state(sessions[other]))["notice"] == i18n.t(lang, "turn_pass", name=mover)
    assert (await b.state(sessions[mover]))["notice"] is None


async def test_a_new_end_request_replaces_the_refusal(b: Board) -> None:
    game = await b.start("english", options="check=auto")
    sessions, _mover, _other = await seats(b, game)
    await b.cmd("Ann", "/end")
    assert (await b.act(sessions["Bob"], {"action": "end_no"}))["ok"]
    await b.cmd("Ann", "/end")
    state = await b.state(sessions["Bob"])
    assert state["end_vote"] is not None and state["notice"] is None, state["notice"]


async def test_an_undo_refused_is_told_to_everyone(b: Board) -> None:
    game = await b.start("english", options="check=auto undo=on")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[mover], {"action": "undo"}))["ok"]
    assert (await b.state(sessions[other]))["notice"] is None  # asked: its box says so
    assert (await b.act(sessions[other], {"action": "undo_no"}))["ok"]
    told = " ".join(
        [i18n.t("en", "undo_disagrees", name=other), i18n.t("en", "undo_refused", name=mover)]
    )
    for who in (None, mover, other):
        state = await b.state(await b.session(game, who))
        assert state["pending"] is None and state["notice"] == told, state["notice"]
        assert len(state["board"]["tiles"]) == 2  # the move stays
    # The game moves on: the line goes.
    assert (await b.act(sessions[other], {"action": "pass"}))["ok"]
    assert (await b.state(sessions[other]))["notice"] is None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_an_undo_closed_unanswered_is_told(b: Board, lang: str) -> None:
    game = await b.start("english", options=f"check=auto undo=on lang={lang}")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[mover], {"action": "undo"}))["ok"]
    b.clock.t += 3600  # the undo's window closes with no answer
    await b.service.due(b.clock.t)
    told = i18n.t_table(lang, "WEB", "notice_undo_closed", name=mover)
    for who in (None, mover, other):
        state = await b.state(await b.session(game, who))
        assert state["pending"] is None and state["notice"] == told, state["notice"]


async def test_the_refusal_is_told_whatever_the_notice_cache_holds(b: Board) -> None:
    """The notice of a state is kept by its game id, version and log (one process may
    serve games of several databases: tests do); the /end refusal is the meta's, so it is
    read each time, not from what another game of the same id and version left there."""
    game_id = await b.start("english", options="check=auto")
    rec = await b.repo.game(game_id)
    assert rec is not None
    game, meta = b.service.load_game(rec), b.service.load_meta(rec)
    before = view.build(b.service, rec, game, meta, viewer=None, now=b.clock())
    assert before["notice"] is None
    meta.end_refused = len(game.log)  # the same id, version and log: refused this time
    after = view.build(b.service, rec, game, meta, viewer=None, now=b.clock())
    assert after["notice"] == i18n.t("en", "end_refused")
