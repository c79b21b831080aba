"""/rules: every rule of a rule set, from its parameters and its board, in the game's
language, and still true under house rules."""

from __future__ import annotations

import unicodedata

import pytest
from conftest import Harness, texts

from bot import i18n
from bot.service import rule_texts
from bot.service.timing import undo_windows
from engine.rules import load_ruleset, ruleset_ids


def rules(lang: str, rid: str, **house: object) -> str:
    r = load_ruleset(rid)
    played = r.with_overrides(**house) if house else r
    return rule_texts.rules_text(lang, played, undo=undo_windows(played))


def test_literaki_in_polish_has_its_board_squares_and_start():
    text = rules("pl", "literaki")
    assert "Plansza 17×15" in text
    assert "4S" in text and "w kierunku strzałki" in text  # ×4 only along the arrow
    assert "WYM" in text and "mniej niż 7 płytek" in text
    assert "pole startowe I8" in text and "/play 8I SŁOWO" in text
    assert "najwyżej 3 razy w grze" in text  # the exchange limit
    assert "spasuje 2 razy z rzędu" in text
    assert "Cofnięcie" in text and "10 s" in text


def test_standard_boards_have_no_4s_or_wym():
    for lang in i18n.LANGUAGES:
        for rid in ("english", "bulgarian", "erudit", "slovak", "erudit-home", "polish",
                    "romanian"):
            text = rules(lang, rid)
            assert "4S" not in text and "WYM" not in text, (lang, rid)
            assert "H8" in text, (lang, rid)


def test_erudit_home_in_russian_swap_premiums_target_teams():
    text = rules("ru", "erudit-home")
    assert "Замена звёздочки" in text and "/swap" in text
    assert "каждый раз" in text  # premiums every time
    assert "стоит столько же, сколько эта буква" in text  # the blank's value
    assert "набирает 200 очков" in text and "круг доигрывается" in text
    assert "команды ходят по очереди" in text
    assert "2–5 каждый за себя" in text
    assert "Премии за все фишки сразу нет" in text
    assert "оставшиеся фишки не вычитаются" in text  # no adjustment at the target
    assert "показывает как подсказку" in text  # the advice once someone doubts


def test_house_rules_change_the_text():
    assert "набирает 300 очков" in rules("ru", "erudit-home", target_score=300)
    eight = rules("bg", "bulgarian", rack_size=8)
    assert "Всички 8 плочки в един ход: ходът се умножава по 3." in eight
    auto = rules("en", "english", word_check="auto")
    assert "The bot checks every word" in auto and "Double challenge" not in auto
    timed = rules("en", "english", move_time_limit=60, game_clock=1200)
    assert "Time per move: 60 s" in timed and "Game clock: 20 min" in timed
    assert "every player's game clock has run out" in timed


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_rule_set_in_every_language(lang: str):
    for rid in ruleset_ids():
        r = load_ruleset(rid)
        text = rule_texts.rules_text(lang, r, undo=undo_windows(r))
        assert rule_texts.variant_name(lang, r) in text, (lang, rid)
        assert "{" not in text and "|" not in text, (lang, rid)
        assert len(text.splitlines()) >= 18, (lang, rid)  # far more than the parameters


def test_each_rule_set_says_its_own_special_rules():
    bg = rules("bg", "bulgarian")
    assert "тегли плочка" in bg and "@" in bg  # the order by drawing a tile
    assert "ходът се умножава по 3" in bg
    assert "плочките се връщат в торбата първо" in bg.lower() or "се връщат в торбата" in bg
    assert "преди сметката за останалите плочки" in bg  # the tie-break
    assert "никой играч не може да сложи дума" in bg
    sk = rules("sk", "slovak")
    assert "aspoň 8 kameňov" in sk  # more than seven
    assert "len ak hra po tomto ťahu pokračuje" in sk
    assert "zdvojnásobí prvé slovo" in sk
    assert "pasuje 3-krát za sebou" in sk
    ru = rules("ru", "erudit")
    assert "нарицательные существительные" in ru and "6 ходов подряд" in ru
    assert "Слова — от 2 до 15 букв." in ru
    assert "Новые фишки тянутся раньше" in ru  # draw first, then return
    en = rules("en", "english")
    assert "the challenger loses a turn: the one they are on" in en and "+50 points" in en
    ro = rules("ro", "romanian")
    assert "Contestație dublă" in ro and "+50 de puncte" in ro


