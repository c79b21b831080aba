"""Issue 24, "Private chat and the chat's language": no English word in another
language's game, numbers that agree with their nouns, decimals as the language writes
them, the catalogues' wording, the rules of erudit-home's ending, /rules in the chat's
language, and Slovak's players= house rule.  Each test is named after its item."""

from __future__ import annotations

import re
import string

import pytest
from conftest import Harness, texts, user

from bot import i18n
from bot.commands import COMMANDS
from bot.protocol import ChatRef
from bot.service import rule_texts
from bot.service.timing import undo_windows
from engine.rules import load_ruleset, ruleset_ids

OTHERS = [lang for lang in i18n.LANGUAGES if lang != "en"]
YES_NO = {"pl": ("tak", "nie"), "ru": ("да", "нет"), "bg": ("да", "не"), "sk": ("áno", "nie"),
          "ro": ("da", "nu")}


@pytest.mark.parametrize("lang", OTHERS)
def test_end_yes_no_and_resign_yes_in_the_games_language(lang: str):
    yes, no = YES_NO[lang]
    messages = i18n.catalogue(lang).MESSAGES
    for key in ("end_asked", "end_vote_open", "end_usage", "resign_confirm", "resign_usage"):
        assert not re.search(r"/(end|resign) (yes|no)\b", messages[key]), (lang, key)
    assert f"/end {yes}" in messages["end_usage"] and f"/end {no}" in messages["end_usage"]
    assert f"/resign {yes}" in messages["resign_usage"]


async def test_end_answered_in_the_words_shown(h: Harness):
    await h.start("literaki", "Ann", "Bob")
    outs = await h.cmd("Ann", "/end")
    assert "/end tak albo /end nie" in texts(outs)
    outs = await h.cmd("Bob", "/end tak")  # the word the message shows is understood
    assert "Koniec gry" in texts(outs) or "zakończ" in texts(outs).lower(), texts(outs)


@pytest.mark.parametrize("lang", OTHERS)
def test_help_argument_placeholders_in_the_language(lang: str):
    text = rule_texts.help_text(lang)
    english = {a.name for c in COMMANDS for a in c.args}
    shown = set(re.findall(r"\[([^\]]+)\]", text.split("\n/new", 1)[1]))
    assert not shown & (english - {"variant"} if lang == "sk" else english), (lang, shown)


async def test_house_rule_messages_name_the_options_as_typed(h: Harness):
    outs = await h.cmd("Ann", "/new literaki target=5 rack=8")
    text = texts(outs)
    assert "rack_size" not in text and "target_score" not in text, text
    assert "(rack, target)" in text


async def test_no_game_after_a_refused_first_command_in_its_language(h: Harness):
    outs = await h.cmd("Ann", "/new literaki rack=99")
    assert "nie pasuje" in outs[0].text
    outs = await h.cmd("Ann", "/start")
    assert outs[0].text.startswith("Na tym czacie nie ma gry"), outs[0].text
    assert await h.repo.open_game(h.chat.key) is None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_option_list_in_the_language(h: Harness, lang: str):
    outs = await h.cmd("Ann", f"/new english colour=red lang={lang}")
    text = outs[0].text
    assert "players=" in text and "names=" in text and "words=" in text
    if lang != "en":
        assert "Bulgarian" not in text and "operator's" not in text, text


@pytest.mark.parametrize(("lang", "n", "expect"), [
    ("pl", 1, "1 skrabl zagrany, 1 przeoczony"), ("pl", 2, "2 skrable zagrane, 2 przeoczone"),
    ("pl", 5, "5 skrabli zagranych, 5 przeoczonych"),
    ("bg", 1, "изиграни бинго ходове: 1, пропуснати: 1"),
    ("bg", 3, "изиграни бинго ходове: 3, пропуснати: 3"),
])
def test_numbers_agree_with_their_nouns(lang: str, n: int, expect: str):
    assert expect in i18n.t(lang, "recap_bingos", name="X", played=n, missed=n)


@pytest.mark.parametrize(("lang", "wins", "expect"), [
    ("pl", 1, "1 wygrana"), ("pl", 3, "3 wygrane"), ("pl", 5, "5 wygranych"),
    ("bg", 1, "1 победа"), ("bg", 2, "2 победи"),
])
def test_numbers_agree_with_their_nouns_in_stats(lang: str, wins: int, expect: str):
    text = i18n.t(lang, "stats_family", family="F", n=9, wins=wins, rate=1, average=2,
                  bingos="0,5")
    assert expect in text, text


def test_decimals_use_the_languages_separator():
    assert i18n.decimal("en", 1.5, 2) == "1.50"
    for lang in ("pl", "ru", "bg", "sk", "ro"):
        assert i18n.decimal(lang, 1.5, 2) == "1,50", lang
        assert i18n.decimal(lang, 12.25, 1) in ("12,2", "12,3"), lang


async def test_decimals_use_the_languages_separator_in_stats(h: Harness):
    g = await h.start("literaki", "Ann", "Bob")
    assert g is not None
    await h.cmd("Ann", "/resign")
    await h.cmd("Ann", "/resign tak")
    outs = await h.cmd("Bob", "/stats")
    text = texts(outs)
    assert re.search(r"skrable na grę: \d,\d\d", text), text


