"""The platform-neutral game service (``GameService``, implementing
``bot.protocol.GameServiceAPI``).  ``docs/architecture.md`` has the map; in import order:

``meta`` (what the service keeps beside a game), ``context`` (one command's work, refusals,
the collaborators handlers may use), ``computer_seats`` (computer seats as data: what
they owe the game), ``timing`` (turn starts, clocks, deadlines), ``show`` (how moves,
scores and endings read), ``announce`` (what an action's ``Outcome`` tells the chat and
each player), ``actions`` (the one path of a move, vote or undo answer), ``lobby``
(seating and dealing), ``deadlines`` (firing them), ``computer`` (its steps and hints),
``options`` (``/new`` house rules), ``commands`` (one function per command) and
``service`` (entry points, locks, one transaction per command)."""

from bot.service.context import Refusal
from bot.service.input import check_text
from bot.service.service import GameService

__all__ = ["GameService", "Refusal", "check_text"]
