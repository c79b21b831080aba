"""How the game reads in a message: tiles, moves, history lines, the score line and the
end of the game, in the context's language.  Pure wording: nothing here acts."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

from bot import i18n
from bot.service import rule_texts, timing
from bot.service.computer_seats import is_computer
from bot.service.context import Ctx
from bot.service.timing import DeadlineKind
from engine.errors import MoveError
from engine.game import Game
from engine.notation import on_board
from engine.placement import Placement, Word
from engine.rules import load_ruleset, usual_ruleset
from engine.scoring import Score
from engine.state import Turn

PENDING_CODES = {"challenge": "move_pending_challenge", "agreement": "move_pending_agreement"}
# The refusals a move that waits causes: each says, on a line of its own, whom the move
# still waits for and until when (``wait_line``).
WAITING_CODES = frozenset({"move_pending", *PENDING_CODES.values(), "hint_game_ending"})


def reword(game: Game, e: MoveError) -> None:
    """An engine refusal as this table tells it: the game's blank symbol, what a waiting
    move waits for in this rule set, a team-mate's move as the team's own."""
    if e.code == "not_on_rack" and "letters" in e.params:  # the game's blank symbol
        e.params["letters"] = str(e.params["letters"]).replace("?", game.rules.blank_symbol)
    if e.code == "move_pending" and game.rules.word_check in PENDING_CODES:
        # The waiting line names what the move waits for in this rule set.
        e.code = PENDING_CODES[game.rules.word_check]
    if e.code == "own_move" and e.params.get("team"):
        e.code = "own_team_move"


def error_text(ctx: Ctx, err: MoveError) -> str:
    """An engine's refusal in the context's language, with what the game knows and the
    engine's code does not carry (``reword``: every refusal goes through here, whichever
    path raised it), the example of a move written from this board's start square, and
    whose turn it is."""
    game, rec = ctx.game, ctx.rec
    if game is not None:
        reword(game, err)
    if err.code == "bad_syntax":
        rules = (game.rules if game is not None
                 else load_ruleset(rec.ruleset if rec is not None
                                   else usual_ruleset(ctx.lang)))
        across, down = rule_texts.start_square(rules)
        return ctx.t("bad_syntax_at", across=across, down=down)
    if err.code == "not_your_turn" and game is not None:
        seat = game.actor()
        if seat is not None:
            return ctx.t("not_your_turn_name", name=ctx.seat_name(seat))
    return with_wait(ctx, err.code, i18n.error(ctx.lang, err))


def with_wait(ctx: Ctx, code: str, text: str) -> str:
    """A refusal's ``text``, with whom the move that waits still waits for where the
    move is why (``WAITING_CODES``): a newcomer read "Wait until the last move is
    accepted or challenged." again and again, never whose answer it waited for."""
    if code not in WAITING_CODES or ctx.game is None:
        return text
    yours = _yours_to_answer(ctx, code)
    if yours is not None:
        return yours
    waits = wait_line(ctx)
    return text if waits is None else f"{text}\n{waits}"


def _yours_to_answer(ctx: Ctx, code: str) -> str | None:
    """The refusal of a move for a player the waiting move waits for: "Poczekaj, aż ostatni
    ruch zostanie przyjęty" told the very player whose answer it waited for to wait.  They
    are told to answer it first, and how, with the seconds left; None for anyone else (the
    mover, a player who answered: "wait" is true for them)."""
    game = ctx.game
    if (code not in ("move_pending", *PENDING_CODES.values()) or game is None
            or ctx.user is None or game.rules.word_check not in MODES_ANSWERED):
        return None
    seat = next((i for i, x in enumerate(game.seats) if x.player == ctx.user.key), None)
    wait = timing.move_wait(game, ctx.meta)
    if seat is None or wait is None or seat not in wait.awaited:
        return None
    left = "" if wait.until is None else ctx.t(
        "waits_within", seconds=max(0, math.ceil(wait.until - ctx.now)))
    return ctx.t("move_pending_yours_" + game.rules.word_check,
                 mover=ctx.seat_name(wait.mover), within=left)


