"""What a newcomer on a 360×740 phone missed: an /end vote to answer on the page (the
mover's card lit, the voter's badged, the page not scrolled by the redraw), a blank that
shows its "?", every unseen count readable, the squares explained, the keys told, the
leftovers at the end."""

from __future__ import annotations

from typing import Any

import pytest
from board_harness import Seat
from conftest import Web
from test_browser_play import a_deal_with_a_blank, letters, name_to_move, tile_on

from bot import i18n
from engine.game import Game
from engine.notation import COLUMNS
from engine.rules import load_ruleset


async def test_an_end_vote_is_answered_on_the_page(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    if name_to_move(await web.game()) == "Bob":
        await web.cmd("Bob", "/pass")  # Ann to move: the voter is not the mover
    page = await web.page("phone", await web.link(game_id, "Bob"))
    await page.locator("#rack button.rt").first.wait_for()
    await page.evaluate("() => window.scrollTo(0, 120)")
    y = await page.evaluate("() => window.scrollY")
    assert y > 0
    await web.cmd("Ann", "/end")
    box = page.locator("#endvote")
    await box.locator('[data-act="end_no"]').wait_for()
    text = await page.locator("#endtext").inner_text()
    assert text.startswith("Ann wants to end the game") and "/end" not in text
    # The redraw did not move the page; the card lit is still the mover's, and the
    # voter's, Bob's, has its badge.
    assert await page.evaluate("() => window.scrollY") == y
    lit = await page.locator("#players .chip.now .name").all_inner_texts()
    assert lit == ["Ann"], lit
    voting = page.locator("#players .chip.voting")
    assert await voting.count() == 1
    assert (await voting.locator(".name").inner_text()) == "Bob"
    assert (await voting.locator(".badge").inner_text()).strip() == i18n.t_table(
        "en", "WEB", "chip_voting")
    assert "voting" in (await voting.get_attribute("aria-label") or "")
    await page.evaluate("() => window.scrollTo(0, 0)")
    await page.screenshot(path=str(web.shots / "phone-end-vote-badge.png"))
    said = len(web.said)
    await box.locator('[data-act="end_no"]').tap()
    await web.until(lambda: any("not enough players agreed" in o.text
                                for o in web.said[said:]), "the refusal in the chat")
    await box.wait_for(state="hidden")
    assert not (await web.game()).over
    # The page says so too, as the chat did, until the next event.
    await page.wait_for_function(
        "t => document.getElementById('notice').textContent === t",
        arg=i18n.t("en", "end_refused"))
    assert await page.locator("#notice").is_visible()


async def test_a_blank_shows_its_mark_and_every_unseen_count_fits(web: Web) -> None:
    web.seeds.append(a_deal_with_a_blank())
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    page = await web.page("phone", await web.link(game_id, name_to_move(game)))
    blank = page.locator("#rack button.rt.blank").first
    await blank.wait_for()
    assert (await blank.inner_text()).strip() == "?"
    # A tile's points read in the language's plural: "1 point", never "1 pts".
    labels = [await b.get_attribute("aria-label")
              for b in await page.locator("#rack button.rt:not(.blank)").all()]
    assert labels and all(not x.endswith(" pts") for x in labels), labels
    ones = [x for x in labels if x.endswith(", 1 point")]
    assert ones or all(", 1 " not in x for x in labels), labels
    # Every letter unseen shows its count, one too, and no count covers another tile.
    counts = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un')].map(e => {"
        " const i = e.querySelector('i'); return i ? i.textContent : null; })")
    assert counts and None not in counts and "×1" in counts, counts
    boxes = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un, #unseen .un i')].map(e => {"
        " const r = e.getBoundingClientRect(); return [e.tagName, r.left, r.top, r.right,"
        " r.bottom, e.closest('.un') === e ? null : 0]; })")
    tiles = [b for b in boxes if b[0] == "SPAN"]
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            overlap = (min(a[3], b[3]) - max(a[1], b[1]) > 0.5
                       and min(a[4], b[4]) - max(a[2], b[2]) > 0.5)
            assert not overlap, (a, b)
    inner = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un')].every(e => {"
        " const o = e.getBoundingClientRect(), i = e.querySelector('i').getBoundingClientRect();"
        " return i.left >= o.left - 0.5 && i.right <= o.right + 0.5 && i.top >= o.top - 0.5"
        " && i.bottom <= o.bottom + 0.5; })")
    assert inner
    # A count reads as a count ("A ×8", "A: 8 tiles" to a screen reader), not as a tile's
    # points in its corner: on the letter's line, not smaller than a word beside it.
    shown = await page.evaluate(
        "() => [...document.querySelectorAll('#unseen .un')].map(e => {"
        " const b = e.querySelector('b').getBoundingClientRect(),"
        " i = e.querySelector('i').getBoundingClientRect();"
        " return [e.getAttribute('aria-label'), e.querySelector('b').textContent,"
        " e.querySelector('i').textContent, parseFloat(getComputedStyle("
        "e.querySelector('i')).fontSize), (b.top + b.bottom) / 2, (i.top + i.bottom) / 2]; })")
    for label, letter, count, size, letter_middle, count_middle in shown:
        n = count.removeprefix("×")
        assert count.startswith("×") and n.isdigit(), count
        word = "tile" if n == "1" else "tiles"
        assert label == f"{'blank' if letter == '?' else letter}: {n} {word}", label
        assert size >= 12 and abs(letter_middle - count_middle) <= 2, (letter, count, size)
    await page.locator("#unseenbox").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-unseen.png"))


