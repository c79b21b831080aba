"""What players meet around their moves: the first-move hint, readable moves, the draw
note, advice in agreement mode only after a doubt, who voted, verdicts before their
effects, exchanges left, the end of the game."""

from __future__ import annotations

import pytest
from conftest import GROUP, Harness, texts

from bot import i18n
from bot.protocol import Outgoing
from bot.service import show
from bot.service.context import Ctx
from engine.game import Game
from engine.rules import load_ruleset
from engine.state import Termination


def private(outs: list[Outgoing], name: str) -> str:
    return "\n".join(o.text for o in outs if o.private_to and o.private_to.name == name)


def chat(outs: list[Outgoing]) -> str:
    return "\n".join(o.text for o in outs if o.chat is not None and o.private_to is None)


async def test_first_move_hint_names_the_real_start_square(h: Harness):
    await h.cmd("Ola", "/new literaki")
    await h.cmd("Jan", "/join")
    outs = await h.cmd("Ola", "/start")
    text = chat(outs)
    assert "pole startowe I8" in text and "/play 8I SŁOWO" in text and "/play I8" in text
    assert "8H" not in text


async def test_draw_note_only_to_the_player_while_the_move_waits(h: Harness):
    await h.start("english", "Ann", "Bob")
    who, move, word = await h.playable(3)
    outs = await h.cmd(who, f"/play {move}")
    assert "You draw 3 tiles when the move stands." in private(outs, who)
    assert "You draw" not in chat(outs)
    other = "Bob" if who == "Ann" else "Ann"
    outs = await h.cmd(other, "/accept")
    assert f"{other} accepts 8H {word}." in chat(outs)  # who voted, by name
    assert "You draw" not in texts(outs)  # the move stands: the rack is full again


async def test_no_draw_note_when_words_are_checked_at_once(h: Harness):
    await h.start("english", "Ann", "Bob", options="check=auto")
    who, move, _ = await h.playable(3)
    outs = await h.cmd(who, f"/play {move}")
    assert "You draw" not in texts(outs)
    outs = await h.cmd(who, "/challenge")
    assert "there is nothing to challenge" in texts(outs)


async def test_agreement_advice_only_after_the_first_doubt(h: Harness):
    await h.start("english", "Ann", "Bob", "Cid", options="check=agreement")
    g = await h.game()
    who = g.seats[g.turn].player.split(":")[1].capitalize()
    word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:3]
    h.words.discard(word)  # the word list does not know it
    outs = await h.cmd(who, f"/play 8H {word}")
    assert "word list" not in chat(outs)  # no advice before anyone doubts
    others = [n for n in ("Ann", "Bob", "Cid") if n != who]
    assert "Ask once someone has voted against" in texts(await h.cmd(others[0], f"/check {word}"))
    outs = await h.cmd(others[0], "/challenge")
    text = chat(outs)
    assert text.startswith(f"{others[0]} votes against 8H {word}.")
    assert f"The word list, as advice (the players decide): {word} is not." in text
    # Once someone doubted, /check answers; the second vote brings no second advice.
    said = texts(await h.cmd(others[1], f"/check {word}"))
    assert f"{word} is not in the " in said and " word list." in said, said
    outs = await h.cmd(others[1], "/accept")
    assert "as advice" not in chat(outs)


async def test_advice_says_known_words_too(h: Harness):
    await h.start("english", "Ann", "Bob", options="check=agreement")
    who, move, word = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    other = "Bob" if who == "Ann" else "Ann"
    outs = await h.cmd(other, "/challenge")
    text = chat(outs)
    # The advice comes first, then what the vote did: two players, one against takes it back.
    assert text.index(f"{word} is in it") < text.index("taken off the board")


async def test_verdict_before_its_effect_and_the_move_read_with_board_letters(h: Harness):
    await h.start("english", "Ann", "Bob")
    who, move, word = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(who, f"/play {move}")
    g = await h.game()
    rack = [t for t in g.seats[g.turn].rack if t != "?"]
    # A word down through the first word's first letter: written with a dot.
    new = word[0] + rack[0]
    h.words.add(new)
    outs = await h.cmd(other, f"/play H8 .{rack[0]}")
    assert f"H8 ({word[0]}){rack[0]}" in chat(outs) and "." not in chat(outs).split(":")[1][:8]
    h.words.discard(new)
    outs = await h.cmd(who, "/challenge")
    text = chat(outs)
    assert text.index("Not in the word list") < text.index("taken off the board")
    assert f"H8 ({word[0]}){rack[0]}" in text


