"""Literaki rules (seed 001), one test per rule of docs/rules.md."""

from __future__ import annotations

from collections import Counter

from engine_helpers import (
    drain_bag,
    full_set,
    new_game,
    opening,
    preset,
    refused,
    set_rack,
    snapshot,
    tiles_in_play,
)

from engine.game import Game
from engine.lexicon import WordSet


def _accepted(g, seat: int, move: str):  # type: ignore[no-untyped-def]
    """Play ``move`` and let every opponent accept it."""
    out = g.place(seat, move)
    for opp in g.opponents(seat):
        if g.pending is not None:
            g.vote(opp, True)
    return out


def test_literaki_board_17x15_and_115_tiles() -> None:
    g = new_game("literaki")
    assert (g.board.width, g.board.height) == (17, 15)
    assert g.rules.tileset.total == 115 and g.rules.tileset.blanks == 2
    assert g.board.layout.start == (7, 8)  # I8


def test_literaki_start_square_has_no_premium() -> None:
    g = new_game("literaki")
    set_rack(g, 0, "KOT")
    assert g.place(0, "8H KOT").score == 2 + 1 + 2


def test_literaki_4s_counts_only_at_word_start_or_end() -> None:
    g = new_game("literaki")
    preset(g, "8B A")
    set_rack(g, 0, "Ż")
    assert g.place(0, "8A ŻA").words == [("ŻA", (4 + 1) * 4)]  # begins on A8 (>)
    g = new_game("literaki")
    preset(g, "8P A")
    set_rack(g, 0, "Ż")
    assert g.place(0, "8P AŻ").words == [("AŻ", (1 + 4) * 4)]  # ends on Q8 (>)
    g = new_game("literaki")
    preset(g, "I2 A")
    set_rack(g, 0, "Ż")
    assert g.place(0, "I1 ŻA").words == [("ŻA", (4 + 1) * 4)]  # begins on I1 (v), down


def test_literaki_4s_nothing_for_a_word_passing_through() -> None:
    g = new_game("literaki")
    preset(g, "A6 A")
    set_rack(g, 0, "ŻAR")
    assert g.place(0, "A6 AŻAR").words == [("AŻAR", 1 + 4 + 1 + 1)]  # down through A8 (>)
    g = new_game("literaki")
    preset(g, "1H A")
    preset(g, "1J A")
    set_rack(g, 0, "Ż")
    assert g.place(0, "1H AŻA").words == [("AŻA", 1 + 4 + 1)]  # across through I1 (v)


def test_literaki_4s_only_when_newly_covered() -> None:
    g = new_game("literaki")
    preset(g, "8B A")
    set_rack(g, 0, "Ż")
    _accepted(g, 0, "8A ŻA")
    set_rack(g, 1, "K")
    assert g.place(1, "8A ŻAK").words == [("ŻAK", 4 + 1 + 2)]


def test_literaki_wym_exchanges_next_opponents_whole_rack() -> None:
    g = new_game("literaki", 3)
    preset(g, "I5 A")
    set_rack(g, 0, "Ż")
    victim_rack = list(g.seats[1].rack)
    other_rack = list(g.seats[2].rack)
    counter = g.bag.counter
    out = g.place(0, "I4 ŻA")  # I4 is a WYM square
    assert out.wym_seat is None  # nothing happens before the move stands
    g.vote(1, True)
    out = g.vote(2, True)
    assert out.wym_seat == 1  # the next opponent in turn order
    assert g.bag.counter > counter
    assert len(g.seats[1].rack) == len(victim_rack) == 7
    assert g.seats[2].rack == other_rack
    assert tiles_in_play(g) == full_set(g)


def test_literaki_the_rack_a_waiting_wym_move_exchanges_is_known_before() -> None:
    """``rack_goes_if_stands``: while a move on a WYM square waits, its victim's rack is
    about to go (the service says so, and hints from it no more); nobody else's."""
    g = new_game("literaki", 3)
    preset(g, "I5 A")
    set_rack(g, 0, "Ż")
    assert not any(g.rack_goes_if_stands(i) for i in range(3))  # nothing waits
    g.place(0, "I4 ŻA")  # I4 is a WYM square
    assert [g.rack_goes_if_stands(i) for i in range(3)] == [False, True, False]
    g.vote(1, True)
    g.vote(2, True)
    assert not any(g.rack_goes_if_stands(i) for i in range(3))  # it stood: exchanged
    low = new_game("literaki")
    preset(low, "I5 A")
    set_rack(low, 0, "Ż")
    drain_bag(low, 6)
    low.place(0, "I4 ŻA")
    assert not low.rack_goes_if_stands(1)  # too few tiles in the bag for the exchange


