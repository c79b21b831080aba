"""An operator's own word list (issue 25): ``python -m dictionaries build --from FILE
NAME``, chosen per game with the house rule ``words=NAME`` and named by /rules; built
here from a small file the test writes."""

from __future__ import annotations

from pathlib import Path

import pytest

import dictionaries
from bot.service import rule_texts
from bot.service.context import lexicon_key
from bot.service.lexicons import default_lexicons, word_list
from bot.service.options import OptionError, parse_new
from dictionaries.__main__ import main


@pytest.fixture
def compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A compiled-lexicon directory of the test's own, with one own English list."""
    out = tmp_path / "compiled"
    monkeypatch.setattr("dictionaries.build.COMPILED_DIR", out)
    monkeypatch.setattr("dictionaries.own.COMPILED_DIR", out)
    dictionaries.clear_cache()
    source = tmp_path / "club-list.txt"
    source.write_text("# our club's list\nQI\nZA\nCAFÉ\nx\nTWO WORDS\nqi\nKWYJIBO\n",
                      encoding="utf-8")
    assert main(["build", "--from", str(source), "--language", "english", "club"]) == 0
    yield out
    dictionaries.clear_cache()


def test_the_file_becomes_a_lexicon_of_its_language(compiled: Path) -> None:
    assert dictionaries.own_lexicons() == {"club": "english"}
    lex = dictionaries.load("club")
    # upper-case entries are words; accents fold as English folds them; a one-letter
    # entry, a line with a space and a repeat are not words
    assert sorted(lex) == ["CAFE", "KWYJIBO", "QI", "ZA"]
    assert dictionaries.describe("club") == dictionaries.LexiconInfo(
        "club", "club", "club-list.txt", 4)


def test_a_game_plays_it_with_the_house_rule_and_rules_names_it(compiled: Path) -> None:
    opts = parse_new("english words=club")
    assert opts.rules is not None and opts.rules.word_list == "club"
    assert dictionaries.lexicon_name(opts.rules) == "club"
    lex = default_lexicons(lexicon_key("english", opts.overrides))
    assert lex is dictionaries.load("club") and "KWYJIBO" in lex
    plain = parse_new("english").rules
    assert plain is not None and dictionaries.lexicon_name(plain) == "english"
    text = rule_texts.rules_text("en", opts.rules, word_list(opts.rules), undo=(30.0, 30.0))
    assert "Source of the words: club (club-list.txt), 4 words." in text


@pytest.mark.parametrize("args", ["english words=nosuch", "polish words=club"])
def test_a_list_not_built_for_the_game_s_language_is_refused(
    compiled: Path, args: str
) -> None:
    with pytest.raises(OptionError) as e:
        parse_new(args)
    assert e.value.key == "bad_option_value"


def test_bad_names_and_files_are_refused(compiled: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n1234\n", encoding="utf-8")
    good = tmp_path / "good.txt"
    good.write_text("AA\n", encoding="utf-8")
    assert main(["build", "--from", str(good), "english"]) == 2  # a project lexicon's name
    assert main(["build", "--from", str(good), "Bad Name"]) == 2
    assert main(["build", "--from", str(empty), "empty"]) == 2
    assert main(["build", "--from", str(tmp_path / "absent.txt"), "absent"]) == 2
    assert dictionaries.own_lexicons() == {"club": "english"}
