"""The premium squares' labels read on a 360 px phone: at least 9 px tall on Literaki's
17 columns (they were 6.6 px), every label inside its square (WYM narrowed to fit, never
cut), in every rule set and language; the 4S arrow apart from its label."""

from __future__ import annotations

from typing import Any

import pytest
from board_harness import Seat
from conftest import Web

from bot.protocol import ChatRef

GAMES = [
    ("literaki", "pl"),
    ("literaki", "en"),
    ("english", "en"),
    ("bulgarian", "bg"),
    ("erudit", "ru"),
    ("slovak", "sk"),
    ("polish", "pl"),
    ("romanian", "ro"),
]


async def labels(page: Any) -> list[dict[str, Any]]:
    return list(
        await page.evaluate(
            """() => [...document.querySelectorAll('#board .cell .lab')].map((e) => {
          const r = e.getBoundingClientRect(), c = e.parentElement.getBoundingClientRect();
          const a = e.parentElement.querySelector('.arr');
          const ar = a ? a.getBoundingClientRect() : null;
          return {text: e.textContent, size: parseFloat(getComputedStyle(e).fontSize),
                  inside: r.left >= c.left - 0.01 && r.right <= c.right + 0.01
                          && r.top >= c.top - 0.01 && r.bottom <= c.bottom + 0.01,
                  apart: !ar || ar.top >= r.bottom - 1.5 || ar.left >= r.right - 0.5,
                  width: r.width, cell: c.width};
        })"""
        )
    )


@pytest.mark.parametrize("ruleset, lang", GAMES)
async def test_premium_labels_are_legible_and_inside_their_squares(
    web: Web, seated: Seat, ruleset: str, lang: str
) -> None:
    web.chat = ChatRef("test", f"g-{ruleset}-{lang}", is_group=True)
    page = (await seated(ruleset, options=f"lang={lang}", who="Ann")).page
    found = await labels(page)
    assert found
    small = [x for x in found if x["size"] < 9.0]
    assert not small, small[:3]
    out = [x for x in found if not x["inside"]]
    assert not out, out[:3]
    crowded = [x for x in found if not x["apart"]]
    assert not crowded, crowded[:3]
    if ruleset == "literaki":
        assert {x["text"] for x in found} >= {"WYM", "4S" if lang == "pl" else "4W"}
        await page.screenshot(path=str(web.shots / f"phone-literaki-labels-{lang}.png"))
