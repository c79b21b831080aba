"""Command line: ``python -m dictionaries build|check|info|report|sample``."""

from __future__ import annotations

import argparse
import functools
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from dictionaries import LANGUAGES, LEXICONS, LexiconMissing, load
from dictionaries.build import (
    BuildResult,
    build_language,
    compiled_path,
    inputs_digest,
    language_of,
    select_words,
    variants_of,
)
from dictionaries.own import OwnListError, build_own
from dictionaries.quality import (
    GOAL_INVALID,
    GOAL_RECALL,
    GOAL_SAMPLE,
    GOAL_VALID,
    RECALL_TOP,
    TABLE_HEAD,
    JudgedFormatError,
    Quality,
    frequent_words,
    judged_path,
    measure,
    quality_section,
    read_judged,
    recall_rules,
    sample_file,
    summary_row,
)
from dictionaries.sources import SOURCES, SourceMissing
from dictionaries.store import FORMAT_VERSION, LexiconFormatError, read_header


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def _up_to_date(lang: str) -> bool:
    """Whether the compiled files of a language (and its variants) exist, are of the
    current format and were built from the current policy, stop list and additions."""
    try:
        for name in (lang, *variants_of(lang)):
            header = read_header(compiled_path(name))
            if header.get("format") != FORMAT_VERSION or header.get("inputs") != (
                inputs_digest(lang)
            ):
                return False
        return True
    except (OSError, ValueError, LexiconFormatError):
        return False


#: the stages a build reports, in order (``build.build_language``'s ``stage`` calls)
STAGES = ("reading source", "filtering", "compiling")


class Progress:
    """A live display of each language's build stage: one tqdm bar per language on a
    terminal, one line per stage otherwise (CI logs, pipes)."""

    def __init__(self, langs: list[str], live: bool) -> None:
        self.bars: dict[str, Any] = {}
        self.live = live
        self.start = time.perf_counter()
        if live:
            from tqdm import tqdm  # type: ignore[import-untyped]  # no types without types-tqdm

            for i, lang in enumerate(langs):
                total = len(STAGES) + len(variants_of(lang))
                self.bars[lang] = tqdm(
                    total=total, desc=f"{lang:<9}", position=i, leave=True, file=sys.stdout,
                    bar_format="{desc} {bar:20} {n_fmt}/{total_fmt} [{elapsed}]{postfix}",
                )
                self.bars[lang].set_postfix_str("waiting")

    def stage(self, lang: str, stage: str) -> None:
        if self.live:
            bar = self.bars[lang]
            if bar.postfix != "waiting":
                bar.update(1)
            bar.set_postfix_str(stage)
        else:
            print(f"  {lang}: {stage} ({time.perf_counter() - self.start:.0f} s)", flush=True)

    def done(self, lang: str, summary: str) -> None:
        if self.live:
            bar = self.bars[lang]
            bar.update(bar.total - bar.n)
            bar.set_postfix_str(summary)
        else:
            print(f"  {lang}: {summary}", flush=True)

    def close(self) -> None:
        for bar in self.bars.values():
            bar.close()


def _stage_to_queue(queue: Any, lang: str) -> Callable[[str], None]:
    return functools.partial(_put, queue, lang)


def _put(queue: Any, lang: str, stage: str) -> None:
    queue.put((lang, stage))


def _build_reporting(lang: str, queue: Any) -> BuildResult:
    return build_language(lang, stage=_stage_to_queue(queue, lang))


def report_lines(r: BuildResult) -> list[str]:
    """The build's summary of one language: words, size, time, then each exclusion rule's
    count and each variant ("romanian: 48,120 clitic-host forms ... dropped")."""
    lines = [
        f"  {r.language:<9} {r.words:>9,} words  {_mb(r.size):>8}  {r.seconds:6.1f} s"
    ]
    for rule, n in r.dropped.items():
        lines.append(f"    {r.language}: {n:,} dropped: {rule}")
    for name, (words, size) in r.variants.items():
        lines.append(f"    {name}: {words:,} words, {_mb(size)}")
    return lines


def cmd_build_own(args: argparse.Namespace) -> int:
    """``build --from FILE NAME [--language L]``: an operator's own word list."""
    if len(args.languages) != 1:
        print("usage: python -m dictionaries build --from FILE NAME [--language LANG]",
              file=sys.stderr)
        return 2
    try:
        r = build_own(Path(args.from_file), args.languages[0], args.language)
    except OwnListError as e:
        print(f"dictionaries: {e}", file=sys.stderr)
        return 2
    print(f"dictionaries: {r.name} ({r.language}): {r.words:,} words from {r.entries:,} "
          f"entries of {args.from_file} ({r.entries - r.words:,} dropped: not two or more "
          f"{r.language} tile letters, or repeated) -> {r.path}; a game plays it with the "
          f"house rule words={r.name}")
    return 0