def test_literaki_wym_not_when_bag_below_seven() -> None:
    g = new_game("literaki")
    preset(g, "I5 A")
    set_rack(g, 0, "Ż")
    aside = drain_bag(g, 6)
    victim_rack = list(g.seats[1].rack)
    out = _accepted(g, 0, "I4 ŻA")
    assert out.wym_seat is None and g.seats[1].rack == victim_rack
    assert tiles_in_play(g) + Counter(aside) == full_set(g)


def test_literaki_wym_only_in_the_move_that_covers_it() -> None:
    g = new_game("literaki")
    preset(g, "I5 A")
    set_rack(g, 0, "Ż")
    _accepted(g, 0, "I4 ŻA")
    set_rack(g, 1, "M")
    rack0 = list(g.seats[0].rack)
    g.place(1, "I3 MŻA")
    out = g.vote(0, True)
    assert out.wym_seat is None and g.seats[0].rack == rack0


def test_literaki_all_accept_move_stands() -> None:
    g = new_game("literaki", 3, lexicon=WordSet([]))
    set_rack(g, 0, "KOT")
    g.place(0, "8H KOT")
    refused(g, "move_pending", g.pass_turn, 1)
    g.vote(1, True)
    assert g.pending is not None  # seat 2 has not accepted yet
    g.vote(2, True)
    assert g.pending is None and g.scores[0] == 5 and g.turn == 1


def test_literaki_check_takes_invalid_move_off() -> None:
    g = new_game("literaki", lexicon=WordSet(["KOT"]))
    set_rack(g, 0, "KOTY")
    rack = list(g.seats[0].rack)
    g.place(0, "8H KOTY")
    out = g.vote(1, False)
    assert out.invalid == ["KOTY"] and g.board.is_empty()
    assert g.seats[0].rack == rack and g.scores[0] == 0
    assert g.turn == 1  # the player scored nothing for that turn


def test_literaki_check_of_valid_move_stands() -> None:
    g = new_game("literaki", lexicon=WordSet(["KOT"]))
    set_rack(g, 0, "KOT")
    g.place(0, "8H KOT")
    out = g.vote(1, False)
    assert out.invalid == [] and g.scores[0] == 5 and g.turn == 1


def test_literaki_window_closing_without_all_accepts_checks_the_words() -> None:
    g = new_game("literaki", 3, lexicon=WordSet(["KOT"]))
    assert g.rules.vote_window == 10
    set_rack(g, 0, "KOTY")
    g.place(0, "8H KOTY")
    g.vote(1, True)
    out = g.close_window()
    assert out.invalid == ["KOTY"] and g.board.is_empty()
    set_rack(g, 1, "KOT")
    g.place(1, "8H KOT")
    out = g.close_window()
    assert out.invalid == [] and g.scores[g.seats[1].side] == 5


def test_literaki_undo_by_consent_restores_exact_prior_state() -> None:
    g = new_game("literaki", 3)  # no rack set by hand: undo replays the log
    before = snapshot(g)
    g.place(0, opening(g, 3))
    g.vote(1, True)
    g.vote(2, True)  # the move stood and its player drew
    g.request_undo(0)
    refused(g, "undo_pending", g.pass_turn, 1)  # the move stood: the request is the wait
    g.undo_vote(1, True)
    assert g.undo_request is not None
    out = g.undo_vote(2, True, entropy="fresh")
    assert out.kind == "undone"
    after = snapshot(g)
    # Exactly the prior state, but for the bag's new randomness, kept in the log, and the
    # move taken back counted as a scoreless turn (issue 24: so that a play / accept /
    # undo / agree loop ends, tests/engine/test_undo_loop.py).
    assert after.pop("log") == [*before.pop("log"),
                                {"a": "reseed", "entropy": "fresh", "undone": 1}]
    assert after.pop("bag_seed") == "s/fresh"
    assert after.pop("scoreless") == before.pop("scoreless") + 1
    assert after == before and g.turn == 0  # the player moves again


def test_literaki_undo_refused_by_one_opponent() -> None:
    g = new_game("literaki", 3)
    set_rack(g, 0, "KOT")
    _accepted(g, 0, "8H KOT")
    g.request_undo(0)
    g.undo_vote(1, True)
    out = g.undo_vote(2, False)
    assert out.kind == "undo_refused" and g.scores[0] == 5 and g.turn == 1


