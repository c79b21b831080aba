"""Tap a tile, then a square: the tile goes on the square tapped after it, every time,
whatever arrow a tap on a square left before (the arrow takes a rack tap only while it
is the player's last doing); the keyboard types on the arrow as before."""

from __future__ import annotations

from typing import Any

from board_harness import Seat
from conftest import Web
from test_browser_play import name_to_move, tile_on
from test_browser_typing import arrow, type_keys

from bot import i18n


async def mine(page: Any) -> int:
    return int(await page.locator("#board .tile.mine").count())


async def next_tile(page: Any) -> tuple[Any, str]:
    """The rack's first tile that is no blank, and its letter."""
    button = page.locator("#rack button.rt:not(.blank)").first
    return button, (await button.locator("b").inner_text()).strip()


async def test_a_tile_goes_on_the_square_tapped_after_it_with_an_arrow_left_over(
        web: Web, seated: Seat) -> None:
    """The newcomer's way: a square tapped (the arrow shows), a tile put on it, "Take
    back"; a square tapped again, the help read; then tile, square, tile, square...
    following the help: each tile on the square tapped after it, none shifted by one,
    none taken back off."""
    s = await seated("english", options="check=auto", who="mover")
    game, page = s.game, s.page
    await page.locator("#q8-9").tap()
    assert await arrow(page, 8, 9) == "across"
    # The arrow just set takes the tile tapped next, and moves on.
    button, letter = await next_tile(page)
    await button.tap()
    await tile_on(page, 8, 9, letter)
    assert await arrow(page, 8, 10) == "across"
    # "Take back": the tiles and the arrow both go.
    await page.locator('#actions [data-act="recall"]').tap()
    await page.wait_for_function("() => !document.querySelector('#board .tile.mine')")
    assert await page.locator("#board .cur").count() == 0
    # An arrow left over: a square tapped, then the help opened and closed.
    await page.locator("#q2-2").tap()
    assert await arrow(page, 2, 2) == "across"
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for()
    await page.screenshot(path=str(web.shots / "phone-taps-help.png"))
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for(state="hidden")
    assert "stale" in (await page.locator("#q2-2").get_attribute("class") or "")
    plain = len([x for x in game.seats[game.turn].rack if x != "?"])
    for i in range(min(plain, 6)):
        button, letter = await next_tile(page)
        await button.tap()
        # Picked, not put down at the arrow.
        assert await button.get_attribute("aria-pressed") == "true"
        assert await mine(page) == i
        await page.locator(f"#q8-{3 + i}").tap()
        await tile_on(page, 8, 3 + i, letter)
        assert await mine(page) == i + 1
    assert await page.locator("#q2-2 .tile").count() == 0
    assert await page.locator("#q8-9 .tile, #q8-2 .tile").count() == 0
    await page.screenshot(path=str(web.shots / "phone-taps-placed.png"))


async def test_a_square_then_tile_and_square_pairs_each_on_its_square(
        web: Web, seated: Seat) -> None:
    """A square tapped first, then tile, square, tile, square...: the first tile goes on
    the arrow (the square just tapped); the tap on that square after it leaves it there,
    and each next tile goes on the next square, the one tapped after it too."""
    s = await seated("english", options="check=auto", who="mover")
    game, page = s.game, s.page
    await page.locator("#q8-3").tap()
    plain = len([x for x in game.seats[game.turn].rack if x != "?"])
    n = min(plain, 5)
    letters = []
    for i in range(n):
        button, letter = await next_tile(page)
        letters.append(letter)
        await button.tap()
        await page.locator(f"#q8-{3 + i}").tap()
        await tile_on(page, 8, 3 + i, letter)
        assert await mine(page) == i + 1
    for i, letter in enumerate(letters):
        await tile_on(page, 8, 3 + i, letter)
    # A tap on a tile of one's own otherwise takes it back.
    await page.locator("#q8-3").tap()
    await page.wait_for_function("() => !document.querySelector('#q8-3 .tile')")
    assert await mine(page) == n - 1


async def test_typing_on_the_arrow_goes_on_after_a_button(web: Web, seated: Seat) -> None:
    """The keyboard's arrow, left over after a button (the help's), still takes the letters
    typed: they go on from where the arrow is."""
    s = await seated("english", options="check=auto", who="mover", kind="desktop")
    game, page = s.game, s.page
    word = [x for x in game.seats[game.turn].rack if x != "?"][:4]
    await page.locator("#q7-5").click()
    await type_keys(page, "".join(word[:2]).lower())
    await tile_on(page, 7, 5, word[0])
    await tile_on(page, 7, 6, word[1])
    assert await arrow(page, 7, 7) == "across"
    await page.locator("#helpbtn").click()
    await page.locator("#help").wait_for()
    await page.locator("#helpbtn").click()
    await page.locator("#board").focus()
    await page.keyboard.press("Space")
    assert await arrow(page, 7, 7) == "down"
    await type_keys(page, "".join(word[2:]).lower())
    await tile_on(page, 7, 7, word[2])
    await tile_on(page, 8, 7, word[3])


async def test_the_helps_keyboard_line_shows_only_where_a_keyboard_is_likely(
        web: Web) -> None:
    """On a phone the ? panel's keyboard line takes no room (out of sight, read out
    still: in the accessibility tree); on a desktop, a mouse that hovers, it shows."""
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    keys = i18n.t_table("en", "WEB", "help_keys")
    heights = {}
    for kind in ("phone", "desktop"):
        page = await web.page(kind, await web.link(game_id, name_to_move(game)))
        await page.locator("#rack button.rt").first.wait_for()
        await page.locator("#helpbtn").click()
        await page.locator("#help").wait_for()
        line = page.locator("#helplist li.kbd")
        assert await line.count() == 1
        assert (await line.text_content() or "") == keys
        box = await line.bounding_box()
        heights[kind] = box["height"] if box else 0
        assert keys in await page.locator("#helplist").aria_snapshot(), kind
        await page.screenshot(path=str(web.shots / f"{kind}-help-keys.png"))
    assert heights["phone"] <= 1 < 10 < heights["desktop"], heights
