"""The repository contract, on both backends: SQLite on a real file in tmp_path, and
PostgreSQL on the session's real server (tests/pg_server.py; skipped only where no
PostgreSQL binaries exist)."""

from __future__ import annotations

import asyncio

import pytest

from storage import (
    DeadlineRecord,
    GameExists,
    GameRecord,
    Repository,
    SeatRecord,
    SqliteRepository,
    VersionConflict,
    VoteRecord,
    Write,
    open_postgres,
    open_repository,
)


def lobby(chat: str = "console:c:") -> GameRecord:
    return GameRecord(chat_key=chat, ruleset="english", options={"rack_size": 8},
                      language="en", seed="s1", creator="console:ann",
                      seats=[SeatRecord("console:ann", "Ann", joined=0)])


@pytest.fixture(params=["sqlite", "postgres"])
async def repo(request, tmp_path):  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        r: Repository = await open_repository(tmp_path / "bot.db")
    else:
        r = await open_postgres(request.getfixturevalue("pg_url"))
    yield r
    await r.close()


async def test_version_conflict_writes_nothing(repo: Repository):
    g = await repo.commit(Write(lobby(), now=1.0))
    assert g.version == 1
    stale = await repo.open_game("console:c:")
    assert stale is not None
    g.seats.append(SeatRecord("console:bob", "Bob", joined=1))
    await repo.commit(Write(g, now=2.0))
    before = await repo.table_dump()
    stale.status = "cancelled"
    stale.seats = []
    with pytest.raises(VersionConflict):
        await repo.commit(Write(stale, now=3.0, deadlines=[DeadlineRecord(1, "move", 9.0)]))
    assert await repo.table_dump() == before


async def test_one_open_game_per_chat(repo: Repository):
    first = await repo.commit(Write(lobby(), now=1.0))
    before = await repo.table_dump()
    with pytest.raises(GameExists):
        await repo.commit(Write(lobby(), now=2.0))
    assert await repo.table_dump() == before
    other = await repo.commit(Write(lobby("console:other:"), now=2.0))
    assert first.id == 1 and other.id is not None
    # SQLite reuses the refused insert's id; a PostgreSQL sequence never hands one out
    # twice (a refused insert consumed it), so ids there are increasing, not gapless.
    assert other.id == 2 if isinstance(repo, SqliteRepository) else other.id > first.id


async def test_log_deadlines_votes_refs(repo: Repository):
    g = await repo.commit(Write(lobby(), now=1.0))
    g.status = "active"
    g.state = {"log": [{"a": "place", "seat": 0, "move": "8H AB"}, {"a": "undo_request"}]}
    g = await repo.commit(Write(g, now=2.0, deadlines=[DeadlineRecord(g.id, "undo", 12.0),
                                                       DeadlineRecord(g.id, "move", 62.0, 1)],
                                votes=[VoteRecord("g1:m0", "console:bob", "accept", 2.0)]))
    assert await repo.next_deadline() == 12.0
    assert [d.kind for d in await repo.due(12.0)] == ["undo"]
    assert await repo.due(11.9) == []
    # Undo by consent: the log is cut back to 0 actions and a new move follows.
    g.state = {"log": [{"a": "pass", "seat": 0}]}
    g = await repo.commit(Write(g, now=3.0, log_keep=0, deadlines=[]))
    assert await repo.moves(g.id) == [{"a": "pass", "seat": 0}]
    assert len(await repo.moves(g.id, include_undone=True)) == 3
    assert await repo.next_deadline() is None
    assert [v.voter for v in await repo.votes(g.id)] == ["console:bob"]
    await repo.save_ref("console:c:", "m17", g.id, "g1:m0", 3.0)
    assert await repo.find_ref("console:c:", "m17") == (g.id, "g1:m0")
    assert await repo.find_ref("console:c:", "nope") is None


async def test_concurrent_commits_one_wins(repo: Repository):
    g = await repo.commit(Write(lobby(), now=1.0))
    copies = [await repo.game(g.id) for _ in range(10)]
    for i, c in enumerate(copies):
        assert c is not None
        c.seats.append(SeatRecord(f"console:p{i}", f"P{i}", joined=i + 1))

    async def attempt(c: GameRecord) -> bool:
        try:
            await repo.commit(Write(c, now=2.0))
            return True
        except VersionConflict:
            return False

    results = await asyncio.gather(*(attempt(c) for c in copies))  # type: ignore[arg-type]
    assert results.count(True) == 1
    final = await repo.game(g.id)
    assert final is not None and final.version == 2 and len(final.seats) == 2


