"""Issue 24, "Private chat and the chat's language", through the console: the private
chat's game commands, and /lang by the chat's admin (``NAME@admin:``)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import run_console


async def console(out: Path, *lines: str) -> str:
    stdout = io.StringIO()
    await run_console(None, str(out), stdin=io.StringIO("".join(x + "\n" for x in lines)),
                      stdout=stdout, welcome=False)
    return stdout.getvalue()


async def test_private_chat_commands_in_the_console(tmp_path: Path):
    text = await console(tmp_path / "out", "Ann: /new literaki", "Bob: /join", "Ann: /start",
                         "Ann@private: /score", "Ann@private: /tiles")
    private = [line for line in text.splitlines() if line.startswith("[to Ann]")]
    assert "działa na czacie grupowym" not in text and "group chat" not in text
    assert any("Ann" in line and "Bob" in line for line in private), text  # /score
    assert any("płyt" in line.lower() for line in private), text  # /tiles, in Polish


async def test_lang_works_in_the_console(tmp_path: Path):
    text = await console(tmp_path / "out", "Ann: /new english", "Ann: /lang ru",
                         "Ann@admin: /lang ru", "Bob: /join")
    lines = text.splitlines()
    assert "Only a chat admin can change the chat's language." in lines[-3]  # Ann alone
    assert "по-русски" in lines[-2]  # Ann as the chat's admin
    assert "Bob в игре" in lines[-1]  # the game speaks it from now on
