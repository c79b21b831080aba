"""Reading a move as a person types it on a phone, and finding where a word fits.

GCG notation is exact but unforgiving: a lower-case letter is a blank, the coordinate is
one token, and a Latin O in a Bulgarian word is a different letter from the Cyrillic О it
looks like.  People type in one case, with spaces, on whichever keyboard is up.  This
module turns such input into exact notation for ``Game.place`` (which stays literal, so
records and replays keep the GCG meaning):

* **case**: a word typed all in one case (or with only its first letter a capital, as a
  phone writes it) takes real tiles from the rack first and a blank for each letter the
  rack lacks, where the move then scores most (``read_move``); other mixed case keeps the
  GCG meaning;
* **look-alikes**: Latin letters that look like Cyrillic ones are read as the tile set's
  letters, and the reverse (``fold_lookalikes``); a letter of another script that has no
  twin is refused naming its script (``foreign_letter``);
* **coordinates** may be written with a space (``8 H``, ``H 8``).

``placements_of_word`` finds every placement of exactly one word with a rack (taking a
blank back off the board where the rules allow it and the rack needs it): geometry and
rack only, never the word list; each placement names the words it forms, so that the
caller offers only those the game's word list accepts (``Game.invalid_words``), or says
that the players judge them.
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, combinations, product

from engine.board import Board, Tile
from engine.errors import MoveError
from engine.notation import Coord, format_coord, parse_coord, square_name
from engine.placement import (
    Placement,
    Word,
    base_letter,
    check_geometry,
    parse_placement,
    words_formed,
    written_word_continues,
)
from engine.rules import RuleSet
from engine.scoring import score_placement
from engine.tiles import BLANK, TileSet

# Letters that look alike on Latin and Cyrillic keyboards (capitals, and the lower-case
# ones whose shapes match too).
_LATIN = "ABCEHKMOPTXYacekopxy"
_CYRILLIC = "АВСЕНКМОРТХУасекорху"
_TO_CYRILLIC = dict(zip(_LATIN, _CYRILLIC, strict=True))
_TO_LATIN = dict(zip(_CYRILLIC, _LATIN, strict=True))


def lookalikes(tileset: TileSet) -> dict[str, str]:
    """The look-alike letters ``fold_lookalikes`` reads as the tile set's own (a Latin
    ``P`` typed on a Russian board is its ``Р``): every letter the tile set lacks whose
    twin of the tile set's script is a letter of the game, case kept.  The one table: the
    web board's page maps the keys typed on it by it too."""
    script = tileset.script
    table = _TO_CYRILLIC if script == "cyrillic" else _TO_LATIN if script == "latin" else {}
    return {ch: twin for ch, twin in table.items()
            if not tileset.is_letter(ch.upper()) and tileset.is_letter(twin.upper())}


# The marked letters a keyboard types (Latin-1, Latin Extended-A, Romanian's comma-below
# Ș Ț, Cyrillic), capitals: those the game plays as their base letter (``base_letter``).
_MARKED = [chr(c) for c in chain(range(0xC0, 0x180), range(0x218, 0x21C), range(0x400, 0x460))
           if chr(c).isupper()]


def typed_letters(tileset: TileSet) -> dict[str, str]:
    """Every key the web board's page reads as another letter of the game: the look-alikes
    (``lookalikes``) and the marked capitals the game plays as their base letter, as a
    typed move's are (Romanian Ș as S; Slovak's Ö is none: Ó and Ô are letters of its
    own).  The page looks a key up as typed, then in capitals."""
    table = lookalikes(tileset)
    for ch in _MARKED:
        if ch not in table and not tileset.is_letter(ch):
            with contextlib.suppress(MoveError):  # (no base letter: the page says so)
                table[ch] = base_letter(tileset, ch)
    return table


def fold_lookalikes(word: str, tileset: TileSet) -> str:
    """``word`` with every letter the tile set lacks replaced by its look-alike of the tile
    set's script, when that one is a letter of the game (case kept)."""
    table = lookalikes(tileset)
    return "".join(table.get(ch, ch) for ch in word)


