"""The help panel's lines as the server words them for the rule set (the page judges no
rule): touch and keyboard both, shuffle, pass and exchange everywhere, the doubt where the
players doubt, the undo where the rules allow it, the WYM squares where the board has
them; in every language.  The doubt's question says what it costs; the exchange's counts
its tiles."""

from __future__ import annotations

import json

import pytest
from board_harness import Board, seats

from bot import i18n
from bot.web import view
from engine.rules import load_ruleset


def help_of(lang: str, ruleset: str, **overrides: object) -> list[str]:
    rules = load_ruleset(ruleset)
    if overrides:
        rules = rules.with_overrides(**overrides)
    return view._help(lang, rules)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_help_speaks_of_touch_and_keys_and_every_button(lang: str) -> None:
    words = view.strings(lang)
    lines = help_of(lang, "english")
    assert len(lines) == 11, lines
    # Tile first, square first (a line each), then the keyboard's way on a line of its own.
    assert lines[:3] == [i18n.t_table(lang, "WEB", k)
                         for k in ("help_place", "help_arrow", "help_keys")], lines
    assert "Enter" in lines[2] and "Enter" not in lines[0] + lines[1], lines
    assert words["recall"] in lines[3]
    assert "⇄" in lines[4]
    assert words["exchange"] in lines[5]
    assert words["pass"] in lines[6]
    assert words["challenge"] in lines[8]
    # the box's other button, before its doubt
    assert lines[8].startswith(i18n.t_table(lang, "WEB", "help_accept", accept=words["accept"]))
    assert words["accept"] in lines[8]
    # the marks on the players' cards, and the phone's ⤢
    assert lines[9:] == [i18n.t_table(lang, "WEB", k) for k in ("help_marks", "help_zoom")]
    assert "▪" in lines[9] and "⤢" in lines[10]
    assert not any("{" in x for x in lines), lines
    # English has no undo by consent, nor WYM squares: no line of theirs.
    assert not any(x.startswith(i18n.t_table(lang, "WEB", "help_undo", undo=words["undo"],
                                             n=10)[:12]) for x in lines), lines


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_literaki_adds_the_undo_and_its_4s_and_wym_squares(lang: str) -> None:
    """The 4S squares (their arrows → and ↓) were explained nowhere in the help: they
    are, as the board labels them, just before the WYM squares."""
    words = view.strings(lang)
    lines = help_of(lang, "literaki")
    assert len(lines) == 14, lines
    assert words["check"] in lines[8] and words["accept"] in lines[8]
    assert lines[9] == i18n.t_table(lang, "WEB", "help_undo", undo=words["undo"],
                                    n=round(load_ruleset("literaki").undo_ask_window))
    assert lines[10] == i18n.t_table(lang, "WEB", "help_quad", label=words["premium_QW"])
    assert words["premium_QW"] in lines[10] and "→" in lines[10] and "↓" in lines[10]
    assert "×4" in lines[10]
    assert lines[11] == i18n.t_table(lang, "RULES", "wym", n=load_ruleset("literaki").wym_min_bag)
    assert not any(words["premium_QW"] in x for x in help_of(lang, "english"))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_erudit_home_says_its_premiums_its_blanks_value_and_the_swap(lang: str) -> None:
    """Newcomer new35a #27: erudit-home's help read as plain Erudit's, with nothing of
    premiums that count every time, a blank that scores its letter, or the swap."""
    rules = load_ruleset("erudit-home")
    lines = help_of(lang, "erudit-home")
    assert i18n.t_table(lang, "RULES", "premiums_every") in lines
    assert i18n.t_table(lang, "RULES", "blank_letter", sym=rules.blank_symbol) in lines
    assert i18n.t_table(lang, "WEB", "help_swap") in lines
    plain = help_of(lang, "erudit")
    assert i18n.t_table(lang, "WEB", "help_swap") not in plain
    assert i18n.t_table(lang, "RULES", "premiums_every") not in plain


def test_no_doubt_line_where_the_dictionary_checks() -> None:
    lines = help_of("sk", "slovak")
    assert load_ruleset("slovak").word_check == "auto"
    assert len(lines) == 10 and not any(view.strings("sk")["reject"] in x for x in lines)
    assert not any(view.strings("sk")["accept"] in x for x in lines)
    agreement = help_of("ru", "erudit", word_check="agreement")
    assert view.strings("ru")["reject"] in agreement[8], agreement


