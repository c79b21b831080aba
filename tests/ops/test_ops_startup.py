"""Issue 26 item 8 and issue 24: every start-up failure an operator can cause ends a real
``python -m bot`` / ``python -m storage`` process with one line (``error: ...``) and a
non-zero status, never a traceback; issue 26 item 5: two processes on one SQLite file
are refused with a message that says so."""

from __future__ import annotations

import json
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr"
DISCORD = "MTAxMjM0NTY3ODkwMTIzNDU2.GaBcDe.abcdefghijklmnopqrstuvwxyz0123"
PASSWORD = "s3cret-pw"


class Refusing(BaseHTTPRequestHandler):
    """Telegram's and Discord's answer to a token they do not know: 401 (Telegram's to a
    token its address cannot hold, 404, when the server's ``status`` says so); each
    request's path kept in the server's ``paths``."""

    def do_GET(self) -> None:
        self._refuse()

    def do_POST(self) -> None:
        self._refuse()

    def _refuse(self) -> None:
        status = getattr(self.server, "status", 401)
        getattr(self.server, "paths", []).append(self.path)
        reason = "Unauthorized" if status == 401 else "Not Found"
        body = (f'{{"ok": false, "error_code": {status}, "description": "{reason}", '
                '"code": 0}').encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args: object) -> None:
        pass


@pytest.fixture
def refusing_api() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Refusing)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def env_of(tmp_path: Path, **values: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "TELEGRAM_", "DATABASE_", "HEALTH_", "LOG_"))}
    env.update({"PYTHONPATH": str(ROOT), "DATABASE_PATH": str(tmp_path / "bot.db")})
    env.update(values)
    return env


def run(tmp_path: Path, args: list[str], stdin: str = "", *, as_user: Sequence[str] = (),
        **values: str) -> subprocess.CompletedProcess[str]:
    """``as_user``: the command that runs the process as another user (``ReadOnly``)."""
    return subprocess.run([*as_user, sys.executable, *args], cwd=tmp_path,
                          env=env_of(tmp_path, **values), input=stdin, capture_output=True,
                          text=True, timeout=120)


class ReadOnly:
    """A database the bot's user may read but not write, in a folder it may write: the
    file root's as an operator's copy leaves it (mode 0644), and the bot run as
    ``nobody``, when the tests run as root; else a file of mode 0444."""

    def __init__(self, tmp_path: Path) -> None:
        self.root = os.geteuid() == 0
        if self.root:  # pytest's tmp_path is in root's 0700 folder: nobody cannot enter
            self.folder = Path(tempfile.mkdtemp(prefix="wordgames-ro-", dir="/tmp"))
            self.folder.chmod(0o777)  # not sticky: a service folder, not /tmp
        else:
            self.folder = tmp_path
        self.as_user: list[str] = (["setpriv", "--reuid=nobody", "--regid=nogroup",
                                    "--clear-groups"] if self.root else [])

    def protect(self, db: Path) -> None:
        db.chmod(0o644 if self.root else 0o444)

    def close(self) -> None:
        if self.root:
            shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[ReadOnly]:
    if os.geteuid() == 0 and not shutil.which("setpriv"):
        pytest.skip("root, and no setpriv to run the bot as another user")
    made = ReadOnly(tmp_path)
    try:
        yield made
    finally:
        made.close()


def one_line(p: subprocess.CompletedProcess[str], status: int = 2) -> str:
    """The process failed with exactly one ``error:`` line and no traceback, with status
    2 (the operator must fix it: systemd does not retry) or 3 (it may pass: it does)."""
    assert p.returncode == status, (p.returncode, p.stderr)
    assert "Traceback" not in p.stderr + p.stdout, p.stderr
    errors = [line for line in p.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, p.stderr
    assert p.stderr.rstrip().splitlines()[-1] == errors[0]
    return errors[0]


@pytest.mark.parametrize(("setting", "value", "says"), [
    ("LOG_LEVEL", "LOUD", "LOG_LEVEL must be"),
    ("DISCORD_SHARD_IDS", "0-3", "DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT"),
    ("DATABASE_URL", "mysql://x@y/z", "DATABASE_URL must be a postgresql://"),
    ("CHAMPION_SECONDS", "fast", "CHAMPION_SECONDS must be a number"),
    ("CHAMPION_SECONDS", "600", "CHAMPION_SECONDS must be between 0.1 and 60, not '600'"),
])
def test_a_bad_setting_is_one_line(tmp_path: Path, setting: str, value: str, says: str):
    assert says in one_line(run(tmp_path, ["-m", "bot"], **{setting: value}))


def test_a_refused_telegram_token_is_one_line(tmp_path: Path, refusing_api: str):
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=refusing_api)
    assert "Telegram refused TELEGRAM_TOKEN" in one_line(p)
    assert TOKEN.split(":")[1] not in p.stderr + p.stdout
    # A first start, refused: it leaves no database behind (the next start took the
    # empty file it had made for one that had run), nor SQLite's or the lock's files.
    assert sorted(f.name for f in tmp_path.iterdir() if f.name.startswith("bot.db")) == []


def test_a_refused_start_keeps_a_database_that_was_there(tmp_path: Path, refusing_api: str):
    (tmp_path / "bot.db").write_bytes(b"")  # an empty file is an empty SQLite database
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=refusing_api)
    assert "Telegram refused TELEGRAM_TOKEN" in one_line(p)
    assert (tmp_path / "bot.db").exists()  # (its lock file stays, as after any run)


def test_an_unreachable_telegram_is_one_line(tmp_path: Path):
    with socket.socket() as s:  # a port that nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN,
            TELEGRAM_API_URL=f"http://127.0.0.1:{port}")
    assert "cannot reach Telegram" in one_line(p, status=3)  # a network that may come back


@pytest.mark.parametrize(("url", "meant"), [
    ("localhost:8081", " (did you mean 'http://localhost:8081'?)"),
    ("ftp://localhost:8081", ""),
    ("http://", ""),
    ("http://localhost:80811", ""),
])
def test_a_malformed_telegram_api_url_is_a_settings_mistake(tmp_path: Path, url: str,
                                                            meant: str):
    """``localhost:8081`` (no scheme) exited 3, "cannot reach Telegram", which systemd
    retries for ever: it is a setting to fix, status 2, said with the other ones."""
    said = ("TELEGRAM_API_URL must be an http:// or https:// address with a host (and, "
            "if any, a port number: a self-hosted Bot API server, e.g. "
            f"http://localhost:8081), not {url!r}{meant}")
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=url)
    assert one_line(p) == f"error: {said}"
    assert "cannot reach" not in p.stderr
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=url,
            LOG_LEVEL="LOUD")
    assert one_line(p) == ("error: 2 settings to fix: (1) LOG_LEVEL must be DEBUG, INFO, "
                           f"WARNING or ERROR, not 'LOUD'; (2) {said}")


def test_a_telegram_api_url_with_bot_in_it_is_a_settings_mistake(tmp_path: Path):
    """``http://127.0.0.1:8081/bot`` sent every call to /bot/bot<token>/: a 404 that the
    start read as "Telegram refused TELEGRAM_TOKEN" (ask @BotFather...), though the token
    was right.  The URL is the setting to fix, and the line says which to set."""
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN,
            TELEGRAM_API_URL="http://127.0.0.1:8081/bot")
    assert one_line(p) == (
        "error: TELEGRAM_API_URL is the Bot API server's address without /bot (the bot "
        "adds /bot<token>/ itself): set TELEGRAM_API_URL=http://127.0.0.1:8081, not "
        "'http://127.0.0.1:8081/bot'")
    assert "BotFather" not in p.stderr


