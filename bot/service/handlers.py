"""One function per command (``HANDLERS``), plus votes, deadlines and the private start.

Each runs inside ``GameService.run``: ``ctx`` holds the chat's game as read, the handler
changes it in memory and sets ``ctx.dirty``; the service commits.  A ``MoveError`` or
``Refusal`` raised here leaves everything as it was."""

from __future__ import annotations

import re
from typing import Any

from bot import i18n
from bot.commands import COMMANDS
from bot.protocol import Outgoing
from bot.service import announce, computer, computer_seats, timing
from bot.service.announce import after_action, board_picture, rack_message, show_tiles
from bot.service.core import Ctx, Handler, Refusal, stamped, user_from_key
from bot.service.options import OptionError, parse_new, parse_variant
from engine.errors import MoveError
from engine.game import Game
from engine.records.export import game_to_gcg
from engine.rules import load_ruleset, ruleset_ids
from storage.base import GameRecord, SeatRecord, VoteRecord

# ----------------------------------------------------------------- guards


def need_game(ctx: Ctx) -> GameRecord:
    if ctx.rec is None:
        raise Refusal("no_game")
    return ctx.rec


def need_running(ctx: Ctx) -> Game:
    rec = need_game(ctx)
    if ctx.game is None:
        raise Refusal("not_started")
    del rec
    return ctx.game


def need_seat(ctx: Ctx) -> int:
    game = need_running(ctx)
    assert ctx.user is not None
    for i, s in enumerate(game.seats):
        if s.player == ctx.user.key:
            return i
    raise MoveError("not_a_player")


def act(ctx: Ctx, fn: Any, *args: Any) -> None:
    """Run an engine action and announce what it changed."""
    game = ctx.game
    assert game is not None
    before = announce.snapshot(game)
    try:
        fn(*args)
    except MoveError as e:
        if e.code == "not_on_rack" and "letters" in e.params:  # the game's blank symbol
            e.params["letters"] = str(e.params["letters"]).replace("?", game.rules.blank_symbol)
        raise
    ctx.dirty = True
    timing.update(game, ctx.rec.meta if ctx.rec else {}, ctx.now)
    after_action(ctx, before)


def record_vote(ctx: Ctx, target: str, kind: str) -> None:
    assert ctx.user is not None
    ctx.votes.append(VoteRecord(target, ctx.user.key, kind, ctx.now))


# ----------------------------------------------------------------- lobby


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
    meta: dict[str, Any] = {
        "chat": {"platform": ctx.chat.platform, "id": ctx.chat.id, "thread": ctx.chat.thread},
        "teams": opts.teams, "hints": opts.hints,
    }
    ctx.rec = GameRecord(
        chat_key=ctx.chat.key, ruleset=opts.variant, options=opts.overrides, language=lang,
        seed=ctx.service.seeds(), creator=ctx.user.key, status="lobby", meta=meta,
        seats=[SeatRecord(ctx.user.key, ctx.user.name, 1 if opts.teams else None, 0)],
    )
    lines = [ctx.t("new_game", name=ctx.user.name, variant=rules.name,
                   summary=i18n.rules_summary(lang, rules))]
    if opts.computer is not None:  # /new VARIANT vs computer [level]: it starts at once
        lines.append(computer.seat_computer(ctx, opts.computer, choose_team(ctx.rec, "")))
        meta["autostart"] = True
    else:
        lines.append(ctx.t("lobby_hint", min=rules.players_min, max=rules.players_max,
                           players=i18n.players_range(rules.players_min, rules.players_max)))
    ctx.dirty = True
    if ctx.service.lexicon(opts.variant) is None and rules.word_check != "agreement":
        lines.append(ctx.t("no_lexicon"))
    ctx.say("\n".join(lines))


async def cmd_join(ctx: Ctx, args: str) -> None:
    rec = need_game(ctx)
    assert ctx.user is not None
    if rec.status != "lobby":
        raise Refusal("already_started")
    if rec.seat_of(ctx.user.key) is not None:
        raise Refusal("already_joined")
    rules = load_ruleset(rec.ruleset)
    if len(rec.seats) >= rules.players_max:
        raise Refusal("game_full", max=rules.players_max)
    team = choose_team(rec, args)
    joined = max((s.joined for s in rec.seats), default=-1) + 1
    rec.seats.append(SeatRecord(ctx.user.key, ctx.user.name, team, joined))
    ctx.dirty = True
    names = ", ".join(s.name + (f" ({ctx.t('team_tag', n=s.team)})" if s.team else "")
                      for s in rec.seats)
    ctx.say(ctx.t("joined", name=ctx.user.name, players=names, n=len(rec.seats)))


