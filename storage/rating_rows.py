"""What both backends' ratings tables share: the columns of a player's game row, and the
row read back as a ``PlayerGameRecord`` (storage/sqlite_ratings.py and
storage/postgres_ratings.py; the rows are plain SQL columns in both)."""

from __future__ import annotations

from typing import Any

from storage.base import PlayerGameRecord

PLAYER_GAME_COLUMNS = ("game_id", "user_key", "name", "chat_key", "family", "ruleset",
                       "score", "won", "rated", "moves", "bingos", "best_move",
                       "best_score", "mu", "sigma", "finished_at")


def player_game_row(r: Any) -> PlayerGameRecord:
    return PlayerGameRecord(
        game_id=r["game_id"], user_key=r["user_key"], name=r["name"], chat_key=r["chat_key"],
        family=r["family"], ruleset=r["ruleset"], score=r["score"], won=bool(r["won"]),
        rated=bool(r["rated"]), moves=r["moves"], bingos=r["bingos"],
        best_move=r["best_move"], best_score=r["best_score"], finished_at=r["finished_at"],
        mu=r["mu"], sigma=r["sigma"])
