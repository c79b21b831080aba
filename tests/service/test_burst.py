"""Several turns set off by one command reach the chat as one message with one board
picture (bot/service/burst.py): the merge itself, and whole games through the real
service with computers."""

from __future__ import annotations

import itertools
from pathlib import Path

from conftest import Clock, Harness, Words

from bot.protocol import Button, ChatRef, Outgoing, UserRef
from bot.service import GameService
from bot.service.burst import Step, merge
from bot.service.context import Passing
from storage import open_repository

CHAT = ChatRef("test", "g1")
ANN = UserRef("test", "ann", "Ann")
PNG = b"\x89PNG"


def msg(text: str, **kw) -> Outgoing:  # type: ignore[no-untyped-def]
    return Outgoing(text, chat=CHAT, **kw)


def turn(text: str, status: str = "Score: 1", *, ref: str | None = None,
         votes: str = "", picture: bytes | None = b"board") -> Step:
    """One transaction's announcement: a turn line, maybe the lines of an open vote, the
    status line."""
    lines = [text, *([votes] if votes else []), status]
    out = msg("\n".join(lines), ref=ref, reactions=["✅", "❌"] if ref else [],
              buttons=[Button("Accept", "accept"), Button("Challenge", "challenge")]
              if ref else [])
    passing = [Passing(out, (status,))]
    if votes:
        passing.append(Passing(out, (votes,), votes=True))
    pictures = [(out, lambda: picture)] if picture is not None else []
    return Step([out], pictures, passing)


def test_one_step_is_left_as_it_is() -> None:
    step = turn("Ann: 8H WORD", ref="m:1:1", votes="Challenge it")
    outs, pictures = merge([step], set())
    assert outs == step.outs and outs[0].ref == "m:1:1"  # even a ref no longer open
    assert len(pictures) == 1


def test_turns_join_with_the_last_status_and_picture() -> None:
    steps = [turn("Ann: 8H WORD", "Score: 10", ref="m:1:1", votes="Challenge until..."),
             turn("Cpu: 9H AX", "Score: 12", ref="m:1:2", votes="Challenge until...",
                  picture=b"second"),
             turn("Cpu 2 passes", "Score: 12 again", picture=None)]
    outs, pictures = merge(steps, {"m:1:2"})
    assert len(outs) == 1
    one = outs[0]
    assert one.text == "Ann: 8H WORD\nCpu: 9H AX\nChallenge until...\nCpu 2 passes\nScore: 12 again"
    # the vote still open is carried, with its buttons and reactions; the closed one is gone
    assert one.ref == "m:1:2" and [b.kind for b in one.buttons] == ["accept", "challenge"]
    assert one.reactions == ["✅", "❌"]
    assert [(o is one, fn()) for o, fn in pictures] == [(True, b"second")]  # one picture


def test_a_closed_vote_leaves_no_buttons() -> None:
    steps = [turn("Ann: 8H WORD", ref="m:1:1", votes="Challenge it"),
             turn("Cpu: 9H AX")]
    (one,), _ = merge(steps, set())
    assert one.ref is None and one.buttons == [] and one.reactions == []
    assert "Challenge it" not in one.text


def test_two_open_votes_keep_two_messages() -> None:
    steps = [turn("Ann: 8H WORD", ref="m:1:1", votes="Vote on it"),
             turn("Bob asks to undo", ref="u:1:0", votes="Agree?"),
             turn("Cpu agrees")]
    outs, pictures = merge(steps, {"m:1:1", "u:1:0"})
    assert [o.ref for o in outs] == ["m:1:1", "u:1:0"]
    assert outs[0].text == "Ann: 8H WORD\nVote on it"
    assert outs[1].text == "Bob asks to undo\nAgree?\nCpu agrees\nScore: 1"
    assert len(pictures) == 2


def test_racks_and_notes_are_never_merged() -> None:
    first = turn("Ann: 8H WORD")
    rack = Outgoing("Your rack: ABC", private_to=ANN, image_name="rack.png")
    first.outs.append(rack)
    first.pictures.append((rack, lambda: b"rack"))
    note = msg("Only for you", ephemeral_ok=True)
    export = msg("The game", file=b"gcg")
    second = turn("Cpu: 9H AX", picture=b"board2")
    second.outs += [note, export]
    outs, pictures = merge([first, second], set())
    # the merged message where the burst began, then the rack, then the note and the file
    assert [o.text for o in outs] == ["Ann: 8H WORD\nCpu: 9H AX\nScore: 1", "Your rack: ABC",
                                      "Only for you", "The game"]
    assert outs[1] is rack and outs[1].private_to == ANN
    drawn = {o.text: fn() for o, fn in pictures}
    assert drawn == {"Ann: 8H WORD\nCpu: 9H AX\nScore: 1": b"board2", "Your rack: ABC": b"rack"}


