"""The compiled generator against the brute-force reference, and its moves against the Game.

Lexicons here are small word lists made from each rule set's own tile set (pseudo-words of
its commonest letters), so every rule set is checked without the compiled lexicons:
positions come from playing random generated moves, and from random scattered tiles
(hypothesis), which reach the edges, the 4S arrows and the WYM squares, under every rule
set and every scoring house rule (premiums every time, blanks worth their letter, bingo
added, multiplied or none, word lengths, rack sizes).  The top-n sink is checked against
the full list sorted by equity."""

from __future__ import annotations

import hashlib
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import Board, Tile
from engine.game import Game
from engine.movegen import (
    Move,
    MoveList,
    TrieLexicon,
    all_moves,
    analyze,
    best_by_equity,
    build_tables,
    count_moves,
    has_move,
    walk_tables,
)
from engine.movegen import generate as compiled
from engine.movegen.brute import brute_moves
from engine.movegen.leaves import LeaveTable, endgame_leave
from engine.placement import parse_placement, placement_notation
from engine.rules import RuleSet, load_ruleset

RULESETS = ["english", "literaki", "erudit-home", "bulgarian", "slovak", "erudit", "polish",
            "romanian"]


def pseudo_words(rules: RuleSet, seed: int, n: int = 350) -> list[str]:
    rng = random.Random(seed)
    ts = rules.tileset
    pool = [t for t in ts.full_bag() if t != "?"]
    common = sorted(set(pool), key=lambda ch: (-ts.counts[ch], ch))[:7]
    words = {a + b for a in common for b in common if rng.random() < 0.5}
    while len(words) < n:
        length = rng.choice([2, 3, 3, 4, 4, 5, 5, 6, 7, 8])
        words.add("".join(rng.choice(pool) for _ in range(length)))
    return sorted(words)


def compare(board: Board, rules: RuleSet, lex: TrieLexicon, words: list[str], rack: list[str],
            bag_empty: bool) -> list:
    an = analyze(board, rules, walk_tables(lex))
    moves = all_moves(an, rack, bag_empty=bag_empty)
    fast: dict = {}
    for m in moves:
        assert m.key not in fast, f"found twice: {m}"
        fast[m.key] = m.score
    slow = {k: v[0] for k, v in
            brute_moves(board, rules, lex, words, rack, bag_empty=bag_empty).items()}
    missing = {k: v for k, v in slow.items() if k not in fast}
    extra = {k: v for k, v in fast.items() if k not in slow}
    wrong = {k: (fast[k], slow[k]) for k in fast if k in slow and fast[k] != slow[k]}
    assert not missing and not extra and not wrong, (str(board), rack, missing, extra, wrong)
    # The notation names exactly the same tiles, as the game will parse it.
    for m in moves:
        p = parse_placement(board, rules.tileset, m.notation)
        assert tuple(sorted((r, c, t.letter, t.blank) for r, c, t in p.tiles)) == m.key
    assert has_move(an, rack) == bool(moves)
    assert count_moves(an, rack, bag_empty=bag_empty) == len(moves)
    return list(moves)


@pytest.mark.parametrize("rule_id", RULESETS)
def test_generator_equals_brute_force_in_played_games(rule_id: str) -> None:
    rules = load_ruleset(rule_id)
    words = pseudo_words(rules, 7)
    lex = TrieLexicon(words)
    rng = random.Random(rule_id)
    board = Board(rules.layout)
    bag = rules.tileset.full_bag()
    placed = 0
    for _ in range(7):
        rng.shuffle(bag)
        rack = bag[: rules.rack_size]
        moves = compare(board, rules, lex, words, rack, bag_empty=rng.random() < 0.3)
        if not moves:
            continue
        moves.sort(key=lambda m: m.notation)
        m = max(moves, key=lambda m: (len(m.tiles), m.score)) if rng.random() < 0.4 else (
            rng.choice(moves))
        for r, c, ch, blank in m.tiles:
            board.place(r, c, Tile(ch, blank))
            bag.remove("?" if blank else ch)
            placed += 1
    assert placed >= 8  # the games really went on


