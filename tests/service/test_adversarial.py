"""Adversarial cases against the service: stale reactions, resignations during an undo
request, deadlines of ended games, restarts in the middle of a window, unicode tricks,
extreme house rules.  Each case says what the product promises and checks it."""

from __future__ import annotations

import pytest
from conftest import Harness, texts, user

from bot.protocol import ChatRef, UserRef, Vote
from engine.game import Game


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
    await h.cmd(a, "/resign yes")
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
    # Refused privately, saying what became of the move (its window closed: checked, and
    # the phony taken off, which the deadline then tells the chat).
    assert len(outs) == 1 and outs[0].private_to is not None
    assert "Too late" in outs[0].text and "taken off" in outs[0].text
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


async def test_reaction_on_a_message_of_the_previous_game(h: Harness):
    names = ("Ann", "Bob")
    await h.start("literaki", *names, options="lang=en")
    who, move, _ = await h.playable(2)
    outs = await h.cmd(who, f"/play {move}")
    old_mid = h.refs[outs[0].ref]  # type: ignore[index]
    await h.cmd("Ann", "/end")  # asks Bob, who agrees
    assert "Game over" in texts(await h.cmd("Bob", "/end yes"))
    # /new right after /end: a new game, same chat, same people.
    await h.start("literaki", *names, options="lang=en")
    who, move, _ = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    before = await h.repo.table_dump()
    for voter in names:
        for kind in ("accept", "challenge", "undo_yes"):
            outs = await h.service.vote(Vote(h.chat, user(voter), old_mid, kind))
            assert len(outs) == 1 and outs[0].private_to is not None, outs
    assert await h.repo.table_dump() == before
    old = await h.repo.game(1)
    assert old is not None and old.status == "over"
    assert await h.repo.deadlines(1) == []


async def test_a_deadline_of_an_ended_game_does_nothing(h: Harness):
    names = ("Ann", "Bob")
    await h.start("literaki", *names, options="lang=en time=30")
    who, move, _ = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    assert {d.kind for d in await h.repo.deadlines(1)} == {"window"}
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end yes")
    assert await h.repo.deadlines(1) == [] and await h.service.next_deadline() is None
    h.clock.advance(100)
    before = await h.repo.table_dump()
    assert await h.due() == []
    assert await h.repo.table_dump() == before


async def test_a_user_in_two_chats(h: Harness):
    g2 = ChatRef("test", "g2", is_group=True)
    await h.start("english", "Ann", "Bob")
    await h.cmd("Ann", "/new erudit", chat=g2)
    await h.cmd("Cy", "/join", chat=g2)
    await h.cmd("Ann", "/start", chat=g2)
    one = await h.game()
    two = await h.service.game_for_chat(g2)
    assert two is not None
    # Ann's racks, both games, only to Ann.
    outs = await h.cmd("Ann", "/rack", chat=ChatRef("test", "dm-ann", is_group=False))
    assert len(outs) == 2 and all(o.private_to == user("Ann") for o in outs)
    for g, o in zip((one, two), outs, strict=True):
        ann = g.seats[g.seat_of("test:ann")]
        assert " ".join(ann.rack).replace("?", g.rules.blank_symbol) in o.text
    # A move in one chat changes nothing in the other.
    rec2 = await h.repo.open_game(g2.key)
    who, move, _ = await h.playable(2)
    assert "points" in texts(await h.cmd(who, f"/play {move}"))
    assert await h.repo.open_game(g2.key) == rec2
    # Commands in the other chat are about the other game.
    cy_turn = two.seats[two.turn].player == "test:cy"
    outs = await h.cmd("Cy", "/pass", chat=g2)
    assert outs[0].ephemeral_ok != cy_turn, texts(outs)


async def test_a_crowd_joining(h: Harness):
    await h.cmd("Ann", "/new english")
    refusals = 0
    for i in range(40):
        outs = await h.cmd(user(f"P{i}"), "/join")
        refusals += "full" in texts(outs)
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and len(rec.seats) == 4 and refusals == 37
    assert len({s.joined for s in rec.seats}) == 4
    await h.cmd("Ann", "/start")
    g = await h.game()
    assert len(g.seats) == 4 and len(g.bag) == 100 - 28


NAMES_ODD = ["\u202eevE", "A\u200bnn", "Zoë\u0308", "🐱 Cat", "{rack}", "Ł ł İ ı",
             "A B C D E F G", "<b>x</b>", "@everyone", "\u0627\u0644\u0639\u0631\u0628"]


async def test_unicode_names_play_a_game(h: Harness):
    people = [UserRef("test", f"u{i}", name) for i, name in enumerate(NAMES_ODD[:4])]
    await h.cmd(people[0], "/new english")
    for p in people[1:]:
        await h.cmd(p, "/join")
    await h.cmd(people[0], "/start")
    g = await h.game()
    seat = g.seats[g.turn]
    mover = next(p for p in people if p.key == seat.player)
    letters = [t for t in seat.rack if t != "?"][:2]
    h.words.add("".join(letters))
    outs = await h.cmd(mover, f"/play 8H {''.join(letters)}")
    assert mover.name in outs[0].text
    assert "{" not in texts(outs).replace("{rack}", "")


