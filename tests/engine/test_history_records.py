"""History entries carry what a game record needs; adjustments may follow the end."""

from __future__ import annotations

from engine.game import Game
from engine.rules import load_ruleset
from engine.validate import validate_placement


def _game() -> Game:
    return Game(load_ruleset("english"), "hist", [("a", None), ("b", None)])


def test_end_turns_name_the_tiles_they_count() -> None:
    g = _game()
    for _ in range(6):  # six scoreless turns end an english game
        g.pass_turn(g.turn)
    assert g.over and g.end_reason == "scoreless"
    ends = [t for t in g.history if t.kind == "end"]
    assert len(ends) == 2
    for t in ends:
        rack = "".join(g.seats[t.seat].rack)
        assert sorted(t.rack) == sorted(rack)
        assert t.score == -g.rack_value(t.seat)


def test_adjust_after_the_end_decides_the_winner_again() -> None:
    g = _game()
    for _ in range(6):
        g.pass_turn(g.turn)
    loser = next(s for s in g.sides if s not in g.winners) if len(g.winners) == 1 else None
    seat = g.side_seats(loser)[0] if loser is not None else 0
    g.adjust(seat, 500, "time")
    assert g.winners == [g.seats[seat].side]
    assert g.history[-1].kind == "adjust" and g.history[-1].score == 500


def test_validate_placement_without_a_rack_checks_only_the_board() -> None:
    g = _game()
    v = validate_placement(g.board, g.rules, "8H ZZZ", None)
    assert v.rack_after is None
    assert [w.text for w in v.words] == ["ZZZ"]
