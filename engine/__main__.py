"""``python -m engine replay FILE.gcg --variant NAME``, ``python -m engine analyze FILE.gcg``
``python -m engine selfplay ...`` and ``python -m engine train-leaves ...``.

Each subcommand lives in its own module with a ``main(argv) -> int``."""

from __future__ import annotations

import importlib
import sys

SUBCOMMANDS = {
    "analyze": "engine.records.analyze_cli",
    "replay": "engine.records.cli",
    "selfplay": "engine.selfplay",
    "train-leaves": "engine.train_leaves",
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in SUBCOMMANDS:
        print("usage: python -m engine {" + ",".join(SUBCOMMANDS) + "} ...", file=sys.stderr)
        return 2
    module = importlib.import_module(SUBCOMMANDS[args[0]])
    code: int = module.main(args[1:])
    return code


if __name__ == "__main__":
    raise SystemExit(main())
