"""Computer seats through the real service on a real SQLite file with the real lexicons:
a whole game against the computer, its challenges and votes, restarts while it is its
turn, hints, and the rack that never leaves the computer."""

from __future__ import annotations

import itertools
import logging
import random
import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import Clock, Harness, Words, texts

from bot import i18n
from bot.protocol import Outgoing
from bot.service import GameService, computer
from bot.service.show import show_tiles
from engine import players
from engine.game import Game
from engine.rules import load_ruleset
from storage import open_repository

ANN = "test:ann"


def seed_where(ruleset: str, players: list[tuple[str, int | None]],
               ok: Callable[[Game], bool], options: dict | None = None) -> str:
    """The first seed ``s-N`` whose deal (as ``/start`` makes it) satisfies ``ok``."""
    rules = load_ruleset(ruleset)
    for i in range(500):
        seed = f"s-{i}"
        if ok(Game(rules, seed, players, options or None)):
            return seed
    raise AssertionError("no such seed")


async def make(tmp_path: Path, seed: str | None = None, *, pictures: bool = False,
               db: str = "bot.db", clock: Clock | None = None) -> Harness:
    repo = await open_repository(tmp_path / db)
    clock = clock or Clock()
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=clock, pictures=pictures,
                      seeds=(lambda: seed) if seed else (lambda: next(seeds)))
    return Harness(svc, repo, clock, Words())


@pytest.fixture
async def real(tmp_path):  # type: ignore[no-untyped-def]
    h = await make(tmp_path)
    yield h
    await h.repo.close()


def computer_leaks(outs: list[Outgoing], game: Game) -> list[str]:
    """Every way ``outs`` show a computer seat's rack or write to a computer."""
    bad = []
    for o in outs:
        if o.private_to is not None and o.private_to.platform == "computer":
            bad.append(f"private message to {o.private_to}")
    for s in game.seats:
        if not s.player.startswith("computer:") or len(s.rack) < 2:
            continue
        shown = show_tiles(game, s.rack)
        for o in outs:
            if shown in _told(o) or any(
                    line.startswith(OWN_RACK) and line.endswith(f": {shown}")
                    for line in o.text.splitlines()):  # sent as someone's own rack
                bad.append(f"rack {shown!r} in {o.text!r}")
    return bad


UNSEEN = i18n.t("en", "unseen", n=0, tiles="").partition("(")[0]  # "Unseen "
OWN_RACK = i18n.t("en", "your_rack", variant="", rack="").partition(" in ")[0]  # "Your rack"


def _told(out: Outgoing) -> str:
    """What ``out`` tells beside its reader's own rack and the unseen tiles: those lines
    list tiles by the letter, so a computer's short rack ("S T", "E R") can be read in
    them by chance without anything having leaked (the unseen line lists every tile its
    reader has not seen, a computer's among them)."""
    return "\n".join(line for line in out.text.splitlines()
                     if not line.startswith((UNSEEN, OWN_RACK)))


async def racks_now(h: Harness) -> Game | None:
    return await h.service.game_for_chat(h.chat)


async def play_hints_to_the_end(h: Harness, limit: int = 40) -> list[str]:
    """Ann plays her best hint every turn until the game ends; returns leak reports."""
    leaks: list[str] = []
    for _ in range(limit):
        g = await racks_now(h)
        if g is None:
            return leaks
        if g.pending is not None and g.actor() is None:
            outs = await h.cmd("Ann", "/accept")  # its game-ending move waits for Ann
            leaks += computer_leaks(outs, g)
            continue
        outs = await h.cmd("Ann", "/hint")
        hint = next(o for o in outs if o.private_to is not None)
        assert hint.private_to is not None and hint.private_to.key == ANN
        assert all(o.private_to is not None or "Good moves" not in o.text for o in outs)
        lines = hint.text.splitlines()
        action = f"/play {lines[1].rsplit(' (', 1)[0]}" if len(lines) > 1 else "/pass"
        outs = await h.cmd("Ann", action)
        assert not any("not your turn" in o.text for o in outs), texts(outs)
        leaks += computer_leaks(outs, g)
        after = await racks_now(h)
        if after is not None:
            leaks += computer_leaks(outs, after)
    raise AssertionError("the game did not end")


