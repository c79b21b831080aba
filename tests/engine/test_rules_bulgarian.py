"""Bulgarian rules (seed 000), one test per rule of docs/rules.md."""

from __future__ import annotations

from collections import Counter

from engine_helpers import (
    EMPTY15,
    drain_bag,
    full_set,
    new_game,
    position,
    refused,
    set_rack,
    tiles_in_play,
    use_plain_board,
)

from engine.game import Game
from engine.lexicon import WordSet


def test_bulgarian_tile_set_120_with_three_blanks() -> None:
    g = new_game("bulgarian")
    ts = g.rules.tileset
    assert ts.total == 120 and ts.blanks == 3
    assert g.rules.blank_symbol == "@"


def test_bulgarian_seed_example_scores() -> None:
    """The six example moves of seed 000.  Moves I-III fix the shape (КАНАПЕ across, ВЕК
    down through its Е, СОК under А-П-Е), and every placement of that shape with КАНАП
    through the centre puts move III's О or С on I9, a 2×letter square, so the example
    cannot be played off the premium squares of the standard board: it is played on a
    board of the same size without premiums (the seed says no premium was involved)."""
    g = new_game("bulgarian", seed="bg")
    use_plain_board(g)
    moves = [
        (0, "КАНАП", "8E КАНАП", [("КАНАП", 6)]),
        (1, "ВЕК", "J7 ВЕК", [("ВЕК", 4), ("КАНАПЕ", 7)]),
        (0, "СО", "9H СОК", [("СОК", 4), ("АС", 3), ("ПО", 3)]),
        (1, "М", "H7 МАС", [("МАС", 4)]),
        (0, "ОН", "E8 КОН", [("КОН", 3)]),
        (1, "ПАИЦА", "10C ПАНИЦА", [("ПАНИЦА", 11), ("МАСА", 5)]),
    ]
    totals = {0: 0, 1: 0}
    for seat, tiles, move, words in moves:
        set_rack(g, seat, tiles)
        out = g.place(seat, move)
        assert sorted(out.words) == sorted(words), move
        assert out.score == sum(p for _, p in words)
        totals[g.seats[seat].side] += out.score
    g.close_window()
    assert g.scores == totals == {0: 6 + 10 + 3, 1: 11 + 4 + 16}


def test_bulgarian_start_square_has_no_premium() -> None:
    g = new_game("bulgarian")
    set_rack(g, 0, "КАНАП")
    assert g.place(0, "8E КАНАП").score == 6


def test_bulgarian_bingo_triples_move() -> None:
    g = new_game("bulgarian")
    set_rack(g, 0, "КАНАПЕТ")
    out = g.place(0, "8E КАНАПЕТ")
    assert out.score == (1 + 1 + 1 + 1 + 2 + 1 + 1) * 3


def test_bulgarian_rack_8_house_rule_triples_only_all_eight() -> None:
    g = new_game("bulgarian", rack_size=8)
    assert all(len(s.rack) == 8 for s in g.seats)
    set_rack(g, 0, "КАНАПЕТА")
    assert g.place(0, "8E КАНАПЕТ").score == 8  # 7 of 8 tiles: no bonus
    g2 = new_game("bulgarian", rack_size=8)
    set_rack(g2, 0, "КАНАПЕТА")
    # 8E-8L, the last А on L8 (2×letter)
    assert g2.place(0, "8E КАНАПЕТА").score == (1 + 1 + 1 + 1 + 2 + 1 + 1 + 2) * 3


def test_bulgarian_blank_scores_zero() -> None:
    g = new_game("bulgarian")
    set_rack(g, 0, "?АНАП")
    assert g.place(0, "8E кАНАП").score == 5


def test_bulgarian_exchange_any_bag_returns_first() -> None:
    g = new_game("bulgarian")
    aside = drain_bag(g, 1)
    returned = list(g.seats[0].rack)
    g.exchange(0, "".join(returned))
    # The tiles went back first: 7 drawn from the 8 now in the bag, so at least 6 of
    # the returned tiles came straight back.
    back = Counter(g.seats[0].rack) & Counter(returned)
    assert sum(back.values()) >= 6
    assert tiles_in_play(g) + Counter(aside) == full_set(g)


def test_bulgarian_exchange_blank_written_as_at_sign() -> None:
    g = new_game("bulgarian")
    set_rack(g, 0, "@АБВГДЕ".replace("@", "?"))
    g.exchange(0, "@А")
    assert g.history[-1].kind == "exchange" and g.history[-1].move == "-?А"


def test_bulgarian_turn_order_draw_nearest_alphabet_start_first() -> None:
    rules_alpha = None
    for k in range(60):
        g = new_game("bulgarian", 4, seed=f"o{k}")
        rules_alpha = g.rules
        first = g.order_draws[:4]
        rank = {p: rules_alpha.letter_rank(t) for p, t in first}
        order = [s.player for s in g.seats]
        assert [rank[p] for p in order] == sorted(rank[p] for p in order)
        # every tile drawn for the order went back before the racks were drawn
        assert tiles_in_play(g) == full_set(g)


