"""The texts made from a rule set, in the game's language: ``/rules`` (every rule, from
the rule set's parameters and its board), ``/help``, the list of rule sets, the lobby's
summary of the house rules in force, and the start square as a first move writes it.

They are the service's, not ``bot.i18n``'s, because they read the engine's rule sets:
``bot.i18n`` is shared with the adapters, which load no engine."""

from __future__ import annotations

from typing import Any

from babel.numbers import format_decimal

from bot import i18n
from bot.commands import COMMANDS
from engine.game import failed_challenge_costs
from engine.layout import Square
from engine.notation import format_coord
from engine.rules import RuleSet, load_ruleset, ruleset_ids
from engine.state import ChallengeCost


def variant_name(lang: str, rules: RuleSet) -> str:
    """The rule set's name in ``lang`` ("Zasady: Erudyta (Эрудит)" in a Polish chat, not
    the data file's "Эрудит"): every sentence that names a game's rule set says this."""
    return i18n.variant_name(lang, rules.id, rules.name)


def variants_text(lang: str) -> str:
    lines = []
    for rid in ruleset_ids():
        r = load_ruleset(rid)
        # Players alone (a rule set with teams seats more only in teams): "2–4", "2".
        most = r.players_max_solo or r.players_max
        # The check named as such ("Эрудит — автоматическая" named nothing: new35a #16).
        check = i18n.t(lang, "variant_check", mode=i18n.mode_name(lang, r.word_check))
        lines.append(f"{rid}: {variant_name(lang, r)} — {check}, "
                     + i18n.t(lang, "variant_players",
                              range=players_range(r.players_min, most)))
    return "\n".join(lines)


def left_out(rules: RuleSet) -> frozenset[str]:
    """The commands that do nothing in a game of ``rules`` (/help leaves them out of the
    list and names them): /swap without the blank swap, /undo without undo=on, /accept
    and /challenge where the bot checks every word as it is played (each is refused)."""
    out = set()
    if not rules.blank_swap:
        out.add("swap")
    if not rules.undo_by_consent:
        out.add("undo")
    if rules.word_check == "auto":
        out |= {"accept", "challenge"}
    return frozenset(out)


def help_text(lang: str, platform: str | None = None, rules: RuleSet | None = None, *,
              list_kept_back: bool = False) -> str:
    """``platform``: only the commands offered there (None: every command).  ``rules``:
    the chat's game's, whose list leaves out what does not apply to it (``left_out``) and
    names it below; None (no game in the chat): every command.  ``list_kept_back``: the
    game in play keeps its word list to itself (``commands.info.list_kept_back``), so
    /check refuses: it is named with what does not work, not offered as advice."""
    gone = left_out(rules) if rules is not None else frozenset()
    if rules is not None and list_kept_back:
        gone |= {"check"}
    offered = [c for c in COMMANDS if platform is None or c.offered_on(platform)]
    cmds = "\n".join(f"/{c.name}" + "".join(f" [{i18n.arg_name(lang, a.name)}]" for a in c.args)
                     + f" — {i18n.command_description(c.name, None, lang)}" for c in offered
                     if c.name not in gone)
    named = [f"/{c.name}" for c in offered if c.name in gone]
    if rules is not None and named:  # ("nie działa: /swap", "nie działają: /swap, /undo")
        cmds += "\n" + i18n.t(lang, "help_left_out", commands=", ".join(named), n=len(named))
    template = i18n.catalogue(lang).HELP
    return i18n.fill(template, {"variants": ", ".join(ruleset_ids()), "commands": cmds,
                                "vote": vote_line(lang, platform, rules)})


def vote_line(lang: str, platform: str | None, rules: RuleSet | None = None) -> str:
    """/help's line on votes on ``platform``: the reactions that vote there (Discord's ✅ /
    ❌, which the bot adds; Telegram's 👍 / 👎: it has no ✅ / ❌ reactions; the
    console's NAME: ✅ lines), none where there are none; in a game whose every word the
    bot checks (``rules``), that no move waits for a vote."""
    if rules is not None and rules.word_check == "auto":
        return i18n.t(lang, "help_vote_auto")
    key = f"help_vote_{platform}"
    if platform is None or i18n.lookup(i18n.DEFAULT, "MESSAGES", key) is None:
        key = "help_vote"
    return i18n.t(lang, key)


def _r(lang: str, key: str, **params: Any) -> str:
    return i18n.fill(i18n.lookup(lang, "RULES", key) or key, params, lang)


def _has_r(lang: str, key: str) -> bool:
    return i18n.lookup(lang, "RULES", key) is not None


def players_range(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo}–{hi}"


