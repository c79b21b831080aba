"""Turn commands: ``/play``, ``/swap``, ``/exchange``, ``/pass``, ``/resign``."""

from __future__ import annotations

import re
from collections import Counter

from bot import i18n
from bot.protocol import Button
from bot.service import computer_seats, pictures
from bot.service.actions import act, vote
from bot.service.announce import board_picture, first_blank_turn
from bot.service.commands.info import list_kept_back
from bot.service.computer_seats import is_computer
from bot.service.context import Ctx, Refusal, Seated, is_number, need_seat
from bot.service.show import error_text, formed_words, reword, show_move
from engine.board import Tile
from engine.errors import MoveError
from engine.game import Game
from engine.lexicon import AcceptAll
from engine.notation import parse_coord, square_name
from engine.reading import Found, placements_of_word, read_move, word_letters
from engine.tiles import BLANK

# "yes" as people type it under /resign, in the bot's languages
YES = frozenset({"yes", "y", "да", "tak", "áno", "ano", "da"})
MAX_CHOICES = 8  # placements offered for ``/play WORD``: what fits in a row of buttons

_SWAP = re.compile(r"^(?:swap=|\+)([A-Za-z]{1,2}\d{1,2}|\d{1,2}[A-Za-z]{1,2})$", re.I)


async def cmd_play(ctx: Ctx, args: str) -> None:
    """``/play 8H WORD`` (any case, look-alike letters, ``8 H``), ``/play WORD`` (its
    placements, offered privately: ``_offer``), ``/play N`` (one of those offered)."""
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    swaps, rest = _split_swaps(args)
    if not rest:
        # A player out of turn learns that, not how to write a move they cannot make now.
        game.check_turn(seat)
        raise MoveError("bad_syntax")
    accept_by_acting(ctx, at)
    # ASCII digits only: "²" or "①" pass isdigit() but are no choice int() can read.
    if not (len(rest) == 1 and is_number(rest[0])):
        game.check_turn(seat)
    if len(rest) == 1 and not swaps:
        if is_number(rest[0]):
            _pick(ctx, at, int(rest[0]))
        else:
            _offer(ctx, at, rest[0])
        return
    squares = [_square(game, s) for s in swaps]
    typed = read_move(game.board, game.rules, game.seats[seat].rack, " ".join(rest), squares)
    # "A blank stands for N." where the reader put a blank in for a letter the rack lacks;
    # not on the game's first move with a blank: its message says, to the same readers,
    # that its lowercase letter is a blank (``announce._blank_note``), and the two lines
    # told the blank twice.
    said = typed.blanked and first_blank_turn(game) is not None
    first = [_blanked_line(ctx, typed.blanked)] if said else []
    ctx.meta.choices.pop(seat, None)
    act(ctx, lambda: game.place(seat, typed.notation, swaps or None), first)


def accept_by_acting(ctx: Ctx, at: Seated, *, uses_rack: bool = True) -> None:
    """Accept-or-check games (Literaki): a person's own next turn command accepts the
    computer's move that waits, rather than making them press ✅ or wait for the window.
    (Should the move still wait for others, the command is refused and nothing stays.)
    A command that ``uses_rack`` (a move, an exchange) is refused, and says why, when
    accepting would exchange the rack it was typed from (a WYM square of that move)."""
    game, seat = at.game, at.seat
    p = game.pending
    if (p is not None and game.rules.word_check == "vote" and not game.over
            and is_computer(game.seats[p.seat].player) and seat in game.voters()):
        if uses_rack and game.rack_goes_if_stands(seat):
            raise Refusal("wym_accept_first", name=ctx.seat_name(p.seat))
        vote(ctx, seat, "accept")


def _split_swaps(args: str) -> tuple[list[str], list[str]]:
    """The blank swaps a move names (``+E8``, ``swap=E8``: erudit-home), and the rest."""
    swaps: list[str] = []
    rest: list[str] = []
    for p in args.split():
        m = _SWAP.match(p)
        if m is None:
            rest.append(p)
        else:
            swaps.extend(m[1].split(","))
    return swaps, rest


def _square(game: Game, text: str) -> tuple[int, int]:
    c = parse_coord(text, game.board.width, game.board.height)
    return c.row, c.col


