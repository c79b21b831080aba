"""Superleaves (engine/movegen/superleaves.py) and their training (``python -m engine
train-leaves``): every leave has one number, a rack's leaves are numbered as the leaves
themselves, the compiled generator adds the same corrections as ``LeaveTable.value`` to
the last bit, the files and the tallies read back, the corrections are the measured means
shrunk by the moves that saw them, and a training run resumes where it stopped and repeats
exactly."""

from __future__ import annotations

import random
import re
from array import array
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest
from test_player_levels import ENGLISH_WORDS
from test_selfplay_cli import small_lexicon

from engine.board import Board
from engine.movegen import TrieLexicon
from engine.movegen.analysis import analyze
from engine.movegen.generate import RackCoding, leave_values
from engine.movegen.leaves import LeaveTable, load_leave_table
from engine.movegen.superleaves import (
    LeaveIndex,
    LeaveTally,
    Superleaves,
    leave_index,
    parse_superleaves,
)
from engine.movegen.tables import walk_tables
from engine.rules import load_ruleset
from engine.selfplay import main as selfplay_main
from engine.tiles import TileSet, load_tileset
from engine.train_leaves import main as train_main


def _random_table(rid: str, seed: int = 1) -> tuple[LeaveTable, Superleaves]:
    rules = load_ruleset(rid)
    index = leave_index(rules.tileset)
    rng = random.Random(seed)
    sl = Superleaves(index, array("h", [rng.randint(-900, 900) for _ in range(index.size)]))
    return replace(_formula(rules.tileset_name), superleaves=sl), sl


def _formula(tileset_name: str) -> LeaveTable:
    """The tile set's fitted formula without the learned corrections it may ship with."""
    return replace(load_leave_table(tileset_name), superleaves=None)


def test_every_leave_has_its_own_number_in_order() -> None:
    small = TileSet("tiny", {"A": 3, "B": 1, "C": 2, "?": 2}, {"A": 1, "B": 2, "C": 3, "?": 0})
    index = LeaveIndex(small, max_size=4)
    leaves = list(index.leaves())
    assert len(leaves) == index.size == len(set(leaves))
    assert [index.rank(leave) for leave in leaves] == list(range(index.size))
    # every multiset of 1 to 4 of the 8 tiles, and nothing else
    tiles = small.full_bag()
    every = {"".join(sorted(c)) for k in range(1, 5) for c in combinations(tiles, k)}
    assert {"".join(sorted(leave)) for leave in leaves} == every
    assert index.rank("CA?") == index.rank("?AC")  # any order
    with pytest.raises(IndexError):
        index.rank("BB")  # one B in the set
    with pytest.raises(KeyError):
        index.rank("Z")


def test_the_english_index_counts_as_a_klv_does() -> None:
    index = leave_index(load_tileset("english"))
    assert index.size == 27 + 373 + 3509 + 25254 + 148150  # leaves of 1 to 5 tiles
    leaves = list(index.leaves())
    assert all(index.rank(leaves[i]) == i for i in range(0, index.size, 997))


@pytest.mark.parametrize("rack", ["AEINRST", "EEE??QU", "AAB", "ZZ"])
def test_a_racks_leaves_are_numbered_as_the_leaves_themselves(rack: str) -> None:
    small = TileSet("s", {"A": 9, "B": 2, "E": 12, "I": 9, "N": 6, "Q": 1, "R": 6, "S": 4,
                          "T": 6, "U": 4, "Z": 2, "?": 2}, {})
    index = LeaveIndex(small)
    want = {index.rank("".join(c)) for k in range(1, 6) for c in combinations(rack, k)}
    got = list(index.subleaves(rack))
    assert len(got) == len(set(got)) and set(got) == want


@pytest.mark.parametrize("rid", ["english", "literaki", "slovak", "erudit-home"])
def test_the_generator_adds_the_corrections_as_the_table_does(rid: str) -> None:
    table, _ = _random_table(rid)
    rules = load_ruleset(rid)
    an = analyze(Board(rules.layout), rules, walk_tables(TrieLexicon(["XY"])))
    rng = random.Random(rid)
    bag = rules.tileset.full_bag()
    for size in (7, 7, 7, 8, 9, 3, 6):  # longer racks: leaves of 6 to 8 tiles
        rack = rng.sample(bag, size)
        if size == 6:  # a rack no game deals: more blanks than the set holds, a stranger
            rack += ["?"] * 3 + ["Ω"]
        values = leave_values(an, rack, bag_tiles=40, leaves=table)
        rk = RackCoding(an, rack)
        assert values == [table.value(rk.leave_of(k)) for k in range(rk.n_keys)]


