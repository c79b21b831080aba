"""What the page is told beside the board: one line (``notice``) of what the last event
did, in the game's language (a challenge won or lost, an undo, a WYM exchange, a clock or
a move's time run out during a vote, someone else's pass); the racks of a finished game's
replay as the engine recorded them (checked against its GCG record); who waits for an
answer; the move's own time limit; a hint answered on the page alone."""

from __future__ import annotations

import pytest
from board_harness import Board, seats

from bot import i18n


async def test_a_pass_is_told_to_the_others_not_to_its_player(b: Board) -> None:
    game = await b.start()
    sessions, mover, other = await seats(b, game)
    assert (await b.act(sessions[mover], {"action": "pass"}))["ok"]
    assert (await b.state(sessions[other]))["notice"] == f"{mover} passed."
    assert (await b.state(await b.session(game, None)))["notice"] == f"{mover} passed."
    assert (await b.state(sessions[mover]))["notice"] is None


async def test_a_lost_challenge_is_told(b: Board) -> None:
    game = await b.start()
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[other], {"action": "challenge"}))["ok"]
    notice = (await b.state(sessions[mover]))["notice"]
    assert notice is not None and other in notice and "\n" not in notice, notice
    # The page names the words that stood (the chat's line does not): the word formed
    words = (await b.state(sessions[mover]))["history"][0]["text"]
    expected = [i18n.t_table("en", "WEB", "challenge_failed_words", name=other, words=w, n=1)
                for w in words.replace(",", " ").split() if w.isupper() and len(w) > 1]
    assert any(notice.startswith(e) for e in expected), (notice, words)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_lost_challenge_speaks_to_the_challenger_on_their_own_page(
        b: Board, lang: str) -> None:
    """The challenger's own page says "You lose this turn." (two players: the turn they
    were on), not their name; the others' pages name them."""
    game = await b.start("english", options=f"check=challenge lang={lang}")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[other], {"action": "challenge"}))["ok"]
    theirs = (await b.state(sessions[mover]))["notice"]
    assert theirs.endswith(i18n.t(lang, "turn_lost", name=other)), theirs
    own = (await b.state(sessions[other]))["notice"]
    this = i18n.t_table(lang, "WEB", "notice_lose_this")
    assert own.endswith(this) and other not in own, own
    words = [w for w in theirs.split() if w.strip(",.:—").isupper() and len(w) > 1]
    assert own.startswith(i18n.t_table(lang, "WEB", "challenge_failed_you",
                                       words=words[0].strip(",.:"), n=1)), (own, words)
    watcher = (await b.state(await b.session(game, None)))["notice"]
    assert watcher == theirs


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_lost_challenge_off_turn_costs_the_challenger_their_next_turn(
        b: Board, lang: str) -> None:
    """Three players: the one not to move challenges a good move and loses their next
    turn: their page says so, in their language; the others' name them."""
    game = await b.start("english", "Ann", "Bob", "Cid", options=f"check=challenge lang={lang}")
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob", "Cid")}
    state = await b.state(sessions["Ann"])
    names = [p["name"] for p in state["players"]]
    first = state["turn"]["seat"]
    mover, after, third = (names[(first + k) % 3] for k in range(3))
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[third], {"action": "challenge"}))["ok"]
    own = (await b.state(sessions[third]))["notice"]
    assert own.endswith(i18n.t_table(lang, "WEB", "notice_lose_next")), own
    assert third not in own, own
    for who in (mover, after):
        notice = (await b.state(sessions[who]))["notice"]
        assert third in notice and notice != own, notice


async def test_an_undo_is_told_on_every_page(b: Board) -> None:
    game = await b.start("english", options="check=auto undo=on")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[mover], {"action": "undo"}))["ok"]
    asked = await b.state(sessions[mover])
    # The asker waits for the others' answer, with nothing of their own to press.
    assert asked["pending"]["kind"] == "undo" and asked["pending"]["waiting"]
    assert not asked["pending"]["may_vote"]
    theirs = await b.state(sessions[other])
    assert theirs["pending"]["may_vote"] and not theirs["pending"]["waiting"]
    assert (await b.act(sessions[other], {"action": "undo_yes"}))["ok"]
    told = i18n.t("en", "undone", name=mover)
    for who in (None, mover, other):
        state = await b.state(await b.session(game, who))
        assert state["notice"] == told and state["board"]["tiles"] == [], state["notice"]


@pytest.mark.parametrize("options, key, later", [("time=30", "turn_timeout", 31),
                                                 ("clock=1m", "notice_clock", 61)])
async def test_time_run_out_while_a_move_waits_for_its_challenge(
        b: Board, options: str, key: str, later: int) -> None:
    """English's challenge waits for the next player: their move's time limit (or their
    game clock) runs out while it waits."""
    game = await b.start("english", options=options)
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    waiting = await b.state(sessions[other])
    assert waiting["pending"] is not None and waiting["pending"]["may_vote"]
    b.clock.t += later
    await b.service.due(b.clock.t)
    notice = (await b.state(sessions[mover]))["notice"]
    if key == "turn_timeout":
        assert notice == i18n.t("en", key, name=other), notice
    else:
        assert notice == i18n.t_table("en", "WEB", key, name=other), notice


