"""One definition of a bingo, the engine's (``Turn.bingo``, ``Game.bingos``): /stats and
the recap count the placements the all-tiles rule scored, so they agree with the game.
They used to count every full-rack play, the engine's score aside: home Erudit scores no
bingo, nor does a Slovak move that goes out."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "engine"))

from engine_helpers import new_game, set_rack

from bot.service.meta import GameMeta
from bot.service.ratings import seat_lines
from storage.base import GameRecord, SeatRecord


def record(game) -> GameRecord:  # type: ignore[no-untyped-def]
    return GameRecord("t:1:", game.rules.id, {}, "en", "seed", game.seats[0].player,
                      status="over", id=1,
                      seats=[SeatRecord(s.player, s.player) for s in game.seats])


def full_rack_first_move(variant: str, letters: str):  # type: ignore[no-untyped-def]
    g = new_game(variant, 2)
    seat = g.turn
    set_rack(g, seat, letters)
    g.place(seat, f"8H {letters}")
    if g.pending is not None and g.rules.word_check == "challenge":
        g.close_window()
    elif g.pending is not None:
        g.vote(1 - seat, True)
    return g, seat


def test_a_full_rack_is_a_bingo_where_the_engine_scores_one() -> None:
    g, seat = full_rack_first_move("english", "RETAINS")
    assert [t.seat for t in g.bingos()] == [seat] and g.history[0].bingo
    lines = seat_lines(g, record(g), GameMeta())
    assert lines[seat].bingos == 1 and lines[1 - seat].bingos == 0


def test_home_erudit_plays_a_full_rack_without_a_bingo() -> None:
    g, seat = full_rack_first_move("erudit-home", "ПОЛКАМИ")
    assert g.history[0].kind == "place" and not g.history[0].bingo
    assert g.bingos() == []
    assert seat_lines(g, record(g), GameMeta())[seat].bingos == 0