@st.composite
def scattered(draw: st.DrawFn, rule_id: str) -> tuple[Board, list[str], bool]:
    rules = load_ruleset(rule_id)
    layout = rules.layout
    bag = rules.tileset.full_bag()
    board = Board(layout)
    n = draw(st.integers(0, 30))
    for _ in range(n):
        r = draw(st.integers(0, layout.height - 1))
        c = draw(st.integers(0, layout.width - 1))
        if board.get(r, c) is None:
            t = draw(st.sampled_from(bag))
            board.place(r, c, Tile(t, False) if t != "?" else Tile(
                draw(st.sampled_from(rules.tileset.letters)), True))
    rack = draw(st.lists(st.sampled_from(bag), min_size=1, max_size=rules.rack_size))
    return board, rack, draw(st.booleans())


_LEX: dict[str, tuple[list[str], TrieLexicon]] = {}


def _lexicon(rule_id: str) -> tuple[list[str], TrieLexicon]:
    if rule_id not in _LEX:
        words = pseudo_words(load_ruleset(rule_id), 11, 250)
        _LEX[rule_id] = (words, TrieLexicon(words))
    return _LEX[rule_id]


@pytest.mark.parametrize("rule_id", RULESETS)
def test_generator_equals_brute_force_on_scattered_tiles(rule_id: str) -> None:
    rules = load_ruleset(rule_id)
    words, lex = _lexicon(rule_id)

    @settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
    @given(scattered(rule_id))
    def check(case: tuple[Board, list[str], bool]) -> None:
        board, rack, bag_empty = case
        compare(board, rules, lex, words, rack, bag_empty)

    check()


HOUSE_RULES = st.fixed_dictionaries({
    "premiums": st.sampled_from(["first_use", "every_time"]),
    "blank_value": st.sampled_from(["zero", "letter"]),
    "bingo": st.sampled_from(["add", "multiply", "none"]),
    "bingo_amount": st.sampled_from([2, 50]),
    "bingo_only_if_game_continues": st.booleans(),
    "min_word_len": st.sampled_from([2, 3]),
    "max_word_len": st.sampled_from([0, 4, 6]),
    "rack_size": st.sampled_from([5, 7, 9]),
})


@pytest.mark.parametrize("rule_id", ["english", "literaki", "erudit-home"])
def test_generator_equals_brute_force_under_house_rules(rule_id: str) -> None:
    words, lex = _lexicon(rule_id)

    @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
    @given(HOUSE_RULES, st.data())
    def check(overrides: dict[str, object], data: st.DataObject) -> None:
        rules = load_ruleset(rule_id).with_overrides(**overrides)
        board, rack, bag_empty = data.draw(scattered(rule_id))
        compare(board, rules, lex, words, rack[: rules.rack_size], bag_empty)

    check()


def by_equity(moves: MoveList, bag_tiles: int, table: LeaveTable, rules: RuleSet,
              ) -> list[tuple[float, Move]]:
    """The full list valued and sorted as ``best_by_equity`` promises."""
    valued = [(m.score + (endgame_leave(m.leave, rules.tileset) if bag_tiles == 0
                          else table.value(m.leave)), m) for m in moves]
    valued.sort(key=lambda em: (-em[0], -em[1].score, em[1].notation))
    return valued


@pytest.mark.parametrize("rule_id", ["english", "literaki", "erudit-home", "polish"])
def test_best_by_equity_is_the_head_of_the_full_list_by_equity(rule_id: str) -> None:
    rules = load_ruleset(rule_id)
    _, lex = _lexicon(rule_id)
    # whole-point leave values: many ties, so the score and notation tie-breaks count
    tiles = [*rules.tileset.letters, "?"]

    @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
    @given(scattered(rule_id), st.integers(1, 12), st.sampled_from([0, 1, 40]),
           st.lists(st.integers(-3, 3), min_size=len(tiles), max_size=len(tiles)),
           st.sampled_from([0.0, -1.5]))
    def check(case: tuple[Board, list[str], bool], n: int, bag_tiles: int,
              values: list[int], dup: float) -> None:
        board, rack, _ = case
        table = LeaveTable(dict(zip(tiles, map(float, values), strict=True)), dup=dup)
        an = analyze(board, rules, walk_tables(lex))
        want = by_equity(all_moves(an, rack, bag_empty=bag_tiles == 0), bag_tiles, table,
                         rules)[:n]
        got = best_by_equity(an, rack, n, bag_tiles=bag_tiles, leaves=table)
        assert [(e, m.notation, m.score, m.leave) for e, m in got] == [
            (e, m.notation, m.score, m.leave) for e, m in want]
        assert [m for _, m in got] == [m for _, m in want]

    check()


