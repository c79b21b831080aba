"""Vote buttons.  Their custom_ids are fixed (``wg:vote:<kind>``), so a button on any old
message still works after a restart: discord.py rebuilds the item from the id."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.protocol import Button

if TYPE_CHECKING:
    from bot.discord.bot import WordBot

KINDS = ("accept", "challenge", "undo_yes", "undo_no")
STYLES = {
    "accept": discord.ButtonStyle.success,
    "undo_yes": discord.ButtonStyle.success,
    "challenge": discord.ButtonStyle.danger,
    "undo_no": discord.ButtonStyle.danger,
}


def custom_id(kind: str) -> str:
    return f"wg:vote:{kind}"


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"wg:vote:(?P<kind>accept|challenge|undo_yes|undo_no)"):
    def __init__(self, kind: str, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=(label or kind)[:80], style=STYLES[kind], custom_id=custom_id(kind)))
        self.kind = kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any, /) -> VoteButton:
        return cls(match["kind"], getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: WordBot = interaction.client  # type: ignore[assignment]
        await bot.on_vote_button(interaction, self.kind)  # type: ignore[arg-type]


def vote_view(buttons: list[Button]) -> discord.ui.View | None:
    if not buttons:
        return None
    view = discord.ui.View(timeout=None)
    for button in buttons[:25]:
        view.add_item(VoteButton(button.kind, button.label))
    return view
