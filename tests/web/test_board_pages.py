"""The board's pages: the template filled in (its boot data safe inside the page), the
static files gzip-compressed under a versioned path, a placeholder without the page,
and the analysis on demand after the game."""

from __future__ import annotations

import gzip
import json
import re
from typing import Any

import pytest
from board_harness import Board, close_board, make_board, seats

import dictionaries
from bot import i18n
from bot.service.show import entry_numbers
from engine.game import Game

TEMPLATE = (b'<html lang="{{LANG}}"><title>{{TITLE}}</title>'
            b'<link href="{{STATIC}}/board.css"><script id="boot" type="application/json">'
            b'{{BOOT}}</script></html>')
CSS = b"body { color: red; }" * 50


async def test_page_template_and_static_files(tmp_path: Any) -> None:
    b = await make_board(tmp_path, static={"board.html": TEMPLATE, "board.css": CSS})
    try:
        await b.cmd("Ann", "/new literaki lang=pl")
        await b.cmd("Bob", "/join")
        await b.cmd("Ann", "/start")
        token = b.link_token(1, "Ann")
        r = await b.client.get(f"/web/g/1?t={token}")
        page = await r.text()
        assert r.status == 200 and '<html lang="pl">' in page and "<title>Literaki" in page
        boot = json.loads(re.search(r'"boot" type="application/json">(.*?)</script>',
                                    page)[1])  # type: ignore[index]
        assert boot == {"game": 1, "token": token, "api": "/web/api", "telegram": False}
        css = re.search(r'href="(/web/s/\w+/board.css)"', page)[1]  # type: ignore[index]
        r = await b.client.get(css, headers={"Accept-Encoding": "gzip"}, auto_decompress=False)
        body = await r.read()
        assert r.headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == CSS
        assert "immutable" in r.headers["Cache-Control"] and len(body) < len(CSS)
        assert (await b.client.get("/web/s/x/nothing.js")).status == 404
        assert (await b.client.get("/web/s/x/board.html")).status == 404
        # Game 1's link opened at another game's address: the page gets no token.
        r = await b.client.get(f"/web/g/2?t={token}")
        assert '"token": ""' in await r.text() and "Literaki" not in await r.text()
        # A token that would close the script tag stays inside the boot JSON.
        r = await b.client.get("/web/g/1", params={"t": "</script><script>alert(1)"})
        assert "</script><script>" not in await r.text()
        r = await b.client.get("/web/tg", params={"g": "1"})
        assert '"telegram": true' in await r.text()
    finally:
        await close_board(b)


async def test_placeholder_without_the_page(tmp_path: Any) -> None:
    b = await make_board(tmp_path, static={})
    try:
        r = await b.client.get("/web/g/5?t=x")
        assert r.status == 200 and "not installed" in await r.text()
    finally:
        await close_board(b)


def needs_the_english_list() -> None:
    """Skipped where the real English list is not built (the analysis walks it)."""
    try:
        dictionaries.lexicon_for_ruleset("english")
    except dictionaries.LexiconMissing:
        pytest.skip("the English word list is not built")


async def test_analysis_on_demand_after_the_end(b: Board) -> None:
    needs_the_english_list()
    game = await b.start()
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    state = await b.state(sessions["Ann"])
    mover = state["players"][state["turn"]["seat"]]["name"]
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    r = await b.client.get("/web/api/analysis", params={"s": sessions[mover], "move": "1"})
    assert r.status == 403  # not while the game runs
    await b.cmd(mover, "/resign yes")
    r = await b.client.get("/web/api/analysis", params={"s": sessions[mover], "move": "1"})
    answer = await r.json()
    assert r.status == 200 and answer["move"] == 1, answer
    # The engine's analysis over the real English list: a two-letter opening is
    # never the best move there.
    assert answer["best"] and answer["lost"] > 0 and not answer["is_best"], answer
    assert answer["player"] == mover and answer["played"] in answer["text"]
    assert answer["text"].startswith(f"{mover}, move 1: ")
    # the points more and the worth of the tiles left, said apart
    assert re.search(r"; the best was .+ for (\d+), \d+ points? (more|fewer)", answer["text"])
    # Asked where the replay opens, on the game's last step (the resignation, no move
    # of anyone's), the analysis is that of the first move with a finding, and its
    # step is the one the replay goes to; but it says so first: no move was made at
    # the step asked (the resignation's line), here is the first move worth a look.
    state = await b.state(sessions[mover])
    last = state["moves"]
    assert last > 1
    resigned = state["history"][-1]["text"]
    # (numbered as the recap numbers it: the opening taken off at the end, a word the
    # real list does not have, is told within its own move)
    number = state["history"][-1]["n"]
    note = i18n.t_table("en", "WEB", "analysis_instead", n=number, line=resigned)
    assert note.startswith(f"There is nothing to analyse at move {number}: {mover} resigned. ")
    for params in ({"move": str(last)}, {}, {"move": ""}):  # (empty: left out)
        r = await b.client.get("/web/api/analysis", params={"s": sessions[mover], **params})
        first = await r.json()
        assert r.status == 200, (params, first)
        assert first["text"] == f"{note} {answer['text']}", first
        assert first["note"] == note and first["asked"] == last, first
        assert {k: v for k, v in first.items() if k not in ("text", "note", "asked")} == {
            k: v for k, v in answer.items() if k != "text"}, first
    # A step the game does not have is refused in words (it was answered with move
    # 1's analysis): past the end, before the start, not a number.
    for asked in (str(last + 1), "0", "x"):
        r = await b.client.get("/web/api/analysis",
                               params={"s": sessions[mover], "move": asked})
        refused = await r.json()
        assert r.status == 400, (asked, refused)
        assert refused == {"error": i18n.t_table(
            "en", "WEB", "analysis_no_step", n=asked, last=number)}, refused


