"""The header and the final banner, read back from the pictures: 2-4 players and teams,
names as people write them (emoji, other scripts, too long), whose turn it is."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import renderer.board as board_module
from engine.board import Board
from engine.rules import load_ruleset
from renderer import Banner, Caption, PlayerLine, render_board, theme
from renderer.board import (
    CHIP_GAP,
    CHIP_H,
    PAD,
    TEAM_CHIP_H,
    banner_lines,
    chip_height,
    header_height,
)
from renderer.text import (
    draw_text,
    emoji_path,
    fit_text,
    font_for,
    has_glyph,
    primary_path,
    runs,
    text_width,
)


def picture(caption: Caption, rules_id: str = "english") -> Image.Image:
    rules = load_ruleset(rules_id)
    return Image.open(io.BytesIO(render_board(Board(rules.layout), rules, caption=caption))
                      ).convert("RGB")


def near(a: tuple[int, ...], b: tuple[int, ...], tol: int = 10) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def boxes_on_line(img: Image.Image, y: int) -> list[tuple[int, int]]:
    """The (start, end) x of each run of box colour on row ``y``."""
    out: list[tuple[int, int]] = []
    inside = False
    for x in range(img.width):
        px = img.getpixel((x, y))
        box = not near(px, theme.HEADER_BG, 6)
        if box and not inside:
            out.append((x, x))
        if box:
            out[-1] = (out[-1][0], x)
        inside = box
    return [(a, b) for a, b in out if b - a > 40]


def test_four_players_sit_two_a_row_and_keep_their_names_apart() -> None:
    """Four boxes in a row cut names to ~10 characters: "Computer 1 (medium)" and
    "Computer 2 (medium)" then looked the same."""
    names = ["Computer 1 (medium)", "Computer 2 (medium)", "Anna-Maria Kowalska", "Bob"]
    caption = Caption([PlayerLine(n, 200 + i, is_turn=i == 2) for i, n in enumerate(names)])
    img = picture(caption)
    top = PAD
    rows = [top + CHIP_H // 2, top + CHIP_H + CHIP_GAP + CHIP_H // 2]
    assert [len(boxes_on_line(img, y)) for y in rows] == [2, 2]
    (a0, a1), (b0, _b1) = boxes_on_line(img, rows[0])
    first = img.crop((a0, top, a0 + (a1 - a0) * 2 // 3, top + CHIP_H))
    second = img.crop((b0, top, b0 + (a1 - a0) * 2 // 3, top + CHIP_H))
    assert first.tobytes() != second.tobytes()
    # whose turn: the third box (second row, left) and only it
    y = rows[1]
    (c0, _), (d0, _) = boxes_on_line(img, y)
    assert near(img.getpixel((c0 + 4, y)), theme.CHIP_TURN_BG)
    assert near(img.getpixel((d0 + 4, y)), theme.CHIP_BG)
    assert near(img.getpixel((a0 + 4, rows[0])), theme.CHIP_BG)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_player_has_a_box(n: int) -> None:
    caption = Caption([PlayerLine(f"P{i}", i) for i in range(n)])
    img = picture(caption)
    per_row = [2, 2, 2, 3, 3][n - 2]
    count = 0
    for row in range(-(-n // per_row)):
        count += len(boxes_on_line(img, PAD + row * (CHIP_H + CHIP_GAP) + CHIP_H // 2))
    assert count == n


def test_teams_are_one_box_each_with_the_team_score() -> None:
    caption = Caption([
        PlayerLine("Team 1", 140, is_turn=True, members=("Ann", "Cleo"), member_to_move=1),
        PlayerLine("Team 2", 150, members=("Bob", "Dan")),
    ])
    assert chip_height(caption) == TEAM_CHIP_H
    img = picture(caption)
    y = PAD + TEAM_CHIP_H // 2
    boxes = boxes_on_line(img, y)
    assert len(boxes) == 2  # not four boxes repeating the team score
    assert near(img.getpixel((boxes[0][0] + 4, y)), theme.CHIP_TURN_BG)
    assert near(img.getpixel((boxes[1][0] + 4, y)), theme.CHIP_BG)
    # the member to move is marked: the box differs when another member moves
    other = Caption([
        PlayerLine("Team 1", 140, is_turn=True, members=("Ann", "Cleo"), member_to_move=0),
        PlayerLine("Team 2", 150, members=("Bob", "Dan")),
    ])
    box = (0, 0, img.width // 2, header_height(caption))
    assert img.crop(box).tobytes() != picture(other).crop(box).tobytes()


def _colourful(img: Image.Image) -> int:
    """Pixels no text or box of the header has: saturated and not a theme colour."""
    n = 0
    for count, (r, g, b) in img.getcolors(1 << 20) or []:
        if max(r, g, b) - min(r, g, b) > 90 and not near((r, g, b), theme.CHIP_TURN_BG, 40):
            n += count
    return n


def test_an_emoji_name_is_drawn_in_colour_not_as_a_box() -> None:
    assert emoji_path() is not None, "fonts-noto-color-emoji missing: run scripts/install.sh"
    assert [r.path is None for r in runs("Ann 🌸", bold=True)] == [False, True]
    assert [r.text for r in runs("👨‍👩‍👧🇵🇱x", bold=True)] == ["👨‍👩‍👧", "🇵🇱", "x"]
    with_emoji = picture(Caption([PlayerLine("Ann 🌸🦊", 10), PlayerLine("Bob", 5)]))
    without = picture(Caption([PlayerLine("Ann", 10), PlayerLine("Bob", 5)]))
    head = (0, 0, with_emoji.width, PAD + CHIP_H)
    assert _colourful(with_emoji.crop(head)) > 150
    assert _colourful(without.crop(head)) == 0


@pytest.mark.parametrize("ch", ["李", "Σ", "ნ", "ש", "क", "𝓐"])
def test_other_scripts_come_from_the_system_fonts(ch: str) -> None:
    path = font_for(ch, True)
    assert has_glyph(path, ch)
    if ch in "李क𝓐":  # not in the shipped DejaVu: from fonts-noto-core / droid-fallback
        assert path != primary_path(True) and not has_glyph(primary_path(True), ch)
    img = Image.new("RGB", (80, 60), (0, 0, 0))
    draw_text(img, (5, 30), ch, size=30, fill=(255, 255, 255))
    notdef = Image.new("RGB", (80, 60), (0, 0, 0))
    draw_text(notdef, (5, 30), "\uffff", size=30, fill=(255, 255, 255))
    assert img.tobytes() != notdef.tobytes()


def test_a_long_name_is_shortened_with_an_ellipsis() -> None:
    name = "Bartholomew Fitzgerald-Montgomery the Third 🎩"
    cut = fit_text(name, 20, 200)
    assert cut.endswith("…") and name.startswith(cut[:-1].rstrip())
    assert text_width(cut, 20) <= 200
    assert fit_text("Ann 🌸", 20, 400) == "Ann 🌸"


@pytest.mark.parametrize(("winners", "tie_break", "lines"), [
    (["Ann"], False, 2), (["Ann", "Bob"], False, 2), (["Bob"], True, 3)])
def test_the_final_banner(winners: list[str], tie_break: bool, lines: int) -> None:
    players = [PlayerLine("Ann", 300, winner="Ann" in winners),
               PlayerLine("Bob", 300, winner="Bob" in winners)]
    plain = Caption(players)
    over = Caption(players, banner=Banner(winners, "a player went out", [], tie_break))
    img = picture(over)
    extra = header_height(over) - header_height(plain)
    assert extra > 0
    band = img.crop((0, header_height(plain), img.width, header_height(over)))
    gold = sum(n for n, rgb in band.getcolors(1 << 20) or [] if near(rgb, theme.BANNER_BG))
    assert gold > 0.5 * band.width * (extra - PAD)
    assert banner_lines(over.banner) == lines  # type: ignore[arg-type]
    assert banner_lines(Banner(winners, "x", [("Ann", 5)])) == 3  # the adjustments' line
    # the winners' boxes, and only theirs, in the winner's colour
    y = PAD + CHIP_H // 2
    for (x0, _), p in zip(boxes_on_line(img, y), players, strict=True):
        assert near(img.getpixel((x0 + 4, y)), theme.CHIP_WIN_BG) == p.winner


def test_a_big_team_keeps_to_its_box() -> None:
    """Teams of up to nine (the tile set's capacity): the names from the one to move on,
    "+N" for the rest, never into the score."""
    nine = tuple(f"Player{i} Longname" for i in range(9))
    few = Caption([PlayerLine("Team 1", 140, True, ("A", "B"), 0),
                   PlayerLine("Team 2", 150, members=("C", "D"))])
    many = Caption([PlayerLine("Team 1", 140, True, nine, 4),
                    PlayerLine("Team 2", 150, members=nine)])
    a, b = picture(few), picture(many)
    y0, y1 = PAD, PAD + TEAM_CHIP_H
    boxes = boxes_on_line(b, PAD + TEAM_CHIP_H // 2)
    assert len(boxes) == 2
    for _x0, x1 in boxes:
        score = (x1 - 70, y0, x1 + 1, y1)  # the score's corner: the same, names or not
        assert a.crop(score).tobytes() == b.crop(score).tobytes()
    # the one to move is shown: another member moving changes the box
    other = Caption([PlayerLine("Team 1", 140, True, nine, 5),
                     PlayerLine("Team 2", 150, members=nine)])
    box = (boxes[0][0], y0, boxes[0][1], y1)
    assert picture(other).crop(box).tobytes() != b.crop(box).tobytes()


@pytest.mark.parametrize(("language", "label"), [
    ("en", "No winner"), ("pl", "Bez zwycięzcy"), ("ru", "Без победителя"),
    ("bg", "Без победител"), ("sk", "Bez víťaza"), ("ro", "Fără câștigător")])
def test_a_banner_with_no_winner_says_so(monkeypatch: pytest.MonkeyPatch, language: str,
                                         label: str) -> None:
    """An abandoned game's banner says "no winner" as the chat does, never an empty
    "★ Winner:"."""
    drawn: list[str] = []
    real = board_module.draw_text

    def spy(img, xy, text, **kw):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(img, xy, text, **kw)

    monkeypatch.setattr(board_module, "draw_text", spy)
    players = [PlayerLine("Ann", 10), PlayerLine("Bob", 20)]
    picture(Caption(players, language=language, banner=Banner([], "stopped", [])))
    words = theme.words_for(language)
    assert label in drawn and f"{words.winner}: " not in drawn, drawn
