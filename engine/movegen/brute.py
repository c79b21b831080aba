"""The reference generator: slow, simple, and built only from the engine's own rules.

For every word of the word list, every square and both directions, it lays the word on
the board, takes the missing letters from the rack in every possible way (a real tile or
a blank for each), and keeps what ``engine.placement`` accepts (geometry, words formed,
word continues) and the lexicon knows, scored by ``engine.scoring.score_placement``.  It
shares no code with the fast generator: the two are compared in tests and benchmarks.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence

from engine.board import Board, Tile
from engine.errors import MoveError
from engine.lexicon import Lexicon
from engine.notation import Coord
from engine.placement import Placement, check_geometry, placement_notation, words_formed
from engine.rules import RuleSet
from engine.scoring import score_placement
from engine.tiles import BLANK

MoveKey = tuple[tuple[int, int, str, bool], ...]


def brute_moves(
    board: Board,
    rules: RuleSet,
    lexicon: Lexicon,
    words: Iterable[str],
    rack: Sequence[str],
    *,
    bag_empty: bool = False,
) -> dict[MoveKey, tuple[int, str]]:
    """Every legal placement: new tiles (sorted) -> (score, notation)."""
    h, w = board.height, board.width
    have = Counter(rack)
    blanks = have.get(BLANK, 0)
    out: dict[MoveKey, tuple[int, str]] = {}
    # Words that could possibly use the rack: letters not on the rack need blanks or the board.
    board_letters = Counter(t.letter for _, _, t in board.tiles())
    # A first sieve in C: words whose letters all come from the rack or the board, but
    # for as many letters as there are blanks.
    avail = "".join(sorted(set(have) - {BLANK} | set(board_letters)))
    cls = f"[{re.escape(avail)}]*" if avail else ""
    pattern = re.compile("^" + cls + (".?" + cls) * blanks + "$", re.MULTILINE)
    text = "\n".join(w for w in words if "\n" not in w)
    for word in pattern.findall(text):
        if not word:
            continue
        n = len(word)
        if n < rules.min_word_len or (rules.max_word_len and n > rules.max_word_len):
            continue
        short = Counter(word) - have
        if sum((short - board_letters).values()) > blanks:
            continue
        for across in (True, False):
            dr, dc = (0, 1) if across else (1, 0)
            for r0 in range(h - (0 if across else n - 1)):
                for c0 in range(w - (n - 1 if across else 0)):
                    _try(board, rules, lexicon, word, r0, c0, across, dr, dc, have, bag_empty,
                         len(rack), out)
    return out


def _try(board: Board, rules: RuleSet, lexicon: Lexicon, word: str, r0: int, c0: int,
         across: bool, dr: int, dc: int, have: Counter[str], bag_empty: bool, rack_len: int,
         out: dict[MoveKey, tuple[int, str]]) -> None:
    n = len(word)
    if board.get(r0 - dr, c0 - dc) is not None:
        return
    if board.get(r0 + dr * n, c0 + dc * n) is not None:
        return
    empties: list[tuple[int, int, str]] = []
    for i, ch in enumerate(word):
        r, c = r0 + dr * i, c0 + dc * i
        t = board.get(r, c)
        if t is None:
            empties.append((r, c, ch))
        elif t.letter != ch:
            return
    if not empties or len(empties) > rack_len:
        return
    options: list[list[bool]] = []  # per empty square: blank or not
    for _, _, ch in empties:
        opts = []
        if have.get(ch, 0):
            opts.append(False)
        if have.get(BLANK, 0):
            opts.append(True)
        if not opts:
            return
        options.append(opts)
    for choice in itertools.product(*options):
        need = Counter(BLANK if b else ch for (_, _, ch), b in zip(empties, choice, strict=True))
        if need - have:
            continue
        tiles = tuple((r, c, Tile(ch, b)) for (r, c, ch), b in zip(empties, choice, strict=True))
        placement = Placement(Coord(r0, c0, across), tiles)
        try:
            check_geometry(board, placement)
            formed = words_formed(board, placement)
        except MoveError:
            continue
        if not formed:
            continue
        if any(x.text not in lexicon or len(x.text) < rules.min_word_len
               or (rules.max_word_len and len(x.text) > rules.max_word_len) for x in formed):
            continue
        ends_game = bag_empty and len(tiles) == rack_len
        score = score_placement(
            rules, board, placement, formed,
            bingo_allowed=not (rules.bingo_only_if_game_continues and ends_game),
        )
        key = tuple(sorted((r, c, t.letter, t.blank) for r, c, t in tiles))
        out[key] = (score.total, placement_notation(placement, board))


def geometric_placements(board: Board, tiles: Sequence[Tile], count: int,
                         ) -> Iterator[Placement]:
    """Every placement of the first ``count`` of ``tiles`` that the geometry allows (start
    square, one unbroken line, touching the board, forming a word), whatever the words:
    legal moves under an accept-all lexicon, for tests and benchmarks."""
    h, w = board.height, board.width
    for r in range(h):
        for c in range(w):
            if board.get(r, c) is not None:
                continue
            for across in (True, False):
                dr, dc = (0, 1) if across else (1, 0)
                squares: list[tuple[int, int]] = []
                rr, cc = r, c
                while len(squares) < count and 0 <= rr < h and 0 <= cc < w:
                    if board.get(rr, cc) is None:
                        squares.append((rr, cc))
                    rr, cc = rr + dr, cc + dc
                if len(squares) < count:
                    continue
                placement = Placement(Coord(r, c, across), tuple(
                    (sr, sc, t) for (sr, sc), t in zip(squares, tiles, strict=False)))
                try:
                    check_geometry(board, placement)
                    if not words_formed(board, placement):
                        continue
                except MoveError:
                    continue
                yield placement