async def test_a_move_the_time_ran_out_on_says_so_and_names_its_word(h: Harness):
    """No one answered Ania's ZAD for 60 s: "Sprawdzono: ZAD — wszystko jest w słowniku."
    said neither that the time ran out (why the word list was asked) nor, for one word,
    "ZAD jest w słowniku"."""
    await h.start("literaki", "Ola", "Jan")
    who, move, word = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    h.clock.advance(600)
    text = chat(await h.due())
    lines = text.split("\n")
    assert lines[0] == "Czas na odpowiedź minął, więc decyduje słownik.", text
    assert lines[1] == f"Sprawdzono: {word} jest w słowniku.", text
    assert f"{who}: ruch przyjęty." in text and "wszystko" not in text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_check_says_one_word_two_or_all(lang: str):
    one = i18n.t(lang, "check_ok_one", words="ZAD")
    two = i18n.t(lang, "check_ok_two", words="ZAD, ZADY")
    many = i18n.t(lang, "check_ok", words="ZAD, ZADY, AD")
    assert len({one.replace("ZAD", ""), two.replace("ZAD, ZADY", ""),
                many.replace("ZAD, ZADY, AD", "")}) == 3
    assert {"en": "is in", "pl": "jest w", "ru": "есть в", "bg": "е в", "sk": "je v",
            "ro": "e în"}[lang] in one, one


async def test_polish_vote_mode_move_accepted_and_check_result(h: Harness):
    await h.start("literaki", "Ola", "Jan")
    who, move, word = await h.playable(2)
    other = "Jan" if who == "Ola" else "Ola"
    outs = await h.cmd(who, f"/play {move}")
    assert "Dobierzesz 2 płytki, gdy ruch zostanie przyjęty." in private(outs, who)
    outs = await h.cmd(other, "/challenge")
    text = chat(outs)
    assert f"Sprawdzono: {word} jest w słowniku." in text
    assert f"{who}: ruch przyjęty." in text
    assert text.index("Sprawdzono") < text.index("przyjęty")
    # What the failed check cost the checker, as the engine applied it: nothing (no lost
    # turn, no points); said, where a newcomer waited for a penalty.
    assert "Sprawdzenie nic nie kosztuje: ani punktów, ani kolejki." in text, text
    g = await h.game()
    seat = g.seat_of(f"test:{other.lower()}")
    assert g.scores[g.seats[seat].side] == 0 and not any(
        t.kind == "lost_turn" for t in g.history)
    assert g.turn == seat  # the checker plays next, as after any move


async def test_the_window_running_out_in_literaki_costs_no_one(h: Harness):
    """The check the window makes when no one answered is no one's: no cost said."""
    await h.start("literaki", "Ola", "Jan")
    who, move, _word = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    h.clock.advance(60)
    said = chat(await h.due())
    assert "Sprawdzono" in said and "nic nie kosztuje" not in said, said


async def test_exchanges_left_and_plural_in_literaki(h: Harness):
    g = await h.start("literaki", "Ola", "Jan")
    who = g.seats[g.turn].player.split(":")[1].capitalize()
    tile = next(t for t in g.seats[g.turn].rack if t != "?")
    outs = await h.cmd(who, f"/exchange {tile}")
    text = chat(outs)
    assert f"{who}: wymiana 1 płytki." in text
    assert f"{who}: zostały 2 wymiany." in text


async def test_blank_symbol_in_a_refused_exchange(h: Harness):
    await h.start("bulgarian", "Иван", "Мария")
    g = await h.game()
    who = h_name(g)
    outs = await h.cmd(who, "/exchange @@@@")
    assert "@" in texts(outs) and "?" not in texts(outs)


def h_name(g: Game) -> str:
    return g.seats[g.turn].player.split(":")[1].capitalize()


async def test_undo_sends_no_wym_note(h: Harness):
    await h.start("literaki", "Ola", "Jan", options="lang=en")
    who, move, _ = await h.playable(2)
    other = "Jan" if who == "Ola" else "Ola"
    await h.cmd(who, f"/play {move}")
    await h.cmd(other, "/accept")
    await h.cmd(who, "/undo")
    outs = await h.cmd(other, "/undo yes")
    assert f"{other} agrees to take the move back." in chat(outs)
    assert "taken back" in chat(outs)
    assert "WYM" not in private(outs, who)


def ended(lang: str, rid: str, final: dict[str, int], pre: dict[str, int]) -> str:
    """The end message of a game whose scores (by player) are ``final``, ``pre`` before
    the end adjustment."""
    game = Game(load_ruleset(rid), "s", [("test:ann", None), ("test:bob", None)])
    side = {s.player.split(":")[1]: s.side for s in game.seats}
    game.over, game.end_reason = True, Termination.OUT
    game.scores = {side[n]: v for n, v in final.items()}
    game.pre_adjustment = {side[n]: v for n, v in pre.items()}
    game.winners = game._winners()
    ctx = Ctx(None, GROUP, None, 0.0, lang, None, game)  # type: ignore[arg-type]
    return show.end_text(ctx)


def test_end_of_game_draw_and_bulgarian_tie_break():
    text = ended("en", "english", {"ann": 300, "bob": 300}, {"ann": 310, "bob": 290})
    assert "A draw: " in text and "ann" in text.split("A draw: ")[1]
    assert "bob" in text.split("A draw: ")[1] and "Winner" not in text
    text = ended("bg", "bulgarian", {"ann": 300, "bob": 300}, {"ann": 290, "bob": 310})
    assert "Победител: bob." in text
    assert "Равен резултат: печели bob" in text
    text = ended("bg", "bulgarian", {"ann": 301, "bob": 300}, {"ann": 301, "bob": 300})
    assert "Победител: ann." in text and "Равен" not in text