async def test_literaki_squares_are_explained_in_polish(web: Web, seated: Seat) -> None:
    page = (await seated("literaki", options="lang=pl", who="Ann")).page
    legend = page.locator("#legend li")
    assert await legend.count() >= 3
    await page.locator("#legendbox summary").tap()
    assert (await page.locator("#legendbox summary").inner_text()).strip() == "Pola"
    text = await page.locator("#legend").inner_text()
    assert "WYM" in text and "4S" in text and "płytki" in text, text
    # each label once before its words (beside its square's picture)
    lines = [x.strip() for x in await page.locator("#legend li > span:last-child")
             .all_inner_texts()]
    assert any(x.startswith("4S: ×4 za słowo") for x in lines), lines
    assert any(x.startswith("WYM: gdy ruch") for x in lines), lines
    assert all(x.count("4S") + x.count("WYM") <= 1 for x in lines), lines
    await page.locator("#legendbox").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-literaki-legend.png"))


async def test_the_keys_are_told_and_the_cursor_shows_on_focus(web: Web, seated: Seat) -> None:
    s = await seated("english", options="check=auto", who="mover", kind="desktop")
    game_id, game, page = s.id, s.game, s.page
    hint = page.locator("#keyshint")
    assert await hint.is_visible()
    assert "Space" in await hint.inner_text()
    assert await page.locator("#board .cell.cur").count() == 0
    await page.locator("#q0-0").click()  # a mouse: the square clicked
    assert await page.locator("#board .cell.cur").count() == 1
    # A phone has no keys to explain.
    phone = await web.page("phone", await web.link(game_id, name_to_move(game)))
    await phone.locator("#rack button.rt").first.wait_for()
    assert not await phone.locator("#keyshint").is_visible()


async def test_focusing_the_board_shows_where_typing_goes(web: Web, seated: Seat) -> None:
    page = (await seated("english", options="check=auto", who="mover", kind="desktop")).page
    # A mouse focuses the board off any square (its coordinates): the start square shows
    # where typing would go.
    await page.locator("#board [role=rowheader]").first.click()
    assert await page.evaluate("() => document.activeElement.id") == "board"
    await page.locator("#board .cell.cur").wait_for()
    assert await page.locator("#q7-7.cur").count() == 1


