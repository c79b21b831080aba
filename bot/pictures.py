"""The one place where the service meets the renderer: board and rack pictures as PNG
bytes, or None when drawing failed (the service then sends text only)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import renderer
from engine.board import Board
from engine.rules import RuleSet

log = logging.getLogger(__name__)


def board_png(board: Board, rules: RuleSet, *, players: Iterable[tuple[str, int, bool]],
              bag: int, last_move: str | None = None, last_score: int | None = None,
              title: str | None = None, language: str | None = None,
              highlight: Iterable[tuple[int, int]] = ()) -> bytes | None:
    """``players``: (name, score, is_turn) in seat order."""
    try:
        caption = renderer.Caption(
            players=[renderer.PlayerLine(n, s, t) for n, s, t in players], bag=bag,
            last_move=last_move, last_score=last_score, title=title, language=language)
        return renderer.render_board(board, rules, highlight=tuple(highlight), caption=caption)
    except Exception:  # a picture must never cost a move: text goes out anyway
        log.exception("board picture failed")
        return None


def rack_png(rack: list[str], rules: RuleSet, *, text: str | None = None) -> bytes | None:
    try:
        return renderer.render_rack(rack, rules, text=text)
    except Exception:
        log.exception("rack picture failed")
        return None


def sparkline_png(values: list[float]) -> bytes | None:
    """A rating's history as a small line picture."""
    try:
        return renderer.render_sparkline(values)
    except Exception:
        log.exception("sparkline failed")
        return None


@dataclass(frozen=True)
class BoardFrame:
    """One frame of an animated board: the board, ``players`` as ``board_png`` takes
    them, the tiles in the bag, the move that made it and the squares it filled."""

    board: Board
    players: list[tuple[str, int, bool]]
    bag: int
    last_move: str | None = None
    last_score: int | None = None
    highlight: tuple[tuple[int, int], ...] = ()


def board_gif(frames: Sequence[BoardFrame], rules: RuleSet, *, durations: Sequence[int],
              title: str | None = None, language: str | None = None) -> bytes | None:
    """An animated GIF of ``frames``, each drawn by the renderer's board picture."""
    try:
        images = [renderer.compose_board(
            f.board, rules, highlight=f.highlight, caption=renderer.Caption(
                players=[renderer.PlayerLine(n, s, t) for n, s, t in f.players],
                bag=f.bag, last_move=f.last_move, last_score=f.last_score, title=title,
                language=language)) for f in frames]
        return renderer.render_gif(images, durations)
    except Exception:
        log.exception("animated board failed")
        return None
