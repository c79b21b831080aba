"""What the recap and /stats credit a player with comes from the moves that stood (issue
24): a phony challenged off is no move of the game, no best move, no bingo and no turn
that lost nothing; a turn the time ran out on is no sign of always finding the best move;
a game in which no one moved gets no recap; a bingo line that says "0 and 0" is left out;
turns are numbered as /history numbers them and every move is written as /history writes
it (an exchange in words, whole points counting the tiles kept).  Real games on the real English
word list (the analysis needs it), played through the engine, worded by the service."""

from __future__ import annotations

import itertools
import random
import re

from conftest import GROUP, Clock, Harness, Words
from test_recap import ctx_for, english

from bot import i18n
from bot.service import GameService
from bot.service.context import Ctx
from bot.service.meta import GameMeta
from bot.service.ratings import seat_lines
from bot.service.recap import analysis_text, best_text, gap_text, played_text, recap_text
from bot.service.show import show_tiles
from engine.analysis import analyze_position, analyze_positions, positions_of_game
from engine.game import Game
from engine.movegen.tables import walk_tables
from engine.players import play_turn
from engine.rules import load_ruleset
from storage import GameRecord, SeatRecord, open_repository

NAMES = {"test:ann": "Ann", "test:bob": "Bob", "test:cy": "Cy", "test:dee": "Dee"}


def english_game(seed: str, players: int = 2) -> Game:
    game = Game(load_ruleset("english"), seed, [(k, None) for k in list(NAMES)[:players]])
    game.lexicon = english()
    return game


def two_letter_word(game: Game, seat: int) -> str:
    rack = [t for t in game.seats[seat].rack if t != "?"]
    return next("".join(p) for p in itertools.permutations(rack, 2)
                if "".join(p) in english())


def phony_game() -> tuple[Game, int, int]:
    """A game whose first move is a seven-tile phony (challenged off), then the
    challenger's two-letter word, then the phony's player resigns: (game, phony's seat,
    challenger's seat)."""
    for i in itertools.count():
        game = english_game(f"phony-{i}")
        seat = game.turn
        rack = game.seats[seat].rack
        if "?" in rack or "".join(rack) in english():
            continue
        game.place(seat, "8H " + "".join(rack))
        other = 1 - seat
        game.challenge(other)
        assert game.history[-1].kind == "withdrawn" and game.turn == other
        game.place(other, "8H " + two_letter_word(game, other))
        game.resign(seat)
        return game, seat, other
    raise AssertionError


def record(game: Game) -> GameRecord:
    return GameRecord("t:1:", game.rules.id, {}, "en", "seed", game.seats[0].player,
                      status="over", id=1,
                      seats=[SeatRecord(s.player, NAMES[s.player]) for s in game.seats])


def test_a_phony_challenged_off_is_not_the_move_of_the_game() -> None:
    game, _, other = phony_game()
    ctx = ctx_for(game, NAMES)
    text = recap_text(ctx, game, english())
    assert f"Move of the game: {ctx.seat_name(other)}, " in text
    assert game.history[0].move.split()[1] not in text.split("Move of the game")[1].split(
        "\n")[0]


def test_a_phony_challenged_off_is_not_a_best_move_a_bingo_or_a_turn_without_loss() -> None:
    game, phony, _ = phony_game()
    ctx = ctx_for(game, NAMES)
    name = ctx.seat_name(phony)
    text = recap_text(ctx, game, english())
    assert f"{name} found the best move every time" not in text
    miss = next(ln for ln in text.split("\n") if ln.startswith(f"Biggest miss by {name}"))
    assert "which was taken off the board" in miss
    m = re.search(r"; the best was .+ for (\d+), (\d+) points? more[;.]", miss)
    assert m is not None, miss
    assert int(m[2]) == int(m[1]) >= 10  # the turn scored nothing and kept the rack
    assert f"{name}: 1 bingo played" not in text
    line = seat_lines(game, record(game), GameMeta())[phony]
    assert (line.best_move, line.best_score, line.bingos, line.moves) == ("", 0, 0, 0)