async def test_whole_game_against_the_computer(tmp_path, caplog):
    for name in ("bot", "engine", "storage"):  # everything of ours, at every level
        caplog.set_level(logging.DEBUG, logger=name)
    h = await make(tmp_path, pictures=True)
    try:
        outs = await h.cmd("Ann", "/new english vs computer target=150")
        assert "Computer (medium) joined" in outs[0].text
        # started at once, told in the same message (one command, one chat message)
        assert "begins" in outs[0].text
        assert [o.private_to.key for o in outs if o.private_to] == [ANN]
        g = await h.game()
        assert [s.player for s in sorted(g.seats, key=lambda s: s.player)] == [
            "computer:1", ANN]
        leaks = computer_leaks(outs, g)
        leaks += await play_hints_to_the_end(h)
        assert leaks == []
        rec = await h.repo.latest_game(h.chat.key)
        assert rec is not None and rec.status == "over"
        result = await h.repo.result(rec.id)  # type: ignore[arg-type]
        assert result is not None and result.end_reason == "target"
        assert {s["user"] for s in result.scores} == {ANN, "computer:1"}
        assert "Game over" in h.sent[-1].text or any("Game over" in o.text for o in h.sent)
        # Every computer move was shown with the board, like a human's.
        # (a computer's move after a person's is told in the same message as theirs)
        moves = [o for o in h.sent
                 if any(x.startswith("Computer (medium): ") for x in o.text.splitlines())]
        assert moves and all(o.image and o.image.startswith(b"\x89PNG") for o in moves)
        # The computer's racks never reached the log either.
        final = Game.from_json(rec.state)  # type: ignore[arg-type]
        racks = [t.rack for t in final.history if t.seat == final.seat_of("computer:1")]
        logged = "\n".join(r.getMessage() for r in caplog.records
                           if r.name.split(".")[0] in ("bot", "engine", "storage"))
        assert racks and not any(len(r) >= 5 and r in logged for r in racks)
    finally:
        await h.repo.close()


async def test_the_same_game_twice(tmp_path):
    """A seeded game replays: same seed, same human moves, same computer moves."""
    logs = []
    for db in ("a.db", "b.db"):
        h = await make(tmp_path, "fixed-seed", db=db)
        await h.cmd("Ann", "/new english vs computer hard target=120")
        await play_hints_to_the_end(h)
        rec = await h.repo.latest_game(h.chat.key)
        assert rec is not None and rec.state is not None
        logs.append(rec.state["log"])
        await h.repo.close()
    assert logs[0] == logs[1] and len(logs[0]) > 4


def human_first(g: Game) -> bool:
    return g.seats[g.turn].player == ANN


async def phony_and_word(h: Harness) -> tuple[str, str]:
    """(a phony first move, a valid first move) from Ann's rack on the empty board."""
    g = await h.game()
    lex = h.service.walkable(g.rules.id)
    assert lex is not None
    rack = [t for t in g.seats[g.seat_of(ANN)].rack if t != "?"]
    phony = next(a + b for a, b in itertools.permutations(rack, 2) if a + b not in lex)
    from engine import players
    from engine.notation import format_coord

    best = players.best_moves(g, g.seat_of(ANN), 1, lex)[0]
    row, col = g.rules.layout.start
    return f"{format_coord(row, col, True)} {phony}", best.notation


async def test_computer_challenges_a_phony_and_lets_a_word_stand(tmp_path):
    seed = seed_where("english", [(ANN, None), ("computer:1", None)], human_first)
    h = await make(tmp_path, seed)
    try:
        # strong: it knows the whole word list (a weaker level may challenge a rare word)
        await h.cmd("Ann", "/new english vs computer strong")
        phony, _word = await phony_and_word(h)
        outs = await h.cmd("Ann", f"/play {phony}")
        text = texts(outs)
        assert f"Computer (strong) challenges {phony}!" in text
        assert "Not in the word list" in text and "taken off" in text
        g = await h.game()
        first_computer_move = g.history[-1]
        assert first_computer_move.kind == "place"  # and then it played its turn
        assert first_computer_move.seat == g.seat_of("computer:1")
        assert [(v.voter, v.kind) for v in await h.repo.votes(1)] == [
            ("computer:1", "challenge")]
        # Now a real word: it stands, and the computer plays on without a challenge.
        g = await h.game()
        from engine import players

        lex = h.service.walkable("english")
        best = players.best_moves(g, g.seat_of(ANN), 1, lex)[0]
        outs = await h.cmd("Ann", f"/play {best.notation}")
        assert "challenges" not in texts(outs)
        g = await h.game()
        kinds = [(t.seat == g.seat_of(ANN), t.kind) for t in g.history]
        assert kinds[-2:] == [(True, "place"), (False, "place")], kinds
        assert len(await h.repo.votes(1)) == 1
    finally:
        await h.repo.close()


