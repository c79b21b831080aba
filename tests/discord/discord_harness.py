"""Helpers of the Discord tests: the harness that injects gateway events."""

from __future__ import annotations

import itertools
from typing import Any

import discord
from discord_fake import (
    APP_ID,
    CHANNEL_ID,
    GUILD_ID,
    TIMESTAMP,
    FakeDiscord,
    member_payload,
    settle,
)

from bot.discord import WordBot
from bot.settings import Settings

ALICE, BOB, CAROL, ROBOT = 1001, 1002, 1003, 1009
# The bot's permissions in the channel, as an interaction carries them: Discord's usual
# grant without creating public threads; THREADS adds it (and posting in threads).
THREADS = discord.Permissions(create_public_threads=True, send_messages_in_threads=True).value
APP_PERMISSIONS = 2248473465835073 & ~THREADS
NAMES = {ALICE: "Alice", BOB: "Bob", CAROL: "Carol", ROBOT: "OtherBot"}


class Harness:
    """Injects gateway events into a logged-in WordBot and waits for their handling."""

    def __init__(self, bot: WordBot, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake
        self.tokens = itertools.count(1)
        self.commands: dict[str, Any] = {}
        # What the bot may do in the channel: everything but create threads, so that a
        # /new opens its game in the channel (a test of threads grants THREADS).
        self.app_permissions = APP_PERMISSIONS

    def _interaction(self, uid: int, kind: int, data: dict[str, Any], *,
                     channel_id: int = CHANNEL_ID, guild: bool = True,
                     permissions: str = "0", locale: str = "en-US",
                     message: dict[str, Any] | None = None) -> dict[str, Any]:
        token = f"itoken{next(self.tokens)}"
        payload: dict[str, Any] = {
            "id": str(next(self.fake.interaction_ids)), "application_id": str(APP_ID),
            "type": kind, "token": token, "version": 1, "channel_id": str(channel_id),
            "locale": locale, "app_permissions": str(self.app_permissions), "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD_ID)} if guild else {},
            "context": 0 if guild else 1, "attachment_size_limit": 8 * 1024 * 1024,
            "data": data,
        }
        if guild:
            payload |= {"guild_id": str(GUILD_ID), "guild_locale": "en-US",
                        "member": member_payload(uid, NAMES[uid], permissions=permissions),
                        "channel": self.fake.threads.get(channel_id) or {
                            "id": str(channel_id), "type": 0, "guild_id": str(GUILD_ID),
                            "name": "games", "position": 0, "nsfw": False,
                            "permission_overwrites": [], "parent_id": None}}
        else:
            payload |= {"user": member_payload(uid, NAMES[uid])["user"],
                        "channel": {"id": str(channel_id), "type": 1, "recipients": []}}
        if message is not None:
            payload["message"] = message
        return payload

    async def slash(self, uid: int, name: str, /, **options: Any) -> str:
        cmd = self.bot.tree.get_command(name)
        assert cmd is not None, name
        opts = [{"name": k, "type": 4 if isinstance(v, int) else 3, "value": v}
                for k, v in options.items()]
        data = {"id": str(9000 + len(name)), "name": name, "type": 1, "options": opts}
        kw = {k: options.pop(k) for k in list(options) if k.startswith("_")}
        payload = self._interaction(uid, 2, data, **{k[1:]: v for k, v in kw.items()})
        payload["data"]["options"] = [o for o in opts if not o["name"].startswith("_")]
        self.bot._connection.parse_interaction_create(payload)
        await settle()
        return payload["token"]

    async def press(self, uid: int, message: dict[str, Any], kind: str, *,
                    channel_id: int = CHANNEL_ID) -> str:
        data = {"custom_id": f"wg:vote:{kind}", "component_type": 2}
        payload = self._interaction(uid, 3, data, message=message, channel_id=channel_id)
        self.bot._connection.parse_interaction_create(payload)
        await settle()
        return payload["token"]

    async def react(self, uid: int, message_id: int, emoji: str, *, is_bot: bool = False,
                    channel_id: int = CHANNEL_ID) -> None:
        self.bot._connection.parse_message_reaction_add({
            "user_id": str(uid), "channel_id": str(channel_id), "message_id": str(message_id),
            "guild_id": str(GUILD_ID), "emoji": {"id": None, "name": emoji},
            "member": member_payload(uid, NAMES.get(uid, "x"), bot=is_bot),
            "type": 0, "burst": False, "burst_colors": [],
        })
        await settle()


async def make_bot(service: Any, fake: FakeDiscord, settings: Settings | None = None) -> WordBot:
    bot = WordBot(service, settings or Settings(default_language="en"))
    await bot.login("fake-token")  # GET /users/@me, application info, setup_hook (sync)
    bot._connection._chunk_guilds = False
    bot._connection.parse_guild_create(guild_payload())
    return bot


def guild_payload() -> dict[str, Any]:
    channel = {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "games",
               "position": 0, "nsfw": False, "permission_overwrites": [], "parent_id": None}
    return {
        "id": str(GUILD_ID), "name": "Word club", "owner_id": str(ALICE), "icon": None,
        "roles": [{"id": str(GUILD_ID), "name": "@everyone", "permissions": "2248473465835073",
                   "position": 0, "color": 0, "hoist": False, "managed": False,
                   "mentionable": False, "flags": 0}],
        "emojis": [], "stickers": [], "features": [], "channels": [channel], "threads": [],
        "members": [], "voice_states": [], "presences": [], "member_count": 4,
        "large": False, "unavailable": False, "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
        "system_channel_flags": 0, "premium_tier": 0, "nsfw_level": 0,
        "preferred_locale": "en-US", "joined_at": TIMESTAMP,
    }
