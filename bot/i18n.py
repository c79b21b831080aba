"""Every user-facing sentence in the six languages of the bot (bg, pl, ru, sk, ro, en).

``t(lang, key, **params)`` words a service message, ``error(lang, MoveError)`` an engine
error, ``command_description(name, arg, lang)`` a command (for Discord's localisations and
Telegram's setMyCommands).  Catalogues live in ``bot/messages/<lang>.py``; a key missing
from a language falls back to English.  The texts made from a rule set (``/rules``,
``/help``, the lobby's summary) are the service's (``bot/service/rule_texts.py``): this
module loads no engine, so that the adapters, which word their few sentences here, do not
either."""

from __future__ import annotations

import importlib
import re
import string
from functools import cache
from types import ModuleType
from typing import Any, Protocol

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal
from babel.plural import PluralRule

LANGUAGES = ("bg", "pl", "ru", "sk", "ro", "en")
DEFAULT = "en"


class Coded(Protocol):
    """An error with a stable code and its parameters (``engine.errors.MoveError``), whose
    ``str()`` is its English sentence."""

    code: str
    params: dict[str, Any]


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
        return base
    return default if default in LANGUAGES else DEFAULT


# A catalogue writes a counted word's forms as "one|few|many" (as many as the language
# has); CLDR's plural category of the number picks one, "other" being the last form.
_FORM = {"one": 0, "two": 1, "few": 1, "many": 2}


@cache
def _plural_rule(lang: str) -> PluralRule:
    return Locale.parse(lang if lang in LANGUAGES else DEFAULT).plural_form


def plural_form(lang: str, n: int, forms: int | None = None) -> int:
    """Which of a word's plural forms goes with the whole number ``n`` in ``lang`` (CLDR's
    rules, through Babel), when the word has ``forms`` forms (by default as many as the
    language has for whole numbers, at most three)."""
    rule = _plural_rule(lang)
    count = forms if forms is not None else min(3, len(rule.tags) + 1)  # + "other"
    return min(_FORM.get(rule(abs(int(n))), count - 1), count - 1)


def plural(lang: str, n: int, forms: str) -> str:
    """``plural("ru", 5, "фишка|фишки|фишек")`` -> "фишек" (a missing form: the last)."""
    words = forms.split("|")
    return words[plural_form(lang, n, len(words))]


def names(lang: str, items: list[str]) -> str:
    """A list of names as ``lang`` writes one (CLDR's, through Babel): "Ann and Bob",
    "Иван, Петър и Ана", "Ann, Bob, and Cy"."""
    return str(format_list(items, locale=lang if lang in LANGUAGES else DEFAULT))


