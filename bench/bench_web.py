"""Web board speed and size, run by hand:

    .venv/bin/python bench/bench_web.py [--moves 60] [--static DIR]

A real server on loopback (the process's aiohttp server, bot/web), the real service on
a real SQLite file (WAL), the real English lexicon (``check=auto``: each move judged at
once), pictures drawn as in the chats; the clients are aiohttp's.

1. First load: the bytes a browser transfers for a player's first view, gzip where it
   asks for it: the page (board.html filled in), its static files (bot/web/static/, or
   ``--static DIR``: webui's folder before it is merged), the session exchange and the
   first view (the event stream's first event, as the page takes it).  Goal (issue 27):
   at most 150 KB.
2. The move round trip: a move submitted by the player on turn (the move generator's
   best, chosen outside the timing) until every open event stream (both players' and a
   spectator's) has the new state; median and 99th percentile over ``--moves`` moves,
   and the action's own answer (the chat's announcement with its picture made) beside
   it.  Goal: under a second (issue 27: "within a second")."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from aiohttp import ClientSession

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.http_server import HttpServer  # noqa: E402
from bot.protocol import ChatRef, Command, Outgoing, UserRef  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.web.links import LINK, board_key  # noqa: E402
from bot.web.routes import WebBoard, static_files  # noqa: E402
from storage import open_database  # noqa: E402

ANN = UserRef("bench", "ann", "Ann")
BOB = UserRef("bench", "bob", "Bob")


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


class Stream:
    """One open event stream: the time each version arrived."""

    def __init__(self) -> None:
        self.moves = -1
        self.changed = asyncio.Event()
        self.arrived: dict[int, float] = {}

    def first_at(self, moves: int) -> float:
        """When the first state with at least ``moves`` history lines arrived (a move
        that ends the game adds the end's lines with it)."""
        return min(t for n, t in self.arrived.items() if n >= moves)

    async def read(self, http: ClientSession, url: str) -> None:
        async with http.get(url) as r:
            data = ""
            async for raw in r.content:
                line = raw.decode().rstrip("\n")
                if line.startswith("data: "):
                    data += line[6:]
                elif line == "" and data:
                    state = json.loads(data)
                    data = ""
                    if state["moves"] > self.moves:
                        self.moves = state["moves"]
                        self.arrived[self.moves] = time.perf_counter()
                        self.changed.set()


@contextlib.asynccontextmanager
async def served_board(lex: Any, seed: str, static: Path | None = None,
                       ) -> AsyncIterator[tuple[GameService, WebBoard, str]]:
    """The real service on a fresh SQLite file and its board on a loopback server, as
    both web benchmarks time them: the service, the board and the server's address. The
    chat's messages are dropped (what is timed is the board's)."""
    with tempfile.TemporaryDirectory() as tmp:
        repo = await open_database(str(Path(tmp) / "bench.db"))
        seeds = (f"{seed}-{i}" for i in range(10**6))
        svc = GameService(repo, lexicons=lambda _r: lex, seeds=lambda: next(seeds))
        files = static_files(static) if static is not None else None
        board = WebBoard("http://127.0.0.1", board_key(), static=files)

        async def deliver(outs: list[Outgoing]) -> None:
            pass

        board.attach(svc, deliver=deliver)
        server = HttpServer("127.0.0.1", 0)
        board.add_routes(server.app)
        await server.start()
        base = f"http://127.0.0.1:{server.port}"
        board.rebase(base)
        try:
            yield svc, board, base
        finally:
            await server.stop()
            await repo.close()


async def run(moves: int, static: Path | None) -> None:
    import dictionaries
    from engine import players

    lex = dictionaries.lexicon_for_ruleset("english")
    async with served_board(lex, "web", static) as (svc, board, base):
        await first_load(svc, board, base, static is not None or bool(board_files()))
        await round_trips(svc, board, base, moves, players, lex)


def board_files() -> dict[str, bytes]:
    return static_files()


async def new_game(svc: GameService, chat: ChatRef) -> int:
    await svc.handle(Command(chat, ANN, "new", "english check=auto"))
    await svc.handle(Command(chat, BOB, "join"))
    await svc.handle(Command(chat, ANN, "start"))
    rec = await svc.repo.open_game(chat.key)
    assert rec is not None and rec.id is not None
    return rec.id


async def session_of(http: ClientSession, base: str, board: WebBoard, game: int,
                     who: str | None) -> str:
    token = board.signer.make(LINK, game, who)
    async with http.post(base + "/web/api/session", json={"token": token},
                         headers={"Origin": base}) as r:
        return str((await r.json())["session"])


async def first_load(svc: GameService, board: WebBoard, base: str, has_page: bool) -> None:
    game = await new_game(svc, ChatRef("bench", "first-load"))
    link = board._link(game, ANN.key)
    sizes: dict[str, int] = {}
    gz = {"Accept-Encoding": "gzip"}
    async with ClientSession(auto_decompress=False) as http:
        async with http.get(link, headers=gz) as r:
            page = await r.read()
            sizes["page"] = len(page)
        prefix = f"/web/s/{board.static_version}/"
        for name in sorted(board._static):
            if name == "board.html":
                continue
            async with http.get(base + prefix + name, headers=gz) as r:
                sizes[name] = len(await r.read())
        token = link.split("?t=", 1)[1]
        body = json.dumps({"token": token}).encode()
        async with http.post(base + "/web/api/session", data=body, headers={
                "Origin": base, "Content-Type": "application/json", **gz}) as r:
            raw = await r.read()
            sizes["session"] = len(raw) + len(body)
            session = json.loads(raw)["session"]
        # The page opens the event stream first: its first event is the first view (the
        # stream is not compressed); GET state only if no event came (gzip).
        async with http.get(base + "/web/api/events", params={"s": session}, headers=gz) as r:
            first = b""
            while not first.endswith(b"\n\n"):
                first += await r.content.readline()
            sizes["first event"] = len(first)
        async with http.get(base + "/web/api/state", params={"s": session}, headers=gz) as r:
            state_gz = len(await r.read())
    total = sum(sizes.values())
    print("1. First load (bytes transferred, gzip; headers not counted):")
    if not has_page:
        print("   (no bot/web/static/ page here: pass --static DIR for webui's files)")
    for name, n in sizes.items():
        print(f"   {name:<14} {n:>8,}")
    print(f"   {'total':<14} {total:>8,}  ({total / 1024:.1f} KB; goal <= 150 KB)")
    print(f"   (the same view by GET /web/api/state, gzip: {state_gz:,})")


async def round_trips(svc: GameService, board: WebBoard, base: str, moves: int,
                      players: Any, lex: Any) -> None:
    trips: list[float] = []
    answers: list[float] = []
    n_game = 0
    async with ClientSession() as http:
        while len(trips) < moves:
            n_game += 1
            chat = ChatRef("bench", f"trips-{n_game}")
            game = await new_game(svc, chat)
            sessions = {k: await session_of(http, base, board, game, k)
                        for k in (ANN.key, BOB.key)}
            streams = [Stream() for _ in range(3)]
            urls = [base + f"/web/api/events?s={s}" for s in
                    [*sessions.values(), await session_of(http, base, board, game, None)]]
            readers = [asyncio.create_task(s.read(http, u)) for s, u in zip(streams, urls,
                                                                             strict=True)]
            try:
                while not all(s.moves >= 0 for s in streams):
                    await asyncio.sleep(0.01)
                while len(trips) < moves:
                    g = await svc.game_for_chat(chat)
                    if g is None or g.over:
                        break
                    seat = g.turn
                    found = players.best_moves(g, seat, 1, lex)
                    if not found:
                        break
                    tiles = [{"r": r, "c": c, "letter": ch, "blank": blank}
                             for r, c, ch, blank in found[0].tiles]
                    target = len(g.history) + 1
                    for s in streams:
                        s.changed.clear()
                    t0 = time.perf_counter()
                    async with http.post(base + "/web/api/act",
                                         json={"action": "play", "tiles": tiles}, headers={
                                             "Origin": base,
                                             "X-Session": sessions[g.seats[seat].player]}) as r:
                        answer = await r.json()
                    answered = time.perf_counter() - t0
                    if not answer.get("ok"):
                        raise RuntimeError(f"refused: {tiles}: {answer}")
                    async with asyncio.timeout(30):
                        while not all(s.moves >= target for s in streams):
                            await asyncio.gather(*(s.changed.wait() for s in streams
                                                   if s.moves < target))
                            for s in streams:
                                if s.moves < target:
                                    s.changed.clear()
                    trips.append(max(s.first_at(target) for s in streams) - t0)
                    answers.append(answered)
            finally:
                for t in readers:
                    t.cancel()
                await asyncio.gather(*readers, return_exceptions=True)
    ms = [x * 1000 for x in trips]
    told = [x * 1000 for x in answers]
    print(f"2. Move round trip over {len(ms)} moves (submit -> all 3 event streams updated):")
    print(f"   median {statistics.median(ms):7.1f} ms   p99 {pct(ms, 99):7.1f} ms")
    print(f"   the action's answer (announcement and picture made): median "
          f"{statistics.median(told):.1f} ms, p99 {pct(told, 99):.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--static", type=Path, help="the page's folder (default: bot/web/static)")
    args = parser.parse_args()
    asyncio.run(run(args.moves, args.static))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
