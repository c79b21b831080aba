"""What a newcomer on a 360×740 phone missed: an /end vote to answer on the page (the
mover's card lit, the voter's badged, the page not scrolled by the redraw), a blank that
shows its "?", every unseen count readable, the squares explained, the keys told, the
leftovers at the end."""

from __future__ import annotations

from conftest import Web
from test_browser_play import a_deal_with_a_blank, letters, name_to_move, tile_on

from bot import i18n


async def test_an_end_vote_is_answered_on_the_page(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    if name_to_move(await web.game()) == "Bob":
        await web.cmd("Bob", "/pass")  # Ann to move: the voter is not the mover
    page = await web.page("phone", await web.link(game_id, "Bob"))
    await page.locator("#rack button.rt").first.wait_for()
    await page.evaluate("() => window.scrollTo(0, 120)")
    y = await page.evaluate("() => window.scrollY")
    assert y > 0
    await web.cmd("Ann", "/end")
    box = page.locator("#endvote")
    await box.locator('[data-act="end_no"]').wait_for()
    text = await page.locator("#endtext").inner_text()
    assert text.startswith("Ann wants to end the game") and "/end" not in text
    # The redraw did not move the page; the card lit is still the mover's, and the
    # voter's, Bob's, has its badge.
    assert await page.evaluate("() => window.scrollY") == y
    lit = await page.locator("#players .chip.now .name").all_inner_texts()
    assert lit == ["Ann"], lit
    voting = page.locator("#players .chip.voting")
    assert await voting.count() == 1
    assert (await voting.locator(".name").inner_text()) == "Bob"
    assert (await voting.locator(".badge").inner_text()).strip() == i18n.t_table(
        "en", "WEB", "chip_voting")
    assert "voting" in (await voting.get_attribute("aria-label") or "")
    await page.evaluate("() => window.scrollTo(0, 0)")
    await page.screenshot(path=str(web.shots / "phone-end-vote-badge.png"))
    said = len(web.said)
    await box.locator('[data-act="end_no"]').tap()
    await web.until(lambda: any("not enough players agreed" in o.text
                                for o in web.said[said:]), "the refusal in the chat")
    await box.wait_for(state="hidden")
    assert not (await web.game()).over
    # The page says so too, as the chat did, until the next event.
    await page.wait_for_function(
        "t => document.getElementById('notice').textContent === t",
        arg=i18n.t("en", "end_refused"))
    assert await page.locator("#notice").is_visible()


async def test_a_blank_shows_its_mark_and_every_unseen_count_fits(web: Web) -> None:
    web.seeds.append(a_deal_with_a_blank())
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("phone", await web.link(game_id, name_to_move(game)))
    blank = page.locator("#rack button.rt.blank").first
    await blank.wait_for()
    assert (await blank.inner_text()).strip() == "?"
    # A tile's points read in the language's plural: "1 point", never "1 pts".
    labels = [await b.get_attribute("aria-label")
              for b in await page.locator("#rack button.rt:not(.blank)").all()]
    assert labels and all(not x.endswith(" pts") for x in labels), labels
    ones = [x for x in labels if x.endswith(", 1 point")]
    assert ones or all(", 1 " not in x for x in labels), labels
    # Every letter unseen shows its count, one too, and no count covers another tile.
    counts = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un')].map(e => {"
        " const i = e.querySelector('i'); return i ? i.textContent : null; })")
    assert counts and None not in counts and "1" in counts, counts
    boxes = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un, #unseen .un i')].map(e => {"
        " const r = e.getBoundingClientRect(); return [e.tagName, r.left, r.top, r.right,"
        " r.bottom, e.closest('.un') === e ? null : 0]; })")
    tiles = [b for b in boxes if b[0] == "SPAN"]
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            overlap = (min(a[3], b[3]) - max(a[1], b[1]) > 0.5
                       and min(a[4], b[4]) - max(a[2], b[2]) > 0.5)
            assert not overlap, (a, b)
    inner = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un')].every(e => {"
        " const o = e.getBoundingClientRect(), i = e.querySelector('i').getBoundingClientRect();"
        " return i.left >= o.left - 0.5 && i.right <= o.right + 0.5 && i.top >= o.top - 0.5"
        " && i.bottom <= o.bottom + 0.5; })")
    assert inner
    await page.locator("#unseenbox").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-unseen.png"))


