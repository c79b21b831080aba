"""Issue 16: every message in the chat's language (before any game, after the game, with
/lang), /history and /score after the end, the lobby's limits and house rules."""

from __future__ import annotations

from conftest import GROUP, Harness, texts, user

from bot.protocol import ChatRef
from bot.service import show
from bot.service.context import Ctx
from engine.state import Turn


async def test_new_refused_in_the_language_of_the_rule_set_it_asks_for(h: Harness):
    outs = await h.cmd("Ola", "/new literaki foo=bar")
    assert outs[0].text.startswith("Nie znam opcji „foo”"), outs[0].text
    outs = await h.cmd("Ola", "/new literaki foo=bar lang=en")
    assert outs[0].text.startswith("I don't know the option"), outs[0].text


async def test_after_the_game_the_chat_keeps_its_language(h: Harness):
    await h.start("literaki", "Ola", "Jan")
    who, move, _ = await h.playable(2)
    outs = await h.cmd(who, f"/play {move}")
    ref = outs[0].ref
    assert ref is not None
    await h.cmd("Ola", "/end")
    await h.cmd("Jan", "/end yes")  # the other player agrees: the game is over
    # A vote on the game's last message, a command with no game, an unknown command.
    outs = await h.vote("Jan" if who == "Ola" else "Ola", ref, "accept")
    assert outs and outs[0].text == "To głosowanie już się skończyło.", texts(outs)
    outs = await h.cmd("Ann", "/start")  # a moment after the end: that game is over
    assert outs[0].text.startswith("Gra już się zakończyła."), outs[0].text
    outs = await h.cmd("Ann", "/nosuch")
    assert outs[0].text.startswith("Nie znam polecenia /nosuch"), outs[0].text


async def test_rules_without_a_game_in_the_chat_language(h: Harness):
    await h.cmd("Ola", "/new erudit")
    await h.cmd("Ola", "/end")  # a lobby closed: the chat speaks Russian from now on
    outs = await h.cmd("Ann", "/rules")
    text = outs[0].text
    assert text.startswith("Варианты:"), text
    assert "проверка слов: автоматическая, игроков: 2–4" in text, text
    assert "slovak: Скрабл (словацкий) — проверка слов: автоматическая, игроков: 2\n" in text
    outs = await h.cmd("Ann", "/rules literaki")  # in the chat's language, not Polish
    assert outs[0].text.startswith("Правила: Литераки (Literaki)\n"), outs[0].text
    assert "Gracze" not in outs[0].text


async def test_a_new_chat_hears_rules_in_the_rule_sets_language(h: Harness):
    outs = await h.cmd("Ann", "/rules literaki")
    assert "Gracze" in outs[0].text or "Kolejność" in outs[0].text, outs[0].text


async def test_lang_is_for_admins_and_sets_the_chat_language(h: Harness):
    outs = await h.cmd("Ann", "/lang")
    assert outs[0].text.startswith("This chat speaks English. A chat admin changes it")
    outs = await h.cmd("Ann", "/lang bg")
    assert outs[0].text == "Only a chat admin can change the chat's language."
    boss = user("Boss", is_admin=True)
    outs = await h.cmd(boss, "/lang xx")
    assert outs[0].text.startswith('I don\'t speak "xx"')
    outs = await h.cmd(boss, "/lang bg")
    assert outs[0].text == "Отсега нататък в този чат говоря на български."
    outs = await h.cmd("Ann", "/start")
    assert outs[0].text.startswith("В този чат няма игра"), outs[0].text
    outs = await h.cmd("Ann", "/help")
    assert "Останалите пишат /join" in outs[0].text
    # Another chat is not touched.
    other = ChatRef("test", "g2", is_group=True)
    outs = await h.cmd("Ann", "/start", chat=other)
    assert outs[0].text.startswith("There is no game in this chat"), outs[0].text


async def test_lang_during_a_game_changes_the_game_and_the_chat(h: Harness):
    await h.start("english", "Ann", "Bob")
    boss = user("Boss", is_admin=True)
    outs = await h.cmd(boss, "/lang pl")
    assert outs[0].text == "Od teraz mówię na tym czacie po polsku."
    outs = await h.cmd("Ann", "/score")
    assert outs[0].text.startswith("Wynik:"), outs[0].text
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end tak")
    outs = await h.cmd("Ann", "/join")
    assert outs[0].text.startswith("Gra już się zakończyła."), outs[0].text


