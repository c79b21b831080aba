"""The game as one viewer may see it: the JSON the board's page draws (docs/web.md).

A seated player gets their own rack; a spectator none; nobody gets another rack, the
seed, the bag's order or the engine's state: the view is made from the public facts of
the game (board, scores, counts, history lines) and the viewer's own rack only, so no
future draw can be worked out from it.  Every text is in the game's language, worded by
the service as the chat words it (its history lines, score line, end text, refusals).
The premiums, 4S arrows and WYM squares come from the rule set's layout."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from typing import Any

from bot import i18n
from bot.protocol import ChatRef
from bot.service import rule_texts, timing
from bot.service.announce import verdict_lines
from bot.service.computer_seats import is_computer
from bot.service.context import Ctx, Deps
from bot.service.lobby import lobby_players
from bot.service.meta import GameMeta
from bot.service.rule_texts import challenge_costs
from bot.service.show import (
    end_text,
    entry_numbers,
    failed_challenges,
    history_texts,
    marked_move,
    show_move,
    turn_line,
)
from bot.service.timing import DeadlineKind
from engine.actions import action_of
from engine.game import Game, OutcomeKind
from engine.layout import Layout, Square
from engine.notation import COLUMNS
from engine.placement import laid_squares
from engine.reading import typed_letters
from engine.rules import RuleSet, load_ruleset
from engine.state import ChallengeCost
from engine.tiles import BLANK
from renderer.theme import words_for
from storage.base import GameRecord

# The page's own words (its buttons and labels), from each catalogue's WEB table.
STRINGS = ("submit", "submit_short", "exchange", "pass", "shuffle", "undo", "recall", "bag",
           "unseen", "your_turn", "waiting", "blank_choose", "history", "replay", "analysis",
           "download", "spectator", "over", "cancel", "swap", "rack", "preview",
           "exchange_choose", "undo_answer", "connecting", "offline", "lobby", "move_n",
           "clock", "start", "board", "zoom", "blank", "computer", "vote", "sort",
           "seconds", "pass_confirm", "chip_you", "chip_score", "chip_to_move", "chip_clock",
           "keys_hint", "legend", "legend_letter", "legend_word", "end_question", "agree",
           "refuse", "waiting_answer", "tiles_back", "tiles_back_time", "tiles_back_turn",
           "hint", "help", "chip_move", "chip_voting", "chip_answering", "chip_waits",
           "racks_before", "racks_dealt", "racks_left", "rack_out", "analysis_none", "hint_later",
           "rematch_go", "chip_won", "chip_draw", "rematch_asked", "rematch_not_yet",
           "rematch_back")
# The answers the chat's buttons also give, worded as those buttons (without their mark):
# the board says "Sprawdzam" where the chat does.
BUTTONS = {"accept": "button_accept", "challenge": "button_challenge",
           "check": "button_check", "reject": "button_reject", "yes": "button_yes",
           "no": "button_no", "resign": "button_resign", "rematch": "button_rematch"}

# Where the keyboard's way stands in the help's lines (``_help``): the page shows it only
# where a keyboard is likely (a fine pointer that hovers), to a screen reader everywhere.
HELP_KEYS = 2
_PREMIUM = {Square.TRIPLE_WORD: "TW", Square.DOUBLE_WORD: "DW", Square.TRIPLE_LETTER: "TL",
            Square.DOUBLE_LETTER: "DL", Square.QUAD_ACROSS: "QW", Square.QUAD_DOWN: "QW"}
_START = {2: "DW", 3: "TW"}


def strings(lang: str) -> dict[str, str]:
    """The page's words; the squares' labels, "pts" and "to move" as the board picture
    writes them (renderer/theme.py), so that the page and the picture agree."""
    out = {k: i18n.lookup(lang, "WEB", k) or k for k in STRINGS}
    for k, key in BUTTONS.items():
        out[k] = i18n.t(lang, key).lstrip("✅❌🔁 ")
    w = words_for(lang)
    out.update({"premium_TW": w.labels[Square.TRIPLE_WORD],
                "premium_DW": w.labels[Square.DOUBLE_WORD],
                "premium_TL": w.labels[Square.TRIPLE_LETTER],
                "premium_DL": w.labels[Square.DOUBLE_LETTER],
                "premium_QW": w.quad, "premium_WYM": w.labels[Square.WYM],
                "points": w.points, "to_move": w.to_move})
    return out


@cache
def _cells(layout: Layout, start_premium: int, lang: str) -> tuple[tuple[dict[str, Any], ...], ...]:
    """The board's squares as the page draws them (the same for every game of a rule set
    and language: made once)."""
    words = strings(lang)
    rows = []
    for line in layout.rows:
        row = []
        for sq in line:
            premium = (_START.get(start_premium) if sq is Square.START else _PREMIUM.get(sq))
            label = (words["premium_" + premium] if premium
                     else words["premium_WYM"] if sq is Square.WYM else "")
            row.append({"premium": premium, "label": label,
                        "arrow": {Square.QUAD_ACROSS: "→", Square.QUAD_DOWN: "↓"}.get(sq),
                        "wym": sq is Square.WYM, "center": sq is Square.START})
        rows.append(tuple(row))
    return tuple(rows)


def key_foreign(lang: str, rules: RuleSet) -> str:
    """What the page says of a key typed that is no letter of the game (nor a look-alike
    of one): tap a rack tile, or switch the keyboard to the rule set's language (named in
    the page's); ``{letter}`` left for the page to fill."""
    return i18n.t_table(lang, "WEB", "key_foreign", letter="{letter}",
                        language=i18n.t_table(lang, "WEB", "kbd_" + rules.language))


def letters(rules: RuleSet) -> list[str]:
    """The game's letters in its alphabet's order (Literaki: Ą after A), else the tile
    set's: ``RuleSet.letters_in_order``, as the chat's unseen tiles show them."""
    return list(rules.letters_in_order())


