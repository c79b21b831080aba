"""Issue 13, the service's part: each test is named after the item it holds (item N of
the hardening issue) and failed before the change it tests."""

from __future__ import annotations

import asyncio

from conftest import Harness, texts

from bot.protocol import ChatRef


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


# ---------------------------------------------------------------- item 16: locks
async def test_item16_idle_chat_locks_are_freed(h: Harness):
    for i in range(50):
        await h.cmd("Ann", "/score", chat=ChatRef("test", f"g{i}", is_group=True))
    assert h.service.held_locks() == 0


async def test_item16_a_waiting_task_keeps_the_lock(h: Harness):
    """Two commands in one chat at once still run one after the other."""
    order: list[str] = []

    async def first() -> None:
        async with h.service.lock("c"):
            order.append("a")
            await asyncio.sleep(0.01)
            order.append("b")

    async def second() -> None:
        await asyncio.sleep(0)
        async with h.service.lock("c"):
            order.append("c")

    await asyncio.gather(first(), second())
    assert order == ["a", "b", "c"] and h.service.held_locks() == 0


# ---------------------------------------------------------------- item 4: undo entropy
async def test_item4_undo_through_the_service_records_fresh_entropy(h: Harness):
    h.service.entropy = lambda: "from-the-service"
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _ = await h.playable(3)
    opp = "Bob" if who == "Ann" else "Ann"
    await h.cmd(who, f"/play {move}")
    await h.cmd(opp, "/accept")
    seen = (await h.game()).seats[(await h.game()).turn - 1].rack
    await h.cmd(who, "/undo")
    await h.cmd(opp, "/undo yes")
    g = await h.game()
    assert g.log[-1] == {"a": "reseed", "entropy": "from-the-service"}
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    stored = await h.repo.moves(rec.id or 0)
    assert stored[-1] == g.log[-1]  # in the stored log too: replay gives the same game
    await h.cmd(who, f"/play {move}")
    await h.cmd(opp, "/accept")
    g = await h.game()
    assert g.seats[(g.turn - 1) % 2].rack != seen
