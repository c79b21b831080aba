"""What the stop line says of each command its bound cuts (``bot.adapter_kit.Cut``): the
service marks a command stored once it has committed it, and one with nothing to store
when it only looks (/board, /rack...) or was answered without storing anything (a
refusal); the rest had not been stored.  A read-only command was said to be "not stored"
(its transaction had not committed), as if the player had lost something; and a /lang,
/threads or /stats hide that had written its setting was too."""

from __future__ import annotations

import asyncio

from conftest import GROUP, Harness, user

from bot.adapter_kit import Cut, InFlight
from bot.protocol import ChatRef
from bot.service.commands import changes_nothing


def test_which_commands_change_nothing() -> None:
    for name, args in (("board", ""), ("rack", ""), ("history", ""), ("hint", ""),
                       ("lang", ""), ("threads", ""), ("stats", ""), ("stats", "Bob")):
        assert changes_nothing(name, args), (name, args)
    for name, args in (("play", "8H AB"), ("new", "english"), ("lang", "pl"),
                       ("threads", "off"), ("stats", "hide"), ("stats", "Show")):
        assert not changes_nothing(name, args), (name, args)


async def test_a_cut_command_is_stored_not_stored_or_had_nothing_to_store(
        h: Harness) -> None:
    in_flight = InFlight()
    answered = 0
    done = asyncio.Event()
    never = asyncio.Event()  # the answers' delivery, which the stop's bound cuts

    async def command(who: str, text: str, chat: ChatRef = GROUP, *,
                      admin: bool = False, before: asyncio.Event | None = None) -> None:
        nonlocal answered
        with in_flight.track():
            if before is not None:  # still with the platform (Telegram's getChatMember)
                await before.wait()
            await h.cmd(user(who, is_admin=admin), text, chat)
            answered += 1
            done.set()
            await never.wait()

    other = ChatRef("test", "g2", is_group=True)
    commands = [("Ann", "/new english", GROUP, False),  # stored
                ("Bob", "/board", GROUP, False),  # only looks: its lobby
                ("Cid", "/leave", GROUP, False),  # refused: not in the lobby
                ("Ann", "/stats hide", GROUP, False),  # a setting written: stored
                ("Dan", "/lang pl", other, True)]  # no game there: the chat's, stored
    tasks = []
    for who, text, chat, admin in commands:  # one at a time, each answered
        done.clear()
        tasks.append(asyncio.create_task(command(who, text, chat, admin=admin)))
        await done.wait()
    waiting = asyncio.create_task(command("Eve", "/join", before=asyncio.Event()))
    while len(in_flight) < len(commands) + 1:
        await asyncio.sleep(0)
    assert answered == len(commands)
    cut = in_flight.cancel()
    await asyncio.gather(*tasks, waiting, return_exceptions=True)
    assert cut == Cut(stored=3, unstored=1, nothing=2)
    assert str(cut) == (
        "3 stored (their transactions had committed: the game is kept, their answers are "
        "not sent, and /board and /rack show the game again); 1 not stored (not begun, or "
        "its transaction had not committed: nothing of it is kept, each command being "
        "stored whole or not at all; the player may send it again); 2 with nothing to "
        "store (one that only looks, as /board, /rack or /history, or one already "
        "refused): their answers are not sent")
