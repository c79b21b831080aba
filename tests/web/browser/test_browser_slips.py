"""A newcomer's small slips, in a real browser: no unseen count once every rack is shown;
a blank written one way on the whole page (as the board writes it: its letter in the
blank's mark, never the chat's lowercase); the replay's racks aligned beside a long name on
a phone; the header's 💡 and ? together on a desktop."""

from __future__ import annotations

from typing import Any

from conftest import Web
from test_browser_play import a_deal_with_a_blank, letters, name_to_move, tile_on


async def test_no_unseen_tiles_once_the_game_is_over(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    mover = name_to_move(game)
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    pages = [await web.page(kind, await web.link(game_id, "Ann")) for kind in ("phone",
                                                                               "desktop")]
    for page in pages:
        await tile_on(page, 7, 7, word[0])
        assert await page.locator("#unseenbox").is_visible()
    await web.cmd(mover, "/resign yes")
    for page in pages:
        await page.locator("#result:not([hidden])").wait_for()
        await page.locator("#racks li").first.wait_for()
        # Every rack is shown: "unseen" would count tiles in sight.
        assert await page.locator("#unseenbox").is_hidden()
        # Along the replay too.
        await page.locator("#moveslider").fill("0")
        await page.wait_for_function(
            "() => document.getElementById('rackshead').textContent.length > 0"
            " && document.querySelectorAll('#board .tile').length === 0")
        assert await page.locator("#unseenbox").is_hidden()


async def blanks_written(page: Any, where: str) -> dict[str, Any]:
    """The blank's letters marked in ``where`` (their texts) and the text of it."""
    return dict(await page.evaluate(
        """(where) => { const el = document.querySelector(where);
             return {marked: [...el.querySelectorAll('.bl')].map((b) => b.textContent),
                     text: el.textContent}; }""", where))


async def test_a_blank_is_written_as_the_board_writes_it_everywhere(web: Web) -> None:
    """The vote's box, the challenge's question, the notice and the history write a
    blank's letter in the blank's mark, in capitals: "8H Q(A)B", never "8H qAB"."""
    web.seeds.append(a_deal_with_a_blank())
    game_id = await web.start("english", "Ann", "Bob", options="check=challenge")
    game = await web.game()
    mover = name_to_move(game)
    other = "Bob" if mover == "Ann" else "Ann"
    two = letters(list(game.seats[game.turn].rack), 2)
    page = await web.page("phone", await web.link(game_id, other))
    await page.locator("#rack button.rt").first.wait_for()
    await web.cmd(mover, f"/play 8H q{two}")  # not in the word list: the challenge wins
    await page.locator('#pending [data-act="challenge"]').wait_for()
    box = await blanks_written(page, "#pendtext")
    assert box["marked"] == ["Q"] and f"8H Q{two}" in box["text"], box
    await page.locator('#pending [data-act="challenge"]').tap()
    await page.locator("#dialog[open]").wait_for()
    asked = await blanks_written(page, "#dlgtext")
    await page.screenshot(path=str(web.shots / "phone-challenge-blank.png"))
    assert asked["marked"] == ["Q"] and f"8H Q{two}" in asked["text"], asked
    assert f"q{two}" not in asked["text"], asked
    await page.locator('#dlgbtns button[value="yes"]').tap()
    # The move is taken off the board: the notice and the history say which.
    await page.locator("#notice:not([hidden])").wait_for()
    notice = await blanks_written(page, "#notice")
    assert notice["marked"] == ["Q"] and f"q{two}" not in notice["text"], notice
    history = await blanks_written(page, "#history")
    assert "Q" in history["marked"] and f"q{two}" not in history["text"], history


async def test_the_replays_racks_line_up_beside_a_long_name_on_a_phone(web: Web) -> None:
    await web.cmd("Ann", "/new english vs computer medium check=auto")
    rec = await web.repo.open_game(web.chat.key)
    assert rec is not None
    if rec.status != "active":
        await web.cmd("Ann", "/start")
        rec = await web.repo.open_game(web.chat.key)
    assert rec is not None and rec.status == "active", rec
    page = await web.page("phone", await web.link(int(rec.id), "Ann"))
    await page.locator("#rack button.rt").first.wait_for()
    await web.cmd("Ann", "/resign yes")
    await page.locator("#racks li").first.wait_for()
    for move in ("end", "0"):
        if move == "0":
            await page.locator("#moveslider").fill("0")
            await page.wait_for_function(
                "() => document.querySelectorAll('#board .tile').length === 0"
                " && document.querySelectorAll('#racks li .tile').length > 0")
        await page.locator("#replay").scroll_into_view_if_needed()
        await page.screenshot(path=str(web.shots / f"phone-replay-long-name-{move}.png"))
        rows = await page.evaluate(
            """() => [...document.querySelectorAll('#racks li')].map((li) => {
                 const tiles = [...li.querySelectorAll('.tile')]
                   .map((u) => u.getBoundingClientRect());
                 const name = li.querySelector(':scope > :first-child');
                 const n = name.getBoundingClientRect();
                 return {name: name.textContent, right: n.right,
                         lefts: tiles.map((r) => r.left), tops: tiles.map((r) => r.top),
                         row: li.getBoundingClientRect().right, width: innerWidth};
               })""")
        assert len(rows) == 2 and any("medium" in r["name"] for r in rows), rows
        with_tiles = [r for r in rows if r["lefts"]]
        assert with_tiles, rows
        # Every row's tiles begin at one x, after the name (whole or cut with an
        # ellipsis), in one line, inside the screen.
        assert len({round(r["lefts"][0], 1) for r in with_tiles}) == 1, rows
        for r in with_tiles:
            assert r["lefts"][0] >= r["right"], r
            assert len({round(t) for t in r["tops"]}) == 1, r
            assert r["row"] <= r["width"], r


async def test_the_headers_buttons_stay_together_on_a_desktop(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto hints=on")
    page = await web.page("desktop", await web.link(game_id, "Ann"))
    await page.locator("#hintbtn").wait_for()
    await page.screenshot(path=str(web.shots / "desktop-header.png"))
    boxes = await page.evaluate(
        """() => Object.fromEntries(['bag', 'hintbtn', 'helpbtn'].map((id) => {
             const r = document.getElementById(id).getBoundingClientRect();
             return [id, {left: r.left, right: r.right}];
           }))""")
    hint, help_, bag = boxes["hintbtn"], boxes["helpbtn"], boxes["bag"]
    # Side by side at the header's end (the row's gap apart), far from the bag's count.
    assert 0 <= help_["left"] - hint["right"] <= 16, boxes
    assert hint["left"] - bag["right"] > 100, boxes
    width = await page.evaluate(
        "() => document.querySelector('.info').getBoundingClientRect().right")
    assert width - help_["right"] <= 1, (boxes, width)
