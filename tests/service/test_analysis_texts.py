"""The analysis texts (the recap's and the web board's), on positions laid out by hand and
analysed by the engine over the real English word list: every move they name is written
as /history writes it (a letter already on the board in parentheses, never a dot)."""

from __future__ import annotations

from conftest import GROUP
from test_recap import english

from bot.service.context import Ctx
from bot.service.meta import GameMeta
from bot.service.recap import analysis_text, best_text
from engine.analysis import MoveAnalysis, Position, analyze_position
from engine.board import Board, Tile
from engine.game import Game
from engine.movegen.tables import walk_tables
from engine.rules import load_ruleset
from storage import GameRecord, SeatRecord

NAMES = {"test:ann": "Ann", "test:bob": "Bob"}


def context() -> tuple[Game, Ctx]:
    game = Game(load_ruleset("english"), "t", [(k, None) for k in NAMES])
    rec = GameRecord(chat_key=GROUP.key, ruleset="english", options={}, language="en",
                     seed="t", creator="test:ann", status="over", id=1,
                     seats=[SeatRecord(k, v, None, i, i) for i, (k, v) in
                            enumerate(NAMES.items())])
    return game, Ctx(None, GROUP, None, 0.0, "en", rec, game, GameMeta())  # type: ignore[arg-type]


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


def test_the_web_analysis_writes_the_bingo_as_the_best_move_is_written() -> None:
    """A newcomer read 'the best was F3 VALIA(N)CE for 67 … A bingo was there: F3
    VALIA.CE for 67.': one move, two notations."""
    game, ctx = context()
    found = through_n()
    text, moves = analysis_text(ctx, game, found)
    bingo = moves[-1]
    assert bingo.startswith("H") and "(N)" in bingo and "." not in bingo, moves
    assert f"the best was {bingo} for " in text and f"A bingo was there: {bingo} for " in text
    assert "." not in text.replace(". ", " ").rstrip("."), text
    assert best_text(ctx, game, found) == f"{bingo} for {found.best_score}"
