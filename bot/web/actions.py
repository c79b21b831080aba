"""The page's actions as the player's own chat commands.

A tap on "submit" is ``/play 8H WORD`` from that player in the game's chat, through
``GameService.handle``: the same rules, authority, votes, pictures and announcements as
a typed command, with no second path.  The placed tiles become the move's notation in
the engine (``engine.placement.laid_notation``).  What the command answers goes to the
chat (and the player's private chat, their new rack) through the adapters' deliverer,
as a typed command's answers do; a refusal, which changes nothing, comes back to the
page instead.  A preview is the engine's ``Game.preview`` on the board's own copy of the
stored game (the service's games in play are never touched)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot import i18n
from bot.service.context import Ctx
from bot.service.show import error_text, formed_words, reword, show_move, written_word
from bot.web import view
from engine.board import Tile
from engine.errors import MoveError
from engine.game import Game
from engine.notation import square_name
from engine.placement import laid_notation

# action -> (command, fixed arguments) for the actions that carry nothing of their own
SIMPLE = {"pass": ("pass", ""), "challenge": ("challenge", ""), "accept": ("accept", ""),
          "undo": ("undo", ""), "undo_yes": ("undo", "yes"), "undo_no": ("undo", "no"),
          "end_yes": ("end", "yes"), "end_no": ("end", "no"), "hint": ("hint", ""),
          # the chat's /resign, confirmed on the page as by its button; its /rematch
          "resign": ("resign", "yes"), "rematch": ("rematch", "")}
ACTIONS = frozenset({*SIMPLE, "play", "swap", "exchange"})
MAX_TILES = 30
MAX_LETTER = 4  # a tile's letter: one letter (a digraph tile, if a rule set has one)


class BadRequest(ValueError):
    """The body is not one the page sends (a bug or a hand-made request)."""


@dataclass(frozen=True)
class Placed:
    tiles: tuple[tuple[int, int, Tile], ...]
    swaps: tuple[tuple[int, int], ...]


def placed(body: dict[str, Any]) -> Placed:
    """The tiles (and erudit-home's blank swaps) of a play or preview body."""
    raw = body.get("tiles")
    if not isinstance(raw, list) or len(raw) > MAX_TILES:
        raise BadRequest("tiles")
    tiles = []
    for t in raw:
        if not isinstance(t, dict):
            raise BadRequest("tile")
        r, c, letter, blank = t.get("r"), t.get("c"), t.get("letter"), t.get("blank", False)
        if (not isinstance(r, int) or not isinstance(c, int) or not isinstance(letter, str)
                or not isinstance(blank, bool) or not 0 < len(letter) <= MAX_LETTER
                or isinstance(r, bool) or isinstance(c, bool)):
            raise BadRequest("tile")
        tiles.append((r, c, Tile(letter.upper(), blank)))
    swaps = []
    for s in body.get("swaps") or []:
        if (not isinstance(s, dict) or not isinstance(s.get("r"), int)
                or not isinstance(s.get("c"), int)):
            raise BadRequest("swap")
        swaps.append((int(s["r"]), int(s["c"])))
    return Placed(tuple(tiles), tuple(swaps))


def _swap_names(game: Game, swaps: Sequence[tuple[int, int]]) -> list[str]:
    names = []
    for r, c in swaps:
        if not game.board.layout.in_bounds(r, c):
            raise MoveError("off_board")
        names.append(square_name(r, c))
    return names


def command_of(game: Game, body: dict[str, Any]) -> tuple[str, str]:
    """The chat command (name, arguments) a page action stands for; ``MoveError`` for
    tiles the engine cannot write as a move, ``BadRequest`` for a body that is none."""
    action = body.get("action")
    if not isinstance(action, str) or action not in ACTIONS:
        raise BadRequest("action")
    if action in SIMPLE:
        return SIMPLE[action]
    if action == "exchange":
        letters = body.get("letters")
        if (not isinstance(letters, list) or not letters or len(letters) > MAX_TILES
                or not all(isinstance(x, str) and 0 < len(x) <= MAX_LETTER for x in letters)):
            raise BadRequest("letters")
        return "exchange", "".join(x.upper() for x in letters)
    p = placed(body)
    move = laid_notation(game.board, p.tiles)
    return "play", " ".join([move, *(f"+{s}" for s in _swap_names(game, p.swaps))])


def refusal(ctx: Ctx, game: Game, e: MoveError) -> str:
    """An engine refusal worded as the chat words it (the game's blank symbol...)."""
    reword(game, e)
    return error_text(ctx, e)


def preview(ctx: Ctx, game: Game, seat: int, body: dict[str, Any]) -> dict[str, Any]:
    """What the placed tiles would score and form, or the engine's refusal, worded as
    ``/preview`` words it; nothing is played and the word list is not asked (said, in
    ``unchecked``, where the game judges its words later: a challenge, a check, a vote)."""
    try:
        p = placed(body)
        move = laid_notation(game.board, p.tiles)
        swaps = _swap_names(game, p.swaps)
        placement, words, score = game.preview(seat, move, swaps or None)
    except MoveError as e:
        return {"ok": False, "message": refusal(ctx, game, e)}
    formed = formed_words(game, placement, words, score)
    answer: dict[str, Any] = {
        "ok": True, "score": score.total, "words": [w.text for w in words],
        "move": show_move(ctx, move),
        "text": ctx.t("preview", move=show_move(ctx, move), score=score.total, words=formed)}
    parts = view.words_parts([written_word(game, placement, w) for w in words])
    if parts is not None:
        answer["words_parts"] = parts
    if game.rules.word_check != "auto":
        # The words are judged later, by a challenge, a check or a vote: the score is no
        # verdict, and the page says the word list has not been asked.
        answer["unchecked"] = i18n.t_table(ctx.lang, "WEB", "preview_unchecked")
    return answer


