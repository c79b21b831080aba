"""What a failed double challenge costs, as the engine plays it and as it tells it
(``Game.failed_challenge_cost`` before the challenge, ``failed_challenge_costs`` for a
rule set): the turn the challenger is on when they are to move (with two players always
so), else their next; nothing when the move ends the game as it stands.  In every rule
set that challenges, with two players and with three."""

from __future__ import annotations

import pytest
from engine_helpers import drain_bag, new_game, opening

from engine.game import Game, failed_challenge_costs
from engine.rules import load_ruleset
from engine.state import ChallengeCost

CHALLENGING = ["english", "bulgarian", "polish", "romanian", "slovak"]
GROUPS = ["english", "bulgarian", "polish", "romanian"]  # Slovak: two players at most


def waiting(variant: str, players: int) -> Game:
    game = new_game(variant, players, word_check="challenge")  # every word valid
    game.place(game.turn, opening(game))
    assert game.pending is not None
    return game


@pytest.mark.parametrize("variant", CHALLENGING)
def test_the_one_to_move_loses_the_turn_they_are_on(variant: str) -> None:
    for players in (2, 3) if variant in GROUPS else (2,):
        game = waiting(variant, players)
        challenger = game.turn
        assert game.failed_challenge_cost(challenger) is ChallengeCost.THIS_TURN
        lines = len(game.history)
        out = game.challenge(challenger)
        assert out.challenge_cost is ChallengeCost.THIS_TURN
        assert game.history[lines].kind == "lost_turn"
        assert game.history[lines].seat == challenger and game.turn != challenger


@pytest.mark.parametrize("variant", GROUPS)
def test_another_challenger_loses_their_next_turn(variant: str) -> None:
    game = waiting(variant, 3)
    mover = game.pending.seat  # type: ignore[union-attr]
    challenger = next(i for i in range(3) if i not in (mover, game.turn))
    assert game.failed_challenge_cost(challenger) is ChallengeCost.NEXT_TURN
    to_move = game.turn
    out = game.challenge(challenger)
    # the outcome carries the cost the engine decided, for the chat to say at once
    assert out.lost_turn == challenger and out.challenge_cost is ChallengeCost.NEXT_TURN
    assert game.turn == to_move and game.history[-1].kind == "place"
    game.pass_turn(to_move)
    assert game.history[-1].kind == "lost_turn" and game.history[-1].seat == challenger
    assert game.turn == mover


@pytest.mark.parametrize("variant", CHALLENGING)
def test_a_challenge_of_the_move_that_ends_the_game_costs_no_turn(variant: str) -> None:
    game = new_game(variant, 2, word_check="challenge")
    drain_bag(game, 0)
    seat = game.turn
    game.seats[seat].rack = game.seats[seat].rack[:2]
    game.place(seat, opening(game))
    other = 1 - seat
    assert game.failed_challenge_cost(other) is ChallengeCost.NOTHING
    game.challenge(other)
    assert game.over and not any(t.kind == "lost_turn" for t in game.history)


@pytest.mark.parametrize("variant", CHALLENGING)
def test_the_rule_sets_costs_are_the_games(variant: str) -> None:
    rules = load_ruleset(variant).with_overrides(word_check="challenge")
    two = (ChallengeCost.THIS_TURN, ChallengeCost.NOTHING)
    assert failed_challenge_costs(rules, 2) == two
    assert failed_challenge_costs(rules, 3) == tuple(ChallengeCost)
    # Any game of the rules: Slovak is played by two, the others by up to four.
    assert failed_challenge_costs(rules) == (tuple(ChallengeCost) if variant in GROUPS
                                             else two)
    assert waiting(variant, 2).failed_challenge_costs() == failed_challenge_costs(rules, 2)


@pytest.mark.parametrize("variant", ["literaki", "erudit", "erudit-home", "english"])
def test_no_turn_is_lost_where_words_are_not_challenged(variant: str) -> None:
    rules = load_ruleset(variant)
    for check in rules.word_check_choices or (rules.word_check,):
        if check != "challenge":
            assert failed_challenge_costs(rules.with_overrides(word_check=check), 2) == ()


def test_the_challenger_of_a_move_taken_off_is_read_from_the_log() -> None:
    """``Game.challengers``: the withdrawn line a double challenge made, with who
    challenged (3 players: not the one to move); a move the word list refused at once has
    none; a game with no withdrawn line none."""
    game = new_game("english", 3, word_check="challenge")
    assert game.challengers() == {}
    seat = game.turn
    game.place(seat, opening(game))
    challenger = next(i for i in range(3) if i not in (seat, game.turn))
    game.challenge(challenger, invalid=["XX"])
    line = next(i for i, t in enumerate(game.history) if t.kind == "withdrawn")
    assert game.challengers() == {line: challenger}
    assert Game.from_json(game.to_json()).challengers() == {line: challenger}
