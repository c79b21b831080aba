"""Where the computer player of issue 7 plugs into the service: hints, the "no one can
move" check, and (to come) computer seats added with ``/addbot``.

Everything here degrades to a clear message when the move generator (``engine.players``)
or a walkable lexicon is not available."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.service.core import Refusal
from engine.game import Game
from engine.lexicon import WalkableLexicon

if TYPE_CHECKING:
    from bot.service.core import Ctx

try:
    from engine import players as _players
except ImportError:  # pragma: no cover - the generator is optional for the service
    _players = None  # type: ignore[assignment]

players: Any = _players


def available() -> bool:
    return players is not None


def attach(ctx: Ctx, game: Game) -> None:
    attach_game(game)


def attach_game(game: Game) -> None:
    """Give the game its "no one can move" check when a walkable lexicon is there (without
    one, a whole round of passes means no one can move)."""
    if players is None or not game.rules.end_when_no_moves:
        return
    if isinstance(game.lexicon, WalkableLexicon):
        game.no_moves_hook = players.make_no_moves_hook(game.lexicon)


async def hint(ctx: Ctx, seat: int) -> None:
    game, rec = ctx.game, ctx.rec
    assert game is not None and rec is not None
    if players is None:
        raise Refusal("hint_unavailable")
    if not rec.meta.get("hints"):
        raise Refusal("hints_off")
    if not isinstance(game.lexicon, WalkableLexicon):
        raise Refusal("no_lexicon")
    moves = players.best_moves(game, seat, 3, game.lexicon)
    user = ctx.seat_user(seat)
    if not moves:
        ctx.tell(user, ctx.t("hint_none"))
    else:
        text = "\n".join(f"{m.notation} ({m.score})" for m in moves)
        ctx.tell(user, ctx.t("hint_moves", moves=text))
    ctx.say(ctx.t("hint_sent"), ephemeral_ok=True)


async def add_bot(ctx: Ctx, args: str) -> None:
    # Computer seats need the service to play their turns and votes (issue 7): the
    # generator is ready in engine.players; the seat handling is not written yet.
    raise Refusal("addbot_unavailable")