def test_move_list_reads_records_lazily_as_a_sequence() -> None:
    rules = load_ruleset("english")
    lex = TrieLexicon(["AT", "TA", "CAT", "ACT"])
    an = analyze(Board(rules.layout), rules, walk_tables(lex))
    moves = all_moves(an, ["C", "A", "T", "?"])
    assert isinstance(moves, MoveList)
    made = list(moves)
    assert len(made) == len(moves) > 0 and all(isinstance(m, Move) for m in made)
    assert moves[-1] == made[-1] and moves[1:3] == made[1:3]
    assert moves.scores() == [m.score for m in made]
    assert [moves.score(i) for i in range(len(moves))] == moves.scores()
    assert [moves.leave(i) for i in range(len(moves))] == [m.leave for m in made]
    with pytest.raises(IndexError):
        moves[len(moves)]
    with pytest.raises(IndexError):
        moves.score(-1)
    # n beyond the number of moves: every move, the records grown as they come
    table = LeaveTable({"A": 1.0, "C": -0.5, "T": 0.5, "?": 3.0})
    every = best_by_equity(an, ["C", "A", "T", "?"], 10**9, bag_tiles=10, leaves=table)
    assert len(every) == len(moves) > 16
    assert every == by_equity(moves, 10, table, rules)
    assert best_by_equity(an, ["C"], 3, bag_tiles=10) == []  # no move at all
    assert best_by_equity(an, ["C", "A", "T"], 0, bag_tiles=10) == []
    assert not has_move(an, ["Q"]) and count_moves(an, []) == 0


def test_threads_generate_on_one_analysis_at_once() -> None:
    """The walk runs without the GIL: threads sharing an analysis get the serial lists."""
    rules = load_ruleset("english")
    words, lex = _lexicon("english")
    board = Board(rules.layout)
    for i, ch in enumerate(words[40][:5]):
        board.place(7, 5 + i, Tile(ch))
    an = analyze(board, rules, walk_tables(lex))
    racks = [[*w[:7], "?"] for w in words[:24]]
    serial = [[(m.notation, m.score) for m in all_moves(an, r)] for r in racks]
    with ThreadPoolExecutor(4) as pool:
        parallel = list(pool.map(
            lambda r: [(m.notation, m.score) for m in all_moves(an, r)], racks))
    assert parallel == serial and sum(map(len, serial)) > 100


def test_cross_checks_name_the_letters_that_make_a_word() -> None:
    rules = load_ruleset("english")
    lex = TrieLexicon(["AT", "TA", "CAT", "CAB", "TAB", "ABS"])
    board = Board(rules.layout)
    for i, ch in enumerate("AB"):
        board.place(7, 7 + i, Tile(ch))
    an = analyze(board, rules, walk_tables(lex))
    # AB on 8H-8I.  A move down through 8G makes ?AB across: CAB or TAB; through 8J, AB?.
    assert an.cross_check(7, 6, False) == "CT"
    assert an.cross_check(7, 9, False) == "S"
    # A move down through 7H crosses no word across (any letter); one across makes ?A down.
    assert an.cross_check(6, 7, False) is None
    assert an.cross_check(6, 7, True) == "T"


def test_four_s_arrow_scores_words_that_begin_or_end_on_it() -> None:
    rules = load_ruleset("literaki")
    lex = TrieLexicon(["KOT", "KOTY", "OTY"])
    board = Board(rules.layout)  # 8A is a 4S square whose arrow points across
    for i, ch in enumerate("OT"):
        board.place(7, 1 + i, Tile(ch))
    moves = {m.notation: m.score for m in all_moves(analyze(board, rules, walk_tables(lex)),
                                                    ["K", "Y"])}
    k, o, t, y = (rules.tileset.value(ch) for ch in "KOTY")
    assert moves["8A K.."] == (k + o + t) * 4
    assert moves["8A K..Y"] == (k + o + t + 2 * y) * 4  # 8D is a double letter square
    assert moves["8B ..Y"] == o + t + 2 * y
    # 8Q (the last column) is a 4S square too: a word that ends there is ×4.
    board = Board(rules.layout)
    board.place(7, 14, Tile("K"))
    board.place(7, 15, Tile("O"))
    moves = {m.notation: m.score for m in all_moves(analyze(board, rules, walk_tables(lex)),
                                                    ["T", "Y"])}
    assert moves["8O ..T"] == (k + o + t) * 4


