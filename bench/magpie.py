"""A MAGPIE process fed on stdin, for the benches that measure us against it.

MAGPIE (github.com/jvc56/MAGPIE) is never vendored, built or fetched by the project: the
benches take the path of a binary built elsewhere and a data directory made by
``bench/magpie_data.py`` (our words, letters, board and leaves).  One process stays up
for a whole run, in MAGPIE's synchronous console mode, so its start-up (loading the KWG
and KLV) is not measured.  Each request is ``cgp …`` (the position, without our ``lex`` /
``rules`` operations, which MAGPIE does not know) then ``gen``, which prints the list
(``-maxnumdplays`` lines of it) and ends with ``Showing N of M plays``.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

LEXICON = "NWL_OURS"  # bench/magpie_data.py's name for our English words and leaves
_LINE = re.compile(r"^\s*(\d+):\s+(.*?)\s+(-?\d+)\s+(-?\d+(?:\.\d+)?)\s*$")
_END = re.compile(r"^Showing (\d+) of (\d+) plays")
_SIM_LINE = re.compile(r"^\s*1:\s+(.*?)\s+(-?\d+)\s+[-X]\s+(-?\d+(?:\.\d+)?)\s")
_PEG_LINE = re.compile(r"^\s*\d+\s+(.+?)\s+\d+\s+\d+\s+\d+\s+(\d+(?:\.\d+)?)\s+"
                       r"([-+]?\d+(?:\.\d+)?)\s*$")
_ENDGAME_LINE = re.compile(r"^([A-O]?\d+[A-O]?)\s+(\S+)\s+(-?\d+)(?:\s|$)")
_NOP = "unrecognized command or argument 'nop'"
# How MAGPIE's PlayChooser plays a timed move (src/impl/play_chooser.c, peg_defs.h).
SIM_CANDIDATES = 15  # PLAY_CHOOSER_DEFAULT_SIM_MAX_CANDIDATES
SIM_PLIES = 2  # PLAY_CHOOSER_DEFAULT_SIM_PLIES
PEG_MAX_BAG = 4  # the pre-endgame solver's bags: 1 to PEG_MAX_BAG tiles
ENDGAME_PLIES = 25  # MAX_VARIANT_LENGTH: as deep as the time allows
# An English endgame (from one of our games; its words are ours) for ``warm_up``.
WARM_UP_CGP = ("2LOW2N7/1TAROK1E7/HOX2APTEROUS2/7I1O1GID1/2IDOLIZER5/7E1YA4/VUM4n2L4/"
               "1NEGuSES2I4/1B3UP3E4/1E3QI3N4/1A4L3E4/1R4AH2R4/1I3UTA3WAFT/"
               "1N3NEF1BRAME1/1G2CISTVAEN3 ICDOODJ/TY 372/546 0")
_ALL = 100000  # "every move" for gen
_ALL_ITERATIONS = 10**15  # no cap on the simulation's iterations: the time stops it


@dataclass(frozen=True, slots=True)
class MagpieMove:
    """One line of MAGPIE's move list."""

    kind: str  # "place", "exchange" or "pass"
    notation: str  # placements in our notation (``8H WO.D``); exchanges: the tiles
    leave: str
    score: int
    equity: float


def _notation(coord: str, word: str) -> str:
    """MAGPIE's ``M3 JAM(b)`` in our notation, ``M3 JAM.``: each played-through letter
    (MAGPIE puts them in parentheses) becomes a dot."""
    return f"{coord} " + re.sub(r"\(([^)]*)\)", lambda m: "." * len(m.group(1)), word)


def _move_of(body: str, score: int, equity: float, line: str) -> MagpieMove:
    """A move from MAGPIE's text of it (``M3 GAM(b)IT IJ``, ``(exch AM) GIIJT``,
    ``pass AGIIJMT``; the leave after the move, where MAGPIE prints one)."""
    exch = re.match(r"^\(exch (\S+)\)\s*(\S*)$", body)
    if exch:
        return MagpieMove("exchange", exch.group(1), exch.group(2), score, equity)
    parts = body.split()
    if parts[0] == "pass":
        return MagpieMove("pass", "", parts[1] if len(parts) > 1 else "", score, equity)
    if len(parts) not in (2, 3):
        raise ValueError(f"unexpected MAGPIE move line: {line!r}")
    leave = parts[2] if len(parts) == 3 else ""
    return MagpieMove("place", _notation(parts[0], parts[1]), leave, score, equity)


def parse_move(line: str) -> MagpieMove | None:
    """A line of ``shmoves`` with ``-hr false``: ``12:  M3 GAM(b)IT IJ  18 15.81``; None
    for any other line."""
    m = _LINE.match(line)
    if not m:
        return None
    return _move_of(m.group(2), int(m.group(3)), float(m.group(4)), line)


