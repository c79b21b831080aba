"""Typing on the board with a keyboard: the arrow a click puts on a square (one click
points across, a second one down, whatever the language), and a key that is no letter
of the game said so rather than dropped."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import Web
from test_browser_play import name_to_move, tile_on

VARIANTS = ["english", "bulgarian", "polish", "erudit", "slovak", "romanian"]


async def type_keys(page: Any, text: str) -> None:
    """Keys typed as a keyboard of the text's language sends them: a keydown of each
    letter (Playwright's own typing inserts a letter its US layout lacks with no key
    event at all, which no real keyboard does)."""
    cdp = await page.context.new_cdp_session(page)
    for ch in text:
        await cdp.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": ch, "text": ch,
                                                  "unmodifiedText": ch})
        await cdp.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": ch})
    await cdp.detach()


async def arrow(page: Any, r: int, c: int) -> str:
    """Where the typing arrow on square (r, c) points: "across", "down" or "" (none)."""
    cls = await page.locator(f"#q{r}-{c}").get_attribute("class") or ""
    return "" if " cur" not in f" {cls}" else "down" if " down" in f" {cls}" else "across"


@pytest.mark.parametrize("variant", VARIANTS)
async def test_one_click_on_the_start_square_points_across_a_second_down(
        web: Web, variant: str) -> None:
    game_id = await web.start(variant, "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    # The first click on a fresh board: on the start square itself (the click focuses
    # the board, which marks that same square).
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "across"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "down"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "across"
    # Another square: one click across there too; typed letters go along it.
    await page.locator("#q3-3").click()
    assert await arrow(page, 3, 3) == "across"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "across"
    word = [x for x in game.seats[game.turn].rack if x != "?"][:4]
    await type_keys(page, "".join(word).lower())
    for i, letter in enumerate(word):
        await tile_on(page, 7, 7 + i, letter)
    assert await page.locator("#q8-7 .tile").count() == 0


async def test_a_click_on_the_board_off_the_squares_then_on_the_start_square(web: Web) -> None:
    """Focused off the squares (a coordinate), the board shows the start square across;
    a click on it then is a first click: across still, the next one down."""
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator("#board [role=rowheader]").first.click()
    assert await arrow(page, 7, 7) == "across"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "across"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "down"
