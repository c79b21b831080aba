"""A game command sent to the bot in the private chat (``/play``, ``/preview``, ``/hint``,
``/score``, ``/tiles``): it acts on the sender's running game, in that game's language,
as if sent in the game's chat, one path for the console, Telegram and Discord.

With several running games the sender picks one by its number in the list the bot
answers with (``/score 2``, ``/play 2 8H WORD``); the list's buttons run the command in
each game.  What a command tells the table (a move) goes to the game's chat as usual; its
answer for the sender, and any refusal, come back privately."""

from __future__ import annotations

from typing import Protocol

from bot import i18n
from bot.protocol import Button, ChatRef, Command, Outgoing, UserRef
from bot.service import rule_texts
from bot.service.context import Ctx, Handler
from bot.service.meta import GameMeta
from engine.rules import load_ruleset
from storage.base import GameRecord, Repository, UnreadableGame

#: the commands the private chat sends to the sender's game
GAME_COMMANDS = frozenset({"play", "preview", "hint", "score", "tiles"})
#: of those, the ones that only look: their whole answer is the sender's
LOOKING = frozenset({"preview", "hint", "score", "tiles"})


class Runner(Protocol):
    """What this needs of the service (``GameService``)."""

    repo: Repository

    def user_language(self, user: UserRef | None) -> str: ...

    def load_meta(self, rec: GameRecord) -> GameMeta: ...

    async def run(self, chat: ChatRef, user: UserRef | None, handler: Handler,
                  args: str) -> list[Outgoing]: ...


async def running_games(svc: Runner, user: UserRef) -> list[tuple[GameRecord, ChatRef]]:
    """The user's running games (not lobbies) with their chats, oldest first; a game no
    engine can read is left out (its chat hears of it)."""
    games = []
    for rec in await svc.repo.games_of_user(user.key):
        if rec.status != "active" or rec.state is None:
            continue
        try:
            chat = svc.load_meta(rec).chat
        except UnreadableGame:
            continue
        if chat is not None:
            games.append((rec, chat))
    return games


def pick(name: str, args: str) -> tuple[int | None, str]:
    """The game number the sender put first (1-based), and the rest of the arguments:
    ``/score 2``, ``/play 2 8H WORD`` (``/play 2`` alone picks an offered placement)."""
    head, _, rest = args.partition(" ")
    if not head.isascii() or not head.isdigit():
        return None, args
    if name in LOOKING - {"preview"} or rest.strip():
        return int(head), rest.strip()
    return None, args


async def handle(svc: Runner, cmd: Command, name: str, args: str,
                 handler: Handler) -> list[Outgoing]:
    user = cmd.user
    games = await running_games(svc, user)
    if not games:
        lang = svc.user_language(user)
        return [Outgoing(i18n.t(lang, "no_games_private"), private_to=user)]
    number, rest = pick(name, args)
    if len(games) == 1 and number in (None, 1):
        (_rec, chat), = games
        return await _in_game(svc, chat, user, name, rest if number else args, handler)
    if number is not None and 1 <= number <= len(games):
        chat = games[number - 1][1]
        return await _in_game(svc, chat, user, name, rest, handler)
    return [_choose(svc, cmd, name, args if number is None else rest, games)]


async def _in_game(svc: Runner, chat: ChatRef, user: UserRef, name: str, args: str,
                   handler: Handler) -> list[Outgoing]:
    looking = name in LOOKING
    outs = await svc.run(chat, user, _privately(handler, user, looking), args)
    for out in outs:  # a refusal, or a note for the sender alone: where they asked
        if out.ephemeral_ok and out.chat is not None and not out.image:
            out.private_to, out.chat = user, None
    return outs


def _privately(handler: Handler, user: UserRef, looking: bool) -> Handler:
    """``handler`` run in the game's chat for a command sent privately: a command that
    only looks answers the sender alone, and its note that the answer went privately is
    not said (it is there already).  What came before the handler (a window that had
    closed) is the table's news."""

    async def run(ctx: Ctx, args: str) -> None:
        start = len(ctx.out)
        await handler(ctx, args)
        if not looking:
            return
        own = ctx.out[start:]
        del ctx.out[start:]
        for out in own:
            if out.private_to is None and out.ephemeral_ok:
                continue  # "I sent it to you privately"
            if out.private_to is None:
                out.private_to, out.chat = user, None
            ctx.out.append(out)

    return run


def games_language(svc: Runner, user: UserRef,
                   games: list[tuple[GameRecord, ChatRef]]) -> str:
    """The language the private chat speaks: the sender's games' when they share one,
    else the sender's own."""
    langs = {rec.language for rec, _ in games}
    return langs.pop() if len(langs) == 1 else svc.user_language(user)


async def language(svc: Runner, user: UserRef) -> str:
    """``games_language`` of the sender's running games (a refusal of a group command
    sent privately: a Bulgarian game's player hears it in Bulgarian)."""
    return games_language(svc, user, await running_games(svc, user))


def _choose(svc: Runner, cmd: Command, name: str, args: str,
            games: list[tuple[GameRecord, ChatRef]]) -> Outgoing:
    """The sender's running games, numbered, each with the command that runs in it."""
    lang = games_language(svc, cmd.user, games)

    def label(i: int, rec: GameRecord) -> str:
        name = rule_texts.variant_name(lang, load_ruleset(rec.ruleset))
        return i18n.t(lang, "private_game_line", n=i, variant=name,
                      players=", ".join(s.name for s in rec.seats))

    lines = [i18n.t(lang, "private_games", n=len(games))]
    buttons = []
    for i, (rec, _chat) in enumerate(games, 1):
        typed = f"/{name} {i} {args}".rstrip()
        lines.append(f"{label(i, rec)}: {typed}")
        if name in LOOKING - {"preview"} and i < 100:
            buttons.append(Button(label(i, rec)[:60], command=f"{name} {i}", chat=cmd.chat))
    return Outgoing("\n".join(lines), private_to=cmd.user, buttons=buttons, language=lang)
