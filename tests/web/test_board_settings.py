"""WEB_URL and WEB_PORT: read and checked with the other settings, and the one server
that serves the board (the health listener's, the Telegram webhook's, or its own)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from telegram.ext import Application

from bot.__main__ import web_board, web_place
from bot.settings import Settings, SettingsError, load_settings
from bot.telegram.run import webhook_app
from bot.web.links import LINK

TOKEN = "123456:" + "A" * 35
ROOT = Path(__file__).resolve().parents[2]


def test_no_web_url_no_board() -> None:
    assert load_settings(None, environ={}).web_url is None
    assert web_board(load_settings(None, environ={"WEB_PORT": "8080"})) is None


def test_web_url_read_and_checked() -> None:
    s = load_settings(None, environ={"WEB_URL": "https://bot.example.org/", "WEB_PORT": "8080"})
    assert s.web_url == "https://bot.example.org" and s.web_port == 8080
    assert s.web_listen == "127.0.0.1"
    for env, words in (({"WEB_URL": "http://bot.example.org", "WEB_PORT": "1"}, "https://"),
                       ({"WEB_URL": "https://x.org/?a=1", "WEB_PORT": "1"}, "plain"),
                       ({"WEB_URL": "https://x.org"}, "WEB_PORT"),
                       ({"WEB_URL": "https://x.org", "WEB_PORT": "99999"}, "port")):
        with pytest.raises(SettingsError, match=words):
            load_settings(None, environ=env)


@pytest.mark.parametrize(("given", "use"), [
    ("https://bot.example.org/web/", "https://bot.example.org"),
    ("https://bot.example.org/web", "https://bot.example.org"),
    ("https://bot.example.org:8443/board/", "https://bot.example.org:8443"),
])
def test_a_web_url_with_a_path_is_refused(given: str, use: str) -> None:
    """``https://bot.example.org/web/`` was taken, and the links were
    ``https://bot.example.org/web/web/tg?g=1``: docs/web.md says no path."""
    with pytest.raises(SettingsError) as e:
        load_settings(None, environ={"WEB_URL": given, "WEB_PORT": "8080"})
    assert str(e.value) == (
        f"WEB_URL is the site's address alone, with no path, not {given!r}: the board's "
        "pages are under /web/ by themselves (WEB_URL/web/tg, WEB_URL/web/g/...), so set "
        f"WEB_URL={use}")


def test_a_web_url_with_a_path_stops_the_bot_with_the_other_settings(
        tmp_path: Path) -> None:
    """A real start: status 2 (systemd does not retry it), one line, with the other
    settings to fix; the trailing ``/`` of a plain address is none."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "DATABASE_", "HEALTH_", "LOG_",
                                "WEB_"))}
    env.update({"PYTHONPATH": str(ROOT), "DATABASE_PATH": str(tmp_path / "bot.db"),
                "TELEGRAM_TOKEN": TOKEN, "WEB_URL": "https://bot.example.org/web/",
                "WEB_PORT": "8080", "LOG_LEVEL": "LOUD"})
    p = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                       stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    assert p.stderr.strip().splitlines() == [
        "error: 2 settings to fix: (1) LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, "
        "not 'LOUD'; (2) WEB_URL is the site's address alone, with no path, not "
        "'https://bot.example.org/web/': the board's pages are under /web/ by themselves "
        "(WEB_URL/web/tg, WEB_URL/web/g/...), so set WEB_URL=https://bot.example.org"]
    s = load_settings(None, environ={"WEB_URL": "https://bot.example.org/", "WEB_PORT": "1"})
    assert web_board(s) is not None and s.web_url == "https://bot.example.org"


def test_env_example_documents_the_board() -> None:
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    for name in ("WEB_URL", "WEB_PORT", "WEB_LISTEN", "WEB_SECRET"):
        assert f"\n{name}=" in example, name


def test_one_server_where_the_ports_say_so() -> None:
    url = "https://bot.example.org"
    assert web_place(Settings(web_url=url, health_port=9000)) == "health"
    assert web_place(Settings(web_url=url, health_port=9000, web_port=9000)) == "health"
    hook = Settings(web_url=url, telegram_token=TOKEN, web_port=8001,  # the default
                    # TELEGRAM_WEBHOOK_PORT: the webhook's server serves the board
                    telegram_webhook_url="https://bot.example.org/tg")
    assert web_place(hook) == "webhook"
    assert web_place(Settings(web_url=url, telegram_token=TOKEN,
                              telegram_webhook_url="https://bot.example.org/tg")) == "webhook"
    assert web_place(Settings(web_url=url, web_port=8080, health_port=9000)) == "own"


def test_the_webhook_server_serves_the_board_too() -> None:
    board = web_board(Settings(web_url="https://bot.example.org", telegram_token=TOKEN))
    assert board is not None
    app = webhook_app(Application.builder().token(TOKEN).build(), "/tg", "secret",
                      board.add_routes)
    paths = {r.resource.canonical for r in app.router.routes() if r.resource is not None}
    assert {"/tg", "/healthz", "/web/api/act", "/web/api/events", "/web/tg"} <= paths


def test_processes_with_one_web_secret_read_each_others_links() -> None:
    """A Discord-only and a Telegram-only process of one bot: the same WEB_SECRET, so a
    link one of them posted opens on the other; without it, each its own tokens' key."""
    url = "https://bot.example.org"
    a = web_board(Settings(web_url=url, discord_token="d" * 60, web_secret="s" * 40))
    b = web_board(Settings(web_url=url, telegram_token=TOKEN, web_secret="s" * 40))
    c = web_board(Settings(web_url=url, telegram_token=TOKEN))
    assert a is not None and b is not None and c is not None
    token = a.signer.make(LINK, 7, "discord:1")
    assert b.signer.read(token, LINK) is not None and c.signer.read(token, LINK) is None
    assert "s" * 40 in Settings(web_secret="s" * 40).secrets  # redacted from the logs
