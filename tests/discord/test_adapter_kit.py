"""The shared pieces of the adapters."""

from __future__ import annotations

from bot.adapter_kit import reaction_kinds, split_long
from bot.protocol import Button, ChatRef, Outgoing

CHAT = ChatRef("discord", "1")


def test_reactions_vote_for_the_buttons_of_their_message() -> None:
    move = Outgoing("move", chat=CHAT, buttons=[Button("OK", "accept"),
                                                Button("No", "challenge")],
                    reactions=["✅", "❌"])
    assert reaction_kinds(move)["✅"] == "accept"
    assert reaction_kinds(move)["👎"] == "challenge"
    undo = Outgoing("undo?", chat=CHAT, buttons=[Button("Yes", "undo_yes"),
                                                 Button("No", "undo_no")],
                    reactions=["👌", "🙅"])
    kinds = reaction_kinds(undo)
    assert (kinds["✅"], kinds["❌"], kinds["👌"], kinds["🙅"]) == (
        "undo_yes", "undo_no", "undo_yes", "undo_no")


def test_split_long_keeps_the_picture_and_ref_on_the_last_part() -> None:
    text = "\n".join(f"line {i:04d}" for i in range(450))  # ~4500 characters
    out = Outgoing(text, chat=CHAT, image=b"png", ref="r", buttons=[Button("OK", "accept")],
                   closed=["m:1:0"])
    parts = split_long([out], 2000)
    assert len(parts) == 3 and all(len(p.text) <= 2000 for p in parts)
    assert "\n".join(p.text for p in parts) == text
    assert [p.ref for p in parts] == [None, None, "r"]
    assert [p.image for p in parts] == [None, None, b"png"]
    assert parts[-1].buttons and not parts[0].buttons
    assert [p.closed for p in parts] == [[], [], ["m:1:0"]]  # the old buttons go once
    assert split_long([Outgoing("short", chat=CHAT)], 10)[0].text == "short"
