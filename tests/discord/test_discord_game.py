"""A whole game through discord.py against the recording fake Discord (scripted service)."""

from __future__ import annotations

import pytest
from discord_fake import CHANNEL_ID, FakeDiscord, Request
from discord_harness import ALICE, BOB, CAROL, ROBOT, Harness
from scripted_service import ScriptedService, animation, png

from bot.discord import delivery
from bot.discord.bot import WordBot
from bot.protocol import ChatRef, Outgoing

RACK_TEXTS = ("Your rack", "ABCDEFG", "BCDEFGX")


def assert_no_rack_in_public(fake: FakeDiscord) -> None:
    for r in fake.channel_posts():
        assert "rack.png" not in r.files, r
        assert not any(t in r.content for t in RACK_TEXTS), r.content


def last_board(fake: FakeDiscord) -> Request:
    boards = [r for r in fake.channel_posts() if "board.png" in r.files]
    assert boards, "no board picture reached the channel"
    return boards[-1]


async def start_game(env: Harness, service: ScriptedService) -> None:
    await env.slash(ALICE, "new", variant="english")
    await env.slash(BOB, "join")
    await env.slash(ALICE, "start")


def board_message_id(env: Harness, service: ScriptedService, move: int) -> int:
    ref = f"discord:{CHANNEL_ID}:#move{move}"
    ids = [mid for mid, r in service.delivered_ids.items() if r == ref]
    assert ids, f"move {move} was never reported through service.delivered"
    return int(ids[0])


def board_payload(env: Harness, message_id: int) -> dict:
    """The message as Discord would include it in a component interaction."""
    return env.fake.message(CHANNEL_ID, {"content": "board", "components": [
        {"type": 1, "components": [
            {"type": 2, "style": 3, "label": "Accept", "custom_id": "wg:vote:accept"},
            {"type": 2, "style": 4, "label": "Challenge", "custom_id": "wg:vote:challenge"}]}]},
        {}) | {"id": str(message_id)}


async def test_commands_reach_the_service_with_their_options(
        discord_env: Harness, service: ScriptedService) -> None:
    await discord_env.slash(ALICE, "new", variant="english", options="rack=8  check=auto")
    cmd = service.commands[-1]
    assert (cmd.name, cmd.args) == ("new", "english rack=8 check=auto")
    assert cmd.chat.platform == "discord" and cmd.chat.id == str(CHANNEL_ID)
    assert cmd.chat.is_group
    assert (cmd.user.id, cmd.user.name, cmd.user.language) == (str(ALICE), "Alice", "en")
    assert not cmd.user.is_admin
    await discord_env.slash(BOB, "end", _permissions=str(1 << 13))  # manage messages
    assert service.commands[-1].user.is_admin


async def test_server_admins_are_admins_for_every_command_that_asks(
        discord_env: Harness, service: ScriptedService) -> None:
    """Discord says the invoker's permissions in every interaction (no extra call): a
    member who may manage the server is an admin for /kick, /order, /start, /addbot."""
    manage_guild = str(1 << 5)
    for command, options in (("kick", {"name": "Bob"}), ("order", {"players": "Bob, Ann"}),
                             ("start", {}), ("addbot", {"level": "easy"})):
        await discord_env.slash(CAROL, command, _permissions=manage_guild, **options)
        assert service.commands[-1].user.is_admin, command
        await discord_env.slash(CAROL, command, **options)
        assert not service.commands[-1].user.is_admin, command