async def test_due_for_some_platforms_only(repo: Repository):
    """A process fires only the deadlines of games on the platforms it delivers to."""
    con = await repo.commit(Write(lobby("console:c:"), now=1.0))
    dis = await repo.commit(Write(lobby("discord:42:"), now=1.0))
    assert con.id is not None and dis.id is not None
    await repo.commit(Write(con, now=2.0, deadlines=[DeadlineRecord(con.id, "move", 5.0)]))
    await repo.commit(Write(dis, now=2.0, deadlines=[DeadlineRecord(dis.id, "move", 6.0)]))
    assert await repo.next_deadline(["discord"]) == 6.0
    assert await repo.next_deadline(["telegram"]) is None
    assert await repo.next_deadline() == 5.0
    assert [d.game_id for d in await repo.due(9.0, ["telegram"])] == []
    assert [d.game_id for d in await repo.due(9.0, ["discord", "telegram"])] == [dis.id]
    assert [d.game_id for d in await repo.due(9.0, ["console"])] == [con.id]


async def test_users_are_kept_up_to_date(repo: Repository):
    from storage import UserRecord

    g = await repo.commit(Write(lobby(), now=1.0,
                                users=[UserRecord("console:ann", "console", "ann", "Ann", "pl")]))
    assert await repo.user("console:ann") == UserRecord("console:ann", "console", "ann",
                                                        "Ann", "pl")
    # A new name is stored; an unknown language keeps the one known.
    await repo.commit(Write(g, now=2.0, users=[
        UserRecord("console:ann", "console", "ann", "Anna", None)]))
    u = await repo.user("console:ann")
    assert u is not None and (u.name, u.language) == ("Anna", "pl")


