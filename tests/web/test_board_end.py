"""The end of a game on the board, as the chat has it: resigning (the chat's /resign,
asked once more on the page, announced in the chat)."""

from __future__ import annotations

import pytest
from board_harness import Board, seats

from bot import i18n
from bot.web import view
from engine.rules import load_ruleset


def end_message(b: Board) -> str:
    """The chat's end message among what the board's actions delivered."""
    texts = [o.text for o in b.delivered if o.text and "Game over" in o.text]
    assert texts, [o.text for o in b.delivered]
    return texts[-1]


async def test_resigning_on_the_board_is_the_chats_resign(b: Board) -> None:
    game = await b.start()
    sessions, mover, other = await seats(b, game)
    before = await b.state(sessions[other])
    assert "resign" in before["you"]["may"]
    # Asked first, with what follows: two players, so the game ends.
    assert before["you"]["resign_confirm"] == i18n.t_table("en", "WEB", "resign_question")
    # The help names the button and where it is, for a player who may resign.
    words = view.strings("en")
    assert before["help"][-1] == i18n.t_table("en", "WEB", "help_resign",
                                              resign=words["resign"])
    assert words["resign"] == "Resign"
    watcher = await b.state(await b.session(game, None))
    assert not any(words["resign"] in x for x in watcher["help"])
    r = await b.act(sessions[other], {"action": "resign"})
    assert r == {"ok": True, "message": None}
    said = end_message(b)
    assert said.startswith(f"{other} resigned.\nGame over (resignation)"), said
    after = await b.state(sessions[other])
    assert after["over"] and "resign" not in (after["you"]["may"])
    assert after["you"]["resign_confirm"] is None
    assert not any(words["resign"] in x for x in after["help"])
    # Once over, resigning again is refused in the chat's words, and changes nothing.
    again = await b.act(sessions[mover], {"action": "resign"})
    assert again["ok"] is False and again["message"]


async def test_with_three_players_the_others_play_on(b: Board) -> None:
    game = await b.start("english", "Ann", "Bob", "Cy")
    ann = await b.state(await b.session(game, "Ann"))
    assert ann["you"]["resign_confirm"] == i18n.t_table("en", "WEB", "resign_question_on")
    assert (await b.act(await b.session(game, "Ann"), {"action": "resign"}))["ok"]
    bob = await b.state(await b.session(game, "Bob"))
    assert not bob["over"] and [p["resigned"] for p in bob["players"]].count(True) == 1
    # Now one resigning ends it.
    assert bob["you"]["resign_confirm"] == i18n.t_table("en", "WEB", "resign_question")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_resign_line_ends_the_help_in_every_language(lang: str) -> None:
    words = view.strings(lang)
    lines = view._help(lang, load_ruleset("english"), resign=True)
    assert lines[-1] == i18n.t_table(lang, "WEB", "help_resign", resign=words["resign"])
    assert words["resign"] in lines[-1] and "{" not in lines[-1]
    assert len(lines) == len(view._help(lang, load_ruleset("english"))) + 1
    # The button's word is the chat's button's, without its mark.
    assert words["resign"] == i18n.t(lang, "button_resign")
