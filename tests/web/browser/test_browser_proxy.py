"""docs/deploy.md's "Web board" nginx site, both its ``server`` blocks as its block writes
them, in front of the real board: a self-signed certificate for bot.example.org and free
ports are put in, Chromium is told that bot.example.org is this machine, and two players'
pages through the proxy play a move and see it live (Server-Sent Events through the
proxy, which must not buffer them); the page's curl lines answer through it, and plain
HTTP is sent to HTTPS."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import CHROMIUM, WAIT_MS, Web
from test_browser_play import history_lines, letters, name_to_move, put, submit, tile_on

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "scripts"))
from deploy_blocks import blocks, fenced  # noqa: E402

HOST = "bot.example.org"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


#: The site's /telegram location: a delivery a worker refused or dropped (a restart) goes
#: to the other one, a POST too (an update delivered twice runs once).
TELEGRAM_LOCATION = ("location /telegram { proxy_pass http://wordgames_telegram; "
                     "proxy_next_upstream error timeout non_idempotent; }")


def documented_site() -> str:
    """The site docs/deploy.md's block writes (its heredoc)."""
    (block,) = blocks("nginx")
    m = re.search(r"^ *cat >/etc/nginx/sites-available/wordgames <<'EOF'\n(.*?)^EOF$", block,
                  re.M | re.S)
    assert m, "docs/deploy.md's nginx block no longer writes the site with a heredoc"
    assert TELEGRAM_LOCATION in m[1]
    return m[1]


