"""A play / accept / undo / agree loop (Literaki, undo by consent) cannot go on for ever:
each move taken back by consent is a scoreless turn, so the loop ends as scoreless rounds
end a game; and it does not grow the game: the undo's reseed takes the place of the one
the loop left before, counting both, so the log, the seed and the state stay as long."""

from __future__ import annotations

import json

from engine_helpers import new_game

from engine.actions import Reseed, action_of
from engine.game import Game
from engine.state import Termination


def loop_once(game: Game, n: int) -> None:
    seat = game.turn
    rack = [t for t in game.seats[seat].rack if t != "?"]
    game.place(seat, f"8I {rack[0]}{rack[1]}")
    game.vote(1 - seat, True)
    game.request_undo(seat)
    game.undo_vote(1 - seat, True, entropy=f"e{n:04d}")


def test_an_agreed_undo_counts_toward_the_scoreless_round_ending() -> None:
    game = new_game("literaki", 2)
    limit = game.rules.abandon_scoreless_rounds * 2
    for n in range(limit - 1):
        loop_once(game, n)
        assert not game.over and game.scoreless == n + 1
    loop_once(game, limit)
    assert game.over and game.end_reason is Termination.ABANDONED and game.winners == []
    assert Game.replay(game.header(), game.log).to_json() == game.to_json()


def test_undo_yes_stays_flat_in_the_game_s_length() -> None:
    game = new_game("literaki", 2)
    sizes = []
    for n in range(30):
        loop_once(game, n)
        sizes.append((len(game.log), len(game.history), len(game.bag.seed),
                      len(json.dumps(game.to_json()))))
    assert len({s[:3] for s in sizes}) == 1
    assert max(s[3] for s in sizes) - min(s[3] for s in sizes) <= 2  # the count's digits
    assert action_of(game.log[-1]) == Reseed("e0029", 30)


def test_a_reseed_logged_before_undos_counted_replays_as_it_did() -> None:
    game = new_game("literaki", 2)
    before = game.scoreless
    game.apply(action_of({"a": "reseed", "entropy": "old"}))
    assert game.scoreless == before and game.log[-1] == {"a": "reseed", "entropy": "old"}
