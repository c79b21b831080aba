"""Whether users other than the one who ran scripts/install.sh can run ``.venv/bin/python``
(the service's user must): the venv's interpreter is a link to the Python that made it,
and a pyenv or conda Python under a home folder of mode 0700 (/root's) cannot be reached
by anyone else: the unit then fails with ``env: '.../.venv/bin/python': Permission
denied``, before the bot says a word.

    python scripts/venv_access.py .venv/bin/python    # one warning line, or nothing

Always exits 0: a developer running the tests as themselves needs no other Python."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

FIX = ("for a service, make the venv with Debian's Python: "
       "rm -rf .venv && PYTHON=/usr/bin/python3 bash scripts/install.sh")


def closed_to_others(python: str) -> str | None:
    """The first file or folder on the way to ``python``'s interpreter (its links
    followed, and the link's own folders) that other users cannot pass, or None."""
    target = Path(os.path.realpath(python))
    paths = [*reversed(Path(os.path.abspath(python)).parents), *reversed(target.parents)]
    for folder in dict.fromkeys(paths):  # each once, from / down
        if not os.stat(folder).st_mode & stat.S_IXOTH:
            return f"{folder} (mode {stat.S_IMODE(os.stat(folder).st_mode):04o})"
    mode = os.stat(target).st_mode
    if mode & (stat.S_IROTH | stat.S_IXOTH) != stat.S_IROTH | stat.S_IXOTH:
        return f"{target} (mode {stat.S_IMODE(mode):04o})"
    return None


def main(argv: list[str]) -> int:
    python = argv[0] if argv else ".venv/bin/python"
    closed = closed_to_others(python)
    if closed is not None:
        print(f"install: warning: other users (the service's) cannot run {python}: its "
              f"interpreter {os.path.realpath(python)} is behind {closed}; {FIX}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
