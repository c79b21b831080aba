"""Reading moves as people type them (engine/reading.py): one-case words against the rack,
keyboard look-alikes, spaced coordinates, and every placement of one word."""

from __future__ import annotations

import contextlib
from collections import Counter

import pytest
from engine_helpers import new_game, position, set_rack
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import MoveError
from engine.lexicon import WordSet
from engine.movegen.brute import brute_moves
from engine.notation import parse_coord
from engine.reading import (
    fold_lookalikes,
    placements_of_word,
    read_move,
    split_typed,
    word_letters,
)
from engine.rules import find_ruleset, load_ruleset
from engine.tiles import BLANK
from engine.validate import validate_placement

EN = load_ruleset("english")
BG = load_ruleset("bulgarian")


def test_lowercase_word_takes_real_tiles_first() -> None:
    g = new_game("english")
    m = read_move(g.board, EN, list("ALPACAX"), "8h alpaca")
    assert m.notation == "8H ALPACA" and m.blanked == ()


def test_missing_letters_go_to_blanks_and_are_named() -> None:
    g = new_game("english")
    m = read_move(g.board, EN, list("CAALA?X"), "8H CABALA")
    assert m.blanked == ("B",)
    assert m.notation == "8H CAbALA"


def test_blank_goes_to_the_square_with_the_smallest_letter_premium() -> None:
    # 8D is a double-letter square: the real A goes there, the blank on a plain square.
    g = new_game("english")
    m = read_move(g.board, EN, list("AB?XYZQ"), "8D AA")
    assert m.notation == "8D Aa"


def test_not_enough_blanks_names_the_letters_and_the_blanks() -> None:
    g = new_game("english")
    with pytest.raises(MoveError) as e:
        read_move(g.board, EN, list("ALCXYZ?"), "8h alpaca")
    assert e.value.code == "not_on_rack_blanks"
    assert e.value.params == {"letters": "A, P", "blanks": 1}


def test_no_blank_on_the_rack_is_not_counted() -> None:
    """With no blank the refusal names the letters only: "your 0 blanks are not enough",
    "jokerii pe care îi aveți (0)" counted what is not there."""
    g = new_game("english")
    with pytest.raises(MoveError) as e:
        read_move(g.board, EN, list("ALCXYZQ"), "8h alpaca")
    assert e.value.code == "not_on_rack" and e.value.params == {"letters": "A, P"}
    assert str(e.value) == "You don't have A, P on your rack."


def test_mixed_case_keeps_the_gcg_meaning() -> None:
    g = new_game("english")
    assert read_move(g.board, EN, list("ABC?DEF"), "8H CAb").notation == "8H CAb"


def test_spaced_and_lowercase_coordinates() -> None:
    assert split_typed("8 h nu") == ("8h", "nu")
    assert split_typed("I 8 UN") == ("I8", "UN")
    g = new_game("english")
    assert read_move(g.board, EN, list("NUABCDE"), "8 H nu").notation == "8H NU"
    assert read_move(g.board, EN, list("NUABCDE"), "h 8 nu").notation == "H8 NU"
    with pytest.raises(MoveError):
        split_typed("8 H I NU")


def test_lookalikes_fold_to_the_games_script() -> None:
    ts = BG.tileset
    assert fold_lookalikes("КOТ", ts) == "КОТ"  # a Latin O in a Cyrillic word
    assert fold_lookalikes("ABCEHKMOPTXY", ts) == "АВСЕНКМОРТХУ"
    assert fold_lookalikes("КОТ", EN.tileset) == "KOT"  # Cyrillic К and О in English
    assert word_letters("кoт", ts) == "КОТ"


def test_a_word_without_a_coordinate_folds_marks_as_a_placement_does() -> None:
    """Newcomer new35b #1: ``/play 8H PUȘCĂ`` was played as PUSCA, ``/play PUȘCĂ``
    refused ("Ș is not a letter of this game"); Slovak keeps Ô and Ó apart from O."""
    ro = load_ruleset("romanian").tileset
    assert word_letters("pușcă", ro) == word_letters("PUŞCĂ", ro) == "PUSCA"
    assert word_letters("ÎNTÂI", ro) == "INTAI"
    sk = load_ruleset("slovak").tileset
    assert word_letters("kôň", sk) == "KÔŇ"
    with pytest.raises(MoveError):
        word_letters("KÖŇ", sk)


def test_foreign_letter_names_its_script() -> None:
    g = new_game("bulgarian")
    with pytest.raises(MoveError) as e:
        g.place(0, "8H КQТ")
    assert e.value.code == "foreign_letter_latin" and e.value.params["letter"] == "Q"
    g = new_game("english")
    with pytest.raises(MoveError) as e:
        g.place(0, "8H CЖT")
    assert e.value.code == "foreign_letter_cyrillic"


