"""Turn flow, error codes, state, replay and pop: rules common to every rule set."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from engine_helpers import drain_bag, new_game, opening, refused, set_rack, snapshot

from engine.actions import Pass
from engine.board import Tile
from engine.errors import MESSAGES, MoveError
from engine.game import Game
from engine.lexicon import WordSet
from engine.notation import Coord
from engine.placement import Placement, words_formed
from engine.rules import load_ruleset, ruleset_ids


def _cat(variant: str = "english", **kw: Any) -> Game:
    g = new_game(variant, word_check="auto", **kw)
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    return g


GAME_ERRORS: dict[str, Callable[[], tuple[Game, Callable[[], object]]]] = {
    "bad_syntax": lambda: (g := new_game("english"), lambda: g.place(0, "8H")),
    "bad_coordinate": lambda: (g := new_game("english"), lambda: g.place(0, "H8H CAT")),
    "off_board": lambda: (g := new_game("english"), lambda: g.place(0, "8M CATS")),
    "coord_off_board": lambda: (g := new_game("english"), lambda: g.place(0, "8Z CAT")),
    # A letter of no keyboard the game expects; one of the other script is named as such.
    "bad_letter": lambda: (g := new_game("english"), lambda: g.place(0, "8H CAΩ")),
    "foreign_letter_cyrillic": lambda: (g := new_game("english"), lambda: g.place(0, "8H КОТ")),
    "foreign_letter_latin": lambda: (g := new_game("bulgarian"), lambda: g.place(0, "8H КQТ")),
    "letter_mismatch": lambda: (g := _cat(), lambda: g.place(1, "8G DAT")),
    "empty_through": lambda: (g := new_game("english"), lambda: g.place(0, "8H .AT")),
    "no_new_tiles": lambda: (g := _cat(), lambda: g.place(1, "8G CAT")),
    "word_continues": lambda: (g := _cat(), lambda: g.place(1, "8J S")),
    "not_connected": lambda: (g := _cat(), lambda: g.place(1, "1A EE")),
    "start_not_covered": lambda: (g := new_game("english"), lambda: g.place(0, "7H CAT")),
    "first_move_too_short": lambda: (g := new_game("english"), lambda: g.place(0, "8H A")),
    "not_on_rack": lambda: (g := _cat(), lambda: g.place(1, "8G CATZZZ")),
    "word_too_short": lambda: (
        g := new_game("english", min_word_len=3), lambda: g.place(0, opening(g, 2))),
    "word_too_long": lambda: (
        g := new_game("english", max_word_len=2), lambda: g.place(0, opening(g, 3))),
    "unknown_word": lambda: (
        g := new_game("english", word_check="auto", lexicon=WordSet([])),
        lambda: g.place(0, opening(g, 2))),
    "not_your_turn": lambda: (g := new_game("english"), lambda: g.pass_turn(1)),
    "game_over": lambda: (g := _resigned(), lambda: g.pass_turn(1)),
    "not_a_player": lambda: (g := new_game("english"), lambda: g.pass_turn(7)),
    "exchange_bag_too_small": lambda: (g := _small_bag(), lambda: g.exchange(0, "E")),
    "exchange_limit": lambda: (g := _three_exchanges(), lambda: g.exchange(0, "E")),
    "exchange_empty": lambda: (g := new_game("english"), lambda: g.exchange(0, " ")),
    "move_pending": lambda: (g := _pending("literaki"), lambda: g.pass_turn(1)),
    "nothing_pending": lambda: (g := new_game("english"), lambda: g.challenge(1)),
    "own_move": lambda: (g := _pending("literaki"), lambda: g.vote(0, True)),
    "already_voted": lambda: (g := _voted(), lambda: g.vote(1, True)),
    "not_allowed": lambda: (g := _pending("literaki"), lambda: g.challenge(1)),
    "swap_not_blank": lambda: (g := _fetr(), lambda: g.place(0, "9E АБ", swaps=["F8"])),
    "swap_letter_mismatch": lambda: (g := _fetr(), lambda: g.place(0, "9E аБ", swaps=["E8"])),
    "swap_blank_unused": lambda: (g := _fetr("Ф"), lambda: g.place(0, "9E АБ", swaps=["E8"])),
    "undo_not_possible": lambda: (g := _pending("literaki"), lambda: g.request_undo(1)),
    "no_undo_request": lambda: (g := _pending("literaki"), lambda: g.undo_vote(1, True)),
    "resigned": lambda: (g := _resigned(3), lambda: g.pass_turn(0)),
    "gap": lambda: (g := new_game("english"), lambda: words_formed(g.board, Placement(
        Coord(7, 7, True), ((7, 7, Tile("A")), (7, 9, Tile("B")))))),
}


def _resigned(n: int = 2) -> Game:
    g = new_game("english", n)
    g.resign(0)
    return g


def _small_bag() -> Game:
    g = new_game("english")
    set_rack(g, 0, "EEEEEEE")
    drain_bag(g, 6)
    return g


def _three_exchanges() -> Game:
    g = new_game("literaki")
    for _ in range(3):
        set_rack(g, 0, "EAAAAAA")
        g.exchange(0, "E")
        g.pass_turn(1)
    set_rack(g, 0, "EAAAAAA")
    return g


def _pending(variant: str) -> Game:
    g = new_game(variant)
    g.place(0, opening(g, 2))
    return g


def _voted() -> Game:
    g = new_game("literaki", 3)
    g.place(0, opening(g, 2))
    g.vote(1, True)
    return g


def _fetr(extra: str = "") -> Game:
    g = new_game("erudit-home", word_check="auto")
    set_rack(g, 0, "?ЕТР")
    g.place(0, "8E фЕТР")
    g.pass_turn(1)
    set_rack(g, 0, "АБ" + extra)
    return g


@pytest.mark.parametrize("code", sorted(GAME_ERRORS))
def test_every_error_code_is_a_clear_move_error_and_changes_nothing(code: str) -> None:
    game, action = GAME_ERRORS[code]()
    assert code in MESSAGES
    if code == "gap":
        with pytest.raises(MoveError) as e:
            action()
        assert e.value.code == code
        return
    refused(game, code, action)


@pytest.mark.parametrize(
    ("code", "make"),
    [
        ("too_few_players", lambda: Game(load_ruleset("english"), "s", [("a", None)])),
        ("too_many_players", lambda: Game(
            load_ruleset("english"), "s", [(f"p{i}", None) for i in range(5)])),
        ("bad_teams", lambda: Game(load_ruleset("english"), "s", [("a", 1), ("b", 2)])),
        ("bad_option", lambda: load_ruleset("english").with_overrides(rack_size=99)),
        ("bad_option", lambda: load_ruleset("nosuch")),
    ],
)
def test_setup_errors_have_codes(code: str, make: Callable[[], object]) -> None:
    with pytest.raises(MoveError) as e:
        make()
    assert e.value.code == code and str(e.value)


def test_every_rule_set_loads() -> None:
    assert set(ruleset_ids()) >= {
        "english", "bulgarian", "literaki", "erudit", "slovak", "erudit-home", "polish",
        "romanian"}
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        g = Game(rules, "x", [("a", None), ("b", None)])
        assert len(g.bag) == rules.tileset.total - 2 * rules.rack_size


def test_timeout_cannot_close_a_game_ending_window() -> None:
    g = new_game("english")
    set_rack(g, 0, "CAT")
    drain_bag(g, 0)
    g.place(0, "8G CAT")
    refused(g, "move_pending", g.timeout, 1)
    refused(g, "move_pending", g.pass_turn, 1)


def test_target_round_ends_when_last_player_loses_turn() -> None:
    g = new_game("english", lexicon=WordSet(["CAT"]), target_score=5)
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    g.challenge(1)  # wrong: seat 1 loses the turn that would have finished the round
    assert g.over and g.end_reason == "target" and g.winners == [0]


def test_target_move_ending_round_waits_for_its_challenge() -> None:
    g = new_game("english", lexicon=WordSet(["CAT"]), target_score=5)
    g.pass_turn(0)
    set_rack(g, 1, "ZATEEEE")
    g.place(1, "8G ZAT")  # reaches the target and ends the round: the window stays open
    assert not g.over and g.turn == 1
    refused(g, "move_pending", g.pass_turn, 0)
    g.challenge(0)
    assert not g.over and g.scores == {0: 0, 1: 0} and g.turn == 0


def test_resign_ends_two_player_game() -> None:
    g = new_game("english")
    g.resign(1)
    assert g.over and g.end_reason == "resigned" and g.winners == [g.seats[0].side]


def test_resignation_completes_the_accepts() -> None:
    g = new_game("literaki", 3)
    g.place(0, opening(g, 2))
    g.vote(1, True)
    g.resign(2)
    assert g.pending is None and not g.over and g.turn == 1


def test_resign_takes_back_own_pending_move() -> None:
    g = new_game("literaki", 3)
    g.place(0, opening(g, 2))
    g.resign(0)
    assert g.board.is_empty() and g.turn == 1


def test_json_round_trip_with_pending_move_and_votes() -> None:
    g = new_game("literaki", 3)
    g.place(0, opening(g, 3))
    g.vote(1, True)
    data = g.to_json()
    text = json.dumps(data, ensure_ascii=False)
    again = Game.from_json(json.loads(text))
    assert again.to_json() == data
    again.vote(2, True)
    g.vote(2, True)
    assert snapshot(again) == snapshot(g)


def test_replay_from_seed_and_log() -> None:
    g = new_game("english", 3, lexicon=WordSet([]))
    g.place(0, opening(g, 2))
    g.challenge(2)
    g.exchange(1, g.seats[1].rack[0])
    g.pass_turn(2)
    assert snapshot(Game.replay(g.header(), g.log)) == snapshot(g)


def test_pop_restores_prior_state() -> None:
    g = new_game("bulgarian")
    before = snapshot(g)
    g.place(g.turn, opening(g, 2))
    mid = snapshot(g)
    g.pass_turn(g.turn)
    assert isinstance(g.pop(), Pass)
    assert snapshot(g) == mid
    g.pop()
    assert snapshot(g) == before
    with pytest.raises(IndexError):
        g.pop()


def test_clock_expiry_on_turn_closes_challenge_window() -> None:
    g = new_game("english")
    g.place(0, opening(g, 2))
    g.clock_expired(1)
    assert g.pending is None and g.turn == 0 and g.history[-1].kind == "timeout"


def test_a_game_ended_by_request_keeps_its_scores() -> None:
    g = _cat()
    before = dict(g.scores)
    g.end_by_request()
    assert g.over and g.end_reason == "stopped"
    assert g.scores == before  # no rack is deducted from a game stopped part-way


def test_a_coordinate_off_the_board_names_itself() -> None:
    g = new_game("literaki")
    try:
        g.place(0, "16R CAT")
    except MoveError as err:
        assert err.code == "coord_off_board"
        assert err.params == {"coord": "16R", "last_col": "Q", "rows": 15}
    else:
        raise AssertionError("16R was accepted")


def test_may_exchange_answers_as_exchange_does() -> None:
    """``Game.may_exchange`` and ``Game.exchange`` give one answer: a refused exchange is
    one ``may_exchange`` said no to, with the same error codes as before."""
    small, limited, fine = _small_bag(), _three_exchanges(), new_game("english")
    assert not small.may_exchange(0)
    refused(small, "exchange_bag_too_small", small.exchange, 0, "E")
    assert not limited.may_exchange(0)
    refused(limited, "exchange_limit", limited.exchange, 0, "E")
    assert fine.may_exchange(0, 7)
    # draw_first: exchanging more tiles than the bag holds after the draw is refused.
    drain_bag(fine, 7)
    assert fine.may_exchange(0, 7) and not fine.may_exchange(0, 8)


def test_actor_and_bag_after_pending() -> None:
    g = _pending("literaki")  # accept-or-check: everyone waits for the votes
    assert g.actor() is None
    p = g.pending
    assert p is not None
    drawn = g.rules.rack_size - len(g.seats[p.seat].rack)
    assert g.bag_after_pending() == len(g.bag) - drawn
    g.vote(1, True)
    assert g.actor() == g.turn == 1 and g.bag_after_pending() == len(g.bag)
    c = new_game("english")  # challenge mode: the next player may act at once
    c.place(0, opening(c, 2))
    assert c.pending is not None and c.actor() == 1
    c.resign(1)
    assert c.over and c.actor() is None