def _blanked_line(ctx: Ctx, letters: tuple[str, ...]) -> str:
    return ctx.t("blanks_went", letters=", ".join(letters), n=len(letters))


def _offer(ctx: Ctx, at: Seated, text: str) -> None:
    """The placements of the word typed, privately: none (and why), or up to
    ``MAX_CHOICES`` best-scoring, numbered, kept in the meta for ``/play N``, each with the
    words it forms, numbered on the board picture too.  Only placements whose every word
    the game's word list accepts, unless the players judge the words (agreement mode, or
    no word list) or the list is kept back (``list_kept_back``: a game of people with
    challenges and no hints): then every placement the rules allow, saying so once.
    Erudit-home's blank swap included; and how many more there are than are shown."""
    game, seat = at.game, at.seat
    rules = game.rules
    word = word_letters(text, rules.tileset)
    rack = game.seats[seat].rack
    fits = placements_of_word(game.board, rules, rack, word,
                              bag_empty=game.bag_after_pending() == 0)
    user = ctx.seat_user(seat)
    if not fits:
        lacking = Counter(word) - Counter(t for t in rack if t != BLANK)
        blanks = rack.count(BLANK)
        if sum(lacking.values()) > blanks:  # (no blank: none is counted, "you have 0")
            raise Refusal("word_nowhere_rack" if blanks else "word_nowhere_rack_no_blank",
                          word=word, letters=", ".join(sorted(lacking)), n=blanks)
        raise Refusal("word_nowhere", word=word)
    # The word list sorts the places only where it may be told (``list_kept_back``): in a
    # game of people with challenges and no hints, offering only listed places would say
    # which words are valid (a newcomer checked TAZUL so, right after /check refused).
    secret = list_kept_back(ctx, game)
    judged = (rules.word_check != "agreement" and not isinstance(game.lexicon, AcceptAll)
              and not secret)
    found = [f for f in fits if not game.invalid_words(f.words)] if judged else fits
    if not found:
        raise Refusal("word_not_listed" if game.invalid_words([word]) else
                      "word_nowhere_listed", word=word)
    shown = found[:MAX_CHOICES]
    ctx.meta.choices[seat] = (len(game.log), [_choice(f) for f in shown])
    ctx.dirty = True
    lines = [ctx.t("choices_one" if len(shown) == 1 else "choices_many", word=word)]
    # Where the bot does not judge the words, it says so before the places (a newcomer
    # picked the second place, which also formed BR, and read the note under the list
    # only afterwards), and each place names the words beside the typed one: those are
    # the ones the player did not choose and takes the risk of.
    if secret:
        lines.append(ctx.t("choice_at_risk"))
    elif not judged:
        lines.append(ctx.t("choice_unjudged"))
    buttons = []
    marks = []
    for i, f in enumerate(shown, 1):
        label = ctx.t("choice_across" if f.across else "choice_down", coord=f.coord,
                      score=f.score)
        # The typed word as it would be played: a blank's letter in lowercase, as the
        # recap and /hint write it (an offer read "TERNARY" for "TErNARY": newcomers
        # new35a #3, new35b #11 learnt of the blank only once it was played).
        main, also = _shown_word(game, f), list(f.words[1:])
        line = (f"{i}. {label}: {', '.join([main, *also])}" if judged or not also else
                f"{i}. {label}: {main} " + ctx.t("choice_also", words=", ".join(also)))
        for r, c in f.swaps:
            tile = game.board.get(r, c)
            line += " " + ctx.t("choice_swap", letter=tile.letter if tile else "",
                                square=square_name(r, c))
        lines.append(line)
        buttons.append(Button(label, command=f"play {i}", chat=ctx.chat))
        dr, dc = (0, 1) if f.across else (1, 0)
        marks.append(pictures.OfferMark(
            i, tuple((f.row + dr * k, f.col + dc * k) for k in range(len(word))), f.across))
    if len(found) > len(shown):
        lines.append(ctx.t("choices_more", n=len(found) - len(shown)))
    out = ctx.tell(user, "\n".join(lines), buttons=buttons, ephemeral_ok=True)
    board_picture(ctx, out, (), offers=marks)


