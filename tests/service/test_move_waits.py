"""A move that waits holds up the next player: the chat says once whom it waits for and
until when (a newcomer saw "Turn: Computer (easy)." and nothing for a minute), the
refusals it causes say it again with the seconds left, and the computer's own answer
counts (the move stands as soon as everyone else accepts it too)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import Clock, Harness, Words
from test_pictures import rig, store

from bot import i18n
from bot.service import GameService
from engine import players
from engine.errors import MoveError
from engine.game import Game
from engine.rules import load_ruleset
from storage import open_repository


def seed_where(ruleset: str, seats: list[tuple[str, int | None]],
               ok: Callable[[Game], bool]) -> str:
    rules = load_ruleset(ruleset)
    for i in range(500):
        if ok(Game(rules, f"s-{i}", seats)):
            return f"s-{i}"
    raise AssertionError("no such seed")


def order(*names: str) -> Callable[[Game], bool]:
    """The deal whose turn order is ``names`` (player keys), from its first seat."""
    def ok(g: Game) -> bool:
        n = len(g.seats)
        return [g.seats[(g.turn + k) % n].player for k in range(n)] == list(names)
    return ok


async def table(tmp_path: Path, seed: str) -> Harness:
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    svc = GameService(repo, clock=clock, pictures=False, seeds=lambda: seed, min_window=60)
    return Harness(svc, repo, clock, Words())


def chat(outs: list) -> str:  # type: ignore[type-arg]
    return "\n".join(o.text for o in outs if o.private_to is None)


BG_LINES = {
    "en": "Computer (easy) plays once the move by Мария is accepted: Иван can accept (✅) or "
          "challenge (❌) it within 60 s.",
    "bg": "Компютър (лесен) ще играе, щом ходът на Мария бъде приет: Иван може да го приеме "
          "(✅) или оспори (❌) до 60 с.",
    "pl": "Komputer (łatwy) zagra, gdy ostatni ruch (Мария) zostanie przyjęty: Иван może go "
          "przyjąć (✅) albo sprawdzić (❌) w ciągu 60 s.",
    "ru": "Компьютер (лёгкий) сходит, как только последний ход (Мария) будет принят: Иван "
          "может принять его (✅) или оспорить (❌) в течение 60 с.",
    "sk": "Počítač (ľahký) zahrá, keď bude posledný ťah (Мария) prijatý: Иван ho môže prijať "
          "(✅) alebo napadnúť (❌) do 60 s.",
    "ro": "Calculator (ușor) mută după ce ultima mutare (Мария) este acceptată: Иван o poate "
          "accepta (✅) sau contesta (❌) în 60 s.",
}


@pytest.mark.parametrize("lang", list(BG_LINES))
async def test_the_computer_on_turn_says_whom_it_waits_for(tmp_path: Path, lang: str):
    """The newcomer's game: Мария plays, the computer is next and leaves Иван the
    console's 60 s to challenge.  The message says so, under whose turn it is, in place
    of "until the next player moves" (the computer does not move at once); Иван's ✅
    lets it play at once."""
    seed = seed_where("bulgarian", [("test:мария", None), ("test:иван", None),
                                    ("computer:1", None)],
                      order("test:мария", "computer:1", "test:иван"))
    h = await table(tmp_path, seed)
    await h.cmd("Мария", f"/new bulgarian hints=on lang={lang}")
    await h.cmd("Иван", "/join")
    await h.cmd("Мария", "/addbot лесен")
    await h.cmd("Мария", "/start")
    g = await h.game()
    best = players.best_moves(g, g.turn, 1, h.service.walkable("bulgarian"))[0]
    said = chat(await h.cmd("Мария", f"/play {best.notation}"))
    lines = said.splitlines()
    turn = i18n.t(lang, "next_turn", name=i18n.t(lang, "computer_name",
                                                  level=i18n.t(lang, "level_easy")))
    assert BG_LINES[lang] in lines, said
    assert lines.index(BG_LINES[lang]) == lines.index(turn) + 1  # under whose turn it is
    assert i18n.t(lang, "challenge_open") not in said  # it was not true: it waits 60 s
    assert sum(BG_LINES[lang] == x for x in lines) == 1
    h.clock.advance(20)
    said = chat(await h.cmd("Иван", "/score"))  # /score says it too, with the time left
    assert BG_LINES[lang].replace("60", "40") in said, said
    said = chat(await h.cmd("Иван", "/accept"))
    g = await h.game()
    assert g.seats[g.history[-1].seat].player == "computer:1", said  # it played at once


async def test_the_computer_waits_for_two_people_then_one(tmp_path: Path):
    seats = [("test:ann", None), ("test:bob", None), ("test:cy", None), ("computer:1", None)]
    seed = seed_where("english", seats, order("test:ann", "computer:1", "test:bob",
                                              "test:cy"))
    h = await table(tmp_path, seed)
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Cy", "/join")
    await h.cmd("Ann", "/addbot easy")
    await h.cmd("Ann", "/start")
    g = await h.game()
    best = players.best_moves(g, g.turn, 1, h.service.walkable("english"))[0]
    said = chat(await h.cmd("Ann", f"/play {best.notation}"))
    assert said.endswith("Turn: Computer (easy).\nComputer (easy) plays once the move by Ann is "
                         "accepted: Bob and Cy can accept (✅) or challenge (❌) it within "
                         "60 s."), said
    h.clock.advance(15)
    said = chat(await h.cmd("Bob", "/accept"))
    assert said.startswith(f"Bob accepts {best.notation}.\n"), said
    assert said.endswith("Turn: Computer (easy).\nComputer (easy) plays once the move by Ann is "
                    "accepted: Cy can accept (✅) or challenge (❌) it within 45 s."), said
    assert len((await h.game()).history) == 1  # still waiting for Cy
    said = chat(await h.cmd("Cy", "/accept"))
    g = await h.game()
    assert g.seats[g.history[-1].seat].player == "computer:1", said
    assert "plays once" not in said


async def test_the_last_move_waits_for_the_person_the_computer_accepted(tmp_path: Path):
    """Ann goes out: the game ends if her move stands.  The computer accepts at once (its
    answer counts: the engine's rule is that every opponent accepts, or the window
    closes), so the chat names only Bob; /hint and a move typed meanwhile say it again
    with the seconds left; Bob's ✅ ends the game at once."""
    seats = [("test:ann", None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("english", seats, order("test:ann", "test:bob", "computer:1"))
    h = await table(tmp_path, seed)
    await h.cmd("Ann", "/new english hints=on")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/addbot strong")  # it knows every word: CAT stands
    await h.cmd("Ann", "/start")
    g = await rig(h, Ann="CAT")
    g.bag.tiles.clear()
    await store(h, g)
    said = chat(await h.cmd("Ann", "/play 8H CAT"))
    assert "Computer (strong) accepts 8H CAT." in said, said
    line = ("The game ends if the move by Ann stands: Bob can accept (✅) or challenge (❌) it "
            "within {} s.")
    assert said.endswith(line.format(60)), said
    g = await h.game()
    assert g.pending is not None and g.pending.votes == {g.seat_of("computer:1"): True}
    h.clock.advance(25)
    said = chat(await h.cmd("Bob", "/hint"))
    assert said.startswith("No hint now: if the last move, by Ann, stands"), said
    assert said.endswith("\n" + line.format(35)), said
    # Bob is the one the move waits for: told to answer it, not to wait ("Poczekaj…" to
    # the very player whose answer it waited for).
    said = chat(await h.cmd("Bob", "/play 8H DOG"))
    assert said == "First answer the move by Ann: accept it (✅) or challenge it (❌) within 35 s."
    said = chat(await h.cmd("Bob", "/accept"))
    assert await h.service.game_for_chat(h.chat) is None, said  # over, at once
    assert "Game over" in said and "The game ends if" not in said


async def test_a_vote_holds_up_the_next_person(tmp_path: Path):
    """Literaki: the move waits for its votes, the next one to play too (Bob, a person,
    who votes on it himself); the computer's vote came at once."""
    seats = [("test:ann", None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("literaki", seats, order("test:ann", "test:bob", "computer:1"))
    h = await table(tmp_path, seed)
    await h.cmd("Ann", "/new literaki lang=en")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/addbot strong")
    await h.cmd("Ann", "/start")
    g = await h.game()
    best = players.best_moves(g, g.turn, 1, h.service.walkable("literaki"))[0]
    said = chat(await h.cmd("Ann", f"/play {best.notation}"))
    assert said.endswith("The move by Ann waits to be accepted or checked: Bob can accept "
                         "(✅) or check (❌) it within 60 s."), said
    assert "Opponents:" not in said  # said once, by name
    h.clock.advance(10)
    said = chat(await h.cmd("Bob", "/pass"))
    assert said == ("First answer the move by Ann: accept it (✅) or have it checked (❌) "
                    "within 50 s."), said
    # Ann, whose move it is, waits indeed: told so.
    said = chat(await h.cmd("Ann", "/pass"))
    assert said.startswith("Wait until the last move is accepted or checked."), said
    assert "First answer" not in said


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_player_awaited_is_told_to_answer_in_every_language(lang: str) -> None:
    """Each language's line for the player the move waits for names the move's player
    and the seconds left, and asks for the answer the word check takes (no "wait")."""
    for mode, sign in (("challenge", "❌"), ("vote", "❌"), ("agreement", "❌")):
        within = i18n.t(lang, "waits_within", seconds=35)
        text = i18n.t(lang, "move_pending_yours_" + mode, mover="Ann", within=within)
        assert "Ann" in text and within in text and "✅" in text and sign in text, text
        assert text.split()[0] != i18n.error(lang, MoveError("move_pending")).split()[0], text


async def test_nothing_is_said_where_the_next_person_may_play_on(tmp_path: Path):
    """Double challenge, a person next: they may play at once (which closes the window),
    so nobody waits and the usual line stays."""
    seats = [("test:ann", None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("english", seats, order("test:ann", "test:bob", "computer:1"))
    h = await table(tmp_path, seed)
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/addbot easy")
    await h.cmd("Ann", "/start")
    g = await h.game()
    best = players.best_moves(g, g.turn, 1, h.service.walkable("english"))[0]
    said = chat(await h.cmd("Ann", f"/play {best.notation}"))
    assert "plays once" not in said and "Turn: Bob." in said, said
    assert i18n.t("en", "challenge_open") in said