def test_placements_of_one_word_ignore_the_lexicon() -> None:
    # The game knows no word at all: placements are geometric and rack-legal.
    g = new_game("english", lexicon=WordSet([]))
    found = placements_of_word(g.board, EN, list("ZOOXYZQ"), "ZOO")
    assert len(found) == 6  # three across and three down through H8
    assert found[0].score == max(f.score for f in found)
    for f in found:
        v = validate_placement(g.board, EN, f.notation, list("ZOOXYZQ"))
        assert len(v.placement.tiles) == 3
    assert placements_of_word(g.board, EN, list("ZOXYZQA"), "ZOO") == []


def test_placements_through_board_letters() -> None:
    g = new_game("english")
    set_rack(g, 0, "CATSXYZ")
    g.place(0, "8G CAT")
    rack = ["H", "E", "A", "R", "T", "S", "?"]
    found = placements_of_word(g.board, EN, rack, "CHEAT")
    assert found and all("C" not in f.notation.split()[1] for f in found
                         if f.notation.startswith("G8"))
    assert any(f.notation == "G8 .HEAT" for f in found)


@st.composite
def _rack_and_word(draw: st.DrawFn) -> tuple[list[str], str]:
    letters = st.sampled_from("ABCDEIOST")
    rack = draw(st.lists(st.sampled_from("ABCDEIOST?"), min_size=1, max_size=7))
    word = "".join(draw(st.lists(letters, min_size=2, max_size=7)))
    return rack, word


@settings(max_examples=200, deadline=None)
@given(_rack_and_word(), st.booleans())
def test_one_case_reading_is_rack_legal_or_refused(rw: tuple[list[str], str],
                                                   lower: bool) -> None:
    """Whatever the rack and the word: either the reading uses only tiles of the rack,
    real ones first (a blank only for a letter the rack lacks), or it is refused."""
    rack, word = rw
    g = new_game("english")
    typed = word.lower() if lower else word
    try:
        m = read_move(g.board, EN, rack, f"8H {typed}")
    except MoveError as e:
        assert e.code in ("not_on_rack_blanks", "not_on_rack", "off_board")
        assert (e.code == "not_on_rack") == (e.code != "off_board" and BLANK not in rack)
        need = Counter(word) - Counter(rack)
        assert sum(need.values()) > rack.count(BLANK)
        return
    v = validate_placement(g.board, EN, m.notation, rack)
    assert v.rack_after is not None
    used = Counter(v.placement.rack_letters)
    for letter, n in used.items():
        if letter != BLANK:
            assert n <= rack.count(letter)
    for letter in m.blanked:
        assert Counter(word)[letter] > rack.count(letter)
    assert used[BLANK] == len(m.blanked)


# ------------------------------------------------------- issue 24: input robustness
@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_typed_moves_in_any_unicode_read_or_are_refused(text: str) -> None:
    """Whatever a player types (digits of other kinds: ², ①, ⁸, 🄂, ⒏; any letters), the
    readers answer or raise ``MoveError``, never another exception."""
    g = new_game("english")
    for reader in (lambda: split_typed(text),
                   lambda: read_move(g.board, EN, list("ABCDEF?"), text),
                   lambda: read_move(g.board, EN, list("ABCDEF?"), f"{text} AB"),
                   lambda: read_move(g.board, EN, list("ABCDEF?"), f"8H {text}"),
                   lambda: word_letters(text, EN.tileset),
                   lambda: parse_coord(text, 15, 15)):
        with contextlib.suppress(MoveError):
            reader()


@pytest.mark.parametrize("digit", ["²", "①", "⁸", "🄂", "⒏"])
def test_a_digit_int_cannot_read_is_no_row(digit: str) -> None:
    with pytest.raises(MoveError) as e:
        split_typed(f"{digit} H AB")
    assert e.value.code == "bad_syntax"


def test_top_with_a_250_character_word_finds_no_rule_set() -> None:
    """A name too long for a file name is no rule set (it raised OSError)."""
    for name in ("a" * 260, "ж" * 250):
        assert find_ruleset(name) is None
        with pytest.raises(MoveError) as e:
            load_ruleset(name)
        assert e.value.code == "bad_option"


