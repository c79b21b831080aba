"""What the chat is told around a move, as the newcomers' tables found it (issue 24): one
way of writing a move (the undo prompt and /stats as /history), a rule text that says
what happened, nothing said after the game's end that belongs to a running game, no
start-square advice once the first word lies, no resigned player in the score line, and
a play / accept / undo / agree loop that neither grows the stored game nor goes on for
ever."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from conftest import Clock, Harness, Words, texts

from bot import i18n
from bot.protocol import ChatRef
from bot.service import GameService
from storage import open_repository


async def through_move(h: Harness) -> tuple[str, str, str, str]:
    """The first move (a two-letter word across from H8), then the next player's word
    down through its first letter: (first player, second player, the second's move as
    typed, as /history writes it)."""
    who, move, word = await h.playable(2)
    await h.cmd(who, f"/play {move}")
    game = await h.game()
    if game.pending is not None:  # Literaki: the move waits for the others' accept
        for s in game.seats:
            name = s.player.split(":")[1].capitalize()
            if name != who:
                await h.cmd(name, "/accept")
        game = await h.game()
    seat = game.seats[game.turn]
    other = seat.player.split(":")[1].capitalize()
    letter = next(t for t in seat.rack if t != "?")
    h.words.add(letter + word[0])
    return who, other, f"H7 {letter}.", f"H7 {letter}({word[0]})"


async def test_the_undo_prompt_writes_the_move_as_history_does(h: Harness) -> None:
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    _, other, typed, shown = await through_move(h)
    await h.cmd(other, f"/play {typed}")
    outs = await h.cmd(other, "/undo")
    assert f"asks to take back {shown}." in texts(outs)
    assert shown in texts(await h.cmd(other, "/history"))


async def test_stats_writes_the_best_move_as_history_does(h: Harness) -> None:
    await h.start("english", "Ann", "Bob")
    who, other, typed, shown = await through_move(h)
    await h.cmd(other, f"/play {typed}")
    await h.cmd(who, "/resign yes")
    stats = texts(await h.cmd(other, "/stats"))
    assert f"Best move: {shown} for " in stats


async def test_a_check_that_ends_an_undo_request_says_what_happened(h: Harness) -> None:
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, word = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    h.words.discard(word)  # a phony
    await h.cmd(who, f"/play {move}")
    await h.cmd(who, "/undo")
    text = texts(await h.cmd(other, "/challenge"))
    assert "taken off the board" in text
    assert "stays on the board" not in text
    assert f"The request by {who} to take the move back is closed: the move was checked." in text


async def test_no_rack_message_after_the_game_is_over(h: Harness) -> None:
    game = await h.start("english", "Ann", "Bob")
    for _ in range(5):  # the sixth scoreless turn ends an English game
        name = game.seats[game.turn].player.split(":")[1].capitalize()
        await h.cmd(name, "/pass")
        game = await h.game()
    name = game.seats[game.turn].player.split(":")[1].capitalize()
    tile = game.seats[game.turn].rack[0]
    outs = await h.cmd(name, f"/exchange {tile}")
    assert "Game over" in texts(outs)
    assert not [o for o in outs if o.private_to is not None or o.image_name == "rack.png"]


async def test_your_answer_is_counted_never_follows_the_game_over(h: Harness) -> None:
    await h.start("english", "Ann", "Bob")
    await h.cmd("Ann", "/end")
    outs = [o.text for o in await h.cmd("Bob", "/end yes")]
    over = next(i for i, text in enumerate(outs) if "Game over" in text)
    counted = [i for i, text in enumerate(outs) if "Your answer is counted" in text]
    assert counted and all(i < over for i in counted)  # every vote gets its answer


async def test_the_start_square_line_is_not_shown_after_the_first_word(tmp_path) -> None:  # type: ignore[no-untyped-def]
    repo = await open_repository(tmp_path / "bot.db")
    seeds = (f"seed-{i}" for i in itertools.count(1))
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: next(seeds))
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    seen = set()
    for i in range(12):
        h.chat = ChatRef("test", f"c{i}", is_group=True)
        text = texts(await h.cmd("Ann", "/new english vs computer easy"))
        computer_first = not (await h.game()).board.is_empty()
        seen.add(computer_first)
        assert ("The first word covers the start square" in text) is not computer_first
        if seen == {True, False}:
            break
    assert seen == {True, False}


async def test_a_game_against_the_computer_starts_at_once(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """As the README says: ``/new slovak vs computer`` deals at once, and a ``/start``
    after it answers that the game has already begun ("Hra sa už začala.")."""
    repo = await open_repository(tmp_path / "bot.db")
    svc = GameService(repo, clock=Clock(), pictures=False, seeds=lambda: "seed-1")
    h = Harness(svc, repo, svc.clock, Words())  # type: ignore[arg-type]
    await h.cmd("Ann", "/new slovak vs computer")
    game = await h.game()
    assert game is not None and all(s.rack for s in game.seats)
    assert texts(await h.cmd("Ann", "/start")) == i18n.t("sk", "already_started")
    readme = (Path(__file__).parents[2] / "README.md").read_text()
    assert "that game starts at once" in readme


async def test_a_resigned_player_leaves_the_score_line_of_a_running_game(h: Harness) -> None:
    await h.start("english", "Ann", "Bob", "Cy")
    outs = await h.cmd("Cy", "/resign yes")
    assert "Cy resigned." in texts(outs)
    for text in (texts(outs), texts(await h.cmd("Ann", "/score"))):
        score = next(ln for ln in text.split("\n") if ln.startswith("Score:"))
        assert "Ann" in score and "Bob" in score and "Cy" not in score


async def test_the_undo_agree_loop_ends_and_its_stored_length_stays_flat(h: Harness) -> None:
    await h.start("literaki", "Ann", "Bob", options="lang=en")
    who, move, _ = await h.playable(2)
    other = "Bob" if who == "Ann" else "Ann"
    sizes = []
    for _ in range(100):
        await h.cmd(who, f"/play {move}")
        await h.cmd(other, "/accept")
        await h.cmd(who, "/undo")
        outs = await h.cmd(other, "/undo yes")
        rec = await h.repo.open_game(h.chat.key)
        if rec is None:
            break
        state = rec.state
        assert state is not None
        sizes.append((len(await h.repo.moves(rec.id or 0)), len(state["history"]),
                      len(state["bag_seed"]), len(json.dumps(state))))
    else:
        raise AssertionError("the loop went on for 100 rounds")
    # Each move taken back is a scoreless turn: 20 scoreless rounds abandon the game.
    assert "Game over" in texts(outs) and len(sizes) == 2 * 20 - 1
    assert len({s[:3] for s in sizes}) == 1  # the log, the history and the seed
    assert max(s[3] for s in sizes) - min(s[3] for s in sizes) <= 2  # (the count's digits)
