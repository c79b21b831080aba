"""Ratings (openskill's Plackett-Luce model: 2-4 players, teams), per person and rule-set
family, and the per-player game rows that ``/stats`` sums.

Which games count: those that ended by the rules (a player went out, no one could move,
the scoreless turns, a target, a clock, a resignation) with the rule set's rules or house
rules that leave the game as it is (word check, times, exchange limit, undo, teams, a
target of 200 or more).  A game stopped by its creator or by consent, abandoned, or played
with a changed rack, bonus, scoring or reversed words is unrated, and the lobby says so;
so is a game that ended with no tile on the board.  A person's ``/end`` of a game against
computers only ends it as a table of people's agreed end does: abandoned, no winner.

Computers have a fixed rating per level (``COMPUTER_MU``, fitted from self-play by
``bench/calibrate_levels.py``), so that a person measures themselves against them: the
computer's rating takes part in the update and is never changed.

A rating is shown as a conservative number: ``mu - 3 sigma`` on a scale where a new
player shows 1000 (``shown``), with its uncertainty beside it.  Everything here is
recomputed from the stored games and results by ``python -m bot ratings rebuild``
(``rebuild``), in the order the games finished, to the same numbers."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from bot.service.computer_seats import is_computer
from bot.service.context import Ctx
from bot.service.meta import GameMeta
from bot.service.options import option_name
from engine.game import Game
from engine.notation import on_board
from engine.rules import families, find_ruleset, load_ruleset
from engine.state import Termination
from storage.base import GameRecord, PlayerGameRecord, RatingRecord, Repository, ResultRecord

RATED_ENDINGS = frozenset(t.value for t in Termination if t.played_out)
# House rules that leave the game the same game: a rating still means the same.
NEUTRAL_OPTIONS = frozenset({"word_check", "move_time_limit", "game_clock",
                             "challenge_window", "vote_window", "exchange_limit",
                             "undo_by_consent", "teams", "turn_order", "players_max"})
MIN_TARGET = 200

# Fixed ratings (mu) of the computer levels, fitted from self-play (english; 8 games a
# pair among beginner..strong, champion 4 games each against strong and hard at 150
# simulated plays a move; 88 games, bench/calibrate_levels.results.json):
#   .venv/bin/python bench/calibrate_levels.py --games 8 \
#       --levels beginner,easy,medium,hard,strong --results FILE
#   .venv/bin/python bench/calibrate_levels.py --games 4 --rounds 150 \
#       --pairs champion:strong,champion:hard --results FILE
# Levels that never lost to the next one are held apart by the fit's weak prior only.
COMPUTER_MU: dict[str, float] = {
    "beginner": -9.7, "easy": 8.8, "medium": 25.0, "hard": 44.3, "strong": 45.5,
    "champion": 54.8,
}
COMPUTER_SIGMA = 1.0  # small: the level plays the same way every game

MODEL = PlackettLuce()  # openskill's defaults: mu 25, sigma 25/3, beta 25/6


def family_of(ruleset_id: str) -> str:
    """The rating family of a rule set (its data's ``family``): ratings of one family
    compare like with like (the 15x15 Scrabble-like rule sets share one; Literaki, its
    own scoring and board, and Erudit, its own board and tiles, have theirs)."""
    return load_ruleset(ruleset_id).family


def parse_family(text: str) -> str | None:
    """A family (``scrabble``, ``literaki``, ``erudit``...), or any rule set's name (its
    family)."""
    t = text.strip().lower()
    if t in families():
        return t
    rid = find_ruleset(t)
    return None if rid is None else family_of(rid)


def unrated_options(ruleset_id: str, options: dict[str, Any]) -> list[str]:
    """The house rules that make a game of ``ruleset_id`` unrated (empty: rated)."""
    base = load_ruleset(ruleset_id)
    out = []
    for key, value in sorted(options.items()):
        if key in NEUTRAL_OPTIONS or getattr(base, key, None) == value:
            continue
        if key == "target_score" and isinstance(value, int) and value >= MIN_TARGET:
            continue
        out.append(key)
    return out


def is_rated(ruleset_id: str, options: dict[str, Any], end_reason: str, *,
             tiles_placed: bool) -> bool:
    """Whether a finished game counts: an ending of the rules, with rules that leave the
    game the same game, and a tile on the board (a game resigned or passed out before any
    word stood measures nothing)."""
    return (tiles_placed and end_reason in RATED_ENDINGS
            and not unrated_options(ruleset_id, options))


def unrated_reason(ruleset_id: str, options: dict[str, Any], end_reason: str, *,
                   tiles_placed: bool) -> tuple[str, list[str]] | None:
    """Why a finished game is not rated (``is_rated``), as the end message tells it: the
    house rules that change the game (``rules``, with their fields), an ending no rule
    made (``stopped``: stopped, ended by consent or abandoned), or no tile on the board
    (``empty``); None for a rated game."""
    changed = unrated_options(ruleset_id, options)
    if changed:
        return "rules", changed
    if end_reason not in RATED_ENDINGS:
        return "stopped", []
    if not tiles_placed:
        return "empty", []
    return None


def shown(mu: float, sigma: float) -> int:
    """The conservative rating people see: 1000 for a new player, 40 points a unit."""
    return round(1000 + 40 * (mu - 3 * sigma))


def spread(sigma: float) -> int:
    """The uncertainty shown beside a rating (three sigma, on the same scale)."""
    return round(120 * sigma)


def computer_rating(level: str) -> tuple[float, float]:
    return COMPUTER_MU.get(level, COMPUTER_MU["medium"]), COMPUTER_SIGMA


@dataclass(frozen=True)
class SeatLine:
    """A person's or computer's part in a finished game."""

    key: str
    name: str
    side: int
    score: int
    won: bool
    moves: int
    bingos: int
    best_move: str
    best_score: int
    level: str | None  # a computer's level


def seat_lines(game: Game, rec: GameRecord, meta: GameMeta) -> list[SeatLine]:
    names = {s.user_key: s.name for s in rec.seats}
    # the engine's (no phony among them): the recap counts the same
    bingos = Counter(t.seat for t in game.bingos())
    stood = game.placements()  # a phony taken off the board is no one's best move
    credited = game.credited()  # nor one that stood unchallenged: it is a move made
    out = []
    for i, s in enumerate(game.seats):
        placed = [t for t in stood if t.seat == i]
        best = max((t for t in credited if t.seat == i), key=lambda t: t.score, default=None)
        out.append(SeatLine(
            s.player, names.get(s.player, s.player), s.side, game.scores[s.side],
            s.side in game.winners, len(placed), bingos[i],
            # as /history writes it (the letters it went through in parentheses), from
            # the final board, which still holds every move that stood
            on_board(game.board, best.move) if best else "", best.score if best else 0,
            meta.level_of(s.player, "medium") if is_computer(s.player) else None))
    return out


def rate(lines: list[SeatLine], current: dict[str, RatingRecord], family: str,
         ) -> list[RatingRecord]:
    """The people's new ratings after a rated game: one openskill team per side, ranked
    by the side's final score (higher better; equal scores a draw)."""
    sides: dict[int, list[SeatLine]] = {}
    for ln in lines:
        sides.setdefault(ln.side, []).append(ln)
    order = list(sides)
    teams = []
    for side in order:
        team = []
        for ln in sides[side]:
            if ln.level is not None:
                mu, sigma = computer_rating(ln.level)
            else:
                r = current.get(ln.key)
                mu, sigma = (r.mu, r.sigma) if r else (MODEL.mu, MODEL.sigma)
            team.append(MODEL.rating(mu=mu, sigma=sigma, name=ln.key))
        teams.append(team)
    # The winners (the engine's tie-breaks included) rank first, the others by score;
    # equal places are a draw.
    keys = [(0 if sides[side][0].won else 1, -sides[side][0].score) for side in order]
    ranks = [float(sum(1 for k in keys if k < key)) for key in keys]
    new = MODEL.rate(teams, ranks=ranks)
    out = []
    for side, team in zip(order, new, strict=True):
        for ln, rated in zip(sides[side], team, strict=True):
            if ln.level is not None:
                continue  # a computer's rating is fixed
            old = current.get(ln.key)
            out.append(RatingRecord(ln.key, family, rated.mu, rated.sigma,
                                    (old.games if old else 0) + 1))
    return out


