"""GCG records: parsing, replay with our English rules, the replay command."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from engine.records.cli import main
from engine.records.gcg import GcgError, decode_gcg, parse_gcg
from engine.records.replay import detect_convention, import_moves, replay
from engine.rules import load_ruleset

GCG_DIR = Path(__file__).resolve().parent / "data" / "gcg"  # copies of shared/data/gcg
FILES = sorted(GCG_DIR.glob("*.gcg"))

# The last total of each player as written in each file.
FINALS = {
    "doug_v_emely.gcg": {"doug": 451, "emely": 345},
    "issue_476.gcg": {"whatnoloan": 422, "BestBot": 443},
    "josh2.gcg": {"jvc": 397, "Paula": 291},
    "noah_vs_mishu.gcg": {"whatnoloan": 377, "mishu7": 388},
    "some_isc_game.gcg": {"arcadio": 364, "úrsula": 409},
    "utf8_dos.gcg": {"angwantibo": 375, "Michal_Josko": 488},
    "vs_andy.gcg": {"andy": 423, "cesar": 363},
}

ENGLISH = load_ruleset("english")


def load(path: Path) -> str:
    return decode_gcg(path.read_bytes())


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_every_shared_record_is_known() -> None:
    assert FILES, f"no records in {GCG_DIR}"
    assert {p.name for p in FILES} == set(FINALS)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_shared_record_replays_without_mismatch(path: Path) -> None:
    record = parse_gcg(load(path))
    result = replay(record, ENGLISH)
    assert [str(m) for m in result.mismatches] == []
    assert result.final == FINALS[path.name]
    assert record.final_totals() == FINALS[path.name]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_shared_record_replays_through_the_command(path: Path) -> None:
    code, out, err = run_cli(str(path), "--variant", "english")
    assert (code, err) == (0, "")
    finals = ", ".join(f"{n} {s}" for n, s in FINALS[path.name].items())
    assert out.splitlines() == [f"final scores: {finals}"]


def test_shared_records_use_the_tournament_convention() -> None:
    for path in FILES:
        assert detect_convention(parse_gcg(load(path)), ENGLISH.tileset) == "tournament"


def test_many_files_at_once() -> None:
    code, out, _ = run_cli(*map(str, FILES), "--variant", "english")
    assert code == 0
    assert out.count("== ") == len(FILES)
    assert out.count("final scores:") == len(FILES)


def _tampered(tmp_path: Path, old: str, new: str, name: str = "doug_v_emely.gcg") -> Path:
    text = load(GCG_DIR / name)
    assert text.count(old) == 1
    path = tmp_path / f"tampered_{name}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_tampered_score_gives_exactly_one_mismatch(tmp_path: Path) -> None:
    path = _tampered(tmp_path, "10B DONATES +82 148", "10B DONATES +83 148")
    code, out, _ = run_cli(str(path), "--variant", "english")
    lines = out.splitlines()
    assert code == 1
    assert lines == [
        "move 5 (line 7) doug 10B DONATES: score recorded +83, computed +82",
        "final scores: doug 451, emely 345",
    ]


def test_tampered_total_gives_exactly_one_mismatch(tmp_path: Path) -> None:
    path = _tampered(tmp_path, "10B DONATES +82 148", "10B DONATES +82 150")
    code, out, _ = run_cli(str(path))
    assert code == 1
    assert out.splitlines()[:-1] == [
        "move 5 (line 7) doug 10B DONATES: total recorded 150, computed 148"]


def test_tampered_end_rack_is_checked_against_the_opponents_tiles(tmp_path: Path) -> None:
    path = _tampered(tmp_path, "(OPEG) +14", "(OPEGS) +16")
    code, out, _ = run_cli(str(path))
    assert code == 1
    assert out.splitlines()[:-1] == [
        "move 28 (line 30) emely (OPEGS): rack recorded (OPEGS), computed (EGOP); "
        "score recorded +16, computed +14"]


def test_withdrawn_phony_must_give_back_its_score(tmp_path: Path) -> None:
    path = _tampered(tmp_path, "--  -24 55", "--  -20 59")
    code, out, _ = run_cli(str(path))
    assert code == 1
    assert out.splitlines()[0] == (
        "move 7 (line 9) emely --: score recorded -20, computed -24")


def test_tiles_not_on_a_full_rack_are_a_mismatch(tmp_path: Path) -> None:
    path = _tampered(tmp_path, "DINNVWY 8D WINDY", "DINNVWZ 8D WINDY")
    code, out, _ = run_cli(str(path))
    assert code == 1
    assert out.splitlines()[0] == "move 1 (line 3) doug 8D WINDY: Y not on the rack DINNVWZ"


def test_illegal_geometry_is_a_mismatch(tmp_path: Path) -> None:
    path = _tampered(tmp_path, "7C GALE +16", "6C GALE +16")
    code, out, _ = run_cli(str(path))
    assert code == 1
    assert "illegal: The word must touch a tile already on the board." in out.splitlines()[0]


def test_publisher_convention_on_a_tournament_record_mismatches() -> None:
    code, out, _ = run_cli(str(GCG_DIR / "doug_v_emely.gcg"), "--convention", "publisher")
    assert code == 1
    assert out.splitlines()[0] == (
        "move 28 (line 30) emely (OPEG): score recorded +14, computed +7")


def test_unknown_variant_and_missing_file(tmp_path: Path) -> None:
    assert run_cli(str(GCG_DIR / "josh2.gcg"), "--variant", "klingon")[0] == 2
    code, _, err = run_cli(str(tmp_path / "nope.gcg"))
    assert code == 2 and "cannot read" in err


def test_malformed_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.gcg"
    path.write_text("#player1 a A\n#player2 b B\n>a: ABC 8H ABC +x 5\n", encoding="utf-8")
    code, out, err = run_cli(str(path))
    assert code == 2 and out == ""
    assert "line 3: the score '+x' is not a signed number" in err


# ------------------------------------------------------------------ parser edge cases
HEADER = "#player1 ann Ann Smith\n#player2 bob Bob\n"


def parse_one(line: str) -> object:
    return parse_gcg(HEADER + line + "\n").events[0]


def test_header_pragmas() -> None:
    record = parse_gcg(load(GCG_DIR / "issue_476.gcg"))
    assert record.encoding == "UTF-8"
    assert record.lexicon == "NWL23"
    assert record.description == "Created with Macondo"
    assert (record.id_authority, record.id) == ("io.woogles", "kYmDwcfkbY")
    assert record.pragmas == [("game-type", "classic")]
    assert [(p.number, p.nick, p.name) for p in record.players] == [
        (1, "whatnoloan", "Noah Walton"), (2, "BestBot", "BestBot")]


def test_event_kinds() -> None:
    record = parse_gcg(HEADER + "\n".join([
        ">ann: ?ABCDEF 8H BAd +12 12",
        ">bob: EFG H7 E.G +4 4",
        ">bob: EFG --  -4 0",
        ">ann:  (challenge) +5 17",
        ">bob: EFGHIJK - +0 0",
        ">ann: ACEF? -AC? +0 17",
        ">bob: EFGHIJK -3 +0 0",
        ">ann: ACE (time) -10 7",
        ">bob: (ACE) +10 10",
        ">ann: ACE (ACE) -5 2",
    ]) + "\n")
    kinds = [(e.kind, e.rack, e.score, e.total) for e in record.events]
    assert kinds == [
        ("place", "?ABCDEF", 12, 12), ("place", "EFG", 4, 4), ("withdrawn", "EFG", -4, 0),
        ("challenge_bonus", "", 5, 17), ("pass", "EFGHIJK", 0, 0),
        ("exchange", "ACEF?", 0, 17), ("exchange", "EFGHIJK", 0, 0),
        ("time_penalty", "ACE", -10, 7), ("end_points", "", 10, 10),
        ("end_penalty", "ACE", -5, 2),
    ]
    e = record.events
    assert (e[0].coord, e[0].word) == ("8H", "BAd")
    assert (e[5].exchanged, e[5].exchange_count) == ("AC?", 3)
    assert (e[6].exchanged, e[6].exchange_count) == ("", 3)
    assert e[8].end_rack == "ACE" and e[9].end_rack == "ACE"


def test_notes_attach_to_the_move_before_and_run_over_lines() -> None:
    record = parse_gcg(load(GCG_DIR / "utf8_dos.gcg"))
    assert record.events[0].notes == [
        "quack not fan of blonde at 8d. he prefers better bolden bodle dobla blonde "
        "( for 22 ) doable boned"]
    einstein = next(e for e in record.events if e.word == "E.NSTEIN")
    assert einstein.notes == [
        "tennises dentines way more points\nsince ive been behind  and the board is not "
        "open, ive made decision to do that risky play. win or lose. will it work?"]
    head = parse_gcg("#note before\n" + HEADER + ">ann: AB 8H AB +8 8\n#note after\n")
    assert head.notes == ["before"] and head.events[0].notes == ["after"]


def test_crlf_bom_double_spaces_and_utf8() -> None:
    text = load(GCG_DIR / "some_isc_game.gcg")
    data = b"\xef\xbb\xbf" + text.replace("\n", "\r\n").replace(" +", "  +").encode()
    record = parse_gcg(decode_gcg(data))
    assert record.players[1].nick == "úrsula"
    assert record.players[1].name == "Úrsula Iguarán Buendía"
    assert record.final_totals() == FINALS["some_isc_game.gcg"]
    assert replay(record, ENGLISH).ok


def test_latin1_record_without_encoding_pragma() -> None:
    data = "#player1 jos\xe9 Jos\xe9\n#player2 b B\n>jos\xe9: AB 8H AB +8 8\n".encode("latin-1")
    record = parse_gcg(decode_gcg(data))
    assert record.players[0].nick == "josé"
    assert record.events[0].nick == "josé"


def test_partial_racks_and_unknown_racks() -> None:
    record = parse_gcg(HEADER + ">ann: 8G BAD +12 12\n>bob: E 7H E +2 2\n")
    assert [e.rack for e in record.events] == ["", "E"]
    result = replay(record, ENGLISH)
    assert result.ok, result.mismatches
    assert result.final == {"ann": 12, "bob": 2}


def test_players_inferred_without_player_lines() -> None:
    record = parse_gcg(">x: AB 8H AB +8 8\n>y: C I7 C. +4 4\n")
    assert record.nicks() == ["x", "y"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (">carl: AB 8H AB +8 8", "unknown player 'carl'"),
        (">ann: AB 8H AB 8 8", "the score '8' is not a signed number"),
        (">ann: AB 8H AB +8 x", "the total 'x' is not a number"),
        (">ann: AB 8H AB -8 8", "must have a score written +N"),
        (">ann: AB -- +8 8", "must have a score written -N"),
        (">ann: AB - +3 8", "a pass scores +0"),
        (">ann: AB -A +3 8", "an exchange scores +0"),
        (">ann: AB Z9Z AB +8 8", "'Z9Z' is not a coordinate"),
        (">ann: A1B 8H AB +8 8", "'A1B' is not a rack"),
        (">ann: AB 8H A-B +8 8", "'A-B' is not a word"),
        (">ann: AB (BA) +8 8", "'RACK (RACK) -N total'"),
        (">ann: AB (AC) -4 8", "the rack AB and the rack deducted (AC) differ"),
        (">ann: +8 8", "too few fields"),
        (">ann AB 8H AB +8 8", "an event line reads"),
        ("AB 8H AB +8 8", "not an event (>nick: ...) nor a pragma"),
    ],
)
def test_malformed_lines_say_the_line_and_what_is_wrong(line: str, message: str) -> None:
    with pytest.raises(GcgError) as info:
        parse_gcg(HEADER + ">bob: EF 8G EF +10 10\n" + line + "\n")
    assert info.value.line == 4
    assert message in str(info.value)
    assert str(info.value).startswith("line 4: ")


def test_duplicate_player_and_late_player_line() -> None:
    # Two players with one nickname are two players (issue 28 item 5: Quackle writes
    # NoName for both; they used to be refused here)
    assert parse_gcg("#player1 a A\n#player2 a B\n").nicks() == ["a#1", "a#2"]
    with pytest.raises(GcgError, match="line 3: #player2 comes after the first move"):
        parse_gcg("#player1 a A\n>a: AB 8H AB +8 8\n#player2 b B\n")


# ------------------------------------------------------------------ replay details
def test_import_moves_gives_tiles_words_and_scores() -> None:
    moves = import_moves(parse_gcg(load(GCG_DIR / "doug_v_emely.gcg")), ENGLISH)
    first = moves[0]
    assert (first.nick, first.kind, first.notation, first.score) == ("doug", "place",
                                                                     "8D WINDY", 32)
    assert [(r, c, str(t)) for r, c, t in first.tiles] == [
        (7, 3, "W"), (7, 4, "I"), (7, 5, "N"), (7, 6, "D"), (7, 7, "Y")]
    assert first.words == (("WINDY", 32),)
    phony, withdrawn = moves[5], moves[6]
    assert (phony.kind, withdrawn.kind, withdrawn.score, withdrawn.total) == (
        "place", "withdrawn", -24, 55)
    blank = next(m for m in moves if m.notation.startswith("K5"))
    assert any(t.blank and t.letter == "G" for _, _, t in blank.tiles)
    assert moves[-1].kind == "end_points" and moves[-1].score == 14


def test_withdrawn_phony_leaves_the_board_as_before() -> None:
    record = parse_gcg(load(GCG_DIR / "josh2.gcg"))
    result = replay(record, ENGLISH)
    # Paula's DE.PONEd at B2 was withdrawn: B2 is empty, and her later sPEEDO stands.
    assert result.board.get(1, 1) is None
    assert str(result.board.get(5, 14)) == "s"


def test_time_penalty_and_end_points_in_issue_476() -> None:
    result = replay(parse_gcg(load(GCG_DIR / "issue_476.gcg")), ENGLISH)
    last_two = [(m.kind, m.score, m.total) for m in result.moves[-2:]]
    assert last_two == [("end_points", 4, 443), ("time_penalty", -10, 422)]


def test_end_rack_lines_under_the_publisher_convention() -> None:
    text = HEADER + "\n".join([
        ">ann: ABDELOT 8D BLOATED +76 76",
        ">bob: EFGIRST -EFG +0 0",
        ">ann: (IRST) +4 80",
        ">bob: IRST (IRST) -4 -4",
    ]) + "\n"
    record = parse_gcg(text)
    assert detect_convention(record, ENGLISH.tileset) == "publisher"
    # The rack checks cannot hold here (the bag is full), but the scores can.
    result = replay(record, ENGLISH)
    assert [m.score for m in result.moves] == [76, 0, 4, -4]


def test_challenge_bonus_must_follow_the_players_placement() -> None:
    text = HEADER + "\n".join([
        ">ann: ABDELOT 8D BLOATED +76 76",
        ">ann: EFGIRST (challenge) +5 81",
        ">bob: EFGIRST - +0 0",
        ">bob: EFGIRST (challenge) +5 5",
    ]) + "\n"
    result = replay(parse_gcg(text), ENGLISH)
    assert [str(m) for m in result.mismatches] == [
        "move 4 (line 6) bob (challenge): a challenge bonus, but no placement by bob just "
        "before"]
    assert result.final == {"ann": 81, "bob": 5}


def test_declared_encoding_is_followed() -> None:
    text = "#character-encoding ISO-8859-1\n#player1 jos\xe9 J\n#player2 b B\n"
    assert parse_gcg(decode_gcg(text.encode("latin-1"))).nicks() == ["josé", "b"]
    bad = "#character-encoding UTF-8\n#player1 jos\xe9 J\n".encode("latin-1")
    with pytest.raises(UnicodeDecodeError):
        decode_gcg(bad)


def test_help_exits_cleanly() -> None:
    code, _, _ = run_cli("--help")
    assert code == 0


# ------------------------------------------------------------------ issue 28 item 5
def _one_nickname(text: str, nicks: list[str]) -> str:
    """The record with both players' nickname made ``NoName``, as Quackle writes it."""
    for nick in nicks:
        text = text.replace(f"#player{nicks.index(nick) + 1} {nick} ",
                            f"#player{nicks.index(nick) + 1} NoName ")
        text = text.replace(f">{nick}:", ">NoName:")
    return text


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_players_sharing_a_nickname_replay_by_the_order_of_the_lines(path: Path) -> None:
    nicks = list(FINALS[path.name])
    record = parse_gcg(_one_nickname(load(path), nicks))
    result = replay(record, ENGLISH)
    assert [str(m) for m in result.mismatches] == []
    assert list(result.final.values()) == list(FINALS[path.name].values())
    assert list(result.final) == ["NoName#1", "NoName#2"]


def test_a_directory_is_walked_with_its_sub_folders(tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "josh2.gcg").write_bytes((GCG_DIR / "josh2.gcg").read_bytes())
    (tmp_path / "vs_andy.gcg").write_bytes((GCG_DIR / "vs_andy.gcg").read_bytes())
    code, out, err = run_cli(str(tmp_path), "--variant", "english")
    assert (code, err) == (0, "")
    assert [ln for ln in out.splitlines() if ln.startswith("==")] == [
        f"== {tmp_path / 'a' / 'b' / 'josh2.gcg'}", f"== {tmp_path / 'vs_andy.gcg'}"]


def test_a_directory_without_a_record_exits_2_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "empty" / "sub").mkdir(parents=True)
    (tmp_path / "empty" / "notes.txt").write_text("no record here")
    code, out, err = run_cli(str(tmp_path / "empty"))
    assert (code, out) == (2, "")
    assert "no GCG record (*.gcg) in it or its sub-folders" in err