def choose_team(rec: GameRecord, args: str) -> int | None:
    """The team a joiner asked for (``args``), else the smallest; None without teams."""
    teams = int(rec.meta.get("teams") or 0)
    if args:
        if not teams:
            raise Refusal("no_teams")
        if not args.isdigit() or not 1 <= int(args) <= teams:
            raise Refusal("bad_team", teams=teams)
        return int(args)
    if not teams:
        return None
    sizes = {t: 0 for t in range(1, teams + 1)}
    for s in rec.seats:
        if s.team in sizes:
            sizes[s.team] += 1
    return min(sizes, key=lambda t: (sizes[t], t))


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


def start_game(ctx: Ctx) -> None:
    """Deal the lobby's game (``/start``, or at once for ``/new VARIANT vs computer``)."""
    rec = ctx.rec
    assert rec is not None
    rec.meta.pop("autostart", None)
    rules = load_ruleset(rec.ruleset)
    players = [(s.user_key, s.team) for s in sorted(rec.seats, key=lambda s: s.joined)]
    game = Game(rules, rec.seed, players, rec.options or None)
    lex = ctx.service.lexicon(rec.ruleset)
    if lex is not None:
        game.lexicon = lex
    computer.attach(ctx, game)
    ctx.game = game
    rec.status = "active"
    timing.start(game, rec.meta, ctx.now)
    ctx.dirty = True
    order = ", ".join(ctx.seat_name(i) for i in range(len(game.seats)))
    lines = [ctx.t("started", variant=game.rules.name, order=order)]
    if game.order_draws:
        draws = ", ".join(f"{ctx.name_of(p)} {show_tiles(game, t)}" for p, t in game.order_draws)
        lines.append(ctx.t("order_draws", draws=draws))
    sides = list(dict.fromkeys(s.side for s in game.seats))
    if any(len(game.side_seats(side)) > 1 for side in sides):
        versus = f" {ctx.t('versus')} "
        lines.append(ctx.t("teams", teams=versus.join(
            " + ".join(ctx.seat_name(j) for j in game.side_seats(side)) for side in sides)))
    lines.append(ctx.t("scores", scores=announce.scores_line(ctx), bag=len(game.bag)))
    lines.append(ctx.t("next_turn", name=ctx.seat_name(game.turn)))
    across, down = i18n.start_square(game.rules)
    lines.append(ctx.t("play_hint", across=across, down=down, sym=game.rules.blank_symbol))
    out = ctx.say("\n".join(lines))
    board_picture(ctx, out)
    for i in range(len(game.seats)):
        rack_message(ctx, i)


# ----------------------------------------------------------------- moves

_SWAP = re.compile(r"^(?:swap=|\+)([A-Za-z]{1,2}\d{1,2}|\d{1,2}[A-Za-z]{1,2})$", re.I)


