"""Time in a game: who may act since when, the game clocks, and the deadlines that follow.

The service never reads the clock here: every function takes ``now``.  The timing lives in
the game's ``meta`` (stored with the game in the same transaction):

* ``turn_key`` / ``actor`` / ``since``: the seat that may act now and since when (a new turn,
  even of the same seat, restarts the move time limit);
* ``clock``: each seat's remaining game time in seconds (charged when their turn ends);
* ``pending_key`` / ``pending_since``: the move waiting for its check/votes;
* ``undo_key`` / ``undo_since``: the open undo request;
* ``last_place``: [log index, time] of the last placed move (undo may be asked within
  ``UNDO_ASK_WINDOW`` seconds).

A "computer" deadline, due since the step became owed, stands for a computer seat's
turn, vote or undo answer (``computer_seats.next_step``).
"""

from __future__ import annotations

from typing import Any

from bot.service import computer_seats
from engine.game import Game

UNDO_ASK_WINDOW = 10.0  # seconds after a move during which its player may ask to undo it
UNDO_VOTE_WINDOW = 10.0  # seconds for the opponents' consent
FINAL_CHALLENGE_WINDOW = 60.0  # a game-ending move in a "until the next player acts" mode


def actor(game: Game) -> int | None:
    """The seat that may act now (None while everyone waits for votes, or the game is over)."""
    if game.over or game.undo_request is not None:
        return None
    p = game.pending
    if p is not None and (game.rules.word_check != "challenge" or p.ends_game):
        return None
    return game.turn


def start(game: Game, meta: dict[str, Any], now: float) -> None:
    """Set up the timing of a game that has just been dealt."""
    if game.rules.game_clock:
        meta["clock"] = {str(i): float(game.rules.game_clock) for i in range(len(game.seats))}
    update(game, meta, now)


def update(game: Game, meta: dict[str, Any], now: float) -> None:
    """Bring ``meta`` up to date after an action done at ``now``."""
    a = actor(game)
    key = None if a is None else [a, len(game.history)]
    if key != meta.get("turn_key"):
        prev = meta.get("actor")
        clock = meta.get("clock")
        if prev is not None and clock is not None:
            left = clock.get(str(prev), 0.0) - (now - meta.get("since", now))
            clock[str(prev)] = max(0.0, left)
        meta["turn_key"] = key
        meta["actor"] = a
        meta["since"] = now
    p = game.pending
    pkey = None if p is None else p.log_index
    if pkey != meta.get("pending_key"):
        meta["pending_key"] = pkey
        meta["pending_since"] = now
    u = game.undo_request
    ukey = None if u is None else [u.seat, u.log_index]
    if ukey != meta.get("undo_key"):
        meta["undo_key"] = ukey
        meta["undo_since"] = now
    last = last_place_index(game)
    if last is not None and (meta.get("last_place") or [None])[0] != last:
        meta["last_place"] = [last, now]
    elif last is None:
        meta.pop("last_place", None)


def last_place_index(game: Game) -> int | None:
    for i in range(len(game.log) - 1, -1, -1):
        if game.log[i]["a"] == "place":
            return i
    return None


def clock_left(game: Game, meta: dict[str, Any], seat: int, now: float) -> float | None:
    clock = meta.get("clock")
    if clock is None:
        return None
    left = float(clock.get(str(seat), 0.0))
    if meta.get("actor") == seat:
        left -= now - meta.get("since", now)
    return max(0.0, left)


def deadlines(game: Game, meta: dict[str, Any]) -> list[tuple[str, float, int | None]]:
    """(kind, due_at, seat) of every deadline the game has now, earliest first."""
    if game.over:
        return []
    rules = game.rules
    out: list[tuple[str, float, int | None]] = []
    p = game.pending
    if p is not None:
        since = float(meta.get("pending_since", 0.0))
        if rules.word_check in ("vote", "agreement"):
            out.append(("window", since + rules.vote_window, p.seat))
        elif rules.challenge_window:
            out.append(("window", since + rules.challenge_window, p.seat))
        elif p.ends_game:
            out.append(("window", since + FINAL_CHALLENGE_WINDOW, p.seat))
    if game.undo_request is not None:
        out.append(("undo", float(meta.get("undo_since", 0.0)) + UNDO_VOTE_WINDOW,
                    game.undo_request.seat))
    a = meta.get("actor")
    if a is not None and a == actor(game):
        since = float(meta.get("since", 0.0))
        if rules.move_time_limit:
            out.append(("move", since + rules.move_time_limit, a))
        clock = meta.get("clock")
        if clock is not None and not game.seats[a].out_of_time:
            out.append(("clock", since + float(clock.get(str(a), 0.0)), a))
    step = computer_seats.next_step(game, meta, "active")
    if step is not None:  # due at once: the service plays it (or due() after a restart)
        out.append(("computer", computer_seats.step_since(meta, step), step[1]))
    out.sort(key=lambda d: (d[1], d[0] != "computer", d[0]))
    return out
