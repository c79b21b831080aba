"""One command's work (``Ctx``), the refusal a command raises (``Refusal``), and the small
set of collaborators the commands need from the service (``Deps``).

Every command, vote, deadline and computer step is a ``Handler``: it gets a ``Ctx`` with
the chat's game as read, changes it in memory, says what the chat and the players are
told, and sets ``dirty``; ``GameService`` then commits it all in one transaction.  A
``MoveError`` or ``Refusal`` raised by a handler leaves everything as it was."""

from __future__ import annotations

import functools
import types
import unicodedata
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from bot import i18n
from bot.protocol import ChatRef, Outgoing, UserRef
from bot.service.facts import RackAsk, Told
from bot.service.lines import Mark, unchanged
from bot.service.meta import GameMeta
from engine.challenges import Judgement
from engine.game import Game
from engine.lexicon import Lexicon, WalkableLexicon
from storage.base import GameRecord, Repository, VoteRecord

T = TypeVar("T")

#: the house rule that gives a game a second word list (seed 000: capitalised words too)
PROPER_NOUNS = "proper_nouns"
#: the house rule that plays an operator's own word list (``dictionaries build --from``)
WORD_LIST = "word_list"


def lexicon_key(ruleset_id: str, options: Mapping[str, Any] | None = None) -> str:
    """What the service's lexicon callables are asked for: the rule set id, and
    ``+proper_nouns`` when the game turned on the house rule that plays with the rule set's
    ``proper_nouns_lexicon`` (``bulgarian+proper_nouns``), or ``+word_list=NAME`` when it
    chose an operator's own word list (``english+word_list=collins``)."""
    if options and options.get(WORD_LIST):
        return f"{ruleset_id}+{WORD_LIST}={options[WORD_LIST]}"
    if options and options.get(PROPER_NOUNS):
        return f"{ruleset_id}+{PROPER_NOUNS}"
    return ruleset_id


class Refusal(Exception):
    """A command the service refuses: ``key`` names the message, ``params`` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class Deps(Protocol):
    """What handlers may ask of the service (injected, so commands never import it)."""

    repo: Repository
    inactive_end: float  # seconds without a move after which an admin may end a game alone
    champion_seconds: float  # the time a looking-ahead computer level may think per move
    min_window: float  # the shortest vote, challenge and undo window of a new game

    def seeds(self) -> str: ...

    async def think(self, work: Callable[[Callable[[], bool]], T],
                    seconds: float | None = None, *, computer: bool = False) -> T:
        """Run a move search (``work(stop)``) on the service's few search threads, with
        its time budget (``seconds``, by default the service's): ``stop()`` turns true
        when it is spent.  ``computer``: a computer seat's move (a process that stops
        meanwhile says so: ``GameService.stop_note``)."""
        ...

    def entropy(self) -> str:
        """Fresh randomness for the bag after an agreed undo (``Game.undo_vote``)."""

    def lexicon(self, ruleset_id: str) -> Lexicon | None:
        """The word list of ``lexicon_key(ruleset id, the game's options)``."""

    def walkable(self, ruleset_id: str) -> WalkableLexicon | None: ...

    def vocabulary(self, ruleset_id: str, level: str) -> WalkableLexicon | None:
        """The words a computer of ``level`` plays (None: the whole word list)."""

    def judgement(self, ruleset_id: str, level: str) -> Judgement | None:
        """How a computer of ``level`` judges others' moves (None: by the whole list)."""

    def load_game(self, rec: GameRecord) -> Game: ...

    def prepare(self, game: Game, ruleset_id: str) -> None:
        """Give a new or loaded game its lexicon and its "no one can move" check."""


# What our lines put between names and numbers (" · " between scores, " + " in a team,
# "#" before a suffix): a name cannot hold them, so it cannot fake a score line.
_SEPARATORS = frozenset("·•∙⋅‧・|+#\u00b7")
NAME_MAX = 32
# Letters that look like Latin ones, for telling look-alike names apart.
_LOOKALIKE = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i",
    "ѕ": "s", "ј": "j", "к": "k", "м": "m", "т": "t", "в": "b", "н": "h",
    "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "0": "o", "1": "l",
})


