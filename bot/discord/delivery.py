"""Deliver the service's Outgoing messages to Discord.

Where each message goes:

- in reply to a slash command (the interaction was deferred at once): messages for the
  command's channel as the interaction's response and follow-ups; ``ephemeral_ok``
  messages and, for /rack and /hint, everything, as ephemeral follow-ups;
- private messages (racks) by DM; when the user's DMs are closed (403 / 50007), an
  ephemeral follow-up if that user is the one who ran the command, otherwise a note in
  the channel telling them to use /rack (which always answers ephemerally);
- everything else (other channels, timers, reactions) with the bot's own HTTP client.

A rack is never sent to a channel: private messages only ever go by DM or ephemerally.

With WEB_URL set, a rack carries a link button to the web board as its player (signed,
expiring: ``BoardLinks.player_link``), and a board picture in the channel a spectator's
link (no rack), both in the board's dark theme (``?theme=dark``, as Discord is).
"""

from __future__ import annotations

import contextlib
import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot import i18n
from bot.adapter_kit import (
    BoundedDict,
    board_link_kind,
    fit_files,
    reaction_kinds,
    split_long,
)
from bot.discord.views import vote_view
from bot.protocol import BoardLinks, ChatRef, Outgoing, UserRef, VoteKind

log = logging.getLogger(__name__)

MAX_CONTENT = 2000
# Bytes an attachment may have where nothing says more: a server without boosts (an
# interaction says its channel's own limit: ``Interaction.filesize_limit``).
FILE_LIMIT = 10 * 1024 * 1024


@dataclass
class Trigger:
    """What triggered a batch of messages (named apart from the library's own context
    objects, which the handlers also hold)."""

    interaction: discord.Interaction | None = None
    deferred_ephemeral: bool = False  # /rack, /hint: everything for the invoker is private
    component: bool = False  # a button press (deferred as an update: no "thinking" message)
    voter_id: str | None = None  # a reaction vote: messages only for the voter are dropped
    original_open: bool = field(default=False)  # the deferred response still to be filled

    @property
    def user_id(self) -> str | None:
        if self.interaction is not None:
            return str(self.interaction.user.id)
        return self.voter_id

    @property
    def channel_id(self) -> str | None:
        if self.interaction is not None and self.interaction.channel_id is not None:
            return str(self.interaction.channel_id)
        return None


def _files(out: Outgoing) -> list[discord.File]:
    files = []
    if out.image is not None:
        files.append(discord.File(io.BytesIO(out.image), filename=out.image_name or "board.png"))
    if out.file is not None:
        files.append(discord.File(io.BytesIO(out.file), filename=out.file_name or "game.gcg"))
    return files


@dataclass(frozen=True)
class BoardLink:
    label: str
    url: str


def _kwargs(out: Outgoing, *, with_view: bool = True,
            link: BoardLink | None = None) -> dict[str, Any]:
    kw: dict[str, Any] = {"content": out.text[:MAX_CONTENT] if out.text else None}
    files = _files(out)
    if files:
        kw["files"] = files
    view = vote_view(out.buttons) if with_view else None
    if link is not None:  # a link button holds no state: it goes wherever the message goes
        view = view or discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link,
                                        label=link.label[:80], url=link.url))
    if view is not None:
        kw["view"] = view
    return kw


def themed(url: str) -> str:
    """The board in its dark theme, as Discord's own (the token's signature does not
    cover the theme: only how the page looks)."""
    return url + ("&" if "?" in url else "?") + "theme=dark"