async def test_the_leftover_racks_show_at_the_end(web: Web) -> None:
    game_id = await web.start("english", "Ann", "Bob", options="check=auto")
    game = await web.game()
    mover = name_to_move(game)
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    await tile_on(page, 7, 7, word[0])
    await web.cmd(mover, "/resign yes")
    racks = page.locator("#racks li")
    await racks.first.wait_for()
    assert await racks.count() == 2
    text = await page.locator("#racks").inner_text()
    assert "Ann" in text and "Bob" in text
    # Labelled: the tiles left at the end; along the replay, the racks before the move
    # shown (the board shows it made), and at the start the racks as dealt.
    head = page.locator("#rackshead")
    assert (await head.inner_text()).strip() == i18n.t_table("en", "WEB", "racks_left")
    await page.locator("#replay").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-over-racks.png"))
    await page.locator("#moveslider").fill("1")
    before = i18n.t_table("en", "WEB", "racks_before", n=1)
    await page.wait_for_function(
        "t => document.getElementById('rackshead').textContent === t", arg=before)
    assert word[0] in await page.locator("#racks").inner_text()  # the rack it came from
    await page.locator("#moveslider").fill("0")
    await page.wait_for_function(
        "t => document.getElementById('rackshead').textContent === t",
        arg=i18n.t_table("en", "WEB", "racks_dealt"))
    await page.screenshot(path=str(web.shots / "phone-replay-racks.png"))




def a_literaki_deal_with_a_blank() -> str:
    """A seed that deals one of the two players a blank (the engine deals from the seed)."""
    rules = load_ruleset("literaki")
    for i in range(500):
        seed = f"blank-{i}"
        game = Game(rules, seed, [("test:ann", None), ("test:bob", None)], {})
        if any("?" in s.rack for s in game.seats):
            return seed
    raise AssertionError("no deal with a blank in 500 seeds")


TILE_LOOK = """(sel) => [...document.querySelectorAll(sel)].map((t) => {
  const s = getComputedStyle(t), b = getComputedStyle(t.querySelector('b'));
  const i = t.querySelector('i');
  return [t.querySelector('b').textContent, i ? i.textContent : '', s.backgroundColor,
          b.color, b.fontStyle, b.fontWeight, s.borderRadius];
}).sort()"""


async def test_the_replays_racks_look_like_the_live_rack(web: Web) -> None:
    """Literaki colours its tiles by value: the replay's racks (here, as dealt at move 0,
    and the tiles left at the end) show each tile as the live rack did, its colour, its
    points in the corner, a blank's style, not a plain letter in a box."""
    web.seeds.append(a_literaki_deal_with_a_blank())
    game_id = await web.start("literaki", "Ann", "Bob", options="lang=en")
    game = await web.game()
    who = next(s.player.partition(":")[2].capitalize() for s in game.seats if "?" in s.rack)
    page = await web.page("phone", await web.link(game_id, who))
    await page.locator("#rack button.rt.blank").first.wait_for()
    live = await page.evaluate(TILE_LOOK, "#rack button.rt")
    assert len(live) == 7 and len({x[2] for x in live}) > 2, live  # coloured by value
    await web.cmd(who, "/resign yes")
    await page.locator("#racks li").first.wait_for()
    row = f"#racks li:has(.who:text-is('{who}')) .tiles .tile"
    for step, head in (("end", "racks_left"), ("0", "racks_dealt")):
        if step == "0":
            await page.locator("#moveslider").fill("0")
        await page.wait_for_function(
            "t => document.getElementById('rackshead').textContent === t",
            arg=i18n.t_table("en", "WEB", head))
        await page.locator(row).first.wait_for()
        shown = await page.locator(row).evaluate_all(
            TILE_LOOK.replace("(sel) => [...document.querySelectorAll(sel)]", "(ts) => ts"))
        assert shown == live, (step, shown, live)
    await page.locator("#replay").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-replay-racks-literaki.png"))


async def test_zoomed_in_no_square_is_left_under_the_row_numbers(web: Web, seated: Seat) -> None:
    page = (await seated("english", options="check=auto", who="Ann")).page
    await page.locator("#zoom").tap()
    wrap = page.locator("#boardwrap")
    await wrap.evaluate("e => e.scrollTo(203, 0)")  # between two columns
    await page.wait_for_function(
        "() => document.getElementById('boardwrap').scrollLeft > 0")
    # Snapping ends the scroll a moment later: until then a square may still be cut.
    await page.wait_for_function(
        """() => {
          const head = document.querySelector('#board [role=rowheader]').getBoundingClientRect();
          return [...document.querySelectorAll('#board .cell[data-r="0"]')]
            .map((q) => q.getBoundingClientRect())
            .every((r) => !(r.right > head.right + 0.5 && r.left < head.right - 0.5));
        }""")