async def test_ratings_rows_on_both_backends(repo: Repository):
    """The ratings side of the repository (issue 18) answers alike on SQLite and
    PostgreSQL: rows replace older ones, the boards order by mu - 3 sigma, a hidden player
    leaves the global board only, and clearing keeps the players' settings."""
    from storage import PlayerGameRecord, RatingRecord

    g = await repo.commit(Write(lobby(), now=1.0))
    assert g.id is not None

    def row(user: str, score: int, mu: float) -> PlayerGameRecord:
        return PlayerGameRecord(g.id or 0, user, user.upper(), "console:c:", "scrabble",
                                "english", score, score > 100, True, 10, 1, "8H WORD",
                                score // 4, 5.0, mu, 8.0)

    ann, bob = RatingRecord("t:ann", "scrabble", 30.0, 5.0, 1), RatingRecord(
        "t:bob", "scrabble", 20.0, 5.0, 1)
    await repo.record_game([row("t:ann", 300, 30.0), row("t:bob", 90, 20.0)], [ann, bob], 5.0)
    await repo.record_game([row("t:ann", 310, 31.0)], [RatingRecord(
        "t:ann", "scrabble", 31.0, 4.0, 1)], 6.0)  # replaces the same game's row
    got = await repo.ratings("scrabble", ["t:ann", "t:bob", "t:cid"])
    assert set(got) == {"t:ann", "t:bob"} and got["t:ann"].mu == 31.0
    assert [p.score for p in await repo.player_games("t:ann")] == [310]
    board = await repo.leaderboard("scrabble", chat_key="console:c:")
    assert [e.rating.user_key for e in board] == ["t:ann", "t:bob"] and board[0].name == "T:ANN"
    await repo.set_hidden("t:ann", True, 7.0)
    assert await repo.is_hidden("t:ann") and not await repo.is_hidden("t:bob")
    assert [e.rating.user_key for e in await repo.leaderboard("scrabble", platform="t")] == [
        "t:bob"]
    assert len(await repo.leaderboard("scrabble", chat_key="console:c:")) == 2
    # Everyone with a finished game, rated or not, is found by /stats NAME: Cid's one
    # game was not rated (no rating row), yet he is among the chat's players.
    await repo.record_game([PlayerGameRecord(
        g.id or 0, "t:cid", "Cid", "console:c:", "scrabble", "english", 11, False, False,
        1, 0, "", 0, 7.0, None, None)], [], 7.0)
    assert await repo.players(chat_key="console:c:") == [
        ("t:ann", "T:ANN"), ("t:bob", "T:BOB"), ("t:cid", "Cid")]
    assert await repo.players(chat_key="console:other:") == []
    assert await repo.players(platform="t") == [("t:bob", "T:BOB"), ("t:cid", "Cid")]
    await repo.clear_ratings()
    assert await repo.ratings("scrabble", ["t:ann"]) == {}
    assert await repo.is_hidden("t:ann")


async def test_a_write_replaces_what_it_names_and_keeps_the_rest(repo: Repository):
    """Seats, deadlines, the log's and the history's tails replaced; a chat's language
    kept by a write that does not know it (PostgreSQL writes all this in one statement,
    as disjoint deletes and upserts)."""
    from storage import ChatRecord

    def hist(*names: str) -> list[dict[str, object]]:
        return [{"seat": 0, "kind": "pass", "move": n} for n in names]

    g = lobby()
    g.seats.append(SeatRecord("console:bob", "Bob", joined=1, rack="XY"))
    g = await repo.commit(Write(g, now=1.0, chat=ChatRecord("console:c:", "console", "c",
                                                             None, "pl")))
    g.status = "active"
    g.state = {"log": [{"a": "pass", "seat": i} for i in range(3)], "history": hist("a", "b", "c")}
    g = await repo.commit(Write(g, now=2.0, deadlines=[DeadlineRecord(g.id, "move", 10.0, 0),
                                                       DeadlineRecord(g.id, "window", 5.0)]))
    g.seats = [SeatRecord("console:ann", "Ann", joined=0, position=0, rack="QZ"),
               SeatRecord("console:cid", "Cid", joined=2, position=1)]
    g.state = {"log": [{"a": "pass", "seat": i} for i in (0, 1, 7, 8)],
               "history": hist("a", "B")}
    g = await repo.commit(Write(g, now=3.0, log_keep=2, history_keep=1,
                                deadlines=[DeadlineRecord(g.id, "move", 20.0, 1),
                                           DeadlineRecord(g.id, "clock", 1764548461.1234567)],
                                votes=[VoteRecord("g1:m3", "console:cid", "reject", 0.1 + 0.2)],
                                chat=ChatRecord("console:c:", "console", "c", None, None)))
    back = await repo.game(g.id)
    assert back is not None and back.version == g.version == 3
    assert back.seats == g.seats
    assert back.state == g.state
    assert await repo.moves(g.id) == g.state["log"]
    assert len(await repo.moves(g.id, include_undone=True)) == 5  # the third undone
    assert await repo.deadlines(g.id) == [DeadlineRecord(g.id, "move", 20.0, 1),  # times exact
                                          DeadlineRecord(g.id, "clock", 1764548461.1234567)]
    assert await repo.votes(g.id) == [VoteRecord("g1:m3", "console:cid", "reject", 0.1 + 0.2)]
    assert await repo.chat_language("console:c:") == "pl"
    # Written again unchanged: the same state, nothing doubled.
    await repo.commit(Write(back, now=4.0, log_keep=4, history_keep=2,
                            deadlines=[DeadlineRecord(g.id, "move", 20.0, 1)]))
    again = await repo.game(g.id)
    assert again is not None and (again.seats, again.state) == (g.seats, g.state)
    assert len(await repo.moves(g.id, include_undone=True)) == 5
    assert await repo.deadlines(g.id) == [DeadlineRecord(g.id, "move", 20.0, 1)]


async def test_lines_changed_after_their_commit_are_never_read_back(repo: Repository):
    """The repository returns the log and history lines as new lists made from the rows,
    shared with no one (the service keeps the games in play itself: bot/service/live.py);
    lists changed without a commit after (a command that failed) are never handed out:
    the rows are read."""
    g = lobby()
    g = await repo.commit(Write(g, now=1.0))
    g.status = "active"
    log = [{"a": "pass", "seat": i} for i in range(3)]
    history = [{"seat": i, "kind": "pass", "move": str(i)} for i in range(3)]
    g.state = {"log": [dict(a) for a in log], "history": [dict(t) for t in history]}
    g = await repo.commit(Write(g, now=2.0))
    assert g.id is not None and g.state is not None
    g.state["log"].append({"a": "pass", "seat": 8})  # the written lists, changed after
    g.state["history"].append({"seat": 8, "kind": "pass", "move": "8"})
    read = await repo.game(g.id)
    assert read is not None and read.state is not None
    assert read.state["log"] is not g.state["log"]  # rows, not the written lists
    assert (read.state["log"], read.state["history"]) == (log, history)
    read.state["log"].append({"a": "pass", "seat": 9})  # appended, then no commit
    read.state["history"].append({"seat": 9, "kind": "pass", "move": "9"})
    back = await repo.game(g.id)
    assert back is not None and back.state is not None
    assert (back.state["log"], back.state["history"]) == (log, history)
    back.state["log"][-1]["seat"] = 7  # the last action changed in place, no commit
    again = await repo.open_game("console:c:")
    assert again is not None and again.state is not None and again.state["log"] == log
    again.state["history"].pop()  # shortened
    last = await repo.game(g.id)
    assert last is not None and last.state is not None and last.state["history"] == history


async def test_open_version_names_the_open_game_without_reading_it(repo: Repository):
    assert await repo.open_version("console:c:") is None
    g = await repo.commit(Write(lobby(), now=1.0))
    assert g.id is not None
    assert await repo.open_version("console:c:") == (g.id, 1)
    g.status = "active"
    g = await repo.commit(Write(g, now=2.0))
    assert await repo.open_version("console:c:") == (g.id, 2)
    g.status = "over"
    await repo.commit(Write(g, now=3.0))
    assert await repo.open_version("console:c:") is None  # an ended game is not open


async def test_replace_heartbeat_returns_the_one_it_replaced(repo: Repository):
    assert await repo.replace_heartbeat(10.0) is None  # never ran before
    assert await repo.replace_heartbeat(25.0) == 10.0
    assert await repo.last_heartbeat() == 25.0
    await repo.heartbeat(30.0)
    assert await repo.replace_heartbeat(40.0) == 30.0


async def test_downtime_found_by_the_heartbeat_replace_is_owed_until_settled(
        repo: Repository):
    a = await repo.commit(Write(lobby("console:a:"), now=1.0))
    b = await repo.commit(Write(lobby("console:b:"), now=1.0))
    await repo.commit(Write(a, now=2.0, deadlines=[DeadlineRecord(a.id, "move", 5.0),
                                                   DeadlineRecord(a.id, "undo", 7.0)]))
    await repo.commit(Write(b, now=2.0, deadlines=[DeadlineRecord(b.id, "window", 6.0)]))
    await repo.heartbeat(10.0)
    assert await repo.replace_heartbeat(50.0, owe_after=90.0) == 10.0  # within: nothing
    assert len(await repo.owed_shifts()) == 0
    assert await repo.replace_heartbeat(200.0, owe_after=90.0) == 50.0
    # Owed in the same step: no deadline of either game fires, and the debt is due now.
    assert len(await repo.owed_shifts()) == 2
    assert await repo.due(100.0) == []
    assert await repo.next_deadline() == 0.0
    first = await repo.claim_shifts(200.0, 1)
    assert [(o.game_id, o.seconds) for o in first] == [(a.id, 150.0)]
    (second,) = await repo.claim_shifts(200.0, 10)
    assert (second.game_id, second.seconds) == (b.id, 150.0) and second.id > first[0].id
    assert await repo.claim_shifts(200.0, 10) == []  # both held
    held_until = await repo.next_deadline()
    assert held_until is not None and held_until > 200.0  # the earliest lease's end
    # A claimer that died: its claims lapse and another process takes them.
    assert [o.game_id for o in await repo.claim_shifts(held_until, 10)] == [a.id, b.id]
    await repo.settle_shifts([first[0].id])
    assert [(d.game_id, d.kind) for d in await repo.due(100.0)] == [(a.id, "move"),
                                                                    (a.id, "undo")]
    assert len(await repo.owed_shifts()) == 1
    await repo.settle_shifts([second.id])
    assert len(await repo.owed_shifts()) == 0
    # (PostgreSQL: a's deadlines are claimed by the due above, SQLite claims none.)
    assert b.id in {d.game_id for d in await repo.due(100.0)}


async def test_a_platform_outage_holds_its_games_deadlines_and_owes_its_length(
        repo: Repository):
    """Telegram's Bot API out of reach for two minutes timed out every player on turn in
    a Telegram game (no one could move); a Discord game in the same database is not held."""
    t = await repo.commit(Write(lobby("telegram:-100:"), now=1.0))
    d = await repo.commit(Write(lobby("discord:7:"), now=1.0))
    await repo.commit(Write(t, now=2.0, deadlines=[DeadlineRecord(t.id, "move", 50.0)]))
    await repo.commit(Write(d, now=2.0, deadlines=[DeadlineRecord(d.id, "move", 60.0)]))
    assert await repo.outages() == {}
    assert await repo.begin_outage("telegram", 40.0)
    assert not await repo.begin_outage("telegram", 45.0)  # a second worker later: one
    assert await repo.outages() == {"telegram": 40.0}
    assert [x.game_id for x in await repo.due(100.0)] == [d.id]  # Discord's fires
    assert await repo.next_deadline(["telegram"]) is None
    # The first process answered again ends it and owes the shift; a second finds none.
    assert await repo.end_outage("telegram", 160.0, owe_after=10.0) == 120.0
    assert await repo.end_outage("telegram", 161.0, owe_after=10.0) is None
    assert await repo.outages() == {}
    # A worker that has not retried since its failure at 45 does not open it again
    # (ops35 H1: it did at each tick, and the games moved on three times)
    assert not await repo.begin_outage("telegram", 45.0)
    assert await repo.outages() == {} and len(await repo.owed_shifts()) == 1
    assert [(o.game_id, o.seconds) for o in await repo.owed_shifts()] == [(t.id, 120.0)]
    # A short one (within ``owe_after``) owes nothing: its deadlines fire, late.
    await repo.settle_shifts([o.id for o in await repo.owed_shifts()])
    assert await repo.begin_outage("telegram", 170.0)  # a new one, after the end
    assert await repo.end_outage("telegram", 175.0, owe_after=10.0) == 5.0
    assert await repo.owed_shifts() == []
    assert t.id in {x.game_id for x in await repo.due(200.0, ["telegram"])}


async def test_the_bots_own_downtime_is_not_owed_again_by_an_outage(repo: Repository):
    """An outage noted, then the bot down for 100 s, then Telegram back: the downtime's
    shift covers the 100 s; the outage owes only the time the bot ran through it."""
    g = await repo.commit(Write(lobby("telegram:-100:"), now=1.0))
    await repo.commit(Write(g, now=2.0, deadlines=[DeadlineRecord(g.id, "move", 500.0)]))
    await repo.heartbeat(10.0)
    await repo.begin_outage("telegram", 5.0)
    assert await repo.replace_heartbeat(110.0, owe_after=30.0) == 10.0
    assert await repo.outages() == {"telegram": 110.0}
    assert await repo.end_outage("telegram", 130.0, owe_after=10.0) == 20.0
    assert sorted(o.seconds for o in await repo.owed_shifts()) == [20.0, 100.0]


async def test_a_clock_gone_back_is_owed_too_and_no_grace_owes_nothing(repo: Repository):
    g = await repo.commit(Write(lobby(), now=1.0))
    await repo.commit(Write(g, now=2.0, deadlines=[DeadlineRecord(g.id, "move", 5.0)]))
    await repo.heartbeat(1000.0)
    assert await repo.replace_heartbeat(5000.0) == 1000.0  # owe_after None: no debt
    assert len(await repo.owed_shifts()) == 0
    assert await repo.replace_heartbeat(4000.0, owe_after=90.0) == 5000.0
    assert [(o.game_id, o.seconds) for o in await repo.claim_shifts(4000.0, 5)] == [
        (g.id, -1000.0)]


async def test_a_server_setting_kept_and_replaced(repo: Repository):
    """Issue 26: a server's games-in-threads setting (/threads), one row per server."""
    assert await repo.server_threads("discord:1") is None  # never set: the default
    await repo.set_server_threads("discord:1", False, 1.0)
    assert await repo.server_threads("discord:1") is False
    assert await repo.server_threads("discord:2") is None
    await repo.set_server_threads("discord:1", True, 2.0)
    assert await repo.server_threads("discord:1") is True
    assert (await repo.table_dump())["server_settings"] == [("discord:1", 1, 2.0)]
