"""A whole game in the console typed as from a phone: every move is ``/play word`` in
lowercase, without a coordinate, then ``/play N`` for one of the placements offered
privately.  Bulgarian, Polish and English, with the real word lists."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.console import CHAT, Console
from bot.deadline_loop import DeadlineLoop
from bot.service import GameService
from engine.players import best_moves
from engine.validate import validate_placement
from storage import open_repository

CHOICE = re.compile(r"^\s*(\d+)\. (\S+) ")


@pytest.mark.parametrize("variant", ["bulgarian", "polish", "english"])
async def test_a_whole_game_with_lowercase_words_and_no_coordinates(tmp_path: Path,
                                                                    variant: str):
    repo = await open_repository(tmp_path / "bot.db")
    seeds = iter(["phone-1", "phone-2"])
    service = GameService(repo, pictures=False, seeds=lambda: next(seeds))
    stream = io.StringIO()
    console = Console(service, tmp_path / "pics", DeadlineLoop(service), stream=stream)

    async def say(line: str) -> str:
        start = stream.tell()
        await console.line(line)
        return stream.getvalue()[start:]

    try:
        await say(f"Ann: /new {variant} lang=en")
        await say("Bob: /join")
        await say("Ann: /start")
        lex = service.walkable(variant)
        assert lex is not None
        placed = 0
        for _ in range(80):
            game = await service.game_for_chat(CHAT)
            if game is None or game.over:  # over: the chat's game is closed
                break
            if game.actor() is None and game.pending is not None:
                # The last move would end the game: it waits for the other to accept.
                other = game.seats[1 - game.pending.seat].player.partition(":")[2]
                await say(f"{other.capitalize()}: /accept")
                continue
            seat = game.turn
            name = game.seats[seat].player.partition(":")[2].capitalize()
            moves = best_moves(game, seat, 1, lex)
            if not moves:
                await say(f"{name}: /pass")
                continue
            move = moves[0]
            word = validate_placement(game.board, game.rules, move.notation,
                                      None).words[0].text
            out = await say(f"{name}: /play {word.lower()}")
            assert f"[to {name}] {word} fits in" in out, out
            choices = {m[2]: m[1] for x in out.splitlines() if (m := CHOICE.match(x))}
            coord = move.notation.split()[0]
            pick = choices.get(coord, "1")
            out = await say(f"{name}: /play {pick}")
            assert f"[chat] {name}: " in out, out
            placed += 1
        game = await service.game_for_chat(CHAT)
        assert game is None or game.over, stream.getvalue()[-3000:]
        assert placed >= 8
        assert "Game over" in stream.getvalue()
        assert "Something went wrong" not in stream.getvalue()
    finally:
        await repo.close()
