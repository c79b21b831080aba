"""What brings people back: ``/top`` (leaderboards), ``/stats`` (a player's games, rating
and its history), ``/rematch`` (and the rematch button on the end-of-game message)."""

from __future__ import annotations

from bot import i18n
from bot.adapter_kit import command_stored
from bot.protocol import UserRef
from bot.service import computer_seats, pictures, ratings, rule_texts
from bot.service.context import Ctx, Refusal, need_user, rematch_ref
from bot.service.lobby import choose_team, seats_left_check, start_game
from bot.service.meta import GameMeta
from bot.service.options import option_name
from bot.service.show import swaps_worded
from engine.rules import families, load_ruleset, usual_ruleset
from storage.base import GameRecord, PlayerGameRecord, SeatRecord

TOP = 10
HIDE_WORDS = {"hide", "hidden", "скрий", "скрыть", "ukryj", "skry", "ascunde"}
SHOW_WORDS = {"show", "unhide", "покажи", "показать", "pokaż", "pokaz", "ukáž", "ukaz",
              "arată", "arata"}
GLOBAL_WORDS = {"global", "all", "world", "глобално", "глобально", "wszyscy", "globalnie",
                "všetci", "globálne", "globalne"}


def _default_family(ctx: Ctx) -> str:
    if ctx.rec is not None:
        return ratings.family_of(ctx.rec.ruleset)
    return ratings.family_of(usual_ruleset(ctx.lang))


async def cmd_top(ctx: Ctx, args: str) -> None:
    """``/top [global] [family]``: this chat's best (in a private chat: everyone's)."""
    words = args.lower().split()
    everyone = not ctx.chat.is_group or any(w in GLOBAL_WORDS for w in words)
    family = _default_family(ctx)
    for w in words:
        if w in GLOBAL_WORDS:
            continue
        found = ratings.parse_family(w)
        if found is None:
            raise Refusal("top_usage", families=", ".join(families()))
        family = found
    repo = ctx.deps.repo
    if everyone:
        board = await repo.leaderboard(family, platform=ctx.chat.platform, limit=TOP)
    else:
        board = await repo.leaderboard(family, chat_key=ctx.chat.key, limit=TOP)
    title = ctx.t("top_global_title" if everyone else "top_title",
                  family=ctx.t("family_" + family))
    if not board:
        ctx.say(title + "\n" + ctx.t("top_empty"))
        return
    lines = [title]
    for i, e in enumerate(board, 1):
        r = e.rating
        lines.append(ctx.t("top_line", place=i, name=e.name,
                           rating=ratings.shown(r.mu, r.sigma),
                           spread=ratings.spread(r.sigma), n=r.games))
    ctx.say("\n".join(lines))


async def cmd_stats(ctx: Ctx, args: str) -> None:
    """``/stats [player]``, ``/stats hide`` / ``/stats show`` (the global board)."""
    user = need_user(ctx)
    repo = ctx.deps.repo
    word = args.strip()
    if word.lower() in HIDE_WORDS | SHOW_WORDS:
        hidden = word.lower() in HIDE_WORDS
        await repo.set_hidden(user.key, hidden, ctx.now)
        command_stored()  # a stop that cuts it now cuts only its answer
        ctx.say(ctx.t("stats_hidden" if hidden else "stats_shown"), ephemeral_ok=True)
        return
    key, name = user.key, user.name
    if word:
        found = await _player_named(ctx, word)
        if found is None:
            raise Refusal("stats_unknown", name=word[:40])
        key, name = found
    games = await repo.player_games(key)
    if not games:
        ctx.say(ctx.t("stats_none", name=name))
        return
    lines = [ctx.t("stats_title", name=games[-1].name)]
    spark: list[float] = []
    for family in families():
        mine = [g for g in games if g.family == family]
        if not mine:
            continue
        lines.append(_family_lines(ctx, family, mine))
        history = [ratings.shown(g.mu, g.sigma) for g in mine
                   if g.mu is not None and g.sigma is not None]
        if len(history) > len(spark):
            spark = [float(v) for v in history]
    if any(g.mu is not None and g.sigma is not None for g in games):
        lines.append(ctx.t("stats_rating_note"))  # what the ± beside a rating is, once
    hidden = await repo.is_hidden(key)
    if hidden:
        lines.append(ctx.t("stats_is_hidden"))
    out = ctx.say("\n".join(lines))
    if len(spark) >= 2:
        out.image_name = "rating.png"
        values = list(spark)
        ctx.picture(out, lambda: pictures.sparkline_png(values))


