"""Issue 26 (the second operator): while PostgreSQL was down each worker logged ERROR with
a full traceback every second ("service.due failed; trying again in 1 s ...
ConnectionRefusedError"), and a command that failed for it was counted outcome "error",
which the docs call a bug and alert on.  Now: one WARNING when the database goes away,
one INFO when it is back, the tracebacks at DEBUG; the command is "unavailable".

A real PostgreSQL server behind a real socket that the test takes away and gives back
(a proxy of its Unix socket): the client sees what it sees in an outage, connections
dropped and new ones refused."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pg_server
import pytest
from prometheus_client import REGISTRY

from bot import log_format
from bot.deadline_loop import DeadlineLoop
from bot.protocol import ChatRef, Command, Outgoing, UserRef
from bot.service import GameService
from storage import open_postgres


class Outage:
    """A Unix socket that forwards to the server's, until ``down()``."""

    def __init__(self, server: pg_server.Server) -> None:
        self.target = str(Path(server.root) / f".s.PGSQL.{pg_server.PORT}")
        self.root = tempfile.mkdtemp(prefix="wordgames-outage-")
        self.path = str(Path(self.root) / f".s.PGSQL.{pg_server.PORT}")
        self.server: asyncio.AbstractServer | None = None
        self.links: set[asyncio.StreamWriter] = set()

    def url(self, dbname: str) -> str:
        return f"postgresql://postgres@/{dbname}?host={self.root}&port={pg_server.PORT}"

    async def up(self) -> None:
        self.server = await asyncio.start_unix_server(self._link, self.path)

    async def down(self) -> None:
        assert self.server is not None
        self.server.close()
        for w in list(self.links):  # the server's side of every connection goes away
            w.close()
        await self.server.wait_closed()
        # The socket file stays, nobody listening: new connections are refused, as a
        # server's port is while it restarts.

    async def _link(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_unix_connection(self.target)
        except OSError:
            writer.close()
            return
        self.links.update((writer, up_writer))

        async def pipe(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError):
                while data := await r.read(65536):
                    w.write(data)
                    await w.drain()
            w.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))


@contextlib.asynccontextmanager
async def outage_of(server: pg_server.Server, dbname: str) -> AsyncIterator[Outage]:
    proxy = Outage(server)
    await proxy.up()
    try:
        yield proxy
    finally:
        if proxy.server is not None:
            proxy.server.close()


async def until(cond: object, what: str) -> None:
    for _ in range(3000):
        if callable(cond) and cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never: {what}")


def commands(outcome: str) -> float:
    return REGISTRY.get_sample_value("wordgames_commands_total",
                                     {"command": "new", "outcome": outcome}) or 0.0


async def test_an_outage_is_one_warning_then_one_info_and_no_error(
        postgres_server: pg_server.Server, caplog: pytest.LogCaptureFixture) -> None:
    postgres_server.psql("CREATE DATABASE outage")
    async with outage_of(postgres_server, "outage") as proxy:
        repo = await open_postgres(proxy.url("outage"), min_size=1, max_size=4)
        service = GameService(repo, lexicons=lambda _r: None, pictures=False)
        loop = DeadlineLoop(service, retry_after=0.01)

        async def deliver(_outs: list[Outgoing]) -> None:
            pass

        loop.register("test", deliver)
        chat, ann = ChatRef("test", "g1", is_group=True), UserRef("test", "ann", "Ann")
        # The timer's task handled a game last (a deadline it fired): its chat and game
        # were on the outage's WARNING and INFO, as if that game had the outage.
        log_format.working_on(chat=chat.key, game=7)
        caplog.handler.addFilter(log_format.ContextFilter())
        try:
            with caplog.at_level(logging.DEBUG, logger="bot.deadline_loop"):
                async with loop.running():
                    await proxy.down()
                    before = commands("unavailable"), commands("error")
                    # whatever asyncpg raises: what counts is how it is counted
                    with pytest.raises(Exception):  # noqa: B017
                        await service.handle(Command(chat, ann, "new", "english"))
                    assert (commands("unavailable"), commands("error")) == (
                        before[0] + 1, before[1])

                    def tries() -> int:
                        return sum(1 for r in caplog.records if r.levelno == logging.DEBUG
                                   and r.getMessage().endswith(" failed"))

                    await until(lambda: tries() >= 5, "five failed ticks")
                    await proxy.up()
                    await until(lambda: any(r.levelno == logging.INFO
                                            for r in caplog.records), "back")
                    await service.handle(Command(chat, ann, "new", "english"))
        finally:
            await repo.close()
    mine = [r for r in caplog.records if r.name == "bot.deadline_loop"]
    warnings = [r for r in mine if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and warnings[0].exc_info is None, [
        r.getMessage() for r in warnings]
    assert warnings[0].getMessage().startswith("the database did not answer ("), \
        warnings[0].getMessage()
    assert not [r for r in mine if r.levelno >= logging.ERROR]
    (back,) = [r for r in mine if r.levelno == logging.INFO]
    assert back.getMessage() == "the database answers again: deadlines fire again"
    assert [(r.chat, r.game) for r in (*warnings, back)] == [(None, None)] * 2  # type: ignore[attr-defined]
    assert all(r.exc_info for r in mine if r.levelno == logging.DEBUG
               and r.getMessage().endswith(" failed"))
