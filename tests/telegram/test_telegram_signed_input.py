"""Issue 26, item 4: no forged or replayed input.  Command-button data is signed and runs
only for a member of the game's chat; an update that comes twice runs once."""

from __future__ import annotations

from telegram_fake import ALICE, BOB, CAROL, GROUP
from telegram_harness import TOKEN, Harness

from bot.protocol import Button, ChatRef
from bot.telegram.delivery import command_data, parse_command_data

GAME_CHAT = ChatRef("telegram", str(GROUP), is_group=True)


def answers(tg: Harness) -> list[str]:
    return [str(c.params.get("text") or "") for c in tg.state.of("answerCallbackQuery")]


def joins(service) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.user.id for c in service.commands if c.name == "join"]


async def test_forged_command_data_runs_nothing(tg: Harness, service) -> None:  # type: ignore[no-untyped-def]
    await tg.command(ALICE, "/new english")
    # the data of the report: unsigned, pressed by an outsider in their private chat
    await tg.feed(tg.updates.button(CAROL, 1, f"c:{GROUP}::join 1", chat_id=CAROL))
    assert joins(service) == []
    assert "no longer works" in answers(tg)[-1]
    # signed for another command, or for another chat: refused the same way
    signed = command_data(Button("x", command="play 1", chat=GAME_CHAT), TOKEN)
    forged = signed.replace("play 1", "join 1")
    other = command_data(Button("x", command="join 1",
                                chat=ChatRef("telegram", "-1005555")), TOKEN)
    for data in (forged, other.replace("-1005555", str(GROUP)),
                 command_data(Button("x", command="join 1", chat=GAME_CHAT), "other:key")):
        await tg.feed(tg.updates.button(CAROL, 1, data, chat_id=CAROL))
    assert joins(service) == []
    assert parse_command_data(forged, TOKEN) is None


async def test_signed_data_runs_only_for_a_member(tg: Harness, service) -> None:  # type: ignore[no-untyped-def]
    await tg.command(ALICE, "/new english")
    data = command_data(Button("x", command="join 1", chat=GAME_CHAT), TOKEN)
    assert len(data.encode()) <= 64
    tg.state.outsiders.add(CAROL)
    await tg.feed(tg.updates.button(CAROL, 1, data, chat_id=CAROL))
    assert joins(service) == []
    assert "members of the group" in answers(tg)[-1]
    await tg.feed(tg.updates.button(BOB, 1, data, chat_id=BOB))  # a member: it runs
    assert joins(service) == [str(BOB)]


async def test_the_longest_data_fits_telegram_and_reads_back() -> None:
    chat = ChatRef("telegram", "-1" + "9" * 19, is_group=True, thread="9" * 12)
    data = command_data(Button("x", command="resign yes", chat=chat), TOKEN)
    assert len(data.encode()) <= 64
    assert parse_command_data(data, TOKEN) == (chat, "resign", "yes")


async def test_an_update_that_comes_twice_runs_once(tg: Harness, service) -> None:  # type: ignore[no-untyped-def]
    update = tg.updates.command(ALICE, "/help")
    await tg.feed(update)
    await tg.feed(update)  # redelivered
    assert [c.name for c in service.commands] == ["help"]
    assert len(tg.state.to_chat(GROUP)) == 1


def test_a_localized_answer_button_carries_the_plain_command_within_64_bytes() -> None:
    """The service's buttons carry the answer words their text names ("resign да", "end
    нет"); the callback data carries the same command in English, which the service takes
    too, so it stays within Telegram's 64 bytes and the signed form it always had."""
    chat = ChatRef("telegram", "-1001234567890", thread="123456789012", is_group=True)
    for command, plain in (("resign да", "resign yes"), ("end нет", "end no"),
                           ("resign áno", "resign yes"), ("end nu", "end no")):
        data = command_data(Button("x", command=command, chat=chat), TOKEN)
        assert len(data.encode()) <= 64 and f":{plain}:" in data, data
        parsed = parse_command_data(data, TOKEN)
        assert parsed is not None and parsed[1:] == tuple(plain.split(" ")), parsed