async def cmd_play(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    parts = args.split()
    if len(parts) < 2:
        raise MoveError("bad_syntax")
    swaps = []
    rest = []
    for p in parts[2:]:
        m = _SWAP.match(p)
        if m is None:
            rest.append(p)
        else:
            swaps.extend(m[1].split(","))
    if rest:
        raise MoveError("bad_syntax")
    assert ctx.game is not None
    act(ctx, ctx.game.place, seat, f"{parts[0]} {parts[1]}", swaps or None)


async def cmd_swap(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    parts = args.split()
    if len(parts) != 3:
        raise Refusal("swap_usage")
    assert ctx.game is not None
    act(ctx, ctx.game.place, seat, f"{parts[1]} {parts[2]}", parts[0].split(","))


async def cmd_exchange(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    assert ctx.game is not None
    if not args.strip():
        raise MoveError("exchange_empty")
    act(ctx, ctx.game.exchange, seat, args)


async def cmd_pass(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    assert ctx.game is not None
    act(ctx, ctx.game.pass_turn, seat)


async def cmd_resign(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    assert ctx.game is not None
    act(ctx, ctx.game.resign, seat)


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
    act(ctx, ctx.game.end_by_request)


# ----------------------------------------------------------------- checks and votes


def _vote_kind(ctx: Ctx, seat: int, kind: str) -> None:
    """``accept`` or ``challenge`` on the move that waits, or on an open undo request."""
    game = ctx.game
    assert game is not None and ctx.rec is not None
    if game.pending is None and game.undo_request is not None and kind == "accept":
        _undo_vote(ctx, seat, True)
        return
    p = game.pending
    if p is None:
        raise MoveError("nothing_pending")
    if seat == p.seat or game.seats[seat].side == game.seats[p.seat].side:
        raise MoveError("own_move")
    target = announce.move_ref(ctx.rec.id, p.log_index)
    mode = game.rules.word_check
    name, move = ctx.seat_name(seat), announce.show_move(ctx, p.notation)
    if kind == "accept":
        if seat in p.votes:
            raise MoveError("already_voted")
        line = ctx.t("computer_accepts", name=name, move=move)
        act(ctx, game.vote, seat, True)
    elif mode == "challenge":
        line = ctx.t("computer_challenges", name=name, move=move)
        act(ctx, game.challenge, seat)
    else:
        line = ctx.t("computer_checks" if mode == "vote" else "computer_rejects", name=name,
                     move=move)
        act(ctx, game.vote, seat, False)
    announce.lead(ctx, line)  # who voted: a reaction or a button shows no one's name
    record_vote(ctx, target, kind)


def _undo_vote(ctx: Ctx, seat: int, agree: bool) -> None:
    game = ctx.game
    assert game is not None and ctx.rec is not None
    req = game.undo_request
    if req is None:
        raise MoveError("no_undo_request")
    target = announce.undo_ref(ctx.rec.id, req.log_index)
    act(ctx, game.undo_vote, seat, agree)
    announce.lead(ctx, ctx.t("undo_agrees" if agree else "undo_disagrees",
                             name=ctx.seat_name(seat)))
    record_vote(ctx, target, "undo_yes" if agree else "undo_no")


async def cmd_challenge(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    assert ctx.game is not None
    if ctx.game.rules.word_check == "auto" and not ctx.game.over:
        raise Refusal("challenge_auto")
    _vote_kind(ctx, seat, "challenge")


async def cmd_accept(ctx: Ctx, args: str) -> None:
    _vote_kind(ctx, need_seat(ctx), "accept")


YES = {"yes", "y", "ok", "да", "tak", "áno", "ano", "da", "+", "✅"}
NO = {"no", "n", "не", "нет", "nie", "nu", "-", "❌"}


async def cmd_undo(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    game = ctx.game
    assert game is not None and ctx.rec is not None
    word = args.strip().lower()
    if word:
        if word not in YES | NO:
            raise Refusal("undo_usage")
        _undo_vote(ctx, seat, word in YES)
        return
    last = ctx.rec.meta.get("last_place")
    if (game.rules.undo_by_consent and last is not None
            and ctx.now - float(last[1]) > timing.UNDO_ASK_WINDOW):
        raise MoveError("undo_not_possible")
    act(ctx, game.request_undo, seat)


async def vote_on(ctx: Ctx, game_id: int, ref: str, kind: str) -> None:
    """A reaction or button press on the message ``ref`` of game ``game_id``."""
    rec = ctx.rec
    if rec is None or rec.id != game_id or ctx.game is None:
        raise Refusal("vote_closed")
    game = ctx.game
    seat = need_seat(ctx)
    if ref.startswith("m:"):
        p = game.pending
        if p is None or ref != stamped(rec.meta, announce.move_ref(rec.id, p.log_index)):
            raise Refusal("vote_closed")
        if kind not in ("accept", "challenge"):
            raise Refusal("vote_closed")
        _vote_kind(ctx, seat, kind)
    else:
        req = game.undo_request
        if req is None or ref != stamped(rec.meta, announce.undo_ref(rec.id, req.log_index)):
            raise Refusal("vote_closed")
        if kind in ("accept", "undo_yes"):
            _undo_vote(ctx, seat, True)
        else:
            _undo_vote(ctx, seat, False)


# ----------------------------------------------------------------- deadlines


async def fire_deadlines(ctx: Ctx, game_id: int, now: float) -> None:
    """Fire every deadline of the chat's game due at ``now``, late ones at once, each at
    its own time so that the deadlines it starts run from then."""
    rec, game = ctx.rec, ctx.game
    if rec is None or game is None or rec.id != game_id:
        return
    before = announce.snapshot(game)
    computer_due = False
    for _ in range(200):
        due = [d for d in timing.deadlines(game, rec.meta) if d[1] <= now]
        if not due:
            break
        kind, at, seat = due[0]
        if kind == "computer":  # a computer's step comes first: the service plays it next
            computer_due = True
            break
        if kind == "window":
            game.close_window()
        elif kind == "undo":
            game.close_undo()
        elif kind == "move":
            assert seat is not None
            game.timeout(seat)
        elif kind == "clock":
            assert seat is not None
            game.clock_expired(seat)
        timing.update(game, rec.meta, at)
        ctx.dirty = True
    if ctx.dirty:
        ctx.now = max(ctx.now, now)
        after_action(ctx, before)
    elif not computer_due:
        ctx.dirty = True  # stale stored deadlines: rewrite them


async def fire_past(ctx: Ctx) -> None:
    """Before a command or vote: fire the game's deadlines already past at ``ctx.now``
    (``GameService.run``'s catch-up; a computer's step is left to the service)."""
    rec, game = ctx.rec, ctx.game
    if rec is None or rec.id is None or game is None or rec.status != "active":
        return
    if any(at <= ctx.now and kind != "computer"
           for kind, at, _seat in timing.deadlines(game, rec.meta)):
        await fire_deadlines(ctx, rec.id, ctx.now)


# ----------------------------------------------------------------- looking


async def cmd_rack(ctx: Ctx, args: str) -> None:
    assert ctx.user is not None
    if ctx.chat.is_group:
        seat = need_seat(ctx)
        rack_message(ctx, seat)
        ctx.say(ctx.t("rack_sent"), ephemeral_ok=True)
        return
    # In the private chat: every game the user plays.
    svc = ctx.service
    recs = [r for r in await svc.repo.games_of_user(ctx.user.key) if r.state is not None]
    if not recs:
        raise Refusal("no_games_private")
    for rec in recs:
        sub = type(ctx)(svc, ctx.chat, ctx.user, ctx.now, rec.language, rec, svc.load_game(rec))
        game = sub.game
        assert game is not None
        seat = next(i for i, s in enumerate(game.seats) if s.player == ctx.user.key)
        rack_message(sub, seat)
        ctx.out.extend(sub.out)
        ctx.pictures.extend(sub.pictures)


async def cmd_board(ctx: Ctx, args: str) -> None:
    game = need_running(ctx)
    out = ctx.say(status_text(ctx))
    last = next((t for t in reversed(game.history) if t.kind == "place"), None)
    board_picture(ctx, out, (), last)


def status_text(ctx: Ctx) -> str:
    game, rec = ctx.game, ctx.rec
    assert game is not None and rec is not None
    lines = [ctx.t("scores", scores=announce.scores_line(ctx), bag=len(game.bag))]
    a = timing.actor(game)
    if a is not None:
        lines.append(ctx.t("next_turn", name=ctx.seat_name(a)))
    p = game.pending
    if p is not None:
        key = ("waiting_for_challenge" if game.rules.word_check == "challenge"
               and not p.ends_game else "waiting_for_votes")
        lines.append(ctx.t(key, name=ctx.seat_name(p.seat),
                           move=announce.show_move(ctx, p.notation)))
    for kind, at, _seat in timing.deadlines(game, rec.meta):
        if kind in ("move", "window", "undo"):
            lines.append(ctx.t("deadline_" + kind, seconds=max(0, int(at - ctx.now))))
    if "clock" in rec.meta:
        clocks = ", ".join(
            f"{ctx.seat_name(i)} {fmt_clock(timing.clock_left(game, rec.meta, i, ctx.now))}"
            for i in range(len(game.seats)))
        lines.append(ctx.t("clocks", clocks=clocks))
    return "\n".join(lines)


def fmt_clock(seconds: float | None) -> str:
    s = int(seconds or 0)
    return f"{s // 60}:{s % 60:02d}"


async def cmd_score(ctx: Ctx, args: str) -> None:
    need_running(ctx)
    ctx.say(status_text(ctx))


async def cmd_history(ctx: Ctx, args: str) -> None:
    game = need_running(ctx)
    if not game.history:
        ctx.say(ctx.t("history_empty"))
        return
    lines = [f"{i + 1}. {announce.turn_line(ctx, t)}" for i, t in enumerate(game.history)]
    ctx.say(ctx.t("history_title") + "\n" + "\n".join(lines[-60:]))


async def cmd_export(ctx: Ctx, args: str) -> None:
    svc = ctx.service
    if ctx.rec is not None and ctx.rec.status == "active":
        raise Refusal("export_after_end")  # the record shows racks: only once it is over
    rec = await svc.repo.latest_game(ctx.chat.key, finished=True)
    if rec is None or rec.state is None:
        raise Refusal("export_none")
    game = svc.load_game(rec)
    ctx.lang = rec.language
    names = {s.user_key: s.name for s in rec.seats}
    text = game_to_gcg(game, names=names, game_id=("wordgames", str(rec.id)))
    ctx.say(ctx.t("export_ready"), file=text.encode("utf-8"),
            file_name=f"game-{rec.id}-{rec.ruleset}.gcg")


async def cmd_rules(ctx: Ctx, args: str) -> None:
    if args:
        try:
            rules = load_ruleset(parse_variant(args.split()[0]))
        except OptionError as e:
            raise Refusal(e.key, **e.params) from None
        lang = ctx.lang if ctx.rec is not None else rules.language
    elif ctx.game is not None:
        rules, lang = ctx.game.rules, ctx.lang
    elif ctx.rec is not None:
        base = load_ruleset(ctx.rec.ruleset)
        rules = base.with_overrides(**ctx.rec.options) if ctx.rec.options else base
        lang = ctx.lang
    else:
        ctx.say(i18n.t(ctx.lang, "variants_list", variants=i18n.variants_text(ctx.lang)))
        return
    ctx.say(i18n.rules_text(lang, rules))


async def cmd_check(ctx: Ctx, args: str) -> None:
    word = args.strip()
    if not word:
        raise Refusal("check_usage")
    game = ctx.game
    if game is not None and game.rules.word_check in ("challenge", "vote") and not game.over:
        raise Refusal("check_not_now")
    if game is not None and game.rules.word_check == "agreement" and not game.over and (
            game.pending is None or False not in game.pending.votes.values()):
        raise Refusal("check_agreement")  # advice only once someone doubts a move
    ruleset = ctx.rec.ruleset if ctx.rec is not None else i18n.ruleset_for_language(ctx.lang)
    lex = ctx.service.lexicon(ruleset)
    if lex is None:
        raise Refusal("no_lexicon")
    norm = getattr(lex, "normalize", None)
    w = norm(word) if norm else word.upper()
    key = "check_yes" if w in lex else "check_no"
    ctx.say(ctx.t(key, word=w, variant=load_ruleset(ruleset).name), ephemeral_ok=True)


async def cmd_help(ctx: Ctx, args: str) -> None:
    ctx.say(i18n.help_text(ctx.lang))


async def cmd_hint(ctx: Ctx, args: str) -> None:
    seat = need_seat(ctx)
    await computer.hint(ctx, seat)


async def cmd_addbot(ctx: Ctx, args: str) -> None:
    await computer.add_bot(ctx, args)


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


HANDLERS: dict[str, Handler] = {
    "new": cmd_new, "join": cmd_join, "leave": cmd_leave, "start": cmd_start,
    "play": cmd_play, "exchange": cmd_exchange, "pass": cmd_pass, "swap": cmd_swap,
    "challenge": cmd_challenge, "accept": cmd_accept, "undo": cmd_undo, "rack": cmd_rack,
    "board": cmd_board, "score": cmd_score, "history": cmd_history, "export": cmd_export,
    "rules": cmd_rules, "check": cmd_check, "hint": cmd_hint, "addbot": cmd_addbot,
    "resign": cmd_resign, "end": cmd_end, "help": cmd_help,
}
assert set(HANDLERS) == {c.name for c in COMMANDS}, "every command of bot.commands"

__all__ = ["HANDLERS", "Outgoing", "fire_deadlines", "started_privately", "user_from_key",
           "vote_on"]
_ = ruleset_ids
