"""The Discord bot: a ``commands.Bot`` that receives the game service in ``__init__``."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter_kit import DEFAULT_REACTIONS, DeadlineLoop, shared_deadline_loop
from bot.discord.cog import CommandTranslator, GameCog
from bot.discord.delivery import Context, Delivery
from bot.discord.refs import chat_ref, interaction_chat, interaction_user, member_user
from bot.discord.views import VoteButton
from bot.protocol import GameServiceAPI, UserRef, Vote, VoteKind
from bot.settings import Settings

log = logging.getLogger(__name__)


def intents() -> discord.Intents:
    """Slash commands need no privileged intent; reactions need the reaction intents
    (in ``Intents.default()``).  No message content, no members list, no presences."""
    wanted = discord.Intents.none()
    wanted.guilds = True
    wanted.guild_reactions = True
    wanted.dm_reactions = True
    return wanted


class WordBot(commands.Bot):
    def __init__(self, service: GameServiceAPI, settings: Settings, *,
                 deadlines: DeadlineLoop | None = None, **kwargs: Any) -> None:
        # No pings from game text (a player named "@everyone"); the DMs-closed note
        # mentions its user explicitly.
        kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         help_command=None, **kwargs)
        self.service = service
        self.settings = settings
        self.deadlines = deadlines or shared_deadline_loop(service)
        self.delivery = Delivery(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        await self.add_cog(GameCog(self))
        self.add_dynamic_items(VoteButton)  # buttons of old messages keep working
        await self.tree.set_translator(CommandTranslator())
        self.deadlines.register("discord", self.delivery.deliver)
        guild_id = self.settings.discord_test_guild
        if guild_id:
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the test guild", len(synced))
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands", len(synced))

    # -- votes --------------------------------------------------------------------------

    async def on_vote_button(self, interaction: discord.Interaction, kind: VoteKind) -> None:
        await interaction.response.defer()  # an update: nothing visible, no deadline to miss
        if interaction.message is None:
            return
        vote = Vote(interaction_chat(interaction), interaction_user(interaction),
                    str(interaction.message.id), kind)
        try:
            outs = await self.service.vote(vote)
        finally:
            self.deadlines.poke()
        await self.delivery.deliver(outs, Context(interaction=interaction, component=True))

    async def on_reaction_vote(self, payload: discord.RawReactionActionEvent) -> None:
        if self.user is not None and payload.user_id == self.user.id:
            return
        member = payload.member
        if member is not None and member.bot:
            return
        kind = self.delivery.reactions.get(payload.message_id, DEFAULT_REACTIONS).get(
            str(payload.emoji))
        if kind is None or not payload.emoji.is_unicode_emoji():
            return
        if member is not None:
            user = member_user(member, member.guild_permissions)
        else:
            cached = self.get_user(payload.user_id)
            if cached is not None and cached.bot:
                return
            user = (member_user(cached) if cached is not None
                    else UserRef("discord", str(payload.user_id), str(payload.user_id)))
        vote = Vote(chat_ref(payload.channel_id, payload.guild_id), user,
                    str(payload.message_id), kind)
        try:
            outs = await self.service.vote(vote)
        finally:
            self.deadlines.poke()
        await self.delivery.deliver(outs, Context(voter_id=user.id))

    # -- errors -------------------------------------------------------------------------

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        log.error("command failed", exc_info=error)
        text = "Something went wrong; please try again."
        try:
            if interaction.response.is_done():
                # drop the public "thinking…" so the note can be shown to the user alone
                with contextlib.suppress(discord.HTTPException):
                    await interaction.delete_original_response()
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not report the failure to the user")

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        log.exception("error in %s", event_method)
