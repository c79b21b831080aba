"""Realistic mid-game positions for every rule set, built by placing tiles directly (no
game state machine needed): real words of the game's language crossing each other, a blank,
the last move highlighted, a caption with 2-4 players."""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Board, Tile
from engine.notation import format_coord
from engine.placement import parse_placement, words_formed
from engine.rules import RuleSet, load_ruleset
from engine.scoring import score_placement
from renderer.board import Caption, PlayerLine
from renderer.theme import words_for

# Words in play order, by the rule set's language; a lower-case letter is a blank
# standing for that letter.
WORDS: dict[str, list[str]] = {
    "en": ["GARDEN", "WORDS", "JOKER", "PLANET", "QUIZ", "BOXiNG", "HAVEN", "FLIGHT", "MOUSE"],
    "bg": ["КАНАПЕ", "ЯБЪЛКА", "ЩАСТИЕ", "ЮНАК", "ЧАЙ", "ЗИМа", "МОРЕ", "КНИГА", "ДЪЖД",
           "ЖИВОТ", "ПЛАНИНА", "ХЛЯБ", "ЦВЕТЕ"],
    "pl": ["KSIĄŻKA", "MIĘSO", "CIEń", "ŻÓŁW", "PIĘŚĆ", "ŹRÓDŁO", "KOŃ", "ŁABĘDŹ", "GĘŚ",
           "WODA", "RZEKA"],
    "ru": ["ЩУКА", "ОБЪЕМ", "ЗВЕЗДа", "СЕМЬЯ", "ЮНОША", "КНИГА", "ФЕТР", "ЧАЙНИК", "ДОРОГА",
           "ПОЛКА", "МОЛОКО", "ЖИЗНЬ"],
    "sk": ["ŠKOLA", "MÄSO", "ŽABa", "KÔŇ", "ĽAD", "ČAJ", "VĹČA", "RUKA", "VODA", "DOMOV",
           "ĽUDIA", "ŤAVA", "KNIHA", "ÚSMEV"],
    "ro": ["CARTE", "MUNTE", "ZAPADA", "JOC", "LUPUL", "HARtA", "VIS", "PRIETEN", "FLOARE",
           "BUNICA", "GRADINA", "SOARE"],
}
MAX_MOVES = 9
PLAYERS: dict[str, list[str]] = {
    "en": ["Alice", "Bob", "Carol"],
    "bg": ["Цветан", "Мария", "Йордан"],
    "pl": ["Zofia", "Łukasz", "Małgorzata", "Jędrzej"],
    "ru": ["Дмитрий", "Ольга", "Юлия", "Алексей"],
    "sk": ["Ľubica", "Ján"],
    "ro": ["Ștefan", "Ioana", "Răzvan"],
}


@dataclass
class Demo:
    board: Board
    rules: RuleSet
    highlight: list[tuple[int, int]]
    caption: Caption


def _fits(board: Board, word: str, r: int, c: int, across: bool) -> list[tuple[int, int]] | None:
    """The new squares if ``word`` can go at (r, c) crossing the board cleanly, else None."""
    dr, dc = (0, 1) if across else (1, 0)
    n = len(word)
    layout = board.layout
    if not (layout.in_bounds(r, c) and layout.in_bounds(r + dr * (n - 1), c + dc * (n - 1))):
        return None
    if board.get(r - dr, c - dc) or board.get(r + dr * n, c + dc * n):
        return None
    new: list[tuple[int, int]] = []
    crossed = False
    for i, ch in enumerate(word):
        rr, cc = r + dr * i, c + dc * i
        t = board.get(rr, cc)
        if t is not None:
            if t.letter != ch.upper() or ch.islower():  # a blank must be a new tile
                return None
            crossed = True
            continue
        # a new tile must not touch others sideways (no accidental words)
        if board.get(rr + dc, cc + dr) or board.get(rr - dc, cc - dr):
            return None
        new.append((rr, cc))
    if not new or (not crossed and not board.is_empty()):
        return None
    return new


#: a word placed: (word, row, col, across, the squares it newly covers)
Placed = tuple[str, int, int, bool, list[tuple[int, int]]]


