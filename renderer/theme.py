"""Colours, sizes and the few words the pictures show, per game language.

Premium colours follow seed 000: light blue letter ×2, dark blue letter ×3, pink word ×2,
red word ×3.  Literaki tiles are coloured by value (seed 001; values 1..5, blank 0)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.layout import Square

RGB = tuple[int, int, int]

# --- the board -----------------------------------------------------------------------
FRAME = (31, 52, 64)  # the board's frame and the header/footer background
GRID = (22, 38, 47)  # the gaps between squares
COORD_TEXT = (196, 212, 218)
PLAIN = (226, 221, 204)

PREMIUM_FILL: dict[Square, RGB] = {
    Square.PLAIN: PLAIN,
    Square.DOUBLE_LETTER: (150, 206, 236),  # light blue
    Square.TRIPLE_LETTER: (36, 104, 178),  # dark blue
    Square.DOUBLE_WORD: (243, 170, 190),  # pink
    Square.TRIPLE_WORD: (212, 58, 58),  # red
    Square.QUAD_ACROSS: (120, 72, 160),  # 4S: violet, beyond red
    Square.QUAD_DOWN: (120, 72, 160),
    Square.WYM: (88, 168, 98),  # WYM: green
}
PREMIUM_TEXT: dict[Square, RGB] = {
    Square.PLAIN: (90, 90, 80),
    Square.DOUBLE_LETTER: (18, 62, 96),
    Square.TRIPLE_LETTER: (255, 255, 255),
    Square.DOUBLE_WORD: (110, 28, 52),
    Square.TRIPLE_WORD: (255, 255, 255),
    Square.QUAD_ACROSS: (255, 255, 255),
    Square.QUAD_DOWN: (255, 255, 255),
    Square.WYM: (255, 255, 255),
}
STAR = (196, 138, 20)  # the start star on a plain square
STAR_ON_PREMIUM = (110, 28, 52)

# --- tiles ---------------------------------------------------------------------------
TILE_FACE = (246, 226, 178)
TILE_SHADOW = (14, 26, 33)
TILE_LETTER = (40, 30, 20)
TILE_VALUE = (70, 56, 40)
BLANK_LETTER = (196, 34, 60)  # a blank's letter: crimson and slanted, no value
HIGHLIGHT = (255, 140, 0)  # the frame around the last move's tiles

# Literaki: one colour per value (docs/rules.md: 1/2/3/5 of the kurnik game, top split in two).
LITERAKI_FACE: dict[int, RGB] = {
    0: (236, 236, 236),  # blank: white
    1: (248, 216, 76),  # yellow
    2: (130, 200, 110),  # green
    3: (110, 170, 230),  # blue
    4: (190, 140, 220),  # violet
    5: (236, 100, 100),  # red
}

# --- header / footer -----------------------------------------------------------------
HEADER_BG = FRAME
HEADER_TEXT = (236, 240, 242)
HEADER_DIM = (150, 170, 178)
CHIP_BG = (50, 78, 92)
CHIP_TURN_BG = (255, 196, 60)
CHIP_TURN_TEXT = (34, 30, 20)
SCORE_TEXT = (255, 255, 255)
LAST_SCORE = (255, 196, 60)
CHIP_WIN_BG = (255, 214, 102)  # the final board: the winner's chip
BANNER_BG = (255, 196, 60)  # the final banner
BANNER_TEXT = (34, 30, 20)
BANNER_DIM = (92, 70, 30)

# --- the words ------------------------------------------------------------------------


@dataclass(frozen=True)
class Words:
    bag: str
    last_move: str
    points: str  # short "points" after a score
    team: str
    to_move: str  # marks whose turn it is (screen readers, and the rack line)
    labels: dict[Square, str]
    quad: str  # the 4S label
    game_over: str  # the final banner's heading
    winner: str  # before the winner's name: no verb, so no grammatical gender
    draw: str  # before the names of those who share the win
    tie_break: str  # why one of equal scores wins (the score before the adjustments)
    unseen: str  # the rack picture: tiles the player cannot see (bag and other racks)
    no_winner: str  # the final banner of a game that ended with no winner (abandoned)


def _labels(l2: str, l3: str, w2: str, w3: str) -> dict[Square, str]:
    return {
        Square.DOUBLE_LETTER: l2,
        Square.TRIPLE_LETTER: l3,
        Square.DOUBLE_WORD: w2,
        Square.TRIPLE_WORD: w3,
        Square.WYM: "WYM",
    }


WORDS: dict[str, Words] = {
    "en": Words("Bag", "Last move", "pts", "Team", "to move",
                _labels("2L", "3L", "2W", "3W"), "4W",
                "Game over", "Winner", "Draw",
                "equal scores: the score before the final adjustment decides",
                "Unseen", "No winner"),
    "pl": Words("Worek", "Ostatni ruch", "pkt", "Drużyna", "ruch",
                _labels("2L", "3L", "2S", "3S"), "4S",
                "Koniec gry", "Wygrana", "Remis",
                "równe wyniki: rozstrzyga wynik sprzed końcowego rozliczenia",
                "Nieznane", "Bez zwycięzcy"),
    "ru": Words("Мешок", "Последний ход", "оч.", "Команда", "ходит",
                _labels("Б×2", "Б×3", "С×2", "С×3"), "С×4",
                "Игра окончена", "Победа", "Ничья",
                "очков поровну: решает счёт до итогового пересчёта", "Неизвестные",
                "Без победителя"),
    # Bulgarian: буква (letter) / дума (word).
    "bg": Words("Торба", "Последен ход", "т.", "Отбор", "на ход",
                _labels("Б×2", "Б×3", "Д×2", "Д×3"), "Д×4",
                "Край на играта", "Победа", "Равенство",
                "равни точки: решава резултатът преди крайното приспадане",
                "Неизвестни", "Без победител"),
    # Slovak: písmeno (letter) / slovo (word).
    "sk": Words("Vrecko", "Posledný ťah", "b.", "Tím", "na ťahu",
                _labels("2P", "3P", "2S", "3S"), "4S",
                "Koniec hry", "Víťazstvo", "Remíza",
                "rovnaké skóre: rozhoduje skóre pred záverečným zúčtovaním",
                "Neznáme", "Bez víťaza"),
    # Romanian: literă (letter) / cuvânt (word).
    "ro": Words("Sac", "Ultima mutare", "pct.", "Echipa", "la mutare",
                _labels("2L", "3L", "2C", "3C"), "4C",
                "Joc încheiat", "Câștigă", "Egalitate",
                "scor egal: decide scorul dinaintea ajustării finale",
                "Necunoscute", "Fără câștigător"),
}


def words_for(language: str) -> Words:
    return WORDS.get(language, WORDS["en"])


def all_texts() -> str:
    """Every character the pictures may draw besides tile letters (for the glyph test)."""
    out = []
    for w in WORDS.values():
        out += [w.bag, w.last_move, w.points, w.team, w.to_move, w.quad, *w.labels.values(),
                w.game_over, w.winner, w.draw, w.tie_break, w.unseen, w.no_winner]
    return "".join(out) + SYMBOLS + "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ:+-–−()·…,"


SYMBOLS = "★▶→←↓↑⇄"
