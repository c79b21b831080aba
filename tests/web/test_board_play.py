"""Playing from the board: every rule set's squares from its layout, blanks, exchange,
challenge, undo and its answer, as the players' own commands."""

from __future__ import annotations

import re

import pytest
from board_harness import Board, seats

from bot import i18n
from engine.layout import Square
from engine.rules import load_ruleset


async def test_literaki_board_is_its_layout_with_arrows_and_wym(b: Board) -> None:
    game = await b.start("literaki", options="lang=pl")
    state = await b.state(await b.session(game, None))
    layout = load_ruleset("literaki").layout
    board = state["board"]
    assert (board["rows"], board["cols"]) == (15, 17) and len(state["columns"]) == 17
    cells = [cell for row in board["cells"] for cell in row]
    squares = [sq for row in layout.rows for sq in row]
    assert sum(c["arrow"] == "→" for c in cells) == squares.count(Square.QUAD_ACROSS) == 2
    assert sum(c["arrow"] == "↓" for c in cells) == squares.count(Square.QUAD_DOWN) == 2
    assert sum(c["wym"] for c in cells) == squares.count(Square.WYM) == 2
    assert sum(c["premium"] == "TW" for c in cells) == squares.count(Square.TRIPLE_WORD)
    assert [c["center"] for c in cells].count(True) == 1
    assert {c["label"] for c in cells if c["premium"] == "QW"} == {"4S"}  # in Polish
    assert board["by_value"] and state["alphabet"][:3] == ["A", "Ą", "B"]
    assert list(state["unseen"])[:2] == ["A", "Ą"] and list(state["unseen"])[-1] == "?"


async def test_erudit_home_keeps_premiums_under_tiles(b: Board) -> None:
    game = await b.start("erudit-home")
    state = await b.state(await b.session(game, None))
    assert state["board"]["premiums_stay"] and state["lang"] == "ru"
    english = await b.state(await b.session(await _other_game(b), None))
    assert not english["board"]["premiums_stay"]


async def _other_game(b: Board) -> int:
    from bot.protocol import ChatRef

    b.chat = ChatRef("test", "g2", is_group=True)
    return await b.start("english")


async def test_blank_played_as_chosen_and_exchange(b: Board) -> None:
    from bot.protocol import ChatRef

    for n in range(1, 40):  # the seeds are fixed: the first game whose mover holds a blank
        b.chat = ChatRef("test", f"g{n}", is_group=True)
        game = await b.start()
        sessions, mover, other = await seats(b, game)
        rack = [t["letter"] for t in (await b.state(sessions[mover]))["you"]["rack"]]
        if "?" in rack:
            break
    else:
        pytest.fail("no blank in 40 games' first racks")
    real = next(x for x in rack if x != "?")
    tiles = [{"r": 7, "c": 7, "letter": real, "blank": False},
             {"r": 7, "c": 8, "letter": "Z", "blank": True}]
    b.words.add(real + "Z")
    preview = await (await b.post("/web/api/preview", {"tiles": tiles}, sessions[mover])).json()
    assert preview["ok"] and preview["words"] == [real + "Z"], preview
    answer = await b.act(sessions[mover], {"action": "play", "tiles": tiles})
    assert answer["ok"], answer
    state = await b.state(sessions[other])
    placed = {(t["r"], t["c"]): t for t in state["board"]["tiles"]}
    assert placed[(7, 8)]["letter"] == "Z" and placed[(7, 8)]["blank"]
    assert placed[(7, 8)]["points"] == 0 and not placed[(7, 7)]["blank"]
    # The other player exchanges three tiles of their rack.
    theirs = [t["letter"] for t in state["you"]["rack"]]
    answer = await b.act(sessions[other], {"action": "exchange", "letters": theirs[:3]})
    assert answer["ok"], answer
    assert (await b.state(sessions[other]))["history"][-1]["kind"] == "exchange"


