"""The platform-neutral game service (``GameService``, implementing
``bot.protocol.GameServiceAPI``).

Modules: ``core`` (entry points, locks, one transaction per command), ``handlers`` (one
function per command, votes, deadlines), ``announce`` (what the chat and each player are
told), ``timing`` (turn starts, clocks, deadlines), ``options`` (``/new`` house rules),
``computer`` (hints and the computer player's plug)."""

from bot.service.core import GameService, Refusal, check_text

__all__ = ["GameService", "Refusal", "check_text"]
