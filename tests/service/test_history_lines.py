"""/history as a record of the past, and the web board's moves list worded from the same
lines: a move a challenge took off the board says so and names no total it never reached
(the side's total stayed where it was); a lost turn says, in the past, who lost a turn
and why.  A real service on real SQLite, the test's own word list."""

from __future__ import annotations

import pytest
from conftest import Harness, texts

from bot import i18n
from bot.service.meta import GameMeta
from bot.web import view


async def history(h: Harness, who: str = "Ann") -> list[str]:
    return (await h.cmd(who, "/history"))[0].text.split("\n")[1:]


async def web_lines(h: Harness) -> list[dict]:  # type: ignore[type-arg]
    game = await h.game()
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    ctx = view.context(h.service, rec, game, GameMeta.from_dict(rec.meta), h.clock())
    return view.history_lines(ctx, game)


async def challenged_off(h: Harness, lang: str = "en") -> tuple[str, str, str]:
    """The first player's move, not in the word list, challenged off: (mover, challenger,
    the move)."""
    game = await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    seat = game.seats[game.turn]
    mover = seat.player.split(":")[1].capitalize()
    other = "Bob" if mover == "Ann" else "Ann"
    word = "".join(t for t in seat.rack if t != "?")[:3]
    await h.cmd(mover, f"/play 8H {word}")
    await h.cmd(other, "/challenge")
    game = await h.game()
    assert [t.kind for t in game.history] == ["place", "withdrawn"], game.history
    return mover, other, f"8H {word}"


async def test_a_move_taken_off_names_no_total_it_never_reached(h: Harness) -> None:
    mover, other, move = await challenged_off(h)
    game = await h.game()
    score = game.history[0].score
    assert score > 0 and game.scores[game.seats[game.history[0].seat].side] == 0
    lines = await history(h)
    # One entry: the move, then that it was taken off (said once, in the past: "8H RUNTLE
    # is taken off the board" beside "Bob lost a turn" mixed the tenses; a Literaki
    # /history gave the taking off a number of its own, as if it were a move).
    assert lines == [f"1. {mover}: {move} for {score} {'point' if score == 1 else 'points'}. "
                     f"It was taken off the board (challenged by {other}) and scored "
                     "nothing."], lines
    assert "Total" not in lines[0]
    # The web board's list: a line per step of its replay, the move's line struck through.
    web = await web_lines(h)
    assert web[0]["text"] == lines[0].split(". ", 1)[1].split(" It was")[0]
    assert web[1]["text"].startswith(f"{mover}: {move} was taken off the board"), web
    assert [x["withdrawn"] for x in web] == [True, False]


# What the entry says of a move taken off, said once (a Bulgarian /history said twice
# that ТРОФЕ was taken off the board).
OFF = {"en": "taken off the board", "pl": "Zdjęto go z planszy", "ru": "снят с доски",
       "bg": "свален от дъската", "sk": "odstránený z dosky", "ro": "scoasă de pe tablă"}


@pytest.mark.parametrize("lang", list(OFF))
async def test_a_move_taken_off_in_every_language(h: Harness, lang: str) -> None:
    await challenged_off(h, lang)
    lines = await history(h)
    assert len(lines) == 1 and lines[0].startswith("1. ") and ": 8H " in lines[0], lines
    move, off = lines[0].split(OFF[lang])[0], lines[0].count(OFF[lang])
    assert off == 1, lines
    assert not any(w in move for w in ("Razem", "Всего", "Общо", "Spolu", "Total")), lines


LOST = {
    "en": "{name} lost a turn: the challenge of {word} failed (the word is valid).",
    "pl": "{name}: strata kolejki, bo sprawdzenie słowa {word} nie powiodło się (jest poprawne).",
    "ru": "{name}: пропуск хода, потому что оспаривание слова {word} не удалось (слово верное).",
    "bg": "{name} загуби ход: оспорването на думата {word} не успя (валидна е).",
    "sk": "{name}: strata ťahu, lebo námietka proti slovu {word} neuspela (je platné).",
    "ro": "{name} a pierdut o tură: contestarea cuvântului {word} a eșuat (este valid).",
}


@pytest.mark.parametrize("lang", list(LOST))
async def test_a_lost_turn_says_in_the_past_who_lost_it_and_why(h: Harness, lang: str) -> None:
    """Two players: the one to move challenges a good word and loses that very turn;
    /history and the web list both tell it afterwards, in the past, with the word."""
    await h.start("english", "Ann", "Bob", options=f"lang={lang}")
    mover, move, word = await h.playable()
    other = "Bob" if mover == "Ann" else "Ann"
    await h.cmd(mover, f"/play {move}")
    await h.cmd(other, "/challenge")
    game = await h.game()
    assert [t.kind for t in game.history] == ["place", "lost_turn"], game.history
    lines = await history(h)
    assert lines[1] == "2. " + LOST[lang].format(name=other, word=word), lines
    assert [x["text"] for x in await web_lines(h)] == [x.split(". ", 1)[1] for x in lines]


async def test_a_next_turn_lost_is_told_on_its_own_line_with_the_challenge(h: Harness) -> None:
    """Three players: the third challenges a good word while the second is to move; the
    turn lost is the third's next one, two lines on, and it names that challenge."""
    game = await h.start("english", "Ann", "Bob", "Cy")
    names = [s.player.split(":")[1].capitalize() for s in game.seats]
    first = game.turn
    mover, after, third = (names[(first + k) % 3] for k in range(3))
    _, move, word = await h.playable()
    await h.cmd(mover, f"/play {move}")
    await h.cmd(third, "/challenge")
    await h.cmd(after, "/pass")
    game = await h.game()
    assert [t.kind for t in game.history] == ["place", "pass", "lost_turn"], game.history
    lines = await history(h)
    assert lines[2] == f"3. {third} lost a turn: the challenge of {word} failed " \
        "(the word is valid).", lines
    assert [x["text"] for x in await web_lines(h)] == [x.split(". ", 1)[1] for x in lines]


