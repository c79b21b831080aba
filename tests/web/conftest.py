"""The fixtures of the board's tests.

``b``: the board's server side (board_harness.make_board: a service, its web routes and
a console chat on loopback), closed after each test.

``seated``: what nearly every browser test begins with, once: a game started in the
chat (the service), its deal read, who is to move, and one player's page open on it in
a browser, drawn (their rack's tiles there; a spectator's, the board).  It stands on the
browser tests' ``web`` (tests/web/browser/conftest.py: the real server, the service and
Chromium), and serves only there."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from board_harness import Board, Seat, Seated, close_board, make_board, name_of


@pytest.fixture
async def b(tmp_path: Any) -> AsyncIterator[Board]:
    board = await make_board(tmp_path)
    yield board
    await close_board(board)


@pytest.fixture
def seated(web: Any) -> Seat:
    """``await seated(variant, *names, options=..., who=..., kind=...)``: the game
    ``variant`` begun by ``names`` (Ann and Bob unless told) with ``options`` (as /new
    takes them), and the page of ``who`` open and drawn (``Seated.open``: "mover",
    "other", a name, None for a spectator); ``page=False``: none opened yet."""

    async def seat(variant: str = "english", *names: str, options: str = "",
                   who: str | None = "other", kind: str = "phone",
                   page: bool = True) -> Seated:
        game_id = await web.start(variant, *names, options=options)
        game = await web.game()
        order = [name_of(game.seats[(game.turn + i) % len(game.seats)].player)
                 for i in range(len(game.seats))]
        s = Seated(web, game_id, game, order[0], order[1])
        if page:
            s.page = await s.open(who, kind)
        return s

    return seat
