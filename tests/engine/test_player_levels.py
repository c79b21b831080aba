"""The computer player: its moves are legal, levels are ordered, exchanges and passes,
challenges and votes, hints, and the "no one can move" hook."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

import pytest

from engine.actions import Exchange, Pass, Place
from engine.board import Tile
from engine.game import Game
from engine.movegen import TrieLexicon
from engine.movegen.leaves import LeaveTable, fit_leave_table, load_leave_table
from engine.players import (
    LEVELS,
    analysis_for,
    any_move_possible,
    best_exchange,
    best_moves,
    choose_action,
    equity_moves,
    make_no_moves_hook,
    parse_level,
    play_turn,
    should_challenge,
    vote_accept,
)
from engine.rules import RuleSet, load_ruleset

ENGLISH_WORDS = """AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY BA BE BI BO BY DA DE DO ED EF
EH EL EM EN ER ES EX FA FE GO HA HE HI HM HO ID IF IN IS IT JO KA KI LA LI LO MA ME MI MO MU
MY NA NE NO NU OD OE OF OH OI OM ON OP OR OS OW OX OY PA PE PI PO QI RE SH SI SO TA TI TO UH
UM UN UP US UT WE WO XI XU YA YE YO ZA BAT CAT CATS DOG DOGS RAT RATS TAR STAR TARS ARTS
RATE TEAR EAT ATE TEA SEA SEAT EATS EAST TEAS NOTE TONE STONE NOTES ONSET SET TEN NET NEST
SENT TENS RAIN TRAIN GRAIN DRAIN REIN RINE LINE LION LOIN NAIL SNAIL SAIL TAIL TALE LATE
RAIL LAIR LIAR SLIT LIST SILT TILE TILES STILE ISLET QUIT QUITE QUIET QUOTE ZONE ZONES
DOZE DOZEN OXEN AXE AXES WAX JAM JAMS JOT JOTS JOKE JOKES HEX VEX VOTE VOTES HIVE FIVE DIVE
GIVE LIVE EVIL VILE OVEN WOVEN WEB WEBS BEG BEGS BIG BIGS GAB GABS DAB DABS CAB CABS""".split()  # noqa: SIM905


def plays(n: int) -> Callable[[], bool]:
    """A budget of ``n`` units of work (the champion asks once per simulated play)."""
    left = [n]

    def more() -> bool:
        left[0] -= 1
        return left[0] >= 0

    return more


def spent(n: int) -> Callable[[], bool]:
    """A stop ("is the time up?") after ``n`` units of work."""
    more = plays(n)
    return lambda: not more()


def english_game(seed: str = "p", mode: str = "auto") -> tuple[Game, TrieLexicon]:
    lex = TrieLexicon(ENGLISH_WORDS)
    game = Game(load_ruleset("english"), seed, [("a", None), ("b", None)],
                {"word_check": mode})
    game.lexicon = lex
    return game, lex


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_the_game_accepts(level: str) -> None:
    game, _lex = english_game(f"levels-{level}")
    rng = random.Random(level)
    kinds = set()
    for _ in range(200):
        if game.over:
            break
        # The champion's look-ahead is bounded by a count of simulated plays (the suite
        # needs legality here, not strength); the other levels ignore the budget.
        action = play_turn(game, game.turn, parse_level(level), rng, stop=spent(25))
        kinds.add(type(action))
    assert game.over
    assert Place in kinds


def test_strong_plays_the_best_equity_and_hint_lists_it_first() -> None:
    game, _lex = english_game("strong")
    for _ in range(6):
        seat = game.turn
        moves = equity_moves(analysis_for(game), list(game.seats[seat].rack),
                             bag_tiles=len(game.bag))
        action = choose_action(game, seat, "strong", random.Random(1))
        if not isinstance(action, Place):
            break
        assert action.move == moves[0][1].notation
        hints = best_moves(game, seat, 3)
        assert [m.notation for m in hints] == [m.notation for _, m in moves[:3]]
        eq = [e for e, _ in moves]
        assert eq == sorted(eq, reverse=True)
        game.place(seat, action.move)


def test_weaker_levels_score_less_on_average() -> None:
    game, _lex = english_game("order")
    rng = random.Random(3)
    mean: dict[str, list[int]] = {lvl: [] for lvl in LEVELS}
    positions = 0
    while not game.over and positions < 12:
        seat = game.turn
        an = analysis_for(game)
        scores = {m.notation: m.score for _, m in equity_moves(
            an, list(game.seats[seat].rack), bag_tiles=len(game.bag))}
        if len(scores) >= 10:
            positions += 1
            for lvl in ("beginner", "easy", "medium", "hard"):
                for _ in range(5):
                    action = choose_action(game, seat, lvl, rng)
                    assert isinstance(action, Place)
                    mean[lvl].append(scores[action.move])
        play_turn(game, seat, "hard", rng)
    avg = {lvl: statistics.mean(v) for lvl, v in mean.items() if v}
    assert avg["beginner"] < avg["easy"] < avg["medium"] < avg["hard"], avg


def stuck_game(rules_id: str, racks: list[str], bag: list[str] | None = None) -> Game:
    """A game whose lexicon only knows words nobody can make."""
    rules: RuleSet = load_ruleset(rules_id)
    game = Game(rules, "stuck", [("a", None), ("b", None)])
    letters = rules.tileset.letters
    game.lexicon = TrieLexicon([letters[0] * 2 + letters[1]])  # e.g. AAB
    for seat, rack in zip(game.seats, racks, strict=True):
        seat.rack = list(rack)
    game.bag.tiles = list(bag or [])
    return game


def test_no_moves_hook_ends_the_game_only_when_no_rack_can_be_played() -> None:
    rules = load_ruleset("bulgarian")
    a, b = rules.tileset.letters[0], rules.tileset.letters[1]
    game = stuck_game("bulgarian", [a + "ВГД", "ЕЖЗ"])
    assert not any_move_possible(game)
    hook = make_no_moves_hook()
    assert hook(game)
    game.seats[1].rack = [a, a, b]  # first move: the start square with AAB
    assert any_move_possible(game)
    assert not hook(game)
    # exchanges count only when asked to
    game.seats[1].rack = list("ЕЖЗ")
    game.bag.tiles = list("КЛМ")
    assert not any_move_possible(game)
    assert any_move_possible(game, count_exchange=True)
    assert hook(game)
    assert not make_no_moves_hook(count_exchange=True)(game)


def test_a_round_of_passes_with_no_move_possible_ends_the_game() -> None:
    game = stuck_game("bulgarian", ["ВГД", "ЕЖЗ"])
    game.no_moves_hook = make_no_moves_hook()
    rng = random.Random(0)
    assert isinstance(play_turn(game, game.turn, "strong", rng), Pass)
    assert isinstance(play_turn(game, game.turn, "beginner", rng), Pass)
    assert game.over and game.end_reason == "no_moves"


def test_no_move_but_exchange_allowed_exchanges_once_then_passes() -> None:
    game = stuck_game("english", ["QQVVWWX", "QQVVWWX"], bag=list("VWXYZ" * 8))
    for level in LEVELS:
        action = choose_action(game, game.turn, level, random.Random(0))
        assert isinstance(action, Exchange) and action.tiles
        game.copy().exchange(game.turn, action.tiles)  # the game accepts it
    rng = random.Random(0)
    assert isinstance(play_turn(game, game.turn, "strong", rng), Exchange)
    assert isinstance(play_turn(game, game.turn, "easy", rng), Exchange)
    assert isinstance(play_turn(game, game.turn, "strong", rng), Pass)


def test_blocked_bulgarian_game_goes_on_while_the_bag_has_tiles() -> None:
    # Seed 000: the "no one can move" ending comes once every tile is drawn; while the bag
    # holds tiles an exchange is still a move (issue 7: "exchange still counts").
    game = stuck_game("bulgarian", ["ВГДЕЖЗИ", "КЛМНОПР"], bag=list("ВГДЕЖЗИКЛМНОПРС" * 2))
    game.no_moves_hook = make_no_moves_hook()
    rng = random.Random(1)
    kinds = [type(play_turn(game, game.turn, "strong", rng)) for _ in range(4)]
    assert kinds == [Exchange, Exchange, Pass, Pass]
    assert not game.over and len(game.bag) == 30
    game.bag.tiles.clear()  # the same position with the pool drawn empty ends at once
    for _ in range(2):
        play_turn(game, game.turn, "strong", rng)
    assert game.over and game.end_reason == "no_moves"


def test_best_exchange_keeps_the_most_valuable_tiles() -> None:
    table = LeaveTable({"S": 8.0, "?": 25.0, "Q": -7.0, "U": -3.0})
    value, gone = best_exchange(list("SQ?UUVV"), table, 50, True)
    assert value == 33.0 and sorted(gone) == sorted("QUUVV")


def test_should_challenge_only_invalid_pending_words() -> None:
    game, lex = english_game("chal", mode="challenge")
    seat = game.turn
    game.seats[seat].rack = list("CATSXYZ")
    game.place(seat, "8H CAT")
    assert game.pending is not None
    assert not should_challenge(game, lex)
    assert vote_accept(game, lex)
    assert should_challenge(game, TrieLexicon(["DOG"]))
    assert not vote_accept(game, TrieLexicon(["DOG"]))
    auto, _ = english_game("auto", mode="auto")
    assert not should_challenge(auto, lex)


def test_generated_moves_when_a_move_is_pending_build_on_it() -> None:
    game, _lex = english_game("pend", mode="challenge")
    game.seats[game.turn].rack = list("CATSXYZ")
    game.place(game.turn, "8H CAT")
    action = choose_action(game, game.turn, "strong", random.Random(0))
    if isinstance(action, Place):
        game.place(game.turn, action.move)  # acting closes CAT's window; the move is legal


def test_leave_fit_recovers_known_weights() -> None:
    rules = load_ruleset("english")
    rng = random.Random(2)
    true = {"S": 8.0, "?": 20.0, "Q": -6.0}
    samples = []
    for _ in range(3000):
        leave = "".join(rng.sample(rules.tileset.full_bag(), rng.randint(0, 6)))
        y = 20 + sum(true.get(t, 0.0) for t in leave) + rng.uniform(-1, 1)
        samples.append((leave, y))
    table = fit_leave_table(samples, rules.tileset, "AEIOU", ridge=1.0)
    for t, v in true.items():
        assert abs(table.tiles[t] - v) < 1.0, (t, table.tiles[t])
    assert abs(table.tiles["E"]) < 1.0
    again = table.to_text()
    from engine.movegen.leaves import parse_leave_table

    assert parse_leave_table(again).tiles == table.tiles


def test_shipped_leave_tables_like_the_blank() -> None:
    for ts in ("english", "polish"):
        table = load_leave_table(ts)
        assert table.tiles, ts
        assert table.value("?") > table.value("E") > table.value("Q" if ts == "english" else "Ź")


def test_parse_level() -> None:
    assert parse_level(None) == "medium"
    assert parse_level(" Strong ") == "strong"
    with pytest.raises(ValueError):
        parse_level("grandmaster")


def test_moves_placed_in_a_row_leave_board_and_racks_consistent() -> None:
    game, _lex = english_game("consistent")
    rng = random.Random(9)
    for _ in range(10):
        if game.over:
            break
        play_turn(game, game.turn, "medium", rng)
    n_board = sum(1 for _ in game.board.tiles())
    n_racks = sum(len(s.rack) for s in game.seats)
    assert n_board + n_racks + len(game.bag) == 100
    assert all(isinstance(t, Tile) for _, _, t in game.board.tiles())