async def test_names_that_look_like_templates_or_racks(h: Harness):
    a = UserRef("test", "a", "{rack}")
    b = UserRef("test", "b", "A B C D E F G")
    await h.cmd(a, "/new english")
    await h.cmd(b, "/join")
    outs = await h.cmd(a, "/start")
    g = await h.game()
    for o in outs:
        for s in g.seats:
            if " ".join(s.rack) in o.text:
                assert o.private_to is not None and o.private_to.key == s.player


@pytest.mark.parametrize("text", [
    "8Н AB", "Н8 AB", "８H AB", "8H A\u200bB", "8H \u202eAB", "8H 🐱", "8H A\u0301B",
    "8H ß", "8H ﬁ", "8H ((A))", "8H ?", "99Z AB", "0A AB", "8H AB CD", "8H A\ufeffB",
])
async def test_unicode_moves_are_refused_or_played_cleanly(h: Harness, text: str):
    await h.start("english", "Ann", "Bob")
    g = await h.game()
    who = g.seats[g.turn].player.split(":")[1].capitalize()
    before = await h.repo.table_dump()
    outs = await h.cmd(who, "/play " + text)
    if len(outs) == 1 and outs[0].ephemeral_ok:
        assert outs[0].text and "{" not in outs[0].text
        assert await h.repo.table_dump() == before
    else:  # played: the game is still consistent
        after = await h.game()
        assert Game.replay(after.header(), after.log).to_json() == after.to_json()


async def test_extreme_house_rules(h: Harness):
    """rack=9 target=1 time=1 clock=1: the first word reaches the target, the round is
    played out by the clocks and limits, and the game ends with every deadline gone."""
    await h.start("english", "Ann", "Bob", options="rack=9 target=1 time=1 clock=1")
    g = await h.game()
    assert all(len(s.rack) == 9 for s in g.seats)
    who, move, _ = await h.playable(2)
    outs = await h.cmd(who, f"/play {move}")
    assert "points" in texts(outs)
    for _ in range(10):
        g = await h.game() if await h.repo.open_game(h.chat.key) else None
        if g is None:
            break
        h.clock.advance(1)
        await h.due()
    rec = await h.repo.latest_game(h.chat.key)
    assert rec is not None and rec.status == "over"
    assert await h.repo.deadlines(rec.id) == []  # type: ignore[arg-type]
    assert (await h.repo.result(rec.id)) is not None  # type: ignore[arg-type]


@pytest.mark.parametrize("window", ["vote", "undo", "challenge"])
async def test_restart_during_a_window(h: Harness, tmp_path, window: str):
    from bot.service import GameService
    from storage import open_repository

    names = ("Ann", "Bob")
    options = {"vote": "lang=en", "undo": "lang=en",
               "challenge": "window=30"}[window]
    await h.start("english" if window == "challenge" else "literaki", *names,
                  options=options)
    who, move, word = await h.playable(2)
    (opp,) = other_of(who, names)
    outs = await h.cmd(who, f"/play {move}")
    if window == "undo":
        await h.cmd(opp, "/accept")
        await h.cmd(who, "/undo")
    kinds = {d.kind for d in await h.repo.deadlines(1)}
    assert kinds & {"window", "undo"}, kinds
    await h.repo.close()
    repo = await open_repository(tmp_path / "bot.db")
    h.repo = repo
    h.service = GameService(repo, clock=h.clock, lexicons=lambda _r: h.words)
    await h.service.resume()  # the new process starts at once; the window runs out later
    h.clock.advance(31)
    outs = await h.due()
    assert outs, "the window did not close after the restart"
    g = await h.game()
    assert g.pending is None and g.undo_request is None
    assert Game.replay(g.header(), g.log).to_json() == g.to_json()
    if window == "undo":
        assert g.log[-1]["a"] == "undo_close" and not g.board.is_empty()
    del word


async def test_a_computer_looks_again_at_a_move_played_after_an_undo(h: Harness):
    """The computer remembers which move it let stand by its log index; an undo gives
    that index to the next move, which it must still look at (and challenge a phony)."""
    await h.cmd("Ann", "/new english undo=on")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/addbot easy")
    await h.cmd("Ann", "/start")
    for _ in range(20):  # until a person whose next seat is a person is on turn
        g = await h.game()
        nxt = g.seats[(g.turn + 1) % 3].player
        if g.pending is not None:  # the computer's word, not in this test's word list
            await h.cmd(nxt.split(":")[1].capitalize(), "/challenge")
            continue
        if not g.seats[g.turn].player.startswith("computer") and nxt.startswith("test:"):
            break
        who = g.seats[g.turn].player.split(":")[1].capitalize()
        await h.cmd(who, "/pass")
    else:
        raise AssertionError("no such turn")
    seat = g.seats[g.turn]
    who = seat.player.split(":")[1].capitalize()
    other = nxt.split(":")[1].capitalize()
    letters = [t for t in seat.rack if t != "?"][:2]
    word = "".join(letters)
    h.words.add(word)
    assert g.board.is_empty()
    await h.cmd(who, f"/play 8H {word}")  # a good word: the computer lets it stand
    await h.cmd(who, "/undo")
    await h.cmd(other, "/undo yes")
    g = await h.game()
    assert g.board.is_empty(), "the undo did not go through"
    h.words.discard(word)  # now the same tiles are a phony
    outs = await h.cmd(who, f"/play 8H {word}")
    g = await h.game()
    assert g.board.is_empty(), "the computer did not challenge the phony: " + texts(outs)
