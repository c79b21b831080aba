"""Issue 26 (the second operator): scripts/install.sh made .venv from the first python3
on root's PATH, a pyenv one under /root (mode 0700), and the unit's user could not run
it (``env: '/opt/wordgames/.venv/bin/python': Permission denied``, no bot line).  The
installer now warns, in one line that names the fix; a real venv-like tree of links."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder others may enter, as /opt is (pytest's own tmp_path is under a 0700 one)."""
    folder = Path(tempfile.mkdtemp(prefix="wordgames-install-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder)


def a_venv_made_by_a_python_in(home: Path, checkout: Path) -> Path:
    """``checkout/.venv/bin/python`` -> python3 -> ``home/.pyenv/.../python3.12``, the
    links ``python -m venv`` makes."""
    real = home / ".pyenv" / "versions" / "3.12.1" / "bin" / "python3.12"
    real.parent.mkdir(parents=True)
    shutil.copy(sys.executable, real)
    real.chmod(0o755)
    bin_ = checkout / ".venv" / "bin"
    bin_.mkdir(parents=True)
    (bin_ / "python3").symlink_to(real)
    (bin_ / "python").symlink_to("python3")
    return bin_ / "python"


def check(python: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "venv_access.py"),
                           str(python)], capture_output=True, text=True, timeout=60)


def test_a_venv_whose_python_sits_in_a_closed_home_is_warned_of(open_folder: Path) -> None:
    home, checkout = open_folder / "root", open_folder / "opt" / "wordgames"
    python = a_venv_made_by_a_python_in(home, checkout)
    home.chmod(0o700)
    try:
        p = check(python)
    finally:
        home.chmod(0o755)
    assert p.returncode == 0, p.stderr  # a warning: a developer's own run goes on
    (line,) = p.stdout.splitlines()
    assert line.startswith(f"install: warning: other users (the service's) cannot run "
                           f"{python}: its interpreter {os.path.realpath(python)} is "
                           f"behind {home} (mode 0700)"), line
    assert line.endswith("PYTHON=/usr/bin/python3 bash scripts/install.sh")
    # Open to others (Debian's /usr/bin/python3, or a home of 0755): nothing said.
    assert check(python).stdout == ""
    (home / ".pyenv" / "versions" / "3.12.1" / "bin" / "python3.12").chmod(0o750)
    assert "python3.12 (mode 0750)" in check(python).stdout


def test_the_installer_checks_the_venv_it_made() -> None:
    script = (ROOT / "scripts" / "install.sh").read_text()
    assert '"$PY" scripts/venv_access.py "$PWD/.venv/bin/python"' in script