async def test_the_clocks_on_the_cards_and_the_move_limit_red_near_its_end(seated: Seat) -> None:
    page = (await seated("english", options="check=auto time=10 clock=1m", who="mover")).page
    clocks = await page.locator("#players .chip .clock").all_inner_texts()
    assert len(clocks) == 2 and all(":" in c for c in clocks), clocks
    # A limit of 10 s is in its last 10 s from the start: red on the mover's card.
    await page.locator("#players .chip .mclock.low").wait_for()
    assert (await page.locator("#players .chip .mclock").inner_text()).startswith("⏱")


# A game played to its end in full rows of seven tiles under each other (the word list is
# not asked: nobody challenges; each move stands as the next is played), until a player
# goes out with the bag empty.  This seed leaves the other one two tiles: K and D.
OUT_SEED = "out-0"
ROWS = [7, 8, 6, 9, 5, 10, 4, 11, 3, 12, 2, 13, 1, 14]


async def play_out(web: Web) -> dict[str, list[str]]:
    """Each player's tiles left at the end."""
    for r in ROWS:
        game = await web.game()
        if game.pending is not None and game.pending.ends_game:
            break
        rack = list(game.seats[game.turn].rack)
        word = "".join("e" if x == "?" else x for x in rack)
        await web.cmd(name_to_move(game), f"/play {r + 1}{COLUMNS[4]} {word}")
    game = await web.game()
    assert game.pending is not None and game.pending.ends_game and not len(game.bag)
    left = {s.player.partition(":")[2].capitalize(): list(s.rack) if i != game.pending.seat
            else [] for i, s in enumerate(game.seats)}
    other = next(name for name, rack in left.items() if rack)
    await web.cmd(other, "/accept")
    return left


async def test_the_tiles_left_at_the_end_say_what_they_are_worth(web: Web) -> None:
    web.seeds.append(OUT_SEED)
    game_id = await web.start("english", "Ann", "Bob")
    page = await web.page("phone", await web.link(game_id, "Ann"))
    desk = await web.page("desktop", await web.link(game_id, "Ann"))
    for p in (page, desk):
        await p.locator("#rack button.rt").first.wait_for()
    game = await web.game()
    left = await play_out(web)
    await page.locator("#result:not([hidden])").wait_for()
    assert sorted(map(len, left.values())) == [0, 2], left
    lines = await page.locator("#racks li").all_inner_texts()
    assert len(lines) == 2, lines
    for name, rack in left.items():
        line = next(x for x in lines if x.startswith(name)).replace("\n", " ")
        if rack:  # the tiles, and what they are worth
            value = sum(game.rules.tileset.value(x) for x in rack)
            # in the language's plural ("1 point", never "1 pts")
            worth = f"{value} {'point' if value == 1 else 'points'}"
            assert all(x in line for x in rack) and line.endswith(worth), line
        else:  # none, said so
            assert line.endswith(i18n.t_table("en", "WEB", "rack_out")), line
    # No empty line between the board and the replay's box (the play area, empty once
    # the game is over, is not there).
    gap = await page.evaluate(
        """() => document.getElementById('replay').getBoundingClientRect().top
                 - document.querySelector('.boardzone').getBoundingClientRect().bottom""")
    main_gap = await page.evaluate("() => parseFloat(getComputedStyle(document.querySelector("
                                   "'.main')).rowGap)")
    assert gap <= main_gap + 0.5, (gap, main_gap)
    assert await page.locator("#play").is_hidden()
    await page.locator("#replay").scroll_into_view_if_needed()
    await page.screenshot(path=str(web.shots / "phone-over-left.png"))
    # On a wide screen too, the replay's box follows the result at the panel's gap.
    await desk.locator("#racks li").first.wait_for()
    gap = await desk.evaluate(
        """() => document.getElementById('replay').getBoundingClientRect().top
                 - document.getElementById('result').getBoundingClientRect().bottom""")
    side_gap = await desk.evaluate("() => parseFloat(getComputedStyle(document.querySelector("
                                   "'.side')).rowGap)")
    assert gap <= side_gap + 0.5, (gap, side_gap)


