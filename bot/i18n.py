"""Every user-facing sentence in the six languages of the bot (bg, pl, ru, sk, ro, en).

``t(lang, key, **params)`` words a service message, ``error(lang, MoveError)`` an engine
error, ``command_description(name, arg, lang)`` a command (for Discord's localisations and
Telegram's setMyCommands), ``help_text`` and ``rules_text`` the long texts.  Catalogues
live in ``bot/messages/<lang>.py``; a key missing from a language falls back to English."""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any

from engine.errors import MoveError
from engine.rules import RuleSet, load_ruleset, ruleset_ids

LANGUAGES = ("bg", "pl", "ru", "sk", "ro", "en")
DEFAULT = "en"

# For /check before any game: the language's usual rule set.
LANGUAGE_RULESET = {"bg": "bulgarian", "pl": "polish", "ru": "erudit", "sk": "slovak",
                    "ro": "romanian", "en": "english"}


@cache
def catalogue(lang: str) -> ModuleType:
    return importlib.import_module(f"bot.messages.{lang if lang in LANGUAGES else DEFAULT}")


def base_language(code: str | None) -> str | None:
    if not code:
        return None
    return code.replace("_", "-").split("-")[0].lower() or None


def language_of(code: str | None, default: str = DEFAULT) -> str:
    """A platform's language code ("pl", "en-US", "uk") -> one of ours, else ``default``."""
    base = base_language(code)
    if base in LANGUAGES:
        return base  # type: ignore[return-value]
    return default if default in LANGUAGES else DEFAULT


def _format(template: str, params: dict[str, Any]) -> str:
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def _lookup(lang: str, table: str, key: str) -> str | None:
    for code in (lang, DEFAULT):
        text = getattr(catalogue(code), table).get(key)
        if text is not None:
            return str(text)
    return None


def t(lang: str, key: str, **params: Any) -> str:
    text = _lookup(lang, "MESSAGES", key)
    return key if text is None else _format(text, params)


def error(lang: str, err: MoveError) -> str:
    text = _lookup(lang, "ERRORS", err.code)
    return str(err) if text is None else _format(text, err.params)


def mode_name(lang: str, mode: str) -> str:
    return _lookup(lang, "MODES", mode) or mode


def ending(lang: str, reason: str) -> str:
    return _lookup(lang, "ENDINGS", reason) or reason


def command_description(command: str, arg: str | None = None, lang: str = DEFAULT) -> str:
    key = command if arg is None else f"{command}.{arg}"
    text = _lookup(lang, "COMMANDS", key)
    if text is None:
        raise KeyError(key)
    return text


def ruleset_for_language(lang: str) -> str:
    return LANGUAGE_RULESET.get(lang, "english")


def variants_text(lang: str) -> str:
    lines = []
    for rid in ruleset_ids():
        r = load_ruleset(rid)
        lines.append(f"{rid}: {r.name} — {mode_name(lang, r.word_check)}, "
                     f"{r.players_min}-{r.players_max}")
    return "\n".join(lines)


def help_text(lang: str) -> str:
    from bot.commands import COMMANDS

    cmds = "\n".join(f"/{c.name}" + "".join(f" [{a.name}]" for a in c.args)
                     + f" — {command_description(c.name, None, lang)}" for c in COMMANDS)
    template = catalogue(lang).HELP
    return _format(template, {"variants": ", ".join(ruleset_ids()), "commands": cmds})


def _r(lang: str, key: str, **params: Any) -> str:
    return _format(_lookup(lang, "RULES", key) or key, params)


def rules_summary(lang: str, rules: RuleSet) -> str:
    return _r(lang, "summary", mode=mode_name(lang, rules.word_check), rack=rules.rack_size)


def rules_text(lang: str, rules: RuleSet) -> str:
    """The rule set (with its house rules) in ``lang``, from its parameters."""
    ts = rules.tileset
    layout = rules.layout
    lines = [_r(lang, "title", variant=rules.name),
             _r(lang, "players", min=rules.players_min, max=rules.players_max,
                teams=_r(lang, "teams") if rules.teams else ""),
             _r(lang, "rack", n=rules.rack_size, w=layout.width, h=layout.height,
                tiles=len(ts.full_bag())),
             _r(lang, "check", mode=mode_name(lang, rules.word_check)),
             _r(lang, "min_word", n=rules.min_word_len)]
    bingo = _r(lang, "bingo_" + rules.bingo, n=rules.bingo_amount)
    if rules.bingo_only_if_game_continues and rules.bingo != "none":
        bingo = bingo.rstrip(".") + _r(lang, "bingo_continues") + "."
    lines.append(bingo)
    lines.append(_r(lang, "premiums_every" if rules.premiums == "every_time"
                    else "premiums_first"))
    if rules.blank_value == "letter":
        lines.append(_r(lang, "blank_letter"))
    if rules.blank_swap:
        lines.append(_r(lang, "blank_swap"))
    limit = _r(lang, "exchange_limit", n=rules.exchange_limit) if rules.exchange_limit else ""
    lines.append(_r(lang, "exchange", n=max(1, rules.exchange_min_bag), limit=limit))
    if rules.scoreless_turns_end:
        lines.append(_r(lang, "end_scoreless", n=rules.scoreless_turns_end))
    if rules.passes_per_player_end:
        lines.append(_r(lang, "end_passes", n=rules.passes_per_player_end))
    if rules.end_when_no_moves:
        lines.append(_r(lang, "end_no_moves"))
    if rules.target_score:
        lines.append(_r(lang, "target", n=rules.target_score))
    if rules.undo_by_consent:
        lines.append(_r(lang, "undo"))
    if rules.word_check in ("vote", "agreement"):
        lines.append(_r(lang, "window", n=rules.vote_window))
    if rules.move_time_limit:
        lines.append(_r(lang, "time", n=rules.move_time_limit))
    if rules.game_clock:
        lines.append(_r(lang, "clock", n=round(rules.game_clock / 60)))
    return "\n".join(lines)
