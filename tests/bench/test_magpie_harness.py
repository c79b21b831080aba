"""The MAGPIE harness's own parts (bench/magpie.py, bench/magpie_data.py): reading
MAGPIE's move lines, recorded here from its output, and the data it is given.  MAGPIE
itself is never needed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from magpie import MagpieMove, magpie_position, parse_move
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
