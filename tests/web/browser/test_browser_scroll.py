"""What a newcomer on a 360×740 phone and a desktop had to scroll for: the Moves box
opened at its end with its first visible line cut in half (now: whole lines, the latest
at the bottom), and the analysis's answer came below the screen's edge (now brought
into sight, as the hint's is)."""

from __future__ import annotations

from typing import Any

from conftest import Web
from test_browser_play import letters

# Names long enough that some lines wrap on a phone: the lines are not all one height.
NAMES = ("Wilhelmina-Wolfgang Montgomery", "Bartholomew-Maximilian Wolkenstein")

# (in the layout's own fractions of a pixel: a sliver of a line is a cut line too)
CUT = """() => {
  const h = document.getElementById('history');
  const top = h.getBoundingClientRect().top + h.clientTop;
  const items = [...h.children].map((li) => li.getBoundingClientRect());
  const cut = items.filter((r) => r.top < top - 0.01 && r.bottom > top + 0.01);
  return {atEnd: h.scrollTop + h.clientHeight >= h.scrollHeight - 1, cut: cut.length,
          scrolls: h.scrollHeight > h.clientHeight + 1, height: h.clientHeight,
          tallest: Math.max(...items.map((r) => r.height)),
          most: parseFloat(getComputedStyle(h).maxHeight), lines: items.length};
}"""


def mover_of(web: Web, game: Any) -> str:
    return next(x for x in NAMES if web.user(x).key == game.seats[game.turn].player)


async def passes(web: Web, n: int) -> None:
    for _ in range(n):
        await web.cmd(mover_of(web, await web.game()), "/pass")


async def whole_lines(page: Any, lines: int) -> dict[str, Any]:
    await page.wait_for_function(
        f"() => document.querySelectorAll('#history li').length >= {lines}")
    box = await page.evaluate(CUT)
    assert box["scrolls"] and box["atEnd"], box  # at its end: the latest move in sight
    assert box["cut"] == 0, box  # the line at the top whole
    # Cut to whole lines, no more: within a line of the box's own height.
    assert box["most"] - box["tallest"] <= box["height"] <= box["most"] + 0.5, box
    return dict(box)


async def test_the_moves_box_opens_on_whole_lines(web: Web) -> None:
    # Bulgarian: no scoreless ending before 20 rounds, so many passes make a long list.
    game_id = await web.start("bulgarian", *NAMES, options="check=auto")
    game = await web.game()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover_of(web, game), f"/play 8H {word}")  # a longer line: it wraps
    await passes(web, 22)
    phone = await web.page("phone", await web.link(game_id, NAMES[1]))
    desk = await web.page("desktop", await web.link(game_id, NAMES[0]))
    for page in (phone, desk):
        await page.locator("#rack button.rt").first.wait_for()
        await whole_lines(page, 23)
    # (on the phone, lines of two heights: some wrap)
    heights = await phone.evaluate(
        "() => [...document.querySelectorAll('#history li')].map((li) => li.offsetHeight)")
    assert len(set(heights)) == 2, heights
    await phone.evaluate("() => window.scrollTo(0, document.scrollingElement.scrollHeight)")
    await phone.screenshot(path=str(web.shots / "phone-moves-whole-lines.png"))
    await desk.screenshot(path=str(web.shots / "desktop-moves-whole-lines.png"))
    # A move more: still at the end, on whole lines.
    await passes(web, 1)
    for page in (phone, desk):
        await whole_lines(page, 24)
    # Closed and opened again: the same.
    await phone.locator("#historyhead").tap()
    await phone.locator("#history").wait_for(state="hidden")
    await passes(web, 1)
    await phone.locator("#historyhead").tap()
    await whole_lines(phone, 25)
    await phone.screenshot(path=str(web.shots / "phone-moves-reopened.png"))


IN_SIGHT = """() => {
  const r = document.getElementById('analysis').getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, height: r.height, screen: window.innerHeight};
}"""


async def test_the_analysis_is_brought_into_sight_on_a_phone(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    phone = await web.page("phone", await web.link(game_id, "Ann"))
    desk = await web.page("desktop", await web.link(game_id, "Bob"))
    for page in (phone, desk):
        await page.locator("#rack button.rt").first.wait_for()
    game = await web.game()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    mover = "Ann" if game.seats[game.turn].player == web.user("Ann").key else "Bob"
    await web.cmd(mover, f"/play 8H {word}")
    await web.cmd("Bob" if mover == "Ann" else "Ann", "/pass")
    await web.cmd("Ann", "/resign yes")
    for page in (phone, desk):
        button = page.locator("#analyse")
        await button.wait_for()
        # The end's last line, the ratings, comes with a later update (they are counted
        # after the end): waited for, so that it does not push the box down after it is
        # brought into sight.
        await page.locator("#result p.more").wait_for()
        await page.locator("#moveslider").fill("1")
        # The button at the screen's bottom edge, as a player scrolling down to it has it:
        # the answer comes below it.
        await button.scroll_into_view_if_needed()
        before = await page.evaluate(IN_SIGHT)
        if page is phone:
            assert before["top"] >= before["screen"] - 1, before  # (below the edge)
        await button.click()
        await page.wait_for_function(
            "() => { const t = document.getElementById('analysis').textContent;"
            " return t && t !== '…'; }")
        # The reveal scrolls (smoothly where the browser does): wait for it to end in
        # sight rather than read the box at the first frame; a page that never brings it
        # into sight fails at the wait's timeout, with the box below.  Half a pixel of
        # slack for sub-pixel layout (a bottom of 740.3 on a 740-pixel screen).
        try:
            await page.wait_for_function(
                f"() => {{ const b = ({IN_SIGHT})();"
                " return b.height > 0 && b.top >= 0 && b.bottom <= b.screen + 0.5; }")
        finally:
            box = await page.evaluate(IN_SIGHT)
        assert box["height"] > 0 and box["top"] >= 0 and box["bottom"] <= box["screen"] + 0.5, box
    await phone.screenshot(path=str(web.shots / "phone-analysis-in-sight.png"))