# The word checks in which a waiting move waits for the players' answer.
MODES_ANSWERED = ("challenge", "vote", "agreement")


def show_tiles(game: Game, tiles: str | list[str]) -> str:
    sym = game.rules.blank_symbol
    return " ".join(sym if t == "?" else t for t in tiles)


def show_unseen(game: Game, seat: int) -> tuple[int, str]:
    """(how many, the tiles grouped by letter in the game's alphabet order, blanks last)
    that ``seat`` has not seen: the web board's order (``RuleSet.letters_in_order``:
    Polish A Ą B C Ć, not code points, which put Ó Ą Ć Ę Ł Ń Ś after Z)."""
    unseen = game.unseen(seat)
    letters = [ch for ch in game.rules.letters_in_order() if unseen[ch]] + (
        ["?"] if unseen["?"] else [])
    sym = game.rules.blank_symbol
    groups = [(sym if ch == "?" else ch) * unseen[ch] for ch in letters]
    return sum(unseen.values()), " ".join(groups)


def written_word(game: Game, placement: Placement, word: Word) -> str:
    """A word the placement forms as the chat writes a move's word (``/history``'s): a
    blank's letter in lowercase, the tiles put down and those already on the board alike
    (a blank that erudit-home's swap takes off the board is its real letter by then)."""
    new = {(r, c): t for r, c, t in placement.tiles}
    swapped = set(placement.swaps)
    out = []
    for r, c in word.squares:
        tile = new.get((r, c)) or game.board.get(r, c)
        if tile is None:  # (not in a word formed; its text as the engine gives it)
            return word.text
        out.append(str(tile) if (r, c) not in swapped else tile.letter)
    return "".join(out)


def formed_words(game: Game, placement: Placement, words: list[Word], score: Score) -> str:
    """The words a previewed move forms, each as ``written_word`` writes it, with its
    points: what ``/preview`` and the web board's preview say ("CAt 4, AT 2")."""
    points = dict(score.words)
    return ", ".join(f"{written_word(game, placement, w)} {points.get(w.text, '')}".strip()
                     for w in words)


def show_move(ctx: Ctx, notation: str) -> str:
    """A move as people read (and may type) it: the letters already on the board in
    parentheses instead of the record's dots (``8G O(CAT)``), a blank swap as words."""
    return swaps_worded(ctx, on_board(ctx.started().board, notation))


def swaps_worded(ctx: Ctx, notation: str) -> str:
    """A move kept as ``engine.notation.on_board`` writes it (``/stats``' best move), with its blank
    swaps (``~E8``) in the language's words."""
    parts = notation.split()
    if len(parts) < 2:
        return notation
    extra = [ctx.t("swapped", square=p[1:]) if p.startswith("~") else p for p in parts[2:]]
    return " ".join([parts[0], parts[1], *(f"({x})" for x in extra)])


def marked_move(move: str, mark: Callable[[str], str] | None) -> str:
    """A move as ``show_move`` writes it, its word (the letters, a blank's in lowercase)
    passed through ``mark``: the web board shows a blank's letter as its board does, the
    chat keeps the lowercase (None)."""
    if mark is None:
        return move
    parts = move.split(" ", 2)
    if len(parts) >= 2:
        parts[1] = mark(parts[1])
    return " ".join(parts)


