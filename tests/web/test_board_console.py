"""``python -m bot console --web PORT`` as a newcomer runs it: each player's board link in
their private lines as the game starts, a watcher's in the chat, and a move made on the
board announced in the terminal's chat with its picture, as a typed /play is."""

from __future__ import annotations

import json
import os
import queue
import re
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
WAIT = 90.0  # a guard against a hang, never a speed check


class Terminal:
    def __init__(self, tmp: Path, *, db: Path | None = None) -> None:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        env.pop("WEB_SECRET", None)
        kept = [] if db is None else ["--db", str(db)]
        self.p = subprocess.Popen(
            [sys.executable, "-m", "bot", "console", "--out", str(tmp / "out"), "--web", "0",
             *kept],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", env=env)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, *lines: str) -> None:
        assert self.p.stdin is not None
        self.p.stdin.write("".join(line + "\n" for line in lines))
        self.p.stdin.flush()

    def until(self, pattern: str) -> re.Match[str]:
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                continue
            if line is None:
                break
            self.seen.append(line)
            m = re.search(pattern, line)
            if m:
                return m
        raise AssertionError(f"no {pattern!r} in:\n" + "\n".join(self.seen[-40:]))

    def close(self) -> None:
        if self.p.stdin is not None:
            self.p.stdin.close()
        try:
            self.p.wait(30)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()


def call(base: str, path: str, body: Any | None = None, session: str | None = None) -> Any:
    headers = {"Origin": base}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if session is not None:
        headers["X-Session"] = session
    req = urllib.request.Request(base + path, data=data, headers=headers)
    with urllib.request.urlopen(req, timeout=WAIT) as r:
        return json.loads(r.read())


def test_console_prints_links_and_a_board_move_is_told_in_the_chat(tmp_path: Path) -> None:
    t = Terminal(tmp_path)
    try:
        base = t.until(r"The board is served at (http://127\.0\.0\.1:\d+)")[1]
        t.send("Ann: /new english", "Bob: /join", "Ann: /start")
        links = {}
        watch = None
        while len(links) < 2 or watch is None:
            m = t.until(r"^\[(to \w+|chat)\] (?:Your board|Watch the board): (\S+)$")
            if m[1] == "chat":
                watch = m[2]
            else:
                links[m[1][3:]] = m[2]
        assert set(links) == {"Ann", "Bob"} and watch is not None
        assert all(u.startswith(base + "/web/g/") for u in [*links.values(), watch])
        # The page the link opens is served.
        with urllib.request.urlopen(links["Ann"], timeout=WAIT) as r:
            assert r.status == 200 and b"<html" in r.read().lower()
        sessions = {}
        for name, url in links.items():
            token = url.split("?t=", 1)[1]
            sessions[name] = call(base, "/web/api/session", {"token": token})["session"]
        state = call(base, f"/web/api/state?s={sessions['Ann']}")
        mover = state["players"][state["turn"]["seat"]]["name"]
        mine = call(base, f"/web/api/state?s={sessions[mover]}")
        letters = [x["letter"] for x in mine["you"]["rack"] if x["letter"] != "?"][:2]
        tiles = [{"r": 7, "c": 7 + k, "letter": x, "blank": False}
                 for k, x in enumerate(letters)]
        answer = call(base, "/web/api/act", {"action": "play", "tiles": tiles},
                      sessions[mover])
        assert answer["ok"], answer
        word = "".join(letters)
        t.until(rf"^\[chat\] .*{mover}.*8H {word}")
        t.until(r"^\[chat\] picture: ")
    finally:
        t.close()


def test_with_a_database_links_and_sessions_live_on_after_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    t = Terminal(tmp_path, db=db)
    try:
        base = t.until(r"The board is served at (http://127\.0\.0\.1:\d+)")[1]
        t.send("Ann: /new english", "Bob: /join", "Ann: /start")
        old = t.until(r"^\[to Ann\] Your board: (\S+)$")[1]
        session = call(base, "/web/api/session", {"token": old.split("?t=", 1)[1]})["session"]
        t.send("Bob@private: /board")
        # A private answer names the player as typed, not in lower case.
        assert t.until(r"^\[to (\w+)\] /board works")[1] == "Bob"
    finally:
        t.close()
    assert (db.parent / "games.db.web-secret").stat().st_mode & 0o077 == 0
    t = Terminal(tmp_path, db=db)
    try:
        base = t.until(r"The board is served at (http://127\.0\.0\.1:\d+)")[1]
        # The resumed game's links are printed again, each in its player's lines...
        again = {}
        while len(again) < 2:
            m = t.until(r"^\[to (\w+)\] Your board: (\S+)$")
            again[m[1]] = m[2]
        assert set(again) == {"Ann", "Bob"}
        # ... and the link and the session from before the restart still open the board.
        assert call(base, "/web/api/session", {"token": old.split("?t=", 1)[1]})["seat"] is not None
        state = call(base, f"/web/api/state?s={session}")
        assert state["you"] is not None and len(state["you"]["rack"]) == 7
    finally:
        t.close()
