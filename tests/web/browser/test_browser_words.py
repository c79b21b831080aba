"""The board's words in a real browser, as native readers asked: at 360 px every
language's buttons fit one row and a computer's level stays readable; a player's box
reads out as "Ann (you), score 0, to move, clock 0:21"; a spectator is told they are
watching; a finished game says so once; the undo box asks the page's question with the
page's countdown, not the chat's commands and seconds."""

from __future__ import annotations

import re
from typing import Any

import pytest
from board_harness import Seat
from conftest import Web
from test_browser_play import letters, name_to_move

from bot import i18n

LANGS = ["en", "pl", "ru", "bg", "sk", "ro"]


def web_text(lang: str, key: str, **params: Any) -> str:
    return i18n.t_table(lang, "WEB", key, **params)


async def versus_computer(web: Web, lang: str, options: str = "") -> int:
    await web.cmd("Ann", f"/new english vs computer easy lang={lang} check=auto {options}".strip())
    rec = await web.repo.open_game(web.chat.key)
    assert rec is not None
    if rec.status != "active":
        await web.cmd("Ann", "/start")
        rec = await web.repo.open_game(web.chat.key)
    assert rec is not None and rec.status == "active", rec
    return int(rec.id)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_phone_row_holds_every_button_and_the_computers_level(web: Web,
                                                                      lang: str) -> None:
    # The longest row: an exchange limit puts its count on the button.
    game_id = await versus_computer(web, lang, "clock=10m exchanges=3")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    await page.locator('#actions [data-act="pass"]').wait_for()
    row = await page.evaluate(
        "() => [...document.querySelectorAll('#actions button')].map(b => ({"
        " act: b.dataset.act, top: b.offsetTop, fits: b.scrollWidth <= b.clientWidth,"
        " name: b.getAttribute('aria-label') || b.textContent}))")
    assert {b["act"] for b in row} >= {"play", "shuffle", "exchange", "pass"}, row
    assert len({b["top"] for b in row}) == 1, row  # one row
    assert all(b["fits"] for b in row), row
    shuffle = next(b for b in row if b["act"] == "shuffle")
    assert shuffle["name"] == web_text(lang, "shuffle")  # a sign, named for a screen reader
    # Ann's box: her name and that it is her, the score, whether she moves, her clock.
    # The computer may have the first move: wait until it is Ann's (on a busy machine
    # its move comes late), then for the clock in her label.
    chip = page.locator("#players .chip.me")
    await page.locator("#players .chip.me.now").wait_for()
    # The computer's level, whole on its card once Ann is to move (while the computer is,
    # its card shows its move's clock too, and a long level may be cut with an ellipsis:
    # on a busy machine the test read the card then, and failed at random).
    level = page.locator("#players .chip .level")
    assert await level.count() == 1
    assert (await level.inner_text()).strip() == i18n.t(lang, "level_easy")
    assert await level.evaluate("e => e.scrollWidth <= e.clientWidth && e.offsetHeight > 0")
    await page.wait_for_function(
        "() => /\\d:\\d\\d/.test(document.querySelector('#players .chip.me')"
        ".getAttribute('aria-label'))")
    # Read together: the clock ticks between two reads.
    label, clock = await chip.evaluate(
        "e => [e.getAttribute('aria-label'), e.querySelector('.clock').textContent.trim()]")
    assert label == ", ".join([web_text(lang, "chip_you", name="Ann"),
                               web_text(lang, "chip_score", score=0),
                               web_text(lang, "chip_to_move"),
                               web_text(lang, "chip_rack", n=7),  # the marks, in words
                               web_text(lang, "chip_clock", clock=clock)]), label
    # The computer's box says "computer" once: its name says it already.
    other = await page.locator("#players .chip:not(.me)").get_attribute("aria-label")
    assert other is not None and other.lower().count(web_text(lang, "computer").lower()) == 1
    await page.screenshot(path=str(web.shots / f"phone-words-{lang}.png"))


@pytest.mark.parametrize("variant", ["erudit", "english"])
@pytest.mark.parametrize("lang", LANGS)
async def test_a_phone_row_holds_every_button_with_tiles_down(web: Web, lang: str,
                                                              variant: str) -> None:
    """The row at its widest: a tile down (Take back for ⇄) and an exchange limit's count,
    every word whole in one row at 360 px (Russian's Play is "Сходить" there: "Сделать ход"
    needs a wider screen)."""
    await web.cmd("Ann", f"/new {variant} vs computer easy lang={lang} check=auto "
                         "exchanges=3")
    rec = await web.repo.open_game(web.chat.key)
    assert rec is not None
    if rec.status != "active":
        await web.cmd("Ann", "/start")
        rec = await web.repo.open_game(web.chat.key)
    assert rec is not None and rec.status == "active", rec
    page = await web.page("phone", await web.link(int(rec.id), "Ann"))
    await page.locator('#actions [data-act="pass"]').wait_for()
    await page.locator("#rack button.rt").first.tap()
    await page.locator("#q7-7").tap()
    await page.locator('#actions [data-act="recall"]').wait_for()
    row = await page.evaluate(
        "() => [...document.querySelectorAll('#actions button')].map(b => ({"
        " act: b.dataset.act, top: b.offsetTop, fits: b.scrollWidth <= b.clientWidth,"
        " right: b.getBoundingClientRect().right, text: b.innerText.trim()}))")
    assert [b["act"] for b in row] == ["play", "recall", "exchange", "pass"], row
    # A phone's word for Play: the language's short one where it has one.
    assert row[0]["text"] == web_text(lang, "submit_short"), row
    assert len({b["top"] for b in row}) == 1, row  # one row
    assert all(b["fits"] for b in row) and row[-1]["right"] <= 360, row
    await page.screenshot(path=str(web.shots / f"phone-row-down-{variant}-{lang}.png"))


