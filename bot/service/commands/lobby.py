"""Lobby commands: ``/new``, ``/join``, ``/leave``, ``/start``, ``/addbot``, ``/end``, and
the private start through a group game's link."""

from __future__ import annotations

from bot import i18n
from bot.service import actions, computer_seats, ratings
from bot.service.announce import rack_message
from bot.service.context import Ctx, Refusal, need_game, need_seat
from bot.service.lobby import (
    choose_team,
    ordered_seats,
    seat_computer,
    seat_named,
    seats_left_check,
    start_game,
)
from bot.service.meta import GameMeta
from bot.service.options import OptionError, parse_new, parse_order
from engine.errors import MoveError
from engine.game import require_chosen_order
from engine.rules import load_ruleset
from storage.base import GameRecord, SeatRecord


async def cmd_new(ctx: Ctx, args: str) -> None:
    if ctx.rec is not None:
        raise Refusal("game_exists")
    assert ctx.user is not None
    try:
        opts = parse_new(args)
    except OptionError as e:
        raise Refusal(e.key, **e.params) from None
    rules = opts.rules
    assert rules is not None
    lang = opts.lang or rules.language
    ctx.lang = lang
    ctx.meta = GameMeta(chat=ctx.chat, teams=opts.teams, hints=opts.hints, order=opts.order,
                        recap=opts.recap)
    ctx.rec = GameRecord(
        chat_key=ctx.chat.key, ruleset=opts.variant, options=opts.overrides, language=lang,
        seed=ctx.deps.seeds(), creator=ctx.user.key, status="lobby", meta={},
        seats=[SeatRecord(ctx.user.key, ctx.user.name, 1 if opts.teams else None, 0)],
    )
    lines = [ctx.t("new_game", name=ctx.user.name, variant=rules.name,
                   summary=i18n.rules_summary(lang, rules))]
    if opts.computer is not None:  # /new VARIANT vs computer [level]: it starts at once
        lines.append(seat_computer(ctx, opts.computer, choose_team(ctx, ctx.rec, "")))
        ctx.meta.autostart = True
    else:
        most = rules.max_players(teams=bool(opts.teams))
        lines.append(ctx.t("lobby_hint", min=rules.players_min, max=most,
                           players=i18n.players_range(rules.players_min, most)))
    ctx.dirty = True
    if ctx.deps.lexicon(opts.variant) is None and rules.word_check != "agreement":
        lines.append(ctx.t("no_lexicon"))
    lines.extend(unrated_lines(ctx, opts.variant, opts.overrides))
    ctx.say("\n".join(lines))


def unrated_lines(ctx: Ctx, ruleset_id: str, overrides: dict[str, object]) -> list[str]:
    """The lobby's word that its game will not be rated, and why."""
    changed = ratings.unrated_options(ruleset_id, overrides)
    return [ctx.t("unrated_house_rules", options=", ".join(changed))] if changed else []


async def cmd_join(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    assert ctx.user is not None
    if rec.status != "lobby":
        raise Refusal("already_started")
    if rec.seat_of(ctx.user.key) is not None:
        raise Refusal("already_joined")
    seats_left_check(ctx, rec)
    team = choose_team(ctx, rec, args)
    joined = max((s.joined for s in rec.seats), default=-1) + 1
    rec.seats.append(SeatRecord(ctx.user.key, ctx.user.name, team, joined))
    ctx.dirty = True
    names = ", ".join(s.name + (f" ({ctx.t('team_tag', n=s.team)})" if s.team else "")
                      for s in rec.seats)
    ctx.say(ctx.t("joined", name=ctx.user.name, players=names, n=len(rec.seats)))


async def cmd_order(ctx: Ctx, args: str) -> None:
    """``/order Bob, Ann``: the creator (or a chat admin) sets the order of play in the
    lobby, where the rules let the creator choose it; players not named follow in the
    order they joined."""
    rec = need_game(ctx)
    assert ctx.user is not None
    if rec.status != "lobby":
        raise Refusal("already_started")
    if ctx.user.key != rec.creator and not ctx.user.is_admin:
        raise Refusal("order_creator_only")
    names = parse_order(args)
    if not names:
        raise Refusal("order_usage")
    rules = load_ruleset(rec.ruleset).with_overrides(**(rec.options or {}))
    require_chosen_order(rules)
    for name in names:
        if seat_named(rec, name) is None:
            raise Refusal("order_unknown", name=name[:40])
    ctx.meta.order = names
    ctx.dirty = True
    seats = ordered_seats(ctx, rec, rules)
    ctx.say(ctx.t("order_set", order=", ".join(s.name for s in seats)))


async def cmd_leave(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    assert ctx.user is not None
    if rec.status != "lobby":
        raise Refusal("leave_running")
    seat = rec.seat_of(ctx.user.key)
    if seat is None:
        raise Refusal("not_in_lobby")
    rec.seats.remove(seat)
    ctx.dirty = True
    humans = [s for s in rec.seats if not computer_seats.is_computer(s.user_key)]
    if not humans:  # nobody left but computers
        rec.status = "cancelled"
        ctx.say(ctx.t("lobby_closed"))
        return
    if rec.creator == ctx.user.key:
        rec.creator = humans[0].user_key
    ctx.say(ctx.t("left", name=ctx.user.name, n=len(rec.seats)))


async def cmd_start(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    assert ctx.user is not None
    if rec.status != "lobby":
        raise Refusal("already_started")
    if rec.seat_of(ctx.user.key) is None and not ctx.user.is_admin:
        raise MoveError("not_a_player")
    start_game(ctx)


async def cmd_addbot(ctx: Ctx, args: str) -> None:
    """``/addbot [level] [team]`` in a lobby, by anyone seated, the creator or an admin."""
    rec = ctx.rec
    assert ctx.user is not None
    if rec is None:
        raise Refusal("no_game")
    if rec.status != "lobby":
        raise Refusal("addbot_started")
    if (rec.seat_of(ctx.user.key) is None and ctx.user.key != rec.creator
            and not ctx.user.is_admin):
        raise Refusal("addbot_not_player")
    words = args.split()
    team_text = next((w for w in words if w.isdigit()), "")
    level_words = [w for w in words if not w.isdigit()]
    level = computer_seats.parse_level(" ".join(level_words) or None)
    if level is None or len(level_words) > 1:
        raise Refusal("bad_level", level=" ".join(level_words)[:20])
    team = choose_team(ctx, rec, team_text)
    ctx.say(seat_computer(ctx, level, team))


async def cmd_end(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    assert ctx.user is not None
    if ctx.user.key != rec.creator and not ctx.user.is_admin:
        raise Refusal("end_not_allowed")
    ctx.dirty = True
    if ctx.game is None:
        rec.status = "cancelled"
        ctx.say(ctx.t("lobby_closed"))
        return
    actions.act(ctx, ctx.game.end_by_request)


async def started_privately(ctx: Ctx, args: str) -> None:
    """A user opened the private chat through the group game's link: join the lobby, or
    get the rack of the running game."""
    rec = ctx.rec
    assert ctx.user is not None
    if rec is None:
        raise Refusal("no_game_for_link")
    here = ctx.chat
    if rec.status == "lobby":
        if rec.seat_of(ctx.user.key) is None:
            await cmd_join(ctx, "")
        for out in ctx.out:
            out.chat = here
        ctx.tell(ctx.user, ctx.t("private_ok"))
        return
    seat = need_seat(ctx)
    rack_message(ctx, seat)
