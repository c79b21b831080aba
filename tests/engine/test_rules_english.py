"""English (standard Scrabble) rules, one test per rule of docs/rules.md."""

from __future__ import annotations

from collections import Counter

from engine_helpers import (
    EMPTY15,
    drain_bag,
    full_set,
    new_game,
    position,
    preset,
    refused,
    set_rack,
    tiles_in_play,
)

from engine.lexicon import WordSet


def test_english_start_square_doubles_first_word() -> None:
    g = new_game("english")
    set_rack(g, 0, "CATXYZE")
    out = g.place(0, "8G CAT")
    assert out.score == (3 + 1 + 1) * 2


def test_english_letter_premium_before_word_premium() -> None:
    g = new_game("english")
    set_rack(g, 0, "QUARTSE")
    out = g.place(0, "8D QUART")  # Q on D8 (2L), T on the start square (2W)
    assert out.score == (10 * 2 + 1 + 1 + 1 + 1) * 2


def test_english_word_multipliers_multiply() -> None:
    g = new_game("english")
    preset(g, "A2 BSOLUT")
    set_rack(g, 0, "AEXYZQJ")
    out = g.place(0, "A1 A......E")  # A1 and A8 are both 3W
    assert out.words == [("ABSOLUTE", (1 + 3 + 1 + 1 + 1 + 1 + 1 + 1) * 9)]


def test_english_premium_only_on_first_use() -> None:
    g = new_game("english", word_check="auto")
    set_rack(g, 0, "CATXYZE")
    g.place(0, "8G CAT")
    set_rack(g, 1, "SXYZEQJ")
    out = g.place(1, "8G ...S")
    assert out.score == 3 + 1 + 1 + 1


def test_english_blank_scores_zero_but_word_premium_applies() -> None:
    g = new_game("english")
    set_rack(g, 0, "?ATXYZE")
    out = g.place(0, "8G cAT")
    assert out.score == (0 + 1 + 1) * 2


def test_english_shared_letter_counts_in_each_word_with_premium() -> None:
    g = new_game("english", word_check="auto")
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    set_rack(g, 1, "XIEEEEE")
    out = g.place(1, "7G XI")  # X on G7 (2L) starts XI and XC
    assert dict(out.words) == {"XI": 16 + 1, "XC": 16 + 3, "IA": 2}
    assert out.score == 17 + 19 + 2


def test_english_bingo_adds_fifty() -> None:
    g = new_game("english")
    set_rack(g, 0, "RETAINS")
    out = g.place(0, "8H RETAINS")  # L8 is 2L (the I)
    assert out.score == (1 + 1 + 1 + 1 + 2 + 1 + 1) * 2 + 50


def test_english_exchange_needs_seven_in_bag() -> None:
    g = new_game("english")
    aside = drain_bag(g, 6)
    refused(g, "exchange_bag_too_small", lambda: g.exchange(0, g.seats[0].rack[0]))
    g.bag.tiles.extend(aside[:1])
    g.exchange(0, g.seats[0].rack[0])


def test_english_exchange_draws_before_returning() -> None:
    g = new_game("english")
    drain_bag(g, 7)
    bag_before = sorted(g.bag.tiles)
    rack_before = sorted(g.seats[0].rack)
    g.exchange(0, "".join(g.seats[0].rack))
    assert sorted(g.seats[0].rack) == bag_before  # never draws back what was returned
    assert sorted(g.bag.tiles) == rack_before


def test_english_double_challenge_valid_word_challenger_loses_turn() -> None:
    g = new_game("english", 3, lexicon=WordSet(["CAT"]))
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    assert g.turn == 1 and g.pending is not None
    out = g.challenge(1)
    assert out.lost_turn == 1 and out.invalid == []
    assert g.scores[g.seats[0].side] == 10
    assert g.turn == 2  # seat 1 lost the turn it was about to play
    assert [t.kind for t in g.history] == ["place", "lost_turn"]
    assert len(g.seats[0].rack) == 7


def test_english_double_challenge_by_a_later_player_loses_their_next_turn() -> None:
    g = new_game("english", 3, lexicon=WordSet(["CAT"]))
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    g.challenge(2)  # not the next player: seat 1 still plays, seat 2 is skipped after
    assert g.turn == 1
    g.pass_turn(1)
    assert g.turn == 0
    assert g.history[-1].kind == "lost_turn" and g.history[-1].seat == 2


