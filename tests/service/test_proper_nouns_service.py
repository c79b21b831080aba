"""Seed 000's capitalised-words house rule through the service: ``/new bulgarian
names=on`` (or ``proper_nouns=on``), ``/rules`` saying so, and the game judging and
checking words against the second Bulgarian word list (the real one, built)."""

from __future__ import annotations

import pytest
from conftest import Clock, Harness, Words, texts

import dictionaries
from bot.service import GameService
from bot.service.context import lexicon_key
from bot.service.lexicons import default_lexicons
from storage import open_repository


def test_the_lexicon_key_names_the_house_rule() -> None:
    assert lexicon_key("bulgarian") == "bulgarian"
    assert lexicon_key("bulgarian", {"proper_nouns": False, "rack_size": 8}) == "bulgarian"
    assert lexicon_key("bulgarian", {"proper_nouns": True}) == "bulgarian+proper_nouns"
    assert default_lexicons("bulgarian") is dictionaries.load("bulgarian")
    assert default_lexicons("bulgarian+proper_nouns") is dictionaries.load("bulgarian-proper")
    assert default_lexicons("english+proper_nouns") is None  # not offered there
    assert default_lexicons("erudit-home") is dictionaries.load("russian-home")


async def test_rules_list_the_house_rule_when_chosen(h: Harness) -> None:
    out = texts(await h.cmd("Ana", "/new bulgarian names=on"))
    assert "откри игра" in out
    rules = texts(await h.cmd("Ana", "/rules"))
    assert "Домашно правило: допускат се и думи с главна буква" in rules
    assert "names=on допуска" not in rules


async def test_rules_offer_the_option_where_it_exists(h: Harness) -> None:
    await h.cmd("Ana", "/new bulgarian")
    assert "names=on допуска и думи с главна буква" in texts(await h.cmd("Ana", "/rules"))
    assert "names=on" not in texts(await h.cmd("Ana", "/rules english"))


async def test_the_option_is_refused_where_no_word_list_has_names(h: Harness) -> None:
    out = texts(await h.cmd("Ann", "/new english names=on"))
    # names the option as the user wrote it, and the rule set that does not offer it
    assert out == "The option names= is not available in English Scrabble.", out
    assert await h.service.game_for_chat(h.chat) is None
    assert "names=" in texts(await h.cmd("Ann", "/new english nonsense=1"))  # option list


@pytest.mark.parametrize("option", ["names=on", "proper_nouns=on", "proper=yes"])
async def test_check_and_play_with_the_second_word_list(tmp_path, option: str) -> None:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    try:
        clock = Clock()
        svc = GameService(repo, clock=clock, seeds=lambda: "seed-1", pictures=False)
        h = Harness(svc, repo, clock, Words())
        await h.cmd("Ana", f"/new bulgarian {option}")
        assert "СОФИЯ е в речника" in texts(await h.cmd("Ana", "/check София"))
        await h.cmd("Bob", "/join")
        await h.cmd("Ana", "/start")
        game = await h.game()
        assert game.rules.proper_nouns is True
        assert game.lexicon is dictionaries.load("bulgarian-proper")
        assert "СОФИЯ" in game.lexicon and "МАСА" in game.lexicon
    finally:
        await repo.close()


async def test_without_the_option_names_are_not_words(tmp_path) -> None:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    try:
        clock = Clock()
        svc = GameService(repo, clock=clock, seeds=lambda: "seed-1", pictures=False)
        h = Harness(svc, repo, clock, Words())
        await h.cmd("Ana", "/new bulgarian")
        assert "СОФИЯ не е в речника" in texts(await h.cmd("Ana", "/check София"))
        await h.cmd("Bob", "/join")
        await h.cmd("Ana", "/start")
        assert (await h.game()).lexicon is dictionaries.load("bulgarian")
    finally:
        await repo.close()
