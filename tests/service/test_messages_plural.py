"""Numbers with the right word form in every language ("1 очко / 2 очка / 5 очков"), and
the game's own words for its terms."""

from __future__ import annotations

import string

import pytest
from conftest import Harness, texts
from test_pictures import store

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
    # (Russian: the present, as "сдаётся" is; "обмен 2 фишек" read badly, and "Ivan: обмен
    # фишек: 5." read as a form to fill in)
    assert i18n.t("ru", "turn_exchange", name="Маша", n=1) == "Маша меняет 1 фишку."
    assert i18n.t("ru", "turn_exchange", name="Маша", n=3) == "Маша меняет 3 фишки."
    assert i18n.t("ru", "turn_exchange", name="Маша", n=5) == "Маша меняет 5 фишек."
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


# The exchanges a player has left after one, in each language's plural forms (pl 1
# wymiana, 2–4 wymiany, 5+ wymian; ru 1 обмен, 2–4 обмена, 5+ обменов, 21 обмен; sk 1
# výmena, 2–4 výmeny, 5+ výmen; ro 1 schimb, 2–19 schimburi, 20+ de schimburi); none
# left said in words ("zostało 0 wymian" is no sentence a player says).
EXCHANGES_LEFT = {
    "pl": {0: "Ola: nie ma już wymian.", 1: "Ola: została 1 wymiana.",
           2: "Ola: zostały 2 wymiany.", 4: "Ola: zostały 4 wymiany.",
           5: "Ola: zostało 5 wymian.", 12: "Ola: zostało 12 wymian.",
           22: "Ola: zostały 22 wymiany."},
    "ru": {0: "Ola: обменов больше не осталось.", 1: "Ola: остался 1 обмен.",
           2: "Ola: осталось 2 обмена.", 5: "Ola: осталось 5 обменов.",
           11: "Ola: осталось 11 обменов.", 21: "Ola: остался 21 обмен."},
    "sk": {0: "Ola: nezostáva už žiadna výmena.", 1: "Ola: zostáva 1 výmena.",
           2: "Ola: zostávajú 2 výmeny.", 5: "Ola: zostáva 5 výmen."},
    "bg": {0: "На Ola не остават повече смени.", 1: "На Ola остава 1 смяна.",
           2: "На Ola остават 2 смени.", 5: "На Ola остават 5 смени."},
    "ro": {0: "Ola nu mai are niciun schimb.", 1: "Ola mai are 1 schimb.",
           2: "Ola mai are 2 schimburi.", 19: "Ola mai are 19 schimburi.",
           20: "Ola mai are 20 de schimburi."},
    "en": {0: "Ola has no exchanges left.", 1: "Ola has 1 exchange left.",
           2: "Ola has 2 exchanges left."},
}


@pytest.mark.parametrize("lang", sorted(EXCHANGES_LEFT))
def test_exchanges_left_in_each_languages_plural(lang: str) -> None:
    for n, want in EXCHANGES_LEFT[lang].items():
        key = "exchanges_left" if n else "exchanges_left_none"
        assert i18n.t(lang, key, name="Ola", n=n) == want


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_exchange_limit_refusal_reads_for_any_limit(lang: str) -> None:
    """"Използвахте всичките си 1 смени", "toate cele 1 schimburi": the limit is said
    where its number needs no plural form of the word."""
    one = i18n.lookup(lang, "ERRORS", "exchange_limit") or ""
    if not one:
        return  # (English: the engine's own sentence)
    assert "({limit})" in one, one


async def test_the_last_exchange_says_none_are_left(h: Harness) -> None:
    g = await h.start("literaki", "Ola", "Jan")
    who = g.seats[g.turn].player.split(":")[1].capitalize()
    g.seats[g.turn].exchanges = g.rules.exchange_limit - 1
    await store(h, g)
    tile = next(t for t in g.seats[g.turn].rack if t != "?")
    said = texts(await h.cmd(who, f"/exchange {tile}"))
    assert f"{who}: nie ma już wymian." in said, said
    assert "0 wymian" not in said


def test_the_players_left_agree_in_polish():
    """"Komputer (trudny) nie jest już w grze; zostało 2 graczy.": 2–4 players are
    "zostali 2 gracze", 5 and more "zostało 5 graczy", one "został 1 gracz"."""
    for key in ("kicked", "left"):
        assert i18n.t("pl", key, name="Ola", n=1).endswith("; został 1 gracz.")
        assert i18n.t("pl", key, name="Ola", n=2).endswith("; zostali 2 gracze.")
        assert i18n.t("pl", key, name="Ola", n=5).endswith("; zostało 5 graczy.")