def test_health_port_on_the_webhook_port_is_a_settings_mistake(tmp_path: Path):
    """HEALTH_PORT=8003 beside TELEGRAM_WEBHOOK_PORT=8003 failed "the port is in use
    (another process listens there...)": the other listener was this process's own."""
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, HEALTH_PORT="8003",
            TELEGRAM_WEBHOOK_PORT="8003", TELEGRAM_WEBHOOK_URL="https://bot.example.org/tg",
            TELEGRAM_WEBHOOK_SECRET="s3cret")
    line = one_line(p)
    assert line.startswith("error: HEALTH_PORT and TELEGRAM_WEBHOOK_PORT are the same port "
                           "(8003): the webhook's server answers /healthz"), line
    assert "another process" not in p.stderr


def test_a_telegram_webhook_on_a_port_telegram_never_posts_to_is_one_line(
        tmp_path: Path, refusing_api: str):
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=refusing_api,
            TELEGRAM_WEBHOOK_URL="https://bot.example.org:9999/telegram")
    line = one_line(p)
    assert "ports 443, 80, 88 and 8443" in line
    assert "the bot's own, behind the proxy, is TELEGRAM_WEBHOOK_PORT, which may be any" \
        in line


def test_the_webhook_port_checked_is_the_public_urls_not_the_local_one():
    """TELEGRAM_WEBHOOK_PORT is where the bot listens behind the proxy (deploy.md's nginx
    forwards to 127.0.0.1:8001): its default is that, not 8443, and it is not held to
    Telegram's four ports; the URL, the proxy's public address, is."""
    from bot.settings import Settings, SettingsError, load_settings

    assert Settings().telegram_webhook_port == 8001
    hook = {"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/tg"}
    assert load_settings(None, hook).telegram_webhook_port == 8001
    for local in ("8001", "8002", "9999"):
        settings = load_settings(None, {**hook, "TELEGRAM_WEBHOOK_PORT": local})
        assert settings.telegram_webhook_port == int(local)
    public = {**hook, "TELEGRAM_WEBHOOK_URL": "https://bot.example.org:8443/tg",
              "TELEGRAM_WEBHOOK_PORT": "8001"}
    assert load_settings(None, public).telegram_webhook_port == 8001
    # The local port put in the public URL: refused, whatever TELEGRAM_WEBHOOK_PORT says.
    with pytest.raises(SettingsError, match="ports 443, 80, 88 and 8443"):
        load_settings(None, {**hook, "TELEGRAM_WEBHOOK_URL": "https://bot.example.org:8001/tg",
                             "TELEGRAM_WEBHOOK_PORT": "8443"})


def test_env_example_gives_the_local_webhook_port():
    """It said TELEGRAM_WEBHOOK_PORT=8443 and showed a :8443 URL: read as the bot itself
    listening on Telegram's public port, with the proxy's upstream on 8001."""
    example = (ROOT / ".env.example").read_text()
    assert "\nTELEGRAM_WEBHOOK_PORT=8001\n" in example
    assert ":8443" not in example


@pytest.mark.parametrize("port", ["99999", "-1"])
def test_a_telegram_webhook_port_out_of_range_is_a_settings_mistake(
        tmp_path: Path, refusing_api: str, port: str):
    """It was a traceback and "OverflowError: bind(): port must be 0-65535.", status 1:
    systemd restarted it for ever."""
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=refusing_api,
            TELEGRAM_WEBHOOK_URL="https://bot.example.org/telegram",
            TELEGRAM_WEBHOOK_SECRET="s3cret", TELEGRAM_WEBHOOK_PORT=port)
    assert one_line(p) == ("error: TELEGRAM_WEBHOOK_PORT must be a port (the one the proxy "
                           "in front posts Telegram's webhooks to), not " + port)
    from bot.settings import SettingsError, load_settings

    with pytest.raises(SettingsError) as e:  # collected with the others
        load_settings(None, {"TELEGRAM_WEBHOOK_PORT": port, "HEALTH_PORT": "70000"})
    assert str(e.value).startswith("2 settings to fix: (1) HEALTH_PORT must be a port")
    assert "(2) TELEGRAM_WEBHOOK_PORT must be a port" in str(e.value)


def test_a_refused_discord_token_is_one_line(tmp_path: Path, refusing_api: str):
    # discord.py has no setting for its API's address: the process points it at the
    # refusing server before the bot starts (the rest is ``python -m bot`` as it is).
    code = (f"import discord.http; discord.http.Route.BASE = '{refusing_api}/api/v10'; "
            "from bot.__main__ import main; raise SystemExit(main([]))")
    p = run(tmp_path, ["-c", code], DISCORD_TOKEN=DISCORD)  # LoginFailure: status 2
    assert "Discord refused DISCORD_TOKEN" in one_line(p)


@pytest.fixture
def recording_api() -> Iterator[ThreadingHTTPServer]:
    """A Bot API that refuses every token (``status``: 401, or 404), and keeps the path
    of each request it got (``paths``)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), Refusing)
    server.status = 401  # type: ignore[attr-defined]
    server.paths = []  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()


def api_url(server: ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}"


@pytest.mark.parametrize(("token", "says"), [
    ("AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr", "TELEGRAM_TOKEN lacks the bot's number and ':'"),
    ("bot123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr", "TELEGRAM_TOKEN starts with 'bot'"),
    ('"123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr',
     "TELEGRAM_TOKEN is not a Telegram bot token (123456789:AA...: the bot's number"),
])
def test_a_telegram_token_malformed_by_its_shape_is_refused_at_once(
        tmp_path: Path, recording_api: ThreadingHTTPServer, token: str, says: str):
    """It went to the Bot API, and with no network (a boot) that was "cannot reach",
    status 3, which systemd retries every 5 s for ever: now a settings mistake, status 2
    (RestartPreventExitStatus), said before anything is asked of Telegram."""
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=token,
            TELEGRAM_API_URL=api_url(recording_api))
    line = one_line(p, status=2)
    assert line.startswith(f"error: {says}") and "put the bot's token from @BotFather in" \
        in line, line
    assert "AAbbCC" not in p.stderr  # the token, which may be a real one slipped, unshown
    assert recording_api.paths == []  # type: ignore[attr-defined]


@pytest.mark.parametrize(("token", "says"), [
    ("not-a-real-token", "DISCORD_TOKEN is not a Discord bot token (three parts"),
    ("1234567890123456789", "DISCORD_TOKEN is a number: the application's ID"),
    (f"Bot {DISCORD}", "DISCORD_TOKEN starts with 'Bot '"),
])
def test_a_discord_token_malformed_by_its_shape_is_refused_at_once(
        tmp_path: Path, recording_api: ThreadingHTTPServer, token: str, says: str):
    code = (f"import discord.http; discord.http.Route.BASE = '{api_url(recording_api)}"
            "/api/v10'; from bot.__main__ import main; raise SystemExit(main([]))")
    line = one_line(run(tmp_path, ["-c", code], DISCORD_TOKEN=token), status=2)
    assert line.startswith(f"error: {says}"), line
    assert "from the Developer Portal (the application's Bot tab) in" in line, line
    assert recording_api.paths == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("status", [401, 404])
def test_a_token_of_the_right_shape_the_bot_api_refuses_is_status_2(
        tmp_path: Path, recording_api: ThreadingHTTPServer, status: int):
    """401, or the 404 Telegram answers to a token that is no bot's: refused, not
    retried (only a network that does not answer is: status 3, above)."""
    recording_api.status = status  # type: ignore[attr-defined]
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN,
            TELEGRAM_API_URL=api_url(recording_api))
    assert "Telegram refused TELEGRAM_TOKEN" in one_line(p, status=2)
    assert recording_api.paths == [f"/bot{TOKEN}/getMe"]  # type: ignore[attr-defined]
    assert TOKEN.split(":")[1] not in p.stderr


class Answering(BaseHTTPRequestHandler):
    """A Bot API that takes the token: getMe says who the bot is, getUpdates has nothing
    new (after a moment, as a long poll), everything else is done."""

    def do_POST(self) -> None:
        method = self.path.rsplit("/", 1)[-1]
        result: object = True
        if method == "getMe":
            result = {"id": 777000, "is_bot": True, "first_name": "Words",
                      "username": "WordGameBot"}
        elif method == "getUpdates":
            threading.Event().wait(0.5)
            result = []
        body = json.dumps({"ok": True, "result": result}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args: object) -> None:
        pass


@pytest.fixture
def answering_api() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Answering)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@pytest.fixture
def closed_port() -> int:
    """A port that nothing listens on: connections to it are refused (no network)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def silent_api() -> Iterator[str]:
    """A server that takes connections (the kernel's backlog) and never answers: a
    platform that is still logging in when the other one fails."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(16)
        yield f"http://127.0.0.1:{s.getsockname()[1]}"


def both_platforms(tmp_path: Path, discord_api: str, telegram_api: str,
                   telegram_token: str = TOKEN) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` with both tokens set, discord.py pointed at ``discord_api`` (it
    has no setting for its API's address) and Telegram at ``telegram_api``; its stdin
    /dev/null, as under systemd."""
    code = (f"import discord.http; discord.http.Route.BASE = '{discord_api}/api/v10'; "
            "from bot.__main__ import main; raise SystemExit(main([]))")
    return subprocess.run([sys.executable, "-c", code], cwd=tmp_path,
                          env=env_of(tmp_path, DISCORD_TOKEN=DISCORD,
                                     TELEGRAM_TOKEN=telegram_token,
                                     TELEGRAM_API_URL=telegram_api),
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=120)