async def test_computer_votes_in_literaki_and_agrees_to_undo(tmp_path):
    # Order Ann, Bob, computer: after Ann's move Bob acts before the computer plays.
    players_ = [(ANN, None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("literaki", players_, lambda g: [s.player for s in g.seats] == [
        ANN, "test:bob", "computer:1"] and g.turn == 0)
    h = await make(tmp_path, seed)
    try:
        await h.cmd("Ann", "/new literaki lang=en")
        await h.cmd("Bob", "/join")
        outs = await h.cmd("Ann", "/addbot strong")  # it knows every word of the list
        assert "Computer (strong) joined. Players (3)" in outs[0].text
        await h.cmd("Ann", "/start")
        phony, _word = await phony_and_word(h)
        # A phony: the computer wants it checked at once; the check takes it off.
        outs = await h.cmd("Ann", f"/play {phony}")
        assert f"Computer (strong) wants {phony} checked." in texts(outs)
        assert "taken off" in texts(outs)
        g = await h.game()
        assert g.board.is_empty() and g.seats[g.turn].player == "test:bob"
        await h.cmd("Bob", "/pass")  # and the computer plays its turn at once
        g = await h.game()
        assert g.history[-1].seat == 2
        if g.pending is not None:  # its move waits for the humans' votes
            await h.cmd("Ann", "/accept")
            await h.cmd("Bob", "/accept")
        g = await h.game()
        assert g.seats[g.turn].player == ANN
        from engine import players

        best = players.best_moves(g, 0, 1, h.service.walkable("literaki"))[0]
        outs = await h.cmd("Ann", f"/play {best.notation}")
        assert f"Computer (strong) accepts {best.notation}." in texts(outs)
        g = await h.game()
        assert g.pending is not None and g.pending.votes == {2: True}  # Bob still to vote
        await h.cmd("Bob", "/accept")
        g = await h.game()
        assert g.pending is None and g.history[-1].kind == "place"
        # Ann asks to take it back: the computer agrees at once, Bob too.
        outs = await h.cmd("Ann", "/undo")
        assert "Computer (strong) agrees to take the move back." in texts(outs)
        outs = await h.cmd("Bob", "/undo yes")
        assert "taken back" in texts(outs)
        votes = [(v.voter, v.kind) for v in await h.repo.votes(1)]
        assert ("computer:1", "challenge") in votes and ("computer:1", "accept") in votes
        assert ("computer:1", "undo_yes") in votes
    finally:
        await h.repo.close()


async def test_several_computers_play_in_sequence(real: Harness):
    # Levels that know the whole word list: none challenges the hint's (rare) word.
    await real.cmd("Ann", "/new english")
    await real.cmd("Ann", "/addbot strong")
    outs = await real.cmd("Ann", "/addbot strong")
    assert "Computer 2 (strong) joined" in outs[0].text
    outs = await real.cmd("Ann", "/start")
    g = await real.game()
    assert g.seats[g.turn].player == ANN  # the computers before Ann played at once
    assert all(t.seat != g.seat_of(ANN) for t in g.history)
    hint = [o for o in await real.cmd("Ann", "/hint") if o.private_to]
    move = hint[0].text.splitlines()[1].rsplit(" (", 1)[0]
    outs = await real.cmd("Ann", f"/play {move}")
    g = await real.game()
    assert g.seats[g.turn].player == ANN
    # Ann's move and both computers' turns reach the chat as one message, in order.
    chat = [o for o in outs if o.chat and not o.private_to]
    assert len(chat) == 1 and chat[0].text.startswith("Ann: ")
    played = [m[1] for m in re.finditer(r"^(Computer[^:\n]*): ", chat[0].text, re.M)]
    assert played == ["Computer (strong)", "Computer 2 (strong)"] or played == [
        "Computer 2 (strong)", "Computer (strong)"]
    assert computer_leaks(outs, g) == []


@pytest.mark.parametrize(("text", "level"), [
    ("/new english vs computer", "medium"),
    ("/new english vs bot easy", "easy"),
    ("/new english computer strong time=120", "strong"),
    ("/new bulgarian срещу компютър труден", "hard"),
    ("/new literaki przeciw komputerowi początkujący", "beginner"),
    ("/new erudit против компьютера сильный", "strong"),
])
async def test_new_vs_computer_words(real: Harness, text: str, level: str):
    await real.cmd("Ann", text)
    rec = await real.repo.open_game(real.chat.key)
    assert rec is not None and rec.status == "active"
    assert rec.meta["computers"] == {"computer:1": level}
    assert [s.user_key for s in rec.seats] == [ANN, "computer:1"]


async def test_addbot_refusals_change_nothing(real: Harness):
    h = real
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    cases = [
        ("Ann", "/addbot ultra", "don't know the level \"ultra\""),
        ("Ann", "/addbot hard very", "don't know the level"),
        ("Zed", "/addbot", "Only the lobby's players"),
        ("Ann", "/addbot 2", "no teams"),
    ]
    for who, text, expect in cases:
        before = await h.repo.table_dump()
        outs = await h.cmd(who, text)
        assert len(outs) == 1 and expect in outs[0].text, outs[0].text
        assert outs[0].ephemeral_ok
        assert await h.repo.table_dump() == before
    await h.cmd("Bob", "/addbot")
    await h.cmd("Ann", "/addbot strong")
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", "/addbot")
    assert "The game is full (4 players)" in outs[0].text
    assert await h.repo.table_dump() == before
    await h.cmd("Ann", "/start")
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", "/addbot")
    assert "once the game has started" in outs[0].text
    assert await h.repo.table_dump() == before


async def test_addbot_in_the_games_language_and_teams(real: Harness):
    h = real
    await h.cmd("Ann", "/new literaki teams=2")
    await h.cmd("Bob", "/join")
    outs = await h.cmd("Ann", "/addbot trudny")
    assert "Komputer (trudny)" in outs[0].text
    outs = await h.cmd("Bob", "/addbot 1 łatwy")
    outs = await h.cmd("Ann", "/addbot zły")
    assert "Nie znam poziomu „zły”" in outs[0].text
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    # Ann team 1, Bob team 2, the first computer the smaller team, the second team 1 asked.
    assert {s.user_key: s.team for s in rec.seats} == {
        ANN: 1, "test:bob": 2, "computer:1": 1, "computer:2": 1}
    assert rec.meta["computers"] == {"computer:1": "hard", "computer:2": "easy"}


async def test_restart_while_it_is_the_computers_turn(tmp_path, monkeypatch):
    seed = seed_where("english", [(ANN, None), ("computer:1", None)], human_first)
    clock = Clock()
    h = await make(tmp_path, seed, clock=clock)
    await h.cmd("Ann", "/new english vs computer")
    g = await h.game()
    move = (await phony_and_word(h))[1]
    # The process dies between Ann's move and the computer's reply.
    monkeypatch.setattr(computer, "MAX_STEPS", 0)
    await h.cmd("Ann", f"/play {move}")
    await h.repo.close()
    monkeypatch.setattr(computer, "MAX_STEPS", 16)
    h2 = await make(tmp_path, seed, clock=clock)
    try:
        g = await h2.game()
        assert g.seats[g.turn].player == "computer:1" and len(g.history) == 1
        nxt = await h2.service.next_deadline()
        assert nxt is not None and nxt <= clock()  # the adapters' timer fires it at once
        clock.advance(3600)  # even much later: the computer plays, no timeout
        outs = await h2.due()
        assert outs and outs[0].text.startswith("Computer (medium): ")
        g = await h2.game()
        assert [t.kind for t in g.history] == ["place", "place"]
        assert g.seats[g.turn].player == ANN
        assert all(d.kind != "computer" for d in await h2.repo.deadlines(1))
        assert await h2.due() == []
    finally:
        await h2.repo.close()


async def test_restart_then_any_command_lets_the_computer_play(tmp_path, monkeypatch):
    seed = seed_where("english", [(ANN, None), ("computer:1", None)], human_first)
    h = await make(tmp_path, seed)
    await h.cmd("Ann", "/new english vs computer")
    move = (await phony_and_word(h))[1]
    monkeypatch.setattr(computer, "MAX_STEPS", 0)
    await h.cmd("Ann", f"/play {move}")
    await h.repo.close()
    monkeypatch.setattr(computer, "MAX_STEPS", 16)
    h2 = await make(tmp_path, seed)
    try:
        outs = await h2.cmd("Ann", "/play 8H AB")  # refused: not her turn...
        assert "not your turn" in outs[0].text
        assert any(o.text.startswith("Computer (medium): ") for o in outs[1:])  # ...it plays
        g = await h2.game()
        assert g.seats[g.turn].player == ANN
    finally:
        await h2.repo.close()


async def test_hints_on_and_off(real: Harness):
    h = real
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    assert "Hints are off" in texts(await h.cmd("Ann", "/hint"))
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end yes")
    # hints=on between humans: the moves go to the asker alone.
    await h.cmd("Ann", "/new english hints=on")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    outs = await h.cmd("Bob", "/hint")
    private = [o for o in outs if o.private_to is not None]
    public = [o for o in outs if o.private_to is None]
    assert len(private) == 1 and private[0].private_to.key == "test:bob"  # type: ignore[union-attr]
    assert "Good moves" in private[0].text
    assert [o.text for o in public] == ["Bob: I sent you a hint privately."]  # (whom it answers)
    assert "not playing" in texts(await h.cmd("Zed", "/hint"))
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end yes")
    # With a computer: on by default, off when asked.
    await h.cmd("Ann", "/new english vs computer")
    assert "Good moves" in texts(await h.cmd("Ann", "/hint"))
    await h.cmd("Ann", "/end")
    await h.cmd("Ann", "/new english vs computer hints=off")
    assert "Hints are off" in texts(await h.cmd("Ann", "/hint"))


async def test_computer_in_vote_mode_is_never_waited_for(real: Harness):
    """The computer's own move in literaki waits for the humans' votes or the window."""
    h = real
    await h.cmd("Ann", "/new literaki lang=en vs computer beginner")
    g = await h.game()
    if g.seats[g.turn].player == ANN:
        await h.cmd("Ann", "/pass")
        g = await h.game()
    assert g.pending is not None and g.seats[g.pending.seat].player == "computer:1"
    h.clock.advance(11)
    outs = await h.due()
    assert "stands" in texts(outs)
    g = await h.game()
    assert g.pending is None and g.seats[g.turn].player == ANN


async def test_computer_rejects_a_phony_in_agreement_mode(tmp_path):
    seed = seed_where("english", [(ANN, None), ("computer:1", None)], human_first,
                      {"word_check": "agreement"})
    h = await make(tmp_path, seed)
    try:
        # strong: it judges by the word list itself (a weaker level may let a familiar-
        # looking phony such as TU stand)
        await h.cmd("Ann", "/new english check=agreement vs computer strong")
        phony, _word = await phony_and_word(h)
        outs = await h.cmd("Ann", f"/play {phony}")
        assert f"Computer (strong) votes against {phony}." in texts(outs)
        assert "taken off" in texts(outs)
        g = await h.game()  # and the computer played its turn; its move waits for Ann
        last = g.history[-1]
        assert last.kind == "place" and g.seats[last.seat].player == "computer:1"
        assert g.pending is not None and g.pending.seat == last.seat
        votes = [(v.voter, v.kind) for v in await h.repo.votes(1)]
        assert votes == [("computer:1", "challenge")]
    finally:
        await h.repo.close()


async def test_people_gone_the_computers_stop(real: Harness):
    h = real
    await h.cmd("Ann", "/new english")
    await h.cmd("Ann", "/addbot")
    await h.cmd("Ann", "/addbot")
    outs = await h.cmd("Ann", "/leave")
    assert "The game was closed." in texts(outs)  # a lobby of computers alone is closed
    assert await h.repo.open_game(h.chat.key) is None
    await h.cmd("Ann", "/new english")
    await h.cmd("Ann", "/addbot easy")
    await h.cmd("Ann", "/addbot easy")
    await h.cmd("Ann", "/start")
    outs = await h.cmd("Ann", "/resign yes")
    assert "Game over (ended by request)" in texts(outs)
    result = await h.repo.result(1 + 1)
    assert result is not None and result.end_reason == "stopped"
    assert result.winners and ANN not in result.winners


async def test_a_refused_computer_step_is_quiet_and_not_retried(tmp_path, monkeypatch):
    from engine.errors import MoveError

    seed = seed_where("english", [(ANN, None), ("computer:1", None)], human_first)
    h = await make(tmp_path, seed)
    try:
        await h.cmd("Ann", "/new english vs computer")
        move = (await phony_and_word(h))[1]

        async def broken(ctx, game, seat):  # type: ignore[no-untyped-def]
            raise MoveError("not_your_turn")

        monkeypatch.setattr(computer, "_play", broken)
        outs = await h.cmd("Ann", f"/play {move}")
        assert [o.text.split(":")[0] for o in outs if o.chat] == ["Ann"]  # no error shown
        assert all(d.kind != "computer" for d in await h.repo.deadlines(1))
        h.clock.advance(5)
        assert await h.due() == []
        rec = await h.repo.open_game(h.chat.key)
        assert rec is not None and rec.meta["computer_stuck"] == len(rec.log)
        assert "Game over" in texts(await h.cmd("Ann", "/end"))  # the people can end it
    finally:
        await h.repo.close()


async def test_restart_before_a_vs_computer_game_started(tmp_path, monkeypatch):
    """The process dies between opening "/new ... vs computer" and starting it: the lobby
    carries a due "computer" deadline, so the timer starts the game after the restart
    without anyone typing in the chat."""
    seed = seed_where("english", [(ANN, None), ("computer:1", None)], human_first)
    clock = Clock()
    h = await make(tmp_path, seed, clock=clock)
    monkeypatch.setattr(computer, "MAX_STEPS", 0)
    await h.cmd("Ann", "/new english vs computer")
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and rec.status == "lobby"
    assert [d.kind for d in await h.repo.deadlines(rec.id)] == ["computer"]  # type: ignore[arg-type]
    await h.repo.close()
    monkeypatch.setattr(computer, "MAX_STEPS", 16)
    h2 = await make(tmp_path, seed, clock=clock)
    try:
        nxt = await h2.service.next_deadline()
        assert nxt is not None and nxt <= clock()
        await h2.due()
        g = await h2.game()
        assert g.seats[g.turn].player == ANN and not g.over  # started, Ann to play
        rec = await h2.repo.open_game(h2.chat.key)
        assert rec is not None and rec.status == "active"
        assert all(d.kind != "computer" for d in await h2.repo.deadlines(rec.id))  # type: ignore[arg-type]
    finally:
        await h2.repo.close()


async def test_hints_off_by_default_at_a_table_of_people_with_a_computer(real: Harness):
    """One computer among several people does not turn hints on: engine moves would be
    used against the other people.  ``hints=on`` at /new does."""
    h = real
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/addbot easy")
    await h.cmd("Ann", "/start")
    assert "Hints are off" in texts(await h.cmd("Ann", "/hint"))
    assert "Hints are off" in texts(await h.cmd("Bob", "/hint"))


async def test_a_computer_waits_for_the_peoples_challenge_window(tmp_path):
    """Double challenge, a computer next after a person: it leaves the other people the
    window on the person's move (10 s here) instead of closing it by playing at once."""
    players = [(ANN, None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("english", players,
                      lambda g: g.seats[g.turn].player != "computer:1"
                      and g.seats[(g.turn + 1) % 3].player == "computer:1")
    h = await make(tmp_path, seed)
    try:
        await h.cmd("Ann", "/new english")
        await h.cmd("Bob", "/join")
        await h.cmd("Ann", "/addbot easy")
        await h.cmd("Ann", "/start")
        g = await h.game()
        mover = g.seats[g.turn].player.split(":")[1].capitalize()
        other = "Bob" if mover == "Ann" else "Ann"
        word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
        await h.cmd(mover, f"/play 8H {word}")
        g = await h.game()
        assert g.pending is not None and g.history[-1].kind == "place"  # the computer waits
        deadlines = await h.repo.deadlines(1)
        assert [(d.kind, d.due_at - h.clock()) for d in deadlines] == [("computer", 10.0)]
        h.clock.advance(5)
        await h.due()
        assert len((await h.game()).history) == 1  # still waiting
        h.clock.advance(5)
        await h.due()
        g = await h.game()
        assert g.seats[g.history[-1].seat].player == "computer:1"  # then it plays
        assert other  # the other person could have challenged meanwhile
    finally:
        await h.repo.close()


async def test_an_accept_by_every_person_lets_the_computer_play_at_once(tmp_path):
    players = [(ANN, None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("english", players,
                      lambda g: g.seats[g.turn].player != "computer:1"
                      and g.seats[(g.turn + 1) % 3].player == "computer:1")
    h = await make(tmp_path, seed)
    try:
        await h.cmd("Ann", "/new english")
        await h.cmd("Bob", "/join")
        await h.cmd("Ann", "/addbot easy")
        await h.cmd("Ann", "/start")
        g = await h.game()
        mover = g.seats[g.turn].player.split(":")[1].capitalize()
        other = "Bob" if mover == "Ann" else "Ann"
        word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
        await h.cmd(mover, f"/play 8H {word}")
        outs = await h.cmd(other, "/accept")
        g = await h.game()
        assert g.seats[g.history[-1].seat].player == "computer:1", texts(outs)
    finally:
        await h.repo.close()


async def test_literaki_the_next_command_accepts_the_computers_move(real: Harness):
    h = real
    await h.cmd("Ann", "/new literaki lang=en vs computer beginner")
    g = await h.game()
    if g.seats[g.turn].player == ANN:
        await h.cmd("Ann", "/pass")
        g = await h.game()
    assert g.pending is not None and g.seats[g.pending.seat].player == "computer:1"
    outs = await h.cmd("Ann", "/pass")  # no ✅ and no waiting: the pass accepts it
    assert "Ann accepts" in texts(outs) and "Ann passed" in texts(outs), texts(outs)
    g = await h.game()
    kinds = [(t.kind, g.seats[t.seat].player) for t in g.history]
    i = kinds.index(("pass", ANN), 1 if kinds[0] == ("pass", ANN) else 0)
    assert kinds[i - 1] == ("place", "computer:1")  # it stood; then the computer plays on


async def test_the_waiting_line_names_the_mode(real: Harness):
    h = real
    await h.cmd("Ann", "/new english check=agreement")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    g = await h.game()
    mover = g.seats[g.turn].player.split(":")[1].capitalize()
    other = "Bob" if mover == "Ann" else "Ann"
    word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
    await h.cmd(mover, f"/play 8H {word}")
    outs = await h.cmd(other, "/pass")  # the one the vote waits for: asked to vote
    assert f"First vote on the move by {mover}: accept it (✅) or reject it (❌)" in texts(
        outs), texts(outs)


async def test_a_beginner_challenges_a_valid_word_it_does_not_know(tmp_path):
    """Level vocabularies: a beginner knows only common words, so it may challenge a
    valid rare one that looks wrong to it (and lose its turn); it never plays a word it
    does not know."""
    import dictionaries
    from dictionaries.vocabulary import judgement, vocabulary
    from engine import challenges, players
    from engine.validate import validate_placement

    lex = dictionaries.lexicon_for_ruleset("english")
    knows = vocabulary(lex, "en", "beginner")
    judge = judgement(lex, "en", "beginner")
    assert knows is not None and judge is not None and "CAT" in knows and "CAT" in lex

    def looks_wrong(g: Game, m: players.Move) -> bool:
        words = [w.text for w in validate_placement(g.board, g.rules, m.notation,
                                                    None).words]
        return all(w not in knows for w in words) and challenges.looks_wrong(
            g.invalid_words(words, judge.knows), judge)

    def found(seed: str) -> players.Move | None:
        """Ann's first move that looks wrong to the beginner, where Ann starts and the
        computer's dice for her move (those of a log one action long) say it challenges
        such a move."""
        g = Game(load_ruleset("english"), seed, [(ANN, None), ("computer:1", None)])
        g.lexicon = lex
        if not human_first(g) or random.Random(f"{seed}:challenge:1").random() >= \
                judge.style.rate:
            return None
        return next((m for m in players.best_moves(g, g.turn, 60, lex)
                     if looks_wrong(g, m)), None)

    seed, rare = next((s, m) for s in (f"s-{i}" for i in range(200))
                      if (m := found(s)) is not None)
    h = await make(tmp_path, seed)
    try:
        await h.cmd("Ann", "/new english vs computer beginner")
        assert not (await h.game()).log  # Ann's move is the log's first action
        outs = await h.cmd("Ann", f"/play {rare.notation}")
        text = texts(outs)
        assert "Computer (beginner) challenges" in text
        assert "The challenge by Computer (beginner) failed" in text
        g = await h.game()
        for t in g.history:  # whatever it played, it knew
            if t.kind == "place" and g.seats[t.seat].player == "computer:1":
                assert all(w in knows for w, _ in t.words), t.words
    finally:
        await h.repo.close()


@pytest.mark.parametrize("level", ["easy", "medium"])
async def test_easy_and_medium_computers_rarely_challenge_valid_words(tmp_path, level):
    """Issue 24: against a person who plays the best hint every turn (rare words, all
    valid), an easy or medium computer used to challenge almost every move and lose its
    turn each time (8 failed challenges in one game).  A challenge costs a turn: it now
    challenges only a move that looks wrong to it, and rarely."""
    h = await make(tmp_path, "rare-words")
    try:
        await h.cmd("Ann", f"/new english vs computer {level}")
        await play_hints_to_the_end(h, limit=60)
        told = "\n".join(o.text for o in h.sent)
        failed = told.count(f"The challenge by Computer ({level}) failed")
        placed = sum(1 for line in told.splitlines() if line.startswith("Ann: "))
        assert placed >= 8  # a whole game of Ann's moves
        assert failed <= 2, f"{failed} failed challenges in {placed} moves"
    finally:
        await h.repo.close()


async def test_the_champion_thinks_within_the_services_time(tmp_path, monkeypatch):
    """The service gives the champion its own time (the setting), the others its usual."""
    asked: list[tuple[str, float]] = []
    choose = computer.players.choose_action

    def spy(game, seat, level, rng, lexicon=None, stop=None):  # type: ignore[no-untyped-def]
        assert stop is not None
        t0 = time.monotonic()
        action = choose(game, seat, level, rng, lexicon, stop)
        asked.append((level, time.monotonic() - t0))
        time.sleep(0.06)
        assert stop()  # a budget of the setting's 0.05 s, on the monotonic clock
        return action

    monkeypatch.setattr(computer.players, "choose_action", spy)
    repo = await open_repository(tmp_path / "bot.db")
    h = Harness(GameService(repo, clock=Clock(), pictures=False, champion_seconds=0.05),
                repo, Clock(), Words())
    try:
        outs = await h.cmd("Ann", "/new english vs computer champion target=100")
        assert "Computer (champion) joined" in outs[0].text
        assert await play_hints_to_the_end(h) == []
        assert asked and all(level == "champion" for level, _ in asked)
        # (how long a search took is not asserted: a loaded machine may stretch any
        # time; the spy's ``stop()`` after 0.06 s is what shows the setting's budget)
    finally:
        await repo.close()


async def test_literaki_a_computers_wym_move_that_waits_shows_the_pending_exchange(tmp_path):
    """Issue 24: the computer's move covers a WYM square and waits for its check.  The
    rack message says that accepting it exchanges Ann's rack (and the picture's line), no
    hint is made from the rack about to go, and a /play typed from it is refused with the
    reason, changing nothing (it used to accept the move, swap the rack, and then say "you
    don't have" the letters on screen)."""
    h = await make(tmp_path, "w-4")  # a seed whose computer covers a WYM square soon
    try:
        outs = await h.cmd("Ann", "/new literaki lang=en vs computer medium")
        for _ in range(30):
            g = await h.game()
            ann = g.seat_of(ANN)
            if g.rack_goes_if_stands(ann):
                break
            outs = await h.cmd("Ann", "/pass")  # accepts the computer's move, which plays on
        else:
            raise AssertionError("the computer covered no WYM square")
        assert g.pending is not None
        note = i18n.t("en", "wym_pending", name="Computer (medium)")
        racks = [o for o in outs if o.private_to is not None and o.private_to.key == ANN]
        assert racks and note in racks[-1].text, texts(racks)
        outs = await h.cmd("Ann", "/hint")
        told = texts(outs)
        assert i18n.t("en", "wym_pending_hint", name="Computer (medium)") in told
        assert "Good moves" not in told
        rack = [t for t in g.seats[ann].rack if t != "?"]
        outs = await h.cmd("Ann", f"/play 8H {''.join(rack[:2])}")
        assert i18n.t("en", "wym_accept_first", name="Computer (medium)") in texts(outs)
        after = await h.game()
        assert after.log == g.log and after.seats[ann].rack == g.seats[ann].rack
        # Accepting it (here by passing) exchanges the rack, as the note said.
        outs = await h.cmd("Ann", "/pass")
        assert i18n.t("en", "wym_exchanged") in texts(outs)
        after = await h.game()
        assert after.seats[ann].rack != g.seats[ann].rack
    finally:
        await h.repo.close()


async def test_a_computer_moves_once_every_person_has_moved_on_or_accepted(tmp_path):
    """Issue 24: at a table with people (the console's 60 s window here), a computer on
    turn over a person's double-challenge move used to wait out the whole window even
    when every person who could challenge had accepted the move or turned to their own
    next move.  It moves as soon as the window can no longer change anything: here one
    person accepts and the other previews their own next move, and the clock never
    moves."""
    people = [(ANN, None), ("test:bob", None), ("test:carol", None)]
    players_ = [*people, ("computer:1", None)]
    seed = seed_where("english", players_,
                      lambda g: not g.seats[g.turn].player.startswith("computer")
                      and g.seats[(g.turn + 1) % 4].player == "computer:1")
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    svc = GameService(repo, clock=clock, min_window=60.0, seeds=lambda: seed)
    h = Harness(svc, repo, clock, Words())
    try:
        await h.cmd("Ann", "/new english")
        await h.cmd("Bob", "/join")
        await h.cmd("Carol", "/join")
        await h.cmd("Ann", "/addbot easy")
        await h.cmd("Ann", "/start")
        g = await h.game()
        mover = g.seats[g.turn].player.split(":")[1].capitalize()
        others = [n for n in ("Ann", "Bob", "Carol") if n != mover]
        word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
        await h.cmd(mover, f"/play 8H {word}")
        g = await h.game()
        assert g.pending is not None and len(g.history) == 1  # the computer waits
        await h.cmd(others[0], "/accept")
        assert len((await h.game()).history) == 1  # the other person may still challenge
        g = await h.game()
        seat = g.seat_of(f"test:{others[1].lower()}")
        lex = h.service.walkable("english")
        mine = players.best_moves(g, seat, 1, lex)[0].notation
        outs = await h.cmd(others[1], f"/preview {mine}")  # ...turns to their next move
        g = await h.game()
        assert g.seats[g.history[-1].seat].player == "computer:1", texts(outs)  # at once
    finally:
        await repo.close()


async def test_a_computer_still_waits_for_a_person_who_has_not_moved_on(tmp_path):
    """The other side of it: a person who only accepted for themselves leaves the window
    open for the one who has done nothing yet, until it closes."""
    players_ = [(ANN, None), ("test:bob", None), ("test:carol", None), ("computer:1", None)]
    seed = seed_where("english", players_,
                      lambda g: not g.seats[g.turn].player.startswith("computer")
                      and g.seats[(g.turn + 1) % 4].player == "computer:1")
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    svc = GameService(repo, clock=clock, min_window=60.0, seeds=lambda: seed)
    h = Harness(svc, repo, clock, Words())
    try:
        await h.cmd("Ann", "/new english")
        await h.cmd("Bob", "/join")
        await h.cmd("Carol", "/join")
        await h.cmd("Ann", "/addbot easy")
        await h.cmd("Ann", "/start")
        g = await h.game()
        mover = g.seats[g.turn].player.split(":")[1].capitalize()
        others = [n for n in ("Ann", "Bob", "Carol") if n != mover]
        word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
        await h.cmd(mover, f"/play 8H {word}")
        g = await h.game()
        for name in (others[0], mover):  # the mover cannot challenge: it changes nothing
            seat = g.seat_of(f"test:{name.lower()}")
            mine = players.best_moves(g, seat, 1, h.service.walkable("english"))[0]
            await h.cmd(name, f"/preview {mine.notation}")
        assert len((await h.game()).history) == 1
        assert [(d.kind, d.due_at - clock()) for d in await repo.deadlines(1)] == [
            ("computer", 60.0)]
        clock.advance(60)
        await h.due()
        g = await h.game()
        assert g.seats[g.history[-1].seat].player == "computer:1"
    finally:
        await repo.close()


async def test_hints_offer_three_different_words(real: Harness):
    """An opening rack's best word fits in several columns: the hint names three
    different words, not one word three times (a newcomer saw UEY at 8F, 8G and 8H)."""
    h = real
    await h.cmd("Ann", "/new english vs computer")
    outs = await h.cmd("Ann", "/hint")
    lines = [line for o in outs if o.private_to is not None for line in o.text.splitlines()
             if re.match(r"\s*\S+ \S+ \(\d+ points?\)", line)]
    words = [line.split()[1] for line in lines]
    assert len(words) == len(set(words)) and words, lines


async def test_no_hint_while_a_game_ending_move_waits(h: Harness) -> None:
    """A newcomer was offered three moves by /hint after the other side went out (its move
    waiting for a challenge), then refused each: "Wait until the last move is accepted
    or checked" (Literaki's word, in a double-challenge game).  Now /hint says why there
    is none, and a move typed then names the challenge."""
    from test_pictures import on_turn, rig, store

    await h.start("english", "Ann", "Bob", options="hints=on lang=en")
    a, b = await on_turn(h)
    g = await rig(h, **{a: "CAT", b: "DOGEEEE"})
    g.bag.tiles.clear()  # Ann goes out with the bag empty: the game ends if CAT stands
    await store(h, g)
    await h.cmd(a, "/play 8H CAT")
    assert (await h.game()).pending is not None
    said = texts(await h.cmd(b, "/hint"))
    assert f"No hint now: if the last move, by {a}, stands, the game is over" in said, said
    said = texts(await h.cmd(b, "/play 9H DOG"))  # (the one it waits for: told to answer)
    assert f"First answer the move by {a}: accept it (✅) or challenge it (❌)" in said, said


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_hint_says_each_moves_points(real: Harness, lang: str):
    """Hints read ``14C ENEM(Ę) (14)``: the number had no unit. Each line now says its
    points, in the plural form its number takes."""
    forms = {"en": "point|points", "bg": "точка|точки", "pl": "punkt|punkty|punktów",
             "ru": "очко|очка|очков", "sk": "bod|body|bodov",
             "ro": "punct|puncte|de puncte"}[lang]
    await real.cmd("Ann", f"/new english hints=on lang={lang}")
    await real.cmd("Ann", "/addbot easy")
    await real.cmd("Ann", "/start")
    g = await real.game()
    assert g.seats[g.turn].player == ANN
    hint = next(o for o in await real.cmd("Ann", "/hint") if o.private_to)
    lines = [line for line in hint.text.splitlines() if line.endswith(")")]
    assert lines, hint.text
    for line in lines:
        m = re.fullmatch(r"\S+ \S+ \((\d+) (.+)\)", line)
        assert m is not None and m[2] == i18n.plural(lang, int(m[1]), forms), line
