"""The phone's layout at 360×740 with everything shown at once (a vote's box, the notice
line, the status): the move's buttons stay whole on the screen, under the thumb, however
much shows above them (the help open, the board zoomed in); the page scrolls, the dock
with the votes' boxes, the rack and the Play row does not: every vote's button is in sight
without scrolling.  The players' cards: the voting badge covers no score."""

from __future__ import annotations

from typing import Any

import pytest
from board_harness import Seat
from conftest import Web
from test_browser_play import letters, name_to_move, put, tile_on

from bot import i18n
from engine.notation import COLUMNS


async def play_row_in_sight(page: Any) -> None:
    """The Play row is wholly inside the viewport and nothing covers its buttons."""
    found = await page.evaluate(
        """() => {
          const row = document.getElementById('actions').getBoundingClientRect();
          const rack = document.getElementById('rack').getBoundingClientRect();
          const buttons = [...document.querySelectorAll('#actions button')].map((b) => {
            const r = b.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return hit === b || b.contains(hit);
          });
          return {row: [row.top, row.bottom, row.left, row.right], rack: [rack.top, rack.bottom],
                  height: innerHeight, width: innerWidth, buttons};
        }"""
    )
    top, bottom, left, right = found["row"]
    assert top >= 0 and bottom <= found["height"], found
    assert left >= 0 and right <= found["width"], found
    assert found["rack"][0] >= 0 and found["rack"][1] <= top, found
    assert found["buttons"] and all(found["buttons"]), found


async def test_the_play_row_stays_on_a_phone_screen_with_everything_shown(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    if name_to_move(await web.game()) == "Bob":
        await web.cmd("Bob", "/pass")
    await web.cmd("Ann", "/pass")  # the notice on Bob's page: Ann passed
    page = await web.page("phone", await web.link(game_id, "Bob"))
    await page.locator("#rack button.rt").first.wait_for()
    await web.cmd("Ann", "/end")  # the vote's box, awaiting Bob's answer
    await page.locator('#endvote [data-act="end_no"]').wait_for()
    game = await web.game()
    word = letters(list(game.seats[game.turn].rack), 2)
    await put(page, word, 7, 7)  # the status: the preview's score
    await page.wait_for_function(
        "() => document.getElementById('status').textContent.includes('pts')"
    )
    assert await page.locator("#notice").is_visible()
    await page.screenshot(path=str(web.shots / "phone-everything.png"))
    await play_row_in_sight(page)
    # The vote's box is the dock's top: whole on the screen, above the rack, scrolled
    # nowhere or to the bottom.
    for _ in range(2):
        vote = await page.locator("#endvote").bounding_box()
        dock = await page.locator("#play").bounding_box()
        rack = await page.locator("#rack").bounding_box()
        assert vote is not None and dock is not None and rack is not None
        assert dock["y"] <= vote["y"] and vote["y"] + vote["height"] <= rack["y"], (vote, rack)
        await play_row_in_sight(page)
        await page.evaluate("() => window.scrollTo(0, document.scrollingElement.scrollHeight)")
    # Down at the moves' list, the dock is still there.
    await page.locator("#historybox").scroll_into_view_if_needed()
    await play_row_in_sight(page)
    await page.locator('#endvote [data-act="end_no"]').tap()  # reachable by scrolling
    await page.locator("#endvote").wait_for(state="hidden")
    await web.cmd("Ann", "/end")
    await page.locator('#endvote [data-act="end_no"]').wait_for()
    await page.evaluate("() => window.scrollTo(0, 0)")
    # The help open: the header grows; the Play row stays.
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for()
    await play_row_in_sight(page)
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for(state="hidden")
    # The board zoomed in: it fits between the header and the dock.
    await page.locator("#zoom").tap()
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').classList.contains('zoomed')"
    )
    await play_row_in_sight(page)
    wrap = await page.locator("#boardwrap").bounding_box()
    dock = await page.locator("#play").bounding_box()
    assert wrap is not None and dock is not None
    assert wrap["y"] + wrap["height"] <= dock["y"] + 0.5, (wrap, dock)
    await page.screenshot(path=str(web.shots / "phone-everything-zoomed.png"))