def rules_summary(lang: str, rules: RuleSet, teams: int = 0, hints: bool = False) -> str:
    """The lobby's line of the rules in force: the word check and the rack, and every
    house rule that changes the table (teams, target, time, clock, hints, undo)."""
    text = _r(lang, "summary", mode=i18n.mode_name(lang, rules.word_check), rack=rules.rack_size)
    extra = []
    if teams:
        extra.append(_r(lang, "summary_teams", n=teams))
    if rules.target_score:
        extra.append(_r(lang, "summary_target", n=rules.target_score))
    if rules.move_time_limit:
        extra.append(_r(lang, "summary_time", n=rules.move_time_limit))
    if rules.game_clock:
        extra.append(_r(lang, "summary_clock", n=max(1, round(rules.game_clock / 60))))
    if hints:
        extra.append(_r(lang, "summary_hints"))
    if rules.undo_by_consent:
        extra.append(_r(lang, "summary_undo"))
    if rules.proper_nouns:
        extra.append(_r(lang, "summary_names"))
    if not extra:
        return text
    return text + " " + _r(lang, "summary_house", rules="; ".join(extra))


def start_square(rules: RuleSet) -> tuple[str, str]:
    """The start square as the two ways a first move may be written from it: across
    (row first, ``8H``) and down (column first, ``H8``)."""
    r, c = rules.layout.start
    return format_coord(r, c, True), format_coord(r, c, False)


# A word list as /rules names it: its source's name, the package it comes from, and how
# many words it holds (None: not built on this machine).
WordList = tuple[str, str, int | None]


