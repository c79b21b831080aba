"""What the service asks the renderer to draw: the last move's tiles (only the tiles it
laid) in every word-check mode and in /board, the header's sides (four players, computers
by level, teams), the final banner in each ending, the rack's bag and unseen count.

Each test records the arguments of ``bot.service.pictures.board_png`` / ``rack_png`` and lets the
real drawing go on, so the pictures are also drawn (and a drawing error would show)."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from conftest import Harness, texts, user
from PIL import Image

from bot import i18n
from bot.service import pictures
from engine.game import Game
from engine.lexicon import AcceptAll
from renderer import Banner, Caption, PlayerLine, theme
from renderer.board import header_height

Square = tuple[int, int]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[dict[str, Any]]]:
    calls: dict[str, list[dict[str, Any]]] = {"board": [], "rack": []}
    board_png, rack_png = pictures.board_png, pictures.rack_png

    def board(*args: Any, **kw: Any) -> bytes | None:
        png = board_png(*args, **kw)
        calls["board"].append({**kw, "png": png})
        return png

    def rack(*args: Any, **kw: Any) -> bytes | None:
        calls["rack"].append({**kw, "rack": args[0]})
        return rack_png(*args, **kw)

    monkeypatch.setattr(pictures, "board_png", board)
    monkeypatch.setattr(pictures, "rack_png", rack)
    return calls


def marked(drawn: dict[str, list[dict[str, Any]]]) -> set[Square]:
    return set(drawn["board"][-1]["highlight"])


async def rig(h: Harness, **racks: str) -> Game:
    """Give players chosen racks (``?`` a blank), the tiles taken from the bag and the
    old racks put back, and store the game so, behind the service's back (moving the
    version on, as every writer does: bot/service/live.py)."""
    g = await h.game()
    for name, letters in racks.items():
        seat = g.seat_of(f"test:{name.lower()}")
        g.bag.put_back(g.seats[seat].rack)
        g.seats[seat].rack = []
        for t in letters:
            g.bag.tiles.remove(t)
        g.seats[seat].rack = list(letters)
    await store(h, g)
    return g


async def store(h: Harness, g: Game) -> None:
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    await h.repo.db.execute("UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
                            (json.dumps(g.to_json(), ensure_ascii=False), rec.id))


async def on_turn(h: Harness) -> tuple[str, str]:
    """(the player on turn, the other) for a two-player game."""
    g = await h.game()
    names = [s.player.split(":")[1].capitalize() for s in g.seats]
    a = g.actor()
    assert a is not None
    return names[a], names[1 - a]


# --- the last move's marks -------------------------------------------------------------


async def test_challenge_mode_marks_the_waiting_move_then_the_standing_one(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("english", "Ann", "Bob")
    a, b = await on_turn(h)
    await rig(h, **{a: "CATEEEE", b: "OAEEEEE"})
    h.words.update({"CAT", "OCA"})
    await h.cmd(a, "/play 8G CAT")
    assert marked(drawn) == {(7, 6), (7, 7), (7, 8)}  # waits for a challenge
    outs = await h.cmd(b, "/play G7 OCA")  # through the old C: only O and A are new
    assert marked(drawn) == {(6, 6), (8, 6)}
    assert (7, 6) not in marked(drawn)
    assert drawn["board"][-1]["last_move"] == "G7 O(C)A"
    assert outs[0].image is not None
    await h.cmd(a, "/pass")  # Bob's move now stands: the board did not change
    await h.cmd(a, "/board")
    assert marked(drawn) == {(6, 6), (8, 6)}
    assert drawn["board"][-1]["last_move"] == "G7 O(C)A"


async def test_auto_check_marks_the_move_at_once_and_in_board(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("slovak", "Ann", "Bob")  # Slovak checks words itself
    a, _b = await on_turn(h)
    await rig(h, **{a: "MAMAEEE"})
    h.words.add("MAMA")
    await h.cmd(a, "/play 8E MAMA")
    assert (await h.game()).pending is None
    assert marked(drawn) == {(7, 4), (7, 5), (7, 6), (7, 7)}
    await h.cmd(a, "/board")
    assert marked(drawn) == {(7, 4), (7, 5), (7, 6), (7, 7)}


async def test_vote_mode_marks_before_and_after_the_votes(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    a, b = await on_turn(h)
    await rig(h, **{a: "KOTAAAA"})
    h.words.add("KOT")
    layout_start = (await h.game()).board.layout.start
    r, c = layout_start
    outs = await h.cmd(a, f"/play {r + 1}{'ABCDEFGHIJKLMNOPQ'[c]} KOT")
    assert marked(drawn) == {(r, c), (r, c + 1), (r, c + 2)}
    await h.vote(b, outs[0].ref or "", "accept")
    assert (await h.game()).pending is None
    await h.cmd(b, "/board")
    assert marked(drawn) == {(r, c), (r, c + 1), (r, c + 2)}


async def test_a_move_taken_off_leaves_the_one_before_marked(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    a, b = await on_turn(h)
    await rig(h, **{a: "KOTAAAA", b: "ZZEEEEE"})
    h.words.add("KOT")
    r, c = (await h.game()).board.layout.start
    outs = await h.cmd(a, f"/play {r + 1}{'ABCDEFGHIJKLMNOPQ'[c]} KOT")
    await h.vote(b, outs[0].ref or "", "accept")
    first = {(r, c), (r, c + 1), (r, c + 2)}
    # down through the old K: KZE is not a word, so a check takes it off
    outs = await h.cmd(b, f"/play {'ABCDEFGHIJKLMNOPQ'[c]}{r + 1} KZE")
    assert marked(drawn) == {(r + 1, c), (r + 2, c)}, texts(outs)
    await h.vote(a, outs[0].ref or "", "challenge")
    assert "taken off" in texts(h.sent[-3:])
    assert marked(drawn) == first
    await h.cmd(a, "/board")
    assert marked(drawn) == first


async def test_agreement_mode_and_the_erudit_home_swap(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    """Seed 004: Ф put in place of the blank in ФЕТР is marked with ЩУКА's new tiles."""
    await h.start("erudit-home", "Ann", "Bob")
    a, b = await on_turn(h)
    await rig(h, **{a: "?ЕТРООО", b: "АТУОООО"})
    outs = await h.cmd(a, "/play 8E фЕТР")
    assert marked(drawn) == {(7, 4), (7, 5), (7, 6), (7, 7)}
    await h.vote(b, outs[0].ref or "", "accept")
    outs = await h.cmd(b, "/play G8 ТАТУ")
    assert marked(drawn) == {(8, 6), (9, 6), (10, 6)}
    await h.vote(a, outs[0].ref or "", "accept")
    await rig(h, **{a: "ФКАОООО"})
    await h.cmd(a, "/swap E8 11F щУКА")
    assert marked(drawn) == {(10, 5), (10, 7), (10, 8), (7, 4)}  # E8: the swapped Ф
    assert "E8" in drawn["board"][-1]["last_move"]
    png = drawn["board"][-1]["png"]
    assert png is not None and png.startswith(b"\x89PNG")


