"""Lobby commands: ``/new``, ``/join``, ``/leave``, ``/start``, ``/addbot``, ``/end``, and
the private start through a group game's link."""

from __future__ import annotations

from bot import i18n
from bot.protocol import Button
from bot.service import actions, computer_seats, ratings, rule_texts, timing
from bot.service.announce import rack_message
from bot.service.context import Ctx, Refusal, lexicon_key, need_game, need_seat, need_user
from bot.service.lobby import (
    choose_team,
    lobby_hint,
    lobby_players,
    ordered_seats,
    seat_computer,
    seat_named,
    seats_left_check,
    start_game,
)
from bot.service.meta import GameMeta
from bot.service.options import (
    OptionError,
    option_name,
    parse_new,
    parse_order,
    requested_language,
)
from engine.errors import MoveError
from engine.game import Game, require_chosen_order
from engine.rules import load_ruleset
from storage.base import GameRecord, SeatRecord

YES = frozenset({"yes", "y", "ok", "да", "tak", "áno", "ano", "da", "+", "✅"})
NO = frozenset({"no", "n", "не", "нет", "nie", "nu", "-", "❌"})


async def cmd_new(ctx: Ctx, args: str) -> None:
    user = need_user(ctx)
    if ctx.rec is not None:
        if ctx.rec.status == "lobby" and ctx.rec.creator == user.key:
            raise Refusal("game_exists_yours")  # say how to close it
        if ctx.meta.end_since is not None and ctx.rec.status != "lobby":
            # A newcomer's /new right after an admin's /end got "there is already a game"
            # and no word of the vote that would close it: say when it can close.
            left = timing.END_VOTE_WINDOW - (ctx.now - ctx.meta.end_since)
            raise Refusal("game_exists_ending", seconds=max(1, int(left + 0.999)))
        raise Refusal("game_exists")
    try:
        opts = parse_new(args)
    except OptionError as e:
        ctx.lang = requested_language(args) or ctx.lang  # the game's language it asked for
        raise Refusal(e.key, **e.worded(ctx.lang)) from None
    rules = opts.rules
    lang = opts.lang or rules.language
    ctx.lang = lang
    ctx.meta = GameMeta(chat=ctx.chat, teams=opts.teams, hints=opts.hints, order=opts.order,
                        recap=opts.recap,
                        min_window=ctx.deps.min_window)
    ctx.rec = rec = GameRecord(
        chat_key=ctx.chat.key, ruleset=opts.variant, options=opts.overrides, language=lang,
        seed=ctx.deps.seeds(), creator=user.key, status="lobby", meta={},
        seats=[SeatRecord(user.key, user.name, 1 if opts.teams else None, 0)],
    )
    lines = [ctx.t("new_game", name=user.name, variant=rule_texts.variant_name(ctx.lang, rules),
                   summary=rule_texts.rules_summary(lang, rules, opts.teams,
                                              opts.hints if opts.hints is not None
                                              else opts.computer is not None))]
    if opts.computer is not None:  # /new VARIANT vs computer [level]: it starts at once
        lines.append(seat_computer(ctx, rec, opts.computer, choose_team(ctx, rec, "")))
        ctx.meta.autostart = True
    else:
        lines.append(lobby_hint(lang, rules, opts.teams))
    ctx.dirty = True
    if ctx.deps.lexicon(lexicon_key(opts.variant, opts.overrides)) is None and (
            rules.word_check != "agreement"):
        lines.append(ctx.t("no_lexicon"))
    lines.extend(unrated_lines(ctx, opts.variant, opts.overrides))
    ctx.say("\n".join(lines))


def unrated_lines(ctx: Ctx, ruleset_id: str, overrides: dict[str, object]) -> list[str]:
    """The lobby's word that its game will not be rated, and why."""
    changed = ratings.unrated_options(ruleset_id, overrides)
    names = ", ".join(option_name(fld) for fld in changed)
    return [ctx.t("unrated_house_rules", options=names)] if changed else []


