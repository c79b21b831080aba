"""The rules of the seventh Bulgarian and Slovak passes (issue 25): each takes a few words
of the kind it names and keeps the real words beside them."""
from __future__ import annotations

from dictionaries.sources import (
    SLOVAK_NOT_ADJECTIVES,
    chuvstv_misspellings,
    imperfect_el_participle_articles,
    imperfect_participle_articles,
    judged_intransitive_passives,
    perfective_gerunds,
    perfective_participles,
    short_perfective_participles,
    slovak_cluster_final,
    slovak_compound_half,
    slovak_hard_imperative,
    slovak_loan_o_adverb,
    slovak_negated_ordinal,
    slovak_sky_adverb,
    yasam_passives,
)

PASSIVE = ("", "а", "о", "и", "ата", "ото", "ите", "ия", "ият")
PARTICIPLE = ("", "а", "ата", "о", "ото", "и", "ите", "ия", "ият")


def test_bulgarian_yasam_passives() -> None:
    words = frozenset(["мухлясам", "мухлясаш", "мухлясвам", "мухлясваш", "коронясам",
                       "коронясаш", "ръждясам", "ръждясаш"]
                      + ["мухлясан" + e for e in PASSIVE] + ["мухлясван" + e for e in PASSIVE]
                      + ["коронясан" + e for e in PASSIVE] + ["ръждясан" + e for e in PASSIVE])
    got = yasam_passives(words, {"ръждясаната"}.__contains__)
    # коронясам (to crown) takes an object; ръждясан is attested in text
    assert got == {"мухлясан" + e for e in PASSIVE} | {"мухлясван" + e for e in PASSIVE}


def test_bulgarian_judged_intransitive_passives() -> None:
    words = frozenset(["въздишам", "въздишаш", "успея", "успееш", "пиша", "пишеш",
                       "паразитирам", "паразитираш", "аплодирам", "аплодираш"]
                      + ["въздишан" + e for e in PASSIVE] + ["успят" + e for e in PASSIVE]
                      + ["успети", "успетите"] + ["писан" + e for e in PASSIVE]
                      + ["паразитиран" + e for e in PASSIVE]
                      + ["аплодиран" + e for e in PASSIVE])
    got = judged_intransitive_passives(words, {"паразитираното"}.__contains__)
    # пиша, аплодирам take an object; паразитиран is kept once text has a form of it
    assert got == ({"въздишан" + e for e in PASSIVE} | {"успят" + e for e in PASSIVE}
                   | {"успети", "успетите"})


def test_bulgarian_judged_intransitive_keeps_the_3rd_plural() -> None:
    # простена, простенеш: простенат is the passive's masculine and the 3rd person plural
    words = frozenset(["простена", "простенеш"] + ["простенат" + e for e in PASSIVE])
    got = judged_intransitive_passives(words)
    assert got == {"простенат" + e for e in PASSIVE[1:]}


def test_bulgarian_imperfect_participle_articles_of_four_letters() -> None:
    articles = ("ия", "ият", "ата", "ото", "ите")
    words = frozenset(["пия", "пиех", "пиеше", "пил", "пиел"] + ["пиел" + e for e in articles]
                      + ["поема", "поех", "поеше", "поел"] + ["поел" + e for e in articles])
    # поел is also the aorist participle of поема (поелият, the one who took it on)
    assert imperfect_participle_articles(words) == {"пиел" + e for e in articles}
    # nor is it поя's imperfect participle beside its aorist participle поял
    words |= {"поя", "поял", "пояли"}
    assert imperfect_el_participle_articles(words) == set()


def test_bulgarian_short_perfective_participles() -> None:
    words = frozenset(["опитам", "опитвам", "викам", "виквам", "спипам", "спипвам", "опадам",
                       "опадвам", "опитайки"]
                      + ["опитащ" + e for e in PARTICIPLE] + ["викащ" + e for e in PARTICIPLE]
                      + ["спипащ" + e for e in PARTICIPLE] + ["опадащ" + e for e in PARTICIPLE])
    got = short_perfective_participles(words, {"спипащата"}.__contains__)
    # викам and опадам are imperfectives; спипащ is kept, being attested
    assert got == {"опитащ" + e for e in PARTICIPLE} | {"опитайки"}
    # the first and second conjugations: снижа / снижавам, ощетя / ощетявам are pairs;
    # следя (следвам is another verb) and строя (строявам) are read as imperfectives, and
    # an -ящ that an imperfective in -ям also makes stays (оголящ, of оголям)
    words = frozenset(["снижа", "снижиш", "снижавам", "ощетя", "ощетиш", "ощетявам",
                       "следя", "следиш", "следвам", "оголя", "оголиш", "оголям",
                       "оголявам", "снижейки"]
                      + ["снижещ" + e for e in PARTICIPLE] + ["ощетящ" + e for e in PARTICIPLE]
                      + ["следящ" + e for e in PARTICIPLE] + ["оголящ" + e for e in PARTICIPLE])
    got = short_perfective_participles(words)
    assert got == ({"снижещ" + e for e in PARTICIPLE} | {"снижейки"}
                   | {"ощетящ" + e for e in PARTICIPLE})


