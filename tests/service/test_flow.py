"""Whole games through the service: racks only in private, pictures after moves, votes,
challenges, undo, endings, results."""

from __future__ import annotations

from conftest import Harness, texts, user

from bot.protocol import ChatRef


async def test_lobby_start_and_private_racks(h: Harness):
    g = await h.start("english", "Ann", "Bob")
    started = h.sent[2:]
    chat_msgs = [o for o in started if not o.is_private]
    private = [o for o in started if o.is_private]
    assert chat_msgs[0].image is not None and chat_msgs[0].image.startswith(b"\x89PNG")
    assert {o.private_to.name for o in private} == {"Ann", "Bob"}  # type: ignore[union-attr]
    for seat in g.seats:
        rack = " ".join(seat.rack)
        owner = seat.player.split(":")[1]
        for o in h.sent:
            if rack in o.text:  # a rack appears only in its owner's private message
                assert o.private_to is not None and o.private_to.id == owner
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and rec.status == "active"
    assert [s.rack for s in sorted(rec.seats, key=lambda s: s.position or 0)] == [
        "".join(s.rack) for s in g.seats]


async def test_move_challenge_invalid_then_valid(h: Harness):
    await h.start("english", "Ann", "Bob")
    who, move, word = await h.playable(3)
    other = "Bob" if who == "Ann" else "Ann"
    h.words.discard(word)  # not a word
    outs = await h.cmd(who, f"/play {move}")
    main = outs[0]
    assert main.ref and main.reactions == ["✅", "❌"] and len(main.buttons) == 2
    assert main.image is not None
    assert "challenge" in main.text.lower()
    assert any(o.private_to and o.private_to.name == who for o in outs)  # new rack
    # The player cannot challenge their own move.
    assert "own move" in texts(await h.cmd(who, "/challenge"))
    outs = await h.cmd(other, "/challenge")
    assert "taken off" in outs[0].text and word in outs[0].text
    g = await h.game()
    assert g.board.is_empty() and sum(g.scores.values()) == 0
    # Now a valid word: the challenger loses the next turn.
    who2, move2, _word2 = await h.playable(2)
    assert who2 == other  # the turn passed on
    await h.cmd(who2, f"/play {move2}")
    outs = await h.cmd(who, "/challenge")
    assert "failed" in outs[0].text
    g = await h.game()
    assert g.seats[g.turn].player.endswith(who2.lower())
    votes = await h.repo.votes(1)
    assert [v.kind for v in votes] == ["challenge", "challenge"]


async def test_vote_by_reaction_literaki_and_window(h: Harness):
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _word = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    outs = await h.cmd(who, f"/play {move}")
    ref = outs[0].ref
    assert ref is not None and "10 s" in outs[0].text
    dl = await h.repo.deadlines(1)
    assert [(d.kind, d.due_at - h.clock()) for d in dl] == [("window", 10.0)]
    # Votes: own move, a stranger, then the opponent; then twice.
    assert "own move" in texts(await h.vote(who, ref, "accept"))
    stranger = await h.vote("Zed", ref, "accept")
    assert stranger[0].private_to is not None and "not playing" in stranger[0].text
    outs = await h.vote(other, ref, "accept")
    assert "stands" in outs[0].text
    assert "already stands" in texts(await h.vote(other, ref, "accept"))  # too late
    # Next move: nobody votes, the 10 s window closes, the word is checked: invalid.
    who2, _move2, word2 = await h.playable(2)
    h.words.discard(word2)
    g_before = await h.game()
    await h.cmd(who2, f"/play 9H {word2}" if g_before.board.get(8, 7) is None else
                f"/play {_touching(g_before, word2)}")
    h.clock.advance(9)
    assert await h.due() == []
    h.clock.advance(1.5)
    outs = await h.due()
    assert outs and "taken off" in outs[0].text
    assert await h.repo.deadlines(1) == []


def _touching(g, word: str) -> str:  # type: ignore[no-untyped-def]
    """A move down from the first tile of row 8 (column letter + row)."""
    from engine.notation import COLUMNS

    for c in range(g.board.width):
        if g.board.get(7, c) is not None:
            return f"{COLUMNS[c]}9 {word}"
    raise AssertionError


async def test_move_time_limit_and_restart_restores_deadlines(h: Harness, tmp_path):
    from bot.service import GameService
    from storage import open_repository

    await h.start("english", "Ann", "Bob", options="time=60")
    g = await h.game()
    first = g.turn
    dl = await h.repo.deadlines(1)
    assert [(d.kind, d.due_at - h.clock()) for d in dl] == [("move", 60.0)]
    await h.repo.close()
    # A new process on the same file, started at once (a restart under DOWNTIME_GRACE
    # moves no deadline); then the clock runs far past the deadline while it runs.
    repo = await open_repository(tmp_path / "bot.db")
    h.repo = repo
    h.service = GameService(repo, clock=h.clock, lexicons=lambda _r: h.words)
    await h.service.resume()
    h.clock.advance(90)
    assert await h.service.next_deadline() == dl[0].due_at
    outs = await h.due()
    assert "time ran out" in outs[0].text
    g = await h.game()
    assert g.turn != first and g.history[-1].kind == "timeout"
    # The next player's limit runs from the moment the first one expired.
    (d,) = await repo.deadlines(1)
    assert d.due_at == dl[0].due_at + 60


