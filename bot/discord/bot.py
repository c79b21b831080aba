"""The Discord bot: a ``commands.Bot`` that receives the game service in ``__init__``."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, metrics
from bot.adapter_kit import outage
from bot.commands import BY_NAME
from bot.deadline_loop import DeadlineLoop
from bot.discord.cog import CommandTranslator, game_cog
from bot.discord.delivery import Delivery
from bot.discord.refs import PLATFORM
from bot.discord.views import CommandButton, VoteButton
from bot.protocol import BoardLinks, GameServiceAPI
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
    """The bot: logs in, syncs the command tree, and holds the game cog
    (``bot.discord.cog.game_cog``, which receives every command and vote) and the
    :class:`Delivery` (which sends the answers).

    ``deadlines``: the process's deadline loop, shared with Telegram when both run (a
    loop of its own when not given); ``links``: the web board's, when WEB_URL is set."""

    def __init__(self, service: GameServiceAPI, settings: Settings, *,
                 deadlines: DeadlineLoop | None = None, links: BoardLinks | None = None,
                 **kwargs: Any) -> None:
        # No pings from game text (a player named "@everyone"); the DMs-closed note
        # mentions its user explicitly.
        kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         help_command=None, **kwargs)
        self.service = service
        self.settings = settings
        self.deadlines = deadlines or DeadlineLoop(service)
        self.delivery = Delivery(self, service.delivered,
                                 default_language=settings.default_language,
                                 ref_messages=service.ref_messages, links=links)
        self.tree.error(self.on_app_command_error)

    async def setup_hook(self) -> None:
        cog = game_cog(self.service.menu())
        await self.add_cog(cog(self, self.service, self.delivery, self.deadlines))
        # buttons of old messages keep working
        self.add_dynamic_items(VoteButton, CommandButton)
        await self.tree.set_translator(CommandTranslator())
        self.deadlines.register(PLATFORM, self.delivery.deliver)
        guild_id = self.settings.discord_test_guild
        if guild_id:
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the test guild", len(synced))
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands", len(synced))

    # -- errors -------------------------------------------------------------------------

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CommandNotFound):
            if interaction.type is not discord.InteractionType.application_command:
                return  # an autocomplete of it: nothing to answer, nothing to count
            # Only a command Discord still shows that this version has not (a removed
            # one, until the clients take the synced list): a refusal, as on Telegram.
            shown = "".join(ch for ch in error.name if ch.isprintable())[:30]
            log.info("/%s: not a command of this version (Discord still offers it)", shown)
            metrics.command_refused("unknown")
            text = i18n.t(i18n.language_of(str(interaction.locale)), "unknown_command",
                          command=shown)
        elif outage(error, "a command was not handled"):
            text = i18n.t(i18n.language_of(str(interaction.locale)), "database_unavailable")
        else:
            log.error("command failed", exc_info=error)
            text = "Something went wrong; please try again."
            name = interaction.command.name if interaction.command is not None else ""
            metrics.command_failed(name if name in BY_NAME else "unknown",
                                   getattr(error, "original", error))
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


class ShardedWordBot(WordBot, commands.AutoShardedBot):
    """The same bot over several gateway shards (discord.py's ``AutoShardedBot``): all the
    shards Discord recommends in one process, or ``shard_ids`` of ``shard_count`` when
    several processes share the bot (each runs its range; docs/deploy.md).  Which process
    serves a guild is Discord's choice (``guild_id >> 22 % shard_count``); the games are
    in the shared database, so any process may fire a deadline or draw a picture."""


def make_bot(service: GameServiceAPI, settings: Settings, *,
             deadlines: DeadlineLoop | None = None,
             links: BoardLinks | None = None) -> WordBot:
    """The bot the settings ask for: one shard (the default), or sharded."""
    if settings.discord_shard_auto:
        return ShardedWordBot(service, settings, deadlines=deadlines, links=links)
    if settings.discord_shard_count is not None:
        ids = settings.discord_shard_ids
        return ShardedWordBot(service, settings, deadlines=deadlines, links=links,
                              shard_count=settings.discord_shard_count,
                              shard_ids=list(ids) if ids is not None else None)
    return WordBot(service, settings, deadlines=deadlines, links=links)
