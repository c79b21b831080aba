"""The command tree that tree.sync() uploads: names, descriptions, options."""

from __future__ import annotations

import discord
from discord import app_commands
from discord_fake import APP_ID, GUILD_ID, FakeDiscord
from discord_harness import make_bot

from bot.commands import COMMANDS
from bot.discord.cog import CommandTranslator, args_text, options_autocomplete
from bot.service.service import menu
from bot.settings import Settings
from engine.rules import ruleset_ids

OPTION_TYPES = {"text": 3, "variant": 3, "level": 3, "int": 4, "team": 4, "switch": 3}


async def test_tree_schema_matches_the_command_table(bot: discord.Client) -> None:
    tree = bot.tree
    uploaded = {c.name: c.to_dict(tree) for c in tree.get_commands()}
    assert list(uploaded) == [spec.name for spec in COMMANDS]
    for spec in COMMANDS:
        cmd = uploaded[spec.name]
        assert cmd["description"] == spec.description
        assert 1 <= len(cmd["description"]) <= 100
        opts = {o["name"]: o for o in cmd["options"]}
        assert set(opts) == {a.name for a in spec.args}
        # required options first, as Discord demands
        required = [o["required"] for o in cmd["options"]]
        assert required == sorted(required, reverse=True)
        for arg in spec.args:
            opt = opts[arg.name]
            assert opt["description"] == arg.description
            assert opt["required"] == arg.required
            assert opt["type"] == OPTION_TYPES[arg.type]
            if arg.type == "variant":
                assert [c["value"] for c in opt["choices"]] == ruleset_ids()
            if arg.type == "level":
                assert [c["value"] for c in opt["choices"]] == [
                    "beginner", "easy", "medium", "hard", "strong", "champion"]
            if arg.type == "switch":
                assert [c["value"] for c in opt["choices"]] == ["on", "off"]
    assert uploaded["new"]["options"][1]["autocomplete"] is True
    # a server-wide setting: listed for those who may manage the server
    manage_guild = discord.Permissions(manage_guild=True).value
    assert int(uploaded["threads"]["default_member_permissions"]) == manage_guild
    assert uploaded["new"]["default_member_permissions"] is None
    assert uploaded["join"]["options"][0]["min_value"] == 1


async def test_a_dm_lists_only_the_commands_that_work_there(bot: discord.Client) -> None:
    """Contexts 0 (a server), 1 (a DM with the bot), 2 (a group DM); integration type 0
    (installed to a server).  The group-only commands are not offered in a DM."""
    tree = bot.tree
    uploaded = {c.name: c.to_dict(tree) for c in tree.get_commands()}
    in_dm = sorted(name for name, cmd in uploaded.items() if 1 in cmd["contexts"])
    assert in_dm == sorted(spec.name for spec in COMMANDS if not spec.group_only)
    assert "new" not in in_dm and "help" in in_dm
    for cmd in uploaded.values():
        assert 0 in cmd["contexts"] and 2 not in cmd["contexts"]
        assert cmd["integration_types"] == [0]


def test_args_text_joins_options_in_table_order() -> None:
    swap = next(c for c in COMMANDS if c.name == "swap")
    assert args_text(swap, {"move": "H8  щУКА", "square": "F3"}) == "F3 H8 щУКА"
    new = next(c for c in COMMANDS if c.name == "new")
    assert args_text(new, {"variant": "english", "options": None}) == "english"


async def test_sync_goes_to_the_test_guild_when_configured(
        fake: FakeDiscord, service: object) -> None:
    bot = await make_bot(service, fake, Settings(discord_test_guild=GUILD_ID))
    try:
        puts = [r for r in fake.requests if r.method == "PUT"]
        assert [r.path for r in puts] == [f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"]
        assert {c["name"] for c in puts[0].payload} == {c.name for c in COMMANDS}
    finally:
        await bot.close()


async def test_global_sync_by_default(fake: FakeDiscord, bot: discord.Client) -> None:
    puts = [r.path for r in fake.requests if r.method == "PUT"]
    assert puts == [f"/applications/{APP_ID}/commands"]


class _Namespace:
    def __init__(self, **kw: str) -> None:
        self.__dict__.update(kw)


class _Interaction:
    def __init__(self, **kw: str) -> None:
        self.namespace = _Namespace(**kw)


async def test_options_autocomplete_completes_the_last_house_rule() -> None:
    choices = await options_autocomplete(menu())(_Interaction(variant="english"), "rack=8 ch")
    values = [c.value for c in choices]
    assert values == ["rack=8 check=challenge", "rack=8 check=auto", "rack=8 check=agreement"]
    choices = await options_autocomplete(menu())(_Interaction(), "")
    assert "lang=pl" in [c.value for c in choices] and len(choices) <= 25


async def test_translator_gives_the_catalogue_text_per_locale() -> None:
    from bot import i18n

    translator = CommandTranslator()
    ctx = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, None)
    text = app_commands.locale_str("Pass your turn", command="pass")
    polish = await translator.translate(text, discord.Locale.polish, ctx)
    assert polish == i18n.command_description("pass", None, "pl") != "Pass your turn"
    russian = await translator.translate(text, discord.Locale.russian, ctx)
    assert russian == i18n.command_description("pass", None, "ru")
    # English is the default text itself: no translation is uploaded for it.
    assert await translator.translate(text, discord.Locale.american_english, ctx) is None
