"""Numbers with the right word form in every language ("1 очко / 2 очка / 5 очков"), and
the game's own words for its terms."""

from __future__ import annotations

import string

import pytest

from bot import i18n
from bot.service import rule_texts
from bot.service.timing import undo_windows
from engine.rules import load_ruleset

CASES = {
    "ru": [(1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 0), (22, 1),
           (25, 2), (111, 2), (0, 2)],
    "pl": [(1, 0), (2, 1), (4, 1), (5, 2), (12, 2), (21, 2), (22, 1), (25, 2), (0, 2)],
    "sk": [(1, 0), (2, 1), (4, 1), (5, 2), (22, 2), (0, 2)],
    "ro": [(1, 0), (2, 1), (19, 1), (20, 2), (100, 2), (101, 1), (0, 1)],
    "bg": [(1, 0), (2, 1), (5, 1), (0, 1)],
    "en": [(1, 0), (2, 1), (0, 1)],
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_plural_forms(lang: str):
    for n, form in CASES[lang]:
        assert i18n.plural_form(lang, n) == form, (lang, n)
        assert i18n.plural_form(lang, -n) == form, (lang, -n)


def test_points_in_every_language():
    def place(lang: str, score: int) -> str:
        return i18n.t(lang, "turn_place", name="X", move="8H A", score=score, words="",
                      total=score)

    assert [place("ru", n).split(" — ")[1].split(".")[0] for n in (1, 2, 5, 21)] == [
        "1 очко", "2 очка", "5 очков", "21 очко"]
    assert "za 1 punkt." in place("pl", 1) and "za 3 punkty." in place("pl", 3)
    assert "za 12 punktów." in place("pl", 12)
    assert "za 1 bod." in place("sk", 1) and "za 3 body." in place("sk", 3)
    assert "za 7 bodov." in place("sk", 7)
    assert "— 1 punct." in place("ro", 1) and "— 7 puncte." in place("ro", 7)
    assert "— 20 de puncte." in place("ro", 20)
    assert "за 1 точка." in place("bg", 1) and "за 9 точки." in place("bg", 9)
    assert "for 1 point." in place("en", 1) and "for 2 points." in place("en", 2)


def test_exchanged_tiles_in_the_accusative():
    # A record of past moves, worded without a verb that would say the player's gender
    # (Russian: the count after a colon, as a native reader asked: "обмен 2 фишек" reads badly)
    assert i18n.t("ru", "turn_exchange", name="Маша", n=1) == "Маша: обмен фишек: 1."
    assert i18n.t("ru", "turn_exchange", name="Маша", n=3) == "Маша: обмен фишек: 3."
    assert i18n.t("pl", "turn_exchange", name="Ola", n=1) == "Ola: wymiana 1 płytki."
    assert i18n.t("pl", "turn_exchange", name="Ola", n=5) == "Ola: wymiana 5 płytek."
    assert i18n.t("sk", "turn_exchange", name="Jana", n=2) == "Jana: výmena 2 kameňov."
    assert i18n.t("ro", "turn_exchange", name="Ana", n=1) == "Ana a schimbat 1 piesă."
    assert i18n.t("bg", "turn_exchange", name="Иван", n=1) == "Иван смени 1 плочка."


def test_lobby_ranges_read_naturally():
    assert "(2–4 игрока)" in i18n.t("ru", "lobby_hint", players="2–4", min=2, max=4)
    assert "(2 hráči)" in i18n.t("sk", "lobby_hint", players="2", min=2, max=2)
    assert "(2–4 graczy)" in i18n.t("pl", "lobby_hint", players="2–4", min=2, max=4)
    assert rule_texts.players_range(2, 2) == "2" and rule_texts.players_range(2, 4) == "2–4"


def test_a_plural_spec_is_no_placeholder():
    # The catalogue test compares placeholders: a plural spec must not add one.
    fields = {f for _, f, _, _ in string.Formatter().parse(
        i18n.catalogue("ru").MESSAGES["turn_exchange"]) if f}
    assert fields == {"name", "n"}


@pytest.mark.parametrize(("lang", "rid", "word"), [
    ("bg", "bulgarian", "жокер"), ("ru", "erudit", "звёздочк"), ("pl", "polish", "blank"),
    ("sk", "slovak", "žolík"), ("ro", "romanian", "joker"), ("en", "english", "blank"),
])
def test_the_blank_by_its_name(lang: str, rid: str, word: str):
    rules = load_ruleset(rid)
    text = rule_texts.rules_text(lang, rules, undo=undo_windows(rules)).lower()
    assert word in text and f"({rules.blank_symbol.lower()})" in text
    assert word in i18n.t(lang, "play_hint", across="8H", down="H8",
                          sym=rules.blank_symbol).lower()
