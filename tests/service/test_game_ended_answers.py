"""A vote answer or a game command a moment after the chat's game ended says the game is
over ("/end не" after the end got "В този чат няма игра."); later, or where the chat's
last game was no game that ended, the chat has no game, as before."""

from __future__ import annotations

import pytest
from conftest import Harness, texts

from bot import i18n
from bot.service.transaction import ENDED_RECENTLY


async def ended(h: Harness, lang: str = "en") -> None:
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", f"/end {i18n.answer_words(lang)[0]}")
    assert (await h.repo.latest_game(h.chat.key)).status == "over"  # type: ignore[union-attr]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_an_answer_right_after_the_end_says_the_game_is_over(h: Harness, lang: str):
    await ended(h, lang)
    no = i18n.answer_words(lang)[1]
    for command in (f"/end {no}", "/accept", "/pass"):
        assert texts(await h.cmd("Bob", command)) == i18n.t(lang, "game_ended"), command


async def test_long_after_the_end_the_chat_has_no_game(h: Harness):
    await ended(h)
    h.clock.advance(ENDED_RECENTLY + 1)
    assert texts(await h.cmd("Bob", "/end no")) == i18n.t("en", "no_game")


async def test_a_closed_lobby_is_no_game_that_ended(h: Harness):
    await h.cmd("Ann", "/new english")
    await h.cmd("Ann", "/end")
    assert texts(await h.cmd("Bob", "/pass")) == i18n.t("en", "no_game")


def test_the_text_in_every_language():
    bg = i18n.t("bg", "game_ended")
    assert bg.startswith("Играта вече приключи.")
    for lang in i18n.LANGUAGES:
        assert "/new" in i18n.t(lang, "game_ended") and "/rematch" in i18n.t(lang, "game_ended")
