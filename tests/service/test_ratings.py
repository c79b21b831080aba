"""Ratings, leaderboards, stats and rematch through the real service on a real SQLite
file: rating updates for 2, 3 and 4 players and teams, unrated games, a rebuild that
gives the same numbers as the games recorded one by one, /top in a chat and global,
/stats and /stats hide, /rematch by command and by the end message's button."""

from __future__ import annotations

import itertools
import re

import pytest
from conftest import GROUP, Clock, Harness, Words, texts

from bot import i18n
from bot.protocol import ChatRef
from bot.service import GameService, ratings
from bot.service.ratings import MODEL, SeatLine, is_rated, rate, unrated_options
from storage import RatingRecord, open_repository


def line(key: str, side: int, score: int, won: bool, level: str | None = None) -> SeatLine:
    return SeatLine(key, key, side, score, won, 10, 0, "", 0, level)


# ------------------------------------------------------------------ the update itself
def test_two_players_the_winner_gains_what_the_loser_loses() -> None:
    new = {r.user_key: r for r in rate([line("a", 0, 400, True), line("b", 1, 300, False)],
                                       {}, "scrabble")}
    assert new["a"].mu > MODEL.mu > new["b"].mu
    assert abs((new["a"].mu - MODEL.mu) - (MODEL.mu - new["b"].mu)) < 1e-9
    assert new["a"].sigma < MODEL.sigma and new["a"].games == 1


def test_three_and_four_players_are_ranked_by_score() -> None:
    three = {r.user_key: r.mu for r in rate(
        [line("a", 0, 200, False), line("b", 1, 350, True), line("c", 2, 100, False)],
        {}, "scrabble")}
    assert three["b"] > three["a"] > three["c"]
    four = {r.user_key: r.mu for r in rate(
        [line("a", 0, 200, False), line("b", 1, 350, True), line("c", 2, 100, False),
         line("d", 3, 250, False)], {}, "scrabble")}
    assert four["b"] > four["d"] > four["a"] > four["c"]


def test_teams_share_the_result_and_a_draw_moves_little() -> None:
    new = {r.user_key: r.mu for r in rate(
        [line("a", 0, 400, True), line("b", 1, 300, False), line("c", 0, 400, True),
         line("d", 1, 300, False)], {}, "scrabble")}
    assert new["a"] == new["c"] > MODEL.mu > new["b"] == new["d"]
    draw = {r.user_key: r.mu for r in rate(
        [line("a", 0, 300, True), line("b", 1, 300, True)], {}, "scrabble")}
    assert abs(draw["a"] - MODEL.mu) < 1e-9 and abs(draw["b"] - MODEL.mu) < 1e-9


def test_a_computer_keeps_its_fixed_rating_and_a_stronger_one_costs_less() -> None:
    weak = rate([line("a", 0, 300, False), line("computer:1", 1, 400, True, "beginner")],
                {}, "scrabble")
    strong = rate([line("a", 0, 300, False), line("computer:1", 1, 400, True, "strong")],
                  {}, "scrabble")
    assert [r.user_key for r in weak] == ["a"]
    assert MODEL.mu - weak[0].mu > MODEL.mu - strong[0].mu > 0
    rated = {"a": RatingRecord("a", "scrabble", 30.0, 3.0, 7)}
    again = rate([line("a", 0, 300, True), line("b", 1, 200, False)], rated, "scrabble")
    assert again[0].games == 8 and again[0].mu > 30.0


def test_unrated_games() -> None:
    assert is_rated("english", {}, "out", tiles_placed=True)
    assert is_rated("english", {"word_check": "auto", "move_time_limit": 60}, "resigned",
                    tiles_placed=True)
    assert is_rated("english", {"target_score": 300}, "target", tiles_placed=True)
    # /end by the creator or an admin
    assert not is_rated("english", {}, "stopped", tiles_placed=True)
    assert not is_rated("english", {}, "abandoned", tiles_placed=True)
    assert not is_rated("english", {"target_score": 150}, "target", tiles_placed=True)
    assert unrated_options("english", {"rack_size": 8, "word_check": "auto"}) == ["rack_size"]
    assert unrated_options("english", {"reversed_words": True}) == ["reversed_words"]
    assert ratings.family_of("polish") == ratings.family_of("english") == "scrabble"
    assert ratings.family_of("erudit-home") == "erudit"
    assert ratings.parse_family("literaki") == "literaki"
    assert ratings.parse_family("nonsense") is None


# ------------------------------------------------------------------ through the service
async def service_harness(tmp_path, db: str = "bot.db") -> Harness:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / db)
    clock = Clock()
    words = Words()
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=clock, lexicons=lambda _rid: words,
                      seeds=lambda: next(seeds), pictures=False)
    return Harness(svc, repo, clock, words)


