"""Engine cases found by fuzzing, and a property test over random action streams."""

from __future__ import annotations

import random
from collections import Counter

from engine_helpers import new_game, set_rack
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import players
from engine.errors import MoveError
from engine.game import Game
from engine.rules import load_ruleset


def test_resignation_during_an_undo_request_is_not_taken_back() -> None:
    g = new_game("literaki", 3)
    seat = g.turn
    rack = g.seats[seat].rack
    word = "".join("a" if t == "?" else t for t in rack[:2])
    g.place(seat, f"8H {word}")
    for s in g.opponents(seat):
        g.vote(s, True)
    g.request_undo(seat)
    quitter, other = g.opponents(seat)
    g.resign(quitter)
    assert g.undo_request is None  # the move stays
    assert g.seats[quitter].resigned and not g.over
    assert g.history[-1].kind == "resign"
    assert g.board.get(7, 7) is not None
    # The replay of the log is the same game.
    assert Game.replay(g.header(), g.log).to_json() == g.to_json()
    del other


# --------------------------------------------------------------------------------------
# Random action streams: every rule set, moves from the move generator on the real word
# lists, phonies, garbage, exchanges, passes, time-outs, clocks, challenges, votes,
# windows, undo requests, resignations, ends.  After every action: a refused action
# changed nothing; tiles are conserved; scores are the sums of the history; the state
# survives JSON and equals the replay of the log (without a lexicon: verdicts are logged).

SETUPS: list[tuple[str, dict[str, object], list[tuple[str, int | None]]]] = [
    ("english", {}, [("a", None), ("b", None), ("c", None)]),
    ("english", {"rack_size": 9, "target_score": 30, "undo_by_consent": True},
     [("a", None), ("b", None)]),
    ("literaki", {}, [("a", None), ("b", None), ("c", None)]),
    ("literaki", {"word_check": "agreement"}, [("a", None), ("b", None), ("c", None)]),
    ("erudit", {}, [("a", None), ("b", None)]),
    ("erudit", {"word_check": "agreement"}, [("a", None), ("b", None), ("c", None)]),
    ("erudit-home", {}, [("a", 1), ("b", 2), ("c", 1), ("d", 2)]),
    ("erudit-home", {"target_score": 40}, [("a", None), ("b", None), ("c", None)]),
    ("bulgarian", {}, [("a", None), ("b", None)]),
    ("bulgarian", {"rack_size": 8}, [("a", None), ("b", None), ("c", None), ("d", None)]),
    ("slovak", {}, [("a", None), ("b", None)]),
]


def lexicon_for(rid: str):  # type: ignore[no-untyped-def]
    import dictionaries

    return dictionaries.lexicon_for_ruleset(rid)


def check_state(game: Game) -> None:
    check_tiles(game)
    sums: Counter[int] = Counter()
    for t in game.history:
        sums[game.seats[t.seat].side] += t.score
    assert all(sums[side] == v for side, v in game.scores.items()), "scores don't add up"
    state = game.to_json()
    assert Game.from_json(state).to_json() == state
    assert Game.replay(game.header(), game.log).to_json() == state, "replay differs"
    if game.pending is not None:
        assert game.pending.log_index < len(game.log)
        assert game.log[game.pending.log_index]["a"] == "place"
    if not game.over:
        assert not game.seats[game.turn].resigned or game.pending is not None


def random_action(game: Game, rng: random.Random, lex):  # type: ignore[no-untyped-def]
    n = len(game.seats)
    seat = game.turn if rng.random() < 0.7 else rng.randrange(n)
    other = rng.randrange(n)
    r = rng.random()
    if r < 0.4:
        moves = players.best_moves(game, seat, 6, lex)
        if not moves:
            return game.pass_turn, (seat,)
        move = rng.choice(moves).notation
        if rng.random() < 0.3:
            coord, word = move.split()
            letters = [ch for ch in word if ch != "."]
            rng.shuffle(letters)
            it = iter(letters)
            move = coord + " " + "".join(ch if ch == "." else next(it) for ch in word)
        return game.place, (seat, move)
    if r < 0.45:
        return game.place, (seat, rng.choice(["8H ZZ", "A1 QUIZ", "H8 ..", "99A AB", "8H"]))
    if r < 0.52:
        rack = game.seats[seat].rack
        k = rng.randrange(1, len(rack) + 1) if rack else 1
        return game.exchange, (seat, "".join(rng.sample(rack, k)) if rack else "Q")
    if r < 0.58:
        return game.pass_turn, (seat,)
    if r < 0.61:
        return game.timeout, (seat,)
    if r < 0.63:
        return game.clock_expired, (seat,)
    if r < 0.7:
        return game.challenge, (other,)
    if r < 0.78:
        return game.vote, (other, rng.random() < 0.6)
    if r < 0.83:
        return game.close_window, ()
    if r < 0.87:
        last = next((t.seat for t in reversed(game.history) if t.kind == "place"), seat)
        return game.request_undo, (last,)
    if r < 0.93:
        return game.undo_vote, (other, rng.random() < 0.8)
    if r < 0.95:
        return game.close_undo, ()
    if r < 0.97:
        return game.resign, (other,)
    return game.end_by_request, ()


