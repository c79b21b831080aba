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
from engine.lexicon import WordSet
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


def test_a_phony_bingo_that_stood_is_no_bingo() -> None:
    """A full rack of no word that no one challenged kept its bonus (the game's score),
    but it is a phony, named as one by the recap: no bingo for /stats or the recap."""
    g = new_game("english", 2, lexicon=WordSet({"RETAINS"}))
    seat = g.turn
    set_rack(g, seat, "TRAINSE")
    g.place(seat, "8H TRAINSE")
    g.close_window()  # no one challenged: it stands
    assert g.history[0].kind == "place" and g.history[0].bingo
    assert list(g.phonies()) == [1] and g.placements() == [g.history[0]]
    assert g.bingos() == []
    assert seat_lines(g, record(g), GameMeta())[seat].bingos == 0
    # The same full rack as a word is one.
    g, seat = full_rack_first_move("english", "RETAINS")
    g.lexicon = WordSet({"RETAINS"})
    assert [t.seat for t in g.bingos()] == [seat]
