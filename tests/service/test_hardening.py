"""Issue 13, the service's part: each test is named after the item it holds (item N of
the hardening issue) and failed before the change it tests."""

from __future__ import annotations

from conftest import Harness, texts


# ---------------------------------------------------------------- item 8: digits
async def test_item8_non_ascii_digits_are_refused_clearly(h: Harness):
    outs = await h.cmd("Ann", "/new erudit-home teams=² lang=en")
    assert "does not fit" in texts(outs)
    await h.cmd("Ann", "/new erudit-home teams=2 lang=en")
    outs = await h.cmd("Bob", "/join ①")
    assert "Choose a team" in texts(outs)
    outs = await h.cmd("Ann", "/addbot ²")
    assert "Choose a team" in texts(outs)
    assert "went wrong" not in texts(outs)