def cmd_build(args: argparse.Namespace) -> int:
    if args.from_file:
        return cmd_build_own(args)
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
    results: list[BuildResult] = []
    progress = Progress(langs, live=sys.stdout.isatty() and not args.plain)
    with multiprocessing.Manager() as manager, ProcessPoolExecutor(max_workers=jobs) as pool:
        queue = manager.Queue()
        futures = {pool.submit(_build_reporting, lang, queue): lang for lang in langs}
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            while not queue.empty():
                progress.stage(*queue.get())
            for future in finished:
                lang = futures[future]
                try:
                    r: BuildResult = future.result()
                except SourceMissing as e:
                    progress.done(lang, "source missing")
                    print(f"  {lang}: source missing: {e}", file=sys.stderr)
                    failures += 1
                    continue
                results.append(r)
                progress.done(lang, f"{r.words:,} words, {r.seconds:.1f} s")
    progress.close()
    for r in sorted(results, key=lambda r: order.index(r.language)):
        print("\n".join(report_lines(r)), flush=True)
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
        for name in variants_of(lang):
            vpath = compiled_path(name)
            if vpath.exists():
                words = read_header(vpath)["words"]
                print(f"    variant: {name}: {words:,} words, {_mb(vpath.stat().st_size)}")
            else:
                print(f"    variant: {name}: not built")
    return 0


REPORT_PATH = Path(__file__).resolve().parent.parent / "docs" / "lexicon-report.md"


def _sample(words: set[str], n: int, rng: random.Random) -> list[str]:
    pool = sorted(words)
    return sorted(rng.sample(pool, min(n, len(pool))))


def report_section(lang: str, seed: int, n: int = 30) -> str:
    """One language's part of ``docs/lexicon-report.md``: words per rule, and samples of
    dropped and kept words (``seed`` makes them repeatable)."""
    sel = select_words(lang)
    rng = random.Random(f"{seed}:{lang}")
    lines = [f"## {lang}", "", f"{len(sel.words):,} words kept.", ""]
    lines += ["| exclusion rule | words dropped |", "|---|---|"]
    lines += [f"| {rule} | {len(words):,} |" for rule, words in sel.dropped.items()]
    for name, words in sel.variants.items():
        lines.append(f"| (variant `{name}`: {len(words):,} words) | |")
    for rule, words in sel.dropped.items():
        if words:
            lines += ["", f"Dropped by {rule}, {min(n, len(words))} at random:", ""]
            lines.append(" ".join(w.lower() for w in _sample(words, n, rng)))
    lines += ["", f"Kept, {n} at random:", ""]
    lines.append(" ".join(w.lower() for w in _sample(sel.words, n, rng)))
    for name, words in sel.variants.items():
        extra = words - sel.words
        lines += ["", f"Added by the variant `{name}`, {min(n, len(extra))} at random:", ""]
        lines.append(" ".join(w.lower() for w in _sample(extra, n, rng)))
    lines.append("")
    return "\n".join(lines)


def _quality(lexicon: str, frequent: dict[str, list[str]]) -> Quality:
    lex = load(lexicon)
    lang = language_of(lexicon)
    if lang not in frequent:
        frequent[lang] = frequent_words(lang)
    return measure(lexicon, lex, frequent[lang], recall_rules(lexicon, lex, frequent[lang]))