def test_telegram_failing_stops_discord_with_one_line(tmp_path: Path, closed_port: int,
                                                       silent_api: str):
    """Both platforms, Telegram unreachable: the one line, and the Discord login still
    under way is stopped and awaited (it printed asyncio's "Task exception was never
    retrieved" and a traceback after the line)."""
    p = both_platforms(tmp_path, silent_api, f"http://127.0.0.1:{closed_port}")
    assert "cannot reach Telegram's Bot API" in one_line(p, status=3)
    assert "never retrieved" not in p.stderr, p.stderr


def test_discord_failing_stops_telegram_with_one_line(tmp_path: Path, closed_port: int,
                                                       answering_api: str):
    """Both platforms, Discord unreachable, Telegram up: the process does not go on with
    Telegram alone (a supervisor would see a bot that runs, half of it missing)."""
    p = both_platforms(tmp_path, f"http://127.0.0.1:{closed_port}", answering_api)
    assert "cannot reach Discord" in one_line(p, status=3)
    assert "never retrieved" not in p.stderr, p.stderr


def test_a_refused_telegram_token_beside_discord_is_status_2(
        tmp_path: Path, refusing_api: str, silent_api: str):
    p = both_platforms(tmp_path, silent_api, refusing_api)
    assert "Telegram refused TELEGRAM_TOKEN" in one_line(p, status=2)


def test_no_network_for_either_platform_is_a_line_for_each_failure(tmp_path: Path,
                                                                     closed_port: int):
    """Neither answers: each platform that failed by itself says so in its own line (the
    second may instead be stopped before it fails: then one line), nothing else; status
    3, which systemd retries."""
    closed = f"http://127.0.0.1:{closed_port}"
    p = both_platforms(tmp_path, closed, closed)
    assert p.returncode == 3, p.stderr
    assert "Traceback" not in p.stderr and "never retrieved" not in p.stderr, p.stderr
    errors = [line for line in p.stderr.splitlines() if line.startswith("error:")]
    said = sorted("Discord" if "cannot reach Discord" in e else "Telegram" for e in errors)
    assert said in (["Discord"], ["Telegram"], ["Discord", "Telegram"]), p.stderr
    assert all("cannot reach" in e for e in errors), p.stderr
    assert p.stderr.rstrip().splitlines()[-len(errors):] == errors, p.stderr


def test_a_token_refused_beside_a_network_failure_is_not_retried():
    """Two failures at once: systemd's retry would meet the refused token again."""
    import aiohttp
    import discord  # noqa: F401  # loaded, as in a process that runs Discord
    from telegram.error import InvalidToken, NetworkError

    from bot.startup import PERMANENT, TRANSIENT, exit_status

    network = aiohttp.ClientConnectionError("no route")
    assert exit_status(NetworkError("down"), network) == TRANSIENT
    assert exit_status(InvalidToken("refused"), network) == PERMANENT


def test_an_unreachable_postgresql_is_one_line_without_its_password(tmp_path: Path):
    """A valid port where nothing listens: retried (PostgreSQL may be starting), and the
    line names the host:port it tried and what to check."""
    url = f"postgresql://bot:{PASSWORD}@127.0.0.1:1/games"
    says = ("cannot connect to the PostgreSQL database games at 127.0.0.1:1: ", "; check "
            "that PostgreSQL runs there and listens on that port (on its machine, "
            "pg_lsclusters: the cluster online, and its port) and that DATABASE_URL names "
            "that host and port")
    for args in (["-m", "bot"], ["-m", "bot", "ratings", "rebuild"],
                 ["-m", "storage", "migrate", url]):
        p = run(tmp_path, args, DATABASE_URL=url, TELEGRAM_TOKEN=TOKEN)
        if args[1] == "storage":
            assert p.returncode == 2 and "Traceback" not in p.stderr
            line = p.stderr
        else:  # a server that does not answer may come back: systemd tries again
            line = one_line(p, status=3)
        assert says[0] in line and line.rstrip().endswith(says[1]), line
        assert PASSWORD not in p.stderr + p.stdout


def test_ratings_rebuild_uses_database_url(tmp_path: Path):
    """It read DATABASE_PATH alone and rebuilt an empty SQLite file beside the bot."""
    url = "postgresql://bot:pw@127.0.0.1:1/games"
    p = run(tmp_path, ["-m", "bot", "ratings", "rebuild"], DATABASE_URL=url)
    assert "PostgreSQL" in one_line(p, status=3)  # a server that did not answer
    assert not (tmp_path / "bot.db").exists()


def garbage(path: Path) -> Path:
    path.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 64)
    return path


def test_a_damaged_sqlite_file_is_one_line(tmp_path: Path):
    db = garbage(tmp_path / "bot.db")
    for args in (["-m", "bot"], ["-m", "bot", "console", "--db", str(db), "--quiet"],
                 ["-m", "bot", "ratings", "rebuild"]):
        line = one_line(run(tmp_path, args))
        assert f"the database {db} is damaged" in line and "restore it from a backup" in line


def a_real_database(folder: Path, name: str = "wordgames.sqlite3") -> bytes:
    """The bytes of a real game's file, as the console leaves it (checkpointed)."""
    p = run(folder, ["-m", "bot", "console", "--db", name, "--quiet"],
            stdin="Ann: /new english\nBob: /join\nAnn: /start\n")
    assert p.returncode == 0, p.stderr
    return (folder / name).read_bytes()


