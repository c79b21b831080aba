"""Frictions a newcomer met in a first console session (English, against the computer,
Literaki), each told as the service now tells it: whose turn it is when it is not yours,
the syntax example from the board's own start square, the word list /rules names, one
rack message per player per command, no board picture for an unchanged board, "no
winner" said once, and a table's longer vote windows."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from conftest import Clock, Harness, Words, texts

import dictionaries
from bot import i18n
from bot.protocol import Outgoing
from bot.service import GameService, rule_texts
from bot.service.timing import undo_windows
from engine import players
from engine.game import Game
from engine.rules import load_ruleset
from storage import open_repository

ANN = "test:ann"


def chat(outs: list[Outgoing]) -> list[Outgoing]:
    return [o for o in outs if o.private_to is None]


async def play_first(h: Harness, variant: str) -> tuple[str, str]:
    """The player on turn lays two of their tiles across the start square, a word the
    list knows; (their name, the move)."""
    g = await h.game()
    seat = g.seats[g.turn]
    word = "".join([t for t in seat.rack if t != "?"][:2])
    h.words.add(word)
    across, _down = rule_texts.start_square(load_ruleset(variant))
    name = seat.player.split(":")[1].capitalize()
    return name, f"{across} {word}"


# ------------------------------------------------------------ 9: whose turn it is

@pytest.mark.parametrize(("lang", "line"), [
    ("en", "It's not your turn: {name} plays now."),
    ("pl", "To nie Twój ruch: teraz gra {name}."),
    ("ru", "Сейчас не ваш ход: ходит {name}."),
    ("bg", "Не сте на ход: на ход е {name}."),
    ("sk", "Nie ste na ťahu: na ťahu je {name}."),
    ("ro", "Nu este rândul dvs.: la mutare este {name}."),
])
async def test_not_your_turn_names_whose_turn_it_is(h: Harness, lang: str, line: str):
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    g = await h.game()
    on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
    other = "Bob" if on_turn == "Ann" else "Ann"
    outs = await h.cmd(other, "/pass")
    assert texts(outs) == line.format(name=on_turn)


# ------------------------------------------------------------ 4: the syntax example

@pytest.mark.parametrize(("variant", "lang", "example"), [
    ("english", "en", "e.g. 8H WORD (across) or H8 WORD (down)."),
    ("literaki", "pl", "np. 8I SŁOWO (poziomo) albo I8 SŁOWO (pionowo)."),
    ("literaki", "en", "e.g. 8I WORD (across) or I8 WORD (down)."),
    ("literaki", "ru", "например 8I СЛОВО (по горизонтали) или I8 СЛОВО (по вертикали)."),
    ("literaki", "bg", "например 8I ДУМА (хоризонтално) или I8 ДУМА (вертикално)."),
    ("literaki", "sk", "napr. 8I SLOVO (vodorovne) alebo I8 SLOVO (zvisle)."),
    ("literaki", "ro", "de ex. 8I CARTE (orizontal) sau I8 CARTE (vertical)."),
])
async def test_the_syntax_example_starts_on_the_boards_start_square(
        h: Harness, variant: str, lang: str, example: str):
    await h.start(variant, "Ann", "Bob", options=f"lang={lang}")
    g = await h.game()
    name = g.seats[g.turn].player.split(":")[1].capitalize()
    outs = await h.cmd(name, "/play")
    assert texts(outs).endswith(example), texts(outs)
    # and that square is the board's start, in both ways of writing it
    across, down = rule_texts.start_square(g.rules)
    assert f"{across} " in example and f"{down} " in example


# ------------------------------------------------------------ 3: the word list /rules names

@pytest.mark.parametrize(("variant", "lexicon", "source"), [
    ("english", "english", "SCOWL (wamerican-huge wbritish-huge)"),
    ("literaki", "polish", "SJP.pl (wpolish)"),
    ("erudit", "russian", "OpenCorpora (pymorphy3-dicts-ru)"),
    ("erudit-home", "russian-home", "OpenCorpora (pymorphy3-dicts-ru)"),
    ("bulgarian", "bulgarian", "bgoffice (wbulgarian)"),
    ("slovak", "slovak", "sk-spell (hunspell-sk)"),
    ("romanian", "romanian", "rospell (hunspell-ro)"),
])
async def test_rules_name_the_word_list_and_its_size(h: Harness, variant: str, lexicon: str,
                                                      source: str):
    words = dictionaries.describe(lexicon).words
    outs = await h.cmd("Ann", f"/rules {variant}")
    lang = load_ruleset(variant).language
    line = next(x for x in outs[0].text.splitlines() if source in x)
    if words is not None:  # built on this machine: its size, as the language writes it
        from babel.numbers import format_decimal
        assert format_decimal(words, locale=lang) in line, line


def test_word_list_line_in_every_language() -> None:
    rules = load_ruleset("english")
    cases = {
        "en": ("Source of the words: SCOWL (wamerican-huge), 1,001 words.", 1001),
        "pl": ("Źródło słów: SCOWL (wamerican-huge), 22 słowa.", 22),
        "ru": ("Источник слов: SCOWL (wamerican-huge), 21 слово.", 21),
        "bg": ("Източник на думите: SCOWL (wamerican-huge), 1 дума.", 1),
        "sk": ("Zdroj slov: SCOWL (wamerican-huge), 5 slov.", 5),
        "ro": ("Sursa cuvintelor: SCOWL (wamerican-huge), 20 de cuvinte.", 20),
    }
    for lang, (line, n) in cases.items():
        text = rule_texts.rules_text(lang, rules, ("SCOWL", "wamerican-huge", n),
                                     undo=undo_windows(rules))
        assert line in text.splitlines(), (lang, text)
    # a list not built on this machine: its source alone
    text = rule_texts.rules_text("pl", rules, ("SJP.pl", "wpolish", None),
                                 undo=undo_windows(rules))
    assert "Źródło słów: SJP.pl (wpolish)." in text.splitlines()


def test_describe_reads_the_size_from_the_compiled_header(tmp_path: Path) -> None:
    info = dictionaries.describe("polish", tmp_path)  # nothing built there
    assert (info.source, info.package, info.words) == ("SJP.pl", "wpolish", None)
    with pytest.raises(KeyError):
        dictionaries.describe("klingon")


# ------------------------------------------------------------ 6: undo leaves the board

async def test_an_undo_request_posts_no_board_picture(h: Harness):
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    name, move = await play_first(h, "literaki")
    other = "Bob" if name == "Ann" else "Ann"
    outs = await h.cmd(name, f"/play {move}")
    assert chat(outs)[0].image is not None  # the move changed the board: its picture
    outs = await h.cmd(other, "/accept")
    outs = await h.cmd(name, "/undo")
    ask = chat(outs)
    assert "asks to take back" in ask[0].text or "undo" in ask[0].text.lower(), ask[0].text
    assert all(o.image is None for o in outs), [o.text for o in outs]
    assert ask[0].language == "en"  # the console words its vote hint in it
    # the answer that takes the move back changes the board: a picture again
    outs = await h.cmd(other, "/undo yes")
    assert "taken back" in texts(outs)
    assert chat(outs)[0].image is not None


# ------------------------------------------------------------ 10: "no winner" once

WINNER = {"en": "winner", "pl": "zwycięzc", "ru": "победител", "bg": "победител",
          "sk": "víťaz", "ro": "câștigător"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_an_agreed_end_says_no_winner_once(h: Harness, lang: str):
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    await h.cmd("Ann", "/end")
    outs = await h.cmd("Bob", "/end yes")
    end = "\n".join(o.text for o in chat(outs))
    assert end.lower().count(WINNER[lang]) == 1, end
    assert i18n.ending(lang, "abandoned_agreed") in end


# ------------------------------------------------------------ 1: a table's longer windows

async def make(tmp_path: Path, min_window: float = 0.0, seed: str | None = None,
               lexicons: bool = False) -> Harness:
    repo = await open_repository(tmp_path / "bot.db")
    clock = Clock()
    words = Words()
    seeds = (f"seed-{i}" for i in itertools.count(1))
    kw = {} if lexicons else {"lexicons": lambda _rid: words}
    svc = GameService(repo, clock=clock, seeds=(lambda: seed) if seed else (lambda: next(seeds)),
                      min_window=min_window, pictures=False, **kw)  # type: ignore[arg-type]
    return Harness(svc, repo, clock, words)


async def test_a_tables_minimum_window_holds_the_vote_open(tmp_path: Path):
    h = await make(tmp_path, min_window=60)
    try:
        await h.start("literaki", "Ann", "Bob", options="lang=en")
        name, move = await play_first(h, "literaki")
        outs = await h.cmd(name, f"/play {move}")
        assert "within 60 s" in texts(outs)
        h.clock.advance(11)  # the rule set's 10 s are over: the window is not
        assert await h.due() == []
        assert (await h.game()).pending is not None
        h.clock.advance(50)
        assert "stands" in texts(await h.due())
        # /rules at this table says so too
        rules = texts(await h.cmd("Ann", "/rules"))
        assert "within 60 s" in rules and "10 s" not in rules
    finally:
        await h.repo.close()


async def test_a_tables_minimum_window_gives_time_to_ask_for_an_undo(tmp_path: Path):
    h = await make(tmp_path, min_window=60)
    try:
        await h.start("literaki", "Ann", "Bob", options="lang=en")
        name, move = await play_first(h, "literaki")
        other = "Bob" if name == "Ann" else "Ann"
        await h.cmd(name, f"/play {move}")
        await h.cmd(other, "/accept")
        h.clock.advance(30)  # past the group chat's 10 s to ask
        outs = await h.cmd(name, "/undo")
        assert "within 60 s" in texts(outs) or "60 s" in texts(outs), texts(outs)
        h.clock.advance(30)  # the answer's window too
        assert await h.due() == []
        assert (await h.game()).undo_request is not None
    finally:
        await h.repo.close()


async def test_the_rule_sets_window_stays_without_a_minimum(tmp_path: Path):
    h = await make(tmp_path)
    try:
        await h.start("literaki", "Ann", "Bob", options="lang=en")
        name, move = await play_first(h, "literaki")
        outs = await h.cmd(name, f"/play {move}")
        assert "within 10 s" in texts(outs)
        h.clock.advance(11)
        assert "stands" in texts(await h.due())
        assert "within 10 s" in texts(await h.cmd("Ann", "/rules"))
    finally:
        await h.repo.close()


# ------------------------------------------------------------ 2: one rack message

def seed_where(ruleset: str, seats: list[tuple[str, int | None]], ok) -> str:  # type: ignore[no-untyped-def]
    rules = load_ruleset(ruleset)
    for i in range(500):
        if ok(Game(rules, f"s-{i}", seats)):
            return f"s-{i}"
    raise AssertionError("no such seed")


async def test_a_move_the_computer_accepts_at_once_sends_one_rack(tmp_path: Path):
    seed = seed_where("literaki", [(ANN, None), ("computer:1", None)],
                      lambda g: g.seats[g.turn].player == ANN)
    h = await make(tmp_path, seed=seed, lexicons=True)
    try:
        await h.cmd("Ann", "/new literaki lang=en vs computer strong")
        g = await h.game()
        assert g.seats[g.turn].player == ANN and not g.history
        best = players.best_moves(g, g.turn, 1, h.service.walkable("literaki"))[0]
        outs = await h.cmd("Ann", f"/play {best.notation}")
        assert "Computer (strong) accepts" in texts(outs), texts(outs)
        racks = [o for o in outs if o.private_to is not None and o.private_to.key == ANN]
        assert len(racks) == 1, [o.text for o in racks]
        # the one message tells the rack after the draw (full again)
        g = await h.game()
        shown = " ".join(g.seats[g.seat_of(ANN)].rack).replace("?", g.rules.blank_symbol)
        assert shown in racks[0].text
    finally:
        await h.repo.close()


async def test_a_preview_refusal_names_the_games_blank_symbol(h: Harness):
    """/preview words a refusal as /play does: the blanks a word lacks in the game's own
    symbol (Bulgarian "@"), not the engine's "?"."""
    await h.cmd("Ann", "/new bulgarian")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    g = await h.game()
    seat = g.seats[g.turn]
    name = seat.player.split(":")[1].capitalize()
    real = [t for t in seat.rack if t != "?"]
    blanks = len(seat.rack) - len(real)
    # lowercase letters are blanks in a mixed-case word: more than the rack has
    word = "".join(real[: blanks + 2]).lower() + real[-1]
    for command in ("/preview", "/play"):
        outs = await h.cmd(name, f"{command} 8H {word}")
        text = texts(outs)
        assert "@@" in text and "?" not in text, (command, text)


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "the word is valid."), ("pl", "słowo jest poprawne."), ("ru", "слово верное."),
    ("bg", "думата е валидна."), ("sk", "slovo je platné."), ("ro", "cuvântul este valid.")])