async def test_rules_command_in_the_games_language(h: Harness):
    await h.cmd("Ola", "/new literaki")
    text = texts(await h.cmd("Ola", "/rules"))
    assert "Zasady: Literaki" in text and "WYM" in text
    text = texts(await h.cmd("Ola", "/rules erudit-home"))
    assert "Замена" not in text and "Zamiana blanka" in text  # in the chat's game's language


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_abandonment_is_told_only_where_a_game_can_reach_it(lang: str):
    """Erudit (6 scoreless turns), English, Polish and Romanian end a scoreless run long
    before 20 rounds: their /rules say nothing of the abandonment.  The rule sets with no
    such rule, or a passes rule that exchanges (Slovak) or an agreed undo (Literaki) can
    get past, say it (``RuleSet.scoreless_abandonment_possible``)."""
    told = {rid for rid in ruleset_ids()
            if rule_texts._r(lang, "end_abandoned", n=20) in rules(lang, rid)}
    assert told == {"bulgarian", "erudit-home", "literaki", "slovak"}, lang
    # A house rule that makes it the shorter ending: told, with its own count.
    assert rule_texts._r(lang, "end_abandoned", n=2) in rules(lang, "english",
                                                              abandon_scoreless_rounds=2)
    # Slovak with one exchange each: 3 passes each in a row end every run first.
    assert rule_texts._r(lang, "end_abandoned", n=20) not in rules(lang, "slovak",
                                                                   exchange_limit=1)


COSTS = [f"challenge_cost_{x}" for x in ("two", "any", "last")]


def said_costs(lang: str, text: str) -> list[str]:
    return [k for k in COSTS if i18n.t_table(lang, "RULES", k) in text]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_rules_say_what_a_failed_challenge_costs_as_the_engine_plays_it(lang: str) -> None:
    """A newcomer read 'the challenger loses their next turn' in /rules, 'you lose this
    turn' in the page's question: with two players the challenger is always the one to
    move and loses the turn they are on; with more, another player's challenge costs
    their next; against the move that ends the game, no turn (``failed_challenge_costs``).
    Slovak is played by two; no turn is lost where words are checked or voted on."""
    english = load_ruleset("english")
    window = undo_windows(english)
    assert said_costs(lang, rule_texts.rules_text(lang, english, undo=window)) == [
        "challenge_cost_any", "challenge_cost_last"]
    assert said_costs(lang, rule_texts.rules_text(lang, english, undo=window, players=3)) == [
        "challenge_cost_any", "challenge_cost_last"]
    assert said_costs(lang, rule_texts.rules_text(lang, english, undo=window, players=2)) == [
        "challenge_cost_two", "challenge_cost_last"]
    assert said_costs(lang, rules(lang, "slovak", word_check="challenge")) == [
        "challenge_cost_two", "challenge_cost_last"]
    for rid, house in (("literaki", {}), ("slovak", {}), ("english", {"word_check": "agreement"})):
        assert said_costs(lang, rules(lang, rid, **house)) == [], (rid, house)