def parse_sim_move(line: str) -> MagpieMove | None:
    """The first line of ``sim``'s table with ``-hr false``: ``1:  8G SEEiNGS  68 - 68.25
    0.3202 69.26 0.8682 67.30 1255 …`` (move, leave, score, a dash, win %, its error,
    equity, …); the move's ``equity`` is its win %.  None for any other line."""
    m = _SIM_LINE.match(line)
    if not m:
        return None
    return _move_of(m.group(1), int(m.group(2)), float(m.group(3)), line)


def parse_peg_move(line: str) -> tuple[str, float, float] | None:
    """A line of ``peg``'s ranking: ``   2  11B (A)E  72  0  0  100.0  +159.7`` as
    (MAGPIE's text of the move, win %, mean spread); None for any other line.  It has no
    score: ``Magpie.choose`` reads it from the position's move list."""
    m = _PEG_LINE.match(line)
    if not m:
        return None
    return m.group(1), float(m.group(2)), float(m.group(3))


def parse_endgame_move(line: str) -> MagpieMove | None:
    """The first cell of an ``endgame`` result row: ``N4 (D)OJO 28  3 -171 5M T(O)Y 9 …``
    (the move and its score, then the value, the spread and the rest of the line), or
    ``pass  …``; None for any other line."""
    if line.startswith("pass"):
        return MagpieMove("pass", "", "", 0, 0.0)
    m = _ENDGAME_LINE.match(line)
    if not m:
        return None
    return MagpieMove("place", _notation(m.group(1), m.group(2)), "", int(m.group(3)), 0.0)


def _peg_notation(text: str) -> str:
    """``peg``'s ``11B (A)E`` in our notation, ``11B .E``."""
    coord, word = text.split()
    return _notation(coord, word)


def magpie_position(cgp: str) -> str:
    """The four CGP fields MAGPIE's ``cgp`` command takes (our line adds operations)."""
    return " ".join(cgp.split()[:4])


