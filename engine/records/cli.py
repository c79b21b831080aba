"""``python -m engine replay FILE.gcg [FILE.gcg ...] --variant NAME [--convention C]``

Replays each record with our rules and prints one line per mismatch, then the final
scores.  Exit status: 0 when every record agrees with our rules, 1 on any mismatch,
2 when a file cannot be read or parsed (or the arguments are wrong)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO, cast

from engine.errors import MoveError
from engine.records.gcg import GcgError, decode_gcg, parse_gcg
from engine.records.replay import ConventionChoice, replay
from engine.rules import load_ruleset, ruleset_ids


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m engine replay",
        description="Replay GCG game records with our rules; check every score and total.",
    )
    p.add_argument("files", nargs="+", metavar="FILE.gcg")
    p.add_argument("--variant", default="english",
                   help=f"rule set id (default english): {', '.join(ruleset_ids())}")
    p.add_argument("--convention", default="auto",
                   choices=["auto", "tournament", "publisher", "deduct_only"],
                   help="end-of-game rack convention (default: as the record shows it, "
                        "else tournament)")
    return p


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help and on bad arguments
        return int(exc.code or 0)
    try:
        rules = load_ruleset(args.variant)
    except MoveError:
        print(f"unknown variant {args.variant!r}; known: {', '.join(ruleset_ids())}", file=err)
        return 2
    convention = cast(ConventionChoice, args.convention)
    status = 0
    many = len(args.files) > 1
    for name in args.files:
        if many:
            print(f"== {name}", file=out)
        try:
            text = decode_gcg(Path(name).read_bytes())
            record = parse_gcg(text)
        except OSError as exc:
            print(f"{name}: cannot read: {exc.strerror or exc}", file=err)
            status = 2
            continue
        except UnicodeDecodeError as exc:
            print(f"{name}: not valid UTF-8 although the record says so: {exc}", file=err)
            status = 2
            continue
        except GcgError as exc:
            print(f"{name}: {exc}", file=err)
            status = 2
            continue
        result = replay(record, rules, convention)
        for m in result.mismatches:
            print(m, file=out)
        print(result.final_line(), file=out)
        if result.mismatches and status == 0:
            status = 1
    return status
