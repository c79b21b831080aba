"""The table simulator's invariants catch what they are there for: a fault planted in
the service (a board picture drawn with a wrong score, each rack told to the next
player) is reported under its invariant, and nothing else is."""

from __future__ import annotations

import dataclasses

from table_sim import Tally, play_tables

from bot.service import announce, burst
from bot.service.facts import RackAsk


async def test_a_picture_drawn_with_a_wrong_score_is_caught(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    real = announce.picture_sides

    def off_by_one(ctx):  # type: ignore[no-untyped-def]
        sides = real(ctx)
        return [dataclasses.replace(sides[0], score=sides[0].score + 1), *sides[1:]]

    monkeypatch.setattr(announce, "picture_sides", off_by_one)
    tally = Tally()
    await play_tables("english", [1], tally, max_commands=12)
    caught = {f.invariant for f in tally.unknown()}
    assert caught == {"picture"}, tally.report()


async def test_a_rack_told_to_the_wrong_player_is_caught(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    real = burst.render_rack

    def next_seat(ctx, ask, notes=()):  # type: ignore[no-untyped-def]
        n = len(ctx.started().seats)
        return real(ctx, RackAsk(ask.out, (ask.seat + 1) % n, ask.note), notes)

    monkeypatch.setattr(burst, "render_rack", next_seat)
    tally = Tally()
    await play_tables("polish", [2], tally, max_commands=6)
    assert tally.unknown(), tally.report()
    assert {f.invariant for f in tally.unknown()} == {"rack"}, tally.report()
    assert any("rack sent to" in f.detail or "was told rack" in f.detail
               for f in tally.unknown()), tally.report()