async def test_wym_square_tells_the_victim_privately(h: Harness):
    g = await h.start("literaki", "Ola", "Jan", options="lang=en")
    who = h_name(g)
    other = "Jan" if who == "Ola" else "Ola"
    word = "".join(t for t in g.seats[g.turn].rack if t != "?")[:5]
    assert len(word) == 5
    h.words.add(word)
    await h.cmd(who, f"/play I4 {word}")  # down from the WYM square I4 to the start I8
    before = (await h.game()).seats[1 - g.turn].rack
    outs = await h.cmd(other, "/accept")
    assert "A WYM square exchanged your tiles." in private(outs, other)
    assert "WYM" not in private(outs, who)
    assert (f"WYM square: {other} gets new tiles, and the old ones go back into the bag"
            in chat(outs))
    assert "WYM" not in chat(await h.cmd(who, "/score"))
    after = (await h.game()).seats[1 - g.turn].rack
    assert len(after) == len(before) == 7


@pytest.mark.parametrize("lang", ["sk", "en"])
async def test_a_move_the_bot_checked_is_not_said_to_stand(h: Harness, lang: str):
    """Slovak Scrabble checks every word as it is played (auto): "Bob: ťah je prijatý."
    after every move said nothing, as "The move by Bob stands." did in English (it is
    said where the move waited for the others, as in Literaki above)."""
    await h.start("slovak", "Ann", "Bob", options=f"lang={lang}")
    who, move, _ = await h.playable(2)
    text = chat(await h.cmd(who, f"/play {move}"))
    assert f"{who}: " in text
    assert i18n.t(lang, "move_stands", name=who) not in text, text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_the_first_blank_is_told_once(h: Harness, lang: str) -> None:
    """"Blank zastępuje A." / "Ania: 8I KRaM za 5 punktów." / "Mała litera to blank (?): a
    w ruchu 8I KRaM.": the blank told twice, in one message to the whole chat.  The game's
    first move with a blank has the line that explains the lowercase letter (everyone
    needs it, whoever typed the move); a later one the reader put a blank in keeps its
    "A blank stands for D.", since nothing else says it."""
    from test_pictures import on_turn, rig

    await h.start("english", "Ann", "Bob", options=f"check=auto lang={lang}")
    a, b = await on_turn(h)
    await rig(h, **{a: "CA?EEEE", b: "G?EEEEE"})
    h.words.update({"CAT", "DAG"})
    said = texts(await h.cmd(a, "/play 8H CAT"))  # (no T on the rack: the blank is it)
    g = await h.game()
    note = i18n.t(lang, "blank_lowercase", sym=g.rules.blank_symbol, letters="t",
                  move="8H CAt")
    assert note in said, said
    assert i18n.t(lang, "blanks_went", letters="T", n=1) not in said, said
    said = texts(await h.cmd(b, "/play I7 DAG"))  # (down through the A; no D on the rack)
    assert i18n.t(lang, "blanks_went", letters="D", n=1) in said, said
    assert "d(A)G" in said, said


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_the_first_blank_played_says_what_a_lowercase_letter_is(h: Harness,
                                                                     lang: str) -> None:
    """"Ann: 8H CAt for 4 points": a newcomer read the "t" as a typo.  The game's first
    move with a blank says once that a lowercase letter is a blank (the rack's symbol);
    a later one does not."""
    from test_pictures import on_turn, rig

    await h.start("english", "Ann", "Bob", options=f"check=auto lang={lang}")
    a, b = await on_turn(h)
    await rig(h, **{a: "CA?EEEE", b: "G?EEEEE"})
    h.words.update({"CAT", "DAG"})
    said = texts(await h.cmd(a, "/play 8H CAt"))
    g = await h.game()
    note = i18n.t(lang, "blank_lowercase", sym=g.rules.blank_symbol, letters="t",
                  move="8H CAt")
    assert note in said, said
    assert said.index("8H CAt") < said.index(note)
    said = texts(await h.cmd(b, "/play I7 dAG"))  # (down through the A)
    assert "d(A)G" in said, said
    assert i18n.t(lang, "blank_lowercase", sym=g.rules.blank_symbol, letters="d",
                  move="x").split(":")[0] not in said, said


async def test_a_private_answer_said_in_the_group_names_whom_it_answers(h: Harness):
    """"[chat] Wysłałem Ci nieznane płytki prywatnie.": in the group, "Ci" was no one.
    The player it answers is named first, in the nominative."""
    await h.start("literaki", "Ania", "Bartek")
    for command, key in (("/tiles", "tiles_sent"), ("/rack", "rack_sent")):
        said = chat(await h.cmd("Bartek", command))
        assert said == i18n.t("pl", key, name="Bartek"), said
        assert said.startswith("Bartek: wysłałem Ci "), said
    for lang in i18n.LANGUAGES:
        for key in ("tiles_sent", "rack_sent", "hint_sent", "hint_answered"):
            assert i18n.t(lang, key, name="Bartek").startswith("Bartek: "), (lang, key)