def _points(rules: RuleSet) -> dict[str, int]:
    tileset = rules.tileset
    return {**{ch: tileset.value(ch) for ch in tileset.letters}, BLANK: 0}


def context(deps: Deps, rec: GameRecord, game: Game | None, meta: GameMeta,
            now: float) -> Ctx:
    """A command's context for wording the game as the chat reads it (nothing acts)."""
    chat = meta.chat or ChatRef("web", rec.chat_key)
    return Ctx(deps, chat, None, now, rec.language, rec, game, meta)


def build(deps: Deps, rec: GameRecord, game: Game | None, meta: GameMeta, *,
          viewer: str | None, now: float, replay_of: Game | None = None,
          racks: list[list[str]] | None = None) -> dict[str, Any]:
    """The view of ``game`` (None: a lobby) for ``viewer`` (a player's key; None: a
    spectator).  ``replay_of``: ``game`` is the position at some move of that game (the
    replay), whose end tells whether every rack may be shown; ``racks``: each seat's rack
    the replay shows (what they held when the move it stands at was made, from the
    engine's own record: ``engine.analysis.racks_by_line``)."""
    lang = rec.language
    view: dict[str, Any] = {
        "game": rec.id, "version": rec.version, "lang": lang, "ruleset": rec.ruleset,
        "status": rec.status, "strings": strings(lang),
    }
    seated = next((s for s in rec.seats if s.user_key == viewer), None)
    if game is None:  # a lobby: the game it sets up and who has joined, nothing more
        ctx = context(deps, rec, None, meta, now)
        title = lobby_title(rec)
        view.update(title=title, lobby_head=i18n.t_table(
            lang, "WEB", "lobby_game", variant=title, n=len(rec.seats),
            players=lobby_players(lang, rec)), players=[
            {"seat": None, "name": ctx.name_of(s.user_key), "score": 0, "rack_count": 0,
             "computer": is_computer(s.user_key), "to_move": False, "clock_ms": None,
             "you": s.user_key == viewer} for s in rec.seats],
            board=None, you=None, over=False, result=None, moves=0, history=[],
            pending=None, bag=0, unseen={}, turn=None, spectator=seated is None)
        return view
    rules = game.rules
    view["strings"]["key_foreign"] = key_foreign(lang, rules)
    ctx = context(deps, rec, replay_of or game, meta, now)
    ctx.game = game
    seat = _seat(game, viewer)
    over = game.over or (replay_of is not None and replay_of.over)
    actor = game.actor()
    live = replay_of is None
    board = game.board
    last = _last_squares(game)
    tiles = []
    for r, c, t in board.tiles():
        tiles.append({"r": r, "c": c, "letter": t.letter, "blank": t.blank,
                      "points": rules.tileset.tile_value(t.letter, t.blank, rules.blank_value),
                      "last": (r, c) in last,
                      "swappable": bool(rules.blank_swap and t.blank and live
                                        and seat is not None and actor == seat)})
    players = []
    for i, s in enumerate(game.seats):
        left = timing.clock_left(meta, i, now) if live else None
        entry: dict[str, Any] = {
            "seat": i, "name": ctx.seat_name(i), "score": game.scores[s.side],
            "side": s.side, "rack_count": len(s.rack), "computer": is_computer(s.player),
            "to_move": live and actor == i, "resigned": s.resigned,
            "clock_ms": None if left is None else int(left * 1000), "you": i == seat}
        if over:  # a finished game shows every rack (the leftovers too), as GCG does
            entry["rack"] = _rack(rules, racks[i] if racks is not None else s.rack)
            # what the tiles left are worth, in the language's plural ("1 point")
            entry["rack_worth"] = i18n.t_table(lang, "WEB", "tile_points",
                                               n=sum(x["points"] for x in entry["rack"]))
        if game.over and s.side in game.winners:  # its card marked: won, or drawn (several)
            entry["result"] = "won" if len(game.winners) == 1 else "draw"
        players.append(entry)
    deadline_ms = move_ms = None
    if live:
        for d in timing.deadlines(game, meta):
            if d.kind in (DeadlineKind.MOVE, DeadlineKind.CLOCK) and d.seat == actor:
                ms = max(0, int((d.at - now) * 1000))
                deadline_ms = ms if deadline_ms is None else min(deadline_ms, ms)
                if d.kind == DeadlineKind.MOVE:  # the move's own limit, for the mover's card
                    move_ms = ms
    unseen: Counter[str] = (game.unseen(seat) if seat is not None
                            else Counter(game.bag.tiles) + sum(
                                (Counter(s.rack) for s in game.seats), Counter()))
    help_lines = (_watcher_help(lang, rules) if seat is None else
                  _help(lang, rules, others=_opponents(game, seat),
                        ask=timing.undo_ask_window(game, meta), players=len(game.seats),
                        resign=live and _may_resign(game, seat)))
    view.update(
        title=rule_texts.variant_name(lang, rules),
        board={"rows": board.height, "cols": board.width,
               "cells": _cells(rules.layout, rules.start_premium, lang), "tiles": tiles,
               "premiums_stay": rules.premiums != "first_use",
               "by_value": rules.tiles_coloured_by_value},
        columns=list(COLUMNS[:board.width]), rows_names=[str(r + 1) for r in range(board.height)],
        alphabet=letters(rules), points=_points(rules),
        # The chat's look-alike letters (a Latin P on a Russian board is its Р) and the
        # marked ones played as their base letter (Romanian Ș as S: a key typed ș placed
        # nothing, newcomer new35b #2): the keys typed on the page are read as the chat's.
        lookalikes=typed_letters(rules.tileset),
        blank_symbol=rules.blank_symbol, rack_size=rules.rack_size,
        word_check=rules.word_check,
        players=players,
        turn=None if actor is None or not live else {
            "seat": actor, "clock_running": meta.clock is not None, "deadline_ms": deadline_ms,
            "move_ms": move_ms},
        bag=len(game.bag),
        unseen={ch: unseen[ch] for ch in [*letters(rules), BLANK] if unseen[ch]},
        history=history_lines(ctx, game),
        **_notice_view(ctx, game, seat, live),
        point_words={str(v): i18n.t_table(lang, "WEB", "tile_points", n=v)
                     for v in sorted(set(_points(rules).values()))},
        # The unseen tiles' counts as a screen reader says them ("A: 8 tiles"): the page
        # shows "A ×8", a count, not a tile's points.
        count_words={str(n): i18n.t_table(lang, "WEB", "unseen_count", n=n)
                     for n in sorted(set(unseen.values())) if n},
        legend=_legend(lang, rules),
        # The rack's marks on the players' cards as a screen reader (and a title) says
        # them: "5 tiles on the rack".
        rack_words={str(n): i18n.t_table(lang, "WEB", "chip_rack", n=n)
                    for n in range(rules.rack_size + 1)},
        help=help_lines,
        help_keys=None if seat is None else HELP_KEYS,
        help_zoom=help_lines.index(i18n.t_table(lang, "WEB", "help_zoom")),
        exchange_confirm=_exchange_confirm(lang, rules),
        pending=_pending(ctx, game, meta, seat, now) if live and not game.over else None,
        end_vote=_end_vote(ctx, game, meta, viewer, now) if live and not game.over else None,
        you=None if seat is None else _you(ctx, game, rules, seat, actor, live, racks),
        spectator=seat is None,
        over=over, result=end_text(ctx) if game.over else None,
        moves=len(game.history),
    )
    return view


