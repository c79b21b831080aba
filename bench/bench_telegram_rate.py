"""What a game with computers sends to a Telegram group, run by hand:

    .venv/bin/python bench/bench_telegram_rate.py [--variant english] [--seed S]
        [--think 15] [--limited] [--chatter 2]

One person (Alice) and three computers play a whole game through python-telegram-bot, the
Telegram adapter and the real game service (SQLite in a temporary directory, the real
word lists), against the in-process fake Bot API of the tests (``tests/telegram``).
Alice plays the best move the move generator finds (or passes), at once; the computers
answer as they do in a chat.

Prints, for the group chat: the Bot API calls that carried a message (sendMessage,
sendPhoto, sendDocument) per round (one command of Alice's and everything it set off),
the largest burst (the most within one second of wall time), and the messages per
minute when Alice takes ``--think`` seconds per move (rounds per minute times messages
per round: the rate Telegram sees, against its limit of 20 a minute in a group).

``--limited``: build the adapter with its production rate limits (the default is none,
so the game runs at full speed and the counts are the same); then the largest number of
group messages in any 60 s window is the limiter's, against Telegram's 20 (wall time:
the run takes a few minutes).  ``--chatter K``: after each of her moves Alice also asks
for the board or the scores K times, as people at a table do (a whole game of one person
and three computers sends only about fifteen group messages, too few to reach a minute's
limit).  Run from the root of the
tree to measure; it works with trees from before the per-chat queue too."""

from __future__ import annotations

import argparse
import asyncio
import inspect
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path.cwd()
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "telegram"))

from telegram import Update  # noqa: E402
from telegram_fake import ALICE, GROUP, Call, RecordingRequest, TelegramState, Updates  # noqa: E402

from bot.settings import Settings  # noqa: E402
from bot.telegram import TelegramAdapter  # noqa: E402

TOKEN = "123456:BENCH-token-for-offline-runs-only-xxxxx"
SENDS = ("sendMessage", "sendPhoto", "sendDocument")


class TimedState(TelegramState):
    """The fake Bot API, with the wall time of each call."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    def answer(self, call: Call) -> tuple[int, dict[str, Any]]:
        self.times.append(time.monotonic())
        return super().answer(call)


def make_adapter(service: Any, limited: bool) -> TelegramAdapter:
    params = inspect.signature(TelegramAdapter).parameters
    if "limits" not in params:
        return TelegramAdapter(service, Settings(telegram_token=TOKEN))
    from bot.telegram.outbox import Limits

    limits = Limits() if limited else Limits.none()
    return TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=limits)


async def alice_move(service: Any, chat_key: str) -> str:
    """Alice's best move by the move generator, or a pass."""
    from engine import players

    rec = await service.repo.open_game(chat_key)
    if rec is None or rec.status != "active":
        return ""
    game = service.load_game(rec)
    seat = next(i for i, s in enumerate(game.seats) if s.player.endswith(f":{ALICE}"))
    if game.actor() != seat:
        return ""
    lex = service.walkable(rec.ruleset)
    moves = players.best_moves(game, seat, 1, lex) if lex is not None else []
    return f"/play {moves[0].notation}" if moves else "/pass"


async def play(variant: str, seed: str, limited: bool, db: Path,
               chatter: int = 0) -> dict[str, Any]:
    from bot.service import GameService
    from storage import open_repository

    repo = await open_repository(db)
    service = GameService(repo, seeds=lambda: seed, default_language="en")
    state = TimedState()
    adapter = make_adapter(service, limited)
    app = adapter.build(RecordingRequest(state))
    updates = Updates()
    chat_key = f"telegram:{GROUP}:"
    rounds: list[tuple[int, int]] = []  # (first call index, last call index) per round

    async def command(text: str) -> None:
        await app.process_update(Update.de_json(updates.command(ALICE, text), app.bot))

    try:
        async with app:
            await command(f"/new {variant}")
            for _ in range(3):
                await command("/addbot easy")
            first = len(state.calls)
            await command("/start")  # the computers before Alice play at once
            rounds.append((first, len(state.calls)))
            for _ in range(400):
                text = await alice_move(service, chat_key)
                if not text:
                    # nothing for Alice to do: a window or a computer owes a step; fire it
                    rec = await repo.open_game(chat_key)
                    if rec is None:
                        break
                    first = len(state.calls)
                    await adapter.deliver(await service.due(time.time() + 3600))
                    rounds.append((first, len(state.calls)))
                    continue
                first = len(state.calls)
                await command(text)
                for i in range(chatter):
                    await command("/board" if i % 2 == 0 else "/score")
                rounds.append((first, len(state.calls)))
    finally:
        await repo.close()
    group = [i for i, c in enumerate(state.calls) if c.method in SENDS and c.chat_id == GROUP]
    per_round = [sum(1 for i in group if a <= i < b) for a, b in rounds]
    per_round = [n for n in per_round if n]
    stamps = [state.times[i] for i in group]
    burst = max((sum(1 for t in stamps if s <= t < s + 1.0) for s in stamps), default=0)
    minute = max((sum(1 for t in stamps if s <= t < s + 60.0) for s in stamps), default=0)
    return {"rounds": len(per_round), "group": len(group), "per_round": per_round,
            "burst": burst, "minute": minute, "took": stamps[-1] - stamps[0] if stamps else 0}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="english")
    ap.add_argument("--seed", default="bench-rate-1")
    ap.add_argument("--think", type=float, default=15.0)
    ap.add_argument("--limited", action="store_true")
    ap.add_argument("--chatter", type=int, default=0)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        r = asyncio.run(play(args.variant, args.seed, args.limited, Path(tmp) / "g.sqlite3",
                             args.chatter))
    per = r["per_round"]
    mean = statistics.mean(per) if per else 0.0
    print(f"tree {ROOT}: {args.variant}, Alice + 3 computers, seed {args.seed}, "
          f"{'production limits' if args.limited else 'no limits'}, chatter {args.chatter}")
    print(f"  group messages: {r['group']} in {r['rounds']} rounds; per round: "
          f"median {statistics.median(per) if per else 0:g}, mean {mean:.2f}, "
          f"max {max(per, default=0)}")
    print(f"  largest burst: {r['burst']} group messages within 1 s (Alice playing at once; "
          f"the game's messages took {r['took']:.1f} s)")
    print(f"  most group messages in any 60 s window: {r['minute']} (Telegram allows 20)")
    rpm = 60.0 / args.think
    print(f"  at {args.think:g} s per move of Alice's ({rpm:g} rounds a minute): "
          f"{rpm * mean:.1f} group messages a minute (Telegram allows 20)")


if __name__ == "__main__":
    main()
