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
   and on PostgreSQL in 1, 2 and 4 OS processes (``--processes``; each owns a share of
   the games, as Discord shards own servers, and makes its own load, so no process waits
   for another's generator).  Per run: total and per-process commands/s and the ratio to
   one process; each process's CPU and the server's (its processes in /proc) per
   command; the machine's busy cores and load; the CPU-bound ceiling on this machine's
   cores (cores / (bot + server CPU per command)); what the server's backends did
   (running, waiting for their client, waiting for a lock); how long the processes and
   the backends were runnable but waited for a core (/proc/PID/schedstat).  The
   throwaway server runs with fsync and synchronous_commit off; ``--durable`` turns both
   on.
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
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService
from engine.actions import Exchange, Place
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
                       seed: int, profile: str | None = None,
                       ) -> tuple[int, float, float, float]:
    """``commands`` of /pass and /score (half each, at random) on these games,
    ``concurrency`` at a time, once ready (connected, turns read: it says "ready") and
    told to go (a line on stdin); (commands done, seconds, this process's CPU seconds
    meanwhile, and its seconds waiting for a core).  The load is made inside the bot
    process, on its own share of the chats, as a shard's events arrive: no process waits
    for another's generator.  ``profile``: a cProfile of the timed part, to that file."""
    import os
    import resource

    repo = await open_database(target)
    svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
    chats = [ChatRef("bench", c) for c in chat_ids]
    turn: dict[str, UserRef] = {}
    for chat in chats:  # who is on turn; a /score puts the game in play in this process
        g = await svc.game_for_chat(chat)  # (bot/service/live.py), as a running bot has
        assert g is not None  # the games it serves
        turn[chat.key] = ANN if g.seats[g.turn].player == ANN.key else BOB
        await svc.handle(Command(chat, ANN, "score"))
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

    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)  # all processes go together
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    r0, q0 = resource.getrusage(resource.RUSAGE_SELF), run_delay(os.getpid())
    t0 = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - t0
    r1, q1 = resource.getrusage(resource.RUSAGE_SELF), run_delay(os.getpid())
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(profile)
    await repo.close()
    cpu = (r1.ru_utime + r1.ru_stime) - (r0.ru_utime + r0.ru_stime)
    return done, elapsed, cpu, q1 - q0


def run_delay(pid: int) -> float:
    """Seconds the process has spent runnable but waiting for a core (/proc/PID/schedstat:
    the scheduler's run-queue delay), 0 where the kernel does not say."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def _cpu_ticks(pid: int, children: bool) -> int:
    """CPU clock ticks of a process (and, with ``children``, of its children that it
    has waited for: a PostgreSQL backend that exited)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime
    return ticks + (int(fields[13]) + int(fields[14]) if children else 0)


def server_cpu(postmaster: int | None) -> float | None:
    """CPU seconds the PostgreSQL server has used so far: its main process, its live
    processes (backends, writers) and the backends that have exited."""
    if postmaster is None:
        return None
    import os

    ticks = _cpu_ticks(postmaster, True)
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
            if int(stat.rpartition(")")[2].split()[1]) == postmaster:
                ticks += _cpu_ticks(int(entry.name), False)
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
    return ticks / os.sysconf("SC_CLK_TCK")


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far, all cores (/proc/stat)."""
    import os

    ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
    idle = ticks[3] + ticks[4]  # idle, iowait
    hz = os.sysconf("SC_CLK_TCK")
    return (sum(ticks[:8]) - idle) / hz, sum(ticks[:8]) / hz


@dataclass
class Run:
    """One run of ``processes`` bot processes: commands/s in total and per process, the
    CPU each process and the server used, the machine's busy cores, the load."""
    processes: int
    done: int
    elapsed: float  # from the common start to the last process's finish
    # per process: (commands, seconds, CPU seconds, seconds runnable but waiting for a core)
    each: list[tuple[int, float, float, float]]
    server: float | None  # the server's CPU seconds over the run
    busy: float  # the whole machine's busy CPU seconds over the run
    window: float  # the seconds over which server and busy were measured
    load: float  # the one-minute load average at the end
    waits: str = ""  # what the server's backends did (PostgreSQL)
    server_delay: float | None = None  # the backends' seconds waiting for a core

    @property
    def rate(self) -> float:
        return self.done / self.elapsed

    @property
    def bot_ms(self) -> float:
        """Bot processes' CPU milliseconds per command."""
        return sum(e[2] for e in self.each) * 1000 / max(self.done, 1)

    @property
    def server_ms(self) -> float | None:
        return None if self.server is None else self.server * 1000 / max(self.done, 1)