async def resigned_game(h: Harness, winner: str, loser: str, chat: ChatRef = GROUP,
                        options: str = "") -> str:
    """A two-player game that ``loser`` resigns; the text of its end message."""
    await h.cmd(winner, f"/new english {options}".strip(), chat)
    await h.cmd(loser, "/join", chat)
    await h.cmd(winner, "/start", chat)
    # A word stands first: a game with no tile on the board is not rated.
    g = await h.service.game_for_chat(chat)
    assert g is not None
    word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
    h.words.add(word)
    mover = g.seats[g.turn].player.split(":")[1].capitalize()
    await h.cmd(mover, f"/play 8H {word}", chat)
    await h.cmd(winner if mover == loser else loser, "/accept", chat)
    outs = await h.cmd(loser, "/resign yes", chat)
    h.clock.advance(60)
    return texts(outs)


async def test_a_rated_game_and_a_stopped_one(tmp_path) -> None:  # type: ignore[no-untyped-def]
    h = await service_harness(tmp_path)
    end = await resigned_game(h, "Ann", "Bob")
    assert "Ratings: " in end and "Ann 1" in end
    found = await h.repo.ratings("scrabble", ["test:ann", "test:bob"])
    assert found["test:ann"].mu > found["test:bob"].mu
    # A game its creator ends is not rated, and the chat is told.
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    await h.cmd("Ann", "/end")
    outs = await h.cmd("Bob", "/end yes")  # a running game ends by consent (issue 15)
    # told once: in the end message, which has no winner (no second line to say it)
    assert texts(outs).count("not rated") == 1 and "No winner" in texts(outs)
    assert await h.repo.ratings("scrabble", ["test:ann"]) == {"test:ann": found["test:ann"]}
    # House rules that change the game: the lobby says it will be unrated.
    outs = await h.cmd("Ann", "/new english rack=8")
    assert "will not be rated" in texts(outs) and "(rack)" in texts(outs)  # as typed


async def test_top_stats_hide_and_rebuild(tmp_path) -> None:  # type: ignore[no-untyped-def]
    h = await service_harness(tmp_path)
    other = ChatRef("test", "g2", is_group=True)
    await resigned_game(h, "Ann", "Bob")
    await resigned_game(h, "Ann", "Bob")
    await resigned_game(h, "Cid", "Dan", other)
    top = texts(await h.cmd("Bob", "/top"))
    assert "Best players in this chat" in top
    assert top.index("Ann") < top.index("Bob") and "Cid" not in top
    glob = texts(await h.cmd("Bob", "/top global"))
    assert all(n in glob for n in ("Ann", "Bob", "Cid", "Dan"))
    assert "Cid" in texts(await h.cmd("Cid", "/top", other))
    stats = texts(await h.cmd("Bob", "/stats Ann"))
    assert stats.startswith("Stats: Ann\n") and "2 games, 2 won (100%)" in stats
    assert "Rating " in stats and "after 2 rated games" in stats
    mine = texts(await h.cmd("Bob", "/stats"))
    assert "2 games, 0 won (0%)" in mine
    hide = await h.cmd("Ann", "/stats hide")
    assert hide[0].ephemeral_ok and "hidden" in hide[0].text
    assert "Ann" not in texts(await h.cmd("Bob", "/top global"))
    assert "Ann" in texts(await h.cmd("Bob", "/top"))  # the chat's board still shows her
    await h.cmd("Ann", "/stats show")
    assert "Ann" in texts(await h.cmd("Bob", "/top global"))
    # A rebuild from the stored games gives the same ratings and rows.
    before = await h.repo.table_dump()
    assert await ratings.rebuild(h.repo) == 3
    after = await h.repo.table_dump()
    for table in ("ratings", "player_games"):
        assert before[table] and [r[:-1] if table == "ratings" else r
                                  for r in before[table]] == [
            r[:-1] if table == "ratings" else r for r in after[table]]


async def test_stats_picture_is_a_sparkline(tmp_path) -> None:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    svc = GameService(repo, clock=Clock(), lexicons=lambda _rid: Words(), pictures=True,
                      seeds=lambda: "s")
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    await resigned_game(h, "Ann", "Bob")
    await resigned_game(h, "Ann", "Bob")
    outs = await h.cmd("Ann", "/stats")
    assert outs[0].image is not None and outs[0].image[:8] == b"\x89PNG\r\n\x1a\n"
    assert outs[0].image_name == "rating.png"