def history_texts(ctx: Ctx, game: Game,
                  mark: Callable[[str], str] | None = None) -> list[str]:
    """Every line of ``game``'s history as /history and the web board's moves list word
    it, a record of the past (``turn_line``), with what later lines made of it: a
    placement a challenge or a vote took off the board names no total it never reached
    (``Game.taken_off``, the one reading of it), and its "withdrawn" line, later, says it
    was taken off (once: /history said it on both lines); a lost turn says who lost it
    and the challenge that failed (``Game.failed_challenges``)."""
    off = game.taken_off()
    failed = failed_challenges(game)
    challengers = _replayed(game, "withdrawn", Game.challengers)
    out = []
    for i, t in enumerate(game.history):
        if t.kind == "lost_turn":
            words = failed.get(i)
            out.append(ctx.t("history_lost_challenge", name=ctx.seat_name(t.seat),
                             words=", ".join(words), n=len(words)) if words
                       else ctx.t("history_lost_turn", name=ctx.seat_name(t.seat)))
        elif t.kind == "withdrawn" and i in challengers:  # who challenged it off
            out.append(ctx.t("turn_withdrawn_challenged", name=ctx.seat_name(t.seat),
                             move=marked_move(show_move(ctx, t.move), mark),
                             challenger=ctx.seat_name(challengers[i])))
        else:
            out.append(turn_line(ctx, t, mark, taken_off=i in off))
    return out


def merged_lines(game: Game) -> dict[int, int]:
    """The "withdrawn" history lines (0-based) /history tells within the entry of the
    placement they took off, the line just before them (``Game.taken_off_by``): a
    Literaki /history numbered "4. Ruch K8 (Ś)COWA … zdjęto z planszy" as if it were a
    move of its own."""
    return {i: j for i, j in game.taken_off_by().items() if j == i - 1}


def entry_numbers(game: Game) -> list[int]:
    """Each history line's number as /history shows it (1-based): a line merged into
    the entry before it (``merged_lines``) has that entry's number, and the entries are
    numbered on with no gap.  The chat's recap names a turn by this number."""
    merged = merged_lines(game)
    out: list[int] = []
    n = 0
    for i in range(len(game.history)):
        if i not in merged:
            n += 1
        out.append(n)
    return out


def history_entries(ctx: Ctx, game: Game) -> list[str]:
    """/history's numbered entries: each line as ``history_texts`` words it, a move taken
    off the board right after it was played told in the move's own entry ("3. Bartek: K8
    (Ś)COWA za 24 punkty. Zdjęto go z planszy, bez punktów.")."""
    texts = history_texts(ctx, game)
    merged = merged_lines(game)
    challengers = _replayed(game, "withdrawn", Game.challengers)
    entries: list[str] = []
    for i, text in enumerate(texts):
        if i in merged and entries:
            by = challengers.get(i)
            entries[-1] += " " + (ctx.t("history_off") if by is None else
                                  ctx.t("history_off_challenged", challenger=ctx.seat_name(by)))
        else:
            entries.append(text)
    return [f"{n}. {text}" for n, text in enumerate(entries, 1)]


# (the game's header and log) -> ``Game.failed_challenges``: the web board words its
# moves list on every view it sends, and only the log's end ever changes.
_failed_cache: dict[str, dict[int, Any]] = {}


def failed_challenges(game: Game) -> dict[int, tuple[str, ...]]:
    """``Game.failed_challenges``, replayed once per log."""
    return _replayed(game, "lost_turn", Game.failed_challenges)


_T = TypeVar("_T")


def _replayed(game: Game, kind: str, read: Callable[[Game], dict[int, _T]]) -> dict[int, _T]:
    """``read(game)`` (a reading of the game's replayed log), once per log and reading;
    {} without a line of ``kind`` (nothing to read)."""
    if not any(t.kind == kind for t in game.history):
        return {}
    key = json.dumps([read.__name__, game.header(), game.log], sort_keys=True)
    kept = _failed_cache.get(key)
    if kept is None:
        kept = read(game)
        if len(_failed_cache) > 256:
            _failed_cache.clear()
        _failed_cache[key] = kept
    return cast("dict[int, _T]", kept)


