"""The MAGPIE harness's own parts (bench/magpie.py, bench/magpie_data.py): reading
MAGPIE's move lines, recorded here from its output, and the data it is given.  MAGPIE
itself is never needed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from magpie import (
    MagpieMove,
    magpie_position,
    parse_endgame_move,
    parse_move,
    parse_peg_move,
    parse_sim_move,
)
from magpie_data import layout_lines, letter_rows

from engine.rules import load_ruleset


@pytest.mark.parametrize(("line", "move"), [
    ("1:  10D JAM GIIT 34 27.12 ", MagpieMove("place", "10D JAM", "GIIT", 34, 27.12)),
    ("12:  M3 GAM(b)IT IJ    18 15.81 ", MagpieMove("place", "M3 GAM.IT", "IJ", 18, 15.81)),
    ("10:  1K JAGI(R)  IMT   14 16.60 ", MagpieMove("place", "1K JAGI.", "IMT", 14, 16.6)),
    ("3:    8D bEAUTIFUL   ?E  80 91.50", MagpieMove("place", "8D bEAUTIFUL", "?E", 80, 91.5)),
    ("7:    8H QI             0  -3.25", MagpieMove("place", "8H QI", "", 0, -3.25)),
    ("420:  (exch AM)      GIIJT   0  -12.20   ",
     MagpieMove("exchange", "AM", "GIIJT", 0, -12.2)),
    ("421:  pass           AGIIJMT 0  -1000.00 ",
     MagpieMove("pass", "", "AGIIJMT", 0, -1000.0)),
])
def test_move_lines(line: str, move: MagpieMove) -> None:
    assert parse_move(line) == move


@pytest.mark.parametrize("line", ["", "Showing 15 of 421 plays",
                                  "(error 1) unrecognized command or argument 'nop'"])
def test_other_lines_are_not_moves(line: str) -> None:
    assert parse_move(line) is None


def test_position_drops_our_operations() -> None:
    cgp = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0 lex english; rules english;"
    assert magpie_position(cgp) == "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0"


def test_data_is_our_english_rules() -> None:
    rules = load_ruleset("english")
    rows = letter_rows(rules)
    assert rows[0] == "?,?,2,0,0"
    assert "Q,q,1,10,0" in rows and "E,e,12,1,1" in rows
    assert sum(int(r.split(",")[2]) for r in rows) == 100
    layout = layout_lines(rules)
    assert layout[0] == "7,7"
    assert layout[1] == "=  '   =   '  ="  # MAGPIE's triple word, double letter
    # The start square doubles the first word in English: MAGPIE gets a double word there.
    assert layout[8][7] == "-" and len(layout) == 16


# MAGPIE's (183bebc4) output with -hr false: sim's table, peg's ranking and the endgame
# solver's result row.  The SEEiNGS, 11B, pass-72, -100, N4 and header lines were recorded;
# the others are written in the same format (src/str/sim_string.c, endgame_string.c).
@pytest.mark.parametrize(("line", "move"), [
    ("1:  8G SEEiNGS  68 - 68.25 0.3202 69.26 0.8682 67.30 1255 38.64 23.68 23.98  40.28 "
     "22.39 21.04 ", MagpieMove("place", "8G SEEiNGS", "", 68, 68.25)),
    ("1:  M3 GAM(b)IT IJ 18 - 51.02 1.0100 15.11 0.9000 15.81 300 30.00 10.00 ",
     MagpieMove("place", "M3 GAM.IT", "IJ", 18, 51.02)),
    ("1:  (exch AM) GIIJT 0 - 45.50 1.2000 -2.00 1.0000 -12.20 200 30.00 10.00 ",
     MagpieMove("exchange", "AM", "GIIJT", 0, 45.5)),
])
def test_sim_lines(line: str, move: MagpieMove) -> None:
    assert parse_sim_move(line) == move


def test_sim_table_other_lines() -> None:
    assert parse_sim_move("2:  8D GENuSES  68 - 67.92 0.3419 68.10 0.9264 66.60 1179 ") is None
    assert parse_sim_move("Iters:     2447") is None


def test_peg_lines() -> None:
    assert parse_peg_move("   2  11B (A)E       72     0     0  100.0  +159.7  ") == (
        "11B (A)E", 100.0, 159.7)
    assert parse_peg_move("   1  pass           72     0     0  100.0  +163.9  ") == (
        "pass", 100.0, 163.9)
    # A solve that finished no candidate in its time ranks them all at -100: no move.
    assert parse_peg_move("   1  pass            0     0     0  -100.0    +0.0  ") is None
    assert parse_peg_move("0      greedy    50/717  100.0%     0.3s  ") is None
    assert parse_peg_move("rank  move         wins  ties  loss   win%  spread  ") is None


def test_endgame_lines() -> None:
    assert parse_endgame_move("N4 (D)OJO 28  3 -171 5M T(O)Y 9 (CDDI +16) ") == MagpieMove(
        "place", "N4 .OJO", "", 28, 0.0)
    assert parse_endgame_move("pass  -5 -20 8H QI 11 (AB +8)") == MagpieMove(
        "pass", "", "", 0, 0.0)
    assert parse_endgame_move("Play          V S    Turn 2") is None
