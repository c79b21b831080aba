"""What a newcomer meets at the table: an empty /play out of turn hears whose turn it is,
/rules gives the undo windows the table really has, the computer leaves a person's move
open for the table's window, and a computer joining a team lobby names the teams."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import Clock, Harness, Words, texts

from bot.service import GameService
from engine.datafiles import read_text
from engine.game import Game
from engine.rules import load_ruleset
from storage import open_repository


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "It's not your turn: {name} plays now."),
    ("pl", "To nie Twój ruch: teraz gra {name}."),
    ("ru", "Сейчас не ваш ход: ходит {name}."),
    ("bg", "Не сте на ход: на ход е {name}."),
    ("sk", "Nie ste na ťahu: na ťahu je {name}."),
    ("ro", "Nu este rândul dvs.: la mutare este {name}."),
])
async def test_an_empty_play_out_of_turn_hears_whose_turn_it_is(h: Harness, lang: str,
                                                                line: str):
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    g = await h.game()
    on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
    other = "Bob" if on_turn == "Ann" else "Ann"
    assert texts(await h.cmd(other, "/play")) == line.format(name=on_turn)
    # the player on turn still gets the syntax, from the board's start square
    assert "H8" in texts(await h.cmd(on_turn, "/play"))


def seed_where(ruleset: str, players: list[tuple[str, int | None]],
               ok: Callable[[Game], bool]) -> str:
    rules = load_ruleset(ruleset)
    for i in range(500):
        if ok(Game(rules, f"s-{i}", players)):
            return f"s-{i}"
    raise AssertionError("no such seed")


async def test_the_computer_leaves_a_persons_move_open_for_the_tables_window(tmp_path: Path):
    """Double challenge with no time limit, a computer next after a person, at a table
    whose windows last at least 60 s (the console's): the computer waits those 60 s, not
    the group chat's 10, before it plays over the move (which would close it)."""
    players = [("test:ann", None), ("test:bob", None), ("computer:1", None)]
    seed = seed_where("english", players,
                      lambda g: g.seats[g.turn].player != "computer:1"
                      and g.seats[(g.turn + 1) % 3].player == "computer:1")
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    svc = GameService(repo, clock=clock, pictures=False, seeds=lambda: seed, min_window=60)
    h = Harness(svc, repo, clock, Words())
    try:
        await h.cmd("Ann", "/new english")
        await h.cmd("Bob", "/join")
        await h.cmd("Ann", "/addbot easy")
        await h.cmd("Ann", "/start")
        g = await h.game()
        mover = g.seats[g.turn].player.split(":")[1].capitalize()
        word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:2]
        await h.cmd(mover, f"/play 8H {word}")
        deadlines = await h.repo.deadlines(1)
        assert [(d.kind, d.due_at - h.clock()) for d in deadlines] == [("computer", 60.0)]
        h.clock.advance(30)  # the group chat's 10 s are long over
        await h.due()
        g = await h.game()
        assert len(g.history) == 1 and g.pending is not None  # the move is still open
        h.clock.advance(30)
        await h.due()
        g = await h.game()
        assert g.seats[g.history[-1].seat].player == "computer:1"  # then it plays
    finally:
        await h.repo.close()


UNDO_LINE = {
    "en": "Undo: within {ask} s of a move its player may ask to take it back (/undo); if every "
          "opponent agrees within {agree} s, the tiles return and the player moves again.",
    "pl": "Cofnięcie: w ciągu {ask} s od ruchu jego autor może poprosić o cofnięcie (/undo); "
          "jeśli wszyscy przeciwnicy zgodzą się w ciągu {agree} s, płytki wracają i gracz "
          "rusza się jeszcze raz.",
    "ru": "Отмена: в течение {ask} с после хода его автор может попросить отменить его "
          "(/undo); если все соперники согласны в течение {agree} с, фишки возвращаются и "
          "игрок ходит снова.",
    "bg": "Връщане: до {ask} с след хода играчът може да поиска да го върне (/undo); ако "
          "всички противници се съгласят до {agree} с, плочките се връщат и той играе отново.",
    "sk": "Vrátenie: do {ask} s po ťahu môže hráč požiadať o jeho vrátenie (/undo); ak všetci "
          "súperi do {agree} s súhlasia, kamene sa vrátia a hráč ťahá znova.",
    "ro": "Anulare: în {ask} s după mutare, jucătorul poate cere s-o retragă (/undo); dacă "
          "toți adversarii sunt de acord în {agree} s, piesele se întorc și jucătorul mută "
          "din nou.",
}


@pytest.mark.parametrize("lang", list(UNDO_LINE))
@pytest.mark.parametrize("min_window", [0.0, 60.0])
async def test_rules_give_the_undo_windows_the_table_has(tmp_path: Path, rule_sets: Path,
                                                         lang: str, min_window: float):
    """/rules tells the undo windows the service keeps (the rule set's, ``timing``), the
    console's longer ones at its table: not a number of its own."""
    literaki = read_text("rulesets", "literaki", ".toml")
    (rule_sets / "literaki-slow.toml").write_text(
        literaki + "\nundo_ask_window = 15\nundo_agree_window = 20\n", encoding="utf-8")
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    svc = GameService(repo, clock=clock, pictures=False, min_window=min_window,
                      lexicons=lambda _rid: Words())
    h = Harness(svc, repo, clock, Words())
    try:
        before = texts(await h.cmd("Ann", "/rules literaki-slow"))  # no game here yet
        await h.cmd("Ann", f"/new literaki-slow lang={lang}")
        during = texts(await h.cmd("Ann", "/rules"))  # the lobby's table
        ask, agree = (60, 60) if min_window else (15, 20)
        line = UNDO_LINE[lang].format(ask=ask, agree=agree)
        assert line in during.splitlines(), during
        if lang == "pl":  # /rules literaki outside a game speaks the rule set's language
            assert line in before.splitlines(), before
    finally:
        await h.repo.close()


async def test_a_computer_joining_a_team_lobby_names_the_teams_as_people_do(h: Harness):
    await h.cmd("Ann", "/new english teams=2")
    assert texts(await h.cmd("Bob", "/join 2")).endswith(
        "Players (2): Ann (team 1), Bob (team 2).")
    outs = await h.cmd("Ann", "/addbot easy")
    assert texts(outs).endswith(
        "Players (3): Ann (team 1), Bob (team 2), Computer – easy (team 1)."), texts(outs)
