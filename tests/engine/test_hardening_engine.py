"""Issue 13, the engine's part: every game ends (item 7) and every house rule makes a
playable game (item 12)."""

from __future__ import annotations

import pytest
from engine_helpers import new_game

from engine.errors import MoveError
from engine.game import Game
from engine.rules import load_ruleset, ruleset_ids


@pytest.mark.parametrize("variant", ruleset_ids())
def test_item7_scoreless_rounds_abandon_every_rule_set(variant: str) -> None:
    """Bulgarian and home Erudit never ended while players kept passing with tiles in
    the bag; now 20 full scoreless rounds abandon any game, unrated."""
    g = new_game(variant, 2, scoreless_turns_end=0, passes_per_player_end=0,
                 end_when_no_moves=False)
    turns = 0
    while not g.over:
        g.pass_turn(g.turn)
        turns += 1
        assert turns <= 40
    assert turns == 40 and g.end_reason == "abandoned" and g.winners == []
    assert Game.replay(g.header(), g.log).to_json() == g.to_json()


def test_item7_the_rule_sets_own_ending_comes_first() -> None:
    g = new_game("english", 2)
    for _ in range(6):
        g.pass_turn(g.turn)
    assert g.over and g.end_reason == "scoreless"


def test_item7_abandonment_is_a_setting() -> None:
    g = new_game("bulgarian", 3, abandon_scoreless_rounds=2)
    for _ in range(6):
        g.pass_turn(g.turn)
    assert g.over and g.end_reason == "abandoned"
    with pytest.raises(MoveError):
        load_ruleset("bulgarian").with_overrides(abandon_scoreless_rounds=0)


@pytest.mark.parametrize("override", [
    {"min_word_len": 1_000_000}, {"max_word_len": -1}, {"players_min": 8},
    {"players_min": 1}, {"rack_size": 9, "players_max": 20}, {"bingo_amount": -5},
    {"exchange_min_bag": 500}, {"target_score": -1}, {"vote_window": 0},
    {"move_time_limit": 10**9}, {"challenge_window": 10**9}, {"min_word_len": 8},
    {"max_word_len": 1}, {"exchange_limit": -1},
])
def test_item12_nonsensical_house_rules_are_refused(override: dict[str, int]) -> None:
    with pytest.raises(MoveError) as e:
        load_ruleset("english").with_overrides(**override)
    assert e.value.code == "bad_option"


@pytest.mark.parametrize("variant", ruleset_ids())
def test_item12_every_rule_set_is_in_range(variant: str) -> None:
    load_ruleset(variant).validate()
