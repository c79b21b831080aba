"""The end of a game on the board, as the chat has it: resigning (the chat's /resign,
asked once more on the page, announced in the chat), the end's banner with what the
chat's end message says (the winner, the ratings' changes or that the game is not
rated), and the chat's /rematch, which leads each player's page to the new game."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from board_harness import (
    Board,
    close_board,
    make_board,
    make_service,
    open_events,
    seats,
    user,
)

from bot import i18n
from bot.protocol import Command
from bot.service import rule_texts
from bot.web import view
from engine.rules import load_ruleset


def end_message(b: Board) -> str:
    """The chat's end message among what the board's actions delivered."""
    texts = [o.text for o in b.delivered if o.text and "Game over" in o.text]
    assert texts, [o.text for o in b.delivered]
    return texts[-1]


async def test_resigning_on_the_board_is_the_chats_resign(b: Board) -> None:
    game = await b.start()
    sessions, mover, other = await seats(b, game)
    before = await b.state(sessions[other])
    assert "resign" in before["you"]["may"]
    # Asked first, with what follows: two players, so the game ends.
    assert before["you"]["resign_confirm"] == i18n.t_table("en", "WEB", "resign_question")
    # The help names the button and where it is, for a player who may resign.
    words = view.strings("en")
    assert before["help"][-1] == i18n.t_table("en", "WEB", "help_resign",
                                              resign=words["resign"])
    assert words["resign"] == "Resign"
    watcher = await b.state(await b.session(game, None))
    assert not any(words["resign"] in x for x in watcher["help"])
    r = await b.act(sessions[other], {"action": "resign"})
    assert r == {"ok": True, "message": None}
    said = end_message(b)
    # (the resignation said once, by the end's line)
    assert said.startswith(f"Game over ({other} resigned)"), said
    assert said.count(f"{other} resigned") == 1, said
    after = await b.state(sessions[other])
    assert after["over"] and "resign" not in (after["you"]["may"])
    assert after["you"]["resign_confirm"] is None
    assert not any(words["resign"] in x for x in after["help"])
    # Once over, resigning again is refused in the chat's words, and changes nothing.
    again = await b.act(sessions[mover], {"action": "resign"})
    assert again["ok"] is False and again["message"]


async def test_with_three_players_the_others_play_on(b: Board) -> None:
    game = await b.start("english", "Ann", "Bob", "Cy")
    ann = await b.state(await b.session(game, "Ann"))
    assert ann["you"]["resign_confirm"] == i18n.t_table("en", "WEB", "resign_question_on")
    assert (await b.act(await b.session(game, "Ann"), {"action": "resign"}))["ok"]
    bob = await b.state(await b.session(game, "Bob"))
    assert not bob["over"] and [p["resigned"] for p in bob["players"]].count(True) == 1
    # Now one resigning ends it.
    assert bob["you"]["resign_confirm"] == i18n.t_table("en", "WEB", "resign_question")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_resign_line_ends_the_help_in_every_language(lang: str) -> None:
    words = view.strings(lang)
    lines = view._help(lang, load_ruleset("english"), resign=True)
    assert lines[-1] == i18n.t_table(lang, "WEB", "help_resign", resign=words["resign"])
    assert words["resign"] in lines[-1] and "{" not in lines[-1]
    assert len(lines) == len(view._help(lang, load_ruleset("english"))) + 1
    # The button's word is the chat's button's, without its mark.
    assert words["resign"] == i18n.t(lang, "button_resign")
    assert words["rematch"] == i18n.t(lang, "button_rematch").split(" ", 1)[1]


async def test_the_end_says_the_winner_and_the_ratings_as_the_chat_does(b: Board) -> None:
    game = await b.start()
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    await b.cmd(other, "/accept")
    events = await open_events(b, sessions[mover])
    await events.next()
    assert (await b.act(sessions[other], {"action": "resign"}))["ok"]
    said = end_message(b)
    # The stream's event of the end holds the ratings already: they are recorded before
    # the commit's notice reaches the streams.
    _id, kind, ended = await events.next()
    assert kind == "state" and ended["over"], ended
    assert ended["ratings"] and ended["ratings"][0].startswith("Ratings: "), ended["ratings"]
    events.response.close()
    for who in (sessions[mover], sessions[other], await b.session(game, None)):
        state = await b.state(who)
        assert f"Winner: {mover}." in state["result"], state["result"]
        assert state["result"] in said
        assert len(state["ratings"]) == 1 and state["ratings"][0].startswith("Ratings: ")
        assert state["ratings"][0] in said, (state["ratings"], said)
        # The winner's card is marked (the page's badge and spoken label): theirs only.
        results = {p["name"]: p.get("result") for p in state["players"]}
        assert results == {mover: "won", other: None}, results


async def test_ratings_stored_after_the_end_reach_a_page_that_saw_it_first(
        tmp_path: Any) -> None:
    """Another bot process ends the game: its commit first, its ratings a moment after
    (here: held back by its own ratings lock). The board sees the end by its poll before
    the ratings are stored (``ratings`` null), then the same state again with them."""
    b = await make_board(tmp_path, poll=0.05)
    other = await make_service(tmp_path, b.words, b.clock)
    try:
        game = await b.start()
        sessions, mover, loser = await seats(b, game)
        tiles, _word = await b.first_move(sessions[mover])
        assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
        await b.cmd(loser, "/accept")
        events = await open_events(b, sessions[mover])
        await events.next()
        async with other.ratings._lock:  # the other process's ratings: not yet
            resign = asyncio.create_task(
                other.handle(Command(b.chat, user(loser), "resign", "yes")))
            event_id, kind, ended = await events.next()
            assert kind == "state" and ended["over"] and ended["ratings"] is None, ended
            assert (await b.state(sessions[mover]))["ratings"] is None
        said = "\n".join(o.text for o in await resign if o.text)
        again_id, kind, again = await events.next()
        assert kind == "state" and again_id == event_id and again["over"]
        assert again["ratings"] and again["ratings"][0].startswith("Ratings: ")
        assert again["ratings"][0] in said, (again["ratings"], said)
        events.response.close()
    finally:
        await other.repo.close()
        await close_board(b)


async def test_a_game_resigned_before_any_word_is_not_rated_and_says_so(b: Board) -> None:
    game = await b.start()
    sessions, mover, _other = await seats(b, game)
    assert (await b.act(sessions[mover], {"action": "resign"}))["ok"]
    state = await b.state(sessions[mover])
    # (and why: the board shows the end message's line)
    assert state["ratings"] == [i18n.t("en", "game_unrated",
                                       reason=i18n.t("en", "unrated_why_empty"))]
    assert state["ratings"][0] in end_message(b)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_lobby_names_its_game_and_who_has_joined(b: Board, lang: str) -> None:
    await b.cmd("Ann", f"/new literaki lang={lang}")
    await b.cmd("Bob", "/join")
    lobby = await b.repo.open_game(b.chat.key)
    assert lobby is not None and lobby.id is not None and lobby.status == "lobby"
    state = await b.state(await b.session(lobby.id, "Bob"))
    variant = rule_texts.variant_name(lang, load_ruleset("literaki"))
    assert state["board"] is None and state["title"] == variant
    assert state["lobby_head"] == i18n.t_table(lang, "WEB", "lobby_game", variant=variant, n=2,
                                               players="Ann, Bob")
    assert "lobby_note" not in state  # (no rematch: nobody is waited for)


async def test_a_rematch_from_the_board_leads_each_page_to_the_new_game(b: Board) -> None:
    game = await b.start()
    sessions, mover, _other = await seats(b, game)
    assert (await b.act(sessions[mover], {"action": "resign"}))["ok"]
    for name in ("Ann", "Bob"):
        assert (await b.state(sessions[name]))["rematch"] == {"link": None}
    watcher = await b.session(game, None)
    assert (await b.state(watcher))["rematch"] is None  # a watcher: no rematch to ask for
    # Ann asks: the chat's /rematch opens its lobby, told in the chat; her page goes there.
    b.delivered.clear()
    r = await b.act(sessions["Ann"], {"action": "rematch"})
    assert r["ok"] and r["go"].startswith("/web/g/"), r
    assert any("Ann wants a rematch" in (o.text or "") for o in b.delivered)
    lobby = await b.repo.open_game(b.chat.key)
    assert lobby is not None and lobby.status == "lobby" and lobby.id != game
    assert r["go"].startswith(f"/web/g/{lobby.id}?t=")
    token = r["go"].partition("?t=")[2]
    s = await b.post("/web/api/session", {"token": token})
    assert s.status == 200
    ann_new = str((await s.json())["session"])
    waiting = await b.state(ann_new)
    assert waiting["board"] is None
    assert waiting["lobby_note"] == i18n.t_table("en", "WEB", "rematch_lobby", names="Bob", n=1)
    # The lobby names its game: the rule set, as the chat names it, and who plays it
    # again (the page's title too), not a bare page of one card.
    variant = rule_texts.variant_name("en", load_ruleset("english"))
    assert waiting["title"] == variant
    assert waiting["lobby_head"] == i18n.t_table("en", "WEB", "rematch_game", variant=variant,
                                                 players="Ann, Bob")
    page = await (await b.client.get(r["go"])).text()
    assert f"<title>{variant}</title>" in page
    # Every player of the old game has a card, saying whether they have asked (Bob's was
    # missing: the page showed Ann's alone), and the way back to the finished game (its
    # replay): Ann's own link of it.
    assert [(p["name"], p["asked"], p["you"]) for p in waiting["players"]] == [
        ("Ann", True, True), ("Bob", False, False)], waiting["players"]
    back = waiting["replay_link"]
    assert back.startswith(f"/web/g/{game}?t="), back
    s = await b.post("/web/api/session", {"token": back.partition("?t=")[2]})
    assert s.status == 200
    old = await b.state(str((await s.json())["session"]))
    assert old["over"] and old["you"] is not None and old["game"] == game, old
    # Her old page now leads to it; Bob's still offers the rematch.
    assert (await b.state(sessions["Ann"]))["rematch"]["link"].startswith(f"/web/g/{lobby.id}?")
    assert (await b.state(sessions["Bob"]))["rematch"] == {"link": None}
    # A watcher of the old game is led to it too (a watcher's link of the rematch: its
    # page is a spectator's, no seat, no rack), where they were left on the old game.
    led = (await b.state(watcher))["rematch"]
    assert led is not None and led["link"].startswith(f"/web/g/{lobby.id}?t="), led
    s = await b.post("/web/api/session", {"token": led["link"].partition("?t=")[2]})
    assert s.status == 200
    watching = await b.state(str((await s.json())["session"]))
    assert watching["spectator"] and watching["you"] is None and watching["board"] is None
    assert [(p["name"], p["asked"]) for p in watching["players"]] == [
        ("Ann", True), ("Bob", False)], watching["players"]
    s = await b.post("/web/api/session", {"token": watching["replay_link"].partition("?t=")[2]})
    assert s.status == 200  # (a spectator's link of the old game)
    old = await b.state(str((await s.json())["session"]))
    assert old["spectator"] and old["game"] == game, old
    events = await open_events(b, ann_new)
    first = await events.next()
    assert first[1] == "state" and first[2]["board"] is None
    # Bob asks too: the rematch is dealt; his page goes to it, Ann's lobby page sees it
    # begin (the first event with a board carries its squares).
    r = await b.act(sessions["Bob"], {"action": "rematch"})
    assert r["ok"] and r["go"].startswith(f"/web/g/{lobby.id}?t="), r
    _id, kind, begun = await events.next()
    assert kind == "state" and begun["board"] is not None and begun["board"]["cells"]
    assert begun["you"]["rack"]
    # The new game is open: the old pages offer nothing more than the way to it.
    for name in ("Ann", "Bob", None):
        offer = (await b.state(sessions[name] if name else watcher))["rematch"]
        assert offer is not None and offer["link"].startswith(f"/web/g/{lobby.id}?"), offer
    again = await b.act(sessions["Bob"], {"action": "rematch"})
    assert again["ok"] is False and again["message"]
    events.response.close()


async def test_no_rematch_offered_once_a_later_game_is_finished(b: Board) -> None:
    game = await b.start()
    sessions, mover, _other = await seats(b, game)
    assert (await b.act(sessions[mover], {"action": "resign"}))["ok"]
    await b.cmd("Ann", "/new english")
    await b.cmd("Bob", "/join")
    # Another game open in the chat: no rematch of this one.
    assert (await b.state(sessions["Ann"]))["rematch"] is None
    await b.cmd("Ann", "/start")
    later = await b.repo.open_game(b.chat.key)
    assert later is not None and later.id is not None
    s2 = await b.session(later.id, "Ann")
    assert (await b.act(s2, {"action": "resign"}))["ok"]
    # The chat's /rematch plays the later game again now: the first page offers nothing.
    assert (await b.state(sessions["Ann"]))["rematch"] is None
    assert (await b.state(s2))["rematch"] == {"link": None}
    # Its Rematch pressed all the same (a page left open since that game ended, told
    # nothing of the later one): it dealt a rematch of the later game.  Refused now,
    # and nothing is opened.
    r = await b.act(sessions["Ann"], {"action": "rematch"})
    assert r == {"ok": False,
                 "message": i18n.t_table("en", "WEB", "rematch_superseded")}, r
    assert await b.repo.open_game(b.chat.key) is None