async def test_literaki_wym_withdrawn_and_replay_racks_match_the_gcg(b: Board) -> None:
    """A move across a WYM square stands (the next opponent's rack exchanged: told), the
    opponent's phony is checked and withdrawn; once over, the replay's racks at every move
    are the GCG record's, the exchanged rack from the move after the WYM on."""
    game = await b.start("literaki", options="lang=pl")
    sessions, mover, other = await seats(b, game)
    s = await b.state(sessions[mover])
    wym = [(r, c) for r, row in enumerate(s["board"]["cells"]) for c, cell in enumerate(row)
           if cell["wym"]]
    centre = next((r, c) for r, row in enumerate(s["board"]["cells"])
                  for c, cell in enumerate(row) if cell["center"])
    below = min((r, c) for r, c in wym if c == centre[1] and r > centre[0])
    length = below[0] - centre[0] + 1
    letters = [t["letter"] for t in s["you"]["rack"] if t["letter"] != "?"][:length]
    if len(letters) < length:
        pytest.skip("the first rack has too many blanks for the word down to the WYM square")
    word = "".join(letters)
    b.words.add(word)
    tiles = [{"r": centre[0] + i, "c": centre[1], "letter": x, "blank": False}
             for i, x in enumerate(letters)]
    old = sorted(t["letter"] for t in (await b.state(sessions[other]))["you"]["rack"])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[other], {"action": "accept"}))["ok"]
    after = await b.state(sessions[other])
    assert after["notice"] == i18n.t("pl", "wym_chat", name=other), after["notice"]
    new = sorted(t["letter"] for t in after["you"]["rack"])
    # Their phony across the top letter, checked and taken off.
    theirs = [t["letter"] for t in after["you"]["rack"] if t["letter"] != "?"][:2]
    phony = [{"r": centre[0], "c": centre[1] + 1 + i, "letter": x, "blank": False}
             for i, x in enumerate(theirs)]
    assert (await b.act(sessions[other], {"action": "play", "tiles": phony}))["ok"]
    assert (await b.act(sessions[mover], {"action": "challenge"}))["ok"]
    withdrawn = await b.state(sessions[other])
    assert withdrawn["history"][-1]["kind"] == "withdrawn"
    assert withdrawn["notice"].startswith(i18n.t("pl", "invalid_words", words=letters[0]
                                                 + "".join(theirs)))
    state = await b.state(sessions[mover])
    now = state["players"][state["turn"]["seat"]]["name"]
    await b.cmd(now, "/pass")
    await b.cmd(mover, "/resign yes")
    final = await b.state(sessions[mover])
    assert final["over"]
    gcg = await (await b.client.get("/web/api/gcg", params={"s": sessions[mover]})).text()
    racks = [line.split()[1] for line in gcg.splitlines() if line.startswith(">")]
    lines = final["history"]
    names = {p["seat"]: p["name"] for p in final["players"]}
    seat_of = {v: k for k, v in names.items()}
    checked = 0
    for k, h in enumerate(lines[:-1]):
        if h["kind"] not in ("place", "withdrawn", "pass", "exchange"):
            continue
        r = await b.client.get("/web/api/replay", params={"s": sessions[mover], "move": k + 1})
        at = await r.json()
        shown = {p["seat"]: "".join(sorted(t["letter"] for t in p["rack"]))
                 for p in at["players"]}
        assert shown[h["seat"]] == "".join(sorted(racks[k])), (k, h, shown, racks)
        checked += 1
        if k == 0:  # the WYM move itself: the opponent still held the old rack
            assert shown[seat_of[other]] == "".join(old)
        if k == 1:  # the opponent's next move: made from the new rack
            assert shown[seat_of[other]] == "".join(new) and new != old
    assert checked >= 3


async def test_the_move_time_limit_is_its_own_in_the_view(b: Board) -> None:
    game = await b.start("english", options="time=90s")
    sessions, mover, _other = await seats(b, game)
    turn = (await b.state(sessions[mover]))["turn"]
    assert turn["move_ms"] == 90_000 and turn["deadline_ms"] == 90_000, turn
    b.clock.t += 20
    assert (await b.state(sessions[mover]))["turn"]["move_ms"] == 70_000


async def test_a_hint_comes_back_to_the_page_only(b: Board) -> None:
    await b.cmd("Ann", "/new english hints=on")
    await b.cmd("Bob", "/join")
    await b.cmd("Ann", "/start")
    rec = await b.repo.open_game(b.chat.key)
    assert rec is not None and rec.id is not None
    sessions, mover, other = await seats(b, rec.id)
    assert "hint" in (await b.state(sessions[mover]))["you"]["may"]
    assert "hint" not in (await b.state(sessions[other]))["you"]["may"]  # not their turn
    said = len(b.delivered)
    answer = await b.act(sessions[mover], {"action": "hint"})
    assert answer["ok"] and answer["private"], answer
    good = i18n.t("en", "hint_moves", moves="").split("\n")[0]
    assert answer["message"].startswith(good) or answer["message"] == i18n.t(
        "en", "hint_none"), answer
    assert len(b.delivered) == said  # nothing to any chat, not even "sent privately"
    # Asked again in the same turn: the same answer (the chat's one search per turn).
    again = await b.act(sessions[mover], {"action": "hint"})
    assert again["ok"] and again["message"] == answer["message"]
    assert len(b.delivered) == said


async def test_no_hint_button_where_hints_are_off(b: Board) -> None:
    game = await b.start()
    sessions, mover, _other = await seats(b, game)
    state = await b.state(sessions[mover])
    assert "hint" not in state["you"]["may"]
    answer = await b.act(sessions[mover], {"action": "hint"})
    assert not answer["ok"] and answer["message"] == i18n.t("en", "hints_off")
