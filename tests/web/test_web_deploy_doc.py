"""docs/deploy.md's "Web board" environment lines are settings a process accepts, and say
what the page says they do (the nginx block is run in tests/web/browser/)."""

from __future__ import annotations

import sys
from pathlib import Path

from deploy_doc import environment_files

from bot.settings import load_settings

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from deploy_blocks import blocks  # noqa: E402


def test_the_web_board_settings_of_the_page_are_accepted() -> None:
    (block,) = blocks("webboard")
    values = dict(line.split("=", 1) for line in block.splitlines()
                  if line and not line.startswith("#"))
    settings = load_settings(None, {"PLATFORMS": "telegram",
                                    "TELEGRAM_TOKEN": "123456:TEST-token", **values})
    assert settings.web_url == "https://bot.example.org"
    assert (settings.web_port, settings.web_listen) == (8080, "127.0.0.1")
    assert settings.web_app_name == "board"
    (nginx,) = blocks("nginx")  # the block that writes the site
    assert f"server {settings.web_listen}:{settings.web_port};" in nginx
    # One port per process: the second one's (the comment's) is in the upstream too.
    assert "# telegram-1.env: 8081" in block and "server 127.0.0.1:8081;" in nginx


def test_the_web_secret_of_the_page_is_in_every_process(tmp_path: Path) -> None:
    """A Discord-only and a Telegram-only process sign links with one key only with a
    WEB_SECRET they share: the shared file has it, and no process's own file another."""
    files = environment_files(tmp_path)
    assert len(files["common"]["WEB_SECRET"]) == 64
    int(files["common"]["WEB_SECRET"], 16)
    assert not [name for name, values in files.items()
                if name != "common" and "WEB_SECRET" in values]
