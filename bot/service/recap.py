"""The recap of a finished game: an animated board that lays the moves one by one with
the scores after each (the last frame held), and a short text from the engine's game
analysis: the move of the game, each person's biggest miss (the most equity lost, with
the best move then), bingos played and missed.

Both are made after the game's last message, in a worker thread (the analysis and the
frames take a second or so; the chat must not wait on them), and the racks they show
are those of a game that is over, as the GCG record shows them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from bot import i18n
from bot.protocol import Outgoing
from bot.service import pictures, rule_texts
from bot.service.announce import picture_ending, picture_sides
from bot.service.computer_seats import is_computer
from bot.service.context import Ctx
from bot.service.show import entry_numbers, show_move, show_tiles, swaps_worded
from engine.actions import action_of
from engine.analysis import (
    MoveAnalysis,
    Position,
    analyze_position,
    analyze_positions,
    positions_of_game,
)
from engine.board import Board
from engine.game import Game
from engine.lexicon import WalkableLexicon
from engine.movegen.tables import WalkTables, walk_tables
from engine.notation import on_board

FRAME_MS = 700
FIRST_MS = 1000
LAST_MS = 5000  # the final board, held
# Equity: a choice that lost less than this to the best move is no miss (a point or two
# of equity is within the estimate's own error: a newcomer's 1-point "miss" was a choice).
MIN_MISS = 3.0


@dataclass(frozen=True)
class Frame:
    board: Board
    scores: tuple[int, ...]  # each seat's side's score after the turn
    move: str | None  # the turn that made the frame, as people read it
    score: int | None
    highlight: tuple[tuple[int, int], ...]
    bag: int


def frames_of(ctx: Ctx, game: Game) -> list[Frame]:
    """The empty board, then one frame per turn that changed the board or a score (a
    placement, a withdrawn move, the end adjustments), from the game's log replayed."""
    replay = Game.new(game.header())

    def scores() -> tuple[int, ...]:
        return tuple(replay.scores[s.side] for s in replay.seats)

    frames = [Frame(replay.board.copy(), scores(), None, None, (), len(replay.bag))]
    for entry in game.log:
        before = replay.board.copy()
        old = scores()
        turns = len(replay.history)
        replay.apply(action_of(entry))
        changed = replay.board.to_rows() != before.to_rows()
        if not changed and scores() == old:
            if len(replay.bag) != frames[-1].bag:  # a waiting move settled: its draw
                frames[-1] = replace(frames[-1], bag=len(replay.bag))
            continue
        new = tuple((r, c) for r, c, _ in replay.board.tiles() if before.get(r, c) is None)
        # The turn to caption: the placement among the turns the action added (a move
        # that goes out is followed by the end adjustments' lines), else the last.
        added = replay.history[turns:]
        turn = next((t for t in reversed(added) if t.kind == "place"),
                    added[-1] if added else None)
        move = score = None
        if turn is not None:
            move = (show_move(ctx, turn.move) if turn.kind in ("place", "withdrawn")
                    else turn.move)
            if turn.kind == "withdrawn":  # its points taken back: "−23", said what it is
                move = ctx.t("frame_taken_off", move=move)
            score = turn.score
        frames.append(Frame(replay.board.copy(), scores(), move, score, new, len(replay.bag)))
    return frames


def recap_text(ctx: Ctx, game: Game, walk: WalkableLexicon | None) -> str:
    """The analysis text, from the moves that stood (a phony taken off the board is
    credited with nothing: it is a turn that scored nothing and kept the rack), with
    each turn numbered as /history numbers it (``entry_numbers``: a move's taking off is
    part of the move's entry) and every move written as it is there."""
    lines = [ctx.t("recap_title")]
    number = entry_numbers(game)
    phonies = game.phonies()
    # The move of the game is one whose words are words: a phony that no one challenged
    # scored, but it is not praised (it is named below).
    placed = game.credited()
    if placed:
        top = max(placed, key=lambda t: t.score)
        lines.append(ctx.t("recap_top_move", name=ctx.seat_name(top.seat),
                           move=show_move(ctx, top.move), score=top.score))
    if phonies:
        lines.append(ctx.t("recap_phonies", moves=", ".join(
            ctx.t("recap_phony", words=", ".join(words), turn=_shown(number, n),
                  name=ctx.seat_name(game.history[n - 1].seat))
            for n, words in phonies.items())))
    people = [s.player for s in game.seats if not is_computer(s.player)]
    if walk is None or not people:
        return "\n".join(lines)
    positions = [p for p in positions_of_game(game) if p.player in people]
    found = analyze_positions(positions, game.rules, walk_tables(walk),
                              opponents=max(1, len(game.seats) - 1))
    for key in people:
        mine = [a for a in found if a.position.player == key]
        name = ctx.name_of(key)
        if not mine:
            continue
        lines.append(_miss_line(ctx, game, name, mine, number))
        # (a phony bingo that stood is no bingo played: it is named on the phonies' line)
        played = sum(1 for t in game.bingos() if game.seats[t.seat].player == key)
        missed = [a for a in mine if a.bingo is not None]
        if missed:
            line = ctx.t("recap_bingos_named", name=name, played=played,
                         missed=len(missed), bingos=missed_bingos(ctx, missed, number))
            lines.append(line.replace("….", "…"))  # (the list's "…" ends the sentence)
        elif played:  # "0 bingos played, 0 missed" for everyone says nothing
            lines.append(ctx.t("recap_bingos", name=name, played=played, missed=0))
    return "\n".join(lines)


