"""The Telegram adapter: commands, racks in the private chat (deep link when the user never
started the bot), board photos, votes by reactions and inline buttons.

Thin by design: ``updates.py`` turns updates into ``Command``/``Vote`` values for the game
service, ``delivery.py`` delivers the service's ``Outgoing`` messages (see bot/protocol.py)
through the chats' queues (``outbox.py``); ``run.py`` runs it (polling or a webhook)."""

from bot.telegram.run import run_telegram
from bot.telegram.updates import ALLOWED_UPDATES, TelegramAdapter

__all__ = ["ALLOWED_UPDATES", "TelegramAdapter", "run_telegram"]
