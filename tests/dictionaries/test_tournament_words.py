"""Guard: the words of real tournament games stay English words (issue 25).

Every word formed by a move kept in the tournament records (the copies of
shared/data/gcg in tests/engine/data/gcg; a move challenged off is no word) must be in
the English lexicon, so that no exclusion rule takes a word players have played. The
few that SCOWL lacks are listed: Collins Scrabble Words has them, the open list does
not, and a change that adds one moves it out of the list.
"""

from __future__ import annotations

from pathlib import Path

import dictionaries
from engine.records.gcg import decode_gcg, parse_gcg
from engine.records.replay import replay
from engine.rules import load_ruleset

GCG_DIR = Path(__file__).resolve().parent.parent / "engine" / "data" / "gcg"

#: kept words of the records that SCOWL does not list (all Collins Scrabble Words)
NOT_IN_SCOWL = {"AHI", "AHIS", "AIDOI", "CLATCH", "DOWLY", "EINA", "EMPT", "FRIZ", "VAG",
                "WAZ", "YAS", "ZAIDA"}


def kept_words() -> set[str]:
    rules = load_ruleset("english")
    words: set[str] = set()
    for path in sorted(GCG_DIR.glob("*.gcg")):
        moves = replay(parse_gcg(decode_gcg(path.read_bytes())), rules).moves
        kept: dict[str, list[set[str]]] = {}  # per player, the words of each placement
        for move in moves:
            if move.kind == "place":
                kept.setdefault(move.nick, []).append({w for w, _ in move.words})
            elif move.kind == "withdrawn":  # a phony challenged off: its words are none
                kept[move.nick].pop()
        for placements in kept.values():
            for formed in placements:
                words |= formed
    return words


def test_every_word_of_the_tournament_records_is_accepted() -> None:
    words = kept_words()
    assert len(words) > 300  # the seven records' kept words (320 when written)
    lex = dictionaries.load("english")
    assert {w for w in words if w not in lex} == NOT_IN_SCOWL
