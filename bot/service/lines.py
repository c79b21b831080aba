"""The two parts of a game that grow with it, the action log and the history: what a
command added to them, and the state it commits with only its own lines encoded, so that
a command costs the same in the first turn and the ten-thousandth (issue 17).

The log and the history only ever grow at their end during a command (the engine
appends, and never changes an action or a line once the action that made it is over);
an undo replays the game to an earlier log and gives it new lists, which are compared
line by line.  The game they belong to is the command's alone while it works
(bot/service/live.py), so nothing here is shared with anyone else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import snapshot
from engine.game import Game, Turn


@dataclass
class Mark:
    """A game's log and history as the command found them (the list objects, which the
    engine only appends to, and their lengths)."""

    log: list[dict[str, Any]]
    log_len: int
    history: list[Turn]
    history_len: int
    history_json: list[dict[str, Any]]  # the stored lines, as read


def mark(game: Game, state: dict[str, Any]) -> Mark:
    stored = state.get("history")
    return Mark(game.log, len(game.log), game.history, len(game.history),
                stored if isinstance(stored, list) else [])


@dataclass(frozen=True)
class Kept:
    """How many of the stored log actions and history lines the command left as they
    were (the repository keeps those rows and appends the rest), and whether actions were
    taken back (an undo: their log indices come again)."""

    log: int
    history: int
    taken_back: bool


def kept(m: Mark, game: Game) -> Kept:
    n = m.log_len
    if game.log is m.log and len(game.log) >= n:
        log_keep, taken_back = n, False
    else:  # replaced whole (an undo): the first actions that are still the same
        log_keep = _common(m.log[:n], game.log)
        taken_back = log_keep < n
    h = m.history_len
    if game.history is m.history and len(game.history) >= h:
        history_keep = h
    else:
        history_keep = _common(m.history[:h], game.history)
    return Kept(log_keep, history_keep, taken_back)


def unchanged(m: Mark | None, game: Game | None) -> int:
    """How many leading actions of the game's log are surely as the command found them
    (all but the last, unless an undo replaced the log): what was worked out from those
    need not be worked out again."""
    if m is None or game is None or game.log is not m.log or len(game.log) < m.log_len:
        return 0
    return max(0, m.log_len - 1)


def written(m: Mark | None, game: Game, history_keep: int) -> dict[str, Any]:
    """The state to commit: ``Game.to_json``'s, with the first ``history_keep`` lines
    those that were read (``m`` None: a new game, all encoded)."""
    if m is None or len(m.history_json) != m.history_len:
        return game.to_json()
    # Kept lines: the list that was read (or committed last), appended to; it is the
    # command's own, as its game is (a command that does not commit throws both away:
    # live.py).  An undo took lines back: a new list.
    lines = m.history_json if history_keep == m.history_len else m.history_json[:history_keep]
    lines.extend(snapshot.turn_json(t) for t in game.history[history_keep:])
    # The log: the game's own list; the repository writes only its new actions.
    return {**snapshot.core_json(game), "history": lines, "log": game.log}


def _common(a: list[Any], b: list[Any]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n
