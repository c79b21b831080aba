#!/usr/bin/env bash
# Installs everything the bot and its tests need on a fresh Debian machine, idempotently:
# Debian packages (word-list sources; the fonts that draw players' names: emoji and
# scripts beyond the shipped DejaVu; a C compiler and Python headers for the compiled
# move generator; PostgreSQL's client, for the backups of docs/deploy.md), a virtual
# environment with the Python packages (building the generator), and the compiled
# lexicons. FOR_TESTS=1 (scripts/test.sh) adds what only the tests use: a browser, nginx,
# the PostgreSQL server they start themselves in a temporary directory as the 'postgres'
# user, and the test and lint packages. Safe to run again; it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
APT_PACKAGES=(wpolish wbulgarian hunspell-bg mythes-bg hunspell-sk hunspell-ro hunspell-ru mueller7-dict
              mythes-ro mythes-ru mythes-sk tesseract-ocr-slk tesseract-ocr-ron
              wamerican-huge wbritish-huge scowl
              fonts-noto-color-emoji fonts-noto-core fonts-droid-fallback
              sqlite3 postgresql-client  # docs/deploy.md's backups (sqlite3, pg_dump, psql)
              psmisc)  # fuser: its SQLite restore's check that no process has the file open
# For the tests only (scripts/test.sh sets FOR_TESTS=1): chromium, which the web board's
# browser tests drive (Playwright, no browser download), and nginx, which docs/deploy.md's
# block puts in front of the board. Not on a server: a browser is large and serves no
# player there, and installing nginx starts it on port 80, failing where another proxy
# holds the port.
# systemd: its systemd-analyze checks the page's units (most machines have it already);
# postgresql: the server the tests start in a temporary folder (a server of the bot's own
# is docs/deploy.md's choice, installed there).
EXTRAS=build   # the Python packages that build the word lists
if [ "${FOR_TESTS:-}" = 1 ]; then
    APT_PACKAGES+=(chromium nginx systemd postgresql)
    EXTRAS=dev,build   # and the tests' and linters' (pytest, Playwright, ruff, mypy...)
fi
# engine/movegen/generate.pyx is compiled by pip: a C compiler, and the headers of the
# Python that makes the venv (a pyenv or python.org build has its own; Debian's python3
# has them in python3-dev).
command -v cc >/dev/null 2>&1 || APT_PACKAGES+=(gcc libc6-dev)
"$PY" -c 'import os, sys, sysconfig
sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    || APT_PACKAGES+=(python3-dev)
# Debian's python3 makes no venv without its ensurepip, packaged apart (python3-venv).
"$PY" -c 'import ensurepip' 2>/dev/null || APT_PACKAGES+=(python3-venv)

missing=()
for p in "${APT_PACKAGES[@]}"; do
    # "install ok installed" only: a removed package can leave its config files behind.
    [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] \
        || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    echo "install: Debian packages ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
    echo "install: virtual environment in .venv"
    "$PY" -m venv .venv
fi
# The venv's python is a link to "$PY": one under a 0700 home (pyenv, conda) cannot be run
# by the service's user. A warning, not a failure: a developer runs it as themselves.
"$PY" scripts/venv_access.py "$PWD/.venv/bin/python"
# The stamp names the packaging files and the generator's sources: editing either
# reinstalls, which rebuilds the extension (also rebuilt when its library is missing).
# The tests' install (dev,build) holds the bot's (build): running the bot after the tests
# installs nothing again.
sources=$(cat pyproject.toml setup.py engine/movegen/*.pyx | sha1sum | cut -c1-12)
stamp=.venv/.installed-$EXTRAS-$sources
if { [ ! -f "$stamp" ] && [ ! -f ".venv/.installed-dev,build-$sources" ]; } \
        || ! compgen -G "engine/movegen/generate.*.so" >/dev/null; then
    echo "install: Python packages"
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -e ".[$EXTRAS]"
    rm -f .venv/.installed-*
    touch "$stamp"
fi

# Compiled lexicons: built once from the sources above, skipped when present.
.venv/bin/python -m dictionaries build --if-missing
