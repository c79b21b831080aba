"""A whole game through python-telegram-bot with an in-process recording request object
(scripted service): what reached Telegram, chat by chat."""

from __future__ import annotations

from typing import Any

import pytest
from scripted_service import ScriptedService, png
from telegram_fake import ALICE, BOB, BOT_USERNAME, CAROL, FORUM, GROUP, ROBOT, TelegramState
from telegram_harness import TOKEN, Harness

from bot import i18n
from bot.commands import COMMANDS
from bot.protocol import ChatRef
from bot.telegram.delivery import start_payload

RACK_TEXTS = ("Your rack", "ABCDEFG", "BCDEFGX")


def assert_no_rack_in_groups(state: TelegramState) -> None:
    for call in state.group_calls():
        assert not any(t in call.text for t in RACK_TEXTS), call
        assert png(999) not in call.files.values(), "a rack picture reached a group"


async def start_game(tg: Harness, chat: int = GROUP, **kw: Any) -> None:
    await tg.command(ALICE, "/new english", chat_id=chat, **kw)
    await tg.command(BOB, "/join", chat_id=chat, **kw)
    await tg.command(ALICE, "/start", chat_id=chat, **kw)


def message_id_of(service: ScriptedService, ref_suffix: str) -> int:
    ids = [m for m, ref in service.delivered_ids.items() if ref.endswith(ref_suffix)]
    assert ids, f"{ref_suffix} never reported through service.delivered"
    return int(ids[-1])


async def test_commands_reach_the_service(tg: Harness, service: ScriptedService) -> None:
    await tg.command(ALICE, f"/new@{BOT_USERNAME}  english   rack=8", lang="pl")
    cmd = service.commands[-1]
    assert (cmd.name, cmd.args) == ("new", "english rack=8")
    assert cmd.chat.key == f"telegram:{GROUP}:" and cmd.chat.is_group
    assert (cmd.user.id, cmd.user.name, cmd.user.language) == (str(ALICE), "Alice", "pl")
    await tg.command(ALICE, "/new@SomeOtherBot english")  # addressed to another bot
    assert len(service.commands) == 1


