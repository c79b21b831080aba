"""What the chat and the players are told of an action: first its facts
(``after_action``, ``started``: a ``Told``, bot/service/facts.py), then, once the burst
is over, its words from those facts and the state committed last (``render``): the
verdict on a checked or challenged move, the turns the action added to the history,
what can be done about a move that waits (votes, challenge) while it still waits, whose
turn it is, the end of the game; the board picture; and each player's rack, privately,
whenever it changed.

The facts of the action (words judged, verdict, who lost a turn, whose rack a WYM square
exchanged, whether a move stood, an undo) come from the engine's ``Outcome``; ``Before``
only remembers where the game stood, so that what is new can be told apart (history
lines, a newly waiting move, a rack that changed)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

from bot.protocol import Button, Outgoing
from bot.service import pictures, rule_texts, timing
from bot.service.computer_seats import is_computer
from bot.service.context import Ctx, lexicon_key, move_ref, rematch_ref, undo_ref
from bot.service.facts import Before, RackAsk, Told
from bot.service.show import (
    end_text,
    ending_reason,
    failed_challenges,
    scores_line,
    show_move,
    show_tiles,
    show_unseen,
    turn_line,
    wait_line,
)
from engine.board import Board
from engine.errors import MoveError
from engine.game import Game
from engine.placement import laid_squares
from engine.state import ChallengeCost, Outcome, OutcomeKind, Turn

ACCEPT, CHALLENGE = "✅", "❌"
# The outcomes that judge the move that waits (a check, a challenge, a doubt): they end
# an open request to take it back, whatever they found (``Game._judged``).
JUDGED = (OutcomeKind.CHALLENGE, OutcomeKind.VOTE, OutcomeKind.CLOSE)


class Standing:
    """The placed moves still on the board, worked out once per history list and then
    only from its new lines (a game that only passes for thousands of turns would
    otherwise walk its whole history back for every picture).  Reading forward, a move
    laid tiles and a "withdrawn" line takes back the latest one still standing; the
    engine only appends to a history (an undo gives the game a new list), so what was
    read of a list stays true.  Keyed by the list's identity, holding the list itself
    so that its id is not reused while kept."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._lists: OrderedDict[int, tuple[list[Turn], int, list[Turn]]] = OrderedDict()

    def last(self, history: list[Turn]) -> Turn | None:
        kept = self._lists.get(id(history))
        if kept is None or kept[0] is not history or kept[1] > len(history):
            kept = (history, 0, [])
        _, read, standing = kept
        for t in history[read:]:
            if t.kind == "place":
                standing.append(t)
            elif t.kind == "withdrawn" and standing:
                standing.pop()
        self._lists[id(history)] = (history, len(history), standing)
        self._lists.move_to_end(id(history))
        while len(self._lists) > self.size:
            self._lists.popitem(last=False)
        return standing[-1] if standing else None


STANDING = Standing()


def last_placed(game: Game) -> Turn | None:
    """The last move that laid tiles and still lies on the board (a withdrawn move does
    not; the one before it does).  It may still wait for its check."""
    return STANDING.last(game.history)


def picture_sides(ctx: Ctx) -> list[pictures.Side]:
    """The header's boxes: one per side (a team is one box with its players in turn
    order), whose turn it is, and on the final board who won."""
    table = ctx.table()
    rec, game = table.rec, table.game
    turn = None if game.over else game.actor()
    out: list[pictures.Side] = []
    for side in dict.fromkeys(s.side for s in game.seats):
        seats = game.side_seats(side)
        team = None
        if any(t is not None for _, t in game.players):
            joined = rec.seat_of(game.seats[seats[0]].player)
            team = joined.team if joined is not None and joined.team else len(out) + 1
        out.append(pictures.Side(
            tuple(ctx.seat_name(i) for i in seats), game.scores[side],
            seats.index(turn) if turn in seats else None, team,
            game.over and side in game.winners))
    return out


