"""Issue 13, the service's part: each test is named after the item it holds (item N of
the hardening issue) and failed before the change it tests."""

from __future__ import annotations

import asyncio

import pytest
from conftest import Harness, texts, user

from bot.protocol import ChatRef, UserRef
from bot.service import GameService, downtime, timing
from bot.service.clock import steady_clock
from bot.service.meta import GameMeta
from storage import open_repository


# ---------------------------------------------------------------- item 8: digits
async def test_item8_non_ascii_digits_are_refused_clearly(h: Harness):
    outs = await h.cmd("Ann", "/new erudit-home teams=² lang=en")
    assert "does not fit" in texts(outs)
    await h.cmd("Ann", "/new erudit-home teams=2 lang=en")
    outs = await h.cmd("Bob", "/join ①")
    assert "Choose a team" in texts(outs)
    outs = await h.cmd("Ann", "/addbot ²")
    assert "Choose a team" in texts(outs)
    assert "went wrong" not in texts(outs)


# ---------------------------------------------------------------- item 16: locks
async def test_item16_idle_chat_locks_are_freed(h: Harness):
    for i in range(50):
        await h.cmd("Ann", "/score", chat=ChatRef("test", f"g{i}", is_group=True))
    assert h.service.held_locks() == 0


async def test_item16_a_waiting_task_keeps_the_lock(h: Harness):
    """Two commands in one chat at once still run one after the other."""
    order: list[str] = []

    async def first() -> None:
        async with h.service.lock("c"):
            order.append("a")
            await asyncio.sleep(0.01)
            order.append("b")

    async def second() -> None:
        await asyncio.sleep(0)
        async with h.service.lock("c"):
            order.append("c")

    await asyncio.gather(first(), second())
    assert order == ["a", "b", "c"] and h.service.held_locks() == 0


# ---------------------------------------------------------------- item 4: undo entropy
async def test_item4_undo_through_the_service_records_fresh_entropy(h: Harness):
    h.service.entropy = lambda: "from-the-service"
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _ = await h.playable(3)
    opp = "Bob" if who == "Ann" else "Ann"
    await h.cmd(who, f"/play {move}")
    await h.cmd(opp, "/accept")
    seen = (await h.game()).seats[(await h.game()).turn - 1].rack
    await h.cmd(who, "/undo")
    await h.cmd(opp, "/undo yes")
    g = await h.game()
    # (the entry also counts the move taken back: tests/engine/test_undo_loop.py)
    assert {k: g.log[-1][k] for k in ("a", "entropy")} == {"a": "reseed",
                                                           "entropy": "from-the-service"}
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    stored = await h.repo.moves(rec.id or 0)
    assert stored[-1] == g.log[-1]  # in the stored log too: replay gives the same game
    await h.cmd(who, f"/play {move}")
    await h.cmd(opp, "/accept")
    g = await h.game()
    assert g.seats[(g.turn - 1) % 2].rack != seen


# ---------------------------------------------------------------- item 7: endless games
async def test_item7_a_game_of_passes_is_abandoned_unrated(h: Harness):
    await h.start("bulgarian", "Ann", "Bob", options="lang=en")
    for _ in range(40):
        g = await h.game()
        if g.over:
            break
        who = g.seats[g.turn].player.split(":")[1].capitalize()
        outs = await h.cmd(who, "/pass")
    assert "no one scored for too long" in texts(outs) and "No winner" in texts(outs)
    rec = await h.repo.latest_game(h.chat.key)
    assert rec is not None and rec.status == "over"
    result = await h.repo.result(rec.id or 0)
    assert result is not None and result.end_reason == "abandoned" and result.winners == []


async def test_item7_scoreless_turns_end_zero_is_refused(h: Harness):
    outs = await h.cmd("Ann", "/new english scoreless_turns_end=0")
    assert "does not fit" in texts(outs)
    assert await h.repo.open_game(h.chat.key) is None


async def test_item7_rules_tell_the_abandonment(h: Harness):
    outs = await h.cmd("Ann", "/rules bulgarian")
    assert "abandoned" in texts(outs) or "изоставя" in texts(outs)


