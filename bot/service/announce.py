"""What the chat and the players are told after an action: the turns it added to the
history, the board picture, what can be done about a move that waits (votes, challenge),
whose turn it is, the end of the game; and each player's rack, privately, whenever it
changed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot import pictures
from bot.protocol import Button, Outgoing
from bot.service import timing
from bot.service.computer_seats import is_computer
from engine.errors import MoveError
from engine.game import Game, Turn
from engine.notation import parse_coord

if TYPE_CHECKING:
    from bot.service.core import Ctx

ACCEPT, CHALLENGE = "✅", "❌"


@dataclass
class Snapshot:
    history: int
    pending: int | None
    undo: tuple[int, int] | None
    racks: list[str]
    board: list[str]
    over: bool
    pending_words: list[str]
    against: int  # votes against the move that waits


def snapshot(game: Game) -> Snapshot:
    u = game.undo_request
    p = game.pending
    return Snapshot(
        len(game.history), None if p is None else p.log_index,
        None if u is None else (u.seat, u.log_index),
        ["".join(s.rack) for s in game.seats], game.board.to_rows(), game.over,
        [] if p is None else list(p.words),
        0 if p is None else sum(1 for v in p.votes.values() if v is False))


def move_ref(game_id: int | None, log_index: int) -> str:
    return f"m:{game_id}:{log_index}"


def undo_ref(game_id: int | None, log_index: int) -> str:
    return f"u:{game_id}:{log_index}"


def show_tiles(game: Game, tiles: str | list[str]) -> str:
    sym = game.rules.blank_symbol
    return " ".join(sym if t == "?" else t for t in tiles)


def show_move(ctx: Ctx, notation: str) -> str:
    """A move as people read (and may type) it: the letters already on the board in
    parentheses instead of the record's dots (``8G O(CAT)``), a blank swap as words."""
    game = ctx.game
    assert game is not None
    parts = notation.split()
    if len(parts) < 2:
        return notation
    extra = [ctx.t("swapped", square=p[1:]) if p.startswith("~") else p for p in parts[2:]]
    word = parts[1]
    if "." in word:
        try:
            c = parse_coord(parts[0], game.board.width, game.board.height)
        except MoveError:
            return notation
        r, col = c.row, c.col
        out: list[str] = []
        inside = False
        for ch in word:
            if ch == ".":
                tile = game.board.get(r, col) if game.board.layout.in_bounds(r, col) else None
                if tile is None:
                    return notation
                if not inside:
                    out.append("(")
                    inside = True
                out.append(str(tile))
            else:
                if inside:
                    out.append(")")
                    inside = False
                out.append(ch)
            r, col = (r, col + 1) if c.across else (r + 1, col)
        if inside:
            out.append(")")
        word = "".join(out)
    return " ".join([parts[0], word, *(f"({x})" for x in extra)])


def turn_line(ctx: Ctx, t: Turn) -> str:
    name = ctx.seat_name(t.seat)
    if t.kind == "place":
        parts = [f"{w} {p}" for w, p in t.words]
        bonus = t.score - sum(p for _, p in t.words)
        if bonus > 0 and t.words:
            parts.append(ctx.t("bonus_all_tiles", n=bonus))
        words = f" ({', '.join(parts)})" if len(parts) > 1 else ""
        return ctx.t("turn_place", name=name, move=show_move(ctx, t.move), score=t.score,
                     words=words, total=t.total)
    if t.kind == "exchange":
        return ctx.t("turn_exchange", name=name, n=len(t.move.lstrip("-")))
    if t.kind == "pass":
        return ctx.t("turn_pass", name=name)
    if t.kind == "timeout":
        return ctx.t("turn_timeout", name=name)
    if t.kind == "withdrawn":
        return ctx.t("turn_withdrawn", name=name, move=show_move(ctx, t.move), score=-t.score)
    if t.kind == "lost_turn":
        return ctx.t("turn_lost", name=name)
    if t.kind == "resign":
        return ctx.t("turn_resign", name=name)
    if t.kind == "end":
        game = ctx.game
        assert game is not None
        side = game.seats[t.seat].side
        names = " + ".join(ctx.seat_name(j) for j in game.side_seats(side))
        return ctx.t("turn_end_gain" if t.score > 0 else "turn_end_adjust", name=names,
                     points=f"{t.score:+d}", tiles=show_tiles(game, t.rack) or "—")
    if t.kind == "adjust":
        return ctx.t("turn_adjust", name=name, points=f"{t.score:+d}", reason=t.move)
    return f"{name}: {t.kind} {t.move}"


