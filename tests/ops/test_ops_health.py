"""Issue 26 item 6: the health listener (HEALTH_PORT) of a real console process, its
metrics, JSON log lines with the chat and game ids and never a rack; item 8: a 100 kB
header is refused without a traceback, and a taken port is one line."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from test_ops_startup import env_of, one_line, run

from bot import health
from bot.http_server import HttpServer
from storage import open_repository

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def big_header(port: int) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as c:
        c.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n")
        return c.recv(200)


class Console:
    """A console process fed line by line; ``said(text)`` reads its output up to a line
    containing ``text``."""

    def __init__(self, tmp_path: Path, **env: str) -> None:
        self.p = subprocess.Popen(
            [sys.executable, "-m", "bot", "console", "--db", str(tmp_path / "bot.db"),
             "--out", str(tmp_path / "out")], cwd=tmp_path, env=env_of(tmp_path, **env),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.out: list[str] = []

    def send(self, line: str) -> None:
        assert self.p.stdin is not None
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def said(self, text: str) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            self.out.append(line)
            if text in line:
                return
        raise AssertionError(f"the console ended before saying {text!r}")

    def stop(self) -> str:
        out, err = self.p.communicate("", timeout=60)
        self.out.append(out)
        assert self.p.returncode == 0, err
        return err


def test_the_console_serves_health_and_metrics_and_logs_json(tmp_path: Path):
    port = free_port()
    c = Console(tmp_path, HEALTH_PORT=str(port), LOG_FORMAT="json", LOG_LEVEL="DEBUG")
    try:
        c.said("Games are kept in")  # listening before the welcome
        assert get(port, "/healthz") == (200, "ok\n")
        status, body = get(port, "/readyz")
        assert status == 200 and json.loads(body) == {"console": "ok", "database": "ok"}
        # Before anything happened, the counters deploy.md lists are there, at 0, with
        # their known labels (they were absent until their first increment).
        status, page = get(port, "/metrics")
        for kind in ("window", "undo", "move", "clock", "end", "computer"):
            for counter in ("deadlines_fired", "deadlines_late"):
                assert f'wordgames_{counter}_total{{kind="{kind}"}} 0.0' in page, page
        for platform in ("discord", "telegram"):
            assert f'wordgames_rate_limited_total{{platform="{platform}"}} 0.0' in page
        # Every command's outcomes too: deploy.md's alert on outcome="error" had no
        # series to evaluate until a command was counted.
        from bot.commands import COMMANDS

        for name in (*(spec.name for spec in COMMANDS), "unknown"):
            for outcome in ("ok", "refused", "unavailable", "error"):
                assert (f'wordgames_commands_total{{command="{name}",outcome="{outcome}"}} '
                        "0.0") in page, (name, outcome)
        for line in ("Ann: /new english", "Bob: /join", "Ann: /start"):
            c.send(line)
        c.said("picture:")  # the start's board
        c.send("Ann: /play 8H QQQQQ")
        c.send("Ann: /score")
        c.said("Ann")
        status, page = get(port, "/metrics")
        assert status == 200
        assert 'wordgames_commands_total{command="start",outcome="ok"} 1.0' in page
        assert "wordgames_open_games 1.0" in page
        assert re.search(r"^wordgames_command_seconds_count [1-9]", page, re.M)
        reply = big_header(port)
        assert b" 400 " in reply.split(b"\r\n")[0]
        assert get(port, "/healthz")[0] == 200  # still serving
    finally:
        err = c.stop()
    records = [json.loads(line) for line in err.splitlines()]  # each line one object
    assert "Traceback" not in err
    assert any(r.get("chat") == "console:table:" and r.get("game") == 1 for r in records)
    racks = asyncio.run(stored_racks(tmp_path / "bot.db"))
    assert len(racks) == 2
    for rack in racks:  # as stored, and as the rack message shows it
        assert rack not in err and " ".join(rack) not in err


def test_the_metrics_deadline_kinds_are_the_services():
    """bot.metrics starts a series for each deadline kind at 0: the service's kinds."""
    from bot import metrics
    from bot.service.timing import DeadlineKind

    assert set(metrics.DEADLINE_KINDS) == {k.value for k in DeadlineKind}


