"""The web board's links as the adapters get them (bot.protocol.BoardLinks), for the
adapter tests: PROVISIONAL until bot/web's own class lands (then this builds that one)."""

from __future__ import annotations

import hashlib
import hmac

from bot.protocol import UserRef


class Links:
    def __init__(self, base_url: str, secret: str) -> None:
        self.base_url = base_url
        self._key = secret.encode()

    def token(self, game: int, who: str) -> str:
        return hmac.new(self._key, f"{game}.{who}".encode(), hashlib.sha256).hexdigest()[:16]

    async def player_link(self, game: int, user: UserRef) -> str | None:
        return f"{self.base_url}/web/g/{game}?t={self.token(game, user.key)}"

    async def spectator_link(self, game: int) -> str | None:
        return f"{self.base_url}/web/g/{game}?t={self.token(game, '-')}"

    def mini_app_url(self, game: int | None = None) -> str:
        return f"{self.base_url}/web/tg" + (f"?g={game}" if game is not None else "")


def make(base_url: str, secret: str) -> Links:
    return Links(base_url, secret)
