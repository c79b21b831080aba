"""The two parts of a game that grow with it, the action log and the history, kept so
that a command costs the same in the first turn and the ten-thousandth (issue 17).

The repository stores them as rows appended per command (storage/logs.py) and hands them
back from its own cache; this module keeps the service's side equally flat:

- ``Decoded``: the history lines this process last decoded, per game and version, so a
  command whose game has not changed since does not turn thousands of JSON lines back
  into ``Turn`` objects.  Only an optimisation: the database stays the truth (a command
  reads the game's row and version every time), a write by another process moves the
  version on and misses, and a command that fails or is rolled back leaves the entry of
  the version still stored.  The engine never changes a ``Turn`` in place, so games
  share them; the command that commits gets the kept list itself (and the repository's
  log), appends to it, and a ``Grown`` check tells the next reader when it did so
  without committing (``Decoded.load``).
- ``Mark`` and ``written``: what a command added (the log and the history only ever grow
  at their end, but for the last log action, which the engine may change in place; an
  undo replaces them whole and is compared line by line), and the state to commit with
  the stored lines reused: only the new lines are encoded."""

from __future__ import annotations

import copy
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from engine import snapshot
from engine.game import Game, Turn
from storage.logs import Grown


class Decoded:
    def __init__(self, size: int = 4096) -> None:
        self.size = size
        # per game: (version, its history lines as kept, the log list committed with them)
        self._games: OrderedDict[int, tuple[int, Grown, list[dict[str, Any]]]] = OrderedDict()

    def get(self, game_id: int, version: int) -> list[Turn] | None:
        """A fresh list of the game's history lines at ``version``, or None."""
        kept = self._kept(game_id, version)
        return None if kept is None else list(kept[1].items)

    def _kept(self, game_id: int, version: int
              ) -> tuple[int, Grown, list[dict[str, Any]]] | None:
        kept = self._games.get(game_id)
        if kept is None or kept[0] != version:
            return None
        if not kept[1].intact():  # a command appended to it and did not commit
            del self._games[game_id]
            return None
        self._games.move_to_end(game_id)
        return kept

    def put(self, game_id: int, version: int, history: list[Turn],
            log: list[dict[str, Any]] | None = None) -> None:
        """Keep ``history`` itself (not a copy): whoever appends to it and fails to
        commit leaves it longer than kept, and it is decoded again."""
        self._games[game_id] = (version, Grown(history), [] if log is None else log)
        self._games.move_to_end(game_id)
        while len(self._games) > self.size:
            self._games.popitem(last=False)

    def load(self, game_id: int | None, version: int, state: dict[str, Any],
             live: bool = False) -> Game:
        """The engine's game of a stored state, its history decoded once per version.

        ``live``: for the one command that holds the chat's lock and commits what it
        changes (bot/service/transaction.py): the game gets the kept history and, when
        the repository handed back the log committed with it, that log: the lists
        themselves, which the engine appends to, so a command copies nothing that grows
        with the game.  They stay right whatever the command does: a commit keeps them
        at their new length, anything else leaves them longer than kept, and the next
        reader decodes (and the repository reads its rows) again.  Any other reader gets
        copies, as it may hold them while the next command appends."""
        lines = state.get("history")
        kept = None if game_id is None else self._kept(game_id, version)
        if kept is None or not isinstance(lines, list) or kept[1].length != len(lines):
            game = Game.from_json(state)
            if game_id is not None:
                self.put(game_id, version, game.history if live else list(game.history))
            return game
        turns = kept[1].items
        log = state.get("log")
        if live and log is kept[2] and isinstance(log, list):
            game = Game.from_json({**state, "history": [], "log": []})
            game.log = log
        else:
            game = Game.from_json({**state, "history": []})
        game.history = turns if live else list(turns)
        return game


@dataclass
class Mark:
    """A game's log and history as the command found them (the list objects, which the
    engine only appends to, their lengths, and the last action as it was)."""

    log: list[dict[str, Any]]
    log_len: int
    log_last: dict[str, Any] | None
    history: list[Turn]
    history_len: int
    history_json: list[dict[str, Any]]  # the stored lines, as read


def mark(game: Game, state: dict[str, Any]) -> Mark:
    stored = state.get("history")
    return Mark(game.log, len(game.log), copy.deepcopy(game.log[-1]) if game.log else None,
                game.history, len(game.history),
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
        log_keep = n if n == 0 or game.log[n - 1] == m.log_last else n - 1
        taken_back = False
    else:  # replaced whole (an undo): the first actions that are still the same
        before = [*m.log[:n - 1], m.log_last] if n else []
        log_keep = _common(before, game.log)
        taken_back = log_keep < n
    h = m.history_len
    if game.history is m.history and len(game.history) >= h:
        history_keep = h
    else:
        history_keep = _common(m.history[:h], game.history)
    return Kept(log_keep, history_keep, taken_back)


def unchanged(m: Mark | None, game: Game | None) -> int:
    """How many leading actions of the game's log are surely as the command found them
    (all but the last, which the engine may change in place, unless an undo replaced the
    log): what was worked out from those need not be worked out again."""
    if m is None or game is None or game.log is not m.log or len(game.log) < m.log_len:
        return 0
    return max(0, m.log_len - 1)


def written(m: Mark | None, game: Game, history_keep: int) -> dict[str, Any]:
    """The state to commit: ``Game.to_json``'s, with the first ``history_keep`` lines
    those that were read (``m`` None: a new game, all encoded)."""
    if m is None or len(m.history_json) != m.history_len:
        return game.to_json()
    # Kept lines: the stored list itself, appended to (the repository's copy of what it
    # committed, which it checks before handing it out again: storage/logs.py); an
    # undo took lines back: a new list.
    lines = m.history_json if history_keep == m.history_len else m.history_json[:history_keep]
    lines.extend(snapshot.turn_json(t) for t in game.history[history_keep:])
    # The log itself: after the commit the repository keeps it as committed and the
    # next command appends to it (see ``Decoded.load``).
    return {**snapshot.core_json(game), "history": lines, "log": game.log}


def _common(a: list[Any], b: list[Any]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n
