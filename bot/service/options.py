"""``/new VARIANT key=value ...``: friendly house-rule options mapped to RuleSet fields.

Options that the engine does not know (``lang``, ``teams=N``, ``hints``) are the service's
own and are kept in the game's ``meta``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import dictionaries
from bot.i18n import LANGUAGES
from bot.service import rule_texts
from bot.service.computer_seats import parse_level
from bot.service.context import is_number
from dictionaries.build import language_of
from engine.errors import MoveError
from engine.game import require_chosen_order
from engine.rules import RuleSet, find_ruleset, load_ruleset, ruleset_ids

# friendly key -> RuleSet field
ALIASES: dict[str, str] = {
    "check": "word_check", "mode": "word_check", "word_check": "word_check",
    "rack": "rack_size", "rack_size": "rack_size",
    "players": "players_max", "players_max": "players_max",
    "time": "move_time_limit", "move": "move_time_limit", "limit": "move_time_limit",
    "move_time_limit": "move_time_limit",
    "clock": "game_clock", "game_clock": "game_clock",
    "target": "target_score", "target_score": "target_score",
    "window": "challenge_window", "challenge_window": "challenge_window",
    "vote": "vote_window", "vote_window": "vote_window",
    "exchanges": "exchange_limit", "exchange_limit": "exchange_limit",
    "undo": "undo_by_consent", "undo_by_consent": "undo_by_consent",
    "names": "proper_nouns", "proper": "proper_nouns", "proper_nouns": "proper_nouns",
    "words": "word_list", "list": "word_list", "word_list": "word_list",
    "abandon": "abandon_scoreless_rounds", "abandon_scoreless_rounds": "abandon_scoreless_rounds",
}
SERVICE_KEYS = {"lang": "lang", "language": "lang", "teams": "teams", "hints": "hints",
                "order": "order", "recap": "recap"}
SECONDS_FIELDS = {"move_time_limit", "game_clock", "challenge_window", "vote_window"}
# Values people type in other words for the word-check modes.
MODE_WORDS = {"challenge": "challenge", "vote": "vote", "check": "vote", "auto": "auto",
              "automatic": "auto", "agreement": "agreement", "agree": "agreement",
              "players": "agreement"}

_DURATION = re.compile(r"^(\d{1,6})\s*(s|sec|m|min|h)?$")


class OptionError(Exception):
    """A bad /new option: ``key`` names the message, ``params`` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params  # a rule set (``variant``) is named in the reader's language

    def worded(self, lang: str) -> dict[str, Any]:
        """The parameters to fill the message with in ``lang``."""
        return {k: rule_texts.variant_name(lang, v) if isinstance(v, RuleSet) else v
                for k, v in self.params.items()}


@dataclass
class NewGameOptions:
    variant: str
    rules: RuleSet  # the variant's, with the house rules of ``overrides``
    overrides: dict[str, Any] = field(default_factory=dict)
    lang: str | None = None
    teams: int = 0  # number of teams (0: no teams)
    order: list[str] = field(default_factory=list)  # ``order=Bob,Ann``: the order of play
    hints: bool | None = None  # None: on exactly when a computer plays
    recap: bool = True  # ``recap=off``: no recap after the game
    computer: str | None = None  # "vs computer [level]": the computer's level


def parse_order(text: str) -> list[str]:
    """``Bob, Ann`` or ``Bob,Ann`` (names with spaces need the commas); empty names
    dropped."""
    parts = text.split(",") if "," in text else text.split()
    names = [" ".join(p.split()) for p in parts]
    return [n for n in names if n][:40]


def parse_variant(text: str) -> str:
    """The rule set a ``/new`` names: its id or one of its aliases (its data's)."""
    v = find_ruleset(text)
    if v is None:
        raise OptionError("unknown_variant", variant=text.strip()[:40],
                          variants=", ".join(ruleset_ids()))
    return v


def requested_language(args: str) -> str | None:
    """The language a ``/new`` asks for, read leniently so that even its refusal speaks
    it: ``lang=`` when it names one of ours, else the rule set's own language (issue 16:
    "/new literaki foo=bar" was refused in English); None when neither can be read."""
    parts = args.split()
    for part in parts[1:]:
        key, _, value = part.partition("=")
        if SERVICE_KEYS.get(key.strip().lower()) == "lang":
            lang = value.strip().lower()[:2]
            if lang in LANGUAGES:
                return lang
    try:
        return load_ruleset(parse_variant(parts[0])).language if parts else None
    except OptionError:
        return None


def _seconds(text: str, key: str) -> int:
    m = _DURATION.match(text.strip().lower())
    if m is None:
        raise OptionError("bad_option_value", option=key, value=text[:20])
    n = int(m[1])
    unit = m[2] or "s"
    return n * (60 if unit in ("m", "min") else 3600 if unit == "h" else 1)


def _bool(text: str, key: str) -> bool:
    t = text.strip().lower()
    if t in ("1", "on", "yes", "true", "y"):
        return True
    if t in ("0", "off", "no", "false", "n"):
        return False
    raise OptionError("bad_option_value", option=key, value=text[:20])


