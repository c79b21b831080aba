"""Placing tiles: from notation to new tiles, the geometry rules, and the words formed.

Validation is layered (Macondo's order): geometry here, then the words formed, then the
lexicon (``engine.game``).  Every check raises ``MoveError`` and changes nothing."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.board import Board, Tile
from engine.errors import MoveError
from engine.notation import Coord, format_coord, parse_coord, parse_word, split_move, square_name
from engine.tiles import BLANK, TileSet

Square_ = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Placement:
    """A placing move: the written word's start and direction, the new tiles it puts down
    (in order along the line) and, in erudit-home, the blanks it swaps off the board."""

    coord: Coord
    tiles: tuple[tuple[int, int, Tile], ...]
    swaps: tuple[Square_, ...] = ()
    length: int = 0  # squares the written word covers (0: not from notation)

    @property
    def rack_letters(self) -> list[str]:
        """What the tiles take from a rack (``?`` for a blank)."""
        return [t.rack_letter for _, _, t in self.tiles]


@dataclass(frozen=True, slots=True)
class Word:
    text: str  # upper-case letters
    squares: tuple[Square_, ...]
    across: bool

    @property
    def start(self) -> Square_:
        return self.squares[0]


def parse_placement(board: Board, tileset: TileSet, text: str) -> Placement:
    """``"8H WORD"`` against the board: which squares get which new tiles."""
    coord_text, word_text = split_move(text)
    coord = parse_coord(coord_text, board.width, board.height)
    letters = parse_word(word_text)
    dr, dc = (0, 1) if coord.across else (1, 0)
    end_r = coord.row + dr * (len(letters) - 1)
    end_c = coord.col + dc * (len(letters) - 1)
    if not board.layout.in_bounds(end_r, end_c):
        raise MoveError("off_board")
    tiles: list[tuple[int, int, Tile]] = []
    for i, pos in enumerate(letters):
        r, c = coord.row + dr * i, coord.col + dc * i
        on_board = board.get(r, c)
        if on_board is not None:
            if pos.letter is not None and pos.letter != on_board.letter:
                raise MoveError(
                    "letter_mismatch",
                    square=square_name(r, c),
                    board_letter=on_board.letter,
                    letter=pos.letter,
                )
            continue
        if pos.letter is None or pos.through:
            raise MoveError("empty_through", square=square_name(r, c))
        letter = pos.letter
        if not tileset.is_letter(letter):
            letter = base_letter(tileset, letter)
        tiles.append((r, c, Tile(letter, pos.blank)))
    return Placement(coord, tuple(tiles), (), len(letters))


def base_letter(tileset: TileSet, letter: str) -> str:
    """A letter with no tile of its own played as the tile of its base letter (Ё as Е in
    Russian, Ă Â as A, Î as I, Ș as S, Ț as T in Romanian); MoveError("bad_letter") when
    there is none."""
    base = unicodedata.normalize("NFD", letter)[0]
    # Only where the tile set tells no letters apart by their marks on that base (Slovak
    # has Ó and Ô, so Ö is not O there).
    if base != letter and tileset.is_letter(base) and not any(
        ch != base and unicodedata.normalize("NFD", ch)[0] == base for ch in tileset.letters
    ):
        return base
    raise tileset.foreign_letter(letter)


class _View:
    """The board with a move's new tiles laid on it, without copying the board."""

    __slots__ = ("board", "new")

    def __init__(self, board: Board, new: dict[Square_, Tile]) -> None:
        self.board = board
        self.new = new

    def at(self, r: int, c: int) -> Tile | None:
        t = self.new.get((r, c))
        return t if t is not None else self.board.get(r, c)


def _run(view: _View, r: int, c: int, across: bool) -> tuple[Square_, ...]:
    """The maximal line of occupied squares through (r, c)."""
    dr, dc = (0, 1) if across else (1, 0)
    while view.at(r - dr, c - dc) is not None:
        r, c = r - dr, c - dc
    squares: list[Square_] = []
    while view.at(r, c) is not None:
        squares.append((r, c))
        r, c = r + dr, c + dc
    return tuple(squares)


def _word(view: _View, squares: tuple[Square_, ...], across: bool) -> Word:
    text = "".join(view.at(r, c).letter for r, c in squares)  # type: ignore[union-attr]
    return Word(text, squares, across)


def words_formed(board: Board, placement: Placement) -> list[Word]:
    """Every word of two or more letters the move forms: the main word first, then the
    cross words in order along the line.  Raises on the geometry errors that only the
    whole line reveals (gaps, a word that continues past what was written)."""
    if not placement.tiles:
        raise MoveError("no_new_tiles")
    new = {(r, c): t for r, c, t in placement.tiles}
    view = _View(board, new)
    rows = {r for r, _, _ in placement.tiles}
    cols = {c for _, c, _ in placement.tiles}
    if len(placement.tiles) == 1:
        across = placement.coord.across
    elif len(rows) == 1:
        across = True
    elif len(cols) == 1:
        across = False
    else:  # notation always yields one line; a hand-made placement may not
        raise MoveError("bad_syntax")
    r0, c0, _ = placement.tiles[0]
    main = _run(view, r0, c0, across)
    main_set = set(main)
    if any((r, c) not in main_set for r, c, _ in placement.tiles):
        raise MoveError("gap")  # an empty square between the new tiles
    words: list[Word] = []
    if len(main) >= 2:
        words.append(_word(view, main, across))
    for r, c, _ in placement.tiles:
        cross = _run(view, r, c, not across)
        if len(cross) >= 2:
            words.append(_word(view, cross, not across))
    return words