def board_picture(ctx: Ctx, out: Outgoing, highlight: tuple[tuple[int, int], ...] = (),
                  last: Turn | None = None) -> None:
    game, rec = ctx.game, ctx.rec
    assert game is not None and rec is not None
    board = game.board.copy()
    rules = game.rules
    turn = timing.actor(game)
    players = [(ctx.seat_name(i), game.scores[s.side], i == turn and not game.over)
               for i, s in enumerate(game.seats)]
    bag = len(game.bag)
    lang = rec.language
    last_move = show_move(ctx, last.move) if last is not None else None
    last_score = last.score if last is not None else None
    title = ctx.t("board_title", variant=rules.name)
    out.image_name = "board.png"
    ctx.picture(out, lambda: pictures.board_png(
        board, rules, players=players, bag=bag, last_move=last_move, last_score=last_score,
        title=title, language=lang, highlight=highlight))


def rack_message(ctx: Ctx, seat: int, note: str | None = None) -> Outgoing | None:
    """The seat's rack, privately to its player; nothing for a computer seat (its rack is
    never sent anywhere)."""
    game, rec = ctx.game, ctx.rec
    assert game is not None and rec is not None
    if is_computer(game.seats[seat].player):
        return None
    rack = list(game.seats[seat].rack)
    text = ctx.t("your_rack", rack=show_tiles(game, rack) or "—", variant=game.rules.name,
                 chat=ctx.chat.id)
    if note:
        text = note + "\n" + text
    p = game.pending
    if p is not None and p.seat == seat and not game.over:
        # The player draws only when the move stands: say so, or tiles look lost.
        n = min(game.rules.rack_size - len(rack), len(game.bag))
        if n > 0:
            text += "\n" + ctx.t("draw_note", n=n)
    out = ctx.tell(ctx.seat_user(seat), text, image_name="rack.png")
    rules = game.rules
    caption = ctx.t("rack_caption", n=len(game.bag))
    ctx.picture(out, lambda: pictures.rack_png(rack, rules, text=caption))
    return out


def scores_line(ctx: Ctx) -> str:
    game = ctx.game
    assert game is not None
    parts = []
    done: set[int] = set()
    for _i, s in enumerate(game.seats):
        if s.side in done:
            continue
        done.add(s.side)
        names = " + ".join(ctx.seat_name(j) for j in game.side_seats(s.side))
        parts.append(f"{names} {game.scores[s.side]}")
    return " · ".join(parts)


def after_action(ctx: Ctx, before: Snapshot) -> None:
    """Tell the chat and the players what the last action changed."""
    game, rec = ctx.game, ctx.rec
    assert game is not None and rec is not None
    new_turns = game.history[before.history:]
    last_action = game.log[-1] if game.log else {}
    kind = last_action.get("a")
    invalid = last_action.get("invalid")
    # The verdict on a challenged or checked move comes before what it did to the move.
    lines: list[str] = []
    if kind in ("challenge", "vote", "close") and invalid:
        lines.append(ctx.t("invalid_words", words=", ".join(invalid)))
    elif kind == "challenge":
        lines.append(ctx.t("challenge_failed", name=ctx.seat_name(last_action["seat"])))
    elif kind in ("vote", "close") and "invalid" in last_action and before.pending_words:
        lines.append(ctx.t("check_ok", words=", ".join(before.pending_words)))
    if (kind == "vote" and last_action.get("accept") is False and before.against == 0
            and game.rules.word_check == "agreement" and before.pending_words):
        lines.extend(advice_lines(ctx, before.pending_words))
    lines.extend(turn_line(ctx, t) for t in new_turns)
    # The move that waited stands.
    if before.pending is not None and game.pending is None and not any(
            t.kind == "withdrawn" for t in new_turns):
        p_log = game.log[before.pending] if before.pending < len(game.log) else None
        if p_log is not None and game.rules.word_check != "challenge":
            lines.append(ctx.t("move_stands", name=ctx.seat_name(p_log["seat"])))
    wym_victims = _wym_victims(game, before)
    for i in sorted(wym_victims):
        lines.append(ctx.t("wym_chat", name=ctx.seat_name(i)))
    limit = game.rules.exchange_limit
    for t in new_turns:
        if t.kind == "exchange" and limit:
            left = max(0, limit - game.seats[t.seat].exchanges)
            lines.append(ctx.t("exchanges_left", name=ctx.seat_name(t.seat), n=left))
    if before.undo is not None and game.undo_request is None:
        if len(game.log) < before.undo[1] + 1 or game.log[before.undo[1]]["a"] != "place":
            lines.append(ctx.t("undone", name=ctx.seat_name(before.undo[0])))
        else:
            lines.append(ctx.t("undo_refused", name=ctx.seat_name(before.undo[0])))
    board_changed = game.board.to_rows() != before.board
    out = ctx.say("")
    # A move that now waits for votes or a challenge.
    p = game.pending
    if p is not None and p.log_index != before.pending:
        out.ref = move_ref(rec.id, p.log_index)
        out.reactions = [ACCEPT, CHALLENGE]
        mode = game.rules.word_check
        if mode == "challenge":
            out.buttons = [Button(ctx.t("button_accept"), "accept"),
                           Button(ctx.t("button_challenge"), "challenge")]
            window = game.rules.challenge_window or (
                int(timing.FINAL_CHALLENGE_WINDOW) if p.ends_game else 0)
            lines.append(ctx.t("challenge_open_timed", seconds=window) if window
                         else ctx.t("challenge_open"))
        elif mode == "vote":
            out.buttons = [Button(ctx.t("button_accept"), "accept"),
                           Button(ctx.t("button_check"), "challenge")]
            lines.append(ctx.t("vote_open", seconds=game.rules.vote_window))
        else:
            out.buttons = [Button(ctx.t("button_accept"), "accept"),
                           Button(ctx.t("button_reject"), "challenge")]
            lines.append(ctx.t("agreement_open", seconds=game.rules.vote_window))
    u = game.undo_request
    if u is not None and (u.seat, u.log_index) != before.undo:
        out.ref = undo_ref(rec.id, u.log_index)
        out.reactions = [ACCEPT, CHALLENGE]
        out.buttons = [Button(ctx.t("button_yes"), "undo_yes"),
                       Button(ctx.t("button_no"), "undo_no")]
        lines.append(ctx.t("undo_asked", name=ctx.seat_name(u.seat),
                           move=game.log[u.log_index]["move"],
                           seconds=int(timing.UNDO_VOTE_WINDOW)))
    if game.over:
        lines.append(end_text(ctx))
    else:
        lines.append(ctx.t("scores", scores=scores_line(ctx), bag=len(game.bag)))
        a = timing.actor(game)
        if a is not None:
            lines.append(ctx.t("next_turn", name=ctx.seat_name(a)))
    out.text = "\n".join(x for x in lines if x)
    if board_changed or game.over or out.ref:
        placed = [t for t in new_turns if t.kind == "place"]
        highlight: tuple[tuple[int, int], ...] = ()
        if p is not None:
            highlight = tuple((r, c) for r, c, _ in p.placement.tiles)
        board_picture(ctx, out, highlight, placed[-1] if placed else None)
    # Racks, privately, to whoever's rack changed.
    for i, s in enumerate(game.seats):
        if "".join(s.rack) != before.racks[i]:
            note = ctx.t("wym_exchanged") if i in wym_victims else None
            rack_message(ctx, i, note)