def split_typed(text: str) -> tuple[str, str]:
    """``"8H WORD"``, ``"8 H WORD"``, ``"H 8 WORD"`` -> (coordinate, word)."""
    parts = text.split()
    if len(parts) == 3 and (
            (_digits(parts[0]) and len(parts[1]) == 1 and parts[1].isalpha())
            or (_digits(parts[1]) and len(parts[0]) == 1 and parts[0].isalpha())):
        return parts[0] + parts[1], parts[2]
    if len(parts) != 2:
        raise MoveError("bad_syntax")
    return parts[0], parts[1]


def _digits(text: str) -> bool:
    """ASCII digits only: ``isdigit`` also takes "²" and "①", which no row number is."""
    return text.isascii() and text.isdigit()


def one_case(word: str) -> bool:
    """Whether the letters a player typed are all of one case (no ``?`` blank marks): the
    rack then decides which tiles are blanks.  Only the first letter a capital (``Rigs``:
    a phone's automatic capital) counts as one case too."""
    if "?" in word:
        return False
    letters = [ch for ch in word if ch.isalpha()]
    if all(ch.isupper() for ch in letters) or all(ch.islower() for ch in letters):
        return True
    return letters[0].isupper() and all(ch.islower() for ch in letters[1:])


@dataclass(frozen=True, slots=True)
class TypedMove:
    notation: str  # exact notation for ``Game.place``
    blanked: tuple[str, ...]  # letters that went to blanks because the rack lacks them


def read_move(board: Board, rules: RuleSet, rack: Sequence[str], text: str,
              swaps: Sequence[tuple[int, int]] = ()) -> TypedMove:
    """A typed move as exact notation.  ``rack`` is the player's; ``swaps`` the board
    squares whose blank the move takes back (erudit-home: each gives the rack a blank for
    the real letter).  Raises ``MoveError`` for what cannot be read, and for a word typed
    in one case that the rack cannot make even with its blanks."""
    tileset = rules.tileset
    coord_text, word = split_typed(text)
    coord = parse_coord(coord_text, board.width, board.height)
    word = fold_lookalikes(unicodedata.normalize("NFC", word), tileset)
    canon = format_coord(coord.row, coord.col, coord.across)
    if not one_case(word):
        return TypedMove(f"{canon} {word}", ())
    have = Counter(rack)
    for r, c in swaps:
        t = board.get(r, c)
        if t is not None and t.blank and have[t.letter] > 0:
            have[t.letter] -= 1
            have[BLANK] += 1
    placement = parse_placement(board, tileset, f"{canon} {word.upper()}")
    blanks = _blank_squares(board, rules, placement, have)
    if blanks is None:
        need = Counter(t.letter for _, _, t in placement.tiles)
        short = need - Counter({k: v for k, v in have.items() if k != BLANK})
        letters = ", ".join(sorted(short))
        if not have[BLANK]:  # no blank to count: "your 0 blanks", "jokerii (0)" said nothing
            raise MoveError("not_on_rack", letters=letters)
        raise MoveError("not_on_rack_blanks", letters=letters, blanks=have[BLANK])
    new = {(r, c): t.letter for r, c, t in placement.tiles}
    dr, dc = (0, 1) if coord.across else (1, 0)
    out = []
    for i in range(placement.length):
        sq = (coord.row + dr * i, coord.col + dc * i)
        if sq in new:
            out.append(new[sq].lower() if sq in blanks else new[sq])
        else:
            out.append(".")
    blanked = tuple(sorted(new[sq] for sq in blanks))
    return TypedMove(f"{canon} {''.join(out)}", blanked)