async def test_a_failed_challenge_says_what_it_costs_at_once(h: Harness) -> None:
    """A newcomer's finding: Bob (not next to move, three players) failed a challenge; the
    chat said only that the word is valid, and "Bob loses this turn." came a move later.
    The failure says the cost at once, from the engine's one fact (``challenge_cost``):
    the next turn lost with three players, this very turn with two."""
    game = await h.start("english", "Ann", "Bob", "Cy")
    names = [s.player.split(":")[1].capitalize() for s in game.seats]
    first = game.turn
    mover, after, third = (names[(first + k) % 3] for k in range(3))
    _, move, word = await h.playable()
    await h.cmd(mover, f"/play {move}")
    said = texts(await h.cmd(third, "/challenge"))
    assert f"The challenge by {third} failed: the word is valid." in said, said
    assert f"{third} will lose their next turn." in said, said
    assert f"{third} loses this turn" not in said, said  # not yet: it comes later
    later = texts(await h.cmd(after, "/pass"))
    # ... with its reason, as /history says it: a move later, the chat has moved on
    assert f"{third} loses this turn: the challenge of {word} failed (the word is " \
        "valid)." in later, later


async def test_a_failed_challenge_of_the_one_to_move_costs_this_turn_said_once(
        h: Harness) -> None:
    await h.start("english", "Ann", "Bob", options="lang=bg")
    mover, move, _ = await h.playable()
    other = "Bob" if mover == "Ann" else "Ann"
    await h.cmd(mover, f"/play {move}")
    said = texts(await h.cmd(other, "/challenge"))
    assert f"Оспорването на {other} не успя: думата е валидна." in said, said
    assert said.count(f"{other} губи този ход.") == 1, said  # at once, and once
    assert "следващия си ход" not in said


CHALLENGED_OFF = {
    "en": "{mover}: {move} was taken off the board (challenged by {other}); ",
    "bg": "{mover}: ходът {move} е свален от дъската (оспорен от {other}); ",
    "pl": "{mover}: ruch {move} zdjęto z planszy (sprawdzenie: {other}); ",
    "ru": "{mover}: ход {move} снят с доски (оспаривание: {other}); ",
    "sk": "{mover}: ťah {move} bol odstránený z dosky (námietka: {other}); ",
    "ro": "{mover}: mutarea {move} a fost scoasă de pe tablă (contestație: {other}); ",
}


@pytest.mark.parametrize("lang", list(CHALLENGED_OFF))
async def test_history_names_who_challenged_a_move_off(h: Harness, lang: str) -> None:
    """/history never named who made a successful challenge: the taken-off line names the
    challenger (the log holds it), in /history's entry of the move and in the web board's
    list."""
    mover, other, move = await challenged_off(h, lang)
    (entry,) = await history(h)
    assert entry.endswith(" " + i18n.t(lang, "history_off_challenged", challenger=other)), entry
    want = CHALLENGED_OFF[lang].format(mover=mover, other=other, move=move)
    assert (await web_lines(h))[1]["text"].startswith(want)


async def test_a_literaki_move_checked_off_is_part_of_its_entry(h: Harness) -> None:
    """"4. Ruch K8 (Ś)COWA gracza Bartek zdjęto z planszy…" had a number of its own, as
    if it were a move: it is told in the move's entry, and the entries after it are
    numbered on with no gap, as the recap numbers them."""
    from bot.service.show import entry_numbers

    game = await h.start("literaki", "Ania", "Bartek")
    seat = game.seats[game.turn]
    mover = seat.player.split(":")[1].capitalize()
    other = "Bartek" if mover == "Ania" else "Ania"
    word = "".join(t for t in seat.rack if t != "?")[:3]
    await h.cmd(mover, f"/play 8H {word}")
    await h.cmd(other, "/challenge")  # (a check: the word is not in the test's list)
    game = await h.game()
    assert [t.kind for t in game.history] == ["place", "withdrawn"], game.history
    who, move, _ = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    await h.cmd(mover if who == other else other, "/accept")
    lines = await history(h)
    assert [ln.split(". ", 1)[0] for ln in lines] == ["1", "2"], lines
    assert lines[0].endswith(" Zdjęto go z planszy, bez punktów."), lines
    assert lines[0].count(word) == 1 and "gracza" not in lines[0], lines
    assert entry_numbers(await h.game())[:3] == [1, 1, 2]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_the_turn_lost_later_says_which_challenge_it_pays_for(h: Harness,
                                                                     lang: str) -> None:
    """"Bob loses this turn." a move after Bob's challenge failed said no why: the line
    names the challenge, as /history does, with no word that says Bob's gender."""
    game = await h.start("english", "Ann", "Bob", "Cy", options=f"lang={lang}")
    names = [s.player.split(":")[1].capitalize() for s in game.seats]
    mover, after, third = (names[(game.turn + k) % 3] for k in range(3))
    _, move, word = await h.playable()
    await h.cmd(mover, f"/play {move}")
    said = texts(await h.cmd(third, "/challenge"))
    later = texts(await h.cmd(after, "/pass"))
    line = i18n.t(lang, "turn_lost_challenge", name=third, words=word, n=1)
    assert line in later and line not in said, later
    assert word in line and line != i18n.t(lang, "turn_lost", name=third)