async def test_rematch_by_command_and_by_button(tmp_path) -> None:  # type: ignore[no-untyped-def]
    h = await service_harness(tmp_path)
    end = await h.cmd("Ann", "/new english check=auto")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    end = await h.cmd("Bob", "/resign yes")
    final = next(o for o in end if o.ref and o.ref.startswith("r:"))
    assert [b.kind for b in final.buttons] == ["rematch"]
    # Someone who did not play cannot open it; a player can, with the same rules.
    assert "Only the players" in texts(await h.cmd("Eve", "/rematch"))
    assert await h.vote("Bob", final.ref, "accept") == []  # applause, not a rematch
    assert await h.repo.open_game(GROUP.key) is None
    outs = await h.vote("Bob", final.ref, "rematch")
    assert "wants a rematch" in texts(outs) and "Waiting for: Ann" in texts(outs)
    rec = await h.repo.open_game(GROUP.key)
    assert rec is not None and rec.status == "lobby" and rec.options == {"word_check": "auto"}
    assert "already" in texts(await h.vote("Bob", final.ref, "rematch"))
    outs = await h.cmd("Ann", "/rematch")
    assert "begins" in texts(outs)
    rec = await h.repo.open_game(GROUP.key)
    assert rec is not None and rec.status == "active"
    assert {s.user_key for s in rec.seats} == {"test:ann", "test:bob"}


async def test_rematch_against_the_computer_starts_at_once(tmp_path) -> None:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: next(seeds))
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    await h.cmd("Ann", "/new english vs computer easy")
    await place_a_word(h)  # a game with no tile on the board is not rated
    await h.cmd("Ann", "/resign yes")
    outs = await h.cmd("Ann", "/rematch")
    assert "begins" in texts(outs)
    rec = await repo.open_game(GROUP.key)
    assert rec is not None and rec.status == "active"
    meta = rec.meta
    assert meta["computers"] == {"computer:1": "easy"}
    found = await repo.player_games("test:ann")
    assert len(found) == 1 and not found[0].won and found[0].rated


async def place_a_word(h: Harness) -> None:
    """Ann's best move stands on the board (when the computer has not placed one yet)."""
    from engine.players import best_moves

    g = await h.game()
    if g.board.is_empty():
        ann = g.seat_of("test:ann")
        assert g.turn == ann  # the computer places at once when it starts
        move = best_moves(g, ann, 1, h.service.walkable("english"))[0]
        await h.cmd("Ann", f"/play {move.notation}")
        assert not (await h.game()).board.is_empty()


async def computer_harness(tmp_path) -> Harness:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: next(seeds))
    return Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_one_person_who_ended_a_game_is_named(lang: str) -> None:
    """"Koniec gry: gra przerwana przed końcem przez jedynego gracza.": there were two
    players (Ania and the computer), and "before the end" said nothing.  The person is
    named, in the nominative ("Koniec gry: Ania przerywa grę.")."""
    text = i18n.ending(lang, "abandoned_alone", name="Ania")
    assert text.startswith("Ania ") and text.count("Ania") == 1, text
    assert {"pl": "Ania przerywa grę", "en": "Ania stopped the game",
            "ru": "Ania прерывает игру", "bg": "Ania прекрати играта",
            "sk": "Ania ukončuje hru", "ro": "Ania a oprit jocul"}[lang] == text


