"""The console as a newcomer met it, through ``run_console`` with the real service and
word lists: windows long enough for one person typing for all, the vote hint in the
game's language, pictures numbered 1, 2, 3... per game, and a restart that says which
game is open and whose turn it is."""

from __future__ import annotations

import asyncio
import io
import re
from pathlib import Path
from typing import Any, cast

from bot.console import CHAT, WINDOW, Console, run_console
from bot.protocol import Button, Outgoing
from bot.service.meta import GameMeta
from storage import open_database


async def console(db: Path | None, out: Path, *lines: str) -> str:
    stdout = io.StringIO()
    await run_console(str(db) if db else None, str(out),
                      stdin=io.StringIO("".join(x + "\n" for x in lines)), stdout=stdout,
                      welcome=False)
    return stdout.getvalue()


def pictures(text: str) -> list[Path]:
    return [Path(m[1]) for m in re.finditer(r"picture: (\S+)", text)]


async def test_console_games_get_windows_long_enough_to_type_the_votes(tmp_path: Path):
    db = tmp_path / "bot.db"
    await console(db, tmp_path / "out", "Ann: /new literaki lang=en", "Bob: /join",
                  "Ann: /start", "Ann: /rules")
    repo = await open_database(str(db))
    try:
        rec = await repo.open_game(CHAT.key)
        assert rec is not None
        assert WINDOW >= 60 and GameMeta.from_dict(rec.meta).min_window == WINDOW
    finally:
        await repo.close()
    # what the table's windows mean is tested on the service (tests/service/test_friction.py)


def test_the_vote_hint_is_in_the_messages_language(tmp_path: Path):
    stream = io.StringIO()
    console = Console(cast(Any, None), tmp_path, cast(Any, None), stream=stream)
    buttons = [Button("Przyjmij", "accept"), Button("Sprawdź", "challenge")]
    asyncio.run(console.deliver([Outgoing("Ruch czeka.", chat=CHAT, buttons=buttons,
                                          language="pl")]))
    assert "[Przyjmij | Sprawdź]  → IMIĘ: ✅ / IMIĘ: ❌" in stream.getvalue()
    assert "NAME" not in stream.getvalue()


async def test_pictures_number_one_two_three_per_game(tmp_path: Path):
    out = tmp_path / "out"
    text = await console(None, out, "Ann: /new english vs computer strong", "Ann: /board",
                         "Ann@private: /rack", "Ann: /score", "Ann: /board")
    saved = pictures(text)
    assert len(saved) >= 4
    assert {p.parent.resolve() for p in saved} == {(out / "game-1").resolve()}
    assert [p.name[:4] for p in saved] == [f"{i:04d}" for i in range(1, len(saved) + 1)]
    assert all(p.exists() for p in saved)
    # Another run with no --db: its game 1 is another game, in a folder of its own
    again = pictures(await console(None, out, "Ann: /new english vs computer strong"))
    assert again and {p.parent.name for p in again} == {"game-1-2"}
    assert again[0].name.startswith("0001-")
    assert all(p.exists() for p in saved)  # the first game's are kept


async def test_a_restart_says_which_game_is_open_and_whose_turn(tmp_path: Path):
    db, out = tmp_path / "bot.db", tmp_path / "out"
    await console(db, out, "Ann: /new english vs computer strong")
    text = await console(db, out)  # the restart: no line typed yet
    first = text.split("\n[", 1)[0]
    assert first.startswith("[chat] A game of English Scrabble is open here."), text
    assert "Turn: Ann." in first
    # numbering goes on in the game's folder after a restart with --db
    more = pictures(await console(db, out, "Ann: /board"))
    assert more and more[0].parent.name == "game-1" and not more[0].name.startswith("0001-")


async def test_the_recap_goes_with_its_game(tmp_path: Path):
    out = tmp_path / "out"
    # A pass first: a game in which nobody moved posts no recap (issue 24).
    text = await console(None, out, "Ann: /new english vs computer strong", "Ann: /pass",
                         "Ann: /end")
    recap = [p for p in pictures(text) if p.name.endswith("recap.gif")]
    assert len(recap) == 1 and recap[0].parent.name == "game-1", text
    numbers = [int(p.name[:4]) for p in pictures(text)]
    assert numbers == list(range(1, len(numbers) + 1))


async def test_a_vote_after_a_restart_reaches_the_move_that_waits(tmp_path: Path):
    db, out = tmp_path / "bot.db", tmp_path / "out"
    text = await console(db, out, "Ann: /new literaki lang=en", "Bob: /join", "Ann: /start")
    player = re.search(r"Turn: (Ann|Bob)\.", text)
    assert player is not None, text
    mover, other = player[1], "Bob" if player[1] == "Ann" else "Ann"
    rack = re.search(rf"\[to {mover}\] Your rack in Literaki: ([^\n]+)", text)
    assert rack is not None, text
    # Two of the mover's tiles across the start square: in Literaki the move waits for
    # the others' votes whatever its word.
    word = "".join([t for t in rack[1].split() if t != "?"][:2])
    text = await console(db, out, f"{mover}: /play 8I {word}")
    assert "within 60 s" in text, text
    # whom the move waits for, by name (the next one to play waits for it too)
    assert (f"The move by {mover} waits to be accepted or checked: {other} can accept "
            "(✅) or check (❌) it within 60 s.") in text, text
    text = await console(db, out, f"{other}: ✅")  # a restart: no message of this run
    # (accept-or-check is no vote: it said "Waiting for votes", pl "czeka na głosy")
    assert f"The move 8I {word} by {mover} waits to be accepted or checked." in text, text
    assert f"[chat] {other} accepts 8I {word}." in text, text
    assert "There is nothing to vote on" not in text


async def test_a_restart_with_no_game_says_nothing(tmp_path: Path):
    db, out = tmp_path / "bot.db", tmp_path / "out"
    assert await console(db, out) == ""
