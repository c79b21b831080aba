"""The end line names the player whose turn ended the game (``Game.ended_by``): who went
out, who resigned; in every language ("Koniec gry: gracz wyłożył wszystkie płytki" named
no one), with no past tense that would say the player's gender ("hráč Ann sa vzdal"):
the name first, the verb in the present ("Koniec hry: Ann sa vzdáva")."""

from __future__ import annotations

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