# ------------------------------------------ issue 24: capitalised words, where a blank goes
def test_a_word_with_only_its_first_letter_capital_reads_like_lowercase() -> None:
    """A phone's automatic capital (``Rigs``): real tiles first, as for ``rigs``; it spent
    three blanks, or was refused for the blanks the rack lacks."""
    g = new_game("english")
    assert read_move(g.board, EN, list("RIGSABC"), "8H Rigs").notation == "8H RIGS"
    m = read_move(g.board, EN, list("RIG?ABC"), "8h Rigs")
    assert m.notation == "8H RIGs" and m.blanked == ("S",)
    assert read_move(g.board, EN, list("RIGSABC"), "8H rIGS").notation == "8H rIGS"  # GCG


@pytest.mark.parametrize(("variant", "row", "typed", "best", "worse"), [
    # A real D where the cross word OD also counts it, the blank where nothing does.
    ("english", "6O8", "8g dad", "8G DAd", "8G dAD"),
    ("slovak", None, "G12 dade", "G12 DadE", "G12 daDE"),
])
def test_the_blank_goes_where_it_scores_most(variant: str, row: str | None, typed: str,
                                             best: str, worse: str) -> None:
    """The rack lacks a letter the word has twice: the blank takes the square where the
    move scores most, cross words counted (Slovak ``G12 daDE`` scored less than
    ``G12 DadE``: the blank went to the first of two plain squares)."""
    rows = ["15"] * 15
    rack = "DA?XYZQ"
    if row is not None:
        rows[6] = row
    else:
        rows[11] = "5O9"
        rack = "DE??XYZ"
    g = position(variant, "/".join(rows) + f" {rack}/ABCDEFG 0/0 0")
    m = read_move(g.board, g.rules, g.seats[g.turn].rack, typed)
    assert m.notation == best
    assert g.preview(g.turn, best)[2].total > g.preview(g.turn, worse)[2].total


# ------------------------------------------------ issue 24: /play WORD with a blank swap
def test_play_word_offers_the_erudit_home_blank_swap() -> None:
    """Seed 004's own example: ЩУКА through ТАТУ's У needs a Щ the rack lacks; its Ф goes
    back in place of ФЕТР's blank (E8), which becomes the Щ: offered with the swap, and
    playable as offered (16 points, as the seed says).  Placements the rack makes alone
    take no swap."""
    g = new_game("erudit-home")
    set_rack(g, 0, "?ЕТР")
    g.place(0, "8E фЕТР")
    g.close_window()
    set_rack(g, 1, "АТУ")
    g.place(1, "G8 ТАТУ")
    g.close_window()
    set_rack(g, 0, "ФКАОООО")
    rack = g.seats[0].rack
    found = placements_of_word(g.board, g.rules, rack, "ЩУКА")
    seed = next(f for f in found if f.notation == "11F щ.КА")
    assert seed.swaps == ((7, 4),) and seed.swap_names == ["E8"] and seed.score == 16
    assert seed.words == ("ЩУКА",)
    assert all(f.swaps == ((7, 4),) for f in found)  # no Щ without it
    assert g.preview(0, seed.notation, seed.swap_names)[2].total == 16
    assert not any(f.swaps for f in placements_of_word(g.board, g.rules, rack, "ФОКА"))
    other = new_game("erudit")  # no blank swap in the rule set: nothing to offer
    assert placements_of_word(other.board, other.rules, rack, "ЩУКА") == []


_VOCABULARY = ["CAT", "AT", "TA", "ACT", "TACT", "TEA", "EAT", "ATE", "ETA", "CATE", "SEAT",
               "EATS", "TEAS", "SAT", "AS", "ES", "ST"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("ACESTX?"), min_size=2, max_size=7),
       st.sampled_from(_VOCABULARY))
def test_every_placement_the_word_list_accepts_is_offered(rack: list[str], word: str) -> None:
    """docs/rules.md's claim (issue 24): ``/play WORD`` offers exactly the places of the
    word whose every word the list accepts, each at the best score of its blanks: the
    same places as the reference generator finds for that word, at its best score."""
    lex = WordSet(_VOCABULARY)
    g = new_game("english", lexicon=lex)
    set_rack(g, 0, "CATSEEE")
    g.place(0, "8G CAT")
    g.close_window()
    set_rack(g, 1, "EASOOOO")
    g.place(1, "I8 .EAS")
    g.close_window()
    found = [f for f in placements_of_word(g.board, EN, rack, word)
             if not g.invalid_words(f.words)]
    ours = {frozenset(f.squares): f.score for f in found}
    reference: dict[frozenset[tuple[int, int]], int] = {}
    for key, (score, _) in brute_moves(g.board, EN, lex, [word], rack).items():
        squares = frozenset((r, c) for r, c, _, _ in key)
        reference[squares] = max(score, reference.get(squares, score))
    assert ours == reference
