"""A game (``engine.game.Game``, finished or running) as a GCG record, for ``/export``.

One line per turn of ``game.history``: placements with the rack before the move, the
notation (letters already on the board as ``.``), the score and the running total;
withdrawn moves as ``--``; exchanges as ``-TILES``; passes, time-outs and lost turns as
``-`` (with a ``#note`` saying which); score adjustments as ``(time)`` or
``(challenge)``; the end-of-game rack lines as the rule set's convention gives them
(``(RACK) +N`` for the player who went out, ``RACK (RACK) -N`` for a deduction).
The header names the rule set and its house rules twice: in words (``#description``) and
as a ``#rules`` line that ``python -m engine replay`` reads.  Racks are written in the
alphabet of the rule set's language.

The record reads back with ``engine.records.gcg.parse_gcg`` and replays with
``engine.records.replay.replay`` to the same scores (two players or more, without teams;
the erudit-home blank swap has no GCG notation and is written as a note)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.game import Game
from engine.records.pragmas import rules_pragma
from engine.rules import RuleSet
from engine.state import Turn


def _rack(rules: RuleSet, tiles: str | list[str]) -> str:
    """A rack in the alphabet of the rule set's language (Polish Ą after A, not after Z),
    the blank first, as GCG writers do."""
    return "".join(sorted(tiles, key=rules.letter_rank))


def _nicks(game: Game) -> list[str]:
    """GCG nicknames: no spaces or colons, unique."""
    out: list[str] = []
    for seat in game.seats:
        nick = re.sub(r"[\s:#>]+", "_", seat.player.strip()) or "player"
        base, n = nick, 2
        while nick in out:
            nick = f"{base}_{n}"
            n += 1
        out.append(nick)
    return out


def game_to_gcg(
    game: Game,
    *,
    names: Mapping[str, str] | None = None,
    lexicon: str = "",
    description: str = "",
    game_id: tuple[str, str] | None = None,
) -> str:
    """The game as GCG text (UTF-8, ``\\n`` line ends).  ``names`` maps a player id to
    the full name written on the ``#player`` line (default: the id)."""
    names = names or {}
    nicks = _nicks(game)
    lines = ["#character-encoding UTF-8"]
    overrides = "".join(f" {k}={v}" for k, v in sorted(game.overrides.items()))
    lines.append(f"#description {description or 'Rules: ' + game.base_rules.id + overrides}")
    # The rules again, for a replay to read (the description is for people).
    lines.append(rules_pragma(game.base_rules.id, game.overrides))
    if game_id is not None:
        lines.append(f"#id {game_id[0]} {game_id[1]}")
    for i, seat in enumerate(game.seats):
        full = " ".join((names.get(seat.player) or seat.player).split()) or nicks[i]
        lines.append(f"#player{i + 1} {nicks[i]} {full}")
    if lexicon:
        lines.append(f"#lexicon {lexicon}")
    history = game.history
    for k, t in enumerate(history):
        lines.extend(_turn_lines(game, nicks, history, k, t))
    return "\n".join(lines) + "\n"


def _rack_at(game: Game, history: list[Turn], k: int, seat: int) -> str:
    """The rack of ``seat`` at turn ``k`` when the turn does not say it (a lost turn): the
    rack of its next turn, or the rack it holds now."""
    for t in history[k + 1 :]:
        if t.seat == seat and t.rack and t.kind in ("place", "exchange", "pass", "timeout"):
            return t.rack
    return "".join(game.seats[seat].rack)


def _turn_lines(game: Game, nicks: list[str], history: list[Turn], k: int,
                t: Turn) -> list[str]:
    nick = nicks[t.seat]
    head = f">{nick}: "
    rack = _rack(game.rules, t.rack)
    if t.kind == "place":
        if "~" in t.move:  # erudit-home blank swap: GCG cannot write it
            move, _, swaps = t.move.partition(" ~")
            return [f"{head}{rack} {move} +{t.score} {t.total}",
                    f"#note blank swapped on {swaps.replace(' ~', ', ')}"]
        return [f"{head}{rack} {t.move} +{t.score} {t.total}"]
    if t.kind == "withdrawn":
        return [f"{head}{rack} -- -{abs(t.score)} {t.total}"]
    if t.kind == "exchange":
        return [f"{head}{rack} {t.move} +0 {t.total}"]
    if t.kind == "pass":
        return [f"{head}{rack} - +0 {t.total}"]
    if t.kind == "timeout":
        return [f"{head}{rack} - +0 {t.total}", "#note time-out: the move time ran out"]
    if t.kind == "lost_turn":
        rack = _rack(game.rules, _rack_at(game, history, k, t.seat))
        return [f"{head}{rack} - +0 {t.total}",
                "#note lost turn: unsuccessful challenge"]
    if t.kind == "resign":
        return [f"#note {nick} resigned"]
    if t.kind == "adjust":
        reason = t.move.strip()
        word = "(time)" if t.score < 0 else "(challenge)"
        out = [f"{head} {word} {t.score:+d} {t.total}"]
        if reason.lower() not in ("time", "challenge", word[1:-1]):
            out.append(f"#note adjustment: {reason}")
        return out
    if t.kind == "end":
        side = game.seats[t.seat].side
        own = _rack(game.rules, [x for s in game.seats if s.side == side for x in s.rack])
        if t.score > 0:
            others = _rack(
                game.rules, [x for s in game.seats if s.side != side for x in s.rack])
            lines = [f"{head}({others}) +{t.score} {t.total}"]
            if own:  # a side that gained and still held tiles (not a GCG case)
                lines.append(f"#note {nick} also held {own}")
            return lines
        return [f"{head}{own} ({own}) -{abs(t.score)} {t.total}"]
    return [f"#note {nick}: {t.kind} {t.move}".rstrip()]
