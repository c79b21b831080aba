"""The board fixture of the page's tests: a service, its web routes and a console chat on
loopback (board_harness.make_board), closed after each test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from board_harness import Board, close_board, make_board


@pytest.fixture
async def b(tmp_path: Any) -> AsyncIterator[Board]:
    board = await make_board(tmp_path)
    yield board
    await close_board(board)
