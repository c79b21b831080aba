"""The console's hints: the ✅/❌ hint only under a vote that is open (the Rematch button
asks for /rematch), and a restart with only a lobby open says that a game is being set
up, who has joined, and how to start it."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any, cast

import pytest

from bot import i18n
from bot.console import CHAT, Console, run_console
from bot.protocol import Button, Outgoing

REMATCH = {"en": ("🔁 Rematch", "NAME"), "pl": ("🔁 Rewanż", "IMIĘ"),
           "ru": ("🔁 Реванш", "ИМЯ"), "bg": ("🔁 Реванш", "ИМЕ"),
           "sk": ("🔁 Odveta", "MENO"), "ro": ("🔁 Revanșă", "NUME")}


def delivered(out: Outgoing, tmp_path: Path) -> str:
    stream = io.StringIO()
    console = Console(cast(Any, None), tmp_path, cast(Any, None), stream=stream)
    asyncio.run(console.deliver([out]))
    return stream.getvalue()


@pytest.mark.parametrize("lang", list(REMATCH))
def test_the_rematch_button_hints_rematch_not_a_vote(tmp_path: Path, lang: str):
    label, name = REMATCH[lang]
    text = delivered(Outgoing("The end.", chat=CHAT, buttons=[Button(label, "rematch")],
                              language=lang), tmp_path)
    assert f"[{label}]  → {name}: /rematch" in text, text
    assert "✅" not in text and "❌" not in text


def test_buttons_taken_off_print_nothing(tmp_path: Path):
    # The console shows no buttons to take off: a closed vote adds no line.
    assert delivered(Outgoing("", chat=CHAT, closed=["m:1:0"]), tmp_path) == ""


def test_an_open_vote_keeps_its_hint(tmp_path: Path):
    buttons = [Button("✅ Yes", "undo_yes"), Button("❌ No", "undo_no")]
    text = delivered(Outgoing("Ann asks to take back...", chat=CHAT, buttons=buttons,
                              language="en"), tmp_path)
    assert "[✅ Yes | ❌ No]  → NAME: ✅ / NAME: ❌" in text


async def console(db: Path | None, out: Path, *lines: str) -> str:
    stdout = io.StringIO()
    await run_console(str(db) if db else None, str(out),
                      stdin=io.StringIO("".join(x + "\n" for x in lines)), stdout=stdout,
                      welcome=False)
    return stdout.getvalue()


async def test_the_end_of_a_console_game_hints_rematch(tmp_path: Path):
    text = await console(None, tmp_path / "out", "Ann: /new english vs computer beginner",
                         "Ann: /resign", "Ann: /resign yes")
    assert "🔁 Rematch]  → NAME: /rematch" in text, text
    assert "NAME: ✅" not in text.split("🔁 Rematch", 1)[1]


@pytest.mark.parametrize(("lang", "first", "hint"), [
    ("en", "[chat] A game of English Scrabble is being set up here. Players (2): Ann, Bob.",
     "Join with /join (2–4 players), then /start."),
    ("pl", "[chat] Tu trwają zapisy do gry Scrabble (angielski). Gracze (2): Ann, Bob.",
     "Dołącz przez /join (2–4 graczy), potem /start."),
    ("ru", "[chat] Здесь идёт набор в игру «Скрабл (английский)». Игроки (2): Ann, Bob.",
     "Присоединяйтесь: /join (2–4 игрока), затем /start."),
    ("bg", "[chat] Тук се подготвя игра Скрабъл (английски). Играчи (2): Ann, Bob.",
     "Включете се с /join (2–4 играчи), после /start."),
    ("sk", "[chat] Tu sa pripravuje hra Scrabble po anglicky. Hráči (2): Ann, Bob.",
     "Pridajte sa cez /join (2–4 hráči), potom /start."),
    ("ro", "[chat] Aici se pregătește un joc Scrabble (engleză). Jucători (2): Ann, Bob.",
     "Intrați cu /join (2–4 jucători), apoi /start."),
])
async def test_a_restart_with_a_lobby_says_who_joined_and_how_to_start(
        tmp_path: Path, lang: str, first: str, hint: str):
    db, out = tmp_path / "bot.db", tmp_path / "out"
    await console(db, out, f"Ann: /new english lang={lang}", "Bob: /join")
    text = await console(db, out)  # the restart: no line typed yet
    lines = text.splitlines()
    assert lines[0] == first, text
    assert lines[1].strip() == hint, text
    # and the lobby goes on from there
    assert i18n.variant_name(lang, "english", "") in await console(db, out, "Bob: /start")


async def test_a_restart_with_a_team_lobby_names_the_teams(tmp_path: Path):
    db, out = tmp_path / "bot.db", tmp_path / "out"
    await console(db, out, "Ann: /new english teams=2", "Bob: /join 2", "Ann: /addbot easy")
    first = (await console(db, out)).splitlines()[0]
    assert first.startswith("[chat] A game of English Scrabble is being set up here. "
                            "Players (3): Ann (team 1), Bob (team 2), "), first


@pytest.mark.parametrize("lang", list(REMATCH))
def test_a_questions_command_buttons_are_printed_with_their_commands(tmp_path: Path,
                                                                     lang: str) -> None:
    """/resign asks "Tap the button or type /resign yes": the console printed no button
    (a command button was taken for a numbered choice the text lists)."""
    name = REMATCH[lang][1]
    text = delivered(Outgoing("Resign?", chat=CHAT, language=lang, buttons=[
        Button("🏳 Resign", command="resign yes", chat=CHAT)]), tmp_path)
    assert f"[🏳 Resign]  → {name}: /resign yes" in text, text
    text = delivered(Outgoing("End?", chat=CHAT, language=lang, buttons=[
        Button("Yes", command="end yes", chat=CHAT), Button("No", command="end no", chat=CHAT)]),
        tmp_path)
    assert f"[Yes | No]  → {name}: /end yes / {name}: /end no" in text, text


def test_numbered_choices_the_text_lists_print_no_buttons(tmp_path: Path) -> None:
    buttons = [Button("8H CAT (10)", command="play 1", chat=CHAT),
               Button("8G CAT (10)", command="play 2", chat=CHAT)]
    text = delivered(Outgoing("1. 8H CAT (10)\n2. 8G CAT (10)", chat=CHAT, buttons=buttons,
                              language="en"), tmp_path)
    assert "[8H" not in text and "→" not in text, text


async def test_the_resign_question_prints_its_button(tmp_path: Path):
    text = await console(None, tmp_path / "out", "Ann: /new english vs computer beginner",
                         "Ann: /resign")
    asked = next(line for line in text.splitlines() if "/resign yes" in line
                 and "Resign from this game?" in line)
    after = text.split(asked, 1)[1].splitlines()[1]
    assert after.strip() == "[" + i18n.t("en", "button_resign") + "]  → NAME: /resign yes", text


@pytest.mark.parametrize("lang", list(REMATCH))
async def test_a_questions_buttons_use_the_words_its_text_names(tmp_path: Path,
                                                                lang: str) -> None:
    """A newcomer read "/end да или /end не" above "ИМЕ: /end yes / ИМЕ: /end no": the
    buttons' commands carry the answer words the text names, in every language, and the
    service takes them (the English ones too)."""
    yes, no = i18n.answer_words(lang)
    name = REMATCH[lang][1]
    text = await console(None, tmp_path / "out", f"Ann: /new english lang={lang}",
                         "Bob: /join", "Ann: /start", "Ann: /end")
    asked = next(line for line in text.splitlines()
                 if line.startswith("[chat]") and f"/end {yes}" in line and f"/end {no}" in line)
    after = text.split(asked, 1)[1].splitlines()[1]
    assert after.endswith(f"→ {name}: /end {yes} / {name}: /end {no}"), (asked, after)
    assert "/end yes" not in after or lang == "en"
    text = await console(None, tmp_path / "out2", f"Ann: /new english lang={lang}",
                         "Bob: /join", "Ann: /start", "Ann: /resign", f"Ann: /resign {yes}")
    asked = next(line for line in text.splitlines() if f"/resign {yes}" in line)
    after = text.split(asked, 1)[1].splitlines()[1]
    assert after.endswith(f"→ {name}: /resign {yes}"), (asked, after)
    assert i18n.t(lang, "game_over_text").split("{")[0] in text  # the localized yes took


def test_plain_answers_for_the_platforms_button_data() -> None:
    assert i18n.plain_answer("end да") == "end yes" and i18n.plain_answer("end нет") == "end no"
    assert i18n.plain_answer("resign áno") == "resign yes"
    assert i18n.plain_answer("end nu") == "end no" and i18n.plain_answer("end tak") == "end yes"
    assert i18n.plain_answer("play 2") == "play 2" and i18n.plain_answer("end yes") == "end yes"
