"""Issue 26 item 5: docs/deploy.md's commands work when copied.  Every block marked for a
run (scripts/deploy_blocks.py) is run as written, in order, each in a bash of its own (as
pasted into a new terminal: nothing exported by an earlier block, and in another folder
than the service's, as root's shell is), with the service's folder holding a real game's
SQLite file; on SQLite, and on a throwaway PostgreSQL server.  What is the machine's own
is put in: the checkout's Python for ``/opt/wordgames/.venv/bin/python``, the test's
folders for ``/var/lib/wordgames``, ``/var/backups/wordgames`` and ``/etc/wordgames``,
the throwaway server's URL for the documented one, and this test's user for the
service's (``runuser``).  The environment files are read as systemd reads them and given
to the bot's settings."""

from __future__ import annotations

import asyncio
import datetime
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pg_server

from bot.settings import load_settings
from storage import open_database

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from deploy_blocks import blocks  # noqa: E402

DOC_PYTHON = "/opt/wordgames/.venv/bin/python"
DOC_URL = "postgresql://wordgames:PASSWORD@localhost/wordgames"


def shell_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "DATABASE_", "HEALTH_", "LOG_",
                                "PLATFORMS"))}
    env["PYTHONPATH"] = str(ROOT)
    return env


def a_real_game(folder: Path) -> None:
    """What the bot leaves in its working directory: wordgames.sqlite3 with a game."""
    folder.mkdir(exist_ok=True)
    p = subprocess.run([sys.executable, "-m", "bot", "console", "--db", "wordgames.sqlite3",
                        "--quiet"], cwd=folder, env=shell_env(folder), text=True,
                       input="Ann: /new english\nBob: /join\nAnn: /start\nAnn: /pass\n",
                       capture_output=True, timeout=120)
    assert p.returncode == 0 and "picture:" in p.stdout, p.stderr


def run_blocks(run: str, folder: Path, url: str | None = None,
               after: Callable[[str], None] = lambda _block: None) -> str:
    """Every block of ``run``, each in a new bash started in ``folder/root`` (not the
    service's folder: a block that needs it goes there itself); their output, joined.
    The service's folder is ``folder/service``."""
    etc, home = folder / "etc", folder / "root"
    etc.mkdir()
    home.mkdir()
    # The units' environment files, made as the page makes them: wordgames.env a copy of
    # .env.example, common.env the page's own block.
    (etc / "wordgames.env").write_text((ROOT / ".env.example").read_text())
    (etc / "common.env").write_text(blocks("env")[0].replace(DOC_URL, url or DOC_URL))
    places = {"/var/lib/wordgames": folder / "service", "/var/backups/wordgames":
              folder / "backups", "/etc/wordgames/": f"{etc}/", DOC_PYTHON: sys.executable,
              "runuser -u wordgames -- ": ""}  # as the service's user: this test's is
    out = []
    documented = blocks(run)
    assert any(DOC_PYTHON in block for block in documented)
    for block in documented:
        script = block
        for doc, here in places.items():
            script = script.replace(doc, str(here))
        if url is not None:
            script = script.replace(DOC_URL, url)
        assert "/var/" not in script and "/opt/" not in script, script
        p = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=home,
                           env=shell_env(folder), capture_output=True, text=True, timeout=300)
        assert p.returncode == 0, f"{block}\n{p.stderr}"
        out.append(p.stdout)
        after(block)
    return "".join(out)


def a_move_after_the_backup(block: str, folder: Path) -> None:
    """The bot goes on after a backup: the database moves on from it (the restore must
    bring it back)."""
    if ".backup" not in block:
        return
    p = subprocess.run([sys.executable, "-m", "bot", "console", "--db", "wordgames.sqlite3",
                        "--quiet"], cwd=folder, env=shell_env(folder), text=True,
                       input="Bob: /pass\n", capture_output=True, timeout=120)
    assert p.returncode == 0, p.stderr


def test_the_sqlite_commands(tmp_path: Path):
    a_real_game(tmp_path / "service")
    out = run_blocks("sqlite", tmp_path,
                     after=lambda block: a_move_after_the_backup(block, tmp_path / "service"))
    assert "ratings rebuilt from 0 finished games" in out
    # from the unit's DATABASE_PATH, in the service's folder
    assert f"in sqlite:{(tmp_path / 'service').resolve() / 'wordgames.sqlite3'}" in out
    assert not (tmp_path / "root" / "wordgames.sqlite3").exists()
    # Named for the minute: a second backup the same day does not replace the first.
    (backup,) = (tmp_path / "service").glob(f"backup-{datetime.date.today():%F}-????.sqlite3")

    async def games() -> int:
        repo = await open_database(backup)
        try:
            return await repo.open_games()
        finally:
            await repo.close()

    assert asyncio.run(games()) == 1
    # Restored: the service's database is the backup again, byte for byte (the move made
    # after it undone), no old -wal beside it.
    database = tmp_path / "service" / "wordgames.sqlite3"
    assert database.read_bytes() == backup.read_bytes()
    assert not Path(f"{database}-wal").exists()


def test_the_postgresql_commands(tmp_path: Path, postgres_server: pg_server.Server):
    postgres_server.psql("CREATE DATABASE deploy_doc")
    url = postgres_server.url("deploy_doc")
    assert "&" in url  # a character a shell reads: the page must not load it as a script
    a_real_game(tmp_path / "service")
    out = run_blocks("postgres", tmp_path, url)
    assert "migrate: created the tables in postgresql://" in out  # a new database
    assert "games                1 rows copied, counts verified" in out
    assert "migrate-to: copied 1 game, 2 players, 1 chat and 0 ratings from sqlite:" in out
    assert "ratings rebuilt from 0 finished games" in out  # from PostgreSQL
    assert "finished games in postgresql://" in out  # common.env's DATABASE_URL
    (dump,) = (tmp_path / "backups").glob(f"wordgames-{datetime.date.today():%F}-????.dump")
    assert dump.stat().st_size > 0

    async def games() -> int:
        repo = await open_database(url)
        try:
            return await repo.open_games()
        finally:
            await repo.close()

    assert asyncio.run(games()) == 1  # restored, as it was


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


def test_the_environment_file_made_from_env_example_is_accepted():
    """The single process's /etc/wordgames/wordgames.env starts as a copy of it."""
    values = systemd_environment_file((ROOT / ".env.example").read_text())
    assert "DATABASE_PATH" in values
    load_settings(None, values)


def test_the_environment_files_are_settings_a_process_accepts(tmp_path: Path):
    common, *processes = [systemd_environment_file(b) for b in blocks("env")]
    assert "DATABASE_URL" in common and processes
    # A leftover .env in the working directory, with another platform's token in it.
    leftover = tmp_path / ".env"
    leftover.write_text("TELEGRAM_TOKEN=123456:leftover\nDISCORD_TOKEN=leftover\n")
    for own in processes:
        settings = load_settings(leftover, {**common, **own})
        (platform,) = settings.platforms
        assert settings.runs(platform)
        other = "telegram" if platform == "discord" else "discord"
        assert not settings.runs(other)  # the leftover token starts nothing


def test_the_old_one_line_migrate_is_refused(tmp_path: Path):
    """Why the page exports first: the page's old one-line form passed an empty argument
    (the shell expands it before the assignment), and ``migrate`` reported success."""
    script = (f"DATABASE_URL=postgresql://a@b/c \\\n    {sys.executable} -m storage migrate "
              '"$DATABASE_URL"')
    p = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=shell_env(tmp_path),
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "no database named" in p.stderr
    assert "up to date" not in p.stdout
