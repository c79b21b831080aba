"""The web board's static files (bot/web/static): there, wired to the template, served from
our own host only, and small enough for a phone's first load (issue 27: 150 KB gzip)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "bot" / "web" / "static"
FILES = ("board.html", "board.js", "board.css")
FIRST_LOAD_LIMIT = 150 * 1024


def text(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", FILES)
def test_each_file_is_there(name: str) -> None:
    assert (STATIC / name).is_file()
    assert (STATIC / name).stat().st_size > 0


def test_the_template_loads_the_script_and_the_styles_and_has_the_server_fields() -> None:
    html = text("board.html")
    assert '<link rel="stylesheet" href="{{STATIC}}/board.css">' in html
    assert '<script src="{{STATIC}}/board.js" defer></script>' in html
    for field in ("{{LANG}}", "{{TITLE}}", "{{BOOT}}"):
        assert field in html
    # BOOT is a data block, not a script: a CSP without 'unsafe-inline' still runs the page.
    assert '<script id="boot" type="application/json">{{BOOT}}</script>' in html
    inline = re.findall(r"<script(?![^>]*\b(?:src=|type=\"application/json\"))[^>]*>", html)
    assert inline == []
    assert "<style" not in html and " style=" not in html


def test_every_static_file_is_used_by_the_template() -> None:
    html = text("board.html")
    others = sorted(p.name for p in STATIC.iterdir() if p.is_file() and p.name != "board.html")
    assert others, "no files beside the template"
    for name in others:
        assert f"{{{{STATIC}}}}/{name}" in html, f"{name} is never loaded"


def test_every_element_the_script_looks_up_is_in_the_template() -> None:
    ids = set(re.findall(r'\bid="([\w-]+)"', text("board.html")))
    wanted = set(re.findall(r'\$\("([\w-]+)"\)', text("board.js")))
    assert wanted, "the script looks up no element"
    assert wanted - ids == set()


# A URL with a scheme, or one that starts with // (another host, the page's scheme).
FOREIGN = re.compile(r"""(?ix) (?:https?|wss?|ftp)://  |  (?:src|href|action)\s*=\s*["']//
                         |  url\(\s*["']?//  |  @import""")


@pytest.mark.parametrize("name", FILES)
def test_no_file_names_another_host(name: str) -> None:
    found = FOREIGN.findall(text(name))
    assert found == []


def test_the_first_load_is_at_most_150_kb_gzipped() -> None:
    # Every file here is loaded by the template (the test above), so all of them count.
    files = [p for p in STATIC.iterdir() if p.is_file()]
    total = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    assert total <= FIRST_LOAD_LIMIT, f"{total} bytes gzipped"


def test_every_word_the_page_asks_for_has_a_fallback() -> None:
    """The page's labels come from the view's `strings`; a key it asks for and neither the
    server nor the page's fallback table knows would show as the bare key."""
    js = text("board.js")
    table = js[js.index("const EN = {"):js.index("};", js.index("const EN = {"))]
    fallback = set(re.findall(r"\b(\w+):", table))
    asked = set(re.findall(r'\bt\("(\w+)"', js))
    assert asked, "the page asks for no string"
    assert asked - fallback == set()