async def test_literaki_squares_are_explained_in_polish(web: Web) -> None:
    game_id = await web.start("literaki", "Ann", "Bob", options="lang=pl")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    await page.locator("#rack button.rt").first.wait_for()
    legend = page.locator("#legend li")
    assert await legend.count() >= 3
    await page.locator("#legendbox summary").tap()
    assert (await page.locator("#legendbox summary").inner_text()).strip() == "Pola"
    text = await page.locator("#legend").inner_text()
    assert "WYM" in text and "4S" in text and "płytki" in text, text
    await page.locator("#legendbox").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-literaki-legend.png"))


async def test_the_keys_are_told_and_the_cursor_shows_on_focus(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    hint = page.locator("#keyshint")
    assert await hint.is_visible()
    assert "Space" in await hint.inner_text()
    assert await page.locator("#board .cell.cur").count() == 0
    await page.locator("#q0-0").click()  # a mouse: the square clicked
    assert await page.locator("#board .cell.cur").count() == 1
    # A phone has no keys to explain.
    phone = await web.page("phone", await web.link(game_id, name_to_move(game)))
    await phone.locator("#rack button.rt").first.wait_for()
    assert not await phone.locator("#keyshint").is_visible()


async def test_focusing_the_board_shows_where_typing_goes(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("desktop", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    # A mouse focuses the board off any square (its coordinates): the start square shows
    # where typing would go.
    await page.locator("#board [role=rowheader]").first.click()
    assert await page.evaluate("() => document.activeElement.id") == "board"
    await page.locator("#board .cell.cur").wait_for()
    assert await page.locator("#q7-7.cur").count() == 1


async def test_the_leftover_racks_show_at_the_end(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    mover = name_to_move(game)
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    await tile_on(page, 7, 7, word[0])
    await web.cmd(mover, "/resign yes")
    racks = page.locator("#racks li")
    await racks.first.wait_for()
    assert await racks.count() == 2
    text = await page.locator("#racks").inner_text()
    assert "Ann" in text and "Bob" in text
    # Labelled: the tiles left at the end; along the replay, the racks before the move
    # shown (the board shows it made), and at the start the racks as dealt.
    head = page.locator("#rackshead")
    assert (await head.inner_text()).strip() == i18n.t_table("en", "WEB", "racks_left")
    await page.locator("#replay").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-over-racks.png"))
    await page.locator("#moveslider").fill("1")
    before = i18n.t_table("en", "WEB", "racks_before", n=1)
    await page.wait_for_function(
        "t => document.getElementById('rackshead').textContent === t", arg=before)
    assert word[0] in await page.locator("#racks").inner_text()  # the rack it came from
    await page.locator("#moveslider").fill("0")
    await page.wait_for_function(
        "t => document.getElementById('rackshead').textContent === t",
        arg=i18n.t_table("en", "WEB", "racks_dealt"))
    await page.screenshot(path=str(web.shots / "phone-replay-racks.png"))




async def test_zoomed_in_no_square_is_left_under_the_row_numbers(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator("#zoom").tap()
    wrap = page.locator("#boardwrap")
    await wrap.evaluate("e => e.scrollTo(203, 0)")  # between two columns
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').scrollLeft > 0")
    # Snapping ends the scroll a moment later: until then a square may still be cut.
    await page.wait_for_function(
        """() => {
          const head = document.querySelector('#board [role=rowheader]').getBoundingClientRect();
          return [...document.querySelectorAll('#board .cell[data-r="0"]')]
            .map((q) => q.getBoundingClientRect())
            .every((r) => !(r.right > head.right + 0.5 && r.left < head.right - 0.5));
        }""")


async def test_the_clocks_on_the_cards_and_the_move_limit_red_near_its_end(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto time=10 clock=1m")
    game = await web.game()
    page = await web.page("phone", await web.link(game_id, name_to_move(game)))
    await page.locator("#rack button.rt").first.wait_for()
    clocks = await page.locator("#players .chip .clock").all_inner_texts()
    assert len(clocks) == 2 and all(":" in c for c in clocks), clocks
    # A limit of 10 s is in its last 10 s from the start: red on the mover's card.
    await page.locator("#players .chip .mclock.low").wait_for()
    assert (await page.locator("#players .chip .mclock").inner_text()).startswith("⏱")