def written_word_continues(board: Board, placement: Placement, written_len: int) -> str | None:
    """The whole word when tiles on the board extend the word past what was written."""
    coord = placement.coord
    dr, dc = (0, 1) if coord.across else (1, 0)
    before = board.get(coord.row - dr, coord.col - dc) is not None
    er, ec = coord.row + dr * written_len, coord.col + dc * written_len
    after = board.get(er, ec) is not None
    if not (before or after) or not placement.tiles:
        return None
    new = {(r, c): t for r, c, t in placement.tiles}
    view = _View(board, new)
    squares = _run(view, coord.row, coord.col, coord.across)
    return _word(view, squares, coord.across).text


def check_geometry(board: Board, placement: Placement, *, min_first_tiles: int = 2) -> None:
    """Start square on the first move, contact afterwards."""
    layout = board.layout
    if not placement.tiles:
        raise MoveError("no_new_tiles")
    if board.is_empty():
        start = layout.start
        if all((r, c) != start for r, c, _ in placement.tiles):
            raise MoveError("start_not_covered", square=square_name(*start))
        if len(placement.tiles) < min_first_tiles:
            raise MoveError("first_move_too_short")
        return
    # A blank swap does not connect a move: its new tiles must touch the board like any.
    for r, c, _ in placement.tiles:
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if board.get(nr, nc) is not None:
                return
    raise MoveError("not_connected")


def check_rack(rack: list[str], needed: list[str]) -> None:
    have = Counter(rack)
    want = Counter(needed)
    missing = want - have
    if missing:
        letters = "".join(sorted(missing.elements()))
        raise MoveError("not_on_rack", letters=letters.replace(BLANK, "?"))


def placement_notation(placement: Placement, board: Board) -> str:
    """The move in GCG notation, letters already on the board written as ``.``; the whole
    word from its first to its last letter along the line."""
    new = {(r, c): t for r, c, t in placement.tiles}
    view = _View(board, new)
    r, c = placement.tiles[0][0], placement.tiles[0][1]
    across = placement.coord.across
    squares = _run(view, r, c, across)
    if len(squares) < 2 and len(placement.tiles) == 1:
        cross = _run(view, r, c, not across)
        if len(cross) >= 2:
            squares, across = cross, not across
    text = "".join(str(new[s]) if s in new else "." for s in squares)
    sr, sc = squares[0]
    out = f"{format_coord(sr, sc, across)} {text}"
    for sr, sc in placement.swaps:
        out += f" ~{square_name(sr, sc)}"
    return out


def laid_squares(notation: str, width: int, height: int
                 ) -> tuple[tuple[Square_, ...], tuple[Square_, ...]]:
    """A recorded move (``placement_notation``) read back: the squares it laid new tiles
    on, and the squares whose blank it swapped for the real letter (erudit-home)."""
    parts = notation.split()
    coord = parse_coord(parts[0], width, height)
    dr, dc = (0, 1) if coord.across else (1, 0)
    new = tuple((coord.row + dr * i, coord.col + dc * i)
                for i, ch in enumerate(parts[1]) if ch != ".")
    swapped = []
    for part in parts[2:]:
        if part.startswith("~"):
            c = parse_coord(part[1:], width, height)
            swapped.append((c.row, c.col))
    return new, tuple(swapped)


def laid_notation(board: Board, tiles: Sequence[tuple[int, int, Tile]]) -> str:
    """The move that lays ``tiles`` where a player put them by hand (a web board's taps),
    in notation; a blank written ``?e`` (a blank standing for E), so that a reader of
    typed moves takes it as it is and does not choose the blanks itself.  ``swaps``:
    erudit-home's board blanks the move takes back (``~E8``).  Raises the ``MoveError``
    of such a placement: no tiles, off the board, on a square taken, not in one line or
    with a gap (the rest is the game's to judge)."""
    if not tiles:
        raise MoveError("no_new_tiles")
    seen: set[Square_] = set()
    for r, c, _ in tiles:
        if not board.layout.in_bounds(r, c):
            raise MoveError("off_board")
        if board.get(r, c) is not None or (r, c) in seen:
            raise MoveError("square_taken", square=square_name(r, c))
        seen.add((r, c))
    rows = {r for r, _, _ in tiles}
    cols = {c for _, c, _ in tiles}
    if len(rows) > 1 and len(cols) > 1:
        raise MoveError("gap")
    across = len(rows) == 1
    ordered = tuple(sorted(tiles, key=lambda t: (t[0], t[1])))
    placement = Placement(Coord(ordered[0][0], ordered[0][1], across), ordered)
    words_formed(board, placement)  # a gap between the new tiles
    coord, word = placement_notation(placement, board).split()
    return coord + " " + "".join(f"?{ch.upper()}" if ch.islower() else ch for ch in word)
