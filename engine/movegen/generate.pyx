# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
# cython: initializedcheck=False, infer_types=True
"""The move generator, compiled: every legal placement of a rack, with its exact score.

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

Everything the walk touches is C: the lexicon's walk tables are read in place through
pointers into the ``WalkTables`` buffers (no copy), the board analysis (``BoardAnalysis``:
per line and square the tile there, premiums, cross-check set and cross-word points) is
a C array built once per position, and a move found is handed to a sink that counts it,
stops at it, keeps it as a 28-byte record (``MoveList``) or keeps it only while it is
among the ``n`` best by equity (``best_by_equity``).  A Python ``Move`` is made only for
a move a caller looks at.  The walk runs without the GIL, so a search in a worker thread
leaves the bot's event loop free.  C memory comes from ``PyMem_Raw*`` so that tracemalloc
(the benchmark's memory figures) sees it.

``engine.movegen.analysis.analyze`` turns the engine's objects (board, rule set, tile
values) into the flat arrays ``BoardAnalysis`` takes; ``engine.movegen.brute`` is the
independent reference the tests compare this with.

Not generated: the erudit-home blank swap (replacing a board blank with the real letter
as part of a move).  Every other rule set's placements are complete.
"""

from collections.abc import Sequence as _Sequence
from weakref import WeakKeyDictionary

from cpython.unicode cimport PyUnicode_FromKindAndData, PyUnicode_4BYTE_KIND
from cpython.mem cimport PyMem_RawFree, PyMem_RawMalloc, PyMem_RawRealloc
from libc.math cimport INFINITY
from libc.stdlib cimport qsort
from libc.string cimport memcpy, memmove, memset

from engine.movegen.leaves import endgame_leave, load_leave_table
from engine.movegen.superleaves import SCALE
from engine.movegen.move import Move
from engine.notation import COLUMNS
from engine.tiles import BLANK

ctypedef unsigned long long u64

SOURCE_SHA1 = BUILT_FROM  # sha1 of this file when it was compiled (setup.py)

cdef enum:
    MAXL = 32  # longest line (board side)
    MAXRACK = 16  # most tiles on a rack (leave keys fit 16 bits)
    NO_CODE = 255  # a letter the lexicon does not know: never a label
    NOTE_MAX = 112  # longest notation: coordinate, space, a line of (lower-cased) letters

cdef enum SinkMode:
    SINK_COUNT
    SINK_FIRST
    SINK_LIST
    SINK_TOP
    SINK_SAMPLE

cdef enum:
    POLL_EVERY = 4096  # moves between two calls of a ``stop`` callable (bounded time)


cdef struct LineData:
    int across
    int index  # the row (across) or column (down)
    int length
    int n_starts
    unsigned char fx[MAXL]  # letter code of the tile already there; 0: empty
    int fval[MAXL]  # points that tile adds to a word along the line
    int fwm[MAXL]  # the word factor it adds (premiums every time), else 1
    int lm[MAXL]  # letter factor for a new tile
    int wm[MAXL]  # word factor for a new tile (4S aside)
    int q4[MAXL]  # 4 when a word along the line beginning or ending here is x4, else 1
    u64 xm_lo[MAXL]  # cross-check set: bit c for letter code c (codes 0..63)
    u64 xm_hi[MAXL]  # codes 64..127
    int xb[MAXL]  # fixed points of the cross word; -1: no cross word
    int xw[MAXL]  # word factor of the cross word
    int st_s[MAXL]  # word starts: square,
    int st_fa[MAXL]  # first anchor at or after it,
    int st_need[MAXL]  # empty squares up to and including that anchor


cdef struct Rec:  # a move, compactly
    int score
    unsigned short key  # the rack's sub-multiset played (``RackCoding``)
    unsigned short blanks  # bit k: the k-th tile placed is a blank
    unsigned char line
    unsigned char s  # first and last square of the main word along the line
    unsigned char e
    unsigned char nt  # tiles placed
    unsigned char tiles[MAXRACK]  # their letter codes, in line order


cdef struct TopRec:
    Rec rec
    double eq
    int nlen  # length of ``note``; -1: not made yet
    Py_UCS4 note[NOTE_MAX]


cdef struct Alpha:  # what notation needs: letters and columns as code points
    Py_UCS4 upper[256]
    Py_UCS4 lower[256][3]
    int lower_len[256]
    Py_UCS4 cols[MAXL]


cdef struct Gen:
    const unsigned int* base
    const unsigned char* labels
    const unsigned char* flags
    const unsigned char* child
    const unsigned char* sibling
    const int* values
    const LineData* lines
    int n_lines
    int word_max  # the rules' longest word; 0: the line's length
    const LineData* line
    int line_idx
    int s
    int fa
    int max_len
    int min_len
    int rack_size
    int ntot
    int bingo_on
    int bingo_add
    int bingo_mul
    int blank_letter
    int nl
    int cnt[MAXRACK]
    int rc[MAXRACK]
    int rv[MAXRACK]
    int rw[MAXRACK]
    int blanks
    int bw
    unsigned char placed[MAXL]
    unsigned char pblank[MAXL]
    # the sink
    int mode
    int stop
    int oom
    Py_ssize_t count
    Rec* recs
    Py_ssize_t cap
    const double* leave_val
    TopRec* top
    int top_n
    int top_cap  # the n asked for
    int top_alloc  # records allocated (grows up to top_cap)
    const Alpha* alpha
    void* stop_fn  # a Python callable polled every POLL_EVERY moves; true: stop (NULL: none)
    u64 rng  # xorshift64 state of the sample sink
    # the top sink's bound (``_run_bounded``): a walk goes on only while a move it may
    # still find could be kept
    int bounded
    double thr  # equity of the n-th best kept (-inf until n are kept)
    const double* suf  # of the current start: best equity possible placing >= nt tiles
    const double* sufnb  # the same without the bingo (``suf``: with it)
    const u64* reach  # per lexicon unit, the letters below it (``_Walk.reach``)
    double best_leave[MAXRACK + 1]  # best leave value of the keys playing nt tiles
    int rvs[MAXRACK]  # the rack's tile values, highest first (blanks as the best letter)
    int blank_cap  # what a blank may score at most (0, or the best letter's value)


cdef class _Letters:
    """What a ``BoardAnalysis`` reads from the lexicon's letters, the tile set and the
    value of each code: made once per lexicon and tile set (``_Walk.letters_of``), not
    once per position."""

    cdef int values[256]
    cdef Alpha alpha
    cdef list letter_strs  # letter of each code
    cdef dict code_of
    cdef dict face
    cdef int n_codes
    cdef tuple values_src  # the ``values`` it was made from

    def __init__(self, tables, tileset, values):
        cdef int i, k
        letters = tables.letters
        if len(letters) > 127:
            raise ValueError("at most 127 letters")
        self.n_codes = len(letters)
        self.values_src = tuple(values)
        memset(self.values, 0, sizeof(self.values))
        for i, v in enumerate(self.values_src):
            if i < 256:
                self.values[i] = v
        self.letter_strs = [""] + list(letters)
        self.code_of = {ch: i + 1 for i, ch in enumerate(letters)}
        self.face = dict(tileset.values)
        memset(&self.alpha, 0, sizeof(Alpha))
        for i, ch in enumerate(letters):
            self.alpha.upper[i + 1] = ord(ch)
            low = ch.lower()[:3]
            self.alpha.lower_len[i + 1] = len(low)
            for k, lc in enumerate(low):
                self.alpha.lower[i + 1][k] = ord(lc)
        for i in range(min(MAXL, len(COLUMNS))):
            self.alpha.cols[i] = ord(COLUMNS[i])


