"""Turn commands: ``/play``, ``/swap``, ``/exchange``, ``/pass``, ``/resign``."""

from __future__ import annotations

import re

from bot.service.actions import act
from bot.service.context import Ctx, Refusal, need_seat
from engine.errors import MoveError

_SWAP = re.compile(r"^(?:swap=|\+)([A-Za-z]{1,2}\d{1,2}|\d{1,2}[A-Za-z]{1,2})$", re.I)


async def cmd_play(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    parts = args.split()
    if len(parts) < 2:
        raise MoveError("bad_syntax")
    swaps = []
    rest = []
    for p in parts[2:]:
        m = _SWAP.match(p)
        if m is None:
            rest.append(p)
        else:
            swaps.extend(m[1].split(","))
    if rest:
        raise MoveError("bad_syntax")
    game = ctx.game
    assert game is not None
    act(ctx, lambda: game.place(seat, f"{parts[0]} {parts[1]}", swaps or None))


async def cmd_swap(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    parts = args.split()
    if len(parts) != 3:
        raise Refusal("swap_usage")
    game = ctx.game
    assert game is not None
    act(ctx, lambda: game.place(seat, f"{parts[1]} {parts[2]}", parts[0].split(",")))


async def cmd_exchange(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    game = ctx.game
    assert game is not None
    if not args.strip():
        raise MoveError("exchange_empty")
    act(ctx, lambda: game.exchange(seat, args))


async def cmd_pass(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    game = ctx.game
    assert game is not None
    act(ctx, lambda: game.pass_turn(seat))


async def cmd_resign(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    game = ctx.game
    assert game is not None
    act(ctx, lambda: game.resign(seat))