def _family_lines(ctx: Ctx, family: str, games: list[PlayerGameRecord]) -> str:
    n = len(games)
    wins = sum(1 for g in games if g.won)
    best = max(games, key=lambda g: g.best_score)
    rated = [(g.mu, g.sigma) for g in games if g.mu is not None and g.sigma is not None]
    text = ctx.t("stats_family", family=ctx.t("family_" + family), n=n, wins=wins,
                 rate=round(100 * wins / n), average=round(sum(g.score for g in games) / n),
                 bingos=i18n.decimal(ctx.lang, sum(g.bingos for g in games) / n, 2))
    if best.best_move:
        text += "\n" + ctx.t("stats_best", move=swaps_worded(ctx, best.best_move),
                              score=best.best_score)
    if rated:
        mu, sigma = rated[-1]
        text += "\n" + ctx.t("stats_rating", rating=ratings.shown(mu, sigma),
                             spread=ratings.spread(sigma), n=len(rated))
    unrated = sum(1 for g in games if not g.rated)
    if unrated:  # the games the end message called not rated: played, not in the rating
        text += "\n" + ctx.t("stats_unrated", n=unrated)
    return text


async def _player_named(ctx: Ctx, name: str) -> tuple[str, str] | None:
    """A player with a finished game (rated or not) in this chat (or, in private, one on
    the global board's platform who has not hidden) called ``name``: whoever ``/stats``
    shows numbers for, ``/stats NAME`` finds."""
    repo = ctx.deps.repo
    want = name.lstrip("@").casefold()
    if ctx.chat.is_group:
        people = await repo.players(chat_key=ctx.chat.key)
    else:
        people = await repo.players(platform=ctx.chat.platform)
    for key, known in people:
        if known.casefold() == want:
            return key, known
    return None


# ------------------------------------------------------------------ rematch
async def cmd_rematch(ctx: Ctx, args: str) -> None:
    """``/rematch``: a lobby with the last finished game's rule set, house rules and
    players; whoever played it is seated when they ask, and it starts once all are."""
    old = await ctx.deps.repo.latest_game(ctx.chat.key, finished=True)
    if old is None or old.id is None:
        raise Refusal("rematch_none")
    await rematch(ctx, old)


async def rematch_by_button(ctx: Ctx, game_id: int) -> None:
    old = await ctx.deps.repo.game(game_id)
    if old is None or old.status != "over" or old.chat_key != ctx.chat.key:
        raise Refusal("vote_closed")
    await rematch(ctx, old)


async def rematch(ctx: Ctx, old: GameRecord) -> None:
    # The end message's rematch button stays while this rematch's lobby fills: it goes
    # once the rematch starts, or when it cannot be (another game is open).
    ctx.was_open.add(rematch_ref(old.id))
    user = need_user(ctx)
    before = old.seat_of(user.key)
    if before is None:
        raise Refusal("rematch_not_player")
    rec = ctx.rec
    if rec is None:
        rec = _open_rematch(ctx, user, old)
    elif ctx.meta.rematch_of != old.id or rec.status != "lobby":
        raise Refusal("game_exists")
    if rec.seat_of(user.key) is not None:
        raise Refusal("already_joined")
    else:
        seats_left_check(ctx, rec)
        team = before.team if before.team is not None else choose_team(ctx, rec, "")
        joined = max((s.joined for s in rec.seats), default=-1) + 1
        rec.seats.append(SeatRecord(user.key, user.name, team, joined))
        ctx.dirty = True
    people = [s.user_key for s in old.seats if not computer_seats.is_computer(s.user_key)]
    waiting = [s.name for s in old.seats if s.user_key in people
               and rec.seat_of(s.user_key) is None]
    if waiting:
        ctx.say(ctx.t("rematch_waiting", name=user.name, names=", ".join(waiting)))
        return
    start_game(ctx, rec)


def _open_rematch(ctx: Ctx, user: UserRef, old: GameRecord) -> GameRecord:
    """The new lobby: the old game's rule set, house rules, language, teams, hints, recap
    setting and computers (seated at once: they need not be asked)."""
    was = GameMeta.from_dict(old.meta)
    ctx.lang = old.language
    ctx.meta = GameMeta(chat=ctx.chat, teams=was.teams, hints=was.hints, order=was.order,
                        recap=was.recap, rematch_of=old.id,
                        min_window=ctx.deps.min_window)
    computers = [s for s in old.seats if computer_seats.is_computer(s.user_key)]
    ctx.rec = rec = GameRecord(
        chat_key=ctx.chat.key, ruleset=old.ruleset, options=dict(old.options),
        language=old.language, seed=ctx.deps.seeds(), creator=user.key,
        status="lobby", meta={},
        seats=[SeatRecord(s.user_key, s.name, s.team, i) for i, s in enumerate(computers)])
    for s in computers:
        ctx.meta.computers[s.user_key] = was.level_of(s.user_key, "medium")
    rules = load_ruleset(old.ruleset)
    house = rules.with_overrides(**old.options) if old.options else rules
    ctx.dirty = True
    name = rule_texts.variant_name(ctx.lang, house)
    lines = [ctx.t("rematch_opened", name=user.name, variant=name)]
    changed = ratings.unrated_options(old.ruleset, old.options or {})
    if changed:
        names = ", ".join(option_name(fld) for fld in changed)
        lines.append(ctx.t("unrated_house_rules", options=names))
    ctx.say("\n".join(lines))
    return rec


__all__ = ["cmd_rematch", "cmd_stats", "cmd_top", "rematch_by_button", "rematch_ref"]
