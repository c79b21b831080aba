"""Several bot processes on one PostgreSQL database (real OS processes, running
tests/service/pg_worker.py, on the session's real server): commands at once on one chat,
a deadline with four processes watching, a process killed in the middle of a command, and
a SQLite database of a real game session moved to PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import GROUP, Harness, user

from bot.protocol import ChatRef, Command
from bot.service import GameService
from engine.game import Game
from storage import GameRecord, open_database, open_postgres, open_repository
from storage.migrate import TABLES, MigrationRefused, migrate_to

WORKER = Path(__file__).with_name("pg_worker.py")
ROOT = Path(__file__).resolve().parents[2]
CHAT = ChatRef("test", "g1", is_group=True)
ANN, BOB = user("Ann"), user("Bob")


def spawn(*args: object) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(WORKER), *map(str, args)], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def release(p: subprocess.Popen[str]) -> None:
    """Let a worker held in its shift (``held``) go on."""
    assert p.stdin is not None
    p.stdin.write("go\n")
    p.stdin.flush()


def finish(p: subprocess.Popen[str]) -> list[dict[str, object]]:
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    return [json.loads(line) for line in out.splitlines() if line.strip()]


async def new_game(url: str, options: str, clock: float | None = None) -> GameRecord:
    repo = await open_database(url)
    try:
        kw = {} if clock is None else {"clock": lambda: clock}
        svc = GameService(repo, lexicons=lambda _r: None, pictures=False,
                          seeds=lambda: "seed-1", **kw)  # type: ignore[arg-type]
        await svc.handle(Command(CHAT, ANN, "new", f"english {options}"))
        await svc.handle(Command(CHAT, BOB, "join"))
        await svc.handle(Command(CHAT, ANN, "start"))
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.status == "active"
        return rec
    finally:
        await repo.close()


def replays_to_itself(rec: GameRecord) -> bool:
    assert rec.state is not None
    header = {k: rec.state[k] for k in ("version", "rules", "overrides", "seed", "players")}
    return Game.replay(header, rec.state["log"]).to_json() == rec.state


async def test_twenty_commands_from_two_processes_are_one_serial_order(pg_url: str):
    before = await new_game(pg_url, "scoreless_turns_end=200")
    start = time.time() + 1.5  # both processes up, then all twenty at once
    procs = [spawn("commands", pg_url, CHAT.id, start, 10) for _ in range(2)]
    acked = sum(int(r["acked"]) for p in procs for r in finish(p))  # type: ignore[call-overload]
    repo = await open_postgres(pg_url)
    try:
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.state is not None
        log = rec.state["log"]
        # Every acknowledged pass is one action of the log, none twice, none lost...
        assert 0 < acked == len(log) and all(a["a"] == "pass" for a in log)
        assert rec.version == before.version + acked
        assert await repo.moves(rec.id) == log  # type: ignore[arg-type]
        # ...turns alternate as one process playing them in that order would have...
        assert [a["seat"] for a in log] == [(log[0]["seat"] + i) % 2 for i in range(len(log))]
        # ...and replaying the log gives exactly the stored state.
        assert replays_to_itself(rec)
    finally:
        await repo.close()


async def test_a_deadline_fires_once_with_four_processes(pg_url: str):
    t0 = 1_000_000.0
    before = await new_game(pg_url, "move_time_limit=60", clock=t0)
    # The bot ran all along: its timer beat 6 s ago (no downtime to move the time on by;
    # the heartbeat of the start, 61 s old, would be one, and nothing would fire).
    repo = await open_postgres(pg_url)
    try:
        await repo.heartbeat(t0 + 55)
    finally:
        await repo.close()
    start = time.time() + 1.5
    procs = [spawn("due", pg_url, t0 + 61, start, 3) for _ in range(4)]
    fired = [r["fired"] for p in procs for r in finish(p)]
    assert sorted(bool(f) for f in fired) == [False, False, False, True]
    assert any("time ran out" in t for f in fired for t in f)  # type: ignore[attr-defined]
    repo = await open_postgres(pg_url)
    try:
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.state is not None
        assert [a["a"] for a in rec.state["log"]] == ["timeout"]
        assert rec.version == before.version + 1
        (d,) = await repo.deadlines(rec.id)  # type: ignore[arg-type]
        assert (d.kind, d.due_at) == ("move", t0 + 120)  # the next player's, from t0 + 60
    finally:
        await repo.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_processes_restarting_together_after_downtime_shift_the_deadlines_once(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest):
    url = (str(tmp_path / "bot.db") if backend == "sqlite"
           else str(request.getfixturevalue("pg_url")))
    t0 = 1_000_000.0
    before = await new_game(url, "move_time_limit=60", clock=t0)  # its heartbeat: t0
    if backend == "postgres":  # a slow write of the heartbeat (SQLite: in the worker)
        repo = await open_postgres(url)
        async with repo.pool.acquire() as conn:
            await conn.execute(
                "CREATE FUNCTION slow_beat() RETURNS trigger LANGUAGE plpgsql AS "
                "$$ BEGIN PERFORM pg_sleep(0.5); RETURN NEW; END $$; "
                "CREATE TRIGGER slow_beat BEFORE INSERT OR UPDATE ON heartbeat "
                "FOR EACH ROW EXECUTE FUNCTION slow_beat()")
        await repo.close()
    start = time.time() + 1.5  # both up, then both start at once, two hours later
    procs = [spawn("resume", url, t0 + 7200, start) for _ in range(2)]
    assert [r["resumed"] for p in procs for r in finish(p)] == [True, True]
    repo = await open_database(url)
    try:
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.id == before.id
        # Moved on by the downtime once (twice would give the turn two more hours).
        (d,) = await repo.deadlines(rec.id)  # type: ignore[arg-type]
        assert (d.kind, d.due_at) == ("move", t0 + 60 + 7200)
        assert rec.version == before.version + 1
        assert await repo.last_heartbeat() == t0 + 7200
    finally:
        await repo.close()


def wait_for(p: subprocess.Popen[str], key: str) -> dict[str, object]:
    """The worker's first line saying ``key`` (it has got that far)."""
    assert p.stdout is not None
    for line in p.stdout:
        msg: dict[str, object] = json.loads(line)
        if key in msg:
            return msg
    raise AssertionError(p.stderr.read() if p.stderr else "the worker ended early")