def picture_ending(ctx: Ctx) -> pictures.Ending:
    """The final banner's facts: the winners, how the game ended, the adjustments."""
    game = ctx.started()
    sides = list(dict.fromkeys(s.side for s in game.seats))

    def name(side: int) -> str:
        return " + ".join(ctx.seat_name(j) for j in game.side_seats(side))

    adjustments = [(name(side), game.scores[side] - game.pre_adjustment.get(side, 0))
                   for side in sides]
    top = max((game.scores[side] for side in game.winners), default=None)
    tie_break = (len(game.winners) == 1 and game.rules.tie_break == "score_before_adjustment"
                 and sum(1 for side in sides if game.scores[side] == top) > 1)
    return pictures.Ending([name(side) for side in sides if side in game.winners],
                           ending_reason(ctx, game),
                           [(n, d) for n, d in adjustments if d], tie_break)


def board_picture(ctx: Ctx, out: Outgoing, marks: tuple[tuple[int, int], ...] | None = None,
                  board: Board | None = None,
                  offers: Sequence[pictures.OfferMark] = ()) -> None:
    """``out`` gets the board picture of the game as ``ctx`` holds it (``board_drawing``)."""
    out.image_name = "board.png"
    ctx.picture(out, board_drawing(ctx, marks, board, offers))


def board_drawing(ctx: Ctx, marks: tuple[tuple[int, int], ...] | None = None,
                  board: Board | None = None, offers: Sequence[pictures.OfferMark] = (),
                  ) -> Callable[[], bytes | None]:
    """The drawing of the board with the last move's tiles marked (only the tiles it
    laid, and the letter an erudit-home swap put in place of a blank), whether it waits
    or stands, and on the final board the banner.  ``marks`` and ``board``: other
    squares to mark on another board (the game's with a move drawn in: /preview);
    ``offers``: the numbered places offered for /play WORD, drawn as such."""
    table = ctx.table()
    rec, game = table.rec, table.game
    board = (board or game.board).copy()
    rules = game.rules
    last = last_placed(game)
    highlight: tuple[tuple[int, int], ...] = ()
    if marks is not None:
        highlight = marks
    elif last is not None:
        try:
            new, swapped = laid_squares(last.move, board.width, board.height)
            highlight = new + swapped
        except MoveError:  # a record this code cannot read: no mark rather than no move
            highlight = ()
    sides = picture_sides(ctx)
    ending = picture_ending(ctx) if game.over else None
    bag = len(game.bag)
    lang = rec.language
    last_move = show_move(ctx, last.move) if last is not None else None
    last_score = last.score if last is not None else None
    title = ctx.t("board_title", variant=rule_texts.variant_name(ctx.lang, rules))
    return lambda: pictures.board_png(
        board, rules, sides=sides, bag=bag, last_move=last_move, last_score=last_score,
        title=title, language=lang, highlight=highlight, ending=ending, offers=offers)


def rack_message(ctx: Ctx, seat: int, note: str | None = None) -> Outgoing | None:
    """The seat's rack, privately to its player, to be told once the burst is over
    (``render_rack``); nothing for a computer seat (its rack is never sent anywhere)."""
    game = ctx.started()
    if is_computer(game.seats[seat].player):
        return None
    out = ctx.tell(ctx.seat_user(seat), "", image_name="rack.png")
    ctx.racks.append(RackAsk(out, seat, note))
    return out


def render_rack(ctx: Ctx, ask: RackAsk, notes: Sequence[str] = ()
                ) -> Callable[[], bytes | None]:
    """Word the rack message of ``ask`` from the game as ``ctx`` holds it, led by
    ``notes``; the drawing of its picture."""
    game = ctx.started()
    seat = ask.seat
    rack = list(game.seats[seat].rack)
    text = ctx.t("your_rack", rack=show_tiles(game, rack) or "—",
                 variant=rule_texts.variant_name(ctx.lang, game.rules), chat=ctx.chat.id)
    text = "\n".join([*notes, text])
    n, unseen = show_unseen(game, seat)
    if n:
        text += "\n" + ctx.t("unseen", n=n, tiles=unseen)
    # The player draws only when the move stands: say so, or tiles look lost.
    n = game.draws_if_stands(seat)
    if n > 0:
        text += "\n" + ctx.t("draw_note", n=n)
    going = game.rack_goes_if_stands(seat)  # a WYM square of the move that waits
    if going:
        assert game.pending is not None
        text += "\n" + ctx.t("wym_pending", name=ctx.seat_name(game.pending.seat))
    ask.out.text = text
    rules = game.rules
    bag = len(game.bag)
    # What the player may still meet: the bag and every other rack (a team-mate's too).
    unseen_n = bag + sum(len(s.rack) for i, s in enumerate(game.seats) if i != seat)
    lang = ctx.lang
    caption = ctx.t("wym_pending_picture") if going else None
    return lambda: pictures.rack_png(rack, rules, bag=bag, unseen=unseen_n, language=lang,
                                     text=caption)