class WaitSampler:
    """What the server's backends of one database do, sampled every 20 ms from a thread
    of its own (pg_stat_activity): running, waiting for their client, or waiting for a
    lock (another process's row or advisory lock would show here)."""

    def __init__(self, url: str) -> None:
        import collections
        import threading

        self.url = url
        self.counts: collections.Counter[str] = collections.Counter()
        # per backend: its run-queue delay when first and last seen
        self.delays: dict[int, tuple[float, float]] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._sample()))

    async def _sample(self) -> None:
        import asyncpg

        conn = await asyncpg.connect(self.url)
        try:
            while not self._stop.is_set():
                for r in await conn.fetch(
                        "SELECT state, wait_event_type, pid FROM pg_stat_activity "
                        "WHERE datname = current_database() AND pid != pg_backend_pid() "
                        "AND backend_type = 'client backend'"):
                    self.counts[{"Client": "waiting for their client",
                                 "Lock": "waiting for a lock",
                                 "LWLock": "waiting for a server latch (LWLock)",
                                 None: "running"}.get(r[1], f"waiting ({r[1]})")] += 1
                    delay = run_delay(r[2])
                    self.delays[r[2]] = (self.delays.get(r[2], (delay, delay))[0], delay)
                await asyncio.sleep(0.02)
        finally:
            await conn.close()

    def __enter__(self) -> WaitSampler:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def summary(self) -> str:
        total = sum(self.counts.values()) or 1
        return ", ".join(f"{what} {n / total:.1%}" for what, n in self.counts.most_common())

    def run_delay(self) -> float:
        """The backends' seconds runnable but waiting for a core, over the run."""
        return sum(last - first for first, last in self.delays.values())


