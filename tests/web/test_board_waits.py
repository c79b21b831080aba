"""The pending box says in one sentence whom the move that waits is waiting for and what
they may do, in the words of the box's buttons, with the countdown (the chat's seconds are
the countdown's here).  A newcomer read on Literaki's box "Bob: ruch 8I DNO czeka na głosy.
Ostatni ruch (Bob) czeka na przyjęcie lub sprawdzenie: Ann może go przyjąć (✅) albo
sprawdzić (❌)": the same thing twice, the chat's ✅/❌ for the page's buttons, and "votes"
for an accept-or-check."""

from __future__ import annotations

import importlib

import pytest
from board_harness import Board, seats

from bot import i18n

LANGS = ("en", "bg", "pl", "ru", "sk", "ro")


@pytest.mark.parametrize("lang", LANGS)
async def test_the_pending_box_says_in_one_sentence_whom_the_move_waits_for(
        b: Board, lang: str) -> None:
    game = await b.start("literaki", "Ann", "Bob", options=f"lang={lang}")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    b.clock.t += 3
    template = i18n.lookup(lang, "WEB", "pending_can_vote") or ""
    head, tail = template.split("{move}")
    head, tail = i18n.fill(head, {"who": other, "n": 1}), i18n.fill(tail, {"mover": mover})
    for who in (mover, other):
        pending = (await b.state(sessions[who]))["pending"]
        text = pending["text"]
        assert "awaits" not in pending
        # who may accept or check whose move, said once, in one sentence
        assert text.startswith(head) and text.endswith(tail), (text, head, tail)
        assert text.count(".") == 1 and text.endswith("."), text
        assert "✅" not in text and "❌" not in text and "/" not in text, text
        assert not any(w in text.lower() for w in ("głos", "vote", "голос", "hlas", "vot")), text
        assert pending["closes_ms"] == 7000  # Literaki's 10 s, 3 of them gone


async def test_three_players_the_next_one_plays_after_the_decision(b: Board) -> None:
    """Newcomer new35b #21: in a Literaki game of three, once one had accepted, every page
    said the other "may accept or check the move ... until jana plays" (the challenge
    rule's words): jana cannot play while the move waits.  It says she plays then."""
    game = await b.start("literaki", "Ann", "Bob", "Cid", options="lang=en")
    sessions = {n: await b.session(game, n) for n in ("Ann", "Bob", "Cid")}
    state = await b.state(sessions["Ann"])
    names = [str(p["name"]) for p in state["players"]]
    mover = names[state["turn"]["seat"]]
    nxt = names[(names.index(mover) + 1) % 3]
    last = next(n for n in names if n not in (mover, nxt))
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    assert (await b.act(sessions[nxt], {"action": "accept"}))["ok"]
    for who in names:
        text = (await b.state(sessions[who]))["pending"]["text"]
        assert text == (f"{last} can accept or check the move {text.split('the move ')[1]}"
                        .split(";")[0] + f"; then {nxt} plays."), text
        assert f"by {mover}; then {nxt} plays." in text and "before" not in text, text


async def test_the_polish_box_in_the_buttons_words(b: Board) -> None:
    game = await b.start("literaki", "Ann", "Bob", options="lang=pl")
    sessions, mover, other = await seats(b, game)
    tiles, word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    text = (await b.state(sessions[other]))["pending"]["text"]
    assert text.startswith(f"{other} może przyjąć albo sprawdzić ruch "), text
    assert text.endswith(f" {word} ({mover})."), text


async def test_an_agreement_vote_says_accept_or_reject(b: Board) -> None:
    game = await b.start("english", "Ann", "Bob", options="check=agreement")
    sessions, mover, other = await seats(b, game)
    tiles, word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    text = (await b.state(sessions[other]))["pending"]["text"]
    assert text.startswith(f"{other} can accept or reject the move "), text
    assert text.endswith(f"{word} by {mover}."), text


async def test_a_challenge_where_the_next_player_may_play_on(b: Board) -> None:
    game = await b.start("english", "Ann", "Bob")
    sessions, mover, other = await seats(b, game)
    tiles, _word = await b.first_move(sessions[mover])
    assert (await b.act(sessions[mover], {"action": "play", "tiles": tiles}))["ok"]
    pending = (await b.state(sessions[other]))["pending"]
    assert pending["text"].endswith(" may be challenged until the next player moves."), pending
    assert pending["closes_ms"] is None


def _texts(lang: str) -> list[str]:
    module = importlib.import_module(f"bot.messages.{lang}")
    tables = [getattr(module, name) for name in dir(module) if name.isupper()]
    return [v for table in tables if isinstance(table, dict)
            for v in table.values() if isinstance(v, str)]


# Each language's one verb for the accept of a move that waits, and the others a
# catalogue once mixed in for it (Polish: przyjąć, zaakceptować and "Akceptuj" on one
# screen).
_ACCEPT_WOBBLE = {"pl": ("akcept",), "sk": ("akcept", "schvál"), "ru": ("одобр",),
                  "bg": ("одобр",), "ro": ("aprob", "confirmă"), "en": ("approve",)}


@pytest.mark.parametrize("lang", sorted(_ACCEPT_WOBBLE))
def test_one_verb_for_accepting_a_move(lang: str) -> None:
    """The badge, the box's sentence, its button, the rack's note and the chat name the
    accept with one verb (a newcomer met przyjąć, zaakceptować and Akceptuj for one
    action); the deciding player's badge is one word, not two verbs and a slash."""
    said = [x for x in _texts(lang) if any(w in x.lower() for w in _ACCEPT_WOBBLE[lang])]
    assert said == [], said
    assert "/" not in i18n.t_table(lang, "WEB", "chip_answering")
    if lang == "pl":
        assert i18n.t("pl", "button_accept") == "✅ Przyjmij"
        assert i18n.t_table("pl", "WEB", "chip_answering") == "decyduje"