def parse_new(args: str) -> NewGameOptions:
    """``english rack=8 check=auto time=60 clock=20m target=300 lang=en teams=2``."""
    parts = args.split()
    if not parts:
        raise OptionError("new_usage", variants=", ".join(ruleset_ids()))
    variant = parse_variant(parts[0])
    base = load_ruleset(variant)
    opts = NewGameOptions(variant, base)
    typed: dict[str, str] = {}  # RuleSet field -> the option as the user wrote it
    rest = _take_opponent(parts[1:], opts)
    for part in rest:
        key, sep, value = part.partition("=")
        key = key.strip().lower()
        if not sep or not value:
            raise OptionError("bad_option_format", option=part[:30])
        if key in SERVICE_KEYS:
            skey = SERVICE_KEYS[key]
            if skey == "lang":
                lang = value.strip().lower()[:2]
                if lang not in LANGUAGES:
                    raise OptionError("bad_option_value", option=key, value=value[:20])
                opts.lang = lang
            elif skey == "order":
                opts.order = parse_order(value)
            elif skey == "teams":
                t = value.strip().lower()
                n = (2 if _bool(t, key) else 0) if not is_number(t) else int(t)
                if n == 1 or n > 4:
                    raise OptionError("bad_option_value", option=key, value=value[:20])
                opts.teams = n
                opts.overrides["teams"] = n > 0
            elif skey == "recap":
                opts.recap = _bool(value, key)
            else:
                opts.hints = _bool(value, key)
            continue
        fld = ALIASES.get(key, key if key in base.__dataclass_fields__ else None)
        if fld is None:
            raise OptionError("unknown_option", option=key[:30], options=OPTION_LIST)
        typed[fld] = key
        val: Any = value
        if fld in SECONDS_FIELDS:
            try:
                val = _seconds(value, key)
            except OptionError:
                raise bad_value(base, fld, key, value) from None
        elif fld == "word_check":
            val = MODE_WORDS.get(value.strip().lower(), value.strip().lower())
            choices = base.word_check_choices or (base.word_check,)
            if val not in choices:
                raise OptionError("bad_check_mode", value=value[:20],
                                  choices=", ".join(choices))
        elif fld == "word_list":
            val = value.strip().lower()
            if dictionaries.own_lexicons().get(val) != language_of(base.lexicon):
                # only a list the operator built for this language (build --from)
                raise OptionError("bad_option_value", option=key, value=value[:20])
        opts.overrides[fld] = val
    try:
        opts.rules = base.with_house_rules(**opts.overrides) if opts.overrides else base
    except MoveError as e:
        fld, _, value = str(e.params.get("option", "?")).partition("=")
        raise bad_value(base, fld, typed.get(fld, fld), value) from None
    if opts.order:
        require_chosen_order(opts.rules)
    # Store plain values the engine accepts back (bools/ints as they came out).
    opts.overrides = {k: getattr(opts.rules, k) for k in opts.overrides}
    return opts


def bad_value(base: RuleSet, fld: str, option: str, value: str) -> OptionError:
    """The refusal of a house rule's value, naming the option as the user wrote it and,
    for a number, the range it takes (issue 16: "rack=abc" was told 'The value "" does
    not fit the option rack_size=abc')."""
    if not value:  # the engine refused the option itself: not offered by this rule set
        return OptionError("bad_option_here", option=option, variant=base)
    bounds = {name: (low, high) for name, low, high in base.ranges()}
    if fld in bounds:
        low, high = bounds[fld]
        key = "bad_option_seconds" if fld in SECONDS_FIELDS else "bad_option_range"
        return OptionError(key, option=option, value=value[:20], low=low, high=high)
    return OptionError("bad_option_value", option=option, value=value[:20])


# "/new english vs computer hard", also "vs bot", and the same in the games' languages.
VS_WORDS = {"vs", "vs.", "versus", "against", "срещу", "против", "przeciw", "przeciwko",
            "proti", "contra", "împotriva", "impotriva", "cu"}
COMPUTER_WORDS = {"computer", "bot", "cpu", "ai", "компютър", "компютъра", "бот",
                  "komputer", "komputerowi", "komputerem", "компьютер", "компьютера",
                  "počítač", "počítaču", "pocitac", "calculator", "calculatorul",
                  "calculatorului", "robot"}


def _take_opponent(parts: list[str], opts: NewGameOptions) -> list[str]:
    """Take ``[vs] computer [level]`` out of the options (``opts.computer`` = the level)."""
    rest: list[str] = []
    i = 0
    while i < len(parts):
        low = parts[i].lower()
        nxt = parts[i + 1].lower() if i + 1 < len(parts) else ""
        if low in VS_WORDS and nxt in COMPUTER_WORDS:
            i += 1
            low = nxt
        if low in COMPUTER_WORDS and opts.computer is None:
            i += 1
            level = parts[i] if i < len(parts) and "=" not in parts[i] else None
            if level is not None:
                i += 1
            lv = parse_level(level)
            if lv is None:
                raise OptionError("bad_level", level=(level or "")[:20])
            opts.computer = lv
            continue
        rest.append(parts[i])
        i += 1
    return rest


OPTION_LIST = ("check=, rack=, players=, time=, clock=, target=, teams=, order=, lang=, hints=, "
               "undo=, window=, vote=, exchanges=, abandon=, recap=, names=, words=")


def option_name(fld: str) -> str:
    """The name a chat types for a house rule (``rack`` for the engine's ``rack_size``):
    what the bot says of it too, never the engine's field name."""
    return next((key for key, target in ALIASES.items() if target == fld), fld)
