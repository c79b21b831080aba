"""The recap of a finished game: its frames (count, first and last compared with the board
pictures), its size and text on a real game played by computers with the real English
word list; the analysis-driven miss on a known position (a first rack that makes a
seven-letter word, played as a two-letter one); the recap through the service, after the
game's last message, and ``recap=off``."""

from __future__ import annotations

import io
import itertools
from functools import cache

import pytest
from conftest import GROUP, Clock, Harness, Words
from PIL import Image, ImageSequence

import dictionaries
from bot.protocol import ChatRef, Outgoing, UserRef
from bot.service import GameService
from bot.service.announce import board_picture
from bot.service.context import Ctx
from bot.service.meta import GameMeta
from bot.service.pictures import board_gif, every_other, frame_image
from bot.service.recap import (
    FIRST_MS,
    LAST_MS,
    durations,
    frames_of,
    picture_frames,
    recap_gif,
    recap_text,
)
from engine.game import Game
from engine.lexicon import WalkableLexicon
from engine.rules import load_ruleset
from engine.selfplay import play_game
from renderer import Banner, banner_lines
from storage import GameRecord, SeatRecord, open_repository

MB = 1_000_000


@cache
def english() -> WalkableLexicon:
    try:
        return dictionaries.lexicon_for_ruleset("english")
    except dictionaries.LexiconMissing:
        pytest.skip("the English word list is not built")


def ctx_for(game: Game, names: dict[str, str]) -> Ctx:
    rec = GameRecord(chat_key=GROUP.key, ruleset=game.rules.id, options={}, language="en",
                     seed="t", creator=game.seats[0].player, status="over", id=1,
                     seats=[SeatRecord(s.player, names[s.player], None, i, i)
                            for i, s in enumerate(game.seats)])
    return Ctx(None, GROUP, None, 0.0, "en", rec, game, GameMeta())  # type: ignore[arg-type]


@cache
def computer_game() -> tuple[Game, Ctx]:
    game, _ = play_game("english", "recap-test", ["strong", "hard"], english())
    names = {s.player: s.player.split("-")[0].capitalize() for s in game.seats}
    return game, ctx_for(game, names)


def frame_rgb(gif: bytes, index: int) -> Image.Image:
    img = Image.open(io.BytesIO(gif))
    img.seek(index)
    return img.convert("RGB")