def lobby_title(rec: GameRecord) -> str:
    """The name of the game a lobby sets up, as the chat names it (its rule set with the
    options it was opened with: ``rule_texts.variant_name``)."""
    rules = load_ruleset(rec.ruleset).with_overrides(**(rec.options or {}))
    return rule_texts.variant_name(rec.language, rules)


# A blank's letter in a line the page shows as its board does (the chat writes it in
# lowercase): between two marks no name or sentence of a catalogue holds.
_BLANK_IN, _BLANK_OUT = "\ue000", "\ue001"


def _mark_blanks(word: str) -> str:
    return "".join(f"{_BLANK_IN}{ch.upper()}{_BLANK_OUT}" if ch.islower() else ch
                   for ch in word)


def _mark_blanks_as_written(word: str) -> str:
    """A blank's letter marked and left as the chat writes it (lowercase): the analysis
    is read beside the chat's recap, whose "15A qUARRIE(S)" a capital Q made read as a
    rack that held a Q."""
    return "".join(f"{_BLANK_IN}{ch}{_BLANK_OUT}" if ch.islower() else ch for ch in word)


def _parts(marked: str, plain: str) -> list[tuple[str, bool]] | None:
    """A line with blanks marked as [(text, is a blank's letter)...] (neighbours of a kind
    joined); None when it has no blank, or when the marks cannot be told from the text (a
    name holding one of them)."""
    if _BLANK_IN not in marked:
        return None
    out: list[tuple[str, bool]] = []
    blank = False
    for piece in marked.replace(_BLANK_OUT, _BLANK_IN).split(_BLANK_IN):
        if piece:
            if out and out[-1][1] == blank:
                out[-1] = (out[-1][0] + piece, blank)
            else:
                out.append((piece, blank))
        blank = not blank
    # (balanced marks leave the last piece outside a blank: the flag turned once more)
    if "".join(x for x, _ in out).lower() != plain.lower() or not blank:
        return None
    return out


def moves_parts(text: str, moves: list[str], *, as_written: bool = False
                ) -> list[tuple[str, bool]] | None:
    """``_parts`` of a line the service worded with these moves in it (as ``show_move``
    writes them: a blank's letter in lowercase): a hint's, an analysis's.  ``as_written``:
    each blank's letter is only marked, its text the chat's own to the letter (the
    analysis: the recap's notation, ``recap.move_at``), not set in capitals as the board
    shows it."""
    mark = _mark_blanks_as_written if as_written else _mark_blanks
    marked = text
    for move in sorted(set(moves), key=len, reverse=True):
        if move and move in marked:
            marked = marked.replace(move, marked_move(move, mark))
    return _parts(marked, text)


def words_parts(words: list[str]) -> list[tuple[str, bool]] | None:
    """``_parts`` of the words a preview forms, joined as the page lists them (", "),
    from each word written as the chat writes a move's (a blank's letter in lowercase)."""
    return _parts(", ".join(_mark_blanks(w) for w in words), ", ".join(words))


def history_lines(ctx: Ctx, game: Game) -> list[dict[str, Any]]:
    """The game's history as the page lists it: each line as /history words it
    (``history_texts``: a turn lost to a failed challenge says why, as the chat told it
    when the challenge was settled) in ``text`` and, where its move holds a blank, in
    ``parts``: the blank's letter marked, for the page to show it as the board does; a
    placement taken off the board (``Game.taken_off``, the fact /history words) struck
    through (``withdrawn``).  Each line's ``n`` is the move it belongs to as /history and
    the recap number it (``entry_numbers``: a move's taking off right after it is part of
    the move's entry, ``same`` then): the page's list, its replay slider and its analysis
    say those numbers, never a count of lines."""
    struck = game.taken_off()
    texts = history_texts(ctx, game)
    marked = history_texts(ctx, game, _mark_blanks)
    numbers = entry_numbers(game)
    out = []
    for i, t in enumerate(game.history):
        line: dict[str, Any] = {"seat": t.seat, "text": texts[i], "kind": t.kind,
                                "withdrawn": i in struck, "n": numbers[i],
                                "same": i > 0 and numbers[i] == numbers[i - 1]}
        if t.kind in ("place", "withdrawn"):  # (a blank played, or one on the board it uses)
            parts = _parts(marked[i], texts[i])
            if parts is not None:
                line["parts"] = parts
        out.append(line)
    return out


