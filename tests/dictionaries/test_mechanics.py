"""Mechanics of the lexicon store, filters, Hunspell expansion and loader on small fixtures."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dictionaries
from dictionaries.__main__ import main
from dictionaries.alphabet import Alphabet, alphabet_for, read_tile_letters
from dictionaries.build import filter_entries, read_stoplist, select_words
from dictionaries.hunspell import expand_dictionary, expand_dictionary_marked
from dictionaries.sources import Harvest, Source, SourceMissing, need_hunspell
from dictionaries.store import DawgLexicon, LexiconFormatError, compile_lexicon, read_header
from engine.lexicon import Lexicon, WalkableLexicon

LETTERS = ("A", "B", "Ż", "Ó")
FIXTURE = ["AB", "ABA", "ABBA", "BA", "BAŻ", "ŻÓ", "ŻÓB", "ÓA", "AAAA"]


def make(words: list[str], letters: tuple[str, ...] = LETTERS) -> DawgLexicon:
    return DawgLexicon.from_bytes(compile_lexicon(words, letters, {"language": "test"}))


def walk_set(words: set[str]) -> set[str]:
    return {w[:i] for w in words for i in range(len(w) + 1)}


def test_membership_and_len() -> None:
    lex = make(FIXTURE)
    assert len(lex) == len(FIXTURE)
    for w in FIXTURE:
        assert w in lex
    for w in ["A", "", "ABB", "ABBAA", "ŻÓŁ", "ab", "XYZ", "BAZ"]:
        assert w not in lex
    assert sorted(lex) == sorted(FIXTURE)


def test_follow_is_word_and_edges() -> None:
    lex = make(FIXTURE)
    node = lex.root
    for letter in "ABB":
        node = lex.follow(node, letter)
        assert node >= 0
        assert not lex.is_word(node) or letter == "B"
    assert not lex.is_word(node)  # ABB is only a prefix
    end = lex.follow(node, "A")
    assert lex.is_word(end)
    assert lex.follow(end, "A") == -1
    assert lex.follow(lex.root, "Q") == -1  # not a tile letter
    assert lex.follow(lex.root, "ab") == -1
    assert [letter for letter, _ in lex.edges(lex.root)] == ["A", "B", "Ż", "Ó"]
    ab = lex.walk("AB")
    assert lex.is_word(ab)
    assert sorted(letter for letter, _ in lex.edges(ab)) == ["A", "B"]
    assert list(lex.edges(lex.walk("ÓA"))) == []
    assert lex.walk("ŻX") == -1
    assert lex.has_prefix("ŻÓ") and not lex.has_prefix("ÓÓ")


def test_protocols() -> None:
    lex = make(FIXTURE)
    assert isinstance(lex, Lexicon)
    assert isinstance(lex, WalkableLexicon)


@settings(max_examples=60, deadline=None)
@given(st.sets(st.text(alphabet="ABŻÓ", min_size=1, max_size=7), min_size=1, max_size=60))
def test_walk_matches_a_set(words: set[str]) -> None:
    lex = make(sorted(words))
    prefixes = walk_set(words)
    assert len(lex) == len(words)
    assert set(lex) == words
    # every node reached by a prefix: its edges are exactly the letters that extend it
    stack = [("", lex.root)]
    seen = 0
    while stack:
        prefix, node = stack.pop()
        seen += 1
        assert prefix in prefixes
        assert lex.is_word(node) == (prefix in words)
        assert (prefix in lex) == (prefix in words)
        expected = [c for c in LETTERS if prefix + c in prefixes]
        got = list(lex.edges(node))
        assert [c for c, _ in got] == expected
        for c in LETTERS:
            child = lex.follow(node, c)
            assert (child >= 0) == (prefix + c in prefixes)
        for c, child in got:
            assert lex.follow(node, c) == child
            stack.append((prefix + c, child))
    assert seen == len(prefixes)


def test_compile_rejects_foreign_letters() -> None:
    with pytest.raises(ValueError):
        compile_lexicon(["ABX"], LETTERS, {})


def test_bad_file_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(LexiconFormatError):
        DawgLexicon.from_bytes(b"not a lexicon")
    path = tmp_path / "x.lex"
    path.write_bytes(compile_lexicon(FIXTURE, LETTERS, {"language": "t", "source": "s"}))
    header = read_header(path)
    assert header["words"] == len(FIXTURE) and header["source"] == "s"


def test_filter_rules() -> None:
    pl = alphabet_for("polish")
    raw = ["żółw", "Żółw", "km", "a", "rock-and-roll", "o'clock", "quiz", "kot", "kot", "mAma"]
    assert filter_entries(raw, pl, frozenset({"KM"})) == {"ŻÓŁW", "KOT"}
    assert pl.tile_word("żółw") == "ŻÓŁW"
    assert pl.tile_word("Kot") is None
    assert pl.tile_word("ż") is None


def test_romanian_and_russian_folding() -> None:
    ro = alphabet_for("romanian")
    # comma-below and cedilla forms, breve, circumflex all fold to base letters
    assert ro.tile_word("știință") == "STIINTA"
    assert ro.tile_word("ştiinţă") == "STIINTA"
    assert ro.tile_word("încât") == "INCAT"
    assert ro.tile_word("kilogram") is None  # K has no Romanian tile
    ru = alphabet_for("russian")
    assert ru.tile_word("ёлка") == "ЕЛКА"
    assert ru.normalize(" Ёж ") == "ЕЖ"
    assert "Ё" not in ru.letters


def test_tile_sets() -> None:
    assert set(read_tile_letters("literaki")) == set(read_tile_letters("polish"))
    assert len(read_tile_letters("slovak")) == 41
    assert "?" not in read_tile_letters("english")
    with pytest.raises(ValueError):
        Alphabet(("ab",))


def test_stoplist_reading(tmp_path: Path) -> None:
    (tmp_path / "polish.txt").write_text("# comment\nkm  # kilometre\nHTTP\n\n", "utf-8")
    assert read_stoplist("polish", tmp_path) == {"KM", "HTTP"}
    assert read_stoplist("english", tmp_path) == frozenset()
    # several entries a line, apart by spaces (the long lists of put-back words)
    (tmp_path / "slovak.txt").write_text("km  cm\tmm # units\n  ha\n", "utf-8")
    assert read_stoplist("slovak", tmp_path) == {"KM", "CM", "MM", "HA"}


AFF = """SET UTF-8
PFX N Y 1
PFX N 0 ne .
SFX S Y 2
SFX S 0 y [^y]
SFX S a ami a
SFX T N 1
SFX T 0 ík .
"""
DIC = """4
kot/SN
ryba/S
dom/T
Praha/S
"""


def test_hunspell_expansion(tmp_path: Path) -> None:
    (tmp_path / "xx.aff").write_text(AFF, "utf-8")
    (tmp_path / "xx.dic").write_text(DIC, "utf-8")
    forms = set(expand_dictionary(tmp_path / "xx"))
    assert {"kot", "koty", "nekot", "nekoty"} <= forms
    assert {"ryba", "rybay", "rybami"} <= forms
    assert {"dom", "domík"} <= forms
    assert "Praha" in forms  # filtering drops it later, not the expansion
    assert "nedom" not in forms and "kotami" not in forms and "rybami" in forms


def test_hunspell_marked_expansion(tmp_path: Path) -> None:
    # a policy that excludes one suffix rule: only the forms it makes are marked, also
    # when a prefix is crossed with it
    (tmp_path / "xx.aff").write_text(AFF, "utf-8")
    (tmp_path / "xx.dic").write_text(DIC, "utf-8")

    def plural_y(flag: str, affix: object, word: str) -> str | None:
        if flag == "S" and getattr(affix, "add", "") == "y" and word != "ryba":
            return "y"
        return None

    marked = set(expand_dictionary_marked(tmp_path / "xx", plural_y))
    assert {("koty", "y"), ("nekoty", "y"), ("rybay", None)} <= marked
    assert {("kot", None), ("nekot", None), ("rybami", None), ("domík", None)} <= marked
    assert {form for form, _ in marked} == set(expand_dictionary(tmp_path / "xx"))


def test_hunspell_source_without_spylls_says_how_to_install(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # spylls is a build extra: without it a Hunspell source is "missing", with the
    # command that installs it, not an ImportError from inside the expansion.
    (tmp_path / "xx.aff").write_text(AFF, "utf-8")
    (tmp_path / "xx.dic").write_text(DIC, "utf-8")
    source = Source("xx", "test", "spylls", "pypi", "MIT", tmp_path / "xx.dic")
    monkeypatch.setitem(sys.modules, "spylls", None)  # what an uninstalled module looks like
    with pytest.raises(SourceMissing, match="spylls is needed"):
        need_hunspell(source)


def test_select_words_counts_each_rule(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A rule's words that another entry keeps are not counted as dropped; the stop list is
    # counted first; additions win over every rule; a variant adds its extra entries.
    got = Harvest(
        kept=["kot", "pies", "km", "Kraków"],
        excluded={"clipped": ["koto", "pies", "psu"], "names": ["kraków", "ala"]},
        variants={"polish-names": ["kraków", "ala", "km"]},
    )
    monkeypatch.setattr("dictionaries.build.harvest", lambda language: got)
    (tmp_path / "polish.txt").write_text("km\n", "utf-8")
    monkeypatch.setattr("dictionaries.build.STOPLIST_DIR", tmp_path)
    adds = tmp_path / "adds"
    adds.mkdir()
    (adds / "polish.txt").write_text("psu  # a reason\n", "utf-8")
    monkeypatch.setattr("dictionaries.build.ADDITIONS_DIR", adds)
    sel = select_words("polish")
    assert sel.words == {"KOT", "PIES", "PSU"}
    assert sel.dropped == {
        "stop list (stoplists/polish.txt)": {"KM"},
        "clipped": {"KOTO"},
        "names": {"KRAKÓW", "ALA"},
    }
    assert sel.variants == {"polish-names": {"KOT", "PIES", "PSU", "KRAKÓW", "ALA"}}
    # a variant's own stop list is counted as a rule of its own
    monkeypatch.setitem(dictionaries.build.VARIANTS, "polish-names", "polish")
    (tmp_path / "polish-names.txt").write_text("ala\n", "utf-8")
    sel = select_words("polish")
    assert sel.dropped["stop list (stoplists/polish-names.txt)"] == {"ALA"}
    assert sel.variants == {"polish-names": {"KOT", "PIES", "PSU", "KRAKÓW"}}
    # and it wins over the language's additions (issue 25: a diminutive the Erudit list
    # puts back, which home Erudit refuses)
    (tmp_path / "polish-names.txt").write_text("ala psu\n", "utf-8")
    sel = select_words("polish")
    assert "PSU" in sel.words
    assert sel.dropped["stop list (stoplists/polish-names.txt)"] == {"ALA", "PSU"}
    assert sel.variants == {"polish-names": {"KOT", "PIES", "KRAKÓW"}}


def test_load_missing_and_cache(tmp_path: Path) -> None:
    dictionaries.clear_cache()
    with pytest.raises(dictionaries.LexiconMissing) as info:
        dictionaries.load("polish", tmp_path)
    assert "python -m dictionaries build polish" in str(info.value)
    with pytest.raises(KeyError):
        dictionaries.load("klingon")
    path = tmp_path / "polish.lex"
    path.write_bytes(compile_lexicon(["ŻÓŁW", "KOT"], alphabet_for("polish").letters, {}))
    results: list[DawgLexicon] = []
    threads = [
        threading.Thread(target=lambda: results.append(dictionaries.load("polish", tmp_path)))
        for _ in range(8)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 8 and all(r is results[0] for r in results)
    lex = dictionaries.lexicon_for_ruleset("literaki", tmp_path)
    assert lex is results[0]
    assert lex.normalize("żółw") in lex and "KOTY" not in lex
    dictionaries.clear_cache()


def test_ruleset_mapping() -> None:
    assert dictionaries.ruleset_lexicons() == {
        "english": "english",
        "polish": "polish",
        "literaki": "polish",
        "erudit": "russian",
        "erudit-home": "russian-home",
        "bulgarian": "bulgarian",
        "slovak": "slovak",
        "romanian": "romanian",
    }
    # every lexicon is some rule set's, but the house rule's (named by the rule set)
    assert set(dictionaries.ruleset_lexicons().values()) == (
        set(dictionaries.LEXICONS) - {"bulgarian-proper"}
    )
    with pytest.raises(KeyError):
        dictionaries.lexicon_for_ruleset("chess")


def test_cli_rejects_unknown_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["build", "klingon"]) == 2
    assert "unknown language" in capsys.readouterr().err


def test_build_output_names_each_rule_and_stage(capsys: pytest.CaptureFixture[str]) -> None:
    from dictionaries.__main__ import Progress, report_lines
    from dictionaries.build import BuildResult

    progress = Progress(["romanian"], live=False)  # not a terminal: one line per stage
    progress.stage("romanian", "reading source")
    progress.done("romanian", "10 words, 1.0 s")
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("  romanian: reading source (") and out[1] == (
        "  romanian: 10 words, 1.0 s"
    )
    r = BuildResult(
        "romanian", 1_350_593, 12.0, 2_700_000, Path("x.lex"),
        {"stop list (stoplists/romanian.txt)": 57, "clitic-host forms": 66_940},
        {"romanian-extra": (9, 100)},
    )
    lines = report_lines(r)
    assert "1,350,593 words" in lines[0]
    assert lines[1:] == [
        "    romanian: 57 dropped: stop list (stoplists/romanian.txt)",
        "    romanian: 66,940 dropped: clitic-host forms",
        "    romanian-extra: 9 words, 0.0 MB",
    ]


def test_report_section_counts_and_samples(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from dictionaries.__main__ import report_section

    got = Harvest(
        kept=[f"k{'a' * i}" for i in range(1, 41)],
        excluded={"clipped forms": ["trenu", "pomu"]},
        variants={"polish-names": ["kraków"]},
    )
    monkeypatch.setattr("dictionaries.build.harvest", lambda language: got)
    monkeypatch.setattr("dictionaries.build.STOPLIST_DIR", tmp_path)
    monkeypatch.setattr("dictionaries.build.ADDITIONS_DIR", tmp_path)
    text = report_section("polish", seed=1)
    assert "40 words kept." in text
    assert "| clipped forms | 2 |" in text and "| stop list (stoplists/polish.txt) | 0 |" in text
    assert "Dropped by clipped forms, 2 at random:\n\npomu trenu" in text
    assert "Kept, 30 at random:" in text and "Added by the variant `polish-names`" in text
    assert text.split("Kept, 30 at random:\n\n")[1].split("\n")[0].count(" ") == 29
    assert report_section("polish", seed=1) == text  # seeded: the same samples again


def test_perfective_participles_by_their_imperfective_partner() -> None:
    from dictionaries.sources import perfective_participles

    words = frozenset([
        "изчисля", "изчислявам", "изчислящ", "изчислящият", "изчисле", "изчислеше",
        "изчислейки",  # perfective: dropped
        "изпълня", "изпълням", "изпълнявам", "изпълнящ",  # изпълням is imperfective: kept
        "парвам", "парещ",  # unprefixed (паря is imperfective): kept
        "настоящ", "настоящия", "настоявам",  # attested in text: kept
        "предвидя", "предвиждам", "предвидящ",  # perfective, by the д/жд alternation
        "съдържащ",  # no partner: kept
        "струйки", "струвам",  # a noun: its verb has no imperfect струше
    ])
    got = perfective_participles(words, {"настоящия"}.__contains__)
    assert got == {"изчислящ", "изчислящият", "изчислейки", "предвидящ"}
