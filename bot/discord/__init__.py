"""The Discord adapter: slash commands, DM racks, reactions and buttons as votes.

Thin by design: it turns interactions and reactions into ``Command``/``Vote`` values for
the game service and delivers the service's ``Outgoing`` messages (see bot/protocol.py).
"""

from bot.discord.bot import ShardedWordBot, WordBot, make_bot
from bot.discord.run import run_discord

__all__ = ["ShardedWordBot", "WordBot", "make_bot", "run_discord"]