def test_a_timed_out_turn_is_not_always_found_the_best_move() -> None:
    game = english_game("timeout")
    rng = random.Random(1)
    first = game.turn
    play_turn(game, first, "strong", rng, english())  # the best move, by the analysis
    game.pass_turn(1 - first)
    game.timeout(first)
    game.resign(1 - first)
    ctx = ctx_for(game, NAMES)
    name = ctx.seat_name(first)
    text = recap_text(ctx, game, english())
    assert f"{name} found the best move every time" not in text
    miss = next(ln for ln in text.split("\n") if ln.startswith(f"Biggest miss by {name}"))
    assert "move 3," in miss and "let the time run out" in miss


async def test_a_game_with_no_move_posts_no_recap(tmp_path) -> None:  # type: ignore[no-untyped-def]
    english()
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: next(seeds),
                      recaps=True)
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    await h.start("english", "Ann", "Bob")
    outs = await h.cmd("Ann", "/resign yes")
    assert any("Game over" in o.text for o in outs)
    assert not any(o.text.startswith("Recap:") for o in outs)
    # A game with a move still gets one.
    other = h.chat.__class__("test", "g2", is_group=True)
    h.chat = other
    game = await h.start("english", "Ann", "Bob")
    await h.cmd(NAMES[game.seats[game.turn].player], "/pass")
    outs = await h.cmd("Ann", "/resign yes")
    assert any(o.text.startswith("Recap:") for o in outs)


def test_a_four_player_recap_lists_no_empty_bingo_lines() -> None:
    game = english_game("four", players=4)
    for _ in range(4):
        game.pass_turn(game.turn)
    game.end_by_request()
    ctx = ctx_for(game, NAMES)
    text = recap_text(ctx, game, english())
    assert text.count("Biggest miss by") + text.count("found the best move every time") == 4
    assert "0 bingos played, 0 missed" not in text


def test_recap_turns_are_numbered_as_history_numbers_them() -> None:
    game, _, _ = phony_game()
    positions = positions_of_game(game)
    assert [p.number for p in positions] == [1, 3]  # line 2: the phony taken off
    for p in positions:
        line = game.history[p.number - 1]
        assert (line.kind, line.rack) == (p.kind, "".join(p.rack))
        assert game.seats[line.seat].player == p.player


def test_the_recap_writes_an_exchange_in_words_and_equity_in_whole_points() -> None:
    game = english_game("exchange")
    first = game.turn
    rack = list(game.seats[first].rack)
    game.exchange(first, "".join(rack[:2]))
    game.pass_turn(1 - first)
    game.resign(first)
    ctx = ctx_for(game, NAMES)
    text = recap_text(ctx, game, english())
    miss = next(ln for ln in text.split("\n")
                if ln.startswith(f"Biggest miss by {ctx.seat_name(first)}"))
    assert f"exchanged {rack[0]} {rack[1]}" in miss
    assert " -" not in miss and not re.search(r"\d\.\d", text)


def stood_phony_game() -> tuple[Game, int, int]:
    """A game whose first move is a seven-tile phony that no one challenges (the other
    player passes: playing on lets it stand), then the phony's player resigns: (game,
    phony's seat, other seat)."""
    for i in itertools.count():
        game = english_game(f"stood-{i}", 2)
        seat = game.turn
        rack = game.seats[seat].rack
        if "?" in rack or "".join(rack) in english():
            continue
        game.place(seat, "8H " + "".join(rack))
        other = 1 - seat
        game.pass_turn(other)
        game.resign(seat)
        return game, seat, other
    raise AssertionError


def test_a_phony_that_stood_is_named_and_not_praised() -> None:
    """What a player is told is true: a phony no one challenged scored, and the game
    goes on with it, but the recap does not make it the move of the game; it names it,
    and the turn's analysis says its word is not in the list."""
    game, phony, _ = stood_phony_game()
    word = game.history[0].move.split()[1]
    assert game.phonies() == {1: [word]}
    ctx = ctx_for(game, NAMES)
    text = recap_text(ctx, game, english())
    # The phony was the game's only placement: no move of the game at all.
    assert "Move of the game" not in text
    assert (f"Not in the word list, but unchallenged: {word} "
            f"({ctx.seat_name(phony)}, move 1).") in text
    # Its seven tiles kept their bonus, but a phony is no bingo played.
    assert game.history[0].bingo and f"{ctx.seat_name(phony)}: 1 bingo played" not in text
    first = next(p for p in positions_of_game(game) if p.number == 1)
    assert first.phony == (word,) and first.score > 0 and not first.withdrawn
    # /stats: a move made, but no one's best move
    line = seat_lines(game, record(game), GameMeta())[phony]
    assert (line.moves, line.best_move, line.best_score, line.bingos) == (1, "", 0, 0)


