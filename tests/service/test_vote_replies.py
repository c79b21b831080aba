"""Every vote gets an answer (issue 15): a teammate's vote on their own team's move, a
vote after the window, a vote by a spectator each get a short private reply in the game's
language, and change nothing."""

from __future__ import annotations

from conftest import Harness, user

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
    assert "Too late" in text and "already stands" in text
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
    assert "Game over (Ann resigned)." in "\n".join(o.text for o in outs)


# ------------------------------------------------------------ /end by consent


async def test_end_asks_the_others_and_a_majority_ends_it_abandoned(h: Harness):
    await h.start("english", "Ann", "Bob", "Cid")
    outs = await h.cmd("Ann", "/end")
    ask = outs[0]
    assert "Ann wants to end the game" in ask.text
    assert [b.command for b in ask.buttons] == ["end yes", "end no"]
    assert (await h.game()).over is False
    outs = await h.cmd("Bob", "/end yes")  # Ann and Bob: two of three
    assert "Your answer is counted." in only_private(
        [o for o in outs if o.private_to is not None], "Bob")
    text = "\n".join(o.text for o in outs if o.private_to is None)
    assert "abandoned by agreement" in text and "Winner" not in text
    # "no winner" and "not rated" once each, not again in the reason or a line after it
    assert text.lower().count("no winner") == 1 and text.count("not rated") == 1
    result = await h.repo.result(1)
    assert result is not None and result.winners == [] and result.end_reason == "abandoned"


async def test_end_refused_by_objection(h: Harness):
    await h.start("english", "Ann", "Bob")
    await h.cmd("Ann", "/end")
    outs = await h.cmd("Bob", "/end no")
    assert "The game goes on" in "\n".join(o.text for o in outs)
    g = await h.game()
    assert not g.over
    before = await h.repo.table_dump()
    outs = await h.cmd("Bob", "/end yes")  # no request open any more
    assert "No one has asked to end the game." in outs[0].text
    assert await h.repo.table_dump() == before


async def test_end_with_no_objection_within_the_window(h: Harness):
    await h.start("english", "Ann", "Bob")
    await h.cmd("Ann", "/end")
    h.clock.advance(60)
    assert await h.due() == []
    h.clock.advance(61)
    outs = await h.due()
    assert "abandoned by agreement" in "\n".join(o.text for o in outs)
    assert await h.service.game_for_chat(h.chat) is None


async def test_end_after_a_week_without_a_move_by_an_admin_alone(h: Harness):
    await h.start("english", "Ann", "Bob")
    mod = user("Mod", is_admin=True)
    assert "wants to end" in (await h.cmd(mod, "/end"))[0].text
    await h.cmd("Bob", "/end no")
    h.clock.advance(7 * 86400)
    outs = await h.cmd(mod, "/end")
    assert "Game over" in "\n".join(o.text for o in outs)


async def test_end_against_the_computer_needs_no_vote(h: Harness):
    await h.cmd("Ann", "/new english vs computer")
    outs = await h.cmd("Ann", "/end")
    assert "Game over" in "\n".join(o.text for o in outs)


async def test_end_votes_from_outside_are_answered(h: Harness):
    await h.start("english", "Ann", "Bob")
    await h.cmd("Ann", "/end")
    before = await h.repo.table_dump()
    assert "not playing" in (await h.cmd("Zed", "/end yes"))[0].text
    assert "already voted" in (await h.cmd("Ann", "/end yes"))[0].text
    assert "/end yes or /end no" in (await h.cmd("Bob", "/end maybe"))[0].text
    assert await h.repo.table_dump() == before


async def test_the_inactivity_before_an_admin_ends_alone_is_a_setting(h: Harness):
    """``INACTIVE_END_DAYS`` is read from the settings and the service takes it: with a
    day instead of a week, an admin alone ends a game left a day without a move."""
    from bot.settings import load_settings

    assert load_settings(None, {"INACTIVE_END_DAYS": "1"}).inactive_end_days == 1.0
    h.service.inactive_end = 86400.0
    await h.start("english", "Ann", "Bob")
    mod = user("Mod", is_admin=True)
    h.clock.advance(86400 - 60)
    assert "wants to end" in (await h.cmd(mod, "/end"))[0].text  # not yet a day
    await h.cmd("Bob", "/end no")
    h.clock.advance(60)
    outs = await h.cmd(mod, "/end")
    assert "Game over" in "\n".join(o.text for o in outs)