def test_an_undo_request_open_after_the_move_was_accepted_says_it_is_the_wait() -> None:
    """A newcomer asked to take back a move, the opponent accepted the move, then could
    not play: "wait until the last move is accepted or checked", though it was. The
    refusal names the open request and how to answer it; answering it lets play go on."""
    g = new_game("literaki")
    set_rack(g, 0, "KOT")
    g.place(0, "8H KOT")
    g.request_undo(0)
    g.vote(1, True)  # the move stands; the undo request is still open
    assert g.pending is None and g.undo_request is not None
    refused(g, "undo_pending", g.pass_turn, 1)
    g.undo_vote(1, False)
    g.pass_turn(1)


def test_literaki_undo_not_after_next_player_acted() -> None:
    g = new_game("literaki")
    set_rack(g, 0, "KOT")
    _accepted(g, 0, "8H KOT")
    g.pass_turn(1)
    refused(g, "undo_not_possible", g.request_undo, 0)


def test_literaki_exchange_limit_three_per_player() -> None:
    g = new_game("literaki")
    for _ in range(3):
        g.exchange(0, g.seats[0].rack[0])
        g.pass_turn(1)
    e = refused(g, "exchange_limit", g.exchange, 0, g.seats[0].rack[0])
    assert e.params == {"limit": 3}


def test_literaki_exchange_needs_seven_in_bag() -> None:
    g = new_game("literaki")
    drain_bag(g, 6)
    refused(g, "exchange_bag_too_small", g.exchange, 0, g.seats[0].rack[0])
    g2 = new_game("literaki")
    drain_bag(g2, 7)
    g2.exchange(0, g2.seats[0].rack[0])


def test_literaki_two_rounds_of_passes_end_game() -> None:
    g = new_game("literaki", 3)
    for _ in range(5):
        g.pass_turn(g.turn)
    assert not g.over
    g.pass_turn(g.turn)
    assert g.over and g.end_reason == "passes"
    assert all(g.scores[s.side] == -g.rack_value(i) for i, s in enumerate(g.seats))


def test_literaki_timeout_counts_as_pass() -> None:
    g = new_game("literaki")
    g.timeout(0)
    g.pass_turn(1)
    g.timeout(0)
    assert not g.over
    g.timeout(1)
    assert g.over and g.end_reason == "passes"


def test_literaki_withdrawn_move_counts_as_pass() -> None:
    g = new_game("literaki", lexicon=WordSet([]))
    g.pass_turn(0)
    g.pass_turn(1)
    g.pass_turn(0)
    set_rack(g, 1, "KOT")
    g.place(1, "8H KOT")
    g.vote(0, False)  # checked and taken off: the fourth pass in a row
    assert g.over and g.end_reason == "passes"


def test_literaki_exchange_is_not_a_pass() -> None:
    g = new_game("literaki")
    g.pass_turn(0)
    g.pass_turn(1)
    g.pass_turn(0)
    g.exchange(1, g.seats[1].rack[0])
    g.pass_turn(0)
    assert not g.over and g.passes == 1


def test_literaki_all_players_out_of_game_time_end_game() -> None:
    g = new_game("literaki", 3)
    g.clock_expired(1)
    assert not g.over
    g.pass_turn(0)  # seat 1 is out of time: its turn passes by itself
    assert g.turn == 2 and g.history[-1].kind == "timeout"
    g.clock_expired(0)
    g.clock_expired(2)
    assert g.over and g.end_reason == "clocks"
    assert all(g.scores[s.side] == -g.rack_value(i) for i, s in enumerate(g.seats))


def test_literaki_blank_scores_zero_on_letter_premium() -> None:
    g = new_game("literaki")
    set_rack(g, 0, "?OTEKA")
    out = g.place(0, "8D kOTEKA")  # the blank lies on D8 (2×letter)
    assert out.score == 0 + 1 + 2 + 1 + 2 + 1


def test_literaki_bingo_adds_fifty() -> None:
    g = new_game("literaki")
    set_rack(g, 0, "KOTARNE")
    out = g.place(0, "8I KOTARNE")  # I8..O8, N8 is 2×letter (the N)
    assert out.score == 2 + 1 + 2 + 1 + 1 + 2 + 1 + 50


def test_item4_undo_does_not_deal_the_tiles_seen_again() -> None:
    """Issue 13, item 4: an agreed undo used to replay from the seed, so the bag's
    counter went back and the undoer drew the same tiles again (and in a three-player
    game the next player drew what the undoer had seen)."""
    g = new_game("literaki", 2)
    move = opening(g, 3)
    _accepted(g, 0, move)
    seen = list(g.seats[0].rack)
    g.request_undo(0)
    g.undo_vote(1, True, entropy="a1b2c3")
    _accepted(g, 0, move)  # the same move again
    assert g.seats[0].rack != seen
    # The log holds the entropy: a replay is the same game.
    assert Game.replay(g.header(), g.log).to_json() == g.to_json()
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
