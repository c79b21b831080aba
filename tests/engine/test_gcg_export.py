"""GCG export: a game played through the Game API, exported, parsed and replayed."""

from __future__ import annotations

from typing import Any, cast

import pytest

from engine.board import Tile
from engine.game import Game
from engine.movegen.brute import geometric_placements
from engine.placement import placement_notation
from engine.records.export import game_to_gcg
from engine.records.gcg import parse_gcg
from engine.records.replay import ConventionChoice, replay
from engine.rules import load_ruleset


def find_move(game: Game, seat: int, most: int) -> str | None:
    """Some geometrically legal placement of up to ``most`` tiles of the rack (any word
    goes: the lexicon accepts all).  Blanks stand for E."""
    board = game.board
    rack = game.seats[seat].rack
    tiles = [Tile("E", True) if t == "?" else Tile(t) for t in rack]
    for k in range(min(most, len(tiles)), 0, -1):
        for placement in geometric_placements(board, tiles, k):
            return placement_notation(placement, board)
    return None


def play_game(overrides: dict[str, Any], seed: str, most: int = 7) -> Game:
    """A whole game between two players with every kind of turn: placements, an exchange,
    a pass, a withdrawn phony, a failed challenge (lost turn), a time penalty."""
    game = Game(load_ruleset("english"), seed, [("ann", None), ("bob bell", None)], overrides)
    turn = 0
    while not game.over and turn < 200:
        turn += 1
        seat = game.turn
        if game.pending is not None and game.pending.ends_game:
            game.close_window()
            break
        if turn == 3:
            game.exchange(seat, "".join(game.seats[seat].rack[:3]))
            continue
        if turn == 5:
            game.pass_turn(seat)
            continue
        if turn == 8:
            game.adjust(seat, -10, "time")
        move = find_move(game, seat, 2 if turn in (7, 9) else most)
        if move is None:
            game.pass_turn(seat)
            continue
        game.place(seat, move)
        if turn == 7:  # the opponent challenges it off: a withdrawn phony
            assert game.pending is not None
            game.challenge(1 - seat, invalid=list(game.pending.words))
        elif turn == 9:  # a wrong challenge: the challenger loses a turn
            game.challenge(1 - seat, invalid=[])
    return game


def final_by_nick(game: Game) -> dict[str, int]:
    nicks = [s.player.replace(" ", "_") for s in game.seats]
    return {n: game.scores[s.side] for n, s in zip(nicks, game.seats, strict=True)}


@pytest.mark.parametrize("convention", ["tournament", "publisher"])
def test_played_game_round_trips_through_gcg(convention: str) -> None:
    game = play_game({"end_adjustment": convention}, seed=f"export-{convention}")
    kinds = {t.kind for t in game.history}
    assert game.over and game.end_reason == "out"
    assert {"place", "exchange", "pass", "withdrawn", "lost_turn", "adjust", "end"} <= kinds
    text = game_to_gcg(game)
    record = parse_gcg(text)
    assert record.nicks() == ["ann", "bob_bell"] or record.nicks() == ["bob_bell", "ann"]
    result = replay(record, load_ruleset("english"))
    assert result.convention == convention
    assert [str(m) for m in result.mismatches] == []
    assert result.final == final_by_nick(game)
    assert record.final_totals() == final_by_nick(game)


def test_export_lines_for_each_kind_of_turn() -> None:
    game = play_game({"end_adjustment": "tournament"}, seed="export-tournament")
    text = game_to_gcg(game, names={"ann": "Ann Smith"}, lexicon="NWL23")
    lines = text.splitlines()
    assert lines[0] == "#character-encoding UTF-8"
    assert lines[1] == "#description Rules: english end_adjustment=tournament"
    assert "#lexicon NWL23" in lines
    assert any(line.startswith("#player") and line.endswith(" ann Ann Smith") for line in lines)
    assert any(line.endswith(" bob_bell bob bell") for line in lines)
    record = parse_gcg(text)
    kinds = [e.kind for e in record.events]
    assert kinds.count("withdrawn") == 1
    assert kinds.count("time_penalty") == 1
    assert kinds.count("exchange") == 1
    assert kinds[-1] == "end_points"
    withdrawn = kinds.index("withdrawn")
    assert kinds[withdrawn - 1] == "place"
    assert record.events[withdrawn].score == -record.events[withdrawn - 1].score
    lost = [e for e in record.events if e.notes == ["lost turn: unsuccessful challenge"]]
    assert len(lost) == 1 and lost[0].kind == "pass" and len(lost[0].rack) == 7


def test_running_game_exports_what_happened_so_far() -> None:
    game = Game(load_ruleset("english"), "running", [("a", None), ("b", None)])
    move = find_move(game, game.turn, 7)
    assert move is not None
    game.place(game.turn, move)  # still waiting for its challenge window
    record = parse_gcg(game_to_gcg(game))
    assert len(record.events) == 1 and record.events[0].kind == "place"
    assert replay(record, load_ruleset("english")).ok


def test_game_ended_by_scoreless_turns_exports_the_deductions() -> None:
    game = Game(load_ruleset("english"), "passes", [("a", None), ("b", None)])
    move = find_move(game, game.turn, 7)
    assert move is not None
    game.place(game.turn, move)
    while not game.over:
        game.pass_turn(game.turn)
    assert game.end_reason == "scoreless"
    record = parse_gcg(game_to_gcg(game))
    assert [e.kind for e in record.events[-2:]] == ["end_penalty", "end_penalty"]
    result = replay(record, load_ruleset("english"))
    assert [str(m) for m in result.mismatches] == []
    assert result.final == {s.player: game.scores[s.side] for s in game.seats}


@pytest.mark.parametrize("most", [2, 3, 5])
@pytest.mark.parametrize("convention", ["tournament", "publisher", "deduct_only"])
def test_longer_games_round_trip_under_every_convention(convention: str, most: int) -> None:
    """Short placements make long games: the bag runs out, racks shrink, a player goes out."""
    game = play_game({"end_adjustment": convention}, seed=f"long-{most}", most=most)
    assert game.over and game.end_reason == "out"
    record = parse_gcg(game_to_gcg(game))
    result = replay(record, load_ruleset("english"), cast(ConventionChoice, convention))
    assert [str(m) for m in result.mismatches] == []
    assert result.final == final_by_nick(game)
