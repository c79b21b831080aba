"""A move that one of several opponents accepted and that still waits says whom it waits
for (a Bulgarian three-player game: "Петър приема хода K7 Ц(Е)ДКА." and nothing more,
only /score told that the third player had not answered)."""

from __future__ import annotations

import pytest
from conftest import Harness

from bot import i18n
from bot.protocol import Outgoing


def chat(outs: list[Outgoing]) -> str:
    return "\n".join(o.text for o in outs if o.chat is not None and o.private_to is None)


# (in agreement mode a move stands once no majority against it is possible: with two
# opponents one accept settles it, with three it still waits)
@pytest.mark.parametrize(("variant", "check", "names"), [
    ("english", "challenge", ("Ann", "Bob", "Cid")),
    ("literaki", "vote", ("Ann", "Bob", "Cid")),
    ("english", "agreement", ("Ann", "Bob", "Cid", "Dan")),
])
async def test_one_accept_of_several_says_who_the_move_still_waits_for(
        h: Harness, variant: str, check: str, names: tuple[str, ...]):
    await h.start(variant, *names, options=f"check={check} lang=en")
    who, move, _ = await h.playable(3)
    await h.cmd(who, f"/play {move}")
    first, *others = [n for n in names if n != who]
    text = chat(await h.cmd(first, "/accept"))
    assert f"{first} accepts {move}." in text, text
    key = "vote_still_challenge" if check == "challenge" else "vote_still_waits"
    game = await h.game()
    left = ", ".join(n for s in game.seats if (n := s.player.split(":")[1].capitalize())
                     in others)  # in the order of play
    # said once: by the wait line where the move holds up the next player (with the
    # seconds left), else by the line of those who may still answer
    waits = f": {left.replace(', ', ' and ')} can accept (✅)"
    assert (i18n.t("en", key, names=left) in text) != (waits in text), text
    # the last answers settle it: nothing waits, nothing said of waiting
    for n in others:
        text = chat(await h.cmd(n, "/accept"))
    assert "still" not in text and (await h.game()).pending is None, text


async def test_a_two_player_accept_says_nothing_of_waiting(h: Harness):
    await h.start("english", "Ann", "Bob")
    who, move, _ = await h.playable(3)
    await h.cmd(who, f"/play {move}")
    other = "Bob" if who == "Ann" else "Ann"
    text = chat(await h.cmd(other, "/accept"))
    assert "still" not in text, text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_waiting_line_in_every_language(lang: str):
    for key in ("vote_still_waits", "vote_still_challenge"):
        text = i18n.t(lang, key, names="Cid")
        assert "Cid" in text and "{" not in text and text != key