def render_racks(ctx: Ctx) -> None:
    """Word the racks ``ctx`` asked for, from its game (a command that tells them at
    once: ``/rack`` in a private chat, one game after another)."""
    for ask in ctx.racks:
        ctx.picture(ask.out, render_rack(ctx, ask, [ask.note] if ask.note else []))
    ctx.racks.clear()


def verdict_lines(ctx: Ctx, out: Outcome) -> list[str]:
    """The word list's verdict on a challenged or checked move, told before what it did
    to the move."""
    if out.kind not in (OutcomeKind.CHALLENGE, OutcomeKind.VOTE, OutcomeKind.CLOSE):
        return []
    # The window that ran out with no answer, where the word list then judges the move
    # (accept or check): said, or "Sprawdzono: ZAD" reads as if someone had checked it.
    lead = ([ctx.t("check_time_up")] if out.kind is OutcomeKind.CLOSE and out.checked
            else [])
    if out.invalid:
        return [*lead, ctx.t("invalid_words", words=", ".join(out.invalid))]
    if out.kind is OutcomeKind.CHALLENGE and out.lost_turn is not None:
        key = "challenge_failed_one" if len(set(out.checked)) == 1 else "challenge_failed"
        name = ctx.seat_name(out.lost_turn)
        lines = [ctx.t(key, name=name)]
        # What it costs, at once, from the engine's one fact: a next turn lost is said
        # now, not only when it comes; the turn they are on is lost in this message's
        # history ("loses this turn"); the move that ends the game costs nothing.
        if out.challenge_cost is ChallengeCost.NEXT_TURN:
            lines.append(ctx.t("challenge_cost_next", name=name))
        elif out.challenge_cost is ChallengeCost.NOTHING:
            lines.append(ctx.t("challenge_cost_nothing", name=name))
        return lines
    if out.checked:
        # one word, two, more: "ZAD jest w słowniku", "oba są", "wszystkie są" (it said
        # "ZAD — wszystko jest w słowniku")
        words = list(dict.fromkeys(out.checked))
        key = {1: "check_ok_one", 2: "check_ok_two"}.get(len(words), "check_ok")
        lines = [*lead, ctx.t(key, words=", ".join(words))]
        # A player's check that found every word valid: what it cost them, from the
        # engine's outcome (a check, unlike a double challenge, costs no turn and no
        # points: no lost turn, no cost in it); a newcomer read "all in the word list"
        # and waited for a penalty.  (The window's own check, no one's, costs no one.)
        if (out.kind is OutcomeKind.VOTE and out.lost_turn is None
                and out.challenge_cost is None):
            lines.append(ctx.t("check_cost_nothing"))
        return lines
    return []


