"""A second newcomer pass: an empty /play out of turn hears whose turn it is, /rules
gives the undo windows the table really has, and the computer leaves a person's move
open for the table's window."""

from __future__ import annotations

import pytest
from conftest import Harness, texts


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "It's not your turn: {name} plays now."),
    ("pl", "To nie Twój ruch: teraz gra {name}."),
    ("ru", "Сейчас не ваш ход: ходит {name}."),
    ("bg", "Не сте на ход: на ход е {name}."),
    ("sk", "Nie ste na ťahu: na ťahu je {name}."),
    ("ro", "Nu este rândul dvs.: la mutare este {name}."),
])
async def test_an_empty_play_out_of_turn_hears_whose_turn_it_is(h: Harness, lang: str,
                                                                line: str):
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    g = await h.game()
    on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
    other = "Bob" if on_turn == "Ann" else "Ann"
    assert texts(await h.cmd(other, "/play")) == line.format(name=on_turn)
    # the player on turn still gets the syntax, from the board's start square
    assert "H8" in texts(await h.cmd(on_turn, "/play"))
