"""Seating and dealing: the team a player joins, a computer's seat, and the deal that
turns a lobby into a running game (``/start``, or at once for ``/new VARIANT vs
computer``)."""

from __future__ import annotations

from bot import i18n
from bot.service import rule_texts, timing
from bot.service.announce import started
from bot.service.computer_seats import PREFIX, is_computer
from bot.service.context import Ctx, Refusal, is_number, lexicon_key
from bot.service.meta import GameMeta
from engine.errors import MoveError
from engine.game import Game, arrange_players
from engine.rules import RuleSet, load_ruleset
from storage.base import GameRecord, SeatRecord


def choose_team(ctx: Ctx, rec: GameRecord, args: str) -> int | None:
    """The team a joiner asked for (``args``), else the smallest; None without teams."""
    teams = ctx.meta.teams
    if args:
        if not teams:
            raise Refusal("no_teams")
        if not is_number(args) or not 1 <= int(args) <= teams:
            raise Refusal("bad_team", teams=teams)
        return int(args)
    if not teams:
        return None
    sizes = {t: 0 for t in range(1, teams + 1)}
    for s in rec.seats:
        if s.team in sizes:
            sizes[s.team] += 1
    return min(sizes, key=lambda t: (sizes[t], t))


def lobby_players(lang: str, rec: GameRecord) -> str:
    """The lobby's players as the chat reads them: names, with their teams."""
    return ", ".join(i18n.unbracketed(lang, s.name) + f" ({i18n.t(lang, 'team_tag', n=s.team)})"
                     if s.team else s.name for s in rec.seats)


# A lobby for fewer says that the house rule players= seats this many (where tiles allow).
MORE_PLAYERS = 4


def lobby_hint(lang: str, rules: RuleSet, teams: int | None) -> str:
    """How to join a lobby and start its game, with how many may play."""
    most = rules.max_players(teams=bool(teams))
    text = i18n.t(lang, "lobby_hint", min=rules.players_min, max=most,
                  players=rule_texts.players_range(rules.players_min, most))
    more = min(MORE_PLAYERS, *(high for name, _, high in rules.ranges() if name == "players_max"))
    if not teams and most < more:  # Slovak: the seed's game is for two
        text += "\n" + i18n.t(lang, "lobby_more_players", n=most, most=more)
    return text


def lobby_text(rec: GameRecord) -> str:
    """A lobby as someone arriving at the table finds it (the console after a restart):
    the game being set up, who has joined, and how to join and start it."""
    rules = load_ruleset(rec.ruleset).with_overrides(**(rec.options or {}))
    teams = GameMeta.from_dict(rec.meta).teams
    name = rule_texts.variant_name(rec.language, rules)
    return (i18n.t(rec.language, "game_setup", variant=name, n=len(rec.seats),
                   players=lobby_players(rec.language, rec)) + "\n"
            + lobby_hint(rec.language, rules, teams))


def seats_left_check(ctx: Ctx, rec: GameRecord) -> None:
    """Refuse one more seat in a full lobby: in teams as many players as the tile set
    serves, alone the rule set's limit."""
    rules = load_ruleset(rec.ruleset).with_overrides(**(rec.options or {}))
    most = rules.max_players(teams=bool(ctx.meta.teams))
    if len(rec.seats) >= most:
        raise Refusal("game_full", max=most)


def seat_computer(ctx: Ctx, rec: GameRecord, level: str, team: int | None = None) -> str:
    """Seat a computer of ``level`` in the lobby ``rec``; returns the line that announces
    it."""
    if ctx.deps.walkable(lexicon_key(rec.ruleset, rec.options)) is None:
        raise Refusal("addbot_no_lexicon")
    seats_left_check(ctx, rec)
    numbers = [int(s.user_key[len(PREFIX):]) for s in rec.seats if is_computer(s.user_key)]
    n = max(numbers, default=0) + 1
    key = f"{PREFIX}{n}"
    level_name = ctx.t("level_" + level)
    name = (ctx.t("computer_name", level=level_name) if n == 1
            else ctx.t("computer_name_n", n=n, level=level_name))
    joined = max((s.joined for s in rec.seats), default=-1) + 1
    rec.seats.append(SeatRecord(key, name, team, joined))
    ctx.meta.computers[key] = level
    ctx.dirty = True
    return ctx.t("joined", name=name, players=lobby_players(ctx.lang, rec), n=len(rec.seats))


def seat_named(rec: GameRecord, name: str) -> SeatRecord | None:
    """The lobby's seat whose player is called ``name`` (any case), if any."""
    key = name.casefold()
    for s in rec.seats:
        if s.name.casefold() == key:
            return s
    return None


def ordered_seats(ctx: Ctx, rec: GameRecord, rules: RuleSet) -> list[SeatRecord]:
    """The lobby's seats in the order of play they will get, where the rules seat players
    in a given order: those the creator named first (``/order``, ``order=`` at /new; names
    of people who never joined are passed over), the others in the order they joined."""
    seats = sorted(rec.seats, key=lambda s: s.joined)
    if not ctx.meta.order or rules.turn_order != "join":
        return seats
    named = [seat_named(rec, n) for n in ctx.meta.order]
    order = [s.user_key for s in named if s is not None]
    by_key = {s.user_key: s for s in seats}
    players = arrange_players(rules, [(s.user_key, s.team) for s in seats], order)
    return [by_key[p] for p, _ in players]


def start_game(ctx: Ctx, rec: GameRecord) -> None:
    """Deal the game of the lobby ``rec`` (the context's) and tell the chat the order, the
    teams and whose turn it is; each player gets their rack privately."""
    ctx.meta.autostart = False
    rules = load_ruleset(rec.ruleset)
    house = rules.with_overrides(**(rec.options or {}))
    players = [(s.user_key, s.team) for s in ordered_seats(ctx, rec, house)]
    if ctx.meta.teams and len({team for _, team in players}) != ctx.meta.teams:
        # A team nobody joined is a team of none: its size is not the others' (the engine
        # sees only the teams that have players, so the lobby's count is checked here).
        raise MoveError("bad_teams")
    game = Game(rules, rec.seed, players, rec.options or None)
    ctx.deps.prepare(game, lexicon_key(rec.ruleset, rec.options))
    ctx.game = game
    rec.status = "active"
    timing.start(game, ctx.meta, ctx.now)
    ctx.dirty = True
    started(ctx)
