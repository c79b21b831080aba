"""Issue 16's wording fixes, by message key and language: each was seen in a real game.
The bot does not know a player's gender, so Polish, Russian, Bulgarian and Slovak
sentences about a player use forms without it."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.service import rule_texts
from bot.service.lobby import lobby_players
from bot.service.timing import undo_windows
from engine.rules import load_ruleset
from storage import GameRecord, SeatRecord


def catalogue_texts(lang: str) -> dict[str, str]:
    cat = i18n.catalogue(lang)
    out = {}
    for table in ("MESSAGES", "ERRORS", "ENDINGS", "RULES", "MODES"):
        for key, text in getattr(cat, table).items():
            out[f"{table}.{key}"] = str(text)
    return out


# Past-tense or adjective forms that say a player's gender ("Wykorzystałeś", "dołączył(a)",
# "согласен", "присъединил"): the bot speaks of players without them.
GENDERED = {
    "pl": re.compile(r"\w+(łeś|łaś)\b|\(a\)|\bktóry miał\b|\bzapisany\b|gracz \{name\}|"
                     r"\b(poddał|wyłożył)\b"),
    "ru": re.compile(r"\(а\)|\bсогласен\b|\bприсоединился\b|\bпотребовал\b|\bу него\b|"
                     r"игрок \{name\}|\b(сдался|выложил|выложивший|походил|прервал)\b"),
    "bg": re.compile(r"\bприсъединил\b|\bсъгласен\b|\bкойто имаше\b|\bе направил\b|"
                     r"\bда е играл\b|\bе изиграл\b|\bе пасувал\b|\bизиграл всичките\b"),
    "sk": re.compile(r"\(a\)|\bpripojil\b|\bktorý mal\b|hráč \{name\}|"
                     r"\b(vzdal|vyložil|pasoval|dohral|ukončil)\b"),
}


@pytest.mark.parametrize("lang", sorted(GENDERED))
def test_no_gendered_forms_about_players(lang: str):
    # (the web help's sentence about the computer, "Компютърът ... е съгласен", agrees
    # with that word, not with a person)
    texts = catalogue_texts(lang) | {f"WEB.{k}": str(t)
                                     for k, t in i18n.catalogue(lang).WEB.items()
                                     if k != "help_undo_computer"}
    found = {k: t for k, t in texts.items() if GENDERED[lang].search(t)}
    assert found == {}


@pytest.mark.parametrize(("lang", "table", "key", "text"), [
    ("pl", "ERRORS", "exchange_limit", "Wszystkie wymiany (3) są już wykorzystane."),
    ("pl", "MESSAGES", "export_after_end",
     "Zapis pokazuje płytki graczy, więc jest dostępny po zakończeniu gry."),
    ("pl", "ENDINGS", "stopped", "gra przerwana na życzenie"),
    ("pl", "MESSAGES", "vote_open", "Przeciwnicy mogą ruch przyjąć (/accept, ✅) albo "
     "sprawdzić (/challenge, ❌) w ciągu 30 s."),
    ("ru", "MESSAGES", "versus", "—"),
    ("ru", "MESSAGES", "advice", "По словарю, для справки (решают игроки): ЖАНКЕ нет."),
    ("ru", "ENDINGS", "stopped", "её остановили командой /end"),
    ("bg", "RULES", "exchange_return_first",
     "Първо вашите плочки се връщат в торбата, после се теглят толкова нови."),
    ("sk", "MESSAGES", "versus", "–"),
    # A newcomer's corrections: the Play button and the word lengths as a Russian player
    # says them; the Bulgarian question names the move before its player, and a player
    # "makes a move" rather than "has played".
    ("ru", "WEB", "submit", "Сделать ход"),
    ("ru", "RULES", "words_range", "Слова — от {min} до {max} букв."),
    ("bg", "WEB", "doubt_challenge", "Да оспорите ли хода {move} на {name}?"),
    ("bg", "MESSAGES", "waiting_for_challenge",
     "Ходът {move} на {name} може да бъде оспорен, докато следващият играч не направи ход."),
    # The full article (-ят, -ът) only for a subject: "Изчакайте последния ход"; the
    # blank "has priority over every letter" (not "is before all"); a preview says what
    # the move is worth, not what a notation "would have brought".
    ("bg", "ERRORS", "move_pending", "Изчакайте последния ход да бъде приет или проверен."),
    ("bg", "ERRORS", "move_pending_challenge",
     "Изчакайте последния ход да бъде приет или оспорен."),
    # A newcomer's: "Stats of Alice:" read oddly beside the other headings ("Stats:
    # Computer (medium)" takes any name, as the possessive would not).
    ("en", "MESSAGES", "stats_title", "Stats: {name}"),
    ("bg", "MESSAGES", "order_draws", "Изтеглени плочки за реда (първи играе този, чиято буква "
     "е най-близо до началото на азбуката, а жокерът има предимство пред всяка буква): А, Б."),
])
def test_wording_fix(lang: str, table: str, key: str, text: str):
    params = {"limit": 3, "seconds": 30, "words": "ЖАНКЕ нет", "draws": "А, Б"}
    got = i18n.fill(getattr(i18n.catalogue(lang), table)[key], params, lang)
    assert got == text



def test_bulgarian_preview_says_what_the_move_is_worth():
    text = i18n.t("bg", "preview", move="8D ЖАКЕТ", score=24, words="ЖАКЕТ")
    assert text == "Ходът 8D ЖАКЕТ носи 24 точки: ЖАКЕТ. Още не е изигран, а речникът не е питан."


def test_bulgarian_full_article_only_for_a_subject():
    # "Изчакайте последният ход" had the subject's article on an object.
    bg = "\n".join(catalogue_texts("bg").values())
    assert "Изчакайте последният" not in bg and "жокерът е преди" not in bg
    assert "би донесъл" not in bg

def test_no_colloquial_words_in_russian_or_bulgarian():
    ru = "\n".join(catalogue_texts("ru").values()).lower()
    assert "сходить" not in ru and "получше" not in ru and "в словах от" not in ru
    bg = "\n".join(catalogue_texts("bg").values())
    assert "не е играл" not in bg and "хода на {name} {move}" not in bg


def test_russian_blank_is_zvyozdochka():
    # Erudit's players call its blank (★) a "звёздочка" (a newcomer's correction of the
    # earlier "пустышка"), in the chat and on the page alike.
    texts = "\n".join(catalogue_texts("ru").values()).lower()
    assert "пустыш" not in texts
    assert "звёздочк" in texts and "звёздочек" in texts


def test_bulgarian_any_word_missing():
    rules = catalogue_texts("bg")
    assert "Ако някоя дума я няма" in rules["RULES.check_challenge"]
    assert "Ако дума я няма" not in "\n".join(rules.values())


def test_russian_game_over_does_not_repeat_itself():
    text = i18n.t("ru", "game_over_text", reason=i18n.ending("ru", "stopped"), scores="А 1",
                  winners="А")
    assert text.startswith("Игра окончена: её остановили командой /end.")


def test_english_teams_sentence_agrees_with_itself():
    rules = load_ruleset("english").with_overrides(teams=True)
    line = rule_texts.rules_text("en", rules, undo=undo_windows(rules)).split("\n")[1]
    most = rules.capacity // 2
    assert line.startswith(f"Players: 2–4 alone, or two or more equal teams of up to {most} "
                           "players each (2 on 2, 3 on 3)")
    small = load_ruleset("english").with_overrides(teams=True, rack_size=9, players_max=4)
    if small.capacity // 2 < 3:
        assert "3 on 3" not in rule_texts.rules_text("en", small, undo=undo_windows(small))


def test_variants_list_shows_one_number_for_two_player_sets():
    text = rule_texts.variants_text("en")
    assert "slovak: Slovak Scrabble — word check: automatic, players: 2" in text.split("\n")
    assert "2-2" not in text and (
        "erudit-home: Home Erudit (Эрудит домашний) — word check: by the players, "
        "players: 2–5" in text)


def test_help_says_the_creator_is_already_in():
    for lang in i18n.LANGUAGES:
        assert "/new" in rule_texts.help_text(lang)
    assert "2. The others type /join, then /start." in rule_texts.help_text("en")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_hints_say_how_they_are_ranked(lang: str):
    """Hints come best for the game first (equity), which is not always the highest score:
    the message says so rather than look unsorted."""
    text = i18n.t(lang, "hint_moves", moves="8H AB (4)\n8H ABC (9)")
    first, moves, why = text.split("\n", 1)[0], text.split("\n")[1:3], text.split("\n")[3]
    assert first and moves == ["8H AB (4)", "8H ABC (9)"] and len(why) > 40



# The lists' headings say their order, which is the order the code gives them: hints by
# equity, best first (``players.best_moves``); a word's places by score, highest first
# (``placements_of_word``).
BEST_FIRST = {"en": ("best first", "highest-scoring first"),
              "bg": ("от най-добрия надолу", "първо тези с най-много точки"),
              "pl": ("od najlepszego", "od najwyżej punktowanego"),
              "ru": ("начиная с лучшего", "по убыванию очков"),
              "sk": ("od najlepšieho", "od najvyššieho počtu bodov"),
              "ro": ("de la cea mai bună", "de la cel mai mare")}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_hint_and_place_lists_say_best_first(lang: str):
    hints, places = BEST_FIRST[lang]
    assert hints in i18n.t(lang, "hint_moves", moves="8H AB (4)").split("\n")[0]
    assert places in i18n.t(lang, "choices_many", word="AB")

# A name in a slot that wants it declined: "ruch gracza Komputer (średni)", "ход игрока
# Компьютер (лёгкий)", "ťah hráča Počítač (stredný)", "mutarea lui Calculator (mediu)",
# "Computer (medium)'s move". A nickname or the computer's name cannot be declined, so the
# sentences put it where the nominative stands ("{name}: ruch przyjęty.").  Any
# placeholder that holds a name, in the genitive or the dative ("płytki wracają do gracza
# {name}", "фишки возвращаются игроку {name}"); no line is left out (a history line had
# been, and read "Ruch K8 (Ś)COWA gracza Bartek zdjęto z planszy: płytki wracają do
# gracza Bartek").
NAMED = r"\{(?:name|names|challenger|player|who|creator|by)\}"
GENITIVE_SLOT = {
    "pl": re.compile(rf"\b(?:gracza|graczowi|graczem) {NAMED}"),
    "ru": re.compile(rf"\b(?:игрока|игроку|игроком) {NAMED}|\b[уУ] {NAMED}"),
    "sk": re.compile(rf"\b(?:hráča|hráčovi|hráčom) {NAMED}"),
    "ro": re.compile(rf"\blui {NAMED}"),
    "en": re.compile(rf"{NAMED}'s"),
}


@pytest.mark.parametrize("lang", sorted(GENITIVE_SLOT))
def test_a_name_never_stands_where_it_would_be_declined(lang: str):
    cat = i18n.catalogue(lang)
    found = {f"{table}.{key}": text for table in ("MESSAGES", "ERRORS", "RULES", "WEB",
                                                  "ENDINGS")
             for key, text in getattr(cat, table, {}).items()
             if GENITIVE_SLOT[lang].search(str(text))}
    assert not found, found
    computer = i18n.t(lang, "computer_name", level=i18n.t(lang, "level_medium"))
    said = i18n.t(lang, "move_stands", name=computer)
    assert said == ("The move by Computer (medium) stands." if lang == "en" else
                    f"{computer}: " + said.split(": ", 1)[1]), said
    # a move taken off the board: the name first, in the nominative
    off = i18n.t(lang, "turn_withdrawn", name="Bartek", move="K8 (Ś)COWA", score=12)
    assert off.startswith("Bartek: ") and off.count("Bartek") == 1, off


# Polish addresses the player as Ty / Twój / Ci / Cię, capitalised, as Polish UIs do in
# direct address ("Twoje płytki"); the web help had written "twój", "twoim" beside it.
POLISH_YOU = re.compile(r"\b(ty|ci|cię|ciebie|tobie|tobą|twój|twoja|twoje|twojego|twojej|"
                        r"twojemu|twoim|twoją|twoich|twoimi)\b")


def test_polish_you_is_capitalised_everywhere():
    cat = i18n.catalogue("pl")
    texts = {f"{table}.{key}": str(text) for table in ("MESSAGES", "ERRORS", "ENDINGS", "RULES",
                                                       "MODES", "WEB", "COMMANDS", "ARGS")
             for key, text in getattr(cat, table).items()}
    texts["HELP"] = cat.HELP
    found = {k: t for k, t in texts.items()
             if any(m[0] != "ci" or not t[m.end():].startswith(" sami")  # "ci sami gracze"
                    for m in POLISH_YOU.finditer(t))}
    assert not found, found
    assert "Twoje płytki" in texts["WEB.tiles_back"] and "Twój ruch" in texts["WEB.hint_later"]


def test_romanian_examples_are_words_a_romanian_game_takes():
    """The help's /play example was "8H CUVÂNT": Â is no tile of the Romanian game (its
    diacritics are played as the plain letters), hard to type, and /check refused it.  The
    example is a plain word the game's word list holds."""
    import dictionaries
    from engine.reading import word_letters

    cat = i18n.catalogue("ro")
    texts = [cat.HELP, *cat.COMMANDS.values(), *cat.MESSAGES.values(), *cat.RULES.values()]
    assert not any("CUVÂNT" in str(t) for t in texts)
    rules = load_ruleset("romanian")
    assert word_letters("CARTE", rules.tileset) in dictionaries.lexicon_for_ruleset("romanian")
    assert "/play 8H CARTE" in cat.HELP


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_refusal_counts_no_blank_that_is_not_there(lang: str):
    """"jokerii pe care îi aveți (0)", "you have 0 blanks": with no blank on the rack the
    refusal names only the letters that are missing."""
    text = i18n.t(lang, "word_nowhere_rack_no_blank", word="AB", letters="A, B")
    assert "A, B" in text and "0" not in text and "{" not in text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_stats_name_each_family_as_its_rule_sets_are_named(lang: str):
    """/stats in Russian said "Literaki" (and "Скрэббл") beside "Литераки (Literaki)" and
    "Скрабл (английский)" in /variants: each rule set's name says its family's as /stats
    does ("Литераки (Literaki)", "English Scrabble")."""
    from bot.service.ratings import family_of
    from engine.rules import ruleset_ids

    for rid in ruleset_ids():
        family = i18n.t(lang, "family_" + family_of(rid))
        assert family in rule_texts.variant_name(lang, load_ruleset(rid)), (lang, rid, family)


