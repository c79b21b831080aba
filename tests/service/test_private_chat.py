"""Issue 24, "Private chat and the chat's language": in the private chat with the bot,
/play, /preview, /hint, /score and /tiles act on the sender's running game, in its
language (one path in the service for every platform)."""

from __future__ import annotations

from conftest import Harness, texts, user

from bot.protocol import ChatRef

DM_ANN = ChatRef("test", "dm-ann", is_group=False)
OTHER = ChatRef("test", "g2", is_group=True)


async def _turn_in_private(h: Harness) -> tuple[str, ChatRef]:
    who, _, _ = await h.playable(2)
    return who, ChatRef("test", f"dm-{who.lower()}", is_group=False)


async def test_private_chat_commands_act_on_the_players_one_game(h: Harness):
    await h.start("literaki", "Ann", "Bob")
    for name in ("score", "tiles", "hint"):
        outs = await h.cmd("Ann", f"/{name}", chat=DM_ANN)
        assert outs, name
        assert all(o.private_to is not None and o.private_to.id == "ann" for o in outs), name
        assert "grupowym" not in texts(outs) and "group chat" not in texts(outs), name
    outs = await h.cmd("Ann", "/score", chat=DM_ANN)
    assert "Ann" in outs[0].text and "Bob" in outs[0].text
    assert outs[0].language == "pl"  # the game's language, not the sender's (English)
    outs = await h.cmd("Ann", "/tiles", chat=DM_ANN)
    assert "płytki" in outs[0].text.lower() or "płytek" in outs[0].text.lower()


async def test_private_play_is_told_to_the_table(h: Harness):
    await h.start("english", "Ann", "Bob")
    who, dm = await _turn_in_private(h)
    _, move, word = await h.playable(2)
    before = (await h.game()).to_json()
    outs = await h.cmd(who, f"/preview {move}", chat=dm)
    assert outs and all(o.private_to is not None for o in outs)
    assert (await h.game()).to_json() == before  # a preview plays nothing
    outs = await h.cmd(who, f"/play {move}", chat=dm)
    news = [o for o in outs if o.chat == h.chat]
    assert news and word in news[0].text  # the table sees the move
    assert all(o.chat is None or o.chat == h.chat for o in outs)  # nothing in the DM's name
    assert (await h.game()).history


async def test_private_refusal_is_private_and_in_the_games_language(h: Harness):
    await h.start("literaki", "Ann", "Bob")
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", "/play 8H ZZZZZZZ", chat=DM_ANN)
    assert len(outs) == 1 and outs[0].private_to is not None and outs[0].chat is None
    assert "group" not in outs[0].text
    assert await h.repo.table_dump() == before


async def test_private_chat_without_a_game(h: Harness):
    outs = await h.cmd("Ann", "/score", chat=DM_ANN)
    assert "not playing any game" in outs[0].text
    outs = await h.cmd(user("Ann", language="ru"), "/hint", chat=DM_ANN)
    assert "не играете" in outs[0].text


async def test_private_chat_lists_several_games_each_openable(h: Harness):
    await h.start("english", "Ann", "Bob")
    h.chat = OTHER
    await h.start("literaki", "Ann", "Cid")
    outs = await h.cmd("Ann", "/score", chat=DM_ANN)
    assert len(outs) == 1 and outs[0].private_to is not None
    text = outs[0].text
    assert "2 games" in text and "1. English" in text and "2. Literaki" in text
    assert "/score 1" in text and "/score 2" in text
    assert [b.command for b in outs[0].buttons] == ["score 1", "score 2"]
    assert all(b.chat == DM_ANN for b in outs[0].buttons)  # pressed: back to this chat
    outs = await h.cmd("Ann", "/score 2", chat=DM_ANN)  # the button's command
    assert "Cid" in outs[0].text and outs[0].private_to is not None
    outs = await h.cmd("Ann", "/score 1", chat=DM_ANN)
    assert "Bob" in outs[0].text and "Cid" not in outs[0].text
    outs = await h.cmd("Ann", "/play 9 8H AB", chat=DM_ANN)  # no game 9: the list again
    assert "/play 1 8H AB" in outs[0].text and not outs[0].buttons


async def test_private_play_picks_the_game_by_number(h: Harness):
    await h.start("english", "Ann", "Bob")
    h.chat = OTHER
    await h.start("english", "Cid", "Ann")
    who, move, word = await h.playable(2)
    if who != "Ann":  # Cid's turn here: Ann plays game 2 after his pass
        await h.cmd(who, "/pass")
        who, move, word = await h.playable(2)
    assert who == "Ann"
    number = 2
    outs = await h.cmd("Ann", f"/play {number} {move}", chat=DM_ANN)
    assert any(o.chat == h.chat and word in o.text for o in outs), texts(outs)
    assert (await h.game()).history[-1].move == move


async def test_a_group_command_sent_privately_is_refused_in_the_games_language(
        h: Harness):
    """/check (and every other group command) in the private chat of a Bulgarian game's
    player: refused in Bulgarian, not English (found by the table simulator)."""
    await h.start("bulgarian", "Ann", "Bob")
    outs = await h.cmd("Ann", "/check ЗВЕТ", chat=DM_ANN)
    assert len(outs) == 1 and outs[0].text == "/check работи в груповия чат, където е играта."
    outs = await h.cmd("Cid", "/check word", chat=ChatRef("test", "dm-cid", is_group=False))
    assert "works in a group chat" in outs[0].text  # no game: the sender's language
