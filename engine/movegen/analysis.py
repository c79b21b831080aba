"""Board analysis for the generator: every row and column as flat per-square arrays.

For each line (rows for moves across, columns for moves down) and each square it holds:
the tile already there (as a letter code), what that tile adds to a word along the line,
the premiums a new tile would get, the cross-check set (a bit mask of the letter codes
that make a valid word across the line, or 0 when none does) with the cross word's fixed
part of the score, and the squares from which a word may start.  It depends on the board,
the rule set and the lexicon only, so one analysis serves every rack (hints, the computer
player, the "no one can move" check of all racks).

Scoring follows ``engine.scoring`` exactly: letter premiums then word premiums of newly
covered squares (every covered square with ``premiums = "every_time"``), the start square's
``start_premium``, 4S squares (×4 for a word along the arrow that begins or ends there),
blanks worth 0 or their letter's value.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Board, Tile
from engine.layout import Layout, Square
from engine.movegen.tables import NO_CODE, ROOT, WalkTables
from engine.rules import RuleSet

_QUADS = (Square.QUAD_ACROSS, Square.QUAD_DOWN)


def letter_mult(sq: Square) -> int:
    return sq.letter_multiplier if sq not in _QUADS and sq is not Square.START else 1


def word_mult(sq: Square, start_premium: int) -> int:
    """The square's word factor for any word through it, 4S aside."""
    if sq is Square.START:
        return start_premium
    if sq in _QUADS:
        return 1
    return sq.word_multiplier


def is_quad(sq: Square, across: bool) -> bool:
    return (sq is Square.QUAD_ACROSS and across) or (sq is Square.QUAD_DOWN and not across)


@dataclass(eq=False)
class Line:
    """One row (across) or column (down), squares in reading order."""

    across: bool
    squares: list[tuple[int, int]]
    fx: list[int]  # letter code of the tile already there; 0 for an empty square
    fval: list[int]  # points that tile adds to a word along the line
    fwm: list[int]  # the word factor it adds (premiums every time), else 1
    lm: list[int]  # letter factor for a new tile
    wm: list[int]  # word factor for a new tile (4S aside)
    q4: list[int]  # 4 when a word along the line beginning or ending here is ×4, else 1
    xm: list[int]  # cross-check mask of letter codes
    xb: list[int]  # fixed points of the cross word; -1: no cross word
    xw: list[int]  # word factor of the cross word
    starts: list[tuple[int, int, int]]  # (start, first anchor at/after it, empties to fill)


@dataclass(eq=False)
class BoardAnalysis:
    rules: RuleSet
    tables: WalkTables
    board: Board
    lines: list[Line]
    empty: bool
    values: list[int]  # tile value by letter code (index 0 and NO_CODE: 0)
    all_mask: int


