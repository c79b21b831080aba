"""A game's whole state as JSON (``Game.to_json`` / ``Game.from_json``).

The format is versioned by ``STATE_VERSION`` and must not change under stored games: a
field added here needs a new version and a reader for the old one.  The header fields
(rules, overrides, seed, players) are the ones ``Game.header`` writes; ``restore`` fills
in the rest on a game that ``Game.new`` dealt from that header.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from engine.actions import Place, action_of
from engine.bag import Bag
from engine.board import Board, Tile
from engine.notation import Coord, parse_coord
from engine.placement import Placement
from engine.state import Pending, Seat, Termination, Turn, UndoRequest

if TYPE_CHECKING:
    from engine.game import Game


def to_json(game: Game) -> dict[str, Any]:
    """The whole state of ``game``, versioned."""
    return {**core_json(game), "history": [turn_json(t) for t in game.history],
            "log": log_copy(game.log)}


def core_json(game: Game) -> dict[str, Any]:
    """The state of ``game`` without the two parts that grow with it, the history and the
    log: what a store that keeps those apart (as rows appended per command) rewrites on
    every action, at the same cost in the first turn and the ten-thousandth."""
    return {
        **game.header(),
        "board": game.board.to_rows(),
        "bag": "".join(game.bag.tiles),
        "rng_counter": game.bag.counter,
        **({"bag_seed": game.bag.seed} if game.bag.seed != game.seed else {}),
        "seats": [
            {"player": s.player, "side": s.side, "rack": "".join(s.rack),
             "exchanges": s.exchanges, "resigned": s.resigned,
             "out_of_time": s.out_of_time, "skip_next": s.skip_next}
            for s in game.seats
        ],
        "scores": {str(k): v for k, v in game.scores.items()},
        "turn": game.turn,
        "pending": _pending_json(game, game.pending),
        "undo_request": None if game.undo_request is None else {
            "seat": game.undo_request.seat, "log_index": game.undo_request.log_index,
            "votes": {str(k): v for k, v in game.undo_request.votes.items()}},
        "scoreless": game.scoreless,
        "passes": game.passes,
        "target_reached": game.target_reached,
        "over": game.over,
        "end_reason": "" if game.end_reason is None else game.end_reason.value,
        "winners": game.winners,
        "pre_adjustment": {str(k): v for k, v in game.pre_adjustment.items()},
        "order_draws": [list(d) for d in game.order_draws],
    }


def turn_json(t: Turn) -> dict[str, Any]:
    """One line of the history as ``to_json`` writes it."""
    out = {"seat": t.seat, "kind": t.kind, "move": t.move, "score": t.score,
           "rack": t.rack, "total": t.total, "words": [list(w) for w in t.words]}
    if t.bingo:  # written only when set: the lines stored before it read as no bingo
        out["bingo"] = True
    return out


def turn_of(t: dict[str, Any]) -> Turn:
    """One line of the history from ``turn_json``'s form."""
    return Turn(t["seat"], t["kind"], t["move"], t["score"], t["rack"], t["total"],
                [(w, p) for w, p in t["words"]], bool(t.get("bingo", False)))


def log_copy(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of the action log that shares all but its last entry: the engine only ever
    changes the last entry in place (a vote's verdict, "no one can move"), so the ones
    before it are never written again.  A deep copy of a long log was most of a command's
    cost in a long game (two thirds at 10,000 actions)."""
    out = list(log)
    if out:
        out[-1] = copy.deepcopy(out[-1])
    return out


def _pending_json(game: Game, p: Pending | None) -> dict[str, Any] | None:
    if p is None:
        return None
    placed = action_of(game.log[p.log_index])
    assert isinstance(placed, Place)
    return {
        "seat": p.seat, "move": placed.move, "swaps": list(placed.swaps),
        "tiles": [[r, c, str(t)] for r, c, t in p.placement.tiles],
        "coord": [p.placement.coord.row, p.placement.coord.col,
                  p.placement.coord.across],
        "notation": p.notation, "words": p.words, "score": p.score,
        "rack_before": "".join(p.rack_before),
        "streaks_before": list(p.streaks_before), "ends_game": p.ends_game,
        "votes": {str(k): v for k, v in p.votes.items()}, "log_index": p.log_index,
    }


def restore(game: Game, data: dict[str, Any]) -> None:
    """Give ``game`` (just dealt by ``Game.new`` from ``data``'s header) the state that
    ``to_json`` wrote into ``data``."""
    game.board = Board.from_rows(game.rules.layout, data["board"])
    game.bag = Bag(list(data["bag"]), data.get("bag_seed", game.seed), data["rng_counter"])
    game.seats = [
        Seat(s["player"], s["side"], list(s["rack"]), s["exchanges"], s["resigned"],
             s["out_of_time"], s["skip_next"])
        for s in data["seats"]
    ]
    game.scores = {int(k): v for k, v in data["scores"].items()}
    game.turn = data["turn"]
    p = data["pending"]
    if p is not None:
        tiles = tuple((r, c, Tile(ch.upper(), ch.islower())) for r, c, ch in p["tiles"])
        swaps = tuple(_square(s, game.board) for s in p["swaps"])
        game.pending = Pending(
            seat=p["seat"],
            placement=Placement(Coord(*p["coord"]), tiles, swaps),
            notation=p["notation"], words=list(p["words"]), score=p["score"],
            rack_before=list(p["rack_before"]),
            streaks_before=(p["streaks_before"][0], p["streaks_before"][1]),
            ends_game=p["ends_game"],
            votes={int(k): v for k, v in p["votes"].items()}, log_index=p["log_index"],
        )
    u = data["undo_request"]
    game.undo_request = None if u is None else UndoRequest(
        u["seat"], u["log_index"], {int(k): v for k, v in u["votes"].items()})
    game.scoreless = data["scoreless"]
    game.passes = data["passes"]
    game.target_reached = data["target_reached"]
    game.over = data["over"]
    game.end_reason = Termination(data["end_reason"]) if data["end_reason"] else None
    game.winners = list(data["winners"])
    game.pre_adjustment = {int(k): v for k, v in data["pre_adjustment"].items()}
    game.history = [turn_of(t) for t in data["history"]]
    game.order_draws = [(a, b) for a, b in data["order_draws"]]
    game.log = log_copy(data["log"])


def _square(text: str, board: Board) -> tuple[int, int]:
    c = parse_coord(text, board.width, board.height)
    return c.row, c.col
