"""/help's line on votes tells each platform's truth, in all six catalogues: Discord's
reactions are the ✅ / ❌ the bot adds to a move; Telegram has no such reactions, and 👍 /
👎 vote there; the console reads a line NAME: ✅ / NAME: ❌; elsewhere (a picture of the
gallery) no reaction is named."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.adapter_kit import DEFAULT_REACTIONS
from bot.service import rule_texts
from bot.service.announce import ACCEPT, CHALLENGE


def vote_line(lang: str, platform: str | None) -> str:
    (line,) = [ln for ln in rule_texts.help_text(lang, platform).splitlines()
               if ln.startswith("4. ")]
    return line


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_platform_s_help_names_its_own_reactions(lang: str):
    discord, telegram = vote_line(lang, "discord"), vote_line(lang, "telegram")
    console, other = vote_line(lang, "console"), vote_line(lang, None)
    assert f"{ACCEPT} / {CHALLENGE}" in discord and "👍" not in discord
    assert "👍 / 👎" in telegram and ACCEPT not in telegram and CHALLENGE not in telegram
    name = i18n.t(lang, "console_vote_hint").removeprefix("→ ").split(":")[0]
    assert f"{name}: ✅ / {name}: ❌" in console, console
    assert not any(e in other for e in ("✅", "❌", "👍", "👎")), other
    assert vote_line(lang, "gallery") == other
    # The sentence is the same, but for what follows /challenge.
    assert len({line.partition("/challenge")[0] for line in
                (discord, telegram, console, other)}) == 1


def test_the_reactions_named_vote_for_what_the_help_says():
    assert DEFAULT_REACTIONS[ACCEPT] == DEFAULT_REACTIONS["👍"] == "accept"
    assert DEFAULT_REACTIONS[CHALLENGE] == DEFAULT_REACTIONS["👎"] == "challenge"