@settings(max_examples=22, deadline=None, derandomize=True)
@given(st.integers(min_value=0, max_value=len(SETUPS) - 1), st.integers(0, 2**31))
def test_random_action_streams(setup: int, seed: int) -> None:
    rid, overrides, specs = SETUPS[setup]
    lex = lexicon_for(rid)
    game = Game(load_ruleset(rid), f"fuzz-{seed}", specs, overrides or None)
    game.lexicon = lex
    game.no_moves_hook = players.make_no_moves_hook(lex)
    rng = random.Random(seed)
    for _ in range(60):
        if game.over:
            break
        fn, args = random_action(game, rng, lex)
        before = game.to_json()
        try:
            fn(*args)
        except MoveError:
            assert game.to_json() == before, f"a refused {fn.__name__}{args} changed the game"
            continue
        check_state(game)
    check_state(game)


def test_letter_case_and_marks_in_moves() -> None:
    """Upper case is a tile, lower case a blank, in every alphabet; Ё is played as Е
    (erudit), İ as I (english); a letter no tile set has is refused, changing nothing."""
    g = new_game("erudit", 2)
    set_rack(g, g.turn, "ЕЖАБВГ?")
    g.place(g.turn, "8H ЁЖ")
    assert [str(g.board.get(7, c)) for c in (7, 8)] == ["Е", "Ж"]
    g = new_game("literaki", 2)
    set_rack(g, g.turn, "ŁAB?CDE")
    g.place(g.turn, "8H ŁA")
    assert str(g.board.get(7, 7)) == "Ł" and not g.board.get(7, 7).blank  # type: ignore[union-attr]
    g = new_game("literaki", 2)
    set_rack(g, g.turn, "?ABCDEF")
    g.place(g.turn, "8H łA")
    tile = g.board.get(7, 7)
    assert tile is not None and tile.letter == "Ł" and tile.blank
    g = new_game("english", 2)
    set_rack(g, g.turn, "INABCDE")
    g.place(g.turn, "8H İN")
    assert str(g.board.get(7, 7)) == "I"
    for bad in ("8H ŁA", "8H ÐA", "8H 🐱A", "8H A\u200bN"):
        g = new_game("english", 2)
        set_rack(g, g.turn, "LANBCDE")
        before = g.to_json()
        try:
            g.place(g.turn, bad)
        except MoveError:
            pass
        else:
            raise AssertionError(f"{bad} was played")
        assert g.to_json() == before


def test_playing_while_ones_own_move_waits_keeps_the_tiles_drawn() -> None:
    """Challenge mode, three players: the one after the mover lost a turn and the next
    resigns, so the turn comes back to the mover while their move still waits; their
    next move closes its window (they draw) and must not drop the tiles drawn."""
    g = new_game("english", 3)
    t0, t1, t2 = g.turn, (g.turn + 1) % 3, (g.turn + 2) % 3
    for seat in (t0, t1, t2):
        set_rack(g, seat, "AEIORNT")
    g.place(t0, "8H AT")
    g.place(t1, "H8 .IN")  # closes the window of 8H AT
    g.challenge(t0)  # not on turn, and wrong: t0 loses the next turn
    g.place(t2, "I8 .OE")  # the turn skips t0 and goes to t1
    assert g.turn == t1
    g.resign(t1)  # back to t2, whose move still waits
    assert g.turn == t2 and g.pending is not None and g.pending.seat == t2
    g.place(t2, "8H ..RA")
    assert len(g.seats[t2].rack) == 5  # drew 2 for .OE, played 2 (draws when it stands)
    check_tiles(g)  # (set_rack is not in the log: no replay here)


def check_tiles(game: Game) -> None:
    assert game.tile_census() == Counter(game.rules.tileset.full_bag()), "tiles not conserved"
