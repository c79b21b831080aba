"""Pieces shared by the Discord and Telegram adapters (no game logic here).

- :func:`reaction_kinds`: which emoji on a message vote for what.
- :func:`split_long`: messages cut to a platform's length limit.
- :func:`fit_files`: pictures and files kept within a platform's size limit.
- :class:`InFlight`: the commands an adapter is running, for a clean stop.
- :func:`board_link_kind`: which messages carry a link to the web board.
- :func:`outage`: whether a failure was the database not answering, said as one WARNING.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import logging
from collections import OrderedDict
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Generic, Literal, NamedTuple, TypeVar

from PIL import Image

from bot.protocol import Outgoing, ServiceUnavailable, VoteKind

log = logging.getLogger(__name__)

BoardLink = Literal["player", "watch"]

K = TypeVar("K")
V = TypeVar("V")


class BoundedDict(OrderedDict[K, V], Generic[K, V]):
    """A dict that forgets its oldest entries beyond ``limit`` (message bookkeeping)."""

    def __init__(self, limit: int = 5000) -> None:
        super().__init__()
        self.limit = limit

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


POSITIVE_EMOJI = ("✅", "👍", "👌", "✔️", "✔")
NEGATIVE_EMOJI = ("❌", "👎", "✖️", "❎")


def _emoji_votes(yes: VoteKind, no: VoteKind) -> dict[str, VoteKind]:
    votes = dict.fromkeys(POSITIVE_EMOJI, yes)
    votes.update(dict.fromkeys(NEGATIVE_EMOJI, no))
    return votes


def reaction_kinds(out: Outgoing) -> dict[str, VoteKind]:
    """emoji -> vote kind for reactions on the message ``out`` became.

    The positive emoji vote for the positive button of the message (accept, or yes to an
    undo), the negative ones for the other (challenge, or no)."""
    votes = [b for b in out.buttons if b.kind is not None]
    kinds = {b.kind for b in votes}
    if kinds & {"undo_yes", "undo_no"}:
        mapping = _emoji_votes("undo_yes", "undo_no")
    else:
        mapping = _emoji_votes("accept", "challenge")
    # An emoji the service asked for and paired with a button votes for that button.
    if len(out.reactions) == len(votes):
        for emoji, button in zip(out.reactions, votes, strict=True):
            if button.kind is not None:
                mapping[emoji] = button.kind
    return mapping


# Reactions on a message this process did not send (sent before a restart).
DEFAULT_REACTIONS = _emoji_votes("accept", "challenge")



def split_long(outs: list[Outgoing], limit: int) -> list[Outgoing]:
    """Messages whose text exceeds ``limit`` become several, cut at line ends where
    possible; the last part keeps the picture, file, buttons, reactions, ``ref`` and
    ``closed``."""
    result: list[Outgoing] = []
    for out in outs:
        if len(out.text) <= limit:
            result.append(out)
            continue
        chunks: list[str] = []
        text = out.text
        while len(text) > limit:
            cut = text.rfind("\n", 0, limit)
            if cut <= 0:
                cut = limit
            chunks.append(text[:cut])
            text = text[cut:].lstrip("\n")
        chunks.append(text)
        for chunk in chunks[:-1]:
            result.append(dataclasses.replace(
                out, text=chunk, image=None, file=None, buttons=[], reactions=[], ref=None,
                closed=[]))
        result.append(dataclasses.replace(out, text=chunks[-1]))
    return result


def fit_files(out: Outgoing, image_limit: int, file_limit: int) -> Outgoing:
    """``out`` with its picture and file within the platform's limits (bytes): an
    animation over its limit becomes its last frame (the recap's final board, as a PNG),
    and what is still too large is left out (the text goes alone).  The service keeps
    its animations far smaller (``bot.service.pictures.GIF_BUDGET``); this is the
    platform's hard stop, so that a message is never refused for its size."""
    image, name, file = out.image, out.image_name, out.file
    if image is not None and len(image) > image_limit and name.endswith(".gif"):
        image, name = last_frame_png(image), f"{name[:-4]}.png"
        log.warning("an animation over the limit of %d bytes: its last frame instead",
                    image_limit)
    if image is not None and len(image) > image_limit:
        log.warning("a picture over the limit of %d bytes was left out", image_limit)
        image = None
    if file is not None and len(file) > file_limit:
        log.warning("a file over the limit of %d bytes was left out", file_limit)
        file = None
    if (image, name, file) == (out.image, out.image_name, out.file):
        return out
    return dataclasses.replace(out, image=image, image_name=name, file=file)


def last_frame_png(gif: bytes) -> bytes:
    with Image.open(io.BytesIO(gif)) as img:
        img.seek(getattr(img, "n_frames", 1) - 1)
        buf = io.BytesIO()
        img.convert("RGB").save(buf, "PNG", optimize=True)
    return buf.getvalue()


@dataclasses.dataclass
class _Mark:
    """What became of the command being handled, for a stop that cuts it."""

    stored: bool = False  # its transaction committed: only its answers are left
    # Nothing of it was to be stored: a command that only looks (/board, /rack), or one
    # the service has answered having stored nothing (a refusal): only its answer is left.
    nothing: bool = False


#: The command being handled in this task (``InFlight.track``), marked by the service
#: (``command_stored``, ``command_looks_only``, ``command_answered``).  Shared, so that a
#: task the handler starts (a vote's) marks the same command.
_MARK: ContextVar[_Mark | None] = ContextVar("wordgames_command_mark", default=None)


def command_stored() -> None:
    """The service committed the current command's transaction: a stop that cuts the
    command now cuts its answers only (the game is stored).  Called by the service after
    each commit; outside a tracked command (the timer's deadlines) it does nothing."""
    mark = _MARK.get()
    if mark is not None:
        mark.stored = True


def command_looks_only() -> None:
    """The current command changes nothing (it shows, checks or advises): cut, it is only
    its answer that is not sent, whatever the service commits on the way (a deadline
    already past that it fires first is the game's, not the command's)."""
    mark = _MARK.get()
    if mark is not None:
        mark.nothing = True


def command_answered() -> None:
    """The service has answered the current command: what it has not stored by now (a
    refusal), it had nothing to store."""
    mark = _MARK.get()
    if mark is not None and not mark.stored:
        mark.nothing = True


class Cut(NamedTuple):
    """What a stop's bound cancelled: commands whose transaction had committed (stored,
    their answers not delivered), commands that had not (nothing of them stored), and
    commands with nothing to store (only their answers not delivered)."""

    stored: int
    unstored: int
    nothing: int = 0

    def __str__(self) -> str:
        return self.describe()

    def describe(self, kept: bool = False) -> str:
        """``kept``: the updates not stored are kept to be handled again (a webhook's, in
        the database): the players are not told to send them again (a /join or /play
        sent again would run twice), and their answers come then."""
        parts = []

        def its(n: int, one: str, more: str) -> str:  # agreeing with the count before it
            return one if n == 1 else more

        if self.stored:
            n = self.stored
            parts.append(f"{n} stored ({its(n, 'its transaction', 'their transactions')} "
                         f"had committed: the game is kept, {its(n, 'its', 'their')} "
                         "answers are not sent, and /board and /rack show the game again)")
        if self.unstored:
            # (one still waiting for its chat's earlier command had not begun: whether
            # it would have stored anything is not known, so it counts here)
            n = self.unstored
            parts.append(f"{n} not stored (not begun, or "
                         f"{its(n, 'its transaction', 'their transactions')} had not "
                         f"committed: nothing of {its(n, 'it', 'them')} is kept, each "
                         "command being stored whole or not at all"
                         + ("" if kept else "; " + its(n, "the player may send it",
                                                       "the players may send them")
                            + " again") + ")")
        if self.nothing:
            n = self.nothing
            parts.append(f"{n} with nothing to store (one that only looks, as /board, "
                         "/rack or /history, or one already refused): "
                         f"{its(n, 'its answer is', 'their answers are')} not sent"
                         + (" now" if kept else ""))
        return "; ".join(parts) or "none"


class InFlight:
    """The commands (and votes) an adapter is running, each in a task of its own: a stop
    waits for them (``idle``), and at its bound cancels the ones left (``cancel``),
    knowing of each whether its transaction had committed (``command_stored``) or it
    had nothing to store (``command_looks_only``, ``command_answered``)."""

    def __init__(self) -> None:
        self._tasks: dict[asyncio.Task[object], _Mark] = {}
        self._idle = asyncio.Event()
        self._idle.set()

    def __len__(self) -> int:
        return len(self._tasks)

    @contextlib.contextmanager
    def track(self) -> Iterator[None]:
        """Around one command, from the update to its answers delivered."""
        task = asyncio.current_task()
        assert task is not None
        mark = _Mark()
        self._tasks[task] = mark
        token = _MARK.set(mark)
        self._idle.clear()
        try:
            yield
        finally:
            _MARK.reset(token)
            self._tasks.pop(task, None)
            if not self._tasks:
                self._idle.set()

    async def idle(self) -> None:
        await self._idle.wait()

    def cancel(self) -> Cut:
        """Cancel every command still running; how many there were, stored, not stored
        and with nothing to store."""
        marks = list(self._tasks.values())
        nothing = sum(1 for mark in marks if mark.nothing)
        stored = sum(1 for mark in marks if mark.stored and not mark.nothing)
        for task in self._tasks:
            task.cancel()
        return Cut(stored, len(marks) - stored - nothing, nothing)


def board_link_kind(out: Outgoing) -> BoardLink | None:
    """Which link to the game's web board ``out`` carries (when WEB_URL is set): its
    player's beside their rack, anyone's on a board picture in the group; None for every
    other message (a refusal, a lobby line) and for a message of no game."""
    if out.game is None:
        return None
    if out.private_to is not None:
        return "player" if out.image_name == "rack.png" else None
    if out.chat is not None and out.chat.is_group and out.image is not None \
            and out.image_name == "board.png":
        return "watch"
    return None


def outage(error: BaseException | None, what: str) -> bool:
    """``error`` (or what it was raised from: discord.py wraps a command's) is the service
    saying its database did not answer: logged as one WARNING without a traceback (an
    outage passes by itself; the deadline loop says the same once), and True, for the
    adapter to tell the player so in their language (``database_unavailable``).  Else
    False: a bug, for the adapter to log with its traceback."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, ServiceUnavailable):
            log.warning("%s: %s; the player is asked to try again", what, error)
            return True
        error = error.__cause__ or getattr(error, "original", None) or error.__context__
    return False