def analyze(board: Board, rules: RuleSet, tables: WalkTables) -> BoardAnalysis:
    layout: Layout = board.layout
    h, w = layout.height, layout.width
    n_codes = len(tables.letters)
    all_mask = (1 << (n_codes + 1)) - 2
    values = [0] * (NO_CODE + 1)
    for i, ch in enumerate(tables.letters):
        values[i + 1] = rules.tileset.value(ch)
    grid: list[list[Tile | None]] = [[board.get(r, c) for c in range(w)] for r in range(h)]
    codes: list[list[int]] = [
        [0 if t is None else tables.code(t.letter) for t in row] for row in grid
    ]
    empty = all(t is None for row in grid for t in row)
    start = layout.start
    anchors = [[False] * w for _ in range(h)]
    for r in range(h):
        for c in range(w):
            if grid[r][c] is not None:
                continue
            if empty:
                anchors[r][c] = (r, c) == start
            else:
                anchors[r][c] = any(
                    0 <= rr < h and 0 <= cc < w and grid[rr][cc] is not None
                    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                )
    every = rules.premiums == "every_time"
    sp = rules.start_premium
    min_len = rules.min_word_len
    max_len = rules.max_word_len
    lines: list[Line] = []
    for across in (True, False):
        count, length = (h, w) if across else (w, h)
        for k in range(count):
            squares = [(k, i) if across else (i, k) for i in range(length)]
            fx: list[int] = []
            fval: list[int] = []
            fwm: list[int] = []
            lm: list[int] = []
            wm: list[int] = []
            q4: list[int] = []
            xm: list[int] = []
            xb: list[int] = []
            xw: list[int] = []
            for r, c in squares:
                sq = layout.square(r, c)
                t = grid[r][c]
                quad = is_quad(sq, across)
                if t is not None:
                    fx.append(codes[r][c])
                    v = rules.tile_value(t.letter, t.blank)
                    fval.append(v * letter_mult(sq) if every else v)
                    fwm.append(word_mult(sq, sp) if every else 1)
                    lm.append(1)
                    wm.append(1)
                    q4.append(4 if quad and every else 1)
                    xm.append(0)
                    xb.append(-1)
                    xw.append(1)
                    continue
                fx.append(0)
                fval.append(0)
                fwm.append(1)
                lm.append(letter_mult(sq))
                wm.append(word_mult(sq, sp))
                q4.append(4 if quad else 1)
                mask, fixed, factor = _cross(
                    grid, codes, layout, rules, tables, r, c, not across, all_mask,
                    min_len, max_len,
                )
                xm.append(mask)
                xb.append(fixed)
                xw.append(factor)
            starts: list[tuple[int, int, int]] = []
            for s in range(length):
                if s > 0 and fx[s - 1]:
                    continue
                fa = s
                need = 0
                while fa < length:
                    if not fx[fa]:
                        need += 1
                        r, c = squares[fa]
                        if anchors[r][c]:
                            break
                    fa += 1
                if fa < length:
                    starts.append((s, fa, need))
            lines.append(Line(across, squares, fx, fval, fwm, lm, wm, q4, xm, xb, xw, starts))
    return BoardAnalysis(rules, tables, board, lines, empty, values, all_mask)


def _cross(
    grid: list[list[Tile | None]],
    codes: list[list[int]],
    layout: Layout,
    rules: RuleSet,
    tables: WalkTables,
    r: int,
    c: int,
    across: bool,  # direction of the cross word
    all_mask: int,
    min_len: int,
    max_len: int,
) -> tuple[int, int, int]:
    """(mask, fixed points, word factor) of the cross word through the empty (r, c)."""
    dr, dc = (0, 1) if across else (1, 0)
    h, w = layout.height, layout.width
    before: list[tuple[int, int]] = []
    rr, cc = r - dr, c - dc
    while 0 <= rr < h and 0 <= cc < w and grid[rr][cc] is not None:
        before.append((rr, cc))
        rr, cc = rr - dr, cc - dc
    before.reverse()
    after: list[tuple[int, int]] = []
    rr, cc = r + dr, c + dc
    while 0 <= rr < h and 0 <= cc < w and grid[rr][cc] is not None:
        after.append((rr, cc))
        rr, cc = rr + dr, cc + dc
    if not before and not after:
        return all_mask, -1, 1
    every = rules.premiums == "every_time"
    sp = rules.start_premium
    squares = [*before, (r, c), *after]
    last = len(squares) - 1
    fixed = 0
    factor = 1
    for i, (sr, sc) in enumerate(squares):
        sq = layout.square(sr, sc)
        new = (sr, sc) == (r, c)
        if not new:
            t = grid[sr][sc]
            assert t is not None
            v = rules.tile_value(t.letter, t.blank)
            fixed += v * letter_mult(sq) if every else v
        if new or every:
            factor *= word_mult(sq, sp)
            if is_quad(sq, across) and (i == 0 or i == last):
                factor *= 4
    n = len(squares)
    if n < min_len or (max_len and n > max_len):
        return 0, fixed, factor
    base, labels, flags = tables.base, tables.labels, tables.flags
    node = ROOT
    for sr, sc in before:
        code = codes[sr][sc]
        nxt = base[node] ^ code
        if labels[nxt] != code:
            return 0, fixed, factor
        node = nxt
    tail = [codes[sr][sc] for sr, sc in after]
    mask = 0
    for code, nxt in tables.children(node):
        for t_code in tail:
            u = base[nxt] ^ t_code
            if labels[u] != t_code:
                break
            nxt = u
        else:
            if flags[nxt]:
                mask |= 1 << code
    return mask, fixed, factor
