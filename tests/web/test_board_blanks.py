"""A blank's letter in the page's lines is shown as the board shows it: the history (and
a waiting move's box) carries ``parts`` that mark it, while ``text`` stays the chat's own
writing (a blank in lowercase, as /play takes it)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from board_harness import Board, seats

import dictionaries
from bot.protocol import ChatRef
from bot.service import recap
from bot.web import view
from engine.analysis import positions_of_game
from engine.game import Game
from engine.lexicon import AcceptAll
from engine.rules import load_ruleset


def dealt_a_blank(check: str) -> Game:
    rules = load_ruleset("english")
    for i in range(500):
        game = Game(
            rules, f"blank-{i}", [("test:ann", None), ("test:bob", None)], {"word_check": check}
        )
        if "?" in game.seats[game.turn].rack:
            game.lexicon = AcceptAll()
            return game
    raise AssertionError("no deal with a blank in 500 seeds")


async def seen(b: Board, game: Game, viewer: str | None = None) -> dict[str, Any]:
    gid = await b.start("english")
    rec = await b.repo.game(gid)
    assert rec is not None
    built = view.build(b.service, rec, game, b.service.load_meta(rec), viewer=viewer, now=b.clock())
    return dict(json.loads(json.dumps(built)))  # as the page receives it


def plain_letters(game: Game, n: int) -> str:
    return "".join([x for x in game.seats[game.turn].rack if x != "?"][:n])


async def test_a_blank_in_the_history_is_marked_not_lowercase(b: Board) -> None:
    game = dealt_a_blank("auto")
    two = plain_letters(game, 2)
    game.place(game.turn, f"8H {two[0]}q{two[1]}")
    line = (await seen(b, game))["history"][-1]
    assert f"8H {two[0]}q{two[1]} " in line["text"]  # the chat's writing, unchanged
    parts = line["parts"]
    assert [p for p in parts if p[1]] == [["Q", True]], parts
    shown = "".join(x for x, _ in parts)
    assert f"8H {two[0]}Q{two[1]} " in shown and shown.lower() == line["text"].lower()


async def test_a_line_without_a_blank_has_no_parts(b: Board) -> None:
    game = dealt_a_blank("auto")
    two = plain_letters(game, 2)
    game.place(game.turn, f"8H {two}")
    assert "parts" not in (await seen(b, game))["history"][-1]


async def test_a_waiting_move_with_a_blank_is_marked_in_its_box(b: Board) -> None:
    game = dealt_a_blank("challenge")
    two = plain_letters(game, 2)
    game.place(game.turn, f"8H q{two}")
    pending = (await seen(b, game))["pending"]
    assert pending is not None and f"q{two}" in pending["text"]
    assert pending["parts"] is not None and ["Q", True] in pending["parts"], pending


@pytest.mark.parametrize("name", ["Ann\ue000", "Bob"])
def test_marks_a_name_holds_give_no_parts(name: str) -> None:
    plain = f"{name}: 8H AqE for 4 points."
    marked = f"{name}: 8H A{view._mark_blanks('q')}E for 4 points."
    parts = view._parts(marked, plain)
    if "\ue000" in name:
        assert parts is None
    else:
        assert parts == [(f"{name}: 8H A", False), ("Q", True), ("E for 4 points.", False)]


async def test_a_blank_already_on_the_board_is_marked_in_a_later_line(b: Board) -> None:
    """A later move through the blank writes its letter in parentheses, as the board holds
    it (the chat: lowercase): marked too."""
    game = dealt_a_blank("auto")
    two = plain_letters(game, 2)
    game.place(game.turn, f"8H {two[0]}q{two[1]}")  # the blank Q on I8
    x, y = plain_letters(game, 2)
    game.place(game.turn, f"I7 {x}.{y}")  # down through it
    line = (await seen(b, game))["history"][-1]
    assert f"I7 {x}(q){y} " in line["text"], line["text"]
    assert [p for p in line["parts"] if p[1]] == [["Q", True]], line["parts"]


def test_the_moves_of_a_line_have_their_blanks_marked() -> None:
    """A hint's or an analysis's line: each move named in it (as ``show_move`` writes it,
    a blank's letter in lowercase) has its blanks marked; the rest of the line is left,
    lowercase words and all."""
    text = "Good moves:\n8H qAT (12)\nH8 Q(a)T (10)\nRanked by their value for the game."
    parts = view.moves_parts(text, ["8H qAT", "H8 Q(a)T"])
    assert parts is not None
    assert [x for x, blank in parts if blank] == ["Q", "A"], parts
    assert "".join(x for x, _ in parts) == text.replace("qAT", "QAT").replace("(a)", "(A)")
    assert view.moves_parts("Good moves:\n8H CAT (10)", ["8H CAT"]) is None  # no blank


def a_seed_with_a_blank(n: int) -> int:
    """The first of the harness's seeds ("seed-N", one a game) at or after ``n`` whose
    first player holds a blank (the engine deals from the seed alone)."""
    rules = load_ruleset("english")
    for i in range(n, n + 500):
        game = Game(rules, f"seed-{i}", [("test:ann", None), ("test:bob", None)], {})
        if "?" in game.seats[game.turn].rack:
            return i
    raise AssertionError("no deal with a blank in 500 seeds")


async def test_a_hint_names_its_blanks_as_the_board_shows_them(b: Board) -> None:
    """The hint's answer (a rack with a blank, the real word list walked) comes with its
    moves' blanks marked, its text the chat's own."""
    wanted = a_seed_with_a_blank(1)
    for i in range(1, wanted + 1):  # one game a seed: the wanted one is the last
        b.chat = ChatRef("test", f"g{i}", is_group=True)
        game_id = await b.start("english", options="hints=on")
    sessions, mover, _other = await seats(b, game_id)
    answer = await b.act(sessions[mover], {"action": "hint"})
    assert answer["ok"], answer
    text = answer["message"]
    lines = text.split("\n")[1:-1]  # "Good moves:", the moves, the note
    blanks = [x for line in lines for x in line.split(" ")[1] if x.islower()]
    assert blanks, text  # (this deal's best moves use its blank: "8D FIVEr")
    assert "parts" in answer, answer
    parts = answer["parts"]
    assert [x for x, blank in parts if blank] == [x.upper() for x in blanks], (text, parts)
    assert "".join(x for x, _ in parts).lower() == text.lower()


async def test_the_previews_words_mark_their_blanks(b: Board) -> None:
    """The score line under tiles not yet played (the preview's words) writes a blank's
    letter as the history does: ``words_parts`` marks it, whether the blank is one put
    down now or one already on the board; ``words`` stays the letters."""
    wanted = a_seed_with_a_blank(1)
    for i in range(1, wanted + 1):  # one game a seed: the wanted one is the last
        b.chat = ChatRef("test", f"g{i}", is_group=True)
        game_id = await b.start("english", options="check=auto")
    sessions, mover, other = await seats(b, game_id)
    state = await b.state(sessions[mover])
    x = next(t["letter"] for t in state["you"]["rack"] if t["letter"] != "?")
    tiles = [{"r": 7, "c": 7, "letter": x, "blank": False},
             {"r": 7, "c": 8, "letter": "Q", "blank": True}]
    answer = await (await b.post("/web/api/preview", {"tiles": tiles}, sessions[mover])).json()
    assert answer["ok"] and answer["words"] == [x + "Q"], answer
    assert answer["words_parts"] == [[x, False], ["Q", True]], answer
    b.words.add(x + "Q")
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    # The other player's tiles above and below the blank Q: a word through it.
    y, z = [t["letter"] for t in (await b.state(sessions[other]))["you"]["rack"]
            if t["letter"] != "?"][:2]
    down = [{"r": 6, "c": 8, "letter": y, "blank": False},
            {"r": 8, "c": 8, "letter": z, "blank": False}]
    answer = await (await b.post("/web/api/preview", {"tiles": down}, sessions[other])).json()
    assert answer["ok"] and answer["words"] == [y + "Q" + z], answer
    assert answer["words_parts"] == [[y, False], ["Q", True], [z, False]], answer
    # No blank in the words: no parts.
    plain = [{"r": 8, "c": 7, "letter": y, "blank": False}]
    answer = await (await b.post("/web/api/preview", {"tiles": plain}, sessions[other])).json()
    assert answer["ok"] and "words_parts" not in answer, answer


async def test_the_analysis_writes_a_blank_as_the_recap_does(b: Board) -> None:
    """The analysis is read beside the chat's recap, which writes a blank's letter in
    lowercase ("15A qUARRIE(S)"): the page's text is that notation to the letter, the
    blank only marked (a capital "QUARRIE(S)" read as a rack that held a Q)."""
    try:
        dictionaries.lexicon_for_ruleset("english")
    except dictionaries.LexiconMissing:
        pytest.skip("the English word list is not built")
    wanted = a_seed_with_a_blank(1)
    for i in range(1, wanted + 1):  # one game a seed: the wanted one is the last
        b.chat = ChatRef("test", f"g{i}", is_group=True)
        game_id = await b.start("english", options="check=auto")
    sessions, mover, _other = await seats(b, game_id)
    state = await b.state(sessions[mover])
    x = next(t["letter"] for t in state["you"]["rack"] if t["letter"] != "?")
    tiles = [{"r": 7, "c": 7, "letter": x, "blank": False},
             {"r": 7, "c": 8, "letter": "Q", "blank": True}]  # a poor opening: a blank Q
    b.words.add(x + "Q")
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    await b.cmd(mover, "/resign yes")
    r = await b.client.get("/web/api/analysis", params={"s": sessions[mover], "move": "1"})
    answer = await r.json()
    assert r.status == 200, answer
    text = answer["text"]
    assert f"8H {x}q " in text, text  # the chat's "8H Xq", as the recap writes it
    rec = await b.repo.game(game_id)
    assert rec is not None
    game = Game.from_json(rec.state)
    ctx = view.context(b.service, rec, game, b.service.load_meta(rec), b.clock())
    position = next(p for p in positions_of_game(game) if p.number == 1)
    assert recap.played_text(ctx, game, position) in text  # the recap's own words for it
    assert "parts" in answer, answer
    parts = answer["parts"]
    assert "".join(x for x, _ in parts) == text, (text, parts)
    assert [x for x, blank in parts if blank] and all(
        x.islower() for x, blank in parts if blank), parts