cdef class _Walk:
    """Pointers into a ``WalkTables``' buffers, with the buffers kept alive."""

    cdef const unsigned int* base
    cdef const unsigned char* labels
    cdef const unsigned char* flags
    cdef const unsigned char* child
    cdef const unsigned char* sibling
    cdef Py_ssize_t n_labels
    cdef object keep
    cdef u64* reach  # per unit: bit c for each letter code c < 64 on a path below it
    cdef dict letters  # tile set name -> its ``_Letters`` with these tables

    def __cinit__(self):
        self.reach = NULL
        self.letters = {}

    cdef _Letters letters_of(self, tables, rules, values):
        """The ``_Letters`` of these tables (``tables``) with ``rules``' tile set and
        ``values``, remade when the values differ from the last ones given for that tile
        set (``analyze`` gives the same tuple every time: no comparison then)."""
        cdef _Letters lt = self.letters.get(rules.tileset_name)
        if lt is None or (values is not lt.values_src and tuple(values) != lt.values_src):
            lt = _Letters(tables, rules.tileset, values)
            self.letters[rules.tileset_name] = lt
        return lt

    def __dealloc__(self):
        PyMem_RawFree(self.reach)

    cdef const u64* reach_masks(self) except NULL:
        """``reach``, made on first use (one pass over the lexicon's units)."""
        cdef unsigned char* done
        if self.reach == NULL:
            self.reach = <u64*>PyMem_RawMalloc(self.n_labels * sizeof(u64))
            done = <unsigned char*>PyMem_RawMalloc(self.n_labels)
            if self.reach == NULL or done == NULL:
                PyMem_RawFree(self.reach)
                PyMem_RawFree(done)
                self.reach = NULL
                raise MemoryError()
            memset(done, 0, self.n_labels)
            _reach_of(self, 0, done)
            PyMem_RawFree(done)
        return self.reach

    def __init__(self, tables):
        cdef const unsigned int[::1] b
        cdef const unsigned char[::1] la, fl, ch, si
        base, labels = tables.base, tables.labels
        flags, child, sibling = tables.flags, tables.child, tables.sibling
        # The compiled lexicons and ``build_tables`` give buffers (read in place); any other
        # sequence is copied once into one.
        try:
            b = base
        except (TypeError, ValueError):
            from array import array
            b = array("I", base)
        la = labels if isinstance(labels, (bytes, bytearray)) else bytes(labels)
        fl = flags if isinstance(flags, (bytes, bytearray)) else bytes(flags)
        ch = child if isinstance(child, (bytes, bytearray)) else bytes(child)
        si = sibling if isinstance(sibling, (bytes, bytearray)) else bytes(sibling)
        self.keep = (b, la, fl, ch, si)
        self.base = &b[0]
        self.labels = &la[0]
        self.flags = &fl[0]
        self.child = &ch[0]
        self.sibling = &si[0]
        self.n_labels = la.shape[0]


cdef u64 _reach_of(_Walk wk, unsigned int u, unsigned char* done) noexcept:
    """The letters on the paths below unit ``u`` (memoised in ``wk.reach``; the depth
    of the recursion is the longest word)."""
    cdef unsigned int b, v
    cdef int code
    cdef u64 m = 0
    if done[u]:
        return wk.reach[u]
    b = wk.base[u]
    code = wk.child[u]
    if code == 0:
        code = wk.sibling[b] if wk.flags[u] else 0
    while code:
        v = b ^ code
        m |= _reach_of(wk, v, done)
        if code < 64:
            m |= (<u64>1) << code
        code = wk.sibling[v]
    wk.reach[u] = m
    done[u] = 1
    return m


# One _Walk per tables object, gone with it (the buffers are read in place).
_WALKS = WeakKeyDictionary()


cdef _Walk _walk_of(tables):
    w = _WALKS.get(tables)
    if w is None:
        w = _Walk(tables)
        _WALKS[tables] = w
    return w


cdef inline int _has(u64 lo, u64 hi, int c) noexcept nogil:
    if c < 64:
        return <int>((lo >> c) & 1)
    if c < 128:
        return <int>((hi >> (c - 64)) & 1)
    return 0


