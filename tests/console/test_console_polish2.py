"""The console after the second newcomer pass: the ✅/❌ hint only under a vote that is
open (the Rematch button asks for /rematch), and a restart with only a lobby open says
that a game is being set up, who has joined, and how to start it."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any, cast

import pytest

from bot.console import CHAT, Console, run_console
from bot.protocol import Button, Outgoing

REMATCH = {"en": ("🔁 Rematch", "NAME"), "pl": ("🔁 Rewanż", "IMIĘ"),
           "ru": ("🔁 Реванш", "ИМЯ"), "bg": ("🔁 Реванш", "ИМЕ"),
           "sk": ("🔁 Odveta", "MENO"), "ro": ("🔁 Revanșă", "NUME")}


def delivered(out: Outgoing, tmp_path: Path) -> str:
    stream = io.StringIO()
    console = Console(cast(Any, None), tmp_path, cast(Any, None), stream=stream)
    asyncio.run(console.deliver([out]))
    return stream.getvalue()


@pytest.mark.parametrize("lang", list(REMATCH))
def test_the_rematch_button_hints_rematch_not_a_vote(tmp_path: Path, lang: str):
    label, name = REMATCH[lang]
    text = delivered(Outgoing("The end.", chat=CHAT, buttons=[Button(label, "rematch")],
                              language=lang), tmp_path)
    assert f"[{label}]  → {name}: /rematch" in text, text
    assert "✅" not in text and "❌" not in text


def test_an_open_vote_keeps_its_hint(tmp_path: Path):
    buttons = [Button("✅ Yes", "undo_yes"), Button("❌ No", "undo_no")]
    text = delivered(Outgoing("Ann asks to take back...", chat=CHAT, buttons=buttons,
                              language="en"), tmp_path)
    assert "[✅ Yes | ❌ No]  → NAME: ✅ / NAME: ❌" in text


async def console(db: Path | None, out: Path, *lines: str) -> str:
    stdout = io.StringIO()
    await run_console(str(db) if db else None, str(out),
                      stdin=io.StringIO("".join(x + "\n" for x in lines)), stdout=stdout,
                      welcome=False)
    return stdout.getvalue()


async def test_the_end_of_a_console_game_hints_rematch(tmp_path: Path):
    text = await console(None, tmp_path / "out", "Ann: /new english vs computer beginner",
                         "Ann: /resign", "Ann: /resign yes")
    assert "🔁 Rematch]  → NAME: /rematch" in text, text
    assert "NAME: ✅" not in text.split("🔁 Rematch", 1)[1]
