"""Typing on the board with a keyboard: the arrow a click puts on a square (one click
points across, a second one down, whatever the language), and a key that is no letter
of the game said so rather than dropped."""

from __future__ import annotations

import io
from typing import Any

import pytest
from board_harness import Seat
from conftest import Web
from test_browser_play import name_to_move, tile_on

from bot import i18n

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
        web: Web, seated: Seat, variant: str) -> None:
    s = await seated(variant, options="check=auto", who="mover", kind="desktop")
    game, page = s.game, s.page
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


async def test_a_click_on_the_board_off_the_squares_then_on_the_start_square(seated: Seat) -> None:
    """Focused off the squares (a coordinate), the board shows the start square across;
    a click on it then is a first click: across still, the next one down."""
    page = (await seated("english", options="check=auto", who="mover", kind="desktop")).page
    await page.locator("#board [role=rowheader]").first.click()
    assert await arrow(page, 7, 7) == "across"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "across"
    await page.locator("#q7-7").click()
    assert await arrow(page, 7, 7) == "down"


async def toasts_told(page: Any) -> int:
    """How many times the page has shown a toast since ``count_toasts``."""
    return int(await page.evaluate("() => window.__toasts"))


async def count_toasts(page: Any) -> None:
    """Count each toast shown from now on (each one sets the toast's text anew)."""
    await page.evaluate(
        """() => { window.__toasts = 0;
                   new MutationObserver(() => { window.__toasts++; }).observe(
                     document.getElementById('toast'), {childList: true}); }""")


async def test_a_key_that_is_no_letter_of_the_game_is_told_once_a_burst(web: Web) -> None:
    """On a Bulgarian board a Latin keyboard types ОМА of "roman" (look-alikes); R and N
    are no letters of the game: one toast says so, naming the keyboard to switch to,
    once for the whole burst; a burst after a pause is told again."""
    game_id = await web.start("bulgarian", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("desktop")
    await page.clock.install()  # the page's own time, for the pause between two bursts
    await page.goto(await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator("#q7-7").click()
    await count_toasts(page)
    await type_keys(page, "roman")
    toast = page.locator("#toast")
    await toast.wait_for()
    told = i18n.t_table("bg", "WEB", "key_foreign", letter="R",
                        language=i18n.t_table("bg", "WEB", "kbd_bg"))
    assert await toast.inner_text() == told
    assert "български" in told
    assert await toasts_told(page) == 1
    # The look-alikes went down, as far as the rack has them (a blank for one it lacks).
    rack = list(game.seats[game.turn].rack)
    down = 0
    for letter in "ОМА":
        if letter in rack or "?" in rack:
            rack.remove(letter if letter in rack else "?")
            await tile_on(page, 7, 7 + down, letter)
            down += 1
    assert await page.locator("#board .tile.mine").count() == down
    # A pause, then another key of no letter: told again (once).
    await page.clock.run_for(5000)
    await type_keys(page, "nn")
    await page.wait_for_function("() => window.__toasts === 2")
    assert await toast.inner_text() == told.replace("R", "N", 1)
    await page.screenshot(path=str(web.shots / "desktop-key-foreign.png"))


async def test_the_keyboard_named_is_the_tile_sets_language_in_the_pages(seated: Seat) -> None:
    """An English page on a Bulgarian board names Bulgarian, in English."""
    page = (await seated("bulgarian", options="check=auto lang=en", who="mover",
                         kind="desktop")).page
    await page.locator("#q7-7").click()
    await type_keys(page, "q")
    await page.locator("#toast").wait_for()
    assert await page.locator("#toast").inner_text() == (
        "“Q” is not a letter of this game: tap a tile on your rack, or switch your keyboard "
        "to Bulgarian.")


HIDE_LABELS = ".cell .lab, .cell .arr, .cell .star { visibility: hidden !important; }"
HIDE_ARROW = ".cell.cur::after { color: transparent !important; }"


def _image(png: bytes) -> Any:
    from PIL import Image

    return Image.open(io.BytesIO(png)).convert("RGB")


def _far(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


async def arrow_kept(page: Any, r: int, c: int) -> float:
    """How much of the typing arrow on square (r, c) shows as it would on a square with
    no label: of the arrow's own pixels (where drawing the arrow changes the square with
    its label hidden), the share that the label, shown, leaves as they were."""
    cell = page.locator(f"#q{r}-{c}")

    async def shot(*styles: str) -> Any:
        handles = [await page.add_style_tag(content=x) for x in styles]
        png = await cell.screenshot()
        for h in handles:
            await h.evaluate("(e) => e.remove()")
        return _image(png)

    shown, bare, no_arrow = (await shot(), await shot(HIDE_LABELS),
                             await shot(HIDE_LABELS, HIDE_ARROW))
    w, h = bare.size
    mask = [(x, y) for x in range(w) for y in range(h)
            if _far(bare.getpixel((x, y)), no_arrow.getpixel((x, y))) > 150]
    # (a see-through arrow changes no pixel by that much: it is not drawn, to the eye)
    assert len(mask) > 20, (r, c, len(mask))
    kept = sum(1 for p in mask if _far(shown.getpixel(p), bare.getpixel(p)) < 45)
    return kept / len(mask)


async def test_the_typing_arrow_shows_over_a_premiums_label(web: Web, seated: Seat) -> None:
    """The arrow a click puts on a square is drawn over the square's label (TW's, a 4S
    square's with its own arrow, WYM's bold white letters), fresh or left from before
    (a button pressed since): the label never covers it."""
    page = (await seated("literaki", options="check=auto", who="mover")).page
    found = await page.evaluate(
        """() => { const out = {};
             for (const q of document.querySelectorAll('#board .cell')) {
               const lab = q.querySelector('.lab');
               const kind = q.classList.contains('wym') ? 'wym'
                 : [...q.classList].find((k) => k.startsWith('p-')) || '';
               if (lab && kind && !(kind in out)) out[kind] = q.id;
             }
             return out; }""")
    assert {"wym", "p-QW", "p-TW", "p-DL"} <= set(found), found
    for kind in ("wym", "p-QW", "p-TW", "p-DL"):
        r, c = (int(x) for x in found[kind][1:].split("-"))
        await page.locator(f"#q{r}-{c}").click()
        assert await arrow(page, r, c) == "across"
        fresh = await arrow_kept(page, r, c)
        await page.locator("#helpbtn").click()  # a button since: the arrow left from before
        await page.wait_for_function(
            f"() => document.getElementById('q{r}-{c}').classList.contains('stale')")
        stale = await arrow_kept(page, r, c)
        await page.locator("#helpbtn").click()
        assert fresh >= 0.8 and stale >= 0.8, (kind, fresh, stale)
    await page.locator(f"#{found['wym']}").click()
    await page.locator(f"#{found['wym']}").screenshot(path=str(web.shots / "phone-arrow-wym.png"))
