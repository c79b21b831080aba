"""The console game as a user runs it: a subprocess fed through a pipe."""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start(db: Path, out: Path, *extra: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-m", "bot", "console", "--db", str(db), "--out", str(out), *extra],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, encoding="utf-8", env=env)


def send(p: subprocess.Popen[str], *lines: str) -> None:
    assert p.stdin is not None
    p.stdin.write("".join(line + "\n" for line in lines))
    p.stdin.flush()


_queues: dict[int, queue.Queue[str | None]] = {}


def _lines(p: subprocess.Popen[str]) -> queue.Queue[str | None]:
    q = _queues.get(p.pid)
    if q is None:
        q = _queues[p.pid] = queue.Queue()

        def pump() -> None:
            assert p.stdout is not None
            for line in p.stdout:
                q.put(line)
            q.put(None)

        threading.Thread(target=pump, daemon=True).start()
    return q


def read_until(p: subprocess.Popen[str], pattern: str, timeout: float = 60) -> list[str]:
    q = _lines(p)
    got: list[str] = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            line = q.get(timeout=0.2)
        except queue.Empty:
            continue
        if line is None:
            break
        got.append(line.rstrip("\n"))
        if re.search(pattern, line):
            return got
    raise AssertionError(f"no {pattern!r} in:\n" + "\n".join(got))


def stored(db: Path) -> tuple[dict, list[tuple], list[tuple]]:  # type: ignore[type-arg]
    con = sqlite3.connect(db)
    game_id, text = con.execute("SELECT id, state FROM games WHERE status='active'").fetchone()
    state = json.loads(text)
    # The history lines are rows of their own (storage/logs.py); the state counts them.
    state["history"] = [json.loads(t) for (t,) in con.execute(
        "SELECT turn FROM turns WHERE game_id=? ORDER BY idx", (game_id,))]
    seats = con.execute("SELECT user_key, rack FROM seats ORDER BY user_key").fetchall()
    deadlines = con.execute("SELECT kind, due_at, seat FROM deadlines").fetchall()
    con.close()
    return state, seats, deadlines


def test_pipe_game_welcome_and_pictures(tmp_path):
    p = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--out", str(tmp_path / "pics")],
        cwd=ROOT, input="Ann: /new english\nBob: /join\nAnn: /start\nhello\nAnn: /nope\n",
        capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert p.returncode == 0, p.stderr
    out = p.stdout
    assert "NAME: /command" in out  # the welcome says how to play
    assert "[chat] The game of English Scrabble begins!" in out
    racks = re.findall(r"^\[to (\w+)\] Your rack", out, re.M)
    assert sorted(racks) == ["Ann", "Bob"]
    pictures = re.findall(r"picture: (\S+)", out)
    assert len(pictures) == 3 and all(Path(x).read_bytes()[:4] == b"\x89PNG" for x in pictures)
    assert "I don't know the command /nope" in out
    assert "[console] Write NAME: /command" in out


def test_sigkill_mid_game_then_continue(tmp_path):
    db, out = tmp_path / "game.db", tmp_path / "pics"
    p = start(db, out, "--quiet")
    try:
        send(p, "Ann: /new english time=300", "Bob: /join", "Ann: /start")
        lines = read_until(p, r"^\[to \w+\] Your rack")
        lines += read_until(p, r"^\[to \w+\] Your rack")
        turn = next(re.search(r"Turn: (\w+)\.", x)[1] for x in lines  # type: ignore[index]
                    if "Turn:" in x)
        rack = next(x.split(": ", 1)[1].split() for x in lines
                    if x.startswith(f"[to {turn}] Your rack"))
        word = "".join(t for t in rack if t != "?")[:2]
        send(p, f"{turn}: /play 8H {word}")
        read_until(p, r"Turn: ")
        send(p, "Ann: /score")
        read_until(p, r"Time for this move")
        before = stored(db)
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == -signal.SIGKILL
    state, seats, deadlines = before
    assert state["history"][0]["kind"] == "place" and deadlines  # a move limit is running
    # Start again on the same file: the game goes on exactly where it was.
    p2 = start(db, out, "--quiet")
    try:
        send(p2, "Ann@private: /rack", "Bob@private: /rack", "Ann: /score")
        lines = read_until(p2, r"Time for this move")
        send(p2, "Bob: /history")
        lines += read_until(p2, r"^\s*1\. ")
        assert p2.stdin is not None
        p2.stdin.close()
        p2.wait(timeout=60)
    finally:
        if p2.poll() is None:
            p2.kill()
    shown = {m[1]: m[2].replace(" ", "") for x in lines
             if (m := re.match(r"\[to (\w+)\] Your rack in .*?: (.*)$", x))}
    assert {f"console:{k.lower()}": v for k, v in shown.items()} == dict(seats)
    scores = " · ".join(f"{n} {s}" for n, s in re.findall(
        r"(\w+) (-?\d+)", next(x for x in lines if "Score:" in x).split("Score: ")[1]
        .split(". Bag")[0]))
    assert sorted(int(v) for v in re.findall(r"-?\d+", scores)) == sorted(
        state["scores"].values())
    after = stored(db)
    assert after == before  # looking changed nothing, and the deadline is the same


def test_help_names_the_console_s_own_way_to_vote(tmp_path: Path):
    """/help said "react ✅ / ❌": a terminal has no reactions. It says the console's line
    (NAME: ✅), in the chat's language, and that line is a vote there: it challenges."""
    p = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--db", str(tmp_path / "g.db"), "--out",
         str(tmp_path / "out"), "--quiet"], cwd=ROOT, text=True, encoding="utf-8",
        input="Ann: /help\nAnn@admin: /lang pl\nAnn: /help\n", capture_output=True,
        timeout=120)
    assert p.returncode == 0, p.stderr
    assert "4. After a move, opponents may /accept or /challenge (or write NAME: ✅ / NAME: ❌)." \
        in p.stdout, p.stdout
    assert "4. Po ruchu przeciwnicy mogą /accept albo /challenge (albo napisać IMIĘ: ✅ / " \
        "IMIĘ: ❌)." in p.stdout, p.stdout
    assert "react" not in p.stdout and "zareagować" not in p.stdout
    from bot.console import NEGATIVE, POSITIVE

    assert "✅" in POSITIVE and "❌" in NEGATIVE
