"""A game against the computer in the console, as a user types it: the real service,
the real English word list, a database file kept between two runs."""

from __future__ import annotations

import io
import re
import secrets

from bot.console import run_console


async def console(db, out, *lines: str) -> str:  # type: ignore[no-untyped-def]
    stdout = io.StringIO()
    await run_console(str(db), str(out), stdin=io.StringIO("".join(x + "\n" for x in lines)),
                      stdout=stdout, welcome=False)
    return stdout.getvalue()


async def test_against_the_computer_in_the_console(tmp_path, monkeypatch):
    # One deal, the same every run: a random one sometimes gave Ann a rack with no move
    # at all (D R R C D P L: "I see no move for your rack"), and the test failed.
    monkeypatch.setattr(secrets, "token_hex", lambda nbytes=None: "c0ffee00c0ffee00")
    db, out = tmp_path / "bot.db", tmp_path / "pictures"
    # strong: it knows every word of the list, so the hint (often a rare word) stands
    first = await console(db, out, "Ann: /new english vs computer strong", "Ann: /hint")
    assert "[chat] Ann opened a game of English Scrabble" in first
    assert "Computer (strong) joined. Players (2): Ann, Computer (strong)." in first
    assert "[to Ann] Your rack" in first
    assert "[to Computer" not in first  # its rack goes nowhere
    hint = re.search(r"\[to Ann\] Good moves, best first:\n\s+(\S+ \S+) \(\d+ points?\)", first)
    assert hint is not None, first
    # The next run continues the game: Ann plays the hint, the computer answers at once.
    second = await console(db, out, f"Ann: /play {hint[1]}", "Ann: /score")
    assert f"[chat] Ann: {hint[1]}" in second
    # the computer's answer in the same chat message as Ann's move (one command, one
    # message): on the next line of it
    # (a note of Ann's move may come between: a blank's lowercase letter explained)
    reply = re.search(r"\[chat\] Ann: [^\n]*\n(?:[ \t]+[^\n]*\n)*?[ \t]+Computer \(strong\): "
                      r"(\S+ \S+) for \d+", second)
    assert reply is not None, second
    after = second.split(reply[0], 1)[1].splitlines()
    assert next(x for x in after if x.startswith("[")).startswith("[chat] picture: ")  # board
    assert "[to Computer" not in second
    assert "Turn: Ann." in second.rsplit("[chat]", 1)[1]  # /score: Ann's turn again
