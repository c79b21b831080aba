"""The action log kept as rows, not inside the game's state.

A game's row holds its state without the log (``state_row``); the log is the game's live
``moves`` rows, appended one command at a time, and the repository puts it back into the
state it returns.  So a command no longer re-serialises and rewrites the whole log: it
appends its own actions.  Reading it back is the one part that still grows with the game,
and ``LogCache`` keeps that to the new rows in the usual case: the log this process last
wrote or read for a game, valid while the game's version is the one it was kept at (a
write by another process moves the version on, and the log is read again)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

Log = list[dict[str, Any]]


def state_row(state: dict[str, Any]) -> dict[str, Any]:
    """What the game's row stores: the state without its log."""
    return {k: v for k, v in state.items() if k != "log"}


class LogCache:
    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._logs: OrderedDict[int, tuple[int, Log]] = OrderedDict()

    def get(self, game_id: int, version: int) -> Log | None:
        """A fresh list of the game's log at ``version``, or None when not kept."""
        kept = self._logs.get(game_id)
        if kept is None or kept[0] != version:
            return None
        self._logs.move_to_end(game_id)
        return list(kept[1])

    def put(self, game_id: int, version: int, log: Log) -> None:
        self._logs[game_id] = (version, list(log))
        self._logs.move_to_end(game_id)
        while len(self._logs) > self.size:
            self._logs.popitem(last=False)
