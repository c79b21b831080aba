"""The analysis texts (the recap's and the web board's), on positions laid out by hand or
games played through the engine, analysed over the real English word list: every move
they name is written as /history writes it (a letter already on the board in
parentheses, never a dot); the number lost is called equity in every language."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from conftest import GROUP
from test_recap import bingo_seed, english

from bot import i18n
from bot.service.context import Ctx
from bot.service.meta import GameMeta
from bot.service.recap import (
    analysis_text,
    best_text,
    gap_text,
    missed_bingos,
    move_at,
    recap_text,
)
from engine.analysis import (
    MoveAnalysis,
    Position,
    analyze_position,
    analyze_positions,
    positions_of_game,
)
from engine.board import Board, Tile
from engine.game import Game
from engine.movegen.tables import walk_tables
from engine.rules import load_ruleset
from storage import GameRecord, SeatRecord

NAMES = {"test:ann": "Ann", "test:bob": "Bob"}


def context(game: Game | None = None, lang: str = "en") -> tuple[Game, Ctx]:
    game = game or Game(load_ruleset("english"), "t", [(k, None) for k in NAMES])
    rec = GameRecord(chat_key=GROUP.key, ruleset="english", options={}, language=lang,
                     seed="t", creator="test:ann", status="over", id=1,
                     seats=[SeatRecord(k, v, None, i, i) for i, (k, v) in
                            enumerate(NAMES.items())])
    return game, Ctx(None, GROUP, None, 0.0, lang, rec, game, GameMeta())  # type: ignore[arg-type]


def through_n(kind: str = "pass", **played: object) -> MoveAnalysis:
    """Bob's turn on a board holding NO at 8H, his rack VALIACE: no seven-letter word,
    but eight-letter ones through the N (down column H: a dot in the engine's notation)."""
    game, _ = context()
    board = Board(game.rules.layout)
    board.place(7, 7, Tile("N"))
    board.place(7, 8, Tile("O"))
    fields = {"notation": "-", "score": 0, "used": "", **played}
    p = Position(2, "test:bob", board, tuple("VALIACE"), 80, kind, **fields)  # type: ignore[arg-type]
    found = analyze_position(p, game.rules, walk_tables(english()))
    assert found is not None and found.bingo is not None
    assert "." in found.bingo.notation and "." in found.best_notation, found
    return found


def test_the_web_analysis_names_a_missed_bingo_that_is_the_best_move_once() -> None:
    """A newcomer read 'the best was F3 VALIA(N)CE for 67 … A bingo was there: F3
    VALIA.CE for 67.': one move, two notations; then 'the best was 5D MEDI(A)TOR for 90
    (…). A bingo was there: 5D MEDI(A)TOR for 90 points.': one move named twice."""
    game, ctx = context()
    found = through_n()
    text, moves = analysis_text(ctx, game, found)
    best = move_at(ctx, found.position, found.best_notation)
    assert move_at(ctx, found.position, found.bingo.notation) == best  # type: ignore[union-attr]
    assert best.startswith("H") and "(N)" in best and "." not in best, moves
    assert f"the best was {best} for " in text and "A bingo was there" not in text, text
    assert text.count(best) == 1 and moves == [best], (text, moves)
    assert "." not in text.replace(". ", " ").rstrip("."), text
    assert best_text(ctx, game, found) == f"{best} for {found.best_score}"


def test_the_web_analysis_names_a_missed_bingo_that_is_not_the_best_move() -> None:
    """A bingo that is not the best move named (the best was another, or the turn's move
    was the best) is still named, as /history writes a move."""
    game, ctx = context()
    found = through_n()
    other = replace(found, best_notation="8J ON", best_score=2)
    text, moves = analysis_text(ctx, game, other)
    bingo = move_at(ctx, found.position, found.bingo.notation)  # type: ignore[union-attr]
    assert f"A bingo was there: {bingo} for {found.bingo.score} points." in text, text  # type: ignore[union-attr]
    assert moves[-1] == bingo and "(N)" in bingo and "." not in bingo


# What the number is: the score and the worth of the tiles kept, said apart in each
# language (a Russian recap said "потеряно около 9 очков", as if points were lost;
# "points of equity" meant nothing to a newcomer; "worth 15 points more, counting the
# value of the tiles each leaves on the rack" beside "for 34" and "for 22" left a reader
# looking for the 15: the points more (12) and the worth of the tiles left (3) are two
# numbers, each named, then their sum once).  The tiles kept are "better" or "worse":
# Russian "стоят на 3 очка больше" read as a cost, like tiles left at the end.
POINTS_MORE = {"en": ", 12 points more", "bg": ", с 12 точки повече", "pl": ", o 12 pkt więcej",
               "ru": ", на 12 очков больше", "sk": ", o 12 bodov viac",
               "ro": ", cu 12 puncte mai mult"}
# ("better" said nothing of what made tiles better, newcomer new34b #16: their worth for
# the moves to come)
LEAVE_MORE = {"en": "; the tiles it keeps on the rack are worth 3 points more for the next "
                    "moves",
              "bg": "; плочките, които остават след това на поставката, струват с 3 точки "
                    "повече за следващите ходове",
              "pl": "; płytki, które wtedy zostają na stojaku, są warte o 3 pkt więcej w "
                    "następnych ruchach",
              "ru": "; фишки, что остаются на подставке, стоят для следующих ходов на 3 очка "
                    "больше",
              "sk": "; kamene, ktoré potom zostanú na stojane, majú pre ďalšie ťahy o 3 body "
                    "vyššiu hodnotu",
              "ro": "; piesele care rămân atunci pe suport valorează cu 3 puncte mai mult "
                    "pentru mutările următoare"}
NET = {"en": ": 15 points better in all", "bg": ": общо с 15 точки по-добре",
       "pl": ": w sumie o 15 pkt lepiej", "ru": ": в сумме выгоднее на 15 очков",
       "sk": ": spolu o 15 bodov lepšie", "ro": ": în total, cu 15 puncte mai bine"}


def split_miss(kind: str = "place", score: int = 22, phony: tuple[str, ...] = (),
               leave: float = 5.0) -> MoveAnalysis:
    """A turn laid out by hand: 8H AB played for ``score``; the best, 8D ZEBRA for 34,
    gained 15 of equity: 12 points more and tiles left worth 3 more (a phony: scored
    nothing, the best's leave worth 3 less than the whole rack)."""
    game, _ = context()
    p = Position(3, "test:bob", Board(game.rules.layout), tuple("ABZERAX"), 60, kind,
                 "8H AB" if kind == "place" else "-", score if kind == "place" else 0,
                 "AB" if kind == "place" else "", phony=phony)
    equity = (0 if phony or kind != "place" else score) + leave
    best_eq = 34 + (8.0 if not phony else 2.0)
    return MoveAnalysis(p, equity, None, "8D ZEBRA", 34, best_eq, None)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_points_and_the_tiles_kept_are_said_apart(lang: str) -> None:
    _, ctx = context(None, lang)
    found = split_miss()
    assert found.lost == 15
    best = through_n().best
    assert best is not None  # (a placement that keeps tiles: the best here, 8D ZEBRA, keeps X)
    text, _ = analysis_text(ctx, ctx.game, replace(found, best=replace(best, leave="X")))
    assert POINTS_MORE[lang] + LEAVE_MORE[lang] + NET[lang] + "." in text, text
    assert text.count("15") == 1, text
    # the best scoring fewer points, its leave making up for it
    fewer = split_miss(score=40, leave=-5.0)
    gap = gap_text(ctx, fewer)
    assert gap == i18n.t(lang, "recap_gap_fewer", n=6) + i18n.t(
        lang, "recap_leave_more", n=13) + i18n.t(lang, "recap_gap_net", n=7)
    # a pass played: all 34 points more
    assert gap_text(ctx, split_miss("pass")) == i18n.t(lang, "recap_gap_more", n=34) + i18n.t(
        lang, "recap_leave_more", n=3) + i18n.t(lang, "recap_gap_net", n=37)
    # a phony (valued as a pass): no gap said ("worth 3 points less than the whole rack"
    # meant nothing); its line names the best valid move and its score
    assert gap_text(ctx, split_miss(phony=("AB",))) == ""
    # a part that is nothing is not said
    assert gap_text(ctx, replace(found, best_equity=found.equity + 12)) == i18n.t(
        lang, "recap_gap_more", n=12)
    # and "within N points" of the best: of the same equity
    no_miss = i18n.t(lang, "recap_no_miss", name="Ann", n=3)
    assert "3" in no_miss, no_miss


ALL_TILES = {"en": "it uses all the tiles, and keeping V A L I A C E cost 7 points",
             "bg": "този ход използва всички плочки, а задържането на V A L I A C E отнемаше "
                   "7 точки",
             "pl": "ten ruch wykłada wszystkie płytki, a zostawienie V A L I A C E kosztowało "
                   "7 pkt",
             "ru": "этот ход выкладывает все фишки, а оставленные сыгранным ходом V A L I A C E "
                   "оценены в минус 7 очков",
             "sk": "tento ťah vyloží všetky kamene, a ponechanie V A L I A C E stálo 7 bodov",
             "ro": "mutarea aceasta folosește toate piesele, iar păstrarea pieselor "
                   "V A L I A C E costa 7 puncte"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_best_move_that_uses_every_tile_keeps_nothing(lang: str) -> None:
    """A recap said "the best was H3 TENUR(AB)LE for 62, 48 points more; the tiles it
    leaves on the rack are worth 3 points less": it leaves nothing.  It is said to use all
    the tiles, with what the tiles the move played kept were worth, and the sum."""
    _, ctx = context(None, lang)
    found = through_n()  # a pass, keeping V A L I A C E; the best plays all seven
    assert found.best is not None and found.best.leave == ""
    leave = round(found.lost - found.best_score)
    assert leave == 7  # (keeping the rack was worth −7)
    gap = gap_text(ctx, found)
    assert gap == (i18n.t(lang, "recap_gap_more", n=found.best_score) + "; " + ALL_TILES[lang]
                   + i18n.t(lang, "recap_gap_net", n=found.best_score + 7)), gap
    assert i18n.t(lang, "recap_leave_more", n=7) not in gap
    # tiles kept worth something: "was worth", and the sum is less than the points
    kept = replace(found, equity=found.equity + 10)
    assert gap_text(ctx, kept) == (i18n.t(lang, "recap_gap_more", n=found.best_score)
                                   + i18n.t(lang, "recap_leave_all_kept", n=3,
                                            tiles="V A L I A C E")
                                   + i18n.t(lang, "recap_gap_net", n=found.best_score - 3))
    # a move taken off the board kept the rack only as the challenge sent it back:
    # "keeping T A N T S R E was worth 11 points" read oddly (newcomer new34 #3)
    off = replace(kept, position=replace(kept.position, withdrawn=True))
    assert gap_text(ctx, off) == (i18n.t(lang, "recap_gap_more", n=found.best_score)
                                  + i18n.t(lang, "recap_leave_back_kept", n=3,
                                           tiles="V A L I A C E")
                                  + i18n.t(lang, "recap_gap_net", n=found.best_score - 3))
    assert "taken off" in i18n.t("en", "recap_leave_back_kept", n=3, tiles="A")


def missed_bingo_game() -> Game:
    """Ann's (or Bob's) first rack makes a seven-letter word; a two-letter one is played."""
    lex = english()
    seed, rack, _word = bingo_seed(lex)
    game = Game(load_ruleset("english"), seed, [(k, None) for k in NAMES])
    game.lexicon = lex
    two = next("".join(p) for p in itertools.permutations(rack, 2) if "".join(p) in lex)
    game.place(game.turn, f"8H {two}")
    return game


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_real_miss_names_its_points_and_its_tiles_apart(lang: str) -> None:
    game = missed_bingo_game()
    _, ctx = context(game, lang)
    recap = recap_text(ctx, game, english())
    rack = " ".join(game.history[0].rack)  # the miss line shows the rack
    miss = next(x for x in recap.split("\n") if rack in x)
    found = next(a for a in analyze_positions(positions_of_game(game), game.rules,
                                              walk_tables(english())) if a.position.number == 1)
    gap = gap_text(ctx, found)
    assert gap and miss.endswith(best_text(ctx, game, found) + gap + "."), (miss, gap)
    assert i18n.t(lang, "recap_gap_more", n=found.best_score - game.history[0].score) in gap


def test_the_missed_bingos_are_named_three_then_an_ellipsis() -> None:
    """A recap said 'ann: 0 bingos played, 3 missed.' without naming them: each is named
    with its turn (as /history numbers it), at most three, then '…'."""
    _, ctx = context()
    found = through_n()
    move = move_at(ctx, found.position, found.bingo.notation)  # type: ignore[union-attr]
    turns = [9, 2, 14, 5]
    many = [replace(found, position=replace(found.position, number=n)) for n in turns]
    score = found.bingo.score  # type: ignore[union-attr]
    assert missed_bingos(ctx, many[:1]) == f"{move} for {score} (move 9)"
    assert missed_bingos(ctx, many) == ", ".join(
        f"{move} for {score} (move {n})" for n in (2, 5, 9)) + ", …"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_one_word_for_a_numbered_step_in_the_recap_and_on_the_board(lang: str) -> None:
    """The chat recap said "turn 2" and the board's analysis "move 2" for the same step
    (Romanian "tura 2" beside /history's "Mutări"): each language has one word for it, the
    one the board's replay ("Move 2 / 30") and /history's heading use."""
    step = i18n.t_table(lang, "WEB", "move_n", n=7).replace("7", "").strip().lower()
    texts = [i18n.t(lang, key, name="Ann", turn=7, rack="A B", played="P", best="B", lost=2,
                    gap="", move="8H AB", score=5, words="AB")
             for key in ("recap_missed_bingo", "recap_miss_turn", "recap_miss_phony",
                         "recap_miss_phony_even", "recap_phony")]
    texts += [i18n.t_table(lang, "WEB", key, name="Ann", n=7, played="P", best="B", lost=2,
                           gap="")
              for key in ("analysis_miss", "analysis_miss_phony", "analysis_phony_even",
                          "analysis_best")]
    for text in texts:
        assert f"{step} 7" in text, (step, text)
    assert step[:3] in i18n.t(lang, "history_title").lower()
