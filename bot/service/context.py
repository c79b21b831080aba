"""One command's work (``Ctx``), the refusal a command raises (``Refusal``), and the small
set of collaborators the commands need from the service (``Deps``).

Every command, vote, deadline and computer step is a ``Handler``: it gets a ``Ctx`` with
the chat's game as read, changes it in memory, says what the chat and the players are
told, and sets ``dirty``; ``GameService`` then commits it all in one transaction.  A
``MoveError`` or ``Refusal`` raised by a handler leaves everything as it was."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot import i18n
from bot.protocol import ChatRef, Outgoing, UserRef
from bot.service.meta import GameMeta
from engine.errors import MoveError
from engine.game import Game
from engine.lexicon import Lexicon, WalkableLexicon
from storage.base import GameRecord, Repository, VoteRecord


class Refusal(Exception):
    """A command the service refuses: ``key`` names the message, ``params`` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class Deps(Protocol):
    """What handlers may ask of the service (injected, so commands never import it)."""

    repo: Repository
    champion_seconds: float  # the time a looking-ahead computer level may think per move

    def seeds(self) -> str: ...

    def lexicon(self, ruleset_id: str) -> Lexicon | None: ...

    def walkable(self, ruleset_id: str) -> WalkableLexicon | None: ...

    def load_game(self, rec: GameRecord) -> Game: ...

    def prepare(self, game: Game, ruleset_id: str) -> None:
        """Give a new or loaded game its lexicon and its "no one can move" check."""


@dataclass(frozen=True)
class Passing:
    """Lines of a chat message that hold only until the chat hears the next turn: the
    scores and whose turn it is, and (``votes``) what can be done about the message's
    ref, which hold while its vote is open.  When one command sets off several turns the
    chat gets them in one message (``bot/service/burst.py``) and these lines of the
    earlier turns are left out."""

    out: Outgoing
    lines: tuple[str, ...]
    votes: bool = False


def user_from_key(key: str, name: str) -> UserRef:
    platform, _, uid = key.partition(":")
    return UserRef(platform, uid, name)


@dataclass
class Ctx:
    """One command's work: what it read, what it changed, what it says."""

    deps: Deps
    chat: ChatRef
    user: UserRef | None
    now: float
    lang: str
    rec: GameRecord | None = None
    game: Game | None = None
    meta: GameMeta = field(default_factory=GameMeta)
    out: list[Outgoing] = field(default_factory=list)
    votes: list[VoteRecord] = field(default_factory=list)
    pictures: list[tuple[Outgoing, Callable[[], bytes | None]]] = field(default_factory=list)
    passing: list[Passing] = field(default_factory=list)
    dirty: bool = False
    # Messages made after the command's messages, each by its own work in a worker
    # thread (the recap): never merged with the turns of a burst.
    after: list[tuple[Outgoing, Callable[[], None]]] = field(default_factory=list)
    loaded_log: list[dict[str, Any]] = field(default_factory=list)

    def t(self, key: str, **params: Any) -> str:
        return i18n.t(self.lang, key, **params)

    def say(self, text: str, **kw: Any) -> Outgoing:
        out = Outgoing(text, chat=self.chat, **kw)
        self.out.append(out)
        return out

    def tell(self, user: UserRef, text: str, **kw: Any) -> Outgoing:
        out = Outgoing(text, private_to=user, **kw)
        self.out.append(out)
        return out

    def picture(self, out: Outgoing, draw: Callable[[], bytes | None]) -> None:
        self.pictures.append((out, draw))

    def later(self, out: Outgoing, make: Callable[[], None]) -> None:
        """Send ``out`` after everything else, once ``make`` (run in a worker thread)
        has filled it in."""
        self.after.append((out, make))

    def passing_lines(self, out: Outgoing, lines: list[str], *, votes: bool = False) -> None:
        """Mark ``lines`` of ``out`` as passing (see ``Passing``)."""
        if lines:
            self.passing.append(Passing(out, tuple(lines), votes))

    def name_of(self, user_key: str) -> str:
        if self.rec is not None:
            s = self.rec.seat_of(user_key)
            if s is not None:
                return s.name
        return user_key.partition(":")[2] or user_key

    def seat_name(self, seat: int) -> str:
        assert self.game is not None
        return self.name_of(self.game.seats[seat].player)

    def seat_user(self, seat: int) -> UserRef:
        assert self.game is not None
        key = self.game.seats[seat].player
        return user_from_key(key, self.name_of(key))

    def record_vote(self, target: str, seat: int, kind: str) -> None:
        """Remember who voted how on a message (``target``), so a repeat is refused."""
        assert self.game is not None
        self.votes.append(VoteRecord(target, self.game.seats[seat].player, kind, self.now))


Handler = Callable[[Ctx, str], Awaitable[None]]


# ----------------------------------------------------------------- message refs


def move_ref(game_id: int | None, log_index: int) -> str:
    return f"m:{game_id}:{log_index}"


def undo_ref(game_id: int | None, log_index: int) -> str:
    return f"u:{game_id}:{log_index}"


def rematch_ref(game_id: int | None) -> str:
    """The end-of-game message, whose button opens the rematch."""
    return f"r:{game_id}"


def stamped(meta: GameMeta, ref: str) -> str:
    """A message ref (``m:GAME:LOG_INDEX``, ``u:GAME:LOG_INDEX``) made unique in the game:
    an undo takes log indices back and the next moves use them again, so after the n-th
    undo the refs carry ``:n`` and a reaction on an older message matches nothing."""
    return f"{ref}:{meta.undos}" if meta.undos else ref


def stamp_refs(ctx: Ctx) -> None:
    """Stamp the refs of the messages and votes a handler produced (see ``stamped``)."""
    if not ctx.meta.undos:
        return
    for out in ctx.out:
        if out.ref:
            out.ref = stamped(ctx.meta, out.ref)
    ctx.votes = [VoteRecord(stamped(ctx.meta, v.target), v.voter, v.kind, v.at)
                 for v in ctx.votes]


# ----------------------------------------------------------------- guards


def need_game(ctx: Ctx) -> GameRecord:
    """The chat's game (lobby or running), else the refusal "no game here"."""
    if ctx.rec is None:
        raise Refusal("no_game")
    return ctx.rec


def need_running(ctx: Ctx) -> Game:
    need_game(ctx)
    if ctx.game is None:
        raise Refusal("not_started")
    return ctx.game


def need_seat(ctx: Ctx) -> int:
    """The seat of the user who sent the command, in the running game."""
    game = need_running(ctx)
    assert ctx.user is not None
    for i, s in enumerate(game.seats):
        if s.player == ctx.user.key:
            return i
    raise MoveError("not_a_player")