async def analysis_of(page: Any, n: int) -> str:
    await page.locator("#moveslider").fill(str(n))
    await page.locator("#analyse").click()
    await page.wait_for_function(
        "() => { const t = document.getElementById('analysis').textContent;"
        " return t && t !== '…'; }")
    return str(await page.locator("#analysis").inner_text()).strip()


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_the_analysis_of_a_lost_turn_says_there_was_no_move_and_a_pass_is_weighed(
        web: Web, seated: Seat, lang: str) -> None:
    s = await seated("english", options=f"lang={lang}", who="other", kind="desktop")  # challenges
    game, mover, other, page = s.game, s.mover, s.other, s.page
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")  # 1: the move
    await web.cmd(other, "/challenge")  # 2: a valid word: the challenger loses the turn
    await web.cmd(mover, "/pass")  # 3: a pass
    await web.cmd(other, "/resign yes" if lang == "en" else "/resign tak")
    await page.locator("#result:not([hidden])").wait_for()
    lines = [x.strip() for x in await page.locator("#history li").all_inner_texts()]
    kinds = [t.kind for t in (await web.game()).history] if (
        await web.repo.open_game(web.chat.key)) else None
    assert kinds is None or kinds[:3] == ["place", "lost_turn", "pass"], kinds
    said = await analysis_of(page, 2)
    assert said == i18n.t_table(lang, "WEB", "analysis_no_move", n=2, line=lines[1]), said
    # The move itself is weighed (where the word list is built; else that says so), and so
    # is the pass, as the recap weighs it: a newcomer found the two disagreeing.
    none = i18n.t_table(lang, "WEB", "analysis_none")
    first = await analysis_of(page, 1)
    assert first.startswith(f"{mover}, ") or first == none, first
    passed = await analysis_of(page, 3)
    assert passed.startswith(f"{mover}, ") or passed == none, passed
    await page.screenshot(path=str(web.shots / f"desktop-analysis-{lang}.png"))


async def test_the_analysis_asked_on_the_ending_says_so_and_opens_on_the_first_move(
        web: Web, seated: Seat) -> None:
    """The replay opens on the game's last step, the resignation: "Analysis" there said
    "nothing to analyse at move 3"; it answers with the first move with a finding, and the
    replay goes to that step (its slider, its label), the analysis kept in sight.  But it
    says so first (a newcomer saw move 1's analysis under "Move 11 / 11" without a word):
    no move was made at the step asked, what happened there, and that the first move worth
    a look is shown instead."""
    s = await seated("english", who="other", kind="desktop")
    game, mover, other, page = s.game, s.mover, s.other, s.page
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")  # 1: the move
    await web.cmd(other, "/pass")  # 2
    await web.cmd(mover, "/resign yes")  # 3: no move
    await page.locator("#result:not([hidden])").wait_for()
    slider = page.locator("#moveslider")
    assert await slider.input_value() == "3"
    await page.locator("#analyse").click()
    await page.wait_for_function(
        "() => { const t = document.getElementById('analysis').textContent;"
        " return t && t !== '…'; }")
    said = str(await page.locator("#analysis").inner_text()).strip()
    if said == i18n.t_table("en", "WEB", "analysis_none"):
        pytest.skip("no word list to analyse with")
    notes = [i18n.t_table("en", "WEB", key, n=3, line=f"{mover} resigned.")
             for key in ("analysis_instead", "analysis_instead_first")]
    note = next((x for x in notes if said.startswith(x)), None)
    assert note is not None, said
    first = said[len(note):].strip().split(":")[0]
    assert first in (f"{mover}, move 1", f"{other}, move 2"), said
    step = first.rsplit(" ", 1)[1]
    assert await slider.input_value() == step
    await page.wait_for_function(
        f"() => document.getElementById('movelabel').textContent.startsWith('Move {step} ')")
    # the step's board asked for, and the analysis kept (the slider's handler clears it),
    # the sentence first
    await page.wait_for_function(
        f"() => document.getElementById('analysis').textContent.startsWith({note!r})")
    await page.screenshot(path=str(web.shots / "desktop-analysis-on-the-ending.png"))