def cmd_report(args: argparse.Namespace) -> int:
    lexicons: list[str] = args.lexicons or list(LEXICONS)
    for name in lexicons:
        if name not in LEXICONS:
            print(f"unknown lexicon {name!r}; known: {' '.join(LEXICONS)}", file=sys.stderr)
            return 2
    frequent: dict[str, list[str]] = {}
    try:
        qualities = [_quality(name, frequent) for name in lexicons]
    except (LexiconMissing, JudgedFormatError) as e:
        print(e, file=sys.stderr)
        return 2
    table = [*TABLE_HEAD, *(summary_row(q) for q in qualities)]
    print("\n".join(table))
    for q in qualities:
        if q.precision is not None and q.precision.stale:
            print(f"{q.lexicon}: judged sample stale ({len(q.precision.gone)} words gone: "
                  f"{' '.join(q.precision.gone[:10])}...); draw a new one with "
                  f"`python -m dictionaries sample {q.lexicon}`")
        print(f"{q.lexicon}: {len(q.recall.misses)} misses: "
              + " ".join(w.lower() for w in q.recall.misses))
    if args.lexicons and args.out is None:
        return 0  # a partial run prints; the report file covers every lexicon
    langs = list(dict.fromkeys(language_of(name) for name in lexicons))
    jobs = max(1, min(args.jobs or os.cpu_count() or 1, len(langs)))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        sections = list(pool.map(functools.partial(report_section, seed=args.seed), langs))
    head = [
        "# Lexicon report",
        "",
        f"Generated by `python -m dictionaries report --seed {args.seed}` from the compiled",
        "lexicons, the judged files in `dictionaries/judged/` and the installed sources, under",
        "the conventions of `dictionaries/README.md` (\"Measuring a lexicon\").",
        "",
        "## Precision and recall",
        "",
        f"Goal (issue 25): on at least {GOAL_SAMPLE} judged random words, at least "
        f"{100 * GOAL_VALID:.0f}% valid and at most {100 * GOAL_INVALID:.0f}% invalid; recall "
        f"at least {100 * GOAL_RECALL:.1f}% of the expected words among wordfreq's top "
        f"{RECALL_TOP:,}.",
        "",
        *table,
        "",
        "\n".join(quality_section(q) for q in qualities),
        "# Exclusion rules of the build",
        "",
        "Per language, how many words each exclusion rule dropped (rules in the order they",
        "apply; a word counts under the first rule that drops it), up to 30 words each rule",
        "dropped and 30 kept words drawn at random, so that a reader can judge the rules.",
        "",
    ]
    out = Path(args.out or REPORT_PATH)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(head) + "\n" + "\n".join(sections), encoding="utf-8")
    print(f"dictionaries: report written to {out}")
    return 0


def cmd_sample(args: argparse.Namespace) -> int:
    try:
        lex = load(args.lexicon)
    except LexiconMissing as e:
        print(e, file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else judged_path(args.lexicon)
    previous = None
    if out.exists():
        try:
            previous = read_judged(out)
        except JudgedFormatError as e:
            print(e, file=sys.stderr)
            return 2
    out.parent.mkdir(parents=True, exist_ok=True)
    text = sample_file(args.lexicon, lex, args.n, args.seed, previous)
    out.write_text(text, encoding="utf-8")
    todo = sum(1 for line in text.splitlines()[2:] if "\t" not in line)
    print(f"dictionaries: {args.n} words of {args.lexicon} (seed {args.seed}) written to "
          f"{out}; {todo} to judge")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dictionaries", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build compiled lexicons from their sources")
    b.add_argument("languages", nargs="*", metavar="LANG", help=f"of {', '.join(LANGUAGES)}")
    b.add_argument("--if-missing", action="store_true", help="only those not built yet")
    b.add_argument("--jobs", "-j", type=int, default=None, help="parallel builds (default: cores)")
    b.add_argument("--plain", action="store_true", help="one line per stage, no live bars")
    b.add_argument("--from", dest="from_file", metavar="FILE", default=None,
                   help="build the own lexicon NAME (the one argument) from a word-list file")
    b.add_argument("--language", default="english", choices=LANGUAGES,
                   help="the language of --from's list (default english)")
    b.set_defaults(func=cmd_build)
    c = sub.add_parser("check", help="say whether words are in a lexicon")
    c.add_argument("language", choices=LEXICONS, metavar="LEXICON")
    c.add_argument("words", nargs="+", metavar="WORD")
    c.set_defaults(func=cmd_check)
    r = sub.add_parser("report", help="precision, recall, counts per exclusion rule")
    r.add_argument("lexicons", nargs="*", metavar="LEXICON",
                   help=f"of {', '.join(LEXICONS)} (default all, and write the report file)")
    r.add_argument("--seed", type=int, default=12, help="seed of the rules' random samples")
    r.add_argument("--out", default=None, help="default: docs/lexicon-report.md")
    r.add_argument("--jobs", "-j", type=int, default=None, help="languages in parallel")
    r.set_defaults(func=cmd_report)
    s = sub.add_parser("sample", help="draw a random sample of a lexicon to judge")
    s.add_argument("lexicon", choices=LEXICONS, metavar="LEXICON")
    s.add_argument("--n", type=int, default=GOAL_SAMPLE, help="words (default 300)")
    s.add_argument("--seed", type=int, default=1, help="seed of the draw")
    s.add_argument("--out", default=None, help="default: dictionaries/judged/LEXICON.tsv")
    s.set_defaults(func=cmd_sample)
    i = sub.add_parser("info", help="source, licence, word count and file size per language")
    i.set_defaults(func=cmd_info)
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