SHOWN_BINGOS = 3  # the missed bingos a recap names, then "…"


def _shown(number: list[int] | None, n: int) -> int:
    """History line ``n`` (1-based) by the number /history gives its entry (``number``:
    ``entry_numbers``); ``n`` itself where there is none."""
    return number[n - 1] if number is not None and 0 < n <= len(number) else n


def missed_bingos(ctx: Ctx, missed: list[MoveAnalysis], number: list[int] | None = None
                  ) -> str:
    """The bingos a player missed, named briefly in turn order: each the best one that
    turn held, written as /history writes a move (``move_at``), with its score and its
    turn as /history numbers it; the first ``SHOWN_BINGOS``, then "…"."""
    named = [ctx.t("recap_missed_bingo", move=move_at(ctx, a.position, a.bingo.notation),
                   score=a.bingo.score,
                   turn=_shown(number, a.position.number))
             for a in sorted(missed, key=lambda a: a.position.number)[:SHOWN_BINGOS]
             if a.bingo is not None]
    return ", ".join(named + (["…"] if len(missed) > SHOWN_BINGOS else []))


def is_finding(a: MoveAnalysis) -> bool:
    """Whether the analysis of a turn has something to say that the recap would name: a
    miss (``MIN_MISS`` or more), a bingo missed, a phony that stood."""
    return a.lost >= MIN_MISS or a.bingo is not None or bool(a.position.phony)


def first_finding(game: Game, tables: WalkTables, opponents: int,
                  stop: Callable[[], bool]) -> MoveAnalysis | None:
    """The first turn of a finished game (a person's, as the recap weighs only theirs,
    where a person played) whose analysis has a finding (``is_finding``), else the first
    turn analysed; None when no turn could be analysed.  Where the board's analysis opens
    when it is asked on the game's ending, a step with no move (``stop``: the time is up,
    the first turn analysed is the answer)."""
    positions = positions_of_game(game)
    people = [p for p in positions if not is_computer(p.player)]
    first = None
    for p in people or positions:
        a = analyze_position(p, game.rules, tables, opponents=opponents)
        if a is None:
            continue
        if is_finding(a):
            return a
        first = first or a
        if stop():
            break
    return first


def _miss_line(ctx: Ctx, game: Game, name: str, mine: list[MoveAnalysis],
               number: list[int]) -> str:
    """The turn of ``mine`` that lost the most equity, where it lost ``MIN_MISS`` or more;
    a turn the time ran out on, or a phony that stood, is a miss however little it lost
    (whoever let the time run out, or got a word the list does not allow past the
    others, did not find the best move: "always found the best move" is never said of
    them)."""
    worst = max(mine, key=lambda a: a.lost)
    if worst.lost < MIN_MISS:
        missed = [a for a in mine if a.position.kind == "timeout" or a.position.phony]
        if not missed:
            return ctx.t("recap_no_miss", name=name, n=round(MIN_MISS))
        worst = max(missed, key=lambda a: a.lost)
    p = worst.position
    return ctx.t(_miss_key(worst, "recap_miss_turn", "recap_miss_phony",
                           "recap_miss_phony_even"),
                 name=name, turn=_shown(number, p.number), rack=show_tiles(game, list(p.rack)),
                 played=played_text(ctx, game, p), best=best_text(ctx, game, worst),
                 gap=gap_text(ctx, worst), lost=max(1, round(worst.lost)))


