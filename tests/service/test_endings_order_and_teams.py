"""Rules through the service: endings of home Erudit and of agreement games, the
creator's turn order, teams, an undo that must not reveal the word list, and the export
of a house-rule game."""

from __future__ import annotations

import io
import itertools
import json
from pathlib import Path

import aiosqlite
from conftest import Clock, Harness, Words, texts

from bot import i18n
from bot.service import GameService, rule_texts
from engine.movegen.tables import TrieLexicon
from engine.records.cli import main as replay_main
from engine.rules import load_ruleset
from storage import open_repository

RUSSIAN = "".join(load_ruleset("erudit-home").tileset.letters)
# Every two-letter "word": the move generator always finds a move.
OPEN_RU = TrieLexicon(a + b for a, b in itertools.product(RUSSIAN, repeat=2))


async def make(tmp_path: Path, lex: TrieLexicon, clock: Clock | None = None) -> Harness:
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=clock or Clock(), lexicons=lambda _r: lex, pictures=False,
                      seeds=lambda: next(seeds), walkers=lambda _r: None)
    return Harness(svc, repo, clock or Clock(), Words())


async def empty_the_bag(h: Harness, db: Path) -> None:
    """The stored game with its bag drawn empty (as a long game leaves it), behind the
    service's back (moving the version on, as every writer does: the service keeps the
    game in play at its version, bot/service/live.py)."""
    rec = await h.repo.latest_game(h.chat.key)
    assert rec is not None and rec.state is not None
    state = dict(rec.state, bag="")
    async with aiosqlite.connect(db) as conn:
        await conn.execute("UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
                           (json.dumps(state, ensure_ascii=False), rec.id))
        await conn.commit()


async def whose_turn(h: Harness) -> str:
    g = await h.game()
    return g.seats[g.turn].player.split(":")[1].capitalize()


# ------------------------------------------------------------------ endings
async def test_agreement_game_ends_after_a_round_of_passes(tmp_path: Path) -> None:
    """The bot used to ask the Russian word list whether anyone could move, so an
    agreement game ran on after every player had passed; the players decide."""
    h = await make(tmp_path, OPEN_RU)
    try:
        await h.cmd("Ann", "/new erudit-home target=0")
        await h.cmd("Bob", "/join")
        await h.cmd("Cid", "/join")
        await h.cmd("Ann", "/start")
        await empty_the_bag(h, tmp_path / "bot.db")
        assert (await h.game()).no_moves_hook is not None  # the service gives one
        for _ in range(3):
            await h.cmd(await whose_turn(h), "/pass")
        rec = await h.repo.latest_game(h.chat.key)
        assert rec is not None and rec.status == "over"
        result = await h.repo.result(rec.id)  # type: ignore[arg-type]
        assert result is not None and result.end_reason == "no_moves"
    finally:
        await h.repo.close()


async def test_auto_game_still_asks_the_word_list(tmp_path: Path) -> None:
    h = await make(tmp_path, OPEN_RU)
    try:
        await h.cmd("Ann", "/new erudit-home target=0 check=auto")
        await h.cmd("Bob", "/join")
        await h.cmd("Cid", "/join")
        await h.cmd("Ann", "/start")
        await empty_the_bag(h, tmp_path / "bot.db")
        for _ in range(6):
            await h.cmd(await whose_turn(h), "/pass")
        g = await h.game()
        assert not g.over and [t.kind for t in g.history] == ["pass"] * 6
    finally:
        await h.repo.close()


# ------------------------------------------------------------------ undo
async def test_undo_after_the_window_check_is_refused(h: Harness) -> None:
    """Literaki: the vote window (10 s) closes with the word list's check at the very
    moment the player's undo window (10 s) ends.  The check comes first (past deadlines
    fire before any command); the undo must then not take the move back, or its player
    learns that the words were good and plays them later.  (The reported "Sprawdzono: ...
    wszystko jest w słowniku" shown before an agreed undo.)"""
    await h.start("literaki", "Ann", "Bob")
    who, move, word = await h.playable(3)
    other = "Bob" if who == "Ann" else "Ann"
    await h.cmd(who, f"/play {move}")
    h.clock.advance(10)  # both windows end now
    outs = await h.cmd(who, "/undo")
    assert texts(outs) == "Tego ruchu nie można już cofnąć."
    await h.due()
    assert f"Sprawdzono: {word}" in texts(h.sent)
    await h.cmd(other, "/undo yes")
    g = await h.game()
    assert not g.board.is_empty() and g.undo_request is None
    assert "cofnięto" not in texts(h.sent)


async def test_a_check_ends_an_open_undo_request(h: Harness) -> None:
    """The undo was asked in time, then the other player checked the move: the check
    ends the request (the move stays) instead of letting an agreement follow it."""
    await h.start("literaki", "Ann", "Bob", "Cid")
    who, move, word = await h.playable(3)
    others = [n for n in ("Ann", "Bob", "Cid") if n != who]
    await h.cmd(who, f"/play {move}")
    await h.cmd(who, "/undo")
    assert (await h.game()).undo_request is not None
    outs = await h.cmd(others[0], "/challenge")  # "sprawdź": the word list decides
    assert f"Sprawdzono: {word}" in texts(outs)
    g = await h.game()
    assert g.undo_request is None and not g.board.is_empty()
    for name in others:
        await h.cmd(name, "/undo yes")
    assert not (await h.game()).board.is_empty()
    assert "cofnięto" not in texts(h.sent)


