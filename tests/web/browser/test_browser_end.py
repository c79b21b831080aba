"""What a newcomer who played two players (a 360×740 phone and a desktop) missed at the
end of a game: a way to resign on the board (in the ? panel, out of the move's row, asked
once more, the chat's /resign), the end's banner saying what the chat's end message says
(the winner, the ratings' changes) with the chat's rematch, which leads the page to the
new game."""

from __future__ import annotations

import json
from typing import Any

from board_harness import Seat
from conftest import Web
from test_browser_play import letters, name_to_move, two_pages

from bot import i18n
from bot.service import rule_texts
from engine.rules import load_ruleset


def web_text(key: str, **params: Any) -> str:
    return i18n.t_table("en", "WEB", key, **params)


async def a_word_played(web: Web) -> str:
    """The mover plays a word of two tiles from the chat (the game then counts for the
    ratings); the mover's name."""
    game = await web.game()
    mover = name_to_move(game)
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    return mover


async def test_resigning_is_in_the_help_panel_and_asked_once_more(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    pages = await two_pages(web, game_id)
    page = pages["Ann"]
    # Not in the move's row, beside Play.
    assert await page.locator('#actions [data-act="resign"]').count() == 0
    await page.locator("#helpbtn").tap()
    button = page.locator("#resignbtn")
    await button.wait_for()
    lines = await page.locator("#helplist li").all_inner_texts()
    assert lines[-1] == web_text("help_resign", resign="Resign"), lines
    assert (await button.inner_text()).strip() == "Resign"
    # It ends the panel, below every line, and is in sight on the phone.
    assert await page.evaluate(
        """() => document.getElementById('resignbtn').getBoundingClientRect().top >=
                 document.getElementById('helplist').getBoundingClientRect().bottom""")
    await button.scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-help-resign.png"))
    # Asked once more, in the server's words; the answer that goes on playing is the one
    # focused, and it changes nothing.
    await button.tap()
    dialog = page.locator("#dialog")
    await dialog.wait_for()
    assert (await page.locator("#dlgtext").inner_text()) == web_text("resign_question")
    assert await page.evaluate("() => document.activeElement.value") == ""
    await page.screenshot(path=str(web.shots / "phone-resign-question.png"))
    await page.keyboard.press("Enter")
    await dialog.wait_for(state="hidden")
    assert (await web.repo.open_game(web.chat.key)) is not None
    # By the keyboard alone: the button is reached, and Escape answers no.
    await button.focus()
    await page.keyboard.press("Enter")
    await dialog.wait_for()
    await page.keyboard.press("Escape")
    await dialog.wait_for(state="hidden")
    assert (await web.repo.open_game(web.chat.key)) is not None
    # Yes: the chat's /resign, announced in the chat; the game over on both pages.
    await button.tap()
    await page.locator('#dlgbtns [value="yes"]').tap()
    for p in pages.values():
        await p.locator("#result:not([hidden])").wait_for()
    await web.until(lambda: any((o.text or "").startswith("Game over (Ann resigned).")
                                for o in web.said),
                    "the chat hears of the resignation")
    assert await page.locator("#help").is_hidden()
    await page.locator("#helpbtn").tap()
    await page.locator("#helplist li").first.wait_for()
    assert await page.locator("#resignbtn").is_hidden()


async def test_the_end_says_the_winner_and_the_ratings_and_offers_the_rematch(
        web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", who="Ann")
    game_id, phone, desk = s.id, s.page, await s.open("Bob", "desktop")
    await a_word_played(web)
    await web.cmd("Ann", "/resign yes")
    said = next(o.text for o in web.said if "Game over" in (o.text or ""))
    rematch = phone.locator('#result [data-act="rematch"]')
    await rematch.wait_for()
    await phone.locator("#result p.more").wait_for()  # (the ratings: stored after the end)
    lines = [x.strip() for x in await phone.locator("#result p").all_inner_texts()]
    assert lines[0].endswith("Winner: Bob."), lines
    assert lines[1].startswith("Ratings: Bob ") and "Ann " in lines[1], lines
    assert said.endswith("\n".join(lines)), (said, lines)  # the chat's end message's words
    assert (await rematch.inner_text()).strip() == "Rematch"
    # The winner's card says so, in sight and in its spoken name; the loser's does not.
    won = phone.locator('#players .chip.won')
    assert await won.count() == 1
    assert (await won.locator(".badge.won").inner_text()).strip().endswith("winner")
    assert (await won.get_attribute("aria-label") or "").startswith("Bob, ")
    assert (await won.get_attribute("aria-label") or "").endswith(", winner")
    assert "winner" not in (await phone.locator('#players .chip.me').get_attribute(
        "aria-label") or "")
    await phone.screenshot(path=str(web.shots / "phone-over-rematch.png"))
    # Ann asks for the rematch: her page goes to its lobby, which says whom it waits for.
    await rematch.tap()
    await phone.wait_for_url(f"{web.base}/web/g/{game_id + 1}?t=*")
    await phone.wait_for_function(
        "(t) => document.getElementById('status').textContent.includes(t)",
        arg=web_text("rematch_lobby", names="Bob", n=1))
    assert await phone.locator("#zoom").is_hidden() and await phone.locator("#helpbtn").is_hidden()
    # It names its game, the rule set and who plays it again, above the card of who has
    # asked (no score on it: nothing is played yet), and in the page's title.
    variant = rule_texts.variant_name("en", load_ruleset("english"))
    head = phone.locator("#gamehead")
    assert (await head.inner_text()).strip() == web_text("rematch_game", variant=variant,
                                                         players="Ann, Bob")
    assert await phone.title() == variant
    for score in await phone.locator("#players .chip .score").all():
        assert await score.is_hidden()
    # Every player of the game it plays again has a card, saying who has asked and who
    # not yet (Bob's card was missing), and a link goes back to the finished game.
    cards = phone.locator("#players .chip")
    assert await cards.count() == 2
    assert [x.strip() for x in await cards.locator(".name").all_inner_texts()] == ["Ann", "Bob"]
    assert [x.strip() for x in await cards.locator(".badge").all_inner_texts()] == [
        web_text("rematch_asked"), web_text("rematch_not_yet")]
    back = phone.locator("#actions a#replaylink")
    assert (await back.inner_text()).strip() == web_text("rematch_back")
    assert (await back.get_attribute("href") or "").startswith(f"/web/g/{game_id}?t=")
    assert await back.is_visible()
    await phone.screenshot(path=str(web.shots / "phone-rematch-lobby.png"))
    # Bob's page, open since the end, asks too: the rematch is dealt, and both pages are
    # its board (Ann's without a reload).
    await desk.locator('#result [data-act="rematch"]').click()
    await desk.wait_for_url(f"{web.base}/web/g/{game_id + 1}?t=*")
    for p in (phone, desk):
        await p.locator("#rack button.rt").first.wait_for()
        await p.locator("#result").wait_for(state="hidden")
    await web.until(lambda: any("begins" in (o.text or "") for o in web.said),
                    "the chat hears the rematch begin")
    await phone.screenshot(path=str(web.shots / "phone-rematch-begun.png"))


async def test_a_drawn_game_marks_every_tied_card_draw(web: Web) -> None:
    """The draw's badge, untested beside the winner's: a game that ends level (six
    scoreless turns, the same tiles left on both racks, so the same taken off) marks both
    cards "draw", in sight and in their spoken names, and neither "winner"."""
    await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    rec = await web.repo.open_game(web.chat.key)
    for seat in game.seats:  # both racks the same tiles, from the bag
        game.bag.put_back(seat.rack)
        for tile in "AEINRST":
            game.bag.tiles.remove(tile)
        seat.rack = list("AEINRST")
    await web.repo.db.execute(
        "UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
        (json.dumps(game.to_json(), ensure_ascii=False), rec.id))
    phone = await web.page("phone", await web.link(rec.id, "Ann"))
    await phone.locator("#rack button.rt").first.wait_for()
    for _ in range(6):  # the rule set's scoreless turns that end the game
        await web.cmd(name_to_move(await web.game()), "/pass")
    await phone.locator("#result:not([hidden])").wait_for()
    banner = (await phone.locator("#result p").first.inner_text()).strip()
    assert banner.endswith("A draw: Bob, Ann.") or banner.endswith("A draw: Ann, Bob."), banner
    await phone.wait_for_function("() => document.querySelectorAll('#players .chip.draw')"
                                  ".length === 2")
    chips = phone.locator("#players .chip")
    assert await chips.count() == 2 and await phone.locator("#players .chip.won").count() == 0
    for i in range(2):
        chip = chips.nth(i)
        badge = chip.locator(".badge.draw")
        assert await badge.is_visible()
        assert (await badge.inner_text()).strip() == web_text("chip_draw")
        label = await chip.get_attribute("aria-label") or ""
        assert label.endswith(", " + web_text("chip_draw")) and "winner" not in label, label
    scores = [x.strip() for x in await phone.locator("#players .chip .score").all_inner_texts()]
    assert scores[0] == scores[1], scores
    await phone.screenshot(path=str(web.shots / "phone-over-draw.png"))


async def test_a_game_resigned_from_the_help_keeps_its_board_and_drops_the_bag_and_marks(
        web: Web, seated: Seat) -> None:
    """A desktop that resigned from the ? panel saw the finished game's board shrink from
    about 660 px to 405, half the window empty (sized while the panel still stood in the
    header); the header kept "Bag: 67" and the loser's card its rack's marks, though every
    rack is in the replay's box then."""
    desk = (await seated("english", options="check=auto", who="Bob", kind="desktop")).page
    await a_word_played(web)
    width = await desk.evaluate("() => document.getElementById('board').offsetWidth")
    assert width > 600, width
    await desk.locator("#helpbtn").click()
    await desk.locator("#resignbtn").click()
    await desk.locator('#dlgbtns [value="yes"]').click()
    await desk.locator("#result:not([hidden])").wait_for()
    await desk.locator("#help").wait_for(state="hidden")
    over = await desk.evaluate("() => document.getElementById('board').offsetWidth")
    assert over >= width, (width, over)  # (the keys' line gone: a little more room)
    assert await desk.locator("#bag").is_hidden() or (
        await desk.locator("#bag").inner_text()).strip() == ""
    marks = [x.strip() for x in await desk.locator("#players .chip .racknum").all_inner_texts()]
    assert all(m == "" for m in marks), marks
    await desk.screenshot(path=str(web.shots / "desktop-over-from-help.png"))
    # The replay before the end shows the bag and the marks as they were then.
    await desk.locator("#moveslider").fill("1")
    await desk.wait_for_function(
        "() => document.getElementById('bag').textContent.trim() !== ''")
    await desk.wait_for_function(
        "() => [...document.querySelectorAll('#players .chip .racknum')]"
        ".every((m) => m.textContent.trim().length === 7)")
