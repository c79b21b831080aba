"""The action log and the history as rows (storage/logs.py), on both backends: the game's
row holds the state without its log and its history lines, each command appends its own
actions and lines, and replaying the rows rebuilds exactly the state the repository
returns; an old SQLite database (the log and the history inside the state) is migrated."""

from __future__ import annotations

import json
import sqlite3

import pytest
from conftest import Words, user

from bot.protocol import ChatRef, Command, ServiceUnavailable
from bot.service import GameService
from engine.game import Game
from storage import Repository, open_database

CHAT = ChatRef("test", "g1", is_group=True)


@pytest.fixture(params=["sqlite", "postgres"])
def target(request, tmp_path) -> str:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        return str(tmp_path / "bot.db")
    return str(request.getfixturevalue("pg_url"))


async def turn_rows(repo: Repository, game_id: int) -> list[tuple]:  # type: ignore[type-arg]
    dump = await repo.table_dump()  # type: ignore[attr-defined]
    return [tuple(r) for r in dump["turns"] if r[0] == game_id]


async def raw_state(repo: Repository, game_id: int) -> str:
    dump = await repo.table_dump()  # type: ignore[attr-defined]
    return next(str(r[8]) for r in dump["games"] if r[0] == game_id)


def replay(state: dict, log: list) -> dict:  # type: ignore[type-arg]
    header = {k: state[k] for k in ("version", "rules", "overrides", "seed", "players")}
    return Game.replay(header, log).to_json()


async def test_the_log_is_rows_and_replays_to_the_stored_state(target: str):
    words = Words()
    repo = await open_database(target)
    seeds = iter(f"seed-{i}" for i in range(100))
    svc = GameService(repo, lexicons=lambda _r: words, seeds=lambda: next(seeds),
                      pictures=False)
    try:
        await svc.handle(Command(CHAT, user("Ann"), "new", "english scoreless_turns_end=200"))
        await svc.handle(Command(CHAT, user("Bob"), "join"))
        await svc.handle(Command(CHAT, user("Ann"), "start"))
        for _ in range(3):  # a word, then passes, each by the player on turn
            g = await svc.game_for_chat(CHAT)
            assert g is not None
            who = g.seats[g.turn].player.split(":")[1].capitalize()
            rack = [t for t in g.seats[g.turn].rack if t != "?"]
            if not g.history:
                words.add("".join(rack[:2]))
                outs = await svc.handle(Command(CHAT, user(who), "play",
                                                f"8H {''.join(rack[:2])}"))
                await svc.handle(Command(CHAT, user("Ann" if who == "Bob" else "Bob"),
                                         "accept"))
            else:
                outs = await svc.handle(Command(CHAT, user(who), "pass"))
            assert not outs[0].ephemeral_ok, outs[0].text
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.id is not None and rec.state is not None
        rows_before = len(await repo.moves(rec.id, include_undone=True))
        raw = json.loads(await raw_state(repo, rec.id))
        assert "log" not in raw and raw["history"] == len(rec.state["history"]) >= 3
        turns_before = await turn_rows(repo, rec.id)
        assert [json.loads(r[2]) for r in turns_before] == rec.state["history"]
        # One more command appends its one action and its one line, and rewrites no
        # earlier row.
        g = Game.from_json(rec.state)
        who = g.seats[g.turn].player.split(":")[1].capitalize()
        await svc.handle(Command(CHAT, user(who), "pass"))
        assert len(await repo.moves(rec.id, include_undone=True)) == rows_before + 1
        turns_after = await turn_rows(repo, rec.id)
        assert turns_after[:-1] == turns_before and len(turns_after) == len(turns_before) + 1
    finally:
        await repo.close()
    # A fresh repository (no log kept in memory) reads the log from the rows.
    repo = await open_database(target)
    try:
        rec = await repo.open_game(CHAT.key)
        assert rec is not None and rec.id is not None and rec.state is not None
        log = await repo.moves(rec.id)
        assert rec.state["log"] == log and len(log) >= 4
        assert replay(rec.state, log) == rec.state
    finally:
        await repo.close()


async def test_an_old_database_with_the_log_inside_the_state_is_migrated(tmp_path):
    """Before 0004 the state held its log; before 0005 its history too."""
    path = tmp_path / "old.db"
    words = Words()
    # A real game, then turned back into the shape the bot wrote before 0002: the log
    # inside the state (as well as in its rows), 0002 not applied.
    repo = await open_database(path)
    svc = GameService(repo, lexicons=lambda _r: words, seeds=lambda: "seed-1",
                      pictures=False)
    await svc.handle(Command(CHAT, user("Ann"), "new", "english scoreless_turns_end=200"))
    await svc.handle(Command(CHAT, user("Bob"), "join"))
    await svc.handle(Command(CHAT, user("Ann"), "start"))
    for _ in range(3):
        g = await svc.game_for_chat(CHAT)
        assert g is not None
        await svc.handle(Command(CHAT, user(g.seats[g.turn].player.split(":")[1]), "pass"))
    rec = await repo.open_game(CHAT.key)
    await repo.close()
    assert rec is not None and rec.state is not None
    con = sqlite3.connect(path)
    con.execute("UPDATE games SET state=? WHERE id=?", (json.dumps(rec.state), rec.id))
    con.execute("DELETE FROM schema_migrations WHERE name IN "
                "('0004_log_as_rows.sql', '0005_history_as_rows.sql')")
    con.execute("DROP TABLE turns")
    con.commit()
    con.close()
    repo = await open_database(path)
    svc = GameService(repo, lexicons=lambda _r: words, pictures=False)
    try:
        con = sqlite3.connect(path)
        (state_text,) = con.execute("SELECT state FROM games WHERE id=?", (rec.id,)).fetchone()
        con.close()
        assert "log" not in json.loads(state_text)
        assert json.loads(state_text)["history"] == len(rec.state["history"]) == 3
        again = await repo.open_game(CHAT.key)
        assert again is not None and again.state == rec.state and len(rec.state["log"]) == 3
        # The migrated game plays on: its next line is appended to the migrated ones.
        g = Game.from_json(again.state)
        await svc.handle(Command(CHAT, user(g.seats[g.turn].player.split(":")[1]), "pass"))
        assert again.id is not None
        assert [r[1] for r in await turn_rows(repo, again.id)] == [0, 1, 2, 3]
    finally:
        await repo.close()


