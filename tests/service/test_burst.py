"""Several turns set off by one command reach the chat as one message with one board
picture (bot/service/burst.py): the telling of a burst from its facts, and whole games
through the real service with computers."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from conftest import Clock, Harness, Words

from bot.protocol import ChatRef, Outgoing, UserRef
from bot.service import GameService, actions
from bot.service.announce import after_action
from bot.service.burst import Step, step_of, tell
from bot.service.context import Ctx
from bot.service.facts import Before
from engine.game import Game
from engine.lexicon import AcceptAll
from engine.rules import load_ruleset
from engine.state import Outcome, UndoRequest
from storage import open_repository
from storage.base import GameRecord, SeatRecord

CHAT = ChatRef("test", "g1", is_group=True)
ANN = UserRef("test", "ann", "Ann")
PNG = b"\x89PNG"


def table() -> Game:
    """English (double challenge) between Ann and Bob, in memory, Ann to move."""
    game = Game(load_ruleset("english"), "burst-facts", [("test:ann", None), ("test:bob", None)])
    game.lexicon = AcceptAll()
    if game.turn != ann_seat(game):
        game.pass_turn(game.turn)
    return game


def ann_seat(game: Game) -> int:
    return game.seat_of("test:ann")


def bob_seat(game: Game) -> int:
    return game.seat_of("test:bob")


def step(game: Game, act: Any) -> Step:
    """One transaction on ``game``: ``act(ctx)``, then its step as the service keeps it."""
    rec = GameRecord(CHAT.key, "english", {}, "en", "burst-facts", "test:ann", "active",
                     id=1, seats=[SeatRecord("test:ann", "Ann", joined=1),
                                  SeatRecord("test:bob", "Bob", joined=2)])
    ctx = Ctx(None, CHAT, None, 0.0, "en", rec, game)  # type: ignore[arg-type]
    act(ctx)
    return step_of(ctx.out, ctx)


def play(game: Game, who: str) -> Any:
    """Two tiles of the player's rack across the centre; after them, a third that
    extends the word."""
    def act(ctx: Ctx) -> None:
        seat = game.seat_of(f"test:{who}")
        tiles = [t for t in game.seats[seat].rack if t != "?"]
        first = all(t.kind != "place" for t in game.history)
        laid = next((t.move.split()[1] for t in game.history if t.kind == "place"), "")
        move = f"8H {tiles[0]}{tiles[1]}" if first else f"8H {laid}{tiles[0]}"
        actions.act(ctx, lambda: game.place(seat, move))
    return act


def chat(outs: list[Outgoing]) -> list[Outgoing]:
    return [o for o in outs if o.private_to is None and not o.ephemeral_ok]


def test_one_step_keeps_its_messages_and_its_open_vote() -> None:
    game = table()
    s = step(game, play(game, "ann"))
    outs, pictures = tell([s])
    (one,) = chat(outs)
    assert one.ref == "m:1:" + str(game.pending.log_index)  # type: ignore[union-attr]
    assert [b.kind for b in one.buttons] == ["accept", "challenge"]
    lines = one.text.split("\n")
    assert lines[0].startswith("Ann") and "challenge" in one.text.lower()
    assert sum(x.startswith("Score") for x in lines) == 1
    assert {o.text.split("\n")[0][:9] for o in outs if o.private_to} == {"Your rack"}
    assert next(o for o, _ in pictures) is one and len(pictures) == 2  # the board, Ann's rack


def test_turns_join_with_the_last_status_and_picture() -> None:
    game = table()
    first = step(game, play(game, "ann"))
    second = step(game, play(game, "bob"))  # Bob plays on: Ann's move stands
    outs, pictures = tell([first, second])
    (one,) = chat(outs)
    lines = one.text.split("\n")
    assert lines[0].startswith("Ann") and lines[1].startswith("Bob")
    assert sum(x.startswith("Score") for x in lines) == 1 and lines[-2].startswith("Score")
    assert sum("challenge" in x.lower() for x in lines) == 1  # Bob's move alone may be
    assert one.ref == "m:1:" + str(game.pending.log_index)  # type: ignore[union-attr]
    assert [b.kind for b in one.buttons] == ["accept", "challenge"]
    boards = [o for o, _ in pictures if o.private_to is None]
    assert boards == [one]  # one picture
    # each player's rack once, as it is now
    racks = [o for o in outs if o.private_to]
    assert sorted(o.private_to.key for o in racks) == ["test:ann", "test:bob"]  # type: ignore[union-attr]
    for o in racks:
        seat = game.seat_of(o.private_to.key)  # type: ignore[union-attr]
        rack = "".join(game.seats[seat].rack)
        assert all(t in o.text for t in rack)


def test_a_closed_vote_leaves_no_buttons() -> None:
    game = table()
    first = step(game, play(game, "ann"))
    second = step(game, lambda ctx: actions.act(ctx, lambda: game.pass_turn(bob_seat(game))))
    (one,) = chat(tell([first, second])[0])
    assert one.ref is None and one.buttons == [] and one.reactions == []
    assert "challenge" not in one.text.lower()


def test_two_open_votes_keep_two_messages() -> None:
    game = table()
    first = step(game, play(game, "ann"))

    def ask(ctx: Ctx) -> None:  # an undo request beside the move that waits
        before = Before.of(game)
        game.undo_request = UndoRequest(bob_seat(game), len(game.log) - 1)
        game.log.append({"a": "undo_request", "seat": bob_seat(game)})
        ctx.dirty = True
        after_action(ctx, before, [Outcome("undo_request", bob_seat(game))], lead=["Bob asks"])

    second = step(game, ask)
    third = step(game, lambda ctx: after_action(ctx, Before.of(game), [],
                                                lead=["Computer agrees"]))
    outs, pictures = tell([first, second, third])
    assert [o.ref for o in chat(outs)] == [f"m:1:{game.pending.log_index}",  # type: ignore[union-attr]
                                           f"u:1:{game.undo_request.log_index}"]
    move, undo = chat(outs)
    assert "Score" not in move.text and "challenge" in move.text.lower()
    assert undo.text.startswith("Bob asks") and "Computer agrees" in undo.text
    assert [x for x in undo.text.split("\n") if x.startswith("Score")] == [
        undo.text.split("\n")[-1]]  # no one may move while the undo request is open
    assert [b.kind for b in undo.buttons] == ["undo_yes", "undo_no"]
    assert [o for o, _ in pictures if o.private_to is None] == [move]


def test_racks_and_notes_are_never_merged() -> None:
    game = table()
    first = step(game, play(game, "ann"))

    def second_act(ctx: Ctx) -> None:
        play(game, "bob")(ctx)
        ctx.say("Only for you", ephemeral_ok=True)
        ctx.say("The game", file=b"gcg")

    second = step(game, second_act)
    outs, pictures = tell([first, second])
    # the joined message where the burst began, then the racks, then the note and the file
    kinds = [("chat" if o.private_to is None and not o.ephemeral_ok and o.file is None
              else o.private_to.key if o.private_to else o.text) for o in outs]
    assert kinds[0] == "chat" and sorted(kinds[1:3]) == ["test:ann", "test:bob"]
    assert kinds[3:] == ["Only for you", "The game"]
    drawn = {o.private_to.key if o.private_to else "board": fn() for o, fn in pictures}
    assert set(drawn) == {"board", "test:ann", "test:bob"}
    assert all(png is not None and png.startswith(PNG) for png in drawn.values())


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
