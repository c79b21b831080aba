"""Rule sets: every parameter of docs/rules.md as a field, loaded from
``engine/data/rulesets/<id>.toml`` (or from a folder added by ``add_ruleset_directory``:
a rule set of one's own is one data file).  A game may override any field that says how
it is played (house rules); the fields that say what a rule set is (its names, its
family, its data) are fixed."""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args, get_type_hints

from engine.datafiles import add_directory, names, read_text, remove_directory
from engine.errors import MoveError
from engine.layout import Layout, load_layout
from engine.tiles import BlankValue, TileSet, load_tileset

WordCheck = Literal["challenge", "vote", "auto", "agreement"]
TurnOrder = Literal["draw_tile", "random", "join"]
Premiums = Literal["first_use", "every_time"]
Bingo = Literal["add", "multiply", "none"]
ExchangeOrder = Literal["return_first", "draw_first"]
EndAdjustment = Literal["publisher", "tournament", "deduct_only"]
TieBreak = Literal["draw", "score_before_adjustment"]


@dataclass(frozen=True)
class RuleSet:
    id: str
    name: str
    language: str  # message language: bg, pl, ru, sk, ro, en
    lexicon: str  # dictionaries lexicon: english, polish, russian, russian-home, ...
    layout_name: str
    tileset_name: str
    start_premium: int = 1  # word multiplier of the start square (1 = star only)
    players_min: int = 2
    players_max: int = 4  # most players (in teams: as many as the tiles serve, ``capacity``)
    players_max_solo: int = 0  # most players when not in teams; 0: players_max
    teams: bool = False  # equal teams allowed
    rack_size: int = 7
    turn_order: TurnOrder = "random"
    min_word_len: int = 2
    reversed_words: bool = False  # house rule (seed 000): a word may also read backwards
    proper_nouns: bool = False  # house rule (seed 000): capitalised words (names) allowed
    proper_nouns_lexicon: str = ""  # the lexicon with them; "" = the rule set has no such rule
    # house rule: an operator's own word list of the language (``dictionaries build --from``),
    # played instead of ``lexicon``; "" = the rule set's own.  The service checks it exists.
    word_list: str = ""
    max_word_len: int = 0  # 0: as long as the board allows
    word_check: WordCheck = "challenge"
    word_check_choices: tuple[str, ...] = ()  # modes a game may pick at creation
    premiums: Premiums = "first_use"
    blank_value: BlankValue = "zero"
    blank_swap: bool = False
    bingo: Bingo = "add"
    bingo_amount: int = 50  # points added, or the factor for "multiply"
    bingo_only_if_game_continues: bool = False
    exchange_min_bag: int = 7
    exchange_limit: int = 0  # per player per game; 0: no limit
    exchange_order: ExchangeOrder = "draw_first"
    passes_per_player_end: int = 0  # consecutive passes per player that end the game; 0: off
    scoreless_turns_end: int = 0  # consecutive scoreless turns that end the game; 0: off
    # Full rounds of scoreless turns after which any game is abandoned, unrated.
    abandon_scoreless_rounds: int = 20
    end_when_no_moves: bool = False  # "no player can move" ends the game
    # A player who goes out with the bag empty ends the game; when False (seed 004) they
    # sit out their turns and the others play on until no one can move.
    out_ends_game: bool = True
    target_score: int = 0  # first to reach it, the round played out; 0: off
    end_adjustment: EndAdjustment = "publisher"
    tie_break: TieBreak = "draw"
    undo_by_consent: bool = False
    wym_min_bag: int = 7  # WYM squares exchange the next opponent's rack only from this bag size
    challenge_window: int = 0  # seconds; 0: until the next player acts
    vote_window: int = 30  # seconds for accept-or-check and agreement votes
    move_time_limit: int = 0  # seconds; 0: none. Expiry is a pass.
    game_clock: int = 0  # seconds per player; 0: none
    blank_symbol: str = "?"
    alphabet: str = ""  # letter order (draw-a-tile turn order, racks in records); "": code points
    # What a rule set is beside how it is played (none is a house rule):
    family: str = ""  # ratings compare the games of one family; "": its own (load_ruleset)
    aliases: tuple[str, ...] = ()  # other names /new takes for it ("en", "scrabble")
    usual: bool = False  # its language's usual rule set (/check, /top before any game)
    vowels: str = ""  # the tile set's vowels (the leave fit's vowel balance); "": none known
    tiles_coloured_by_value: bool = False  # a tile's face shows its value (Literaki, seed 001)
    # Seconds: the last move of a game waits this long for a challenge before the game
    # ends (the word check of a final move); an undo may be asked this long after the
    # move, and the others have this long to agree.
    final_move_window: int = 60
    undo_ask_window: int = 10
    undo_agree_window: int = 10

    @property
    def layout(self) -> Layout:
        return load_layout(self.layout_name)

    @property
    def tileset(self) -> TileSet:
        return load_tileset(self.tileset_name)

    @property
    def capacity(self) -> int:
        """How many players the tile set serves: each draws a full rack at the start
        (130 tiles with a 7-tile rack: 18)."""
        return self.tileset.total // self.rack_size

    def max_players(self, teams: bool) -> int:
        """The most players of a game: in equal teams (where the rules allow them) as
        many as the tile set serves (seed 004: "2 on 2, 3 on 3 and so on"); alone, the
        rule set's own limit."""
        if teams and self.teams:
            return self.capacity
        return self.players_max_solo or self.players_max

    def scoreless_abandonment_possible(self) -> bool:
        """Whether a game under these rules can end abandoned after A
        (``abandon_scoreless_rounds``) full rounds that score nothing (``Game`` ends it at
        ``scoreless >= A * movers``), rather than always by a shorter ending first: what
        /rules says of it.  False only where it provably cannot happen.

        ``Game._scoreless_endings`` is asked before the passes rule, and in it
        ``scoreless_turns_end`` before the abandonment.  ``scoreless`` counts every turn
        that scores nothing (a pass, a time-out, an exchange, a 0-point move, a move taken
        off, an agreed undo: as many as it took back); ``passes`` only passes, time-outs
        and moves taken off, and an exchange or any placement starts it again from 0.

        * ``scoreless_turns_end`` S: the game ends at S scoreless turns, so the
          abandonment needs A * movers < S; a running game has at least 2 movers where
          going out ends it (2 live sides, no one sits out), else 1 (the others sat out).
        * ``passes_per_player_end`` P: it ends at P * movers passes in a row (the same
          movers as the abandonment counts).  With P >= A a run of passes reaches the
          abandonment first (it is asked first); with P < A only the scoreless turns that
          are no pass carry the run past P * movers: an agreed undo (no limit), an
          exchange (no limit, or ``exchange_limit`` a seat, and none at all where the
          bag after the deal is too small for one) and a 0-point placement (each puts down
          a tile worth 0).  With k of those, a run is at most k + (k + 1) * (P * most - 1)
          turns long, ``most`` the most seats a game can have."""
        a = self.abandon_scoreless_rounds
        fewest = 2 if self.out_ends_game else 1
        if self.scoreless_turns_end and self.scoreless_turns_end <= a * fewest:
            return False
        p = self.passes_per_player_end
        if not p or p >= a or self.undo_by_consent:
            return True
        most = max(self.max_players(True), self.max_players(False), self.players_max)
        bag = self.tileset.full_bag()
        exchanges = max(self.exchange_min_bag, 1) <= len(bag) - self.rack_size * self.players_min
        if exchanges and not self.exchange_limit:
            return True
        ts = self.tileset
        least = min(ts.value(x) for x in ts.letters)  # the least a blank may stand for
        zero = sum(1 for t in bag if ((self.blank_value == "zero" or least <= 0) if t == "?"
                                      else ts.value(t) <= 0))
        breaks = (self.exchange_limit * most if exchanges else 0) + zero
        return breaks + (breaks + 1) * (p * most - 1) >= a * fewest

    def with_overrides(self, **overrides: Any) -> RuleSet:
        """A copy with house rules applied; MoveError("bad_option") for a bad one."""
        hints = _rule_hints()
        clean: dict[str, Any] = {}
        for key, value in overrides.items():
            if key in FIXED or key not in hints:
                raise MoveError("bad_option", option=key)
            clean[key] = _coerce(key, hints[key], value)
        if "word_check" in clean and self.word_check_choices and (
            clean["word_check"] not in self.word_check_choices
        ):
            raise MoveError("bad_option", option=f"word_check={clean['word_check']}")
        if ("players_max" in clean and "players_max_solo" not in clean
                and self.players_max_solo > clean["players_max"]):
            # fewer seats in all is fewer seats alone too (erudit-home players_max=2 was
            # refused naming players_max_solo=5, an option nobody typed)
            clean["players_max_solo"] = max(clean["players_max"], 0)
        rules = dataclasses.replace(self, **clean)
        rules.validate()
        return rules

    def with_house_rules(self, **overrides: Any) -> RuleSet:
        """``with_overrides`` for the house rules a chat may choose at ``/new``: besides
        what the engine cannot play, a rule set that ends on scoreless turns keeps that
        ending (turned off, only the long abandonment would end a game of passes; the
        engine can still play it, as its tests do)."""
        rules = self.with_overrides(**overrides)
        if self.scoreless_turns_end and not rules.scoreless_turns_end:
            raise MoveError("bad_option", option="scoreless_turns_end=0")
        return rules

    def validate(self) -> None:
        """Every number in a range that makes a playable game (house rules included):
        MoveError("bad_option", option="FIELD=VALUE") for the first that is not."""
        # The rack first: the other ranges are worked out from it.
        if not RACK_SIZES[0] <= self.rack_size <= RACK_SIZES[1]:
            raise MoveError("bad_option", option=f"rack_size={self.rack_size}")
        board = max(self.layout.height, self.layout.width)
        for name, low, high in self.ranges():
            value = getattr(self, name)
            if not low <= value <= high:
                raise MoveError("bad_option", option=f"{name}={value}")
        # 0: as long as the board allows; else a length a first word can have.
        if self.max_word_len and not self.min_word_len <= self.max_word_len <= board:
            raise MoveError("bad_option", option=f"max_word_len={self.max_word_len}")
        if self.proper_nouns and not self.proper_nouns_lexicon:
            # no lexicon holds this language's names: the house rule is not offered
            raise MoveError("bad_option", option="proper_nouns")

    def ranges(self) -> tuple[tuple[str, int, int], ...]:
        """Each number's range that makes a playable game, as (field, lowest, highest):
        what ``validate`` checks, and what a refused house rule names."""
        tiles = len(self.tileset.full_bag())
        board = max(self.layout.height, self.layout.width)
        rack = max(self.rack_size, RACK_SIZES[0])  # a bad rack is refused before these count
        return (
            ("rack_size", *RACK_SIZES),
            ("players_max", 2, min(8, tiles // rack)),  # everyone gets a rack
            ("players_min", 2, self.players_max),
            # 0: players_max; else at least players_min, or a lobby could never start
            ("players_max_solo", 0 if self.players_max_solo == 0 else self.players_min,
             self.players_max),
            ("min_word_len", 2, min(board, rack)),
            ("start_premium", 1, 3),
            ("bingo_amount", 0, 500),
            ("exchange_min_bag", 0, tiles),
            ("exchange_limit", 0, 100),
            ("passes_per_player_end", 0, 50),
            # a rule set's own scoreless ending stays on (``with_house_rules``)
            ("scoreless_turns_end", 1 if self.scoreless_turns_end else 0, 200),
            ("abandon_scoreless_rounds", 1, 100),
            ("target_score", 0, 10_000),
            ("wym_min_bag", 0, tiles),
            ("challenge_window", 0, 3600),
            ("vote_window", 5, 3600),
            ("move_time_limit", 0, 7 * 86400),
            ("game_clock", 0, 30 * 86400),
            ("final_move_window", 0, 3600),
            ("undo_ask_window", 5, 3600),
            ("undo_agree_window", 5, 3600),
        )

    def tile_value(self, letter: str, blank: bool = False) -> int:
        """What a tile on the board scores under these rules (``TileSet.tile_value``)."""
        return self.tileset.tile_value(letter, blank, self.blank_value)

    def letter_rank(self, letter: str) -> int:
        """Position of a tile letter in the alphabet for the draw-a-tile turn order; the
        blank comes before every letter."""
        if letter == "?":
            return -1
        if self.alphabet:
            idx = self.alphabet.find(letter)
            return idx if idx >= 0 else len(self.alphabet) + ord(letter)
        return ord(letter)

    def letters_in_order(self) -> tuple[str, ...]:
        """The game's letters in its alphabet's order (Literaki: Ą after A, as
        ``letter_rank`` reads the rule set's ``alphabet``), code-point order where it has
        none: the one order every list of letters shows (the chat's unseen tiles, the web
        board's unseen tiles and letter picker)."""
        return tuple(sorted(self.tileset.letters, key=self.letter_rank))


RACK_SIZES = (2, 9)  # the smallest and the largest rack
# What a rule set is rather than how it is played: not house rules.
FIXED = frozenset({"id", "name", "language", "lexicon", "layout_name", "tileset_name",
                   "word_check_choices", "blank_symbol", "alphabet", "proper_nouns_lexicon",
                   "family", "aliases", "usual", "vowels", "tiles_coloured_by_value"})


@cache
def _rule_hints() -> dict[str, Any]:
    """RuleSet's field types, resolved once: ``get_type_hints`` evaluates every string
    annotation again on each call, and a game's rules are rebuilt on every command (it
    was a third of a ``/pass``)."""
    return get_type_hints(RuleSet)


def _coerce(key: str, hint: Any, value: Any) -> Any:
    choices = get_args(hint)
    try:
        if hint is bool:
            if isinstance(value, str):
                if value.lower() in {"1", "true", "yes", "on"}:
                    return True
                if value.lower() in {"0", "false", "no", "off"}:
                    return False
                raise ValueError(value)
            return bool(value)
        if hint is int:
            if isinstance(value, bool):
                raise ValueError(value)
            return int(value)
        if choices and all(isinstance(c, str) for c in choices):
            if value not in choices:
                raise ValueError(value)
            return value
        if hint is str:
            return str(value)
    except ValueError:
        raise MoveError("bad_option", option=f"{key}={value}") from None
    raise MoveError("bad_option", option=key)


@cache
def load_ruleset(ruleset_id: str) -> RuleSet:
    try:
        data = tomllib.loads(read_text("rulesets", ruleset_id, ".toml"))
    except KeyError:
        raise MoveError("bad_option", option=f"variant={ruleset_id}") from None
    for key in ("word_check_choices", "aliases"):
        if key in data:
            data[key] = tuple(data[key])
    data.setdefault("family", ruleset_id)
    rules = RuleSet(id=ruleset_id, **data)
    rules.validate()
    return rules


def ruleset_ids() -> list[str]:
    return names("rulesets", ".toml")


def add_ruleset_directory(folder: Path) -> None:
    """Offer the rule sets of ``folder`` (``<id>.toml`` files, as in
    ``engine/data/rulesets``) beside the engine's own; a rule set is data alone."""
    add_directory("rulesets", folder)
    load_ruleset.cache_clear()


def remove_ruleset_directory(folder: Path) -> None:
    """No longer offer the rule sets of ``folder`` (``add_ruleset_directory``)."""
    remove_directory("rulesets", folder)
    load_ruleset.cache_clear()


def find_ruleset(name: str) -> str | None:
    """The id of the rule set called ``name`` (its id or one of its aliases, in any case,
    spaces as dashes), or None."""
    wanted = name.strip().lower().replace(" ", "-")
    ids = ruleset_ids()
    if wanted in ids:
        return wanted
    return next((rid for rid in ids if wanted in load_ruleset(rid).aliases), None)


def usual_ruleset(language: str) -> str:
    """The usual rule set of a language (``usual = true`` in its data), else English's."""
    ids = ruleset_ids()
    for lang in (language, "en"):
        for rid in ids:
            rules = load_ruleset(rid)
            if rules.usual and rules.language == lang:
                return rid
    return ids[0]


def families() -> tuple[str, ...]:
    """The rating families, in the order of their first rule set."""
    return tuple(dict.fromkeys(load_ruleset(rid).family for rid in ruleset_ids()))