async def chip_overlaps(page: Any) -> list[Any]:
    """Pairs of things shown on one player's card whose boxes overlap (the name, the
    rack's count, the voting badge, the score, the clocks); and any shown outside it."""
    return list(await page.evaluate(
        """() => {
          const out = [];
          for (const chip of document.querySelectorAll('#players .chip')) {
            const c = chip.getBoundingClientRect();
            const parts = [...chip.querySelectorAll(':scope > *')].filter((e) => {
              const s = getComputedStyle(e);
              const r = e.getBoundingClientRect();
              return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0;
            }).map((e) => [e.className, e.getBoundingClientRect()]);
            for (const [name, r] of parts) {
              if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5
                  || r.bottom > c.bottom + 0.5) out.push([chip.dataset.seat, name, 'outside']);
            }
            for (let i = 0; i < parts.length; i++) {
              for (let j = i + 1; j < parts.length; j++) {
                const [a, ra] = parts[i], [b, rb] = parts[j];
                const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
                const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
                if (w > 0.5 && h > 0.5) out.push([chip.dataset.seat, a, b]);
              }
            }
          }
          return out;
        }"""))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("names", [("Ann", "Bob"), ("Ann", "Bob", "Cid"),
                                   ("Ann", "Bob", "Cid", "Dan")])
async def test_the_voting_badge_covers_no_score(web: Web, lang: str,
                                                names: tuple[str, ...]) -> None:
    game_id = await web.start("english", *names, options=f"check=auto clock=10m lang={lang}")
    pages = {kind: await web.page(kind, await web.link(game_id, names[-1]))
             for kind in ("phone", "desktop")}
    for page in pages.values():
        await page.locator("#rack button.rt").first.wait_for()
    await web.cmd(names[0], "/end")  # every other player's card gets its badge
    for kind, page in pages.items():
        await page.locator('#endvote [data-act="end_no"]').wait_for()
        assert await page.locator("#players .chip .badge").count() == len(names) - 1
        await page.screenshot(path=str(web.shots / f"{kind}-badges-{lang}-{len(names)}.png"))
        assert await chip_overlaps(page) == [], kind
        # Every score whole, every name readable (a few letters at least, if cut).
        cut = await page.evaluate(
            "() => [...document.querySelectorAll('#players .chip .name, #players .chip .score')]"
            ".filter((e) => e.classList.contains('score') ? e.scrollWidth > e.clientWidth"
            " : e.clientWidth < Math.min(e.scrollWidth, 24)).map((e) => e.textContent)")
        assert cut == [], cut


async def buttons_in_sight(page: Any, where: str) -> list[Any]:
    """The buttons under ``where`` (a selector) that are not wholly on the screen or that
    something covers (a tap at their middle would reach another element)."""
    return list(await page.evaluate(
        """(where) => [...document.querySelectorAll(where)].filter((b) => {
          const r = b.getBoundingClientRect();
          if (!r.width) return false;  // not shown
          if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
            return true;
          }
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !(hit === b || b.contains(hit));
        }).map((b) => [b.dataset.act, b.getBoundingClientRect().top])""", where))


