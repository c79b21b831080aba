"""The seat guards (``bot/service/context.py``): a command in a running game gets a
``Seated`` record, its seat found by the engine; anyone else is refused as the engine
refuses them; and code that needs a started game finds a lobby a bug, not a refusal."""

from __future__ import annotations

import pytest
from conftest import GROUP, user

from bot.service.context import (
    Ctx,
    NotStarted,
    Refusal,
    need_running,
    need_seat,
)
from bot.service.meta import GameMeta
from engine.errors import MoveError
from engine.game import Game
from engine.rules import load_ruleset
from storage import GameRecord, SeatRecord

ANN, BOB, CAT = user("Ann"), user("Bob"), user("Cat")


def ctx_of(sender: object, *, started: bool) -> Ctx:
    seats = [SeatRecord(ANN.key, "Ann", None, 0), SeatRecord(BOB.key, "Bob", None, 1)]
    rec = GameRecord(chat_key=GROUP.key, ruleset="english", options={}, language="en",
                     seed="s", creator=ANN.key, status="active" if started else "lobby",
                     meta={}, seats=seats, id=1)
    game = (Game(load_ruleset("english"), "s", [(ANN.key, None), (BOB.key, None)])
            if started else None)
    return Ctx(None, GROUP, sender, 0.0, "en", rec, game, GameMeta())  # type: ignore[arg-type]


def test_a_seated_player_gets_the_engines_seat() -> None:
    ctx = ctx_of(BOB, started=True)
    at = need_seat(ctx)
    assert ctx.game is not None
    assert ctx.game.seats[at.seat].player == BOB.key  # the order of play is dealt
    assert (at.game, at.rec, at.meta, at.user) == (ctx.game, ctx.rec, ctx.meta, BOB)


def test_an_outsider_is_refused_as_the_engine_refuses() -> None:
    with pytest.raises(MoveError) as e:
        need_seat(ctx_of(CAT, started=True))
    assert e.value.code == "not_a_player"


def test_a_lobby_is_refused_to_a_command_and_a_bug_to_code_after_the_start() -> None:
    ctx = ctx_of(ANN, started=False)
    with pytest.raises(Refusal) as e:
        need_running(ctx)
    assert e.value.key == "not_started"
    with pytest.raises(NotStarted):
        ctx.started()
    with pytest.raises(NotStarted):
        ctx.seat_name(0)
