"""The computer's levels by name, weakest first: what a chat may ask for (``/addbot``),
kept apart from ``engine.players`` so that naming them loads no move generator."""

from __future__ import annotations

from typing import Literal

Level = Literal["beginner", "easy", "medium", "hard", "strong", "champion"]
LEVELS: tuple[Level, ...] = ("beginner", "easy", "medium", "hard", "strong", "champion")
DEFAULT_LEVEL: Level = "medium"
