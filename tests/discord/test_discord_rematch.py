"""The end message's rematch button (a persistent ``wg:vote:rematch`` item) through
discord.py and the real service."""

from __future__ import annotations

from pathlib import Path

from discord_fake import CHANNEL_ID, FakeDiscord, settle
from discord_harness import ALICE, BOB, Harness, make_bot
from real_game import open_real_service


async def test_rematch_by_button(tmp_path: Path, fake: FakeDiscord) -> None:
    service, repo = await open_real_service(tmp_path)
    bot = await make_bot(service, fake)
    env = Harness(bot, fake)
    chat_key = f"discord:{CHANNEL_ID}:"
    try:
        await env.slash(ALICE, "new", variant="english")
        await env.slash(BOB, "join")
        await env.slash(ALICE, "start")
        await env.slash(BOB, "resign")
        # /resign asks first (issue 15): Bob taps the confirmation's command button
        cid = "wg:cmd:resign yes"
        confirm = fake.message(CHANNEL_ID, {"content": "", "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "Resign",
                                        "custom_id": cid}]}]}, {})
        payload = env._interaction(BOB, 3, {"custom_id": cid, "component_type": 2},
                                   message=confirm)
        bot._connection.parse_interaction_create(payload)
        await settle()
        end = [r for r in fake.channel_posts() if r.custom_ids][-1]
        assert end.custom_ids == ["wg:vote:rematch"]
        refs = (await repo.table_dump())["message_refs"]
        mid = next(r[1] for r in reversed(refs) if r[3].startswith("r:"))
        # the message as Discord includes it in a component interaction
        message = fake.message(CHANNEL_ID, {"content": end.content, "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "Rematch",
                                        "custom_id": "wg:vote:rematch"}]}]}, {}) | {"id": mid}
        await env.press(BOB, message, "rematch")
        assert "Waiting for: Alice" in fake.channel_posts()[-1].content
        await env.press(ALICE, message, "rematch")
        rec = await repo.open_game(chat_key)
        assert rec is not None and rec.status == "active"
        assert {s.user_key for s in rec.seats} == {f"discord:{ALICE}", f"discord:{BOB}"}
    finally:
        await bot.close()
        await repo.close()


def test_a_localized_answer_button_has_the_plain_id_its_template_reads() -> None:
    """``/end да`` is the Bulgarian button's command (its text names it); its custom id
    carries ``end yes``, which the persistent item's template reads and the service takes."""
    from bot.discord.views import CommandButton

    for command, plain in (("end да", "end yes"), ("end не", "end no"),
                           ("resign áno", "resign yes"), ("play 2", "play 2")):
        assert CommandButton(command, "x").item.custom_id == f"wg:cmd:{plain}"
