"""A turn that ends under the player's hands, in a real browser: whatever the player began
on the board as it was (a blank's letter being chosen, a tile being dragged, tiles put
down on a page whose stream went quiet) never lands on the board that follows; the tiles
are back on the rack, always."""

from __future__ import annotations

import time
from typing import Any

from board_harness import Seat
from conftest import Web, box
from test_browser_play import a_deal_with_a_blank, letters, name_to_move, put, tap_tile

from bot import i18n


async def nothing_down(page: Any, rack: int = 7) -> None:
    """Until no tile of the player's is on the board and the whole rack is back."""
    await page.wait_for_function(
        "n => !document.querySelector('#board .tile.mine')"
        " && document.querySelectorAll('#rack button.rt').length === n",
        arg=rack,
    )


async def test_a_blank_whose_letter_is_being_chosen_when_the_time_runs_out(
        web: Web, seated: Seat) -> None:
    web.seeds.append(a_deal_with_a_blank())
    s = await seated("english", options="check=auto time=30", who="mover")
    game, page = s.game, s.page
    assert "?" in game.seats[game.turn].rack
    await page.locator("#rack button.rt.blank").wait_for()
    await tap_tile(page, letters(list(game.seats[game.turn].rack), 1))
    await page.locator("#q7-7").tap()
    await tap_tile(page, "?")
    await page.locator("#q7-8").tap()
    await page.locator("#dialog[open]").wait_for()  # which letter is the blank?
    await web.deliver(await web.service.due(time.time() + 31))
    # The question goes with the turn: no letter can be picked onto the new board.
    await page.locator("#dialog[open]").wait_for(state="detached")
    await nothing_down(page)
    await page.wait_for_function(
        "t => document.getElementById('status').textContent.trim() === t",
        arg=i18n.t_table("en", "WEB", "tiles_back_time"),
    )
    assert await page.locator("#board .tile").count() == 0


async def test_a_tile_being_dragged_when_the_board_changes_is_let_go(
        web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", kind="desktop")
    game, mover, page = s.game, s.mover, s.page
    tile = await box(page.locator("#rack button.rt").first)
    target = await box(page.locator("#q3-3"))
    await page.mouse.move(tile["x"] + tile["width"] / 2, tile["y"] + tile["height"] / 2)
    await page.mouse.down()
    await page.mouse.move(tile["x"] + 40, tile["y"] - 40, steps=4)
    await page.locator(".ghost").wait_for()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await page.wait_for_function("() => document.querySelectorAll('#board .tile').length === 2")
    await page.locator(".ghost").wait_for(state="detached")
    # Let go over a square of the new board: nothing lands there.
    await page.mouse.move(target["x"] + 5, target["y"] + 5, steps=4)
    await page.mouse.up()
    assert await page.locator("#board .tile.mine").count() == 0
    assert await page.locator("#rack button.rt").count() == 7


async def test_a_drag_the_browser_cancels_is_let_go_the_same_way(web: Web) -> None:
    """One way to let go of a drag (``endDrag``): a gesture the browser cancels (a touch
    taken over by a scroll) leaves nothing on the board, as a state changed under it does
    (above)."""
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    tile = await box(page.locator("#rack button.rt").first)
    target = await box(page.locator("#q7-7"))
    await page.mouse.move(tile["x"] + tile["width"] / 2, tile["y"] + tile["height"] / 2)
    await page.mouse.down()
    await page.mouse.move(target["x"] + 5, target["y"] + 5, steps=6)
    await page.locator(".ghost").wait_for()
    await page.locator("#q7-7.drop").wait_for()
    await page.evaluate(
        "([x, y]) => document.dispatchEvent(new PointerEvent('pointercancel',"
        " {clientX: x, clientY: y, bubbles: true}))", [target["x"] + 5, target["y"] + 5])
    await page.locator(".ghost").wait_for(state="detached")
    assert await page.locator("#board .cell.drop, #rack .dragging").count() == 0
    await page.mouse.up()  # nothing is being dragged any more: nothing lands
    assert await page.locator("#board .tile.mine").count() == 0
    assert await page.locator("#rack button.rt").count() == 7


async def quiet_stream(page: Any) -> None:
    """The page's event stream goes quiet: it answers once with a retry an hour away and
    ends, so the page hears of no change (a proxy that stalled, a phone's connection gone
    dead while it slept) while its EventSource still waits to reconnect."""

    async def stall(route: Any) -> None:
        await route.fulfill(
            status=200, headers={"Content-Type": "text/event-stream"}, body="retry: 3600000\n\n"
        )

    await page.route("**/web/api/events*", stall)


async def test_a_page_woken_up_asks_for_the_state(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto time=30")
    game = await web.game()
    mover = name_to_move(game)
    page = await web.page("phone")
    await quiet_stream(page)
    await page.goto(await web.link(game_id, mover))
    await page.locator("#rack button.rt").first.wait_for()
    await put(page, letters(list(game.seats[game.turn].rack), 2), 7, 7)
    await page.locator("#q7-8 .tile.mine").wait_for()
    await web.deliver(await web.service.due(time.time() + 31))
    assert await page.locator("#board .tile.mine").count() == 2  # the page has not heard
    await page.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
    await nothing_down(page)
    await page.wait_for_function(
        "t => document.getElementById('status').textContent.trim() === t",
        arg=i18n.t_table("en", "WEB", "tiles_back_time"),
    )


async def test_a_page_whose_clock_ran_out_asks_for_the_state(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto time=30")
    game = await web.game()
    mover = name_to_move(game)
    page = await web.page("phone")
    await page.clock.install()
    await quiet_stream(page)
    await page.goto(await web.link(game_id, mover))
    await page.locator("#rack button.rt").first.wait_for()
    await put(page, letters(list(game.seats[game.turn].rack), 2), 7, 7)
    await page.locator("#q7-8 .tile.mine").wait_for()
    await web.deliver(await web.service.due(time.time() + 31))
    # The page's own count reaches zero (and a moment past it): it asks the server.
    await page.clock.fast_forward(35_000)
    await nothing_down(page)