def test_a_truncated_sqlite_file_is_one_line_naming_the_file_and_its_size(tmp_path: Path):
    """It said "the database wordgames.sqlite3 is corrupt or read-only (database disk
    image is malformed)": which folder's file, cut short or not writable?"""
    data = a_real_database(tmp_path)
    (tmp_path / "wordgames.sqlite3").write_bytes(data[:len(data) // 3])
    for args in (["-m", "bot"], ["-m", "bot", "ratings", "rebuild"],
                 ["-m", "bot", "console", "--db", "wordgames.sqlite3", "--quiet"]):
        line = one_line(run(tmp_path, args, DATABASE_PATH="wordgames.sqlite3"))
        assert line == (f"error: the database {tmp_path.resolve() / 'wordgames.sqlite3'} is "
                        f"truncated: {len(data) // 3:,} bytes of the {len(data):,} its header "
                        "records (a copy cut short, or a disk that was full?); restore it "
                        "from a backup")
    assert (tmp_path / "wordgames.sqlite3").read_bytes() == data[:len(data) // 3]  # unchanged


def test_a_damaged_table_is_named_at_start(tmp_path: Path):
    """A page of one table overwritten: the bot used to start, and then every read of
    that table failed with a traceback, again and again."""
    data = bytearray(a_real_database(tmp_path))
    db = tmp_path / "wordgames.sqlite3"
    con = sqlite3.connect(db)
    page_size = con.execute("PRAGMA page_size").fetchone()[0]
    (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()
    con.close()
    start = (root - 1) * page_size
    data[start + 8:start + page_size] = b"\xaa" * (page_size - 8)  # its header kept
    db.write_bytes(bytes(data))
    line = one_line(run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
                        stdin="Ann: /score\n"))
    assert f"the database {db} is damaged in table games (On tree page {root} " in line
    assert line.endswith("); restore it from a backup")
    # Refused, it leaves nothing beside the file: the explanation's own look at it made
    # a -wal and a -shm after the refusal had removed those of the start.
    assert sorted(f.name for f in tmp_path.iterdir() if f.name.startswith(db.name)) == [
        db.name], list(tmp_path.iterdir())


def test_a_file_that_is_not_sqlite_is_named_so(tmp_path: Path):
    (tmp_path / "notes.txt").write_text("not a database\n" * 100)
    line = one_line(run(tmp_path, ["-m", "bot"], DATABASE_PATH="notes.txt"))
    assert f"the database {tmp_path.resolve() / 'notes.txt'} is not a SQLite database" in line


def unwritable_folder(tmp_path: Path) -> Path:
    """A folder this process cannot make a file in: one of mode 0555, or, as root (whom
    modes do not stop), sysfs's top, where not even root may."""
    if os.geteuid() != 0:
        folder = tmp_path / "readonly"
        folder.mkdir(mode=0o555)
        return folder
    try:
        os.close(os.open("/sys/wordgames-probe.lock", os.O_RDWR | os.O_CREAT, 0o644))
    except PermissionError:
        return Path("/sys")
    pytest.skip("no folder this root process cannot write")


def test_a_database_in_a_folder_the_bot_cannot_write_says_so(tmp_path: Path):
    """It said "cannot be opened ([Errno 2] No such file or directory: '....lock')"."""
    db = unwritable_folder(tmp_path) / "new.sqlite3"
    for args, values in ((["-m", "bot"], {"TELEGRAM_TOKEN": TOKEN,
                                          "TELEGRAM_API_URL": "http://127.0.0.1:1"}),
                         (["-m", "bot", "console", "--db", str(db), "--quiet"], {})):
        line = one_line(run(tmp_path, args, DATABASE_PATH=str(db), **values))
        assert line.startswith(f"error: the database {db} cannot be written (its folder "
                               f"{db.parent}: Permission denied): the user the bot runs as "
                               "must be able to write the file and its folder"), line
    assert not db.exists() and not Path(f"{db}.lock").exists()


def test_migrate_with_an_empty_target_is_an_error(tmp_path: Path):
    """docs/deploy.md once ran ``DATABASE_URL=... migrate "$DATABASE_URL"`` on one line:
    the shell expands the argument first, and ``migrate ""`` said it was up to date."""
    p = run(tmp_path, ["-m", "storage", "migrate", ""])
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "no database named" in p.stderr and "up to date" not in p.stdout
    assert list(tmp_path.iterdir()) == []


def test_migrate_to_from_a_damaged_source_is_refused(tmp_path: Path):
    """docs/deploy.md and --help: a damaged source is refused, status 1, nothing copied
    (it was "migrate-to: error: ...", status 2).  The target is never reached: port 1."""
    data = a_real_database(tmp_path, "whole.db")
    (tmp_path / "cut.db").write_bytes(data[:len(data) // 3])
    url = "postgresql://bot:pw@127.0.0.1:1/games"
    for source, says in ((garbage(tmp_path / "old.db"), "is damaged"),
                         (tmp_path / "cut.db", "is truncated")):
        before = source.read_bytes()
        p = run(tmp_path, ["-m", "storage", "migrate-to", url, "--from", str(source)])
        assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
        assert p.stderr.strip().count("\n") == 0, p.stderr
        line = p.stderr.strip()
        assert line.startswith(f"migrate-to: refused: the database {source} {says}"), line
        assert line.endswith("restore it from a backup; nothing was copied"), line
        assert source.read_bytes() == before


@pytest.mark.parametrize(("url", "says"), [
    ("postgresql://wordgames:...@localhost/wordgames",
     "DATABASE_URL holds a placeholder ('...'): put the database's address "
     "(postgresql://user:password@host/dbname) in "),
    ("postgresql://wordgames:<password>@localhost/wordgames",
     "DATABASE_URL holds a placeholder ('<...>'): put the database's address "
     "(postgresql://user:password@host/dbname) in "),
    ("mysql://user:secret@host/db",
     "DATABASE_URL must be a postgresql:// address (leave it unset for the SQLite file "
     "at DATABASE_PATH)"),
    ("postgresql://wordgames:secret@localhost:54x2/wordgames",
     "DATABASE_URL's port '54x2' is not a number: write the PostgreSQL server's port after "
     "its host (host:5432: its cluster's port, which pg_lsclusters shows), or no port for "
     "5432, in "),
    ("postgresql://wordgames:secret@localhost:99999/wordgames",
     "DATABASE_URL's port 99999 is out of range (1 to 65535): write the PostgreSQL "
     "server's port after its host (host:5432: its cluster's port, which pg_lsclusters "
     "shows), or no port for 5432, in "),
    ("postgresql://wordgames:secret@db1:5432,db2:0/wordgames",
     "DATABASE_URL's port 0 is out of range (1 to 65535): write"),
])
def test_python_m_storage_checks_database_url_as_the_bot_does(tmp_path: Path, url: str,
                                                              says: str):
    """migrate took a placeholder to the server, and a mysql:// address for a SQLite
    file's name, printing its password in "cannot be opened".  A port that cannot be one
    is the setting's mistake too, status 2 (not retried): '54x2' crashed asyncpg's
    int(), and 99999 was tried as 34463 (modulo 65536), "cannot connect", status 3,
    which systemd retried every 5 s for ever."""
    bot = one_line(run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, DATABASE_URL=url))
    assert says in bot
    (tmp_path / "common.env").write_text(f"DATABASE_URL={url}\n")
    for action in ("migrate", "migrate-to"):
        for args, values in (([action], {"DATABASE_URL": url}), ([action, url], {}),
                             ([action, "--env-file", "common.env"], {})):
            p = run(tmp_path, ["-m", "storage", *args], **values)
            assert p.returncode == 2 and p.stdout == "", p.stderr
            assert p.stderr.startswith(f"{action}: error: {says}"), p.stderr
            assert p.stderr.count("\n") == 1 and "secret" not in p.stderr
            if args[-1] == "common.env":
                assert f"in {tmp_path.resolve() / 'common.env'}" in p.stderr or "must" in says
    assert sorted(f.name for f in tmp_path.iterdir()) == ["common.env"]  # no file made


def test_a_database_urls_ports_are_checked_where_asyncpg_reads_them():
    """The ports of every host (IPv6 in brackets, several hosts, ``?port=``); none is
    checked in a URL whose password moves the host (its own line says so at connect)."""
    import database_url as urls

    for url in ("postgresql://u:pw@localhost/db", "postgresql://u:pw@localhost:5433/db",
                "postgresql://u:pw@[::1]:5432/db", "postgresql://u:pw@[::1]/db",
                "postgresql://u:pw@h1:5432,h2:6432/db", "postgresql://u:pw@h/db?port=5433",
                "postgresql:///db", "postgresql://u:p@ss@127.0.0.1:x/w",
                "postgresql://u:p@ss/w:rd@127.0.0.1:1/w"):
        assert urls.port_problem(url) is None, url
    for url, port in (("postgresql://u:pw@localhost:54x2/db", "'54x2'"),
                      ("postgresql://u:pw@localhost:99999/db", "99999"),
                      ("postgresql://u:pw@[::1]:0/db", "0"),
                      ("postgresql://u:pw@h1:5432,h2:７/db", "'７'"),  # a fullwidth 7
                      ("postgresql://u:pw@h/db?port=5x", "'5x'")):
        problem = urls.port_problem(url, "FILE")
        assert problem is not None and problem.startswith(f"DATABASE_URL's port {port} "), url
        assert problem.endswith(", or no port for 5432, in FILE") and "pw" not in problem
    assert urls.servers("postgresql://u:pw@localhost/db") == "localhost:5432"
    assert urls.servers("postgresql://u:pw@h1:5433,[::1]/db") == "h1:5433, [::1]:5432"
    assert urls.servers("postgresql:///db") is None


def test_two_processes_on_one_sqlite_file_are_refused(tmp_path: Path):
    db = tmp_path / "bot.db"
    first = subprocess.Popen([sys.executable, "-m", "bot", "console", "--db", str(db)],
                             cwd=tmp_path, env=env_of(tmp_path), stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert first.stdout is not None
        for line in first.stdout:  # the first one has the file open once it welcomes
            if "Games are kept in" in line:
                break
        for args, path in ((["-m", "bot"], str(db)),
                           (["-m", "bot", "console", "--db", str(db)], str(db)),
                           (["-m", "bot", "console", "--db", "bot.db"], str(db)),
                           (["-m", "bot", "ratings", "rebuild"], "bot.db")):
            # A relative name is said as its full path, as every other database line.
            line = one_line(run(tmp_path, args, DATABASE_PATH=path))
            assert f"the database {db} is in use by another process (pid {first.pid})" in line
            assert "corrupt" not in line
    finally:
        first.communicate("", timeout=60)
    assert first.returncode == 0
    # Once the first one has stopped, the file is free again.
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
            stdin="Ann: /new english\n")
    assert p.returncode == 0 and "opened a game" in p.stdout, p.stderr


def a_newer_schema(folder: Path) -> Path:
    """A real game's file that a newer release migrated further (a migration this one
    does not know): refused, as too new."""
    db = folder / "newer.sqlite3"
    db.write_bytes(a_real_database(folder, "newer.sqlite3"))
    (folder / "newer.sqlite3.lock").unlink()
    con = sqlite3.connect(db)
    con.execute("INSERT INTO schema_migrations VALUES ('9999_from_the_future.sql', '')")
    con.commit()
    con.close()
    return db


@pytest.mark.parametrize("kind", ["damaged", "truncated", "not sqlite", "too new",
                                  "read-only"])
def test_a_refused_database_leaves_no_lock_file_beside_it(tmp_path: Path, kind: str,
                                                          read_only: ReadOnly):
    """A start that refused the file left FILE.lock beside it: an operator took the file
    for one in use (the restore block checks for it), or wondered what made it."""
    here, as_user = tmp_path, []
    if kind == "damaged":
        db, says = garbage(tmp_path / "bot.db"), "is damaged"
    elif kind == "truncated":
        data = a_real_database(tmp_path, "whole.sqlite3")
        db, says = tmp_path / "bot.db", "is truncated"
        db.write_bytes(data[:len(data) // 3])
    elif kind == "not sqlite":
        db, says = tmp_path / "bot.db", "is not a SQLite database"
        db.write_text("not a database\n" * 100)
    elif kind == "too new":
        db, says = a_newer_schema(tmp_path), "was written by a newer version of the bot"
    else:
        here, as_user = read_only.folder, read_only.as_user
        db, says = here / "bot.db", "cannot be written"
        db.write_bytes(a_real_database(tmp_path, "bot.db"))
        Path(f"{db}.lock").unlink(missing_ok=True)
        read_only.protect(db)
    lock = Path(f"{db}.lock")
    # Nor SQLite's -wal and -shm files (a read-only file, root's, left both), and only
    # what the start made goes: the folder is as it was.
    before = sorted(f.name for f in here.iterdir())
    for args in (["-m", "bot"], ["-m", "bot", "console", "--db", str(db), "--quiet"],
                 ["-m", "bot", "ratings", "rebuild"]):
        p = run(here, args, DATABASE_PATH=str(db), as_user=as_user)
        assert says in one_line(p)
        assert not lock.exists(), args
        assert sorted(f.name for f in here.iterdir()) == before, args
    # One a bot left at its last clean stop goes with the refusal too.
    lock.write_text("12345\n")
    lock.chmod(0o666)  # the bot's user may take it (root's otherwise, as root runs this)
    assert says in one_line(run(here, ["-m", "bot"], DATABASE_PATH=str(db),
                                as_user=as_user))
    assert not lock.exists()


def test_a_refused_read_only_database_keeps_the_side_files_it_did_not_make(
        read_only: ReadOnly):
    """The -wal and -shm files that were there before the refused start (a bot that
    stopped without folding them back) are not its to remove: they hold the games'
    last writes."""
    db = read_only.folder / "bot.db"
    db.write_bytes(a_real_database(read_only.folder, "bot.db"))
    Path(f"{db}.lock").unlink()
    wal, shm = Path(f"{db}-wal"), Path(f"{db}-shm")
    wal.write_bytes(b"")  # an empty log: nothing to play, but there
    wal.chmod(0o666)
    read_only.protect(db)
    line = one_line(run(read_only.folder, ["-m", "bot"], DATABASE_PATH=str(db),
                        as_user=read_only.as_user))
    assert "cannot be written" in line
    assert wal.exists() and not shm.exists()


def test_a_database_open_without_its_lock_file_is_refused(tmp_path: Path):
    """A bot whose lock file was deleted while it ran still has the database open, and
    SQLite's own lock on its -shm file says so: a second process is refused (it took a
    new lock file and started on the same database), and so is migrate-to."""
    data = a_real_database(tmp_path, "bot.db")
    db, lock = tmp_path / "bot.db", tmp_path / "bot.db.lock"
    db.write_bytes(data)
    lock.unlink()
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sqlite3, sys; con = sqlite3.connect(sys.argv[1]); "
         "con.execute('PRAGMA journal_mode=WAL'); con.execute('SELECT count(*) FROM games')"
         ".fetchall(); print('open', flush=True); sys.stdin.read()", str(db)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        for args in (["-m", "bot"], ["-m", "bot", "console", "--db", str(db), "--quiet"]):
            line = one_line(run(tmp_path, args, DATABASE_PATH=str(db)))
            assert line == (f"error: the database {db} is in use by another process (pid "
                            f"{holder.pid}): its lock file {lock} was missing (deleted while "
                            "it ran?); run one bot process per SQLite file (several "
                            "processes need PostgreSQL, docs/deploy.md)"), line
            assert not lock.exists()  # the refused one's own, gone with it
        line = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild"],
                            DATABASE_PATH=str(db)))
        assert line == (f"error: the database {db} is in use by another process (pid "
                        f"{holder.pid}): stop the bot first (systemctl stop wordgames), "
                        "then run ratings rebuild again"), line
        assert not lock.exists()
        p = run(tmp_path, ["-m", "storage", "migrate-to", "postgresql://u:pw@127.0.0.1:1/d",
                           "--from", str(db)])
        assert p.returncode == 2 and p.stderr.startswith(
            f"migrate-to: error: the database {db} is in use by another process (pid "
            f"{holder.pid}): stop the bot first"), p.stderr
    finally:
        holder.communicate("", timeout=60)
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
            stdin="Ann: /score\n")  # closed: free again
    assert p.returncode == 0, p.stderr


def test_a_lock_file_deleted_while_the_bot_runs_is_taken_again(tmp_path: Path):
    """The lock file deleted under a running bot (an operator tidying the folder): the
    bot makes and takes it again (at its next command, or sooner at a heartbeat), so a
    second process is refused by it, and the restore block's check sees it."""
    db = tmp_path / "bot.db"
    lock = Path(f"{db}.lock")
    first = subprocess.Popen([sys.executable, "-m", "bot", "console", "--db", str(db)],
                             cwd=tmp_path, env=env_of(tmp_path), stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert first.stdin is not None and first.stdout is not None
        for line in first.stdout:
            if "Games are kept in" in line:
                break
        lock.unlink()
        # Refused meanwhile, by the -shm file's lock or by the lock taken again already.
        line = one_line(run(tmp_path, ["-m", "bot"], DATABASE_PATH=str(db)))
        assert f"the database {db} is in use by another process (pid {first.pid})" in line
        first.stdin.write("Ann: /new english\n")
        first.stdin.flush()
        for line in first.stdout:
            if "opened a game" in line:
                break
        assert lock.read_text() == f"{first.pid}\n"  # made and taken again
        line = one_line(run(tmp_path, ["-m", "bot"], DATABASE_PATH=str(db)))
        assert line.endswith(f"in use by another process (pid {first.pid}): run one bot "
                             "process per SQLite file (several processes need PostgreSQL, "
                             "docs/deploy.md)"), line
    finally:
        _, err = first.communicate("", timeout=60)
    assert first.returncode == 0, err
    assert f"the lock file {lock} was deleted while this process ran: made and taken " \
        "again" in err, err
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
            stdin="Ann: /score\n")
    assert p.returncode == 0, p.stderr


def a_game_with_a_flipped_byte(tmp_path: Path) -> tuple[Path, str]:
    """A real game's file, one byte of its stored state no longer UTF-8 (a bit flip);
    the game's seed, which no output may show."""
    db = tmp_path / "flipped.db"
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
            stdin="Ann: /new english\nBob: /join\nAnn: /start\n")
    assert p.returncode == 0, p.stderr
    data = bytearray(db.read_bytes())
    at = data.find(b'"rules":"english"')
    assert at > 0  # the state is in the main file (the console checkpointed at close)
    data[at + 10] = 0xFF
    db.write_bytes(bytes(data))
    seed = data[data.find(b'"seed":"', at) + 8:].split(b'"')[0].decode()
    return db, seed


def test_a_bit_flipped_game_does_not_stop_the_console(tmp_path: Path):
    db, seed = a_game_with_a_flipped_byte(tmp_path)
    p = run(tmp_path, ["-m", "bot", "console", "--db", str(db), "--quiet"],
            stdin="Ann: /score\nZed@admin: /end\nZed: /new english\n")
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
    assert "cannot be read" in p.stdout
    assert "is ended" in p.stdout, p.stdout  # the console's admin ends the damaged game
    assert "Zed opened a game" in p.stdout.split("is ended", 1)[1], p.stdout
    assert seed not in p.stdout + p.stderr


def test_migrate_to_from_a_bit_flipped_source_is_one_line(tmp_path: Path, pg_url: str):
    db, seed = a_game_with_a_flipped_byte(tmp_path)
    p = run(tmp_path, ["-m", "storage", "migrate-to", pg_url, "--from", str(db)])
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    # The target's schema was made first (a line a migration, and it stays); then one
    # line: refused, no row copied.
    *made, line = p.stderr.strip().splitlines()
    assert all(m.startswith("storage: applied migration ") for m in made), p.stderr
    assert "damaged in table games" in line and "nothing was copied" in line
    assert seed not in p.stderr


def test_misspelt_setting_names_are_named_once_at_start(tmp_path: Path, refusing_api: str):
    """HEALT_PORT=9100 and LOG_LEVL=DEBUG were ignored without a word: the operator
    looked for a health port that was never opened."""
    (tmp_path / ".env").write_text("LOG_LEVL=DEBUG\nTELEGRAM_WEBHOOK_PROT=8001\n")
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=refusing_api,
            HEALT_PORT="9100", HEALTH_LISTEN="127.0.0.1")
    line = one_line(p)
    assert "Telegram refused TELEGRAM_TOKEN" in line
    warnings = [w for w in p.stderr.splitlines() if "is not a setting" in w]
    env = (tmp_path / ".env").resolve()  # by its full path: which folder's .env
    assert sorted(w.partition(" WARNING bot: ")[2] for w in warnings) == [
        "HEALT_PORT in the environment is not a setting (did you mean HEALTH_PORT?): "
        "ignored",
        f"LOG_LEVL in {env} is not a setting (did you mean LOG_LEVEL?): ignored",
        f"TELEGRAM_WEBHOOK_PROT in {env} is not a setting (did you mean "
        "TELEGRAM_WEBHOOK_PORT?): ignored"], p.stderr
    # The environment's own names (PATH, HOME, PYTHONPATH...) are not the bot's: unsaid.
    assert len(warnings) == 3


def test_a_start_refused_for_a_setting_names_the_misspelt_ones_in_its_line(
        tmp_path: Path, refusing_api: str):
    """Ops34 finding 11: HEALT_PORT=9105 beside TELEGRAM_WEBHOOK_PORT=70000 gave only the
    port's line, status 2: the misspelt name (often the one meant to be fixed) came only
    with a second start that got further.  It is in the same one line, after the
    settings to fix, with those of the .env too."""
    (tmp_path / ".env").write_text("LOG_LEVL=DEBUG\n")
    p = run(tmp_path, ["-m", "bot"], TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_URL=refusing_api,
            HEALT_PORT="9105", TELEGRAM_WEBHOOK_PORT="70000")
    env = (tmp_path / ".env").resolve()
    assert one_line(p) == (
        "error: TELEGRAM_WEBHOOK_PORT must be a port (the one the proxy in front posts "
        "Telegram's webhooks to), not 70000; also "
        f"LOG_LEVL in {env} is not a setting (did you mean LOG_LEVEL?); "
        "HEALT_PORT in the environment is not a setting (did you mean HEALTH_PORT?)")
    assert "WARNING" not in p.stderr  # said once: in the line, not again as a warning


@pytest.mark.parametrize(("misspelt", "meant"), [
    ("HEALT_PORT", "HEALTH_PORT"), ("HEALTH_LISTN", "HEALTH_LISTEN"),
    ("WEB_LISTN", "WEB_LISTEN"), ("WEB_SECRT", "WEB_SECRET"),
    ("DATABASE_PTH", "DATABASE_PATH"), ("TELEGRAM_WEBHOOK_LISTN", "TELEGRAM_WEBHOOK_LISTEN"),
    ("DISCORD_TOKN", "DISCORD_TOKEN"), ("TELEGRAM_TOKN", "TELEGRAM_TOKEN")])
def test_every_settings_misspelling_is_in_the_line_of_a_refused_start(misspelt: str,
                                                                     meant: str):
    """The names read last (the plain ones: DATABASE_PATH, WEB_LISTEN...) were read only
    once every value had passed: a refused start could not tell what they were meant to
    be.  Two problems, and the misspelt name's line after them."""
    from bot.settings import SettingsError, load_settings

    with pytest.raises(SettingsError) as e:
        load_settings(None, {"LOG_LEVEL": "LOUD", "HEALTH_PORT": "70000", misspelt: "x"})
    line = str(e.value)
    assert line.startswith("2 settings to fix: (1) LOG_LEVEL must be"), line
    assert line.endswith(f"; also {misspelt} in the environment is not a setting "
                         f"(did you mean {meant}?)"), line


def test_a_misspelt_token_name_is_said_before_no_token(tmp_path: Path):
    unit = tmp_path / "wordgames.env"
    unit.write_text(f"DISCORD_TOKN=x\nHEALTH_PORT=\nDATABASE_PTH={tmp_path}/x.sqlite3\n")
    p = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path,
                       env=env_of(tmp_path, DISCORD_TOKN="x"), stdin=subprocess.DEVNULL,
                       capture_output=True, text=True, timeout=120)
    assert "no DISCORD_TOKEN or TELEGRAM_TOKEN configured" in one_line(p)
    assert p.stderr.startswith("warning: DISCORD_TOKN in the environment is not a setting "
                               "(did you mean DISCORD_TOKEN?): ignored\n"), p.stderr
    # A one-off command's --env-file: its names, as the unit's.
    p = run(tmp_path, ["-m", "bot", "ratings", "rebuild", "--env-file", str(unit)])
    assert f"warning: DATABASE_PTH in {unit} is not a setting (did you mean DATABASE_PATH?)" \
        in p.stderr, p.stderr
    assert f"warning: DISCORD_TOKN in {unit} is not a setting" in p.stderr


