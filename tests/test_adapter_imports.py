"""The adapters load no engine: importing both (in a fresh interpreter, so that nothing a
test loaded before counts) leaves no module of the engine, the service, the renderer, the
storage or the dictionaries in ``sys.modules``.  lint-imports forbids the imports; this
proves the interpreter agrees (a function-level or a dynamic import would slip past it)."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
import bot.discord, bot.telegram
print(json.dumps(sorted(sys.modules)))
"""

FORBIDDEN = ("engine", "bot.service", "renderer", "storage", "dictionaries")


def test_the_adapters_load_no_engine() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          check=True)
    loaded = json.loads(done.stdout)
    assert "bot.discord" in loaded and "bot.telegram" in loaded
    found = [m for m in loaded if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert found == []