def clean_name(name: str) -> str:
    """``name`` without our separators, control or invisible format characters (bidi
    overrides, zero-width joiners), in one line of at most NAME_MAX characters."""
    kept = "".join(" " if ch in _SEPARATORS or unicodedata.category(ch) in ("Cc", "Zl", "Zp")
                   else ch for ch in unicodedata.normalize("NFKC", name)
                   if unicodedata.category(ch) != "Cf")
    out = " ".join(kept.split())[:NAME_MAX].strip()
    return out or "?"


def name_skeleton(name: str) -> str:
    """What a name looks like: case, accents and Cyrillic or Greek look-alikes aside."""
    bare = "".join(ch for ch in unicodedata.normalize("NFKD", name.casefold())
                   if not unicodedata.combining(ch))
    return "".join(bare.translate(_LOOKALIKE).split())


@functools.lru_cache(maxsize=4096)
def _shown_names(seats: tuple[tuple[str, str, int], ...]) -> Mapping[str, str]:
    """user key -> the name shown, of (user key, name, joined) triples: the first to join
    keeps the name, a later same or look-alike one gets ``#2``, ``#3``...  Worked out once
    per set of seats: a command asks for names several times, and the Unicode work is not
    free."""
    out: dict[str, str] = {}
    count: dict[str, int] = {}
    for user_key, raw, _joined in sorted(seats, key=lambda s: s[2]):
        name = clean_name(raw)
        key = name_skeleton(name)
        count[key] = count.get(key, 0) + 1
        out[user_key] = name if count[key] == 1 else f"{name} #{count[key]}"
    return types.MappingProxyType(out)


def is_number(text: str) -> bool:
    """Whether ``text`` is a whole number in ASCII digits: ``str.isdigit`` also takes
    "²" and "①", which ``int`` then refuses."""
    return text.isascii() and text.isdigit()


def user_from_key(key: str, name: str) -> UserRef:
    platform, _, uid = key.partition(":")
    return UserRef(platform, uid, name)


class NotStarted(RuntimeError):
    """Code that runs only in a started game found none: a bug, never the user's doing."""


@dataclass(frozen=True)
class Running:
    """The chat's started game as a guard found it (``need_running``): nothing optional.
    A command never replaces the record, the game or the meta once its game is running,
    so these stay the context's own."""

    rec: GameRecord
    game: Game
    meta: GameMeta


@dataclass(frozen=True)
class Seated(Running):
    """The seat of the user who sent the command, in the running game (``need_seat``)."""

    seat: int
    user: UserRef


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
    # What the actions did, as facts, and the racks to tell: rendered once the burst
    # is over, from the state committed last (bot/service/facts.py, burst.py).
    told: list[Told] = field(default_factory=list)
    racks: list[RackAsk] = field(default_factory=list)
    dirty: bool = False
    # Messages made after the command's messages, each by its own work in a worker
    # thread (the recap): never merged with the turns of a burst.
    after: list[tuple[Outgoing, Callable[[], None]]] = field(default_factory=list)
    # The game's log and history as the command found them (bot/service/lines.py).
    mark: Mark | None = None
    # The language stored for the chat (a game's there, or an admin's /lang), read when
    # the chat has no open game, else the one it was last answered in (this process's
    # ``spoken``); None when the chat never chose one.
    chat_lang: str | None = None
    # The refs open to votes when the command came (``open_refs``), and any the handler
    # found open before it (the end message of the game a rematch comes from): a burst
    # that leaves one of them closed has its buttons taken off (bot/service/burst.py).
    was_open: set[str] = field(default_factory=set)

    def t(self, key: str, **params: Any) -> str:
        return i18n.t(self.lang, key, **params)

    def log_unchanged(self) -> int:
        """How many leading log actions are as the command found them (lines.py)."""
        return unchanged(self.mark, self.game)

    def say(self, text: str, **kw: Any) -> Outgoing:
        out = Outgoing(text, chat=self.chat, language=self.lang, **kw)
        self.out.append(out)
        return out

    def tell(self, user: UserRef, text: str, **kw: Any) -> Outgoing:
        out = Outgoing(text, private_to=user, language=self.lang, **kw)
        self.out.append(out)
        return out

    def picture(self, out: Outgoing, draw: Callable[[], bytes | None]) -> None:
        self.pictures.append((out, draw))

    def later(self, out: Outgoing, make: Callable[[], None]) -> None:
        """Send ``out`` after everything else, once ``make`` (run in a worker thread)
        has filled it in."""
        self.after.append((out, make))

    def name_of(self, user_key: str) -> str:
        """A seat's name as the chat sees it: cleaned of what could forge a line of ours,
        and told apart from a same or look-alike name by a suffix (``Bob #2``)."""
        if self.rec is not None:
            shown = _shown_names(tuple((s.user_key, s.name, s.joined)
                                       for s in self.rec.seats)).get(user_key)
            if shown is not None:
                return shown
        return clean_name(user_key.partition(":")[2] or user_key)

    def started(self) -> Game:
        """The game, where only a started one can be: after a guard (``need_running``,
        ``need_seat``), or in what the engine's action or a deadline set off.  Its absence
        there is a bug of ours, not the user's: ``NotStarted``, not a refusal."""
        if self.game is None:
            raise NotStarted(self.chat.key)
        return self.game

    def table(self) -> Running:
        """The started game with its record and meta (see ``started``)."""
        if self.rec is None or self.game is None:
            raise NotStarted(self.chat.key)
        return Running(self.rec, self.game, self.meta)

    def seat_name(self, seat: int) -> str:
        return self.name_of(self.started().seats[seat].player)

    def seat_user(self, seat: int) -> UserRef:
        key = self.started().seats[seat].player
        return user_from_key(key, self.name_of(key))

    def record_vote(self, target: str, seat: int, kind: str) -> None:
        """Remember who voted how on a message (``target``), so a repeat is refused."""
        self.votes.append(VoteRecord(target, self.started().seats[seat].player, kind,
                                     self.now))


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