def after_action(ctx: Ctx, before: Before, outcomes: Sequence[Outcome],
                 first: Sequence[str] = (), lead: Sequence[str] = ()) -> Told:
    """Record what the actions since ``before`` did (``first``: lines that go before the
    history, such as the word list's advice; ``lead``: lines that go before everything,
    such as who voted), in a chat message worded once the burst is over (``render``);
    and a private rack message for every rack that changed."""
    table = ctx.table()
    rec, game = table.rec, table.game
    turns = tuple(game.history[before.history:])
    left = tuple(game.exchanges_left(t.seat) if t.kind == "exchange" else None
                 for t in turns)
    undo_closed = None
    if before.undo is not None and game.undo_request is None:
        undo_closed = (before.undo[0], any(o.kind is OutcomeKind.UNDONE for o in outcomes))
    opened = None
    p, u = game.pending, game.undo_request
    if game.over:
        opened = rematch_ref(rec.id)
    elif u is not None and (u.seat, u.log_index) != before.undo:
        opened = undo_ref(rec.id, u.log_index)
    elif p is not None and p.log_index != before.pending:
        opened = move_ref(rec.id, p.log_index)
    # Racks, privately, to whoever's rack changed: a rack is a secret that must never
    # be stale, so every change is told, whatever caused it.
    racks = frozenset(i for i, s in enumerate(game.seats) if "".join(s.rack) != before.racks[i])
    wym = frozenset(o.wym_seat for o in outcomes if o.wym_seat is not None)
    told = Told(ctx.say(""), tuple(outcomes), list(lead), tuple(first), turns=turns,
                turns_from=before.history, exchanges_left=left, undo_closed=undo_closed,
                opened=opened,
                board=tuple(game.board.to_rows()) != before.board, over=game.over,
                racks=racks, wym=wym)
    ctx.told.append(told)
    for i in sorted(racks):
        rack_message(ctx, i, ctx.t("wym_exchanged") if i in wym else None)
    if p is not None and p.log_index != before.pending:
        # A move that waits on a WYM square: the player whose rack it exchanges if it
        # stands hears now that the rack on their screen is about to go.
        for i in range(len(game.seats)):
            if i not in racks and game.rack_goes_if_stands(i):
                rack_message(ctx, i)
    return told


def started(ctx: Ctx) -> Told:
    """Record that the game was dealt: the chat hears the order, the teams and whose
    turn it is, with the board; each player gets their rack."""
    game = ctx.started()
    told = Told(ctx.say(""), started=True, board=True)
    ctx.told.append(told)
    for i in range(len(game.seats)):
        rack_message(ctx, i)
    return told


def _lost_to(ctx: Ctx, told: Told) -> list[tuple[str, ...] | None]:
    """For each of ``told``'s turns, the words of the failed challenge a lost turn pays
    for, where this message does not already say that challenge failed: the turn a
    challenger loses a move or more later ("Bob loses this turn: the challenge of WIZ
    failed"), not the one lost at once, under the failure's own line."""
    game = ctx.started()
    if not any(t.kind == "lost_turn" for t in told.turns):
        return [None] * len(told.turns)
    failed = failed_challenges(game)
    said = {o.lost_turn for o in told.outcomes
            if o.kind is OutcomeKind.CHALLENGE and o.lost_turn is not None}
    out: list[tuple[str, ...] | None] = []
    for k, t in enumerate(told.turns):
        i = told.turns_from + k
        same = i < len(game.history) and game.history[i] == t
        out.append(failed.get(i) if t.kind == "lost_turn" and same and t.seat not in said
                   else None)
    return out


def blank_letters(notation: str) -> list[str]:
    """The letters a move's blanks stand for, as its notation writes them (lowercase)."""
    parts = notation.split()
    return [ch for ch in parts[1] if ch.islower()] if len(parts) >= 2 else []


def first_blank_turn(game: Game) -> int | None:
    """The history line of the game's first placement with a blank, the one
    ``_blank_note`` explains; None before it is played."""
    return next((i for i, t in enumerate(game.history)
                 if t.kind == "place" and blank_letters(t.move)), None)


def _blank_note(ctx: Ctx, told: Told) -> list[str]:
    """Under the game's first placement with a blank, once: that its lowercase letter is a
    blank ("8H CAt": a newcomer read the "t" as a typo); the rack shows a blank as the
    game's symbol, and this line ties the two.  Everyone in the chat reads it, in the
    move's own message: that move's "A blank stands for N." is not said above it
    (``cmd_play``), which told the same readers the same blank twice."""
    game = ctx.started()
    first = first_blank_turn(game)
    k = -1 if first is None else first - told.turns_from
    if not 0 <= k < len(told.turns) or told.turns[k] != game.history[k + told.turns_from]:
        return []
    t = told.turns[k]
    return [ctx.t("blank_lowercase", sym=game.rules.blank_symbol, move=show_move(ctx, t.move),
                  letters=", ".join(blank_letters(t.move)))]