# ---------------------------------------------------------------- item 12: house rules
@pytest.mark.parametrize("option", ["min_word_len=1000000", "max_word_len=-1",
                                    "players_min=8", "vote=0", "time=9999h"])
async def test_item12_nonsensical_house_rules_are_refused(h: Harness, option: str):
    outs = await h.cmd("Ann", f"/new english {option}")
    assert "does not fit" in texts(outs), texts(outs)
    assert await h.repo.open_game(h.chat.key) is None


async def test_item12_the_lobby_enforces_players_max(h: Harness):
    await h.cmd("Ann", "/new english players_max=2")
    await h.cmd("Bob", "/join")
    outs = await h.cmd("Cy", "/join")
    assert "full" in texts(outs)
    outs = await h.cmd("Ann", "/addbot")
    assert "full" in texts(outs)
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and len(rec.seats) == 2


# ---------------------------------------------------------------- item 14: unreadable row
@pytest.mark.parametrize("state", ['{"version": 1, "bro', '{"version": 999}', '[1, 2]'])
async def test_item14_unreadable_game_is_ended_by_an_admin(h: Harness, caplog, state: str):
    g = await h.start("english", "Ann", "Bob")
    seed = g.seed
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    await h.repo.db.execute("UPDATE games SET state=?, version=version+1 WHERE id=?",
                            (state, rec.id))
    outs = await h.cmd("Ann", "/score")
    assert "cannot be read" in texts(outs) and seed not in texts(outs)
    outs = await h.cmd("Ann", "/end")  # the creator is not enough: the row says who it is
    assert "cannot be read" in texts(outs)
    outs = await h.cmd(user("Zed", is_admin=True), "/end")
    assert "is ended" in texts(outs)
    assert await h.repo.open_game(h.chat.key) is None
    outs = await h.cmd("Ann", "/new english")
    assert "opened a game" in texts(outs)
    assert f"game {rec.id}" in caplog.text
    assert seed not in caplog.text and state not in caplog.text


async def test_item14_timer_skips_an_unreadable_game(h: Harness):
    other = ChatRef("test", "g2", is_group=True)
    await h.start("english", "Ann", "Bob", options="time=60")
    await h.cmd("Cy", "/new english time=60", chat=other)
    await h.cmd("Dee", "/join", chat=other)
    await h.cmd("Cy", "/start", chat=other)
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    await h.repo.db.execute("UPDATE games SET meta='nonsense', version=version+1 WHERE id=?",
                            (rec.id,))
    h.clock.advance(61)
    outs = await h.due()
    assert "Time is up" in texts(outs) or "time" in texts(outs).lower()
    assert await h.repo.deadlines(rec.id or 0) == []
    assert await h.service.next_deadline() is not None  # the good game's next limit


# ---------------------------------------------------------------- item 5: honest clocks
async def restart(h: Harness) -> None:
    """The bot stops and starts again on the same database file."""
    path = h.repo.path
    await h.repo.close()
    h.repo = await open_repository(path)
    h.service = GameService(h.repo, clock=h.clock, lexicons=lambda _r: h.words)


async def test_item5_two_hours_down_charge_no_one(h: Harness):
    g = await h.start("english", "Ann", "Bob", options="time=60 clock=20m")
    turn, history = g.turn, len(g.history)
    h.clock.advance(30)
    await h.due()  # the timer runs (a heartbeat), then the bot goes down for 2 hours
    await restart(h)
    h.clock.advance(2 * 3600)
    outs = await h.due()
    g = await h.game()
    assert outs == [] and g.turn == turn and len(g.history) == history
    h.clock.advance(29)  # the turn had 30 s left when the bot went away
    assert await h.due() == []
    h.clock.advance(2)
    outs = await h.due()
    g = await h.game()
    assert "time ran out" in texts(outs) and len(g.history) == history + 1
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    clock = GameMeta.from_dict(rec.meta).clock
    assert clock is not None and clock[turn] >= 20 * 60 - 61  # only the turn's own time


