"""The repository interface and the records that cross it.

A command of the service reads what it needs, decides in memory, and hands the repository
one ``Write``: everything the command changed, committed in one transaction.  The write
carries the version the game had when it was read; if another writer got there first the
repository raises ``VersionConflict`` and changes nothing."""

from __future__ import annotations

import abc
import contextlib
import logging
from collections.abc import AsyncIterator, Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit, urlunsplit

#: The repositories' own lines: one per migration applied (``applied_migration``).
log = logging.getLogger("storage")


def is_postgres_url(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


def in_memory(target: str | Path) -> bool:
    """Whether ``target`` is a SQLite database in the process's memory (the console
    without --db): nothing is kept when the process ends."""
    text = str(target)
    return text == ":memory:" or (text.startswith("file:") and "mode=memory" in text)


def describe(target: str | Path) -> str:
    """``target`` as a command reports it: a SQLite file's absolute path (which file a
    relative one was is the question), a PostgreSQL URL with its password hidden, or
    that it is in memory (``:memory:`` is no file: it was shown as one of the working
    folder, ``sqlite:/tmp/.../:memory:``)."""
    if in_memory(target):
        return "memory (this process's: gone when it ends)"
    if not is_postgres_url(target):
        return f"sqlite:{Path(target).resolve()}"
    parts = urlsplit(str(target))
    if parts.password is None:
        return str(target)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


def applied_migration(name: str, target: str | Path) -> None:
    """The line of a migration just applied (committed) to ``target``: ``storage: applied
    migration 0005_history_as_rows to sqlite:/var/lib/wordgames/wordgames.sqlite3``."""
    # A database in memory is made anew at each start: its migrations are no news.
    log.log(logging.DEBUG if in_memory(target) else logging.INFO, "applied migration %s to %s",
            name.removesuffix(".sql"), describe(target))


class VersionConflict(Exception):
    """The game changed since it was read: nothing was written."""


class GameExists(Exception):
    """The chat already has an open game (lobby or running): nothing was written."""


class StorageUnavailable(Exception):
    """The database cannot be used: corrupt, read-only, full, unreachable.  The message is
    one line an operator can act on and names the database, never a row of it."""


class DatabaseUnreachable(StorageUnavailable):
    """The database server did not answer (down, restarting, not yet reachable at boot):
    a condition that passes, unlike a wrong password or a corrupt file."""


class SchemaTooNew(StorageUnavailable):
    """The database was written by a newer version of the bot: this one refuses to touch
    it rather than misread it."""


class UnreadableGame(Exception):
    """A stored game that cannot be read back (damaged JSON, a state no engine version
    reads).  Names the game, never the row: a state holds the racks and the seed."""

    def __init__(self, game_id: int, chat_key: str) -> None:
        super().__init__(f"game {game_id} in chat {chat_key} cannot be read")
        self.game_id = game_id
        self.chat_key = chat_key


def chat_of(chat_key: str) -> str:
    """A chat key without its thread: ``telegram:-100123`` of ``telegram:-100123:42`` (a
    key is ``platform:id:thread``, ``bot.protocol.ChatRef.key``; the thread may be empty)."""
    return chat_key.rpartition(":")[0]


@dataclass
class SeatRecord:
    user_key: str
    name: str
    team: int | None = None
    joined: int = 0
    position: int | None = None  # seat in turn order once the game started
    rack: str = ""


@dataclass
class GameRecord:
    chat_key: str
    ruleset: str
    options: dict[str, Any]
    language: str
    seed: str
    creator: str
    status: str = "lobby"  # lobby, active, over, cancelled
    state: dict[str, Any] | None = None  # Game.to_json()
    meta: dict[str, Any] = field(default_factory=dict)
    version: int = 0
    id: int | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
    seats: list[SeatRecord] = field(default_factory=list)

    @property
    def log(self) -> list[dict[str, Any]]:
        return list(self.state["log"]) if self.state else []

    def seat_of(self, user_key: str) -> SeatRecord | None:
        for s in self.seats:
            if s.user_key == user_key:
                return s
        return None


@dataclass(frozen=True)
class DeadlineRecord:
    """A game's deadline as stored (the service's ``timing.Deadline``, with its game)."""

    game_id: int
    kind: str  # window, undo, move, clock, end, computer
    due_at: float
    seat: int | None = None


@dataclass(frozen=True)
class OwedShift:
    """A game's times still to move on by ``seconds`` of downtime (``replace_heartbeat``
    recorded it); ``id`` grows with each shift recorded, and the game's meta keeps the
    last one applied, so that a shift finished twice moves the game once."""
    id: int
    game_id: int
    seconds: float


class KeptUpdate(NamedTuple):
    """A claimed update taken up (``pending_updates``): its id and body, and whether the
    process that held it released it (a stop, ``release_updates``) rather than let its
    lease lapse (killed, or hung): the operator is told the one, warned of the other."""
    update_id: int
    body: str
    released: bool = False


@dataclass(frozen=True)
class VoteRecord:
    target: str
    voter: str
    kind: str
    at: float


@dataclass(frozen=True)
class UserRecord:
    key: str
    platform: str
    user_id: str
    name: str
    language: str | None


@dataclass(frozen=True)
class ChatRecord:
    key: str
    platform: str
    chat_id: str
    thread: str | None
    # The chat's language (issue 16): the language of the game last opened there, or the
    # one an admin chose with /lang.  None leaves the stored one as it is.
    language: str | None = None


@dataclass(frozen=True)
class ResultRecord:
    ruleset: str
    end_reason: str
    scores: list[dict[str, Any]]
    winners: list[str]
    finished_at: float


@dataclass
class Write:
    """Everything one command changes, for one transaction.

    ``game.version`` is the version that was read; the stored game must still have it.
    ``log_keep`` actions of the stored log stay; the stored ones after it are marked undone
    and ``game.state['log'][log_keep:]`` are appended.  Likewise ``history_keep`` lines of
    the stored history (``turns``) stay, the ones after it go, and
    ``game.state['history'][history_keep:]`` are added (storage/logs.py): a command that
    gives both writes only what it added, however long the game."""

    game: GameRecord
    now: float
    log_keep: int = 0
    history_keep: int = 0
    votes: list[VoteRecord] = field(default_factory=list)
    deadlines: list[DeadlineRecord] | None = None  # None: unchanged; a list replaces them all
    result: ResultRecord | None = None
    users: list[UserRecord] = field(default_factory=list)
    chat: ChatRecord | None = None
    #: the claimed platform update (source, update id) whose handling this write is: it is
    #: marked handled in the same transaction (``Repository.update_handled``), so that a
    #: process killed after the commit does not handle it again after its restart
    handled_update: tuple[str, int] | None = None


# ---------------------------------------------------------------- ratings and stats
# (issue 18; migration 0003_ratings.sql).  Rebuilt from games and results by
# ``python -m bot ratings rebuild``; only ``player_settings`` is not derived.


@dataclass(frozen=True)
class RatingRecord:
    user_key: str
    family: str
    mu: float
    sigma: float
    games: int = 0


@dataclass(frozen=True)
class PlayerGameRecord:
    """A person's line of one finished game: what ``/stats`` sums and the rating after
    it (``mu``/``sigma``; None for an unrated game)."""

    game_id: int
    user_key: str
    name: str
    chat_key: str
    family: str
    ruleset: str
    score: int
    won: bool
    rated: bool
    moves: int
    bingos: int
    best_move: str
    best_score: int
    finished_at: float
    mu: float | None = None
    sigma: float | None = None


@dataclass(frozen=True)
class BoardEntry:
    """A line of a leaderboard: a rating and the player's latest name."""

    rating: RatingRecord
    name: str


class RatingsRepository(abc.ABC):
    """Ratings, per-player game rows and the players' settings."""

    @abc.abstractmethod
    async def ratings(self, family: str, user_keys: list[str]) -> dict[str, RatingRecord]:
        """The stored ratings of these players in ``family`` (absent: never rated)."""

    @abc.abstractmethod
    async def record_game(self, rows: list[PlayerGameRecord], ratings: list[RatingRecord],
                          now: float) -> None:
        """In one transaction: the game's player rows (replacing any of the same game and
        player) and the new ratings (replacing the players' old ones)."""

    @abc.abstractmethod
    async def player_games(self, user_key: str, family: str | None = None,
                           ) -> list[PlayerGameRecord]:
        """A person's finished games, oldest first."""

    @abc.abstractmethod
    async def players(self, *, chat_key: str | None = None, platform: str | None = None,
                      ) -> list[tuple[str, str]]:
        """Every person with a finished game (rated or not), as (user key, the name of
        their latest game): of the people who played in ``chat_key``, or (``chat_key``
        None) of every person of ``platform`` who has not hidden from the global board
        (``/stats NAME`` finds the people ``/stats`` has numbers for)."""

    @abc.abstractmethod
    async def leaderboard(self, family: str, *, chat_key: str | None = None,
                          platform: str | None = None, limit: int = 10,
                          ) -> list[BoardEntry]:
        """The best ratings of ``family`` by conservative rating (mu - 3 sigma): of the
        people who played in ``chat_key``, or (``chat_key`` None) of every person of
        ``platform`` who has not hidden from the global board."""

    @abc.abstractmethod
    async def set_hidden(self, user_key: str, hidden: bool, now: float) -> None: ...

    @abc.abstractmethod
    async def is_hidden(self, user_key: str) -> bool: ...

    @abc.abstractmethod
    async def finished_game_ids(self) -> list[int]:
        """Every game with a result, in the order the results were written
        (finished_at, then id): the order a rebuild rates them in."""

    @abc.abstractmethod
    async def clear_ratings(self) -> None:
        """Delete every rating and player row (before a rebuild); settings stay."""


class Repository(RatingsRepository):
    """Storage of games, seats, the move log, votes, deadlines, message refs and results.

    Every method is safe to call from concurrent tasks."""

    #: the migrations ``open`` applied (their file names, in order): none when the schema
    #: was already up to date (``python -m storage migrate`` says which it was)
    migrated: tuple[str, ...] = ()
    #: whether several processes may use the database at once (PostgreSQL): then one
    #: chat's updates are ordered through it too (``earlier_update``), not only in the
    #: process
    SHARED = False

    @abc.abstractmethod
    async def open(self) -> None:
        """Connect and bring the schema up to date.  Raises ``StorageUnavailable`` (having
        closed whatever it opened) when the database cannot be read and written, and
        ``SchemaTooNew`` when a newer version of the bot wrote it."""

    @abc.abstractmethod
    async def close(self) -> None: ...

    async def close_refused(self) -> None:
        """Close after a start that was refused (a token the platform refused, a port
        taken): a database this process created and wrote nothing to goes with it, so
        that a refused start leaves the machine as it found it (SQLite's file; a
        PostgreSQL database is the operator's, made before, and stays)."""
        await self.close()

    @abc.abstractmethod
    async def applied_migrations(self) -> list[str]:
        """The names of every migration the schema has, in order."""

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_key: str) -> AsyncIterator[None]:
        """Held around everything one command does to a chat's game, across processes.

        One process on one file (SQLite) needs nothing beyond the service's own asyncio
        lock per chat; a backend shared by several processes (PostgreSQL) takes a
        database lock here, so that two processes never act on one chat's game at once.
        The version check in ``commit`` stays the last line of defence either way."""
        yield

    @abc.abstractmethod
    async def open_game(self, chat_key: str, *, lines: bool = True) -> GameRecord | None:
        """The chat's lobby or running game.  Every method that returns a game raises
        ``UnreadableGame`` for a row it cannot read.  ``lines`` False: its state without
        the log and the history lines (``"history"`` their number), for a reader that
        wants only the row (the chat, the language): the lines are what grows."""

    @abc.abstractmethod
    async def open_version(self, chat_key: str) -> tuple[int, int] | None:
        """The id and version of the chat's lobby or running game, without reading it:
        a service that has the game at that version in memory need read nothing more
        (bot/service/live.py)."""

    @abc.abstractmethod
    async def game(self, game_id: int, *, lines: bool = True) -> GameRecord | None:
        """A game by id (``lines``: as for ``open_game``)."""

    @abc.abstractmethod
    async def latest_game(self, chat_key: str, *, finished: bool = False,
                          ) -> GameRecord | None:
        """The chat's most recent game, open or finished (``finished``: the most recent
        finished one, even when a newer game is open)."""

    @abc.abstractmethod
    async def games_of_user(self, user_key: str) -> list[GameRecord]:
        """Running games (and lobbies) the user sits in."""

    @abc.abstractmethod
    async def commit(self, write: Write) -> GameRecord:
        """Apply ``write`` in one transaction; returns the game with its new id and
        version.  Raises ``VersionConflict`` or ``GameExists`` having written nothing."""

    @abc.abstractmethod
    async def cancel_game(self, game_id: int, now: float) -> None:
        """Mark a game cancelled and drop its deadlines without reading it (an admin's
        ``/end`` of a game that cannot be read)."""

    @abc.abstractmethod
    async def clear_deadlines(self, game_id: int) -> None:
        """Drop a game's deadlines (the timer skips a game it cannot read, and must not
        find the same deadline due again at once)."""

    @abc.abstractmethod
    async def heartbeat(self, now: float) -> None:
        """Record that the bot runs at ``now``."""

    @abc.abstractmethod
    async def last_heartbeat(self) -> float | None:
        """The last ``heartbeat`` time, None if never."""

    @abc.abstractmethod
    async def open_games(self) -> int:
        """How many games are in a lobby or running (a query that also tells the health
        check that the database answers)."""

    @abc.abstractmethod
    async def replace_heartbeat(self, now: float, owe_after: float | None = None,
                                ) -> float | None:
        """``heartbeat(now)`` and the heartbeat it replaced (None if never), in one atomic
        step: of processes that start together after downtime one gets the old heartbeat
        (and moves the deadlines on), the others get its fresh one (and move nothing).
        ``owe_after``: if the gap (``now`` less the old heartbeat) is further from 0 than
        this, every game with a deadline is owed a shift of the gap (``owed_shifts``), in
        the same transaction: no other process can see the fresh heartbeat and not the
        debt, and ``due`` fires none of those games until its shift is ``settle_shifts``.
        A noted platform outage (``begin_outage``) then counts from ``now``: the downtime's
        shift covers it until then, and is not owed twice."""

    @abc.abstractmethod
    async def claim_shifts(self, now: float, limit: int) -> list[OwedShift]:
        """Up to ``limit`` owed shifts that no live claim holds, claimed until ``now`` plus
        the lease (another process's claim skips them; a killed claimer's lapses), by id."""

    @abc.abstractmethod
    async def owed_shifts(self, game_id: int | None = None) -> list[OwedShift]:
        """The shifts owed, claimed or not, by id; ``game_id``: only that game's."""

    @abc.abstractmethod
    async def settle_shifts(self, ids: Collection[int]) -> None:
        """Drop these owed shifts: their games' times have moved on."""

    @abc.abstractmethod
    async def outages(self) -> dict[str, float]:
        """The platforms noted as not answering (``begin_outage``), with since when."""

    @abc.abstractmethod
    async def begin_outage(self, platform: str, since: float) -> bool:
        """Note that ``platform`` does not answer since ``since``, unless an outage of it is
        noted already (another process saw it first: the earlier time stands) or the last
        one ended after ``since`` (this failure was of that outage: the process has not
        been answered since, but another one was); whether it was noted now.  Until the
        outage ends, ``due`` holds the deadlines of the platform's games."""

    @abc.abstractmethod
    async def end_outage(self, platform: str, now: float, owe_after: float) -> float | None:
        """End the platform's outage, if one is open, in one atomic step (its end is kept:
        see ``begin_outage``): its length (``now`` less its start; None if none was open,
        as when another process ended it first), and, if longer than ``owe_after``, a
        shift of that length owed to each of the platform's games with a deadline
        (``owed_shifts``)."""

    @abc.abstractmethod
    async def due(self, now: float, platforms: Collection[str] | None = None,
                  ) -> list[DeadlineRecord]:
        """Deadlines at or before ``now``, earliest first; ``platforms``: only those of
        games whose chat key starts with one of these platforms (None: all).  A game owed
        a downtime shift (``replace_heartbeat``) has none due until the shift is settled,
        nor has a game whose platform does not answer (``begin_outage``)."""

    @abc.abstractmethod
    async def next_deadline(self, platforms: Collection[str] | None = None,
                            ) -> float | None:
        """The earliest time ``due`` may find something; an owed shift counts as due at
        the end of its claim (at once if unclaimed: ``GameService.due`` shifts it); the
        deadlines ``due`` holds for an outage do not count."""

    @abc.abstractmethod
    async def deadlines(self, game_id: int) -> list[DeadlineRecord]: ...

    @abc.abstractmethod
    async def save_ref(self, chat_key: str, message_id: str, game_id: int, ref: str,
                       now: float) -> None: ...

    @abc.abstractmethod
    async def find_ref(self, chat_key: str, message_id: str) -> tuple[int, str] | None: ...

    @abc.abstractmethod
    async def ref_messages(self, chat_key: str, ref: str) -> list[str]:
        """The message ids saved with ``ref`` in the chat of ``chat_key`` (its thread
        included), oldest first."""

    @abc.abstractmethod
    async def find_message(self, chat_key: str, message_id: str,
                           ) -> tuple[str, int, str] | None:
        """The ref of ``message_id`` in the chat of ``chat_key`` or in any thread of it
        (the thread of ``chat_key`` is ignored: a Telegram reaction names no forum topic,
        and a message id is unique in its chat), as (the chat key it was saved under,
        game id, ref)."""

    @abc.abstractmethod
    async def claim_update(self, source: str, update_id: int, now: float, keep: float,
                           chat: str | None = None, body: str | None = None,
                           until: float | None = None) -> bool:
        """True when no process has claimed this update of ``source`` (the bot that
        received it) before, and now this one has; claims older than ``keep`` seconds
        are forgotten.  ``chat``: the chat's key whose order the update keeps; the claim
        then waits to be handled (``update_handled``), and until then a later update of
        that chat finds it (``earlier_update``).  ``body``: the update as the platform
        sent it, kept until it is handled, for whoever takes it up should this process
        die first (``pending_updates``); ``until``: the claimer's lease on it."""

    @abc.abstractmethod
    async def earlier_update(self, source: str, chat: str, update_id: int, since: float,
                             ) -> tuple[int, float] | None:
        """Of the updates of ``source`` claimed for ``chat`` before ``update_id`` (a
        smaller id) at ``since`` or later and not handled yet, the first: its id and when
        it was claimed; None when there is none."""

    @abc.abstractmethod
    async def update_handled(self, source: str, update_id: int) -> None:
        """The claimed update is handled: a later update of its chat no longer waits, and
        its body is dropped (no one takes it up again)."""

    @abc.abstractmethod
    async def pending_updates(self, source: str, now: float, until: float, *,
                              every: bool = False) -> list[KeptUpdate]:
        """Takes up the updates of ``source`` claimed with a body and not handled whose
        lease has lapsed at ``now`` (``every``: whatever their lease, when the process
        that held them is known to be gone): each is leased until ``until`` and claimed
        anew at ``now`` (a later update of its chat waits for it again).  Their ids and
        bodies, by id; another process taking up at the same time gets none of them."""

    @abc.abstractmethod
    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        """The process that claimed these updates stops without handling them: no one
        holds them now (``pending_updates`` takes them at once, and says they were
        released, not lapsed)."""

    @abc.abstractmethod
    async def renew_updates(self, source: str, update_ids: Collection[int],
                            until: float) -> None:
        """The process handling these claimed updates still does: their lease runs until
        ``until`` (no other process takes them up before)."""

    @abc.abstractmethod
    async def votes(self, game_id: int, target: str | None = None) -> list[VoteRecord]: ...

    @abc.abstractmethod
    async def moves(self, game_id: int, include_undone: bool = False) -> list[dict[str, Any]]:
        """The stored action log."""

    @abc.abstractmethod
    async def result(self, game_id: int) -> ResultRecord | None: ...

    @abc.abstractmethod
    async def user(self, user_key: str) -> UserRecord | None: ...

    @abc.abstractmethod
    async def chat_language(self, chat_key: str) -> str | None:
        """The language the chat speaks (``chats.language``), None if never set."""

    @abc.abstractmethod
    async def set_chat_language(self, chat: ChatRecord, now: float) -> None:
        """Store ``chat.language`` as the chat's language (adding the chat if new)."""

    @abc.abstractmethod
    async def server_threads(self, server_key: str) -> bool | None:
        """Whether /new in a text channel of the server (``platform:id``, a Discord guild)
        opens its game in a thread of its own; None: never set."""

    @abc.abstractmethod
    async def set_server_threads(self, server_key: str, on: bool, now: float) -> None:
        """Store the server's games-in-threads setting."""