def _place_words(board: Board, words: list[str]) -> list[Placed]:
    """Place each word crossing the ones before (the first across the start square);
    returns (word, row, col, across, new squares) per move."""
    layout = board.layout
    sr, sc = layout.start
    moves: list[Placed] = []
    for k, word in enumerate(words):
        best: tuple[float, int, int, bool, list[tuple[int, int]] | None] | None = None
        if board.is_empty():
            c = sc - len(word) // 2
            best = (0.0, sr, c, True, _fits(board, word, sr, c, True))
        else:
            prefer_across = k % 2 == 0
            for r0, c0, t in list(board.tiles()):
                for i, ch in enumerate(word):
                    if ch.upper() != t.letter:
                        continue
                    for across in (prefer_across, not prefer_across):
                        r, c = (r0, c0 - i) if across else (r0 - i, c0)
                        new = _fits(board, word, r, c, across)
                        if new is None:
                            continue
                        # prefer the preferred direction, near (not on) the centre
                        dist = sum(abs(a - sr) + abs(b - sc) for a, b in new) / len(new)
                        cost = abs(dist - 4.0) + (0 if across == prefer_across else 3)
                        if best is None or cost < best[0]:
                            best = (cost, r, c, across, new)
        if best is None:
            continue  # this word does not fit; the demo just leaves it out
        _, r, c, across, squares = best
        if squares is None:
            continue
        dr, dc = (0, 1) if across else (1, 0)
        for i, ch in enumerate(word):
            rr, cc = r + dr * i, c + dc * i
            if board.get(rr, cc) is None:
                board.place(rr, cc, Tile(ch.upper(), ch.islower()))
        moves.append((word, r, c, across, squares))
    return moves


def _score(rules: RuleSet, before: Board, notation: str) -> int:
    """The move's score by the engine's own scoring (a plain letter sum if that fails)."""
    try:
        placement = parse_placement(before, rules.tileset, notation)
        return score_placement(rules, before, placement,
                               words_formed(before, placement)).total
    except Exception:  # the engine is still moving; a demo must not break with it
        return sum(rules.tileset.value(ch) for ch in notation.split()[1] if ch.isupper())


def demo_position(variant: str) -> Demo:
    rules = load_ruleset(variant)
    board = Board(rules.layout)
    words = WORDS.get(rules.language, WORDS["en"])
    names = PLAYERS.get(rules.language, PLAYERS["en"])
    teams = rules.teams
    members: list[tuple[str, ...]] = []
    if teams:  # two teams of two, one score each (docs/rules.md: teams share a score)
        members = [(names[0], names[2]), (names[1], names[3])]
        names = [f"{names[0]} + {names[2]}", f"{names[1]} + {names[3]}"]
    n_players = min(len(names), rules.players_max)
    scores = [0] * n_players
    moves: list[tuple[str, int, list[tuple[int, int]]]] = []
    pending = list(words)
    while pending and len(moves) < MAX_MOVES:
        before = board.copy()
        for word in pending:  # the first word that fits goes next
            placed = _place_words(board, [word])
            if placed:
                pending.remove(word)
                break
        else:
            break
        _, r, c, across, new = placed[0]
        notation = f"{format_coord(r, c, across)} {word}"
        points = _score(rules, before, notation)
        scores[len(moves) % n_players] += points
        moves.append((notation, points, new))
    notation, points, last_new = moves[-1]
    on_board = sum(1 for _ in board.tiles())
    racks = (2 * n_players if teams else n_players) * rules.rack_size
    bag = max(0, rules.tileset.total - on_board - racks)
    turn = len(moves) % n_players
    labels = words_for(rules.language)
    players = [
        PlayerLine(f"{labels.team} {i + 1}", scores[i], is_turn=(i == turn),
                   members=members[i], member_to_move=(len(moves) // 2) % 2 if i == turn
                   else None)
        if teams else PlayerLine(name, scores[i], is_turn=(i == turn))
        for i, name in enumerate(names[:n_players])
    ]
    caption = Caption(players=players, bag=bag, last_move=notation, last_score=points,
                      title=rules.name)
    return Demo(board, rules, last_new, caption)