async def test_the_russian_play_button_says_make_a_move_on_a_desktop(web: Web) -> None:
    game_id = await web.start("erudit", "Ann", "Bob", options="check=auto")
    game = await web.game()
    link = await web.link(game_id, name_to_move(game))
    shown = {}
    for kind in ("desktop", "phone"):
        page = await web.page(kind, link)
        await page.locator('#actions [data-act="play"]').wait_for()
        shown[kind] = (await page.locator('#actions [data-act="play"]').inner_text()).strip()
    assert shown == {"desktop": "Сделать ход", "phone": "Сходить"}, shown


@pytest.mark.parametrize("lang", ["pl", "ru"])
async def test_a_spectator_is_told_they_are_watching(web: Web, seated: Seat, lang: str) -> None:
    s = await seated("english", options=f"check=auto lang={lang}", who=None)
    game_id, page = s.id, s.page
    await page.wait_for_function(
        "(w) => document.getElementById('status').textContent.trim() === w",
        arg=web_text(lang, "spectator"))
    player = await web.page("phone", await web.link(game_id, "Ann"))
    await player.locator("#rack button.rt").first.wait_for()
    assert web_text(lang, "spectator") not in await player.locator("#play").inner_text()


@pytest.mark.parametrize("lang", ["bg", "ro", "en"])
async def test_a_finished_game_says_so_once(web: Web, seated: Seat, lang: str) -> None:
    page = (await seated("english", options=f"check=auto lang={lang}", who="Bob")).page
    await web.cmd("Ann", "/resign " + i18n.t(lang, "button_yes").split(" ", 1)[1].lower())
    if (await web.repo.open_game(web.chat.key)) is not None:
        await web.cmd("Ann", "/resign yes")
    await page.locator("#result:not([hidden])").wait_for()
    over = web_text(lang, "over")
    result = await page.locator("#result").inner_text()
    assert result.startswith(over), (result, over)  # the end text's own words
    assert (await page.locator("#turn").inner_text()).strip() == ""
    assert (await page.locator("main").inner_text()).count(over) + (
        await page.locator("header").inner_text()).count(over) == 1


async def test_the_undo_box_asks_with_the_pages_countdown(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto lang=pl undo=on")
    game = await web.game()
    mover = name_to_move(game)
    other = "Bob" if mover == "Ann" else "Ann"
    pages = {n: await web.page("phone", await web.link(game_id, n)) for n in (mover, other)}
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await web.cmd(mover, "/undo")
    box = pages[other].locator("#pending")
    await box.locator('[data-act="undo_yes"]').wait_for()
    await pages[other].wait_for_function(
        "() => /\\d s$/.test(document.getElementById('pendtext').textContent.trim())")
    text = (await pages[other].locator("#pendtext").inner_text()).strip()
    assert re.fullmatch(rf"{mover} prosi o cofnięcie ruchu 8H {word}\. Cofnąć ten ruch\? \d+ s",
                        text), text
    assert [b.strip() for b in await box.locator("button").all_inner_texts()] == ["Tak", "Nie"]
    # The one who asked is not asked.
    await pages[mover].locator("#pending:not([hidden])").wait_for()
    assert "Cofnąć" not in await pages[mover].locator("#pendtext").inner_text()


async def test_the_literaki_vote_box_says_it_once_in_the_buttons_words(
        web: Web, seated: Seat) -> None:
    """Literaki's box read "Bob: ruch 8I DNO czeka na głosy. Ostatni ruch (Bob) czeka na
    przyjęcie lub sprawdzenie: Ann może go przyjąć (✅) albo sprawdzić (❌). 59 s": the
    same thing twice, the chat's ✅/❌ and "votes" for an accept-or-check.  One sentence,
    in the words of the box's buttons, then the countdown."""
    s = await seated("literaki", options="lang=pl", page=False)
    game, mover, other = s.game, s.mover, s.other
    pages = {n: await s.open(n) for n in (mover, other)}
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8I {word}")
    for name, page in pages.items():
        box = page.locator("#pending")
        await box.wait_for()
        await page.wait_for_function(
            "() => /\\d s$/.test(document.getElementById('pendtext').textContent.trim())")
        text = (await page.locator("#pendtext").inner_text()).strip()
        assert re.fullmatch(rf"{other} może przyjąć albo sprawdzić ruch 8I {word} "
                            rf"\({mover}\)\. \d+ s", text), text
        buttons = [b.strip() for b in await box.locator("button").all_inner_texts()]
        assert buttons == (["Przyjmij", "Sprawdź"] if name == other else []), buttons
    await pages[other].screenshot(path=str(web.shots / "phone-literaki-vote-box.png"))
