"""A stopping HTTP server answers the requests already on their way (issue 26): a rolling
restart behind nginx cut two of 282 webhook deliveries, nginx answering Telegram 502
("upstream prematurely closed connection"), as aiohttp's cleanup closed a connection it
had accepted before its request was read."""

from __future__ import annotations

import asyncio

from aiohttp import web

from bot.http_server import HttpServer


async def test_a_connection_made_before_the_stop_has_its_request_answered() -> None:
    server = HttpServer("127.0.0.1", 0, setting="TEST_PORT")

    async def hello(_request: web.Request) -> web.Response:
        return web.Response(text="hello")

    server.app.router.add_get("/hello", hello)
    await server.start()
    runner = server._runner
    assert runner is not None and runner.server is not None
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    try:
        for _ in range(1000):  # accepted by the server, no request sent yet
            if runner.server.connections:
                break
            await asyncio.sleep(0)
        assert runner.server.connections
        stopping = asyncio.create_task(server.stop())
        for _ in range(1000):  # the stop has begun: no longer listening
            if not runner.sites:
                break
            await asyncio.sleep(0)
        assert not runner.sites and not stopping.done()
        # A new connection is refused now (a proxy sends it to its next server) ...
        try:
            _, late = await asyncio.open_connection("127.0.0.1", server.port)
        except OSError:
            pass
        else:
            late.close()
            raise AssertionError("a connection after the stop began was accepted")
        # ... and the one made before has its request answered, not cut.
        writer.write(b"GET /hello HTTP/1.1\r\nHost: bot.example.org\r\n\r\n")
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), 30)
        assert answer.startswith(b"HTTP/1.1 200"), answer
        assert answer.endswith(b"hello"), answer
        await asyncio.wait_for(stopping, 30)
    finally:
        writer.close()