class Delivery:
    """Sends Outgoing messages through ``client``'s HTTP connection (and the interaction
    of a command or press); reports each message with a ``ref`` through ``delivered``
    (the service's ``delivered``), so that votes on it reach the right move."""

    def __init__(self, client: discord.Client,
                 delivered: Callable[[Outgoing, str], Awaitable[None]], *,
                 default_language: str,
                 ref_messages: Callable[[ChatRef, str], Awaitable[list[str]]] | None = None,
                 links: BoardLinks | None = None) -> None:
        self.client = client
        self.delivered = delivered
        # the ids of the messages that carry a ref (the service's ``ref_messages``)
        self.ref_messages = ref_messages
        self.default_language = default_language
        self.links = links  # the web board's (None: WEB_URL unset, no board buttons)
        # id of a message being delivered -> its board link (made once, before sending)
        self._board: dict[int, BoardLink] = {}
        # message id -> which reaction votes for what (messages this process sent)
        self.reactions: BoundedDict[int, dict[str, VoteKind]] = BoundedDict()

    async def deliver(self, outs: list[Outgoing], ctx: Trigger | None = None) -> None:
        ctx = ctx or Trigger()
        limit = ctx.interaction.filesize_limit if ctx.interaction is not None else FILE_LIMIT
        outs = [fit_files(out, limit, limit) for out in split_long(outs, MAX_CONTENT)]
        links = {id(out): link for out in outs if (link := await self._board_link(out))}
        self._board.update(links)
        try:
            await self._deliver(outs, ctx)
        finally:
            for key in links:
                self._board.pop(key, None)

    async def _board_link(self, out: Outgoing) -> BoardLink | None:
        kind = board_link_kind(out)
        if self.links is None or kind is None or out.game is None:
            return None
        if kind == "watch":
            return await self._watch_link(out.game, out.language)
        assert out.private_to is not None
        lang = out.language or i18n.language_of(out.private_to.language,
                                                self.default_language)
        return await self._link(self.links.player_link(out.game, out.private_to),
                                i18n.t(lang, "board_button"), out.game)

    async def _watch_link(self, game: int, language: str | None) -> BoardLink | None:
        """A spectator's link to ``game``'s board, for the channel's messages."""
        if self.links is None:
            return None
        lang = language or self.default_language
        return await self._link(self.links.spectator_link(game),
                                i18n.t(lang, "board_watch_button"), game)

    async def _link(self, url: Awaitable[str | None], label: str, game: int
                    ) -> BoardLink | None:
        try:
            made = await url
        except Exception:  # the message matters more than its link
            log.exception("no board link for game %s", game)
            return None
        return None if made is None else BoardLink(label, themed(made))

    def _kw(self, out: Outgoing, *, with_view: bool = True) -> dict[str, Any]:
        return _kwargs(out, with_view=with_view, link=self._board.get(id(out)))

    async def _deliver(self, outs: list[Outgoing], ctx: Trigger) -> None:
        here: list[Outgoing] = []
        elsewhere: list[Outgoing] = []
        private: list[Outgoing] = []
        ephemeral: list[Outgoing] = []
        closing = [out for out in outs if out.closed and out.private_to is None]
        for out in outs:
            if out.only_closes:
                continue  # nothing to post: only buttons to take off
            if out.private_to is not None:
                # /rack; a note for whoever pressed a button; the placements offered
                # for /play WORD (their buttons work in the channel, seen by one)
                choices = any(b.command for b in out.buttons)
                if out.private_to.id == ctx.user_id and ctx.interaction is not None and (
                        ctx.deferred_ephemeral or (out.ephemeral_ok and (
                            choices or out.image is None))):
                    # /rack, a note for whoever pressed a button, a refusal that names
                    # the invoker's tiles, the placements offered for /play WORD
                    ephemeral.append(out)
                else:
                    private.append(out)
            elif ctx.interaction is not None and out.ephemeral_ok:
                ephemeral.append(out)
            elif ctx.deferred_ephemeral:
                # /rack or /hint fired a deadline that had just passed: what it did is
                # the channel's news, not the invoker's alone.
                elsewhere.append(out)
            elif ctx.voter_id is not None and out.ephemeral_ok:
                log.debug("dropped a message meant only for a reaction voter")
            elif (ctx.interaction is not None and out.chat is not None
                  and out.chat.id == ctx.channel_id):
                here.append(out)
            else:
                elsewhere.append(out)

        for out in here:
            await self._respond(ctx, out)
        for out in elsewhere:
            await self._to_channel(out)
        for out in closing:
            await self._unbutton(out)
        notified: set[str] = set()
        for out in private:
            if await self._dm(out):
                continue
            assert out.private_to is not None
            if ctx.interaction is not None and out.private_to.id == ctx.user_id:
                ephemeral.append(out)  # DMs closed: show it to them alone instead
            elif out.private_to.id not in notified and not out.ephemeral_ok:
                notified.add(out.private_to.id)
                await self._dm_closed_note(out.private_to, out, ctx)
        for out in ephemeral:
            await self._ephemeral(ctx, out)
        await self._finish(ctx)

    # -- the pieces -------------------------------------------------------------------

    async def _after_send(self, out: Outgoing, channel_id: int, message_id: int) -> None:
        if out.ref is not None:
            try:
                await self.delivered(out, str(message_id))
            except Exception:
                log.exception("service.delivered failed")
        if out.reactions or out.buttons:
            self.reactions[message_id] = reaction_kinds(out)
        if out.reactions:
            channel = self.client.get_partial_messageable(channel_id)
            message = channel.get_partial_message(message_id)
            for emoji in out.reactions:
                try:
                    await message.add_reaction(emoji)
                except discord.HTTPException as exc:
                    log.warning("could not add reaction %s: %s", emoji, exc.status)

    async def _unbutton(self, out: Outgoing) -> None:
        """Take the components off the messages whose vote closed (``out.closed``), found
        by their refs in the database: whichever shard or process sent them.  A message
        that is gone keeps nothing to press; any refusal is logged, never tried again."""
        if out.chat is None or self.ref_messages is None:
            return
        channel = self.client.get_partial_messageable(int(out.chat.thread or out.chat.id))
        # The board's link stays: only the vote is over.
        link = await self._watch_link(out.game, out.language) if out.game is not None else None
        kept = _kwargs(Outgoing(""), link=link).get("view")
        for ref in out.closed:
            try:
                ids = await self.ref_messages(out.chat, ref)
            except Exception:
                log.exception("the messages of a closed vote were not found")
                continue
            for message_id in ids:
                try:
                    await channel.get_partial_message(int(message_id)).edit(view=kept)
                except discord.HTTPException as exc:
                    log.debug("components of message %s not removed: %s %s", message_id,
                              exc.status, exc.code)

    async def _respond(self, ctx: Trigger, out: Outgoing) -> None:
        """A public message in the command's channel, as the interaction's response."""
        interaction = ctx.interaction
        assert interaction is not None and interaction.channel_id is not None
        try:
            if ctx.original_open:
                kw = self._kw(out)
                kw["attachments"] = kw.pop("files", [])
                message: discord.Message = await interaction.edit_original_response(**kw)
                ctx.original_open = False
            else:
                message = await interaction.followup.send(wait=True, **self._kw(out))
        except discord.HTTPException as exc:
            log.warning("interaction reply failed (%s); posting to the channel", exc.status)
            await self._to_channel(out)
            return
        await self._after_send(out, interaction.channel_id, message.id)

    async def _to_channel(self, out: Outgoing) -> None:
        if out.chat is None:
            log.warning("an outgoing message with neither chat nor recipient")
            return
        channel_id = int(out.chat.thread or out.chat.id)
        try:
            message = await self.client.get_partial_messageable(channel_id).send(**self._kw(out))
        except discord.HTTPException as exc:
            log.warning("could not post to channel %s: %s %s", channel_id, exc.status, exc.code)
            return
        await self._after_send(out, channel_id, message.id)

    async def _dm(self, out: Outgoing) -> bool:
        """Send ``out`` by direct message; False when the user's DMs are closed."""
        assert out.private_to is not None
        try:
            channel = await self.client.create_dm(discord.Object(int(out.private_to.id)))
            message = await channel.send(**self._kw(out))
        except discord.Forbidden as exc:
            log.info("DMs closed for a user (code %s)", exc.code)
            return False
        except discord.HTTPException as exc:
            log.warning("DM failed: %s %s", exc.status, exc.code)
            return False
        await self._after_send(out, channel.id, message.id)
        return True

    async def _dm_closed_note(self, user: UserRef, out: Outgoing, ctx: Trigger) -> None:
        channel_id = (out.chat.thread or out.chat.id) if out.chat is not None and \
            out.chat.is_group else ctx.channel_id
        if channel_id is None:
            log.info("DMs closed and no channel to say so in")
            return
        lang = i18n.language_of(user.language, self.default_language)
        text = i18n.t(lang, "dm_closed_discord", mention=f"<@{int(user.id)}>")
        try:
            await self.client.get_partial_messageable(int(channel_id)).send(
                content=text, allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException as exc:
            log.warning("could not post the DM-closed note: %s", exc.status)

    async def _ephemeral(self, ctx: Trigger, out: Outgoing) -> None:
        interaction = ctx.interaction
        assert interaction is not None
        try:
            if ctx.original_open and ctx.deferred_ephemeral:
                kw = self._kw(out, with_view=False)
                kw["attachments"] = kw.pop("files", [])
                await interaction.edit_original_response(**kw)
                ctx.original_open = False
                return
            if ctx.original_open:
                # The deferred response is public: filling it would show this to everyone.
                await interaction.delete_original_response()
                ctx.original_open = False
            # Vote buttons belong on the channel's message; command buttons (placements
            # offered for /play WORD) work for the one who sees them.
            commands = any(b.command for b in out.buttons)
            await interaction.followup.send(ephemeral=True, wait=True,
                                            **self._kw(out, with_view=commands))
        except discord.HTTPException as exc:
            log.warning("ephemeral reply failed: %s", exc.status)

    async def _finish(self, ctx: Trigger) -> None:
        if ctx.interaction is not None and ctx.original_open:
            with contextlib.suppress(discord.HTTPException):
                await ctx.interaction.delete_original_response()
            ctx.original_open = False