# -- whole games through the real service ----------------------------------------------


async def make(tmp_path: Path, seed: str) -> Harness:
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"{seed}-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), pictures=True, seeds=lambda: next(seeds))
    return Harness(svc, repo, Clock(), Words())


def chat_messages(outs: list[Outgoing]) -> list[Outgoing]:
    return [o for o in outs if o.private_to is None and not o.ephemeral_ok]


async def best_move(h: Harness) -> str:
    from engine import players

    g = await h.game()
    lex = h.service.walkable(g.rules.id)
    assert lex is not None
    moves = players.best_moves(g, g.seat_of("test:ann"), 1, lex)
    return f"/play {moves[0].notation}" if moves else "/pass"


async def test_a_game_with_three_computers_is_one_message_per_turn(tmp_path: Path) -> None:
    """English (double challenge): after each of Ann's moves the three computers play;
    the chat gets one message with the four moves, the scores once, one board picture,
    and the buttons of the last move, which Ann may still challenge."""
    h = await make(tmp_path, "burst")
    try:
        await h.cmd("Ann", "/new english")
        for _ in range(3):
            await h.cmd("Ann", "/addbot beginner")
        rounds = [await h.cmd("Ann", "/start")]
        for _ in range(4):
            g = await h.game()
            if g.over:
                break
            rounds.append(await h.cmd("Ann", await best_move(h)))
        for outs in rounds:
            chat = chat_messages(outs)
            assert len(chat) == 1, [o.text for o in chat]
            one = chat[0]
            assert one.text.count("Score:") == 1 and one.text.count("Turn:") <= 1
            assert one.image is not None and one.image.startswith(PNG)
            # (a beginner may challenge a valid word it does not know: its turn is lost)
            turns = [x for x in one.text.splitlines() if x.startswith("Computer") and (
                " for " in x or x.endswith((" passed.", " tiles.", " tile.",
                                            " loses this turn.")))]
            if outs is not rounds[0] and not (await h.game()).over:
                assert len(turns) == 3, one.text  # each computer's turn, one line each
            # racks: privately, to Ann alone
            assert {o.private_to.key for o in outs if o.private_to} <= {"test:ann"}
        g = await h.game()
        assert g.pending is not None  # the last computer's move may be challenged...
        last = chat_messages(rounds[-1])[0]
        assert last.ref is not None and [b.kind for b in last.buttons] == [
            "accept", "challenge"]
        # ...through the merged message, which the adapter reported as delivered
        outs = await h.vote("Ann", last.ref, "accept")
        assert outs and "nothing" not in " ".join(o.text for o in outs).lower()
    finally:
        await h.repo.close()


async def test_a_vote_still_open_keeps_its_buttons(tmp_path: Path) -> None:
    """Literaki (accept or check): Ann plays; the computer accepts at once; Bob has not
    voted yet, so the one message still carries the buttons of Ann's move."""
    h = await make(tmp_path, "vote")
    try:
        await h.cmd("Ann", "/new literaki")
        await h.cmd("Bob", "/join")
        await h.cmd("Ann", "/addbot")
        await h.cmd("Ann", "/start")
        for _ in range(6):  # play until it is Ann's turn
            g = await h.game()
            if g.seats[g.turn].player == "test:ann":
                break
            who = g.seats[g.turn].player.split(":")[1].capitalize()
            await h.cmd(who, "/pass")
        outs = await h.cmd("Ann", await best_move(h))
        chat = chat_messages(outs)
        assert len(chat) == 1
        one = chat[0]
        g = await h.game()
        # Ann's move, then (in the same message) the computer's vote on it
        assert g.pending is not None and "Komputer" in one.text.split("\n", 2)[2]
        assert one.ref is not None and one.ref.startswith("m:")
        assert [b.kind for b in one.buttons] == ["accept", "challenge"]
        await h.vote("Bob", one.ref, "accept")
        g = await h.game()  # Bob's vote on it counted: Ann's move stands
        ann = g.seat_of("test:ann")
        assert g.pending is None or g.pending.seat != ann
        assert any(t.seat == ann and t.kind == "place" for t in g.history)
    finally:
        await h.repo.close()
