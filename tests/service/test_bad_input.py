"""Bad input of every kind gets a clear message and changes nothing in the database."""

from __future__ import annotations

import pytest
from conftest import Harness, texts, user

from bot import i18n
from bot.protocol import ChatRef, Vote
from engine.errors import MoveError


async def started(h: Harness) -> tuple[str, str]:
    g = await h.start("english", "Ann", "Bob")
    who = g.seats[g.turn].player.split(":")[1].capitalize()
    return who, ("Bob" if who == "Ann" else "Ann")


CASES = [
    ("{who}", "/frobnicate", "don't know the command"),
    ("{who}", "/play X WORD", "not a coordinate"),
    ("{who}", "/play 8H", "Write a move"),
    ("{who}", "/play 8H QQQQQQQ", "don't have"),
    ("{other}", "/play 8H AB", "not your turn"),
    ("Zed", "/play 8H AB", "not playing"),
    ("Zed", "/challenge", "not playing"),
    ("{other}", "/challenge", "no move to challenge"),
    ("{who}", "/accept", "no move to challenge"),
    ("{who}", "/exchange", "Name the tiles"),
    ("{who}", "/exchange ZZZZZZZZ", "don't have"),
    ("{who}", "/new english", "already a game"),
    ("{who}", "/join", "already started"),
    ("{who}", "/leave", "running"),
    ("Bob", "/end", "who opened this game"),
    ("{who}", "/play " + "A" * 5000, "too long"),
    ("{who}", "/play 8H \x00\x01\x02", "can't read"),
    ("{who}", "/play 8H \udcff", "can't read"),
    ("{who}", "/undo", "don't allow"),
    ("{who}", "/undo maybe", "/undo yes"),
    ("{who}", "/check word", "don't say"),
    ("{who}", "/swap F3", "/swap SQUARE"),
    ("{who}", "/hint", "off"),
    ("{who}", "/addbot", "once the game has started"),
    ("{who}", "/export", "when the game is over"),
    ("{who}", "/rules nonsense", "don't know the variant"),
]


@pytest.mark.parametrize(("who", "text", "expect"), CASES)
async def test_refused_and_nothing_changes(h: Harness, who: str, text: str, expect: str):
    w, o = await started(h)
    before = await h.repo.table_dump()
    game_before = (await h.game()).to_json()
    outs = await h.cmd(who.format(who=w, other=o), text)
    assert len(outs) == 1 and expect in outs[0].text, outs[0].text
    if expect == "don't have":  # it tells of the rack: to the player alone (issue 13, 10)
        assert outs[0].private_to == user(who.format(who=w, other=o)) and outs[0].chat is None
    else:
        assert outs[0].private_to is None
    assert outs[0].ephemeral_ok
    assert await h.repo.table_dump() == before
    assert (await h.game()).to_json() == game_before


@pytest.mark.parametrize(("text", "expect"), [
    ("/new", "Start a game with /new"),
    ("/new chess", "don't know the variant"),
    ("/new english colour=red", "don't know the option"),
    ("/new english rack", "key=value"),
    ("/new english rack=99", "does not fit"),
    ("/new english check=vote", "allows the word check"),
    ("/new english lang=xx", "does not fit"),
    ("/new english time=forever", "does not fit"),
    ("/start", "no game"),
    ("/play 8H AB", "no game"),
])
async def test_before_a_game(h: Harness, text: str, expect: str):
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", text)
    assert len(outs) == 1 and expect in outs[0].text, outs[0].text
    assert await h.repo.table_dump() == before


async def test_group_only_in_private(h: Harness):
    dm = ChatRef("test", "dm-ann", is_group=False)
    outs = await h.cmd("Ann", "/new english", chat=dm)
    assert "group chat" in outs[0].text
    assert (await h.repo.table_dump())["games"] == []


async def test_votes_refused(h: Harness):
    who, other = await started(h)
    _, move, _ = await h.playable(2)
    outs = await h.cmd(who, f"/play {move}")
    ref = outs[0].ref
    assert ref is not None
    before = await h.repo.table_dump()
    for voter, kind, expect in [(who, "accept", "own move"), ("Zed", "challenge", "not playing"),
                                (other, "undo_yes", "over")]:
        outs = await h.vote(voter, ref, kind)
        assert expect in outs[0].text and outs[0].private_to is not None
    # A reaction on a message the service never sent: ignored.
    assert await h.service.vote(Vote(h.chat, user(other), "nope", "accept")) == []
    assert await h.repo.table_dump() == before
    await h.cmd(other, "/accept")
    before = await h.repo.table_dump()
    outs = await h.vote(other, ref, "accept")  # twice
    assert "over" in outs[0].text or "already" in outs[0].text
    assert await h.repo.table_dump() == before


