"""Self-play: games run to their end with every rule set's ending, and the CLI prints
scores and times."""

from __future__ import annotations

import re

import pytest

from engine import selfplay
from engine.movegen import TrieLexicon
from engine.rules import load_ruleset
from engine.selfplay import _used_tiles, main, play_game


def small_lexicon(rule_id: str) -> TrieLexicon:
    letters = load_ruleset(rule_id).tileset.letters
    words = [a + b for a in letters[:12] for b in letters[:12]]
    words += [a + b + c for a in letters[:6] for b in letters[:6] for c in letters[:6]]
    return TrieLexicon(words)


@pytest.mark.parametrize("rule_id", ["english", "bulgarian", "literaki", "erudit-home"])
def test_selfplay_games_reach_an_ending(rule_id: str) -> None:
    samples: list[tuple[str, float]] = []
    game, times = play_game(rule_id, "t", ["strong", "beginner"], small_lexicon(rule_id),
                            samples)
    assert game.over and game.end_reason
    assert len(times) == sum(1 for h in game.history if h.kind in ("place", "exchange", "pass"))
    assert samples and all(isinstance(s, float) for _, s in samples)


def test_used_tiles_of_a_notation() -> None:
    assert _used_tiles("8H Ca.T") == ["C", "?", "T"]


def test_cli_prints_scores_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    dictionaries = pytest.importorskip("dictionaries")
    try:
        dictionaries.load("english")
    except dictionaries.LexiconMissing:
        pytest.skip("the English lexicon is not built")
    lexicon_for = dictionaries.lexicon_for_ruleset
    assert main(["--variant", "english", "--games", "1", "--seed", "7", "--level", "strong"],
                lexicon_for) == 0
    out = capsys.readouterr().out
    assert re.search(r"game 1 \(seed 7#1\): strong-\d \d+, strong-\d \d+; end: \w+", out)
    assert "time per move: median" in out
    assert main(["--variant", "english", "--level", "wizard"], lexicon_for) == 2


class _EntryPoint:
    def __init__(self, target: object) -> None:
        self.target = target

    def load(self) -> object:
        return self.target


def test_lexicon_provider_comes_from_the_entry_point_group(
        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, str]] = []

    def fake_entry_points(*, group: str, name: str) -> list[_EntryPoint]:
        asked.append((group, name))
        return [_EntryPoint(small_lexicon)]

    monkeypatch.setattr(selfplay, "entry_points", fake_entry_points)
    assert selfplay.lexicon_provider() is small_lexicon
    assert asked == [("wordgames.lexicons", "default")]


def test_cli_without_a_lexicon_provider_says_so(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(selfplay, "entry_points", lambda *, group, name: [])
    with pytest.raises(selfplay.NoLexiconProvider, match=r"wordgames\.lexicons"):
        selfplay.lexicon_provider()
    assert main(["--variant", "english"]) == 2
    assert "no lexicon provider 'default'" in capsys.readouterr().out


def test_cli_plays_with_an_injected_provider(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "english", "--seed", "3", "--level", "hard"], small_lexicon) == 0
    assert re.search(r"game 1 \(seed 3#1\): hard-1 \d+, hard-2 \d+; end: \w+",
                     capsys.readouterr().out)


def test_pyproject_registers_the_default_provider() -> None:
    import tomllib
    from pathlib import Path

    data = tomllib.loads(Path(__file__).parents[2].joinpath("pyproject.toml").read_text())
    target = data["project"]["entry-points"]["wordgames.lexicons"]["default"]
    assert target == "dictionaries:lexicon_for_ruleset"
    module, attr = target.split(":")
    assert callable(getattr(pytest.importorskip(module), attr))


def test_a_match_between_two_levels_alternates_the_start_and_sums_up(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "english", "--seed", "5", "--games", "2",
                 "--levels", "champion,strong", "--rounds", "8"], small_lexicon) == 0
    out = capsys.readouterr().out
    # the seats take turns to start: the first listed seat is the one that started
    assert re.search(r"game 1 \(seed 5#1\): champion-1 \d+, strong-2 \d+", out)
    assert re.search(r"game 2 \(seed 5#2\): strong-2 \d+, champion-1 \d+", out)
    m = re.search(r"champion against strong: (\d+) wins, (\d+) losses, (\d+) draws in 2 games",
                  out)
    assert m and sum(int(x) for x in m.groups()) == 2
    assert re.search(r"average spread champion − strong: [+-]\d+\.\d ± \d+\.\d \(95%", out)
    assert re.search(r"time per move champion: mean [\d.]+ ms", out)
    assert re.search(r"time per move strong: mean [\d.]+ ms", out)


def test_match_summary_counts_wins_draws_and_the_spread() -> None:
    match = selfplay.Match("champion", "strong")
    match.spreads = [10, -20, 0, 30]
    match.wins, match.losses, match.draws = 2, 1, 1
    lines = match.lines()
    assert lines[0].startswith("champion against strong: 2 wins, 1 losses, 1 draws in 4 games "
                               "(62.5% ±")
    assert "+5.0 ± 20.4" in lines[1]  # mean 5, sd 20.82 over 4 games: 1.96 × 20.82 / 2


def test_a_match_split_in_parts_plays_the_same_games(capsys: pytest.CaptureFixture[str],
                                                      ) -> None:
    """``--first K`` starts at game K: two parts side by side make the whole match."""
    args = ["--variant", "english", "--seed", "5", "--levels", "champion,strong",
            "--rounds", "8"]
    assert main([*args, "--games", "2"], small_lexicon) == 0
    whole = re.findall(r"^game \d+ .*$", capsys.readouterr().out, re.M)
    assert main([*args, "--games", "1", "--first", "2"], small_lexicon) == 0
    part = re.findall(r"^game \d+ .*$", capsys.readouterr().out, re.M)
    # the same game 2 (its seed, who started, the scores), bar the times it took
    assert [re.sub(r";[^;]*ms max.*", "", x) for x in part] == [
        re.sub(r";[^;]*ms max.*", "", whole[1])]
    assert part[0].startswith("game 2 (seed 5#2): strong-2")