async def test_item5_a_tick_and_a_command_arriving_while_the_start_measures_wait_for_it(
        h: Harness):
    """The first tick after a restart measures the downtime; a second tick and a command
    that come meanwhile wait for it.  (They went straight on: the second tick beat a
    heartbeat of its own before the first had read the old one, so that the two hours
    were measured as none, and the turn timed out at once.)"""
    g = await h.start("english", "Ann", "Bob", options="time=60")
    on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
    history = len(g.history)
    h.clock.advance(20)
    await h.due()
    await restart(h)
    h.clock.advance(2 * 3600)
    measuring, go = asyncio.Event(), asyncio.Event()
    replace = h.repo.replace_heartbeat

    async def held(now: float, owe_after: float | None = None) -> float | None:
        measuring.set()
        await go.wait()
        return await replace(now, owe_after)

    h.repo.replace_heartbeat = held  # type: ignore[method-assign]
    first = asyncio.create_task(h.service.due(h.clock()))
    await measuring.wait()
    others = [asyncio.create_task(h.service.due(h.clock())),
              asyncio.create_task(h.cmd(on_turn, "/pass"))]
    await asyncio.sleep(0.2)
    assert not any(t.done() for t in others)
    go.set()
    outs = [o for t in [first, *others] for o in await asyncio.wait_for(t, 30)]
    assert "time ran out" not in texts(outs)
    g = await h.game()
    assert len(g.history) == history + 1 and g.log[-1]["a"] == "pass"


async def test_item5_many_games_after_downtime_fire_nothing(h: Harness):
    for i in range(5):
        chat = ChatRef("test", f"t{i}", is_group=True)
        await h.cmd("Ann", "/new english time=60", chat=chat)
        await h.cmd("Bob", "/join", chat=chat)
        await h.cmd("Ann", "/start", chat=chat)
    await h.due()
    await restart(h)
    h.clock.advance(2 * 3600)
    assert await h.due() == []


async def test_item5_clock_stepped_back_while_down_keeps_the_time_left(h: Harness):
    await h.start("english", "Ann", "Bob", options="time=60")
    h.clock.advance(20)
    await h.due()
    await restart(h)
    h.clock.advance(-3600)  # the system clock was an hour fast, and is corrected
    assert await h.due() == []
    h.clock.advance(41)
    assert "time ran out" in texts(await h.due())


async def owed_by_a_dead_process(h: Harness) -> None:
    """Another process started after the downtime, found it, claimed the game's shift
    (for the lease: 30 s of the clock on SQLite) and died before moving anything."""
    last = await h.repo.replace_heartbeat(h.clock(), owe_after=downtime.DOWNTIME_GRACE)
    assert last is not None and h.clock() - last > downtime.DOWNTIME_GRACE
    assert len(await h.repo.claim_shifts(h.clock(), 10)) == 1


async def test_item5_a_running_timer_fires_nothing_owed_and_finishes_a_dead_shift(
        h: Harness):
    g = await h.start("english", "Ann", "Bob", options="time=60")
    history = len(g.history)
    h.clock.advance(20)
    await h.due()  # a heartbeat; then this process stays, but beats no more for 2 hours
    h.clock.advance(2 * 3600)
    await owed_by_a_dead_process(h)
    assert await h.due() == []  # the turn's 40 s are owed the downtime first
    assert await h.service.next_deadline() == h.clock() + 30  # the dead one's lease
    h.clock.advance(30)
    assert await h.due() == []  # lapsed: this timer moved the game on, fired nothing
    assert await h.repo.owed_shifts() == []
    h.clock.advance(9)
    assert await h.due() == []
    h.clock.advance(2)  # 40 s of the turn since the bot came back, once
    assert "time ran out" in texts(await h.due())
    assert len((await h.game()).history) == history + 1


