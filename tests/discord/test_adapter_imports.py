"""What the adapters may import: the service only through bot.protocol, and, inside
bot/discord, one direction only (no cycle, not even under TYPE_CHECKING)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("bot.service", "engine", "storage", "renderer", "dictionaries")


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, wherever the import statement is."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def modules(package: str) -> dict[str, Path]:
    folder = ROOT.joinpath(*package.split("."))
    return {f"{package}.{p.stem}": p for p in sorted(folder.glob("*.py"))
            if p.stem != "__init__"}


def test_adapters_reach_the_game_only_through_the_protocol() -> None:
    for package in ("bot.discord", "bot.telegram"):
        for name, path in modules(package).items():
            bad = sorted(m for m in imports(path)
                         if any(m == f or m.startswith(f + ".") for f in FORBIDDEN))
            assert not bad, f"{name} imports {bad}"


def test_discord_modules_import_one_way() -> None:
    mods = modules("bot.discord")
    edges = {name: {m for m in imports(path) if m in mods and m != name}
             for name, path in mods.items()}
    order: list[str] = []  # a topological order exists exactly when there is no cycle
    while len(order) < len(mods):
        ready = sorted(m for m in mods if m not in order and edges[m] <= set(order))
        assert ready, f"import cycle among {sorted(set(mods) - set(order))}"
        order += ready
    assert order.index("bot.discord.views") < order.index("bot.discord.delivery") \
        < order.index("bot.discord.cog") < order.index("bot.discord.bot") \
        < order.index("bot.discord.run")


# Importing both adapters (in a fresh interpreter, so that nothing a test loaded before
# counts) leaves no module of the engine, the service, the renderer, the storage or the
# dictionaries in sys.modules: the shared modules they use load none either (a rule text
# or a level name once loaded 24 engine modules, the compiled generator among them).
PROBE = """
import json, sys
import bot.discord, bot.telegram
print(json.dumps(sorted(sys.modules)))
"""


def test_the_adapters_load_no_engine() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          check=True)
    loaded = json.loads(done.stdout)
    assert "bot.discord" in loaded and "bot.telegram" in loaded
    found = [m for m in loaded if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert found == []
