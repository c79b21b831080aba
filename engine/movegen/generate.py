# ruff: noqa: B023, B007 - the walk ``ext`` deliberately reads the current line and start square
"""The move generator: every legal placement of a rack, with its exact score.

Appel–Jacobson over a DAWG, in the "fixed start" form: for every line and every square a
word may begin on (the square before it empty or off the board, an anchor within reach
of the rack), one depth-first walk runs along the line and the lexicon together, through
the tiles already there and, on empty squares, with every rack letter (or blank) that
both continues a word in the lexicon and passes the square's cross-check mask.  Squares
before the first anchor are empty squares with no neighbour (so no cross-check); a move
is kept when the walk stands on a word, has covered the anchor and the next square is
empty.  Each move has one start square and one direction, so none is found twice; a
single tile that forms words both ways is kept across only (as ``placement_notation``
writes it).

Letters are small integer codes; the rack is a count per distinct tile; the score is
carried along the walk (main word letter sum and word factor, cross words' total) so a
move's score is known the moment it is found.  Nothing is allocated per move unless the
sink keeps it: the sink gets (line, start, end, tiles placed, leave key, score) and the
line's letter buffers.

Not generated: the erudit-home blank swap (replacing a board blank with the real letter
as part of a move).  Every other rule set's placements are complete.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.board import Board, Tile
from engine.movegen.analysis import BoardAnalysis, Line
from engine.notation import Coord, format_coord
from engine.placement import Placement
from engine.tiles import BLANK

# emit(line, start, end, tiles placed, leave key, score, letters, blank flags)
Emit = Callable[[Line, int, int, int, int, int, list[int], list[bool]], None]


@dataclass(frozen=True, slots=True)
class Move:
    """A placement found by the generator."""

    row: int  # first square of the main word
    col: int
    across: bool
    tiles: tuple[tuple[int, int, str, bool], ...]  # (row, col, letter, blank) new tiles
    notation: str  # ``8H WO.D``: what ``Game.place`` takes
    score: int
    leave: str  # the rack letters left, sorted (``?`` for a blank)

    @property
    def key(self) -> tuple[tuple[int, int, str, bool], ...]:
        """What identifies the move on the board: its new tiles, sorted."""
        return tuple(sorted(self.tiles))

    @property
    def used(self) -> str:
        return "".join(BLANK if b else ch for _, _, ch, b in self.tiles)

    def placement(self) -> Placement:
        return Placement(
            Coord(self.row, self.col, self.across),
            tuple((r, c, Tile(ch, b)) for r, c, ch, b in self.tiles),
        )


class RackCoding:
    """A rack as counts of its distinct tiles, with a mixed-radix key per sub-multiset."""

    def __init__(self, analysis: BoardAnalysis, rack: Sequence[str]) -> None:
        tables = analysis.tables
        letters = sorted({t for t in rack if t != BLANK})
        self.letters = letters
        self.codes = [tables.code(ch) for ch in letters]
        self.counts = [sum(1 for t in rack if t == ch) for ch in letters]
        self.blanks = sum(1 for t in rack if t == BLANK)
        self.values = [analysis.rules.tileset.value(ch) for ch in letters]
        weights: list[int] = []
        wgt = 1
        for n in self.counts:
            weights.append(wgt)
            wgt *= n + 1
        self.weights = weights
        self.blank_weight = wgt
        self.n_keys = wgt * (self.blanks + 1)
        self.size = len(rack)

    def leave_of(self, key: int) -> str:
        """The rack letters left after playing the tiles whose key is ``key``."""
        out: list[str] = []
        for ch, n, wgt in zip(self.letters, self.counts, self.weights, strict=True):
            used = (key // wgt) % (n + 1)
            out.extend(ch * (n - used))
        used_blanks = key // self.blank_weight
        out.extend(BLANK * (self.blanks - used_blanks))
        return "".join(sorted(out))

    def all_leaves(self) -> list[str]:
        return [self.leave_of(k) for k in range(self.n_keys)]


def generate(
    analysis: BoardAnalysis,
    rack: Sequence[str],
    emit: Emit,
    *,
    bag_empty: bool = False,
) -> RackCoding:
    """Call ``emit`` once for every legal placement of ``rack``; returns the rack coding
    (to turn leave keys into leaves)."""
    rules = analysis.rules
    tables = analysis.tables
    rk = RackCoding(analysis, rack)
    ntot = len(rack)
    if ntot == 0:
        return rk
    base = tables.base
    labels = tables.labels
    flags = tables.flags
    child = tables.child
    sibling = tables.sibling
    values = analysis.values
    blank_letter = rules.blank_value == "letter"
    min_len = rules.min_word_len
    rack_size = rules.rack_size
    bingo_kind = rules.bingo
    if bag_empty and rules.bingo_only_if_game_continues:
        bingo_kind = "none"
    bingo_add = rules.bingo_amount if bingo_kind == "add" else 0
    bingo_mul = rules.bingo_amount if bingo_kind == "multiply" else 1
    bingo_on = bingo_kind != "none"
    cnt = list(rk.counts)
    rc = rk.codes
    rv = rk.values
    rw = rk.weights
    nl = len(cnt)
    letter_idx = range(nl)
    blanks = [rk.blanks]
    bw = rk.blank_weight

    for line in analysis.lines:
        fx = line.fx
        fval = line.fval
        fwm = line.fwm
        lm = line.lm
        wm = line.wm
        q4 = line.q4
        xm = line.xm
        xb = line.xb
        xw = line.xw
        length = len(fx)
        max_len = rules.max_word_len or length
        across = line.across
        placed = [0] * length
        pblank = [False] * length
        s = 0
        fa = 0

        def ext(i: int, node: int, msum: int, mwm: int, xsum: int, nt: int, key: int) -> None:
            while i < length:
                c = fx[i]
                if not c:
                    break
                node = base[node] ^ c
                if labels[node] != c:
                    return
                msum += fval[i]
                mwm *= fwm[i]
                i += 1
            if nt and i > fa and flags[node]:
                n = i - s
                if min_len <= n <= max_len:
                    ok = True
                    if nt == 1 and not across:
                        # a single tile with a word across is the across move
                        for p in range(s, i):
                            if not fx[p]:
                                ok = xb[p] < 0
                    if ok:
                        sc = msum * mwm * q4[s] * q4[i - 1] + xsum
                        if bingo_on and nt >= rack_size:
                            sc = sc * bingo_mul + bingo_add
                        emit(line, s, i - 1, nt, key, sc, placed, pblank)
            if i >= length or nt == ntot or i - s >= max_len:
                return
            m = xm[i]
            if not m:
                return
            b = base[node]
            lmi = lm[i]
            mw2 = mwm * wm[i]
            xbi = xb[i]
            xwi = xw[i]
            for j in letter_idx:
                if cnt[j]:
                    c = rc[j]
                    if (m >> c) & 1:
                        n2 = b ^ c
                        if labels[n2] == c:
                            cnt[j] -= 1
                            placed[i] = c
                            v = rv[j] * lmi
                            ext(i + 1, n2, msum + v, mw2,
                                xsum if xbi < 0 else xsum + (xbi + v) * xwi,
                                nt + 1, key + rw[j])
                            cnt[j] += 1
            if blanks[0]:
                code = child[node]
                if code == 0:
                    code = sibling[b] if flags[node] else 0
                if code:
                    blanks[0] -= 1
                    pblank[i] = True
                    while code:
                        n2 = b ^ code
                        if (m >> code) & 1:
                            placed[i] = code
                            v = values[code] * lmi if blank_letter else 0
                            ext(i + 1, n2, msum + v, mw2,
                                xsum if xbi < 0 else xsum + (xbi + v) * xwi,
                                nt + 1, key + bw)
                        code = sibling[n2]
                    pblank[i] = False
                    blanks[0] += 1

        for s, fa, need in line.starts:
            if need <= ntot:
                ext(s, 0, 0, 1, 0, 0, 0)
    return rk


def make_move(
    analysis: BoardAnalysis,
    rk: RackCoding,
    line: Line,
    s: int,
    e: int,
    key: int,
    score: int,
    placed: list[int],
    pblank: list[bool],
) -> Move:
    """The Move for what ``emit`` was given (the buffers are read now: call it at once)."""
    letters = analysis.tables.letters
    tiles: list[tuple[int, int, str, bool]] = []
    text: list[str] = []
    fx = line.fx
    squares = line.squares
    for p in range(s, e + 1):
        if fx[p]:
            text.append(".")
        else:
            ch = letters[placed[p] - 1]
            r, c = squares[p]
            tiles.append((r, c, ch, pblank[p]))
            text.append(ch.lower() if pblank[p] else ch)
    r0, c0 = squares[s]
    notation = f"{format_coord(r0, c0, line.across)} {''.join(text)}"
    return Move(r0, c0, line.across, tuple(tiles), notation, score, rk.leave_of(key))


def all_moves(
    analysis: BoardAnalysis, rack: Sequence[str], *, bag_empty: bool = False
) -> list[Move]:
    """Every legal placement of ``rack`` on the analysed board."""
    out: list[Move] = []
    holder: list[RackCoding] = []

    def emit(line: Line, s: int, e: int, nt: int, key: int, score: int,
             placed: list[int], pblank: list[bool]) -> None:
        out.append(make_move(analysis, holder[0], line, s, e, key, score, placed, pblank))

    holder.append(RackCoding(analysis, rack))
    generate(analysis, rack, emit, bag_empty=bag_empty)
    return out


class _Found(Exception):
    pass


def has_move(analysis: BoardAnalysis, rack: Sequence[str]) -> bool:
    """Whether ``rack`` has any legal placement (stops at the first one found)."""

    def emit(line: Line, s: int, e: int, nt: int, key: int, score: int,
             placed: list[int], pblank: list[bool]) -> None:
        raise _Found

    try:
        generate(analysis, rack, emit)
    except _Found:
        return True
    return False


def count_moves(analysis: BoardAnalysis, rack: Sequence[str], *, bag_empty: bool = False) -> int:
    """How many legal placements ``rack`` has (allocates nothing per move: benchmarks)."""
    n = [0]

    def emit(line: Line, s: int, e: int, nt: int, key: int, score: int,
             placed: list[int], pblank: list[bool]) -> None:
        n[0] += 1

    generate(analysis, rack, emit, bag_empty=bag_empty)
    return n[0]


def board_of(analysis: BoardAnalysis) -> Board:
    return analysis.board
