"""Properties of every rule set after any sequence of legal actions: tiles are conserved,
each side's score is the sum of its history, the JSON state round-trips exactly, a replay
of the log reaches the same state, and pop() takes the last action back exactly."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import MoveError
from engine.game import Game
from engine.notation import format_coord
from engine.rules import load_ruleset

VARIANTS = ["english", "bulgarian", "literaki", "erudit", "slovak", "erudit-home", "polish"]


class SomeWords:
    """A lexicon that knows about two words in three: enough to make challenges, checks
    and auto-mode refusals happen both ways, deterministically."""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and sum(map(ord, word)) % 3 != 0


def _check(game: Game) -> None:
    assert game.tile_census() == Counter(game.rules.tileset.full_bag())
    for side, score in game.scores.items():
        assert score == sum(t.score for t in game.history if game.seats[t.seat].side == side)
    # Each placement of the log is read back as its history line, standing or taken off
    # (what a vote on an old move's message is told): the standing ones are the game's.
    found = [game.placement_at(i) for i, e in enumerate(game.log) if e["a"] == "place"]
    assert all(f is not None for f in found)
    assert [f[0] for f in found if f is not None and f[1]] == game.placements()
    assert [f[0].seat for f in found if f is not None] == [
        e["seat"] for e in game.log if e["a"] == "place"]
    data = game.to_json()
    text = json.dumps(data, ensure_ascii=False)
    assert Game.from_json(json.loads(text)).to_json() == data


def _placements(game: Game, pick: int) -> list[str]:
    """Short moves to try: one or two rack tiles at a square touching the board (or two
    across the start square on an empty board), the whole line written out."""
    board = game.board
    rack = game.seats[game.turn].rack
    letter0 = game.rules.tileset.letters[0].lower()
    def t(i: int) -> str:
        ch = rack[i % len(rack)]
        return letter0 if ch == "?" else ch
    if not rack:
        return []
    out: list[str] = []
    if board.is_empty():
        r, c = board.layout.start
        if len(rack) >= 2:
            out.append(f"{format_coord(r, c, True)} {t(pick)}{t(pick + 1)}")
        return out
    anchors = []
    for r in range(board.height):
        for c in range(board.width):
            if board.get(r, c) is None and any(
                board.get(r + dr, c + dc) is not None
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            ):
                anchors.append((r, c))
    if not anchors:
        return out
    for k in range(6):
        r, c = anchors[(pick + 7 * k) % len(anchors)]
        across = (pick + k) % 2 == 0
        dr, dc = (0, 1) if across else (1, 0)
        n_new = 1 + (pick + k) % 2
        new = {(r, c): t(pick + k)}
        if n_new == 2 and len(rack) >= 2 and board.layout.in_bounds(r + dr, c + dc) and (
            board.get(r + dr, c + dc) is None
        ):
            new[(r + dr, c + dc)] = t(pick + k + 1)
        sr, sc = r, c
        while board.get(sr - dr, sc - dc) is not None:
            sr, sc = sr - dr, sc - dc
        word = ""
        er, ec = sr, sc
        while board.layout.in_bounds(er, ec) and (
            (er, ec) in new or board.get(er, ec) is not None
        ):
            word += new.get((er, ec), ".")
            er, ec = er + dr, ec + dc
        if len(word) == 1:  # a single tile: write it the way its word runs
            across = not across
            dr, dc = (0, 1) if across else (1, 0)
            sr, sc = r, c
            while board.get(sr - dr, sc - dc) is not None:
                sr, sc = sr - dr, sc - dc
            word, er, ec = "", sr, sc
            while board.layout.in_bounds(er, ec) and (
                (er, ec) == (r, c) or board.get(er, ec) is not None
            ):
                word += new[(r, c)] if (er, ec) == (r, c) else "."
                er, ec = er + dr, ec + dc
        out.append(f"{format_coord(sr, sc, across)} {word}")
    return out


def _act(game: Game, kind: int, pick: int) -> None:
    seat = game.turn
    p = game.pending
    mode = game.rules.word_check
    try:
        if game.undo_request is not None:
            voters = [s for s in game.opponents(game.undo_request.seat)
                      if s not in game.undo_request.votes]
            if kind % 4 == 0 or not voters:
                game.close_undo()
            else:
                game.undo_vote(voters[0], pick % 3 != 0)
            return
        if p is not None and (mode != "challenge" or p.ends_game or kind % 3 == 0):
            voters = [s for s in game.opponents(p.seat) if s not in p.votes]
            if mode == "challenge" and voters and kind % 2:
                game.challenge(voters[pick % len(voters)])
            elif voters and kind % 5 not in (0, 1):
                game.vote(voters[pick % len(voters)], pick % 4 != 0)
            elif game.rules.undo_by_consent and kind % 5 == 1 and game.undo_request is None:
                game.request_undo(p.seat)
            else:
                game.close_window()
            return
        choice = kind % 10
        if choice < 6:
            for move in _placements(game, pick):
                try:
                    game.place(seat, move)
                    return
                except MoveError:
                    continue
            game.pass_turn(seat)
        elif choice == 6:
            game.exchange(seat, "".join(game.seats[seat].rack[: 1 + pick % 3]))
        elif choice == 7:
            game.pass_turn(seat)
        elif choice == 8:
            game.timeout(seat)
        elif pick % 7 == 0:
            game.resign(seat)
        elif game.rules.undo_by_consent:
            try:
                game.request_undo(seat - 1 if seat else len(game.seats) - 1)
            except MoveError:
                game.pass_turn(seat)
        else:
            game.pass_turn(seat)
    except MoveError:
        pass  # a refused action changes nothing (checked elsewhere); go on


actions = st.lists(st.tuples(st.integers(0, 99), st.integers(0, 999)), max_size=30)


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=actions)
def test_invariants_after_any_legal_actions(
    variant: str, seed: int, players: int, steps: list[tuple[int, int]]
) -> None:
    rules = load_ruleset(variant)
    n = max(rules.players_min, min(players, rules.players_max_solo or rules.players_max))
    game = Game(rules, str(seed), [(f"p{i}", None) for i in range(n)])
    game.lexicon = SomeWords()
    _check(game)
    for kind, pick in steps:
        if game.over:
            break
        before = game.to_json()
        log_len = len(game.log)
        _act(game, kind, pick)
        _check(game)
        if len(game.log) == log_len + 1 and game.undo_request is None and not any(
            a["a"] in ("undo_request", "undo_vote") for a in game.log
        ):
            after = game.to_json()
            action = game.pop()
            assert game.to_json() == before
            game.apply(action)
            assert game.to_json() == after
    assert Game.replay(game.header(), game.log).to_json() == game.to_json()