def advice_lines(ctx: Ctx, words: list[str]) -> list[str]:
    """Whether the word list knows each word: advice for players who judge the words
    themselves, once someone doubts a move (never before)."""
    assert ctx.rec is not None
    lex = ctx.service.lexicon(ctx.rec.ruleset)
    if lex is None:
        return []
    verdicts = ", ".join(ctx.t("advice_known" if w in lex else "advice_unknown", word=w)
                         for w in dict.fromkeys(words))
    return [ctx.t("advice", words=verdicts)]


def lead(ctx: Ctx, line: str) -> None:
    """Put ``line`` first in the chat message that announces the action."""
    for out in ctx.out:
        if out.chat is not None and out.private_to is None:
            out.text = line + ("\n" + out.text if out.text else "")
            return
    ctx.say(line)


def _wym_victims(game: Game, before: Snapshot) -> set[int]:
    """Seats whose rack changed without acting (a WYM square exchanged it)."""
    acted = {t.seat for t in game.history[before.history:]}
    if before.undo is not None:  # an undone move gave its player the tiles back
        acted.add(before.undo[0])
    if before.pending is not None and before.pending < len(game.log):
        acted.add(game.log[before.pending].get("seat", -1))
    return {i for i, s in enumerate(game.seats)
            if "".join(s.rack) != before.racks[i] and i not in acted}


def end_text(ctx: Ctx) -> str:
    """Why the game ended, the final scores and the winner(s), or the draw."""
    game = ctx.game
    assert game is not None
    from bot import i18n

    sides = list(dict.fromkeys(s.side for s in game.seats))

    def side_name(side: int) -> str:
        return " + ".join(ctx.seat_name(j) for j in game.side_seats(side))

    winners = [side_name(side) for side in sides if side in game.winners]
    reason = i18n.ending(ctx.lang, game.end_reason)
    key = "game_over_draw" if len(winners) > 1 else "game_over_text"
    text = ctx.t(key, reason=reason, scores=scores_line(ctx), winners=", ".join(winners))
    if len(winners) == 1 and game.rules.tie_break == "score_before_adjustment":
        best = game.scores[game.winners[0]]
        if sum(1 for side in sides if game.scores[side] == best) > 1:
            text += "\n" + ctx.t("tie_break_won", name=winners[0])
    return text