async def test_opening_a_game_sets_the_chat_language(h: Harness):
    boss = user("Boss", is_admin=True)
    await h.cmd(boss, "/lang ru")
    await h.cmd("Ola", "/new literaki")
    await h.cmd("Ola", "/end")
    outs = await h.cmd("Ann", "/start")
    assert outs[0].text.startswith("Na tym czacie nie ma gry"), outs[0].text
    assert await h.repo.chat_language(GROUP.key) == "pl"


async def test_history_and_score_after_the_end_until_a_new_game_starts(h: Harness):
    await h.start("english", "Ann", "Bob")
    who, move, word = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(other, "/accept")
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end yes")
    outs = await h.cmd("Bob", "/history")
    assert outs[0].text.startswith("Moves:\n1. "), outs[0].text
    assert word in outs[0].text
    outs = await h.cmd("Bob", "/score")
    assert outs[0].text.startswith(
        "Game over (abandoned by agreement). Final score:"), outs[0].text
    assert outs[0].text.lower().count("no winner") == 1  # said once, not in the reason too
    # A lobby is not a game yet: the last one still answers.
    await h.cmd("Bob", "/new english")
    outs = await h.cmd("Ann", "/history")
    assert outs[0].text.startswith("Moves:\n1. "), outs[0].text
    await h.cmd("Ann", "/join")
    await h.cmd("Bob", "/start")
    outs = await h.cmd("Ann", "/history")
    assert outs[0].text == "No moves yet.", outs[0].text


async def test_history_with_no_game_ever(h: Harness):
    outs = await h.cmd("Ann", "/history")
    assert outs[0].text.startswith("There is no game in this chat"), outs[0].text
    await h.cmd("Ann", "/new english")
    outs = await h.cmd("Ann", "/score")
    assert outs[0].text.startswith("The game has not started yet"), outs[0].text


async def test_new_while_your_own_lobby_is_open_says_how_to_close_it(h: Harness):
    await h.cmd("Ann", "/new english")
    outs = await h.cmd("Ann", "/new polish")
    assert outs[0].text == ("Your game is already open in this chat: /end closes it, then "
                            "/new opens another.")
    outs = await h.cmd("Bob", "/new polish")
    assert outs[0].text.startswith("There is already a game in this chat")


async def test_lobby_lists_every_house_rule(h: Harness):
    outs = await h.cmd("Ann", "/new english teams=2 target=300 time=60 clock=20m hints=on")
    text = outs[0].text
    assert ("Also: 2 teams; target 300; 60 s per move; clock 20 min each; hints on."
            in text), text


async def test_erudit_home_lobby_without_teams_shows_and_keeps_its_limit(h: Harness):
    outs = await h.cmd("P1", "/new erudit-home")
    assert "(2–5 игроков)" in outs[0].text or "2–5" in outs[0].text, outs[0].text
    for name in ("P2", "P3", "P4", "P5"):
        await h.cmd(name, "/join")
    outs = await h.cmd("P6", "/join")
    assert outs[0].text.startswith("Мест нет (5 игроков)"), outs[0].text
    outs = await h.cmd("P1", "/start")
    assert "начинается" in outs[0].text, outs[0].text


async def test_option_errors_name_the_value_the_option_and_its_range(h: Harness):
    outs = await h.cmd("Ann", "/new english rack=abc")
    assert outs[0].text == ('The value "abc" does not fit the option rack=: it takes a whole '
                            'number from 2 to 9.')
    outs = await h.cmd("Ann", "/new english time=forever")
    assert outs[0].text.startswith('The value "forever" does not fit the option time=: it '
                                   'takes a time from 0 to 604800 seconds')
    outs = await h.cmd("Ann", "/new english colour=red")
    assert "hints=" in outs[0].text and "undo=" in outs[0].text


async def test_bulgarian_whole_rack_bonus_shows_times_three(h: Harness):
    await h.start("bulgarian", "Ana", "Boris")
    rec = await h.repo.open_game(GROUP.key)
    game = await h.game()
    ctx = Ctx(h.service, GROUP, None, 0.0, "bg", rec, game)
    turn = Turn(seat=0, kind="place", move="8H ЖАБАТА", score=3 * 20, words=[("ЖАБАТА", 20)],
                total=60)
    line = show.turn_line(ctx, turn)
    assert "(ЖАБАТА 20, всички плочки ×3)" in line, line
