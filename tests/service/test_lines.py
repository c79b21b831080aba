"""The service's side of the lines that grow (bot/service/lines.py): what a command kept
of the stored log and history, the state it commits, and the last placed move found
without scanning the whole log.  (The history decoded once per game version: the games
in play, tests/service/test_live.py.)"""

from __future__ import annotations

from bot.service import lines, timing
from bot.service.meta import GameMeta
from engine.game import Game
from engine.rules import load_ruleset


def game_with(actions: int) -> Game:
    g = Game(load_ruleset("english"), "lines-seed", [("a", None), ("b", None)],
             {"scoreless_turns_end": 0})
    for _ in range(actions):
        g.pass_turn(g.turn)
    return g


def test_a_command_that_appends_keeps_every_stored_line_and_encodes_only_its_own():
    g = game_with(5)
    state = g.to_json()
    stored = list(state["history"])
    m = lines.mark(g, state)
    g.pass_turn(g.turn)
    kept = lines.kept(m, g)
    assert (kept.log, kept.history, kept.taken_back) == (5, 5, False)
    written = lines.written(m, g, kept.history)
    assert written == g.to_json()
    assert all(a is b for a, b in zip(written["history"][:5], stored, strict=True))
    # nothing that grows is copied: the stored lines and the game's log, appended to
    assert written["history"] is state["history"] and written["log"] is g.log


def test_an_undo_replaces_the_lines_and_says_so():
    g = game_with(5)
    m = lines.mark(g, g.to_json())
    g._restore(g.log[:3])  # what an agreed undo does: the game replayed to an earlier log
    kept = lines.kept(m, g)
    assert kept.taken_back and kept.log == 3 and kept.history == 3
    g.pass_turn(g.turn)  # the same action again: the stored row of it is kept
    kept = lines.kept(m, g)
    assert kept.taken_back and kept.log == 4 and kept.history == 4
    assert lines.written(m, g, kept.history) == g.to_json()
    assert lines.unchanged(m, g) == 0


def test_the_last_placed_move_is_found_from_the_new_actions_and_what_meta_knew():
    g = game_with(3)
    meta = GameMeta()
    timing.update(g, meta, 1.0)
    assert meta.last_place is None
    for a in g.log:  # as if the first action had been a placed move
        a["a"] = "pass"
    g.log[0]["a"] = "place"
    meta.last_place = (0, 1.0)
    assert timing.last_place_index(g, meta, unchanged=3) == 0
    assert timing.last_place_index(g, None, unchanged=3) == 0
    meta.last_place = None  # what meta knew: no placed move among the first 3
    assert timing.last_place_index(g, meta, unchanged=3) is None
    assert timing.last_place_index(g, meta, unchanged=0) == 0
    g.log.append({"a": "place", "seat": 0, "move": "8H AB"})
    assert timing.last_place_index(g, meta, unchanged=3) == 3
