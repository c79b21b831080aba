"""The board picture: a cached empty board per (layout, look), pre-drawn tiles pasted on it,
a header with the players and a footer with the last move and the bag."""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine.board import Board
from engine.layout import Layout, Square, load_layout
from engine.notation import COLUMNS
from engine.rules import RuleSet
from engine.tiles import BlankValue, load_tileset
from renderer import theme
from renderer.fonts import font
from renderer.offers import OfferMark, draw_offers
from renderer.text import draw_text, fit_text, text_width
from renderer.theme import RGB, Words, words_for
from renderer.tiles import SCALE, draw_letter, tile_image

MARGIN = 30  # the frame with the coordinates, on each side
TARGET_WIDTH = 1020


@dataclass
class PlayerLine:
    """One box of the header: a player, or a team (``members`` given, ``name`` is then the
    team's label) with the side's score."""

    name: str
    score: int
    is_turn: bool = False
    members: tuple[str, ...] = ()  # a team's players, in turn order
    member_to_move: int | None = None  # which of ``members`` moves now
    winner: bool = False  # the final board: this side won (or shares the win)


@dataclass
class Banner:
    """The final board's banner: who won, how the game ended, the final adjustments."""

    winners: list[str]  # the winning side's name; several: a draw between them
    reason: str  # how the game ended, in the game's language
    adjustments: list[tuple[str, int]] = field(default_factory=list)  # (side, points)
    tie_break: bool = False  # equal scores, decided by the score before the adjustments


@dataclass
class Caption:
    players: list[PlayerLine] = field(default_factory=list)
    bag: int = 0
    last_move: str | None = None  # notation, e.g. "8H WORD"
    last_score: int | None = None
    title: str | None = None
    language: str | None = None  # bg, pl, ru, sk, ro, en; None: the rule set's language
    words: Words | None = None  # own label texts instead of the language's
    banner: Banner | None = None  # the game is over
    # Lines kept for the final banner where there is none yet (an animation's frames
    # before the end show the last move there), so that every frame has one size.
    banner_room: int = 0


@dataclass(frozen=True)
class Geometry:
    cols: int
    rows: int
    cell: int
    margin: int = MARGIN

    @property
    def width(self) -> int:
        return self.cols * self.cell + 2 * self.margin

    @property
    def height(self) -> int:
        return self.rows * self.cell + 2 * self.margin

    def origin(self, row: int, col: int) -> tuple[int, int]:
        """Top-left pixel of a square, in board-picture coordinates."""
        return self.margin + col * self.cell, self.margin + row * self.cell