def png_rgb(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_frames_count_first_and_last_compared_with_the_board_pictures() -> None:
    game, ctx = computer_game()
    assert game.over
    frames = frames_of(ctx, game)
    placements = sum(1 for t in game.history if t.kind == "place")
    # The empty board, one frame per placement, and one for end adjustments made by a
    # turn of their own (a pass or the last scoreless turn).
    assert placements + 1 <= len(frames) <= placements + 2
    assert not list(frames[0].board.tiles()) and set(frames[0].scores) == {0}
    assert frames[-1].board.to_rows() == game.board.to_rows()
    assert list(frames[-1].scores) == [game.scores[s.side] for s in game.seats]
    gif = recap_gif(ctx, game)
    assert gif is not None and gif[:6] == b"GIF89a"
    assert len(gif) < 8 * MB
    img = Image.open(io.BytesIO(gif))
    assert img.n_frames == len(frames)
    # The first frame: the empty board with everyone at 0, as the renderer draws it.
    drawn = picture_frames(ctx, game)
    assert [box.score for box in drawn[0].sides] == [0, 0]
    # (with the place of the final banner kept: every frame has one size)
    ending = drawn[-1].ending
    assert ending is not None
    room = banner_lines(Banner(ending.winners, ending.reason, ending.adjustments,
                               ending.tie_break))
    first = frame_image(drawn[0], game.rules, title="English Scrabble", language="en",
                        banner_room=room)
    top = frame_rgb(gif, 0).crop((0, 0, *first.size))
    assert top.tobytes() == first.convert("RGB").tobytes()
    # The last frame: the final board picture the chat gets with the end message.
    out = Outgoing("")
    board_picture(ctx, out)
    final = ctx.pictures[-1][1]()
    assert final is not None
    assert frame_rgb(gif, len(frames) - 1).tobytes() == png_rgb(final).tobytes()
    img.seek(0)
    assert img.info["duration"] == FIRST_MS
    img.seek(len(frames) - 1)
    assert img.info["duration"] == LAST_MS  # the final board is held


def test_the_recap_gif_fits_phones() -> None:
    """At most 1.5 MB for a 30-turn game, and frames of one size: every frame of the
    GIF is the whole picture the renderer drew for it (no band padded below the early
    frames, no board that jumps down when the banner appears)."""
    game, _ = play_game("english", "recap-long", ["medium"] * 4, english())
    assert len(game.history) >= 30 and game.over
    ctx = ctx_for(game, {s.player: f"Player {i + 1}" for i, s in enumerate(game.seats)})
    gif = recap_gif(ctx, game)
    assert gif is not None and len(gif) <= 1.5 * MB
    drawn = picture_frames(ctx, game)
    ending = drawn[-1].ending
    assert ending is not None
    room = banner_lines(Banner(ending.winners, ending.reason, ending.adjustments,
                               ending.tie_break))
    img = Image.open(io.BytesIO(gif))
    assert img.n_frames == len(drawn)
    for i, (frame, shown) in enumerate(zip(drawn, ImageSequence.Iterator(img), strict=True)):
        want = frame_image(frame, game.rules, title="English Scrabble", language="en",
                           banner_room=room)
        assert want.size == img.size
        assert shown.convert("RGB").tobytes() == want.convert("RGB").tobytes(), i


def test_a_recap_over_its_budget_keeps_its_first_and_last_frames_and_its_time() -> None:
    game, ctx = computer_game()
    frames = picture_frames(ctx, game)
    times = durations(len(frames))
    whole = board_gif(frames, game.rules, durations=times, language="en")
    assert whole is not None
    small = board_gif(frames, game.rules, durations=times, language="en",
                      budget=len(whole) // 3)
    assert small is not None and len(small) < len(whole)
    img = Image.open(io.BytesIO(small))
    assert 2 <= img.n_frames < len(frames)
    shown = []
    for i in range(img.n_frames):
        img.seek(i)
        shown.append(img.info["duration"])
    assert sum(shown) == sum(times)
    assert frame_rgb(small, 0).tobytes() == frame_rgb(whole, 0).tobytes()
    assert frame_rgb(small, img.n_frames - 1).tobytes() == \
        frame_rgb(whole, len(frames) - 1).tobytes()


def test_the_text_of_a_computer_game() -> None:
    game, ctx = computer_game()
    text = recap_text(ctx, game, english())
    top = max((t for t in game.history if t.kind == "place"), key=lambda t: t.score)
    assert f"Move of the game: {ctx.seat_name(top.seat)}, " in text
    assert f" for {top.score}." in text
    for name in ("Strong", "Hard"):
        assert f"{name}: " in text and " played, " in text
        assert (f"Biggest miss by {name}: " in text
                or f"{name} found the best move every time" in text)


def bingo_seed(lex: WalkableLexicon) -> tuple[str, list[str], str]:
    """A seed whose first rack (no blank) makes a seven-letter word, the rack and the
    word (found by trying the rack's orders against the word list, not by the engine)."""
    rules = load_ruleset("english")
    for i in range(3000):
        seed = f"bingo-{i}"
        game = Game(rules, seed, [("test:ann", None), ("test:bob", None)])
        rack = game.seats[game.turn].rack
        if "?" in rack:
            continue
        for order in itertools.permutations(rack):
            if "".join(order) in lex:
                return seed, list(rack), "".join(order)
    raise AssertionError("no bingo rack in 3000 deals")


def test_the_miss_on_a_known_position_is_the_bingo() -> None:
    lex = english()
    seed, rack, word = bingo_seed(lex)
    game = Game(load_ruleset("english"), seed, [("test:ann", None), ("test:bob", None)])
    game.lexicon = lex
    seat = game.turn
    two = next("".join(p) for p in itertools.permutations(rack, 2) if "".join(p) in lex)
    game.place(seat, f"8H {two}")
    ctx = ctx_for(game, {"test:ann": "Ann", "test:bob": "Bob"})
    text = recap_text(ctx, game, lex)
    name = ctx.seat_name(seat)
    miss = next(ln for ln in text.split("\n") if ln.startswith(f"Biggest miss by {name}"))
    assert "move 1," in miss and f"played 8H {two}" in miss
    best = miss.split("best was ", 1)[1]
    played_word = best.split(" ")[1]
    assert sorted(played_word) == sorted(word)  # the best move plays the whole rack
    assert int(best.split(" for ", 1)[1].split(",")[0]) >= 50 + len(word)
    bingo = best.split(" for ", 1)[0]  # the best move is the bingo: named, with its turn
    assert f"{name}: 0 bingos played, 1 missed: {bingo} for " in text, text
    assert "(move 1)." in text, text


async def test_the_recap_follows_the_last_message_and_can_be_turned_off(tmp_path):  # type: ignore[no-untyped-def]
    english()
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), pictures=True, seeds=lambda: next(seeds),
                      recaps=True)
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    await h.cmd("Ann", "/new english vs computer easy")
    outs = await h.cmd("Ann", "/resign yes")
    assert outs[-1].image_name == "recap.gif" and outs[-1].text.startswith("Recap:")
    assert outs[-1].image is not None and outs[-1].image[:6] == b"GIF89a"
    assert any("Game over" in o.text or "resign" in o.text.lower() for o in outs[:-1])
    other = ChatRef("test", "g2", is_group=True)
    await h.cmd("Ann", "/new english vs computer easy recap=off", other)
    outs = await h.cmd("Ann", "/resign yes", other)
    assert all(o.image_name != "recap.gif" for o in outs)


@pytest.mark.parametrize("n", range(2, 9))
def test_every_other_frame_keeps_the_ends_and_the_time(n: int) -> None:
    images = [Image.new("P", (1, 1), i) for i in range(n)]
    kept, times = every_other(images, list(range(100, 100 + n)))
    assert kept[0] is images[0] and kept[-1] is images[-1]
    assert len(kept) < n or n == 2
    assert sum(times) == sum(range(100, 100 + n)) and times[-1] == 100 + n - 1


async def test_the_recap_names_a_player_by_their_display_name(tmp_path):  # type: ignore[no-untyped-def]
    """A newcomer read "Biggest miss of bob": the line names the player as the chat shows
    them ("Bob Smith"), never by the platform's id ("u42"), through the real service."""
    english()
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), seeds=lambda: next(seeds), recaps=True)
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    bob = UserRef("test", "u42", "Bob Smith")
    await h.cmd(bob, "/new english vs computer easy")
    await h.cmd(bob, "/pass")  # (a computer that plays first has moved by now)
    outs = await h.cmd(bob, "/resign yes")
    recap = next(o.text for o in outs if o.text.startswith("Recap:"))
    assert "Biggest miss by Bob Smith: move " in recap, recap
    assert "u42" not in recap
