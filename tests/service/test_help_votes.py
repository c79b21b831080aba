"""/help's line on votes tells each platform's truth, in all six catalogues: Discord's
reactions are the ✅ / ❌ the bot adds to a move; Telegram has no such reactions, and 👍 /
👎 vote there; the console reads a line NAME: ✅ / NAME: ❌; elsewhere (a picture of the
gallery) no reaction is named."""

from __future__ import annotations

import pytest
from conftest import Harness, texts

from bot import i18n
from bot.adapter_kit import DEFAULT_REACTIONS
from bot.service import rule_texts
from bot.service.announce import ACCEPT, CHALLENGE
from engine.rules import load_ruleset


def vote_line(lang: str, platform: str | None) -> str:
    (line,) = [ln for ln in rule_texts.help_text(lang, platform).splitlines()
               if ln.startswith("4. ")]
    return line


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_platform_s_help_names_its_own_reactions(lang: str):
    discord, telegram = vote_line(lang, "discord"), vote_line(lang, "telegram")
    console, other = vote_line(lang, "console"), vote_line(lang, None)
    assert f"{ACCEPT} / {CHALLENGE}" in discord and "👍" not in discord
    assert "👍 / 👎" in telegram and ACCEPT not in telegram and CHALLENGE not in telegram
    name = i18n.t(lang, "console_vote_hint").removeprefix("→ ").split(":")[0]
    assert f"{name}: ✅ / {name}: ❌" in console, console
    assert not any(e in other for e in ("✅", "❌", "👍", "👎")), other
    assert vote_line(lang, "gallery") == other
    # The sentence is the same, but for what follows /challenge.
    assert len({line.partition("/challenge")[0] for line in
                (discord, telegram, console, other)}) == 1


def test_the_reactions_named_vote_for_what_the_help_says():
    assert DEFAULT_REACTIONS[ACCEPT] == DEFAULT_REACTIONS["👍"] == "accept"
    assert DEFAULT_REACTIONS[CHALLENGE] == DEFAULT_REACTIONS["👎"] == "challenge"


def commands_of(text: str) -> list[str]:
    return [ln.split()[0] for ln in text.split("\n") if ln.startswith("/")]


async def test_help_lists_the_commands_of_the_chat_s_game(h: Harness):
    """/help listed /swap and /undo in every game: in English Scrabble (no blank swap,
    undo off) it lists neither and says they are not in this game; Home Erudit (the blank
    swap) lists /swap, and undo=on lists /undo; with no game, every command."""
    everything = commands_of(texts(await h.cmd("Ann", "/help")))
    assert "/swap" in everything and "/undo" in everything
    await h.cmd("Ann", "/new english")
    text = texts(await h.cmd("Ann", "/help"))
    assert "/swap" not in commands_of(text) and "/undo" not in commands_of(text)
    assert "/challenge" in commands_of(text) and "/exchange" in commands_of(text)
    assert text.endswith("\nThese commands do not work in this game: /swap, /undo.")
    await h.cmd("Ann", "/end")
    await h.cmd("Ann", "/new erudit-home undo=on")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    text = texts(await h.cmd("Bob", "/help"))
    assert "/swap" in commands_of(text) and "/undo" in commands_of(text)
    assert "not work in this game" not in text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_help_in_an_auto_checked_game_names_no_vote(lang: str):
    """Where the bot checks every word (Slovak Scrabble), no move waits for a vote: /help
    neither lists /accept and /challenge nor says that opponents may use them."""
    rules = load_ruleset("slovak")
    text = rule_texts.help_text(lang, "telegram", rules)
    assert "/accept" not in commands_of(text) and "/challenge" not in commands_of(text)
    assert "👍" not in text and i18n.t(lang, "help_vote_auto") in text
    assert text.endswith(i18n.t(lang, "help_left_out", commands="/swap, /challenge, /accept, "
                                                            "/undo", n=4))


LEFT_OUT_ONE = {"en": "This command does not work in this game: /swap.",
                "bg": "В тази игра не се използва: /swap.",
                "pl": "W tej grze nie działa: /swap.", "ru": "В этой игре не используется: /swap.",
                "sk": "V tejto hre sa nepoužíva: /swap.",
                "ro": "În acest joc nu se folosește: /swap."}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_one_command_left_out_takes_a_singular_verb(lang: str):
    """Polish /help in Literaki ended "W tej grze nie działają: /swap.": a plural verb for
    one command.  Each language's verb agrees with the number of commands named."""
    text = rule_texts.help_text(lang, "console", load_ruleset("literaki"))
    assert text.endswith("\n" + LEFT_OUT_ONE[lang]), text.split("\n")[-1]


async def test_help_does_not_offer_check_where_it_refuses(h: Harness):
    """A Literaki game of two people: /help offered "/check — Czy słowo jest w słowniku?
    (podpowiedź)", and /check then refused ("sprawdzenie jest na ryzyko gracza", beside
    /rules' "Sprawdzenie nic nie kosztuje").  /help names /check with what does not work
    in this game, and the refusal says the risk is the one who plays the word."""
    await h.start("literaki", "Ania", "Bartek", options="lang=pl")
    text = texts(await h.cmd("Ania", "/help"))
    assert "/check" not in commands_of(text), text
    assert "/check" in text.split("\n")[-1] and "podpowiedź" not in text.split("\n")[-1], text
    refused = texts(await h.cmd("Ania", "/check gęś"))
    assert refused == i18n.t("pl", "check_not_now"), refused
    assert "ryzyko ponosi ten, kto je układa" in refused
    assert "na ryzyko gracza" not in refused
    assert i18n.t("en", "check_not_now").endswith("whoever plays a word takes that risk.")


async def test_help_offers_check_where_it_answers(h: Harness):
    """One person against the computer (hints allowed): /check answers, /help lists it."""
    await h.cmd("Ania", "/new literaki lang=pl")
    await h.cmd("Ania", "/addbot")
    await h.cmd("Ania", "/start")
    text = texts(await h.cmd("Ania", "/help"))
    assert "/check" in commands_of(text), text