def test_english_challenged_phony_withdrawn_scores_nothing_and_loses_turn() -> None:
    g = new_game("english", lexicon=WordSet(["CAT"]))
    set_rack(g, 0, "ZATEEEE")
    rack = list(g.seats[0].rack)
    g.place(0, "8G ZAT")
    out = g.challenge(1)
    assert out.invalid == ["ZAT"]
    assert g.scores == {0: 0, 1: 0}
    assert g.board.is_empty() and g.seats[0].rack == rack
    assert g.turn == 1  # the challenger plays next: the phony's player lost the turn
    assert sum(t.score for t in g.history if t.seat == 0) == 0


def test_english_next_players_action_closes_challenge_window() -> None:
    g = new_game("english", lexicon=WordSet(["CAT"]))
    set_rack(g, 0, "ZATEEEE")
    g.place(0, "8G ZAT")
    g.pass_turn(1)  # accepts the phony by acting
    assert g.pending is None and g.scores[0] == 24
    refused(g, "nothing_pending", lambda: g.challenge(1))
    assert len(g.seats[0].rack) == 7


def test_english_six_scoreless_turns_end_game() -> None:
    g = new_game("english")
    for i in range(5):
        g.pass_turn(i % 2)
    assert not g.over
    g.exchange(1, g.seats[1].rack[0])
    assert g.over and g.end_reason == "scoreless"


def test_english_game_ends_when_bag_empty_and_player_out() -> None:
    g = position("english", f"{EMPTY15} CAT/QZ 0/0 0", lexicon=WordSet(["CAT"]))
    aside = drain_bag(g, 0)
    g.place(0, "8G CAT")
    assert not g.over  # the challenge window is still open
    refused(g, "move_pending", lambda: g.pass_turn(1))
    g.close_window()
    assert g.over and g.end_reason == "out"
    # publisher: the player out gains the others' racks, each loses their own
    assert g.scores == {0: 10 + 20, 1: -20}
    assert g.winners == [0]
    assert tiles_in_play(g) + Counter(aside) == full_set(g)


def test_english_tournament_adjustment_doubles_opponents_rack() -> None:
    g = position("english", f"{EMPTY15} CAT/QZ 0/0 0", end_adjustment="tournament")
    drain_bag(g, 0)
    g.place(0, "8G CAT")
    g.close_window()
    assert g.scores == {0: 10 + 2 * 20, 1: 0}


def test_english_tie_is_a_draw() -> None:
    g = position("english", f"{EMPTY15} AB/AB 0/0 0")
    g.end_by_request()
    assert g.over and g.winners == [0, 1]


def test_english_words_read_left_to_right_only() -> None:
    g = new_game("english", word_check="auto", lexicon=WordSet(["CAT"]))
    set_rack(g, 0, "TACEEEE")
    refused(g, "unknown_word", lambda: g.place(0, "8G TAC"))


def test_english_every_word_formed_is_checked() -> None:
    g = new_game("english", word_check="auto", lexicon=WordSet(["CAT", "XI"]))
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    set_rack(g, 1, "XIEEEEE")
    e = refused(g, "unknown_word", lambda: g.place(1, "7G XI"))
    assert "XC" in str(e) and "IA" in str(e)


def test_english_player_draws_back_to_seven() -> None:
    g = new_game("english", word_check="auto")
    set_rack(g, 0, "CATEEEE")
    n = len(g.bag)
    g.place(0, "8G CAT")
    assert len(g.seats[0].rack) == 7 and len(g.bag) == n - 3


def test_english_pass_keeps_rack() -> None:
    g = new_game("english")
    rack = list(g.seats[0].rack)
    g.pass_turn(0)
    assert g.seats[0].rack == rack and g.turn == 1


def test_english_later_move_must_touch() -> None:
    g = new_game("english", word_check="auto")
    set_rack(g, 0, "CATEEEE")
    g.place(0, "8G CAT")
    set_rack(g, 1, "DOGEEEE")
    refused(g, "not_connected", lambda: g.place(1, "1A DOG"))