async def test_a_phony_taken_off_is_told_within_its_move_as_the_recap_numbers_it(
        web: Web, seated: Seat) -> None:
    """A phony challenged off the board, a pass, a resignation: the recap (and /history)
    number them moves 1, 2 and 3, the taking off told within move 1.  The page's list, its
    slider's label and its racks' heading say the same numbers (the server's), where they
    counted history lines: "Move 3 / 4" for the pass."""
    s = await seated("english", options="check=challenge", who="other", kind="desktop")
    game_id, game, mover, other, page = s.id, s.game, s.mover, s.other, s.page
    await web.cmd(mover, f"/play 8H {letters(list(game.seats[game.turn].rack), 2)}")
    await web.cmd(other, "/challenge")  # not in the word list: taken off
    await web.cmd(other, "/pass")
    await web.cmd(mover, "/resign yes")
    await page.locator("#result:not([hidden])").wait_for()
    rec = await web.repo.game(game_id)
    assert [t.kind for t in Game.from_json(rec.state).history] == [
        "place", "withdrawn", "pass", "resign"]
    numbered = await page.evaluate(
        """() => [...document.querySelectorAll('#history li')].map((li) =>
             [li.getAttribute('value'), li.classList.contains('same'),
              getComputedStyle(li).listStyleType])""")
    assert [(v, same) for v, same, _style in numbered] == [
        ("1", False), (None, True), ("2", False), ("3", False)], numbered
    assert numbered[1][2] == "none", numbered  # the taking off: no number of its own
    label = page.locator("#movelabel")
    assert (await label.inner_text()).strip() == "Move 3 / 3"
    # the taking off keeps its move's number and says so (two stops read the same, and
    # the second looked like nothing: a newcomer)
    for step, shown in (("3", "Move 2 / 3"), ("2", "Move 1 / 3 · taken off"),
                        ("1", "Move 1 / 3")):
        await page.locator("#moveslider").fill(step)
        await page.wait_for_function(
            "t => document.getElementById('movelabel').textContent === t", arg=shown)
        assert await page.locator("#moveslider").get_attribute("aria-valuetext") == shown
    await page.wait_for_function(
        "t => document.getElementById('rackshead').textContent === t",
        arg=i18n.t_table("en", "WEB", "racks_before", n=1))
    await page.locator("#moveslider").fill("3")
    await page.wait_for_function(
        "t => document.getElementById('rackshead').textContent === t",
        arg=i18n.t_table("en", "WEB", "racks_before", n=2))
    await page.screenshot(path=str(web.shots / "desktop-replay-numbered.png"))


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_a_failed_challenge_speaks_to_the_challenger_on_their_own_page(
        web: Web, seated: Seat, lang: str) -> None:
    """The challenger's phone says "You lose this turn." in the notice, not their name;
    the mover's page names them."""
    s = await seated("english", options=f"lang={lang}", page=False)  # challenges
    game, mover, other = s.game, s.mover, s.other
    pages = {n: await s.open(n) for n in (other, mover)}
    word = letters(list(game.seats[game.turn].rack), 2)
    web.words.add(word)
    await web.cmd(mover, f"/play 8H {word}")
    await web.cmd(other, "/challenge")
    own = pages[other].locator("#notice:not([hidden])")
    await own.wait_for()
    await pages[other].wait_for_function(
        "(t) => document.getElementById('notice').textContent.endsWith(t)",
        arg=i18n.t_table(lang, "WEB", "notice_lose_this"))
    assert other not in await own.inner_text()
    theirs = pages[mover].locator("#notice:not([hidden])")
    await pages[mover].wait_for_function(
        "(t) => document.getElementById('notice').textContent.endsWith(t)",
        arg=i18n.t(lang, "turn_lost", name=other))
    assert other in await theirs.inner_text()
    await own.scroll_into_view_if_needed()
    await pages[other].screenshot(path=str(web.shots / f"phone-challenge-you-{lang}.png"))
