"""Looking at a game: ``/rack``, ``/board``, ``/score``, ``/history``, ``/export``,
``/rules``, ``/check``, ``/hint``, ``/help``.  None of them changes the game."""

from __future__ import annotations

from bot import i18n, log_format
from bot.adapter_kit import command_stored
from bot.service import computer, computer_seats, lexicons, rule_texts, timing
from bot.service.announce import board_picture, rack_message, render_racks
from bot.service.context import (
    Ctx,
    Refusal,
    lexicon_key,
    need_running,
    need_seat,
    need_user,
)
from bot.service.meta import GameMeta
from bot.service.options import OptionError, parse_variant
from bot.service.show import end_text, history_entries, show_unseen, status_text
from engine.game import Game
from engine.records.export import game_to_gcg
from engine.rules import load_ruleset, usual_ruleset
from storage.base import ChatRecord


async def cmd_rack(ctx: Ctx, args: str) -> None:
    if ctx.chat.is_group:
        # (in the group, whom it answers: "Bartek: wysłałem Ci…", not an unaddressed "Ci")
        seat = need_seat(ctx).seat
        rack_message(ctx, seat)
        ctx.say(ctx.t("rack_sent", name=ctx.seat_name(seat)), ephemeral_ok=True)
        return
    # In the private chat: every game the user plays.
    user = need_user(ctx)
    deps = ctx.deps
    recs = [r for r in await deps.repo.games_of_user(user.key) if r.state is not None]
    if not recs:
        raise Refusal("no_games_private")
    if len(recs) == 1:  # the game the command's log line names (of several, none)
        log_format.working_on(game=recs[0].id)
    for rec in recs:
        game = deps.load_game(rec)
        sub = Ctx(deps, ctx.chat, user, ctx.now, rec.language, rec, game,
                  GameMeta.from_dict(rec.meta))
        rack_message(sub, game.seat_of(user.key))
        render_racks(sub)  # from that game, now: a private chat has no burst to wait for
        for out in sub.out:  # of that game, though the private chat has none open
            out.game = rec.id
        ctx.out.extend(sub.out)
        ctx.pictures.extend(sub.pictures)


async def cmd_tiles(ctx: Ctx, args: str) -> None:
    """The tiles the player has not seen (the bag and the other racks), privately."""
    at = need_seat(ctx)
    game, seat = at.game, at.seat
    n, unseen = show_unseen(game, seat)
    ctx.tell(ctx.seat_user(seat), ctx.t("unseen", n=n, tiles=unseen or "—"), ephemeral_ok=True)
    if ctx.chat.is_group:
        ctx.say(ctx.t("tiles_sent", name=ctx.seat_name(seat)), ephemeral_ok=True)


async def cmd_board(ctx: Ctx, args: str) -> None:
    need_running(ctx)
    out = ctx.say(status_text(ctx))
    board_picture(ctx, out)


async def finished_or_running(ctx: Ctx) -> tuple[Ctx, Game]:
    """The running game's context and game; with none (no game, or a lobby not yet
    started), those of the chat's last finished game, so /score and /history keep
    answering for it until the next game starts (issue 16)."""
    if ctx.game is not None:
        return ctx, ctx.game
    rec = await ctx.deps.repo.latest_game(ctx.chat.key, finished=True)
    if rec is None or rec.state is None:
        need_running(ctx)  # the usual refusal: no game here, or not started yet
        raise Refusal("no_game")
    game = ctx.deps.load_game(rec)
    return Ctx(ctx.deps, ctx.chat, ctx.user, ctx.now, rec.language, rec, game,
               GameMeta.from_dict(rec.meta)), game


async def cmd_score(ctx: Ctx, args: str) -> None:
    sub, game = await finished_or_running(ctx)
    ctx.lang = sub.lang
    ctx.say(end_text(sub) if game.over else status_text(sub))


async def cmd_history(ctx: Ctx, args: str) -> None:
    sub, game = await finished_or_running(ctx)
    ctx.lang = sub.lang
    if not game.history:
        ctx.say(ctx.t("history_empty"))
        return
    lines = history_entries(sub, game)
    ctx.say(ctx.t("history_title") + "\n" + "\n".join(lines[-60:]))


async def cmd_export(ctx: Ctx, args: str) -> None:
    deps = ctx.deps
    if ctx.rec is not None and ctx.rec.status == "active":
        raise Refusal("export_after_end")  # the record shows racks: only once it is over
    rec = await deps.repo.latest_game(ctx.chat.key, finished=True)
    if rec is None or rec.state is None:
        raise Refusal("export_none")
    game = deps.load_game(rec)
    ctx.lang = rec.language
    names = {s.user_key: s.name for s in rec.seats}
    text = game_to_gcg(game, names=names, game_id=("wordgames", str(rec.id)))
    ctx.say(ctx.t("export_ready"), file=text.encode("utf-8"),
            file_name=f"game-{rec.id}-{rec.ruleset}.gcg")


