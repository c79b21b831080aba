"""Issue 27 in a real browser: two players play from their phones by tapping tiles and
squares, and the chat (the service) sees every move; a blank's letter is chosen; an
illegal placement shows the engine's message; a challenge is made and settled from the
page; a move made in the chat reaches the other page without a reload."""

from __future__ import annotations

from typing import Any

from board_harness import Seat
from conftest import Web

from bot import i18n
from engine.errors import MoveError
from engine.game import Game
from engine.rules import load_ruleset


async def tap_tile(page: Any, letter: str) -> None:
    """Tap a tile of ``letter`` on the page's rack ("?": a blank)."""
    if letter == "?":
        await page.locator("#rack button.rt.blank").first.tap()
    else:
        await page.locator(f'#rack button.rt[aria-label^="{letter},"]').first.tap()


async def put(page: Any, letters: str, r: int, c: int, *, down: bool = False) -> None:
    """Put ``letters`` from the rack on the board from square (r, c) by taps: a tile,
    then its square."""
    for i, letter in enumerate(letters):
        await tap_tile(page, letter)
        await page.locator(f"#q{r + i if down else r}-{c if down else c + i}").tap()


async def submit(page: Any) -> None:
    """Tap the play button once the server's preview allows it."""
    await page.wait_for_function(
        "() => { const b = document.querySelector('#actions [data-act=\"play\"]');"
        " return b && !b.disabled; }")
    await page.locator('#actions [data-act="play"]').tap()


async def history_lines(page: Any, n: int) -> None:
    await page.wait_for_function(
        f"() => document.querySelectorAll('#history li').length >= {n}")


async def tile_on(page: Any, r: int, c: int, letter: str) -> None:
    """Until square (r, c) of the page's board shows a tile of ``letter``."""
    await page.wait_for_function(
        "([r, c, l]) => { const q = document.getElementById(`q${r}-${c}`);"
        " return q && q.querySelector('.tile') && q.textContent.includes(l); }",
        arg=[r, c, letter])


def name_to_move(game: Game) -> str:
    return game.seats[game.turn].player.partition(":")[2].capitalize()


def letters(rack: list[str], n: int) -> str:
    plain = [t for t in rack if t != "?"][:n]
    assert len(plain) == n, rack
    return "".join(plain)


async def two_pages(web: Web, game_id: int, kind: str = "phone") -> dict[str, Any]:
    pages = {name: await web.page(kind, await web.link(game_id, name))
             for name in ("Ann", "Bob")}
    for page in pages.values():
        await page.locator("#rack button.rt").first.wait_for()
    return pages


