"""Self-play: games run to their end with every rule set's ending, and the CLI prints
scores and times."""

from __future__ import annotations

import re

import pytest

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
    assert main(["--variant", "english", "--games", "1", "--seed", "7", "--level", "strong"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"game 1 \(seed 7#1\): strong-\d \d+, strong-\d \d+; end: \w+", out)
    assert "time per move: median" in out
    assert main(["--variant", "english", "--level", "wizard"]) == 2