def decimal(lang: str, value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals, written as ``lang`` writes numbers (CLDR's
    separators, through Babel): "1,50" in Polish, "1.50" in English."""
    pattern = "0." + "0" * digits if digits else "0"
    return str(format_decimal(value, format=pattern, locale=lang if lang in LANGUAGES
                              else DEFAULT))


class _Formatter(string.Formatter):
    """``{n:tile|tiles}`` in a template is the word for the number ``n`` (its plural
    form in the template's language); anything else formats as usual."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec and isinstance(value, int) and not isinstance(value, bool):
            return plural(self.lang, value, format_spec)
        text = str(super().format_field(value, format_spec))  # typeshed says Any
        if isinstance(value, int) and not isinstance(value, bool) and value < 0:
            return text.replace("-", MINUS)  # a score below zero: "Олег −24"
        return text


# The minus sign of a number a player reads (U+2212): a score line said "Иван: -19 за
# оставшиеся фишки" with a hyphen, beside the ratings' "−73" a line below.
MINUS = "\u2212"


def number(n: int) -> str:
    """``n`` as a text writes it, a negative one with the true minus sign."""
    return str(n).replace("-", MINUS)


def signed(n: int) -> str:
    """``n`` with its sign, always: "+12", "−19" (a change of a score)."""
    return f"{n:+d}".replace("-", MINUS)


# A name with its own brackets: the computer's "Komputer (średni)", "Computer 2 (strong)",
# a same name's "#2" after them.
_BRACKETED = re.compile(r"^(.*\S) \(([^()]+)\)( #\d+)?$")
# The parameters that carry a person's (or a computer's) name.
NAME_FIELDS = frozenset({"name", "mover", "challenger", "other", "winner", "by"})


def unbracketed(lang: str, name: str) -> str:
    """``name`` as it is written where brackets hold it, or brackets follow it: a
    computer's "Komputer (średni)" as "Komputer – średni" ("Największe przeoczenie
    (Komputer – średni)", not "(Komputer (średni))"; "Computer – easy (team 1)"); any
    other name as it is."""
    m = _BRACKETED.match(name)
    if m is None:
        return name
    text = lookup(lang, "MESSAGES", "name_aside") or "{name} – {aside}"
    return text.format(name=m[1], aside=m[2]) + (m[3] or "")


def _unnested(template: str, params: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    """``template`` and ``params`` with each name field that stands inside the template's
    brackets, or right before a bracket of it, taking the name's ``unbracketed`` form."""
    if "(" not in template or not any(
            isinstance(params.get(k), str) and "(" in params[k] for k in NAME_FIELDS):
        return template, params
    out: list[str] = []
    extra: dict[str, Any] = {}
    depth = 0
    parts = list(string.Formatter().parse(template))
    for i, (literal, field, spec, conv) in enumerate(parts):
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        depth += literal.count("(") - literal.count(")")
        if field is None:
            continue
        value = params.get(field)
        after = parts[i + 1][0] if i + 1 < len(parts) else ""
        if (field in NAME_FIELDS and isinstance(value, str)
                and (depth > 0 or after.lstrip().startswith("("))):
            new = unbracketed(lang, value)
            if new != value:
                field = f"{field}_unbracketed"
                extra[field] = new
        out.append("{" + field + ("!" + conv if conv else "") + (":" + spec if spec else "")
                   + "}")
    return ("".join(out), {**params, **extra}) if extra else (template, params)


def fill(template: str, params: dict[str, Any], lang: str = DEFAULT) -> str:
    """``template`` with ``params`` filled in, plural forms in ``lang``, a name in the
    template's brackets without brackets of its own (``unbracketed``); the template
    itself if a parameter is missing."""
    try:
        template, params = _unnested(template, params, lang)
        return _Formatter(lang).vformat(template, (), params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


def lookup(lang: str, table: str, key: str) -> str | None:
    """The text of ``key`` in a catalogue's ``table`` in ``lang``, else in English, else
    None."""
    for code in (lang, DEFAULT):
        text = getattr(catalogue(code), table, {}).get(key)
        if text is not None:
            return str(text)
    return None


def t(lang: str, key: str, **params: Any) -> str:
    text = lookup(lang, "MESSAGES", key)
    return key if text is None else fill(text, params, lang)


def t_table(lang: str, table: str, key: str, **params: Any) -> str:
    """``t`` for a catalogue's other tables (``WEB``: the web board's words)."""
    text = lookup(lang, table, key)
    return key if text is None else fill(text, params, lang)


def error(lang: str, err: Coded) -> str:
    """An engine error in ``lang``.  English is the engine's own sentence (its one English
    catalogue, ``engine.errors.MESSAGES``), so the English catalogue has no ``ERRORS``."""
    text = lookup(lang, "ERRORS", err.code)
    return str(err) if text is None else fill(text, err.params, lang)


def mode_name(lang: str, mode: str) -> str:
    return lookup(lang, "MODES", mode) or mode


def variant_name(lang: str, ruleset_id: str, default: str) -> str:
    """A rule set's name in ``lang`` (a catalogue's ``VARIANTS``: "Erudyta (Эрудит)" in
    Polish, "Скрабл (польский)" in Russian), else ``default``, the name its data file
    gives."""
    return lookup(lang, "VARIANTS", ruleset_id) or default


def arg_name(lang: str, arg: str) -> str:
    """A command argument's placeholder in ``lang`` (``/new [wariant]``)."""
    return lookup(lang, "ARGS", arg) or arg


def ending(lang: str, reason: str, **params: Any) -> str:
    """How a game ended, in ``lang``; ``name``: the player whose turn ended it, where
    the ending is one player's (went out, resigned)."""
    text = lookup(lang, "ENDINGS", reason)
    return reason if text is None else fill(text, params, lang)


def command_description(command: str, arg: str | None = None, lang: str = DEFAULT) -> str:
    key = command if arg is None else f"{command}.{arg}"
    text = lookup(lang, "COMMANDS", key)
    if text is None:
        raise KeyError(key)
    return text


def answer_words(lang: str) -> tuple[str, str]:
    """The yes and no a question's texts name in ``lang`` (``/end да или /end не``), which
    its buttons' commands carry too (the service accepts these and the English ones)."""
    return t(lang, "answer_yes"), t(lang, "answer_no")


def plain_answer(command: str) -> str:
    """A command button's command with its localized answer in English (``end да`` ->
    ``end yes``), for a platform's button data that people never read (Telegram's 64
    bytes, the ids its buttons and Discord's are matched by); others are as they are."""
    name, _, arg = command.partition(" ")
    word = arg.strip().lower()
    for lang in LANGUAGES:
        yes, no = answer_words(lang)
        if word == yes.lower():
            return f"{name} yes"
        if word == no.lower():
            return f"{name} no"
    return command
