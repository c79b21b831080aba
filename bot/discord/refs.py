"""Discord objects -> the service's ChatRef / UserRef."""

from __future__ import annotations

import discord

from bot.i18n import base_language
from bot.protocol import ChatRef, UserRef

PLATFORM = "discord"


def is_admin(perms: discord.Permissions | None) -> bool:
    """A "chat admin" for /end: may manage the server or the channel's messages."""
    if perms is None:
        return False
    return perms.administrator or perms.manage_guild or perms.manage_messages


def chat_ref(channel_id: int | None, guild_id: int | None) -> ChatRef:
    """One game per channel; a thread has its own channel id, so one game per thread."""
    return ChatRef(PLATFORM, str(channel_id), is_group=guild_id is not None,
                   server=None if guild_id is None else str(guild_id))


def interaction_chat(interaction: discord.Interaction) -> ChatRef:
    return chat_ref(interaction.channel_id, interaction.guild_id)


def interaction_user(interaction: discord.Interaction) -> UserRef:
    user = interaction.user
    return UserRef(
        PLATFORM,
        str(user.id),
        user.display_name,
        is_admin=interaction.guild_id is not None and is_admin(interaction.permissions),
        is_bot=user.bot,
        language=base_language(str(interaction.locale)),
    )


def member_user(user: discord.abc.User, perms: discord.Permissions | None = None) -> UserRef:
    return UserRef(PLATFORM, str(user.id), user.display_name,
                   is_admin=is_admin(perms), is_bot=user.bot)
