"""The two parts of a game's state that grow with it, kept as rows.

A game's row holds its state without them (``state_row``): the action log is the game's
live ``moves`` rows and the per-turn history (``Game.history``: the lines of ``/history``
and of the GCG record) its ``turns`` rows, each appended one command at a time; the
repository puts both back into the state it returns.  So a command writes an amount of
the same size in the first turn and the ten-thousandth: its own actions and lines.

The row keeps the number of history lines in their place (``"history": N``), so that a
reader can tell a row whose lines are all there; a state that still holds its lines (a
write of an older shape, a test's hand-made state) is stored and read as it is.

Reading the rows back is the part that would still grow with the game, and ``LineCache``
keeps it to nothing in the usual case: the lines this process last wrote or read for a
game, valid while the game's version is the one they were kept at (a write by another
process moves the version on, and they are read again)."""

from __future__ import annotations

import copy
from collections import OrderedDict
from typing import Any

Log = list[dict[str, Any]]


def state_row(state: dict[str, Any]) -> dict[str, Any]:
    """What the game's row stores: the state without its log, and its history as the
    number of its lines."""
    row = {k: v for k, v in state.items() if k != "log"}
    if isinstance(row.get("history"), list):
        row["history"] = len(row["history"])
    return row


def history_in_rows(row: dict[str, Any]) -> int | None:
    """How many history lines a stored row's state has in ``turns`` (None: none there,
    the state holds its own or has none)."""
    n = row.get("history")
    return n if isinstance(n, int) and not isinstance(n, bool) else None


def new_turns(state: dict[str, Any], keep: int) -> list[tuple[int, dict[str, Any]]]:
    """The history lines a write adds after the first ``keep`` (index, line)."""
    lines = state.get("history")
    if not isinstance(lines, list):
        return []
    return [(i, lines[i]) for i in range(keep, len(lines))]


class Grown:
    """A list that only grows at its end, as it was when kept: the list itself, its
    length and a copy of its last item (the engine may change that one in place: a vote's
    verdict).  Checking it again is O(1), so the list can be shared, not copied, and still
    never be handed out changed: a command that appended to it and then failed (a refused
    move, a lost version check, a failed commit) leaves it longer than kept."""

    __slots__ = ("items", "last", "length")

    def __init__(self, items: list[Any]) -> None:
        self.items = items
        self.length = len(items)
        self.last = copy.deepcopy(items[-1]) if items else None

    def intact(self) -> bool:
        items = self.items
        return len(items) == self.length and (not items or items[-1] == self.last)


class LineCache:
    """Per game: (version, log, history) as last written or read by this process.

    The lists are shared, not copied (a copy of a 30,000-line list on every read and
    write was most of what a command still cost in a long game): a state the repository
    returns holds the kept lists themselves, and a committed state's lists are kept as
    they are, the engine's own log among them (bot/service/lines.py appends to it).  So
    each is kept as a ``Grown`` and checked on every read: a list changed since it was
    kept (a command appended to it and did not commit) is not handed out, its game's
    rows are read again (the database is the truth)."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._lines: OrderedDict[int, tuple[int, Grown, Grown | None]] = OrderedDict()

    def get(self, game_id: int, version: int) -> tuple[Log, Log | None] | None:
        """The game's log and history at ``version`` (not to be changed), or None."""
        kept = self._lines.get(game_id)
        if kept is None or kept[0] != version:
            return None
        if not kept[1].intact() or (kept[2] is not None and not kept[2].intact()):
            del self._lines[game_id]  # changed by a command that did not commit
            return None
        self._lines.move_to_end(game_id)
        return kept[1].items, None if kept[2] is None else kept[2].items

    def put(self, game_id: int, version: int, log: Log, history: Log | None) -> None:
        self._lines[game_id] = (version, Grown(log), None if history is None else Grown(history))
        self._lines.move_to_end(game_id)
        while len(self._lines) > self.size:
            self._lines.popitem(last=False)

    def put_state(self, game_id: int, version: int, state: dict[str, Any]) -> None:
        """Keep what a committed state holds (its history only when it holds lines)."""
        history = state.get("history")
        self.put(game_id, version, state.get("log", []),
                 history if isinstance(history, list) else None)
