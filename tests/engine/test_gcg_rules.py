"""Records that name their rules (issue 11, item 9) and racks in the alphabet of the
language (item 10): our exports of house-rule games replay with those rules, and records
from other programs are checked against ``--variant``."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from engine.board import Tile
from engine.game import Game
from engine.movegen.brute import geometric_placements
from engine.placement import placement_notation
from engine.records.cli import MISMATCH, OK, UNREADABLE, main
from engine.records.export import game_to_gcg
from engine.records.gcg import parse_gcg
from engine.records.pragmas import record_rules, rules_pragma
from engine.records.replay import replay
from engine.rules import load_ruleset, ruleset_ids

CASES = Path(__file__).resolve().parent / "data" / "gcg" / "cases"

# One house-rule game per rule set: a rack of 8 everywhere (every turn of a replay with the
# plain rules then shows it), and one rule more that changes scores or endings.
HOUSE_RULES: dict[str, dict[str, Any]] = {
    "bulgarian": {"rack_size": 8, "move_time_limit": 45},
    "english": {"rack_size": 8, "bingo_amount": 35},
    "erudit": {"rack_size": 8, "bingo_amount": 15},
    "erudit-home": {"rack_size": 8, "target_score": 0},
    "literaki": {"rack_size": 8, "exchange_limit": 1},
    "polish": {"rack_size": 8, "premiums": "every_time"},
    "romanian": {"rack_size": 8, "blank_value": "letter"},
    "slovak": {"rack_size": 8, "end_adjustment": "tournament"},
}


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def find_move(game: Game, seat: int) -> str | None:
    """The first geometrically legal placement of as many rack tiles as fit (the lexicon
    accepts every word); a blank stands for the first letter of the set."""
    first = game.rules.tileset.letters[0]
    tiles = [Tile(first, True) if t == "?" else Tile(t) for t in game.seats[seat].rack]
    for k in range(len(tiles), 0, -1):
        for placement in geometric_placements(game.board, tiles, k):
            return placement_notation(placement, game.board)
    return None


def play_house_rule_game(ruleset_id: str, overrides: dict[str, Any], seed: str) -> Game:
    """Two players place whatever fits until the game ends; every check window is closed
    with the move standing (vote and agreement modes wait for it)."""
    game = Game(load_ruleset(ruleset_id), seed, [("ann", None), ("bob", None)], overrides)
    for _ in range(300):
        if game.over:
            break
        pending = game.pending
        if pending is not None and (pending.ends_game
                                    or game.rules.word_check in ("vote", "agreement")):
            game.close_window(invalid=[])
            continue
        seat = game.turn
        move = find_move(game, seat)
        if move is None:
            game.pass_turn(seat)
        else:
            game.place(seat, move)
    return game


def by_nick(game: Game) -> dict[str, int]:
    return {s.player: game.scores[s.side] for s in game.seats}


def test_every_rule_set_has_a_house_rule_game() -> None:
    assert set(HOUSE_RULES) == set(ruleset_ids())


@pytest.mark.parametrize("ruleset_id", sorted(HOUSE_RULES))
def test_item9_house_rule_export_replays_with_zero_mismatches(
    ruleset_id: str, tmp_path: Path
) -> None:
    overrides = HOUSE_RULES[ruleset_id]
    game = play_house_rule_game(ruleset_id, overrides, seed=f"house-{ruleset_id}")
    assert game.over, f"{ruleset_id}: the game did not end"
    text = game_to_gcg(game)
    lines = text.splitlines()
    assert rules_pragma(ruleset_id, overrides) in lines
    assert lines[1].startswith("#description Rules: ")  # the words for people stay
    record = parse_gcg(text)
    chosen = record_rules(record)  # no --variant: the record names its rules
    assert chosen.warnings == []
    assert chosen.rules == game.rules
    result = replay(record, chosen.rules)
    assert [str(m) for m in result.mismatches] == []
    assert result.final == by_nick(game)
    # Through the command, with and without --variant.
    path = tmp_path / "game.gcg"
    path.write_text(text, encoding="utf-8")
    finals = ", ".join(f"{n} {s}" for n, s in by_nick(game).items())
    for argv in ([str(path)], [str(path), "--variant", ruleset_id]):
        assert run_cli(*argv) == (OK, f"final scores: {finals}\n", "")
    # Without the #rules line the plain rules disagree (racks of 8): the line is needed.
    plain = "\n".join(line for line in lines if not line.startswith("#rules ")) + "\n"
    assert not replay(parse_gcg(plain), load_ruleset(ruleset_id)).ok


def test_item9_bulgarian_rack8_export_scores_as_played(tmp_path: Path) -> None:
    """The issue's case: a Bulgarian rack=8 export showed 25 false mismatches and x3
    bonuses for 7-tile moves (490 for a player who scored 290)."""
    game = play_house_rule_game("bulgarian", {"rack_size": 8}, seed="issue-11-bg")
    text = game_to_gcg(game)
    assert "#rules bulgarian rack_size=8" in text.splitlines()
    path = tmp_path / "bg.gcg"
    path.write_text(text, encoding="utf-8")
    finals = ", ".join(f"{n} {s}" for n, s in by_nick(game).items())
    assert run_cli(str(path), "--variant", "bulgarian") == (OK, f"final scores: {finals}\n", "")


def test_item9_pragmas_of_other_programs_choose_the_rules() -> None:
    path = CASES / "item9_macondo_polish.gcg"
    record = parse_gcg(path.read_text(encoding="utf-8"))
    chosen = record_rules(record)
    assert (chosen.rules.id, chosen.warnings) == ("polish", [])
    assert run_cli(str(path)) == (OK, "final scores: ann 26, bob 6\n", "")
    code, out, _ = run_cli(str(path), "--variant", "english")
    assert code == MISMATCH
    assert out.splitlines()[:2] == [
        "warning: the record's #tile-distribution polish contradicts --variant english",
        "warning: the record's #lexicon OSPS49 contradicts --variant english",
    ]
    code, out, _ = run_cli(str(path), "--variant", "literaki")
    assert "warning: the record's #game-type classic contradicts --variant literaki" in out


@pytest.mark.parametrize(
    ("header", "variant", "expected", "warnings"),
    [
        ("#lexicon NWL23\n", None, "english", []),
        ("#lexicon CSW21\n#game-type classic\n", "english", "english", []),
        ("#lexicon OSPS49\n", None, "polish", []),  # Literaki fits too: the plain game
        ("#lexicon FRA20\n", None, "english", []),  # a word list we do not have: no claim
        ("#tile-distribution ru-erudit\n", None, "erudit", []),
        ("#tile-distribution german\n", None, "english",
         ["#tile-distribution german is not a tile set of ours"]),
        ("#game-type wordsmog\n", None, "english",
         ["#game-type wordsmog is not a game we replay"]),
        ("#rules klingon rack_size=8\n", None, "english",
         ["#rules names 'klingon', not a rule set of ours (" + ", ".join(ruleset_ids()) + ")"]),
        ("#rules polish rack_size=8 colour=red\n", None, "polish",
         ["#rules: colour=red is not a house rule of ours; left out"]),
        ("#rules polish rack_size=8\n#lexicon NWL23\n", None, "polish",
         ["the record's #lexicon NWL23 contradicts its #rules polish"]),
        ("#rules polish rack_size=8\n", "literaki", "literaki",
         ["the record's #rules polish contradicts --variant literaki",
          "its house rules are not applied to another rule set"]),
        ("#lexicon NWL23\n#tile-distribution polish\n", None, "english",
         ["the header names no single rule set (#tile-distribution polish; #lexicon NWL23): "
          "replayed as english"]),
    ],
)
def test_item9_header_lines_and_variant(header: str, variant: str | None, expected: str,
                                        warnings: list[str]) -> None:
    record = parse_gcg(header + "#player1 a A\n#player2 b B\n")
    chosen = record_rules(record, variant)
    assert chosen.rules.id == expected
    assert chosen.warnings == warnings
    if header.startswith("#rules polish") and variant is None:
        assert chosen.rules.rack_size == 8


def test_item9_encoding_error_names_the_declared_encoding(tmp_path: Path) -> None:
    for declared, shown in (("UTF-8", "utf-8"), ("ASCII", "ascii")):
        path = tmp_path / f"{declared}.gcg"
        path.write_bytes(f"#character-encoding {declared}\n#player1 jos\xe9 J\n"
                         .encode("latin-1"))
        code, out, err = run_cli(str(path))
        assert (code, out) == (UNREADABLE, "")
        assert err.startswith(f"{path}: not valid {shown} although the record says so: "
                              "byte 39")


# ------------------------------------------------------------------ item 10
def test_item10_exported_racks_in_the_alphabet_order() -> None:
    game = play_house_rule_game("polish", {}, seed="alphabet-pl")
    rules = game.rules
    record = parse_gcg(game_to_gcg(game))
    racks = [e.rack for e in record.events if e.rack] + [
        e.end_rack for e in record.events if e.end_rack]
    assert racks
    for rack in racks:
        assert list(rack) == sorted(rack, key=rules.letter_rank), rack
    # The game shows the difference: a rack where code-point order would put Ą after Z.
    assert any(list(rack) != sorted(rack) for rack in racks)
    assert rules.letter_rank("A") < rules.letter_rank("Ą") < rules.letter_rank("B")
    assert rules.letter_rank("?") < rules.letter_rank("A")


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_item10_every_rule_set_knows_its_alphabet(ruleset_id: str) -> None:
    rules = load_ruleset(ruleset_id)
    letters = rules.tileset.letters
    if rules.alphabet:
        assert sorted(rules.alphabet) == sorted(letters)
        assert len(set(rules.alphabet)) == len(rules.alphabet)
    else:  # code-point order is the alphabet only for plain Latin or Cyrillic without Ё
        assert all("A" <= ch <= "Z" or "А" <= ch <= "Я" for ch in letters), letters


# ------------------------------------------------------------------ issue 28 item 5
def test_a_record_without_rules_lines_is_replayed_under_the_rules_its_letters_imply(
        tmp_path: Path) -> None:
    text = (CASES / "item9_macondo_polish.gcg").read_text(encoding="utf-8")
    bare = "".join(ln for ln in text.splitlines(keepends=True)
                   if not ln.startswith(("#lexicon", "#tile-distribution", "#game-type")))
    chosen = record_rules(parse_gcg(bare))
    assert chosen.rules.id == "polish"
    assert len(chosen.warnings) == 1 and chosen.warnings[0].startswith(
        "the header names no rule set and its racks hold ")
    assert chosen.warnings[0].endswith(
        ": replayed as polish (also possible: literaki; choose one with --variant)")
    path = tmp_path / "bare.gcg"
    path.write_text(bare, encoding="utf-8")
    code, out, _ = run_cli(str(path))
    assert code == OK and out.splitlines()[-1] == "final scores: ann 26, bob 6"


@pytest.mark.parametrize(("moves", "expected", "says"), [
    (">a: CAT 8H CAT +10 10\n", "english", None),
    (">a: ЖЫЛА 8H ЖЫЛ +10 10\n", "erudit", "its racks hold АЖЛЫ"),
    (">a: ЖЪЛА 8H ЖЪЛ +10 10\n", "bulgarian", "its racks hold АЖЛЪ"),
    (">a: KOTA 8N KOTA +10 10\n", "literaki", "its moves reach 17 columns and 8 rows"),
    (">a: ΩΨ 8H ΩΨ +10 10\n", "english", "which no rule set of ours has"),
])
def test_the_letters_and_the_board_a_record_uses_choose_its_rules(
        moves: str, expected: str, says: str | None) -> None:
    chosen = record_rules(parse_gcg("#player1 a A\n#player2 b B\n" + moves))
    assert chosen.rules.id == expected
    if says is None:
        assert chosen.warnings == []
    else:
        assert len(chosen.warnings) == 1 and says in chosen.warnings[0]
