"""GCG records at the edges (issue 11, items 6 to 10): moves that lay no tile, records from
other programs, records that cannot happen, records that name their rules, rack order."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import engine.records.cli as cli
from engine.records.cli import FAILED, MISMATCH, OK, UNREADABLE, main
from engine.records.gcg import GcgError, GcgRecord, decode_gcg, parse_gcg
from engine.records.replay import ConventionChoice, ReplayResult, replay
from engine.rules import RuleSet, load_ruleset

DATA = Path(__file__).resolve().parent / "data" / "gcg"
RUN_DIR = DATA / "run"
CASES = DATA / "cases"
ENGLISH = load_ruleset("english")
HEADER = "#player1 ann Ann\n#player2 bob Bob\n"


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


# ------------------------------------------------------------------ item 6
def test_item6_placement_without_new_tile() -> None:
    record = parse_gcg((RUN_DIR / "1_no_new_tile.gcg").read_text(encoding="utf-8"))
    result = replay(record, ENGLISH)
    assert [str(m) for m in result.mismatches] == [
        "move 2 (line 6) emely 8D .....: places no new tile"]
    # The line changes nothing on the board; the next placement scores as recorded.
    assert result.moves[1].tiles == () and result.moves[2].score == 26
    assert result.final == {"doug": 58, "emely": 32}


def test_item6_replaying_a_directory_goes_on_after_the_no_new_tile_record() -> None:
    code, out, err = run_cli(str(RUN_DIR))
    assert out.splitlines() == [
        f"== {RUN_DIR / '1_no_new_tile.gcg'}",
        "move 2 (line 6) emely 8D .....: places no new tile",
        "final scores: doug 58, emely 32",
        f"== {RUN_DIR / '2_good.gcg'}",
        "final scores: doug 148, emely 55",
        f"== {RUN_DIR / '3_malformed.gcg'}",
    ]
    assert err.splitlines() == [
        f"{RUN_DIR / '3_malformed.gcg'}: line 3: the score '+x' is not a signed number "
        "like +24"]
    # A mismatch in one file and an unreadable other: both bits of the exit status.
    assert code == MISMATCH | UNREADABLE == 3


def test_item6_exit_status_tells_a_mismatch_from_an_unreadable_file() -> None:
    assert run_cli(str(RUN_DIR / "2_good.gcg"))[0] == OK
    assert run_cli(str(RUN_DIR / "1_no_new_tile.gcg"))[0] == MISMATCH
    assert run_cli(str(RUN_DIR / "3_malformed.gcg"))[0] == UNREADABLE
    assert len({OK, MISMATCH, UNREADABLE, FAILED, MISMATCH | UNREADABLE}) == 5
    _, help_text, _ = run_cli("--help")
    assert "exit status:" in help_text
    for code in (OK, MISMATCH, UNREADABLE, MISMATCH | UNREADABLE):
        assert f"\n  {code}  " in help_text


def test_item6_a_failing_replay_is_reported_and_the_run_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = cli.replay
    calls: list[str] = []

    def flaky(record: GcgRecord, rules: RuleSet, convention: ConventionChoice) -> ReplayResult:
        calls.append(record.players[0].nick)
        if len(calls) == 1:
            raise IndexError("tuple index out of range")
        return real(record, rules, convention)

    monkeypatch.setattr(cli, "replay", flaky)
    code, out, err = run_cli(str(RUN_DIR / "1_no_new_tile.gcg"), str(RUN_DIR / "2_good.gcg"))
    assert code == FAILED
    assert "the replay failed (a bug, please report it): IndexError" in err
    assert out.splitlines()[-1] == "final scores: doug 148, emely 55"


# ------------------------------------------------------------------ item 7
def test_item7_records_from_other_programs_are_read() -> None:
    record = parse_gcg((CASES / "item7_quackle.gcg").read_text(encoding="utf-8"))
    bonus, poi, mitt = record.events[1], record.events[2], record.events[3]
    assert (bonus.kind, bonus.rack, bonus.score, bonus.total) == ("challenge_bonus", "", 5, 37)
    assert (poi.word, poi.score, poi.total, poi.comment) == ("POI", 22, 22, "OP, WO, LI")
    assert (mitt.score, mitt.total, mitt.comment) == (25, 62, "ID, TO, TW")
    assert replay(record, ENGLISH).ok
    withdrawn = parse_gcg((CASES / "item7_withdrawn_plus0.gcg").read_text(encoding="utf-8"))
    e = withdrawn.events[6]
    assert (e.kind, e.score, e.total) == ("withdrawn", 0, 55)
    result = replay(withdrawn, ENGLISH)
    assert [str(m) for m in result.mismatches] == []
    assert result.moves[6].score == -24 and result.final == {"doug": 164, "emely": 55}
    code, out, _ = run_cli(str(CASES / "item7_quackle.gcg"))
    assert (code, out) == (OK, "final scores: jvc 62, Paula 22\n")


def test_item7_withdrawn_plus0_with_the_points_kept_is_a_mismatch() -> None:
    text = (CASES / "item7_withdrawn_plus0.gcg").read_text(encoding="utf-8")
    bad = text.replace("-- +0 55", "-- +0 79")
    result = replay(parse_gcg(bad), ENGLISH)
    assert [str(m) for m in result.mismatches] == [
        "move 7 (line 11) emely --: total recorded 79, computed 55"]


def test_item7_unknown_stays_a_rack_where_it_can_be_one() -> None:
    # Only on challenge and time lines is UNKNOWN Quackle's word for "not known"; on a
    # pass it is seven letters a rack may hold.
    record = parse_gcg(HEADER + ">ann: UNKNOWN - +0 0\n>bob: UNKNOWN (time) -10 -10\n")
    assert [(e.kind, e.rack) for e in record.events] == [("pass", "UNKNOWN"),
                                                          ("time_penalty", "")]
    exchange = parse_gcg(HEADER + ">ann: ABCDEFG -3 +0 0\n").events[0]
    assert (exchange.kind, exchange.exchange_count, exchange.comment) == ("exchange", 3, "")


# ------------------------------------------------------------------ item 8
def read(name: str) -> GcgRecord:
    return parse_gcg(decode_gcg((CASES / name).read_bytes()))


def test_item8_rack_with_more_of_a_letter_than_the_set() -> None:
    result = replay(read("item8_too_many_tiles.gcg"), ENGLISH)
    assert [str(m) for m in result.mismatches] == [
        "move 2 (line 5) bob 9E ZA: the rack AEINQZZ holds 1 Q: the set has 1, 1 of them "
        "on the board; the rack AEINQZZ holds 2 Z: the set has 1"]
    foreign = replay(parse_gcg(HEADER + ">ann: AÖ 8H AÖ +4 4\n"), ENGLISH)
    assert "the rack AÖ holds Ö, not a tile of this set" in str(foreign.mismatches[0])


def test_item8_final_rack_lines_that_contradict_the_game() -> None:
    result = replay(read("item8_final_racks.gcg"), ENGLISH)
    assert [str(m) for m in result.mismatches] == [
        "(line 32) doug #rack1 EGOT: the rack EGOT holds 1 T: the set has 6, 6 of them on "
        "the board; doug holds (EGOP) at the end of the record",
        "(line 33) emely #rack2 S: the rack S holds 1 S: the set has 4, 4 of them on the "
        "board; emely holds no tiles at the end of the record",
    ]
    assert replay(read("item8_final_racks_agree.gcg"), ENGLISH).ok
    # An unfinished record: only the number of tiles can be checked.
    short = HEADER + ">ann: ABDELOT 8D BLOATED +76 76\n#rack1 ABC\n#rack2 EFGHIJK\n#rack3 A\n"
    assert [str(m) for m in replay(parse_gcg(short), ENGLISH).mismatches] == [
        "(line 4) ann #rack1 ABC: ann holds 7 tiles at the end of the record",
        "(line 6) player3 #rack3 A: no such player",
    ]


def test_item8_second_time_penalty() -> None:
    result = replay(read("item8_second_time_penalty.gcg"), ENGLISH)
    assert [str(m) for m in result.mismatches] == [
        "move 33 (line 42) whatnoloan (time): a second time penalty for whatnoloan"]
    assert result.final == {"whatnoloan": 412, "BestBot": 443}


def test_item8_empty_file_cannot_be_read(tmp_path: Path) -> None:
    code, out, err = run_cli(str(CASES / "item8_empty.gcg"))
    assert code == UNREADABLE and out == ""
    assert err == f"{CASES / 'item8_empty.gcg'}: line 1: an empty record: no #player lines " \
        "and no moves\n"
    blank = tmp_path / "blank.gcg"
    blank.write_text("\n#note nothing else\n\n", encoding="utf-8")
    assert run_cli(str(blank))[0] == UNREADABLE
    with pytest.raises(GcgError, match="an empty record"):
        parse_gcg("")