class Ratings:
    """Records finished games one at a time (a rating update reads and writes the
    players' ratings: two games ending at once in two chats must not both read the old
    ones)."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo
        self._lock = asyncio.Lock()

    async def record(self, rec: GameRecord, game: Game, meta: GameMeta,
                     result: ResultRecord) -> dict[str, tuple[RatingRecord | None,
                                                          RatingRecord]]:
        """Store the game's player rows and, when it is rated, the new ratings; returns
        each rated person's (old, new) rating."""
        assert rec.id is not None  # recorded after the game's commit, which gave it its id
        family = family_of(rec.ruleset)
        lines = seat_lines(game, rec, meta)
        rated = is_rated(rec.ruleset, rec.options or {}, result.end_reason,
                         tiles_placed=not game.board.is_empty())
        people = [ln.key for ln in lines if ln.level is None]
        async with self._lock:
            current = await self.repo.ratings(family, people) if rated else {}
            new = rate(lines, current, family) if rated else []
            by_key = {r.user_key: r for r in new}
            rows = [PlayerGameRecord(
                rec.id, ln.key, ln.name, rec.chat_key, family, rec.ruleset, ln.score,
                ln.won, rated, ln.moves, ln.bingos, ln.best_move, ln.best_score,
                result.finished_at,
                by_key[ln.key].mu if ln.key in by_key else None,
                by_key[ln.key].sigma if ln.key in by_key else None)
                for ln in lines if ln.level is None]
            await self.repo.record_game(rows, new, result.finished_at)
        return {r.user_key: (current.get(r.user_key), r) for r in new}


