"""A short game through python-telegram-bot and the REAL game service (SQLite in tmp_path)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from real_game import open_real_service, turn_and_move
from telegram_fake import ALICE, BOB, CAROL, GROUP, RecordingRequest, TelegramState
from telegram_harness import TOKEN, Harness

from bot.settings import Settings
from bot.telegram import TelegramAdapter
from bot.telegram.outbox import Limits
from engine.game import Game


async def test_a_game_through_the_real_service(tmp_path: Path, state: TelegramState) -> None:
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    chat_key = f"telegram:{GROUP}:"
    state.not_started.add(BOB)
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            assert len(state.photos(GROUP)) == 1  # the board
            assert state.photos(ALICE)  # Alice's rack, privately
            # Bob never started the bot: a deep-link button, then his rack once he opens it
            links = [b["url"] for c in state.to_chat(GROUP) for b in c.buttons if "url" in b]
            payload = links[-1].rsplit("?start=", 1)[1] if links else ""
            assert payload.startswith(f"{GROUP}__")
            state.not_started.discard(BOB)
            await tg.command(BOB, f"/start {payload}", chat_id=BOB)
            assert state.photos(BOB), "the deep link did not bring Bob his rack"

            mover, move = await turn_and_move(repo, chat_key)
            other = BOB if int(mover) == ALICE else ALICE
            await tg.command(int(mover), f"/play {move}")
            board = state.photos(GROUP)[-1]
            assert [b["callback_data"] for b in board.buttons] == ["v:accept", "v:challenge"]
            mid = list(adapter.reactions)[-1][1]
            assert await repo.find_ref(chat_key, str(mid))

            photos = len(state.photos(GROUP))
            await tg.press(CAROL, mid, "challenge")  # not a player: nothing in the group
            assert len(state.photos(GROUP)) == photos
            assert len(state.of("answerCallbackQuery")) == 1
            await tg.press(other, mid, "challenge")  # the word is unknown: taken back
            assert len(state.photos(GROUP)) == photos + 1
            assert len(state.of("answerCallbackQuery")) == 2

            # bad input gets a clear message
            sent = len(state.sent())
            await tg.command(int(mover), "/play Z99 QQ")
            assert len(state.sent()) == sent + 1
            racks = {c.files["photo"] for uid in (ALICE, BOB) for c in state.photos(uid)}
            assert racks and not racks & {c.files["photo"] for c in state.photos(GROUP)}
    finally:
        await repo.close()
    assert not errors, errors


async def test_play_word_offers_placements_in_the_private_chat(
        tmp_path: Path, state: TelegramState) -> None:
    """``/play WORD`` in the group: the placements come to the player's private chat as an
    inline keyboard; a press plays the one chosen in the group's game."""
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN))
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    chat_key = f"telegram:{GROUP}:"
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            # Agreement mode: the fixture's word list knows no word of the rack, and only
            # where the players judge the words are unknown ones offered (issue 24).
            await tg.command(ALICE, "/new english check=agreement")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            mover, move = await turn_and_move(repo, chat_key)
            word = move.split()[1]
            group_before = len(state.to_chat(GROUP))
            await tg.command(int(mover), f"/play {word.lower()}")
            assert len(state.to_chat(GROUP)) == group_before  # nothing in the group
            offer = state.photos(int(mover))[-1]
            data = [b["callback_data"] for b in offer.buttons]
            assert [d.rpartition(":")[0] for d in data] == [f"c:{GROUP}::play {i}"
                                                            for i in range(1, 5)]
            await tg.feed(tg.updates.button(int(mover), 1, data[0],
                                            chat_id=int(mover)))
            rec = await repo.open_game(chat_key)
            assert rec is not None
            history = Game.from_json(rec.state).history
            assert history and history[-1].kind == "place", state.sent()[-1].text
            assert len(state.photos(GROUP)) > 1  # the move announced in the group
            assert len(state.of("answerCallbackQuery")) == 1
    finally:
        await repo.close()
    assert not errors, errors


