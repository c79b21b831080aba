"""A vote that comes after its move was settled (issue 27's eighth newcomer pass): the
challenge window that ran out is said in the chat, and a ❌ on the old move's message is
refused with what became of that move, never taken for a vote on the move that waits
now."""

from __future__ import annotations

import pytest
from conftest import Harness, texts

from bot import i18n

LANGS = ["en", "pl", "ru", "bg", "sk", "ro"]


async def played(h: Harness, variant: str, options: str) -> tuple[str, str, str, str]:
    """(mover, other, the move's ref, the move as typed)."""
    await h.start(variant, "Ann", "Bob", options=options)
    who, move, _ = await h.playable(2)
    outs = await h.cmd(who, f"/play {move}")
    ref = next(o.ref for o in outs if o.ref)
    assert ref is not None
    return who, ("Bob" if who == "Ann" else "Ann"), ref, move


@pytest.mark.parametrize("lang", LANGS)
async def test_a_challenge_window_that_runs_out_is_said(h: Harness, lang: str) -> None:
    who, _other, _ref, _move = await played(h, "english", f"lang={lang} window=30")
    h.clock.advance(31)
    said = texts(await h.due())
    head = i18n.t(lang, "window_closed_stands", name="\0", move="\0").split("\0")[0]
    assert head and head in said and who in said


async def test_a_late_challenge_is_refused_and_names_the_move_that_stands(h: Harness) -> None:
    who, other, ref, move = await played(h, "english", "lang=en window=30")
    h.clock.advance(31)
    await h.due()
    game = await h.game()
    history = len(game.history)
    said = texts(await h.vote(other, ref, "challenge"))
    assert "Too late" in said and "already stands" in said and who in said
    assert move.split()[0] in said  # the square the move was played from
    assert len((await h.game()).history) == history  # nothing changed


async def test_a_late_vote_on_a_move_taken_off_says_so(h: Harness) -> None:
    who, other, ref, _move = await played(h, "english", "lang=en")
    h.words.clear()  # the word is not listed: the challenge takes it back
    assert "taken off" in texts(await h.vote(other, ref, "challenge"))
    said = texts(await h.vote(other, ref, "challenge"))
    assert "Too late" in said and "taken off the board" in said and who in said


async def test_a_late_vote_in_a_voting_game_names_the_move(h: Harness) -> None:
    who, other, ref, _move = await played(h, "literaki", "lang=en")
    h.clock.advance(600)
    await h.due()
    said = texts(await h.vote(other, ref, "challenge"))
    assert "already stands" in said and who in said


async def test_a_vote_on_a_ref_of_before_an_undo_is_plainly_closed(h: Harness) -> None:
    """After an undo the log indices are given again: an older message's ref names no
    move of the game as it is, so it is only "that vote is over"."""
    who, other, ref, _move = await played(h, "literaki", "lang=en")
    await h.vote(other, ref, "accept")
    await h.cmd(who, "/undo")
    await h.cmd(other, "/undo yes")
    said = texts(await h.vote(other, ref, "challenge"))
    assert "Too late" not in said and "That vote is over" in said
