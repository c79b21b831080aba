"""A position in one line: CGP, the format of Macondo, MAGPIE and Woogles.

A CGP line is four fields and then operations::

    15/15/15/15/15/15/15/3CAT9/15/15/15/15/15/15/15 EIRSTU?/ABDEGLO 10/0 0 rules english;

- the board, one row per ``/`` from the top: a run of empty squares as its length, a tile
  as its letter (lower case for a blank standing for that letter; ``[..]`` may enclose a
  letter, as Macondo writes a tile of several characters);
- the racks, ``/``-separated, **the player to move first** (``?`` a blank; an empty rack
  is an empty field: a player who went out, or one whose rack is not known);
- the scores, in the same order;
- the number of consecutive scoreless turns;
- operations ``name value;``.  We write ``lex`` (the rule set's lexicon) and ``rules``
  (our rule-set id, which says everything else: board, tile set, every rule); we read
  ``rules`` first, else infer the rule set from Macondo's ``ld`` (letter distribution)
  and ``lex``, else English, Macondo's default.  Other operations are kept and ignored.

Macondo and MAGPIE read two players only; we read and write as many racks as the rule set
seats (the scores are per seat; a team game's CGP gives each seat its team's score and is
read back as seats without teams).  The bag is what the tile set holds less the board and
the racks; the game's seed draws from it.  A game made from a CGP remembers the line in its
header (``position``), so it replays, undoes and stores like any other game.

The parser is ours (Macondo's ``cgp/parse.go`` and MAGPIE's ``src/impl/cgp.c`` were read
for the format): the engine imports nothing outside the standard library.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.bag import Bag
from engine.board import Board, Tile
from engine.rules import RuleSet, ruleset_ids
from engine.state import PlayerSpec, Seat
from engine.tiles import BLANK

if TYPE_CHECKING:
    from engine.game import Game

# Macondo's letter distributions and lexicon families that name one of our rule sets
# (Macondo's ``ld`` names are its distribution files; ``english`` is its default).
_BY_DISTRIBUTION = {"english": "english", "polish": "polish"}
_BY_LEXICON_PREFIX = (("NWL", "english"), ("TWL", "english"), ("CSW", "english"),
                      ("ECWL", "english"), ("OSPS", "polish"))


class CgpError(ValueError):
    """A line that is not a position of a rule set we know; the message says why."""


@dataclass(frozen=True)
class Cgp:
    """A CGP line split into its fields (the board rows not yet read as tiles: that needs
    the rule set, which the operations name)."""

    rows: tuple[str, ...]
    racks: tuple[str, ...]
    scores: tuple[int, ...]
    zeros: int
    ops: dict[str, str]

    def ruleset_id(self) -> str:
        """Our rule set for this position: ``rules``, else Macondo's ``ld``, then ``lex``."""
        if "rules" in self.ops:
            rid = self.ops["rules"]
            if rid not in ruleset_ids():
                raise CgpError(f"unknown rule set {rid!r}; known: {', '.join(ruleset_ids())}")
            return rid
        if "ld" in self.ops:
            rid_or_none = _BY_DISTRIBUTION.get(self.ops["ld"].lower())
            if rid_or_none is None:
                raise CgpError(f"no rule set of ours plays the letter distribution "
                               f"{self.ops['ld']!r}; name one with 'rules ID;'")
            return rid_or_none
        lexicon = self.ops.get("lex", "").upper()
        for prefix, rid in _BY_LEXICON_PREFIX:
            if lexicon.startswith(prefix):
                return rid
        if lexicon and lexicon.lower() in ruleset_ids():
            return lexicon.lower()
        return "english"


def split_cgp(text: str) -> Cgp:
    """The fields of a CGP line (CgpError when there are not four, or a number is not)."""
    fields = text.strip().split(None, 4)
    if len(fields) < 4:
        raise CgpError("a CGP line has four fields: board, racks, scores, scoreless turns "
                       "(then operations)")
    board, racks, scores, zeros = fields[:4]
    ops: dict[str, str] = {}
    for op in (fields[4] if len(fields) == 5 else "").split(";"):
        name, _, value = op.strip().partition(" ")
        if name:
            ops[name] = value.strip()
    rack_fields = tuple(racks.split("/"))
    score_fields = scores.split("/")
    if len(rack_fields) != len(score_fields):
        raise CgpError(f"{len(rack_fields)} racks but {len(score_fields)} scores")
    try:
        score_values = tuple(int(s) for s in score_fields)
    except ValueError:
        raise CgpError(f"scores must be whole numbers: {scores}") from None
    if not zeros.isdigit():
        raise CgpError(f"the scoreless turns must be a number: {zeros}")
    return Cgp(tuple(board.split("/")), rack_fields, score_values, int(zeros), ops)


