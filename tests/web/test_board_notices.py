"""What the page shows beyond the board: an /end vote to answer, the racks of the replay
as the moves were made from them, the leftovers at the end, no undo where no one could
agree, the tiles' points as the language counts them, two blanks swapped in one move told
in the plural."""

from __future__ import annotations

import pytest
from board_harness import Board

from bot import i18n
from bot.web import view
from engine.actions import action_of
from engine.game import Game
from engine.lexicon import AcceptAll


async def test_an_end_vote_is_asked_and_answered_on_the_page(b: Board) -> None:
    game = await b.start()
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    await b.cmd("Ann", "/end")
    bob = await b.state(sessions["Bob"])
    vote = bob["end_vote"]
    assert bob["pending"] is None  # the move's vote has its own place beside it
    assert vote["kind"] == "end" and vote["may_vote"] and not vote["waiting"], vote
    assert vote["text"].startswith("Ann wants to end the game") and "/end" not in vote["text"]
    # The question is the page's, asked of those who may answer: not in the text itself.
    assert "agree?" not in vote["text"]
    assert vote["voters"] == [i for i, p in enumerate(bob["players"]) if p["name"] == "Bob"]
    asker = (await b.state(sessions["Ann"]))["end_vote"]
    assert not asker["may_vote"] and asker["waiting"]  # the asker waits for the others
    watcher = (await b.state(await b.session(game, None)))["end_vote"]
    assert watcher["text"] == vote["text"] and not watcher["may_vote"]
    assert not watcher["waiting"]
    assert (await b.act(sessions["Bob"], {"action": "end_no"}))["ok"]
    after = await b.state(sessions["Bob"])
    assert after["end_vote"] is None and not after["over"]
    told = [o.text for o in b.delivered]
    assert any("not enough players agreed" in t for t in told), told


async def test_replay_racks_are_those_before_the_move_and_leftovers_at_the_end(b: Board) -> None:
    game = await b.start()
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob")}
    state = await b.state(sessions["Ann"])
    mover = str(state["players"][state["turn"]["seat"]]["name"])
    other = "Bob" if mover == "Ann" else "Ann"
    before = sorted(t["letter"] for t in (await b.state(sessions[mover]))["you"]["rack"])
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[other], {"action": "pass"}))["ok"]
    r = await b.client.get("/web/api/replay", params={"s": sessions[mover], "move": "1"})
    at1 = await r.json()
    # At move 1 the board shows the move, and the rack is the one it was made from.
    assert len(at1["board"]["tiles"]) == 2
    assert sorted(t["letter"] for t in at1["you"]["rack"]) == before
    await b.cmd(mover, "/resign yes")
    final = await b.state(sessions[other])
    assert final["over"]
    game_now = (await b.repo.open_game(b.chat.key))
    assert game_now is None or game_now.status != "active"
    # The final position shows every leftover rack.
    assert all(len(p["rack"]) == 7 for p in final["players"]), final["players"]
    r = await b.client.get("/web/api/replay", params={"s": sessions[other], "move": "1"})
    over1 = await r.json()
    racks = {p["name"]: sorted(t["letter"] for t in p["rack"]) for p in over1["players"]}
    assert racks[mover] == before


async def test_no_undo_offered_against_computers_alone(b: Board) -> None:
    await b.cmd("Ann", "/new english vs computer undo=on")
    rec = await b.repo.open_game(b.chat.key)
    assert rec is not None and rec.id is not None and rec.status == "active", rec
    session = await b.session(rec.id, "Ann")
    state = await b.state(session)
    assert state["turn"]["seat"] == state["you"]["seat"]
    if state["board"]["tiles"]:  # the computer moved first: one tile beside its word
        first = min(state["board"]["tiles"], key=lambda t: (t["r"], t["c"]))
        across = len({t["r"] for t in state["board"]["tiles"]}) == 1
        mine = next(t["letter"] for t in state["you"]["rack"] if t["letter"] != "?")
        r, c = (first["r"] + 1, first["c"]) if across else (first["r"], first["c"] + 1)
        b.words.add(first["letter"] + mine)
        tiles = [{"r": r, "c": c, "letter": mine, "blank": False}]
    else:
        tiles, _word = await b.first_move(session)
    answer = await b.act(session, {"action": "play", "tiles": tiles})
    assert answer["ok"], answer
    # The computer answers at once: the page is drawn as it stood before its answer.
    rec = await b.repo.open_game(b.chat.key)
    assert rec is not None
    game = b.service.load_game(rec)
    seat = state["you"]["seat"]
    last = max(i for i, e in enumerate(game.log) if e.get("a") == "place" and e["seat"] == seat)
    at = Game.new(game.header())
    for entry in game.log[:last + 1]:
        at.apply(action_of(entry))
    assert at.history[-1].kind == "place" and at.history[-1].seat == seat
    assert at.rules.undo_by_consent
    seen = view.build(b.service, rec, at, b.service.load_meta(rec), viewer="test:ann",
                      now=b.clock())
    assert seen["you"]["seat"] == seat and "undo" not in seen["you"]["may"]


