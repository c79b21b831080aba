"""The votes a burst closes are told to the adapters (``Outgoing.closed``), once per
burst, so that they take the old buttons off; the messages are found by their refs in the
database, whichever process delivered them (issue 26)."""

from __future__ import annotations

import itertools

from conftest import Clock, Harness, Words, texts, user

from bot.protocol import Command, Outgoing, Vote
from bot.service import GameService
from storage import open_database


def closed(outs: list[Outgoing]) -> list[str]:
    """The refs the burst closed, checking they are told once, on a chat message."""
    told = [o for o in outs if o.closed]
    assert len(told) <= 1, "closed refs told more than once in a burst"
    assert all(o.chat is not None and o.private_to is None for o in told)
    return told[0].closed if told else []


async def played(h: Harness, variant: str) -> tuple[str, str, str]:
    """(mover, other, the ref of the move's message, delivered)."""
    await h.start(variant, "Ann", "Bob", options="lang=en")
    who, move, _ = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    outs = await h.cmd(who, f"/play {move}")
    ref = next(o.ref for o in outs if o.ref)
    assert ref is not None and closed(outs) == []
    return who, other, ref


async def test_a_settled_vote_closes_its_ref_and_names_its_message(h: Harness) -> None:
    _who, other, ref = await played(h, "literaki")
    outs = await h.vote(other, ref, "accept")
    assert closed(outs) == [ref]
    assert await h.service.ref_messages(h.chat, ref) == [h.refs[ref]]


async def test_a_challenge_closes_the_move(h: Harness) -> None:
    _who, other, ref = await played(h, "english")
    h.words.clear()  # the word is not listed: the challenge takes it back
    outs = await h.vote(other, ref, "challenge")
    assert "taken off" in texts(outs)
    assert closed(outs) == [ref]


async def test_the_deadline_closes_the_window(h: Harness) -> None:
    _who, _other, ref = await played(h, "literaki")
    h.clock.advance(60)
    outs = await h.due()
    assert closed(outs) == [ref]
    assert closed(await h.due()) == []  # told once


async def test_a_refused_late_vote_closes_nothing(h: Harness) -> None:
    """The window is past but the timer has not fired: the late vote is refused and
    changes nothing, so the deadline closes it (and tells it) once."""
    _who, other, ref = await played(h, "literaki")
    h.clock.advance(60)
    assert closed(await h.vote(other, ref, "accept")) == []
    assert closed(await h.due()) == [ref]


async def test_an_undo_request_closes_when_answered(h: Harness) -> None:
    who, other, ref = await played(h, "literaki")
    await h.vote(other, ref, "accept")
    asked = await h.cmd(who, "/undo")
    undo = next(o.ref for o in asked if o.ref)
    assert undo is not None and undo.startswith("u:") and closed(asked) == []
    assert closed(await h.cmd(other, "/undo yes")) == [undo]


async def test_the_end_closes_the_open_vote_and_keeps_the_rematch(h: Harness) -> None:
    _who, other, ref = await played(h, "english")
    outs = await h.cmd(other, "/resign yes")
    assert closed(outs) == [ref]
    end = next(o for o in outs if o.ref and o.ref.startswith("r:"))
    # the rematch opens when both have pressed: the button stays until then
    assert closed(await h.vote("Ann", end.ref, "rematch")) == []
    assert closed(await h.vote("Bob", end.ref, "rematch")) == [end.ref]


async def test_a_process_closes_a_vote_on_a_message_another_delivered(pg_url: str) -> None:
    """Two processes on one PostgreSQL database: the move's message was delivered by
    one, the vote that closes it comes to the other, which names that message."""
    words, clock = Words(), Clock()

    def service(repo: object) -> GameService:
        seeds = (f"seed-{i}" for i in itertools.count(1))
        return GameService(repo, clock=clock, lexicons=lambda _r: words,  # type: ignore[arg-type]
                           seeds=lambda: next(seeds), pictures=False)

    first_repo, second_repo = await open_database(pg_url), await open_database(pg_url)
    try:
        first, second = service(first_repo), service(second_repo)
        h = Harness(first, first_repo, clock, words)  # type: ignore[arg-type]
        _who, other, ref = await played(h, "literaki")
        outs = await second.vote(Vote(h.chat, user(other), h.refs[ref], "accept"))
        assert closed(outs) == [ref]
        assert await second.ref_messages(h.chat, ref) == [h.refs[ref]]
    finally:
        await first_repo.close()
        await second_repo.close()


async def test_a_command_that_closes_nothing_tells_nothing(h: Harness) -> None:
    await played(h, "literaki")
    assert closed(await h.cmd("Ann", "/score")) == []
    outs = await h.service.handle(Command(h.chat, user("Cy"), "score", ""))
    assert closed(outs) == []


async def test_a_rematch_that_starts_at_once_closes_the_end_message(h: Harness) -> None:
    """Against a computer the rematch starts at the first press: no lobby in between
    kept the end message open, and its button goes all the same."""
    await h.cmd("Ann", "/new english lang=en")
    await h.cmd("Ann", "/addbot")
    await h.cmd("Ann", "/start")
    outs = await h.cmd("Ann", "/resign yes")
    end = next(o for o in outs if o.ref and o.ref.startswith("r:"))
    assert end.ref is not None
    outs = await h.vote("Ann", end.ref, "rematch")
    assert "begins" in texts(outs)
    assert closed(outs) == [end.ref]


async def test_the_next_turn_closes_the_move_that_waited(h: Harness) -> None:
    """English: a move may be challenged until the next player takes their turn; that
    turn closes it."""
    _who, other, ref = await played(h, "english")
    assert closed(await h.cmd(other, "/pass")) == [ref]
