"""The demo position draws for every rule set, with real crossing words, a blank and a
highlighted last move."""

from __future__ import annotations

import pytest
from PIL import Image

from engine.rules import ruleset_ids
from renderer.__main__ import main
from renderer.board import geometry
from renderer.demo import demo_position


@pytest.mark.parametrize("variant", ruleset_ids())
def test_demo_position(variant: str) -> None:
    d = demo_position(variant)
    tiles = list(d.board.tiles())
    assert len(tiles) >= 15
    assert any(t.blank for _, _, t in tiles)
    assert all(d.rules.tileset.is_letter(t.letter) for _, _, t in tiles)
    sr, sc = d.rules.layout.start
    assert d.board.get(sr, sc) is not None
    assert d.highlight and all(d.board.get(r, c) is not None for r, c in d.highlight)
    assert 2 <= len(d.caption.players) <= 4
    assert sum(p.is_turn for p in d.caption.players) == 1
    assert d.caption.last_move and d.caption.last_score and d.caption.last_score > 0


@pytest.mark.parametrize("variant", ruleset_ids())
def test_demo_command(variant: str, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / f"{variant}.png"
    rack = tmp_path / f"{variant}-rack.png"
    assert main(["demo", "--variant", variant, "--out", str(out), "--rack", str(rack)]) == 0
    with Image.open(out) as img:
        assert img.format == "PNG"
        assert img.width == geometry(demo_position(variant).rules.layout).width
        assert img.height > img.width * 0.95
    with Image.open(rack) as img:
        assert img.format == "PNG"
    assert out.stat().st_size < 120_000
