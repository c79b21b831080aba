"""Pieces shared by the Discord and Telegram adapters (no game logic here).

- :class:`DeadlineLoop`: one timer per service that drives ``service.due(now)`` and hands
  each Outgoing to the adapter of its platform (both adapters run in one process).
- :func:`command_description`: the one function where localised command descriptions
  plug in (``bot.i18n``), used by Discord's translator and Telegram's setMyCommands.
- :func:`adapter_text`: the few sentences the adapters say themselves (DMs closed).
- :func:`reaction_kinds`: which emoji on a message vote for what.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, Generic, TypeVar

from bot import i18n
from bot.protocol import GameServiceAPI, Outgoing, VoteKind

log = logging.getLogger(__name__)

K = TypeVar("K")
V = TypeVar("V")

# Languages our messages exist in (rules.md); Discord localises all but Slovak.
LANGUAGES = ("en", "bg", "pl", "ru", "sk", "ro")


def platform_of(out: Outgoing) -> str | None:
    if out.private_to is not None:
        return out.private_to.platform
    return out.chat.platform if out.chat is not None else None


class DeadlineLoop:
    """Sleeps until ``service.next_deadline()``, then delivers ``service.due(now)``.

    ``poke()`` wakes it early (after every command or vote, which may have added a
    deadline).  Each adapter registers a deliverer for its platform; an Outgoing for a
    platform nobody registered is dropped with a warning."""

    def __init__(self, service: GameServiceAPI, *, clock: Callable[[], float] = time.time,
                 max_sleep: float = 60.0) -> None:
        self.service = service
        self.clock = clock
        self.max_sleep = max_sleep
        self._deliverers: dict[str, Callable[[list[Outgoing]], Awaitable[None]]] = {}
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._users = 0

    def register(self, platform: str,
                 deliver: Callable[[list[Outgoing]], Awaitable[None]]) -> None:
        self._deliverers[platform] = deliver

    def poke(self) -> None:
        self._wake.set()

    async def tick(self) -> float | None:
        """Fire what is due and deliver it; the seconds to sleep before the next tick."""
        self._wake.clear()
        outs = await self.service.due(self.clock())
        by_platform: dict[str, list[Outgoing]] = {}
        for out in outs:
            by_platform.setdefault(platform_of(out) or "", []).append(out)
        for platform, batch in by_platform.items():
            deliver = self._deliverers.get(platform)
            if deliver is None:
                log.warning("%d timed message(s) for %r, which is not running",
                            len(batch), platform)
                continue
            try:
                await deliver(batch)
            except Exception:
                log.exception("delivering timed messages to %s failed", platform)
        nxt = await self.service.next_deadline()
        if nxt is None:
            return None
        return max(0.0, nxt - self.clock())

    async def run(self) -> None:
        while True:
            try:
                delay = await self.tick()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the deadline timer failed; retrying in a second")
                delay = 1.0
            delay = self.max_sleep if delay is None else min(delay, self.max_sleep)
            if delay <= 0:
                await asyncio.sleep(0)  # a deadline already due: let others run, then fire
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)

    @contextlib.asynccontextmanager
    async def running(self):  # type: ignore[no-untyped-def]
        """Run the loop while at least one adapter is inside this context."""
        self._users += 1
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name="deadlines")
        try:
            yield self
        finally:
            self._users -= 1
            if self._users == 0 and self._task is not None:
                self._task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self._task
                self._task = None


_loops: dict[int, tuple[Any, DeadlineLoop]] = {}


def shared_deadline_loop(service: GameServiceAPI) -> DeadlineLoop:
    """The one DeadlineLoop of ``service`` in this process."""
    entry = _loops.get(id(service))
    if entry is None or entry[0] is not service:
        entry = (service, DeadlineLoop(service))
        _loops[id(service)] = entry
    return entry[1]


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


def reaction_kinds(out: Outgoing) -> dict[str, VoteKind]:
    """emoji -> vote kind for reactions on the message ``out`` became.

    The positive emoji vote for the positive button of the message (accept, or yes to an
    undo), the negative ones for the other (challenge, or no)."""
    kinds = {b.kind for b in out.buttons}
    if kinds & {"undo_yes", "undo_no"}:
        yes, no = "undo_yes", "undo_no"
    else:
        yes, no = "accept", "challenge"
    mapping: dict[str, VoteKind] = {e: yes for e in POSITIVE_EMOJI}  # type: ignore[misc]
    mapping.update({e: no for e in NEGATIVE_EMOJI})  # type: ignore[misc]
    # An emoji the service asked for and paired with a button votes for that button.
    if len(out.reactions) == len(out.buttons):
        for emoji, button in zip(out.reactions, out.buttons, strict=True):
            mapping[emoji] = button.kind
    return mapping


DEFAULT_REACTIONS: dict[str, VoteKind] = {e: "accept" for e in POSITIVE_EMOJI} | {
    e: "challenge" for e in NEGATIVE_EMOJI}


def base_language(code: str | None) -> str | None:
    """"en-US" -> "en"; None for no code."""
    if not code:
        return None
    return code.replace("_", "-").split("-")[0].lower() or None


def command_description(command: str, arg: str | None = None, lang: str = "en") -> str:
    """The description of a command (``arg`` None) or of one of its arguments, in
    ``lang`` (the message catalogues hold every command in every language)."""
    return i18n.command_description(command, arg, lang)


_TEXTS: dict[str, dict[str, str]] = {
    # A user's DMs are closed on Discord: a note in the channel.
    "dm_closed_discord": {
        "en": "{mention}, I can't send you direct messages. Use /rack to see your rack "
              "(only you will see it), or allow DMs from server members.",
        "bg": "{mention}, не мога да ви пиша лично. Използвайте /rack, за да видите "
              "буквите си (само вие ще ги видите), или разрешете лични съобщения.",
        "pl": "{mention}, nie mogę wysłać Ci prywatnej wiadomości. Użyj /rack, aby "
              "zobaczyć swoje litery (tylko Ty je zobaczysz), albo zezwól na DM.",
        "ru": "{mention}, я не могу написать вам в личные сообщения. Используйте /rack, "
              "чтобы увидеть свои фишки (их увидите только вы), или разрешите ЛС.",
        "sk": "{mention}, nemôžem vám poslať súkromnú správu. Použite /rack a uvidíte "
              "svoje kocky (uvidíte ich len vy), alebo povoľte súkromné správy.",
        "ro": "{mention}, nu vă pot trimite mesaje private. Folosiți /rack ca să vedeți "
              "literele (doar dumneavoastră le veți vedea) sau permiteți mesajele private.",
    },
    # A Telegram user never started the bot: a deep-link button in the group.
    "dm_start_telegram": {
        "en": "{name}, tap the button to open a private chat with me: "
              "that is where your rack goes.",
        "bg": "{name}, натиснете бутона, за да започнете личен чат с мен: "
              "там ще получавате буквите си.",
        "pl": "{name}, naciśnij przycisk, aby otworzyć ze mną prywatny czat: "
              "tam dostaniesz swoje litery.",
        "ru": "{name}, нажмите кнопку, чтобы открыть личный чат со мной: "
              "туда я пришлю ваши фишки.",
        "sk": "{name}, stlačte tlačidlo a otvorte so mnou súkromný chat: "
              "tam vám pošlem vaše kocky.",
        "ro": "{name}, apăsați butonul pentru a deschide o conversație privată cu mine: "
              "acolo vă trimit literele.",
    },
    "dm_start_button": {
        "en": "Get my rack", "bg": "Моите букви", "pl": "Moje litery",
        "ru": "Мои фишки", "sk": "Moje kocky", "ro": "Literele mele",
    },
}


def adapter_text(key: str, lang: str | None, default_lang: str = "en", **kw: str) -> str:
    table = _TEXTS[key]
    text = table.get(lang or "") or table.get(default_lang) or table["en"]
    return text.format(**kw)


def split_long(outs: list[Outgoing], limit: int) -> list[Outgoing]:
    """Messages whose text exceeds ``limit`` become several, cut at line ends where
    possible; the last part keeps the picture, file, buttons, reactions and ``ref``."""
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
                out, text=chunk, image=None, file=None, buttons=[], reactions=[], ref=None))
        result.append(dataclasses.replace(out, text=chunks[-1]))
    return result