async def test_challenge_from_the_board_takes_a_phony_off(b: Board) -> None:
    game = await b.start()
    sessions, mover, other = await seats(b, game)
    tiles, word = await b.first_move(sessions[mover])
    b.words.discard(word)  # not a word
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    state = await b.state(sessions[other])
    assert state["pending"]["may_vote"] and "challenge" in state["you"]["may"]
    assert not (await b.state(sessions[mover]))["pending"]["may_vote"]
    answer = await b.act(sessions[other], {"action": "challenge"})
    assert answer["ok"], answer
    state = await b.state(sessions[other])
    # The move's line is struck through, not the notice that took it off.
    assert state["board"]["tiles"] == [] and state["history"][-2]["withdrawn"]
    assert state["history"][-2]["kind"] == "place"
    assert state["history"][-1]["kind"] == "withdrawn" and not state["history"][-1]["withdrawn"]
    told = [o.text for o in b.delivered if o.private_to is None]
    assert any(word in t and "taken off" in t for t in told), told
    # Every page says what the challenge did, as the chat did, in one line, until the next
    # move.
    for who in (None, mover, other):
        notice = (await b.state(await b.session(game, who)))["notice"]
        assert notice.startswith(f"Not in the word list: {word}."), notice
        assert "taken off" in notice and "/" not in notice and "\n" not in notice
    state = await b.state(sessions[mover])
    mover_now = state["players"][state["turn"]["seat"]]["name"]
    tiles, _word = await b.first_move(sessions[mover_now])
    assert (await b.act(sessions[mover_now], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.state(sessions[mover]))["notice"] is None


async def test_undo_asked_and_agreed_from_the_board(b: Board) -> None:
    game = await b.start("literaki", options="lang=en")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    # The move waits for its vote: the player draws once it stands, and is told so.
    note = (await b.state(sessions[mover]))["you"]["rack_note"]
    assert note is not None and "2" in note, note
    assert (await b.act(sessions[other], {"action": "accept"}))["ok"]
    assert (await b.state(sessions[mover]))["you"]["rack_note"] is None
    assert "undo" in (await b.state(sessions[mover]))["you"]["may"]
    assert (await b.act(sessions[mover], {"action": "undo"}))["ok"]
    state = await b.state(sessions[other])
    assert state["pending"]["kind"] == "undo" and state["pending"]["may_vote"]
    # The chat's sentence without its commands or seconds: the page's buttons and its
    # countdown (closes_ms) say those.
    assert state["pending"]["text"].startswith(f"{mover} asks to take back ")
    assert "/undo" not in state["pending"]["text"] and " s." not in state["pending"]["text"]
    assert state["pending"]["closes_ms"] > 0
    assert {"undo_yes", "undo_no"} <= set(state["you"]["may"])
    answer = await b.act(sessions[other], {"action": "undo_yes"})
    assert answer["ok"], answer
    assert (await b.state(sessions[other]))["board"]["tiles"] == []


async def test_bad_bodies_are_400_and_change_nothing(b: Board) -> None:
    game = await b.start()
    sessions, mover, _other = await seats(b, game)
    before = await b.repo.open_game(b.chat.key)
    for body in ({"action": "fly"}, {"action": "play", "tiles": "8H"},
                 {"action": "play", "tiles": [{"r": "7", "c": 7, "letter": "A"}]},
                 {"action": "exchange", "letters": []}, ["pass"]):
        r = await b.post("/web/api/act", body, sessions[mover])
        assert r.status == 400, (body, r.status)
    r = await b.client.post("/web/api/act", data="{not json", headers={
        "X-Session": sessions[mover], "Content-Type": "application/json"})
    assert r.status == 400 and "error" in await r.json()
    after = await b.repo.open_game(b.chat.key)
    assert before is not None and after is not None and after.version == before.version
    # A spectator acts not at all.
    r = await b.post("/web/api/act", {"action": "pass"}, await b.session(game, None))
    assert r.status == 403


async def test_erudit_home_blank_swap_from_the_board(b: Board) -> None:
    from bot.protocol import ChatRef

    for n in range(1, 60):  # the seeds are fixed: a mover with a blank
        b.chat = ChatRef("test", f"e{n}", is_group=True)
        game = await b.start("erudit-home")
        sessions, mover, other = await seats(b, game)
        mine = [t["letter"] for t in (await b.state(sessions[mover]))["you"]["rack"]]
        theirs = [t["letter"] for t in (await b.state(sessions[other]))["you"]["rack"]]
        if "?" in mine and any(x != "?" for x in theirs):
            break
    else:
        pytest.fail("no blank in 60 games' first racks")
    real = next(x for x in mine if x != "?")
    wanted = next(x for x in theirs if x != "?")  # the blank stands for a letter they hold
    tiles = [{"r": 7, "c": 7, "letter": real, "blank": False},
             {"r": 7, "c": 8, "letter": wanted, "blank": True}]
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[other], {"action": "accept"}))["ok"]
    state = await b.state(sessions[other])
    assert "swap" in state["you"]["may"]
    board = {(t["r"], t["c"]): t for t in state["board"]["tiles"]}
    assert board[(7, 8)]["swappable"] and not board[(7, 7)]["swappable"]
    # The real letter goes where the blank was; the freed blank is played at once.
    freed = {"r": 6, "c": 8, "letter": state["alphabet"][0], "blank": True}
    body = {"action": "swap", "tiles": [freed], "swaps": [{"r": 7, "c": 8}]}
    preview = await (await b.post("/web/api/preview", body, sessions[other])).json()
    assert preview["ok"], preview
    answer = await b.act(sessions[other], body)
    assert answer["ok"], answer
    after = {(t["r"], t["c"]): t for t in (await b.state(sessions[mover]))["board"]["tiles"]}
    assert not after[(7, 8)]["blank"] and after[(7, 8)]["letter"] == wanted
    assert after[(6, 8)]["blank"]


