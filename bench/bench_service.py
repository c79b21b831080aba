"""Game service speed, run by hand:

    .venv/bin/python bench/bench_service.py [--turns 120] [--games 1000] [--commands 3000]

1. A full turn in process: ``/play`` parsed, the engine's move, the SQLite commit (WAL, a
   real file) and the board and rack pictures, as ``GameService.handle`` does it.  The
   moves come from the move generator over the real English lexicon (``check=auto``),
   chosen outside the timing.  Prints the median and 99th percentile, and the same turn
   without pictures (the ratio shows what the picture costs).
2. Commands per second with ``--games`` games active at once: each command a ``/pass`` by
   the player on turn in a random game, ``--concurrency`` at a time; with and without
   pictures.
3. A computer's turn in the service (``/new VARIANT vs computer LEVEL``): a whole step as
   the service runs it after a person's move (load, the move generator in a worker
   thread, the SQLite commit, the board picture), and the generator's part alone, with
   the real English and Polish lexicons.
4. With ``--postgres URL`` (a server URL whose user may create databases; ``auto``
   starts a throwaway server as tests/pg_server.py does): the full turn on PostgreSQL,
   and commands per second with ``--games`` games active, ``/pass`` and ``/score``
   without pictures, ``--concurrency`` at a time per process, on SQLite in one process
   and on PostgreSQL in 1, 2 and 4 OS processes (each owns a share of the games, as
   Discord shards own servers).
5. ``--long 1000,10000``: one ``/pass`` (no pictures) in a game whose log already holds
   that many actions (an endless house-rule game), median of 30, on SQLite.
``--only-sqlite RUNS``: part 4's SQLite figure alone, the median of RUNS fresh runs (the
machine is shared: a median says more than one run).  Where the time goes:
bench/profile_pass.py.
Goals: a full turn's median under 60 ms on both backends; SQLite >= 1,000 commands/s in
one process; PostgreSQL with 2 processes >= 1.6x one."""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService
from storage import open_database, open_repository

ANN = UserRef("bench", "ann", "Ann")
BOB = UserRef("bench", "bob", "Bob")


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


async def full_turns(turns: int, pictures: bool, db: Path | str) -> list[float]:
    import dictionaries
    from engine import players

    lex = dictionaries.lexicon_for_ruleset("english")
    repo = await open_database(db)
    seeds = (f"bench-{i}" for i in range(10**6))
    svc = GameService(repo, lexicons=lambda _r: lex, seeds=lambda: next(seeds),
                      pictures=pictures)
    times: list[float] = []
    n_game = 0
    try:
        while len(times) < turns:
            n_game += 1
            chat = ChatRef("bench", f"turns-{pictures}-{n_game}")
            await svc.handle(Command(chat, ANN, "new", "english check=auto"))
            await svc.handle(Command(chat, BOB, "join"))
            await svc.handle(Command(chat, ANN, "start"))
            while len(times) < turns:
                game = await svc.game_for_chat(chat)
                if game is None or game.over:
                    break
                seat = game.turn
                moves = players.best_moves(game, seat, 1, lex)
                who = ANN if game.seats[seat].player == ANN.key else BOB
                if moves:
                    cmd = Command(chat, who, "play", moves[0].notation)
                else:
                    cmd = Command(chat, who, "pass")
                t0 = time.perf_counter()
                outs = await svc.handle(cmd)
                dt = time.perf_counter() - t0
                if outs and outs[0].ephemeral_ok:
                    raise RuntimeError(f"refused: {cmd.args}: {outs[0].text}")
                if cmd.name == "play":
                    times.append(dt)
    finally:
        await repo.close()
    return times


async def throughput(games: int, commands: int, concurrency: int, pictures: bool,
                     db: Path) -> float:
    repo = await open_repository(db)
    seeds = (f"tp-{i}" for i in range(10**6))
    setup = GameService(repo, lexicons=lambda _r: None, seeds=lambda: next(seeds),
                        pictures=False)
    chats = [ChatRef("bench", f"tp-{pictures}-{i}") for i in range(games)]
    turn: dict[str, UserRef] = {}
    for chat in chats:
        await setup.handle(Command(chat, ANN, "new", "english scoreless_turns_end=200"))
        await setup.handle(Command(chat, BOB, "join"))
        await setup.handle(Command(chat, ANN, "start"))
        g = await setup.game_for_chat(chat)
        assert g is not None
        turn[chat.key] = ANN if g.seats[g.turn].player == ANN.key else BOB
    svc = GameService(repo, lexicons=lambda _r: None, pictures=pictures)
    rng = random.Random(1)
    queue: asyncio.Queue[ChatRef] = asyncio.Queue()
    for _ in range(commands):
        queue.put_nowait(rng.choice(chats))
    done = 0

    async def worker() -> None:
        nonlocal done
        while not queue.empty():
            chat = queue.get_nowait()
            async with svc.lock(chat.key + "#bench"):  # who is on turn, then the pass
                who = turn[chat.key]
                outs = await svc.handle(Command(chat, who, "pass"))
                if outs[0].ephemeral_ok:
                    raise RuntimeError(outs[0].text)
                turn[chat.key] = BOB if who is ANN else ANN
                done += 1

    t0 = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - t0
    await repo.close()
    return done / elapsed