async def test_whole_game_board_after_each_move_racks_by_dm(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    env = discord_env
    await start_game(env, service)
    # /start: the board in the channel as the response to the command...
    start = last_board(fake)
    assert start.files["board.png"] == png(1)
    assert start.method == "PATCH" and start.path.endswith("/@original")
    # ...and each rack by DM, as a picture
    for uid, rack in ((ALICE, "ABCDEFG"), (BOB, "BCDEFGX")):
        dms = fake.dms_to(uid)
        assert any(rack in r.content and r.files.get("rack.png") == png(999) for r in dms)

    # Alice plays: the board picture, vote buttons and reactions on it
    token = await env.slash(ALICE, "play", move="8H WORD")
    callback = fake.for_token(token)[0]
    assert callback.payload["type"] == 5  # deferred at once: rendering never misses 3 s
    board = last_board(fake)
    assert "Alice plays WORD" in board.content and board.files["board.png"] == png(2)
    assert board.custom_ids == ["wg:vote:accept", "wg:vote:challenge"]
    assert board.payload["allowed_mentions"] == {"parse": []}  # game text never pings
    mid = board_message_id(env, service, 2)
    assert fake.reactions_added()[-2:] == ["✅", "❌"]
    reaction_paths = [r.path for r in fake.requests if "reactions" in r.path]
    assert all(f"/messages/{mid}/" in p for p in reaction_paths)
    assert any("ABCDEFG" in r.content for r in fake.dms_to(ALICE)[1:])  # new rack, privately

    # Bob challenges with ❌: the move is taken back and a new board is posted
    before = len(fake.channel_posts())
    await env.react(BOB, mid, "❌")
    assert [(v.user.id, v.kind) for v in service.counted_votes] == [(str(BOB), "challenge")]
    assert service.counted_votes[0].message_id == str(mid)
    posts = fake.channel_posts()[before:]
    assert len(posts) == 1 and "challenged" in posts[0].content
    assert posts[0].files["board.png"] == png(3)
    assert posts[0].via == "http" and posts[0].path == f"/channels/{CHANNEL_ID}/messages"
    assert_no_rack_in_public(fake)


async def test_reactions_from_bots_and_non_players_are_not_counted(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    env = discord_env
    await start_game(env, service)
    await env.slash(ALICE, "play", move="8H WORD")
    mid = board_message_id(env, service, 2)
    before = len(fake.requests)
    await env.react(ROBOT, mid, "❌", is_bot=True)  # another bot: never reaches the service
    assert [v.user.id for v in service.votes] == []
    await env.react(CAROL, mid, "❌")  # not a player: the service ignores it
    await env.react(BOB, mid, "🎉")  # not a voting emoji
    assert [v.user.id for v in service.votes] == [str(CAROL)]
    assert service.counted_votes == []
    assert fake.requests[before:] == []  # nothing reached Discord
    await env.react(BOB, mid, "✅")
    assert [(v.user.id, v.kind) for v in service.counted_votes] == [(str(BOB), "accept")]


async def test_challenge_by_button(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    env = discord_env
    await start_game(env, service)
    await env.slash(ALICE, "play", move="8H WORD")
    mid = board_message_id(env, service, 2)
    message = board_payload(env, mid)

    token = await env.press(CAROL, message, "challenge")  # not a player: ignored
    assert service.counted_votes == []
    assert [r.payload for r in fake.for_token(token)] == [{"type": 6}]  # answered, silently

    token = await env.press(ALICE, message, "challenge")  # her own move
    eph = fake.ephemerals(token)
    assert len(eph) == 1 and "own move" in eph[0].content

    token = await env.press(BOB, message, "challenge")
    assert [(v.user.id, v.kind, v.message_id) for v in service.counted_votes] == [
        (str(BOB), "challenge", str(mid))]
    sent = fake.for_token(token)
    assert sent[0].payload == {"type": 6}  # deferred update
    assert sent[1].method == "POST" and not sent[1].ephemeral
    assert "challenged" in sent[1].content and sent[1].files["board.png"] == png(3)
    assert_no_rack_in_public(fake)


async def test_closed_dms_fall_back_to_ephemeral_and_a_note(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    env = discord_env
    fake.closed_dms.add(BOB)
    await env.slash(ALICE, "new", variant="english")
    token = await env.slash(BOB, "join")
    # Bob ran the command: his private message comes back to him alone
    eph = fake.ephemerals(token)
    assert [r.content for r in eph] == ["You joined; your rack will come here."]
    token = await env.slash(ALICE, "start")
    # Bob's rack could not be DMed and he did not run /start: a note in the channel
    notes = [r for r in fake.channel_posts() if f"<@{BOB}>" in r.content]
    assert len(notes) == 1 and "/rack" in notes[0].content
    assert "users" in notes[0].payload["allowed_mentions"]["parse"]  # Bob is pinged
    assert fake.dms_to(BOB), "the bot should have tried the DM first"
    assert_no_rack_in_public(fake)

    # /rack always answers ephemerally
    token = await env.slash(BOB, "rack")
    assert fake.for_token(token)[0].payload == {"type": 5, "data": {"flags": 64}}
    eph = fake.ephemerals(token)
    assert len(eph) == 1 and "BCDEFGX" in eph[0].content and "rack.png" in eph[0].files
    assert_no_rack_in_public(fake)


async def test_rack_goes_ephemeral_even_with_open_dms(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    await start_game(discord_env, service)
    dms_before = len(fake.dms_to(ALICE))
    token = await discord_env.slash(ALICE, "rack")
    assert len(fake.dms_to(ALICE)) == dms_before
    assert "ABCDEFG" in fake.ephemerals(token)[0].content
    assert_no_rack_in_public(fake)


@pytest.mark.parametrize(("command", "options", "expected"), [
    ("play", {"move": "H WORD"}, "I can't read 'H WORD'"),
    ("new", {"variant": "klingon"}, "Unknown rule set"),
    ("swap", {"square": "F3", "move": "H8 X"}, "There is no game in this chat"),
])
async def test_bad_input_gets_a_clear_private_error(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord,
        command: str, options: dict, expected: str) -> None:
    if command == "play":
        await start_game(discord_env, service)
    posts = len(fake.channel_posts())
    token = await discord_env.slash(ALICE, command, **options)
    sent = fake.for_token(token)
    # the public "thinking" response is removed before the error is shown privately
    assert [r.method for r in sent] == ["POST", "DELETE", "POST"]
    assert expected in sent[2].content and sent[2].ephemeral
    assert len(fake.channel_posts()) == posts


async def test_not_your_turn_and_not_a_player(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    await start_game(discord_env, service)
    token = await discord_env.slash(BOB, "play", move="8H WORD")
    assert "not your turn" in fake.ephemerals(token)[0].content
    token = await discord_env.slash(CAROL, "play", move="8H WORD")
    assert "not a player" in fake.ephemerals(token)[0].content


async def test_export_sends_a_file(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    await discord_env.slash(ALICE, "new", variant="english")
    await discord_env.slash(ALICE, "export")
    post = fake.channel_posts()[-1]
    assert post.files == {"game.gcg": b"#character-encoding UTF-8\n"}


async def test_commands_in_a_dm_are_not_group_commands(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    token = await discord_env.slash(ALICE, "new", variant="english", _guild=False,
                                    _channel_id=777)
    assert not service.commands[-1].chat.is_group
    assert "only in a group" in fake.ephemerals(token)[0].content


async def test_a_failing_service_gets_a_private_apology(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord,
        monkeypatch: pytest.MonkeyPatch) -> None:
    async def broken(cmd: object) -> list:
        raise RuntimeError("boom")

    monkeypatch.setattr(service, "handle", broken)
    token = await discord_env.slash(ALICE, "help")
    sent = fake.for_token(token)
    assert [r.method for r in sent] == ["POST", "DELETE", "POST"]
    assert sent[2].ephemeral and "went wrong" in sent[2].content


async def test_a_private_refusal_of_a_press_is_ephemeral_not_a_dm(
        discord_env: Harness, service: ScriptedService, fake: FakeDiscord) -> None:
    service.private_refusals = True
    await start_game(discord_env, service)
    await discord_env.slash(ALICE, "play", move="8H WORD")
    mid = board_message_id(discord_env, service, 2)
    dms = len(fake.dms_to(ALICE))
    token = await discord_env.press(ALICE, board_payload(discord_env, mid), "challenge")
    assert "own move" in fake.ephemerals(token)[0].content
    assert len(fake.dms_to(ALICE)) == dms


async def test_a_file_over_the_attachment_limit_is_not_sent(
        bot: WordBot, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """Over the limit (a server's without boosts where no interaction says more), the
    recap goes as its final board, a picture still too large is left out; the text goes."""
    gif = animation(12)
    monkeypatch.setattr(delivery, "FILE_LIMIT", len(gif) - 1)
    here = ChatRef("discord", str(CHANNEL_ID))
    await bot.delivery.deliver([Outgoing("Recap:", chat=here, image=gif,
                                         image_name="recap.gif")])
    sent = fake.channel_posts()[-1]
    assert sent.content == "Recap:" and list(sent.files) == ["recap.png"]
    assert sent.files["recap.png"][:8] == b"\x89PNG\r\n\x1a\n"
    monkeypatch.setattr(delivery, "FILE_LIMIT", 10)
    await bot.delivery.deliver([Outgoing("Board", chat=here, image=png(1) * 10)])
    sent = fake.channel_posts()[-1]
    assert sent.content == "Board" and sent.files == {}
