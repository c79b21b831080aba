#!/usr/bin/env bash
# Install what is missing, then lint, type-check every package (mypy --strict), check the
# import layers (pyproject.toml's [tool.importlinter]) and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
FOR_TESTS=1 bash scripts/install.sh  # and what only the tests use (nginx)
.venv/bin/python -m ruff check .
.venv/bin/python -m mypy
.venv/bin/lint-imports
exec .venv/bin/python -m pytest -q "$@"
