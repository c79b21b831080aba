"""Move notation as in GCG records: ``8H WORD`` across from row 8, column H; ``H8 WORD``
down.  In the word, a lower-case letter (or ``?x``) is a blank standing for x, and letters
already on the board are written as themselves, as ``.``, or inside ``( )``."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from engine.board import Board
from engine.errors import MoveError

COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# Cyrillic letters that look like Latin column letters: a player on a Cyrillic keyboard
# typing "8Н" means column H.
_LOOKALIKES = str.maketrans("АВСЕНКМОРТХавсенкмортх", "ABCEHKMOPTXabcehkmoptx")

_COORD = re.compile(r"^(?:(\d{1,2})([A-Za-z])|([A-Za-z])(\d{1,2}))$")


@dataclass(frozen=True, slots=True)
class Coord:
    row: int  # 0-based
    col: int  # 0-based
    across: bool

    def __str__(self) -> str:
        return format_coord(self.row, self.col, self.across)


def format_coord(row: int, col: int, across: bool) -> str:
    return f"{row + 1}{COLUMNS[col]}" if across else f"{COLUMNS[col]}{row + 1}"


def square_name(row: int, col: int) -> str:
    """A square on its own, written the across way: H8 is row 8, column H."""
    return f"{COLUMNS[col]}{row + 1}"


def parse_coord(text: str, width: int, height: int) -> Coord:
    raw = text.strip().translate(_LOOKALIKES)
    m = _COORD.match(raw)
    if not m:
        raise MoveError("bad_coordinate", coord=text.strip())
    if m.group(1):
        row, col, across = int(m.group(1)) - 1, COLUMNS.index(m.group(2).upper()), True
    else:
        row, col, across = int(m.group(4)) - 1, COLUMNS.index(m.group(3).upper()), False
    if not (0 <= row < height and 0 <= col < width):
        raise MoveError("coord_off_board", coord=text.strip(), last_col=COLUMNS[width - 1],
                        rows=height)
    return Coord(row, col, across)


@dataclass(frozen=True, slots=True)
class Letter:
    """One position of a written word: a letter (None: whatever is on the board there)."""

    letter: str | None
    blank: bool = False
    through: bool = False  # written as already on the board: ``.`` or inside ``( )``


def parse_word(text: str) -> tuple[Letter, ...]:
    """Split a written word into positions.  Letters are returned upper case."""
    word = unicodedata.normalize("NFC", text.strip())
    out: list[Letter] = []
    inside = False
    i = 0
    while i < len(word):
        ch = word[i]
        i += 1
        if ch == "(":
            if inside:
                raise MoveError("bad_syntax")
            inside = True
        elif ch == ")":
            if not inside:
                raise MoveError("bad_syntax")
            inside = False
        elif ch == ".":
            out.append(Letter(None, through=True))
        elif ch == "?":
            if inside or i >= len(word) or not word[i].isalpha():
                raise MoveError("bad_syntax")
            out.append(Letter(word[i].upper(), blank=True))
            i += 1
        elif ch.isalpha():
            if inside:
                out.append(Letter(ch.upper(), through=True))
            else:
                out.append(Letter(ch.upper(), blank=ch.islower()))
        else:
            raise MoveError("bad_syntax")
    if inside or not out:
        raise MoveError("bad_syntax")
    return tuple(out)


def on_board(board: Board, notation: str) -> str:
    """``notation`` with the letters ``board`` holds where the record has dots, in
    parentheses, as people read and type a move (``8G O..`` -> ``8G O(AT)``); as it is
    when a dot's square is empty or the coordinate cannot be read.  Anything after the
    word (a blank swap's ``~E8``) is kept as it is."""
    parts = notation.split()
    if len(parts) < 2 or "." not in parts[1]:
        return notation
    try:
        c = parse_coord(parts[0], board.width, board.height)
    except MoveError:
        return notation
    r, col = c.row, c.col
    out: list[str] = []
    inside = False
    for ch in parts[1]:
        if ch == ".":
            tile = board.get(r, col) if board.layout.in_bounds(r, col) else None
            if tile is None:
                return notation
            if not inside:
                out.append("(")
                inside = True
            out.append(str(tile))
        else:
            if inside:
                out.append(")")
                inside = False
            out.append(ch)
        r, col = (r, col + 1) if c.across else (r + 1, col)
    if inside:
        out.append(")")
    return " ".join([parts[0], "".join(out), *parts[2:]])


def split_move(text: str) -> tuple[str, str]:
    """``"8H WORD"`` -> (``"8H"``, ``"WORD"``)."""
    parts = text.split()
    if len(parts) != 2:
        raise MoveError("bad_syntax")
    return parts[0], parts[1]
