#!/usr/bin/env bash
# Install what is missing, then run the bot: Discord and/or Telegram when their tokens are
# configured in .env, otherwise the console game in this terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
exec .venv/bin/python -m bot "$@"