def test_a_phony_that_stood_is_the_miss_of_a_move_the_list_does_not_allow() -> None:
    """A newcomer read "played A3 ZO?LEM for 44; the best was 12F M(I)NEM for 6 ... 10
    points better": the analysis values a phony as a move the list does not allow, so the
    line names the best move the list allowed, not a gap from the phony's 44.  Then
    "played N2 DACITE for 36, but RA, EC are not in the word list (it stood
    unchallenged), so here it counts as a pass; the best the word list allowed was H8
    (AB)DICATE for 48; the tiles it leaves on the rack are worth 2 points more than the
    whole rack": one long sentence, "counts as a pass" beside the 36 it scored, and a
    rack comparison no one could read.  Two short true sentences: it scored but is not
    in the list; the best valid move was ..."""
    game, phony, _ = stood_phony_game()
    word = game.history[0].move.split()[1]
    ctx = ctx_for(game, NAMES)
    text = recap_text(ctx, game, english())
    name = ctx.seat_name(phony)
    miss = next(ln for ln in text.split("\n") if ln.startswith(f"Biggest miss by {name}"))
    score = game.history[0].score
    m = re.fullmatch(rf"Biggest miss by {re.escape(name)}: move 1, rack [^:]+: played "
                     rf"(\S+ \S+) for {score}, unchallenged, but {word} is not in the word "
                     r"list\. The best valid move was (.+) for (\d+)\.", miss)
    assert m is not None, miss
    assert "pass" not in miss and "whole rack" not in miss and "; " not in miss, miss
    found = next(a for a in analyze_positions(positions_of_game(game), game.rules,
                                              walk_tables(english()))
                 if a.position.number == 1)
    assert int(m[3]) == found.best_score
    # the web board's analysis of the turn says the same
    web, _ = analysis_text(ctx, game, found)
    assert web.endswith(": " + miss.split(": ", 2)[2]), (web, miss)
    # In every language: the phony's line is the one for a move the list does not allow,
    # in two sentences, with nothing said of counting as a pass.
    for lang in i18n.LANGUAGES:
        ctx = Ctx(None, GROUP, None, 0.0, lang, ctx.rec, game, GameMeta())  # type: ignore[arg-type]
        want = i18n.t(lang, "recap_miss_phony", name=name, turn=1,
                      rack=show_tiles(game, list(found.position.rack)),
                      played=played_text(ctx, game, found.position),
                      best=best_text(ctx, game, found), gap=gap_text(ctx, found),
                      lost=max(1, round(found.lost)))
        assert want in recap_text(ctx, game, english()).split("\n"), (lang, want)
        assert want.count(". ") == 1 and want.split(". ")[1][0].isupper(), (lang, want)
        for key in ("recap_miss_phony_even",):
            assert i18n.t(lang, key, name=name, turn=1, rack="A", played="P", best="B",
                          gap="", lost=1).count(". ") == 1, (lang, key)


def test_no_phony_is_named_where_every_word_is_checked() -> None:
    game, _, _ = phony_game()  # challenged off: it did not stand
    assert game.phonies() == {}
    assert "no one challenged" not in recap_text(ctx_for(game, NAMES), game, english())