# The log's actions that need the game replayed to them to say what they did (their
# ``Outcome``); those that say nothing of their own (a vote that did not settle, an undo
# asked or agreed to by one of several) are looked past to the action before them; an
# undo refused or closed unanswered is told.
_REPLAYED = frozenset({"challenge", "vote", "close", "clock", "place"})
_QUIET = frozenset({"undo_request", "undo_vote", "undo_close"})
# (game id, version, the log's tail, language) -> (the text, the seat whose own action it
# tells of: a pass or an exchange is not told to the one who made it, the text with its
# blanks marked)
# (the line, the seat it is not shown to (their own doing), the line with its blanks
# marked, and the line as the one it tells of reads it, addressed: seat, text, marked)
Notice = tuple[str | None, int | None, str | None, tuple[int, str, str] | None]
_notice_cache: dict[tuple[int, int, str, str], Notice] = {}


def _notice_view(ctx: Ctx, game: Game, seat: int | None, live: bool) -> dict[str, Any]:
    """The notice line (``notice``) and, where it writes a blank's letter, its ``parts``
    (``notice_parts``), as a history line's."""
    if not live:
        return {"notice": None}
    text, marked = _notice(ctx, game, seat)
    out: dict[str, Any] = {"notice": text}
    if text is not None and marked is not None:
        parts = _parts(marked, text)
        if parts is not None:
            out["notice_parts"] = parts
    return out


def _notice(ctx: Ctx, game: Game, seat: int | None) -> tuple[str | None, str | None]:
    """One line, as the chat words it, of what the game's last event did that the board
    alone does not show: a challenge or check won or lost, a move taken back by consent,
    a WYM square's exchange, erudit-home's blank swap, a clock or a move's time run out
    (a vote running or not), a pass or an exchange by someone else, a request to take a
    move back or to end the game refused; until the next one.
    None: nothing to tell (a plain move shows on the board)."""
    rec = ctx.rec
    log = game.log
    # A request to end the game refused since the last action (the service's state, not
    # the log's: an /end vote leaves nothing in the game's log): the game goes on, told
    # to everyone.
    if ctx.meta.end_refused is not None and ctx.meta.end_refused == len(log):
        return ctx.t("end_refused"), None
    # The version names the state in its database; the log's tail, the game among others
    # of one process's databases (tests open many), and the same game in another language.
    key = ((rec.id or 0, rec.version, json.dumps(log[-4:], sort_keys=True), ctx.lang)
           if rec else None)
    kept = _notice_cache.get(key) if key is not None else None
    if kept is None:
        kept = _notice_of(ctx, game)
        if key is not None:
            if len(_notice_cache) > 512:
                _notice_cache.clear()
            _notice_cache[key] = kept
    text, own, marked, yours = kept
    if yours is not None and seat is not None and yours[0] == seat:
        return yours[1], yours[2]
    return (None, None) if own is not None and own == seat else (text, marked)


def _by_computer(game: Game, entry: dict[str, Any]) -> bool:
    seat = entry.get("seat")
    return (isinstance(seat, int) and 0 <= seat < len(game.seats)
            and is_computer(game.seats[seat].player))


def _notice_of(ctx: Ctx, game: Game) -> Notice:
    log = game.log
    asked = False  # an undo asked after the entries still to read: their refusal is old
    for i in range(len(log) - 1, -1, -1):
        entry = log[i]
        a = entry.get("a")
        if a == "undo_request":
            asked = True
            continue
        if a in ("undo_vote", "undo_close") and not asked and not entry.get("agree"):
            return _undo_refused(ctx, log, i), None, None, None
        if a in _QUIET:
            continue
        if a == "reseed":  # a move taken back by consent: its player moves again
            if not entry.get("undone"):
                continue
            actor = game.actor()
            return (None, None, None, None) if actor is None else (
                ctx.t("undone", name=ctx.seat_name(actor)), None, None, None)
        if a in ("pass", "exchange", "timeout"):
            turn = next((t for t in reversed(game.history) if t.kind == a), None)
            if turn is None:
                return None, None, None, None
            return turn_line(ctx, turn), (turn.seat if a != "timeout" else None), None, None
        if a not in _REPLAYED:
            return None, None, None, None  # a resignation, an end, an adjustment: the result says
        if a == "place" and not entry.get("swaps") and not _has_wym(game.rules):
            if _by_computer(game, entry):
                # A computer's plain move (it follows at once) hides nothing before it:
                # a challenge that failed is still the news on the page.
                continue
            return None, None, None, None
        try:
            replay = Game.new(game.header())
            for e in log[:i]:
                replay.apply(action_of(e))
            n = len(replay.history)
            out = replay.apply(action_of(entry))
        except (ValueError, KeyError):  # a record of another shape (MoveError too): none
            return None, None, None, None
        mine: tuple[int, list[str]] | None = None
        if out.kind is OutcomeKind.CHALLENGE and out.lost_turn is not None and not out.invalid:
            # Who challenged, and which words stood (the chat's line names no word).
            words = list(dict.fromkeys(out.checked))
            lines = [i18n.t_table(ctx.lang, "WEB", "challenge_failed_words",
                                  name=ctx.seat_name(out.lost_turn), words=", ".join(words),
                                  n=len(words))]
            # The challenger's own page speaks to them: their challenge, the turn it costs
            # them (this one, given on at once; else their next, still to come).
            yours = [i18n.t_table(ctx.lang, "WEB", "challenge_failed_you",
                                  words=", ".join(words), n=len(words))]
            lost = [t for t in replay.history[n:]
                    if t.kind == "lost_turn" and t.seat == out.lost_turn]
            if lost:
                yours.append(i18n.t_table(ctx.lang, "WEB", "notice_lose_this"))
            elif not replay.over and replay.seats[out.lost_turn].skip_next:
                yours.append(i18n.t_table(ctx.lang, "WEB", "notice_lose_next"))
            mine = (out.lost_turn, yours)
        else:
            lines = [*verdict_lines(ctx, out)]
        marked = list(lines)
        # (a clock run out is told once: not again as the pass it made; a turn lost to a
        # challenge that failed earlier says which, as the chat does)
        failed = (failed_challenges(game) if any(t.kind == "lost_turn"
                                                 for t in replay.history[n:]) else {})
        for k, t in enumerate(replay.history[n:], n):
            if t.kind in ("withdrawn", "lost_turn") or (
                    t.kind == "timeout" and out.kind is not OutcomeKind.CLOCK):
                why = (failed.get(k) if t.kind == "lost_turn" and mine is None
                       and (out.kind is not OutcomeKind.CHALLENGE or out.lost_turn != t.seat)
                       else None)
                lines.append(turn_line(ctx, t, failed=why))
                marked.append(turn_line(ctx, t, _mark_blanks, failed=why))
                if mine is not None and not (t.kind == "lost_turn" and t.seat == mine[0]):
                    mine[1].append(turn_line(ctx, t))
        extra = []
        if a == "place" and entry.get("swaps"):
            swaps = list(entry["swaps"])  # two blanks swapped in one move: the plural
            extra.append(i18n.t_table(ctx.lang, "WEB", "notice_swap",
                                      name=ctx.seat_name(int(entry["seat"])),
                                      squares=", ".join(swaps), n=len(swaps)))
        if out.wym_seat is not None:
            extra.append(ctx.t("wym_chat", name=ctx.seat_name(out.wym_seat)))
        if out.kind is OutcomeKind.CLOCK and out.seat is not None:
            clock = i18n.t_table(ctx.lang, "WEB", "notice_clock", name=ctx.seat_name(out.seat))
            lines.insert(0, clock)
            marked.insert(0, clock)
            if mine is not None:
                mine[1].insert(0, clock)
        lines += extra
        marked += extra
        if lines:
            own = None if mine is None else (mine[0], " ".join([*mine[1], *extra]),
                                             " ".join([*mine[1], *extra]))
            return " ".join(lines), None, " ".join(marked), own
        if a in ("place", "clock"):
            return None, None, None, None
        # a vote that settled nothing: what came before it still stands
    return None, None, None, None