async def test_item5_two_outages_owed_are_both_applied_in_order_whoever_claims_which(
        h: Harness):
    await h.start("english", "Ann", "Bob", options="time=60")
    start = await h.repo.open_game(h.chat.key)
    assert start is not None
    g_id = start.id
    h.clock.advance(20)
    await h.due()
    h.clock.advance(3600)  # down an hour; a process starts and dies at once
    await h.repo.replace_heartbeat(h.clock(), owe_after=downtime.DOWNTIME_GRACE)
    h.clock.advance(1800)  # down again half an hour; the next one owes that too...
    await h.repo.replace_heartbeat(h.clock(), owe_after=downtime.DOWNTIME_GRACE)
    older, newer = await h.repo.owed_shifts()
    # ...and while a process that dies claims the older one, this one claims the newer.
    assert await h.repo.claim_shifts(h.clock(), 1) == [older]
    assert await h.repo.claim_shifts(h.clock(), 1) == [newer]
    await downtime.shift_game(h.service, newer.game_id)  # moved on by both, in order
    await h.repo.settle_shifts([newer.id])
    # The older one, taken over when the dead claim lapses, is not applied again.
    h.clock.advance(30)
    assert await h.due() == []
    assert await h.repo.owed_shifts() == []
    (d,) = await h.repo.deadlines(newer.game_id)  # the 40 s left of the turn, after both outages
    assert d.due_at == h.clock() - 30 + 40
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and GameMeta.from_dict(rec.meta).shifted == newer.id
    assert rec.id == g_id


async def test_item5_a_starting_process_takes_no_command_before_the_owed_shift(h: Harness):
    g = await h.start("english", "Ann", "Bob", options="time=60")
    on_turn = g.seats[g.turn].player.split(":")[1].capitalize()
    history = len(g.history)
    h.clock.advance(20)
    await h.due()
    await restart(h)
    h.clock.advance(2 * 3600)
    await owed_by_a_dead_process(h)
    # The turn ran out two hours ago by the stored times: a command would fire that
    # first (fire_past).  It waits until the shift is done: here, the claim lapses.
    cmd = asyncio.create_task(h.cmd(on_turn, "/pass"))
    await asyncio.sleep(0.3)
    assert not cmd.done()
    h.clock.advance(31)
    outs = await asyncio.wait_for(cmd, 10)
    assert "time ran out" not in texts(outs)
    g = await h.game()
    assert len(g.history) == history + 1 and g.log[-1]["a"] == "pass"


async def test_item5_backward_step_while_running_moves_no_window(tmp_path):
    """A 10 s Literaki vote window closes after 10 s of real time, whatever the system
    clock does; a game clock never gains time."""
    wall, mono = [1_000_000.0], [50.0]
    repo = await open_repository(tmp_path / "b.db")
    words = {"AB"}
    svc = GameService(repo, clock=steady_clock(lambda: wall[0], lambda: mono[0]),
                      lexicons=lambda _r: words)
    hh = Harness(svc, repo, None, words)  # type: ignore[arg-type]
    g = await hh.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _ = await hh.playable(2)
    await hh.cmd(who, f"/play {move}")
    assert (await hh.game()).pending is not None
    wall[0] -= 3600  # the system clock steps back an hour
    mono[0] += 11
    await hh.deliver(await svc.due(svc.clock()))
    assert (await hh.game()).pending is None
    del g


def test_item5_elapsed_time_is_never_negative():
    meta = GameMeta(actor=0, since=1000.0, clock={0: 60.0})
    assert timing.clock_left(meta, 0, 900.0) == 60.0
    assert timing.elapsed(1000.0, 900.0) == 0.0


# ---------------------------------------------------------------- item 6: links, /kick
async def test_item6_the_creator_kicks_from_the_lobby(h: Harness):
    await h.cmd("Ann", "/new english")
    await h.cmd("Bob", "/join")
    await h.cmd("Mallory", "/join")
    await h.cmd("Ann", "/addbot")
    assert "Only the game's creator" in texts(await h.cmd("Bob", "/kick Mallory"))
    assert "Name the player" in texts(await h.cmd("Ann", "/kick"))
    assert "no other player" in texts(await h.cmd("Ann", "/kick Zed"))
    assert "no other player" in texts(await h.cmd("Ann", "/kick ann"))
    outs = await h.cmd("Ann", "/kick mallory")
    assert "Mallory is no longer in the game" in texts(outs) and "3 players" in texts(outs)
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and [s.name for s in rec.seats][:2] == ["Ann", "Bob"]
    computer = rec.seats[2].name
    await h.cmd(user("Admin", is_admin=True), f"/kick {computer}")
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and len(rec.seats) == 2 and not GameMeta.from_dict(rec.meta).computers
    await h.cmd("Ann", "/start")
    assert "has started" in texts(await h.cmd("Ann", "/kick Bob"))


