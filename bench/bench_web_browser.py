"""The web board as a browser sees it, run by hand (Debian's chromium, Playwright):

    .venv/bin/python bench/bench_web_browser.py [--moves 40] [--loads 10]

A real server on loopback (bot/web on the process's aiohttp server), the real service
on a SQLite file, the real English lexicon (``check=auto``), pictures drawn as in the
chats; the pages are Chromium's, at a phone's 360×740.  (bench/bench_web.py measures
the same server with an HTTP client, without a browser's own work.)

1. First load, cache empty: the bytes Chromium took off the wire for a player's page
   (every response, headers included, gzip where it asked), and the time from the start
   of the navigation until the board and the rack are drawn; median and worst over
   ``--loads`` loads.  Goals (issue 27): at most 150 KB, under 1 s on loopback.
2. The move round trip, as a player meets it: the tiles of the move generator's best
   move (without a blank) put down by taps (not timed), then from the tap on the play
   button until the move is in the history of every open page (both players' and a
   spectator's), each page's own moment taken by the page itself; median and 99th
   percentile over ``--moves`` moves.  Goal: within a second."""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_web import ANN, BOB, new_game, pct, served_board  # noqa: E402  (the set-up both time)

from bot.protocol import ChatRef  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.web.routes import WebBoard  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
DRAWN = ("() => document.querySelectorAll('#board .cell').length > 0"
         " && document.querySelector('#rack button.rt')")
# Each page notes when the history reaches ``target`` lines: its own clock, which all
# pages of one machine share (timeOrigin + now).
WATCH = """(target) => {
  window.__arrived = null;
  const check = () => {
    if (window.__arrived === null && document.querySelectorAll('#history li').length >= target)
      window.__arrived = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document.body, {subtree: true, childList: true});
  check();
}"""
PLAY = """() => {
  const t0 = performance.timeOrigin + performance.now();
  document.querySelector('#actions [data-act="play"]').click();
  return t0;
}"""


async def first_loads(browser: Any, board: WebBoard, svc: GameService, loads: int) -> None:
    game = await new_game(svc, ChatRef("bench", "first-load"))
    sizes: list[int] = []
    times: list[float] = []
    for _ in range(loads):
        context = await browser.new_context(**PHONE)  # a new context: an empty cache
        page = await context.new_page()
        cdp = await context.new_cdp_session(page)
        await cdp.send("Network.enable")
        # Per request: its total once finished, else what its chunks brought so far
        # (the event stream never finishes).
        finished: dict[str, float] = {}
        chunks: dict[str, float] = {}
        cdp.on("Network.loadingFinished",
               lambda e, f=finished: f.__setitem__(e["requestId"], e["encodedDataLength"]))
        cdp.on("Network.dataReceived", lambda e, c=chunks: c.__setitem__(
            e["requestId"], c.get(e["requestId"], 0) + e["encodedDataLength"]))
        link = await board.player_link(game, ANN)
        assert link is not None
        await page.goto(link)
        await page.wait_for_function(DRAWN, timeout=60_000)
        times.append(await page.evaluate("() => performance.now()"))  # since navigation
        sizes.append(int(sum(finished.values()) + sum(
            n for rid, n in chunks.items() if rid not in finished)))
        await context.close()
    print("1. First load in Chromium, cache empty (bytes off the wire, headers included):")
    print(f"   bytes  median {statistics.median(sizes):>9,.0f}   most {max(sizes):>9,}"
          f"   ({max(sizes) / 1024:.1f} KB; goal <= 150 KB)")
    print(f"   drawn  median {statistics.median(times):>8.0f} ms   worst {max(times):.0f} ms"
          "   (navigation start -> board and rack drawn; goal < 1 s)")


async def round_trips(browser: Any, board: WebBoard, svc: GameService, moves: int,
                      lex: Any) -> None:
    from engine import players

    trips: list[float] = []
    n_game = 0
    while len(trips) < moves:
        n_game += 1
        chat = ChatRef("bench", f"trips-{n_game}")
        game = await new_game(svc, chat)
        contexts = [await browser.new_context(**PHONE) for _ in range(3)]
        pages: dict[str | None, Any] = {}
        for context, who in zip(contexts, (ANN, BOB, None), strict=True):
            page = await context.new_page()
            link = await (board.player_link(game, who) if who is not None
                          else board.spectator_link(game))
            await page.goto(str(link))
            await page.wait_for_function("() => document.querySelector('#board .cell')",
                                         timeout=60_000)
            pages[who.key if who is not None else None] = page
        try:
            while len(trips) < moves:
                g = await svc.game_for_chat(chat)
                if g is None or g.over:
                    break
                found = [m for m in players.best_moves(g, g.turn, 10, lex)
                         if not any(blank for *_, blank in m.tiles)]
                if not found:
                    break
                mover = pages[g.seats[g.turn].player]
                for r, c, letter, _ in found[0].tiles:
                    await mover.locator(f'#rack button.rt[aria-label^="{letter},"]').first.tap()
                    await mover.locator(f"#q{r}-{c}").tap()
                await mover.wait_for_function(
                    "() => { const b = document.querySelector('#actions [data-act=\"play\"]');"
                    " return b && !b.disabled; }", timeout=60_000)
                target = len(g.history) + 1
                for page in pages.values():
                    await page.evaluate(WATCH, target)
                t0 = await mover.evaluate(PLAY)
                arrived = []
                for page in pages.values():
                    await page.wait_for_function("() => window.__arrived !== null",
                                                 timeout=60_000)
                    arrived.append(await page.evaluate("() => window.__arrived"))
                trips.append(max(arrived) - t0)
        finally:
            for context in contexts:
                await context.close()
    print(f"2. Move round trip in Chromium, {len(trips)} moves, 3 pages "
          "(tap on play -> the move in every page's history):")
    print(f"   median {statistics.median(trips):.0f} ms   p99 {pct(trips, 99):.0f} ms"
          f"   worst {max(trips):.0f} ms   (goal: within 1 s)")


async def run(moves: int, loads: int) -> None:
    from playwright.async_api import async_playwright

    import dictionaries

    lex = dictionaries.lexicon_for_ruleset("english")
    async with served_board(lex, "browser-bench") as (svc, board, _base), \
            async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM)
        try:
            await first_loads(browser, board, svc, loads)
            await round_trips(browser, board, svc, moves, lex)
        finally:
            await browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--loads", type=int, default=10)
    args = parser.parse_args()
    asyncio.run(run(args.moves, args.loads))


if __name__ == "__main__":
    main()
