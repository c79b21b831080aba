"""The issue-25 word rules on small data: each rule's own function, with a case it keeps
and a case it drops (the real lists are checked in test_real_lists.py)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from dictionaries.sources import (
    imperfect_participle_articles,
    intransitive_passives,
    perfective_verbal_nouns,
    prefixed_perfective_participles,
    romanian_addressed,
    romanian_clitic_rule,
    romanian_listed_derivative,
    romanian_vocative,
    russian_diminutive_base,
    slovak_comparative_lines,
    slovak_gradable,
    thesaurus_lemmas,
)


class Suffix(SimpleNamespace):
    """Stands for spylls' Suffix in the rules' class check (they read its name)."""


def sfx(add: str, strip: str = "", condition: str = ".") -> Suffix:
    return Suffix(add=add, strip=strip, condition=condition)


def test_romanian_vocative_suffixes() -> None:
    assert romanian_vocative("A", sfx("o", "ă", "ă"))  # fată -> fato
    assert romanian_vocative("L", sfx("ule"))  # incident -> incidentule
    assert romanian_vocative("L", sfx("le", condition="u"))  # fiu -> fiule
    assert not romanian_vocative("L", sfx("le", condition="e"))  # frate -> fratele
    assert not romanian_vocative("L", sfx("ul"))  # the article
    assert not romanian_vocative("K", sfx("o"))  # a verb class


def test_romanian_addressed_nouns() -> None:
    assert romanian_addressed("L", "muncitor") and romanian_addressed("R", "matematiciană")
    assert romanian_addressed("L", "jazman")
    assert not romanian_addressed("L", "incident") and not romanian_addressed("A", "imersiune")


def test_romanian_clitic_rule_also_with_a_strip() -> None:
    assert romanian_clitic_rule("S", sfx("icu", "ic", "ic"), "eseistic")  # eseisticu
    assert romanian_clitic_rule("C", sfx("u", "", "[^u]"), "tren")
    assert not romanian_clitic_rule("S", sfx("ico", "ic", "ic"), "eseistic")


def test_romanian_listed_derivative() -> None:
    stems = frozenset({"vehiculare", "revehiculare", "facere", "refacere", "recidivez"})
    assert romanian_listed_derivative("revehiculare", stems) == "re"
    assert romanian_listed_derivative("recidivez", stems) is None  # no "cidivez"
    assert romanian_listed_derivative("vehiculare", stems) is None


def test_slovak_gradable() -> None:
    stems = frozenset({"dôležitosť", "praktickosť"})
    assert slovak_gradable("dôležitý", stems) and slovak_gradable("praktický", stems)
    assert slovak_gradable("pohyblivý", stems)  # a qualitative suffix
    assert not slovak_gradable("meteorologický", stems)
    assert not slovak_gradable("bicepsový", stems)


def test_slovak_comparative_lines_read_from_the_tags(tmp_path: Path) -> None:
    aff = tmp_path / "xx.aff"
    aff.write_text(
        "SET UTF-8\nSFX Y Y 3\n"
        "SFX Y   ý           ejší       ý po:adjective is:comparative is:masculine\n"
        "SFX Y   ý           á          ý po:adjective is:feminine\n"
        "SFX Y   0           x          . po:adjective is:superlative\n",
        "utf-8",
    )
    assert slovak_comparative_lines(aff) == {("Y", "ý", "ejší", "ý"), ("Y", "", "x", ".")}


def test_russian_diminutive_base() -> None:
    nouns = {"дом", "кот", "лиса", "ложка", "тон", "мама"}
    assert russian_diminutive_base("домик", nouns) == "дом"
    assert russian_diminutive_base("котик", nouns) == "кот"
    assert russian_diminutive_base("лисичка", nouns) == "лиса"
    assert russian_diminutive_base("ложечка", nouns) == "ложка"
    assert russian_diminutive_base("мамонька", nouns) == "мама"
    assert russian_diminutive_base("физик", nouns) is None
    assert russian_diminutive_base("шик", {"ш"}) is None  # a base needs three letters


def test_thesaurus_lemmas(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import dictionaries.sources as sources

    (tmp_path / "th_xx_XX_v2.dat").write_text(
        "UTF-8\nroșu|1\n(adj)|purpuriu|(reg.) roș|de culoare roșie\nmetrou|1\n(subst)|subteran\n",
        "utf-8",
    )
    monkeypatch.setattr(sources, "MYTHES_DIR", tmp_path)
    assert thesaurus_lemmas("xx", "xx_XX", "mythes-xx") == {
        "roșu", "purpuriu", "roș", "metrou", "subteran"
    }


def test_russian_diminutives_of_issue_25() -> None:
    nouns = {"стакан", "банан", "листок", "чеснок", "огонек", "сабля", "капля"}
    for word, base in (("стаканчик", "стакан"), ("бананчик", "банан"), ("листочек", "листок"),
                       ("чесночок", "чеснок"), ("огонечек", "огонек"), ("сабелька", "сабля"),
                       ("капелька", "капля")):
        assert russian_diminutive_base(word, nouns) == base
    assert russian_diminutive_base("лётчик", nouns) is None  # лёт is no noun of the list


def test_bulgarian_prefixed_perfective_participles() -> None:
    words = frozenset([
        "пишещ", "пишеш", "запишещ", "запишещи", "запишеш", "запишейки", "запише",
        "набавещ", "набавиш", "набавям", "набавещото",  # -ещ beside an -ям imperfective
        "подлежащ", "лежащ", "подлежиш",  # a fused prefix: imperfective
        "вредящ", "редящ", "вредиш",  # в+редя only looks prefixed
        "споделящ", "делящ", "споделиш", "споделям",  # споделям: the third conjugation
        "отпишещ", "отпишеш",  # attested in text
    ])
    got = prefixed_perfective_participles(words, {"отпишещ"}.__contains__)
    assert got == {"запишещ", "запишещи", "запишейки", "набавещ", "набавещото"}


def test_bulgarian_intransitive_passives() -> None:
    forms = ("", "а", "о", "и", "ата", "ото", "ите")
    words = frozenset(
        ["господство", "господствам", "министерство", "министерствам", "приветствие",
         "приветствам", "порозовея", "порозовявам", "намалея", "намалиш", "намалявам",
         "засея", "засявам", "изпълнявам"]
        + [stem + e for stem in ("господстван", "министерстван", "приветстван",
                                 "порозовяван", "намаляван", "засяван", "изпълняван")
           for e in forms])
    got = intransitive_passives(words, {"министерствано"}.__contains__)
    assert got == {"господстван" + e for e in forms} | {"порозовяван" + e for e in forms}
    # the perfective's own participle, plural in -ени
    words |= {"забогатея", "забогатявам", "забогатян", "забогатяна", "забогатяно",
              "забогатени", "забогатяното"}
    got = intransitive_passives(words)
    assert {"забогатян", "забогатяна", "забогатяно", "забогатени", "забогатяното"} <= got


def test_bulgarian_perfective_verbal_nouns() -> None:
    words = frozenset(["попръскане", "попръскането", "попръскания", "надзъртане",
                       "сбъркане", "сбъркането"])
    perfective = {"попръскащ", "надзъртащ", "сбъркащ", "попръскащия"}
    got = perfective_verbal_nouns(words, perfective, {"сбъркането"}.__contains__)
    # the plural is the passive participle's too (попръскания); надзъртам is imperfective
    assert got == {"попръскане", "попръскането"}


def test_bulgarian_imperfect_participle_articles() -> None:
    words = frozenset(["ходех", "ходеше", "ходел", "ходела", "ходелият", "ходелата",
                       "колех", "колеше", "колел", "колелото",  # колелото: the wheel
                       "чел", "челият", "четях",  # an aorist participle: its articles stay
                       "видех", "видеше", "видел", "видял", "виделият"])  # видял's
    got = imperfect_participle_articles(words, {"колелото"}.__contains__)
    assert got == {"ходелият", "ходелата"}
