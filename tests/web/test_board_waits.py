"""The pending box says whom the move that waits holds the next player up for, as the
chat does, with the countdown (the chat's seconds are the countdown's here)."""

from __future__ import annotations

from board_harness import Board, seats


async def test_the_pending_box_names_whom_the_move_waits_for(b: Board):
    game = await b.start("literaki", "Ann", "Bob", options="lang=en")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    b.clock.t += 3
    for who in (mover, other):
        pending = (await b.state(sessions[who]))["pending"]
        assert pending["awaits"] == (f"The move by {mover} waits to be accepted or "
                                     f"checked: {other} can accept (✅) or check (❌) it.")
        assert pending["closes_ms"] == 7000  # Literaki's 10 s, 3 of them gone


async def test_no_awaits_where_the_next_player_may_play_on(b: Board):
    game = await b.start("english", "Ann", "Bob")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    pending = (await b.state(sessions[other]))["pending"]
    assert pending["awaits"] is None and pending["closes_ms"] is None
