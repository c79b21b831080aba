"""Adversarial cases against the service: stale reactions, resignations during an undo
request, deadlines of ended games, restarts in the middle of a window, unicode tricks,
extreme house rules.  Each case says what the product promises and checks it."""

from __future__ import annotations

from conftest import Harness, texts, user

from bot.protocol import Vote


def other_of(who: str, names: tuple[str, ...]) -> list[str]:
    return [n for n in names if n != who]


async def test_reaction_on_an_undone_moves_message_does_not_vote_on_the_next(h: Harness):
    names = ("Ann", "Bob")
    await h.start("literaki", *names, options="lang=en")
    who, move, _ = await h.playable(2)
    (opp,) = other_of(who, names)
    first = await h.cmd(who, f"/play {move}")
    old_ref = first[0].ref
    assert old_ref is not None
    old_mid = h.refs[old_ref]
    await h.cmd(opp, "/accept")
    await h.cmd(who, "/undo")
    await h.cmd(opp, "/undo yes")
    g = await h.game()
    assert g.board.is_empty()
    again = await h.cmd(who, f"/play {move}")
    assert again[0].ref is not None
    before = await h.repo.table_dump()
    state = (await h.game()).to_json()
    # A late reaction on the message of the move that was taken back.
    outs = await h.service.vote(Vote(h.chat, user(opp), old_mid, "accept"))
    await h.deliver(outs)
    assert (await h.game()).to_json() == state
    assert await h.repo.table_dump() == before
    assert outs and all(o.private_to is not None for o in outs)


async def test_resignation_during_an_undo_request_stays(h: Harness):
    names = ("Ann", "Bob", "Cy")
    await h.start("literaki", *names, options="lang=en")
    who, move, _ = await h.playable(2)
    a, b = other_of(who, names)
    await h.cmd(who, f"/play {move}")
    await h.cmd(a, "/accept")
    await h.cmd(b, "/accept")
    await h.cmd(who, "/undo")
    await h.cmd(a, "/resign")
    g = await h.game()
    assert g.seats[g.seat_of(f"test:{a.lower()}")].resigned
    await h.cmd(b, "/undo yes")
    g = await h.game()
    assert g.seats[g.seat_of(f"test:{a.lower()}")].resigned, "a resignation was lost"


async def test_a_vote_after_the_window_closed_does_not_count(h: Harness):
    # Literaki: the 10 s window closes without all accepts -> the words are checked.  A
    # reaction that arrives after that (before the timer got round to it) is too late.
    names = ("Ann", "Bob")
    await h.start("literaki", *names, options="lang=en")
    who, move, word = await h.playable(2)
    (opp,) = other_of(who, names)
    h.words.discard(word)  # a phony
    outs = await h.cmd(who, f"/play {move}")
    ref = outs[0].ref
    assert ref is not None
    h.clock.advance(11)
    before = await h.repo.table_dump()
    outs = await h.vote(opp, ref, "accept")
    assert len(outs) == 1 and outs[0].private_to is not None and "over" in outs[0].text
    assert await h.repo.table_dump() == before, "a late accept let a phony stand"
    assert "taken off" in texts(await h.due())
    g = await h.game()
    assert g.board.is_empty() and g.history[-1].kind == "withdrawn"


async def test_a_move_after_the_time_limit_is_refused(h: Harness):
    names = ("Ann", "Bob")
    await h.start("english", *names, options="time=30")
    who, move, _ = await h.playable(2)
    h.clock.advance(31)
    before = await h.repo.table_dump()
    outs = await h.cmd(who, f"/play {move}")
    assert len(outs) == 1 and "not your turn" in outs[0].text, outs[0].text
    assert await h.repo.table_dump() == before  # refused: the timer records the time-out
    outs = await h.due()
    assert "time ran out" in texts(outs)
    g = await h.game()
    assert g.board.is_empty() and g.history[-1].kind == "timeout"