def gap_text(ctx: Ctx, a: MoveAnalysis) -> str:
    """What the best move was better by, its two parts said apart, then (where both are
    said) the gain in all: the points it scores more (or fewer) than the move played, then
    how much better (or worse) the tiles it keeps are than those the move played kept (", 12
    points more; the tiles it keeps on the rack are worth 3 points more for the next moves:
    15 points better in all"). A newcomer read "worth 15 points more" beside "for 34" and
    "for 22" and could not find the 15: the score's 12 and the leave's 3 are each named, and
    the 15 is their sum. A best move that plays every tile keeps nothing ("the tiles it
    leaves on the rack are worth 3 points less" was untrue of TENUR(AB)LE): it is said to
    use all the tiles, and what keeping the played move's tiles was worth is named. A phony
    that stood has no gap said: the analysis values it as a pass, which its line does not
    say (it scored, and "counts as a pass" beside its 36 points read as untrue), and "worth
    2 points more than the whole rack" meant nothing to a reader; its line names the best
    valid move and its score.  Either part that rounds to nothing is left out; a simulated
    analysis's rest is no leave and is not named."""
    p = a.position
    if p.phony:
        return ""
    played = 0 if p.kind != "place" else p.score
    points = a.best_score - played
    parts = []
    if points:
        parts.append(ctx.t("recap_gap_more" if points > 0 else "recap_gap_fewer",
                           n=abs(points)))
    leave = round(a.lost - points)
    if leave and not a.simulated:
        kept = _leave_of(p)
        if a.best is not None and not a.best.leave and kept:
            # (the best keeps nothing: the leave's part is all the played move's kept tiles)
            tiles = show_tiles(ctx.game, kept) if ctx.game is not None else " ".join(kept)
            # A move taken off kept the whole rack only as the challenge sent it back
            # ("keeping T A N T S R E was worth 11 points" read oddly, newcomer new34 #3)
            key = "recap_leave_back_" if p.withdrawn else "recap_leave_all_"
            parts.append(ctx.t(key + ("cost" if leave > 0 else "kept"), n=abs(leave),
                               tiles=tiles))
        else:
            parts.append(ctx.t("recap_leave_more" if leave > 0 else "recap_leave_less",
                               n=abs(leave)))
    if len(parts) == 2:
        parts.append(ctx.t("recap_gap_net", n=points + leave))
    return "".join(parts)


def _leave_of(p: Position) -> str:
    """The tiles the move played kept on the rack (all of them for a pass, an exchange's
    kept ones), in the rack's order."""
    left = list(p.rack)
    for t in p.used:
        if t in left:
            left.remove(t)
    return "".join(left)


def _miss_key(a: MoveAnalysis, miss: str, phony: str, phony_even: str) -> str:
    """Which words a miss is told in: a phony that stood is valued by the analysis as a
    move the list does not allow (nothing scored, the rack kept: a pass), so its line
    says, in two short sentences, that it scored but is not in the list, then names the
    best valid move (its 44 points are not the number compared: "the best was 12F MINEM
    for 6, 10 points better" beside "for 44" would be false), or that the list allowed
    nothing better than a pass."""
    if not a.position.phony:
        return miss
    return phony if round(a.lost) >= 1 else phony_even


def move_at(ctx: Ctx, p: Position, notation: str) -> str:
    """A move of the analysis (played, best or a bingo, on the position ``p``) as
    /history writes a move (``show_move``): the letters already on that board in
    parentheses where the engine's notation has dots (``F3 VALIA(N)CE``, never ``F3
    VALIA.CE``), a blank's letter in lowercase, a blank swap in words.  Every move an
    analysis text names is written by this one function."""
    return swaps_worded(ctx, on_board(p.board, notation))


def played_text(ctx: Ctx, game: Game, p: Position) -> str:
    """What the player did on an analysed turn, in the words /history has for it."""
    if p.withdrawn:
        return ctx.t("recap_did_withdrawn", move=move_at(ctx, p, p.notation))
    if p.kind == "place" and p.phony:
        return ctx.t("recap_did_phony", move=move_at(ctx, p, p.notation), score=p.score,
                     words=", ".join(p.phony), n=len(p.phony))
    if p.kind == "place":
        return ctx.t("recap_did_place", move=move_at(ctx, p, p.notation), score=p.score)
    if p.kind == "exchange":
        return ctx.t("recap_did_exchange", tiles=show_tiles(game, p.used))
    return ctx.t("recap_did_" + p.kind)  # "pass", "timeout"