async def cmd_join(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    user = need_user(ctx)
    if rec.status != "lobby":
        raise Refusal("already_started")
    if rec.seat_of(user.key) is not None:
        raise Refusal("already_joined")
    seats_left_check(ctx, rec)
    team = choose_team(ctx, rec, args)
    joined = max((s.joined for s in rec.seats), default=-1) + 1
    rec.seats.append(SeatRecord(user.key, user.name, team, joined))
    ctx.dirty = True
    ctx.say(ctx.t("joined", name=user.name, players=lobby_players(ctx.lang, rec),
                  n=len(rec.seats)))


async def cmd_order(ctx: Ctx, args: str) -> None:
    """``/order Bob, Ann``: the creator (or a chat admin) sets the order of play in the
    lobby, where the rules let the creator choose it; players not named follow in the
    order they joined."""
    rec = need_game(ctx)
    user = need_user(ctx)
    if rec.status != "lobby":
        raise Refusal("already_started")
    if user.key != rec.creator and not user.is_admin:
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
    user = need_user(ctx)
    if rec.status != "lobby":
        raise Refusal("leave_running")
    seat = rec.seat_of(user.key)
    if seat is None:
        raise Refusal("not_in_lobby")
    rec.seats.remove(seat)
    ctx.dirty = True
    humans = [s for s in rec.seats if not computer_seats.is_computer(s.user_key)]
    if not humans:  # nobody left but computers
        rec.status = "cancelled"
        ctx.say(ctx.t("lobby_closed"))
        return
    if rec.creator == user.key:
        rec.creator = humans[0].user_key
    ctx.say(ctx.t("left", name=user.name, n=len(rec.seats)))


async def cmd_kick(ctx: Ctx, args: str) -> None:
    """``/kick NAME``: the creator (or a chat admin) takes a seat out of the lobby, a
    person's or a computer's (an outsider who joined, someone who went away)."""
    rec = need_game(ctx)
    user = need_user(ctx)
    if user.key != rec.creator and not user.is_admin:
        raise Refusal("kick_not_allowed")
    if rec.status != "lobby":
        raise Refusal("kick_running")
    name = " ".join(args.split()).casefold()
    if not name:
        raise Refusal("kick_usage")
    found = [s for s in rec.seats if " ".join(s.name.split()).casefold() == name]
    if len(found) != 1 or found[0].user_key == user.key:
        raise Refusal("kick_no_such", name=args[:40])
    seat = found[0]
    rec.seats.remove(seat)
    ctx.meta.computers.pop(seat.user_key, None)
    ctx.dirty = True
    ctx.say(ctx.t("kicked", name=seat.name, n=len(rec.seats)))


async def cmd_start(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    user = need_user(ctx)
    if rec.status != "lobby":
        raise Refusal("already_started")
    if rec.seat_of(user.key) is None and not user.is_admin:
        raise MoveError("not_a_player")
    start_game(ctx, rec)


async def cmd_addbot(ctx: Ctx, args: str) -> None:
    """``/addbot [level] [team]`` in a lobby, by anyone seated, the creator or an admin."""
    rec = ctx.rec
    user = need_user(ctx)
    if rec is None:
        raise Refusal("no_game")
    if rec.status != "lobby":
        raise Refusal("addbot_started")
    if (rec.seat_of(user.key) is None and user.key != rec.creator
            and not user.is_admin):
        raise Refusal("addbot_not_player")
    words = args.split()
    team_text = next((w for w in words if w.isdigit()), "")
    level_words = [w for w in words if not w.isdigit()]
    level = computer_seats.parse_level(" ".join(level_words) or None)
    if level is None or len(level_words) > 1:
        raise Refusal("bad_level", level=" ".join(level_words)[:20])
    team = choose_team(ctx, rec, team_text)
    ctx.say(seat_computer(ctx, rec, level, team))


async def cmd_end(ctx: Ctx, args: str) -> None:
    """``/end``: a lobby closes; a running game ends at once only when no other person
    plays in it (abandoned, no winner, as the others' consent would end it), or for an
    admin after ``Deps.inactive_end`` without a move (the INACTIVE_END_DAYS setting: the
    scores stand); otherwise the other people are asked (``/end yes|no``,
    buttons): a majority, or no objection within ``timing.END_VOTE_WINDOW``, ends it as
    abandoned, with no winner."""
    rec = need_game(ctx)
    user = need_user(ctx)
    game = ctx.game
    answer = args.strip().lower()
    if game is not None and answer:
        _end_answer(ctx, game, answer)
        return
    if user.key != rec.creator and not user.is_admin:
        # Named: after a rematch the one who pressed it first opened the new game, and
        # the first game's opener was refused with no word of who could (new35a #26).
        opener = next((s.name for s in rec.seats if s.user_key == rec.creator), None)
        raise Refusal("end_not_allowed", creator=opener or rec.creator)
    if game is None:
        ctx.dirty = True
        rec.status = "cancelled"
        ctx.say(ctx.t("lobby_closed"))
        return
    others = [p for p in _people(game) if p != user.key]
    idle = ctx.now - (ctx.meta.since or ctx.now)
    if not others:
        # No other person to ask (a game against computers): it ends as a table of
        # people ends it by consent, with no winner, so that no one collects a win by
        # ending a game when ahead.
        ctx.dirty = True
        actions.act(ctx, lambda: game.end_by_request(abandoned=True))
        return
    if user.is_admin and idle >= ctx.deps.inactive_end:
        ctx.dirty = True
        actions.act(ctx, game.end_by_request)
        return
    if ctx.meta.end_asker is not None:
        raise Refusal("end_vote_open")
    ctx.meta.end_asker, ctx.meta.end_since, ctx.meta.end_votes = user.key, ctx.now, {}
    ctx.meta.end_refused = None
    ctx.dirty = True
    yes, no = i18n.answer_words(ctx.lang)  # the words its text names, in its buttons too
    ctx.say(ctx.t("end_asked", name=user.name, seconds=int(timing.END_VOTE_WINDOW)),
            buttons=[Button(ctx.t("button_yes"), command=f"end {yes}", chat=ctx.chat),
                     Button(ctx.t("button_no"), command=f"end {no}", chat=ctx.chat)])


def _people(game: Game) -> list[str]:
    return [s.player for s in game.seats
            if not computer_seats.is_computer(s.player) and not s.resigned]


def _end_answer(ctx: Ctx, game: Game, answer: str) -> None:
    """A person's answer to the open request to end the game."""
    user = need_user(ctx)
    meta = ctx.meta
    if answer not in YES | NO:
        raise Refusal("end_usage")
    if meta.end_asker is None:
        raise Refusal("end_no_vote")
    people = _people(game)
    if user.key not in people:
        raise MoveError("not_a_player")
    if user.key == meta.end_asker or user.key in meta.end_votes:
        raise MoveError("already_voted")
    meta.end_votes[user.key] = answer in YES
    ctx.dirty = True
    # The voter hears first that the answer counts: after the end of the game (or the
    # refusal) it would read as a vote on something already over.
    ctx.tell(user, ctx.t("end_vote_noted"), ephemeral_ok=True)
    yes = sum(meta.end_votes.values()) + (meta.end_asker in people)
    no = sum(1 for v in meta.end_votes.values() if not v)
    if 2 * yes > len(people):
        meta.clear_end_vote()
        actions.act(ctx, lambda: game.end_by_request(abandoned=True))
    elif 2 * no >= len(people):
        meta.clear_end_vote()
        meta.end_refused = len(game.log)  # the board's notice says so until the next event
        ctx.say(ctx.t("end_refused"))


async def started_privately(ctx: Ctx, args: str) -> None:
    """A user opened the private chat through the group game's link: join the lobby, or
    get the rack of the running game."""
    rec = ctx.rec
    user = need_user(ctx)
    if rec is None:
        raise Refusal("no_game_for_link")
    here = ctx.chat
    if rec.status == "lobby":
        if rec.seat_of(user.key) is None:
            await cmd_join(ctx, "")
        for out in ctx.out:
            out.chat = here
        ctx.tell(user, ctx.t("private_ok"))
        return
    rack_message(ctx, need_seat(ctx).seat)
