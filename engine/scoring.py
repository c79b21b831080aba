"""Scoring a placement under a rule set.

Each word formed scores the sum of its letters, letter premiums first, then the product
of its word premiums.  Premium squares count when newly covered (or, in erudit-home, every
time a word runs through them).  A 4S square multiplies by 4 only a word that begins or
ends on it along its arrow."""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Board, Tile
from engine.layout import Square
from engine.placement import Placement, Word
from engine.rules import RuleSet


@dataclass(frozen=True, slots=True)
class Score:
    words: tuple[tuple[str, int], ...]  # (word, points) for every word formed
    bingo: int  # points the all-tiles rule added (for "multiply", the points gained)
    total: int
    # The all-tiles rule applied: the one definition of a bingo (none in a rule set
    # without the bonus, erudit-home; none on a Slovak go-out, which scores no bonus).
    is_bingo: bool = False


def word_score(rules: RuleSet, board: Board, word: Word, new: dict[tuple[int, int], Tile]) -> int:
    layout = board.layout
    every_time = rules.premiums == "every_time"
    last = len(word.squares) - 1
    total = 0
    multiplier = 1
    for i, (r, c) in enumerate(word.squares):
        tile = new.get((r, c)) or board.get(r, c)
        assert tile is not None
        value = rules.tile_value(tile.letter, tile.blank)
        if every_time or (r, c) in new:
            sq = layout.square(r, c)
            if sq is Square.START:
                multiplier *= rules.start_premium
            elif sq is Square.QUAD_ACROSS or sq is Square.QUAD_DOWN:
                if (sq is Square.QUAD_ACROSS) == word.across and (i == 0 or i == last):
                    multiplier *= 4
            else:
                value *= sq.letter_multiplier
                multiplier *= sq.word_multiplier
        total += value
    return total * multiplier


def score_placement(
    rules: RuleSet,
    board: Board,
    placement: Placement,
    words: list[Word],
    *,
    bingo_allowed: bool = True,
) -> Score:
    """Points for a placement whose words were found by ``words_formed`` on ``board``
    (the board before the move, with any swaps already made)."""
    new = {(r, c): t for r, c, t in placement.tiles}
    scored = tuple((w.text, word_score(rules, board, w, new)) for w in words)
    base = sum(p for _, p in scored)
    bingo = 0
    is_bingo = (bingo_allowed and len(placement.tiles) >= rules.rack_size
                and rules.bingo != "none")
    if is_bingo:
        if rules.bingo == "add":
            bingo = rules.bingo_amount
        elif rules.bingo == "multiply":
            bingo = base * (rules.bingo_amount - 1)
    return Score(scored, bingo, base + bingo, is_bingo)


def wym_triggered(board: Board, placement: Placement) -> bool:
    """Whether the move newly covers a WYM square (every word through it is formed by
    this move, since the covering tile is new)."""
    return any(board.layout.square(r, c) is Square.WYM for r, c, _ in placement.tiles)