def _blank_squares(board: Board, rules: RuleSet, placement: Placement,
                   have: Counter[str], words: list[Word] | None = None,
                   ) -> set[tuple[int, int]] | None:
    """Which new tiles of ``placement`` (all written as real tiles) must be blanks: for
    every letter, as many as the rack lacks, on the squares where the move then scores
    most (a real tile is worth most on a letter premium, and in a cross word it scores
    twice); of equal scores, the squares with the smallest letter premium.  None when the
    blanks do not suffice.  ``words``: the words the placement forms, when known."""
    layout = board.layout
    by_letter: dict[str, list[tuple[int, int]]] = {}
    for r, c, t in placement.tiles:
        by_letter.setdefault(t.letter, []).append((r, c))
    choices: list[list[tuple[tuple[int, int], ...]]] = []
    for letter, squares in by_letter.items():
        lacking = len(squares) - have.get(letter, 0)
        if lacking > 0:
            squares = sorted(squares, key=lambda s: layout.square(*s).letter_multiplier)
            choices.append(list(combinations(squares, lacking)))
    if sum(len(c[0]) for c in choices) > have.get(BLANK, 0):
        return None
    options = [set(chain.from_iterable(pick)) for pick in product(*choices)]
    if len(options) == 1:
        return options[0]
    if words is None:
        try:
            words = words_formed(board, placement)
        except MoveError:  # the move is refused anyway, whichever tile is the blank
            return options[0]
    best, best_score = options[0], -1
    for option in options:
        tiles = tuple((r, c, Tile(t.letter, True) if (r, c) in option else t)
                      for r, c, t in placement.tiles)
        trial = Placement(placement.coord, tiles, placement.swaps, placement.length)
        score = score_placement(rules, board, trial, words).total
        if score > best_score:
            best, best_score = option, score
    return best


# ------------------------------------------------------------ a word without coordinates
@dataclass(frozen=True, slots=True)
class Found:
    """One placement of the word: exact notation, its score and where it lies, the words
    it forms, and the board squares whose blank it takes back (erudit-home)."""

    notation: str
    score: int
    row: int
    col: int
    across: bool
    squares: tuple[tuple[int, int], ...]  # the new tiles' squares
    words: tuple[str, ...] = ()  # every word formed, the main word first
    swaps: tuple[tuple[int, int], ...] = ()

    @property
    def coord(self) -> str:
        return format_coord(self.row, self.col, self.across)

    @property
    def swap_names(self) -> list[str]:
        """The swapped squares as ``Game.place`` takes them (``E8``)."""
        return [square_name(r, c) for r, c in self.swaps]


def word_letters(text: str, tileset: TileSet) -> str:
    """The word a player typed, as the tile set's capital letters (look-alikes folded);
    ``MoveError`` naming a letter the game does not have."""
    word = fold_lookalikes(unicodedata.normalize("NFC", text.strip()), tileset).upper()
    if not word or not word.isalpha():
        raise MoveError("bad_syntax")
    # A letter with no tile of its own is played as its base letter's, as a placement's
    # is (Romanian Ș as S): /play 8H PUȘCĂ was played, /play PUȘCĂ refused (new35b #1).
    return "".join(ch if tileset.is_letter(ch) else base_letter(tileset, ch) for ch in word)