async def test_game_clock_runs_out(h: Harness):
    await h.start("english", "Ann", "Bob", options="clock=1m")
    g = await h.game()
    first = g.seats[g.turn].player
    h.clock.advance(61)
    outs = await h.due()
    assert outs
    g = await h.game()
    s = next(s for s in g.seats if s.player == first)
    assert s.out_of_time


async def test_undo_by_consent_literaki(h: Harness):
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _ = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(who, f"/play {move}")
    await h.cmd(other, "/accept")
    outs = await h.cmd(who, "/undo")
    assert outs[0].ref and outs[0].ref.startswith("u:")
    assert [b.kind for b in outs[0].buttons] == ["undo_yes", "undo_no"]
    outs = await h.vote(other, outs[0].ref, "undo_yes")
    assert "taken back" in outs[0].text
    g = await h.game()
    assert g.board.is_empty() and g.seats[g.turn].player.endswith(who.lower())
    moves = await h.repo.moves(1)
    # the undone actions are kept, marked; what stays is the bag's fresh entropy
    assert [m["a"] for m in moves] == ["reseed"] and moves == g.log
    assert len(await h.repo.moves(1, include_undone=True)) >= 3


async def test_undo_too_late(h: Harness):
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _ = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(who, f"/play {move}")
    await h.cmd(other, "/accept")
    h.clock.advance(11)
    assert "no longer" in texts(await h.cmd(who, "/undo"))


async def test_resign_ends_and_records_result(h: Harness):
    await h.start("english", "Ann", "Bob")
    outs = await h.cmd("Bob", "/resign yes")
    assert "Game over" in outs[0].text and "Ann" in outs[0].text
    r = await h.repo.result(1)
    assert r is not None and r.winners == ["test:ann"] and r.end_reason == "resigned"
    assert await h.repo.open_game(h.chat.key) is None
    outs = await h.cmd("Ann", "/export")
    assert outs[0].file and outs[0].file.startswith(b"#character-encoding UTF-8")
    # A new lobby in the chat: /export still gives the last finished game.
    await h.cmd("Ann", "/new english")
    again = await h.cmd("Bob", "/export")
    assert again[0].file == outs[0].file and again[0].file_name == outs[0].file_name


async def test_end_only_creator_or_admin(h: Harness):
    await h.start("english", "Ann", "Bob")
    # named (after a rematch, the opener of the new game is whoever asked first)
    assert texts(await h.cmd("Bob", "/end")) == (
        "Only Ann, who opened this game, or a chat admin can end it.")
    # A running game: the players are asked, and both agree.
    outs = await h.cmd(user("Mod", is_admin=True), "/end")
    assert "Mod wants to end the game" in outs[0].text
    await h.cmd("Ann", "/end yes")
    outs = await h.cmd("Bob", "/end yes")
    assert "Game over (abandoned by agreement). " in texts(outs)
    assert texts(outs).lower().count("no winner") == 1


async def test_new_while_an_end_vote_is_open_says_when_it_closes(h: Harness):
    """Newcomer new34 #14: an admin's /end opened a vote, and the /new typed right after got
    "there is already a game", with no word of the vote that would close it."""
    await h.start("english", "Ann", "Bob", options="lang=en")
    await h.cmd(user("Mod", is_admin=True), "/end")
    h.clock.advance(30)
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", "/new english")
    assert texts(outs) == ("There is still a game in this chat: a vote to end it is open, "
                           "and it closes within 90 s (or once most players answer /end "
                           "yes). Then /new opens the next one.")
    assert await h.repo.table_dump() == before
    await h.cmd("Ann", "/end yes")
    await h.cmd("Bob", "/end yes")
    assert "opened a game" in texts(await h.cmd("Ann", "/new english"))


async def test_private_rack_and_private_start(h: Harness):
    await h.cmd("Ann", "/new english")
    dm = ChatRef("test", "dm-bob", is_group=False)
    outs = await h.service.private_started(user("Bob"), h.chat.key)
    assert any("Bob joined" in o.text and o.chat == h.chat for o in outs)
    await h.cmd("Ann", "/start")
    outs = await h.cmd("Bob", "/rack", chat=dm)
    assert len(outs) == 1 and outs[0].private_to is not None and outs[0].image
    outs = await h.cmd("Bob", "/rack")  # in the group: privately, and a note
    assert [o.is_private for o in outs] == [True, False]


async def test_languages(h: Harness):
    await h.cmd(user("Ola", language="pl"), "/help")
    assert "Jak grać" in h.sent[-1].text
    outs = await h.cmd("Ann", "/new literaki")
    assert "Literaki" in outs[0].text and "Dołącz" in outs[0].text  # the game speaks Polish
    outs = await h.cmd("Bob", "/foo")
    assert "Nie znam" in outs[0].text
    await h.cmd("Ann", "/end")
    outs = await h.cmd("Ann", "/new literaki lang=en")
    assert "Join" in outs[0].text