async def test_the_replay_and_the_analysis_number_the_moves_as_the_recap(b: Board) -> None:
    """A phony challenged off the board is told within its move's entry, as /history and
    the recap number it (``entry_numbers``): the page's list, its slider (from each line's
    ``n``) and the analysis say "move 2" for the pass after it, where the count of history
    lines made it 3; the step that took the phony off is move 1's, and its analysis the
    phony's own, not "no move was made"."""
    needs_the_english_list()
    game = await b.start("english", options="check=challenge")
    sessions, mover, other = await seats(b, game)
    tiles, word = await b.first_move(sessions[mover])
    b.words.discard(word)  # a phony
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[other], {"action": "challenge"}))["ok"]
    assert (await b.act(sessions[other], {"action": "pass"}))["ok"]
    await b.cmd(mover, "/resign yes")
    state = await b.state(sessions[mover])
    assert [h["kind"] for h in state["history"]] == ["place", "withdrawn", "pass", "resign"]
    rec = await b.repo.game(game)
    assert rec is not None
    numbers = entry_numbers(Game.from_json(rec.state))
    assert numbers == [1, 1, 2, 3]
    assert [h["n"] for h in state["history"]] == numbers
    assert [h["same"] for h in state["history"]] == [False, True, False, False]
    # A replay's view numbers its lines the same way.
    r = await b.client.get("/web/api/replay", params={"s": sessions[mover], "move": "2"})
    assert [h["n"] for h in (await r.json())["history"]] == [1, 1]

    async def analysis(step: int) -> dict[str, Any]:
        r = await b.client.get("/web/api/analysis",
                               params={"s": sessions[mover], "move": str(step)})
        assert r.status == 200, await r.text()
        return dict(await r.json())

    passed = await analysis(3)
    assert passed["move"] == 3 and passed["text"].startswith(f"{other}, move 2: "), passed
    off = await analysis(2)
    assert off["move"] == 2 and off["player"] == mover, off
    assert off["text"].startswith(f"{mover}, move 1: "), off
    assert off["text"] == (await analysis(1))["text"]
    ending = await analysis(4)
    resigned = state["history"][-1]["text"]
    assert ending["note"] in (
        i18n.t_table("en", "WEB", key, n=3, line=resigned)
        for key in ("analysis_instead", "analysis_instead_first")), ending
    # A step past the end is refused in moves, as the list numbers them: the game's
    # moves go from 1 to 3 (its four history lines said "to 4").
    r = await b.client.get("/web/api/analysis", params={"s": sessions[mover], "move": "5"})
    assert r.status == 400
    refused = (await r.json())["error"]
    assert refused == "There is no move 5 in this game: its moves go from 1 to 3.", refused


# The page's word for a step of the replay where it is not the chat's "move" (the recap's
# "move {turn}", the slider's "Move {n}"): none of its texts may use it.
_STEP_WORDS = {"en": ("step",), "bg": ("стъпк",), "pl": ("krok",), "ru": ("шаг",),
               "sk": ("krok",), "ro": ("pasul", "pași")}
_NUMBERED = ("analysis_no_move", "analysis_instead", "analysis_instead_first",
             "analysis_no_step", "racks_before", "analysis_best", "analysis_miss")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_page_says_move_as_the_chat_does_never_step(lang: str) -> None:
    """One word for one thing: the slider said "Move 3" and the analysis beside it "No
    move was made at step 3".  Every numbered text of the page says the chat's word for
    a move (the recap's, the slider's) and no other."""
    stem = i18n.t_table(lang, "WEB", "move_n", n=1).split()[0].lower()[:-1]
    recap = i18n.t(lang, "recap_phony", words="X", name="A", turn=1).lower()
    assert stem in recap, (stem, recap)
    for key in _NUMBERED:
        text = i18n.t_table(lang, "WEB", key, n=3, last=4, line="", name="A", played="",
                            best="", gap="", lost=1).lower()
        assert stem in text, (key, text)
        assert not any(word in text for word in _STEP_WORDS[lang]), (key, text)