async def test_private_chat_commands_act_on_the_players_game(
        tmp_path: Path, state: TelegramState) -> None:
    """Issue 24: /score, /tiles, /hint, /preview and /play in the private chat with the
    bot act on the player's running game, answered there; with two games, the list's
    buttons open each one in the private chat."""
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    chat_key = f"telegram:{GROUP}:"
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            mover, move = await turn_and_move(repo, chat_key)
            me = int(mover)
            group_before = len(state.to_chat(GROUP))
            for name in ("score", "tiles", f"preview {move}"):
                sent = len(state.to_chat(me))
                await tg.command(me, f"/{name}", chat_id=me)
                assert len(state.to_chat(me)) > sent, name
                assert "group chat" not in state.to_chat(me)[-1].text, name
            assert len(state.to_chat(GROUP)) == group_before  # all of it privately
            await tg.command(me, f"/play {move}", chat_id=me)
            assert len(state.photos(GROUP)) > 1  # the move is the group's news
            rec = await repo.open_game(chat_key)
            assert rec is not None and Game.from_json(rec.state).history

            # A second game: the private chat lists both, and a button opens one.
            await tg.command(ALICE, "/new literaki", chat_id=-1009)
            await tg.command(BOB, "/join", chat_id=-1009)
            await tg.command(ALICE, "/start", chat_id=-1009)
            await tg.command(ALICE, "/score", chat_id=ALICE)
            listing = state.to_chat(ALICE)[-1]
            data = [b["callback_data"] for b in listing.buttons]
            assert [d.rsplit(":", 1)[0] for d in data] == [  # signed
                f"c:{ALICE}::score 1", f"c:{ALICE}::score 2"], listing.text
            await tg.feed(tg.updates.button(ALICE, 1, data[1], chat_id=ALICE))
            answer = state.to_chat(ALICE)[-1]
            assert "Bob" in answer.text and answer.method == "sendMessage"
            assert "no game" not in answer.text.lower()
    finally:
        await repo.close()
    assert not errors, errors


async def test_help_names_the_reactions_that_vote_in_telegram(tmp_path: Path,
                                                              state: TelegramState) -> None:
    """/help's line on votes named ✅ / ❌, which are not among Telegram's reactions: it
    names 👍 / 👎, and the second of them challenges a move."""
    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    errors: list[BaseException] = []

    async def record(update: object, context: Any) -> None:
        errors.append(context.error)

    app.add_error_handler(record)
    chat_key = f"telegram:{GROUP}:"
    try:
        async with app:
            tg = Harness(adapter, app, state, errors)
            await tg.command(ALICE, "/help")
            said = state.to_chat(GROUP)[-1].text
            named = re.search(r"/challenge \(or react (\S+) / (\S+)\)\.", said)
            assert named is not None and (named[1], named[2]) == ("👍", "👎"), said
            assert "✅" not in said and "❌" not in said
            await tg.command(ALICE, "/new english")
            await tg.command(BOB, "/join")
            await tg.command(ALICE, "/start")
            mover, move = await turn_and_move(repo, chat_key)
            other = BOB if int(mover) == ALICE else ALICE
            await tg.command(int(mover), f"/play {move}")
            mid = list(adapter.reactions)[-1][1]
            photos = len(state.photos(GROUP))
            await tg.react(other, mid, [named[2]])  # the word is unknown: taken back
            assert len(state.photos(GROUP)) == photos + 1
    finally:
        await repo.close()
    assert not errors, errors


async def test_what_the_unknown_series_counts(tmp_path: Path, state: TelegramState) -> None:
    """Ops34 finding 5 (deploy.md says it): ``wordgames_commands_total{command="unknown"}``
    counts a slash command meant for this bot that it does not have, in a private chat or
    as /cmd@ThisBot in a group, refused with the "unknown command" text.  A plain
    /frobnicate in a group (another bot's, perhaps), or any /cmd@OtherBot, is not for the
    bot: no answer, no count."""
    from prometheus_client import REGISTRY
    from telegram_fake import BOT_USERNAME

    from bot import i18n

    def unknown() -> float:
        return REGISTRY.get_sample_value("wordgames_commands_total", {
            "command": "unknown", "outcome": "refused"}) or 0.0

    service, repo = await open_real_service(tmp_path)
    adapter = TelegramAdapter(service, Settings(telegram_token=TOKEN), limits=Limits.none())
    app = adapter.build(RecordingRequest(state))
    try:
        async with app:
            tg = Harness(adapter, app, state, [])
            before, sent = unknown(), len(state.sent())
            await tg.command(ALICE, "/frobnicate")
            await tg.command(ALICE, "/frobnicate@OtherBot")
            await tg.command(ALICE, "/score@OtherBot")
            assert (unknown(), len(state.sent())) == (before, sent)
            await tg.command(ALICE, f"/frobnicate@{BOT_USERNAME} now")
            assert unknown() == before + 1
            assert state.to_chat(GROUP)[-1].text == i18n.t("en", "unknown_command",
                                                           command="frobnicate")
            await tg.command(ALICE, "/frobnicate", chat_id=ALICE)
            assert unknown() == before + 2
            assert state.to_chat(ALICE)[-1].text == i18n.t("en", "unknown_command",
                                                           command="frobnicate")
    finally:
        await repo.close()
