"""Reading the engine's own data files (layouts, tile sets, rule sets, leave tables) from
the package, and from the folders a program adds (``add_directory``: a rule set of its
own is one data file, no code)."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

# Folders added per kind, searched after the package's own data in the order added.
_EXTRA: dict[str, list[Path]] = {}


def add_directory(kind: str, folder: Path) -> None:
    """Also read ``kind`` files (``rulesets``, ``layouts``, ``tilesets``) from ``folder``.
    A name the engine's own data has keeps the engine's file."""
    folders = _EXTRA.setdefault(kind, [])
    if folder not in folders:
        folders.append(folder)


def remove_directory(kind: str, folder: Path) -> None:
    """Stop reading ``kind`` files from ``folder`` (added by ``add_directory``)."""
    if folder in _EXTRA.get(kind, []):
        _EXTRA[kind].remove(folder)


def _folders(kind: str) -> list[Traversable]:
    own = resources.files("engine").joinpath("data", kind)
    return [own, *_EXTRA.get(kind, [])]


def read_text(kind: str, name: str, suffix: str) -> str:
    """The text of ``<kind>/<name><suffix>`` from the engine's data (``engine/data``), else
    from a folder added for ``kind``; KeyError for an unknown name."""
    return _path(kind, name, suffix).read_text(encoding="utf-8")


def read_bytes(kind: str, name: str, suffix: str) -> bytes:
    """The bytes of such a file (a leave table); KeyError for an unknown name."""
    return _path(kind, name, suffix).read_bytes()


def _path(kind: str, name: str, suffix: str) -> Traversable:
    if not name or "/" in name or "\\" in name or name.startswith("."):
        raise KeyError(name)
    for folder in _folders(kind):
        path = folder.joinpath(name + suffix)
        try:
            if path.is_file():
                return path
        except OSError:  # a name the file system cannot hold (too long): no such file
            continue
    raise KeyError(name)


def names(kind: str, suffix: str) -> list[str]:
    """Every name of ``kind`` files, the engine's own and the added folders', sorted."""
    found = {p.name[: -len(suffix)] for folder in _folders(kind) if folder.is_dir()
             for p in folder.iterdir() if p.name.endswith(suffix)}
    return sorted(found)


def data_lines(text: str) -> list[str]:
    """Lines that are not comments (``#``) or blank."""
    return [ln.rstrip("\r\n") for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]
