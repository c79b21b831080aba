"""House rules the engine cannot play are refused by ``RuleSet.with_overrides`` itself,
with ``MoveError("bad_option")`` naming the field: not by a check in the service, and
never by a crash later.  Whatever it accepts, a game can be dealt and played."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import MoveError
from engine.game import Game
from engine.rules import load_ruleset, ruleset_ids


def refused(variant: str, **overrides: Any) -> str:
    with pytest.raises(MoveError) as caught:
        load_ruleset(variant).with_overrides(**overrides)
    assert caught.value.code == "bad_option"
    return str(caught.value.params["option"])


def test_a_rack_of_none_is_refused_not_divided_by() -> None:
    # It raised ZeroDivisionError in RuleSet.ranges.
    assert refused("english", rack_size=0) == "rack_size=0"
    assert refused("literaki", rack_size=-3) == "rack_size=-3"


def test_a_solo_limit_below_the_least_players_is_refused() -> None:
    # players_max_solo=1 made a lobby that could never start (2 players at least).
    assert refused("erudit-home", players_max_solo=1) == "players_max_solo=1"
    assert load_ruleset("erudit-home").with_overrides(players_max_solo=0).max_players(False) == 6
    assert load_ruleset("english").with_overrides(players_max_solo=2).max_players(False) == 2


def test_a_rule_sets_scoreless_ending_stays_on_as_a_house_rule() -> None:
    english = load_ruleset("english")
    with pytest.raises(MoveError) as caught:
        english.with_house_rules(scoreless_turns_end=0)
    assert caught.value.params["option"] == "scoreless_turns_end=0"
    assert english.with_house_rules(scoreless_turns_end=3).scoreless_turns_end == 3
    # the engine can still play it (its tests of the abandonment do)
    assert english.with_overrides(scoreless_turns_end=0).scoreless_turns_end == 0
    # a rule set without one keeps none
    assert load_ruleset("bulgarian").with_house_rules(scoreless_turns_end=0)


NUMBERS = ("rack_size", "players_min", "players_max", "players_max_solo", "min_word_len",
           "max_word_len", "start_premium", "bingo_amount", "exchange_min_bag",
           "exchange_limit", "passes_per_player_end", "scoreless_turns_end",
           "abandon_scoreless_rounds", "target_score", "wym_min_bag", "vote_window",
           "final_move_window", "undo_ask_window", "undo_agree_window")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(ruleset_ids()),
       overrides=st.dictionaries(st.sampled_from(NUMBERS), st.integers(-3, 40), max_size=4),
       teams=st.booleans(), seed=st.integers(0, 10**6))
def test_what_the_engine_accepts_it_can_play(variant: str, overrides: dict[str, int],
                                              teams: bool, seed: int) -> None:
    try:
        rules = load_ruleset(variant).with_overrides(**overrides)
    except MoveError as e:
        assert e.code == "bad_option" and str(e.params["option"]).split("=")[0] in overrides
        return
    teams = teams and rules.teams
    most = rules.max_players(teams)
    assert rules.players_min <= most
    sizes = {most - most % 2} if teams else {rules.players_min, most}  # two equal teams
    for n in sizes:
        players = [(f"p{i}", i % 2 if teams else None) for i in range(n)]
        g = Game(load_ruleset(variant), str(seed), players, overrides or None)
        assert all(len(s.rack) == rules.rack_size for s in g.seats)
        for _ in range(2 * n):  # a round of passes, or the game ends on them
            if g.over:
                break
            g.pass_turn(g.turn)
        assert Game.replay(g.header(), g.log).to_json() == g.to_json()


def test_fewer_players_in_all_is_fewer_alone_too() -> None:
    """erudit-home ``players_max=2`` was refused as ``players_max_solo=5``, an option
    nobody typed (found by the property above)."""
    rules = load_ruleset("erudit-home").with_overrides(players_max=2)
    assert rules.players_max == 2 and rules.max_players(teams=False) == 2