def _undo_refused(ctx: Ctx, log: list[dict[str, Any]], i: int) -> str | None:
    """A request to take a move back that an opponent refused (as the chat tells it: who
    refused, and that the move stays) or that closed before everyone agreed."""
    asker = next((int(e["seat"]) for e in reversed(log[:i])
                  if e.get("a") == "undo_request" and "seat" in e), None)
    if asker is None:
        return None
    name = ctx.seat_name(asker)
    entry = log[i]
    if entry.get("a") == "undo_vote" and "seat" in entry:
        return " ".join([ctx.t("undo_disagrees", name=ctx.seat_name(int(entry["seat"]))),
                         ctx.t("undo_refused", name=name)])
    return i18n.t_table(ctx.lang, "WEB", "notice_undo_closed", name=name)


def _has_wym(rules: RuleSet) -> bool:
    return any(sq is Square.WYM for line in rules.layout.rows for sq in line)


def _squares_help(lang: str, rules: RuleSet) -> list[str]:
    """The help's lines for the board's squares of their own, where it has them: the 4S
    squares (their label as the board shows it, and their arrows: a newcomer could not
    tell what the arrow meant), then the WYM squares (the sentence /rules says of them)."""
    present = {sq for line in rules.layout.rows for sq in line}
    lines = []
    if Square.QUAD_ACROSS in present or Square.QUAD_DOWN in present:
        lines.append(i18n.t_table(lang, "WEB", "help_quad", label=strings(lang)["premium_QW"]))
    if Square.WYM in present:
        lines.append(i18n.t_table(lang, "RULES", "wym", n=rules.wym_min_bag))
    # A rule set's own ways with premiums and blanks (erudit-home's), as /rules says them:
    # its help read as plain Erudit's (newcomer new35a #27).
    if rules.premiums == "every_time":
        lines.append(i18n.t_table(lang, "RULES", "premiums_every"))
    if rules.blank_value == "letter":
        lines.append(i18n.t_table(lang, "RULES", "blank_letter", sym=rules.blank_symbol))
    if rules.blank_swap:
        lines.append(i18n.t_table(lang, "WEB", "help_swap"))
    return lines


def _legend(lang: str, rules: RuleSet) -> list[dict[str, str]]:
    """What each kind of square on this board does: its label and a few words (the 4S and
    WYM squares: what /rules says of them, without naming them again after the label)."""
    words = strings(lang)
    present = {sq for line in rules.layout.rows for sq in line}
    if rules.start_premium in _START:
        present.add({2: Square.DOUBLE_WORD, 3: Square.TRIPLE_WORD}[rules.start_premium])
    out = []
    for sq, premium, kind, n in ((Square.DOUBLE_LETTER, "DL", "legend_letter", 2),
                                 (Square.TRIPLE_LETTER, "TL", "legend_letter", 3),
                                 (Square.DOUBLE_WORD, "DW", "legend_word", 2),
                                 (Square.TRIPLE_WORD, "TW", "legend_word", 3)):
        if sq in present:
            out.append({"premium": premium, "label": words["premium_" + premium],
                        "text": i18n.t_table(lang, "WEB", kind, n=n)})
    # (the legend's own words after the label: /rules's sentences name the squares
    # first, and "4S: Pola 4S (ze strzałką): ..." said the label twice)
    if Square.QUAD_ACROSS in present or Square.QUAD_DOWN in present:
        out.append({"premium": "QW", "label": words["premium_QW"],
                    "text": i18n.t_table(lang, "WEB", "legend_quad")})
    if Square.WYM in present:
        out.append({"premium": "wym", "label": words["premium_WYM"],
                    "text": i18n.t_table(lang, "WEB", "legend_wym", n=rules.wym_min_bag)})
    return out