def test_bulgarian_perfective_participles_beside_an_alternating_avam() -> None:
    # наградя / награждавам, смутя / смущавам: the д/жд, т/щ alternation before -авам
    words = frozenset(["наградя", "наградиш", "награждавам", "наградеше", "наградейки",
                       "възмутя", "възмутиш", "възмущавам", "възмутящ", "възмутяща",
                       "гостя", "гостиш", "гощавам", "гостящ"])
    got = perfective_participles(words)
    # гостя is unprefixed (and imperfective): left alone
    assert got == {"наградейки", "възмутящ", "възмутяща"}


def test_bulgarian_perfective_gerunds() -> None:
    words = frozenset(["сваля", "свалиш", "свалям", "свалейки", "сваляйки", "определя",
                       "определиш", "определям", "определейки", "мисля", "мислиш", "мислям",
                       "мислейки", "валя", "валиш", "валям", "валейки", "отделя", "отделиш",
                       "отделям", "отделейки"])
    got = perfective_gerunds(words, {"отделейки"}.__contains__)
    # мисля is unprefixed, валя (to rain) only looks prefixed; отделейки is attested
    assert got == {"свалейки", "определейки"}


def test_bulgarian_chuvstv_misspellings() -> None:
    words = frozenset(["почуствам", "почувствам", "почустваща", "почувстваща", "чуствен"])
    # чуствен has no чувств- form listed: left alone
    assert chuvstv_misspellings(words) == {"почуствам", "почустваща"}


def test_slovak_negated_ordinal() -> None:
    for ordinal in ("devätnásty", "dvadsiaty", "prvý", "druhý", "stý", "trojstý", "tisíci",
                    "päťdesiaty", "nultý"):
        assert slovak_negated_ordinal("ne", ordinal), ordinal
    # adjectives that only end like an ordinal keep their ne- (nepustý, nečistý, neistý)
    for adjective in ("pustý", "čistý", "istý", "listý", "hustý", "prostý"):
        assert not slovak_negated_ordinal("ne", adjective), adjective
    assert not slovak_negated_ordinal("naj", "prvý")


def test_slovak_sky_adverb_and_compound_half() -> None:
    assert slovak_sky_adverb("Y", "y", "o", "matrikársky")
    assert slovak_sky_adverb("Y", "y", "o", "vodácky")
    # rýchly -> rýchlo and krátky -> krátko are adverbs; the adjective forms of flag Y stay
    assert not slovak_sky_adverb("Y", "y", "o", "rýchly")
    assert not slovak_sky_adverb("Y", "y", "o", "krátky")
    assert not slovak_sky_adverb("Y", "y", "a", "matrikársky")
    stems = frozenset(["politický", "ploský", "vrecko", "slovenský"])
    assert slovak_compound_half("politicko", frozenset(), stems)
    assert slovak_compound_half("slovensko", frozenset(), stems)
    # plosko is ploský's adverb; vrecko (a pocket) has no -ký adjective; a flagged entry
    assert not slovak_compound_half("plosko", frozenset(), stems)
    assert not slovak_compound_half("vrecko", frozenset(), stems)
    assert not slovak_compound_half("politicko", frozenset("Z"), stems)


def test_slovak_hard_imperative() -> None:
    for verb in ("chodiť", "pravotiť", "baliť", "vysvetliť", "zmeniť"):
        assert slovak_hard_imperative("E", "iť", "me", verb), verb
    # robiť -> robme, nosiť -> nosme, hovoriť -> hovorme are right
    for verb in ("robiť", "nosiť", "hovoriť"):
        assert not slovak_hard_imperative("E", "iť", "me", verb), verb
    assert not slovak_hard_imperative("E", "diť", "ďme", "chodiť")
    assert not slovak_hard_imperative("E", "iť", "ím", "chodiť")


def test_slovak_cluster_final() -> None:
    for entry in ("stisl", "vedľ", "uviazl", "geogr", "nákl", "bibl"):
        assert slovak_cluster_final(entry, frozenset()), entry
    # syllabic l and r (vlk, krk, smrť), loans that are words, vowel-final, flagged entries
    for entry in ("vlk", "krk", "brr", "koktejl", "nóbl", "stisol", "číslo"):
        assert not slovak_cluster_final(entry, frozenset()), entry
    assert not slovak_cluster_final("stisl", frozenset("E"))


def test_slovak_loan_o_adverb() -> None:
    for adjective in ("federálny", "pozitívny", "sanatórny", "štatariálny", "nervózny",
                      "homogénny", "konkrétny", "rapídny", "piaty", "desiaty"):
        assert slovak_loan_o_adverb("Y", "y", "o", adjective), adjective
    # the -o adverbs of native adjectives are words (rýchlo, blízko, krátko, smiešno,
    # je pochmúrno); the adjective's other forms of flag Y stay
    for adjective in ("rýchly", "blízky", "krátky", "smiešny", "pochmúrny", "triezvy"):
        assert not slovak_loan_o_adverb("Y", "y", "o", adjective), adjective
    assert not slovak_loan_o_adverb("Y", "y", "a", "federálny")
    assert "meniny" in SLOVAK_NOT_ADJECTIVES and "mlčky" in SLOVAK_NOT_ADJECTIVES
    assert "rýchly" not in SLOVAK_NOT_ADJECTIVES