def best_text(ctx: Ctx, game: Game, a: MoveAnalysis) -> str:
    if a.best is not None:
        return ctx.t("recap_best_place", move=move_at(ctx, a.position, a.best_notation),
                     score=a.best_score)
    tiles = a.best_notation.lstrip("-")
    if tiles:
        return ctx.t("recap_best_exchange", tiles=show_tiles(game, tiles))
    return ctx.t("recap_best_pass")


def analysis_text(ctx: Ctx, game: Game, a: MoveAnalysis) -> tuple[str, list[str]]:
    """The web board's analysis of one turn (its move number as /history and the recap
    number it, ``entry_numbers``):
    what was played, the best move and what it lost, a bingo that was there (unless it
    is that best move); and the moves it names, as written in it (``move_at``, one
    notation for all of them)."""
    p = a.position
    name = ctx.name_of(p.player)
    played, best = played_text(ctx, game, p), best_text(ctx, game, a)
    key = "analysis_best" if a.is_best else _miss_key(a, "analysis_miss", "analysis_miss_phony",
                                                      "analysis_phony_even")
    text = i18n.t_table(ctx.lang, "WEB", key, name=name, played=played, best=best,
                        gap=gap_text(ctx, a), lost=round(a.lost),
                        n=_shown(entry_numbers(game), p.number))
    moves = [move_at(ctx, p, p.notation)] if p.kind == "place" else []
    best_named = None
    if a.best is not None:
        moves.append(best_named := move_at(ctx, p, a.best_notation))
    if key not in ("analysis_miss", "analysis_miss_phony"):
        best_named = None  # (the sentence does not name it)
    if a.bingo is not None:
        bingo = move_at(ctx, p, a.bingo.notation)
        # A missed bingo that is the best move the sentence names already is not named
        # twice ("the best was 5D MEDI(A)TOR for 90 … A bingo was there: 5D MEDI(A)TOR").
        if bingo != best_named:
            text += " " + i18n.t_table(ctx.lang, "WEB", "analysis_bingo", move=bingo,
                                       score=a.bingo.score)
            moves.append(bingo)
    return text, moves


def picture_frames(ctx: Ctx, game: Game) -> list[pictures.BoardFrame]:
    """The frames as the board picture draws them: the final board's header boxes (teams
    as one box) with each frame's scores, the winners and the banner on the last."""
    final = picture_sides(ctx)
    frames = frames_of(ctx, game)
    sides = list(dict.fromkeys(s.side for s in game.seats))
    first_seat = [game.side_seats(side)[0] for side in sides]
    out = []
    for n, f in enumerate(frames):
        last = n == len(frames) - 1
        boxes = tuple(replace(box, score=f.scores[first_seat[i]], to_move=None,
                              winner=box.winner and last) for i, box in enumerate(final))
        out.append(pictures.BoardFrame(
            f.board, boxes, f.bag, f.move, f.score, f.highlight,
            picture_ending(ctx) if last and game.over else None))
    return out


def durations(n: int) -> list[int]:
    """The first frame a little longer, the last (the final board) held."""
    if n == 1:
        return [LAST_MS]
    return [FIRST_MS] + [FRAME_MS] * (n - 2) + [LAST_MS]


def recap_gif(ctx: Ctx, game: Game) -> bytes | None:
    frames = picture_frames(ctx, game)
    return pictures.board_gif(frames, game.rules, durations=durations(len(frames)),
                              title=ctx.t("board_title",
                                          variant=rule_texts.variant_name(ctx.lang, game.rules)),
                              language=ctx.table().rec.language)


def schedule(ctx: Ctx, *, draw: bool) -> None:
    """The recap message of the game ``ctx`` just ended, made later (``Ctx.after``):
    its text, and (``draw``) its animated board.  None for a game in which no one moved
    (ended or resigned before any placement, exchange or pass), nor one whose only
    placements were taken off the board (phonies withdrawn, then the clocks ran out):
    there is nothing to look back on, and an empty board and a title are not a recap
    (the table simulator met a lone "Podsumowanie:")."""
    table = ctx.table()
    rec, game = table.rec, table.game
    if not game.credited() and not game.phonies() and not any(
            t.kind in ("exchange", "pass") for t in game.history):
        return
    walk = ctx.deps.walkable(rec.ruleset)
    out = Outgoing("", chat=ctx.chat, image_name="recap.gif", language=ctx.lang,
                   game=rec.id)

    def make() -> None:
        out.text = recap_text(ctx, game, walk)
        if draw:
            out.image = recap_gif(ctx, game)

    ctx.later(out, make)

