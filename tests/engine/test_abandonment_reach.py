"""Whether a game can end abandoned after its long run of scoreless rounds
(``RuleSet.scoreless_abandonment_possible``, which decides whether /rules says so): the
answer against games played to the end on a longest scoreless run (passes, broken by
exchanges where a passes rule would end it).  A scoreless-turns rule shorter than the
rounds ends it first; a passes rule does only where too few exchanges can break the run
of passes."""

from __future__ import annotations

import pytest
from engine_helpers import new_game

from engine.game import Game
from engine.rules import load_ruleset, ruleset_ids
from engine.state import Termination


def longest_scoreless_run(game: Game) -> None:
    """Passes, and an exchange (where one is allowed) once two more passes would end the
    game by the passes rule: a run of passes one shorter than the longest, so that the
    exchanges fall to every seat in turn (with 4 players and 8 passes ending the game,
    runs of 7 passes would leave the exchanges to one seat alone)."""
    rules = game.rules
    while not game.over:
        seat = game.turn
        short = (rules.passes_per_player_end
                 and game.passes + 2 >= rules.passes_per_player_end * len(game.movers()))
        if short and game.may_exchange(seat):
            game.exchange(seat, game.seats[seat].rack[0])
        else:
            game.pass_turn(seat)


@pytest.mark.parametrize(("variant", "players", "house", "end"), [
    ("bulgarian", 2, {}, Termination.ABANDONED),  # no rule of its own ends a run of passes
    ("erudit-home", 3, {}, Termination.ABANDONED),
    ("slovak", 2, {}, Termination.ABANDONED),  # 3 passes each, but exchanges break the run
    ("literaki", 4, {"undo_by_consent": False}, Termination.ABANDONED),  # 3 exchanges each
    ("english", 2, {}, Termination.SCORELESS),  # 6 scoreless turns: before 20 rounds
    ("erudit", 4, {}, Termination.SCORELESS),
    ("english", 2, {"abandon_scoreless_rounds": 2}, Termination.ABANDONED),  # 4 < 6
    ("english", 3, {"abandon_scoreless_rounds": 3}, Termination.SCORELESS),  # 6 at 2 movers
    ("slovak", 2, {"exchange_limit": 1}, Termination.PASSES),
])
def test_the_answer_is_what_a_game_does(variant: str, players: int, house: dict[str, object],
                                        end: Termination) -> None:
    game = new_game(variant, players, **house)
    assert game.rules.scoreless_abandonment_possible() is (end is Termination.ABANDONED)
    longest_scoreless_run(game)
    assert game.end_reason is end, (game.end_reason, game.scoreless, game.passes)


def test_an_undo_by_consent_carries_a_run_past_the_passes_rule() -> None:
    """Literaki as dealt: two players' six exchanges cannot make 40 scoreless turns
    between runs of 4 passes, but an agreed undo counts as a scoreless turn and no pass
    (tests/engine/test_undo_loop.py plays that loop to its abandonment)."""
    rules = load_ruleset("literaki")
    assert rules.undo_by_consent and rules.scoreless_abandonment_possible()


def test_the_rule_sets_as_dealt() -> None:
    possible = {rid for rid in ruleset_ids()
                if load_ruleset(rid).scoreless_abandonment_possible()}
    assert possible == {"bulgarian", "erudit-home", "literaki", "slovak"}