async def test_rules_in_a_game_of_two_say_the_turn_the_challenger_is_on(h: Harness):
    await h.start("english", "Ann", "Bob")
    text = texts(await h.cmd("Ann", "/rules"))
    assert said_costs("en", text) == ["challenge_cost_two", "challenge_cost_last"], text
    assert "next turn" not in text
    # /rules of a rule set, not of this game: any number of players
    assert said_costs("en", texts(await h.cmd("Ann", "/rules polish"))) == [
        "challenge_cost_any", "challenge_cost_last"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_english_list_is_told_as_the_spelling_list_it_is(lang: str):
    """The English rule set plays SCOWL, a spell-checker's list taken by the conventions
    of Scrabble, not a tournament list: /rules says so, and says nothing of SCOWL when
    the game plays an operator's own list (``words=NAME``: the next line names it)."""
    text = rules(lang, "english")
    assert "SCOWL" in text and "(NWL, Collins)" in text, lang
    assert "Scrabble words" not in text and "слова для скрабла" not in text
    own = rules(lang, "english", word_list="club")
    assert "SCOWL" not in own and "NWL" not in own, lang
    assert rule_texts._r(lang, "lexicon_english_own") in own
    # The other rule sets' lines name no source: they hold for an own list as well.
    for rid in ruleset_ids():
        if rid != "english":
            assert "SCOWL" not in rules(lang, rid)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_rule_set_is_named_in_the_readers_language(lang: str):
    """A Polish chat's /rules erudit was titled ``Zasady: Эрудит``: each rule set has a
    name in every language, in that language's script (the original beside it where the
    scripts differ), and /rules and the list of rule sets use it."""
    cyrillic = lang in ("bg", "ru")
    for rid in ruleset_ids():
        name = i18n.lookup(lang, "VARIANTS", rid)
        assert name is not None and i18n.catalogue(lang).VARIANTS.get(rid) == name, (lang, rid)
        first = name.split(" (")[0]  # the name; an original in brackets may follow
        letters = [ch for ch in first if ch.isalpha()]
        assert all(("CYRILLIC" in unicodedata.name(ch)) == cyrillic for ch in letters), name
        assert rules(lang, rid).startswith(rule_texts._r(lang, "title", variant=name) + "\n")
        assert f"{rid}: {name} — " in rule_texts.variants_text(lang)
    assert rules("pl", "erudit").startswith("Zasady: Erudyta (Эрудит)\n")


# What each word list's /rules line says (docs/rules.md, "lexicon"), as each language
# words it: the Polish line of the Bulgarian list had left out its abbreviations and
# standalone prefixes and suffixes, which the Bulgarian line said.
LEXICON_FACTS: dict[str, dict[str, tuple[str, ...]]] = {
    "bulgarian": {
        "en": ("colloquial", "slang", "archaic", "always written with a capital",
               "abbreviations", "acronyms", "standalone prefixes or suffixes", "hyphenated"),
        "bg": ("разговорни", "жаргонни", "остарели", "винаги се пишат с главна буква",
               "съкращения", "абревиатури", "самостоятелни представки и наставки", "тире"),
        "pl": ("potoczne", "slangowe", "dawne", "zawsze wielką literą", "skrótów",
               "skrótowców", "samodzielnych przedrostków i przyrostków", "łącznikiem"),
        "ru": ("разговорные", "жаргонные", "устаревшие", "всегда пишутся с заглавной",
               "сокращений", "аббревиатур", "отдельных приставок и суффиксов", "дефис"),
        "sk": ("hovorové", "slangové", "zastarané", "vždy píšu s veľkým", "skratiek",
               "skratkových slov", "samostatných predpôn a prípon", "spojovníkom"),
        "ro": ("colocviale", "argotice", "arhaice", "mereu cu majusculă", "abrevieri",
               "acronime", "prefixe și sufixe de sine stătătoare", "cratimă"),
    },
    "literaki": {
        "en": ("any number of times", "abbreviations", "prefixes or suffixes", "apostrophe"),
        "bg": ("колкото пъти искате", "съкращения", "представки и наставки", "апостроф"),
        "pl": ("dowolnie wiele razy", "skrótów", "przedrostków i przyrostków", "apostrofem"),
        "ru": ("сколько угодно раз", "сокращений", "приставок и суффиксов", "апострофом"),
        "sk": ("ľubovoľne veľakrát", "skratiek", "predpôn a prípon", "apostrofom"),
        "ro": ("de oricâte ori", "abrevieri", "prefixe, sufixe", "apostrof"),
    },
    "erudit": {
        "en": ("Russian", "nominative singular", "plural-only", "proper names", "Ё"),
        "bg": ("руски", "именителен падеж, единствено число", "без единствено число",
               "собствени имена", "Ё"),
        "pl": ("rosyjskie", "mianowniku liczby pojedynczej", "bez liczby pojedynczej",
               "nazw własnych", "Ё"),
        "ru": ("русские", "именительном падеже единственного числа",
               "без единственного числа", "имён собственных", "Ё"),
        "sk": ("ruské", "nominatíve jednotného čísla", "pomnožné", "vlastných mien", "Ё"),
        "ro": ("rusești", "nominativ singular", "fără singular", "nume proprii", "Ё"),
    },
    "erudit-home": {
        "en": ("plural-only", "place names", "titles of works", "literary heroes",
               "pet names", "unless also a place", "diminutives", "agree"),
        "bg": ("без единствено число", "географски имена", "заглавия на произведения",
               "литературни герои", "имена на животни", "освен ако", "умалителни",
               "договорят"),
        "pl": ("bez liczby pojedynczej", "nazwy geograficzne", "tytuły dzieł",
               "bohaterów literackich", "zwierząt", "chyba że", "zdrobnień", "umówić"),
        "ru": ("без единственного числа", "географические названия", "названия произведений",
               "литературных героев", "кличек", "если это не", "уменьшительных", "договориться"),
        "sk": ("pomnožné", "zemepisné názvy", "názvy diel", "literárnych hrdinov",
               "mien zvierat", "ak nie sú", "zdrobnenín", "dohodnúť"),
        "ro": ("fără singular", "nume geografice", "titluri de opere", "eroilor literari",
               "nume de animale", "decât dacă", "diminutive", "conveni"),
    },
}


@pytest.mark.parametrize("rid", sorted(LEXICON_FACTS))
def test_each_word_list_line_says_the_same_facts_in_every_language(rid: str):
    for lang in i18n.LANGUAGES:
        line = rule_texts._r(lang, "lexicon_" + rid)
        missing = [fact for fact in LEXICON_FACTS[rid][lang] if fact not in line]
        assert missing == [], (lang, line)


@pytest.mark.parametrize("players", [None, 2, 3, 4])
@pytest.mark.parametrize("rid", ["romanian", "english", "bulgarian", "polish"])
def test_romanian_tells_a_failed_challenge_as_english_does(rid: str, players: int | None):
    """A Romanian reader found no case for three or more players in "(la doi jucători,
    mereu cel care e la mutare) pierde tura curentă": each rule set and number of players
    gets the cases English gets (``Game.failed_challenge_cost``), and the two-player one
    says it is this game's case."""
    ruleset = load_ruleset(rid)
    window = undo_windows(ruleset)
    en = said_costs("en", rule_texts.rules_text("en", ruleset, undo=window, players=players))
    ro = said_costs("ro", rule_texts.rules_text("ro", ruleset, undo=window, players=players))
    assert ro == en and en, (en, ro)
    if players is None or players > 2:
        assert "challenge_cost_any" in ro
    two = i18n.t_table("ro", "RULES", "challenge_cost_two")
    assert "la doi jucători" not in two and "într-o partidă în doi" in two
