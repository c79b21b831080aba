"""The contract between the platform-neutral game service and the chat adapters.

Adapters (Discord, Telegram, console) turn platform events into ``Command``/``Vote``
values, hand them to the service, and deliver the ``Outgoing`` messages it returns.  They
hold no game logic.  Every identifier is a string scoped by its platform.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Literal, Protocol


class ServiceUnavailable(Exception):
    """The service could not do what was asked because its database did not answer (down,
    restarting): it passes by itself, and is not a bug.  The adapters and the timer see
    the service only through this module, so the service says it in this one's terms."""


@dataclass(frozen=True)
class ChatRef:
    platform: str  # "discord", "telegram", "console"
    id: str  # channel / chat id
    is_group: bool = True  # False for a private chat with the bot
    thread: str | None = None  # forum topic / thread: one game per thread
    # The server (Discord guild) the chat is in, for the settings its admins make for the
    # whole server; not part of the chat's identity (its key, equality, what is stored).
    server: str | None = field(default=None, compare=False)

    @property
    def key(self) -> str:
        """The one-game-per-chat key."""
        return f"{self.platform}:{self.id}:{self.thread or ''}"

    @property
    def server_key(self) -> str | None:
        """The key of the server's settings, None for a chat in no server."""
        return None if self.server is None else f"{self.platform}:{self.server}"


@dataclass(frozen=True)
class UserRef:
    platform: str
    id: str
    name: str  # display name at the time of the event
    is_admin: bool = False  # admin of the chat the event came from
    is_bot: bool = False
    language: str | None = None  # the client's language code, when the platform says

    @property
    def key(self) -> str:
        return f"{self.platform}:{self.id}"


@dataclass(frozen=True)
class Command:
    """A slash command: ``name`` without the slash, ``args`` the rest of the text."""

    chat: ChatRef
    user: UserRef
    name: str
    args: str = ""


VoteKind = Literal["accept", "challenge", "undo_yes", "undo_no", "rematch"]


@dataclass(frozen=True)
class Vote:
    """A reaction or a button press on one of the bot's messages.

    ``message_id`` is the platform's id of the message voted on; the service knows which
    move it shows because the adapter reported it through ``GameService.delivered`` when
    it sent the message."""

    chat: ChatRef
    user: UserRef
    message_id: str
    kind: VoteKind


@dataclass(frozen=True)
class Button:
    """A button under a message.  A vote button (``kind``) is delivered to the service as
    a Vote of that kind on the message; a command button (``command``, e.g. ``play 2``)
    as that command from whoever pressed it, in ``chat`` (the game's chat: the button may
    sit in a private chat with the bot)."""

    label: str
    kind: VoteKind | None = None
    command: str | None = None
    chat: ChatRef | None = None


@dataclass
class Outgoing:
    """One message to deliver.  ``private_to`` set: a private message to that user (racks
    only ever travel this way); otherwise to ``chat``."""

    text: str
    chat: ChatRef | None = None
    private_to: UserRef | None = None
    image: bytes | None = None  # PNG
    image_name: str = "board.png"
    buttons: list[Button] = field(default_factory=list)
    reactions: list[str] = field(default_factory=list)  # emoji the bot adds for voting
    ref: str | None = None  # the service's name for this message, for votes on it
    file: bytes | None = None  # a document (GCG export)
    file_name: str = ""
    ephemeral_ok: bool = False  # may be shown only to the user in the chat (Discord)
    game: int | None = None  # the game it is about (a deep link binds to it)
    language: str | None = None  # the language it is written in (the console words its hints in it)
    # The refs of earlier messages in ``chat`` whose vote this burst closed: the adapter
    # takes their buttons off (``GameServiceAPI.ref_messages`` names the messages), so
    # that no stale button is left to press.
    closed: list[str] = field(default_factory=list)

    @property
    def is_private(self) -> bool:
        return self.private_to is not None

    @property
    def only_closes(self) -> bool:
        """Nothing to send: the message only says which buttons go (``closed``)."""
        return (bool(self.closed) and not self.text and self.image is None
                and self.file is None and not self.buttons)


@dataclass(frozen=True)
class RuleSetChoice:
    """A rule set as a menu offers it: its id (what ``/new`` takes), its name, and the
    word-check modes a game of it may pick."""

    id: str
    name: str
    word_checks: tuple[str, ...]


@dataclass(frozen=True)
class Menu:
    """What the service offers for an adapter to list as choices (Discord's slash
    command options): the rule sets in order, and the computer levels, weakest first.
    The adapters learn them here, so that none of them loads the engine."""

    rule_sets: tuple[RuleSetChoice, ...]
    levels: tuple[str, ...]


@dataclass
class UpdateHandling:
    """The claimed platform update whose handling runs in this task (``HANDLING``): the
    service's first game commit in it marks the update handled in the same transaction
    (``committed`` then), so that a process killed after that commit does not handle it
    again once restarted (``GameServiceAPI.pending_updates``)."""

    source: str
    update_id: int
    committed: bool = False


#: Set by the adapter around an update's handling (bot/telegram/order.py), read by the
#: service's commit (bot/service/transaction.py).
HANDLING: ContextVar[UpdateHandling | None] = ContextVar("wordgames_update_handling",
                                                         default=None)


