"""Move generation (Macondo's layout: its own package): board analysis with anchors and
cross-check sets, the Appel–Jacobson generator (compiled, ``generate.pyx``) over a
walkable lexicon on integer letter codes, a brute-force reference generator, and
rack-leave values."""

try:
    from engine.movegen import generate  # noqa: F401 - the compiled module, first, for the hint
except ImportError as e:  # pragma: no cover - a checkout whose extension was never built
    raise ImportError("engine.movegen.generate is compiled: build it with "
                      "`python setup.py build_ext --inplace` (scripts/install.sh does)") from e

from engine.movegen.analysis import BoardAnalysis, analyze
from engine.movegen.generate import (
    MoveList,
    all_moves,
    best_by_equity,
    count_moves,
    has_move,
    sample_moves,
)
from engine.movegen.move import Move
from engine.movegen.tables import TrieLexicon, WalkTables, build_tables, walk_tables

__all__ = [
    "BoardAnalysis",
    "Move",
    "MoveList",
    "TrieLexicon",
    "WalkTables",
    "all_moves",
    "analyze",
    "best_by_equity",
    "build_tables",
    "count_moves",
    "has_move",
    "sample_moves",
    "walk_tables",
]
