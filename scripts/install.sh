#!/usr/bin/env bash
# Installs everything the bot and its tests need on a fresh Debian machine, idempotently:
# Debian packages (word-list sources; PostgreSQL, whose server the tests start themselves
# in a temporary directory as the 'postgres' user), a virtual environment with the Python
# packages, and the compiled lexicons. Safe to run again; it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
APT_PACKAGES=(wpolish wbulgarian hunspell-sk hunspell-ro wamerican-huge postgresql)

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
stamp=.venv/.installed-$(sha1sum pyproject.toml | cut -c1-12)
if [ ! -f "$stamp" ]; then
    echo "install: Python packages"
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -e ".[dev,build]"
    rm -f .venv/.installed-*
    touch "$stamp"
fi

# Compiled lexicons: built once from the sources above, skipped when present.
.venv/bin/python -m dictionaries build --if-missing