def as_systemd_runs(tmp_path: Path, unit: str, files: list[Path]) -> dict[str, str]:
    """What a process of ``unit`` needs to find its environment files as under systemd:
    INVOCATION_ID, a cgroup naming the unit (``bot.settings.CGROUP``, put in by the
    command line of ``under_systemd``) and a ``systemctl`` that answers ``show`` for it
    (on PATH before the machine's)."""
    (tmp_path / "cgroup").write_text(f"0::/system.slice/{unit}\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    listing = "".join(f"echo '{f} (ignore_errors=no)'\n" for f in files)
    (bin_dir / "systemctl").write_text(
        "#!/bin/sh\n"
        f'[ "$*" = "show --property=EnvironmentFiles --value {unit}" ] || exit 1\n'
        f"{listing}")
    (bin_dir / "systemctl").chmod(0o755)
    values: dict[str, str] = {}
    for f in files:  # as systemd gives them: the later file wins
        values.update(line.split("=", 1) for line in f.read_text().splitlines()
                      if "=" in line and not line.startswith("#"))
    return {**values, "INVOCATION_ID": "0123456789abcdef",
            "PATH": f"{bin_dir}:{os.environ['PATH']}"}


def under_systemd(tmp_path: Path, environ: dict[str, str]) -> subprocess.CompletedProcess[str]:
    code = (f"import bot.settings; bot.settings.CGROUP = {str(tmp_path / 'cgroup')!r}; "
            "from bot.__main__ import main; raise SystemExit(main([]))")
    return subprocess.run([sys.executable, "-c", code], cwd=tmp_path,
                          env=env_of(tmp_path, **environ), stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("setting", ["TELEGRAM_TOKEN", "DISCORD_TOKEN"])
def test_a_placeholder_token_is_a_settings_mistake_naming_the_file(tmp_path: Path,
                                                                   setting: str):
    """deploy.md's template has ``...`` for the tokens: left so, the bot tried to log in
    with it and exited 3 (the network), which systemd retries every 5 s for ever."""
    (tmp_path / ".env").write_text(f"{setting}=...\n")
    line = one_line(run(tmp_path, ["-m", "bot"]))
    assert line.startswith(f"error: {setting} is a placeholder ('...'), not a token: put "
                           "the bot's token from "), line
    assert line.endswith(f" in {tmp_path / '.env'}"), line
    # Given by the environment (an export): that is where it is to be changed.
    line = one_line(run(tmp_path, ["-m", "bot"], **{setting: "123456789:AA..."}))
    assert f"{setting} is a placeholder ('123456789:AA...')" in line
    assert "in the environment" in line


def test_a_placeholder_token_under_systemd_names_the_units_file_that_holds_it(
        tmp_path: Path):
    common = tmp_path / "common.env"
    common.write_text("LOG_FORMAT=json\n")
    own = tmp_path / "telegram-0.env"
    own.write_text("PLATFORMS=telegram\nTELEGRAM_TOKEN=...\n")
    unit = "wordgames@telegram-0.service"
    environ = as_systemd_runs(tmp_path, unit, [common, own])
    p = under_systemd(tmp_path, environ)
    assert one_line(p).endswith(f"put the bot's token from @BotFather in {own}"), p.stderr
    # A file the process cannot read back (systemd reads them as root; this one has gone
    # since): the unit's files, all named.
    own.unlink()
    p = under_systemd(tmp_path, environ)
    assert one_line(p).endswith(f"in the environment file of {unit} that sets it "
                                f"({common}, {own})"), p.stderr


@pytest.mark.parametrize("platform", ["telegram", "discord"])
def test_a_missing_token_names_where_to_set_it(tmp_path: Path, platform: str):
    """"PLATFORMS names telegram, but TELEGRAM_TOKEN is not set" said not where, unlike
    the placeholder's, malformed's and refused token's lines: it names the file that
    names PLATFORMS (the process's own: a .env, the unit's file), or the environment."""
    name = f"{platform.upper()}_TOKEN"
    advice = ("put the bot's token from @BotFather" if platform == "telegram" else
              "put the bot's token from the Developer Portal (the application's Bot tab)")
    (tmp_path / ".env").write_text(f"PLATFORMS={platform}\n")
    line = one_line(run(tmp_path, ["-m", "bot"]))
    assert line == (f"error: PLATFORMS names {platform}, but {name} is not set: {advice} "
                    f"in {tmp_path / '.env'}"), line
    (tmp_path / ".env").unlink()
    line = one_line(run(tmp_path, ["-m", "bot"], PLATFORMS=platform))
    assert line.endswith(f"{name} is not set: {advice} in the environment, where it is "
                         "set (an export in this shell, or the environment file of the "
                         "service that started the bot)"), line
    # Under systemd: the unit's file that names PLATFORMS.
    common, own = tmp_path / "common.env", tmp_path / f"{platform}-0.env"
    common.write_text("LOG_FORMAT=json\n")
    own.write_text(f"PLATFORMS={platform}\n")
    environ = as_systemd_runs(tmp_path, f"wordgames@{platform}-0.service", [common, own])
    p = under_systemd(tmp_path, environ)
    assert one_line(p).endswith(f"{name} is not set: {advice} in {own}"), p.stderr


def test_a_token_the_platform_refuses_names_where_it_is_set(tmp_path: Path,
                                                            refusing_api: str):
    """"Telegram refused TELEGRAM_TOKEN (... set it again)": again where? The line names
    the file that set it (.env, the unit's EnvironmentFile) or the environment."""
    env = tmp_path / ".env"
    env.write_text(f"TELEGRAM_TOKEN={TOKEN}\n")
    line = one_line(run(tmp_path, ["-m", "bot"], TELEGRAM_API_URL=refusing_api))
    assert line == ("error: Telegram refused TELEGRAM_TOKEN (ask @BotFather for the bot's "
                    f"token and set it again in {env.resolve()})"), line
    env.unlink()
    line = one_line(run(tmp_path, ["-m", "bot"], TELEGRAM_API_URL=refusing_api,
                        TELEGRAM_TOKEN=TOKEN))
    assert line.endswith("set it again in the environment, where it is set (an export in "
                         "this shell, or the environment file of the service that started "
                         "the bot))"), line
    # Under systemd: the unit's EnvironmentFile that holds it (systemctl show).
    common = tmp_path / "common.env"
    common.write_text(f"TELEGRAM_API_URL={refusing_api}\n")
    own = tmp_path / "telegram-0.env"
    own.write_text(f"PLATFORMS=telegram\nTELEGRAM_TOKEN={TOKEN}\n")
    p = under_systemd(tmp_path, as_systemd_runs(tmp_path, "wordgames@telegram-0.service",
                                                [common, own]))
    assert one_line(p).endswith(f"set it again in {own})"), p.stderr
    assert TOKEN.split(":")[1] not in p.stderr


def test_a_refused_discord_token_under_systemd_names_the_units_file(tmp_path: Path,
                                                                     refusing_api: str):
    unit_file = tmp_path / "wordgames.env"
    unit_file.write_text(f"DISCORD_TOKEN={DISCORD}\n")
    environ = as_systemd_runs(tmp_path, "wordgames.service", [unit_file])
    code = (f"import discord.http; discord.http.Route.BASE = '{refusing_api}/api/v10'; "
            f"import bot.settings; bot.settings.CGROUP = {str(tmp_path / 'cgroup')!r}; "
            "from bot.__main__ import main; raise SystemExit(main([]))")
    p = subprocess.run([sys.executable, "-c", code], cwd=tmp_path,
                       env=env_of(tmp_path, **environ), stdin=subprocess.DEVNULL,
                       capture_output=True, text=True, timeout=120)
    assert one_line(p) == ("error: Discord refused DISCORD_TOKEN (copy the bot's token again "
                           f"from the Developer Portal, Bot tab, into {unit_file})"), p.stderr


def test_a_placeholder_token_in_an_env_file_names_that_file(tmp_path: Path):
    """A one-off command's --env-file: the line names it, not "the environment" (its
    values are put in the environment the settings read)."""
    unit = tmp_path / "wordgames.env"
    unit.write_text(f"TELEGRAM_TOKEN=...\nDATABASE_PATH={tmp_path / 'x.sqlite3'}\n")
    line = one_line(run(tmp_path, ["-m", "bot", "ratings", "rebuild", "--env-file",
                                   str(unit)]))
    assert line == ("error: TELEGRAM_TOKEN is a placeholder ('...'), not a token: put the "
                    f"bot's token from @BotFather in {unit}"), line


def test_every_placeholder_is_in_the_one_line(tmp_path: Path, refusing_api: str):
    """A template's placeholders were said one a start: the operator fixed one, restarted,
    and met the next.  Now the one line lists every setting to fix (a bad setting beside
    them too), each with the file to edit, and no secret's value."""
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=...\nTELEGRAM_TOKEN=<your-token>\nWEB_SECRET=<a random text>\n"
                   "TELEGRAM_WEBHOOK_SECRET=...\nLOG_LEVEL=LOUD\n"
                   "DATABASE_URL=postgresql://wordgames:<password>@localhost/wordgames\n")
    line = one_line(run(tmp_path, ["-m", "bot"], TELEGRAM_API_URL=refusing_api))
    assert line.startswith("error: 6 settings to fix: (1) DISCORD_TOKEN is a placeholder "
                           "('...'), not a token: put the bot's token from the Developer "
                           f"Portal (the application's Bot tab) in {env}; (2) "), line
    for n, said in enumerate([
            "TELEGRAM_TOKEN is a placeholder ('<your-token>'), not a token: put the bot's "
            f"token from @BotFather in {env}",
            f"TELEGRAM_WEBHOOK_SECRET is a placeholder ('...'): put a random secret of A-Z, "
            f"a-z, 0-9, _ and - in {env}",
            f"WEB_SECRET is a placeholder ('<...>'): put a long random text in {env}",
            "DATABASE_URL holds a placeholder ('<...>'): put the database's address",
            "LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not 'LOUD'"], 2):
        assert f"; ({n}) {said}" in line, line
    assert "a random text" not in line and "<password>" not in line  # secrets unshown
    # One edit of the file, and the next start gets past every setting.
    env.write_text(f"TELEGRAM_TOKEN={TOKEN}\nWEB_SECRET=0123456789abcdef0123456789\n"
                   "TELEGRAM_WEBHOOK_SECRET=s3cret\nLOG_LEVEL=INFO\n")
    assert "Telegram refused TELEGRAM_TOKEN" in one_line(
        run(tmp_path, ["-m", "bot"], TELEGRAM_API_URL=refusing_api))


def test_settings_that_depend_on_a_wrong_one_are_not_said_twice():
    """A count that is not a number is one mistake, not also "DISCORD_SHARD_IDS needs
    DISCORD_SHARD_COUNT"; two dots in a text secret may be the operator's own."""
    from bot.settings import SettingsError, load_settings

    with pytest.raises(SettingsError) as e:
        load_settings(None, {"DISCORD_SHARD_COUNT": "eight", "DISCORD_SHARD_IDS": "0-3",
                             "HEALTH_PORT": "x", "WEB_URL": "https://bot.example.org"})
    assert str(e.value) == ("2 settings to fix: (1) DISCORD_SHARD_COUNT must be a whole "
                            "number, not 'eight'; (2) HEALTH_PORT must be a whole number, "
                            "not 'x'")
    settings = load_settings(None, {"WEB_SECRET": "a..b-random", "DATABASE_URL":
                                    "postgresql://wordgames:p..w@localhost/wordgames"})
    assert settings.web_secret == "a..b-random"


def test_a_placeholder_of_a_platform_this_process_does_not_run_is_no_matter():
    from bot.settings import load_settings

    settings = load_settings(None, {"PLATFORMS": "telegram", "TELEGRAM_TOKEN": TOKEN,
                                    "DISCORD_TOKEN": "..."})
    assert settings.platforms == ("telegram",)