async def test_end_against_the_computer_has_no_winner_and_is_unrated(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 24: /end against the computer follows the rule of a table of people (no
    winner, unrated), so that nobody collects wins by ending a game when ahead."""
    h = await computer_harness(tmp_path)
    await h.cmd("Ann", "/new english vs computer beginner")
    await place_a_word(h)
    outs = await h.cmd("Ann", "/end")
    assert "No winner" in texts(outs), texts(outs)
    # and it does not claim an agreement nobody was asked for (a newcomer's finding)
    assert "by agreement" not in texts(outs) and "Game over (Ann stopped the game)." in texts(outs)
    assert "only player" not in texts(outs)
    rec = await h.repo.latest_game(GROUP.key)
    assert rec is not None and rec.status == "over"
    result = await h.repo.result(rec.id)  # type: ignore[arg-type]
    assert result is not None and result.end_reason == "abandoned"
    found = await h.repo.player_games("test:ann")
    assert len(found) == 1 and not found[0].won and not found[0].rated
    assert await h.repo.ratings("scrabble", ["test:ann"]) == {}


async def test_a_game_with_no_tile_placed_is_not_rated(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 24: a game that ends before any word stood (a resignation at once) measures
    nothing: no rating changes, and the end message says the game is not rated."""
    h = await service_harness(tmp_path)
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    outs = await h.cmd("Bob", "/resign yes")
    assert "Ratings: " not in texts(outs) and "not rated" in texts(outs), texts(outs)
    # ... and says why, in the rule's words
    why = i18n.t("en", "game_unrated", reason=i18n.t("en", "unrated_why_empty"))
    assert why in texts(outs) and "no word is on the board" in why, texts(outs)
    assert await h.repo.ratings("scrabble", ["test:ann", "test:bob"]) == {}
    rows = await h.repo.player_games("test:ann")
    assert len(rows) == 1 and not rows[0].rated


async def test_stats_say_what_the_plus_minus_is(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``Ranking 1205 (±931) po 1 grze rankingowej``: the ± was not explained. /stats says
    once, in the chat's language, that it is the rating's uncertainty, which narrows with
    more rated games, and that the rating is the estimate less it (as the numbers are)."""
    h = await service_harness(tmp_path)
    await resigned_game(h, "Ann", "Bob", options="lang=pl")
    stats = texts(await h.cmd("Bob", "/stats Ann"))
    assert stats.count(i18n.t("pl", "stats_rating_note")) == 1, stats
    assert "Ranking " in stats and "po 1 grze rankingowej" in stats
    m = re.search(r"Ranking (\d+) \(±(\d+)\)", stats)
    assert m is not None
    rated = (await h.repo.ratings("scrabble", ["test:ann"]))["test:ann"]
    # the rating and its ± add up to the estimate (1000 + 40 mu), each rounded
    assert abs(int(m[1]) + int(m[2]) - (1000 + 40 * rated.mu)) <= 1
    assert int(m[2]) < ratings.spread(MODEL.sigma)  # narrower than a new player's
    # No rated game: no ± shown, and nothing said of it.
    h2 = await service_harness(tmp_path, "other.db")
    await h2.cmd("Cid", "/new english lang=pl")
    await h2.cmd("Dan", "/join")
    await h2.cmd("Cid", "/start")
    await h2.cmd("Cid", "/end")
    await h2.cmd("Dan", "/end yes")
    assert "±" not in texts(await h2.cmd("Cid", "/stats"))


async def test_an_unrated_game_is_played_not_rated_and_its_players_are_found(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A newcomer's finding: a Bulgarian game ended "Няма победител: играта не се брои."
    yet /stats counted it, and ``/stats bob`` did not find Bob, whose own /stats showed his
    numbers. The end says what is true (not rated; /stats lists it among the games
    played), /stats says how many of its games are not rated, and ``/stats NAME`` finds
    anyone with a finished game in the chat, rated or not."""
    h = await service_harness(tmp_path)
    await h.cmd("Ann", "/new english lang=bg")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    await h.cmd("Ann", "/end")
    end = texts(await h.cmd("Bob", "/end да"))
    assert "не се брои" not in end and "не се отчита в рейтинга" in end, end
    assert "в /stats е сред изиграните игри" in end
    mine = texts(await h.cmd("Bob", "/stats"))
    theirs = texts(await h.cmd("Ann", "/stats bob"))
    assert "1 игра, 0 победи" in mine and "Без рейтинг: 1 игра от тях" in mine, mine
    assert "Статистика на Bob" in theirs and "Без рейтинг: 1 игра" in theirs, theirs
    assert "Рейтинг " not in theirs  # no rated game: no rating
    # Someone with no game here is still not found, and told so truly.
    nobody = texts(await h.cmd("Ann", "/stats Cid"))
    assert nobody == i18n.t("bg", "stats_unknown", name="Cid"), nobody
    # A rated game beside it: the rating counts the one rated game only.
    await resigned_game(h, "Ann", "Bob", options="lang=bg")
    both = texts(await h.cmd("Ann", "/stats Bob"))
    assert "2 игри" in both and "след 1 игра с рейтинг" in both and "Без рейтинг: 1" in both


async def test_the_end_of_an_unrated_game_says_which_rule_applied(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """"This game is not rated" gave no reason: the end names the house rules that
    change the game (as the lobby named them), in every language."""
    h = await service_harness(tmp_path)
    end = await resigned_game(h, "Ann", "Bob", options="rack=8")
    assert "Ratings: " not in end, end
    want = i18n.t("en", "game_unrated", reason=i18n.t("en", "unrated_why_rules", options="rack"))
    assert want in end, end
    assert want.startswith("This game is not rated: its house rules (rack) change the game")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_reason_for_no_rating_in_every_language(lang: str) -> None:
    for kind in ("rules", "stopped", "empty"):
        reason = i18n.t(lang, "unrated_why_" + kind, options="rack")
        text = i18n.t(lang, "game_unrated", reason=reason)
        assert reason in text and "/stats" in text and "{" not in text, text
    assert ratings.unrated_reason("english", {}, "stopped", tiles_placed=True) == (
        "stopped", [])
    assert ratings.unrated_reason("english", {}, "out", tiles_placed=False) == ("empty", [])
    assert ratings.unrated_reason("english", {"rack_size": 8}, "out", tiles_placed=True) == (
        "rules", ["rack_size"])
    assert ratings.unrated_reason("english", {}, "out", tiles_placed=True) is None
