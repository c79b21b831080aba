"""docs/deploy.md's "Web board" environment lines are settings a process accepts, and say
what the page says they do (the nginx block is run in tests/web/browser/)."""

from __future__ import annotations

import re
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
    assert (settings.web_port, settings.web_listen) == (8101, "127.0.0.1")
    assert settings.web_app_name == "board"
    (nginx,) = blocks("nginx")  # the block that writes the site
    assert f"server {settings.web_listen}:{settings.web_port};" in nginx
    # One port per process: the second one's (the comment's) is in the upstream too.
    assert "# telegram-1.env: 8102" in block and "server 127.0.0.1:8102;" in nginx


def test_the_web_secret_of_the_page_is_in_every_process(tmp_path: Path) -> None:
    """A Discord-only and a Telegram-only process sign links with one key only with a
    WEB_SECRET they share: the shared file has it, and no process's own file another."""
    files = environment_files(tmp_path)
    assert len(files["common"]["WEB_SECRET"]) == 64
    int(files["common"]["WEB_SECRET"], 16)
    assert not [name for name, values in files.items()
                if name != "common" and "WEB_SECRET" in values]


#: A port in the operator's pages: HOST:PORT (a URL, an upstream's server, a scrape
#: target) or a *_PORT=N setting.
PORT = re.compile(r"(?<=[\w\]]:)\d{2,5}\b|(?<=_PORT=)\d{2,5}\b")


def test_the_boards_ports_collide_with_no_other_port_of_the_pages() -> None:
    """The page gave telegram-1 WEB_PORT=8081 (and nginx's upstream 127.0.0.1:8081),
    where .env.example puts a self-hosted Bot API (http://localhost:8081): the board's
    ports are used for nothing else in deploy.md, web.md and .env.example (the webhook's
    8001 and 8002, the health ports 9101 and 9102, the Bot API's 8081, PostgreSQL's)."""
    (nginx,) = blocks("nginx")
    upstream = re.search(r"^upstream wordgames_web \{(.*)\}$", nginx, re.M)
    assert upstream is not None
    board = {int(p) for p in re.findall(r"server 127\.0\.0\.1:(\d+);", upstream[1])}
    (block,) = blocks("webboard")
    assert board == {int(p) for p in re.findall(r"(?:WEB_PORT=|telegram-1\.env: )(\d+)",
                                                block)}
    others: dict[int, list[str]] = {}
    for page in ("docs/deploy.md", "docs/web.md", ".env.example"):
        for line in (ROOT / page).read_text().splitlines():
            if "WEB_PORT" in line or "wordgames_web" in line:
                continue  # a line about the board's own ports
            for port in PORT.findall(line):
                others.setdefault(int(port), []).append(f"{page}: {line.strip()}")
    assert {8001, 8002, 9101, 9102, 8081, 5432} <= set(others), sorted(others)
    assert not {p: others[p] for p in board if p in others}