def configured(site: str, folder: Path, port: int, http_port: int, upstream: int | None,
               telegram: int | None = None) -> str:
    """The page's site (its HTTPS server and its port-80 one, in one file as the page
    writes it) with this machine's certificate, ports and folders (IPv4 loopback only),
    inside the smallest nginx.conf that runs it in the foreground as this user.
    ``upstream``: the board's port (None: a site without the board, its no-web-board
    line run on it); ``telegram``: the webhook's, for the Telegram upstream's two."""
    block = site
    board = [  # The board's processes: this test's one board, behind the same upstream.
        ("upstream wordgames_web { server 127.0.0.1:8101; server 127.0.0.1:8102; }",
         f"upstream wordgames_web {{ server 127.0.0.1:{upstream}; }}"),
        ("proxy_pass http://wordgames_web;", "proxy_pass http://wordgames_web;")]
    webhook = [
        ("upstream wordgames_telegram { server 127.0.0.1:8001 max_fails=0; "
         "server 127.0.0.1:8002 max_fails=0; }",
         f"upstream wordgames_telegram {{ server 127.0.0.1:{telegram} max_fails=0; }}")]
    for documented, ours in [
            ("listen 443 ssl;", f"listen 127.0.0.1:{port} ssl;"),
            ("listen [::]:443 ssl;", ""),
            ("listen 80;", f"listen 127.0.0.1:{http_port};"),
            ("listen [::]:80;", ""),
            ("server_tokens off;", "server_tokens off;"),
            (f"/etc/letsencrypt/live/{HOST}/fullchain.pem", str(folder / "cert.pem")),
            (f"/etc/letsencrypt/live/{HOST}/privkey.pem", str(folder / "key.pem")),
            *(board if upstream is not None else []),
            *(webhook if telegram is not None else [])]:
        assert documented in block, f"docs/deploy.md's nginx block lost {documented!r}"
        block = block.replace(documented, ours)
    temp = "\n".join(f"    {kind}_temp_path {folder / kind};"
                     for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return (f"daemon off;\nmaster_process off;\npid {folder / 'nginx.pid'};\n"
            f"error_log {folder / 'error.log'} warn;\nevents {{}}\n"
            f"http {{\n    access_log off;\n{temp}\n{block}\n}}\n")


#: How each of the page's lines that change the site begins: Telegram polling (no
#: /telegram), no web board (no /web/), one process (one server in each upstream).
POLLING = "sed -i -e 's|^    location /telegram { proxy_pass"
NO_BOARD = "sed -i -e '/^    location \\/web\\/ {$/"
ONE_PROCESS = "sed -i -E 's/^(upstream"


def edited(site: str, begins: str) -> str:
    """The site changed by the page's own sed line that begins so (run on the text: the
    same sed, without -i)."""
    (line,) = [b for b in fenced("sh") if b.startswith(begins)]
    command, check, reload = line.strip().split(" && ")
    assert (check, reload) == ("nginx -t", "nginx -s reload"), line
    command = command.replace(" /etc/nginx/sites-available/wordgames", "")
    p = subprocess.run(["sh", "-c", command.replace("sed -i", "sed", 1)], input=site,
                       capture_output=True, text=True, check=True)
    assert p.stdout != site, f"{line} changed nothing"
    return p.stdout


def edited_again(site: str, begins: str) -> str:
    """``edited``, allowed to change nothing (the line run a second time)."""
    (line,) = [b for b in fenced("sh") if b.startswith(begins)]
    command = line.strip().split(" && ")[0].replace(" /etc/nginx/sites-available/wordgames", "")
    p = subprocess.run(["sh", "-c", command.replace("sed -i", "sed", 1)], input=site,
                       capture_output=True, text=True, check=True)
    return p.stdout


def polling(site: str) -> str:
    """The site without its webhook workers, by the page's own sed line: /telegram a
    plain 404 of nginx's own (no file looked for, no error logged), the upstream gone."""
    out = edited(site, POLLING)
    assert "wordgames_telegram" not in out and "upstream wordgames_web" in out
    assert "\n    location /telegram { return 404; }\n" in out, out
    return out


def no_board(site: str) -> str:
    """The site without the board (no WEB_URL), by the page's own sed line: the
    /telegram location is all its HTTPS server passes on."""
    out = edited(site, NO_BOARD)
    assert "wordgames_web" not in out and "proxy_buffering" not in out, out
    # /web/ answered by nginx itself, a plain 404: no file looked for, no error logged
    assert "\n    location /web/ { return 404; }\n" in out, out
    assert edited_again(out, NO_BOARD) == out  # run twice: the same site
    assert TELEGRAM_LOCATION in out
    assert out.count("{") == out.count("}"), out  # the location's block went whole
    return out


def nginx_t(conf: Path, folder: Path) -> None:
    check = subprocess.run([NGINX, "-t", "-c", str(conf), "-p", str(folder)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def need_nginx() -> None:
    if not os.path.exists(NGINX):
        if os.environ.get("CI"):
            pytest.fail("no nginx: scripts/test.sh installs it (install.sh with FOR_TESTS=1)")
        pytest.skip("no nginx (Debian's nginx package; scripts/test.sh installs it)")


def certificate(folder: Path) -> None:
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
                    "-subj", f"/CN={HOST}", "-keyout", str(folder / "key.pem"),
                    "-out", str(folder / "cert.pem")], check=True, capture_output=True)


async def serve_nginx(conf: Path, folder: Path, ports: tuple[int, ...],
                      ) -> asyncio.subprocess.Process:
    """nginx running ``conf``, once it listens on every one of ``ports``."""
    process = await asyncio.create_subprocess_exec(
        NGINX, "-c", str(conf), "-p", str(folder),
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    try:
        async with asyncio.timeout(WAIT_MS / 1000):
            for listening in ports:  # until nginx listens (or has died)
                while True:
                    assert process.returncode is None, await process.stderr.read()  # type: ignore[union-attr]
                    try:
                        _, writer = await asyncio.open_connection("127.0.0.1", listening)
                        writer.close()
                        break
                    except OSError:
                        await asyncio.sleep(0.05)
    except BaseException:
        process.terminate()
        await process.wait()
        raise
    return process


@dataclass
class Proxy:
    base: str  # https://bot.example.org:PORT, the board through the proxy
    http_port: int  # the page's port 80


@pytest.fixture
async def proxy(web: Web, tmp_path: Path) -> AsyncIterator[Proxy]:
    need_nginx()
    site = documented_site()
    certificate(tmp_path)
    port, http_port = free_port(), free_port()
    conf = tmp_path / "nginx.conf"
    conf.write_text(configured(polling(site), tmp_path, port, http_port, web.server.port))
    nginx_t(conf, tmp_path)  # the polling variant is a valid site too
    conf.write_text(configured(site, tmp_path, port, http_port, web.server.port))
    nginx_t(conf, tmp_path)
    process = await serve_nginx(conf, tmp_path, (port, http_port))
    try:
        base = f"https://{HOST}:{port}"
        web.board.rebase(base)
        web.base = base
        yield Proxy(base, http_port)
    finally:
        process.terminate()
        await process.wait()


async def test_the_documented_nginx_block_serves_the_board(web: Web, proxy: Proxy) -> None:
    browser = await web.browser.browser_type.launch(
        executable_path=CHROMIUM, args=[f"--host-resolver-rules=MAP {HOST} 127.0.0.1"])
    try:
        game_id = await web.start("english", "Ann", "Bob", options="check=auto")
        pages = {}
        for name in ("Ann", "Bob"):
            context = await browser.new_context(ignore_https_errors=True,
                                                viewport={"width": 360, "height": 740},
                                                has_touch=True, is_mobile=True)
            context.set_default_timeout(WAIT_MS)
            page = await context.new_page()
            page.on("pageerror", lambda exc: web.errors.append(str(exc)))
            link = await web.link(game_id, name)
            assert link.startswith(f"{proxy.base}/web/g/")
            await page.goto(link)
            await page.locator("#rack button.rt").first.wait_for()
            pages[name] = page
        game = await web.game()
        mover = name_to_move(game)
        word = letters(list(game.seats[game.turn].rack), 2)
        web.words.add(word)
        await put(pages[mover], word, 7, 7)
        await submit(pages[mover])
        for page in pages.values():
            await history_lines(page, 1)
            await tile_on(page, 7, 8, word[1])
        assert len((await web.game()).history) == 1
    finally:
        await browser.close()


async def curl(url: str, write_out: str = "%{http_code} %{content_type}") -> tuple[str, str]:
    """The body and ``write_out`` of ``curl URL``, bot.example.org being this machine."""
    port = url.split("/")[2].rpartition(":")[2]
    p = await asyncio.create_subprocess_exec(
        "curl", "-sS", "-k", "--resolve", f"{HOST}:{port}:127.0.0.1", "-w",
        f"\n{write_out}", url, stdout=asyncio.subprocess.PIPE)
    out, _ = await p.communicate()
    body, _, status = out.decode().rpartition("\n")
    return body, status


async def test_the_documented_smoke_test_answers_through_the_proxy(proxy: Proxy) -> None:
    """deploy.md's curl lines after the nginx block: the Mini App page is HTML, and the
    live updates refuse a browser without a session with a JSON 401."""

    body, status = await curl(f"{proxy.base}/web/tg")
    assert status == "200 text/html; charset=utf-8" and "<html" in body.lower(), status
    body, status = await curl(f"{proxy.base}/web/api/events")
    assert status == "401 application/json; charset=utf-8", status
    assert "error" in json.loads(body), body


async def test_plain_http_is_sent_to_https_with_the_path_kept(proxy: Proxy) -> None:
    """The page's port-80 server: a 301 to the same path and query over HTTPS (on its
    port 443, which the Location does not name)."""
    for path in ("/web/tg", "/web/g/abc?t=1&x=%2F", "/"):
        _, answer = await curl(f"http://{HOST}:{proxy.http_port}{path}",
                               "%{http_code} %{redirect_url}")
        assert answer == f"301 https://{HOST}{path}", answer


def test_each_documented_change_of_the_site_passes_nginx_t(tmp_path: Path) -> None:
    """The page's lines for polling, for no web board and for one process, each run on
    the site as its block writes it, and one process without a board (the two lines, in
    the page's order): nginx -t takes each."""
    need_nginx()
    certificate(tmp_path)
    site = documented_site()
    one = edited(site, ONE_PROCESS)
    assert "server 127.0.0.1:8002" not in one and "server 127.0.0.1:8102" not in one
    variants = {"polling": polling(site), "no board": no_board(site), "one process": one,
                "one process, no board": edited(no_board(site), ONE_PROCESS)}
    for name, variant in variants.items():
        conf = tmp_path / f"{name.replace(' ', '-').replace(',', '')}.conf"
        conf.write_text(configured(variant, tmp_path, free_port(), free_port(), None))
        nginx_t(conf, tmp_path)


async def test_without_a_web_board_web_is_a_404_not_a_502(
        tmp_path: Path) -> None:
    """An operator with no WEB_URL copied the block: nginx answered /web/ with 502, an
    error in its log each time (nothing listens on the board's ports).  With the page's
    no-web-board line run on it, /telegram still reaches the webhook, /web/ is nginx's
    404, and no request goes to an upstream that is not there."""
    from aiohttp import web as aioweb

    from bot.http_server import HttpServer

    need_nginx()
    certificate(tmp_path)
    posts: list[str] = []

    async def webhook(request: aioweb.Request) -> aioweb.Response:
        posts.append(request.path)
        return aioweb.Response(text="ok")

    hook = HttpServer("127.0.0.1", 0)
    hook.app.router.add_post("/telegram", webhook)
    await hook.start()
    port, http_port = free_port(), free_port()
    conf = tmp_path / "nginx.conf"
    conf.write_text(configured(no_board(documented_site()), tmp_path, port, http_port, None,
                               telegram=hook.port))
    nginx_t(conf, tmp_path)
    process = await serve_nginx(conf, tmp_path, (port, http_port))
    try:
        base = f"https://{HOST}:{port}"
        p = await asyncio.create_subprocess_exec(
            "curl", "-sS", "-k", "--resolve", f"{HOST}:{port}:127.0.0.1", "-o", "/dev/null",
            "-w", "%{http_code}", "-X", "POST", "-d", "{}", f"{base}/telegram",
            stdout=asyncio.subprocess.PIPE)
        out, _ = await p.communicate()
        assert out.decode() == "200" and posts == ["/telegram"], (out, posts)
        for path in ("/web/tg", "/web/api/events"):
            _, status = await curl(f"{base}{path}", "%{http_code}")
            assert status == "404", (path, status)
    finally:
        process.terminate()
        await process.wait()
        await hook.stop()
    # No request went to an upstream that is not there, and /web/ is a plain 404: no
    # line at all for it (nginx looked for /web/tg under its own root and logged
    # 'open() ".../html/web/tg" failed (2: No such file or directory)' each time).
    log = (tmp_path / "error.log").read_text()
    assert "upstream" not in log and "connect() failed" not in log, log
    assert "/web/" not in log and "open()" not in log, log