def _help(lang: str, rules: RuleSet, *, others: tuple[bool, ...] = (False,),
          ask: float | None = None, players: int | None = None,
          resign: bool = False) -> list[str]:
    """The help panel's lines, for touch and keyboard both, as this game plays (a tile
    put down two ways by touch, tile first or square first, a line each; the keyboard's
    way on a line of its own, ``HELP_KEYS``, which the page shows where a keyboard is
    likely): the
    doubt's line only where the players doubt (not where the dictionary checks every word,
    ``check=auto``: there is no button to name), the undo's where it can happen
    (``_undo_help``: ``others``, whether each of the viewer's opponents is a computer;
    ``ask``, the table's window to ask in), the 4S and WYM squares' where the board has
    them (``_squares_help``); the buttons named as the page shows them; the
    doubt's cost as the game plays it, whenever it is read (``_help_cost``: ``players``,
    the game's), after the Accept button's; what the marks on the players' cards are and
    what the phone's ⤢ does; the resignation's last, where the viewer may resign (``resign``: its
    button ends the panel)."""
    words = strings(lang)
    doubt = {"challenge": "challenge", "vote": "check"}.get(rules.word_check, "reject")
    names = {k: words[k] for k in ("recall", "exchange", "pass", "undo", "shuffle")}
    names["challenge"] = words[doubt]
    names["cost"] = _help_cost(lang, rules, players)
    keys = ["help_place", "help_arrow", "help_keys", "help_back", "help_shuffle",
            "help_exchange", "help_pass", "help_blank"]
    assert keys[HELP_KEYS] == "help_keys"
    if rules.word_check != "auto":
        keys.append("help_challenge")
    lines = [i18n.t_table(lang, "WEB", k, **names) for k in keys]
    if rules.word_check != "auto":
        # the box's other button, before its doubt
        lines[-1] = " ".join([i18n.t_table(lang, "WEB", "help_accept", accept=words["accept"]),
                              lines[-1]])
    undo = _undo_help(lang, rules, names["undo"], others,
                      float(rules.undo_ask_window) if ask is None else ask)
    if undo is not None:
        lines.append(undo)
    lines += _squares_help(lang, rules)
    # The players' cards' marks, and the phone's ⤢ (the page shows its line where the
    # button is: ``help_zoom``).
    lines += [i18n.t_table(lang, "WEB", "help_marks"), i18n.t_table(lang, "WEB", "help_zoom")]
    if resign:
        lines.append(i18n.t_table(lang, "WEB", "help_resign", resign=words["resign"]))
    return lines


def _watcher_help(lang: str, rules: RuleSet) -> list[str]:
    """The help panel of a spectator's page (no seat in the game): what they see (every
    change as it happens, no rack), that they cannot play, vote or doubt, what the unseen
    tiles are to them (the bag and every rack); the board's 4S and WYM squares where it
    has them, the cards' marks and the phone's ⤢, as a player's help says them.  Nothing of placing
    tiles, the buttons of a move or resigning: none of it is theirs.  Told as this game
    plays: the clocks named only where it has any (a game clock or a move's time limit),
    the doubt only where the players doubt (not where the dictionary checks every word,
    ``check=auto``: a newcomer read "cannot challenge" in a game with no challenges)."""
    clocks = bool(rules.game_clock or rules.move_time_limit)
    lines = [i18n.t_table(lang, "WEB", "help_watch" if clocks else "help_watch_no_clock"),
             i18n.t_table(lang, "WEB", "help_watch_only_auto" if rules.word_check == "auto"
                          else "help_watch_only"),
             i18n.t_table(lang, "WEB", "help_watch_unseen", unseen=strings(lang)["unseen"])]
    lines += _squares_help(lang, rules)
    lines += [i18n.t_table(lang, "WEB", "help_marks"), i18n.t_table(lang, "WEB", "help_zoom")]
    return lines


def _help_cost(lang: str, rules: RuleSet, players: int | None) -> str:
    """What doubting a move costs, as the help says it at any moment: a double
    challenge of good words, what the engine makes it cost in a game of these rules with
    ``players`` (``failed_challenge_costs``, as /rules says it: the turn one is on, and
    with more than two players one's next where another is to move; nothing against the
    move that ends the game); a check, or a vote against in an agreement game, nothing;
    no doubt where the dictionary checks every word ("")."""
    if rules.word_check == "auto":
        return ""
    said = challenge_costs(rules, players)  # (its one sentence says the "last" too)
    return i18n.t_table(lang, "WEB", "help_cost_challenge_" + said[0] if said
                        else "cost_" + rules.word_check)


def _may_resign(game: Game, seat: int | None) -> bool:
    """Whether ``seat`` may resign now (``Game.resign``: a seat still playing a game
    not over)."""
    return seat is not None and not game.over and not game.seats[seat].resigned


def _resign_question(lang: str, game: Game, seat: int) -> str:
    """The resignation's question, with what follows it: the game ends (no other side
    would be left to play on) or the others play on."""
    others = {game.seats[i].side for i in game.active_seats() if i != seat}
    return i18n.t_table(lang, "WEB", "resign_question" if len(others) <= 1
                        else "resign_question_on")


def _opponents(game: Game, seat: int | None) -> tuple[bool, ...]:
    """Whether each opponent of ``seat`` (a spectator: of anyone) is a computer."""
    side = game.seats[seat].side if seat is not None else None
    return tuple(is_computer(s.player) for i, s in enumerate(game.seats)
                 if i != seat and (side is None or s.side != side))


