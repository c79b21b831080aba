"""The two parts of a game's state that grow with it, kept as rows.

A game's row holds its state without them (``state_row``): the action log is the game's
live ``moves`` rows and the per-turn history (``Game.history``: the lines of ``/history``
and of the GCG record) its ``turns`` rows, each appended one command at a time; the
repository puts both back into the state it returns.  So a command writes an amount of
the same size in the first turn and the ten-thousandth: its own actions and lines.

The row keeps the number of history lines in their place (``"history": N``), so that a
reader can tell a row whose lines are all there; a state that still holds its lines (a
write of an older shape, a test's hand-made state) is stored and read as it is.

Nothing is kept between reads: a read returns lists made from the rows, owned by whoever
asked (the service keeps the games in play itself, bot/service/live.py, and reads a
game's rows only when it does not have the stored version)."""

from __future__ import annotations

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
