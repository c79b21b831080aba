"""The web board's server side over a real service and SQLite: who sees what, links and
sessions refused as they must be, actions as the player's chat commands (announced in
the chat, seen by the other pages' event streams), replay, GCG."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import urlencode

import pytest
from board_harness import Board, close_board, make_board, make_service, open_events, user

from bot import i18n
from bot.protocol import ChatRef, Command, UserRef
from bot.web.links import LINK, SESSION
from bot.web.telegram_auth import sign


async def racks(b: Board) -> dict[str, str]:
    game = await b.service.game_for_chat(b.chat)
    assert game is not None
    return {s.player: "".join(s.rack) for s in game.seats}


def tampered(token: str) -> str:
    """``token`` with the first character of its signature changed: never the real one.
    (Its last two set to "AA" was the real one about one run in 250: a MAC of 16 bytes
    ends in "A" one time in 4 and has an "A" before it one time in 64.)"""
    body, mac = token.rsplit(".", 1)
    return f"{body}.{'A' if mac[0] != 'A' else 'B'}{mac[1:]}"


def mover_of(state: dict[str, Any]) -> str:
    seat = state["turn"]["seat"]
    return str(state["players"][seat]["name"])


async def test_player_sees_own_rack_only_and_spectator_none(b: Board) -> None:
    game = await b.start()
    held = await racks(b)
    ann = await b.state(await b.session(game, "Ann"))
    watcher_raw = await (await b.client.get(
        "/web/api/state", params={"s": await b.session(game, None)})).text()
    watcher = json.loads(watcher_raw)
    assert "".join(t["letter"] for t in ann["you"]["rack"]) == held["test:ann"]
    assert ann["you"]["seat"] is not None and watcher["you"] is None and watcher["spectator"]
    assert all("rack" not in p for p in ann["players"] + watcher["players"])
    # The state holds no seed, no bag order, no engine state, and no other rack.
    rec = await b.repo.open_game(b.chat.key)
    assert rec is not None
    ann_raw = json.dumps(ann)
    for text in (ann_raw, watcher_raw):
        assert rec.seed not in text and '"log"' not in text and '"seed"' not in text
    bob_rack = held["test:bob"]

    def rack_lists(data: Any) -> list[list[str]]:
        found = []
        if isinstance(data, dict):
            if "rack" in data and isinstance(data["rack"], list):
                found.append([t["letter"] for t in data["rack"]])
            for v in data.values():
                found += rack_lists(v)
        elif isinstance(data, list):
            for v in data:
                found += rack_lists(v)
        return found

    assert rack_lists(ann) == [list(held["test:ann"])]
    assert rack_lists(watcher) == []
    assert sorted(bob_rack) not in [sorted(r) for r in rack_lists(ann)]
    # The unseen tiles of Ann are the bag and Bob's rack; a spectator's, every rack too.
    assert sum(ann["unseen"].values()) == ann["bag"] + len(bob_rack)
    assert sum(watcher["unseen"].values()) == watcher["bag"] + 14


async def test_tampered_expired_other_game_tokens_refused_and_nothing_changes(b: Board) -> None:
    game = await b.start()
    good = b.link_token(game, "Ann")
    before = await b.repo.open_game(b.chat.key)
    assert before is not None
    flipped = tampered(good)
    other_game = b.board.signer.make(LINK, game + 1, "test:ann")
    as_bob = good.replace(good.split(".")[2], b.link_token(game, "Bob").split(".")[2])
    for token in (flipped, other_game, as_bob, good.replace(f"l.{game}.", "s.", 1), "x"):
        r = await b.post("/web/api/session", {"token": token})
        assert r.status in (401, 403, 404), (token, r.status)
        assert "error" in await r.json()
    # A good link sent as another game's is refused too.
    r = await b.post("/web/api/session", {"token": good, "game": game + 1})
    assert r.status == 401
    # A session token is not a link, nor a link a session.
    r = await b.client.get("/web/api/state", params={"s": good})
    assert r.status == 401
    session = await b.session(game, "Ann")
    r = await b.post("/web/api/session", {"token": session})
    assert r.status == 401
    # Expired: the clock moves past the session's life.
    b.clock.t += 13 * 3600
    r = await b.client.get("/web/api/state", params={"s": session})
    assert r.status == 401
    # A request without a session, and an action with a forged one, change nothing.
    r = await b.post("/web/api/act", {"action": "pass"}, None)
    assert r.status == 401
    real = b.board.signer.make(SESSION, game, "test:ann")
    r = await b.client.get("/web/api/state", params={"s": real})
    assert r.status == 200  # refused below for its signature alone
    r = await b.post("/web/api/act", {"action": "pass"}, tampered(real))
    assert r.status == 401
    after = await b.repo.open_game(b.chat.key)
    assert after is not None and after.version == before.version


async def test_a_link_to_a_game_a_restore_took_away_opens_no_other_game(b: Board) -> None:
    """A restore from a backup gives the game ids after the backup's again: a spectator's
    link to a game it took away opened the new game of that id (another chat's, maybe).
    A link names its game by id and by when it was made, and the new game is refused."""
    game = await b.start()
    spectator = await b.board.spectator_link(game)
    player = await b.board.player_link(game, user("Ann"))
    assert spectator is not None and player is not None
    tokens = [url.split("?t=", 1)[1] for url in (spectator, player)]
    for token in tokens:
        r = await b.post("/web/api/session", {"token": token})
        assert r.status == 200, await r.text()
    # The restore: the id's row is now another game, made later (and the process
    # restarted, as a restore asks: the board keeps no game read before).
    await b.repo.db.execute("UPDATE games SET created_at = created_at + 3600 WHERE id = ?",
                            (game,))
    await b.repo.db.commit()
    b.board._seen.clear()
    for token in tokens:
        r = await b.post("/web/api/session", {"token": token})
        assert r.status == 403, await r.text()
        assert (await r.json())["error"] == i18n.lookup("en", "WEB", "game_gone")
    # A token of an earlier version names the id alone, and is read as before.
    r = await b.post("/web/api/session", {"token": b.link_token(game, None)})
    assert r.status == 200, await r.text()


async def test_post_from_another_origin_refused(b: Board) -> None:
    game = await b.start()
    session = await b.session(game, "Ann")
    r = await b.post("/web/api/act", {"action": "pass"}, session, origin="https://evil.example")
    assert r.status == 403
    before = await b.repo.open_game(b.chat.key)
    r = await b.client.post("/web/api/act", data="action=pass", headers={
        "X-Session": session, "Content-Type": "application/x-www-form-urlencoded"})
    assert r.status == 415
    r = await b.post("/web/api/act", {"action": "pass", "pad": "x" * 20000}, session)
    assert r.status == 413
    after = await b.repo.open_game(b.chat.key)
    assert before is not None and after is not None and after.version == before.version


async def test_rate_limit_answers_429_with_a_message(b: Board) -> None:
    game = await b.start()
    session = await b.session(game, "Ann")
    statuses = []
    for _ in range(130):
        r = await b.client.get("/web/api/state", params={"s": session})
        statuses.append(r.status)
    assert 429 in statuses and statuses[0] == 200
    r = await b.client.get("/web/api/state", params={"s": session})
    assert r.status == 429 and "requests" in (await r.json())["error"]


async def test_web_play_is_announced_in_chat_and_reaches_other_streams(b: Board) -> None:
    game = await b.start()
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    first = await b.state(sessions["Ann"])
    mover = mover_of(first)
    other = "Bob" if mover == "Ann" else "Ann"
    watcher = await open_events(b, await b.session(game, None))
    opponent = await open_events(b, sessions[other])
    _id, kind, at_open = await watcher.next()
    assert kind == "state" and at_open["moves"] == 0
    await opponent.next()
    tiles, word = await b.first_move(sessions[mover])
    answer = await b.act(sessions[mover], {"action": "play", "tiles": tiles})
    assert answer["ok"], answer
    # Announced in the chat, with the picture, as a /play is; the new rack privately.
    chat = [o for o in b.delivered if o.chat is not None and o.private_to is None]
    assert any(word in o.text and o.image is not None for o in chat)
    assert any(o.private_to is not None and o.private_to.name == mover for o in b.delivered)
    assert at_open["board"]["cells"]
    for stream in (watcher, opponent):
        event_id, kind, state = await stream.next()
        assert kind == "state" and state["moves"] == 1 and event_id == str(state["version"])
        assert "cells" not in state["board"]  # the page keeps the first event's squares
        assert {(t["r"], t["c"]) for t in state["board"]["tiles"]} == {
            (t["r"], t["c"]) for t in tiles}
        assert word in state["history"][0]["text"]


async def test_chat_play_reaches_an_open_stream_and_reconnect_catches_up(b: Board) -> None:
    game = await b.start()
    session = await b.session(game, None)
    stream = await open_events(b, session)
    first_id, _kind, first = await stream.next()
    mover = mover_of(first)
    mover_session = await b.session(game, mover)
    tiles, word = await b.first_move(mover_session)
    col = "ABCDEFGHIJKLMNO"[tiles[0]["c"]]
    outs = await b.cmd(mover, f"/play {tiles[0]['r'] + 1}{col} {word}")
    assert any(o.image is not None for o in outs), [o.text for o in outs]
    _id, kind, state = await stream.next()
    assert kind == "state" and state["moves"] == 1
    # A page that comes back with the id it last saw gets the current state at once.
    again = await open_events(b, session, last=first_id)
    _id, kind, caught = await again.next()
    assert caught["moves"] == 1 and caught["version"] == state["version"]


async def test_refusal_comes_back_in_the_games_language_and_changes_nothing(b: Board) -> None:
    game = await b.start("literaki", options="lang=pl")
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    state = await b.state(sessions["Ann"])
    mover = mover_of(state)
    waiting = "Bob" if mover == "Ann" else "Ann"
    before = await b.repo.open_game(b.chat.key)
    answer = await b.act(sessions[waiting], {"action": "pass"})
    assert not answer["ok"] and "To nie Twój ruch" in answer["message"], answer
    # Tiles off the start square: the engine's refusal, in Polish.
    tiles, _word = await b.first_move(sessions[mover])
    for t in tiles:
        t["r"] += 3
    answer = await b.act(sessions[mover], {"action": "play", "tiles": tiles})
    assert not answer["ok"] and "Pierwsze słowo" in answer["message"], answer
    preview = await b.post("/web/api/preview", {"tiles": tiles}, sessions[mover])
    assert not (await preview.json())["ok"]
    # Not in one line: the engine's word for it.
    bent = [tiles[0], {**tiles[1], "r": tiles[1]["r"] + 1}]
    answer = await b.act(sessions[mover], {"action": "play", "tiles": bent})
    assert not answer["ok"] and "jednej linii" in answer["message"], answer
    after = await b.repo.open_game(b.chat.key)
    assert before is not None and after is not None and after.version == before.version
    assert b.delivered == []
    assert state["strings"]["submit"] == "Zagraj"


async def test_preview_scores_without_playing(b: Board) -> None:
    game = await b.start()
    state = await b.state(await b.session(game, "Ann"))
    mover = mover_of(state)
    session = await b.session(game, mover)
    tiles, word = await b.first_move(session)
    before = await b.repo.open_game(b.chat.key)
    r = await b.post("/web/api/preview", {"tiles": tiles}, session)
    answer = await r.json()
    assert answer["ok"] and answer["words"] == [word] and answer["score"] > 0
    after = await b.repo.open_game(b.chat.key)
    assert before is not None and after is not None and before.version == after.version


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("ruleset, check", [("english", "challenge"), ("english", "agreement"),
                                            ("literaki", ""), ("english", "auto")])
async def test_the_preview_says_the_word_list_was_not_asked_where_words_are_judged_later(
        b: Board, lang: str, ruleset: str, check: str) -> None:
    """A challenge, a check or a vote judges the words after the move: the preview's score
    is no verdict, and it says so (``unchecked``); with the word list asked at once
    (``auto``) the move is refused there, and nothing is said."""
    options = f"lang={lang}" + (f" check={check}" if check else "")
    game = await b.start(ruleset, options=options)
    state = await b.state(await b.session(game, "Ann"))
    session = await b.session(game, mover_of(state))
    tiles, _word = await b.first_move(session)
    answer = await (await b.post("/web/api/preview", {"tiles": tiles}, session)).json()
    assert answer["ok"], answer
    if check == "auto":
        assert "unchecked" not in answer, answer
    else:
        assert answer["unchecked"] == i18n.t_table(lang, "WEB", "preview_unchecked"), answer


async def test_replay_at_move_n_and_gcg_after_the_end(b: Board) -> None:
    game = await b.start()
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    state = await b.state(sessions["Ann"])
    mover = mover_of(state)
    start_rack = [t["letter"] for t in (await b.state(sessions[mover]))["you"]["rack"]]
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    other = "Bob" if mover == "Ann" else "Ann"
    assert (await b.act(sessions[other], {"action": "pass"}))["ok"]
    r = await b.client.get("/web/api/replay", params={"s": sessions[mover], "move": "0"})
    at0 = await r.json()
    assert at0["move"] == 0 and at0["board"]["tiles"] == [] and at0["history"] == []
    assert [t["letter"] for t in at0["you"]["rack"]] == start_rack
    assert all("rack" not in p for p in at0["players"])  # not over: own rack only
    r = await b.client.get("/web/api/replay", params={"s": sessions[mover], "move": "1"})
    at1 = await r.json()
    assert len(at1["board"]["tiles"]) == 2 and len(at1["history"]) == 1
    # GCG and analysis only once the game is over (the record shows every rack).
    r = await b.client.get("/web/api/gcg", params={"s": sessions[mover]})
    assert r.status == 403
    await b.cmd(mover, "/resign yes")
    r = await b.client.get("/web/api/gcg", params={"s": sessions[other]})
    assert r.status == 200 and "attachment" in r.headers["Content-Disposition"]
    text = await r.text()
    assert text.startswith("#") and "#player1" in text
    r = await b.client.get("/web/api/replay", params={"s": sessions[other], "move": "1"})
    over = await r.json()
    assert all("rack" in p for p in over["players"])  # over: every rack in the replay


async def test_a_move_another_process_commits_reaches_the_stream(tmp_path: Any) -> None:
    """Two bot processes on one database: the board of one sees the other's move by the
    short poll of the stored version."""
    b = await make_board(tmp_path, poll=0.05)
    other = await make_service(tmp_path, b.words, b.clock)
    try:
        game = await b.start()
        session = await b.session(game, None)
        stream = await open_events(b, session)
        _id, _kind, first = await stream.next()
        mover = mover_of(first)
        _tiles, word = await b.first_move(await b.session(game, mover))
        outs = await other.handle(Command(b.chat, user(mover), "play", f"8H {word}"))
        assert any(o.image is not None for o in outs), [o.text for o in outs]
        _id, kind, state = await stream.next()
        assert kind == "state" and state["moves"] == 1
    finally:
        await other.repo.close()
        await close_board(b)


async def test_telegram_init_data_gives_the_users_seat(tmp_path: Any) -> None:
    token = "123456:" + "A" * 35
    b = await make_board(tmp_path, telegram_token=token)
    try:
        b.chat = ChatRef("telegram", "-100", is_group=True)
        ann, bob = UserRef("telegram", "11", "Ann"), UserRef("telegram", "22", "Bob")
        await b.service.handle(Command(b.chat, ann, "new", "english"))
        await b.service.handle(Command(b.chat, bob, "join", ""))
        await b.service.handle(Command(b.chat, ann, "start", ""))
        rec = await b.repo.open_game(b.chat.key)
        assert rec is not None and rec.id is not None

        def init_data(user_id: int, start: str, signed_with: str = token) -> str:
            fields = {"auth_date": str(int(time.time())), "start_param": start,
                      "user": json.dumps({"id": user_id, "first_name": "X"})}
            return urlencode({**fields, "hash": sign(fields, signed_with)})

        r = await b.post("/web/api/session", {"init_data": init_data(22, f"g{rec.id}")})
        answer = await r.json()
        assert r.status == 200 and answer["seat"] is not None and not answer["spectator"]
        state = await b.state(answer["session"])
        held = {s.player: "".join(s.rack) for s in (await b.service.game_for_chat(b.chat)
                                                    or pytest.fail()).seats}
        assert "".join(t["letter"] for t in state["you"]["rack"]) == held["telegram:22"]
        # Someone else of Telegram watches; a forged initData is refused.
        r = await b.post("/web/api/session", {"init_data": init_data(33, f"g{rec.id}")})
        assert r.status == 200 and (await r.json())["spectator"]
        forged = init_data(22, f"g{rec.id}", signed_with="654321:" + "B" * 35)
        r = await b.post("/web/api/session", {"init_data": forged})
        assert r.status == 401
    finally:
        await close_board(b)


async def test_a_stream_whose_session_expired_ends_with_gone(b: Board) -> None:
    game = await b.start()
    session = await b.session(game, None)
    stream = await open_events(b, session)
    _id, _kind, first = await stream.next()
    mover = mover_of(first)
    _tiles, word = await b.first_move(await b.session(game, mover))
    b.clock.t += 13 * 3600  # past the session's twelve hours
    await b.cmd(mover, f"/play 8H {word}")
    _id, kind, data = await stream.next()
    assert kind == "gone" and "not valid" in data["error"]


async def test_a_failure_answers_a_sentence_never_a_traceback(
        b: Board, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    game = await b.start()
    session = await b.session(game, "Ann")

    def broken(*_args: Any, **_kw: Any) -> dict[str, Any]:
        raise RuntimeError("secret internals /path/to/file.py line 12")

    monkeypatch.setattr("bot.web.view.build", broken)
    r = await b.client.get("/web/api/state", params={"s": session})
    text = await r.text()
    assert r.status == 500 and json.loads(text) == {"error": "Something went wrong. Try again."}
    assert "Traceback" not in text and "secret" not in text
    assert "secret internals" in caplog.text  # the operator's log has it
