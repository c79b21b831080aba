"""One move's validation, in layers: the blank swap, notation against the board, geometry,
the words formed and their lengths, then the rack.  The lexicon comes after, in the
caller (the game checks it only in ``auto`` mode or when a word is challenged)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Board, Tile
from engine.errors import MoveError
from engine.notation import square_name
from engine.placement import (
    Placement,
    Word,
    check_geometry,
    check_rack,
    parse_placement,
    words_formed,
    written_word_continues,
)
from engine.rules import RuleSet
from engine.tiles import BLANK


@dataclass(frozen=True, slots=True)
class ValidPlacement:
    placement: Placement
    words: list[Word]
    board: Board  # the board the move was checked on (a copy when blanks were swapped)
    rack_after: list[str] | None  # None when no rack was given


def validate_placement(
    board: Board,
    rules: RuleSet,
    move: str,
    rack: list[str] | None,
    swaps: tuple[tuple[int, int], ...] = (),
) -> ValidPlacement:
    """Check ``move`` (notation) on ``board`` for a player holding ``rack`` (None: unknown,
    as in partial game records).  ``swaps`` names board squares whose blank the player
    replaces with the real letter (erudit-home).  Raises ``MoveError``; changes nothing."""
    rack = None if rack is None else list(rack)
    if swaps:
        # The real letter goes where the blank was; the blank joins the rack and must be
        # played in this same move.
        board = board.copy()
        for r, c in swaps:
            tile = board.get(r, c)
            if tile is None or not tile.blank:
                raise MoveError("swap_not_blank", square=square_name(r, c))
            if rack is not None:
                if tile.letter not in rack:
                    raise MoveError("swap_letter_mismatch", square=square_name(r, c),
                                    letter=tile.letter)
                rack.remove(tile.letter)
                rack.append(BLANK)
            board.replace(r, c, Tile(tile.letter))
    placement = parse_placement(board, rules.tileset, move)
    placement = Placement(placement.coord, placement.tiles, swaps, placement.length)
    check_geometry(board, placement)
    words = words_formed(board, placement)
    whole = written_word_continues(board, placement, placement.length)
    if whole is not None:
        raise MoveError("word_continues", word=whole)
    if not words:
        raise MoveError("not_connected")
    for w in words:
        if len(w.text) < rules.min_word_len:
            raise MoveError("word_too_short", word=w.text, min=rules.min_word_len)
        if rules.max_word_len and len(w.text) > rules.max_word_len:
            raise MoveError("word_too_long", word=w.text, max=rules.max_word_len)
    played = placement.rack_letters
    if swaps and sum(1 for t in played if t == BLANK) < len(swaps):
        raise MoveError("swap_blank_unused")
    rack_after = None
    if rack is not None:
        check_rack(rack, played)
        rack_after = list(rack)
        for t in played:
            rack_after.remove(t)
    return ValidPlacement(placement, words, board, rack_after)
