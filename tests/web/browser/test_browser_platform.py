"""Issue 27 in a real browser, the page's manners: a move played with the keyboard alone,
every control named for a screen reader, no request to any other host, Telegram's theme
inside the Mini App and the dark one Discord's links ask for, and a page that lost its
server catching up once it is back."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote, urlencode, urlparse

import pytest
from board_harness import Seat
from conftest import TOKEN, Web
from test_browser_play import history_lines, letters, name_to_move, tile_on
from test_browser_views import telegram_game

from bot.http_server import HttpServer
from bot.web.telegram_auth import sign
from engine.reading import lookalikes, typed_letters

CONTROLS = "button, a[href], input, select, [role=option], [role=gridcell], [tabindex]"


async def unnamed_controls(page: Any) -> list[str]:
    return list(await page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)]
             .filter((e) => e.offsetParent !== null || e.getClientRects().length)
             .filter((e) => !((e.getAttribute('aria-label') || '').trim()
                              || (e.textContent || '').trim() || (e.title || '').trim()
                              || (e.labels && e.labels.length)))
             .map((e) => e.outerHTML.slice(0, 120))""", CONTROLS))


async def test_a_move_by_keyboard_alone_and_every_control_named(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    mover = name_to_move(game)
    requests: list[str] = []
    page = await web.page("desktop")
    page.on("request", lambda r: requests.append(r.url))
    await page.goto(await web.link(game_id, mover))
    await page.locator("#rack button.rt").first.wait_for()
    assert await unnamed_controls(page) == []
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    # Tab to the board (no mouse), type the word from the centre, Enter plays it.
    for _ in range(40):
        await page.keyboard.press("Tab")
        if await page.evaluate("() => document.activeElement.id === 'board'"):
            break
    assert await page.evaluate("() => document.activeElement.id") == "board"
    await page.keyboard.type(word.lower())
    await page.wait_for_function(
        "() => document.querySelector('#status strong')")  # the server's score
    await page.keyboard.press("Enter")
    await history_lines(page, 1)
    after = await web.game()
    assert after.history[-1].kind == "place" and word in after.history[-1].move
    assert await unnamed_controls(page) == []
    # Everything the page loaded came from the board's own address.
    own = urlparse(web.base).netloc
    assert requests and {urlparse(u).netloc for u in requests
                         if not u.startswith(("data:", "blob:"))} == {own}, requests


async def theme_of(page: Any) -> str | None:
    await page.locator("#q7-7").wait_for()
    return await page.evaluate("() => document.documentElement.dataset.theme || null")  # type: ignore[no-any-return]


async def test_discord_links_ask_for_the_dark_theme(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    link = await web.link(game_id, None)
    assert await theme_of(await web.page("phone", link + "&theme=dark")) == "dark"
    assert await theme_of(await web.page("phone", link)) in (None, "light")


def init_data(user_id: int) -> str:
    fields = {"user": json.dumps({"id": user_id, "first_name": "Ann"}),
              "auth_date": str(int(time.time()))}
    return urlencode({**fields, "hash": sign(fields, TOKEN)})


async def test_inside_telegram_the_page_takes_telegrams_theme(web: Web) -> None:
    game_id = await telegram_game(web)
    data = init_data(501)
    # Telegram's parameters as its clients pass them in the launch fragment: dark here.
    dark = json.dumps({"bg_color": "#17212b", "text_color": "#f5f5f5",
                       "button_color": "#5288c1", "button_text_color": "#ffffff"})
    page = await web.page("phone", f"{web.base}/web/tg?g={game_id}"
                                   f"#tgWebAppData={quote(data, safe='')}"
                                   f"&tgWebAppThemeParams={quote(dark, safe='')}")
    await page.locator("#rack button.rt").first.wait_for()
    assert await theme_of(page) == "dark"
    background = await page.evaluate(
        "() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim()")
    assert background == "#17212b"
    # And from the object Telegram's own script leaves, when the host injected it: light.
    context = await web.browser.new_context(viewport={"width": 360, "height": 740})
    web.contexts.append(context)
    web_app = ("{initData: " + json.dumps(data) + ", themeParams: {bg_color: '#ffffff',"
               " text_color: '#000000'}, ready() {}, expand() {}, onEvent() {}}")
    await context.add_init_script(f"window.Telegram = {{WebApp: {web_app}}};")
    light = await context.new_page()
    light.on("pageerror", lambda exc: web.errors.append(str(exc)))
    await light.goto(f"{web.base}/web/tg?g={game_id}")
    await light.locator("#rack button.rt").first.wait_for()
    assert await theme_of(light) == "light"


async def test_a_page_that_lost_its_server_catches_up(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", who="other")
    game, mover, page = s.game, s.mover, s.page
    port = web.server.port
    await web.server.stop()  # the page's stream is cut
    await page.locator("#conn:not([hidden])").wait_for()  # it says it is reconnecting
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")  # meanwhile, in the chat
    again = HttpServer("127.0.0.1", port)
    web.board.add_routes(again.app)
    await again.start()
    web.server = again  # stopped by the fixture
    await tile_on(page, 7, 7, word[0])
    await tile_on(page, 7, 8, word[1])
    await page.locator("#conn[hidden]").wait_for(state="attached")


async def test_latin_keys_typed_on_a_cyrillic_board_are_its_letters(web: Web) -> None:
    """The view's look-alike table (the chat's, ``engine.reading.lookalikes``) reads a key
    the tile set lacks: a Latin "a" typed on a Bulgarian board is its "а"."""
    game_id = await web.start("bulgarian", "Ann", "Bob", options="check=auto")
    game = await web.game()
    table = lookalikes(game.rules.tileset)
    twins = {cyr: lat for lat, cyr in table.items() if lat.islower()}
    rack = list(game.seats[game.turn].rack)
    mine = next((x for x in rack if x.lower() in twins), None)
    assert mine is not None, rack  # nearly every Bulgarian rack holds one (seed fixed)
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    assert await page.evaluate("() => document.querySelectorAll('#board .tile').length") == 0
    await page.locator("#board [role=rowheader]").first.click()
    await page.locator("#q7-7.cur").wait_for()
    latin = twins[mine.lower()]
    assert not game.rules.tileset.is_letter(latin.upper())
    await page.keyboard.type(latin)
    await tile_on(page, 7, 7, mine)
    assert await page.locator("#q7-7 .tile.mine").count() == 1
    # And in capitals, the next letter along.
    await page.keyboard.type(latin.upper())
    others = [x for x in rack if x != "?"]
    others.remove(mine)
    if mine in others:  # a second tile of the letter: it goes down beside the first
        await tile_on(page, 7, 8, mine)


async def test_a_marked_key_is_its_base_letter_where_the_game_plays_it_so(web: Web) -> None:
    """Newcomer new35b #2: on a Romanian board a key typed ș or ț placed nothing, though
    the chat plays Ș as S (``typed_letters``: the page reads the keys as the chat does)."""
    game_id = await web.start("romanian", "Ann", "Bob", options="check=auto")
    game = await web.game()
    table = typed_letters(game.rules.tileset)
    marked = {"S": "ș", "T": "ț", "A": "ă", "I": "î"}
    assert all(table[m.upper()] == base for base, m in marked.items())
    rack = list(game.seats[game.turn].rack)
    base = next((x for x in rack if x in marked), None)
    assert base is not None, rack  # (seed fixed)
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator("#board [role=rowheader]").first.click()
    await page.locator("#q7-7.cur").wait_for()
    # A real key event, as a Romanian layout sends it (Playwright's type() would insert
    # the text without one).
    await page.evaluate("""(key) => document.getElementById('board').dispatchEvent(
        new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}))""",
                        marked[base])
    await tile_on(page, 7, 7, base)
    assert await page.locator("#q7-7 .tile.mine").count() == 1


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (1440, 900), (1920, 1080)])
async def test_the_keyboard_line_shows_whole_on_a_desktop(web: Web,
                                                          size: tuple[int, int]) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    page = await web.page("desktop")
    await page.set_viewport_size({"width": size[0], "height": size[1]})
    await page.goto(await web.link(game_id, "Ann"))
    await page.locator("#rack button.rt").first.wait_for()
    hint = page.locator("#keyshint")
    await hint.wait_for()
    await page.screenshot(path=str(web.shots / f"desktop-keys-{size[0]}.png"))
    box = await page.evaluate(
        """() => { const e = document.getElementById('keyshint');
                   const r = e.getBoundingClientRect();
                   return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                           width: innerWidth, height: innerHeight, y: scrollY,
                           cut: e.scrollWidth > e.clientWidth + 0.5}; }""")
    assert box["y"] == 0 and not box["cut"], box
    assert box["top"] >= 0 and box["bottom"] <= box["height"], box
    assert box["left"] >= 0 and box["right"] <= box["width"], box
    # The board is not made smaller than it needs: it ends just above the line.
    board = await page.locator("#boardwrap").bounding_box()
    assert board is not None and board["y"] + board["height"] <= box["top"] + 0.5
    assert box["bottom"] >= box["height"] - 80, box
