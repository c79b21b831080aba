"""Typed actions and the log's JSON form: every entry reads as an action and writes back
the same entry, stored games from before the actions were typed load and replay, and a
game's typed actions replayed give the same state."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import VARIANTS, SomeWords, _act

from engine.actions import (
    Action,
    Adjust,
    AnswerUndo,
    AskUndo,
    Challenge,
    ClockOut,
    CloseUndo,
    CloseWindow,
    End,
    Exchange,
    Pass,
    Place,
    Reseed,
    Resign,
    Timeout,
    Vote,
    action_of,
    kind_of,
)
from engine.game import Game
from engine.rules import load_ruleset

# Game states (``Game.to_json``) written by the engine at 1daaa59, before the actions were
# typed: random games of every rule set (placements, exchanges, passes, time-outs, clocks,
# adjustments, challenges right and wrong, votes and checks, closed windows, undo asked,
# refused, lapsed and agreed, resignations, /end), some with a move still waiting.
STORED = Path(__file__).parent / "data" / "stored_games_v1.json"


def stored_games() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(STORED.read_text(encoding="utf-8"))
    return games


@pytest.mark.parametrize("state", stored_games(), ids=lambda s: f"{s['rules']}-{s['seed']}")
def test_a_stored_game_loads_and_replays_unchanged(state: dict[str, Any]) -> None:
    assert Game.from_json(state).to_json() == state
    header = {k: state[k] for k in ("version", "rules", "overrides", "seed", "players")}
    assert Game.replay(header, state["log"]).to_json() == state


def test_every_stored_entry_reads_as_an_action_and_writes_back_the_same() -> None:
    kinds = set()
    for state in stored_games():
        for entry in state["log"]:
            action = action_of(entry)
            kinds.add(type(action))
            assert action.to_json() == entry
            assert kind_of(entry) is type(action)
    # The fixture holds every kind a game of turns logs (a stored /end, a clock run out).
    assert kinds >= {Place, Exchange, Pass, Timeout, ClockOut, Resign, End, Adjust,
                     Challenge, Vote, CloseWindow, AskUndo, AnswerUndo, CloseUndo, Reseed}


def test_an_entry_of_no_known_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown action"):
        action_of({"a": "castle", "seat": 0})
    with pytest.raises(ValueError, match="unknown action"):
        kind_of({"a": "castle", "seat": 0})


def test_a_placement_logged_before_blank_swaps_reads_with_none() -> None:
    assert action_of({"a": "place", "seat": 1, "move": "8H AB"}) == Place(1, "8H AB")


seats = st.integers(0, 3)
words = st.none() | st.lists(st.text("ABCŁŻЩ", min_size=1, max_size=5), max_size=3).map(tuple)
verdict = st.none() | st.booleans()
any_action: st.SearchStrategy[Action] = st.one_of(
    st.builds(Place, seats, st.text(min_size=1), st.lists(st.sampled_from(["A1", "H8"]),
                                                         max_size=2).map(tuple),
              no_moves=verdict),
    st.builds(Exchange, seats, st.text(min_size=1), no_moves=verdict),
    st.builds(Pass, seats, no_moves=verdict),
    st.builds(Timeout, seats, no_moves=verdict),
    st.builds(ClockOut, seats, no_moves=verdict),
    st.builds(Resign, seats, no_moves=verdict),
    st.builds(End, st.booleans(), no_moves=verdict),
    st.builds(Adjust, seats, st.integers(-500, 500), st.text(), no_moves=verdict),
    st.builds(Challenge, seats, words.filter(lambda w: w is not None), no_moves=verdict),
    st.builds(Vote, seats, st.booleans(), words, no_moves=verdict),
    st.builds(CloseWindow, words, no_moves=verdict),
    st.builds(AskUndo, seats, no_moves=verdict),
    st.builds(AnswerUndo, seats, st.booleans(), no_moves=verdict),
    st.builds(CloseUndo, no_moves=verdict),
    st.builds(Reseed, st.text(min_size=1), no_moves=verdict),
)


@given(any_action)
def test_every_action_round_trips_through_json(action: Action) -> None:
    entry = json.loads(json.dumps(action.to_json()))  # as storage keeps it
    assert action_of(entry) == action
    assert action_of(entry).to_json() == entry


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4),
       steps=st.lists(st.tuples(st.integers(0, 99), st.integers(0, 999)), max_size=40))
def test_the_actions_of_a_random_game_round_trip_and_replay_to_its_state(
    variant: str, seed: int, players: int, steps: list[tuple[int, int]]
) -> None:
    rules = load_ruleset(variant)
    n = max(rules.players_min, min(players, rules.players_max_solo or rules.players_max))
    game = Game(rules, str(seed), [(f"p{i}", None) for i in range(n)])
    game.lexicon = SomeWords()
    for kind, pick in steps:
        if game.over:
            break
        _act(game, kind, pick)
    typed = [action_of(json.loads(json.dumps(entry))) for entry in game.log]
    assert [a.to_json() for a in typed] == game.log
    replayed = Game.new(game.header())  # no lexicon: the verdicts come from the actions
    for action in typed:
        replayed.apply(action)
    assert replayed.to_json() == game.to_json()
