"""The commands every platform offers, with their arguments: one table that the console,
Discord (slash commands) and Telegram (setMyCommands) adapters all read.

Descriptions here are English; ``bot.i18n`` holds them in every language.  The rule sets
and computer levels a command offers are the service's to say (``bot.protocol.Menu``):
this table loads no engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

ArgType = Literal["text", "variant", "int", "team", "level", "switch"]  # switch: on / off


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
    platforms: frozenset[str] | None = None  # offered only there (None: everywhere)

    def offered_on(self, platform: str) -> bool:
        return self.platforms is None or platform in self.platforms


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
    CommandSpec("end", "End the game: its creator or a chat admin asks, the players vote "
                       "(a lobby closes at once)"),
    CommandSpec("help", "How to play with this bot", group_only=False),
    CommandSpec("lang", "The chat's language; a chat admin changes it", (
        Arg("code", "bg, pl, ru, sk, ro or en"),
    )),
    CommandSpec("threads", "Games of this server in threads of their own; an admin changes it", (
        Arg("mode", "on or off", "switch"),
    ), platforms=frozenset({"discord"})),
    CommandSpec("top", "The best players: this chat's, or global", (
        Arg("board", "global, and/or a family: scrabble, literaki, erudit"),
    ), group_only=False),
    CommandSpec("stats", "A player's games, rating and its history; hide: off the global board",
                (Arg("player", "A player's name, or hide / show"),), group_only=False),
    CommandSpec("rematch", "Play the last game again: same rules, same players"),
)

BY_NAME = {c.name: c for c in COMMANDS}

# The commands whose handlers ask whether the sender is a chat admin (who may kick, order,
# start, add a computer, end, set the language for others).  An adapter for which that
# costs a platform call (Telegram's getChatMember) makes it only for these.
ADMIN_MAY = frozenset({"kick", "order", "start", "addbot", "end", "lang", "threads"})