async def test_bots_are_ignored(h: Harness):
    assert await h.cmd(user("Robo", is_bot=True), "/new english") == []


@pytest.mark.parametrize(("text", "said"), [
    # a rack of none divided by zero inside the engine: the command failed
    ("/new literaki rack=0", "Wartość „0” nie pasuje do opcji rack=: przyjmuje ona liczbę "
                             "całkowitą od 2 do 9."),
    # alone at most one player: a lobby that could never start
    ("/new erudit-home players_max_solo=1", "Значение «1» не подходит для опции players_max_solo="),
    ("/new english scoreless_turns_end=0", "does not fit the option scoreless_turns_end="),
])
async def test_a_house_rule_the_engine_refuses_is_told_in_the_games_language(
        h: Harness, text: str, said: str):
    outs = await h.cmd("Ann", text)
    assert said in "\n".join(o.text for o in outs)
    assert await h.repo.open_game(h.chat.key) is None


# ------------------------------------------------- issue 24, robustness: odd digits, long words
@pytest.mark.parametrize("digit", ["²", "①", "⁸", "🄂", "⒏"])
async def test_play_with_a_digit_int_cannot_read_is_refused_in_the_games_language(
        h: Harness, digit: str):
    """``/play ²`` (and ①, ⁸, 🄂, ⒏: ``isdigit`` says yes, ``int`` says no) raised
    ValueError; now it is a move that cannot be read, said in the game's language, and
    nothing changes; the same at the coordinate."""
    g = await h.start("polish", "Ann", "Bob")
    who = g.seats[g.turn].player.split(":")[1].capitalize()
    before = await h.repo.table_dump()
    for text in (f"/play {digit}", f"/play {digit} H AB", f"/play {digit}H AB"):
        outs = await h.cmd(who, text)
        said = "\n".join(o.text for o in outs)
        assert len(outs) == 1, said
        assert "Ruch zapisz" in said or "współrzędn" in said, said
    assert await h.repo.table_dump() == before


@pytest.mark.parametrize("text", ["/top {w}", "/top global {w}", "/new {w}", "/rules {w}",
                                  "/stats {w}"])
@pytest.mark.parametrize("word", ["a" * 250, "ж" * 250])
async def test_top_with_a_250_character_word_is_refused_clearly(h: Harness, text: str,
                                                                word: str):
    before = await h.repo.table_dump()
    outs = await h.cmd("Ann", text.format(w=word))  # raised OSError: File name too long
    assert len(outs) == 1 and outs[0].text, outs
    assert await h.repo.table_dump() == before


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_word_the_list_refuses_says_the_move_is_refused_and_the_turn_stays(
        h: Harness, lang: str) -> None:
    """Erudit checks every word as it is played: "/play 8H ЕЕ" got "Нет в словаре: ЕЕ."
    only, not that the move was refused and the turn is still the player's."""
    await h.start("erudit", "Ivan", "Oleg", options=f"lang={lang}")
    who, move, word = await h.playable(2)
    h.words.discard(word)
    text = texts(await h.cmd(who, f"/play {move}"))
    assert text == i18n.error(lang, MoveError("unknown_word", words=word, n=1)), text
    assert {"en": "Move refused", "ru": "Ход не принят", "pl": "Ruch odrzucony",
            "bg": "Ходът не е приет", "sk": "Ťah nebol prijatý",
            "ro": "Mutarea nu a fost acceptată"}[lang] in text, text
    assert {"en": "still your turn", "ru": "Ход по-прежнему ваш", "pl": "Nadal jest Twój ruch",
            "bg": "Все още сте на ход", "sk": "Stále ste na ťahu",
            "ro": "E în continuare rândul dvs"}[lang] in text, text
    g = await h.game()
    assert g.seats[g.turn].player == f"test:{who.lower()}" and g.board.is_empty()