async def moved_on_once(url: str, before: GameRecord, t0: float) -> None:
    """The game's move time moved on by the two hours once, nothing fired, nothing owed."""
    repo = await open_postgres(url)
    try:
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.state is not None and rec.id == before.id
        assert rec.state["log"] == []  # no time-out
        (d,) = await repo.deadlines(rec.id)  # type: ignore[arg-type]
        assert (d.kind, d.due_at) == ("move", t0 + 60 + 7200)
        assert rec.version == before.version + 1
        assert len(await repo.owed_shifts()) == 0
    finally:
        await repo.close()


async def test_no_process_fires_a_deadline_still_owed_the_downtime(pg_url: str):
    t0 = 1_000_000.0
    before = await new_game(pg_url, "move_time_limit=60", clock=t0)  # due at t0 + 60
    a = spawn("resume", pg_url, t0 + 7200, time.time(), "held")  # two hours later
    wait_for(a, "shifting")  # A found the downtime and is moving the game on, held there
    # Two processes whose clocks say the original move time is long past: one that
    # starts now (its start waits for the shift), one already running (its timer asks
    # the database at once).  Neither may close the turn the players are owed.
    now = time.time()
    starting = spawn("due", pg_url, t0 + 7200.5, now, 1)
    running = spawn("due", pg_url, t0 + 7200.5, now, 1, "as-running")
    assert [r["fired"] for r in finish(running)] == [[]]
    assert a.poll() is None  # still shifting when the running one's due was done
    release(a)  # (held until now by the test, not by a time a slow start could outlast)
    assert [r["fired"] for r in finish(starting)] == [[]]
    assert [r["resumed"] for r in finish(a)] == [True]
    await moved_on_once(pg_url, before, t0)