def test_the_line_of_the_new_that_opened_a_game_carries_its_id(tmp_path: Path):
    """The game has no id until /new commits it: its line had the chat alone, so a
    game's lines (jq 'select(.game == 1)') began with its /join."""
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(tmp_path / "bot.db"), "--quiet"],
            stdin="Ann: /new english\nBob: /join\nAnn: /new english\n",
            LOG_FORMAT="json", LOG_LEVEL="DEBUG")
    assert p.returncode == 0, p.stderr
    records = [json.loads(line) for line in p.stderr.splitlines()]
    news = [r for r in records if r["message"].startswith("/new: ")]
    assert [(r["message"].split(" in ")[0], r.get("game")) for r in news] == [
        ("/new: ok", 1), ("/new: refused", 1)]  # the second: a game is open there
    assert all(r.get("chat") == "console:table:" for r in news)


async def stored_racks(db: Path) -> list[str]:
    repo = await open_repository(db)
    try:
        rec = await repo.open_game("console:table:")
        assert rec is not None and len(rec.seats) == 2
        return [s.rack for s in rec.seats if s.rack]
    finally:
        await repo.close()


def test_a_taken_health_port_is_one_line(tmp_path: Path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        p = run(tmp_path, ["-m", "bot", "console", "--quiet"], HEALTH_PORT=str(port))
    # once, naming the setting (it said the address and "address already in use" twice)
    assert one_line(p) == (f"error: cannot listen on 127.0.0.1:{port} (HEALTH_PORT): the "
                           "port is in use (another process listens there: a second bot "
                           "process with the same HEALTH_PORT?)")


def test_a_health_address_not_of_this_machine_is_one_line(tmp_path: Path):
    p = run(tmp_path, ["-m", "bot", "console", "--quiet"], HEALTH_PORT="9101",
            HEALTH_LISTEN="192.0.2.1")  # TEST-NET-1: no machine's
    assert one_line(p) == ("error: cannot listen on 192.0.2.1:9101 (HEALTH_PORT): 192.0.2.1 "
                           "is not an address of this machine (the HEALTH_LISTEN setting)")


async def test_readyz_says_503_when_the_database_does_not_answer(tmp_path: Path):
    repo = await open_repository(tmp_path / "bot.db")
    probe = health.Health(database=repo.open_games)
    probe.expect("discord")  # expected, never reported: still logging in
    server = HttpServer("127.0.0.1", 0)
    health.add_routes(server.app, probe)
    await server.start()
    try:
        import aiohttp

        async with aiohttp.ClientSession() as http:
            url = f"http://127.0.0.1:{server.port}/readyz"
            async with http.get(url) as r:
                assert r.status == 503
                assert await r.json() == {"database": "ok", "discord": "not started"}
            probe.report("discord", lambda: True)
            async with http.get(url) as r:
                assert r.status == 200
            await repo.close()  # the database goes away
            async with http.get(url) as r:
                assert r.status == 503
                assert await r.json() == {"database": "unavailable", "discord": "ok"}
    finally:
        await server.stop()
        await repo.close()


async def test_readyz_gives_a_short_reason_and_logs_the_detail_once(
        caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch):
    """The body showed the exception itself (``OSError: ... host db.internal ... user
    wordgames``) to whoever reached the port, and nothing went to the log."""
    detail = "connection to server at db.internal (10.0.0.7), user wordgames: s3cret-pw"
    state = "down"

    async def games() -> int:
        if state == "hang":  # a database that does not answer at all
            await asyncio.Event().wait()
        if state == "down":
            raise OSError(detail)
        return 3

    probe = health.Health(database=games)
    caplog.set_level(logging.DEBUG, logger="bot.health")
    for _ in range(3):  # a load balancer's probes, every few seconds
        assert await probe.check() == {"database": "unavailable"}
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings == [f"readiness: database unavailable (OSError: {detail}); /readyz "
                        "says 503 until it answers"], caplog.records
    state = "up"
    assert await probe.check() == {"database": "ok"}
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.INFO] == [
        "readiness: the database answers again"]
    state = "hang"
    monkeypatch.setattr(health, "PROBE_TIMEOUT", 0.01)
    caplog.clear()
    assert await probe.check() == {"database": "timed out"}
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        "readiness: database timed out (no answer within 0.01 s); /readyz says 503 until "
        "it answers"]