def open_refs(ctx: Ctx) -> set[str]:
    """The refs open to votes in the game as ``ctx`` has it: a move that waits, an undo
    request; a game that is over, its end message's rematch button, which stays while its
    rematch's lobby fills."""
    game, rec = ctx.game, ctx.rec
    if rec is None:
        return set()
    if game is None:
        rematch_of = ctx.meta.rematch_of
        return {rematch_ref(rematch_of)} if rematch_of and rec.status == "lobby" else set()
    if game.over:
        return {rematch_ref(rec.id)}
    refs = set()
    if game.pending is not None:
        refs.add(stamped(ctx.meta, move_ref(rec.id, game.pending.log_index)))
    if game.undo_request is not None:
        refs.add(stamped(ctx.meta, undo_ref(rec.id, game.undo_request.log_index)))
    return refs


def stamp_refs(ctx: Ctx) -> None:
    """Stamp the refs of the messages and votes a handler produced (see ``stamped``)."""
    if not ctx.meta.undos:
        return
    for out in ctx.out:
        if out.ref:
            out.ref = stamped(ctx.meta, out.ref)
    for told in ctx.told:
        if told.opened:
            told.opened = stamped(ctx.meta, told.opened)
    ctx.votes = [VoteRecord(stamped(ctx.meta, v.target), v.voter, v.kind, v.at)
                 for v in ctx.votes]


# ----------------------------------------------------------------- guards


def need_game(ctx: Ctx) -> GameRecord:
    """The chat's game (lobby or running), else the refusal "no game here"."""
    if ctx.rec is None:
        raise Refusal("no_game")
    return ctx.rec


def need_running(ctx: Ctx) -> Running:
    """The chat's started game, else the refusal "no game here" or "not started yet"."""
    rec = need_game(ctx)
    if ctx.game is None:
        raise Refusal("not_started")
    return Running(rec, ctx.game, ctx.meta)


def need_user(ctx: Ctx) -> UserRef:
    """Who sent the command.  Every command has a sender; only the service's own handlers
    (deadlines, computer steps) run without one, and they call no command."""
    if ctx.user is None:
        raise RuntimeError(f"chat {ctx.chat.key}: a command with no sender")
    return ctx.user


def need_seat(ctx: Ctx) -> Seated:
    """The seat of the user who sent the command, in the running game (the engine's
    ``Game.seat_of``: ``not_a_player`` for anyone else)."""
    running = need_running(ctx)
    user = need_user(ctx)
    seat = running.game.seat_of(user.key)
    return Seated(running.rec, running.game, running.meta, seat, user)