def render(ctx: Ctx, told: Told, *, live: bool, last: bool) -> None:
    """Word ``told`` into its message from its facts and the game as ``ctx`` holds it
    (the state committed last): the lines that invite a vote, with the message's ref,
    buttons and reactions, only while that vote is open (``live``); the scores and whose
    turn it is only in the burst's last message (``last``)."""
    game = ctx.started()
    msg = told.out
    lines: list[str] = list(told.lead)
    if told.started:
        lines.extend(start_lines(ctx))
    for o in told.outcomes:
        lines.extend(verdict_lines(ctx, o))
    lines.extend(told.first)
    # The resignation that ended the game is said by the end's line ("Game over (Bob
    # resigned)."): its own line above it said it twice ("Bob сдаётся. Игра окончена:
    # Bob сдаётся.").  A resignation the game goes on after keeps its line.
    said_by_end = (game.ended_by() if told.over and game.end_reason == "resigned"
                   else None)
    lines.extend(turn_line(ctx, t, failed=failed)
                 for t, failed in zip(told.turns, _lost_to(ctx, told), strict=True)
                 if not (t.kind == "resign" and t.seat == said_by_end))
    lines.extend(_blank_note(ctx, told))
    # "The move by Bob stands." where the move waited for the others' word (a vote, the
    # players' agreement); not where nothing was in question: a move the bot checked as
    # it was played (auto: every move said so after its line, as noise).
    stood = [o.stood for o in told.outcomes if o.stood is not None]
    if stood and game.rules.word_check in ("vote", "agreement") and not any(
            t.kind == "withdrawn" for t in told.turns):
        lines.append(ctx.t("move_stands", name=ctx.seat_name(stood[0])))
    # A challenge window that ran out: said, since a challenge typed a moment later is
    # refused (or, once the next move waits, would be taken for a challenge of that).
    for o in told.outcomes:
        if (o.kind is OutcomeKind.CLOSE and o.stood is not None
                and game.rules.word_check == "challenge"):
            lines.append(ctx.t("window_closed_stands", name=ctx.seat_name(o.stood),
                               move=show_move(ctx, o.notation)))
    # Whom the move still waits for, where the burst's last lines do not say it already
    # (the wait line below names them, with the seconds left).
    waits = None if game.over else wait_line(ctx)
    if waits is None or not last:
        lines.extend(_still_waits(ctx, told))
    for i in sorted(told.wym):
        lines.append(ctx.t("wym_chat", name=ctx.seat_name(i)))
    for t, n in zip(told.turns, told.exchanges_left, strict=True):
        if n is not None:
            # (none left: said so, not "zostało 0 wymian")
            lines.append(ctx.t("exchanges_left" if n else "exchanges_left_none",
                               name=ctx.seat_name(t.seat), n=n))
    if told.undo_closed is not None:
        seat, undone = told.undo_closed
        checked = not undone and any(o.kind in JUDGED for o in told.outcomes)
        key = "undone" if undone else "undo_closed_by_check" if checked else "undo_refused"
        lines.append(ctx.t(key, name=ctx.seat_name(seat)))
    # A move that holds up the next player (a computer that waits out the people's
    # window, a turn that waits for the votes, the game's end): the burst's last lines
    # say who it waits for and until when, in place of the open vote's general line.
    if live and told.opened is not None and not told.over:
        opened = _open_votes(ctx, msg, told.opened)
        if waits is None or not told.opened.startswith("m:"):
            lines.extend(opened)
    if told.over:
        lines.append(end_text(ctx))
        lines.extend(told.rated)
        msg.ref = told.opened
        msg.buttons = [Button(ctx.t("button_rematch"), "rematch")]
    elif last and not game.over:
        lines.append(ctx.t("scores", scores=scores_line(ctx), bag=len(game.bag)))
        a = game.actor()
        if a is not None:
            lines.append(ctx.t("next_turn", name=ctx.seat_name(a)))
        if waits is not None:
            lines.append(waits)
    if told.started and not any(True for _ in game.board.tiles()):
        # (not once a computer that moves first has laid the first word in the burst)
        across, down = rule_texts.start_square(game.rules)
        lines.append(ctx.t("play_hint", across=across, down=down,
                           sym=game.rules.blank_symbol))
    msg.text = "\n".join(x for x in lines if x)


