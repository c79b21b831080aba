"""The console's picture files: numbering goes on across restarts, so the pictures older
chat lines point to are never overwritten."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any, cast

from bot.console import CHAT, Console, last_number
from bot.protocol import Outgoing


def deliver(out_dir: Path, *images: bytes) -> list[str]:
    stream = io.StringIO()
    console = Console(cast(Any, None), out_dir, cast(Any, None), stream=stream)
    outs = [Outgoing("board", chat=CHAT, image=img) for img in images]
    asyncio.run(console.deliver(outs))
    return [line.split("picture: ", 1)[1] for line in stream.getvalue().splitlines()
            if "picture: " in line]


def test_numbering_goes_on_after_a_restart(tmp_path: Path) -> None:
    out = tmp_path / "pics"
    first = deliver(out, b"one", b"two")
    assert [Path(p).name for p in first] == ["0001-board.png", "0002-board.png"]
    second = deliver(out, b"three")  # a new console on the same folder: a restart
    assert [Path(p).name for p in second] == ["0003-board.png"]
    assert [Path(p).read_bytes() for p in first + second] == [b"one", b"two", b"three"]


def test_the_highest_number_counts_whatever_the_name(tmp_path: Path) -> None:
    assert last_number(tmp_path / "missing") == 0
    for name in ("0004-board.png", "0012-rack.png", "notes.txt", "12345"):
        (tmp_path / name).write_bytes(b"x")
    assert last_number(tmp_path) == 12
    assert [Path(p).name for p in deliver(tmp_path, b"new")] == ["0013-board.png"]


def test_a_message_on_its_own_redraws_the_prompt(tmp_path: Path) -> None:
    """Issue 16: a window that closes or a time-out prints over the "> " line the reader
    drew: the message starts at the line's beginning and the prompt comes back after it."""
    stream = io.StringIO()
    console = Console(cast(Any, None), tmp_path, cast(Any, None), stream=stream)
    console.prompt = True
    asyncio.run(console.deliver_unasked([Outgoing("Bob's time ran out: pass.", chat=CHAT)]))
    assert stream.getvalue() == "\r[chat] Bob's time ran out: pass.\n> "
    piped = io.StringIO()
    console = Console(cast(Any, None), tmp_path, cast(Any, None), stream=piped)
    asyncio.run(console.deliver_unasked([Outgoing("Bob's time ran out: pass.", chat=CHAT)]))
    assert piped.getvalue() == "[chat] Bob's time ran out: pass.\n"