def test_a_long_leave_takes_the_mean_of_the_leaves_inside_it() -> None:
    _, sl = _random_table("english")
    leave = "AEINRS"
    inside = [leave[:i] + leave[i + 1:] for i in range(6)]
    assert sl.correction(leave) == pytest.approx(sum(map(sl.correction, inside)) / 6)
    assert sl.correction("EEINRS") == pytest.approx(
        (2 * sl.correction("EINRS") + sl.correction("EEINR") + sl.correction("EEINS")
         + sl.correction("EEIRS") + sl.correction("EENRS")) / 6)
    assert sl.correction("") == 0.0


def test_a_table_made_from_another_does_not_keep_its_values() -> None:
    """``dataclasses.replace`` once handed the new table the old one's cache: a table with
    corrections answered with the formula's values for every leave looked up before."""
    base = _formula("english")
    before = base.value("?")
    _, sl = _random_table("english")
    table = replace(base, superleaves=sl)
    assert table.value("?") == before + sl.correction("?")


def test_the_file_reads_back_and_names_its_tile_set() -> None:
    _, sl = _random_table("polish")
    raw = replace(sl, meta={"games": 7}).to_bytes()
    back = parse_superleaves(raw, load_tileset("polish"))
    assert back.values == sl.values and back.meta["games"] == 7
    with pytest.raises(ValueError, match="not 'literaki'"):
        parse_superleaves(raw, load_tileset("literaki"))
    with pytest.raises(ValueError, match="not a superleaves file"):
        parse_superleaves(b"KLV2" + raw, load_tileset("polish"))


def test_corrections_are_measured_means_shrunk_by_the_moves_that_saw_them() -> None:
    ts = load_tileset("english")
    tally = LeaveTally.empty(leave_index(ts))
    tally.add("AEINRST", 80.0)
    tally.add("AEINRST", 60.0)
    tally.add("KQUVVWW", 4.0)
    mean = (80 + 60 + 4) / 3

    def base(leave: str) -> float:
        return 1.5

    sl = tally.superleaves(base, prior=2.0, meta={})
    # ERS: seen in two moves of mean 70; (70 - mean - 1.5) × 2 / (2 + 2)
    assert sl.correction("ERS") == pytest.approx(round((70 - mean - 1.5) * 0.5, 2))
    assert sl.correction("KQ") == pytest.approx(round((4 - mean - 1.5) / 3, 2))
    assert sl.correction("Z") == 0.0  # never seen: the formula alone
    again = LeaveTally.from_bytes(tally.to_bytes(), ts)
    assert again.count == tally.count and again.total == tally.total
    assert again.moves == 3 and again.equity_sum == tally.equity_sum


def test_training_resumes_where_it_stopped_and_repeats_exactly(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = TrieLexicon(ENGLISH_WORDS)
    args = ["--variant", "english", "--generation", "2", "--checkpoint", "100"]
    assert train_main([*args, "--games", "2", "--state", str(tmp_path / "a")],
                      lambda _rid: words) == 0
    assert train_main([*args, "--games", "3", "--state", str(tmp_path / "a")],
                      lambda _rid: words) == 0
    out = capsys.readouterr().out
    assert "resuming at game 2" in out
    assert train_main([*args, "--games", "3", "--state", str(tmp_path / "b")],
                      lambda _rid: words) == 0
    a = (tmp_path / "a" / "english.superleaves").read_bytes()
    assert a == (tmp_path / "b" / "english.superleaves").read_bytes()
    table = parse_superleaves(a, load_tileset("english"))
    assert table.meta["games"] == 3 and int(str(table.meta["moves"])) > 0
    assert any(table.values)
    assert train_main(["--variant", "klingon", "--games", "1"], lambda _rid: words) == 2


def test_a_match_of_two_leave_tables(tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    _, sl = _random_table("english")
    path = tmp_path / "new.superleaves"
    path.write_bytes(sl.to_bytes())
    assert selfplay_main(["--variant", "english", "--seed", "5", "--games", "2",
                          "--levels", "strong,strong", "--leaves", f"{path},formula"],
                         small_lexicon) == 0
    out = capsys.readouterr().out
    assert re.search(r"game 1 \(seed 5#1\): strong\[new.superleaves\]-1 \d+, "
                     r"strong\[formula\]-2 \d+", out)
    assert re.search(r"strong\[new.superleaves\] against strong\[formula\]: \d+ wins", out)
    assert selfplay_main(["--variant", "english", "--levels", "strong,strong",
                          "--leaves", "formula"], small_lexicon) == 2
