"""Reading the engine's own data files (layouts, tile sets, rule sets, leave tables) from
the package."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable


def read_text(kind: str, name: str, suffix: str) -> str:
    """The text of ``engine/data/<kind>/<name><suffix>``; KeyError for an unknown name."""
    return _path(kind, name, suffix).read_text(encoding="utf-8")


def read_bytes(kind: str, name: str, suffix: str) -> bytes:
    """The bytes of ``engine/data/<kind>/<name><suffix>``; KeyError for an unknown name."""
    return _path(kind, name, suffix).read_bytes()


def _path(kind: str, name: str, suffix: str) -> Traversable:
    if not name or "/" in name or "\\" in name or name.startswith("."):
        raise KeyError(name)
    path = resources.files("engine").joinpath("data", kind, name + suffix)
    if not path.is_file():
        raise KeyError(name)
    return path


def names(kind: str, suffix: str) -> list[str]:
    folder = resources.files("engine").joinpath("data", kind)
    return sorted(p.name[: -len(suffix)] for p in folder.iterdir() if p.name.endswith(suffix))


def data_lines(text: str) -> list[str]:
    """Lines that are not comments (``#``) or blank."""
    return [ln.rstrip("\r\n") for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]