async def test_a_failed_challenge_of_one_word_says_the_word(h: Harness, lang: str, line: str):
    await h.cmd("Ann", f"/new english lang={lang}")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    name, move = await play_first(h, "english")
    await h.cmd(name, f"/play {move}")
    outs = await h.cmd("Bob" if name == "Ann" else "Ann", "/challenge")
    assert line in texts(outs), texts(outs)


async def test_a_team_game_does_not_start_with_a_team_nobody_joined(h: Harness):
    """erudit-home teams=3 with two players is not a three-team game: the start is
    refused as for unequal teams, and nothing starts."""
    await h.cmd("Ann", "/new erudit-home teams=3 lang=en")
    await h.cmd("Bob", "/join")
    outs = await h.cmd("Ann", "/start")
    assert "Teams must be of equal size." in texts(outs), texts(outs)
    assert "begins" not in texts(outs)
    await h.cmd("Cid", "/join")
    outs = await h.cmd("Ann", "/start")
    assert "begins" in texts(outs), texts(outs)
    assert len((await h.game()).seats) == 3


@pytest.mark.parametrize(("name", "variant"), [
    ("русский", "Эрудит"), ("russian", "Эрудит"), ("polski", "Scrabble (polski)"),
    ("română", "Scrabble (română)"), ("slovenský", "Scrabble"), ("български", "Скрабъл")])
async def test_a_rule_set_opens_by_its_languages_name(h: Harness, name: str, variant: str):
    outs = await h.cmd("Ann", f"/new {name}")
    assert variant in outs[0].text, outs[0].text
