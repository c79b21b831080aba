"""``python -m engine replay FILE.gcg|DIR [...] [--variant NAME] [--convention C]``

Replays each record with our rules and prints one line per mismatch, then the final
scores.  The rules are the ones the record names (``engine.records.pragmas``) unless
``--variant`` says otherwise; a header line that contradicts it gives a warning line.  A
directory stands for the ``*.gcg`` files in it.  A file that cannot be read does not stop
the run: the next file is replayed.  The exit status says what went wrong (the codes add
up when a run meets several; see ``EXIT_CODES``)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TextIO, cast

from engine.errors import MoveError
from engine.records.gcg import GcgError, decode_gcg, parse_gcg
from engine.records.pragmas import record_rules
from engine.records.replay import ConventionChoice, replay
from engine.rules import load_ruleset, ruleset_ids

OK = 0
MISMATCH = 1  # a record disagrees with our rules
UNREADABLE = 2  # a file cannot be read or parsed (also: bad arguments, as argparse)
FAILED = 4  # our replay itself failed on a record: a bug to report

EXIT_CODES = f"""exit status:
  {OK}  every record agrees with our rules
  {MISMATCH}  some record disagrees with our rules (its mismatch lines are printed)
  {UNREADABLE}  some file could not be read or parsed as a GCG record (or bad arguments)
  {MISMATCH | UNREADABLE}  both of the above, in different files
  +{FAILED} the replay itself failed on some record (a bug in this program)"""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m engine replay",
        description="Replay GCG game records with our rules; check every score and total.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("files", nargs="+", metavar="FILE.gcg|DIR",
                   help="records, or directories whose *.gcg files (sub-folders too) are "
                        "replayed")
    p.add_argument("--variant", default=None,
                   help=f"rule set id: {', '.join(ruleset_ids())} (default: the one the "
                        "record's #rules, #tile-distribution, #lexicon and #game-type lines "
                        "name, with the house rules its #rules line gives; else english)")
    p.add_argument("--convention", default="auto",
                   choices=["auto", "tournament", "publisher", "deduct_only"],
                   help="end-of-game rack convention (default: as the record shows it, "
                        "else tournament)")
    return p


def _expand(names: list[str]) -> tuple[list[str], list[str]]:
    """Each directory replaced by the ``*.gcg`` files in it and its sub-folders, in path
    order; and the directories that hold none."""
    out: list[str] = []
    empty: list[str] = []
    for name in names:
        path = Path(name)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.gcg") if p.is_file())
            if not found:
                empty.append(name)
            out.extend(str(p) for p in found)
        else:
            out.append(name)
    return out, empty


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:  # argparse writes its help and errors to the process's streams: ours here
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help and on bad arguments
        return int(exc.code or 0)
    try:
        if args.variant is not None:
            load_ruleset(args.variant)
    except MoveError:
        print(f"unknown variant {args.variant!r}; known: {', '.join(ruleset_ids())}", file=err)
        return UNREADABLE
    convention = cast(ConventionChoice, args.convention)
    status = OK
    files, empty = _expand(args.files)
    for name in empty:
        print(f"{name}: no GCG record (*.gcg) in it or its sub-folders", file=err)
        status |= UNREADABLE
    many = len(files) > 1 or len(files) != len(args.files) - len(empty)
    for name in files:
        if many:
            print(f"== {name}", file=out)
        try:
            text = decode_gcg(Path(name).read_bytes())
            record = parse_gcg(text)
        except OSError as exc:
            print(f"{name}: cannot read: {exc.strerror or exc}", file=err)
            status |= UNREADABLE
            continue
        except UnicodeDecodeError as exc:
            print(f"{name}: not valid {exc.encoding} although the record says so: byte "
                  f"{exc.start + 1} ({exc.reason})", file=err)
            status |= UNREADABLE
            continue
        except GcgError as exc:
            print(f"{name}: {exc}", file=err)
            status |= UNREADABLE
            continue
        chosen = record_rules(record, args.variant)
        for warning in chosen.warnings:
            print(f"warning: {warning}", file=out)
        try:
            result = replay(record, chosen.rules, convention)
        except Exception as exc:  # one record's failure must not end the run
            print(f"{name}: the replay failed (a bug, please report it): "
                  f"{type(exc).__name__}: {exc}", file=err)
            status |= FAILED
            continue
        for m in result.mismatches:
            print(m, file=out)
        print(result.final_line(), file=out)
        if result.mismatches:
            status |= MISMATCH
    return status