def test_slovak_newcomers_corrections():
    """A Slovak player's: "nielen", the first word "pokryje" the start square, one word for
    the board ("doska", as the chat's lines say, the page's "Hracia doska" too) and the
    game named as a Slovak says it ("Scrabble po slovensky", not "Scrabble (slovenský)")."""
    sk = catalogue_texts("sk") | {f"WEB.{k}": str(t) for k, t in i18n.catalogue("sk").WEB.items()}
    sk |= {f"VARIANTS.{k}": str(t) for k, t in i18n.catalogue("sk").VARIANTS.items()}
    text = "\n".join(sk.values())
    assert "nie len" not in text and "nielen podľa bodov" in text
    assert "zakry" not in text and "musí pokryť štartové pole" in sk["ERRORS.start_not_covered"]
    assert "ploch" not in text.lower() and sk["WEB.board"] == "Hracia doska"
    assert sk["VARIANTS.slovak"] == "Scrabble po slovensky"
    assert "(" not in "".join(v for k, v in sk.items() if k.startswith("VARIANTS.") and
                              "erudit" not in k)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_brackets_inside_brackets(lang: str):
    """"LX je v slovníku (Scrabble (slovenský))." and "Your rack (Home Erudit (Эрудит
    домашний))": a rule set's name, which may hold brackets, never stands in brackets."""
    from engine.rules import ruleset_ids

    for key in ("check_yes", "check_no", "your_rack"):
        for rid in ruleset_ids():
            name = rule_texts.variant_name(lang, load_ruleset(rid))
            text = i18n.t(lang, key, word="LX", variant=name, rack="A B")
            depth = 0
            for ch in text:
                depth += {"(": 1, ")": -1}.get(ch, 0)
                assert depth <= 1, text
    assert i18n.t("sk", "check_yes", word="LX", variant=rule_texts.variant_name(
        "sk", load_ruleset("slovak"))) == "LX je v slovníku hry Scrabble po slovensky."


