"""``/play WORD`` without a coordinate (issue 24, "Suggestions and typed words"): only
placements whose every word the game's word list accepts, or, where the players judge the
words (agreement mode), every placement saying so; the erudit-home blank swap offered;
how many more there are than are shown; each numbered place marked on the picture."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import Harness, texts
from test_pictures import drawn, on_turn, rig, seed_004_before_the_swap

from bot import i18n
from bot.protocol import Outgoing
from engine.reading import placements_of_word

__all__ = ["drawn"]  # the fixture, shared with the picture tests

LINE = re.compile(r"^(\d+)\. (\S+) (across|down), (\d+) points?: (.*)$")


def offer_to(outs: list[Outgoing], name: str) -> Outgoing:
    mine = [o for o in outs if o.private_to is not None and o.private_to.name == name]
    assert len(mine) == 1, texts(outs)
    return mine[0]


def offered(text: str) -> list[tuple[str, list[str], str]]:
    """(coordinate, words formed, the rest of the line) of each numbered offer."""
    out = []
    for line in text.splitlines():
        m = LINE.match(line)
        if m:
            words, _, rest = m[5].partition(" (")
            also = re.match(r"also forms (.*)\)$", rest)  # where the bot does not judge
            if also:
                words, rest = f"{words}, {also[1]}", ""
            out.append((m[2], words.split(", "), rest))
    return out


async def cat_on_the_board(h: Harness, options: str = "") -> tuple[str, str]:
    """CAT across from G8 (G8 C, H8 A, I8 T); the other player on turn holds A, T, X, U."""
    await h.start("english", "Ann", "Bob", options=f"{options} lang=en".strip())
    a, b = await on_turn(h)
    await rig(h, **{a: "CATEEEE", b: "ATXUEEE"})
    h.words.update({"CAT", "AT", "XU"})
    outs = await h.cmd(a, "/play 8G CAT")
    if outs[0].ref:
        await h.vote(b, outs[0].ref, "accept")
    return a, b


async def test_play_word_offers_only_placements_the_word_list_accepts(h: Harness) -> None:
    """``/play qis`` offered first a place that also formed TEQ and ARI (the computer
    challenged it off): where the word list may be told (hints allowed), every word of
    every offer is now in the word list."""
    _, b = await cat_on_the_board(h, "hints=on")
    g = await h.game()
    every = placements_of_word(g.board, g.rules, g.seats[g.turn].rack, "AT")
    best_phony = next(f for f in every if set(f.words) - h.words)
    assert best_phony.score >= every[0].score  # the old first offer formed a non-word
    offer = offer_to(await h.cmd(b, "/play at"), b)
    lines = offered(offer.text)
    assert lines and len(lines) < len(every), offer.text
    for _, words, _ in lines:
        assert set(words) <= h.words, offer.text
    assert best_phony.coord not in [c for c, _, _ in lines]  # "7G" across, "G7" down
    assert "not checked" not in offer.text


async def test_play_word_keeps_the_word_list_back_where_check_does(h: Harness) -> None:
    """A newcomer in a game of two people with challenges and no hints: ``/check ZAWN``
    was refused ("that's for the players to risk"), then ``/play TAZUL`` answered "TAZUL
    is not in this game's word list": any word could be checked so.  Now ``/play WORD``
    says nothing of the list there: every place the rules allow, and once that the list
    was not asked."""
    _, b = await cat_on_the_board(h)
    g = await h.game()
    every = placements_of_word(g.board, g.rules, g.seats[g.turn].rack, "AT")
    offer = offer_to(await h.cmd(b, "/play at"), b)
    lines = offered(offer.text)
    assert len(lines) == min(8, len(every))
    assert any(set(words) - h.words for _, words, _ in lines)  # as the rules allow
    note = i18n.t("en", "choice_at_risk")
    # said once, before the places (a newcomer read it under the list only after playing
    # the second place, which formed BR), and each place names the words beside the
    # typed one: "2. H1 down, 45 points: PROBE (also forms BR, EA)"
    assert offer.text.count(note) == 1 and offer.text.splitlines()[1] == note, offer.text
    assert note.startswith("These places were not checked against the word list: "), note
    for line in offer.text.splitlines()[2:2 + len(lines)]:
        m = LINE.match(line)
        assert m is not None, line
        assert m[5] == "AT" or re.fullmatch(r"AT \(also forms [A-Z, ]+\)", m[5]), line
    assert "is not in this game's word list" not in texts(await h.cmd(b, "/play tx"))
    assert "don't say whether a word is valid" in texts(await h.cmd(b, "/check tx"))


async def test_play_word_in_agreement_mode_offers_every_placement_unjudged(
        h: Harness) -> None:
    """Where the players judge the words, the bot does not: every placement is offered,
    and the offer says, once, that their words are not checked."""
    _, b = await cat_on_the_board(h, "check=agreement")
    g = await h.game()
    every = placements_of_word(g.board, g.rules, g.seats[g.turn].rack, "AT")
    offer = offer_to(await h.cmd(b, "/play at"), b)
    lines = offered(offer.text)
    assert len(lines) == min(8, len(every))
    assert any(set(words) - h.words for _, words, _ in lines)  # non-words offered too
    # said once, under the places, not beside each of them (newcomers found it repeated)
    assert offer.text.splitlines().count("(not checked: the players judge the words)") == 1
    assert not any("not checked" in rest for _, _, rest in lines), offer.text


async def test_an_offer_writes_a_blanks_letter_in_lowercase(h: Harness) -> None:
    """Newcomers new35a #3, new35b #11: "1. 8F across, 76 points: TERNARY" with a blank
    in the rack; only once played did the bot say the R was the blank (/hint wrote it)."""
    await h.start("english", "Ann", "Bob", options="lang=en hints=on")
    a, _ = await on_turn(h)
    await rig(h, **{a: "YET?NRA"})
    h.words.add("TERNARY")
    offer = offer_to(await h.cmd(a, "/play ternary"), a)
    assert "1. 8F across, 76 points: TErNARY" in offer.text.splitlines(), offer.text


async def test_play_word_says_why_no_placement_is_offered(h: Harness) -> None:
    _, b = await cat_on_the_board(h, "hints=on")  # where the list may be told
    before = await h.repo.table_dump()
    outs = await h.cmd(b, "/play ta")  # fits, but TA is no word of the list
    assert offer_to(outs, b).text == (
        "TA is not in this game's word list, so no place is offered for it.")
    outs = await h.cmd(b, "/play xu")  # every place also forms XUC, CATU, ...
    assert offer_to(outs, b).text == ("XU fits on the board, but every place for it "
                                          "also forms a word that is not in the word list.")
    assert all(o.chat is None for o in outs)  # not in front of the group
    assert await h.repo.table_dump() == before


async def test_play_word_says_when_more_placements_exist_than_are_shown(h: Harness) -> None:
    """A five-letter first word fits in ten places: eight are shown, and the message says
    two more exist."""
    await h.start("english", "Ann", "Bob", options="lang=en")
    a, _ = await on_turn(h)
    await rig(h, **{a: "STONEAA"})
    h.words.add("STONE")
    offer = offer_to(await h.cmd(a, "/play stone"), a)
    assert len(offered(offer.text)) == 8 and len(offer.buttons) == 8
    # (then, under the whole list, that the list was kept back: between the places and
    # the "…and 2 more", it split the list)
    assert offer.text.splitlines()[1] == i18n.t("en", "choice_at_risk")
    assert offer.text.splitlines()[-1] == (
        "…and 2 more places with fewer points: to play one, type /play with its coordinate.")


async def test_play_word_offers_the_erudit_home_blank_swap(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    """Seed 004's ЩУКА: the rack lacks Щ, but its Ф may go back in place of ФЕТР's blank
    on E8: offered with the swap said, and played as offered (16 points)."""
    a, _ = await seed_004_before_the_swap(h)
    offer = offer_to(await h.cmd(a, "/play щука"), a)
    lines = offered(offer.text)
    n = next(i for i, (coord, _, _) in enumerate(lines, 1) if coord == "11F")
    _, words, rest = lines[n - 1]
    # (the Щ is the blank the swap brings back: lowercase, as it is played)
    assert words == ["щУКА"] and f"{n}. 11F across, 16 points: щУКА" in offer.text
    assert rest.startswith("Ф goes back in place of the blank on E8)")
    assert "(not checked: the players judge the words)" in offer.text  # agreement mode
    await h.cmd(a, f"/play {n}")
    g = await h.game()
    assert g.history[-1].move == "11F щ.КА ~E8" and g.history[-1].score == 16


async def test_play_word_marks_each_numbered_place_on_the_picture(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    """The picture with the offers numbers each place on the board (it marked the new
    tiles' squares, which are empty on the board drawn: nothing showed)."""
    _, b = await cat_on_the_board(h)
    offer = offer_to(await h.cmd(b, "/play at"), b)
    assert offer.image is not None
    marks = drawn["board"][-1]["offers"]
    lines = offered(offer.text)
    assert [m.number for m in marks] == list(range(1, len(lines) + 1))
    numbered = [ln for ln in offer.text.splitlines() if LINE.match(ln)]
    for m, (coord, _, _), line in zip(marks, lines, numbered, strict=True):
        r, c = m.squares[0]
        assert coord == (f"{r + 1}{'ABCDEFGHIJKLMNO'[c]}" if m.across
                         else f"{'ABCDEFGHIJKLMNO'[c]}{r + 1}")
        assert ("across" in line) == m.across and len(m.squares) == 2
    assert drawn["board"][-1]["png"].startswith(b"\x89PNG")



@pytest.mark.parametrize("hints", ["on", "off"])
async def test_check_answers_where_hints_are_on_as_play_word_does(
        h: Harness, hints: str) -> None:
    """/play WORD offers only listed words, so it tells whether a word is valid: /check
    says the same where hints are on, and is refused where they are off (a newcomer saw
    /play refuse SIURW as unlisted, then /check refuse to answer)."""
    _, b = await cat_on_the_board(h, f"hints={hints}")
    text = (await h.cmd(b, "/check ta"))[0].text
    if hints == "on":
        assert text.startswith("TA is not in the English Scrabble word list"), text
    else:
        assert "don't say" in text, text


async def test_a_preview_refusal_is_private(h: Harness) -> None:
    """/preview is private, and so are its refusals (a newcomer saw "The word runs off
    the board" in the group); nothing changes."""
    await h.start("english", "Ann", "Bob", options="lang=en")
    a, _ = await on_turn(h)
    before = await h.repo.table_dump()
    outs = await h.cmd(a, "/preview 8L QOINKS")
    assert len(outs) == 1 and outs[0].chat is None and outs[0].private_to is not None, outs
    assert "off the board" in outs[0].text, outs[0].text
    assert await h.repo.table_dump() == before


UNITS = {"en": "point|points", "bg": "точка|точки", "pl": "punkt|punkty|punktów",
         "ru": "очко|очка|очков", "sk": "bod|body|bodov", "ro": "punct|puncte|de puncte"}


@pytest.mark.parametrize("lang", sorted(UNITS))
async def test_each_offer_says_its_score_in_points(h: Harness, lang: str) -> None:
    """``/play NUDA`` offered ``1. 7I poziomo, 11: NUDA, NE``: the 11 read like a list's
    number. Each offer now says its points, in the plural form its number takes."""
    await h.cmd("Ann", f"/new english lang={lang}")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    a, b = await on_turn(h)
    await rig(h, **{a: "CATEEEE", b: "EEEEEEE"})
    h.words.add("CAT")
    offer = offer_to(await h.cmd(a, "/play cat"), a)
    g = await h.game()
    scores = [f.score for f in placements_of_word(g.board, g.rules, g.seats[g.turn].rack,
                                                  "CAT")]
    lines = [line for line in offer.text.splitlines() if re.match(r"\d+\. ", line)]
    assert len(lines) >= 2, offer.text
    for i, line in enumerate(lines):
        score = scores[i]
        unit = i18n.plural(lang, score, UNITS[lang])
        assert re.match(rf"{i + 1}\. \S+ .*, {score} {unit}: CAT$", line), (line, unit)