async def test_whole_game(tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await start_game(tg)
    # the board photo in the group after /start; each rack as a photo in a private chat
    boards = state.photos(GROUP)
    assert len(boards) == 1 and boards[0].files["photo"] == png(1)
    for uid, rack in ((ALICE, "ABCDEFG"), (BOB, "BCDEFGX")):
        racks = state.photos(uid)
        assert len(racks) == 1 and rack in racks[0].text
        assert racks[0].files["photo"] == png(999)

    await tg.command(ALICE, "/play 8H WORD")
    board = state.photos(GROUP)[-1]
    assert board.files["photo"] == png(2) and "Alice plays WORD" in board.text
    assert [(b["text"], b["callback_data"]) for b in board.buttons] == [
        ("Accept", "v:accept"), ("Challenge", "v:challenge")]
    assert len(state.photos(ALICE)) == 2  # her new rack, privately
    mid = message_id_of(service, "#move2")

    # a challenge by reaction (👎), counted for Bob; the withdrawn move's board follows
    await tg.react(BOB, mid, ["👎"])
    assert [(v.user.id, v.kind, v.message_id) for v in service.counted_votes] == [
        (str(BOB), "challenge", str(mid))]
    after = state.photos(GROUP)[-1]
    assert after.files["photo"] == png(3) and "challenged" in after.text
    assert_no_rack_in_groups(state)


async def test_reactions_from_bots_and_non_players(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await start_game(tg)
    await tg.command(ALICE, "/play 8H WORD")
    mid = message_id_of(service, "#move2")
    sent = len(state.sent())
    await tg.react(ROBOT, mid, ["👎"])  # a bot: never reaches the service
    assert service.votes == []
    await tg.react(CAROL, mid, ["👎"])  # not a player: the service ignores it
    await tg.react(BOB, mid, ["🔥"])  # not a voting emoji
    await tg.react(BOB, mid, ["👎", "🔥"], old=["👎"])  # 👎 was already there: no new vote
    assert [v.user.id for v in service.votes] == [str(CAROL)]
    assert service.counted_votes == [] and len(state.sent()) == sent
    await tg.react(BOB, mid, ["✅"])
    assert [(v.user.id, v.kind) for v in service.counted_votes] == [(str(BOB), "accept")]


async def test_challenge_by_button_always_answers_the_query(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await start_game(tg)
    await tg.command(ALICE, "/play 8H WORD")
    mid = message_id_of(service, "#move2")

    await tg.press(CAROL, mid, "challenge")  # not a player: ignored, but answered
    assert service.counted_votes == []
    assert [c.params for c in state.of("answerCallbackQuery")][-1].keys() == {"callback_query_id"}

    await tg.press(ALICE, mid, "challenge")  # her own move: told privately, in the answer
    answer = state.of("answerCallbackQuery")[-1]
    assert "own move" in answer.params["text"] and answer.params["show_alert"] is True
    assert not any("own move" in c.text for c in state.sent())

    await tg.press(BOB, mid, "challenge")
    assert [(v.user.id, v.kind) for v in service.counted_votes] == [(str(BOB), "challenge")]
    assert len(state.of("answerCallbackQuery")) == 3  # exactly one answer per press
    assert state.photos(GROUP)[-1].files["photo"] == png(3)
    assert_no_rack_in_groups(state)


async def test_unstarted_user_gets_a_deep_link_then_the_rack(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    state.not_started.add(BOB)
    await start_game(tg)
    links = [b for c in state.to_chat(GROUP) for b in c.buttons if "url" in b]
    # one button for Bob (at /join and again at /start), never the rack itself
    payload = start_payload(ChatRef("telegram", str(GROUP)), TOKEN)
    assert payload.startswith(f"{GROUP}__") and len(payload) <= 64
    assert [b["url"] for b in links] == [f"https://t.me/{BOT_USERNAME}?start={payload}"] * 2
    assert_no_rack_in_groups(state)

    # Someone who only knows the group's id cannot join its game through a forged link.
    await tg.command(CAROL, f"/start {GROUP}__000000000000", chat_id=CAROL)
    await tg.command(CAROL, f"/start {GROUP}", chat_id=CAROL)
    assert all(who.id != str(CAROL) for who, _ in service.started)

    # Bob opens the link: Telegram sends "/start PAYLOAD" in his private chat
    state.not_started.discard(BOB)
    await tg.command(BOB, f"/start {payload}", chat_id=BOB)
    assert service.started[-1][0].id == str(BOB)
    assert service.started[-1][1] == f"telegram:{GROUP}:"  # the game's chat key
    rack = state.photos(BOB)[-1]
    assert "BCDEFGX" in rack.text and rack.files["photo"] == png(999)


async def test_plain_start_in_private_is_the_help(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await tg.command(CAROL, "/start", chat_id=CAROL)
    assert service.commands[-1].name == "help" and not service.commands[-1].chat.is_group
    assert "How to play" in state.to_chat(CAROL)[-1].text


async def test_forum_topics_hold_one_game_each(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    await start_game(tg, FORUM, thread=7)
    await tg.command(ALICE, "/new polish", chat_id=FORUM, thread=9)
    assert {k for k in service.games} == {f"telegram:{FORUM}:7", f"telegram:{FORUM}:9"}
    topic_msgs = [c for c in state.to_chat(FORUM)]
    assert [int(c.params["message_thread_id"]) for c in topic_msgs] == [7, 7, 7, 9]
    # a reaction carries no topic: the adapter remembers where its message went
    await tg.command(ALICE, "/play 8H WORD", chat_id=FORUM, thread=7)
    mid = message_id_of(service, "#move2")
    await tg.react(BOB, mid, ["👎"], chat_id=FORUM)
    assert service.counted_votes[-1].chat.thread == "7"
    # the deep link names the topic
    state.not_started.add(CAROL)
    await tg.command(CAROL, "/join", chat_id=FORUM, thread=9)
    link = [b["url"] for c in state.to_chat(FORUM) for b in c.buttons if "url" in b][-1]
    topic = ChatRef("telegram", str(FORUM), thread="9")
    assert link.endswith(f"?start={start_payload(topic, TOKEN)}")


@pytest.mark.parametrize(("text", "expected"), [
    ("/play H WORD", "I can't read 'H WORD'"),
    ("/new klingon", "Unknown rule set"),
    ("/swap F3 H8 X", "There is no game in this chat"),
])
async def test_bad_input_gets_a_clear_message(
        tg: Harness, service: ScriptedService, state: TelegramState, text: str,
        expected: str) -> None:
    if text.startswith("/play"):
        await start_game(tg)
    await tg.command(ALICE, text)
    assert expected in state.to_chat(GROUP)[-1].text


async def test_unknown_commands(tg: Harness, service: ScriptedService,
                                state: TelegramState) -> None:
    await tg.command(ALICE, "/frobnicate")  # in a group, maybe another bot's: left alone
    assert service.commands == []
    await tg.command(ALICE, f"/frobnicate@{BOT_USERNAME} now")
    await tg.command(ALICE, "/frobnicate", chat_id=ALICE)
    assert [(c.name, c.args) for c in service.commands] == [
        ("frobnicate", "now"), ("frobnicate", "")]
    assert "frobnicate" in state.to_chat(ALICE)[-1].text  # the service's answer


async def test_end_looks_up_admin_status(tg: Harness, service: ScriptedService,
                                         state: TelegramState) -> None:
    state.admins.add(CAROL)
    await tg.command(BOB, "/end")
    await tg.command(CAROL, "/end")
    assert [c.user.is_admin for c in service.commands] == [False, True]
    await tg.command(BOB, "/board")
    assert len(state.of("getChatMember")) == 2  # only for /end


async def test_chat_admins_are_admins_for_kick_order_start_and_addbot(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    """Every command whose handler lets a chat admin act (bot.commands.ADMIN_MAY) hears
    whether the sender is one; Telegram is asked once while the answer is fresh."""
    now = [0.0]
    tg.adapter.clock = lambda: now[0]
    state.admins.add(CAROL)
    for text in ("/kick Bob", "/order Bob, Ann", "/start", "/addbot easy"):
        await tg.command(CAROL, text)
    assert [(c.name, c.user.is_admin) for c in service.commands] == [
        ("kick", True), ("order", True), ("start", True), ("addbot", True)]
    assert len(state.of("getChatMember")) == 1  # cached
    await tg.command(BOB, "/kick Carol")
    assert service.commands[-1].user.is_admin is False
    assert len(state.of("getChatMember")) == 2
    state.admins.discard(CAROL)
    now[0] = 61.0  # the answer went stale: asked again, and no longer an admin
    await tg.command(CAROL, "/start")
    assert service.commands[-1].user.is_admin is False
    assert len(state.of("getChatMember")) == 3


async def test_edited_commands_do_not_run_again(tg: Harness, service: ScriptedService) -> None:
    update = tg.updates.command(ALICE, "/new english")
    update["edited_message"] = update.pop("message") | {"edit_date": 1}
    await tg.feed(update)
    assert service.commands == []


async def test_export_sends_a_document(tg: Harness, state: TelegramState) -> None:
    await tg.command(ALICE, "/new english")
    await tg.command(ALICE, "/export")
    doc = state.of("sendDocument")[-1]
    assert doc.files["document"] == b"#character-encoding UTF-8\n"


async def test_set_my_commands_by_scope_in_every_language(tg: Harness,
                                                          state: TelegramState) -> None:
    """Group chats list every command, private chats only those that work there, each
    scope in English (any client language) and the five other catalogues."""
    await tg.adapter.register_commands()
    calls = state.of("setMyCommands")
    languages = [None, "bg", "pl", "ru", "sk", "ro"]
    assert [(c.params["scope"]["type"], c.params.get("language_code")) for c in calls] == [
        ("all_group_chats", lang) for lang in languages] + [
        ("all_private_chats", lang) for lang in languages]
    private = [spec.name for spec in COMMANDS if not spec.group_only]
    assert "help" in private and "new" not in private
    for call in calls:
        commands = call.params["commands"]
        names = [c["command"] if isinstance(c, dict) else c.command for c in commands]
        group = call.params["scope"]["type"] == "all_group_chats"
        assert names == ([spec.name for spec in COMMANDS if spec.name != "threads"]
                         if group else private)  # /threads: a Discord server's setting
    polish = next(c for c in calls if c.params.get("language_code") == "pl")
    assert polish.params["commands"][0]["description"] == i18n.command_description(
        "new", None, "pl")


async def test_the_error_handler_sees_a_failing_service(state: TelegramState) -> None:
    """The harness fails on handler errors: prove such errors are caught and recorded."""
    from telegram import Update
    from telegram_fake import RecordingRequest, Updates

    from bot.settings import Settings
    from bot.telegram import TelegramAdapter

    class Broken(ScriptedService):
        async def handle(self, cmd):  # type: ignore[no-untyped-def]
            raise RuntimeError("boom")

    adapter = TelegramAdapter(Broken(), Settings(telegram_token="1:A"))
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    async with app:
        await app.process_update(Update.de_json(Updates().command(ALICE, "/help"), app.bot))
    assert [str(e) for e in errors] == ["boom"]
    assert "went wrong" in state.to_chat(GROUP)[-1].text  # the user hears of it


async def test_a_private_refusal_of_a_press_is_the_query_answer(
        tg: Harness, service: ScriptedService, state: TelegramState) -> None:
    service.private_refusals = True
    await start_game(tg)
    await tg.command(ALICE, "/play 8H WORD")
    mid = message_id_of(service, "#move2")
    private = len(state.to_chat(ALICE))
    await tg.press(ALICE, mid, "challenge")
    assert "own move" in state.of("answerCallbackQuery")[-1].params["text"]
    assert len(state.to_chat(ALICE)) == private
    await tg.react(ALICE, mid, ["👎"])  # by reaction: there is no query to answer
    assert "own move" in state.to_chat(ALICE)[-1].text
