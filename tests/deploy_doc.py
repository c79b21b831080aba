"""docs/deploy.md's blocks as the tests run them (tests/ops/test_ops_deploy_doc.py,
tests/web/test_web_deploy_doc.py): each in a bash of its own, with what is the machine's
own put in (``local``), and the units' environment files as systemd reads them."""

from __future__ import annotations

import grp
import os
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from deploy_blocks import blocks, fenced  # noqa: E402

__all__ = ["blocks", "fenced"]  # the page's blocks, for the tests that import this

DOC_PYTHON = "/opt/wordgames/.venv/bin/python"
DISCORD = "MTAxMjM0NTY3ODkwMTIzNDU2.GaBcDe.abcdefghijklmnopqrstuvwxyz0123"
TELEGRAM = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr"
#: The page's placeholders, put in as its reader does before pasting.
TOKENS = {"DISCORD_TOKEN=...": f"DISCORD_TOKEN={DISCORD}",
          "TELEGRAM_TOKEN=...": f"TELEGRAM_TOKEN={TELEGRAM}"}


def shell_env(**extra: str) -> dict[str, str]:
    """A new terminal's: none of the bot's settings exported."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "DATABASE_", "HEALTH_", "LOG_",
                                "PLATFORMS", "PG"))}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def local(block: str, folder: Path, tokens: bool = True,
          more: Mapping[str, str] | None = None) -> str:
    """``block`` on this machine: the test's folders for ``/var/lib/wordgames`` (the
    service's, ``folder/service``), ``/var/backups/wordgames`` and ``/etc/wordgames``,
    the checkout's Python for ``/opt/wordgames/.venv/bin/python``, this test's user and
    group for the service's and PostgreSQL's (``runuser``, ``install -g``), the test's
    tokens for ``...`` (``tokens``), and ``more``."""
    places = {"/var/lib/wordgames": str(folder / "service"),
              "/var/backups/wordgames": str(folder / "backups"),
              "/etc/wordgames": str(folder / "etc"), DOC_PYTHON: sys.executable,
              "runuser -u wordgames -- ": "", "runuser -u postgres -- ": "",
              "-g wordgames ": f"-g {grp.getgrgid(os.getgid()).gr_name} ",
              **(TOKENS if tokens else {}), **(more or {})}
    for doc, here in places.items():
        block = block.replace(doc, here)
    assert not re.search(r"(^|[\s'\"=>])/(var|opt|etc)/", block, re.M), block
    return block


def run_block(block: str, folder: Path, env: Mapping[str, str] | None = None,
              tokens: bool = True, more: Mapping[str, str] | None = None) -> str:
    """``block`` (``local``) in a new bash started in ``folder/root`` (not the service's
    folder: a block that needs it goes there itself), as ``bash -euo pipefail``; its
    output."""
    home = folder / "root"
    home.mkdir(exist_ok=True)
    script = local(block, folder, tokens, more)
    p = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=home,
                       env=dict(env or shell_env()), capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, f"{block}\n{p.stderr}"
    return p.stdout


def systemd_environment_file(text: str) -> dict[str, str]:
    """As systemd reads an EnvironmentFile: KEY=VALUE lines, lines starting with # or ;
    are comments, and the value is everything after the = (a trailing "# ..." too)."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        key, eq, value = line.partition("=")
        assert eq, f"not KEY=VALUE: {line!r}"
        values[key.strip()] = value.strip()
    return values


def environment_files(folder: Path) -> dict[str, dict[str, str]]:
    """The units' environment files the page's ``env`` blocks make in ``folder/etc``, by
    name (``common``, ``discord-0``...), as systemd reads them."""
    for block in blocks("env"):
        run_block(block, folder)
    return {f.stem: systemd_environment_file(f.read_text())
            for f in sorted((folder / "etc").glob("*.env"))}
