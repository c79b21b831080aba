"""Signed, expiring tokens of the web board: a link's (``/web/g/<game>?t=...``, posted to
a player or a chat) and a session's (what the page sends with every request once it has
exchanged a link or Telegram's ``initData``).

A token names its kind, the game, the player (their user key) or no one (a spectator)
and its expiry, signed with HMAC-SHA256 under a key made from the bot's own secret (its
tokens, as the Telegram deep links are signed: bot/telegram/delivery.py), so every
process of one bot reads the others' links.  A token read here is only well-formed,
ours and unexpired: whether its game is still there (and its player still seated) is
checked against the stored game on every use (``bot.web.routes``), so a link dies with
its game.  A token names its game by id and by the second the game was made
(``12~1733600000``): a restore from a backup gives the ids after the backup's again, and a
spectator's link to a game the restore took away opened the new game of that id, in
another chat perhaps.  (A token of an earlier version, by id alone, is read as before.)"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Kind = Literal["l", "s"]  # a link, a session
LINK: Kind = "l"
SESSION: Kind = "s"
LINK_SECONDS = 14 * 86400.0  # a game may run for days; the game's end ends it sooner
SESSION_SECONDS = 12 * 3600.0
_SIG_BYTES = 16  # 128 bits of the MAC: enough against forging, short enough for a URL


@dataclass(frozen=True)
class Grant:
    """What a valid token grants: ``game``'s board, as ``player`` (None: a spectator)."""

    kind: str
    game: int
    player: str | None
    expires: float
    born: int | None = None  # the game's ``created_at``, whole seconds (None: not named)


def board_key(*secrets_: str | None) -> bytes:
    """The board's signing key, from the bot's secrets (its tokens): a key of its own, so
    that no token of the board is a MAC that means something elsewhere.  With none (the
    console), a random one: links of this process only."""
    given = [s for s in secrets_ if s]
    if not given:
        return secrets.token_bytes(32)
    return hmac.new("\n".join(given).encode(), b"wordgames web board", hashlib.sha256).digest()


def kept_secret(path: Path) -> str:
    """The secret kept in ``path``, made there (readable by its owner only) the first
    time: the console's games kept in a database file go on after a restart, and so must
    their board links and open pages."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        text = path.read_text(encoding="ascii").strip()
        if text:
            return text
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC)  # an empty file: a write cut short
    made = secrets.token_hex(32)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(made + "\n")
    return made


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Signer:
    def __init__(self, key: bytes, clock: Callable[[], float] = time.time) -> None:
        self._key = key
        self.clock = clock

    def _mac(self, body: str) -> str:
        return _b64(hmac.new(self._key, body.encode(), hashlib.sha256).digest()[:_SIG_BYTES])

    def make(self, kind: Kind, game: int, player: str | None,
             seconds: float | None = None, born: float | None = None) -> str:
        """``born``: the game's ``created_at``, which the token then names with its id."""
        if seconds is None:
            seconds = LINK_SECONDS if kind == LINK else SESSION_SECONDS
        who = "-" if player is None else _b64(player.encode())
        which = str(game) if born is None else f"{game}~{int(born)}"
        body = f"{kind}.{which}.{who}.{int(self.clock() + seconds)}"
        return f"{body}.{self._mac(body)}"

    def read(self, token: str, kind: Kind) -> Grant | None:
        """The grant of ``token``, or None: malformed, not signed by us, of the other
        kind, or expired."""
        if not isinstance(token, str) or len(token) > 600:
            return None
        parts = token.split(".")
        if len(parts) != 5:
            return None
        got_kind, which, who, expires, mac = parts
        body = ".".join(parts[:4])
        if not hmac.compare_digest(mac.encode(), self._mac(body).encode()):
            return None
        game, _, born = which.partition("~")
        if got_kind != kind or not game.isdigit() or not expires.isdigit():
            return None
        if born and not born.isdigit():
            return None
        if int(expires) < self.clock():
            return None
        try:
            player = None if who == "-" else _unb64(who).decode()
        except (ValueError, UnicodeDecodeError):
            return None
        return Grant(kind, int(game), player, float(expires), int(born) if born else None)