def geometry(layout: Layout) -> Geometry:
    cell = min(60, (TARGET_WIDTH - 2 * MARGIN) // layout.width)
    return Geometry(layout.width, layout.height, cell)


# --- looks -----------------------------------------------------------------------------


def value_coloured(rules: RuleSet) -> bool:
    """Tiles coloured by their value (the rule set's data: Literaki, seed 001)."""
    return rules.tiles_coloured_by_value


def tile_face(rules: RuleSet, value: int, blank: bool) -> RGB:
    if not value_coloured(rules):
        return theme.TILE_FACE
    if blank:
        return theme.LITERAKI_FACE[0]
    return theme.LITERAKI_FACE[max(1, min(5, value))]


def start_fill(start_premium: int) -> RGB:
    if start_premium >= 3:
        return theme.PREMIUM_FILL[Square.TRIPLE_WORD]
    if start_premium == 2:
        return theme.PREMIUM_FILL[Square.DOUBLE_WORD]
    return theme.PLAIN


def square_fill(sq: Square, start_premium: int) -> RGB:
    if sq is Square.START:
        return start_fill(start_premium)
    return theme.PREMIUM_FILL[sq]


def quad_arrow(layout: Layout, row: int, col: int) -> str:
    """Which way a 4S square's arrow points: the way a word is read along it (seed 001:
    ×4 for a word that begins or ends there "in the direction of the arrow"), so across
    squares point right and down squares down, on either edge."""
    return "right" if layout.square(row, col) is Square.QUAD_ACROSS else "down"


# --- squares -----------------------------------------------------------------------------


@cache
def square_image(
    sq: Square, size: int, language: str, start_premium: int, arrow: str | None
) -> Image.Image:
    k = SCALE
    s = size * k
    img = Image.new("RGB", (s, s), theme.GRID)
    d = ImageDraw.Draw(img)
    fill = square_fill(sq, start_premium)
    d.rounded_rectangle((k, k, s - 1 - k, s - 1 - k), radius=round(0.12 * s), fill=fill)
    words = words_for(language)
    text_colour = theme.PREMIUM_TEXT.get(sq, theme.PREMIUM_TEXT[Square.PLAIN])
    if sq is Square.START:
        colour = theme.STAR if start_premium <= 1 else theme.STAR_ON_PREMIUM
        draw_letter(img, "★", cx=s / 2, baseline=s * 0.78, size_px=round(s * 0.62),
                    max_w=s * 0.8, colour=colour)
    elif sq in (Square.QUAD_ACROSS, Square.QUAD_DOWN):
        _arrow(d, s, arrow or "right", text_colour)
        d.text((s / 2, s * 0.80), words.quad, font=font(round(s * 0.24)), fill=text_colour,
               anchor="mm")
    elif sq is Square.WYM:
        d.text((s / 2, s * 0.36), "⇄", font=font(round(s * 0.38)), fill=text_colour,
               anchor="mm")
        d.text((s / 2, s * 0.74), words.labels[Square.WYM], font=font(round(s * 0.22)),
               fill=text_colour, anchor="mm")
    elif sq is not Square.PLAIN:
        label = words.labels[sq]
        f = font(round(s * 0.30))
        if f.getlength(label) > s * 0.84:
            f = font(round(s * 0.30 * s * 0.84 / f.getlength(label)))
        d.text((s / 2, s / 2), label, font=f, fill=text_colour, anchor="mm")
    return img.resize((size, size), Image.Resampling.LANCZOS)


def _arrow(d: ImageDraw.ImageDraw, s: int, direction: str, colour: RGB) -> None:
    """A fat arrow in the upper part of a 4S square."""
    cx, cy = s / 2, s * 0.38
    length, shaft, head = s * 0.62, s * 0.09, s * 0.17
    # an arrow pointing right, then rotated
    pts = [
        (-length / 2, -shaft), (length / 2 - head, -shaft), (length / 2 - head, -head),
        (length / 2, 0), (length / 2 - head, head), (length / 2 - head, shaft),
        (-length / 2, shaft),
    ]
    angle = {"right": 0.0, "down": math.pi / 2, "left": math.pi, "up": -math.pi / 2}[direction]
    ca, sa = math.cos(angle), math.sin(angle)
    if direction in ("down", "up"):
        cy = s * 0.40
        pts = [(x * 0.75, y) for x, y in pts]  # shorter, to leave room for the label
    d.polygon([(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts], fill=colour)


# --- the empty board -------------------------------------------------------------------


@cache
def empty_board_rgb(layout: Layout, language: str, start_premium: int) -> Image.Image:
    """The board without tiles: squares, labels, the star, coordinates on all four sides.
    Drawn once per (layout, language, start premium) and kept."""
    g = geometry(layout)
    img = Image.new("RGB", (g.width, g.height), theme.FRAME)
    d = ImageDraw.Draw(img)
    m = g.margin
    d.rounded_rectangle((m - 4, m - 4, g.width - m + 3, g.height - m + 3), radius=6,
                        fill=theme.GRID)
    for r in range(layout.height):
        for c in range(layout.width):
            sq = layout.square(r, c)
            arrow = quad_arrow(layout, r, c) if sq in (Square.QUAD_ACROSS,
                                                        Square.QUAD_DOWN) else None
            img.paste(square_image(sq, g.cell, language, start_premium, arrow),
                      g.origin(r, c))
    f = font(17)
    for c in range(layout.width):
        x = m + c * g.cell + g.cell / 2
        for y in (m / 2 - 2, g.height - m / 2 + 1):
            d.text((x, y), COLUMNS[c], font=f, fill=theme.COORD_TEXT, anchor="mm")
    for r in range(layout.height):
        y = m + r * g.cell + g.cell / 2
        for x in (m / 2 - 1, g.width - m / 2 + 1):
            d.text((x, y), str(r + 1), font=f, fill=theme.COORD_TEXT, anchor="mm")
    return img


# --- header and footer -----------------------------------------------------------------

PAD = 14
CHIP_H = 46
TEAM_CHIP_H = 66  # a team's box: its label over its members
CHIP_GAP = 8
TITLE_H = 34
FOOTER_H = 48
NAME_SIZE = 20
MIN_MEMBER = 90  # px: a team member's name is not cut shorter than this
BANNER_LINE = 40
BANNER_SMALL = 30


def fit(text: str, f: ImageFont.FreeTypeFont, max_w: float) -> str:
    """The text, cut with an ellipsis to fit ``max_w`` pixels."""
    if f.getlength(text) <= max_w:
        return text
    while text and f.getlength(text + "…") > max_w:
        text = text[:-1]
    return text + "…"


def chips_per_row(n: int) -> int:
    """Two boxes a row from three players on, so that a name keeps about 30 characters
    (four in a row left 10, and "Computer…" could not be told from "Computer…")."""
    if n <= 2:
        return n
    return 2 if n <= 4 else 3


def chip_height(caption: Caption) -> int:
    return TEAM_CHIP_H if any(p.members for p in caption.players) else CHIP_H


def banner_lines(banner: Banner) -> int:
    return 2 + (1 if banner.adjustments or banner.tie_break else 0)


def band_lines(caption: Caption) -> int:
    """The lines of the banner's band: the banner's, or the room kept for one."""
    return banner_lines(caption.banner) if caption.banner is not None else caption.banner_room


def banner_height(caption: Caption) -> int:
    lines = band_lines(caption)
    if not lines:
        return 0
    return PAD + BANNER_LINE + (lines - 1) * BANNER_SMALL + 8


def header_height(caption: Caption) -> int:
    if not caption.players and not caption.title and not band_lines(caption):
        return 0
    n = len(caption.players)
    rows = math.ceil(n / chips_per_row(n)) if n else 0
    h = PAD + rows * chip_height(caption) + max(0, rows - 1) * CHIP_GAP
    if caption.title:
        h += TITLE_H
    return h + (4 if rows else 0) + banner_height(caption)


@lru_cache(maxsize=256)
def title_piece(title: str, width: int) -> Image.Image:
    tf = font(20)
    img = Image.new("RGB", (width - 2 * PAD, TITLE_H - 8), theme.HEADER_BG)
    ImageDraw.Draw(img).text((0, img.height / 2), fit(title, tf, img.width), font=tf,
                             fill=theme.HEADER_TEXT, anchor="lm")
    return img


@lru_cache(maxsize=512)
def chip_piece(p: ChipKey, chip_w: int, chip_h: int, digits: int) -> Image.Image:
    """A box of the header without the score: drawn once per game and side (and turn)."""
    img = Image.new("RGB", (chip_w, chip_h), theme.HEADER_BG)
    d = ImageDraw.Draw(img)
    bg = (theme.CHIP_TURN_BG if p.turn else theme.CHIP_WIN_BG if p.winner
          else theme.CHIP_BG)
    fg = theme.CHIP_TURN_TEXT if p.turn or p.winner else theme.HEADER_TEXT
    dim = theme.CHIP_TURN_TEXT if p.turn or p.winner else theme.HEADER_DIM
    d.rounded_rectangle((0, 0, chip_w - 1, chip_h - 1), radius=10, fill=bg)
    tx = 12.0
    mark = "▶" if p.turn else "★" if p.winner else ""
    room = chip_w - 30 - font(22).getlength("8" * digits)  # the score drawn later
    if not p.members:
        cy = chip_h / 2
        if mark:
            d.text((tx, cy), mark, font=font(18), fill=fg, anchor="lm")
            tx += 24
        draw_text(img, (tx, cy), fit_text(p.name, NAME_SIZE, room - tx), size=NAME_SIZE,
                  fill=fg)
        return img
    # A team: its label on top (a winner's star before it), its members below, the one
    # to move marked there (the box's colour already says it is the team's turn).
    top, bottom = chip_h * 0.30, chip_h * 0.70
    if p.winner:
        d.text((tx, top), mark, font=font(16), fill=fg, anchor="lm")
        tx += 22
    label_f = font(16, bold=False)
    d.text((tx, top), fit(p.name, label_f, room - tx), font=label_f, fill=dim, anchor="lm")
    x = 12.0
    size, sep = NAME_SIZE - 2, " · "
    order = list(range(len(p.members)))
    full = sep.join(p.members)
    crowded = text_width(full, size, bold=False) + 18 > room - x
    if crowded and p.member_to_move is not None:
        # Too many to show whole: from the one to move on, in turn order (who plays next),
        # each name at least MIN_MEMBER wide, and "+N" for those left out.
        k = p.member_to_move
        order = order[k:] + order[:k]
    for n, i in enumerate(order):
        name, moving = p.members[i], i == p.member_to_move
        rest = len(order) - n - 1
        more = f" +{rest}" if crowded and rest else ""
        reserve = text_width(sep + "…" + more, size, bold=False) if rest else 0
        if n and crowded and room - x - reserve < MIN_MEMBER:
            draw_text(img, (x, bottom), f" +{len(order) - n}", size=size, fill=dim, bold=False)
            break
        if n:
            x += draw_text(img, (x, bottom), sep, size=size, fill=dim, bold=False)
        if moving:
            d.text((x, bottom), "▶", font=font(14), fill=fg, anchor="lm")
            x += 18
        share = room - x - (reserve if crowded else 0)
        if crowded and not moving:  # the one to move keeps up to half the room
            share = max(MIN_MEMBER, min(share, (room - x) / (rest + 1) if rest else share))
        elif crowded:
            share = min(share, max(MIN_MEMBER, (room - 12) / 2))
        x += draw_text(img, (x, bottom), fit_text(name, size, share, bold=moving), size=size,
                       fill=fg if moving else dim, bold=moving)
    return img


@dataclass(frozen=True)
class ChipKey:
    """What a header box shows besides the score (the cache key of its picture)."""

    name: str
    members: tuple[str, ...]
    member_to_move: int | None
    turn: bool
    winner: bool


def draw_header(img: Image.Image, caption: Caption, words: Words, width: int) -> None:
    """Draw the header at the top of ``img`` (its background already filled): cached
    boxes for the players' names, their scores drawn fresh, then the final banner."""
    d = ImageDraw.Draw(img)
    y = PAD
    if caption.title:
        img.paste(title_piece(caption.title, width), (PAD, y))
        y += TITLE_H
    n = len(caption.players)
    if n:
        per_row = chips_per_row(n)
        chip_w = int((width - 2 * PAD - (per_row - 1) * CHIP_GAP) / per_row)
        chip_h = chip_height(caption)
        score_f = font(24 if chip_h > CHIP_H else 22)
        for i, p in enumerate(caption.players):
            row, col = divmod(i, per_row)
            x0 = PAD + col * (chip_w + CHIP_GAP)
            y0 = y + row * (chip_h + CHIP_GAP)
            score = str(p.score)
            key = ChipKey(p.name, tuple(p.members), p.member_to_move, p.is_turn, p.winner)
            img.paste(chip_piece(key, chip_w, chip_h, len(score)), (x0, y0))
            fg = theme.CHIP_TURN_TEXT if p.is_turn or p.winner else theme.SCORE_TEXT
            d.text((x0 + chip_w - 12, y0 + chip_h / 2), score, font=score_f, fill=fg,
                   anchor="rm")
        rows = math.ceil(n / per_row)
        y += rows * chip_h + (rows - 1) * CHIP_GAP + 4
    if caption.banner is not None:
        img.paste(banner_piece(caption.banner, words, width), (PAD, y + PAD - 4))
    elif caption.banner_room:
        img.paste(move_card(caption, words, width), (PAD, y + PAD - 4))


def move_card(caption: Caption, words: Words, width: int) -> Image.Image:
    """Where the final banner will be, in the frames before it: the last move large
    ("Last move" above it), or the title on the first frame; the banner's size."""
    w = width - 2 * PAD
    h = BANNER_LINE + (caption.banner_room - 1) * BANNER_SMALL
    img = Image.new("RGB", (w, h), theme.HEADER_BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=10, fill=theme.CHIP_BG)
    x, room, small, big = 14.0, float(w - 28), 19, 27
    if caption.last_move is None:
        draw_text(img, (x, h / 2), fit_text(caption.title or "", big, room), size=big,
                  fill=theme.HEADER_TEXT)
        return img
    y = h / 2 - BANNER_LINE / 2 + 2
    draw_text(img, (x, y), fit_text(words.last_move, small, room, bold=False), size=small,
              fill=theme.HEADER_DIM, bold=False)
    y += BANNER_SMALL / 2 + BANNER_LINE / 2 - 2
    score = score_text(caption.last_score, words)
    room -= text_width(score, big)
    x += draw_text(img, (x, y), fit_text(caption.last_move, big, room), size=big,
                   fill=theme.HEADER_TEXT)
    if score:
        draw_text(img, (x, y), score, size=big, fill=theme.LAST_SCORE)
    return img


def score_text(score: int | None, words: Words) -> str:
    """The last move's points after it: ``  +12 pts``, or for a move taken off the board
    (its points taken back) ``  −23 pts`` with a true minus, never ``+-23``."""
    if score is None:
        return ""
    return f"  {score:+d} {words.points}".replace("-", "−")


def banner_piece(banner: Banner, words: Words, width: int) -> Image.Image:
    """The final banner: "Game over: how" in small, the winner (or the draw) large, and
    the final adjustments or the tie-break on a third line."""
    w = width - 2 * PAD
    h = BANNER_LINE + (banner_lines(banner) - 1) * BANNER_SMALL
    img = Image.new("RGB", (w, h), theme.HEADER_BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=10, fill=theme.BANNER_BG)
    x, room = 14.0, w - 28
    small = 19
    y = BANNER_SMALL / 2 + 2
    draw_text(img, (x, y), fit_text(f"{words.game_over}: {banner.reason}", small, room,
                                    bold=False), size=small, fill=theme.BANNER_DIM, bold=False)
    y += BANNER_SMALL / 2 + BANNER_LINE / 2 - 2
    big = 27
    if banner.winners:
        label = f"{words.draw}: " if len(banner.winners) > 1 else f"{words.winner}: "
        d.text((x, y), "★", font=font(big), fill=theme.BANNER_TEXT, anchor="lm")
        lx = x + font(big).getlength("★ ")
        lx += draw_text(img, (lx, y), label, size=big, fill=theme.BANNER_DIM, bold=False)
        draw_text(img, (lx, y), fit_text(", ".join(banner.winners), big, w - 14 - lx),
                  size=big, fill=theme.BANNER_TEXT)
    else:  # an abandoned game: no star, no empty "Winner:", as the chat says
        draw_text(img, (x, y), fit_text(words.no_winner, big, w - 28), size=big,
                  fill=theme.BANNER_TEXT)
    if banner.adjustments or banner.tie_break:
        y += BANNER_LINE / 2 + BANNER_SMALL / 2 - 2
        parts = [f"{name} {points:+d}".replace("-", "−") for name, points in
                 banner.adjustments]
        if banner.tie_break:
            parts.append(words.tie_break)
        draw_text(img, (x, y), fit_text(" · ".join(parts), small, room, bold=False),
                  size=small, fill=theme.BANNER_DIM, bold=False)
    return img


def draw_footer(img: Image.Image, top: int, caption: Caption, words: Words,
                width: int) -> None:
    d = ImageDraw.Draw(img)
    cy = top + FOOTER_H / 2 - 4
    label_f, bold_f = font(19, bold=False), font(21)
    bag = str(caption.bag)
    bag_w = bold_f.getlength(bag)
    d.text((width - PAD, cy), bag, font=bold_f, fill=theme.HEADER_TEXT, anchor="rm")
    bag_label = f"{words.bag}: "
    d.text((width - PAD - bag_w, cy), bag_label, font=label_f, fill=theme.HEADER_DIM,
           anchor="rm")
    room = width - 2 * PAD - bag_w - label_f.getlength(bag_label) - 24
    x: float = PAD  # text lengths are fractional
    if caption.last_move and not (caption.banner_room and caption.banner is None):
        # (an animation's frame shows it large where the banner will be)
        label = f"{words.last_move}: "
        d.text((x, cy), label, font=label_f, fill=theme.HEADER_DIM, anchor="lm")
        x += label_f.getlength(label)
        score = score_text(caption.last_score, words)
        move = fit(caption.last_move, bold_f, PAD + room - x - bold_f.getlength(score))
        d.text((x, cy), move, font=bold_f, fill=theme.HEADER_TEXT, anchor="lm")
        x += bold_f.getlength(move)
        if score:
            d.text((x, cy), score, font=bold_f, fill=theme.LAST_SCORE, anchor="lm")


# --- looks and their palettes -------------------------------------------------------------


@dataclass(frozen=True)
class Look:
    """Everything that decides how the board and its tiles look, apart from the position."""

    layout_name: str
    language: str
    start_premium: int
    tileset_name: str
    value_coloured: bool
    blank_value: BlankValue
    # Premiums count every time a word uses them (home Erudit): a covered premium square
    # still matters, so its tile shows it.
    premium_marks: bool = False

    @property
    def layout(self) -> Layout:
        return load_layout(self.layout_name)


def look_of(rules: RuleSet, language: str | None = None) -> Look:
    return Look(rules.layout_name, language or rules.language, rules.start_premium,
                rules.tileset_name, value_coloured(rules), rules.blank_value,
                rules.premiums == "every_time")


def premium_mark(look: Look, sq: Square) -> RGB | None:
    """The colour to mark on a tile lying on ``sq``: its premium's, where premiums count
    every time and the square has one (a letter or word multiplier, a start square that
    multiplies); None otherwise."""
    if not look.premium_marks:
        return None
    if sq is Square.START:
        return start_fill(look.start_premium) if look.start_premium > 1 else None
    if sq.letter_multiplier > 1 or sq.word_multiplier > 1:
        return theme.PREMIUM_FILL[sq]
    return None


def _look_tile(look: Look, letter: str, blank: bool, highlight: bool,
               premium: RGB | None = None) -> Image.Image:
    tileset = load_tileset(look.tileset_name)
    face_value = tileset.value(letter)
    if not look.value_coloured:
        face = theme.TILE_FACE
    else:
        face = theme.LITERAKI_FACE[0 if blank else max(1, min(5, face_value))]
    # The number drawn is what the tile scores; a blank worth nothing shows none.
    points = tileset.tile_value(letter, blank, look.blank_value)
    value = None if blank and points == 0 else points
    return tile_image(letter, value, face=face, blank=blank, highlight=highlight,
                      size=geometry(look.layout).cell, background=theme.GRID,
                      premium=premium)


def header_rgb(caption: Caption, words: Words, width: int) -> Image.Image:
    img = Image.new("RGB", (width, header_height(caption)), theme.HEADER_BG)
    draw_header(img, caption, words, width)
    return img


def footer_rgb(caption: Caption, words: Words, width: int) -> Image.Image:
    img = Image.new("RGB", (width, FOOTER_H), theme.HEADER_BG)
    draw_footer(img, -6, caption, words, width)
    return img


@cache
def look_palette(look: Look) -> Image.Image:
    """One palette (at most 256 colours) for everything a look draws: the empty board, every
    tile of the set (plain, blank, highlighted) and sample header text.  Every cached piece
    is converted to it once, so a board is composed by pasting palette indices and encodes
    as a small palette PNG."""
    g = geometry(look.layout)
    words = words_for(look.language)
    tiles = [
        _look_tile(look, letter, blank, hl)
        for letter in load_tileset(look.tileset_name).letters
        for blank in (False, True)
        for hl in (False, True)
    ]
    per_row = g.width // g.cell
    tile_rows = -(-len(tiles) // per_row)
    sample = Caption(
        # every kind of header box: to move, waiting, the winner
        players=[PlayerLine("Ag Żź Щя", 123, True, ("Ag Żź", "Щя"), 1),
                 PlayerLine("Ag Żź Щя", 45, False, ("Ag Żź", "Щя")),
                 PlayerLine("Ag Żź Щя", 45, False, ("Ag Żź", "Щя"), None, True)],
        bag=42, last_move="8H ĄŻЩЯ", last_score=12, title="Ag Żź Щя",
        banner=Banner(["Ag Żź Щя"], "Ag Żź Щя", [("Ag", -5)], True),
    )
    parts = [empty_board_rgb(look.layout, look.language, look.start_premium),
             header_rgb(sample, words, g.width), footer_rgb(sample, words, g.width)]
    height = sum(p.height for p in parts) + tile_rows * g.cell
    montage = Image.new("RGB", (g.width, height), theme.FRAME)
    y = 0
    for part in parts:
        montage.paste(part, (0, y))
        y += part.height
    for i, tile in enumerate(tiles):
        row, col = divmod(i, per_row)
        montage.paste(tile, (col * g.cell, y + row * g.cell))
    return montage.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def to_palette(img: Image.Image, look: Look) -> Image.Image:
    return img.quantize(palette=look_palette(look), dither=Image.Dither.NONE)


@cache
def empty_board_p(look: Look) -> Image.Image:
    return to_palette(empty_board_rgb(look.layout, look.language, look.start_premium), look)


@lru_cache(maxsize=8192)
def tile_p(look: Look, letter: str, blank: bool, highlight: bool,
           premium: RGB | None = None) -> Image.Image:
    return to_palette(_look_tile(look, letter, blank, highlight, premium), look)


# --- composing -------------------------------------------------------------------------


def compose_board(
    board: Board,
    rules: RuleSet,
    *,
    highlight: Iterable[tuple[int, int]] = (),
    caption: Caption | None = None,
    offers: Sequence[OfferMark] = (),
) -> Image.Image:
    """The finished board picture as a PIL palette image (not yet encoded); ``offers``:
    the numbered places offered for a word, marked (``renderer.offers``)."""
    layout = board.layout
    g = geometry(layout)
    language = (caption.language if caption and caption.language else rules.language)
    words = caption.words if caption and caption.words else words_for(language)
    look = look_of(rules, language)
    base = empty_board_p(look)
    if caption:
        head = header_rgb(caption, words, g.width) if header_height(caption) else None
        top = head.height if head else 0
        img = Image.new("P", (g.width, top + g.height + FOOTER_H))
        img.putpalette(base.getpalette() or [])
        if head:
            img.paste(to_palette(head, look), (0, 0))
        img.paste(base, (0, top))
        img.paste(to_palette(footer_rgb(caption, words, g.width), look), (0, top + g.height))
    else:
        top = 0
        img = base.copy()
    marked = set(highlight)
    for r, c, t in board.tiles():
        x, y = g.origin(r, c)
        img.paste(tile_p(look, t.letter, t.blank, (r, c) in marked,
                         premium_mark(look, layout.square(r, c))), (x, y + top))
    if offers:
        rgb = img.convert("RGB")
        draw_offers(ImageDraw.Draw(rgb), offers, cell=g.cell, margin=g.margin, top=top)
        img = to_palette(rgb, look)
    return img


PNG_OPTIONS: dict[str, object] = {"compress_level": 6, "optimize": False}


def encode(img: Image.Image, fmt: str = "PNG") -> bytes:
    buf = io.BytesIO()
    if fmt.upper() == "PNG":
        img.save(buf, "PNG", **PNG_OPTIONS)
    else:
        (img.convert("RGB") if img.mode == "P" else img).save(buf, fmt)
    return buf.getvalue()


def render_board(
    board: Board,
    rules: RuleSet,
    *,
    highlight: Iterable[tuple[int, int]] = (),
    caption: Caption | None = None,
    fmt: str = "PNG",
    offers: Sequence[OfferMark] = (),
) -> bytes:
    """The board picture as encoded image bytes (PNG unless ``fmt`` says otherwise)."""
    return encode(compose_board(board, rules, highlight=highlight, caption=caption,
                                offers=offers), fmt)
