"""The measurement of issue 25 (judged samples, recall, the report's lines) on small data
the tests write: the code is checked, not the real judgments."""

from __future__ import annotations

from pathlib import Path

import pytest

from dictionaries.quality import (
    JudgedFormatError,
    bare_spelling,
    careless_spellings,
    draw_sample,
    exclusions_path,
    judged_path,
    lexicon_digest,
    measure,
    measure_precision,
    measure_recall,
    misaccented,
    quality_section,
    read_judged,
    sample_file,
    summary_row,
)
from dictionaries.store import DawgLexicon, compile_lexicon

LETTERS = tuple("ABCDEGIKLMNORST")
WORDS = ["CAT", "DOG", "BIRD", "LION", "MICE", "RAT", "BAT", "COD", "EMIT", "KITE", "TIDE",
         "NOTE", "MOLE", "LIME", "STAR"]


def lexicon(words: list[str] = WORDS) -> DawgLexicon:
    return DawgLexicon.from_bytes(compile_lexicon(words, LETTERS, {"language": "test"}))


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_sample_is_seeded_distinct_and_from_the_lexicon() -> None:
    lex = lexicon()
    a = draw_sample(lex, 6, seed=3)
    assert a == draw_sample(lex, 6, seed=3)
    assert len(set(a)) == 6 and all(w in lex for w in a)
    assert a != draw_sample(lex, 6, seed=4)
    assert sorted(draw_sample(lex, 99, seed=3)) == sorted(WORDS)  # at most the whole list


def test_a_new_sample_keeps_the_verdicts_of_words_judged_before(tmp_path: Path) -> None:
    lex = lexicon()
    first = write(tmp_path / "x.tsv", sample_file("x", lex, 15, 1))
    rows = read_judged(first).rows
    assert len(rows) == 15 and all(not j.verdict for j in rows)
    assert read_judged(first).meta == {"lexicon": "x", "seed": "1",
                                       "lexicon-digest": lexicon_digest(lex)}
    judged = "\n".join(f"{j.word}\tvalid\tseen" if j.word == "cat" else j.word for j in rows)
    write(first, "word\tverdict\treason\n" + judged + "\n")
    again = read_judged(write(tmp_path / "y.tsv",
                              sample_file("x", lex, 15, 2, read_judged(first))))
    assert again.verdicts()["cat"] == "valid" and again.meta["seed"] == "2"


@pytest.mark.parametrize("text, error", [
    ("word\tverdict\nx\tvalid\n", "header"),
    ("word\tverdict\treason\ncat\tgood\t\n", "verdict 'good'"),
    ("word\tverdict\treason\ncat\tvalid\t\ncat\tinvalid\t\n", "twice"),
])
def test_a_malformed_judged_file_is_refused_with_its_line(
    tmp_path: Path, text: str, error: str
) -> None:
    with pytest.raises(JudgedFormatError, match=error):
        read_judged(write(tmp_path / "bad.tsv", text))


def judged(tmp_path: Path, rows: list[str], seed: str = "7") -> Path:
    return write(tmp_path / "s.tsv", f"# seed={seed} lexicon-digest=0\nword\tverdict\treason\n"
                 + "\n".join(rows) + "\n")


def test_precision_counts_each_verdict(tmp_path: Path) -> None:
    path = judged(tmp_path, ["cat\tvalid", "dog\tvalid\t", "bird\tdubious\trare",
                             "mice\tinvalid\tnot a form", "kite"])
    p = measure_precision("x", lexicon(), read_judged(path))
    assert p.counts == {"valid": 2, "dubious": 1, "invalid": 1} and p.unjudged == ["kite"]
    assert not p.stale and not p.measured and not p.meets_goal
    path.replace(judged_path("x", tmp_path))
    q = measure("x", lexicon(), [], [], tmp_path)
    assert "1 of 5 words not judged yet" in summary_row(q)
    section = quality_section(q)
    assert "- `mice`: not a form" in section and "- `bird`: rare" in section
    assert "no judged sample" in summary_row(measure("x", lexicon(), [], [], tmp_path / "no"))


