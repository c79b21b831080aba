"""The command blocks of docs/deploy.md that a test runs (tests/ops/test_ops_deploy_doc.py).

A block is marked by the comment line right before its fence, naming the runs it belongs
to: ``<!-- deploy-test: sqlite -->``, ``<!-- deploy-test: postgres -->`` (shell commands,
run in order in one shell per run), ``<!-- deploy-test: env -->`` (the shell blocks that
write the units' environment files), ``<!-- deploy-test: nginx -->`` (nginx's site) or
``<!-- deploy-test: webboard -->`` (lines of an environment file).  Unmarked blocks change
the machine (a user, systemd, a package) or need a platform, and are not run.

    python scripts/deploy_blocks.py [docs/deploy.md] RUN    # prints RUN's blocks
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "deploy.md"
MARK = re.compile(r"^<!-- deploy-test: ([a-z ]+) -->\n```[a-z]*\n(.*?)^```$", re.M | re.S)
FENCE = re.compile(r"^```([a-z]*)\n(.*?)^```$", re.M | re.S)


def blocks(run: str, doc: Path = DOC) -> list[str]:
    """The blocks marked for ``run``, in the page's order."""
    return [m[2] for m in MARK.finditer(doc.read_text(encoding="utf-8"))
            if run in m[1].split()]


def fenced(language: str, doc: Path = DOC) -> list[str]:
    """Every block of ``language`` (``sh``), marked or not, in the page's order."""
    return [m[2] for m in FENCE.finditer(doc.read_text(encoding="utf-8"))
            if m[1] == language]


def main(argv: list[str]) -> int:
    doc, run = (Path(argv[0]), argv[1]) if len(argv) == 2 else (DOC, argv[0])
    print("\n".join(blocks(run, doc)), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