# --- the header ------------------------------------------------------------------------


async def test_four_players_with_two_computers_by_level(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/addbot hard")
    await h.cmd("Ann", "/addbot hard")
    await h.cmd("Ann", "/start")
    sides = drawn["board"][-1]["sides"]
    names = [s.names[0] for s in sides]
    assert len(sides) == 4 and len(set(names)) == 4
    computers = [n for n in names if n.startswith("Computer")]
    assert len(computers) == 2 and all("(hard)" in n for n in computers)
    assert sum(s.to_move is not None for s in sides) <= 1
    g = await h.game()
    a = g.actor()
    if a is not None:
        assert sides[a].to_move == 0
    assert drawn["board"][-1]["png"] is not None


async def test_teams_are_one_box_each_with_their_players(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.cmd("Ann", "/new erudit-home teams=2")
    await h.cmd("Bob", "/join 2")
    await h.cmd("Cleo", "/join 1")
    await h.cmd("Dan", "/join 2")
    await h.cmd("Ann", "/start")
    sides = drawn["board"][-1]["sides"]
    assert len(sides) == 2
    assert {s.team for s in sides} == {1, 2}
    by_team = {s.team: s for s in sides}
    assert set(by_team[1].names) == {"Ann", "Cleo"}
    assert set(by_team[2].names) == {"Bob", "Dan"}
    g = await h.game()
    a = g.actor()
    assert a is not None
    mover = [s for s in sides if s.to_move is not None]
    assert len(mover) == 1 and mover[0].names[mover[0].to_move] == (
        g.seats[a].player.split(":")[1].capitalize())
    assert [s.score for s in sides] == [g.scores[side] for side in
                                        dict.fromkeys(s.side for s in g.seats)]


async def test_an_emoji_name_reaches_the_picture(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.cmd(user("Ann 🌸"), "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd(user("Ann 🌸"), "/start")
    names = {s.names[0] for s in drawn["board"][-1]["sides"]}
    assert "Ann 🌸" in names
    assert drawn["board"][-1]["png"] is not None


# --- the final banner ------------------------------------------------------------------


def ending(drawn: dict[str, list[dict[str, Any]]]) -> pictures.Ending:
    e = drawn["board"][-1]["ending"]
    assert e is not None
    png = drawn["board"][-1]["png"]
    img = Image.open(io.BytesIO(png)).convert("RGB")
    gold = sum(n for n, rgb in img.getcolors(1 << 20) or []
               if sum(abs(x - y) for x, y in zip(rgb, theme.BANNER_BG, strict=True)) < 12)
    assert gold > 5000  # the banner is drawn
    return e  # type: ignore[no-any-return]


async def test_banner_after_a_resignation(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("english", "Ann", "Bob")
    await h.cmd("Bob", "/resign yes")
    e = ending(drawn)
    assert e.winners == ["Ann"] and e.reason == i18n.ending("en", "resigned", name="Bob")
    assert e.adjustments == [] and not e.tie_break
    assert [s.winner for s in drawn["board"][-1]["sides"]].count(True) == 1


async def test_banner_when_the_game_is_ended_by_request(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("polish", "Ala", "Ola")
    # Ended alone: by an admin after a week without a move (else the others are asked)
    h.clock.advance(7 * 86400)
    await h.cmd(user("Ala", is_admin=True), "/end")
    e = ending(drawn)
    assert e.reason == i18n.ending("pl", "stopped")
    assert sorted(e.winners) == ["Ala", "Ola"]  # 0 : 0, a draw


async def test_banner_after_scoreless_turns_with_the_rack_adjustments(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("english", "Ann", "Bob")
    for _ in range(6):
        who, _other = await on_turn(h)
        await h.cmd(who, "/pass")
    g = Game.from_json((await h.repo.latest_game(h.chat.key)).state)  # type: ignore[union-attr]
    e = ending(drawn)
    assert g.end_reason in ("scoreless", "passes")
    assert e.reason == i18n.ending("en", g.end_reason, n=g.rules.scoreless_turns_end)
    assert "6 scoreless turns in a row" in e.reason or g.end_reason != "scoreless"
    assert sorted(e.adjustments) == sorted(
        (name, -sum(g.rules.tileset.value(t) for t in g.seats[g.seat_of(
            f"test:{name.lower()}")].rack)) for name in ("Ann", "Bob"))


async def test_banner_when_the_target_is_reached(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("english", "Ann", "Bob", options="target=5 check=auto")
    a, b = await on_turn(h)
    await rig(h, **{a: "QUIZEEE", b: "EEEEEEE"})
    h.words.add("QUIZ")
    await h.cmd(a, "/play 8H QUIZ")
    await h.cmd(b, "/pass")  # the round is played out
    e = ending(drawn)
    assert e.winners == [a] and e.reason == i18n.ending("en", "target")


async def going_out(h: Harness, variant: str, *, equal: bool) -> tuple[str, str]:
    """The player on turn goes out with the bag empty (check=auto); with ``equal`` the
    other side's score is set so that the final scores are equal."""
    await h.start(variant, "Ann", "Bob", options="check=auto")
    a, b = await on_turn(h)
    g = await rig(h, **{a: "AT" if variant == "english" else "АТ",
                        b: "EEE" if variant == "english" else "ЕЕЕ"})
    word = "AT" if variant == "english" else "АТ"
    h.words.add(word)
    g.bag.tiles = []
    if equal:
        trial = g.copy()
        trial.lexicon = AcceptAll()
        trial.place(trial.seat_of(f"test:{a.lower()}"), f"8H {word}")
        sa = trial.scores[trial.seats[trial.seat_of(f"test:{a.lower()}")].side]
        sb = trial.scores[trial.seats[trial.seat_of(f"test:{b.lower()}")].side]
        g.scores[g.seats[g.seat_of(f"test:{b.lower()}")].side] += sa - sb
    await store(h, g)
    await h.cmd(a, f"/play 8H {word}")
    return a, b


async def test_banner_when_a_player_goes_out(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    a, b = await going_out(h, "english", equal=False)
    e = ending(drawn)
    assert e.winners == [a] and e.reason == i18n.ending("en", "out", name=a)
    assert dict(e.adjustments) == {a: 3, b: -3}  # EEE: the publisher's rule


async def test_banner_for_a_draw(h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await going_out(h, "english", equal=True)
    e = ending(drawn)
    assert sorted(e.winners) == ["Ann", "Bob"] and not e.tie_break
    assert all(s.winner for s in drawn["board"][-1]["sides"])


async def test_banner_for_the_bulgarian_tie_break(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    a, b = await going_out(h, "bulgarian", equal=True)
    e = ending(drawn)
    g = Game.from_json((await h.repo.latest_game(h.chat.key)).state)  # type: ignore[union-attr]
    assert len(set(g.scores.values())) == 1  # equal final scores
    assert e.winners == [b] and e.tie_break  # more before the adjustment
    assert e.reason == i18n.ending("bg", "out", name=a)
    assert [s.winner for s in drawn["board"][-1]["sides"]].count(True) == 1


def test_the_banner_makes_the_header_taller() -> None:
    plain = Caption([PlayerLine("A", 1), PlayerLine("B", 2)])
    over = Caption([PlayerLine("A", 1), PlayerLine("B", 2, winner=True)],
                   banner=Banner(["B"], "x"))
    assert header_height(over) > header_height(plain)


# --- the rack --------------------------------------------------------------------------


async def test_the_rack_picture_has_the_bag_and_the_unseen_tiles(
        h: Harness, drawn: dict[str, list[dict[str, Any]]]) -> None:
    await h.start("english", "Ann", "Bob", "Cleo")
    g = await h.game()
    call = drawn["rack"][-1]
    seat = next(i for i, s in enumerate(g.seats) if list(s.rack) == call["rack"])
    assert call["bag"] == len(g.bag) == 100 - 21
    assert call["unseen"] == len(g.bag) + 14  # the bag and the two other racks
    assert call["unseen"] == 100 - len(g.seats[seat].rack)
    assert call["language"] == "en"


async def test_the_burst_picture_is_of_the_board_as_committed(
        h: Harness, drawn: dict[str, list[dict[str, Any]]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Ann's move waits for a challenge until the next player acts; the computer (whose
    word list went missing after it sat down) lets it stand and passes: Ann draws and
    is to move again.  The burst's one picture shows that, the bag after her draw and
    Ann to move.  It used to be the picture drawn with her move, before the move stood:
    the bag before her draw, and the computer to move."""
    await h.cmd("Ann", "/new english")
    await h.cmd("Ann", "/addbot")
    monkeypatch.setattr(h.service, "walkable", lambda _rid: None)
    await h.cmd("Ann", "/start")  # a computer that starts passes at once
    name, move, _word = await h.playable()
    assert name == "Ann"
    drawn["board"].clear()
    await h.cmd("Ann", f"/play {move}")
    g = await h.game()
    ann = g.seat_of("test:ann")
    assert g.pending is None and g.actor() == ann and g.history[-1].kind == "pass"
    (call,) = drawn["board"]  # one picture for the burst
    assert call["bag"] == len(g.bag)
    assert [s.to_move for s in call["sides"]] == [0 if i == ann else None
                                                 for i in range(len(g.seats))]


async def seed_004_before_the_swap(h: Harness) -> tuple[str, str]:
    """Seed 004's board: ФЕТР with the blank as Ф, ТАТУ down from its Т; the player on
    turn holds Ф, К, А (for ЩУКА with the blank taken back from E8)."""
    await h.start("erudit-home", "Ann", "Bob", options="lang=en")
    a, b = await on_turn(h)
    await rig(h, **{a: "?ЕТРООО", b: "АТУОООО"})
    outs = await h.cmd(a, "/play 8E фЕТР")
    await h.vote(b, outs[0].ref or "", "accept")
    outs = await h.cmd(b, "/play G8 ТАТУ")
    await h.vote(a, outs[0].ref or "", "accept")
    await rig(h, **{a: "ФКАОООО"})
    return a, b


@pytest.mark.parametrize("swap", ["+E8", "swap=E8", "+e8", "swap=8E"])
async def test_preview_accepts_the_blank_swap_syntax_of_play(
        h: Harness, drawn: dict[str, list[dict[str, Any]]], swap: str) -> None:
    """``/preview`` reads ``+E8`` and ``swap=E8`` as ``/play`` does (it said "Write a
    move as a coordinate and a word")."""
    a, _ = await seed_004_before_the_swap(h)
    before = await h.repo.table_dump()
    outs = await h.cmd(a, f"/preview {swap} 11F щука")
    mine = [o for o in outs if o.private_to is not None]
    assert len(mine) == 1 and "11F щ(У)КА would score 16: щУКА 16" in mine[0].text, texts(outs)
    assert marked(drawn) == {(10, 5), (10, 7), (10, 8), (7, 4)}  # E8: the swapped Ф
    assert await h.repo.table_dump() == before