cdef class BoardAnalysis:
    """A position analysed for the generator: every row and column as flat per-square
    arrays (see the module docstring).  It depends on the board, the rule set and the
    lexicon only, so one analysis serves every rack.  Made by
    ``engine.movegen.analysis.analyze``, or by ``after`` from the analysis of the
    position before a move (the simulation's play-outs: no board is read)."""

    cdef readonly object rules
    cdef readonly object tables
    cdef readonly object board  # None for an analysis made by ``after``
    cdef readonly bint empty
    cdef LineData* lines
    cdef int n_lines
    cdef _Walk walk
    cdef int values[256]
    cdef Alpha alpha
    cdef list letter_strs  # letter of each code
    cdef dict code_of  # code of each letter (``WalkTables.code``; NO_CODE when absent)
    cdef dict face  # the tile set's value of each letter (``TileSet.value``; 0 absent)
    cdef bint blank_zero  # a blank on the board scores 0 (``TileSet.tile_value``)
    cdef int n_codes
    cdef int min_len
    cdef int max_len
    cdef int rack_size
    cdef int blank_letter
    cdef int bingo_kind  # 0 none, 1 add, 2 multiply
    cdef int bingo_amount
    cdef int bingo_if_continues
    # the position itself, kept for ``after``: per square the letter code and the points
    # of the tile there, and the premiums (letter, word, 4S arrow) of ``analyze``
    cdef int h
    cdef int w
    cdef int start_r
    cdef int start_c
    cdef int every
    cdef bytes codes
    cdef object points
    cdef bytes premiums

    def __cinit__(self):
        self.lines = NULL

    def __dealloc__(self):
        PyMem_RawFree(self.lines)

    def __init__(self, rules, tables, board, const unsigned char[::1] codes,
                 const int[::1] points, const unsigned char[::1] premiums, values):
        cdef int h = board.height
        cdef int w = board.width
        cdef int n = h * w
        cdef int i, k
        if h > MAXL or w > min(MAXL, len(COLUMNS)):
            raise ValueError(f"boards up to {MAXL} rows and {len(COLUMNS)} columns")
        if codes.shape[0] != n or points.shape[0] != n or premiums.shape[0] != 3 * n:
            raise ValueError("one code, point value and three premiums per square")
        self.rules = rules
        self.tables = tables
        self.board = board
        self.walk = _walk_of(tables)
        cdef _Letters lt = self.walk.letters_of(tables, rules, values)
        self.n_codes = lt.n_codes
        memcpy(self.values, lt.values, sizeof(self.values))
        memcpy(&self.alpha, &lt.alpha, sizeof(Alpha))
        self.letter_strs = lt.letter_strs
        self.code_of = lt.code_of
        self.face = lt.face
        self.blank_zero = rules.blank_value == "zero"
        self.min_len = rules.min_word_len
        self.max_len = rules.max_word_len
        self.rack_size = rules.rack_size
        self.blank_letter = rules.blank_value == "letter"
        self.bingo_kind = {"none": 0, "add": 1, "multiply": 2}[rules.bingo]
        self.bingo_amount = rules.bingo_amount
        self.bingo_if_continues = rules.bingo_only_if_game_continues
        self.every = rules.premiums == "every_time"
        self.h = h
        self.w = w
        self.start_r, self.start_c = board.layout.start
        self.codes = bytes(codes)
        from array import array
        self.points = array("i", points)
        self.premiums = bytes(premiums)
        self._build(None, NULL)

    def after(self, move):
        """The analysis of this position with ``move`` (a ``Move`` of it) placed: the
        same as ``analyze`` of the board after the move, without reading a board."""
        cdef BoardAnalysis an = BoardAnalysis.__new__(BoardAnalysis)
        cdef int w = self.w
        an.rules = self.rules
        an.tables = self.tables
        an.board = None
        an.walk = self.walk
        memcpy(an.values, self.values, sizeof(self.values))
        memcpy(&an.alpha, &self.alpha, sizeof(Alpha))
        an.letter_strs = self.letter_strs
        an.code_of = self.code_of
        an.face = self.face
        an.blank_zero = self.blank_zero
        an.n_codes = self.n_codes
        an.min_len = self.min_len
        an.max_len = self.max_len
        an.rack_size = self.rack_size
        an.blank_letter = self.blank_letter
        an.bingo_kind = self.bingo_kind
        an.bingo_amount = self.bingo_amount
        an.bingo_if_continues = self.bingo_if_continues
        an.every = self.every
        an.h = self.h
        an.w = w
        an.start_r = self.start_r
        an.start_c = self.start_c
        an.premiums = self.premiums
        codes = bytearray(self.codes)
        points = self.points.__copy__()
        code_of, face = self.code_of, self.face
        placed = []
        for r, c, ch, blank in move.tiles:
            if not (0 <= r < self.h and 0 <= c < w) or codes[r * w + c]:
                raise ValueError(f"square {r},{c} is off the board or taken")
            codes[r * w + c] = code_of.get(ch, NO_CODE)
            points[r * w + c] = 0 if blank and self.blank_zero else face.get(ch, 0)
            placed.append((r, c))
        an.codes = bytes(codes)
        an.points = points
        # Only the lines near the move change: the row and column of each new tile and
        # their neighbours (anchors, cross words beside it), and the lines through the
        # empty squares at both ends of each run of tiles a new tile joined (their cross
        # word grew).  The others are copied (a first move changes every anchor).
        cdef unsigned char touched[2 * MAXL]
        cdef int h = self.h, r0, c0, a, b
        cdef const unsigned char* cd = an.codes
        memset(touched, 0, sizeof(touched))
        for r0, c0 in placed:
            for a in range(r0 - 1, r0 + 2):
                if 0 <= a < h:
                    touched[a] = 1
            for b in range(c0 - 1, c0 + 2):
                if 0 <= b < w:
                    touched[h + b] = 1
            a = r0
            while a >= 0 and cd[a * w + c0]:
                a -= 1
            b = r0
            while b < h and cd[b * w + c0]:
                b += 1
            if a >= 0:
                touched[a] = 1
            if b < h:
                touched[b] = 1
            a = c0
            while a >= 0 and cd[r0 * w + a]:
                a -= 1
            b = c0
            while b < w and cd[r0 * w + b]:
                b += 1
            if a >= 0:
                touched[h + a] = 1
            if b < w:
                touched[h + b] = 1
        an._build(None if self.empty else self, touched)
        return an

    cdef _build(self, BoardAnalysis parent, const unsigned char* touched):
        """The lines of the position in ``codes``, ``points`` and ``premiums``; with a
        ``parent`` (the position before a move), only the ``touched`` lines (rows, then
        columns) are made, the others copied from it."""
        cdef int h = self.h
        cdef int w = self.w
        cdef int n = h * w
        cdef int sr = self.start_r
        cdef int sc = self.start_c
        cdef int every = self.every
        cdef int i, r, c, k, sq, count, length, across, quad
        cdef LineData* L
        cdef const unsigned char* codes = self.codes
        cdef const int[::1] pts = self.points
        cdef const int* points = &pts[0]
        cdef const unsigned char* lmq = self.premiums
        cdef const unsigned char* wmq = lmq + n
        cdef const unsigned char* qq = lmq + 2 * n
        cdef unsigned char anchors[MAXL * MAXL]
        self.empty = True
        for i in range(n):
            if codes[i]:
                self.empty = False
                break
        for r in range(h):
            for c in range(w):
                sq = r * w + c
                if codes[sq]:
                    anchors[sq] = 0
                elif self.empty:
                    anchors[sq] = r == sr and c == sc
                else:
                    anchors[sq] = ((r > 0 and codes[sq - w]) or (r < h - 1 and codes[sq + w])
                                   or (c > 0 and codes[sq - 1])
                                   or (c < w - 1 and codes[sq + 1]))
        self.n_lines = h + w
        self.lines = <LineData*>PyMem_RawMalloc(self.n_lines * sizeof(LineData))
        if self.lines == NULL:
            raise MemoryError()
        if parent is not None:
            memcpy(self.lines, parent.lines, self.n_lines * sizeof(LineData))
        else:
            memset(self.lines, 0, self.n_lines * sizeof(LineData))
        cdef int idx = 0
        cdef int s, fa, need
        for across in (1, 0):
            count, length = (h, w) if across else (w, h)
            for k in range(count):
                L = &self.lines[idx]
                idx += 1
                if parent is not None and not touched[k if across else h + k]:
                    continue
                memset(L, 0, sizeof(LineData))
                L.across = across
                L.index = k
                L.length = length
                for i in range(length):
                    if across:
                        r, c = k, i
                    else:
                        r, c = i, k
                    sq = r * w + c
                    quad = qq[sq] == (1 if across else 2)
                    if codes[sq]:
                        L.fx[i] = codes[sq]
                        L.fval[i] = points[sq] * lmq[sq] if every else points[sq]
                        L.fwm[i] = wmq[sq] if every else 1
                        L.lm[i] = 1
                        L.wm[i] = 1
                        L.q4[i] = 4 if quad and every else 1
                        L.xb[i] = -1
                        L.xw[i] = 1
                    else:
                        L.fwm[i] = 1
                        L.lm[i] = lmq[sq]
                        L.wm[i] = wmq[sq]
                        L.q4[i] = 4 if quad else 1
                        self._cross(L, i, r, c, h, w, not across, every, codes, points,
                                    lmq, wmq, qq, self.n_codes)
                L.n_starts = 0
                for s in range(length):
                    if s > 0 and L.fx[s - 1]:
                        continue
                    fa = s
                    need = 0
                    while fa < length:
                        if not L.fx[fa]:
                            need += 1
                            sq = k * w + fa if across else fa * w + k
                            if anchors[sq]:
                                break
                        fa += 1
                    if fa < length:
                        L.st_s[L.n_starts] = s
                        L.st_fa[L.n_starts] = fa
                        L.st_need[L.n_starts] = need
                        L.n_starts += 1

    cdef void _cross(self, LineData* L, int i, int r, int c, int h, int w, int across,
                     int every, const unsigned char* codes, const int* points,
                     const unsigned char* lmq, const unsigned char* wmq,
                     const unsigned char* qq, int n_codes) noexcept:
        """The cross word through the empty (r, c), ``across`` its direction: its
        cross-check set, fixed points and word factor into ``L`` at ``i``."""
        cdef int dr = 0 if across else 1
        cdef int dc = 1 if across else 0
        cdef int r0 = r, c0 = c, r1 = r, c1 = c
        cdef int j, n, sq, new, code, fixed, factor, t
        cdef unsigned int node, nxt, u, b
        cdef const unsigned int* base = self.walk.base
        cdef const unsigned char* labels = self.walk.labels
        cdef const unsigned char* flags = self.walk.flags
        cdef u64 lo = 0, hi = 0
        while r0 - dr >= 0 and c0 - dc >= 0 and codes[(r0 - dr) * w + c0 - dc]:
            r0 -= dr
            c0 -= dc
        while r1 + dr < h and c1 + dc < w and codes[(r1 + dr) * w + c1 + dc]:
            r1 += dr
            c1 += dc
        n = (r1 - r0) + (c1 - c0) + 1
        if n == 1:
            for code in range(1, n_codes + 1):
                if code < 64:
                    lo |= (<u64>1) << code
                else:
                    hi |= (<u64>1) << (code - 64)
            L.xm_lo[i] = lo
            L.xm_hi[i] = hi
            L.xb[i] = -1
            L.xw[i] = 1
            return
        fixed = 0
        factor = 1
        for j in range(n):
            sq = (r0 + dr * j) * w + c0 + dc * j
            new = (r0 + dr * j == r) and (c0 + dc * j == c)
            if not new:
                fixed += points[sq] * lmq[sq] if every else points[sq]
            if new or every:
                factor *= wmq[sq]
                if qq[sq] == (1 if across else 2) and (j == 0 or j == n - 1):
                    factor *= 4
        L.xb[i] = fixed
        L.xw[i] = factor
        L.xm_lo[i] = 0
        L.xm_hi[i] = 0
        if n < self.min_len or (self.max_len and n > self.max_len):
            return
        node = 0
        j = 0
        while (r0 + dr * j != r) or (c0 + dc * j != c):
            code = codes[(r0 + dr * j) * w + c0 + dc * j]
            nxt = base[node] ^ code
            if labels[nxt] != code:
                return
            node = nxt
            j += 1
        b = base[node]
        code = self.walk.child[node]
        if code == 0:
            code = self.walk.sibling[b] if flags[node] else 0
        while code:
            u = b ^ code
            nxt = u
            t = j + 1
            while t < n:
                sq = (r0 + dr * t) * w + c0 + dc * t
                nxt = base[nxt] ^ codes[sq]
                if labels[nxt] != codes[sq]:
                    break
                t += 1
            if t == n and flags[nxt]:
                if code < 64:
                    lo |= (<u64>1) << code
                elif code < 128:
                    hi |= (<u64>1) << (code - 64)
            code = self.walk.sibling[u]
        L.xm_lo[i] = lo
        L.xm_hi[i] = hi

    def cross_check(self, int row, int col, bint across):
        """The letters that may go on the empty (row, col) in a move ``across`` (a move
        along the line: the cross word is the other way), or None when no word crosses
        there (any letter); for tests and debugging."""
        cdef LineData* L = &self.lines[row if across else self.h + col]
        cdef int i = col if across else row
        if L.fx[i] or L.xb[i] < 0:
            return None
        return "".join(ch for code, ch in enumerate(self.letter_strs)
                       if code and _has(L.xm_lo[i], L.xm_hi[i], code))


