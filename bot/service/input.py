"""What a command's text may hold before any game work: a length limit and no
characters that cannot be shown (control, surrogate, private-use, unassigned)."""

from __future__ import annotations

import unicodedata

MAX_ARGS = 300  # characters of a command's arguments


def check_text(text: str, limit: int = MAX_ARGS) -> str | None:
    """None when ``text`` is fine; otherwise the key of the message that says why not."""
    if len(text) > limit:
        return "too_long"
    for ch in text:
        if ch in "\t\n\r ":
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Co", "Cn") or ch == "\ufffd":
            return "bad_text"
    return None