async def test_every_vote_button_is_in_sight_on_a_phone(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob")  # a move waits for a challenge
    if name_to_move(await web.game()) == "Bob":
        await web.cmd("Bob", "/pass")
    page = await web.page("phone", await web.link(game_id, "Bob"))
    await page.locator("#rack button.rt").first.wait_for()
    game = await web.game()
    word = letters(list(game.seats[game.turn].rack), 2)
    await web.cmd("Ann", f"/play 8H {word}")
    await web.cmd("Ann", "/end")  # and an /end to answer beside it
    await page.locator('#pendbtns [data-act="challenge"]').wait_for()
    await page.locator('#endbtns [data-act="end_no"]').wait_for()
    await page.screenshot(path=str(web.shots / "phone-two-votes.png"))
    where = "#pendbtns button, #endbtns button, #actions button, #top button"
    # As the page opens, scrolled nowhere: every button shows, nothing covers it.
    assert await page.evaluate("() => window.scrollY") == 0
    assert await buttons_in_sight(page, where) == []
    await play_row_in_sight(page)
    # Scrolled down to the moves' list, and with the board zoomed in, the same.
    await page.locator("#historybox").scroll_into_view_if_needed()
    assert await buttons_in_sight(page, where.replace(", #top button", "")) == []
    await page.evaluate("() => window.scrollTo(0, 0)")
    await page.locator("#zoom").tap()
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').classList.contains('zoomed')")
    assert await buttons_in_sight(page, where) == []
    await page.screenshot(path=str(web.shots / "phone-two-votes-zoomed.png"))
    # The vote's own button answers it.
    await page.locator('#endbtns [data-act="end_no"]').tap()
    await page.locator("#endvote").wait_for(state="hidden")
    await page.locator('#pendbtns [data-act="accept"]').tap()
    await page.locator("#pending").wait_for(state="hidden")
    await tile_on(page, 7, 8, word[1])


LONG = "Maximiliana Konstantynopolitańczykowianeczka"


async def header_row(page: Any) -> dict[str, Any]:
    return dict(await page.evaluate(
        """() => {
          const info = document.querySelector('#top .info');
          const turn = document.getElementById('turn');
          const who = turn.querySelector('.who');
          const shown = [...info.children].filter((e) => getComputedStyle(e).display !== 'none')
            .map((e) => [e.id, e.getBoundingClientRect()]);
          const over = [];
          for (let i = 1; i < shown.length; i++) {
            if (shown[i][1].left < shown[i - 1][1].right - 0.5) {
              over.push([shown[i - 1][0], shown[i][0]]);
            }
          }
          const line = parseFloat(getComputedStyle(turn).lineHeight) || 18;
          return {turn: turn.getBoundingClientRect().height, line, over,
                  right: Math.max(...shown.map(([, r]) => r.right)), width: innerWidth,
                  cut: who ? who.scrollWidth > who.clientWidth : null,
                  text: turn.textContent, top: document.getElementById('top').offsetHeight};
        }"""))


@pytest.mark.parametrize("lang", ["en", "bg", "pl", "ru", "sk", "ro"])
async def test_the_header_stays_one_line_whoever_is_to_move(web: Web, lang: str) -> None:
    game_id = await web.start("english", "Ann", LONG, options=f"check=auto hints=on lang={lang}")
    if name_to_move(await web.game()) != "Ann":
        await web.cmd(LONG, "/pass")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    await page.locator("#rack button.rt").first.wait_for()
    mine = await header_row(page)
    assert mine["turn"] < 1.5 * mine["line"] and not mine["over"], mine
    await web.cmd("Ann", "/pass")  # the long name to move: "Waiting for Maximiliana…"
    await page.wait_for_function(
        "(n) => document.getElementById('turn').textContent.includes(n.slice(0, 4))", arg=LONG)
    theirs = await header_row(page)
    await page.screenshot(path=str(web.shots / f"phone-header-{lang}.png"))
    assert theirs["turn"] < 1.5 * theirs["line"], theirs  # one line
    assert not theirs["over"] and theirs["right"] <= theirs["width"], theirs
    assert theirs["cut"], theirs  # the name cut with an ellipsis, the words before it whole
    # The words whole, then the name as the game keeps it (the service shortens a name
    # this long).
    before = i18n.t_table(lang, "WEB", "waiting", name="")
    assert theirs["text"].startswith(before), theirs
    assert len(theirs["text"]) > len(before) + 8 and LONG.startswith(
        theirs["text"][len(before):].rstrip("…")), theirs
    assert theirs["top"] == mine["top"], (mine, theirs)  # the header did not grow


async def wholly_in_the_zoomed_view(page: Any, squares: list[tuple[int, int]]) -> bool:
    """Whether every square is wholly in what the zoomed board shows (inside its box,
    beside the sticky coordinates, not under them)."""
    return bool(await page.evaluate(
        """(squares) => {
          const wrap = document.getElementById('boardwrap');
          const w = wrap.getBoundingClientRect();
          const head = document.querySelector('#board [role=rowheader]').getBoundingClientRect();
          const cols = document.querySelector('#board [role=columnheader]').getBoundingClientRect();
          return squares.every(([r, c]) => {
            const q = document.getElementById(`q${r}-${c}`).getBoundingClientRect();
            return q.left >= head.right - 0.5 && q.top >= cols.bottom - 0.5
              && q.right <= w.left + wrap.clientWidth + 0.5
              && q.bottom <= w.top + wrap.clientHeight + 0.5;
          });
        }""", [list(x) for x in squares]))


async def test_a_zoomed_board_shows_each_new_move(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", who="Ann")
    game, mover, other, page = s.game, s.mover, s.other, s.page
    await page.locator("#zoom").tap()
    wrap = page.locator("#boardwrap")
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').classList.contains('zoomed')")
    y = await page.evaluate("() => window.scrollY")
    # Looking at the top left corner, as far as can be from the next move.
    await wrap.evaluate("e => e.scrollTo(0, 0)")
    at_corner = ("() => { const w = document.getElementById('boardwrap');"
                 " return w.scrollLeft < 10 && w.scrollTop < 10; }")
    await page.wait_for_function(at_corner)
    word = letters(list(game.seats[game.turn].rack), 3)
    web.words.add(word)
    across = [(7, 7), (7, 8), (7, 9)]
    assert not await wholly_in_the_zoomed_view(page, across)
    await web.cmd(mover, f"/play 8H {word}")
    await tile_on(page, 7, 9, word[2])
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').scrollLeft > 30")
    assert await wholly_in_the_zoomed_view(page, across)
    assert await page.evaluate("() => window.scrollY") == y  # the page itself did not move
    await page.screenshot(path=str(web.shots / "phone-zoom-follows.png"))
    # The other player's move, down from under the last letter, far below: shown too.
    await wrap.evaluate("e => e.scrollTo(0, 0)")
    await page.wait_for_function(at_corner)
    game = await web.game()
    more = letters(list(game.seats[game.turn].rack), 5)
    web.words.add(word[2] + more)
    down = [(8 + i, 9) for i in range(5)]
    await web.cmd(other, f"/play J8 {word[2]}{more}")  # the whole word, its J8 too
    await tile_on(page, 12, 9, more[4])
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').scrollTop > 30")
    assert await wholly_in_the_zoomed_view(page, down)


async def test_the_hint_shows_whole_above_a_challenge_box_on_a_phone(
        web: Web, seated: Seat) -> None:
    """A move waits for a challenge: the vote's box tops the phone's dock; the hint asked
    for then is shown whole above the dock (the page scrolls to it), every line of it."""
    s = await seated("english", options="check=challenge hints=on", who="other")
    game, mover, page = s.game, s.mover, s.page
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await page.locator('#pending [data-act="challenge"]').wait_for()
    await page.locator("#hintbtn:not([disabled])").tap()
    box = page.locator("#hintbox")
    await box.wait_for()
    text = await box.inner_text()
    assert text.startswith("Good moves") or text == i18n.t("en", "hint_none"), text
    await page.screenshot(path=str(web.shots / "phone-hint-challenge.png"))
    seen = await page.evaluate(
        """() => {
          const box = document.getElementById('hintbox').getBoundingClientRect();
          const dock = document.getElementById('play').getBoundingClientRect();
          // Each line of the hint: a point in its middle shows the hint itself.
          const range = document.createRange();
          range.selectNodeContents(document.getElementById('hintbox'));
          const lines = [...range.getClientRects()].map((r) => {
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return hit && hit.closest('#hintbox') !== null;
          });
          return {box: [box.top, box.bottom], dock: dock.top, height: innerHeight, lines};
        }""")
    top, bottom = seen["box"]
    assert top >= 0 and bottom <= seen["dock"] + 0.5, seen
    assert seen["lines"] and all(seen["lines"]), seen
    await play_row_in_sight(page)


@pytest.mark.parametrize("to_move", [True, False])
async def test_the_play_row_stays_on_a_phone_screen_with_the_help_open(
        web: Web, to_move: bool) -> None:
    """A newcomer at 360×740, a challenge's box showing, tapped "?": the help (a
    challenge game's, its doubt and undo lines too) pushed the Play row below the screen
    and cut the rack; not their turn, ⇄ was cut by 11 px.  The dock stays at the screen's
    bottom edge, the help open, at the top of the page and scrolled to its end."""
    game_id = await web.start("english", "Ann", "Bob")  # challenges: the doubt's box
    game = await web.game()
    mover = name_to_move(game)
    other = "Bob" if mover == "Ann" else "Ann"
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")  # the challenge's box, on the other's turn
    page = await web.page("phone", await web.link(game_id, other if to_move else mover))
    await page.locator("#rack button.rt").first.wait_for()
    await page.locator("#pending:not([hidden])").wait_for()
    await page.locator("#helpbtn").tap()
    await page.locator("#help").wait_for()
    await page.evaluate("() => window.scrollTo(0, 0)")
    await page.screenshot(path=str(web.shots / f"phone-help-open-{to_move}.png"))
    await play_row_in_sight(page)
    vote = await page.locator("#pending").bounding_box()
    assert vote is not None and vote["y"] >= 0 and vote["y"] + vote["height"] <= 740, vote
    # The help's end (the resign button) is reachable by scrolling, above the dock.
    await page.locator("#resignbtn").scroll_into_view_if_needed()
    await play_row_in_sight(page)
    resign = await page.locator("#resignbtn").bounding_box()
    dock = await page.locator("#play").bounding_box()
    assert resign is not None and dock is not None
    assert resign["y"] + resign["height"] <= dock["y"] + 0.5, (resign, dock)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("names", [("Ann", "Bob"), ("Ann", "Bob", "Cid"),
                                   ("Ann", "Bob", "Cid", "Dan")])
async def test_literakis_waiting_move_is_no_vote_on_the_cards(web: Web, lang: str,
                                                              names: tuple[str, ...]) -> None:
    """Literaki's move waits to be accepted or checked (the chat's waiting_for_answer),
    which is no vote: the cards of those it waits for say they decide (``chip_answering``,
    "decyduje": it read "przyjmie/sprawdzi"), not "głosuje"; the mover's card says that
    its move waits (``chip_waits``: it had no badge); on a card too narrow for the words,
    the signs are the two answers' marks and an hourglass, not a ballot box."""
    game_id = await web.start("literaki", *names, options=f"lang={lang}")
    game = await web.game()
    mover = name_to_move(game)
    page = await web.page("phone", await web.link(game_id, names[-1] if mover != names[-1]
                                                  else names[0]))
    await page.locator("#rack button.rt").first.wait_for()
    r, c = game.rules.layout.start
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play {r + 1}{COLUMNS[c]} {word}")
    answering = i18n.t_table(lang, "WEB", "chip_answering")
    waits = i18n.t_table(lang, "WEB", "chip_waits")
    assert "/" not in answering, answering  # a word, not two verbs and a slash
    badges = page.locator("#players .chip .badge")
    await badges.first.wait_for()
    said: dict[str | None, str] = {}
    for chip in await page.locator("#players .chip").all():
        seat = await chip.get_attribute("data-seat")
        badge = chip.locator(".badge")
        said[seat] = (await badge.inner_text()).strip() if await badge.count() else ""
    mover_seat = str(game.turn)
    assert said[mover_seat] == waits, said
    assert all(x == answering for seat, x in said.items() if seat != mover_seat), said
    assert i18n.t_table(lang, "WEB", "chip_voting") not in said.values()
    assert await page.locator("#players .chip.voting").count() == len(said) - 1
    label = await page.locator(f'#players .chip[data-seat="{mover_seat}"]').get_attribute(
        "aria-label")
    assert waits in (label or ""), label
    label = await page.locator("#players .chip.voting").first.get_attribute("aria-label")
    assert answering in (label or ""), label
    signs = await page.evaluate(
        "() => [...document.querySelectorAll('#players .chip .badge')].map("
        "(b) => getComputedStyle(b, '::before').content)")
    assert all("🗳" not in x for x in signs), signs
    assert await chip_overlaps(page) == []
    # The words whole where they show (a card too narrow shows the sign), every name
    # readable beside them.
    fit = await page.evaluate(
        "() => [...document.querySelectorAll('#players .chip')].map((c) => {"
        " const b = c.querySelector('.badge'), n = c.querySelector('.name');"
        " return [n.textContent, n.clientWidth, n.scrollWidth,"
        " b ? getComputedStyle(b).fontSize : '', b ? b.clientWidth : 0,"
        " b ? b.scrollWidth : 0]; })")
    for _name, shown, whole, size, badge, words in fit:
        assert shown >= min(whole, 24), fit
        assert size == "0px" or words <= badge + 0.5, fit
    await page.screenshot(path=str(web.shots / f"phone-literaki-answer-{lang}-{len(names)}.png"))


async def test_the_boxes_under_the_board_end_above_the_dock(web: Web, seated: Seat) -> None:
    """At 360×740, four tiles typed on the board (the preview's line in the dock), the
    unseen tiles' box sat under the dock, its last row cut mid-height until one
    scrolled.  Scrolled to the end, every box under the board ends above the dock's top;
    at rest what scrolls on under the dock fades out at its top edge (the dock's own
    fade, from clear to the page's colour), not cut through its tiles."""
    s = await seated("english", options="check=challenge", who="mover")
    page, game = s.page, s.game
    word = letters(list(game.seats[game.turn].rack), 4)
    web.words.add(word)
    await page.locator("#q7-7").click()
    for ch in word:
        await page.keyboard.press(ch.lower())
    await page.locator("#status strong").wait_for()
    await page.screenshot(path=str(web.shots / "phone-boxes-under-the-dock-at-rest.png"))
    fade = await page.locator("#play").evaluate("e => getComputedStyle(e).backgroundImage")
    assert fade.startswith("linear-gradient(") and "rgba(0, 0, 0, 0)" in fade, fade
    await page.evaluate("() => window.scrollTo(0, document.scrollingElement.scrollHeight)")
    await page.wait_for_function(
        "() => Math.ceil(scrollY + innerHeight) >= document.scrollingElement.scrollHeight")
    seen = await page.evaluate(
        """() => ({dock: document.getElementById('play').getBoundingClientRect().top,
                   boxes: ['unseenbox', 'legendbox', 'historybox']
                     .map((id) => document.getElementById(id))
                     .filter((e) => !e.hidden)
                     .map((e) => [e.id, e.getBoundingClientRect().bottom])})""")
    assert seen["boxes"], seen
    assert all(bottom <= seen["dock"] + 0.5 for _id, bottom in seen["boxes"]), seen
    await page.screenshot(path=str(web.shots / "phone-boxes-above-the-dock.png"))