def rules_text(lang: str, rules: RuleSet, word_list: WordList | None = None,
               min_window: float = 0.0, *, undo: tuple[float, float],
               players: int | None = None) -> str:
    """Every rule of the rule set (with its house rules) in ``lang``, from its parameters
    and its board, and the word list it plays with: what /rules shows.  ``min_window``:
    the table's shortest vote and challenge window (the console's), if longer than the
    rule set's.  ``undo``: the table's undo windows, (to ask, to agree), in seconds; the
    service's timing owns them (``timing.undo_windows``), so the text cannot drift from
    what the undo does.  ``players``: the game's, where one is played (what a failed
    challenge costs depends on it: ``challenge_costs``)."""

    def window(seconds: float) -> int:
        return int(max(seconds, min_window))

    ts = rules.tileset
    layout = rules.layout
    squares = {sq for row in layout.rows for sq in row}
    bag = ts.full_bag()
    blanks = sum(1 for t in bag if t == "?")
    sym = rules.blank_symbol
    across, down = start_square(rules)
    lines = [_r(lang, "title", variant=variant_name(lang, rules))]
    # players and the order of play
    solo = rules.players_max_solo or rules.players_max
    if rules.teams:
        most = rules.capacity // 2  # two teams of this many at most
        examples = ", ".join(_r(lang, "team_match", n=k) for k in (2, 3) if k <= most)
        lines.append(_r(lang, "players_teams", range=players_range(rules.players_min, solo),
                        most=most, examples=examples))
    else:
        lines.append(_r(lang, "players", range=players_range(rules.players_min, solo)))
    lines.append(_r(lang, "order_" + rules.turn_order, sym=sym))
    if rules.teams:
        lines.append(_r(lang, "order_teams"))
    # the board, the tiles, the first move
    lines.append(_r(lang, "board", w=layout.width, h=layout.height, tiles=len(bag),
                    blanks=blanks, sym=sym, rack=rules.rack_size))
    lines.append(_r(lang, "start", square=down, across=across, down=down))
    lines.append(_r(lang, "start_double" if rules.start_premium == 2 else
                    "start_triple" if rules.start_premium == 3 else "start_plain",
                    n=rules.start_premium))
    lines.append(_r(lang, "moves"))
    if rules.reversed_words:
        lines.append(_r(lang, "reversed"))
    if rules.proper_nouns:
        lines.append(_r(lang, "proper_nouns"))
    elif rules.proper_nouns_lexicon:  # offered, not chosen: say how to choose it
        lines.append(_r(lang, "proper_nouns_option"))
    # words and how they are checked
    if rules.max_word_len:
        lines.append(_r(lang, "words_range", min=rules.min_word_len, max=rules.max_word_len))
    else:
        lines.append(_r(lang, "words", n=rules.min_word_len))
    # What a word is: the rule set's own list, or (house rule words=NAME) the operator's
    # list, where the rule set's line names its source (English: SCOWL).
    lexicon = "lexicon_" + rules.id
    if rules.word_list and _has_r(lang, lexicon + "_own"):
        lexicon += "_own"
    if _has_r(lang, lexicon):
        lines.append(_r(lang, lexicon))
    if word_list is not None:
        source, package, words = word_list
        if words is None:
            lines.append(_r(lang, "word_list_source", source=source, package=package))
        else:
            lines.append(_r(lang, "word_list", source=source, package=package, n=words,
                            count=format_decimal(words, locale=lang)))
    if rules.word_check == "challenge" and rules.challenge_window:
        lines.append(_r(lang, "check_challenge_timed", n=window(rules.challenge_window)))
    else:
        lines.append(_r(lang, "check_" + rules.word_check, n=window(rules.vote_window)))
    lines.extend(_r(lang, "challenge_cost_" + x) for x in challenge_costs(rules, players))
    if rules.word_check in ("challenge", "vote", "agreement"):
        lines.append(_r(lang, "draw_after_check"))
    # scoring
    lines.append(_r(lang, "premiums_every" if rules.premiums == "every_time"
                    else "premiums_first"))
    if Square.QUAD_ACROSS in squares or Square.QUAD_DOWN in squares:
        lines.append(_r(lang, "quad"))
    if Square.WYM in squares:
        lines.append(_r(lang, "wym", n=rules.wym_min_bag))
    lines.append(_r(lang, "blank_letter" if rules.blank_value == "letter" else "blank_zero",
                    sym=sym))
    if rules.blank_swap:
        lines.append(_r(lang, "blank_swap", sym=sym))
    if rules.bingo == "none":
        lines.append(_r(lang, "bingo_none"))
    elif rules.bingo == "multiply":
        lines.append(_r(lang, "bingo_multiply", n=rules.bingo_amount, rack=rules.rack_size))
    else:
        key = "bingo_add_continues" if rules.bingo_only_if_game_continues else "bingo_add"
        lines.append(_r(lang, key, n=rules.bingo_amount, rack=rules.rack_size))
    # exchange and pass
    when = (_r(lang, "exchange_when_any") if rules.exchange_min_bag <= 1
            else _r(lang, "exchange_when_min", n=rules.exchange_min_bag))
    limit = (_r(lang, "exchange_limit", n=rules.exchange_limit) if rules.exchange_limit
             else "")
    lines.append(_r(lang, "exchange", when=when, limit=limit))
    lines.append(_r(lang, "exchange_" + rules.exchange_order))
    lines.append(_r(lang, "pass"))
    if rules.undo_by_consent:
        ask, agree = undo
        lines.append(_r(lang, "undo", ask=int(ask), agree=int(agree)))
    if rules.move_time_limit:
        lines.append(_r(lang, "time", n=rules.move_time_limit))
    if rules.game_clock:
        lines.append(_r(lang, "clock", n=max(1, round(rules.game_clock / 60))))
    # the end
    lines.append(_r(lang, "end_intro"))
    if rules.target_score:
        lines.append(_r(lang, "end_target", n=rules.target_score))
    if rules.out_ends_game:
        lines.append(_r(lang, "end_out"))
    if rules.scoreless_turns_end:
        lines.append(_r(lang, "end_scoreless", n=rules.scoreless_turns_end))
    if rules.passes_per_player_end:
        lines.append(_r(lang, "end_passes", n=rules.passes_per_player_end))
    if rules.end_when_no_moves:
        lines.append(_r(lang, "end_no_moves"))
    if rules.game_clock:
        lines.append(_r(lang, "end_clocks"))
    # Only where a shorter ending cannot always come first (a scoreless-turns rule
    # shorter than the rounds, a passes rule no exchange, undo or 0-point move can get
    # past): the engine works it out from the same counts it ends a game by.
    if rules.scoreless_abandonment_possible():
        lines.append(_r(lang, "end_abandoned", n=rules.abandon_scoreless_rounds))
    if not rules.out_ends_game:  # erudit-home: going out ends nothing (docs/rules.md)
        lines.append(_r(lang, "out_sits_out"))
    lines.append(_r(lang, "adjust_" + rules.end_adjustment))
    if rules.target_score:
        lines.append(_r(lang, "adjust_not_target"))
    lines.append(_r(lang, "tie_" + rules.tie_break))
    return "\n".join(x for x in lines if x)


def challenge_costs(rules: RuleSet, players: int | None) -> list[str]:
    """What a failed double challenge costs in a game of ``rules`` with ``players``
    (None: any number the rules allow), from the engine's ``failed_challenge_costs``, as
    the texts' key endings: ``two``, the turn the challenger is on (with two players
    they are always the one to move), or ``any``, that one or, where another is to move,
    their next; then ``last``: no turn against the move that ends the game (a sentence
    of its own in /rules, a clause of the one the web board's help has).  None where
    words are not challenged."""
    costs = failed_challenge_costs(rules, players)
    if not costs:
        return []
    said = ["any" if ChallengeCost.NEXT_TURN in costs else "two"]
    if ChallengeCost.NOTHING in costs:
        said.append("last")
    return said