async def cmd_rules(ctx: Ctx, args: str) -> None:
    players: int | None = None  # a game's players, where one is played
    if args:
        try:
            rules = load_ruleset(parse_variant(args.split()[0]))
        except OptionError as e:
            raise Refusal(e.key, **e.params) from None
        # The chat's language once it has one (a game's, /lang, the last answer's; a
        # private chat: its user's), else the rule set's.
        known = ctx.rec is not None or ctx.chat_lang is not None or not ctx.chat.is_group
        lang = ctx.lang = ctx.lang if known else rules.language
    elif ctx.game is not None:
        rules, lang = ctx.game.rules, ctx.lang
        players = len(ctx.game.seats)  # what a failed challenge costs depends on it
    elif ctx.rec is not None:
        base = load_ruleset(ctx.rec.ruleset)
        rules = base.with_overrides(**ctx.rec.options) if ctx.rec.options else base
        lang = ctx.lang
    else:
        ctx.say(i18n.t(ctx.lang, "variants_list", variants=rule_texts.variants_text(ctx.lang)))
        return
    # The table's windows: the open game's, else those a new game here would get.
    window = ctx.meta.min_window if ctx.rec is not None else ctx.deps.min_window
    ctx.say(rule_texts.rules_text(lang, rules, lexicons.word_list(rules), window,
                                  undo=timing.undo_windows(rules, window), players=players))


def list_kept_back(ctx: Ctx, game: Game) -> bool:
    """Whether the bot keeps the word list to itself now: in a game in play whose words
    stand unless someone challenges or checks them, where no hints are allowed, telling
    whether a word is listed would take the risk out of playing it (``/check`` refuses,
    ``/play WORD`` offers every place the rules allow).  Where hints are allowed (one
    person against computers, or ``hints=on``) they show listed words anyway."""
    return (game.rules.word_check in ("challenge", "vote") and not game.over
            and not ctx.meta.hints_allowed(
                sum(1 for s in game.seats if not computer_seats.is_computer(s.player))))


async def cmd_check(ctx: Ctx, args: str) -> None:
    word = args.strip()
    if not word:
        raise Refusal("check_usage")
    game = ctx.game
    if game is not None and list_kept_back(ctx, game):
        raise Refusal("check_not_now")
    if game is not None and game.rules.word_check == "agreement" and not game.over and (
            game.pending is None or False not in game.pending.votes.values()):
        raise Refusal("check_agreement")  # advice only once someone doubts a move
    ruleset = ctx.rec.ruleset if ctx.rec is not None else usual_ruleset(ctx.lang)
    lex = ctx.deps.lexicon(lexicon_key(ruleset, ctx.rec.options if ctx.rec else None))
    if lex is None:
        raise Refusal("no_lexicon")
    norm = getattr(lex, "normalize", None)
    w = norm(word) if norm else word.upper()
    key = "check_yes" if w in lex else "check_no"
    name = rule_texts.variant_name(ctx.lang, load_ruleset(ruleset))
    ctx.say(ctx.t(key, word=w, variant=name), ephemeral_ok=True)


async def cmd_help(ctx: Ctx, args: str) -> None:
    """How to play; where the chat has a game (its lobby or its play), the commands of
    that game's rules (``rule_texts.left_out``: not /swap where no blank is swapped), and
    not /check while the game keeps its word list to itself (``list_kept_back``)."""
    rules = None
    kept_back = False
    if ctx.game is not None:
        rules = ctx.game.rules
        kept_back = list_kept_back(ctx, ctx.game)
    elif ctx.rec is not None:
        base = load_ruleset(ctx.rec.ruleset)
        rules = base.with_overrides(**ctx.rec.options) if ctx.rec.options else base
    ctx.say(rule_texts.help_text(ctx.lang, ctx.chat.platform, rules, list_kept_back=kept_back))


async def cmd_lang(ctx: Ctx, args: str) -> None:
    """``/lang``: the chat's language; ``/lang CODE`` (a chat admin): every message of the
    chat speaks it from now on, the open game's too."""
    code = args.strip().lower()
    if not code:
        ctx.say(ctx.t("lang_current", language=i18n.t(ctx.lang, "language_name"),
                      codes=", ".join(i18n.LANGUAGES)))
        return
    if not need_user(ctx).is_admin:
        raise Refusal("lang_admin_only")
    if code not in i18n.LANGUAGES:
        raise Refusal("lang_unknown", code=code[:10], codes=", ".join(i18n.LANGUAGES))
    ctx.lang = code
    if ctx.rec is not None:  # the commit stores it for the chat too
        ctx.rec.language = code
        ctx.dirty = True
    else:
        chat = ctx.chat
        await ctx.deps.repo.set_chat_language(
            ChatRecord(chat.key, chat.platform, chat.id, chat.thread, code), ctx.now)
        command_stored()  # a stop that cuts it now cuts only its answer
    ctx.say(ctx.t("lang_set", language=i18n.t(code, "language_name")))


async def cmd_threads(ctx: Ctx, args: str) -> None:
    """``/threads``: whether /new in a text channel of this server opens its game in a
    thread of its own (so that one channel holds many games); ``/threads on|off`` (an
    admin): changes it for the whole server."""
    key = ctx.chat.server_key
    if key is None:  # the platforms that offer the command always say the server
        raise Refusal("group_only", command="threads")
    word = args.strip().lower()
    if not word:
        on = await ctx.deps.repo.server_threads(key) is not False  # on by default
        ctx.say(ctx.t("threads_now_on" if on else "threads_now_off"))
        return
    if not need_user(ctx).is_admin:
        raise Refusal("threads_admin_only")
    if word not in ("on", "off"):
        raise Refusal("threads_unknown", word=word[:10])
    await ctx.deps.repo.set_server_threads(key, word == "on", ctx.now)
    command_stored()
    ctx.say(ctx.t("threads_set_on" if word == "on" else "threads_set_off"))


async def cmd_hint(ctx: Ctx, args: str) -> None:
    await computer.hint(ctx, need_seat(ctx))
