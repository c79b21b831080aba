"""Helpers for the engine's rule tests: games with chosen racks (tiles stay conserved),
games at a position written as one CGP line, a board without premium squares, and state
snapshots."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from engine.board import Board
from engine.game import Game
from engine.layout import Layout, load_layout, parse_layout
from engine.lexicon import AcceptAll, Lexicon
from engine.rules import load_ruleset


def new_game(
    variant: str,
    players: int | list[tuple[str, int | None]] = 2,
    *,
    seed: str = "s",
    lexicon: Lexicon | None = None,
    **overrides: Any,
) -> Game:
    specs = (
        [(f"p{i}", None) for i in range(players)] if isinstance(players, int) else players
    )
    game = Game(load_ruleset(variant), seed, specs, overrides or None)
    game.lexicon = lexicon if lexicon is not None else AcceptAll()
    return game


EMPTY15 = "/".join(["15"] * 15)  # an empty 15×15 board as a CGP line writes it


def position(variant: str, cgp: str, *, lexicon: Lexicon | None = None,
             **overrides: Any) -> Game:
    """A game of ``variant`` standing at ``cgp`` (board, racks from the player to move,
    scores, scoreless turns: ``engine.cgp``), every other tile in the bag."""
    game = Game.from_cgp(f"{cgp} rules {variant};", overrides=overrides or None)
    game.lexicon = lexicon if lexicon is not None else AcceptAll()
    return game


def set_rack(game: Game, seat: int, letters: str) -> None:
    """Give ``seat`` exactly ``letters`` (``?`` a blank), taking them from the bag or from
    the other racks and putting the replaced tiles back, so every tile stays counted."""
    want = list(letters)
    old = game.seats[seat].rack
    game.bag.put_back(old)
    game.seats[seat].rack = []
    for t in want:
        if t in game.bag.tiles:
            game.bag.tiles.remove(t)
            continue
        for other in game.seats:
            if t in other.rack:
                other.rack.remove(t)
                other.rack.append(_take_other(game, t))
                break
        else:
            raise AssertionError(f"no tile {t} left to give")
    game.seats[seat].rack = want
    game.bag.tiles.sort()


def _take_other(game: Game, not_this: str) -> str:
    for i, t in enumerate(game.bag.tiles):
        if t != not_this:
            return game.bag.tiles.pop(i)
    raise AssertionError("bag has nothing to swap in")


def drain_bag(game: Game, leave: int, keep: str = "") -> list[str]:
    """Take tiles out of the bag until ``leave`` remain (``keep``'s letters stay in it);
    returns the tiles taken, which the test counts with the rest."""
    taken: list[str] = []
    keep_left = list(keep)
    kept: list[str] = []
    for t in list(game.bag.tiles):
        if t in keep_left:
            keep_left.remove(t)
            kept.append(t)
        else:
            taken.append(t)
    rest = kept + taken
    game.bag.tiles = sorted(rest[:leave])
    return rest[leave:]


def tiles_in_play(game: Game) -> Counter[str]:
    """Every tile of the game: bag, racks, board (blanks counted as blanks)."""
    return game.tile_census()


def full_set(game: Game) -> Counter[str]:
    return Counter(game.rules.tileset.full_bag())


def state(game: Game) -> str:
    return json.dumps(game.to_json(), sort_keys=True, ensure_ascii=False)


def plain_layout(like: str = "standard15") -> Layout:
    """A board of the same size with no premium square (only the start square)."""
    base = load_layout(like)
    rows = []
    for r in range(base.height):
        rows.append("".join("*" if (r, c) == base.start else "." for c in range(base.width)))
    return parse_layout("plain", "\n".join(rows))


def use_plain_board(game: Game) -> None:
    """Play ``game`` on a premium-free board of the same size (before any move)."""
    assert game.board.is_empty()
    game.board = Board(plain_layout(game.rules.layout_name))


def preset(game: Game, move: str) -> None:
    """Lay ``move``'s tiles on the board as if played long ago (no score, no turn), taking
    them from the bag so that every tile stays counted."""
    from engine.placement import parse_placement

    placement = parse_placement(game.board, game.rules.tileset, move)
    for r, c, t in placement.tiles:
        game.bag.tiles.remove(t.rack_letter)
        game.board.place(r, c, t)


def snapshot(game: Game) -> dict[str, Any]:
    data = game.to_json()
    json.dumps(data)
    return data


def refused(game: Game, code: str, action: Any, *args: Any, **kwargs: Any) -> Exception:
    """Call ``action``; it must raise MoveError ``code`` and leave the game unchanged."""
    from engine.errors import MoveError

    before = snapshot(game)
    try:
        action(*args, **kwargs)
    except MoveError as e:
        assert e.code == code, f"expected {code}, got {e.code}: {e}"
        assert snapshot(game) == before, "a refused action changed the game"
        assert str(e)
        return e
    raise AssertionError(f"expected MoveError {code}, nothing raised")


def opening(game: Game, n: int = 2) -> str:
    """A first move across the start square with the first ``n`` tiles of the rack of the
    seat to play (a blank as the first letter of the tile set), without touching any
    rack: for tests that replay the log (undo, pop, replay)."""
    from engine.notation import format_coord

    rack = game.seats[game.turn].rack[:n]
    first = game.rules.tileset.letters[0].lower()
    word = "".join(first if t == "?" else t for t in rack)
    r, c = game.board.layout.start
    return f"{format_coord(r, c, True)} {word}"
