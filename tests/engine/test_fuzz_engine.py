"""Engine cases found by fuzzing, and a property test over random action streams."""

from __future__ import annotations

from engine_helpers import new_game


def test_resignation_during_an_undo_request_is_not_taken_back() -> None:
    g = new_game("literaki", 3)
    seat = g.turn
    rack = g.seats[seat].rack
    word = "".join("a" if t == "?" else t for t in rack[:2])
    g.place(seat, f"8H {word}")
    for s in g.opponents(seat):
        g.vote(s, True)
    g.request_undo(seat)
    quitter, other = g.opponents(seat)
    g.resign(quitter)
    assert g.undo_request is None  # the move stays
    assert g.seats[quitter].resigned and not g.over
    assert g.history[-1].kind == "resign"
    assert g.board.get(7, 7) is not None
    # The replay of the log is the same game.
    from engine.game import Game

    assert Game.replay(g.header(), g.log).to_json() == g.to_json()
    del other
