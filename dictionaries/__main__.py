"""Command line: ``python -m dictionaries build|check|info``."""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from dictionaries import LANGUAGES, LexiconMissing, load
from dictionaries.build import BuildResult, build_language, compiled_path, inputs_digest
from dictionaries.sources import SOURCES, SourceMissing
from dictionaries.store import FORMAT_VERSION, LexiconFormatError, read_header


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def _up_to_date(lang: str) -> bool:
    """Whether the compiled file exists, is of the current format and was built from the
    current stop list and additions."""
    try:
        header = read_header(compiled_path(lang))
        return header.get("format") == FORMAT_VERSION and header.get("inputs") == (
            inputs_digest(lang)
        )
    except (OSError, ValueError, LexiconFormatError):
        return False


def cmd_build(args: argparse.Namespace) -> int:
    langs: list[str] = args.languages or list(LANGUAGES)
    for lang in langs:
        if lang not in LANGUAGES:
            print(f"unknown language {lang!r}; known: {' '.join(LANGUAGES)}", file=sys.stderr)
            return 2
    if args.if_missing:
        langs = [lang for lang in langs if not _up_to_date(lang)]
        if not langs:
            print("dictionaries: all lexicons present")
            return 0
    order = ["polish", "slovak", "romanian", "bulgarian", "russian", "english"]
    langs.sort(key=order.index)
    jobs = max(1, min(args.jobs or os.cpu_count() or 1, len(langs)))
    print(f"dictionaries: building {' '.join(langs)} ({jobs} in parallel)", flush=True)
    start = time.perf_counter()
    failures = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {lang: pool.submit(build_language, lang) for lang in langs}
        for lang, future in futures.items():
            try:
                r: BuildResult = future.result()
            except SourceMissing as e:
                print(f"  {lang}: source missing: {e}", file=sys.stderr)
                failures += 1
                continue
            print(
                f"  {lang:<9} {r.words:>9,} words  {_mb(r.size):>8}  {r.seconds:6.1f} s",
                flush=True,
            )
    print(f"dictionaries: done in {time.perf_counter() - start:.1f} s")
    return 1 if failures else 0


def cmd_check(args: argparse.Namespace) -> int:
    try:
        lex = load(args.language)
    except LexiconMissing as e:
        print(e, file=sys.stderr)
        return 2
    ok = True
    for raw in args.words:
        word = lex.normalize(raw)
        valid = word in lex
        ok = ok and valid
        print(f"{raw} {'valid' if valid else 'invalid'}")
    return 0 if ok else 1


def cmd_info(args: argparse.Namespace) -> int:
    for lang in LANGUAGES:
        source = SOURCES[lang]
        path = compiled_path(lang)
        if path.exists():
            header = read_header(path)
            status = f"{header['words']:,} words, {_mb(path.stat().st_size)} ({path.name})"
        else:
            status = "not built (python -m dictionaries build " + lang + ")"
        print(f"{lang}: {status}")
        print(f"    source:  {source.description} [{source.kind} {source.package}]")
        print(f"    licence: {source.licence}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dictionaries", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build compiled lexicons from their sources")
    b.add_argument("languages", nargs="*", metavar="LANG", help=f"of {', '.join(LANGUAGES)}")
    b.add_argument("--if-missing", action="store_true", help="only those not built yet")
    b.add_argument("--jobs", "-j", type=int, default=None, help="parallel builds (default: cores)")
    b.set_defaults(func=cmd_build)
    c = sub.add_parser("check", help="say whether words are in a lexicon")
    c.add_argument("language", choices=LANGUAGES, metavar="LANG")
    c.add_argument("words", nargs="+", metavar="WORD")
    c.set_defaults(func=cmd_check)
    i = sub.add_parser("info", help="source, licence, word count and file size per language")
    i.set_defaults(func=cmd_info)
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
