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


def documented_site() -> str:
    """The site docs/deploy.md's block writes (its heredoc)."""
    (block,) = blocks("nginx")
    m = re.search(r"^ *cat >/etc/nginx/sites-available/wordgames <<'EOF'\n(.*?)^EOF$", block,
                  re.M | re.S)
    assert m, "docs/deploy.md's nginx block no longer writes the site with a heredoc"
    assert "location /telegram { proxy_pass http://wordgames_telegram; }" in m[1]
    return m[1]


def configured(site: str, folder: Path, port: int, http_port: int, upstream: int) -> str:
    """The page's site (its HTTPS server and its port-80 one, in one file as the page
    writes it) with this machine's certificate, ports and folders (IPv4 loopback only),
    inside the smallest nginx.conf that runs it in the foreground as this user."""
    block = site
    for documented, ours in [
            ("listen 443 ssl;", f"listen 127.0.0.1:{port} ssl;"),
            ("listen [::]:443 ssl;", ""),
            ("listen 80;", f"listen 127.0.0.1:{http_port};"),
            ("listen [::]:80;", ""),
            ("server_tokens off;", "server_tokens off;"),
            (f"/etc/letsencrypt/live/{HOST}/fullchain.pem", str(folder / "cert.pem")),
            (f"/etc/letsencrypt/live/{HOST}/privkey.pem", str(folder / "key.pem")),
            # The board's processes: this test's one board, behind the same upstream.
            ("upstream wordgames_web { server 127.0.0.1:8101; server 127.0.0.1:8102; }",
             f"upstream wordgames_web {{ server 127.0.0.1:{upstream}; }}"),
            ("proxy_pass http://wordgames_web;", "proxy_pass http://wordgames_web;")]:
        assert documented in block, f"docs/deploy.md's nginx block lost {documented!r}"
        block = block.replace(documented, ours)
    temp = "\n".join(f"    {kind}_temp_path {folder / kind};"
                     for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return (f"daemon off;\nmaster_process off;\npid {folder / 'nginx.pid'};\n"
            f"error_log {folder / 'error.log'} warn;\nevents {{}}\n"
            f"http {{\n    access_log off;\n{temp}\n{block}\n}}\n")


def polling(site: str) -> str:
    """The site with its /telegram lines taken out, by the page's own sed line."""
    (line,) = [b for b in fenced("sh") if b.startswith("sed -i '/wordgames_telegram/d'")]
    command = line.split(" && ")[0].replace(" /etc/nginx/sites-available/wordgames", "")
    p = subprocess.run(["sh", "-c", command.replace("sed -i", "sed")], input=site,
                       capture_output=True, text=True, check=True)
    assert "wordgames_telegram" not in p.stdout and "upstream wordgames_web" in p.stdout
    return p.stdout


@dataclass
class Proxy:
    base: str  # https://bot.example.org:PORT, the board through the proxy
    http_port: int  # the page's port 80


@pytest.fixture
async def proxy(web: Web, tmp_path: Path) -> AsyncIterator[Proxy]:
    if not os.path.exists(NGINX):
        if os.environ.get("CI"):
            pytest.fail("no nginx: scripts/test.sh installs it (install.sh with FOR_TESTS=1)")
        pytest.skip("no nginx (Debian's nginx package; scripts/test.sh installs it)")
    site = documented_site()
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
                    "-subj", f"/CN={HOST}", "-keyout", str(tmp_path / "key.pem"),
                    "-out", str(tmp_path / "cert.pem")], check=True, capture_output=True)
    port, http_port = free_port(), free_port()
    conf = tmp_path / "nginx.conf"
    conf.write_text(configured(polling(site), tmp_path, port, http_port, web.server.port))
    check = subprocess.run([NGINX, "-t", "-c", str(conf), "-p", str(tmp_path)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr  # the polling variant is a valid site too
    conf.write_text(configured(site, tmp_path, port, http_port, web.server.port))
    check = subprocess.run([NGINX, "-t", "-c", str(conf), "-p", str(tmp_path)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    process = await asyncio.create_subprocess_exec(
        NGINX, "-c", str(conf), "-p", str(tmp_path),
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    try:
        async with asyncio.timeout(WAIT_MS / 1000):
            for listening in (port, http_port):  # until nginx listens (or has died)
                while True:
                    assert process.returncode is None, await process.stderr.read()  # type: ignore[union-attr]
                    try:
                        _, writer = await asyncio.open_connection("127.0.0.1", listening)
                        writer.close()
                        break
                    except OSError:
                        await asyncio.sleep(0.05)
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
