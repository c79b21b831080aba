"""Vote buttons.  Their custom_ids are fixed (``wg:vote:<kind>``), so a button on any old
message still works after a restart: discord.py rebuilds the item from the id.

discord.py builds the button itself, so it cannot be handed the code that counts the
vote: a press goes to the cog registered on the client under :data:`GAME_COG`, which
must be a :class:`ButtonVoter`."""

from __future__ import annotations

import logging
from typing import Any, Protocol, runtime_checkable

import discord
from discord.ext import commands

from bot import i18n
from bot.protocol import Button, VoteKind

log = logging.getLogger(__name__)

GAME_COG = "Game"  # the name of the cog that counts button votes (bot.discord.cog)
STYLES = {
    "accept": discord.ButtonStyle.success,
    "undo_yes": discord.ButtonStyle.success,
    "challenge": discord.ButtonStyle.danger,
    "undo_no": discord.ButtonStyle.danger,
    "rematch": discord.ButtonStyle.primary,
}


@runtime_checkable
class ButtonVoter(Protocol):
    async def vote_by_button(self, interaction: discord.Interaction, kind: VoteKind) -> None:
        """Count a press of a vote button of ``kind`` on ``interaction.message``."""
        ...


def custom_id(kind: str) -> str:
    return f"wg:vote:{kind}"


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"wg:vote:(?P<kind>accept|challenge|undo_yes|undo_no|rematch)"):
    def __init__(self, kind: VoteKind, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=(label or kind)[:80], style=STYLES[kind], custom_id=custom_id(kind)))
        self.kind: VoteKind = kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any, /) -> VoteButton:
        return cls(match["kind"], getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        client = interaction.client
        voter = client.get_cog(GAME_COG) if isinstance(client, commands.Bot) else None
        if not isinstance(voter, ButtonVoter):
            log.warning("a vote button was pressed, but no %s cog counts votes", GAME_COG)
            return
        await voter.vote_by_button(interaction, self.kind)


class CommandButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=r"wg:cmd:(?P<name>[a-z]+) (?P<args>[0-9]{1,2}|yes|no)"):
    """A button that runs a command for whoever presses it (``/play 2``: one of the
    placements offered privately), in the channel it sits in."""

    def __init__(self, command: str, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=(label or command)[:80], style=discord.ButtonStyle.primary,
            custom_id=f"wg:cmd:{i18n.plain_answer(command)}"[:100]))  # ("end yes" for "end да")
        self.command = command

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any, /) -> CommandButton:
        return cls(f"{match['name']} {match['args']}", getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        client = interaction.client
        runner = client.get_cog(GAME_COG) if isinstance(client, commands.Bot) else None
        if not isinstance(runner, ButtonCommander):
            log.warning("a command button was pressed, but no %s cog runs it", GAME_COG)
            return
        name, _, args = self.command.partition(" ")
        await runner.command_by_button(interaction, name, args)


@runtime_checkable
class ButtonCommander(Protocol):
    async def command_by_button(self, interaction: discord.Interaction, name: str,
                                args: str) -> None:
        """Run ``/name args`` for whoever pressed the button, in its channel."""
        ...


def vote_view(buttons: list[Button]) -> discord.ui.View | None:
    if not buttons:
        return None
    view = discord.ui.View(timeout=None)
    for button in buttons[:25]:
        if button.kind is not None:
            view.add_item(VoteButton(button.kind, button.label))
        elif button.command is not None:
            view.add_item(CommandButton(button.command, button.label))
    return view