def _undo_help(lang: str, rules: RuleSet, button: str, others: tuple[bool, ...],
               ask: float) -> str | None:
    """The undo's line as the service grants it (``cmd_undo``, ``Game.request_undo``):
    only where the rules have undo by consent; asked within the table's ask window and
    before anyone else has moved, agreed to by every opponent.  A computer agrees, but it
    moves at once: where every opponent is a computer nothing can be taken back (no
    line); where some are, the line says so."""
    if not rules.undo_by_consent or not others or all(others):
        return None
    text = i18n.t_table(lang, "WEB", "help_undo", undo=button, n=round(ask))
    if any(others):
        text += " " + i18n.t_table(lang, "WEB", "help_undo_computer")
    return text


def _doubt_cost(lang: str, game: Game, seat: int) -> str | None:
    """What doubting the move that waits costs ``seat`` now, as the doubt's question
    says it: a double challenge of good words what the engine makes it cost them
    (``Game.failed_challenge_cost``: this turn to the one to move, the next to another,
    nothing against the move that ends the game); a check, or a vote against in an
    agreement game, nothing; where the dictionary checks every word there is no doubt
    (None)."""
    rules = game.rules
    if rules.word_check == "auto":
        return None
    cost = game.failed_challenge_cost(seat)
    if cost is None:
        return i18n.t_table(lang, "WEB", "cost_" + rules.word_check)
    key = {ChallengeCost.THIS_TURN: "cost_challenge_now",
           ChallengeCost.NEXT_TURN: "cost_challenge",
           ChallengeCost.NOTHING: "cost_challenge_last"}[cost]
    return i18n.t_table(lang, "WEB", key)


def _exchange_confirm(lang: str, rules: RuleSet) -> dict[str, str]:
    """The exchange's question for each number of tiles one may pick (in the language's
    plural): the page asks it before the exchange goes."""
    return {str(n): i18n.t_table(lang, "WEB", "exchange_confirm", n=n)
            for n in range(1, rules.rack_size + 1)}


def _end_vote(ctx: Ctx, game: Game, meta: GameMeta, viewer: str | None,
              now: float) -> dict[str, Any] | None:
    """An open request to end the game (``/end``), as the page asks it: who asked, and
    whether the viewer may still answer (a person seated, not the asker, not yet)."""
    if meta.end_asker is None:
        return None
    people = [s.player for s in game.seats if not is_computer(s.player) and not s.resigned]
    closes = next((max(0, int((d.at - now) * 1000)) for d in timing.deadlines(game, meta)
                   if d.kind == DeadlineKind.END), None)
    voters = [i for i, s in enumerate(game.seats) if s.player in people
              and s.player != meta.end_asker and s.player not in meta.end_votes]
    return {"kind": "end", "seat": _seat(game, meta.end_asker),
            "text": i18n.t_table(ctx.lang, "WEB", "end_asked",
                                 name=ctx.name_of(meta.end_asker)),
            "closes_ms": closes, "voters": voters,
            "may_vote": viewer is not None and viewer in people
            and viewer != meta.end_asker and viewer not in meta.end_votes,
            # The asker, or a player who answered: the others' answers are awaited.
            "waiting": viewer is not None and (viewer == meta.end_asker
                                               or viewer in meta.end_votes)}


def _seat(game: Game, viewer: str | None) -> int | None:
    for i, s in enumerate(game.seats):
        if viewer is not None and s.player == viewer:
            return i
    return None


def _rack(rules: RuleSet, rack: list[str]) -> list[dict[str, Any]]:
    return [{"letter": t, "points": rules.tileset.value(t) if t != BLANK else 0} for t in rack]


def _last_squares(game: Game) -> set[tuple[int, int]]:
    """The squares of the last placement that stood (or waits), for the page to mark."""
    p = game.pending
    if p is not None:
        return {(r, c) for r, c, _ in p.placement.tiles}
    for t in reversed(game.history):
        if t.kind == "place":
            try:
                new, _swapped = laid_squares(t.move, game.board.width, game.board.height)
            except Exception:  # a record of another shape: nothing to mark
                return set()
            return set(new)
        if t.kind in ("withdrawn",):
            return set()
    return set()


def _pending(ctx: Ctx, game: Game, meta: GameMeta, seat: int | None,
             now: float) -> dict[str, Any] | None:
    closes: dict[str, int] = {}
    for d in timing.deadlines(game, meta):
        if d.kind in (DeadlineKind.WINDOW, DeadlineKind.UNDO):
            closes[d.kind] = max(0, int((d.at - now) * 1000))
    u = game.undo_request
    if u is not None:
        move = _undo_move(ctx, game, u.log_index)
        text = i18n.t_table(ctx.lang, "WEB", "undo_asked", name=ctx.seat_name(u.seat),
                            move=move)
        return {"kind": "undo", "seat": u.seat, "text": text,
                "parts": _parts(i18n.t_table(ctx.lang, "WEB", "undo_asked",
                                             name=ctx.seat_name(u.seat),
                                             move=marked_move(move, _mark_blanks)), text),
                "closes_ms": closes.get(DeadlineKind.UNDO), "voters": game.undo_voters(),
                "may_vote": seat is not None and seat in game.undo_voters(),
                # The asker, or a player who answered: the others' answers are awaited.
                "waiting": seat is not None and (seat == u.seat or seat in u.votes)}
    p = game.pending
    if p is None:
        return None
    # One sentence, the page's own: whom the move waits for and what they may do, in the
    # words of the box's buttons (the chat's two lines said the move waits twice, the
    # second with the chat's ✅/❌, and "votes" for an accept-or-check).
    wait = timing.move_wait(game, meta)
    move = show_move(ctx, p.notation)
    text = _pending_text(ctx, game, wait, move)
    parts = _parts(_pending_text(ctx, game, wait, marked_move(move, _mark_blanks)), text)
    # The doubt's question, with what it costs the viewer here and now (one who may
    # doubt it): the page asks it before it goes.
    cost = _doubt_cost(ctx.lang, game, seat) if seat in game.voters() else None
    confirm = confirm_parts = None
    if cost is not None:
        def doubt(shown: str) -> str:
            return " ".join([i18n.t_table(ctx.lang, "WEB", "doubt_" + game.rules.word_check,
                                          name=ctx.seat_name(p.seat), move=shown), cost])
        confirm = doubt(move)
        confirm_parts = _parts(doubt(marked_move(move, _mark_blanks)), confirm)
    # Until when, where only the waiting computer keeps time (the countdown says it).
    closes_ms = closes.get(DeadlineKind.WINDOW)
    if closes_ms is None and wait is not None and wait.until is not None:
        closes_ms = max(0, int((wait.until - now) * 1000))
    return {"kind": "challenge" if game.rules.word_check == "challenge" else "vote",
            "mode": game.rules.word_check, "seat": p.seat, "score": p.score, "words": list(p.words),
            "text": text, "parts": parts, "confirm": confirm, "confirm_parts": confirm_parts,
            "closes_ms": closes_ms, "voters": game.voters(),
            "may_vote": seat is not None and seat in game.voters()}