def _still_waits(ctx: Ctx, told: Told) -> list[str]:
    """Who the move still waits for, after one of several opponents voted on it and it
    still waits (a three-player game: "Петър приема хода K7 Ц(Е)ДКА." said nothing of the
    third player, only /score did): the others who may still answer or challenge it."""
    game = ctx.started()
    p = game.pending
    voted = [o for o in told.outcomes if o.kind is OutcomeKind.VOTE]
    if p is None or game.over or not voted or voted[-1].seat != p.seat or told.turns:
        return []
    left = game.voters()
    if not left:
        return []
    names = ", ".join(ctx.seat_name(i) for i in left)
    key = ("vote_still_challenge" if game.rules.word_check == "challenge" and not p.ends_game
           else "vote_still_waits")
    return [ctx.t(key, names=names)]


def start_lines(ctx: Ctx) -> list[str]:
    """The deal: the rule set and the order, the draws that set it, the teams."""
    game = ctx.started()
    order = ", ".join(ctx.seat_name(i) for i in range(len(game.seats)))
    lines = [ctx.t("started", variant=rule_texts.variant_name(ctx.lang, game.rules),
                   order=order)]
    if game.order_draws:
        draws = ", ".join(f"{ctx.name_of(p)} {show_tiles(game, t)}"
                          for p, t in game.order_draws)
        lines.append(ctx.t("order_draws", draws=draws))
    sides = list(dict.fromkeys(s.side for s in game.seats))
    if any(len(game.side_seats(side)) > 1 for side in sides):
        versus = f" {ctx.t('versus')} "
        lines.append(ctx.t("teams", teams=versus.join(
            " + ".join(ctx.seat_name(j) for j in game.side_seats(side)) for side in sides)))
    return lines


def _open_votes(ctx: Ctx, msg: Outgoing, ref: str) -> list[str]:
    """The move that waits for votes or a challenge, or the undo request, that ``ref``
    opened and that is still open: the message gets the ref, reactions and buttons, and
    the lines say what can be done."""
    game = ctx.started()
    msg.ref = ref
    msg.reactions = [ACCEPT, CHALLENGE]
    u = game.undo_request
    if ref.startswith("u:") and u is not None:
        msg.buttons = [Button(ctx.t("button_yes"), "undo_yes"),
                       Button(ctx.t("button_no"), "undo_no")]
        return [ctx.t("undo_asked", name=ctx.seat_name(u.seat),
                      move=show_move(ctx, game.log[u.log_index]["move"]),
                      seconds=int(timing.undo_window(game, ctx.meta)))]
    mode = game.rules.word_check
    if mode == "challenge":
        msg.buttons = [Button(ctx.t("button_accept"), "accept"),
                       Button(ctx.t("button_challenge"), "challenge")]
        window = int(timing.window(game, ctx.meta))
        return [ctx.t("challenge_open_timed", seconds=window) if window
                else ctx.t("challenge_open")]
    if mode == "vote":
        msg.buttons = [Button(ctx.t("button_accept"), "accept"),
                       Button(ctx.t("button_check"), "challenge")]
        return [ctx.t("vote_open", seconds=int(timing.window(game, ctx.meta)))]
    msg.buttons = [Button(ctx.t("button_accept"), "accept"),
                   Button(ctx.t("button_reject"), "challenge")]
    return [ctx.t("agreement_open", seconds=int(timing.window(game, ctx.meta)))]


def advice_lines(ctx: Ctx, words: list[str]) -> list[str]:
    """Whether the word list knows each word: advice for players who judge the words
    themselves, once someone doubts a move (never before)."""
    rec = ctx.table().rec
    lex = ctx.deps.lexicon(lexicon_key(rec.ruleset, rec.options))
    if lex is None:
        return []
    verdicts = ", ".join(ctx.t("advice_known" if w in lex else "advice_unknown", word=w)
                         for w in dict.fromkeys(words))
    return [ctx.t("advice", words=verdicts)]