async def setup_games(target: Path | str, games: int, prefix: str) -> list[ChatRef]:
    repo = await open_database(target)
    seeds = (f"{prefix}-{i}" for i in range(10**6))
    svc = GameService(repo, lexicons=lambda _r: None, seeds=lambda: next(seeds),
                      pictures=False)
    chats = [ChatRef("bench", f"{prefix}-{i}") for i in range(games)]
    try:
        for chat in chats:
            await svc.handle(Command(chat, ANN, "new", "english scoreless_turns_end=200"))
            await svc.handle(Command(chat, BOB, "join"))
            await svc.handle(Command(chat, ANN, "start"))
    finally:
        await repo.close()
    return chats


async def mixed_worker(target: str, chat_ids: list[str], commands: int, concurrency: int,
                       start: float, seed: int) -> tuple[int, float]:
    """``commands`` of /pass and /score (half each, at random) on these games,
    ``concurrency`` at a time, from ``start`` (time.time()); (commands done, seconds)."""
    repo = await open_database(target)
    svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
    chats = [ChatRef("bench", c) for c in chat_ids]
    turn: dict[str, UserRef] = {}
    for chat in chats:
        g = await svc.game_for_chat(chat)
        assert g is not None
        turn[chat.key] = ANN if g.seats[g.turn].player == ANN.key else BOB
    rng = random.Random(seed)
    queue: asyncio.Queue[tuple[ChatRef, str]] = asyncio.Queue()
    for _ in range(commands):
        queue.put_nowait((rng.choice(chats), rng.choice(("pass", "score"))))
    done = 0

    async def worker() -> None:
        nonlocal done
        while not queue.empty():
            chat, name = queue.get_nowait()
            async with svc.lock(chat.key + "#bench"):  # who is on turn, then the pass
                who = turn[chat.key]
                outs = await svc.handle(Command(chat, who, name))
                if outs[0].ephemeral_ok:
                    raise RuntimeError(outs[0].text)
                if name == "pass":
                    turn[chat.key] = BOB if who is ANN else ANN
                done += 1

    await asyncio.sleep(max(0.0, start - time.time()))
    t0 = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - t0
    await repo.close()
    return done, elapsed