async def test_the_recaps_turns_are_the_lines_of_history_through_the_service(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Through the service, on the real word list: a phony challenged off (lines 1 and 2,
    the move and its taking off: /history's entry 1), then the challenger's phony that
    stands (entry 2, the other passing in entry 3).  Every "move N" of the recap, the
    phony's and each miss's, is entry N of /history, that player's own move."""
    words = english()
    repo = await open_repository(tmp_path / "bot.db")
    for i in itertools.count(1):  # a deal whose first rack is no word and has no blank
        game = Game(load_ruleset("english"), f"seed-{i}", [("test:ann", None),
                                                           ("test:bob", None)], {})
        rack = game.seats[game.turn].rack
        if "?" not in rack and "".join(rack) not in words:
            break
    seeds = iter([f"seed-{i}"])
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: next(seeds),
                      recaps=True)
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    game = await h.start("english", "Ann", "Bob")
    first = NAMES[game.seats[game.turn].player]
    second = "Bob" if first == "Ann" else "Ann"
    await h.cmd(first, "/play 8H " + "".join(game.seats[game.turn].rack))
    await h.cmd(second, "/challenge")
    game = await h.game()
    assert [t.kind for t in game.history] == ["place", "withdrawn"], game.history
    rack = [t for t in game.seats[game.turn].rack if t != "?"]
    phony = next("".join(p) for p in itertools.permutations(rack, 2)
                 if "".join(p) not in words)
    await h.cmd(second, f"/play 8H {phony}")
    await h.cmd(first, "/pass")  # playing on: the phony stands
    history = (await h.cmd(first, "/history"))[0].text.split("\n")[1:]
    outs = await h.cmd(second, "/resign yes")
    recap = next(o.text for o in outs if o.text.startswith("Recap:"))
    named = re.findall(r"\((\w+), move (\d+)\)", recap)
    named += re.findall(r"Biggest miss by (\w+): move (\d+),", recap)
    assert (second, "2") in named and len(named) >= 2, recap
    for name, n in named:
        line = history[int(n) - 1]
        assert line.startswith(f"{n}. {name}: 8H ") or line.startswith(f"{n}. {name} passed"), (
            recap, history)


def test_a_phony_that_stood_is_no_best_move() -> None:
    """A high-scoring phony looked like no miss ("Ann found the best move every time…"): its
    turn is judged as a move the list does not allow (scoring nothing, keeping the rack,
    as if challenged off) against the best legal move; the player did not find it."""
    game, phony, _ = stood_phony_game()
    assert game.history[0].score >= 50  # seven tiles: the bonus with it
    ctx = ctx_for(game, NAMES)
    name = ctx.seat_name(phony)
    text = recap_text(ctx, game, english())
    assert f"{name} found the best move every time" not in text, text
    miss = next(ln for ln in text.split("\n") if ln.startswith(f"Biggest miss by {name}"))
    assert "move 1," in miss and "not in the word list" in miss, miss
    first = next(p for p in positions_of_game(game) if p.number == 1)
    found = analyze_position(first, game.rules, walk_tables(english()))
    assert found is not None and not found.is_best and found.lost > 0, found
    # judged against the best move the list allows, never against itself
    assert found.best is not None and found.best_notation != first.notation


def test_the_gif_frame_of_a_move_taken_off_says_so_with_a_true_minus() -> None:
    """The recap GIF read "Последен ход I7 ЖОГ +-23 т." where a move was taken off: the
    frame says the move was taken off the board, in the game's language, and its points
    with a minus sign ("−23"), never "+-"."""
    from bot.service.recap import frames_of, picture_frames
    from renderer.board import score_text
    from renderer.theme import words_for

    game, _, _ = phony_game()
    taken = game.history[0]
    ctx = ctx_for(game, NAMES)
    frames = frames_of(ctx, game)
    off = next(f for f in frames if f.move is not None and "taken off" in f.move)
    assert off.move == f"{taken.move} taken off the board" and off.score == -taken.score
    words = words_for("en")
    assert score_text(off.score, words) == f"  −{taken.score} {words.points}"
    assert score_text(12, words) == f"  +12 {words.points}"
    assert "+-" not in score_text(-23, words) and score_text(None, words) == ""
    drawn = picture_frames(ctx, game)
    assert drawn[frames.index(off)].last_move == off.move  # the frame the GIF draws
    for lang in i18n.LANGUAGES:
        lctx = Ctx(None, GROUP, None, 0.0, lang, ctx.rec, game, GameMeta())  # type: ignore[arg-type]
        moves = [f.move for f in frames_of(lctx, game)]
        assert i18n.t(lang, "frame_taken_off", move=taken.move) in moves, (lang, moves)