def _row_tiles(row: str, rules: RuleSet, number: int) -> list[Tile | None]:
    out: list[Tile | None] = []
    letters = set(rules.tileset.letters)
    i, n = 0, len(row)
    while i < n:
        ch = row[i]
        if ch.isdigit():
            j = i
            while j < n and row[j].isdigit():
                j += 1
            out.extend([None] * int(row[i:j]))
            i = j
            continue
        if ch == "[":
            end = row.find("]", i)
            if end < 0:
                raise CgpError(f"row {number}: '[' without ']'")
            ch, i = row[i + 1:end], end + 1
        else:
            i += 1
        letter = ch.upper()
        if letter not in letters:
            raise CgpError(f"row {number}: {ch!r} is not a letter of {rules.id}")
        out.append(Tile(letter, ch != letter))
    return out


def _rack(text: str, rules: RuleSet, seat: int) -> list[str]:
    rack = [BLANK if ch == BLANK else ch.upper() for ch in text]
    for t in rack:
        if t != BLANK and not rules.tileset.is_letter(t):
            raise CgpError(f"rack {seat + 1}: {t!r} is not a letter of {rules.id}")
    if len(rack) > rules.rack_size:
        raise CgpError(f"rack {seat + 1} holds {len(rack)} tiles; racks hold "
                       f"{rules.rack_size}")
    return rack


def set_up(game: Game, text: str) -> None:
    """Put ``game`` (made undealt, with the CGP's rule set) at the position: board, racks
    in turn order from the player to move, scores, scoreless turns, the rest in the bag."""
    cgp = split_cgp(text)
    rules = game.rules
    layout = rules.layout
    if len(cgp.rows) != layout.height:
        raise CgpError(f"{len(cgp.rows)} board rows; {rules.id} has {layout.height}")
    board = Board(layout)
    for r, row in enumerate(cgp.rows):
        tiles = _row_tiles(row, rules, r + 1)
        if len(tiles) != layout.width:
            raise CgpError(f"row {r + 1} has {len(tiles)} squares; {rules.id} has "
                           f"{layout.width}")
        for c, t in enumerate(tiles):
            if t is not None:
                board.place(r, c, t)
    n = len(cgp.racks)
    most = rules.max_players(teams=False)
    if not rules.players_min <= n <= most:
        raise CgpError(f"{n} racks; {rules.id} seats {rules.players_min} to {most} players")
    if len(game.players) != n:
        raise CgpError(f"{n} racks for {len(game.players)} players")
    racks = [_rack(text, rules, i) for i, text in enumerate(cgp.racks)]
    pool = Counter(rules.tileset.full_bag())
    used = Counter(t.rack_letter for _, _, t in board.tiles())
    for rack in racks:
        used.update(rack)
    over = sorted(t for t in used if used[t] > pool[t])
    if over:
        raise CgpError("more tiles than the tile set holds: " + ", ".join(
            f"{used[t]} × {t} (of {pool[t]})" for t in over))
    pool.subtract(used)
    game.board = board
    game.bag = Bag(list(pool.elements()), game.seed)
    game.seats = [Seat(pid, i, rack) for i, ((pid, _), rack)
                  in enumerate(zip(game.players, racks, strict=True))]
    game.scores = dict(enumerate(cgp.scores))
    game.turn = 0
    game.scoreless = cgp.zeros


def position_header(text: str, *, seed: str = "cgp",
                    players: Sequence[PlayerSpec] | None = None,
                    overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """The header of a game standing at the CGP position (``Game.new`` sets it up): the
    player to move on seat 0, players ``p1``, ``p2``... unless named.  CgpError for a line
    that is not a position."""
    cgp = split_cgp(text)
    specs = list(players) if players is not None else [
        (f"p{i + 1}", None) for i in range(len(cgp.racks))]
    if any(team is not None for _, team in specs):
        raise CgpError("a CGP position has no teams")
    return {"rules": cgp.ruleset_id(), "overrides": dict(overrides or {}), "seed": seed,
            "players": [list(p) for p in specs], "position": text.strip()}


def _row_text(board: Board, r: int) -> str:
    out: list[str] = []
    empty = 0
    for c in range(board.width):
        t = board.get(r, c)
        if t is None:
            empty += 1
            continue
        if empty:
            out.append(str(empty))
            empty = 0
        out.append(str(t))
    if empty:
        out.append(str(empty))
    return "".join(out)


def game_to_cgp(game: Game) -> str:
    """The position as one CGP line: racks and scores from the seat to move (the game's
    ``turn``) on, in turn order; ``lex`` and ``rules`` operations."""
    board = "/".join(_row_text(game.board, r) for r in range(game.board.height))
    n = len(game.seats)
    order = [(game.turn + i) % n for i in range(n)]
    racks = "/".join("".join(game.seats[s].rack) for s in order)
    scores = "/".join(str(game.scores[game.seats[s].side]) for s in order)
    rules = game.base_rules
    return f"{board} {racks} {scores} {game.scoreless} lex {rules.lexicon}; rules {rules.id};"


__all__ = ["Cgp", "CgpError", "game_to_cgp", "position_header", "set_up", "split_cgp"]