async def test_the_points_of_a_tile_in_the_languages_plural(b: Board) -> None:
    game = await b.start("literaki", options="lang=pl")
    state = await b.state(await b.session(game, None))
    assert state["point_words"]["1"] == "1 punkt"
    assert state["point_words"]["2"] == "2 punkty"
    assert state["point_words"]["5"] == "5 punktów"
    labels = {x["label"] for x in state["legend"]}
    assert {"4S", "WYM"} <= labels, state["legend"]
    # The label once: "4S: Pola 4S (ze strzałką): ..." and "WYM: Pola WYM: ..." said it twice.
    wym = next(x for x in state["legend"] if x["label"] == "WYM")
    assert wym["text"].startswith("gdy ruch, który przykrył to pole") and "WYM" not in wym["text"]
    quad = next(x for x in state["legend"] if x["label"] == "4S")
    assert quad["text"].startswith("×4 za słowo") and "4S" not in quad["text"], quad


async def test_the_unseen_counts_are_worded_as_counts_of_tiles(b: Board) -> None:
    """The unseen box's counts are said as tiles, in the language's plural ("A: 8
    płytek" to a screen reader), not as points: one word for each count the box shows."""
    game = await b.start("literaki", options="lang=pl")
    state = await b.state(await b.session(game, None))
    counts = set(state["unseen"].values())
    assert set(state["count_words"]) == {str(n) for n in counts}
    words = {1: "1 płytka", 2: "2 płytki", 5: "5 płytek"}
    for n, word in words.items():
        if n in counts:
            assert state["count_words"][str(n)] == word


# ДОМ across G8–I8, its Д and М blanks; the mover holds the real Д and М.
_TWO_BLANKS = "/".join(["15"] * 7 + ["6дОм6"] + ["15"] * 7) + " ДМА/ЕЕ 0/0 0 rules erudit-home;"
TWO_SWAPS = {"en": "Ann swapped the blanks on G8, I8 for the real letters.",
             "pl": "Ann: na polach G8, I8 prawdziwe litery zastąpiły blanki.",
             "ru": "Ann: на G8, I8 звёздочки заменены настоящими буквами.",
             "bg": "Ходът на Ann: на G8, I8 жокерите бяха заменени с истинските букви.",
             "sk": "Ann: na G8, I8 boli žolíky nahradené skutočnými písmenami.",
             "ro": "Ann: jokerii de pe G8, I8 au lăsat locul literelor adevărate."}


@pytest.mark.parametrize("lang", sorted(TWO_SWAPS))
async def test_two_blanks_swapped_in_one_move_are_told_in_the_plural(b: Board, lang: str) -> None:
    """erudit-home: one move gives back both blanks of ДОМ (the real Д and М in their place)
    and plays them in КОТ; the notice speaks of blanks and letters, not of one."""
    game_id = await b.start("erudit-home", "Ann", "Bob", options=f"lang={lang}")
    rec = await b.repo.game(game_id)
    assert rec is not None
    ann = next(s.user_key for s in rec.seats if s.user_key == "test:ann")
    bob = next(s.user_key for s in rec.seats if s.user_key == "test:bob")
    game = Game.from_cgp(_TWO_BLANKS, players=[(ann, None), (bob, None)],
                         overrides={"word_check": "auto"})
    game.lexicon = AcceptAll()
    game.place(0, "H7 кОт", swaps=["G8", "I8"])
    seen = view.build(b.service, rec, game, b.service.load_meta(rec), viewer=None,
                      now=b.clock())
    assert seen["notice"] == TWO_SWAPS[lang], seen["notice"]


ONE_SWAP = {"en": "Ann swapped the blank on E8 for the real letter.",
            "pl": "Ann: na polu E8 prawdziwa litera zastąpiła blanka.",
            "ru": "Ann: на E8 звёздочку заменила настоящая буква.",
            "bg": "Ходът на Ann: на E8 жокерът беше заменен с истинската буква.",
            "sk": "Ann: na E8 žolíka nahradilo skutočné písmeno.",
            "ro": "Ann: jokerul de pe E8 a lăsat locul literei adevărate."}


@pytest.mark.parametrize("lang", sorted(ONE_SWAP))
def test_one_blank_swapped_is_told_in_the_singular(lang: str) -> None:
    text = i18n.t_table(lang, "WEB", "notice_swap", name="Ann", squares="E8", n=1)
    assert text == ONE_SWAP[lang]
