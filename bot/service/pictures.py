"""The one place where the service meets the renderer: board and rack pictures as PNG
bytes, or None when drawing failed (the service then sends text only)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PIL import Image

import renderer
from engine.board import Board
from engine.rules import RuleSet
from renderer.theme import words_for

log = logging.getLogger(__name__)

# A numbered place offered for ``/play WORD``, as the renderer marks it (the service
# names the renderer's types only here).
OfferMark = renderer.OfferMark


@dataclass(frozen=True)
class Side:
    """Who a score belongs to, as the header shows it: one player, or a team's players in
    turn order (``team``: its number, from 1)."""

    names: tuple[str, ...]
    score: int
    to_move: int | None = None  # which of ``names`` moves now
    team: int | None = None
    winner: bool = False


@dataclass(frozen=True)
class Ending:
    """The final banner's facts: the winning sides' names (several: a draw), how the game
    ended (in the game's language), each side's final adjustment, the tie-break."""

    winners: list[str]
    reason: str
    adjustments: list[tuple[str, int]] = field(default_factory=list)
    tie_break: bool = False


def caption(sides: Sequence[Side], *, bag: int, language: str | None, rules: RuleSet,
            last_move: str | None = None, last_score: int | None = None,
            title: str | None = None, ending: Ending | None = None) -> renderer.Caption:
    words = words_for(language or rules.language)
    players = []
    for s in sides:
        if s.team is None:
            players.append(renderer.PlayerLine(s.names[0], s.score, s.to_move is not None,
                                               winner=s.winner))
        else:
            players.append(renderer.PlayerLine(
                f"{words.team} {s.team}", s.score, s.to_move is not None, members=s.names,
                member_to_move=s.to_move, winner=s.winner))
    banner = None if ending is None else renderer.Banner(
        ending.winners, ending.reason, ending.adjustments, ending.tie_break)
    return renderer.Caption(players=players, bag=bag, last_move=last_move,
                            last_score=last_score, title=title, language=language,
                            banner=banner)


def board_png(board: Board, rules: RuleSet, *, sides: Sequence[Side], bag: int,
              last_move: str | None = None, last_score: int | None = None,
              title: str | None = None, language: str | None = None,
              highlight: Iterable[tuple[int, int]] = (),
              ending: Ending | None = None,
              offers: Sequence[OfferMark] = ()) -> bytes | None:
    """``highlight``: the squares the last move laid tiles on (only those); ``offers``:
    the numbered places offered for ``/play WORD``."""
    try:
        cap = caption(sides, bag=bag, language=language, rules=rules, last_move=last_move,
                      last_score=last_score, title=title, ending=ending)
        return renderer.render_board(board, rules, highlight=tuple(highlight), caption=cap,
                                     offers=offers)
    except Exception:  # a picture must never cost a move: text goes out anyway
        log.exception("board picture failed")
        return None


def rack_png(rack: list[str], rules: RuleSet, *, bag: int | None = None,
             unseen: int | None = None, language: str | None = None,
             text: str | None = None) -> bytes | None:
    try:
        return renderer.render_rack(rack, rules, text=text, bag=bag, unseen=unseen,
                                    language=language)
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
    """One frame of an animated board: the board, the header's sides with their scores
    then, the tiles in the bag, the move that made it and the squares it filled; the
    final banner on the last."""

    board: Board
    sides: tuple[Side, ...]
    bag: int
    last_move: str | None = None
    last_score: int | None = None
    highlight: tuple[tuple[int, int], ...] = ()
    ending: Ending | None = None


GIF_BUDGET = 1_500_000  # bytes: an animated board a phone plays on mobile data (issue 24)


def frame_image(f: BoardFrame, rules: RuleSet, *, title: str | None,
                language: str | None, banner_room: int = 0) -> Image.Image:
    """One frame as the renderer's board picture draws it (a palette image);
    ``banner_room``: the lines of the banner the last frame of an animation will show,
    kept in a frame without it (the last move is shown there)."""
    cap = caption(f.sides, bag=f.bag, language=language, rules=rules, last_move=f.last_move,
                  last_score=f.last_score, title=title, ending=f.ending)
    cap.banner_room = banner_room
    return renderer.compose_board(f.board, rules, highlight=f.highlight, caption=cap)


def board_gif(frames: Sequence[BoardFrame], rules: RuleSet, *, durations: Sequence[int],
              title: str | None = None, language: str | None = None,
              budget: int = GIF_BUDGET) -> bytes | None:
    """An animated GIF of ``frames``, each drawn by the renderer's board picture, every
    frame of one size (the banner's place kept from the first); over ``budget`` bytes,
    every other frame between the first and the last is left out (its time given to the
    frame before) until it fits, or only those two are left."""
    try:
        final = frames[-1].ending if frames else None
        room = 0 if final is None else renderer.banner_lines(
            renderer.Banner(final.winners, final.reason, final.adjustments, final.tie_break))
        images = [frame_image(f, rules, title=title, language=language, banner_room=room)
                  for f in frames]
        times = list(durations)
        gif = renderer.render_gif(images, times)
        while len(gif) > budget and len(images) > 2:
            images, times = every_other(images, times)
            gif = renderer.render_gif(images, times)
        return gif
    except Exception:
        log.exception("animated board failed")
        return None


def every_other(images: list[Image.Image],
                times: list[int]) -> tuple[list[Image.Image], list[int]]:
    """The first and last frames and every other one between (the even ones: fewer
    frames from three on), each left out frame's time added to the one kept before it."""
    kept = [0, *range(2, len(images) - 1, 2), len(images) - 1]
    new_times = [0] * len(kept)
    j = 0
    for i, t in enumerate(times):
        while j + 1 < len(kept) and kept[j + 1] <= i:
            j += 1
        new_times[j] += t
    return [images[i] for i in kept], new_times
