"""Issue 27 in a real browser: who sees what, and how it fits.  A spectator's page holds no
rack, neither in its DOM nor in anything it received; a forged Telegram ``initData`` and
a tampered link are refused (a genuine ``initData`` opens the player's own board);
Literaki's 17×15 board and a four-player header render; at 360×740 nothing is wider
than the screen."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote, urlencode

from board_harness import Seat
from conftest import TOKEN, Seen, Web, views
from test_browser_play import letters, name_to_move, tile_on

from bot.protocol import ChatRef
from bot.web.telegram_auth import sign


def racks_in(value: Any, path: str = "") -> list[str]:
    """Where a "rack" key holds tiles anywhere in a JSON value."""
    found = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "rack" and isinstance(v, list) and v:
                found.append(f"{path}.{k}")
            found += racks_in(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += racks_in(v, f"{path}[{i}]")
    return found


def json_values(seen: Seen) -> list[Any]:
    out = []
    for text in seen.bodies + seen.events:
        try:
            out.append(json.loads(text))
        except ValueError:
            continue
    return out


async def test_a_spectator_page_holds_no_rack(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    seen = Seen()
    page = await web.page("phone", await web.link(game_id, None), seen=seen)
    await page.locator("#q7-7").wait_for()
    # A move from the chat: the spectator's page hears of it over the event stream.
    game = await web.game()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(name_to_move(game), f"/play 8H {word}")
    await tile_on(page, 7, 8, word[1])

    assert await page.locator("#rack button").count() == 0
    assert await page.locator('#actions [data-act]').count() == 0
    # What the page received is read off Chrome's network log, a little after the page.
    await web.until(lambda: seen.events and any(v["moves"] >= 1 for v in views(seen)),
                    "the page's state and a live update in its network log")
    got = views(seen)
    for view in got:
        assert view["you"] is None
    assert not [where for value in json_values(seen) for where in racks_in(value)]
    # The unseen tiles are every tile off the board (the bag's and every rack's): a count
    # that left out a rack would tell it.
    now = await web.game()
    off_board = len(now.bag) + sum(len(s.rack) for s in now.seats)
    latest = max(got, key=lambda v: v["version"])
    assert sum(latest["unseen"].values()) == off_board
    # Nor any seat's rack as letters beside each other in the page's text.
    html = await page.content()
    for seat in now.seats:
        rack = "".join(seat.rack)
        assert rack not in html
        assert rack not in seen.everything()


async def test_a_player_not_to_move_sees_only_their_own_rack(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    waiting = "Bob" if name_to_move(game) == "Ann" else "Ann"
    seat = 1 - game.turn
    seen = Seen()
    page = await web.page("desktop", await web.link(game_id, waiting), seen=seen)
    await page.locator("#rack button.rt").first.wait_for()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(name_to_move(game), f"/play 8H {word}")
    await tile_on(page, 7, 7, word[0])
    await web.until(lambda: any(v["moves"] >= 1 for v in views(seen)),
                    "the move in the page's network log")
    for value in json_values(seen):
        assert set(racks_in(value)) <= {".you.rack"}, racks_in(value)
    own = sorted((await web.game()).seats[seat].rack)
    last = max(views(seen), key=lambda v: v["version"])
    assert sorted(t["letter"] for t in last["you"]["rack"]) == own


def init_data(user_id: int, name: str, *, start_param: str | None = None) -> str:
    fields = {"user": json.dumps({"id": user_id, "first_name": name, "language_code": "en"}),
              "auth_date": str(int(time.time())), "query_id": "AAE-browser-test"}
    if start_param:
        fields["start_param"] = start_param
    return urlencode({**fields, "hash": sign(fields, TOKEN)})


async def telegram_game(web: Web) -> int:
    web.chat = ChatRef("telegram", "-1001234567890", is_group=True)
    web.ids.update({"Ann": "501", "Bob": "502"})
    return await web.start("english", "Ann", "Bob", options="check=auto")


async def test_a_genuine_init_data_opens_the_players_board(web: Web) -> None:
    game_id = await telegram_game(web)
    data = init_data(501, "Ann", start_param=f"g{game_id}")
    # As Telegram opens a Mini App: the launch data in the fragment, nothing in the query.
    page = await web.page("phone", f"{web.base}/web/tg#tgWebAppData={quote(data, safe='')}"
                                   "&tgWebAppVersion=8.0")
    await page.locator("#rack button.rt").first.wait_for()
    game = await web.game()
    seat = next(i for i, s in enumerate(game.seats) if s.player == "telegram:501")
    shown = sorted(await page.locator("#rack button.rt b").all_inner_texts())
    assert shown == sorted(t if t != "?" else "" for t in game.seats[seat].rack)


async def test_a_forged_init_data_is_refused(web: Web) -> None:
    game_id = await telegram_game(web)
    genuine = init_data(501, "Ann")
    forged = genuine.replace("%22id%22%3A+501", "%22id%22%3A+502")  # Bob's seat
    assert forged != genuine
    for data in (forged, genuine.replace("hash=", "hash=0"), genuine + "&auth_date=1"):
        seen = Seen()
        page = await web.page("phone", f"{web.base}/web/tg?g={game_id}"
                                       f"#tgWebAppData={quote(data, safe='')}", seen=seen)
        await page.locator("#app.dead").wait_for()
        assert await page.locator("#rack button").count() == 0
        assert not views(seen)  # no state of the game reached it
        assert not [where for value in json_values(seen) for where in racks_in(value)]


async def test_a_tampered_link_is_refused(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    link = await web.link(game_id, "Ann")
    url, _, token = link.partition("?t=")
    # Every kind of change: a character of the signature, of the player, of the game.
    body, _, mac = token.rpartition(".")
    kind, game, who, expires = body.split(".")
    bob = (await web.link(game_id, "Bob")).partition("?t=")[2].split(".")[2]
    tampered = [f"{body}.{mac[:-1]}{'A' if mac[-1] != 'A' else 'B'}",
                f"{kind}.{game}.{bob}.{expires}.{mac}",
                f"{kind}.{game}.{who}.{int(expires) + 86400}.{mac}"]
    for bad in tampered:
        seen = Seen()
        page = await web.page("phone", f"{url}?t={bad}", seen=seen)
        await page.locator("#app.dead").wait_for()
        assert not views(seen)


async def test_a_link_of_another_game_is_refused(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    token = (await web.link(game_id, "Ann")).partition("?t=")[2]
    # A genuine link, on another game's page.
    other_chat = web.chat
    web.chat = ChatRef("test", "g2", is_group=True)
    other = await web.start("english", "Cid", "Dan", options="check=auto")
    web.chat = other_chat
    seen = Seen()
    page = await web.page("phone", f"{web.base}/web/g/{other}?t={token}", seen=seen)
    await page.locator("#app.dead").wait_for()
    assert not views(seen)


async def no_overflow(page: Any) -> None:
    width = await page.evaluate("() => document.scrollingElement.scrollWidth")
    inner = await page.evaluate("() => window.innerWidth")
    assert inner == 360 and width <= 360, (width, inner)


async def test_literaki_17x15_and_four_players_fit_a_phone(web: Web, seated: Seat) -> None:
    names = ("Ann", "Bob", "Cid", "Dan")
    s = await seated("literaki", *names, who="Cid")
    game, page = s.game, s.page
    rows = await page.evaluate(
        "() => 1 + Math.max(...[...document.querySelectorAll('#board .cell')]"
        ".map(q => Number(q.dataset.r)))")
    cols = await page.evaluate(
        "() => 1 + Math.max(...[...document.querySelectorAll('#board .cell')]"
        ".map(q => Number(q.dataset.c)))")
    assert (cols, rows) == (game.board.width, game.board.height) == (17, 15)
    assert await page.locator("#board .cell").count() == 17 * 15
    chips = page.locator("#players [role=listitem]")
    assert await chips.count() == 4
    assert [n.strip() for n in await page.locator("#players .name").all_inner_texts()] == [
        game.seats[i].player.partition(":")[2].capitalize() for i in range(4)]
    await no_overflow(page)
    # The board fits the width: its last column is on the screen.
    box = await page.locator(f"#q0-{cols - 1}").bounding_box()
    assert box is not None and box["x"] + box["width"] <= 360
    await page.screenshot(path=str(web.shots / "phone-literaki-4.png"), full_page=True)


async def test_nothing_overflows_a_phone_mid_game(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(name_to_move(game), f"/play 8H {word}")
    for who in ("Ann", "Bob", None):
        page = await web.page("phone", await web.link(game_id, who))
        await tile_on(page, 7, 7, word[0])
        await no_overflow(page)
        await page.screenshot(path=str(web.shots / f"phone-english-{who or 'spectator'}.png"))
    page = await web.page("desktop", await web.link(game_id, "Ann"))
    await tile_on(page, 7, 7, word[0])
    await page.screenshot(path=str(web.shots / "desktop-english.png"))