@pytest.mark.parametrize("stall", ["hang-before", "hang-after"])
async def test_a_shifter_killed_mid_shift_is_finished_once_elsewhere(pg_url: str, stall: str):
    t0 = 1_000_000.0
    before = await new_game(pg_url, "move_time_limit=60", clock=t0)
    a = spawn("resume", pg_url, t0 + 7200, time.time(), stall)
    # Killed with the game claimed, before its shift ("hang-before") or after it was
    # committed and before the debt was dropped ("hang-after": done again, it would give
    # the turn two more hours).
    wait_for(a, "shifting" if stall == "hang-before" else "shifted")
    os.kill(a.pid, signal.SIGKILL)
    a.wait(timeout=10)
    # The next process to start, once the claim (1 s in the workers) has lapsed.
    b = spawn("resume", pg_url, t0 + 7205, time.time())
    assert [r["resumed"] for r in finish(b)] == [True]
    await moved_on_once(pg_url, before, t0)


async def test_a_process_killed_mid_command_loses_nothing_and_blocks_nobody(pg_url: str):
    before = await new_game(pg_url, "scoreless_turns_end=200")
    p = spawn("hang", pg_url, CHAT.id, 3)
    acked = 0
    assert p.stdout is not None
    for line in p.stdout:  # three acknowledged passes, then one stuck in its transaction
        msg = json.loads(line)
        if msg.get("holding"):
            break
        acked += int(msg["acked"])
    else:
        raise AssertionError(p.stderr.read() if p.stderr else "the worker ended early")
    os.kill(p.pid, signal.SIGKILL)
    p.wait(timeout=10)
    repo = await open_postgres(pg_url)
    try:
        svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.state is not None
        # The acknowledged three are stored; the killed one's writes are not.
        assert acked == 3 and len(rec.state["log"]) == 3
        assert rec.version == before.version + 3
        g = Game.from_json(rec.state)
        on_turn = ANN if g.seats[g.turn].player == ANN.key else BOB
        # The chat's lock died with the process: the next command goes through at once.
        outs = await asyncio.wait_for(svc.handle(Command(CHAT, on_turn, "pass")), 10)
        assert not outs[0].ephemeral_ok, outs[0].text
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.state is not None and len(rec.state["log"]) == 4
        assert replays_to_itself(rec)
    finally:
        await repo.close()


async def test_migrate_to_copies_a_real_game_session(h: Harness, tmp_path, pg_url: str):
    # A real session on SQLite: a finished game with moves, a vote and a result, and a
    # running one with a timed deadline and message references.
    await h.start("english", "Ann", "Bob", options="time=60")
    who, move, _ = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    await h.cmd("Ann", "/resign yes")  # rated: ratings and the players' game rows
    await h.cmd("Bob", "/stats hide")  # a player's own setting
    other = ChatRef("test", "g2", is_group=True)
    await h.cmd("Cid", "/new english time=90", chat=other)
    await h.cmd("Dan", "/join", chat=other)
    await h.cmd("Cid", "/start", chat=other)
    await h.cmd("Cid", "/pass", chat=other)
    await h.cmd("Dan", "/pass", chat=other)
    await h.repo.close()
    copied = await migrate_to(pg_url, tmp_path / "bot.db")
    assert copied.counts["games"] == 2 and copied.counts["moves"] >= 3
    assert copied.counts["results"] == 1 and copied.counts["deadlines"] >= 1
    assert copied.counts["ratings"] == 2 and copied.counts["player_games"] == 2
    assert copied.counts["player_settings"] == 1
    lite = await open_repository(tmp_path / "bot.db")
    pg = await open_postgres(pg_url)
    try:
        a, b = await lite.table_dump(), await pg.table_dump()
        for table, columns in TABLES:  # every row, every shared column, equal
            if table == "heartbeat":
                assert await pg.last_heartbeat() == await lite.last_heartbeat()
                continue
            n = len(columns)
            assert sorted(r[:n] for r in a[table]) == sorted(r[:n] for r in b[table]), table
        # The copy plays on: the running game takes a command, a new game gets a new id.
        svc = GameService(pg, clock=h.clock, lexicons=lambda _r: h.words)
        g = await svc.game_for_chat(other)
        assert g is not None
        on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
        outs = await svc.handle(Command(other, user(on_turn), "pass"))
        assert not outs[0].ephemeral_ok, outs[0].text
        outs = await svc.handle(Command(GROUP, user("Eve"), "new", "english"))
        rec = await pg.open_game(GROUP.key)
        assert rec is not None and rec.id == 3
        # A second copy into a database that holds games is refused.
        with pytest.raises(MigrationRefused):
            await migrate_to(pg_url, tmp_path / "bot.db")
    finally:
        await lite.close()
        await pg.close()