class GameServiceAPI(Protocol):
    """What adapters call.  All methods are safe to call concurrently."""

    def menu(self) -> Menu:
        """The rule sets and computer levels on offer."""
        ...

    async def handle(self, cmd: Command) -> list[Outgoing]:
        """A slash command."""
        ...

    async def vote(self, vote: Vote) -> list[Outgoing]:
        """A reaction or button press on one of the bot's messages."""
        ...

    async def delivered(self, out: Outgoing, message_id: str) -> None:
        """The adapter sent ``out`` (which had a ``ref``) and the platform gave it this id."""
        ...

    async def games_in_threads(self, chat: ChatRef) -> bool:
        """Whether /new in ``chat`` (a server's text channel) should open its game in a
        thread of its own: the server's setting (``/threads``), on unless an admin
        turned it off.  False for a chat in no server."""
        ...

    async def ref_messages(self, chat: ChatRef, ref: str) -> list[str]:
        """The ids of the bot's messages in ``chat`` that carry ``ref`` (an ``Outgoing``'s
        ``closed``), whichever process delivered them: the message refs the database
        keeps."""
        ...

    async def message_chat(self, chat: ChatRef, message_id: str) -> ChatRef | None:
        """``chat`` with the thread the bot's message ``message_id`` went to, from the
        message refs the database keeps (any process finds it), or None: no vote can be
        on that message.  For an event that names the chat but not the thread: a
        Telegram reaction carries no forum topic."""
        ...

    async def claim_update(self, source: str, update_id: int, chat: str | None = None,
                           body: str | None = None) -> bool:
        """True the first time any process on this database claims this update of
        ``source`` (the bot that received it, e.g. ``telegram:<bot id>``) within a day:
        an update delivered twice (a webhook redelivered to another worker) runs once.
        ``chat``: the key of the chat whose order the update keeps; on a database that
        several processes share, a later update of that chat waits for this one
        (``earlier_update``) until it is handled (``update_handled``).  ``body``: the
        update as the platform sent it (its JSON), kept with the claim until it is
        handled, leased to this process (``renew_updates``): should the process die
        first, the next start or another worker takes it up (``pending_updates``)."""
        ...

    async def earlier_update(self, source: str, chat: str, update_id: int, within: float,
                             ) -> tuple[int, float] | None:
        """The first update of ``chat`` claimed before ``update_id`` (a smaller id) in the
        last ``within`` seconds, by any process on this database, and not handled yet:
        its id and how many seconds ago it was claimed.  None when there is none, and
        always where one process has the database (SQLite): it orders them itself."""
        ...

    async def update_handled(self, source: str, update_id: int) -> None:
        """The claimed update is handled (``claim_update``): its body is dropped."""
        ...

    async def pending_updates(self, source: str, *, start: bool = False,
                              ) -> Sequence[tuple[int, str, bool]]:
        """The updates of ``source`` claimed with a body and not handled, whose process is
        gone: their ids and bodies, by id, now leased to this process (which handles
        them), and whether that process released them (a stop, ``release_updates``)
        rather than let their lease lapse (killed, or hung).  ``start``: asked at this
        process's start, when on a database of one process (SQLite) every such update
        is the previous process's; else only those whose lease has lapsed or that were
        released."""
        ...

    async def renew_updates(self, source: str, update_ids: Collection[int]) -> None:
        """This process still handles these claimed updates: their lease is renewed, so
        that no other worker takes them up."""
        ...

    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        """This process stops without handling these claimed updates: no one holds them
        now, for another worker (or the next start) to take them up at once, as released
        (``pending_updates``)."""
        ...

    async def private_started(self, user: UserRef, payload: str,
                              game: int | None = None) -> list[Outgoing]:
        """A user opened a private chat with the bot (Telegram ``/start PAYLOAD`` deep
        link): joins them to the game the payload names (``payload``: its chat's key;
        ``game``: the game the link was made for; another game of that chat, or none,
        refuses) and sends their rack.  Every answer is private."""
        ...

    async def due(self, now: float, platforms: Collection[str] | None = None,
                  ) -> list[Outgoing]:
        """Fire every stored deadline (challenge windows, move limits, clocks) at or before
        ``now`` (Unix seconds), late ones included.  ``platforms``: only those of games on
        these platforms, the ones this process can deliver to (None: every game's); with
        several processes, each fires only what it can deliver."""
        ...

    async def next_deadline(self, platforms: Collection[str] | None = None,
                            ) -> float | None:
        """When ``due`` next has something to do (for ``platforms``), or None."""
        ...

    async def platform_reach(self, platform: str, failing_since: float | None,
                             answered_at: float | None, now: float) -> None:
        """What the timer knows of whether ``platform`` answers this process: failing
        since ``failing_since`` (None: it answers), last answered at ``answered_at``,
        both Unix seconds like ``now``.  While a platform does not answer, its games'
        deadlines wait, and then move on by as long (bot/service/outages.py)."""
        ...


class BoardLinks(Protocol):
    """The web board's links (bot/web, docs/web.md), for the adapters to offer: made by
    the wiring when WEB_URL is set (else the adapters get none and offer no link).  Each
    answer is None when there is no board to show: the game not started or gone, the
    user not seated in it."""

    @property
    def base_url(self) -> str:
        """The board's public address (WEB_URL), without a trailing slash."""
        ...

    async def player_link(self, game: int, user: UserRef) -> str | None:
        """A signed, expiring link to ``game``'s board as ``user``'s seat (their rack)."""
        ...

    async def spectator_link(self, game: int) -> str | None:
        """A signed, expiring link to ``game``'s board that shows no rack."""
        ...

    def mini_app_url(self, game: int | None = None) -> str:
        """The Telegram Mini App's page (``/web/tg``, the user from its ``initData``),
        opening ``game`` when given."""
        ...
