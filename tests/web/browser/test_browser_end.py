"""What a newcomer who played two players (a 360×740 phone and a desktop) missed at the
end of a game: a way to resign on the board (in the ? panel, out of the move's row, asked
once more, the chat's /resign)."""

from __future__ import annotations

from typing import Any

from conftest import Web
from test_browser_play import two_pages

from bot import i18n


def web_text(key: str, **params: Any) -> str:
    return i18n.t_table("en", "WEB", key, **params)


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
    await web.until(lambda: any((o.text or "").startswith("Ann resigned.") for o in web.said),
                    "the chat hears of the resignation")
    assert await page.locator("#help").is_hidden()
    await page.locator("#helpbtn").tap()
    await page.locator("#helplist li").first.wait_for()
    assert await page.locator("#resignbtn").is_hidden()