def test_every_time_premiums_and_blank_worth_its_letter() -> None:
    rules = load_ruleset("erudit-home")
    lex = TrieLexicon(["КОТ", "КОТЫ"])
    board = Board(rules.layout)
    # К on 8A (a triple word square), О and Т after it: a word through 8A later is tripled.
    for i, ch in enumerate("КОТ"):
        board.place(7, i, Tile(ch))
    moves = {m.notation: m.score for m in all_moves(analyze(board, rules, walk_tables(lex)),
                                                    ["?"])}
    k, o, t, y = (rules.tileset.value(ch) for ch in "КОТЫ")
    # 8A (triple word) counts again; the blank on 8D (double letter) is worth its letter.
    assert moves["8A ...ы"] == (k + o + t + y * 2) * 3


def test_first_move_covers_start_and_both_directions() -> None:
    rules = load_ruleset("english")
    lex = TrieLexicon(["AT", "TA", "CAT"])
    an = analyze(Board(rules.layout), rules, walk_tables(lex))
    moves = all_moves(an, ["C", "A", "T"])
    assert all(any((r, c) == rules.layout.start for r, c, _, _ in m.tiles) for m in moves)
    assert {m.across for m in moves} == {True, False}
    assert len(moves) == 2 * (2 + 2 + 3)  # each word at each offset over the star


def test_bingo_rules() -> None:
    lex = TrieLexicon(["ABCDEFG"])
    rack = list("ABCDEFG")
    english = load_ruleset("english")
    [m] = [m for m in all_moves(analyze(Board(english.layout), english, walk_tables(lex)), rack)
           if m.notation == "8H ABCDEFG"]
    base = sum(english.tileset.value(ch) for ch in rack)
    # 8H..8N: the star doubles, 8L (under E) is a double letter square.
    assert m.score == (base + english.tileset.value("E")) * 2 + 50
    slovak = load_ruleset("slovak")
    an = analyze(Board(slovak.layout), slovak, walk_tables(lex))
    going_on = {m.notation: m.score for m in all_moves(an, rack)}
    ending = {m.notation: m.score for m in all_moves(an, rack, bag_empty=True)}
    assert going_on["8H ABCDEFG"] == ending["8H ABCDEFG"] + 50


def test_word_length_limits() -> None:
    rules = load_ruleset("english").with_overrides(min_word_len=3, max_word_len=4)
    lex = TrieLexicon(["AT", "CAT", "CATS", "SCATS"])
    moves = all_moves(analyze(Board(rules.layout), rules, walk_tables(lex)), list("SCATS"))
    assert {m.notation.split()[1] for m in moves} == {"CAT", "CATS"}


def test_game_accepts_every_generated_move_with_its_score() -> None:
    rules = load_ruleset("english")
    words = pseudo_words(rules, 3)
    lex = TrieLexicon(words)
    game = Game(rules, "movegen", [("a", None), ("b", None)], {"word_check": "auto"})
    game.lexicon = lex
    rng = random.Random(5)
    checked = 0
    for _ in range(6):
        seat = game.turn
        rack = game.seats[seat].rack
        an = analyze(game.board, game.rules, walk_tables(lex))
        moves = all_moves(an, rack, bag_empty=not game.bag.tiles)
        for m in rng.sample(moves, min(15, len(moves))):
            trial = game.copy()
            out = trial.place(seat, m.notation)
            assert out.score == m.score, m
            p = parse_placement(game.board, rules.tileset, m.notation)
            assert placement_notation(p, game.board).split()[1] == m.notation.split()[1] or (
                len(m.tiles) == 1)
            checked += 1
        if not moves:
            game.pass_turn(seat)
            continue
        game.place(seat, max(moves, key=lambda m: m.score).notation)
    assert checked > 40


def test_tables_built_from_any_walkable_lexicon_hold_the_same_words() -> None:
    words = ["A", "AB", "ABC", "B", "BA", "CAB", "CABS"]
    tables = build_tables(TrieLexicon(words))
    found: list[str] = []

    def walk(unit: int, prefix: str) -> None:
        if tables.flags[unit]:
            found.append(prefix)
        for code, nxt in tables.children(unit):
            walk(nxt, prefix + tables.letters[code - 1])

    walk(0, "")
    assert sorted(found) == sorted(words)
    assert "CA" not in tables and "CABS" in tables


def test_the_compiled_generator_is_built_from_the_current_source() -> None:
    source = Path(compiled.__file__).with_name("generate.pyx")
    assert hashlib.sha1(source.read_bytes()).hexdigest() == compiled.SOURCE_SHA1, (
        "engine/movegen/generate.pyx changed since it was compiled: rebuild it with "
        "`python setup.py build_ext --inplace` (scripts/install.sh does)")
