"""Playing from a phone (issue 15): words in any case, keyboard look-alikes, spaced
coordinates, and ``/play WORD`` without a coordinate, through the service in every rule
set."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import Harness, texts

from bot.protocol import ChatRef, Outgoing
from engine.game import Game
from engine.reading import placements_of_word

VARIANTS = ["english", "bulgarian", "polish", "literaki", "slovak", "romanian", "erudit",
            "erudit-home"]
LATIN_TWIN = dict(zip("АВСЕНКМОРТХУ", "ABCEHKMOPTXY", strict=True))


def private(outs: list[Outgoing], name: str) -> list[Outgoing]:
    return [o for o in outs if o.private_to is not None and o.private_to.name == name]


def chat(outs: list[Outgoing]) -> str:
    return "\n".join(o.text for o in outs if o.chat is not None and o.private_to is None)


def on_turn(g: Game) -> str:
    return g.seats[g.turn].player.split(":")[1].capitalize()


def real(g: Game) -> list[str]:
    return [t for t in g.seats[g.turn].rack if t != "?"]


async def started_with(h: Harness, variant: str, want_blank: bool | None = None,
                       options: str = "") -> Game:
    """A fresh game (a new chat per try) whose player on turn has a blank or not."""
    for i in range(60):
        h.chat = ChatRef("test", f"g{i}", is_group=True)
        g = await h.start(variant, "Ann", "Bob", options=options)
        if want_blank is None or ("?" in g.seats[g.turn].rack) == want_blank:
            return g
    raise AssertionError("no seed gave the rack wanted")


@pytest.mark.parametrize("variant", VARIANTS)
async def test_lowercase_word_uses_real_tiles(h: Harness, variant: str):
    g = await started_with(h, variant)
    word = "".join(real(g)[:3])
    h.words.add(word)
    who = on_turn(g)
    col = "I" if variant == "literaki" else "H"
    outs = await h.cmd(who, f"/play 8{col.lower()} {word.lower()}")
    g = await h.game()
    assert g.history[-1].kind == "place", texts(outs)
    assert g.history[-1].move.split()[1] == word  # real tiles: capitals, no blank


@pytest.mark.parametrize("variant", ["english", "bulgarian", "polish"])
async def test_a_blank_stands_for_the_letter_the_rack_lacks(h: Harness, variant: str):
    g = await started_with(h, variant, want_blank=True)
    rack = real(g)
    lacking = next(ch for ch in g.rules.tileset.letters if ch not in rack)
    word = rack[0] + lacking
    h.words.add(word)
    outs = await h.cmd(on_turn(g), f"/play 8h {word.lower()}")
    g = await h.game()
    assert g.history[-1].move.split()[1] == rack[0] + lacking.lower()
    # (the game's first blank: the line under the move says its lowercase letter is the
    # blank, and names it; "A blank stands for N." above the move said it twice)
    note = chat(outs).split("\n")[1]
    assert f": {lacking.lower()} " in note and g.rules.blank_symbol in note, chat(outs)


async def test_refusal_names_missing_letters_and_blanks(h: Harness):
    g = await started_with(h, "english", want_blank=False)
    rack = real(g)
    lacking = [ch for ch in "QZXJKVW" if ch not in rack][:2]
    before = await h.repo.table_dump()
    outs = await h.cmd(on_turn(g), f"/play 8h {rack[0].lower()}{''.join(lacking).lower()}")
    # (no blank on the rack: none is counted, "and your 0 blanks are not enough")
    assert f"You don't have {', '.join(sorted(lacking))} on your rack." in texts(outs)
    assert "blank" not in texts(outs)
    assert await h.repo.table_dump() == before


async def test_mixed_case_keeps_the_blank_meaning(h: Harness):
    # (Only the first letter a capital reads as one case since issue 24: a capital later.)
    g = await started_with(h, "english", want_blank=False)
    rack = real(g)
    outs = await h.cmd(on_turn(g), f"/play 8H {rack[0].lower()}{rack[1]}")
    assert "You don't have ? on your rack" in texts(outs)


@pytest.mark.parametrize("variant", ["english", "bulgarian", "polish"])
async def test_a_word_with_only_its_first_letter_capital_takes_real_tiles(h: Harness,
                                                                           variant: str):
    """``/play 8H Rigs`` (a phone's automatic capital) is read as ``rigs``: real tiles
    first; it was refused with "You don't have ??" or spent blanks."""
    g = await started_with(h, variant, want_blank=False)
    word = "".join(real(g)[:3])
    h.words.add(word)
    outs = await h.cmd(on_turn(g), f"/play 8H {word.capitalize()}")
    g = await h.game()
    assert g.history and g.history[-1].move.split()[1] == word, texts(outs)


async def test_latin_lookalikes_in_a_cyrillic_game(h: Harness):
    for i in range(60):
        h.chat = ChatRef("test", f"g{i}", is_group=True)
        g = await h.start("bulgarian", "Ann", "Bob")
        rack = real(g)
        twins = [ch for ch in rack if ch in LATIN_TWIN]
        others = [ch for ch in rack if ch not in LATIN_TWIN]
        if twins and others:
            break
    word = twins[0] + others[0]
    h.words.add(word)
    outs = await h.cmd(on_turn(g), f"/play 8H {LATIN_TWIN[twins[0]]}{others[0]}")
    g = await h.game()
    assert g.history[-1].kind == "place" and g.history[-1].move == f"8H {word}", texts(outs)


@pytest.mark.parametrize(("variant", "word", "expect"), [
    ("bulgarian", "КQ", "Q е латинска буква"),
    ("russian", "КQ", "Q — латинская буква"),
    ("polish", "ŻЖ", "Ж to litera cyrylicy"),
    ("english", "AЖ", "Ж is a Cyrillic letter"),
    ("slovak", "AЖ", "Ж je písmeno cyriliky"),
    ("romanian", "AЖ", "Ж este o literă chirilică"),
])
async def test_a_letter_of_the_other_script_is_named(h: Harness, variant: str, word: str,
                                                      expect: str):
    ruleset = "erudit" if variant == "russian" else variant
    g = await started_with(h, ruleset)
    before = await h.repo.table_dump()
    outs = await h.cmd(on_turn(g), f"/play 8H {word}")
    assert expect in texts(outs), texts(outs)
    assert await h.repo.table_dump() == before


@pytest.mark.parametrize("typed", ["8 h {w}", "8 H {w}", "H 8 {w}", "h8 {w}", "8Н {w}"])
async def test_spaced_and_lowercase_coordinates(h: Harness, typed: str):
    g = await started_with(h, "english")
    word = "".join(real(g)[:2])
    h.words.add(word)
    await h.cmd(on_turn(g), "/play " + typed.format(w=word.lower()))
    g = await h.game()
    assert g.history and g.history[-1].kind == "place"


# ------------------------------------------------------------ /play WORD


async def test_play_word_offers_every_placement_privately(h: Harness):
    g = await started_with(h, "english")
    word = "".join(real(g)[:2])
    h.words.add(word)  # (an unknown word is no longer offered since issue 24: below)
    who = on_turn(g)
    before = await h.repo.table_dump()
    outs = await h.cmd(who, f"/play {word.lower()}")
    mine = private(outs, who)
    assert len(mine) == 1 and chat(outs) == ""
    offer = mine[0]
    assert offer.ephemeral_ok and f"{word} fits in several places" in offer.text
    # Two across and two down through the start square, best score first.
    assert [b.command for b in offer.buttons] == ["play 1", "play 2", "play 3", "play 4"]
    assert all(b.chat == h.chat for b in offer.buttons)
    assert "across" in offer.buttons[0].label or "down" in offer.buttons[0].label
    assert offer.image is not None  # the board with the placements marked
    assert await h.repo.table_dump() != before  # the choices are kept
    outs = await h.cmd(who, "/play 2")
    g = await h.game()
    assert g.history[-1].kind == "place" and g.history[-1].move.split()[1] == word
    chosen = offer.buttons[1].label
    assert chosen.split()[0] in g.history[-1].move


async def test_play_word_with_one_placement(h: Harness):
    g = await started_with(h, "english")
    who = on_turn(g)
    word = "".join(real(g)[:2])
    h.words.add(word)
    await h.cmd(who, f"/play 8H {word}")
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(other, "/accept")
    g = await h.game()
    # A word of the next rack that fits in exactly one place (found by the engine).
    rack = g.seats[g.turn].rack
    candidates = {a + b + c for a in rack for b in rack for c in rack if "?" not in a + b + c}
    candidates |= {a + t.letter for a in rack for _, _, t in g.board.tiles() if a != "?"}
    one = next(w for w in sorted(candidates)
               if Counter(w) <= Counter(rack) + Counter(t.letter for _, _, t in g.board.tiles())
               and len(placements_of_word(g.board, g.rules, rack, w)) == 1)
    h.words.add(one)
    outs = await h.cmd(other, f"/play {one}")
    offer = private(outs, other)[0]
    assert f"{one} fits in one place" in offer.text and len(offer.buttons) == 1
    await h.cmd(other, "/play 1")
    g = await h.game()
    assert g.history[-1].seat == g.seat_of(f"test:{other.lower()}")


async def test_play_word_with_no_placement_says_why(h: Harness):
    g = await started_with(h, "english", want_blank=False)
    who = on_turn(g)
    rack = real(g)
    before = await h.repo.table_dump()
    lacking = next(ch for ch in "QZXJ" if ch not in rack)
    outs = await h.cmd(who, f"/play {rack[0]}{lacking}")
    assert f"your rack lacks {lacking}" in texts(outs), texts(outs)
    long = "".join(rack) * 3  # more letters than the board's line can hold
    outs = await h.cmd(who, f"/play {long[:16]}")
    assert "can't be played" in texts(outs) or "fits nowhere" in texts(outs)
    assert await h.repo.table_dump() == before


async def test_play_number_without_offer_or_out_of_range(h: Harness):
    g = await started_with(h, "english")
    who = on_turn(g)
    before = await h.repo.table_dump()
    outs = await h.cmd(who, "/play 1")
    assert "No placements are waiting for you" in texts(outs)
    assert await h.repo.table_dump() == before
    h.words.add("".join(real(g)[:2]))
    await h.cmd(who, f"/play {''.join(real(g)[:2])}")
    outs = await h.cmd(who, "/play 9")
    assert "Choose a number from 1 to 4." in texts(outs)


async def test_an_offer_goes_stale_when_the_game_moves_on(h: Harness):
    g = await started_with(h, "english")
    who = on_turn(g)
    word = "".join(real(g)[:2])
    h.words.add(word)
    await h.cmd(who, f"/play {word}")
    await h.cmd(who, "/pass")
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(other, "/pass")
    outs = await h.cmd(who, "/play 1")
    assert "No placements are waiting for you" in texts(outs)


async def test_play_word_when_not_your_turn(h: Harness):
    g = await started_with(h, "english")
    other = "Bob" if on_turn(g) == "Ann" else "Ann"
    outs = await h.cmd(other, "/play ab")
    assert "not your turn" in texts(outs)


# ------------------------------------------------------------ unseen tiles, /preview


def count_from_board(g: Game, seat: int) -> Counter[str]:
    """What a player counts: the whole tile set, less the board and their own rack."""
    unseen = Counter(g.rules.tileset.counts)
    unseen.subtract(t.rack_letter for _, _, t in g.board.tiles())
    unseen.subtract(g.seats[seat].rack)
    return +unseen


def listed(text: str, sym: str) -> Counter[str]:
    line = next(x for x in text.splitlines() if x.startswith("Unseen"))
    n, _, tiles = line.removeprefix("Unseen (").partition("): ")
    got = Counter(ch for ch in tiles.replace(" ", "").replace(sym, "?"))
    assert sum(got.values()) == int(n)
    return got


@pytest.mark.parametrize("variant", ["english", "erudit-home", "literaki"])
async def test_rack_message_ends_with_the_unseen_tiles(h: Harness, variant: str):
    g = await started_with(h, variant, options="lang=en")
    who = on_turn(g)
    word = "".join(real(g)[:2])
    h.words.add(word)
    col = "I" if variant == "literaki" else "H"
    outs = await h.cmd(who, f"/play 8{col} {word}")
    g = await h.game()
    seat = g.seat_of(f"test:{who.lower()}")
    msgs = [o for o in private(outs, who) if "Unseen" in o.text]
    if msgs:  # the rack changed now (or when the move stands)
        assert listed(msgs[-1].text, g.rules.blank_symbol) == count_from_board(g, seat)
    outs = await h.cmd(who, "/tiles")
    mine = private(outs, who)
    assert len(mine) == 1
    assert listed(mine[0].text, g.rules.blank_symbol) == count_from_board(g, seat)
    assert "privately" in chat(outs)  # a note in the group, never the tiles
    assert "Unseen" not in chat(outs)


async def test_preview_scores_without_playing_or_judging(h: Harness):
    g = await started_with(h, "english")
    who = on_turn(g)
    word = "".join(real(g)[:3])  # not in the word list
    before = await h.repo.table_dump()
    outs = await h.cmd(who, f"/preview 8h {word.lower()}")
    mine = private(outs, who)
    assert len(mine) == 1 and mine[0].ephemeral_ok and mine[0].image is not None
    _, _, score = g.preview(g.turn, f"8H {word}")
    assert f"8H {word} would score {score.total}: {word} {score.total}." in mine[0].text
    assert "word list was not asked" in mine[0].text
    assert await h.repo.table_dump() == before
    other = "Bob" if who == "Ann" else "Ann"
    outs = await h.cmd(other, f"/preview 8H {word}")  # not their rack: refused, clearly
    assert "don't have" in texts(outs)


async def test_preview_marks_a_blank_in_the_words_as_the_history_does(h: Harness):
    """/preview listed the words formed in capitals, a blank's letter unmarked (only the
    move showed it): each word now writes a blank's letter in lowercase, as /history
    writes a move (``show.written_word``, the web board's preview's too)."""
    g = await started_with(h, "english", want_blank=True)
    who = on_turn(g)
    a, b = real(g)[:2]
    outs = await h.cmd(who, f"/preview 8H {a}{b}e")
    text = private(outs, who)[0].text
    _, _, score = g.preview(g.turn, f"8H {a}{b}e")
    assert text.startswith(f"8H {a}{b}e would score {score.total}: {a}{b}e {score.total}."), text
    assert f"{a}{b}E" not in text


ALPHABETS = {"polish": "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ",
             "literaki": "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ",
             "slovak": "AÁÄBCČDĎEÉFGHIÍJKLĹĽMNŇOÓÔPRŔSŠTŤUÚVXYÝZŽ",
             "bulgarian": "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯ",
             "erudit": "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"}


@pytest.mark.parametrize("variant", sorted(ALPHABETS))
async def test_the_unseen_tiles_are_in_the_games_alphabet_order(h: Harness, variant: str):
    """A newcomer's Polish /tiles ended ``… WWWW YYYY ZZZZZ Ó Ą Ć Ę ŁŁ Ń Ś ??`` (code
    points); the web board sorts A Ą B C Ć … Now both show ``RuleSet.letters_in_order``."""
    g = await started_with(h, variant, options="lang=en")
    who = on_turn(g)
    text = private(await h.cmd(who, "/tiles"), who)[0].text
    line = next(x for x in text.splitlines() if x.startswith("Unseen"))
    groups = line.partition("): ")[2].split()
    sym = g.rules.blank_symbol
    letters = [grp[0] for grp in groups if grp[0] != sym]
    assert len(set(letters)) == len(letters)  # each letter's tiles in one group
    assert letters == [ch for ch in ALPHABETS[variant] if ch in letters], line
    assert list(g.rules.letters_in_order()) == [ch for ch in ALPHABETS[variant]
                                                if ch in g.rules.tileset.counts]
    assert groups[-1][0] == sym  # the blanks last