def placements_of_word(board: Board, rules: RuleSet, rack: Sequence[str], word: str, *,
                       bag_empty: bool = False) -> list[Found]:
    """Every placement of exactly ``word`` (capitals of the tile set) that the geometry
    and ``rack`` allow, letters on the board taking part, best score first.  Where the
    rules let a player take a blank back off the board for its real letter (erudit-home),
    a placement the rack cannot make alone may take the blanks it needs so, the fewest
    swaps first.  The word list is never consulted: each placement lists the words it
    forms, for the caller to judge (or to leave to the players)."""
    n = len(word)
    if n < rules.min_word_len or (rules.max_word_len and n > rules.max_word_len):
        return []
    have = Counter(rack)
    board_blanks = [(r, c, t.letter) for r, c, t in board.tiles() if t.blank]
    swappable = [(r, c) for r, c, letter in board_blanks if have[letter]] if (
        rules.blank_swap) else []
    on_board = Counter(t.letter for _, _, t in board.tiles())
    h, w = board.height, board.width
    best: dict[tuple[int, int, bool], Found] = {}
    for k in range(len(swappable) + 1):
        for swaps in combinations(swappable, k):
            swapped = Counter(have)
            view = board
            if swaps:
                view = board.copy()
                for r, c in swaps:
                    tile = view.get(r, c)
                    assert tile is not None
                    swapped[tile.letter] -= 1
                    swapped[BLANK] += 1
                    view.replace(r, c, Tile(tile.letter))
                if min(swapped.values()) < 0:
                    continue  # one real letter cannot go back to two blanks
            # What neither the rack nor its blanks give must come from the board.
            short = Counter(word) - swapped
            if sum(short.values()) > swapped[BLANK] + sum((short & on_board).values()):
                continue
            for r0, c0, across in _positions(h, w, n):
                if (r0, c0, across) in best:
                    continue  # a placement with fewer swaps was found
                f = _try(view, rules, word, r0, c0, across, swapped, len(rack), bag_empty,
                         swaps)
                if f is not None:
                    best[(r0, c0, across)] = f
    found = list(best.values())
    found.sort(key=lambda f: (-f.score, len(f.swaps), not f.across, f.row, f.col))
    return found


def _positions(h: int, w: int, n: int) -> Iterator[tuple[int, int, bool]]:
    """Every start square and direction where a word of ``n`` letters stays on the board."""
    for across in (True, False):
        for r0 in range(h - (0 if across else n - 1)):
            for c0 in range(w - (n - 1 if across else 0)):
                yield r0, c0, across


def _try(board: Board, rules: RuleSet, word: str, r0: int, c0: int, across: bool,
         have: Counter[str], rack_len: int, bag_empty: bool,
         swaps: tuple[tuple[int, int], ...]) -> Found | None:
    dr, dc = (0, 1) if across else (1, 0)
    n = len(word)
    if board.get(r0 - dr, c0 - dc) is not None or board.get(r0 + dr * n, c0 + dc * n) is not None:
        return None
    tiles: list[tuple[int, int, Tile]] = []
    for i, ch in enumerate(word):
        r, c = r0 + dr * i, c0 + dc * i
        t = board.get(r, c)
        if t is None:
            tiles.append((r, c, Tile(ch)))
        elif t.letter != ch:
            return None
    if not tiles or len(tiles) > rack_len:
        return None
    # The geometry and the words first: which tiles are blanks changes neither.
    placement = Placement(Coord(r0, c0, across), tuple(tiles), swaps, n)
    try:
        check_geometry(board, placement)
        formed = words_formed(board, placement)
    except MoveError:
        return None
    if not formed or written_word_continues(board, placement, n) is not None:
        return None
    if any(len(x.text) < rules.min_word_len
           or (rules.max_word_len and len(x.text) > rules.max_word_len) for x in formed):
        return None
    blanks = _blank_squares(board, rules, placement, have, formed)
    if blanks is None or len(blanks) < len(swaps):
        return None  # a blank taken back must be played in the same move
    tiles = [(r, c, Tile(t.letter, True) if (r, c) in blanks else t) for r, c, t in tiles]
    placement = Placement(Coord(r0, c0, across), tuple(tiles), swaps, n)
    ends_game = bag_empty and len(tiles) == rack_len
    score = score_placement(rules, board, placement, formed,
                            bingo_allowed=not (rules.bingo_only_if_game_continues and ends_game))
    new = {(r, c): t for r, c, t in tiles}
    text = "".join(str(new[(r0 + dr * i, c0 + dc * i)]) if (r0 + dr * i, c0 + dc * i) in new
                   else "." for i in range(n))
    return Found(f"{format_coord(r0, c0, across)} {text}", score.total, r0, c0, across,
                 tuple((r, c) for r, c, _ in tiles), tuple(x.text for x in formed), swaps)


__all__ = [
    "Found",
    "TypedMove",
    "fold_lookalikes",
    "lookalikes",
    "one_case",
    "placements_of_word",
    "read_move",
    "split_typed",
    "typed_letters",
    "word_letters",
]
