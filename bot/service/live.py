"""The games in play in this process, each owned by one object, as lila's ``GameProxy``
owns a live game.

A command's cost would otherwise grow with its game: reading a game back is its row,
every action of its log and every line of its history (storage/logs.py), decoded into
the engine's ``Game``.  So each game in play is kept here as its last commit left it (the
record, the engine's game with its log and history, the service's meta), under the
version that commit gave it.  A command takes its game out (``take``): while it works no
one else holds it, and it changes the game in place.  Only once the command's commit is
stored (or the command finished having nothing to commit) is the game put back, under
the new version (``put``).  A command that is refused, fails, or loses the version
check puts nothing back, so what it did to the game is thrown away with it: the cache
is never left holding a change that was not stored, by construction, and the next
command reads the game's rows again.

The database stays the truth: a command asks for the stored version first
(``Repository.open_version``) and takes the kept game only at that version; one that
another process moved on (several processes on one PostgreSQL database) is read again.
Readers that do not commit (``/rack`` in a private chat, the timer finding a game's
chat, ``/score`` of a finished game) read the rows and get a game of their own."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from bot.service.meta import GameMeta
from engine.game import Game
from storage.base import GameRecord


@dataclass
class Live:
    """A game as its last commit left it: the record (``state``: the committed state,
    its history lines encoded and its log the game's own list), the engine's game (None
    in a lobby) and the service's meta."""

    rec: GameRecord
    game: Game | None
    meta: GameMeta


class LiveGames:
    """Per game id, the ``Live`` game at its stored version; at most ``size`` games,
    the least recently used dropped first."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._games: OrderedDict[int, Live] = OrderedDict()

    def take(self, game_id: int, version: int) -> Live | None:
        """The game at ``version``, taken out (None: not kept, or kept at another
        version, which is dropped: the stored one is newer)."""
        live = self._games.pop(game_id, None)
        if live is None or live.rec.version != version:
            return None
        return live

    def put(self, live: Live) -> None:
        """Keep a game as it was just committed (at its record's new version)."""
        game_id = live.rec.id
        if game_id is None or live.rec.status not in ("lobby", "active"):
            return  # an ended game is not in play: nothing will take it
        self._games[game_id] = live
        while len(self._games) > self.size:
            self._games.popitem(last=False)

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._games

    def __len__(self) -> int:
        return len(self._games)