def run_processes(target: str, chats: list[ChatRef], processes: int, commands: int,
                  concurrency: int, postmaster: int | None = None,
                  profile: str | None = None) -> Run:
    """``processes`` OS processes, each on its share of the games (as Discord shards own
    servers: no chat is in two processes' shares, so they never wait for each other's
    chat locks), started together."""
    import contextlib
    import json
    import os
    import subprocess

    from storage import is_postgres_url

    procs = []
    for k in range(processes):
        share = [c.id for c in chats[k::processes]]
        # Each in a session of its own, as services are (systemd makes each one a session
        # leader): Linux's autogroup scheduling shares the cores between sessions first,
        # so workers left in the bench's session would all split one session's share,
        # and more processes could only divide it.
        procs.append(subprocess.Popen(
            [sys.executable, __file__, "--worker", json.dumps(
                [target, share, commands // processes, concurrency, k,
                 profile if k == 0 else None])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            start_new_session=True))
    for p in procs:  # every process connected and its turns read
        assert p.stdout is not None and p.stdin is not None
        if p.stdout.readline().strip() != "ready":
            raise RuntimeError("a bench worker failed")
    sampler = WaitSampler(target) if is_postgres_url(target) else None
    with sampler or contextlib.nullcontext():
        w0, srv0, (busy0, _) = time.perf_counter(), server_cpu(postmaster), machine_busy()
        for p in procs:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        results = []
        for p in procs:
            out, _ = p.communicate()
            if p.returncode != 0:
                raise RuntimeError("a bench worker failed")
            results.append(tuple(json.loads(out.strip().splitlines()[-1])))
        w1, srv1, (busy1, _) = time.perf_counter(), server_cpu(postmaster), machine_busy()
    server = None if srv0 is None or srv1 is None else srv1 - srv0
    return Run(processes, sum(r[0] for r in results), max(r[1] for r in results),
               results, server, busy1 - busy0, w1 - w0, os.getloadavg()[0],
               sampler.summary() if sampler else "",
               sampler.run_delay() if sampler else None)


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
        # And so the 30 timed passes below end nothing (an ended game would be rated, and
        # the rating's replay, which knows nothing of these resets, would fail).
        game.scoreless = game.passes = 0
        rec.state = game.to_json()
        await repo.commit(Write(rec, now=time.time(), log_keep=keep))
        times = []
        # Who is on turn, once: reading the whole game before each pass would leave its
        # freeing to fall inside the timed pass (a reader's game is its own, made from
        # the rows: bot/service/live.py), and no bot reads a game between commands.
        who = ANN if game.seats[game.turn].player == ANN.key else BOB
        for _ in range(30):
            t0 = time.perf_counter()
            outs = await svc.handle(Command(chat, who, "pass"))
            times.append(time.perf_counter() - t0)
            if outs[0].ephemeral_ok:
                raise RuntimeError(outs[0].text)
            who = BOB if who is ANN else ANN
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
                action = choose(game, game.turn, "hard", random.Random(0), lex)
                match action:
                    case Place(move=move):
                        cmd, arg = "play", move
                    case Exchange(tiles=tiles):
                        cmd, arg = "exchange", tiles
                    case _:
                        cmd, arg = "pass", ""
                await svc.handle(Command(chat, ANN, cmd, arg))
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
    ap.add_argument("--processes", default="1,2,4",
                    help="part 4: the PostgreSQL process counts (default 1,2,4)")
    ap.add_argument("--durable", action="store_true",
                    help="part 4, auto server: fsync and synchronous_commit on")
    ap.add_argument("--no-full-turn", action="store_true",
                    help="part 4 without the full turn")
    ap.add_argument("--no-sqlite", action="store_true",
                    help="part 4 without the SQLite line")
    ap.add_argument("--profile", metavar="FILE",
                    help="part 4: a cProfile of the first process's timed part")
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
            run = run_processes(lite, chats, 1, args.commands, args.concurrency)
            runs.append(run.rate)
            print(f"  run {i + 1}: {run.rate:7.0f} commands/s   (CPU {run.bot_ms:.2f} "
                  "ms/command)")
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

        server = pg_server.start_server(durable=args.durable)
        url = server.url()
        print("PostgreSQL: a throwaway server, fsync and synchronous_commit "
              + ("on (--durable)" if args.durable else "off (the figure with them on: "
                 "--durable)"))
    postmaster = server.postmaster_pid() if server is not None else None
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

    cores = os.cpu_count() or 1
    print(f"\nload average before: {os.getloadavg()[0]:.1f} (on {cores} cores)")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            if not args.no_full_turn:
                print(f"full turn (/play, engine, commit, pictures), {args.turns} turns:")
                for label, target in (("SQLite", str(Path(tmp) / "turns.db")),
                                      ("PostgreSQL", await fresh())):
                    xs = await full_turns(args.turns, True, target)
                    print(f"  {label:<11} median {statistics.median(xs) * 1000:6.1f} ms   "
                          f"p99 {pct(xs, 99) * 1000:6.1f} ms")
            print(f"\n{args.games} games, {args.commands} commands (/pass and /score, "
                  f"no pictures), {args.concurrency} at a time per process:")
            if not args.no_sqlite:
                lite = str(Path(tmp) / "mixed.db")
                chats = await setup_games(lite, args.games, "mx")
                run = run_processes(lite, chats, 1, args.commands, args.concurrency)
                print(f"  SQLite      1 process : {run.rate:7.0f} commands/s   "
                      f"(CPU {run.bot_ms:.2f} ms/command)")
            one: Run | None = None
            for n in (int(x) for x in args.processes.split(",")):
                target = await fresh()
                chats = await setup_games(target, args.games, "mx")
                run = run_processes(target, chats, n, args.commands, args.concurrency,
                                    postmaster, args.profile and f"{args.profile}.{n}")
                one = one or run
                print_run(run, one, cores)
    finally:
        if server is not None:
            server.stop()
    print(f"load average after: {os.getloadavg()[0]:.1f}")


def print_run(run: Run, one: Run, cores: int) -> None:
    """A PostgreSQL line of part 4, and where its CPU went."""
    n = run.processes
    each = ", ".join(f"{d / t:.0f}" for d, t, _cpu, _q in run.each)
    print(f"  PostgreSQL {n} process{'es' if n > 1 else '  '}: {run.rate:7.0f} commands/s "
          f"total, {run.rate / one.rate:.2f}x one process; per process {each}")
    share = ", ".join(f"{cpu / t:.0%}" for _d, t, cpu, _q in run.each)
    line = f"      CPU per command: bot processes {run.bot_ms:.2f} ms (each busy {share})"
    if run.server_ms is not None and run.server is not None:
        line += (f", server {run.server_ms:.2f} ms ({run.server / run.window:.2f} "
                 f"cores)")
    print(line)
    print(f"      machine busy {run.busy / run.window:.2f} of {cores} cores, load average "
          f"{run.load:.1f}", end="")
    if run.server_ms is not None:
        # A fair ceiling when the work is CPU-bound: every core busy with this run's
        # bot and server work per command, nothing else on the machine.
        cap = cores * 1000 / (run.bot_ms + run.server_ms)
        print(f"; CPU-bound ceiling on {cores} cores {cap:.0f} commands/s")
    else:
        print()
    # The time a process was runnable but no core was free: on a machine shared with
    # other work this, not the database, is what a ping-pong of round trips waits on.
    delay = ", ".join(f"{q * 1000 / max(d, 1):.2f}" for d, _t, _cpu, q in run.each)
    line = f"      waiting for a core, ms per command: bot processes {delay}"
    if run.server_delay is not None:
        line += f"; server {run.server_delay * 1000 / max(run.done, 1):.2f}"
    print(line)
    if run.waits:
        print(f"      server backends: {run.waits}")


async def print_computer(turns: int, tmp: Path) -> None:
    print(f"\ncomputer turns in the service ({turns} per line; level hard):")
    for variant in ("english", "polish"):
        steps, thinking = await computer_turns(turns, variant, "hard", tmp / f"{variant}.db")
        if not steps or not thinking:  # too few turns asked for a computer move to come
            print(f"  {variant:<8} no computer move in {turns} turns")
            continue
        print(f"  {variant:<8} whole step median {statistics.median(steps) * 1000:6.1f} ms  "
              f"p99 {pct(steps, 99) * 1000:6.1f} ms   generator median "
              f"{statistics.median(thinking) * 1000:6.1f} ms")


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
