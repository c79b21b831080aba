"""The service's commands, one function each (``HANDLERS``, keyed by the names in
``bot.commands``): the lobby, turns, checks and votes, and looking at a game."""

from __future__ import annotations

from bot.commands import COMMANDS
from bot.service.commands.info import (
    cmd_board,
    cmd_check,
    cmd_export,
    cmd_help,
    cmd_hint,
    cmd_history,
    cmd_lang,
    cmd_rack,
    cmd_rules,
    cmd_score,
    cmd_threads,
    cmd_tiles,
)
from bot.service.commands.lobby import (
    cmd_addbot,
    cmd_end,
    cmd_join,
    cmd_kick,
    cmd_leave,
    cmd_new,
    cmd_order,
    cmd_start,
    started_privately,
)
from bot.service.commands.play import (
    cmd_exchange,
    cmd_pass,
    cmd_play,
    cmd_preview,
    cmd_resign,
    cmd_swap,
)
from bot.service.commands.social import HIDE_WORDS, SHOW_WORDS, cmd_rematch, cmd_stats, cmd_top
from bot.service.commands.votes import cmd_accept, cmd_challenge, cmd_undo, vote_on
from bot.service.context import Handler

HANDLERS: dict[str, Handler] = {
    "new": cmd_new, "join": cmd_join, "leave": cmd_leave, "kick": cmd_kick,
    "order": cmd_order, "start": cmd_start, "play": cmd_play, "preview": cmd_preview,
    "exchange": cmd_exchange, "pass": cmd_pass, "swap": cmd_swap,
    "challenge": cmd_challenge, "accept": cmd_accept, "undo": cmd_undo, "rack": cmd_rack,
    "tiles": cmd_tiles,
    "board": cmd_board, "score": cmd_score, "history": cmd_history, "export": cmd_export,
    "rules": cmd_rules, "check": cmd_check, "hint": cmd_hint, "addbot": cmd_addbot,
    "resign": cmd_resign, "end": cmd_end, "help": cmd_help,
    "lang": cmd_lang, "threads": cmd_threads,
    "top": cmd_top, "stats": cmd_stats, "rematch": cmd_rematch,
}
assert set(HANDLERS) == {c.name for c in COMMANDS}, "every command of bot.commands"

#: The commands that change nothing, whatever their arguments: they show the game, its
#: rules or the boards, check a word or advise a move (``changes_nothing``).
LOOKING = frozenset({"rack", "tiles", "board", "score", "history", "export", "rules",
                     "check", "hint", "preview", "help", "top"})
assert set(HANDLERS) >= LOOKING


def changes_nothing(name: str, args: str) -> bool:
    """Whether the command ``name`` with ``args`` changes nothing of a game or a setting
    (a stop that cuts it cuts only its answer): the ``LOOKING`` ones, and /lang,
    /threads and /stats without what would change a setting (a language, on or off,
    hide or show)."""
    if name in LOOKING:
        return True
    word = args.strip().lower()
    if name in ("lang", "threads"):
        return not word
    if name == "stats":
        return word not in HIDE_WORDS | SHOW_WORDS
    return False


__all__ = ["HANDLERS", "LOOKING", "changes_nothing", "started_privately", "vote_on"]