def test_bulgarian_recap_says_what_was_done_in_the_past():
    """"Иван винаги намира най-добрия ход или ход, по-слаб от него с по-малко от 3
    точки" spoke of a finished game in the present, clumsily."""
    text = i18n.t("bg", "recap_no_miss", name="Иван", n=3)
    assert text.startswith("Иван всеки път избра най-добрия ход или ход с по-малко от 3 точки "
                           "под него"), text
    assert "намира" not in text and "запазените плочки" not in text


def test_romanian_blank_stands_for_a_letter():
    """"Un joker ține locul pentru: A." read as a machine's; a Romanian says whose place
    the blank keeps, in the plural when several."""
    assert i18n.t("ro", "blanks_went", letters="A", n=1) == "Jokerul ține locul literei A."
    assert i18n.t("ro", "blanks_went", letters="A, E", n=2) == (
        "Jokerii țin locul literelor A, E.")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_computer_name_in_brackets_has_no_brackets_of_its_own(lang: str) -> None:
    """"Największe przeoczenie (Komputer (średni))": a name that has its own brackets
    (the computer's level) is written with a dash where the text's brackets hold it, or
    follow it ("Computer – easy (team 1)"); elsewhere it is as it is."""
    level = i18n.t(lang, "level_medium")
    computer = i18n.t(lang, "computer_name", level=level)
    assert computer.count("(") == 1
    texts = [i18n.t(lang, "recap_miss_phony_even", name=computer, turn=3, rack="A", played="p"),
             i18n.t(lang, "recap_phony", words="XY", name=computer, turn=3),
             i18n.t(lang, "recap_phony", words="XY", name=computer + " #2", turn=3),
             i18n.t(lang, "waits_next_challenge", name="Ann", mover=computer, s=5,
                    seconds=5, names="Bob")]
    for text in texts:
        assert not re.search(r"\([^()]*\(", text), text
        assert level in text, text
    said = i18n.t(lang, "recap_phony", words="XY", name=computer, turn=3)
    assert i18n.t(lang, "name_aside", name=computer.split(" (")[0], aside=level) in said, said
    # a name outside brackets keeps its own
    assert computer in i18n.t(lang, "next_turn", name=computer)
    rec = GameRecord("t:1:", "english", {}, lang, "seed", "test:ann", seats=[
        SeatRecord("test:ann", "Ann", 1), SeatRecord("computer:1", computer, 2)])
    assert lobby_players(lang, rec).count("(") == 2, lobby_players(lang, rec)
