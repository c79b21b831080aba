"""Games in threads of their own: ``/new`` in a server's text channel opens the game in a
new public thread (when the server's setting, ``/threads``, is on and the bot may create
threads and post in them), so that one channel hosts many games, one per thread.

A thread has its own channel id, so its ChatRef is its own chat (``bot.discord.refs``):
every command, button and reaction in it reaches its game as in any channel.  What may
go wrong falls back to the channel: a thread that cannot be made leaves the game in the
channel, as without the setting; a /new the service refuses removes the thread it made.
"""

from __future__ import annotations

import logging
from typing import Final, Literal

import discord

from bot.protocol import ChatRef, Menu, Outgoing

log = logging.getLogger(__name__)

MAX_NAME = 100  # Discord's limit on a channel's name
# A game waits for its players for days at a time: the longest archive Discord offers
# (a message the bot sends later unarchives the thread anyway).
ARCHIVE_MINUTES: Final[Literal[10080]] = 10080


def may_open(interaction: discord.Interaction) -> bool:
    """In a server's text channel (not a thread, a forum or a DM) where the bot may create
    public threads and send messages in them."""
    channel = interaction.channel
    if interaction.guild_id is None or not isinstance(channel, discord.TextChannel):
        return False
    if channel.type is not discord.ChannelType.text:  # announcement channels
        return False
    perms = interaction.app_permissions
    return perms.create_public_threads and perms.send_messages_in_threads


def thread_name(menu: Menu, variant: str, opener: str) -> str:
    """The rule set's name and who opened it: "English Scrabble · Alice"."""
    rules = next((r.name for r in menu.rule_sets if r.id == variant), variant)
    name = " ".join(f"{rules} · {opener}".split())
    return name[:MAX_NAME].strip() or rules[:MAX_NAME]


async def open_thread(interaction: discord.Interaction, name: str) -> discord.Thread | None:
    """A public thread of the interaction's channel, or None when Discord refused it (the
    game then opens in the channel)."""
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    try:
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread,
                                             auto_archive_duration=ARCHIVE_MINUTES)
    except discord.HTTPException as exc:
        log.warning("could not open a thread for a game (%s %s): in the channel instead",
                    exc.status, exc.code)
        return None
    # Its opener in it, so that it is in their thread list and they hear of its news.
    try:
        await thread.add_user(interaction.user)
    except discord.HTTPException as exc:
        log.info("could not add the opener to the game's thread: %s", exc.status)
    return thread


def opened(outs: list[Outgoing], chat: ChatRef) -> bool:
    """Whether the service opened the game in ``chat``: it told the chat something public
    (a refusal is for the invoker alone)."""
    return any(out.chat == chat and not out.ephemeral_ok and not out.is_private
               for out in outs)


async def drop(thread: discord.Thread) -> None:
    """The thread of a /new the service refused goes: deleted, or archived where the bot
    may not delete threads (its creator may archive it)."""
    try:
        await thread.delete()
        return
    except discord.HTTPException as exc:
        log.info("could not delete an empty game thread (%s): archiving it", exc.status)
    try:
        await thread.edit(archived=True)
    except discord.HTTPException as exc:
        log.warning("could not archive an empty game thread: %s", exc.status)
