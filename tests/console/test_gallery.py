"""``python -m bot gallery``: the docs' pictures come from real games through the service."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PIL import Image

from bot.gallery import SCENES, Scene, draw
from engine.rules import ruleset_ids


def test_the_gallery_covers_every_rule_set_a_final_and_a_team_game() -> None:
    mid = {s.variant for s in SCENES if s.turns and not s.options}
    assert mid == set(ruleset_ids())
    final = [s for s in SCENES if s.turns == 0]
    assert final and len(final[0].players) == 4
    assert any("bot " in p for p in final[0].players)
    assert any("teams=" in s.options for s in SCENES)


def test_a_scene_is_drawn_from_a_real_game(tmp_path: Path) -> None:
    scenes = (Scene("english", "english", ("Ann 🌸", "Bob"), 3),
              Scene("teams", "erudit-home", ("Аня", "Борис", "Вера", "Глеб"), 2, "teams=2",
                    (1, 2, 1, 2)))
    written = asyncio.run(draw(tmp_path, scenes))
    assert [p.name for p in written] == ["english.png", "rack-english.png", "teams.png"]
    for p in written:
        with Image.open(p) as img:
            assert img.format == "PNG" and img.width >= 700
