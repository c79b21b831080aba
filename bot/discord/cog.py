"""The game cog: every way a user reaches the game service on Discord.

- the slash commands: one ``app_commands.Command`` per entry of ``bot.commands.COMMANDS``,
  generated from that table so the two never drift apart, their rule-set and level
  choices from the service's ``Menu``;
- votes, by reaction (``on_raw_reaction_add``) or by a vote button (``vote_by_button``,
  which :class:`bot.discord.views.VoteButton` calls): both end in :meth:`GameCog.vote`.

Each command defers at once (rendering a board can take longer than Discord's three
seconds), joins its options into the ``args`` text the service parses, and hands the
result to the delivery.
"""

from __future__ import annotations

import dataclasses
import inspect
import logging
import types
from collections.abc import Callable, Coroutine
from typing import Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, log_format
from bot.adapter_kit import DEFAULT_REACTIONS, InFlight, outage
from bot.commands import COMMANDS, Arg, CommandSpec
from bot.deadline_loop import DeadlineLoop
from bot.discord import threads
from bot.discord.delivery import Delivery, Trigger
from bot.discord.refs import (
    PLATFORM,
    chat_ref,
    interaction_chat,
    interaction_user,
    member_user,
)
from bot.discord.views import GAME_COG
from bot.protocol import (
    ChatRef,
    Command,
    GameServiceAPI,
    Menu,
    Outgoing,
    ServiceUnavailable,
    UserRef,
    Vote,
    VoteKind,
)

log = logging.getLogger(__name__)

# Commands whose every answer is for the invoker alone (ephemeral).
PRIVATE_REPLY = frozenset({"rack", "hint", "tiles", "preview"})
MAX_TEXT = 200


def ruleset_choices(menu: Menu) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=f"{r.name} ({r.id})"[:100], value=r.id)
            for r in menu.rule_sets[:25]]


def _word_check_choices(menu: Menu, variant: str | None) -> tuple[str, ...]:
    chosen = next((r for r in menu.rule_sets if r.id == variant), None)
    if chosen is not None:
        return chosen.word_checks
    return ("challenge", "vote", "auto", "agreement")


def option_suggestions(menu: Menu, variant: str | None) -> list[str]:
    """House rules as the /new options text takes them (see bot/commands.py)."""
    tokens = [f"check={mode}" for mode in _word_check_choices(menu, variant)]
    tokens += ["rack=8", "target=300", "time=120"]
    tokens += [f"lang={lang}"  # the default language first
               for lang in sorted(i18n.LANGUAGES, key=lambda lang: lang != i18n.DEFAULT)]
    return tokens


Autocomplete = Callable[[discord.Interaction, str],
                        Coroutine[Any, Any, list[app_commands.Choice[str]]]]


def options_autocomplete(menu: Menu) -> Autocomplete:
    """The completion of /new's options: the last house rule being typed, keeping the
    ones before it."""

    async def complete(interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
        variant = getattr(interaction.namespace, "variant", None)
        head, _, last = current.rpartition(" ")
        used = {t.split("=", 1)[0] for t in head.split()}
        choices = []
        for token in option_suggestions(menu, variant):
            key = token.split("=", 1)[0]
            if key in used or not token.startswith(last):
                continue
            value = f"{head} {token}".strip()
            if len(value) <= MAX_TEXT:
                choices.append(app_commands.Choice(name=value, value=value))
        return choices[:25]

    return complete


def _annotation(arg: Arg) -> Any:
    if arg.type in ("team",):
        ann: Any = app_commands.Range[int, 1, 8]
    elif arg.type == "int":
        ann = int
    else:
        ann = app_commands.Range[str, 1, MAX_TEXT]
    return ann if arg.required else Optional[ann]  # noqa: UP045 (discord.py reads Optional)


def _text(spec: CommandSpec, arg: str | None = None) -> app_commands.locale_str:
    """An English description that the translator can localise (extras name the key)."""
    extras = {"command": spec.name} | ({"arg": arg} if arg else {})
    return app_commands.locale_str(i18n.command_description(spec.name, arg), **extras)


def make_command(spec: CommandSpec, menu: Menu) -> app_commands.Command[Any, ..., None]:
    """An app command for ``spec``; its callback is a GameCog method taking the options."""

    async def callback(self: _GameCogBase, interaction: discord.Interaction, **values: Any) -> None:
        await self.run_command(interaction, spec, values)

    params = [
        inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD),
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                          annotation=discord.Interaction),
    ]
    ordered = [a for a in spec.args if a.required] + [a for a in spec.args if not a.required]
    for arg in ordered:
        params.append(inspect.Parameter(
            arg.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=_annotation(arg),
            default=inspect.Parameter.empty if arg.required else None))
    # what discord.py reads for the options; a function object has no such declared attribute
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__name__ = f"cmd_{spec.name}"
    callback.__qualname__ = f"GameCog.cmd_{spec.name}"  # a method: discord.py passes the cog

    fn: Any = callback
    if spec.args:
        fn = app_commands.describe(**{a.name: _text(spec, a.name) for a in spec.args})(fn)
    choices = {a.name: ruleset_choices(menu) for a in spec.args if a.type == "variant"}
    choices |= {a.name: [app_commands.Choice(name=lv, value=lv) for lv in menu.levels]
                for a in spec.args if a.type == "level"}
    choices |= {a.name: [app_commands.Choice(name=v, value=v) for v in ("on", "off")]
                for a in spec.args if a.type == "switch"}
    if choices:
        fn = app_commands.choices(**choices)(fn)
    if spec.name == "new" and any(a.name == "options" for a in spec.args):
        fn = app_commands.autocomplete(options=options_autocomplete(menu))(fn)
    # Where Discord lists it: a command that works only in a server's channel is not
    # offered in a DM with the bot (contexts); the bot is installed to servers, not to
    # users' accounts (integration types).
    contexts = app_commands.AppCommandContext(guild=True, dm_channel=not spec.group_only,
                                              private_channel=False)
    installs = app_commands.AppInstallationType(guild=True, user=False)
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=spec.name, description=_text(spec), callback=fn, allowed_contexts=contexts,
        allowed_installs=installs)
    if spec.name == "threads":
        # A setting of the whole server: listed for those who may manage it (a server may
        # grant it to others in its Integrations settings); the service checks again.
        command.default_permissions = discord.Permissions(manage_guild=True)
    return command