def turn_line(ctx: Ctx, t: Turn, mark: Callable[[str], str] | None = None, *,
              taken_off: bool = False, failed: Sequence[str] | None = None) -> str:
    """A history line; ``mark``: how the move's word is written (``marked_move``);
    ``taken_off``: a placement a later line took off the board (``history_texts``);
    ``failed``: the words of the failed challenge a lost turn pays for, said with it."""
    name = ctx.seat_name(t.seat)
    if t.kind == "place":
        parts = [f"{w} {p}" for w, p in t.words]
        bonus = t.score - sum(p for _, p in t.words)
        if bonus > 0 and t.words:
            rules = ctx.game.rules if ctx.game is not None else None
            if rules is not None and rules.bingo == "multiply":  # the rule is ×3, say so
                parts.append(ctx.t("bonus_all_tiles_times", n=rules.bingo_amount))
            else:
                parts.append(ctx.t("bonus_all_tiles", n=bonus))
        words = f" ({', '.join(parts)})" if len(parts) > 1 else ""
        return ctx.t("turn_place_off" if taken_off else "turn_place", name=name,
                     move=marked_move(show_move(ctx, t.move), mark), score=t.score,
                     words=words, total=t.total)
    if t.kind == "exchange":
        return ctx.t("turn_exchange", name=name, n=len(t.move.lstrip("-")))
    if t.kind == "pass":
        return ctx.t("turn_pass", name=name)
    if t.kind == "timeout":
        return ctx.t("turn_timeout", name=name)
    if t.kind == "withdrawn":
        return ctx.t("turn_withdrawn", name=name, move=marked_move(show_move(ctx, t.move), mark),
                     score=-t.score)
    if t.kind == "lost_turn":
        if failed:
            return ctx.t("turn_lost_challenge", name=name, words=", ".join(failed),
                         n=len(failed))
        return ctx.t("turn_lost", name=name)
    if t.kind == "resign":
        return ctx.t("turn_resign", name=name)
    if t.kind == "end":
        game = ctx.started()
        side = game.seats[t.seat].side
        names = " + ".join(ctx.seat_name(j) for j in game.side_seats(side))
        return ctx.t("turn_end_gain" if t.score > 0 else "turn_end_adjust", name=names,
                     points=i18n.signed(t.score), tiles=show_tiles(game, t.rack) or "—")
    if t.kind == "adjust":
        return ctx.t("turn_adjust", name=name, points=i18n.signed(t.score), reason=t.move)
    return f"{name}: {t.kind} {t.move}"


def scores_line(ctx: Ctx) -> str:
    """Each side's name and score; while the game runs, without whoever resigned (they
    are out of it; the end's score line names everyone)."""
    game = ctx.started()
    parts = []
    done: set[int] = set()
    for s in game.seats:
        if s.side in done:
            continue
        done.add(s.side)
        seats = [j for j in game.side_seats(s.side)
                 if game.over or not game.seats[j].resigned]
        if seats:
            names = " + ".join(ctx.seat_name(j) for j in seats)
            parts.append(f"{names} {i18n.number(game.scores[s.side])}")
    return " · ".join(parts)



def ending_reason(ctx: Ctx, game: Game) -> str:
    """How ``game`` ended, in the chat's language: an /end all agreed to is told apart
    from one an admin made alone, and from one person's /end against computers; the
    player who went out or resigned is named (``Game.ended_by``)."""
    ending = game.end_reason or ""
    seat = game.ended_by()  # who went out, who resigned: named
    if game.ended_by_agreement():  # one person against computers agreed with nobody
        people = [i for i, s in enumerate(game.seats) if not is_computer(s.player)]
        ending = "abandoned_agreed" if len(people) > 1 else "abandoned_alone"
        if len(people) == 1:  # "Ania przerywa grę" (it said "by its only player")
            seat = people[0]
    # (the scoreless turns' count the rules end a game at: "6 ходов подряд без очков", not
    # "слишком много ходов без очков")
    return i18n.ending(ctx.lang, ending, name="?" if seat is None else ctx.seat_name(seat),
                       n=game.rules.scoreless_turns_end)


