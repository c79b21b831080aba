"""Pieces shared by the Discord and Telegram adapters (no game logic here).

- :func:`rule_set_choices`: the rule sets a player may pick, for the platforms' pickers.
- :func:`adapter_text`: the few sentences the adapters say themselves (DMs closed).
- :func:`reaction_kinds`: which emoji on a message vote for what.
- :func:`split_long`: messages cut to a platform's length limit.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from functools import cache
from typing import Generic, TypeVar

from bot.protocol import Outgoing, VoteKind
from engine.rules import load_ruleset, ruleset_ids

K = TypeVar("K")
V = TypeVar("V")


@dataclasses.dataclass(frozen=True)
class RuleSetChoice:
    id: str
    name: str
    word_checks: tuple[str, ...]  # the word-check modes a game of it may pick


@cache
def rule_set_choices() -> tuple[RuleSetChoice, ...]:
    """Every rule set, in the order of ``engine.rules.ruleset_ids``.  The adapters learn
    the rule sets here, so that none of them reaches into the engine itself."""
    choices = []
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        choices.append(RuleSetChoice(rid, rules.name,
                                     rules.word_check_choices or (rules.word_check,)))
    return tuple(choices)


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
    kinds = {b.kind for b in out.buttons}
    if kinds & {"undo_yes", "undo_no"}:
        mapping = _emoji_votes("undo_yes", "undo_no")
    else:
        mapping = _emoji_votes("accept", "challenge")
    # An emoji the service asked for and paired with a button votes for that button.
    if len(out.reactions) == len(out.buttons):
        for emoji, button in zip(out.reactions, out.buttons, strict=True):
            mapping[emoji] = button.kind
    return mapping


# Reactions on a message this process did not send (sent before a restart).
DEFAULT_REACTIONS = _emoji_votes("accept", "challenge")


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
