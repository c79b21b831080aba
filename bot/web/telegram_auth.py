"""A Telegram Mini App's ``initData``, checked as the Bot API documents it ("Validating
data received via the Mini App"): the data-check-string is every received field except
``hash``, sorted by key, as ``key=value`` lines joined by ``\\n``; the secret key is the
HMAC-SHA256 of the bot token keyed with ``"WebAppData"``; ``hash`` is the hex HMAC-SHA256
of the data-check-string under that key.  ``signature`` (Telegram's Ed25519 signature
for third parties) is an ordinary field here: Telegram's own hash covers it.

Only this check makes the page's user a Telegram user: everything else in ``initData``
is what the browser says, so the server takes the user and the start parameter from the
value returned here and from nothing else.  Anything unexpected (a key twice, a field
that is not ``key=value``, bytes that are not UTF-8, a ``user`` that is not the documented
object) is a refusal, not a guess."""

from __future__ import annotations

import hashlib
import hmac
import json
import math
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

# Telegram stamps auth_date with its own clock; a server a little behind must not refuse
# a page just opened, but data dated well ahead of now was not made by Telegram now.
CLOCK_SKEW = 60.0


@dataclass(frozen=True)
class WebAppUser:
    """Who opened the Mini App, from a validated ``initData``."""

    id: int
    first_name: str
    last_name: str | None
    username: str | None
    language_code: str | None
    start_param: str | None  # the link's ?startapp= (direct links) or the button's
    auth_date: int
    chat_type: str | None  # "private", "group", "supergroup", "channel", "sender"
    chat_instance: str | None

    @property
    def name(self) -> str:
        return f"{self.first_name} {self.last_name}" if self.last_name else self.first_name


def secret_key(bot_token: str) -> bytes:
    return hmac.new(b"WebAppData", bot_token.encode(), hashlib.sha256).digest()


def data_check_string(fields: dict[str, str]) -> str:
    return "\n".join(f"{key}={fields[key]}" for key in sorted(fields) if key != "hash")


def sign(fields: dict[str, str], bot_token: str) -> str:
    """The ``hash`` Telegram puts on ``fields`` (for tests and the console's own pages)."""
    check = data_check_string(fields).encode()
    return hmac.new(secret_key(bot_token), check, hashlib.sha256).hexdigest()


def validate_init_data(init_data: str, bot_token: str, *, now: float,
                       max_age: float) -> WebAppUser | None:
    """The user ``init_data`` names if Telegram signed it with ``bot_token`` at most
    ``max_age`` seconds before ``now``; None for anything else."""
    fields = _fields(init_data)
    if fields is None or not bot_token:
        return None
    received = fields.get("hash")
    # As bytes: compare_digest refuses str with non-ASCII characters (a forged hash).
    if received is None or not hmac.compare_digest(received.encode(),
                                                   sign(fields, bot_token).encode()):
        return None
    auth_date = _integer(fields.get("auth_date"))
    if auth_date is None or not math.isfinite(now):
        return None
    if not now - max_age <= auth_date <= now + CLOCK_SKEW:
        return None
    user = _json_object(fields.get("user"))
    if user is None:
        return None
    user_id, first_name = user.get("id"), user.get("first_name")
    if type(user_id) is not int or not isinstance(first_name, str) or not first_name:
        return None
    optional = {key: user.get(key) for key in ("last_name", "username", "language_code")}
    if any(value is not None and not isinstance(value, str) for value in optional.values()):
        return None
    return WebAppUser(
        id=user_id, first_name=first_name, last_name=optional["last_name"] or None,
        username=optional["username"] or None,
        language_code=optional["language_code"] or None,
        start_param=fields.get("start_param") or None, auth_date=auth_date,
        chat_type=fields.get("chat_type") or None,
        chat_instance=fields.get("chat_instance") or None)


def _fields(init_data: str) -> dict[str, str] | None:
    """The decoded fields, each key once; None when the string is not such a query."""
    try:
        pairs = parse_qsl(init_data, keep_blank_values=True, strict_parsing=True,
                          errors="strict", max_num_fields=64)
    except ValueError:  # UnicodeDecodeError is one
        return None
    fields = dict(pairs)
    return fields if len(fields) == len(pairs) else None


def _integer(text: str | None) -> int | None:
    if text is None or not text.isascii() or not text.isdigit():
        return None
    return int(text)


def _json_object(text: str | None) -> dict[str, Any] | None:
    if text is None:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
