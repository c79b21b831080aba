"""A rule set is one data file: written in a folder the engine is pointed at, it is
offered by /new, /help and /rules and by the adapters' menu, opens, plays and is rated in
its own family, with no code naming it."""

from __future__ import annotations

from pathlib import Path

from conftest import Harness, texts

from bot.service.service import menu
from engine.rules import load_ruleset

TINY = """\
# A rule set of the test's own: five-tile racks on the standard board, words checked at once.
name = "Tiny Words"
family = "tiny"
aliases = ["tw"]
language = "en"
lexicon = "english"
layout_name = "standard15"
tileset_name = "english"
players_min = 2
players_max = 3
rack_size = 5
word_check = "auto"
vowels = "AEIOU"
"""


async def test_a_rule_set_from_a_data_file_alone_is_offered_played_and_rated(
        h: Harness, rule_sets: Path) -> None:
    (rule_sets / "tiny.toml").write_text(TINY, encoding="utf-8")
    assert "tiny" in texts(await h.cmd("Ann", "/help"))
    rules_text = texts(await h.cmd("Ann", "/rules tiny"))
    assert "Tiny Words" in rules_text
    assert "tiny" in [r.id for r in menu().rule_sets]  # Discord's /new choices
    outs = await h.cmd("Ann", "/new tw")  # by its alias
    assert "Tiny Words" in texts(outs)
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    g = await h.game()
    assert g.rules.id == "tiny" and all(len(s.rack) == 5 for s in g.seats)
    who, move, _word = await h.playable()
    outs = await h.cmd(who, f"/play {move}")
    g = await h.game()
    assert g.history[-1].kind == "place", texts(outs)
    loser = "Bob" if g.seats[g.turn].player == "test:bob" else "Ann"
    end = texts(await h.cmd(loser, "/resign yes"))
    assert "Ratings: " in end, end
    rated = await h.repo.ratings("tiny", ["test:ann", "test:bob"])
    assert set(rated) == {"test:ann", "test:bob"}
    assert await h.repo.ratings("scrabble", ["test:ann", "test:bob"]) == {}
    assert load_ruleset("tiny").family == "tiny"
    top = texts(await h.cmd("Ann", "/top tiny"))
    assert "Ann" in top and "Bob" in top, top
