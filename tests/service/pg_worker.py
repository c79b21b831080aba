"""One bot process of the cross-process tests (tests/service/test_processes.py), run as
``python tests/service/pg_worker.py MODE URL ...``: a real GameService on a PostgreSQL
database, printing one JSON line per result on stdout.

Modes:
- ``commands URL CHAT START N``: at time.time() >= START, send N ``/pass`` commands at once,
  alternately as Ann and Bob; prints ``{"acked": k}`` (the ones that passed a turn).
- ``due URL CLOCK START ROUNDS [as-running]``: at START, call ``service.due(CLOCK)``
  ROUNDS times, a few at once; prints ``{"fired": [texts]}``.  ``as-running``: as a
  process that had started already (no ``resume`` of its own: straight to the timer).
- ``resume URL CLOCK START [STALL]``: at START, a service whose clock says CLOCK starts
  (its ``resume``: the downtime shift); prints ``{"resumed": true}``.  URL may also be a
  SQLite file: then each write of the heartbeat takes half a second more (on
  PostgreSQL the test makes it so with a trigger), as on a loaded machine, so that the
  two processes' starts overlap.  STALL, when it has claimed a game's shift: ``held``
  (print ``{"shifting": id}``, wait for a line on stdin from the test, shift: a time of
  its own would be too short for a loaded machine's slow process starts),
  ``hang-before`` (print it and wait for the kill) or ``hang-after`` (shift, print
  ``{"shifted": id}`` and wait for the kill before dropping the debt).
- ``hang URL CHAT N``: N passes, each printed as acknowledged when it returns, then one
  more that stops inside its transaction (its writes made, not committed) and prints
  ``{"holding": true}``; the test kills the process there."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.protocol import ChatRef, Command, UserRef
from bot.service import GameService, downtime
from storage import Repository, SqliteRepository, is_postgres_url, open_repository
from storage.postgres import PostgresRepository, open_postgres

ANN = UserRef("test", "ann", "Ann")
BOB = UserRef("test", "bob", "Bob")


def say(**kw: object) -> None:
    print(json.dumps(kw), flush=True)


async def until(start: float) -> None:
    await asyncio.sleep(max(0.0, start - time.time()))


async def main(mode: str, url: str, *args: str) -> None:
    # On SQLite: processes sharing a file, which a bot refuses (storage/sqlite_lock.py);
    # the downtime's atomic heartbeat is checked all the same.
    repo = await (open_postgres(url, lease=1.0) if is_postgres_url(url)
                  else open_repository(url, one_process=False))
    try:
        if mode == "commands":
            chat_id, start, n = args[0], float(args[1]), int(args[2])
            svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
            chat = ChatRef("test", chat_id, is_group=True)
            await until(start)
            outs = await asyncio.gather(*(
                svc.handle(Command(chat, ANN if i % 2 == 0 else BOB, "pass"))
                for i in range(n)))
            say(acked=sum(1 for o in outs if o and not o[0].ephemeral_ok))
        elif mode == "due":
            clock, start, rounds = float(args[0]), float(args[1]), int(args[2])
            svc = GameService(repo, lexicons=lambda _r: None, pictures=False,
                              clock=lambda: clock)
            if args[3:] == ("as-running",):
                svc._resumed = True
            await until(start)
            fired: list[str] = []
            for _ in range(rounds):
                for outs in await asyncio.gather(*(svc.due(clock) for _ in range(3))):
                    fired.extend(o.text for o in outs)
            say(fired=fired)
        elif mode == "resume":
            clock, start = float(args[0]), float(args[1])
            svc = GameService(repo, lexicons=lambda _r: None, pictures=False,
                              clock=lambda: clock)
            if isinstance(repo, SqliteRepository):
                def slow(sql: str) -> None:  # called as each statement starts
                    if sql.lstrip().upper().startswith("INSERT INTO HEARTBEAT"):
                        time.sleep(0.5)

                await repo._run(lambda conn: conn.set_trace_callback(slow))
            if args[2:]:
                stall(repo, args[2])
            await until(start)
            await svc.resume()
            say(resumed=True)
        elif mode == "hang":
            chat_id, n = args[0], int(args[1])
            svc = GameService(repo, lexicons=lambda _r: None, pictures=False)
            chat = ChatRef("test", chat_id, is_group=True)
            who = ANN
            for _ in range(n):
                outs = await svc.handle(Command(chat, who, "pass"))
                if outs[0].ephemeral_ok:  # not this one's turn: the other's
                    who = BOB if who is ANN else ANN
                    outs = await svc.handle(Command(chat, who, "pass"))
                assert not outs[0].ephemeral_ok, outs[0].text
                say(acked=1)
                who = BOB if who is ANN else ANN
            write = PostgresRepository._write

            async def stuck(self, db, w):  # type: ignore[no-untyped-def]
                # The write is one statement, a transaction of its own; held open here
                # in an outer one, so that the process dies with its writes made and
                # not committed (as one killed while the statement runs).
                async with db.transaction():
                    rec = await write(self, db, w)
                    say(holding=True)
                    await asyncio.sleep(3600)
                return rec

            PostgresRepository._write = stuck  # type: ignore[method-assign]
            await svc.handle(Command(chat, who, "pass"))
    finally:
        await repo.close()


def stall(repo: Repository, how: str) -> None:
    """Stop the downtime shift of each game claimed (see ``resume`` above)."""
    shift_game, settle_shifts = downtime.shift_game, repo.settle_shifts

    async def shift(svc, game_id):  # type: ignore[no-untyped-def]
        if how != "hang-after":
            say(shifting=game_id)
            if how == "held":
                await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
            else:
                await asyncio.sleep(3600.0)
        await shift_game(svc, game_id)

    async def settle(ids):  # type: ignore[no-untyped-def]
        if how == "hang-after":
            say(shifted=list(ids))
            await asyncio.sleep(3600.0)
        await settle_shifts(ids)

    downtime.shift_game = shift
    repo.settle_shifts = settle  # type: ignore[method-assign]


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:]))