@pytest.mark.parametrize(("lang", "words"), [
    ("ru", "Неизвестные фишки"), ("pl", "Nieznane płytki"), ("bg", "Неизвестни плочки"),
    ("sk", "Neznáme kamene"), ("ro", "Piese necunoscute"),
])
def test_unseen_tiles_read_naturally(lang: str, words: str):
    assert i18n.t(lang, "unseen", n=3, tiles="A B C").startswith(words)


def test_catalogue_nits_read_naturally():
    assert i18n.t("pl", "recap_top_move", name="X", move="8H A", score=9).startswith(
        "Najlepszy ruch gry")
    assert i18n.t("ru", "recap_top_move", name="X", move="8H A", score=9).startswith(
        "Лучший ход игры")
    bg = i18n.catalogue("bg")
    assert "Ред на игра:" not in str(bg.MESSAGES) + str(bg.RULES)
    assert "струва колкото нея" not in str(bg.RULES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_erudit_home_rules_do_not_end_on_going_out(lang: str):
    rules = load_ruleset("erudit-home")
    assert not rules.out_ends_game  # the seed and docs/rules.md: play until no one can move
    text = rule_texts.rules_text(lang, rules, undo=undo_windows(rules))
    assert i18n.lookup(lang, "RULES", "end_out") not in text
    assert i18n.lookup(lang, "RULES", "out_sits_out") in text
    english = load_ruleset("english")
    assert i18n.lookup(lang, "RULES", "end_out") in rule_texts.rules_text(
        lang, english, undo=undo_windows(english))


async def test_rules_variant_in_the_chats_language(h: Harness):
    dm = ChatRef("test", "dm-ann", is_group=False)
    outs = await h.cmd(user("Ann", language="ru"), "/rules literaki", chat=dm)
    # the private chat's language
    assert outs[0].text.startswith("Правила: Литераки (Literaki)"), outs[0].text
    await h.cmd("Ann", "/new erudit rack=99")  # refused, in Russian: the chat speaks it
    outs = await h.cmd("Ann", "/rules literaki")
    assert outs[0].text.startswith("Правила: Литераки (Literaki)"), outs[0].text


async def test_slovak_players_house_rule_up_to_four(h: Harness):
    outs = await h.cmd("Ann", "/new slovak")
    assert "players=4" in outs[0].text and "až 4 hráči" in outs[0].text, outs[0].text
    await h.cmd("Ann", "/end")
    outs = await h.cmd("Ann", "/new slovak players=4")
    assert "(2–4 hráči)" in outs[0].text and "players=4" not in outs[0].text, outs[0].text
    for name in ("Bob", "Cid", "Dan"):
        await h.cmd(name, "/join")
    outs = await h.cmd("Eva", "/join")
    assert "4" in outs[0].text  # full at four
    await h.cmd("Ann", "/start")
    assert len((await h.game()).seats) == 4
    assert "nebude" not in texts(h.sent)  # still rated: the number of players is neutral


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_key_in_every_catalogue_with_the_same_placeholders(lang: str):
    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    en, cat = i18n.catalogue("en"), i18n.catalogue(lang)
    for table in ("MESSAGES", "MODES", "ENDINGS", "RULES", "COMMANDS", "ARGS"):
        ours, theirs = getattr(cat, table), getattr(en, table)
        assert set(ours) == set(theirs), (lang, table, set(ours) ^ set(theirs))
        for key, text in ours.items():
            assert fields(text) == fields(theirs[key]), (lang, table, key)


@pytest.mark.parametrize("rid", [r for r in ruleset_ids()
                                 if load_ruleset(r).language != "en"])
async def test_no_message_of_a_non_english_game_falls_back_to_english(
        h: Harness, rid: str, monkeypatch: pytest.MonkeyPatch):
    fell: list[tuple[str, str, str]] = []
    lookup = i18n.lookup

    def watched(lang: str, table: str, key: str) -> str | None:
        if lang != "en" and key not in getattr(i18n.catalogue(lang), table, {}):
            fell.append((lang, table, key))
        return lookup(lang, table, key)

    monkeypatch.setattr(i18n, "lookup", watched)
    lang = load_ruleset(rid).language
    await h.start(rid, "Ann", "Bob")
    for text in ("/score", "/tiles", "/hint", "/rules", "/help", "/history", "/board",
                 "/check ABC", "/lang", "/play 8H", "/exchange", "/resign", "/end",
                 "/undo", "/accept"):
        await h.cmd("Ann", text)
    await h.cmd(user("Boss", is_admin=True), "/end")
    yes = YES_NO[lang][0]
    await h.cmd("Ann", f"/end {yes}")
    await h.cmd("Bob", f"/end {yes}")
    await h.cmd("Ann", "/score")
    shown = texts(h.sent)
    assert not fell, fell
    english = {f"[{a.name}]" for c in COMMANDS for a in c.args}
    assert not [w for w in english if w in shown and not (lang == "sk" and w == "[variant]")]
    assert not re.search(r"/(end|resign|undo) (yes|no)\b", shown)
