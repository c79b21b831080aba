"""The Telegram adapter: commands, racks in the private chat (deep link when the user never
started the bot), board photos, votes by reactions and inline buttons.

Thin by design: it turns updates into ``Command``/``Vote`` values for the game service and
delivers the service's ``Outgoing`` messages (see bot/protocol.py)."""

from bot.telegram.adapter import ALLOWED_UPDATES, TelegramAdapter
from bot.telegram.run import run_telegram

__all__ = ["ALLOWED_UPDATES", "TelegramAdapter", "run_telegram"]
