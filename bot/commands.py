"""The commands every platform offers, with their arguments: one table that the console,
Discord (slash commands) and Telegram (setMyCommands) adapters all read.

Descriptions here are English; ``bot.i18n`` holds them in every language."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from engine.players import LEVELS
from engine.rules import load_ruleset, ruleset_ids

ArgType = Literal["text", "variant", "int", "team", "level"]


@dataclass(frozen=True)
class Arg:
    name: str
    description: str
    type: ArgType = "text"
    required: bool = False


@dataclass(frozen=True)
class CommandSpec:
    name: str
    description: str
    args: tuple[Arg, ...] = field(default=())
    group_only: bool = True  # refused in a private chat with the bot


COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("new", "Open a game in this chat", (
        Arg("variant", "Rule set", "variant", required=True),
        Arg("options", "House rules, e.g. rack=8 check=auto target=300 time=120 lang=en"),
    )),
    CommandSpec("join", "Join the game in this chat", (Arg("team", "Team number", "team"),)),
    CommandSpec("leave", "Leave the game before it starts"),
    CommandSpec("kick", "Remove a player from the lobby (its creator or a chat admin)", (
        Arg("name", "The player's name", required=True),
    )),
    CommandSpec("order", "Set the order of play (the creator, before the start)", (
        Arg("players", "Names in the order of play, e.g. Bob, Ann", required=True),
    )),
    CommandSpec("start", "Start the game (deal the racks)"),
    CommandSpec("play", "Place a word: 8H WORD across, H8 WORD down", (
        Arg("move", "Coordinate and word, e.g. 8H WORD; lowercase letter = blank", required=True),
    )),
    CommandSpec("preview", "Score a move without playing it (privately)", (
        Arg("move", "Coordinate and word, e.g. 8H WORD", required=True),
    )),
    CommandSpec("exchange", "Exchange tiles from your rack", (
        Arg("tiles", "The letters to exchange (? for a blank)", required=True),
    )),
    CommandSpec("pass", "Pass your turn"),
    CommandSpec("swap", "Swap a blank on the board for your letter and play it", (
        Arg("square", "The blank's square, e.g. F3", required=True),
        Arg("move", "The move that plays the blank, e.g. H8 щУКА", required=True),
    )),
    CommandSpec("challenge", "Challenge or check the last move"),
    CommandSpec("accept", "Accept the last move"),
    CommandSpec("undo", "Ask to take your last move back"),
    CommandSpec("rack", "Show your rack (privately)", group_only=False),
    CommandSpec("tiles", "The tiles you have not seen: the bag and the other racks (privately)"),
    CommandSpec("board", "Show the board"),
    CommandSpec("score", "Scores, tiles in the bag, whose turn, clocks"),
    CommandSpec("history", "The moves so far"),
    CommandSpec("export", "The game as a GCG file"),
    CommandSpec("rules", "The rules of this game", (Arg("variant", "Rule set", "variant"),),
                group_only=False),
    CommandSpec("check", "Is a word in the word list? (advice)", (
        Arg("word", "The word", required=True),
    )),
    CommandSpec("hint", "Suggest a move (privately), when the game allows hints"),
    CommandSpec("addbot", "Add a computer player to the game", (
        Arg("level", "beginner, easy, medium, hard, strong or champion", "level"),
    )),
    CommandSpec("resign", "Resign from the game"),
    CommandSpec("end", "End the game (its creator or a chat admin)"),
    CommandSpec("help", "How to play with this bot", group_only=False),
    CommandSpec("lang", "The chat's language; a chat admin changes it", (
        Arg("code", "bg, pl, ru, sk, ro or en"),
    )),
)

BY_NAME = {c.name: c for c in COMMANDS}


@dataclass(frozen=True)
class RuleSetChoice:
    id: str
    name: str
    word_checks: tuple[str, ...]  # the word-check modes a game of it may pick


@cache
def rule_set_choices() -> tuple[RuleSetChoice, ...]:
    """Every rule set, in the order of ``engine.rules.ruleset_ids``.  The adapters learn
    the rule sets here, so that none of them reaches into the engine itself."""
    choices = []
    for rid in ruleset_ids():
        rules = load_ruleset(rid)
        choices.append(RuleSetChoice(rid, rules.name,
                                     rules.word_check_choices or (rules.word_check,)))
    return tuple(choices)


# The computer levels, weakest first, as the engine defines them: the adapters offer them
# as choices without reaching into the engine.
COMPUTER_LEVELS: tuple[str, ...] = tuple(LEVELS)