def test_a_stale_sample_gives_no_figure_and_says_how_to_draw_a_new_one(tmp_path: Path) -> None:
    rows = [f"{w.lower()}\tvalid" for w in WORDS[:10]] + ["zzz\tinvalid\tgone"]
    path = judged(tmp_path, rows)
    path.replace(judged_path("x", tmp_path))
    q = measure("x", lexicon(), [], [], tmp_path)
    assert q.precision is not None and q.precision.stale and q.precision.gone == ["zzz"]
    assert not q.precision.meets_goal
    assert "**stale**: 1 of 11 judged words gone" in summary_row(q)
    assert "valid" not in summary_row(q).split("gone")[1]  # no share computed on it
    assert "python -m dictionaries sample x --n 300 --seed 8" in quality_section(q)


def test_precision_goal_needs_300_words_97_percent_valid_and_1_percent_invalid(
    tmp_path: Path,
) -> None:
    words = [f"w{i}" for i in range(300)]
    lex = DawgLexicon.from_bytes(compile_lexicon(
        [w.upper() for w in words], tuple("W0123456789"), {"language": "test"}))

    def goal(invalid: int, dubious: int, n: int = 300) -> bool:
        verdicts = ["invalid"] * invalid + ["dubious"] * dubious
        verdicts += ["valid"] * (n - len(verdicts))
        rows = [f"{w}\t{v}" for w, v in zip(words, verdicts, strict=False)]
        return measure_precision("x", lex, read_judged(judged(tmp_path, rows))).meets_goal

    assert goal(invalid=3, dubious=6)  # 97% valid, 1% invalid
    assert not goal(invalid=4, dubious=0)  # 1.3% invalid
    assert not goal(invalid=0, dubious=10)  # 96.7% valid
    assert not goal(invalid=0, dubious=0, n=299)  # too few words


def test_recall_applies_rules_then_the_judged_exclusions(tmp_path: Path) -> None:
    lex = lexicon()
    frequent = ["cat", "dog", "x", "café", "bat", "Cat", "mole", "london", "ok", "toe",
                "zebra", "kite"]
    rules = [("one letter", lambda w: len(w) < 2),
             ("names", {"LONDON", "OK"}.__contains__)]
    path = write(tmp_path / "e.tsv", "word\tverdict\treason\n"
                 "zebra\texcluded\tforeign letter pair\nok\texpected\tan interjection\n"
                 "gone\texcluded\tno longer frequent\n")
    r = measure_recall("x", lex, frequent, rules, read_judged(path, ("excluded", "expected")))
    assert r.dropped == {"one letter": ["X"], "names": ["LONDON"]}
    assert [j.word for j in r.excluded] == ["zebra"] and [j.word for j in r.restored] == ["ok"]
    # café has a letter outside this lexicon's letters but no rule here drops it
    assert r.expected == ["CAT", "DOG", "CAFÉ", "BAT", "MOLE", "OK", "TOE", "KITE"]
    assert r.misses == ["CAFÉ", "OK", "TOE"] and r.accepted == 5
    assert r.rate == 5 / 8 and not r.meets_goal and r.unused == ["gone"]
    path.replace(exclusions_path("x", tmp_path))
    section = quality_section(measure("x", lex, frequent, rules, tmp_path))
    assert "Misses (3), most frequent first:\n\ncafé ok toe" in section
    assert "- `ok`: an interjection" in section and "| names | 1 | london |" in section


def test_careless_spellings_are_the_later_bare_forms_of_a_frequent_word() -> None:
    assert bare_spelling("się") == "sie" and bare_spelling("don't") == "dont"
    assert bare_spelling("łódź") == "lodz"
    frequent = ["się", "don't", "sie", "dont", "laska", "łaska", "żółw"]
    # "laska" comes before "łaska": both are words, the more frequent one is kept
    assert careless_spellings(frequent) == {"sie", "dont"}


def test_misaccented_are_unknown_words_spelt_with_other_diacritics_than_a_frequent_one(
) -> None:
    frequent = ["keďže", "kedže", "ďalšie", "ďaľšie", "kedze", "dalsie", "pixel"]
    known = {"keďže", "ďalšie", "pixel"}.__contains__
    # the bare ones are careless_spellings' part; a known word is never a slip
    assert misaccented(frequent, known) == {"kedže", "ďaľšie", "kedze", "dalsie"}
    assert misaccented(frequent, lambda w: True) == frozenset()