@pytest.mark.parametrize("lang", ["en", "pl", "ru", "bg", "sk", "ro"])
async def test_pending_texts_hold_no_commands_nor_seconds(b: Board, lang: str) -> None:
    """The page's undo and vote boxes: the chat's sentence without its slash commands and
    without a number of seconds that would stand still beside the page's countdown; the
    doubt's button worded as the chat's (Literaki's vote: "Sprawdź")."""
    game = await b.start("literaki", options=f"lang={lang}")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    state = await b.state(sessions[other])
    vote = state["pending"]
    assert vote["kind"] == "vote" and vote["mode"] == "vote" and vote["text"], vote
    assert "/" not in vote["text"] and not re.search(r"\d+ [sс]\b", vote["text"]), vote
    check = i18n.t(lang, "button_check").split(" ", 1)[1]
    assert state["strings"]["check"] == check and state["strings"]["accept"] in i18n.t(
        lang, "button_accept")
    assert (await b.act(sessions[other], {"action": "accept"}))["ok"]
    assert (await b.act(sessions[mover], {"action": "undo"}))["ok"]
    undo = (await b.state(sessions[other]))["pending"]
    assert undo["kind"] == "undo" and undo["closes_ms"] > 0, undo
    assert "/" not in undo["text"] and "{" not in undo["text"], undo
    assert not re.search(r"\d+ [sс]\b", undo["text"]) and mover in undo["text"], undo


async def test_undo_is_offered_only_where_the_command_would_ask(b: Board) -> None:
    """A newcomer's page offered "Cofnij" for a move already checked (the check settled
    it), also after a reload and after a later move was taken back; the tap answered
    "That move can no longer be taken back."  The page offers it by the command's own rule
    (the engine's ``check_undo``, the time to ask), and takes it away when that time is
    up (``undo_ms``)."""
    game = await b.start("literaki", options="lang=en")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    you = (await b.state(sessions[mover]))["you"]
    assert "undo" in you["may"] and you["undo_ms"] == 10_000, you  # Literaki's 10 s
    b.clock.t += 4
    assert (await b.state(sessions[mover]))["you"]["undo_ms"] == 6_000
    assert (await b.act(sessions[other], {"action": "challenge"}))["ok"]  # a check: valid
    state = await b.state(sessions[mover])
    assert state["history"][-1]["kind"] == "place" and state["history"][-1]["seat"] == (
        state["you"]["seat"])
    assert "undo" not in state["you"]["may"], state["you"]
    assert state["you"]["undo_ms"] is None
    refused = await b.act(sessions[mover], {"action": "undo"})
    assert not refused["ok"] and refused["message"] == "That move can no longer be taken back."
    # The other's move, accepted, then taken back by consent: the checked move is the
    # last again, and still settled (the newcomer's page offered its Undo here).
    tiles = await _a_move_beside(b, sessions[other])
    assert (await b.act(sessions[other], {"action": "play", "tiles": tiles}))["ok"], tiles
    assert (await b.act(sessions[mover], {"action": "accept"}))["ok"]
    assert "undo" in (await b.state(sessions[other]))["you"]["may"]
    assert (await b.act(sessions[other], {"action": "undo"}))["ok"]
    assert (await b.act(sessions[mover], {"action": "undo_yes"}))["ok"]
    state = await b.state(sessions[mover])
    assert len(state["board"]["tiles"]) == 2 and "undo" not in state["you"]["may"], state["you"]
    refused = await b.act(sessions[mover], {"action": "undo"})
    assert not refused["ok"] and refused["message"] == "That move can no longer be taken back."
    # Offered while its time to ask runs, not once it is up.
    assert (await b.act(sessions[other], {"action": "play", "tiles": tiles}))["ok"], tiles
    assert (await b.act(sessions[mover], {"action": "accept"}))["ok"]
    assert "undo" in (await b.state(sessions[other]))["you"]["may"]
    b.clock.t += 11
    assert "undo" not in (await b.state(sessions[other]))["you"]["may"]
    refused = await b.act(sessions[other], {"action": "undo"})
    assert not refused["ok"] and refused["message"] == "That move can no longer be taken back."


async def _a_move_beside(b: Board, session: str) -> list[dict[str, object]]:
    """One tile of the player's rack put under the first tile of the board, its two
    letters' word added to the word list."""
    state = await b.state(session)
    first = min(state["board"]["tiles"], key=lambda t: (t["r"], t["c"]))
    letter = next(t["letter"] for t in state["you"]["rack"] if t["letter"] != "?")
    b.words.add(first["letter"] + letter)
    return [{"r": first["r"] + 1, "c": first["c"], "letter": letter, "blank": False}]