async def test_two_processes_on_one_database_see_each_others_turns(target: str):
    """Each service keeps the games in play at their version (bot/service/live.py): a
    turn taken by another process moves the version on, so the next command reads it
    rather than acting on the game it kept; a refused command changes nothing kept."""
    words = Words()
    repos = [await open_database(target), await open_database(target)]
    svcs = [GameService(r, lexicons=lambda _r: words, seeds=lambda: "seed-7", pictures=False)
            for r in repos]
    try:
        await svcs[0].handle(Command(CHAT, user("Ann"), "new",
                                     "english scoreless_turns_end=200"))
        await svcs[1].handle(Command(CHAT, user("Bob"), "join"))
        await svcs[0].handle(Command(CHAT, user("Ann"), "start"))
        for i in range(6):
            svc = svcs[i % 2]
            g = await svc.game_for_chat(CHAT)
            assert g is not None
            on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
            other = "Ann" if on_turn == "Bob" else "Bob"
            refused = await svc.handle(Command(CHAT, user(other), "pass"))  # not their turn
            assert refused[0].ephemeral_ok
            outs = await svc.handle(Command(CHAT, user(on_turn), "pass"))
            assert not outs[0].ephemeral_ok, outs[0].text
        for svc in svcs:
            g = await svc.game_for_chat(CHAT)
            assert g is not None and [t.kind for t in g.history] == ["pass"] * 6
        rec = await repos[1].open_game(CHAT.key)
        assert rec is not None and rec.id is not None and rec.state is not None
        assert [json.loads(r[2]) for r in await turn_rows(repos[1], rec.id)] == \
            rec.state["history"]
        assert replay(rec.state, await repos[0].moves(rec.id)) == rec.state
    finally:
        for r in repos:
            await r.close()


async def test_a_lost_commit_on_the_kept_lists_leaves_the_next_command_right(target: str):
    """The committing command appends to the lists the repository keeps (no copies):
    one whose commit fails leaves nothing of itself readable, on either backend."""
    repo = await open_database(target)
    svc = GameService(repo, lexicons=lambda _r: Words(), seeds=lambda: "seed-lost",
                      pictures=False)
    real = repo.commit

    async def lost(write):  # type: ignore[no-untyped-def]
        raise ConnectionError("the server went away")

    try:
        await svc.handle(Command(CHAT, user("Ann"), "new", "english scoreless_turns_end=200"))
        await svc.handle(Command(CHAT, user("Bob"), "join"))
        await svc.handle(Command(CHAT, user("Ann"), "start"))
        for _ in range(3):
            g = await svc.game_for_chat(CHAT)
            assert g is not None
            await svc.handle(Command(CHAT, user(g.seats[g.turn].player.split(":")[1]), "pass"))
        before = await repo.open_game(CHAT.key)
        assert before is not None and before.state is not None and before.id is not None
        log, history = list(before.state["log"]), list(before.state["history"])
        who = user(Game.from_json(before.state).seats[before.state["turn"]].player.split(":")[1])
        repo.commit = lost  # type: ignore[method-assign]
        # In the adapters' terms (bot.protocol): the database did not answer.
        with pytest.raises(ServiceUnavailable) as lost_commit:
            await svc.handle(Command(CHAT, who, "pass"))
        assert isinstance(lost_commit.value.__cause__, ConnectionError)
        repo.commit = real  # type: ignore[method-assign]
        again = await repo.open_game(CHAT.key)
        assert again is not None and again.state is not None
        assert (again.state["log"], again.state["history"]) == (log, history)
        outs = await svc.handle(Command(CHAT, who, "pass"))  # still their turn
        assert not outs[0].ephemeral_ok, outs[0].text
        after = await repo.open_game(CHAT.key)
        assert after is not None and after.state is not None
        assert after.state["log"] == await repo.moves(before.id)
        assert len(after.state["log"]) == len(log) + 1
        assert replay(after.state, after.state["log"]) == after.state
        rows = await turn_rows(repo, before.id)
        assert [json.loads(r[2]) for r in rows] == after.state["history"]
    finally:
        await repo.close()