def _pending_text(ctx: Ctx, game: Game, wait: timing.MoveWait | None, move: str) -> str:
    """The vote's box's sentence for the move that waits (``move`` as shown): who may
    accept it or doubt it (``timing.move_wait``'s awaited), and what follows, the game's
    end if it stands, or the next player who waits for them; the chat's "may be
    challenged until the next player moves" where nobody is held up."""
    p = game.pending
    assert p is not None
    mode = game.rules.word_check
    mover = ctx.seat_name(p.seat)
    if mode not in ("challenge", "vote", "agreement"):
        return ctx.t("waiting_for_votes", name=mover, move=move)
    if wait is None:
        if mode == "challenge" and not p.ends_game:
            return ctx.t("waiting_for_challenge", name=mover, move=move)
        return i18n.t_table(ctx.lang, "WEB", "pending_open_" + mode, mover=mover, move=move)
    key = ("pending_can_end_" if wait.next is None
           else "pending_can_" if wait.next in wait.awaited else "pending_can_next_")
    who = i18n.names(ctx.lang, [ctx.seat_name(i) for i in wait.awaited])
    return i18n.t_table(ctx.lang, "WEB", key + mode, who=who, n=len(wait.awaited),
                        mover=mover, move=move,
                        name="" if wait.next is None else ctx.seat_name(wait.next))


def _undo_move(ctx: Ctx, game: Game, log_index: int) -> str:
    entry = game.log[log_index] if 0 <= log_index < len(game.log) else {}
    move = entry.get("move")
    return show_move(ctx, move) if isinstance(move, str) else ""


def _someone_to_agree(game: Game, seat: int) -> bool:
    """Whether a person other than ``seat``'s player could agree to an undo (against
    computers alone, none: the button would only be refused)."""
    me = game.seats[seat].player
    return any(s.player != me and not is_computer(s.player) and not s.resigned
               for s in game.seats)


def _rack_note(ctx: Ctx, game: Game, seat: int) -> str | None:
    """What the rack message says under the rack: the tiles drawn once the move that
    waits stands, a WYM square about to exchange this rack."""
    notes = []
    n = game.draws_if_stands(seat)
    if n > 0:
        notes.append(ctx.t("draw_note", n=n))
    if game.rack_goes_if_stands(seat) and game.pending is not None:
        notes.append(ctx.t("wym_pending", name=ctx.seat_name(game.pending.seat)))
    return "\n".join(notes) or None


def _you(ctx: Ctx, game: Game, rules: RuleSet, seat: int, actor: int | None,
         live: bool, racks: list[list[str]] | None = None) -> dict[str, Any]:
    may: list[str] = []
    if live and not game.over:
        if actor == seat:
            may += ["play", "exchange", "pass"]
            if rules.blank_swap:
                may.append("swap")
            # /hint where the game allows it (the service judges it all the same)
            humans = sum(1 for s in game.seats if not is_computer(s.player))
            if ctx.meta.hints_allowed(humans):
                may.append("hint")
        if seat in game.voters():
            if rules.word_check != "auto":
                may.append("challenge")
            may.append("accept")
        if seat in game.undo_voters():
            may += ["undo_yes", "undo_no"]
        elif (rules.undo_by_consent and _someone_to_agree(game, seat)
              and timing.may_ask_undo(game, ctx.meta, seat, ctx.now)):
            # as /undo judges it (its time, the engine's rule): a move checked or doubted
            # since is settled, and a button that could only be refused is none
            may.append("undo")
        if _may_resign(game, seat):
            may.append("resign")
    rack = racks[seat] if racks is not None else game.seats[seat].rack
    humans = sum(1 for s in game.seats if not is_computer(s.player))
    # The time left to ask for the undo: the page takes its button away once it is up.
    left = timing.undo_ask_left(game, ctx.meta, ctx.now) if "undo" in may else None
    return {"seat": seat, "rack": _rack(rules, rack), "may": may,
            "undo_ms": None if left is None else max(0, int(left * 1000)),
            # hints in this game at all (the button keeps its place when not now)
            "hints": live and not game.over and ctx.meta.hints_allowed(humans),
            "exchanges_left": game.exchanges_left(seat),
            # (the same in words, for the Exchange button's title and spoken name and the
            # choosing line: a bare "(3)" on the button read as the tiles left on the rack)
            "exchanges_left_text": None if game.exchanges_left(seat) is None else
            i18n.t_table(ctx.lang, "WEB", "exchanges_left", n=game.exchanges_left(seat)),
            "rack_note": _rack_note(ctx, game, seat) if live else None,
            # (asked before the resignation goes, in the server's words)
            "resign_confirm": _resign_question(ctx.lang, game, seat)
            if live and _may_resign(game, seat) else None}