def args_text(spec: CommandSpec, values: dict[str, Any]) -> str:
    """The options joined in the table's order: the same text a console user would type."""
    parts = []
    for arg in spec.args:
        value = values.get(arg.name)
        if value is not None and str(value).strip():
            parts.append(" ".join(str(value).split()))
    return " ".join(parts)


class _GameCogBase(commands.Cog):
    def __init__(self, bot: commands.Bot, service: GameServiceAPI, delivery: Delivery,
                 deadlines: DeadlineLoop) -> None:
        self.bot = bot
        self.service = service
        self.delivery = delivery
        self.deadlines = deadlines
        # A stop (SIGTERM) sets ``stopping``: a command or button after that is told to
        # try again in a moment (the next process answers it; Discord redelivers
        # nothing), a reaction is left alone, and the stop waits for ``in_flight``.
        self.stopping = False
        self.in_flight = InFlight()

    async def _refused_while_stopping(self, interaction: discord.Interaction) -> bool:
        if not self.stopping:
            return False
        lang = i18n.language_of(str(interaction.locale))
        try:
            await interaction.response.send_message(i18n.t(lang, "restarting"), ephemeral=True)
        except discord.HTTPException:
            log.info("a command that came while stopping could not be answered")
        return True

    async def run_command(self, interaction: discord.Interaction, spec: CommandSpec,
                          values: dict[str, Any]) -> None:
        if await self._refused_while_stopping(interaction):
            return
        with self.in_flight.track():
            await self._run_command(interaction, spec, values)

    async def _run_command(self, interaction: discord.Interaction, spec: CommandSpec,
                           values: dict[str, Any]) -> None:
        private = spec.name in PRIVATE_REPLY
        await interaction.response.defer(thinking=True, ephemeral=private)
        ctx = Trigger(interaction=interaction, deferred_ephemeral=private, original_open=True)
        channel = interaction_chat(interaction)
        cmd = Command(channel, interaction_user(interaction), spec.name,
                      args_text(spec, values))
        thread = await self._game_thread(interaction, values, channel) \
            if spec.name == "new" else None
        if thread is not None:
            cmd = dataclasses.replace(cmd, chat=chat_ref(thread.id, interaction.guild_id))
        log_format.working_on(chat=cmd.chat.key)  # the line below carries it (JSON logs)
        # never the arguments (racks); with the game's id once the service has found it
        with log_format.command_line(log, "command /%s in %s", spec.name, cmd.chat.key):
            try:
                outs = await self.service.handle(cmd)
            finally:
                self.deadlines.poke()  # the command may have set a deadline
        if thread is not None:
            outs = await self._point_to_thread(ctx, outs, thread, channel, cmd.chat)
        await self.delivery.deliver(outs, ctx)

    async def _game_thread(self, interaction: discord.Interaction, values: dict[str, Any],
                           channel: ChatRef) -> discord.Thread | None:
        """The thread a /new opens its game in (bot/discord/threads.py), or None: in the
        channel."""
        if not threads.may_open(interaction) or not await self.service.games_in_threads(channel):
            return None
        name = threads.thread_name(self.service.menu(), str(values.get("variant") or ""),
                                   interaction.user.display_name)
        return await threads.open_thread(interaction, name)

    async def _point_to_thread(self, ctx: Trigger, outs: list[Outgoing], thread: discord.Thread,
                               channel: ChatRef, game: ChatRef) -> list[Outgoing]:
        """The channel is told where the game went, in the game's language; a /new refused
        takes its thread away and is answered in the channel, as there."""
        if not threads.opened(outs, game):
            await threads.drop(thread)
            return [dataclasses.replace(out, chat=channel) if out.chat == game else out
                    for out in outs]
        assert ctx.interaction is not None
        lang = next((out.language for out in outs if out.language),
                    self.delivery.default_language)
        try:
            await ctx.interaction.edit_original_response(
                content=i18n.t(lang, "thread_opened", thread=thread.mention))
            ctx.original_open = False
        except discord.HTTPException as exc:
            log.warning("could not point the channel to the game's thread: %s", exc.status)
        return outs

    async def command_by_button(self, interaction: discord.Interaction, name: str,
                                args: str) -> None:
        """A press of a :class:`bot.discord.views.CommandButton` (a placement offered
        for ``/play WORD``): the command runs for the presser, in the button's channel."""
        # An update, like a vote button: the move is announced by a public follow-up,
        # a refusal by an ephemeral one.
        if await self._refused_while_stopping(interaction):
            return
        with self.in_flight.track():
            await interaction.response.defer()
            ctx = Trigger(interaction=interaction, component=True)
            cmd = Command(interaction_chat(interaction), interaction_user(interaction), name,
                          args)
            try:
                outs = await self.service.handle(cmd)
            except ServiceUnavailable as e:
                await self._unavailable(interaction, e)
                return
            finally:
                self.deadlines.poke()
            await self.delivery.deliver(outs, ctx)

    async def _unavailable(self, interaction: discord.Interaction | None,
                           error: ServiceUnavailable) -> None:
        """A press (or a reaction: nobody to answer) the database did not let through:
        one WARNING, and the presser told, alone, in their language."""
        outage(error, "a press was not handled")
        if interaction is None:
            return
        lang = i18n.language_of(str(interaction.locale))
        try:
            await interaction.followup.send(i18n.t(lang, "database_unavailable"),
                                            ephemeral=True)
        except discord.HTTPException:
            log.info("a press the database did not let through could not be answered")

    # -- votes ----------------------------------------------------------------------------

    @commands.Cog.listener()
    async def on_raw_reaction_add(self, payload: discord.RawReactionActionEvent) -> None:
        if self.stopping or (self.bot.user is not None
                             and payload.user_id == self.bot.user.id):
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
            cached = self.bot.get_user(payload.user_id)
            if cached is not None and cached.bot:
                return
            user = (member_user(cached) if cached is not None
                    else UserRef(PLATFORM, str(payload.user_id), str(payload.user_id)))
        await self.vote(chat_ref(payload.channel_id, payload.guild_id), user,
                        payload.message_id, kind, Trigger(voter_id=user.id))

    async def vote_by_button(self, interaction: discord.Interaction, kind: VoteKind) -> None:
        """A press of a :class:`bot.discord.views.VoteButton`."""
        if await self._refused_while_stopping(interaction):
            return
        await interaction.response.defer()  # an update: nothing visible, no deadline to miss
        if interaction.message is None:
            return
        await self.vote(interaction_chat(interaction), interaction_user(interaction),
                        interaction.message.id, kind,
                        Trigger(interaction=interaction, component=True))

    async def vote(self, chat: ChatRef, user: UserRef, message_id: int, kind: VoteKind,
                   ctx: Trigger) -> None:
        """Where both vote paths end: the Vote to the service, its answer to the chat."""
        with self.in_flight.track():
            try:
                outs = await self.service.vote(Vote(chat, user, str(message_id), kind))
            except ServiceUnavailable as e:
                await self._unavailable(ctx.interaction, e)
                return
            finally:
                self.deadlines.poke()  # the vote may have settled or opened a deadline
            await self.delivery.deliver(outs, ctx)


def game_cog(menu: Menu) -> type[_GameCogBase]:
    """The cog class with every command of bot.commands as a slash command, offering the
    menu's rule sets and levels.  The commands must be in the class body when the Cog
    class is made (CogMeta collects them then), so the class is assembled from the table
    once the service has said what it offers."""
    cog = types.new_class(
        "GameCog", (_GameCogBase,), {"name": GAME_COG},
        lambda ns: ns.update({f"cmd_{spec.name}": make_command(spec, menu)
                              for spec in COMMANDS if spec.offered_on(PLATFORM)}),
    )
    cog.__doc__ = "Every command of bot.commands as a slash command."
    return cog


class CommandTranslator(app_commands.Translator):
    """Command and option descriptions in the languages Discord localises (bg, pl, ro, ru;
    Discord has no Slovak) through :func:`bot.i18n.command_description`."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = i18n.base_language(locale.value)
        command = string.extras.get("command")
        if not command or lang not in i18n.LANGUAGES or lang == "en":  # the text itself
            return None
        if context.location not in (app_commands.TranslationContextLocation.command_description,
                                    app_commands.TranslationContextLocation.parameter_description):
            return None
        text = i18n.command_description(command, string.extras.get("arg"), lang)
        return text[:100] if text != string.message else None