def test_bulgarian_turn_order_blank_beats_every_letter() -> None:
    for k in range(400):
        g = new_game("bulgarian", 3, seed=f"b{k}")
        first = g.order_draws[:3]
        blanks = [p for p, t in first if t == "?"]
        if len(blanks) == 1:
            assert g.seats[0].player == blanks[0]
            return
    raise AssertionError("no seed drew exactly one blank")


def test_bulgarian_turn_order_redraw_on_ties() -> None:
    for k in range(400):
        g = new_game("bulgarian", 4, seed=f"t{k}")
        first = g.order_draws[:4]
        letters = Counter(t for _, t in first)
        tied = [t for t, n in letters.items() if n > 1]
        if tied:
            tied_players = {p for p, t in first if t == tied[0]}
            redraw = g.order_draws[4:]
            assert {p for p, _ in redraw} >= tied_players
            return
    raise AssertionError("no seed gave a tie")


def test_bulgarian_tie_goes_to_higher_score_before_adjustment() -> None:
    g = position("bulgarian", f"{EMPTY15} ФА/АО 0/0 0")  # 11 and 2 points left
    g.adjust(0, 20, "test")
    g.adjust(1, 11, "test")
    drain_bag(g, 0)  # the game ends once the bag is empty and no one can move
    g.no_moves_hook = lambda game: True
    g.pass_turn(g.turn)
    g.pass_turn(g.turn)
    assert g.end_reason == "no_moves"
    assert g.scores == {0: 9, 1: 9}
    assert g.pre_adjustment == {0: 20, 1: 11}
    assert g.winners == [g.seats[0].side]


def test_bulgarian_double_challenge_invalid_word_taken_back() -> None:
    g = new_game("bulgarian", lexicon=WordSet(["КАНАП"]))
    set_rack(g, 0, "КАНАПЕТ")
    g.place(0, "8E КАНАПЕ")
    out = g.challenge(1)
    assert out.invalid == ["КАНАПЕ"] and g.board.is_empty() and g.scores[0] == 0
    assert g.turn == 1


def test_bulgarian_double_challenge_valid_word_challenger_loses_turn() -> None:
    g = new_game("bulgarian", lexicon=WordSet(["КАНАП"]))
    set_rack(g, 0, "КАНАПЕТ")
    g.place(0, "8E КАНАП")
    out = g.challenge(1)
    assert out.lost_turn == 1 and g.turn == 0 and g.scores[0] == 6


def test_bulgarian_no_one_can_move_hook_after_a_round_of_passes() -> None:
    # Seed 000: once every tile is drawn, the game ends when no one can make a move; the
    # move generator (the hook) is asked after a whole round of passes.
    g = new_game("bulgarian")
    asked: list[int] = []

    def hook(game: Game) -> bool:
        asked.append(len(game.log))
        return False  # someone can still move

    g.no_moves_hook = hook
    g.pass_turn(g.turn)
    g.pass_turn(g.turn)
    assert asked == [] and not g.over  # tiles in the bag: an exchange is still a move
    drain_bag(g, 0)
    g.pass_turn(g.turn)
    assert asked == []
    g.pass_turn(g.turn)
    assert asked == [4] and not g.over
    assert g.log[-1]["no_moves"] is False  # the verdict is logged for replays
    g.no_moves_hook = lambda game: True
    g.pass_turn(g.turn)
    g.pass_turn(g.turn)
    assert g.over and g.end_reason == "no_moves"
    assert g.log[-1]["no_moves"] is True
    # no one went out: each loses their own rack
    assert all(g.scores[s.side] == -g.rack_value(i) for i, s in enumerate(g.seats))


def test_bulgarian_game_ends_when_bag_empty_and_player_out() -> None:
    g = position("bulgarian", f"{EMPTY15} КАНАП/ФЩ 0/0 0")
    drain_bag(g, 0)
    g.place(0, "8E КАНАП")
    g.close_window()
    assert g.over and g.end_reason == "out"
    assert g.scores == {0: 6 + 20, 1: -20}


def test_bulgarian_reversed_words_house_rule() -> None:
    lex = WordSet(["КОТ"])
    g = new_game("bulgarian", word_check="auto", lexicon=lex)
    set_rack(g, 0, "ТОК")
    refused(g, "unknown_word", g.place, 0, "8G ТОК")
    g2 = new_game("bulgarian", word_check="auto", lexicon=lex, reversed_words=True)
    set_rack(g2, 0, "ТОК")
    assert g2.place(0, "8G ТОК").score == 3


def test_bulgarian_reversed_words_computer_does_not_challenge_a_reversed_word() -> None:
    """The computer asks the game whether a word is good: under the reversed-words house rule
    it accepts a word the lexicon knows only backwards, as the game's own check does."""
    from engine.players import should_challenge, vote_accept

    lex = WordSet(["КОТ"])
    g = new_game("bulgarian", word_check="challenge", lexicon=lex, reversed_words=True)
    set_rack(g, 0, "ТОК")
    g.place(0, "8G ТОК")
    assert g.pending is not None and g.pending.words == ["ТОК"]
    assert g.invalid_words(g.pending.words) == []
    assert not should_challenge(g)
    assert vote_accept(g)
    plain = new_game("bulgarian", word_check="challenge", lexicon=lex)
    set_rack(plain, 0, "ТОК")
    plain.place(0, "8G ТОК")
    assert should_challenge(plain)
