"""Computer seats as data: who they are and what they owe the game right now.

A computer seat is a seat whose player id starts with ``computer:`` (``computer:1``,
``computer:2``...); its level lives in the game's ``GameMeta.computers`` and its display
name in the seat record, so both survive restarts with the game.

``next_step`` is pure (no lexicon, no clock): it names the one thing a computer must do
next, or None.  The service plays that step after every command, vote and deadline, and
``timing.deadlines`` stores a "computer" deadline for it in the same transaction as the
action that made it due, so a step a crash interrupted is played by ``due()`` after the
restart."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot import i18n
from bot.service.meta import GameMeta
from engine.game import Game
from engine.levels import DEFAULT_LEVEL, LEVELS, Level

PREFIX = "computer:"


class ComputerStepKind(StrEnum):
    """What a computer owes the game, in the order it is owed."""

    START = "start"  # start a ``vs computer`` game
    STOP = "stop"  # end a game no person plays any more
    UNDO = "undo"  # answer an undo request
    VOTE = "vote"  # vote on (or challenge) a person's move
    TURN = "turn"  # play its turn


@dataclass(frozen=True)
class ComputerStep:
    """The one thing a computer must do next; ``seat`` None for START and STOP."""

    kind: ComputerStepKind
    seat: int | None = None


def _level(text: str) -> Level | None:
    return next((level for level in LEVELS if level == text), None)


def parse_level(text: str | None) -> Level | None:
    """A level from what a player typed, in English or in any of the games' languages
    (the catalogues' ``level_*`` words); the default for nothing; None when unknown."""
    if text is None or not text.strip():
        return DEFAULT_LEVEL
    t = text.strip().lower()
    known = _level(t)
    if known is not None:
        return known
    for lang in i18n.LANGUAGES:
        for level in LEVELS:
            if i18n.t(lang, "level_" + level).lower() == t:
                return level
    return None


def is_computer(player_key: str) -> bool:
    return player_key.startswith(PREFIX)


def computer_seats(game: Game) -> list[int]:
    return [i for i, s in enumerate(game.seats) if is_computer(s.player) and not s.resigned]


def level_of(meta: GameMeta, player_key: str) -> Level:
    """A computer seat's level as the meta keeps it (written by ``parse_level``)."""
    return _level(meta.level_of(player_key, DEFAULT_LEVEL)) or DEFAULT_LEVEL


def next_step(game: Game | None, meta: GameMeta, status: str) -> ComputerStep | None:
    """What a computer must do now: start a ``vs computer`` game, end a game no person
    plays any more, agree to an undo, vote on (or challenge) a human's move, or play its
    turn."""
    if status == "lobby":
        return ComputerStep(ComputerStepKind.START) if meta.autostart else None
    if status != "active" or game is None or game.over:
        return None
    mine = computer_seats(game)
    if not mine or meta.computer_stuck == len(game.log):
        return None
    if len(mine) == len(game.active_seats()):
        # Every person resigned: the computers don't play on alone.
        return ComputerStep(ComputerStepKind.STOP)
    if game.undo_request is not None:
        owed = game.undo_voters()
        return next((ComputerStep(ComputerStepKind.UNDO, i) for i in mine if i in owed), None)
    a = game.actor()
    p = game.pending
    if p is not None and game.rules.word_check != "auto":
        if (a in mine and game.rules.word_check == "challenge" and not p.ends_game
                and game.seats[a].side != game.seats[p.seat].side):
            # Its turn while the move may still be challenged: it challenges or plays on
            # (which closes the window).
            return ComputerStep(ComputerStepKind.TURN, a)
        voters = game.voters()
        for i in mine:
            if i in voters and meta.computer_seen.get(i) != p.log_index:
                return ComputerStep(ComputerStepKind.VOTE, i)
    if a is not None and a in mine:
        return ComputerStep(ComputerStepKind.TURN, a)
    return None


def let_stand(meta: GameMeta, seat: int, log_index: int) -> None:
    """Remember that the computer on ``seat`` looked at the move at ``log_index`` and does
    not challenge it (challenge mode: no vote is needed, the next player's action closes
    the window)."""
    meta.computer_seen[seat] = log_index


def moved_on(meta: GameMeta, game: Game, seat: int) -> bool:
    """Remember that the person on ``seat``, who may challenge the person's move that
    waits in challenge mode, turned to their own next move (a /preview of it) instead:
    they let the move stand, so the computer on turn plays without waiting out the
    window for them.  Whether the meta changed.  (/rack and /hint only read: they change
    nothing, so they cannot count.)"""
    p = game.pending
    if (p is None or game.rules.word_check != "challenge" or seat not in game.voters()
            or meta.moved_on.get(seat) == p.log_index):
        return False
    meta.moved_on = {s: i for s, i in meta.moved_on.items() if i == p.log_index}
    meta.moved_on[seat] = p.log_index
    return True


# Seconds a computer on turn leaves the people to challenge a person's move, where the
# rule set's challenge window is "until the next player acts" (0): the next player is the
# computer, and playing at once would close the window before anyone could react.
PEOPLES_WINDOW = 10.0


def step_since(meta: GameMeta, step: ComputerStep, game: Game | None = None) -> float:
    """When the step falls due (the time of its "computer" deadline): at once, except a
    computer's turn over a person's move that other people may still challenge."""
    kind = step.kind
    if kind is ComputerStepKind.STOP:
        return 0.0
    if kind is ComputerStepKind.UNDO:
        return meta.undo_since or 0.0
    if kind is ComputerStepKind.VOTE:
        return meta.pending_since or 0.0
    if game is not None:
        wait = peoples_window(game, meta)
        if wait is not None:
            return max(wait, meta.since or 0.0)
    return meta.since or 0.0


def peoples_window(game: Game, meta: GameMeta) -> float | None:
    """Until when a computer on turn waits before playing over a person's move that waits
    in challenge mode: the window's end (the rule set's, or ``PEOPLES_WINDOW``, and at
    least the table's ``min_window``: the console's people type for every seat), unless
    the window can no longer change anything: every person who may challenge the move
    has accepted it or moved on to their own next move (``moved_on``: previewed it).
    None: no need to wait."""
    p = game.pending
    if p is None or game.rules.word_check != "challenge" or is_computer(game.seats[p.seat].player):
        return None
    if all(is_computer(game.seats[i].player) or meta.moved_on.get(i) == p.log_index
           for i in game.voters()):
        return None
    seconds = max(float(game.rules.challenge_window or PEOPLES_WINDOW), meta.min_window)
    return (meta.pending_since or 0.0) + seconds