async def test_item6_private_start_errors_go_privately(h: Harness):
    await h.start("english", "Ann", "Bob")
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    outs = await h.service.private_started(user("Carol"), h.chat.key, rec.id)
    assert outs and all(o.private_to == user("Carol") and o.chat is None for o in outs)
    assert "not playing" in texts(outs)


async def test_item6_a_link_dies_with_its_game(h: Harness):
    await h.start("english", "Ann", "Bob")
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None
    await h.cmd("Ann", "/end")
    await h.cmd("Bob", "/end yes")  # a running game ends by consent (issue 15)
    await h.cmd("Ann", "/new english")
    outs = await h.service.private_started(user("Carol"), h.chat.key, rec.id)
    assert "no longer open" in texts(outs) and outs[0].private_to == user("Carol")
    lobby = await h.repo.open_game(h.chat.key)
    assert lobby is not None and lobby.seat_of("test:carol") is None


async def test_item6_messages_name_their_game(h: Harness):
    outs = await h.cmd("Ann", "/new english")
    rec = await h.repo.open_game(h.chat.key)
    assert rec is not None and outs[0].game == rec.id


# ---------------------------------------------------------------- item 1: bounded hints
async def test_item1_one_hint_search_per_player_per_turn(h: Harness, monkeypatch):
    await h.cmd("Ann", "/new english vs computer")
    searches = []
    think = h.service.think

    async def counting(work):  # type: ignore[no-untyped-def]
        searches.append(1)
        return await think(work)

    monkeypatch.setattr(h.service, "think", counting)
    g = await h.game()
    assert g.seats[g.turn].player == "test:ann"  # the computer, if first, has played
    first = [o.text for o in await h.cmd("Ann", "/hint") if o.private_to]
    again = [o.text for o in await h.cmd("Ann", "/hint") if o.private_to]
    assert len(searches) == 1 and first == again


async def test_item1_searches_run_on_a_small_pool_with_a_budget(h: Harness):
    import threading
    import time

    running, most = [0], [0]
    lock = threading.Lock()

    def work(stop):  # type: ignore[no-untyped-def]
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        while not stop():
            time.sleep(0.005)
        with lock:
            running[0] -= 1
        return threading.current_thread().name

    h.service.think_budget = 0.05
    names = await asyncio.gather(*(h.service.think(work) for _ in range(6)))
    assert most[0] <= 2 and all(n.startswith("think") for n in names)


# ---------------------------------------------------------------- item 13: names
async def test_item13_same_and_look_alike_names_are_told_apart(h: Harness):
    bob2 = UserRef("test", "bob-two", "Bob")
    bob3 = UserRef("test", "bob-three", "Воb")  # a Cyrillic В and о
    await h.cmd("Bob", "/new english")
    await h.cmd(bob2, "/join")
    await h.cmd(bob3, "/join")
    outs = await h.cmd("Bob", "/start")
    g = await h.game()
    shown = {s.player: s for s in g.seats}
    line = next(o.text for o in outs if "Score" in o.text)
    assert "Bob #2" in line and "Воb #3" in line
    assert len(shown) == 3


async def test_item13_a_name_cannot_forge_the_score_line(h: Harness):
    forger = UserRef("test", "forger", "Bob 250 · Ann\u202e + #2")
    await h.cmd("Ann", "/new english")
    await h.cmd(forger, "/join")
    outs = await h.cmd("Ann", "/start")
    line = next(o.text for o in outs if "Score" in o.text).splitlines()
    scores = next(x for x in line if x.startswith("Score"))
    assert scores.count(" · ") == 1 and "\u202e" not in scores and "#2" not in scores
