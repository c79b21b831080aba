"""What a newcomer on a 360×740 phone missed, in a real browser: tiles put down while the
board changed go back to the rack (and the arrow goes) with a line saying why; an /end
vote beside the move's vote, asked only of those who may answer (a spectator sees it run);
the asker waits for the others; the undo and a time run out during a vote told on every
page; a hint on the asker's page alone; a help panel; the board edge to edge; the move's
time limit on the mover's card; nothing with ``hidden`` shown."""

from __future__ import annotations

import time
from typing import Any

import pytest
from board_harness import Seat
from conftest import Web
from test_browser_play import letters, name_to_move, put, tap_tile, tile_on

from bot import i18n
from bot.protocol import ChatRef
from bot.web.view import strings


async def hidden_all_hidden(page: Any) -> None:
    """Every element with the ``hidden`` attribute is not displayed (a class's display:
    must not show it)."""
    shown = await page.evaluate(
        "() => [...document.querySelectorAll('[hidden]')]"
        ".filter(e => getComputedStyle(e).display !== 'none').map(e => e.id || e.className)")
    assert shown == [], shown


async def test_tiles_put_down_go_back_when_the_board_changes(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", who="other")
    game, mover, page = s.game, s.mover, s.page
    # The player not to move tries tiles out where the mover is about to play.
    mine = letters(list(game.seats[1 - game.turn].rack), 2)
    await put(page, mine, 7, 7)
    await page.locator("#q7-8 .tile.mine").wait_for()
    await page.locator("#q3-3").tap()  # and a square for the arrow
    await page.locator("#board .cell.cur").wait_for()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await tile_on(page, 7, 8, word[1])
    assert await page.locator("#board .tile.mine").count() == 0
    assert await page.locator("#board .cell.cur").count() == 0
    assert await page.locator("#rack button.rt").count() == 7
    status = page.locator("#status")
    assert (await status.inner_text()).strip() == i18n.t_table("en", "WEB", "tiles_back")
    await page.screenshot(path=str(web.shots / "phone-tiles-back.png"))
    # A new tile put down: the line has done its work.
    await tap_tile(page, mine[0])
    await page.locator("#q0-0").tap()
    await page.wait_for_function(
        "t => document.getElementById('status').textContent.trim() !== t",
        arg=i18n.t_table("en", "WEB", "tiles_back"))


async def status_is(page: Any, text: str) -> None:
    await page.wait_for_function(
        "t => document.getElementById('status').textContent.trim() === t", arg=text)


async def test_tiles_put_down_go_back_when_the_time_runs_out_and_the_line_says_so(
        web: Web) -> None:
    """The mover's time runs out with tiles down: they go back, the line says why (the
    time, not "the board changed"), and it goes as a toast would: with the next change of
    state, or after a few seconds."""
    game_id = await web.start("english", "Ann", "Bob", options="check=auto time=30")
    game = await web.game()
    mover = name_to_move(game)
    other = "Bob" if mover == "Ann" else "Ann"
    page = await web.page("phone")
    await page.clock.install()
    await page.goto(await web.link(game_id, mover))
    await page.locator("#rack button.rt").first.wait_for()
    await put(page, letters(list(game.seats[game.turn].rack), 2), 7, 7)
    await page.locator("#q7-8 .tile.mine").wait_for()
    await web.deliver(await web.service.due(time.time() + 31))
    await status_is(page, i18n.t_table("en", "WEB", "tiles_back_time"))
    assert await page.locator("#board .tile").count() == 0
    assert await page.locator("#rack button.rt").count() == 7
    assert (await page.locator("#notice").inner_text()) == i18n.t("en", "turn_timeout",
                                                                   name=mover)
    await page.screenshot(path=str(web.shots / "phone-tiles-back-time.png"))
    # A few seconds later the line is gone by itself.
    await page.clock.fast_forward(7000)
    await status_is(page, "")
    # The other player's own tiles, then a pass of the mover's: the board is the same but
    # the turn moved on; the next change of state takes the line away.
    theirs = await web.page("phone", await web.link(game_id, other))
    await theirs.locator("#rack button.rt").first.wait_for()
    await web.cmd(other, "/pass")
    # (their page has the pass already: it is not a change still to come)
    await theirs.wait_for_function(
        "n => document.querySelector('#players .chip.now .name').textContent === n", arg=mover)
    await put(theirs, letters(list((await web.game()).seats[1 - game.turn].rack), 1), 7, 7)
    await theirs.locator("#q7-7 .tile.mine").wait_for()
    await web.cmd(mover, "/pass")
    await status_is(theirs, i18n.t_table("en", "WEB", "tiles_back_turn"))
    await web.cmd(other, "/pass")
    await status_is(theirs, "")


async def test_an_end_vote_beside_the_move_and_a_spectator_not_asked(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    pages = {who: await web.page("phone", await web.link(game_id, who))
             for who in ("Ann", "Bob", None)}
    for page in pages.values():
        await page.locator("#q7-7").wait_for()
    await web.cmd("Ann", "/end")
    question = i18n.t_table("en", "WEB", "end_question")
    bob = pages["Bob"]
    await bob.locator('#endvote [data-act="end_no"]').wait_for()
    assert question in await bob.locator("#endtext").inner_text()
    assert (await bob.locator('#endvote [data-act="end_yes"]').inner_text()).strip() == "Agree"
    assert (await bob.locator('#endvote [data-act="end_no"]').inner_text()).strip() == "Refuse"
    assert await bob.locator("#pending").is_hidden()  # no move waits: its box stays away
    watcher = pages[None]
    await watcher.locator("#endvote").wait_for()
    text = await watcher.locator("#endtext").inner_text()
    assert text.startswith("Ann wants to end the game") and question not in text, text
    assert await watcher.locator("#endvote button").count() == 0
    ann = pages["Ann"]
    await ann.locator("#endvote .wait").wait_for()
    assert (await ann.locator("#endvote .wait").inner_text()).strip() == i18n.t_table(
        "en", "WEB", "waiting_answer")
    assert await ann.locator("#endvote button").count() == 0
    for page in pages.values():
        await hidden_all_hidden(page)
    await bob.screenshot(path=str(web.shots / "phone-end-vote.png"))
    await watcher.screenshot(path=str(web.shots / "phone-end-vote-spectator.png"))
    said = len(web.said)
    await bob.locator('#endvote [data-act="end_no"]').tap()
    await web.until(lambda: any("not enough players agreed" in o.text
                                for o in web.said[said:]), "the refusal in the chat")
    for page in pages.values():
        await page.locator("#endvote").wait_for(state="hidden")


async def test_the_undo_asker_waits_and_every_page_is_told(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto undo=on", page=False)
    game, mover, other = s.game, s.mover, s.other
    pages = {who: await s.open(who) for who in (mover, other, None)}
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await put(pages[mover], word, 7, 7)
    from test_browser_play import submit
    await submit(pages[mover])
    for page in pages.values():
        await tile_on(page, 7, 8, word[1])
    await pages[mover].locator('#actions [data-act="undo"]').tap()
    waiting = pages[mover].locator("#pending .wait")
    await waiting.wait_for()
    assert await pages[mover].locator("#pendbtns button").count() == 0
    await pages[mover].screenshot(path=str(web.shots / "phone-undo-waiting.png"))
    await pages[other].locator('#pendbtns [data-act="undo_yes"]').tap()
    told = i18n.t("en", "undone", name=mover)
    for page in pages.values():
        await page.wait_for_function(
            "t => document.getElementById('notice').textContent === t", arg=told)
        assert await page.locator("#notice").is_visible()
        assert await page.locator("#board .tile").count() == 0


async def test_a_time_run_out_during_a_challenge_is_told(web: Web, seated: Seat) -> None:
    s = await seated("english", options="time=30", who="mover")
    game, mover, other, page = s.game, s.mover, s.other, s.page
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await page.locator("#pending").wait_for()  # the move waits for a challenge
    # The next player's time runs out while it waits (the deadline loop's call, made
    # past the limit).
    await web.deliver(await web.service.due(time.time() + 31))
    told = i18n.t("en", "turn_timeout", name=other)
    await page.wait_for_function(
        "t => document.getElementById('notice').textContent === t", arg=told)
    await page.screenshot(path=str(web.shots / "phone-timeout-notice.png"))


async def test_a_hint_shows_on_the_askers_page_only(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto hints=on", who="mover")
    page, theirs = s.page, await s.open("other")
    button = page.locator("#hintbtn")
    await button.wait_for()
    assert await button.get_attribute("aria-label") == "Hint"
    # Not their turn: the button in its place, unavailable, saying why.
    assert await theirs.locator("#hintbtn").is_visible()
    assert await theirs.locator("#hintbtn").is_disabled()
    said = len(web.said)
    await button.tap()
    box = page.locator("#hintbox")
    await box.wait_for()
    text = await box.inner_text()
    assert text.startswith("Good moves") or text == i18n.t("en", "hint_none"), text
    assert len(web.said) == said  # never in a chat
    assert await theirs.locator("#hintbox").is_hidden()
    await page.screenshot(path=str(web.shots / "phone-hint.png"))


async def header_buttons(page: Any) -> dict[str, Any]:
    return dict(await page.evaluate(
        """() => Object.fromEntries(['zoom', 'hintbtn', 'helpbtn'].map((id) => {
          const b = document.getElementById(id);
          const r = b.getBoundingClientRect();
          return [id, {x: r.left, shown: r.width > 0, disabled: b.disabled, title: b.title}];
        }))"""))


@pytest.mark.parametrize("lang", ["en", "sk"])
async def test_the_hint_button_keeps_its_place_when_not_your_turn(web: Web, lang: str) -> None:
    game_id = await web.start("english", "Ann", "Bob", options=f"check=auto hints=on lang={lang}")
    game = await web.game()
    mover = name_to_move(game)
    other = "Bob" if mover == "Ann" else "Ann"
    page = await web.page("phone", await web.link(game_id, mover))
    await page.locator("#hintbtn:not([disabled])").wait_for()
    mine = await header_buttons(page)
    assert mine["hintbtn"]["title"] == i18n.t_table(lang, "WEB", "hint"), mine
    await web.cmd(mover, "/pass")
    await page.locator("#hintbtn[disabled]").wait_for()
    theirs = await header_buttons(page)
    # The same buttons at the same places: nothing jumped; the hint's says why it waits.
    assert {k: v["x"] for k, v in theirs.items()} == {k: v["x"] for k, v in mine.items()}
    assert theirs["hintbtn"]["shown"] and theirs["hintbtn"]["disabled"], theirs
    assert theirs["hintbtn"]["title"] == i18n.t_table(lang, "WEB", "hint_later"), theirs
    await page.screenshot(path=str(web.shots / f"phone-hint-later-{lang}.png"))
    await web.cmd(other, "/pass")
    await page.locator("#hintbtn:not([disabled])").wait_for()
    # A game with no hints at all has no hint button, on anyone's turn.
    web.chat = ChatRef("test", "g2", is_group=True)
    bare = await web.start("english", "Cid", "Dan", options=f"check=auto hints=off lang={lang}")
    for name in ("Cid", "Dan"):
        p = await web.page("phone", await web.link(bare, name))
        await p.locator("#rack button.rt").first.wait_for()
        assert await p.locator("#hintbtn").is_hidden()


async def test_the_help_panel_opens_and_closes(web: Web, seated: Seat) -> None:
    page = (await seated("literaki", options="lang=pl", who="Ann")).page
    button = page.locator("#helpbtn")
    assert await button.get_attribute("aria-label") == "Jak grać"
    assert await page.locator("#help").is_hidden()
    await button.tap()
    await page.locator("#help").wait_for()
    assert await button.get_attribute("aria-expanded") == "true"
    items = await page.locator("#helplist li").all_inner_texts()
    # Touch and keyboard both; shuffle, exchange, pass, the accept and the check, the
    # undo Literaki allows and its 4S and WYM squares, the cards' marks and the ⤢; last,
    # how to resign (its button ends the panel).
    assert len(items) == 15, items
    assert "dotknij" in items[0] and "przeciągnij" in items[0] and "strzałka" in items[1]
    assert "Enter" in items[2]
    assert "„Zdejmij”" in items[3] and "⇄" in items[4] and "„Wymień”" in items[5]
    assert "„Pas”" in items[6] and "„Sprawdź”" in items[8] and "„Cofnij”" in items[9]
    assert items[8].startswith("„Przyjmij” przyjmuje ruch"), items[8]
    assert items[10].startswith("Pola 4S (ze strzałką → albo ↓): ×4 za słowo"), items[10]
    assert items[11].startswith("Pola WYM"), items[11]
    assert items[12].startswith("Znaczki ▪ na karcie gracza"), items[12]
    assert items[13].startswith("⤢ powiększa planszę"), items[13]
    assert await page.locator("#helplist li.zoomline").is_visible()  # the ⤢ is there
    assert items[14].startswith("Poddanie: dotknij „Poddaję się”"), items[14]
    assert (await page.locator("#resignbtn").inner_text()).strip() == "Poddaję się"
    await page.screenshot(path=str(web.shots / "phone-help.png"))
    await button.tap()
    await page.locator("#help").wait_for(state="hidden")
    await hidden_all_hidden(page)


async def test_a_spectators_help_panel_is_a_watchers(web: Web, seated: Seat) -> None:
    """A spectator's ? opens a help that fits them: what they see and that they cannot
    play (no tile to put down, no button of a move, no resignation)."""
    page = (await seated("literaki", options="lang=pl", who=None)).page
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for()
    items = [x.strip() for x in await page.locator("#helplist li").all_inner_texts()]
    # (a game with no clocks: none named)
    assert items[:2] == [i18n.t_table("pl", "WEB", k)
                         for k in ("help_watch_no_clock", "help_watch_only")]
    assert items[2].startswith("„Nieznane płytki” to płytki"), items[2]
    assert items[3].startswith("Pola 4S (ze strzałką"), items[3]
    assert items[4].startswith("Pola WYM"), items[4]
    assert i18n.t_table("pl", "WEB", "help_place") not in items
    assert not any("„Pas”" in x or "„Wymień”" in x for x in items), items
    assert not await page.locator("#helplist li.kbd").count()
    assert await page.locator("#resignbtn").is_hidden()
    await page.screenshot(path=str(web.shots / "phone-help-spectator.png"))


async def test_the_help_panel_has_no_doubt_line_where_the_dictionary_checks(
        web: Web, seated: Seat) -> None:
    """Slovak's words are checked by the dictionary (check=auto): no button to doubt a
    word exists, so the help names none (it once said „Odmietnuť“)."""
    page = (await seated("slovak", who="Ann")).page
    assert await page.evaluate("() => document.documentElement.lang") == "sk"
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for()
    items = await page.locator("#helplist li").all_inner_texts()
    words = strings("sk")
    names = {k: words[k] for k in ("recall", "exchange", "pass")}
    expected = [i18n.fill(i18n.t_table("sk", "WEB", k), names)
                for k in ("help_place", "help_arrow", "help_keys", "help_back",
                          "help_shuffle", "help_exchange", "help_pass", "help_blank")]
    expected += [i18n.t_table("sk", "WEB", k) for k in ("help_marks", "help_zoom")]
    expected.append(i18n.t_table("sk", "WEB", "help_resign", resign=words["resign"]))
    assert items == expected, items
    assert not any(words["reject"] in item for item in items), items


async def test_the_cards_marks_and_the_zoom_are_named_and_explained(web: Web) -> None:
    """The ▪▪▪▪ on the players' cards (the tiles on their racks) had no name nor title,
    and nothing on the page said what they were; nor what ⤢ does.  Their title and the
    card's spoken label say "7 tiles on the rack"; the help explains them, and ⤢ where
    it is (a phone: not on a wide screen, which has no ⤢)."""
    game_id = await web.start("english", "Ann", "Bob")
    for kind in ("phone", "desktop"):
        page = await web.page(kind, await web.link(game_id, "Ann"))
        await page.locator("#rack button.rt").first.wait_for()
        for chip in await page.locator("#players .chip").all():
            marks = chip.locator(".racknum")
            assert (await marks.inner_text()).strip() == "▪" * 7
            assert await marks.get_attribute("title") == "7 tiles on the rack"
            assert "7 tiles on the rack" in (await chip.get_attribute("aria-label") or "")
        await page.locator("#helpbtn").click()
        await page.locator("#help").wait_for()
        items = [x.strip() for x in await page.locator("#helplist li").all_inner_texts()]
        marks_line = i18n.t_table("en", "WEB", "help_marks")
        assert marks_line in items and "▪" in marks_line, items
        assert any(x.startswith("“Accept” lets the move that waits stand.") for x in items)
        zoom = page.locator("#helplist li.zoomline")
        assert (await zoom.inner_text()).strip() == i18n.t_table("en", "WEB", "help_zoom")
        assert await zoom.is_visible() == (kind == "phone"), kind
        assert await page.locator("#zoom").is_visible() == (kind == "phone"), kind


async def board_fills(page: Any, cols: int) -> float:
    """The board's squares fill the 360 px edge to edge: its frame at both edges, no
    scroll; the squares' width."""
    box = await page.evaluate(
        "() => { const r = document.getElementById('board').getBoundingClientRect();"
        " return [r.left, r.right, document.scrollingElement.scrollWidth,"
        " document.getElementById('boardwrap').scrollWidth,"
        " document.getElementById('boardwrap').clientWidth]; }")
    left, right, page_width, wrap_scroll, wrap_width = box
    assert left >= -0.5 and left <= 0.5 and right >= 359.5 and right <= 360.5, box
    assert page_width <= 360 and wrap_scroll <= wrap_width, box
    cell = await page.locator(f"#q0-{cols - 1}").bounding_box()
    assert cell is not None and cell["x"] + cell["width"] <= 360
    return float(cell["width"])


async def test_the_board_is_edge_to_edge_at_360(web: Web, seated: Seat) -> None:
    page = (await seated("literaki", who="Ann")).page
    width = await board_fills(page, 17)
    assert 19.0 <= width <= 20.0, width
    await page.screenshot(path=str(web.shots / "phone-literaki.png"))
    web.chat = type(web.chat)("test", "g2", is_group=True)
    page = (await seated("english", options="check=auto", who="Ann")).page
    width = await board_fills(page, 15)
    assert 21.5 <= width <= 23.0, width
    await hidden_all_hidden(page)


async def test_the_move_limit_counts_down_on_the_movers_card(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto time=90s")
    game = await web.game()
    page = await web.page("phone", await web.link(game_id, None))
    clock = page.locator(f'#players .chip[data-seat="{game.turn}"] .mclock')
    await clock.wait_for()
    assert await page.locator("#players .mclock").count() == 1  # the mover's card only
    first = (await clock.inner_text()).strip()
    assert first.startswith("⏱ 1:") or first == "⏱ 1:30", first
    await page.wait_for_function(
        "([sel, t]) => { const e = document.querySelector(sel);"
        " return e && e.textContent.trim() !== t; }",
        arg=[f'#players .chip[data-seat="{game.turn}"] .mclock', first])
    assert await page.locator("#turn .deadline").count() == 0  # on the card, not twice
    await hidden_all_hidden(page)
    # A spectator's page: no rack shown (its box hidden), nothing hidden displayed.
    assert await page.locator("#rack").is_hidden()
    await page.screenshot(path=str(web.shots / "phone-clock.png"))


async def test_an_undo_refused_is_told_on_every_page(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto undo=on", page=False)
    game, mover, other = s.game, s.mover, s.other
    pages = {who: await s.open(who) for who in (mover, other, None)}
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await web.cmd(mover, "/undo")
    await pages[other].locator('#pendbtns [data-act="undo_no"]').tap()
    told = " ".join([i18n.t("en", "undo_disagrees", name=other),
                     i18n.t("en", "undo_refused", name=mover)])
    for page in pages.values():
        await page.wait_for_function(
            "t => document.getElementById('notice').textContent === t", arg=told)
        assert await page.locator("#notice").is_visible()
        assert await page.locator("#pending").is_hidden()
        await tile_on(page, 7, 8, word[1])