def _stored_game(rec: GameRecord) -> Game:
    assert rec.state is not None  # rebuild reads finished games, each with its state
    return Game.from_json(rec.state)


async def rebuild(repo: Repository,
                  load: Callable[[GameRecord], Game] = _stored_game) -> int:
    """Recompute every rating and player row from the stored games and results, in the
    order they finished; returns the number of games recorded."""
    await repo.clear_ratings()
    ratings = Ratings(repo)
    n = 0
    for game_id in await repo.finished_game_ids():
        rec = await repo.game(game_id)
        result = await repo.result(game_id)
        if rec is None or result is None or rec.state is None:
            continue
        game = load(rec)
        if not game.over:
            continue
        await ratings.record(rec, game, GameMeta.from_dict(rec.meta), result)
        n += 1
    return n


def change_line(ctx: Ctx, changes: dict[str, tuple[RatingRecord | None, RatingRecord]]
                ) -> str:
    """``Ratings: Ann 1012 (+12), Bob 988 (−12)`` after a rated game."""
    if not changes:
        return ""
    parts = []
    for key, (old, new) in changes.items():
        before = shown(old.mu, old.sigma) if old else shown(MODEL.mu, MODEL.sigma)
        after = shown(new.mu, new.sigma)
        diff = after - before
        sign = "+" if diff >= 0 else "−"
        parts.append(f"{ctx.name_of(key)} {after} ({sign}{abs(diff)})")
    return ctx.t("ratings_changed", ratings=", ".join(parts))


def end_lines(ctx: Ctx, rec: GameRecord, game: Game,
              changes: dict[str, tuple[RatingRecord | None, RatingRecord]]) -> list[str]:
    """What the chat's end message says of the ratings after its end text: that the game
    is not rated (where it has a winner: an end with none says so already), or each
    rated person's new rating and its change (``change_line``)."""
    out = []
    why = unrated_reason(rec.ruleset, rec.options or {}, game.end_reason or "",
                         tiles_placed=not game.board.is_empty())
    if why is not None and game.winners:  # (an end with no winner says why already)
        kind, changed = why
        options = ", ".join(option_name(f) for f in changed)
        out.append(ctx.t("game_unrated", reason=ctx.t("unrated_why_" + kind, options=options)))
    line = change_line(ctx, changes)
    if line:
        out.append(line)
    return out


async def recorded_changes(repo: Repository, rec: GameRecord, game: Game,
                           ) -> dict[str, tuple[RatingRecord | None, RatingRecord]] | None:
    """Each rated person's (old, new) rating after the finished game ``rec``, read back
    from their stored game rows (the rating after each rated game: the old one is the
    row before this game's), in the order ``Ratings.record`` returns them (side by side,
    as the seats first name each side); {} for a game not rated; None while the game's
    rows are not stored yet."""
    if not is_rated(rec.ruleset, rec.options or {}, game.end_reason or "",
                    tiles_placed=not game.board.is_empty()):
        return {}
    family = family_of(rec.ruleset)
    sides = list(dict.fromkeys(s.side for s in game.seats))
    people = [s.player for side in sides for s in game.seats
              if s.side == side and not is_computer(s.player)]
    out: dict[str, tuple[RatingRecord | None, RatingRecord]] = {}
    for key in dict.fromkeys(people):
        rows = await repo.player_games(key, family)
        at = next((i for i, r in enumerate(rows) if r.game_id == rec.id), None)
        if at is None:
            return None
        row = rows[at]
        if row.mu is None or row.sigma is None:
            continue
        old = next((r for r in reversed(rows[:at]) if r.mu is not None and r.sigma is not None),
                   None)
        out[key] = (None if old is None or old.mu is None or old.sigma is None
                    else RatingRecord(key, family, old.mu, old.sigma),
                    RatingRecord(key, family, row.mu, row.sigma))
    return out