@pytest.mark.parametrize(
    "ruleset, options, cost, helped",
    [
        ("english", "check=challenge", "cost_challenge_now", "help_cost_challenge_two"),
        ("literaki", "", "cost_vote", "cost_vote"),
        ("erudit", "check=agreement", "cost_agreement", "cost_agreement"),
    ],
)
async def test_the_doubts_question_says_what_it_costs(
    b: Board, ruleset: str, options: str, cost: str, helped: str
) -> None:
    """The page asks before a doubt goes, in the server's words: whose move, and what the
    doubt costs the one who makes it in this rule set (a lost turn, or nothing); the
    help says what it costs in this game at any moment (two players: the turn one is
    on, as the question says)."""
    game = await b.start(ruleset, options=options)
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    pending = (await b.state(sessions[other]))["pending"]
    lang = (await b.state(sessions[other]))["lang"]
    assert pending is not None and pending["may_vote"], pending
    text = pending["confirm"]
    assert text.endswith(i18n.t_table(lang, "WEB", cost)), text
    assert mover in text and text != i18n.t_table(lang, "WEB", cost), text
    # The help says the same of the doubt.
    assert any(
        i18n.t_table(lang, "WEB", helped) in x for x in (await b.state(sessions[other]))["help"]
    )


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_failed_challenge_costs_this_turn_to_the_one_to_move(b: Board, lang: str) -> None:
    """Three players, a move waiting for a challenge: the next player is already to move
    (the game passes a failed challenge's lost turn straight on: 'loses this turn'), the
    third would lose their next turn; each is told so in the question, as the engine
    decides it (``Game.failed_challenge_cost``), and the help says both, whenever read."""
    game = await b.start("english", "Ann", "Bob", "Cid", options=f"check=challenge lang={lang}")
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob", "Cid")}
    state = await b.state(sessions["Ann"])
    names = [p["name"] for p in state["players"]]
    first = state["turn"]["seat"]
    mover, after, third = (names[(first + k) % 3] for k in range(3))
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    now = i18n.t_table(lang, "WEB", "cost_challenge_now")
    later = i18n.t_table(lang, "WEB", "cost_challenge")
    both = i18n.t_table(lang, "WEB", "help_cost_challenge_any")
    assert len({now, later, both}) == 3
    for who, cost in ((after, now), (third, later)):
        seen = await b.state(sessions[who])
        assert seen["turn"]["seat"] == names.index(after), seen["turn"]
        assert seen["pending"]["confirm"].endswith(cost), (who, seen["pending"]["confirm"])
        assert any(x.endswith(both) for x in seen["help"]), (who, seen["help"])
    # And so it goes: the one to move challenges a good move and loses this very turn.
    assert (await b.act(sessions[after], {"action": "challenge"}))["ok"]
    seen = await b.state(sessions[after])
    assert seen["turn"]["seat"] == names.index(third), seen["turn"]
    assert seen["history"][-1]["kind"] == "lost_turn", seen["history"][-1]
    # No move waits now: the help says the same.
    assert any(x.endswith(both) for x in seen["help"]), seen["help"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_a_challenge_of_the_move_that_ends_the_game_costs_no_turn(b: Board,
                                                                        lang: str) -> None:
    """The move that goes out with the bag empty ends the game if it stands: the doubt's
    question says a failed challenge ends the game, not that it loses a turn (the
    engine's ``ChallengeCost.NOTHING``)."""
    game_id = await b.start("english", options=f"check=challenge lang={lang}")
    sessions, mover, other = await seats(b, game_id)
    game = await b.service.game_for_chat(b.chat)
    assert game is not None
    seat = game.turn  # to go out with two tiles, behind the service's back
    game.bag.tiles = []
    game.seats[seat].rack = game.seats[seat].rack[:2]
    await b.repo.db.execute("UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
                            (json.dumps(game.to_json(), ensure_ascii=False), game_id))
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    pending = (await b.state(sessions[other]))["pending"]
    assert pending["confirm"].endswith(i18n.t_table(lang, "WEB", "cost_challenge_last")), pending


@pytest.mark.parametrize(
    "lang, one, two, five",
    [
        ("en", "Exchange 1 tile?", "Exchange 2 tiles?", "Exchange 5 tiles?"),
        ("pl", "Wymienić 1 płytkę?", "Wymienić 2 płytki?", "Wymienić 5 płytek?"),
        ("ru", "Обменять 1 фишку?", "Обменять 2 фишки?", "Обменять 5 фишек?"),
        ("sk", "Vymeniť 1 kameň?", "Vymeniť 2 kamene?", "Vymeniť 5 kameňov?"),
        ("bg", "Да смените ли 1 плочка?", "Да смените ли 2 плочки?", "Да смените ли 5 плочки?"),
        ("ro", "Schimbați 1 piesă?", "Schimbați 2 piese?", "Schimbați 5 piese?"),
    ],
)
def test_the_exchanges_question_counts_its_tiles(lang: str, one: str, two: str, five: str) -> None:
    asked = view._exchange_confirm(lang, load_ruleset("english"))
    assert sorted(asked, key=int) == [str(n) for n in range(1, 8)]
    assert asked["1"].startswith(one) and asked["2"].startswith(two), asked
    assert asked["5"].startswith(five), asked
    assert asked["1"].endswith(i18n.t_table(lang, "WEB", "exchange_confirm", n=1).split("? ", 1)[1])


async def test_the_bulgarian_question_names_the_move_before_its_player(b: Board) -> None:
    """"Да оспорите ли хода 8H АБ на Ann?", not "хода на Ann 8H АБ"; the vote's box says
    the move may be challenged "докато следващият играч не направи ход"."""
    game = await b.start("bulgarian", options="check=challenge")
    sessions, mover, other = await seats(b, game)
    tiles, word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    pending = (await b.state(sessions[other]))["pending"]
    assert pending["confirm"].startswith(f"Да оспорите ли хода 8H {word} на {mover}?"), pending
    assert pending["text"].endswith("докато следващият играч не направи ход."), pending


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("ruleset", ["english", "literaki"])
async def test_a_spectator_gets_a_help_of_their_own(b: Board, lang: str, ruleset: str) -> None:
    """Someone watching (no seat) is told what they see and that they cannot play, vote or
    doubt: not how to put tiles down, exchange, pass, challenge or resign, none of which
    is theirs.  The board's WYM squares, the cards' marks and the ⤢ as a player's help."""
    game = await b.start(ruleset, options=f"lang={lang}")
    watcher = await b.state(await b.session(game, None))
    player = await b.state(await b.session(game, "Ann"))
    lines = watcher["help"]
    words = view.strings(lang)
    expected = [i18n.t_table(lang, "WEB", "help_watch_no_clock"),  # (no clocks in this game)
                i18n.t_table(lang, "WEB", "help_watch_only"),
                i18n.t_table(lang, "WEB", "help_watch_unseen", unseen=words["unseen"])]
    if ruleset == "literaki":  # (the 4S squares, then the WYM squares)
        expected.append(i18n.t_table(lang, "WEB", "help_quad", label=words["premium_QW"]))
        expected.append(i18n.t_table(lang, "RULES", "wym",
                                     n=load_ruleset("literaki").wym_min_bag))
    expected += [i18n.t_table(lang, "WEB", k) for k in ("help_marks", "help_zoom")]
    assert lines == expected, lines
    assert words["unseen"] in lines[2]
    assert watcher["help_keys"] is None and lines[watcher["help_zoom"]] == expected[-1]
    # None of the player's lines: placing, the buttons of a move, resigning.
    assert not set(lines) & set(player["help"][:9]), lines
    assert player["help"][0] == i18n.t_table(lang, "WEB", "help_place")
    assert player["help_keys"] == view.HELP_KEYS
    assert not any("{" in x for x in lines), lines


# Words of a challenge (a doubt of a move) and of a clock, as each language's spectator
# help says them.
_DOUBT = {"en": "challenge", "bg": "оспорва", "pl": "sprawdza", "ru": "оспарива",
          "sk": "napáda", "ro": "contest"}
_CLOCK = {"en": "clock", "bg": "часовни", "pl": "zegar", "ru": "часы", "sk": "hodiny",
          "ro": "ceas"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("options", ["check=auto", "check=challenge", "check=auto clock=20m",
                                     "check=challenge time=60"])
async def test_a_spectators_help_names_only_what_the_game_has(b: Board, lang: str,
                                                              options: str) -> None:
    """A newcomer watching a game the dictionary checked by itself, with no clocks, read
    that they could not challenge and that the clocks changed live: the spectator's help
    names a challenge only where the players challenge, and the clocks only where the game
    has any (a game clock, a move's time limit)."""
    game = await b.start("english", options=f"lang={lang} {options}")
    watcher = await b.state(await b.session(game, None))
    said = " ".join(watcher["help"][:2]).lower()
    assert (_DOUBT[lang] in said) == ("check=challenge" in options), said
    assert (_CLOCK[lang] in said) == ("clock=" in options or "time=" in options), said
