"""Move generation (Macondo's layout: its own package): board analysis with anchors and
cross-check sets, the Appel–Jacobson generator over a walkable lexicon on integer letter
codes, a brute-force reference generator, and rack-leave values."""

from engine.movegen.analysis import BoardAnalysis, analyze
from engine.movegen.generate import Move, all_moves, count_moves, generate, has_move
from engine.movegen.tables import TrieLexicon, WalkTables, build_tables, walk_tables

__all__ = [
    "BoardAnalysis",
    "Move",
    "TrieLexicon",
    "WalkTables",
    "all_moves",
    "analyze",
    "build_tables",
    "count_moves",
    "generate",
    "has_move",
    "walk_tables",
]