class Magpie:
    """A MAGPIE console process on one data directory, single-threaded."""


    def __init__(self, binary: str | Path, data: str | Path, leaves: str = LEXICON,
                 settings: tuple[str, ...] = ()) -> None:
        """``leaves``: the KLV MAGPIE judges by, in ``data/lexica`` (ours by default; a
        MAGPIE table such as ``TWL06`` fits our English tiles too); ``settings``: more of
        MAGPIE's start-up settings (``-ttfraction 0.05``)."""
        # MAGPIE loads its default layout from ./data before it reads -path: give it a
        # working directory whose ./data is ours (and where its settings file is harmless).
        self._tmp = tempfile.TemporaryDirectory()
        (Path(self._tmp.name) / "data").symlink_to(Path(data).resolve())
        self._proc = subprocess.Popen(
            [str(Path(binary).resolve()), "set", "-lex", LEXICON, "-leaves", leaves,
             "-wmp", "false", "-mode", "sync", "-hr", "false", "-shwithmoves", "false",
             "-printboards", "false", "-savesettings", "false", "-threads", "1",
             "-s1", "equity", "-s2", "equity", *settings],
            cwd=self._tmp.name, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, bufsize=1)

    def moves(self, cgp: str, n: int, shown: int | None = None) -> tuple[list[MagpieMove], int]:
        """MAGPIE's ``n`` best moves by its static equity of the position ``cgp`` (the
        player to move first; ``n=1`` asks for its best-move search, a large ``n`` for
        the whole list), the first ``shown`` of them (all ``n`` by default) as MAGPIE
        prints them, and how many it found."""
        assert self._proc.stdin is not None and self._proc.stdout is not None
        record = "best" if n == 1 else "all"
        shown = n if shown is None else shown
        self._proc.stdin.write(f"cgp {magpie_position(cgp)}\n"
                               f"gen -r1 {record} -r2 {record} -numplays {n} "
                               f"-maxnumdplays {shown}\n")
        self._proc.stdin.flush()
        out, end = self._read_moves()
        return out, int(end.group(2))

    def _send(self, text: str) -> None:
        assert self._proc.stdin is not None
        self._proc.stdin.write(text)
        self._proc.stdin.flush()

    def _until_nop(self) -> list[str]:
        """The lines MAGPIE prints until its answer to ``nop`` (sent after a command
        whose output has no end line of its own); an error line raises."""
        assert self._proc.stdout is not None
        out: list[str] = []
        for line in self._proc.stdout:
            if _NOP in line:
                return out
            if line.strip().startswith("(error"):
                raise RuntimeError(f"MAGPIE: {line.strip()}")
            out.append(line.rstrip("\n"))
        raise RuntimeError("MAGPIE exited")

    def _listed(self, notation: str) -> MagpieMove | None:
        """The move of the loaded position whose notation is ``notation``, from MAGPIE's
        whole move list (for its score)."""
        self._send(f"gen -r1 all -r2 all -numplays {_ALL} -maxnumdplays {_ALL}\n")
        assert self._proc.stdout is not None
        found: MagpieMove | None = None
        for line in self._proc.stdout:
            if _END.match(line):
                return found
            move = parse_move(line)
            if move is not None and found is None and (
                    move.notation == notation if notation else move.kind == "pass"):
                found = move
            elif line.strip().startswith("(error"):
                raise RuntimeError(f"MAGPIE: {line.strip()}")
        raise RuntimeError("MAGPIE exited")

    def choose(self, cgp: str, bag: int, seconds: float) -> tuple[MagpieMove, str, float]:
        """MAGPIE's move in ``cgp`` (``bag`` tiles in the bag) chosen as its own timed
        player chooses (``PlayChooser``, ``src/impl/play_chooser.c``), in ``seconds``: the
        endgame solver once the bag is empty, the pre-endgame solver with 1–4 tiles in
        it, a simulation of its 15 best moves by static equity otherwise.  Returns the
        move, how it was chosen (``sim``, ``peg``, ``endgame``, ``single``: the only
        candidate, or ``static``: the solver gave nothing in the time, and the best move
        by static equity was played, as PlayChooser does) and the seconds it took
        (with the pipe; without the move-list look-up that gives a ``peg`` move its
        score, which MAGPIE's ranking does not print)."""
        t0 = time.perf_counter()
        self._send(f"cgp {magpie_position(cgp)}\n")
        if bag == 0:
            self._send(f"endgame -etlim {seconds} -eplies {ENDGAME_PLIES}\nnop\n")
            lines = self._until_nop()
            took = time.perf_counter() - t0
            for i, line in enumerate(lines[:-1]):
                if line.startswith("Play"):
                    move = parse_endgame_move(lines[i + 1])
                    if move is not None:
                        return move, "endgame", took
        elif bag <= PEG_MAX_BAG:
            self._send(f"peg -pegtlim {seconds} -pegnested false -pegoutcomes false\n"
                       "nop\n")
            lines = self._until_nop()
            took = time.perf_counter() - t0
            ranked = next((r for r in map(parse_peg_move, lines) if r is not None), None)
            if ranked is not None:
                text = ranked[0]
                listed = self._listed("" if text == "pass" else _peg_notation(text))
                if listed is None:
                    raise RuntimeError(f"MAGPIE's pre-endgame move {text!r} is not in "
                                       "its move list")
                return listed, "peg", took
        else:
            self._send(f"gen -r1 all -r2 all -numplays {SIM_CANDIDATES} "
                       f"-maxnumdplays {SIM_CANDIDATES}\n")
            candidates = self._read_list()
            if len(candidates) == 1:
                return candidates[0], "single", time.perf_counter() - t0
            # "sim -": the opponent's rack drawn at random from the unseen tiles (a bare
            # "sim" would take the rack the CGP line gives it, which MAGPIE may not see).
            self._send(f"sim - -plies {SIM_PLIES} -tlim {seconds} -threshold none -sr tt "
                       f"-it {_ALL_ITERATIONS} -minp 1 -sinfer false -cutoff 0\nnop\n")
            lines = self._until_nop()
            took = time.perf_counter() - t0
            move = next((m for m in map(parse_sim_move, lines) if m is not None), None)
            if move is not None:
                return move, "sim", took
        # As PlayChooser: when a solver gives nothing, the best move by static equity.
        self._send("gen -r1 best -r2 best -numplays 1 -maxnumdplays 1\n")
        best = self._read_list()
        return best[0], "static", time.perf_counter() - t0

    def warm_up(self) -> None:
        """Solve one small endgame, untimed: MAGPIE makes its endgame transposition table
        (``-ttfraction`` of the memory, zeroed) on its first solve, which would otherwise
        be charged to its first endgame move."""
        self.choose(WARM_UP_CGP, 0, 0.1)

    def _read_list(self) -> list[MagpieMove]:
        """The move list ``gen`` prints, to its ``Showing N of M plays``."""
        return self._read_moves()[0]

    def _read_moves(self) -> tuple[list[MagpieMove], re.Match[str]]:
        """The moves printed up to ``Showing N of M plays``, and that line's match."""
        assert self._proc.stdout is not None
        out: list[MagpieMove] = []
        for line in self._proc.stdout:
            end = _END.match(line)
            if end:
                return out, end
            move = parse_move(line)
            if move is not None:
                out.append(move)
            elif line.strip().startswith("(error"):
                raise RuntimeError(f"MAGPIE: {line.strip()}")
        raise RuntimeError("MAGPIE exited")

    def round_trip(self, cgp: str) -> None:
        """Load ``cgp`` and read one line back: what every request costs besides the
        generation (an unknown command is the cheapest thing that answers)."""
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(f"cgp {magpie_position(cgp)}\nnop\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if "nop" not in line:
            raise RuntimeError(f"MAGPIE: unexpected answer {line.strip()!r}")

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        self._proc.wait(timeout=10)
        self._tmp.cleanup()
