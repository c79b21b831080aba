"""The end line names the player whose turn ended the game (``Game.ended_by``): who went
out, who resigned; in every language ("Koniec gry: gracz wyłożył wszystkie płytki" named
no one), with no past tense that would say the player's gender ("hráč Ann sa vzdal"):
the name first, the verb in the present ("Koniec hry: Ann sa vzdáva")."""

from __future__ import annotations

import re

import pytest
from conftest import Harness, texts
from test_pictures import on_turn, rig, store

from bot import i18n

END = {
    "en": ("Game over ({name} went out).", "Game over ({name} resigned)."),
    "pl": ("{name} wykłada ostatnie płytki", "{name} się poddaje"),
    "ru": ("{name} выкладывает последние фишки", "{name} сдаётся"),
    "bg": ("{name} изигра всичките си плочки", "{name} се предаде"),
    "sk": ("{name} vykladá posledné kamene", "{name} sa vzdáva"),
    "ro": ("{name} a terminat piesele", "{name} a abandonat"),
}


@pytest.mark.parametrize("lang", list(END))
async def test_the_end_line_names_who_resigned(h: Harness, lang: str) -> None:
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    said = texts(await h.cmd("Bob", "/resign " + {"en": "yes", "pl": "tak", "sk": "áno"}.get(
        lang, "да" if lang in ("ru", "bg") else "da")))
    assert END[lang][1].format(name="Bob") in said, said
    assert END[lang][1].format(name="Bob") in texts(await h.cmd("Ann", "/score"))
    # Said once: the resignation's own line above the end's said it twice ("Bob сдаётся.
    # Игра окончена: Bob сдаётся.").
    reason = i18n.ending(lang, "resigned", name="Bob")
    assert said.count(reason) == 1, said


async def test_a_resignation_the_game_goes_on_after_keeps_its_line(h: Harness) -> None:
    await h.start("english", "Ann", "Bob", "Cy", options="lang=ru")
    said = texts(await h.cmd("Bob", "/resign да"))
    assert i18n.t("ru", "turn_resign", name="Bob") in said, said
    assert "Игра окончена" not in said, said


@pytest.mark.parametrize("lang", list(END))
async def test_the_end_line_names_who_went_out(h: Harness, lang: str) -> None:
    """The player on turn goes out with the bag empty (check=auto: it ends at once)."""
    await h.start("english", "Ann", "Bob", options=f"check=auto lang={lang}")
    a, b = await on_turn(h)
    g = await rig(h, **{a: "AT", b: "EEE"})
    h.words.add("AT")
    g.bag.tiles = []
    await store(h, g)
    said = texts(await h.cmd(a, "/play 8H AT"))
    assert END[lang][0].format(name=a) in said, said
    assert END[lang][0].format(name=a) in texts(await h.cmd(b, "/score"))


async def test_a_game_ended_by_scoreless_turns_says_how_many_and_writes_true_minuses(
        h: Harness) -> None:
    """Erudit ended by six passes: "Игра окончена: слишком много ходов без очков." (the
    rules say 6 in a row) and "Иван: -19 за оставшиеся фишки" / "Итоговый счёт: Иван 1 ·
    Олег -24" with a hyphen, beside the ratings' "−73".  The count is the rule set's,
    and every score below zero has the minus sign (U+2212)."""
    from engine.rules import load_ruleset

    n = load_ruleset("erudit").scoreless_turns_end
    assert n > 0
    await h.start("erudit", "Ivan", "Oleg", options="lang=ru")
    said = ""
    for _ in range(n):
        g = await h.game()
        who = g.seats[g.turn].player.split(":")[1].capitalize()
        said = texts(await h.cmd(who, "/pass"))
    assert f"Игра окончена: {n} ходов подряд без очков." in said, said
    assert "слишком много" not in said
    lines = [ln for ln in said.split("\n") if "за оставшиеся фишки" in ln]
    assert len(lines) == 2 and all(": −" in ln for ln in lines), lines
    (score,) = [ln for ln in said.split("\n") if ln.startswith("Игра окончена")]
    assert "−" in score and not re.search(r"-\d", said), said


@pytest.mark.parametrize("lang", list(END))
def test_the_scoreless_ending_names_its_count(lang: str) -> None:
    text = i18n.ending(lang, "scoreless", n=6)
    assert "6" in text and i18n.ending(lang, "scoreless", n=1) != text.replace("6", "1"), text