# ------------------------------------------------------------------ teams
async def test_four_on_four_and_the_lobby_full_at_the_tile_capacity(h: Harness) -> None:
    names = [f"P{i:02d}" for i in range(19)]
    await h.cmd(names[0], "/new erudit-home teams=2 lang=en")
    for n in names[1:18]:
        outs = await h.cmd(n, "/join")
        assert "joined" in texts(outs), texts(outs)
    # 130 tiles, 7-tile racks: 18 players (9 on 9), not 3 on 3.
    assert "The game is full (18 players)." in texts(await h.cmd(names[18], "/join"))
    for n in names[8:18]:
        await h.cmd(n, "/leave")
    outs = await h.cmd(names[0], "/start")  # 4 on 4
    assert "Teams:" in texts(outs)
    g = await h.game()
    assert len(g.seats) == 8 and len(g.sides) == 2
    assert all(len(g.side_seats(side)) == 4 for side in g.sides)


# ------------------------------------------------------------------ turn order
async def test_order_set_at_new(h: Harness) -> None:
    await h.cmd("Ann", "/new erudit order=Cid,Bob lang=en")
    await h.cmd("Bob", "/join")
    await h.cmd("Cid", "/join")
    outs = await h.cmd("Ann", "/start")
    assert "Order of play: Cid, Bob, Ann" in texts(outs)
    g = await h.game()
    assert [s.player for s in g.seats] == ["test:cid", "test:bob", "test:ann"]


async def test_order_command_in_the_lobby(h: Harness) -> None:
    await h.cmd("Ann", "/new erudit lang=en")
    await h.cmd("Bob", "/join")
    await h.cmd("Cid", "/join")
    assert "Only the game's creator" in texts(await h.cmd("Bob", "/order Bob, Ann"))
    assert "Dan has not joined this game." in texts(await h.cmd("Ann", "/order Dan, Ann"))
    assert "Write the order" in texts(await h.cmd("Ann", "/order"))
    outs = await h.cmd("Ann", "/order bob, cid")
    assert texts(outs) == "Order of play: Bob, Cid, Ann."
    outs = await h.cmd("Ann", "/start")
    g = await h.game()
    assert [s.player for s in g.seats] == ["test:bob", "test:cid", "test:ann"]
    assert "The game has already started." in texts(await h.cmd("Ann", "/order Ann"))


async def test_order_refused_where_the_rules_decide_it(h: Harness) -> None:
    outs = await h.cmd("Ann", "/new english order=Bob,Ann")
    assert "not set by its creator" in texts(outs)
    assert await h.repo.open_game(h.chat.key) is None
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    assert "not set by its creator" in texts(await h.cmd("Ann", "/order Bob, Ann"))
    await h.cmd("Ann", "/end")
    # A house rule that seats players in the given order lets the creator set it.
    await h.cmd("Ann", "/new english turn_order=join order=Bob,Ann")
    await h.cmd("Bob", "/join")
    await h.cmd("Ann", "/start")
    assert [s.player for s in (await h.game()).seats] == ["test:bob", "test:ann"]


def test_order_is_in_every_catalogue_and_the_help() -> None:
    for lang in i18n.LANGUAGES:
        assert "/order" in rule_texts.help_text(lang)
        assert i18n.command_description("order", "players", lang)
        assert "order=" in i18n.catalogue(lang).HELP
        for key in ("order_set", "order_usage", "order_creator_only", "order_unknown"):
            assert key in i18n.catalogue(lang).MESSAGES, (lang, key)


# ------------------------------------------------------------------ export
async def test_the_bots_export_of_a_house_rule_game_replays(h: Harness,
                                                             tmp_path: Path) -> None:
    """The reported case through /export: a Bulgarian game with racks of 8 and a move
    time limit; the record names its rules and replays with no mismatch."""
    await h.start("bulgarian", "Ann", "Bob", options="rack=8 time=45 lang=en")
    for _ in range(2):
        who, move, _ = await h.playable(8)
        g = await h.game()
        if g.board.is_empty():
            await h.cmd(who, f"/play {move}")
        else:
            await h.cmd(who, "/pass")
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end yes")
    (out,) = [o for o in await h.cmd("Ann", "/export") if o.file]
    assert out.file is not None
    text = out.file.decode("utf-8")
    assert "#rules bulgarian move_time_limit=45 rack_size=8" in text.splitlines()
    path = tmp_path / out.file_name
    path.write_bytes(out.file)
    stream_out, stream_err = io.StringIO(), io.StringIO()
    code = replay_main([str(path)], stream_out, stream_err)
    assert (code, stream_err.getvalue()) == (0, ""), stream_out.getvalue()
    assert stream_out.getvalue().startswith("final scores: ")