def _shown_word(game: Game, f: Found) -> str:
    """The offer's main word, the board's letters in it too, a blank's in lowercase."""
    word = f.notation.partition(" ")[2]
    dr, dc = (0, 1) if f.across else (1, 0)
    out = []
    for k, ch in enumerate(word):
        if ch != ".":
            out.append(ch)
            continue
        tile = game.board.get(f.row + dr * k, f.col + dc * k)
        out.append("?" if tile is None else tile.letter.lower() if tile.blank else tile.letter)
    return "".join(out)


def _choice(f: Found) -> str:
    """An offer as the meta keeps it: the move, then ``~E8`` for each blank it swaps."""
    return " ".join([f.notation, *(f"~{s}" for s in f.swap_names)])


def _pick(ctx: Ctx, at: Seated, n: int) -> None:
    game, seat = at.game, at.seat
    offered = ctx.meta.choices.get(seat)
    if offered is None or offered[0] != len(game.log):
        raise Refusal("choice_none")
    if not 1 <= n <= len(offered[1]):
        raise Refusal("choice_range", n=len(offered[1]))
    coord, letters, *swaps = offered[1][n - 1].split()
    del ctx.meta.choices[seat]
    act(ctx, lambda: game.place(seat, f"{coord} {letters}",
                                [s.removeprefix("~") for s in swaps] or None))


async def cmd_preview(ctx: Ctx, args: str) -> None:
    """``/preview 8H WORD`` (blank swaps written as for ``/play``: ``+E8``, ``swap=E8``):
    privately, the score and the words the move would form, and the board with it drawn
    in; nothing is played, and the word list is not asked."""
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    swaps, rest = _split_swaps(args)
    try:
        squares = [_square(game, s) for s in swaps]
        typed = read_move(game.board, game.rules, game.seats[seat].rack, " ".join(rest),
                          squares)
        placement, words, score = game.preview(seat, typed.notation, swaps or None)
    except MoveError as e:
        reword(game, e)  # as a /play of it is refused: the game's blank symbol...
        # A preview is the sender's alone, and so is its refusal (not in the group).
        ctx.tell(ctx.seat_user(seat), error_text(ctx, e), ephemeral_ok=True)
        return
    board = game.board.copy()
    for r, c in placement.swaps:  # the real letter where the blank was
        board.replace(r, c, Tile(board.get(r, c).letter))  # type: ignore[union-attr]
    for r, c, t in placement.tiles:
        board.place(r, c, t)
    formed = formed_words(game, placement, words, score)  # a blank as /history writes it
    text = ctx.t("preview", move=show_move(ctx, typed.notation), score=score.total, words=formed)
    if typed.blanked:
        text += "\n" + _blanked_line(ctx, typed.blanked)
    out = ctx.tell(ctx.seat_user(seat), text, ephemeral_ok=True)
    board_picture(ctx, out, tuple((r, c) for r, c, _ in placement.tiles) + placement.swaps,
                  board=board)
    if computer_seats.moved_on(ctx.meta, game, seat):  # on to their own next move
        ctx.dirty = True


async def cmd_swap(ctx: Ctx, args: str) -> None:
    at = need_seat(ctx)
    parts = args.split()
    if len(parts) != 3:
        raise Refusal("swap_usage")
    game, seat = at.game, at.seat
    act(ctx, lambda: game.place(seat, f"{parts[1]} {parts[2]}", parts[0].split(",")))


async def cmd_exchange(ctx: Ctx, args: str) -> None:
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    if not args.strip():
        raise MoveError("exchange_empty")
    accept_by_acting(ctx, at)
    act(ctx, lambda: game.exchange(seat, args))


async def cmd_pass(ctx: Ctx, args: str) -> None:
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    accept_by_acting(ctx, at, uses_rack=False)
    act(ctx, lambda: game.pass_turn(seat))


async def cmd_resign(ctx: Ctx, args: str) -> None:
    """``/resign`` asks "are you sure?" with a button; ``/resign yes`` (the button) does."""
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    answer = args.strip().lower()
    if answer not in YES:
        if answer:
            raise Refusal("resign_usage")
        if game.over:
            raise MoveError("game_over")
        ctx.tell(ctx.seat_user(seat), ctx.t("resign_confirm"), ephemeral_ok=True,
                 buttons=[Button(ctx.t("button_resign"),
                                 command=f"resign {i18n.answer_words(ctx.lang)[0]}",
                                 chat=ctx.chat)])
        return
    act(ctx, lambda: game.resign(seat))