cdef class RackCoding:
    """A rack as counts of its distinct tiles, with a mixed-radix key per sub-multiset
    (the tiles a move plays): what leaves are looked up by."""

    cdef readonly list letters
    cdef readonly list codes
    cdef readonly list counts
    cdef readonly int blanks
    cdef readonly list values
    cdef readonly list weights
    cdef readonly int blank_weight
    cdef readonly int n_keys
    cdef readonly int size
    cdef list _leaves

    def __init__(self, BoardAnalysis analysis, rack):
        code_of, face = analysis.code_of, analysis.face
        rack = list(rack)
        letters = sorted({t for t in rack if t != BLANK})
        self.letters = letters
        self.codes = [code_of.get(ch, NO_CODE) for ch in letters]
        self.counts = [rack.count(ch) for ch in letters]
        self.blanks = rack.count(BLANK)
        self.values = [face.get(ch, 0) for ch in letters]
        weights = []
        wgt = 1
        for n in self.counts:
            weights.append(wgt)
            wgt *= n + 1
        self.weights = weights
        self.blank_weight = wgt
        self.n_keys = wgt * (self.blanks + 1)
        self.size = len(rack)
        if self.size > MAXRACK:
            raise ValueError(f"racks of at most {MAXRACK} tiles")
        self._leaves = [None] * self.n_keys

    def leave_of(self, int key):
        """The rack letters left after playing the tiles whose key is ``key``."""
        hit = self._leaves[key]
        if hit is not None:
            return hit
        out = []
        for ch, n, wgt in zip(self.letters, self.counts, self.weights):
            out.append(ch * (n - (key // wgt) % (n + 1)))
        out.append(BLANK * (self.blanks - key // self.blank_weight))
        leave = "".join(sorted("".join(out)))
        self._leaves[key] = leave
        return leave

    def all_leaves(self):
        return [self.leave_of(k) for k in range(self.n_keys)]


# ------------------------------------------------------------------ the walk
cdef int _note(const LineData* L, const Rec* r, const Alpha* a, Py_UCS4* out) noexcept nogil:
    """The move's notation (``8H WO.D``) as code points into ``out``; returns its length."""
    cdef int n = 0, p, k = 0, row, col, j, code
    if L.across:
        row = L.index
        col = r.s
    else:
        row = r.s
        col = L.index
    if not L.across:
        out[n] = a.cols[col]
        n += 1
    if row + 1 >= 10:
        out[n] = 48 + (row + 1) // 10
        n += 1
    out[n] = 48 + (row + 1) % 10
    n += 1
    if L.across:
        out[n] = a.cols[col]
        n += 1
    out[n] = 32
    n += 1
    for p in range(r.s, r.e + 1):
        if L.fx[p]:
            out[n] = 46
            n += 1
        else:
            code = r.tiles[k]
            if (r.blanks >> k) & 1:
                for j in range(a.lower_len[code]):
                    out[n] = a.lower[code][j]
                    n += 1
            else:
                out[n] = a.upper[code]
                n += 1
            k += 1
    return n


cdef inline void _fill(Gen* g, Rec* r, int e, int nt, int key, int sc) noexcept nogil:
    cdef const LineData* L = g.line
    cdef int p, k = 0
    cdef unsigned short bl = 0
    r.score = sc
    r.key = <unsigned short>key
    r.line = <unsigned char>g.line_idx
    r.s = <unsigned char>g.s
    r.e = <unsigned char>e
    r.nt = <unsigned char>nt
    for p in range(g.s, e + 1):
        if not L.fx[p]:
            r.tiles[k] = g.placed[p]
            if g.pblank[p]:
                bl |= <unsigned short>(1 << k)
            k += 1
    r.blanks = bl


cdef int _cmp_note(Gen* g, TopRec* a, TopRec* b) noexcept nogil:
    cdef int i, n
    if a.nlen < 0:
        a.nlen = _note(&g.lines[a.rec.line], &a.rec, g.alpha, a.note)
    if b.nlen < 0:
        b.nlen = _note(&g.lines[b.rec.line], &b.rec, g.alpha, b.note)
    n = a.nlen if a.nlen < b.nlen else b.nlen
    for i in range(n):
        if a.note[i] != b.note[i]:
            return -1 if a.note[i] < b.note[i] else 1
    return (a.nlen > b.nlen) - (a.nlen < b.nlen)


cdef inline int _better(Gen* g, TopRec* a, TopRec* b) noexcept nogil:
    """Whether ``a`` comes before ``b``: higher equity, then higher score, then notation."""
    if a.eq != b.eq:
        return a.eq > b.eq
    if a.rec.score != b.rec.score:
        return a.rec.score > b.rec.score
    return _cmp_note(g, a, b) < 0


cdef void _poll(Gen* g) noexcept nogil:
    """Ask the ``stop`` callable whether the time is up (the caller's clock: the engine
    has none); an error in it stops too."""
    with gil:
        try:
            if (<object>g.stop_fn)():
                g.stop = 1
        except BaseException:
            g.stop = 1


cdef inline u64 _next_rand(Gen* g) noexcept nogil:
    g.rng ^= g.rng << 13
    g.rng ^= g.rng >> 7
    g.rng ^= g.rng << 17
    return g.rng


cdef void _emit(Gen* g, int e, int nt, int key, int sc) noexcept nogil:
    cdef Rec* grown
    cdef TopRec* grown_top
    cdef TopRec cand
    cdef int k
    cdef double eq
    cdef u64 j
    if g.stop_fn != NULL and g.count % POLL_EVERY == POLL_EVERY - 1:
        _poll(g)
    if g.mode == SINK_COUNT:
        g.count += 1
    elif g.mode == SINK_FIRST:
        g.count += 1
        g.stop = 1
    elif g.mode == SINK_SAMPLE:
        # Reservoir sampling (algorithm R): every move has the same chance to be among
        # the ``cap`` kept, whatever the number of moves.
        if g.count < g.cap:
            _fill(g, &g.recs[g.count], e, nt, key, sc)
        else:
            j = _next_rand(g) % <u64>(g.count + 1)
            if j < <u64>g.cap:
                _fill(g, &g.recs[j], e, nt, key, sc)
        g.count += 1
    elif g.mode == SINK_LIST:
        if g.count == g.cap:
            grown = <Rec*>PyMem_RawRealloc(g.recs, 2 * g.cap * sizeof(Rec))
            if grown == NULL:
                g.oom = 1
                g.stop = 1
                return
            g.recs = grown
            g.cap *= 2
        _fill(g, &g.recs[g.count], e, nt, key, sc)
        g.count += 1
    else:
        g.count += 1
        eq = sc + g.leave_val[key]
        if g.top_n == g.top_cap:
            # the quick rejection every move but a few takes
            if eq < g.top[g.top_n - 1].eq:
                return
            if eq == g.top[g.top_n - 1].eq and sc < g.top[g.top_n - 1].rec.score:
                return
        _fill(g, &cand.rec, e, nt, key, sc)
        cand.eq = eq
        cand.nlen = -1
        if g.top_n == g.top_cap:
            if not _better(g, &cand, &g.top[g.top_n - 1]):
                return
            g.top_n -= 1
        elif g.top_n == g.top_alloc:
            k = g.top_alloc * 2 if g.top_alloc * 2 < g.top_cap else g.top_cap
            grown_top = <TopRec*>PyMem_RawRealloc(g.top, k * sizeof(TopRec))
            if grown_top == NULL:
                g.oom = 1
                g.stop = 1
                return
            g.top = grown_top
            g.top_alloc = k
        k = g.top_n
        while k > 0 and _better(g, &cand, &g.top[k - 1]):
            k -= 1
        if k < g.top_n:
            memmove(&g.top[k + 1], &g.top[k], (g.top_n - k) * sizeof(TopRec))
        memcpy(&g.top[k], &cand, sizeof(TopRec))
        g.top_n += 1
        if g.top_n == g.top_cap:
            g.thr = g.top[g.top_n - 1].eq


cdef void _ext(Gen* g, int i, unsigned int node, int msum, int mwm, int xsum, int nt,
               int key) noexcept nogil:
    cdef const LineData* L = g.line
    cdef int length = L.length
    cdef int c, n, p, ok, sc, j, v, lmi, mw2, xbi, xwi, code
    cdef unsigned int b, n2
    cdef u64 lo, hi
    while i < length:
        c = L.fx[i]
        if not c:
            break
        node = g.base[node] ^ c
        if g.labels[node] != c:
            return
        msum += L.fval[i]
        mwm *= L.fwm[i]
        i += 1
    if nt and i > g.fa and g.flags[node]:
        n = i - g.s
        if g.min_len <= n <= g.max_len:
            ok = 1
            if nt == 1 and not L.across:
                # a single tile with a word across is the across move
                for p in range(g.s, i):
                    if not L.fx[p]:
                        ok = L.xb[p] < 0
            if ok:
                sc = msum * mwm * L.q4[g.s] * L.q4[i - 1] + xsum
                if g.bingo_on and nt >= g.rack_size:
                    sc = sc * g.bingo_mul + g.bingo_add
                _emit(g, i - 1, nt, key, sc)
                if g.stop:
                    return
    if i >= length or nt == g.ntot or i - g.s >= g.max_len:
        return
    if g.bounded:
        if g.suf[nt + 1] < g.thr:
            return  # no longer move from here can be kept (``_start_bound``)
        if g.sufnb[nt + 1] < g.thr and not _bingo_below(g, node):
            return  # only a bingo could be kept, and none is below
    lo = L.xm_lo[i]
    hi = L.xm_hi[i]
    if not lo and not hi:
        return
    b = g.base[node]
    lmi = L.lm[i]
    mw2 = mwm * L.wm[i]
    xbi = L.xb[i]
    xwi = L.xw[i]
    for j in range(g.nl):
        if g.cnt[j]:
            c = g.rc[j]
            if _has(lo, hi, c):
                n2 = b ^ c
                if g.labels[n2] == c:
                    g.cnt[j] -= 1
                    g.placed[i] = <unsigned char>c
                    v = g.rv[j] * lmi
                    _ext(g, i + 1, n2, msum + v, mw2,
                         xsum if xbi < 0 else xsum + (xbi + v) * xwi,
                         nt + 1, key + g.rw[j])
                    g.cnt[j] += 1
                    if g.stop:
                        return
    if g.blanks:
        code = g.child[node]
        if code == 0:
            code = g.sibling[b] if g.flags[node] else 0
        if code:
            g.blanks -= 1
            g.pblank[i] = 1
            while code:
                n2 = b ^ code
                if _has(lo, hi, code):
                    g.placed[i] = <unsigned char>code
                    v = g.values[code] * lmi if g.blank_letter else 0
                    _ext(g, i + 1, n2, msum + v, mw2,
                         xsum if xbi < 0 else xsum + (xbi + v) * xwi,
                         nt + 1, key + g.bw)
                    if g.stop:
                        break
                code = g.sibling[n2]
            g.pblank[i] = 0
            g.blanks += 1


cdef void _setup(Gen* g, BoardAnalysis an, RackCoding rk, bint bag_empty) except *:
    cdef int j
    memset(g, 0, sizeof(Gen))
    g.base = an.walk.base
    g.labels = an.walk.labels
    g.flags = an.walk.flags
    g.child = an.walk.child
    g.sibling = an.walk.sibling
    g.values = an.values
    g.lines = an.lines
    g.n_lines = an.n_lines
    g.word_max = an.max_len
    g.alpha = &an.alpha
    g.min_len = an.min_len
    g.rack_size = an.rack_size
    g.ntot = rk.size
    kind = an.bingo_kind
    if bag_empty and an.bingo_if_continues:
        kind = 0
    g.bingo_on = kind != 0
    g.bingo_add = an.bingo_amount if kind == 1 else 0
    g.bingo_mul = an.bingo_amount if kind == 2 else 1
    g.blank_letter = an.blank_letter
    g.nl = len(rk.counts)
    for j in range(g.nl):
        g.cnt[j] = rk.counts[j]
        code = rk.codes[j]
        # a letter the lexicon does not know never continues a word
        g.rc[j] = code if code < 128 else NO_CODE
        g.rv[j] = rk.values[j]
        g.rw[j] = rk.weights[j]
    g.blanks = rk.blanks
    g.bw = rk.blank_weight


cdef void _run(Gen* g) noexcept nogil:
    cdef int li, k
    cdef const LineData* L
    if g.ntot == 0:
        return
    for li in range(g.n_lines):
        L = &g.lines[li]
        g.line = L
        g.line_idx = li
        g.max_len = g.word_max if g.word_max else L.length
        for k in range(L.n_starts):
            if L.st_need[k] <= g.ntot:
                g.s = L.st_s[k]
                g.fa = L.st_fa[k]
                _ext(g, g.s, 0, 0, 1, 0, 0, 0)
                if g.stop:
                    return


cdef inline int _bingo_below(const Gen* g, unsigned int node) noexcept nogil:
    """Whether every letter left on the rack is on some path of the lexicon below
    ``node`` (what a bingo from there needs; blanks may be anything)."""
    cdef int j, c
    cdef u64 need = 0
    for j in range(g.nl):
        if g.cnt[j]:
            c = g.rc[j]
            if c >= 64:
                if c == NO_CODE:
                    return 0  # a letter no word has
                return 1  # not in the masks: no answer, so maybe
            need |= (<u64>1) << c
    return (need & ~g.reach[node]) == 0


cdef struct Start:
    double bound
    int line
    int k


cdef void _line_caps(const Gen* g, const LineData* L, int* caps) noexcept nogil:
    """Per empty square of the line, the best value of a rack tile its cross-check lets
    go there (-1: none may)."""
    cdef int i, j, t
    cdef u64 lo, hi
    for i in range(L.length):
        t = -1
        if not L.fx[i]:
            lo = L.xm_lo[i]
            hi = L.xm_hi[i]
            if lo or hi:
                for j in range(g.nl):
                    if g.cnt[j] and g.rv[j] > t and _has(lo, hi, g.rc[j]):
                        t = g.rv[j]
                if g.blanks and g.blank_cap > t:
                    t = g.blank_cap
        caps[i] = t


cdef double _start_bound(const Gen* g, const LineData* L, int s, int need,
                         const int* caps, double* suf, double* sufnb) noexcept nogil:
    """Upper bounds of the equity of the moves of the walk from ``s``: ``suf[nt]`` is the
    best equity any move placing ``nt`` or more tiles could have (``suf[0]``, returned:
    any move).  With ``nt`` tiles the squares covered are fixed (the first ``nt`` empty
    squares from ``s`` and the tiles up to the next empty one), so the score is a sum
    of rack values times per-square factors (main word and cross word) plus fixed
    points: pairing the highest values with the highest factors bounds it
    (rearrangement), the rules' bingo on top; the leave adds at most ``best_leave[nt]``.
    ``sufnb``: the same bounds for the moves that are not a bingo.
    Every factor and value is >= 0 (``_bounded_setup`` checks)."""
    cdef int length = L.length
    cdef int i = s, nt = 0, fixed = 0, fwm = 1, nwm = 1, n, k, j, w, x, sc, cross
    cdef int lm[MAXRACK]
    cdef int xw[MAXRACK]
    cdef int isx[MAXRACK]
    cdef int cap[MAXRACK]
    cdef int c[MAXRACK]
    cdef int sc2, t
    cdef double ub[MAXRACK + 2]
    cdef double nb[MAXRACK + 2]  # the same, a bingo left out
    for k in range(g.ntot + 2):
        ub[k] = -INFINITY
        nb[k] = -INFINITY
    while i < length and L.fx[i]:
        fixed += L.fval[i]
        fwm *= L.fwm[i]
        i += 1
    cross = 0
    while nt < g.ntot and i < length:
        t = caps[i]  # the best value of a rack tile the cross-check lets go here
        if t < 0:
            break  # no tile of the rack may go here: no move covers it
        cap[nt] = t
        lm[nt] = L.lm[i]
        nwm *= L.wm[i]
        if L.xb[i] >= 0:
            isx[nt] = 1
            xw[nt] = L.xw[i]
            cross += L.xb[i] * L.xw[i]
        else:
            isx[nt] = 0
            xw[nt] = 0
        nt += 1
        i += 1
        while i < length and L.fx[i]:
            fixed += L.fval[i]
            fwm *= L.fwm[i]
            i += 1
        n = i - s
        if n > g.max_len:
            break
        if nt < need or n < g.min_len:
            continue
        w = fwm * nwm * L.q4[s] * L.q4[i - 1]
        for k in range(nt):  # the factors, highest first (insertion sort: nt is small)
            x = lm[k] * w + (lm[k] * xw[k] if isx[k] else 0)
            j = k
            while j > 0 and c[j - 1] < x:
                c[j] = c[j - 1]
                j -= 1
            c[j] = x
        # two bounds of the rack tiles' part, the smaller kept: the highest values on
        # the highest factors, and each square's best tile (``cap``) on its own factor
        sc = 0
        sc2 = 0
        for k in range(nt):
            sc += c[k] * g.rvs[k]
            sc2 += (lm[k] * w + (lm[k] * xw[k] if isx[k] else 0)) * cap[k]
        if sc2 < sc:
            sc = sc2
        sc += fixed * w + cross
        if g.bingo_on and nt >= g.rack_size:
            sc = sc * g.bingo_mul + g.bingo_add
        else:
            nb[nt] = <double>sc + g.best_leave[nt]
        ub[nt] = <double>sc + g.best_leave[nt]
    for k in range(g.ntot, -1, -1):
        suf[k] = ub[k] if ub[k] > ub[k + 1] else ub[k + 1]
        ub[k] = suf[k]
        sufnb[k] = nb[k] if nb[k] > nb[k + 1] else nb[k + 1]
        nb[k] = sufnb[k]
    suf[g.ntot + 1] = -INFINITY
    sufnb[g.ntot + 1] = -INFINITY
    return suf[0]


cdef int _cmp_start(const void* a, const void* b) noexcept nogil:
    cdef double x = (<const Start*>a).bound
    cdef double y = (<const Start*>b).bound
    return (x < y) - (x > y)


cdef int _run_bounded(Gen* g) noexcept nogil:
    """The top sink's walk with bounds (``best_by_equity`` without ``stop``): every start's
    bound first (``_start_bound``), then the starts best bound first, each walk cut where
    no move could be kept, and the rest skipped once the best bound left cannot beat the
    n-th move kept.  The moves kept are the same as ``_run``'s (the order of the moves
    found does not matter to the top sink: its order is total); -1: out of memory."""
    cdef int li, k, n = 0, m
    cdef const LineData* L
    cdef Start* starts
    cdef double* sufs
    cdef int stride = 2 * (MAXRACK + 2)
    cdef int caps[MAXL]
    if g.ntot == 0:
        return 0
    for li in range(g.n_lines):
        n += g.lines[li].n_starts
    if n == 0:
        return 0
    starts = <Start*>PyMem_RawMalloc(n * sizeof(Start))
    sufs = <double*>PyMem_RawMalloc(n * stride * sizeof(double))
    if starts == NULL or sufs == NULL:
        PyMem_RawFree(starts)
        PyMem_RawFree(sufs)
        return -1
    m = 0
    for li in range(g.n_lines):
        L = &g.lines[li]
        g.max_len = g.word_max if g.word_max else L.length
        _line_caps(g, L, caps)
        for k in range(L.n_starts):
            if L.st_need[k] <= g.ntot:
                starts[m].line = li
                starts[m].k = k
                starts[m].bound = _start_bound(g, L, L.st_s[k], L.st_need[k], caps,
                                               &sufs[m * stride],
                                               &sufs[m * stride + MAXRACK + 2])
                m += 1
    # the order of equal bounds does not matter (see above), so qsort's instability is fine
    for k in range(m):
        starts[k].k |= k << 8  # where its bounds are, past the start's index (< 256)
    qsort(starts, m, sizeof(Start), _cmp_start)
    for k in range(m):
        if starts[k].bound < g.thr:
            break
        li = starts[k].line
        L = &g.lines[li]
        g.line = L
        g.line_idx = li
        g.max_len = g.word_max if g.word_max else L.length
        g.suf = &sufs[(starts[k].k >> 8) * stride]
        g.sufnb = g.suf + MAXRACK + 2
        g.s = L.st_s[starts[k].k & 255]
        g.fa = L.st_fa[starts[k].k & 255]
        _ext(g, g.s, 0, 0, 1, 0, 0, 0)
        if g.stop:
            break
    PyMem_RawFree(starts)
    PyMem_RawFree(sufs)
    return 0


cdef object _make(BoardAnalysis an, RackCoding rk, const Rec* r):
    """The ``Move`` of a record."""
    cdef const LineData* L = &an.lines[r.line]
    cdef Py_UCS4 buf[NOTE_MAX]
    cdef int p, k = 0, n
    letters = an.letter_strs
    tiles = []
    for p in range(r.s, r.e + 1):
        if not L.fx[p]:
            if L.across:
                tiles.append((L.index, p, letters[r.tiles[k]], bool((r.blanks >> k) & 1)))
            else:
                tiles.append((p, L.index, letters[r.tiles[k]], bool((r.blanks >> k) & 1)))
            k += 1
    n = _note(L, r, &an.alpha, buf)
    notation = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, buf, n)
    if L.across:
        return Move(L.index, r.s, True, tuple(tiles), notation, r.score, rk.leave_of(r.key))
    return Move(r.s, L.index, False, tuple(tiles), notation, r.score, rk.leave_of(r.key))


cdef class MoveList:
    """Every move of a rack as compact records; a ``Move`` is made when one is read."""

    cdef Rec* recs
    cdef Py_ssize_t n
    cdef readonly BoardAnalysis analysis
    cdef readonly RackCoding rack

    def __cinit__(self):
        self.recs = NULL
        self.n = 0

    def __dealloc__(self):
        PyMem_RawFree(self.recs)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        cdef Py_ssize_t k = i
        if k < 0:
            k += self.n
        if not 0 <= k < self.n:
            raise IndexError("move index out of range")
        return _make(self.analysis, self.rack, &self.recs[k])

    def __iter__(self):
        cdef Py_ssize_t k
        for k in range(self.n):
            yield _make(self.analysis, self.rack, &self.recs[k])

    def score(self, Py_ssize_t i):
        """The score of move ``i``, without making the move."""
        if not 0 <= i < self.n:
            raise IndexError("move index out of range")
        return self.recs[i].score

    def scores(self):
        """Every move's score, in list order."""
        cdef Py_ssize_t k
        return [self.recs[k].score for k in range(self.n)]

    def leave(self, Py_ssize_t i):
        """The leave of move ``i``, without making the move."""
        if not 0 <= i < self.n:
            raise IndexError("move index out of range")
        return self.rack.leave_of(self.recs[i].key)

    def __repr__(self):
        return f"<MoveList of {self.n} moves>"


_Sequence.register(MoveList)


def all_moves(BoardAnalysis analysis, rack, *, bint bag_empty=False):
    """Every legal placement of ``rack`` on the analysed board, as a ``MoveList``."""
    cdef Gen g
    cdef Rec* grown
    rk = RackCoding(analysis, rack)
    _setup(&g, analysis, rk, bag_empty)
    g.mode = SINK_LIST
    g.cap = 256
    g.recs = <Rec*>PyMem_RawMalloc(g.cap * sizeof(Rec))
    if g.recs == NULL:
        raise MemoryError()
    with nogil:
        _run(&g)
    if g.oom:
        PyMem_RawFree(g.recs)
        raise MemoryError()
    if g.count < g.cap:  # give the slack back: a list may be kept (PyMem: tracemalloc sees it)
        grown = <Rec*>PyMem_RawRealloc(g.recs, (g.count if g.count else 1) * sizeof(Rec))
        if grown != NULL:
            g.recs = grown
    cdef MoveList out = MoveList.__new__(MoveList)
    out.analysis = analysis
    out.rack = rk
    out.recs = g.recs
    out.n = g.count
    return out


def count_moves(BoardAnalysis analysis, rack, *, bint bag_empty=False):
    """How many legal placements ``rack`` has (nothing is kept per move)."""
    cdef Gen g
    _setup(&g, analysis, RackCoding(analysis, rack), bag_empty)
    g.mode = SINK_COUNT
    with nogil:
        _run(&g)
    return g.count


def sample_moves(BoardAnalysis analysis, rack, Py_ssize_t k, *, seed, bint bag_empty=False,
                 stop=None):
    """At most ``k`` legal placements of ``rack``, an even sample of all of them (every
    move when there are no more than ``k``), as a ``MoveList``: the memory is bounded
    whatever the number of moves.  ``seed`` (an int) makes the sample repeatable;
    ``stop`` as for ``best_by_equity``: the sample of what was found so far."""
    cdef Gen g
    if k <= 0:
        raise ValueError("k must be positive")
    rk = RackCoding(analysis, rack)
    _setup(&g, analysis, rk, bag_empty)
    g.mode = SINK_SAMPLE
    g.cap = k
    g.rng = (<u64>(seed & 0xFFFFFFFFFFFFFFFF)) | 1  # xorshift must not start at 0
    if stop is not None:
        g.stop_fn = <void*>stop
    g.recs = <Rec*>PyMem_RawMalloc(g.cap * sizeof(Rec))
    if g.recs == NULL:
        raise MemoryError()
    with nogil:
        _run(&g)
    cdef MoveList out = MoveList.__new__(MoveList)
    out.analysis = analysis
    out.rack = rk
    out.recs = g.recs
    out.n = g.count if g.count < g.cap else g.cap
    return out


def has_move(BoardAnalysis analysis, rack):
    """Whether ``rack`` has any legal placement (stops at the first one found)."""
    cdef Gen g
    _setup(&g, analysis, RackCoding(analysis, rack), False)
    g.mode = SINK_FIRST
    with nogil:
        _run(&g)
    return g.count > 0


cdef inline int _leave_rank(const int* below, int w, const int* offs, const int* lk,
                            const int* lc, int m, int s) noexcept nogil:
    """``LeaveIndex.rank`` of the leave holding ``lc[q]`` of letter number ``lk[q]``
    (ascending numbers; ``s`` tiles in all); -1 for a letter the set lacks (number -1)
    or more copies than it holds."""
    cdef int out = offs[s], r = s, q, v
    for q in range(m):
        if lc[q] == 0:
            continue
        if lk[q] < 0:
            return -1
        v = below[(lk[q] * w + r) * w + lc[q]]
        if v < 0:
            return -1
        out += v
        r -= lc[q]
    return out


cdef void _leave_values(double* lv, unsigned char* played, RackCoding rk, int kind,
                        table, double out_value=0.0, double stay_penalty=0.0) except *:
    """The value of every key's leave into ``lv``: 0 (``kind`` 0), the end-game debt
    (1: ``endgame_leave``) or the leave table's (2: ``LeaveTable.value``), computed here
    from the table's numbers with the same operations in the same order as those
    functions, so each is the same double to the last bit (tests compare them); and
    into ``played`` (unless NULL) how many tiles each key plays.  The keys are counted
    through digit by digit (mixed radix: the letters in ``rk.letters`` order, the blanks
    last), no division.  With the bag empty (``kind`` 1) a key that plays the whole rack
    is worth ``out_value`` and any other loses ``stay_penalty`` beside its debt."""
    cdef int nl = len(rk.letters)
    cdef int key, j, o, left, extra, v, c, points, n, bpos = 0, rack_len = rk.blanks
    cdef double total, dup = 0.0, balance = 0.0
    cdef int cnt[MAXRACK + 1]
    cdef int digit_of[MAXRACK + 1]  # the key digit of the j-th tile in sorted order
    cdef int face[MAXRACK + 1]
    cdef int vowel[MAXRACK + 1]
    cdef int blank[MAXRACK + 1]
    cdef double tv[MAXRACK + 1]
    cdef int dig[MAXRACK + 1]  # the key's digits: tiles played of each kind
    cdef int lim[MAXRACK + 1]
    # the learned corrections (``LeaveTable.superleaves``): each key's leave numbered as
    # ``LeaveIndex.rank`` numbers it, from the letters' numbers in ``kidx``
    cdef const short[::1] corr_vals
    cdef const int[::1] below
    cdef int smax = 0, s, m, q, cq, rank
    cdef int offs[MAXRACK + 2]
    cdef int kidx[MAXRACK + 1]
    cdef int lk[MAXRACK + 1]
    cdef int lc[MAXRACK + 1]
    cdef double corr, ctot, scale = SCALE
    tiles = vowels = sl = None
    if kind == 2:
        tiles, vowels = table.tiles, table.vowels
        dup = table.dup
        balance = table.balance
        sl = table.superleaves
    if sl is not None:
        ix = sl.index
        smax = ix.max_size
        corr_vals = sl.values
        below = ix.flat_below
        for q in range(smax + 2):
            offs[q] = ix.offset[q]
    # the leave's distinct tiles in the order of its sorted letters (the blank ``?``
    # among them by its code point), as ``LeaveTable.value`` meets them
    for j in range(nl):
        if rk.letters[j] < BLANK:
            bpos = j + 1
    o = 0
    for j in range(nl + 1):
        if j == bpos:
            cnt[j] = rk.blanks
            digit_of[j] = nl
            face[j] = 0
            vowel[j] = 0
            blank[j] = 1
            tv[j] = tiles.get(BLANK, 0.0) if kind == 2 else 0.0
            if sl is not None:
                kidx[j] = ix.index.get(BLANK, -1)
        else:
            ch = rk.letters[o]
            cnt[j] = rk.counts[o]
            digit_of[j] = o
            face[j] = rk.values[o]
            vowel[j] = kind == 2 and ch in vowels
            blank[j] = 0
            tv[j] = tiles.get(ch, 0.0) if kind == 2 else 0.0
            if sl is not None:
                kidx[j] = ix.index.get(ch, -1)
            o += 1
    for o in range(nl):
        lim[o] = rk.counts[o]
        rack_len += rk.counts[o]
    lim[nl] = rk.blanks
    memset(dig, 0, sizeof(dig))
    for key in range(rk.n_keys):
        total = 0.0
        extra = v = c = points = n = 0
        for j in range(nl + 1):
            n += dig[j]
            left = cnt[j] - dig[digit_of[j]]
            if left <= 0:
                continue
            total += tv[j] * left
            points += face[j] * left
            if not blank[j]:
                extra += left - 1
                if vowel[j]:
                    v += left
                else:
                    c += left
        if played != NULL:
            played[key] = <unsigned char>n
        if kind == 0:
            lv[key] = 0.0
        elif kind == 1:
            lv[key] = out_value if n == rack_len else -2.0 * points - stay_penalty
        else:
            total += dup * extra
            total += balance * (abs(v - c) - 1 if abs(v - c) > 1 else 0)
            if sl is not None:
                m = s = 0
                for j in range(nl + 1):
                    left = cnt[j] - dig[digit_of[j]]
                    if left > 0:
                        lk[m] = kidx[j]
                        lc[m] = left
                        m += 1
                        s += left
                corr = 0.0
                if 0 < s <= smax:
                    rank = _leave_rank(&below[0], smax + 1, offs, lk, lc, m, s)
                    if rank >= 0:
                        corr = <double>corr_vals[rank] / scale
                    else:  # a tile or a copy the set lacks: as Python answers it
                        corr = sl.correction(rk.leave_of(key))
                elif s == smax + 1:
                    # as ``Superleaves.correction``: the mean over the leave's tiles of
                    # the leave without it, letter by letter
                    ctot = 0.0
                    rank = 0
                    for q in range(m):
                        cq = lc[q]
                        lc[q] = cq - 1
                        rank = _leave_rank(&below[0], smax + 1, offs, lk, lc, m, s - 1)
                        lc[q] = cq
                        if rank < 0:
                            break
                        ctot += cq * (<double>corr_vals[rank] / scale)
                    corr = ctot / s if rank >= 0 else sl.correction(rk.leave_of(key))
                elif s > smax + 1:
                    corr = sl.correction(rk.leave_of(key))
                total += corr
            lv[key] = total
        o = 0  # the next key
        while o <= nl:
            dig[o] += 1
            if dig[o] <= lim[o]:
                break
            dig[o] = 0
            o += 1


cdef void _bounded_setup(Gen* g, BoardAnalysis an, RackCoding rk, const double* lv,
                         const unsigned char* played):
    """What ``_run_bounded`` needs: the rack's values highest first and the best leave
    per number of tiles played; off (the plain walk) when some value is negative."""
    cdef int j, k, t, x, best_letter = 0
    g.thr = -INFINITY
    g.bounded = 1
    g.reach = an.walk.reach_masks()
    for j in range(256):
        if an.values[j] < 0:
            g.bounded = 0
        if an.values[j] > best_letter:
            best_letter = an.values[j]
    k = 0
    for j in range(g.nl):
        if g.rv[j] < 0:
            g.bounded = 0
        for t in range(g.cnt[j]):
            g.rvs[k] = g.rv[j]
            k += 1
    g.blank_cap = best_letter if g.blank_letter else 0
    for t in range(g.blanks):
        g.rvs[k] = g.blank_cap
        k += 1
    for j in range(1, k):  # highest first
        x = g.rvs[j]
        t = j
        while t > 0 and g.rvs[t - 1] < x:
            g.rvs[t] = g.rvs[t - 1]
            t -= 1
        g.rvs[t] = x
    for k in range(MAXRACK + 1):
        g.best_leave[k] = -INFINITY
    for k in range(rk.n_keys):
        t = played[k]
        if lv[k] > g.best_leave[t]:
            g.best_leave[t] = lv[k]


def best_by_equity(BoardAnalysis analysis, rack, int n, *, int bag_tiles, leaves=None,
                   stop=None, bint by_score=False, double out_value=0.0,
                   double stay_penalty=0.0):
    """The ``n`` best moves by equity (score + value of the tiles kept), best first, as
    (equity, move); ties go to the higher score, then to the notation's order.  With the
    bag empty the leave is a debt (``endgame_leave``); ``leaves`` defaults to the tile
    set's table.  Only the ``n`` moves kept become ``Move`` objects.  ``by_score``: every
    leave counts 0 (the best by score).  ``stop``: a callable polled now and then; once
    it returns true the generation ends and the best found so far are returned.

    Without ``stop`` the walk is bounded (``_run_bounded``: the same moves, less work);
    with it every move is found in the plain order, so the callable is polled as often
    as the number of moves says (a caller that counts its polls sees the same count)."""
    cdef Gen g
    cdef double* lv
    cdef int k, kind
    if n <= 0:
        return []
    rules = analysis.rules
    rk = RackCoding(analysis, rack)
    table = None
    if by_score:
        kind = 0
    elif bag_tiles == 0:
        kind = 1
    else:
        kind = 2
        table = leaves if leaves is not None else load_leave_table(rules.tileset_name)
    _setup(&g, analysis, rk, bag_tiles == 0)
    g.mode = SINK_TOP
    if stop is not None:
        g.stop_fn = <void*>stop
    g.top_cap = n
    g.top_alloc = n if n < 16 else 16
    # the leave values, then the tiles each key plays, in one block
    lv = <double*>PyMem_RawMalloc(rk.n_keys * (sizeof(double) + 1))
    g.top = <TopRec*>PyMem_RawMalloc(g.top_alloc * sizeof(TopRec))
    try:
        if lv == NULL or g.top == NULL:
            raise MemoryError()
        _leave_values(lv, <unsigned char*>&lv[rk.n_keys], rk, kind, table, out_value,
                      stay_penalty)
        g.leave_val = lv
        if stop is None:
            _bounded_setup(&g, analysis, rk, lv, <unsigned char*>&lv[rk.n_keys])
        if g.bounded:
            with nogil:
                k = _run_bounded(&g)
            if k < 0:
                raise MemoryError()
        else:
            with nogil:
                _run(&g)
        if g.oom:
            raise MemoryError()
        return [(g.top[k].eq, _make(analysis, rk, &g.top[k].rec)) for k in range(g.top_n)]
    finally:
        PyMem_RawFree(lv)
        PyMem_RawFree(g.top)


def leave_values(BoardAnalysis analysis, rack, *, int bag_tiles, leaves=None,
                 bint by_score=False):
    """The leave value ``best_by_equity`` adds for each key of the rack's
    ``RackCoding`` (for tests: they compare it with ``LeaveTable.value`` and
    ``endgame_leave`` of ``RackCoding.leave_of``)."""
    cdef double* lv
    rules = analysis.rules
    rk = RackCoding(analysis, rack)
    kind = 0 if by_score else (1 if bag_tiles == 0 else 2)
    table = None
    if kind == 2:
        table = leaves if leaves is not None else load_leave_table(rules.tileset_name)
    lv = <double*>PyMem_RawMalloc(rk.n_keys * sizeof(double))
    if lv == NULL:
        raise MemoryError()
    try:
        _leave_values(lv, NULL, rk, kind, table)
        return [lv[k] for k in range(rk.n_keys)]
    finally:
        PyMem_RawFree(lv)