def run_processes(target: str, chats: list[ChatRef], processes: int, commands: int,
                  concurrency: int) -> tuple[float, float]:
    """Commands per second of ``processes`` OS processes, each on its share of the
    games: all the commands over the time from the common start to the last finish; and
    the bench processes' CPU milliseconds per command (the database server's not
    counted), which shows whether more processes only share the same cores."""
    import json
    import resource
    import subprocess

    cpu0 = resource.getrusage(resource.RUSAGE_CHILDREN)

    start = time.time() + 3.0  # every process connected and its turns read
    procs = []
    for k in range(processes):
        share = [c.id for c in chats[k::processes]]
        procs.append(subprocess.Popen(
            [sys.executable, __file__, "--worker", json.dumps(
                [target, share, commands // processes, concurrency, start, k])],
            stdout=subprocess.PIPE, text=True))
    results = []
    for p in procs:
        out, _ = p.communicate()
        if p.returncode != 0:
            raise RuntimeError("a bench worker failed")
        results.append(json.loads(out.strip().splitlines()[-1]))
    done = sum(r[0] for r in results)
    cpu1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (cpu1.ru_utime + cpu1.ru_stime) - (cpu0.ru_utime + cpu0.ru_stime)
    return done / max(r[1] for r in results), cpu * 1000 / max(done, 1)


async def long_game_pass(entries: int, target: Path | str) -> float:
    """The median seconds of a /pass in a game with ``entries`` actions in its log."""
    from storage import Write

    chat = ChatRef("bench", f"long-{entries}")
    await setup_games(target, 1, f"long-{entries}")
    chat = ChatRef("bench", f"long-{entries}-0")
    repo = await open_database(target)
    svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
    try:
        rec = await repo.open_game(chat.key)
        assert rec is not None
        assert rec.state is not None
        # An endless house-rule game: no end after scoreless turns (the engine allows it;
        # /new caps the option at 200).
        overrides = {**rec.state["overrides"], "scoreless_turns_end": 0}
        rec.state = {**rec.state, "overrides": overrides}
        rec.options = overrides
        game = svc.load_game(rec)
        keep = len(game.log)
        for i in range(entries - keep):  # the long game, built in memory, stored at once
            game.pass_turn(game.turn)
            if i % 30 == 29:  # as if someone scored now and then: a game of passes alone
                game.scoreless = game.passes = 0  # is abandoned after 20 rounds
        rec.state = game.to_json()
        await repo.commit(Write(rec, now=time.time(), log_keep=keep))
        times = []
        for _ in range(30):
            g = await svc.game_for_chat(chat)
            assert g is not None
            who = ANN if g.seats[g.turn].player == ANN.key else BOB
            t0 = time.perf_counter()
            outs = await svc.handle(Command(chat, who, "pass"))
            times.append(time.perf_counter() - t0)
            if outs[0].ephemeral_ok:
                raise RuntimeError(outs[0].text)
    finally:
        await repo.close()
    return statistics.median(times)


async def computer_turns(turns: int, variant: str, level: str, db: Path
                         ) -> tuple[list[float], list[float]]:
    """(whole computer steps, the generator's part) in seconds."""
    from bot.service import computer
    from engine import players

    repo = await open_repository(db)
    seeds = (f"cpu-{i}" for i in range(10**6))
    svc = GameService(repo, seeds=lambda: next(seeds), pictures=True)
    steps: list[float] = []
    thinking: list[float] = []
    transact = svc._transact
    choose = players.choose_action

    async def timed_transact(chat, user, handler, *rest):  # type: ignore[no-untyped-def]
        t0 = time.perf_counter()
        result = await transact(chat, user, handler, *rest)
        if handler is computer.step and result[1].game is not None and result[1].dirty:
            steps.append(time.perf_counter() - t0)
        return result

    def timed_choose(*a, **kw):  # type: ignore[no-untyped-def]
        t0 = time.perf_counter()
        out = choose(*a, **kw)
        thinking.append(time.perf_counter() - t0)
        return out

    svc._transact = timed_transact  # type: ignore[method-assign]
    computer.players.choose_action = timed_choose
    n_game = 0
    try:
        while len(steps) < turns:
            n_game += 1
            chat = ChatRef("bench", f"cpu-{variant}-{n_game}")
            await svc.handle(Command(chat, ANN, "new", f"{variant} vs computer {level}"))
            while len(steps) < turns:
                game = await svc.game_for_chat(chat)
                if game is None or game.over:
                    break
                if game.pending is not None and game.seats[game.pending.seat].player != ANN.key:
                    await svc.handle(Command(chat, ANN, "accept"))
                    continue
                lex = svc.walkable(variant)
                moves = choose(game, game.turn, "hard", random.Random(0), lex)
                cmd = {"place": "play", "exchange": "exchange"}.get(moves[0], "pass")
                await svc.handle(Command(chat, ANN, cmd, " ".join(moves[1:])))
    finally:
        computer.players.choose_action = choose
        await repo.close()
    return steps, thinking


async def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=120)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--commands", type=int, default=3000)
    ap.add_argument("--concurrency", type=int, default=20)
    ap.add_argument("--computer-turns", type=int, default=60)
    ap.add_argument("--only-computer", action="store_true", help="only part 3")
    ap.add_argument("--postgres", metavar="URL",
                    help="part 4 on this server (auto: start a throwaway one)")
    ap.add_argument("--only-backends", action="store_true", help="only part 4")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--long", metavar="N,N", help="only part 5, at these log lengths")
    ap.add_argument("--only-sqlite", type=int, metavar="RUNS",
                    help="only part 4's SQLite figure, this many runs (median)")
    args = ap.parse_args()
    if args.only_sqlite:
        await print_sqlite(args)
        return 0
    if args.long:
        with tempfile.TemporaryDirectory() as tmp:
            print("one /pass in a long game (SQLite, no pictures), median of 30:")
            for n in (int(x) for x in args.long.split(",")):
                dt = await long_game_pass(n, Path(tmp) / f"long-{n}.db")
                print(f"  {n:>6} log entries: {dt * 1000:7.1f} ms")
        return 0
    if args.worker:
        import json

        print(json.dumps(await mixed_worker(*json.loads(args.worker))))
        return 0
    if args.only_backends:
        await print_backends(args)
        return 0
    if args.only_computer:
        with tempfile.TemporaryDirectory() as tmp:
            await print_computer(args.computer_turns, Path(tmp))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.db"
        print(f"full turn (/play, engine, SQLite commit, pictures), {args.turns} turns:")
        with_pic = await full_turns(args.turns, True, db)
        no_pic = await full_turns(args.turns, False, db)
        for label, xs in (("with pictures", with_pic), ("without pictures", no_pic)):
            print(f"  {label:<17} median {statistics.median(xs) * 1000:6.1f} ms   "
                  f"p99 {pct(xs, 99) * 1000:6.1f} ms")
        ratio = statistics.median(with_pic) / statistics.median(no_pic)
        print(f"  ratio with/without pictures: {ratio:.1f}x   (goal: median < 60 ms)")
        print(f"\n{args.games} games active, {args.commands} /pass commands, "
              f"{args.concurrency} at a time:")
        for pictures in (False, True):
            cps = await throughput(args.games, args.commands, args.concurrency, pictures,
                                   Path(tmp) / f"tp-{pictures}.db")
            print(f"  {'with' if pictures else 'without'} pictures: {cps:7.0f} commands/s")
        await print_computer(args.computer_turns, Path(tmp))
    if args.postgres:
        await print_backends(args)
    return 0


async def print_sqlite(args: argparse.Namespace) -> None:
    """Part 4's SQLite figure alone, ``--only-sqlite`` runs on fresh files (median)."""
    import os

    print(f"load average before: {os.getloadavg()[0]:.1f} (on {os.cpu_count()} cores)")
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.only_sqlite):
            lite = str(Path(tmp) / f"mixed-{i}.db")
            chats = await setup_games(lite, args.games, "mx")
            cps, ms = run_processes(lite, chats, 1, args.commands, args.concurrency)
            runs.append(cps)
            print(f"  run {i + 1}: {cps:7.0f} commands/s   (CPU {ms:.1f} ms/command incl. set-up)")
    print(f"SQLite 1 process, {args.games} games, {args.commands} commands (/pass and /score, "
          f"no pictures), {args.concurrency} at a time: median {statistics.median(runs):.0f} "
          f"commands/s")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


async def print_backends(args: argparse.Namespace) -> None:
    """Part 4: both backends side by side."""
    import os

    import asyncpg

    server = None
    url = args.postgres
    if url is None or url == "auto":
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        import pg_server  # type: ignore[import-not-found]

        server = pg_server.start_server()
        url = server.url()
    names = iter(range(10**6))

    async def fresh() -> str:
        name = f"bench_{os.getpid()}_{next(names)}"
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(f"CREATE DATABASE {name}")
        finally:
            await conn.close()
        base, _, query = url.partition("?")
        return base.rsplit("/", 1)[0] + "/" + name + (f"?{query}" if query else "")

    print(f"\nload average before: {os.getloadavg()[0]:.1f} (on {os.cpu_count()} cores)")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            print(f"full turn (/play, engine, commit, pictures), {args.turns} turns:")
            for label, target in (("SQLite", str(Path(tmp) / "turns.db")),
                                  ("PostgreSQL", await fresh())):
                xs = await full_turns(args.turns, True, target)
                print(f"  {label:<11} median {statistics.median(xs) * 1000:6.1f} ms   "
                      f"p99 {pct(xs, 99) * 1000:6.1f} ms")
            print(f"\n{args.games} games, {args.commands} commands (/pass and /score, "
                  f"no pictures), {args.concurrency} at a time per process:")
            lite = str(Path(tmp) / "mixed.db")
            chats = await setup_games(lite, args.games, "mx")
            base, ms = run_processes(lite, chats, 1, args.commands, args.concurrency)
            print(f"  SQLite      1 process : {base:7.0f} commands/s   "
                  f"(CPU {ms:.1f} ms/command incl. set-up)")
            one = 0.0
            for n in (1, 2, 4):
                target = await fresh()
                chats = await setup_games(target, args.games, "mx")
                cps, ms = run_processes(target, chats, n, args.commands, args.concurrency)
                one = one or cps
                print(f"  PostgreSQL {n} process{'es' if n > 1 else '  '}: {cps:7.0f} "
                      f"commands/s   ({cps / one:.2f}x one process; "
                      f"CPU {ms:.1f} ms/command incl. set-up)")
    finally:
        if server is not None:
            server.stop()
    print(f"load average after: {os.getloadavg()[0]:.1f}")


async def print_computer(turns: int, tmp: Path) -> None:
    print(f"\ncomputer turns in the service ({turns} per line; level hard):")
    for variant in ("english", "polish"):
        steps, thinking = await computer_turns(turns, variant, "hard", tmp / f"{variant}.db")
        print(f"  {variant:<8} whole step median {statistics.median(steps) * 1000:6.1f} ms  "
              f"p99 {pct(steps, 99) * 1000:6.1f} ms   generator median "
              f"{statistics.median(thinking) * 1000:6.1f} ms")


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
