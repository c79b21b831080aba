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
from dataclasses import dataclass
from pathlib import Path

LEXICON = "NWL_OURS"  # bench/magpie_data.py's name for our English words and leaves
_LINE = re.compile(r"^\s*(\d+):\s+(.*?)\s+(-?\d+)\s+(-?\d+(?:\.\d+)?)\s*$")
_END = re.compile(r"^Showing (\d+) of (\d+) plays")


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


def parse_move(line: str) -> MagpieMove | None:
    """A line of ``shmoves`` with ``-hr false``: ``12:  M3 GAM(b)IT IJ  18 15.81``; None
    for any other line."""
    m = _LINE.match(line)
    if not m:
        return None
    body, score, equity = m.group(2), int(m.group(3)), float(m.group(4))
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


def magpie_position(cgp: str) -> str:
    """The four CGP fields MAGPIE's ``cgp`` command takes (our line adds operations)."""
    return " ".join(cgp.split()[:4])


class Magpie:
    """A MAGPIE console process on one data directory, single-threaded."""


    def __init__(self, binary: str | Path, data: str | Path, leaves: str = LEXICON) -> None:
        """``leaves``: the KLV MAGPIE judges by, in ``data/lexica`` (ours by default; a
        MAGPIE table such as ``TWL06`` fits our English tiles too)."""
        # MAGPIE loads its default layout from ./data before it reads -path: give it a
        # working directory whose ./data is ours (and where its settings file is harmless).
        self._tmp = tempfile.TemporaryDirectory()
        (Path(self._tmp.name) / "data").symlink_to(Path(data).resolve())
        self._proc = subprocess.Popen(
            [str(Path(binary).resolve()), "set", "-lex", LEXICON, "-leaves", leaves,
             "-wmp", "false", "-mode", "sync", "-hr", "false", "-shwithmoves", "false",
             "-printboards", "false", "-savesettings", "false", "-threads", "1",
             "-s1", "equity", "-s2", "equity"],
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
        out: list[MagpieMove] = []
        for line in self._proc.stdout:
            end = _END.match(line)
            if end:
                return out, int(end.group(2))
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