def end_text(ctx: Ctx) -> str:
    """Why the game ended, the final scores and the winner(s), or the draw."""
    game = ctx.started()
    sides = list(dict.fromkeys(s.side for s in game.seats))

    def side_name(side: int) -> str:
        return " + ".join(ctx.seat_name(j) for j in game.side_seats(side))

    winners = [side_name(side) for side in sides if side in game.winners]
    reason = ending_reason(ctx, game)
    key = ("game_over_abandoned" if not winners
           else "game_over_draw" if len(winners) > 1 else "game_over_text")
    text = ctx.t(key, reason=reason, scores=scores_line(ctx), winners=", ".join(winners))
    if len(winners) == 1 and game.rules.tie_break == "score_before_adjustment":
        best = game.scores[game.winners[0]]
        if sum(1 for side in sides if game.scores[side] == best) > 1:
            text += "\n" + ctx.t("tie_break_won", name=winners[0])
    return text


def wait_line(ctx: Ctx, *, within: bool = True) -> str | None:
    """Who the move that waits holds up and what it waits for (``timing.move_wait``):
    "Computer (easy) plays once the move by Ann is accepted: Bob can accept (✅) or challenge
    (❌) it within 60 s." (the seconds left now; ``within`` False: without them, where a
    countdown shows them); None when nobody waits for it."""
    return wait_text(ctx, ctx.started(), timing.move_wait(ctx.started(), ctx.meta),
                     ctx.now if within else None)


def wait_text(ctx: Ctx, game: Game, wait: timing.MoveWait | None,
              now: float | None) -> str | None:
    """``wait_line``'s words for ``wait`` (the seconds left at ``now``; None: none)."""
    if wait is None:
        return None
    mode = game.rules.word_check
    mover = ctx.seat_name(wait.mover)
    # The next player among those it waits for: the turn line names them already, and
    # "Bob plays once ...: Bob can accept it" would say them twice.
    first = (ctx.t("waits_end", mover=mover) if wait.next is None
             else ctx.t("waits_move_" + mode, mover=mover) if wait.next in wait.awaited
             else ctx.t("waits_next_" + mode, name=ctx.seat_name(wait.next), mover=mover))
    left = "" if wait.until is None or now is None else ctx.t(
        "waits_within", seconds=max(0, math.ceil(wait.until - now)))
    who = i18n.names(ctx.lang, [ctx.seat_name(i) for i in wait.awaited])
    return f"{first}: " + ctx.t("waits_who_" + mode, who=who, n=len(wait.awaited), within=left)


def status_text(ctx: Ctx) -> str:
    """The score line, whose turn it is, the move that waits, the running deadlines and
    the clocks (``/score``, ``/board``)."""
    game = ctx.started()
    lines = [ctx.t("scores", scores=scores_line(ctx), bag=len(game.bag))]
    a = game.actor()
    if a is not None:
        lines.append(ctx.t("next_turn", name=ctx.seat_name(a)))
    p = game.pending
    waits = wait_line(ctx)
    if p is not None:
        # (Literaki's accept-or-check is no vote: "czeka na głosy" misled its players)
        mode = game.rules.word_check
        key = ("waiting_for_challenge" if mode == "challenge" and not p.ends_game
               else "waiting_for_answer" if mode == "vote" else "waiting_for_votes")
        lines.append(ctx.t(key, name=ctx.seat_name(p.seat), move=show_move(ctx, p.notation)))
        if waits is not None:  # whom it waits for, and its seconds left
            lines.append(waits)
    for d in timing.deadlines(game, ctx.meta):
        if d.kind is DeadlineKind.WINDOW and waits is not None:
            continue
        if d.kind in (DeadlineKind.MOVE, DeadlineKind.WINDOW, DeadlineKind.UNDO):
            lines.append(ctx.t("deadline_" + d.kind, seconds=max(0, int(d.at - ctx.now))))
    if ctx.meta.clock is not None:
        clocks = ", ".join(
            f"{ctx.seat_name(i)} {fmt_clock(timing.clock_left(ctx.meta, i, ctx.now))}"
            for i in range(len(game.seats)))
        lines.append(ctx.t("clocks", clocks=clocks))
    return "\n".join(lines)


def fmt_clock(seconds: float | None) -> str:
    s = int(seconds or 0)
    return f"{s // 60}:{s % 60:02d}"