async def test_two_players_play_by_tapping_and_the_chat_sees_each_move(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    pages = await two_pages(web, game_id)
    # Three moves, each tapped on the phone of the player to move, in one corner of the
    # board: across through the centre, then one tile under its first letter, then one
    # tile above its second.
    plans = [((7, 7), 2), ((8, 7), 1), ((6, 8), 1)]
    first = ""
    for n, ((r, c), count) in enumerate(plans):
        game = await web.game()
        name = name_to_move(game)
        word = letters(list(game.seats[game.turn].rack), count)
        if n == 0:
            first = word
            web.words.add(word)
        elif n == 1:
            web.words.add(first[0] + word)
        else:
            web.words.add(word + first[1])
        said = len(web.said)
        await put(pages[name], word, r, c)
        await submit(pages[name])
        for page in pages.values():  # both pages, the mover's and the other's
            await history_lines(page, n + 1)
            await tile_on(page, r, c, word[0])
        after = await web.game()
        assert [t.kind for t in after.history] == ["place"] * (n + 1), after.history
        assert after.history[-1].seat == game.turn
        # The chat heard of it as of a /play: the board picture in the game's chat.
        await web.until(lambda said=said: any(o.chat == web.chat and o.image is not None
                                              for o in web.said[said:]),
                        "the move's picture in the chat")
    # The turn moved on on both pages.
    game = await web.game()
    await pages[name_to_move(game)].locator("#turn", has_text="Your turn").wait_for()


def a_deal_with_a_blank() -> str:
    """A seed whose first player holds a blank (the engine deals from the seed alone)."""
    rules = load_ruleset("english")
    for i in range(500):
        seed = f"blank-{i}"
        game = Game(rules, seed, [("test:ann", None), ("test:bob", None)],
                    {"word_check": "auto"})
        if "?" in game.seats[game.turn].rack:
            return seed
    raise AssertionError("no deal with a blank in 500 seeds")


async def test_a_blank_is_given_its_letter(web: Web, seated: Seat) -> None:
    web.seeds.append(a_deal_with_a_blank())
    s = await seated("english", options="check=auto", who="mover")
    game, page = s.game, s.page
    assert "?" in game.seats[game.turn].rack
    await page.locator("#rack button.rt.blank").wait_for()
    other = letters(list(game.seats[game.turn].rack), 1)
    web.words.add(other + "Q")
    await tap_tile(page, other)
    await page.locator("#q7-7").tap()
    await tap_tile(page, "?")
    await page.locator("#q7-8").tap()
    # The page asks which letter the blank is; the player picks Q.
    await page.locator('#dialog button.pick[value="Q"]').tap()
    # The score line (the preview, before Play) writes the blank as the history will:
    # its letter marked, not as a tile of its own.
    await page.locator("#status .bl").wait_for()
    assert (await page.locator("#status .bl").all_inner_texts()) == ["Q"]
    assert f"{other}Q" in await page.locator("#status").inner_text()
    await submit(page)
    await history_lines(page, 1)
    after = await web.game()
    assert after.history[-1].kind == "place"
    tile = after.board.get(7, 8)
    assert tile is not None and tile.letter == "Q" and tile.blank, tile
    await tile_on(page, 7, 8, "Q")
    # The history shows the blank as the board does (its letter, marked), not as the
    # chat's lowercase "q".
    line = page.locator("#history li").first
    assert (await line.locator(".bl").all_inner_texts()) == ["Q"]
    assert f"8H {other}Q " in await line.inner_text()
    colour = await line.locator(".bl").evaluate("e => getComputedStyle(e).color")
    board = await page.locator("#q7-8 .tile b").evaluate("e => getComputedStyle(e).color")
    assert colour == board, (colour, board)
    await page.locator("#historybox").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-history-blank.png"))


async def test_an_illegal_placement_shows_the_engines_message(web: Web, seated: Seat) -> None:
    # In the game's language: a Polish game of English words.
    s = await seated("english", options="check=auto lang=pl", who="mover")
    game, page = s.game, s.page
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await put(page, word, 0, 0)  # the first word does not cover the centre
    # Still placing: said calmly, no alarm (the Play button stays off).
    status = page.locator("#status.note")
    await status.wait_for()
    assert not await page.locator("#status.bad").count()
    expected = i18n.error("pl", MoveError("start_not_covered", square="H8"))
    assert expected.startswith("Pierwsze")
    assert (await status.inner_text()).strip() == expected
    assert await page.locator('#actions [data-act="play"]').is_disabled()
    assert len((await web.game()).history) == 0  # nothing was played
    # Taken back by taps, put through the centre: the message goes, the score shows.
    await page.locator("#q0-0").tap()
    await page.locator("#q0-1").tap()
    await put(page, word, 7, 7)
    await page.wait_for_function(
        "() => !document.querySelector('#status.note') &&"
        " document.querySelector('#status strong')")
    # (the word list asked at once, when played: the score line says nothing of it)
    assert not await page.locator("#status .unchecked").count()


async def test_a_challenge_is_made_and_settled_from_the_page(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=challenge")
    pages = await two_pages(web, game_id)
    game = await web.game()
    mover = name_to_move(game)
    other = "Bob" if mover == "Ann" else "Ann"
    word = letters(list(game.seats[game.turn].rack), 2)  # not in the word list: phony
    await put(pages[mover], word, 7, 7)
    # The score as the tiles go down is no verdict: the word list is asked only if the
    # move is challenged, and the line says it has not been asked (the phony scores too).
    note = pages[mover].locator("#status .unchecked")
    await note.wait_for()
    assert (await note.inner_text()).strip() == i18n.t_table("en", "WEB", "preview_unchecked")
    assert await pages[mover].locator("#status strong").count() == 1
    assert await pages[mover].evaluate(
        "() => { const s = document.getElementById('status');"
        " return s.scrollWidth <= s.clientWidth; }")
    await pages[mover].screenshot(path=str(web.shots / "phone-preview-unchecked.png"))
    await submit(pages[mover])
    await history_lines(pages[other], 1)
    # The other page offers the challenge; the challenge takes the phony word back.
    said = len(web.said)
    await pages[other].locator('#pendbtns [data-act="challenge"]').tap()
    # A challenge costs a turn when mistaken: asked once more, saying so (the server's
    # words for this rule set; the challenger is to move: this very turn).
    await pages[other].locator("#dialog[open]").wait_for()
    asked = await pages[other].locator("#dlgtext").inner_text()
    cost = i18n.t_table("en", "WEB", "cost_challenge_now")
    assert asked.startswith(f"Challenge the move 8H {word} by {mover}?") and asked.endswith(cost)
    assert (await pages[other].locator('#dlgbtns button[value="yes"]').inner_text()).strip() == (
        "Challenge")
    await pages[other].screenshot(path=str(web.shots / "phone-challenge-confirm.png"))
    assert len((await web.game()).log) == len(game.log) + 1  # nothing sent yet
    await pages[other].locator('#dlgbtns button[value="yes"]').tap()
    for page in pages.values():
        await page.wait_for_function("() => !document.querySelector('#q7-7 .tile')")
    after = await web.game()
    assert after.board.get(7, 7) is None
    assert any(t.kind == "place" for t in after.history)
    await web.until(lambda: len(web.said) > said, "the challenge's outcome in the chat")
    history = await pages[mover].locator("#history").inner_text()
    assert word in history
    # Every page says what the challenge did, in the chat's words, ...
    for page in pages.values():
        notice = page.locator("#notice")
        await notice.wait_for()
        text = await notice.inner_text()
        assert text.startswith(f"Not in the word list: {word}.") and "taken off" in text
    # ... and the struck line is the move's, not the notice's.
    lines = pages[mover].locator("#history li")
    assert await lines.count() == 2
    assert await lines.nth(0).evaluate("e => e.classList.contains('withdrawn')")
    assert not await lines.nth(1).evaluate("e => e.classList.contains('withdrawn')")
    await pages[mover].screenshot(path=str(web.shots / "phone-challenged.png"))


async def test_a_move_made_in_the_chat_reaches_the_other_page(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", who="other", kind="desktop")
    game_id, game, mover, page = s.id, s.game, s.mover, s.page
    spectator = await web.page("phone", await web.link(game_id, None))
    await spectator.locator("#q7-7").wait_for()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    navigations: list[str] = []
    page.on("framenavigated", lambda frame: navigations.append(frame.url))
    await web.cmd(mover, f"/play 8H {word}")
    for p in (page, spectator):
        await tile_on(p, 7, 7, word[0])
        await tile_on(p, 7, 8, word[1])
    await page.locator("#turn", has_text="Your turn").wait_for()
    assert navigations == []  # no reload: it came over the event stream


async def test_an_exchange_is_asked_once_more_with_its_cost(web: Web, seated: Seat) -> None:
    page = (await seated("english", options="check=auto", who="mover")).page
    await page.locator('#actions [data-act="exchange"]').tap()
    tiles = page.locator("#rack button.rt")
    await tiles.nth(0).tap()
    await tiles.nth(1).tap()
    await page.locator('#actions [data-act="exchange_go"]').tap()
    await page.locator("#dialog[open]").wait_for()
    asked = i18n.t_table("en", "WEB", "exchange_confirm", n=2)
    assert (await page.locator("#dlgtext").inner_text()) == asked
    assert asked == "Exchange 2 tiles? You will not score this turn."
    # The tiles it would send, as the live rack shows them (its face, its points), not
    # the plain chips of the unseen tiles.
    sent = page.locator("#dlgbody .tile")
    assert await sent.count() == 2 and await page.locator("#dlgbody .un").count() == 0
    style = ("e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color,"
             " s.boxShadow]; }")
    rack_tile = page.locator("#rack button.rt").nth(2)
    assert await sent.first.evaluate(style) == await rack_tile.evaluate(style)
    assert await sent.first.locator("i").count() == 1  # its points, as on the rack
    await page.screenshot(path=str(web.shots / "phone-exchange-confirm.png"))
    # Cancelled: nothing goes, the choice stays.
    await page.locator('#dlgbtns button[value=""]').tap()
    await page.locator("#dialog[open]").wait_for(state="detached")
    assert len((await web.game()).history) == 0
    assert await page.locator('#actions [data-act="exchange_go"]').count() == 1
    await page.locator('#actions [data-act="exchange_go"]').tap()
    await page.locator('#dlgbtns button[value="yes"]').tap()
    await history_lines(page, 1)
    after = await web.game()
    assert after.history[-1].kind == "exchange" and len(after.history[-1].move) == 3


async def test_no_undo_button_for_a_move_a_check_settled(web: Web, seated: Seat) -> None:
    """Literaki: Bob's page offered "Cofnij" for his move that Ann had checked, even
    reloaded; the tap only answered "Tego ruchu nie można już cofnąć."  The button comes
    while the command would ask, and goes with the check, reloaded too."""
    s = await seated("literaki", options="lang=pl", who="mover")
    game, mover, other, page = s.game, s.mover, s.other, s.page
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8I {word}")
    undo = page.locator('#actions [data-act="undo"]')
    await undo.wait_for()  # while its time to ask runs
    assert (await undo.inner_text()).strip() == "Cofnij"
    await web.cmd(other, "/challenge")  # a check: the word is valid, the move stands
    await page.locator("#pending").wait_for(state="hidden")
    await page.wait_for_function(
        "() => !document.querySelector('#actions [data-act=\"undo\"]')")
    await page.reload()
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator("#history li").first.wait_for()
    assert await undo.count() == 0
    await page.screenshot(path=str(web.shots / "phone-literaki-no-stale-undo.png"))


async def test_an_exchange_limits_count_is_said_in_words(web: Web, seated: Seat) -> None:
    """ "Wymień (3)" read as the three tiles left on the rack, four being on the board:
    the count of exchanges left is said in words, in the Exchange button's title and
    spoken name and in the line that asks for the tiles, never as a bare number on it."""
    page = (await seated("literaki", options="lang=pl exchanges=3", who="mover")).page
    button = page.locator('#actions [data-act="exchange"]')
    await button.wait_for()
    await page.locator("#rack button.rt").first.tap()
    await page.locator("#q7-8").tap()  # a tile down: six left on the rack, not three
    await page.locator('#actions [data-act="recall"]').wait_for()
    left = i18n.t_table("pl", "WEB", "exchanges_left", n=3)
    assert left == "zostały 3 wymiany"
    assert (await button.inner_text()).strip() == "Wymień"
    assert await button.get_attribute("title") == left
    assert await button.get_attribute("aria-label") == f"Wymień, {left}"
    await page.locator('#actions [data-act="recall"]').tap()
    await button.tap()
    await page.locator("#status", has_text=left).wait_for()


async def test_no_shuffle_over_an_empty_rack_while_the_move_waits(web: Web,
                                                                   seated: Seat) -> None:
    """A move that used every tile waits for a challenge (the new tiles come once it
    stands): the rack is empty, and its area showed a lone ⇄ over an empty gap.  No
    shuffle then, and no gap held for the rack; ⇄ is back with the tiles."""
    s = await seated("english", options="check=challenge", who="mover")
    game, page, mover, other = s.game, s.page, s.mover, s.other
    await page.locator('#actions [data-act="shuffle"]').wait_for()
    rack = list(game.seats[game.turn].rack)
    word = "".join("e" if x == "?" else x for x in rack)  # (a blank played as an E)
    web.words.add(word.upper())
    await web.cmd(mover, f"/play 8H {word}")
    await page.locator("#pending:not([hidden])").wait_for()
    await page.wait_for_function("() => !document.querySelector('#rack .rt')")
    assert await page.locator('#actions [data-act="shuffle"]').count() == 0
    height = await page.locator("#rack").evaluate("e => e.getBoundingClientRect().height")
    assert height < 10, height
    await page.screenshot(path=str(web.shots / "phone-rack-empty-waiting.png"))
    await web.cmd(other, "/accept")  # it stands: the new tiles are drawn
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator('#actions [data-act="shuffle"]').wait_for(state="attached")
