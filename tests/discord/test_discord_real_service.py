"""A short game through discord.py and the REAL game service (SQLite in tmp_path)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from discord_fake import CHANNEL_ID, FakeDiscord, settle
from discord_harness import ALICE, BOB, CAROL, Harness, make_bot
from real_game import open_real_service, turn_and_move

from engine.game import Game


def public_files(fake: FakeDiscord) -> list[str]:
    return [name for r in fake.channel_posts() for name in r.files]


async def test_a_game_through_the_real_service(tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    chat_key = f"discord:{CHANNEL_ID}:"
    try:
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        assert public_files(fake).count("board.png") == 1
        for uid in (ALICE, BOB):  # racks by DM, as pictures
            assert any("rack.png" in r.files for r in fake.dms_to(uid))
        assert "rack.png" not in public_files(fake)

        # a move: the board picture, ✅/❌ on it, buttons under it
        mover, move = await turn_and_move(repo, chat_key)
        other = BOB if int(mover) == ALICE else ALICE
        await env.slash(int(mover), "play", move=move)
        board = [r for r in fake.channel_posts() if "board.png" in r.files][-1]
        assert board.custom_ids == ["wg:vote:accept", "wg:vote:challenge"]
        assert fake.reactions_added()[-2:] == ["✅", "❌"]
        assert bot.delivery.reactions, "the board message was never registered for votes"
        message_id = list(bot.delivery.reactions)[-1]
        assert await repo.find_ref(chat_key, str(message_id))  # service.delivered reached

        # a non-player's challenge changes nothing in the channel
        posts = len(fake.channel_posts())
        await env.react(CAROL, message_id, "❌")
        assert len(fake.channel_posts()) == posts

        # the other player challenges by reaction: the fixture lexicon knows no such word,
        # the move is taken back and the board is shown again
        await env.react(other, message_id, "❌")
        assert len(fake.channel_posts()) > posts
        assert public_files(fake).count("board.png") >= 3
        assert "rack.png" not in public_files(fake)

        # bad input: a clear message for the sender alone, nothing public
        posts = len(fake.channel_posts())
        token = await env.slash(int(mover), "play", move="Z99 QQ")
        assert fake.ephemerals(token) and len(fake.channel_posts()) == posts
    finally:
        await bot.close()
        await repo.close()


async def test_play_word_offers_placements_ephemerally(tmp_path: Path,
                                                       fake: FakeDiscord) -> None:
    """``/play WORD``: the placements as an ephemeral reply with buttons; a press plays
    the one chosen, in the channel."""
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    chat_key = f"discord:{CHANNEL_ID}:"
    try:
        # Agreement mode: the fixture's word list knows no word of the rack, and only
        # where the players judge the words are unknown ones offered (issue 24).
        await env.slash(ALICE, "new", variant="english", options="check=agreement")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        mover, move = await turn_and_move(repo, chat_key)
        posts = len(fake.channel_posts())
        token = await env.slash(int(mover), "play", move=move.split()[1].lower())
        assert len(fake.channel_posts()) == posts  # nothing public
        offer = [r for r in fake.ephemerals(token) if r.custom_ids]
        assert offer and offer[-1].custom_ids == [f"wg:cmd:play {i}" for i in range(1, 5)]
        message = fake.message(CHANNEL_ID, {"content": "offer", "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "8H",
                                        "custom_id": "wg:cmd:play 1"}]}]}, {}) | {"id": "77"}
        payload = env._interaction(int(mover), 3, {"custom_id": "wg:cmd:play 1",
                                                   "component_type": 2}, message=message)
        bot._connection.parse_interaction_create(payload)
        await settle()
        rec = await repo.open_game(chat_key)
        assert rec is not None
        assert Game.from_json(rec.state).history[-1].kind == "place"
        assert len(fake.channel_posts()) > posts  # the move announced in the channel
    finally:
        await repo.close()


async def test_private_chat_commands_act_on_the_players_game(tmp_path: Path,
                                                             fake: FakeDiscord) -> None:
    """Issue 24: slash commands in the DM with the bot (/score, /tiles, /preview, /play)
    act on the player's running game; its channel sees only the move."""
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    chat_key = f"discord:{CHANNEL_ID}:"
    dm = 4242
    try:
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        mover, move = await turn_and_move(repo, chat_key)
        me = int(mover)
        posts = len(fake.channel_posts())
        for name, options in (("score", {}), ("tiles", {}), ("preview", {"move": move})):
            token = await env.slash(me, name, _guild=False, _channel_id=dm, **options)
            said = [r.content for r in fake.for_token(token) if r.content]
            said += [r.content for r in fake.dms_to(me)[-1:]]
            assert said and not any("group chat" in s for s in said), (name, said)
        assert not [r for r in fake.channel_posts()[posts:]
                    if f"/{CHANNEL_ID}/" in r.path], "a private answer in the channel"
        await env.slash(me, "play", _guild=False, _channel_id=dm, move=move)
        rec = await repo.open_game(chat_key)
        assert rec is not None and Game.from_json(rec.state).history[-1].kind == "place"
        assert any(f"/channels/{CHANNEL_ID}/messages" in r.path
                   for r in fake.channel_posts()[posts:])  # the move, in the channel
    finally:
        await bot.close()
        await repo.close()


async def test_help_names_the_reactions_the_bot_puts_on_a_move(tmp_path: Path,
                                                               fake: FakeDiscord) -> None:
    """/help's line on votes names Discord's reactions: the two the bot adds to a move,
    which vote there (a reaction challenges the move)."""
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    chat_key = f"discord:{CHANNEL_ID}:"
    try:
        token = await env.slash(ALICE, "help")
        said = " ".join(json.dumps(r.payload, ensure_ascii=False) for r in fake.for_token(token))
        named = re.search(r"/challenge \(or react (\S+) / (\S+)\)\.", said)
        assert named is not None, said
        assert "👍" not in said
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        mover, move = await turn_and_move(repo, chat_key)
        other = BOB if int(mover) == ALICE else ALICE
        await env.slash(int(mover), "play", move=move)
        assert fake.reactions_added()[-2:] == [named[1], named[2]]
        posts = len(fake.channel_posts())
        await env.react(other, list(bot.delivery.reactions)[-1], named[2])  # challenged
        assert len(fake.channel_posts()) > posts
    finally:
        await bot.close()
        await repo.close()
