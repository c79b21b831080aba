"""Every vote gets an answer (issue 15): a teammate's vote on their own team's move, a
vote after the window, a vote by a spectator each get a short private reply in the game's
language, and change nothing."""

from __future__ import annotations

from conftest import Harness

from bot.protocol import Outgoing


def only_private(outs: list[Outgoing], name: str) -> str:
    assert outs, "no answer at all"
    assert all(o.private_to is not None and o.private_to.name == name for o in outs), outs
    return "\n".join(o.text for o in outs)


async def team_game(h: Harness) -> tuple[str, str, str]:
    """(mover, teammate, opponent) after the mover's first move in a game of two teams."""
    await h.cmd("Ann", "/new erudit-home teams=2 lang=en")
    await h.cmd("Ann", "/join 1")
    await h.cmd("Bob", "/join 1")
    await h.cmd("Cid", "/join 2")
    await h.cmd("Dan", "/join 2")
    await h.cmd("Ann", "/start")
    g = await h.game()
    mover = g.seats[g.turn].player.split(":")[1].capitalize()
    side = g.seats[g.turn].side
    mate = next(s.player for i, s in enumerate(g.seats) if s.side == side and i != g.turn)
    opp = next(s.player for s in g.seats if s.side != side)
    word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
    h.words.add(word)
    await h.cmd(mover, f"/play 8H {word}")
    return mover, mate.split(":")[1].capitalize(), opp.split(":")[1].capitalize()


async def pending_ref(h: Harness) -> str:
    g = await h.game()
    assert g.pending is not None
    return next(r for r in h.refs if r.startswith("m:") and r.endswith(f":{g.pending.log_index}"))


async def test_a_teammates_vote_on_the_teams_move_is_answered(h: Harness):
    mover, mate, _ = await team_game(h)
    ref = await pending_ref(h)
    before = await h.repo.table_dump()
    text = only_private(await h.vote(mate, ref, "challenge"), mate)
    assert "your team's own move" in text
    assert await h.repo.table_dump() == before
    text = only_private(await h.vote(mover, ref, "accept"), mover)
    assert "own move" in text


async def test_a_spectators_vote_is_answered(h: Harness):
    await team_game(h)
    ref = await pending_ref(h)
    before = await h.repo.table_dump()
    text = only_private(await h.vote("Zed", ref, "challenge"), "Zed")
    assert "not playing" in text
    assert await h.repo.table_dump() == before


async def test_a_vote_after_the_window_is_answered(h: Harness):
    _, _, opp = await team_game(h)
    ref = await pending_ref(h)
    h.clock.advance(3600)
    await h.due()
    before = await h.repo.table_dump()
    text = only_private(await h.vote(opp, ref, "challenge"), opp)
    assert "That vote is over." in text
    assert await h.repo.table_dump() == before


async def test_resign_asks_first(h: Harness):
    await h.start("english", "Ann", "Bob")
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", "/resign")
    text = only_private(outs, "Ann")
    assert "Resign from this game?" in text and "/resign yes" in text
    button = outs[0].buttons[0]
    assert (button.label, button.command, button.chat) == ("Resign", "resign yes", h.chat)
    assert await h.repo.table_dump() == before  # asking changes nothing
    outs = await h.cmd("Ann", "/resign maybe")
    assert "confirm with the button" in outs[0].text
    assert await h.repo.table_dump() == before
    outs = await h.cmd("Ann", f"/{button.command}")
    g = await h.service.game_for_chat(h.chat)
    assert g is None or g.seats[g.seat_of("test:ann")].resigned
    assert "Ann resigned." in "\n".join(o.text for o in outs)
