"""Game analysis: for every move of a finished game, the best move by equity available
then, the equity the move played lost, and a bingo the player missed.

A game comes in as *positions*, one per turn whose rack is known: the board before the
move, the rack, the tiles left in the bag (as far as the player could know: the unseen
tiles less one rack per opponent), and what was played.  ``positions_of_game`` reads them
from one of our games (its action log replayed on a fresh game); ``positions_of_record``
from a replayed GCG record (a record that shows only the tiles a player played gives no
rack: that turn is not analysed).

Equity is the static evaluation of the ``strong`` level: score plus the value of the
tiles kept (``engine/data/leaves``; with the bag empty, less twice the tiles kept).  An
exchange's equity is the value of the tiles kept, a pass's that of the whole rack.  With
``simulate`` the best move is the champion's choice among the candidates by static
equity (its simulation, ``engine.simulate``), and the move played is judged by the same
simulation when it is among them.

The best move is looked for in the caller's lexicon: a record played with another word
list may hold words ours does not know (their moves are analysed all the same; a move of
ours it could not have played is still reported as better).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from engine.actions import Exchange, Pass, Place, Timeout, action_of
from engine.board import Board
from engine.errors import MoveError
from engine.game import Game
from engine.movegen.analysis import BoardAnalysis, analyze
from engine.movegen.generate import all_moves
from engine.movegen.leaves import LeaveTable, endgame_leave, load_leave_table
from engine.movegen.move import Move
from engine.movegen.tables import WalkTables
from engine.notation import parse_coord
from engine.players import CHAMPION_WIDTH, champion_candidates
from engine.records.replay import ReplayResult
from engine.rules import RuleSet
from engine.simulate import Budget, Candidate, simulate, top_moves
from engine.state import PlayerSpec, Turn
from engine.tiles import BLANK


@dataclass(frozen=True)
class Position:
    """A turn to analyse: the board before it and what the player did."""

    # The turn's line in the game's history (1-based, as the web board's history numbers
    # them: a move's taking off, a lost turn and the like are lines too; the chat's
    # /history tells a taking off within its move's entry, bot.service.show.entry_numbers);
    # from a GCG record: its event's number there (every ``>`` line counts).
    number: int
    player: str
    board: Board
    rack: tuple[str, ...]
    bag_tiles: int
    kind: str  # "place", "exchange", "pass" or "timeout" (a turn the time limit passed)
    notation: str  # as played (``8H WO.D``; ``-ABC`` for an exchange; ``-`` for a pass)
    score: int
    used: str  # the rack tiles played or exchanged (``?`` for a blank)
    tiles: tuple[tuple[int, int, str, bool], ...] = ()  # a placement's new tiles
    # A placement taken off the board (a phony challenged off): it scored nothing and
    # the player kept the rack (``used`` empty).
    withdrawn: bool = False
    # A placement that stood though these words of it are not in the game's word list
    # (``Game.phonies``: no one challenged it): it scored, and the analysis says so.
    phony: tuple[str, ...] = ()


@dataclass(frozen=True)
class MoveAnalysis:
    position: Position
    equity: float  # of the move played
    best: Move | None  # the best placement by equity; None when exchanging is best or
    best_notation: str  # nothing could be placed (``-ABC`` then, or ``-``)
    best_score: int
    best_equity: float
    bingo: Move | None  # the best bingo available when the player did not play one
    simulated: bool = False

    @property
    def lost(self) -> float:
        """Equity the move played gave away (0 for the best move)."""
        return max(0.0, self.best_equity - self.equity)

    @property
    def is_best(self) -> bool:
        """Whether the move played was the best there was: never a phony, a move the
        word list does not allow, whatever it scored (``analyze_position``)."""
        return self.lost < 0.005 and not self.position.phony

    def line(self) -> str:
        p = self.position
        played = f"{p.notation} {p.score:+d}" if p.kind == "place" else p.notation
        text = (f"{p.number:>3} {p.player}: {''.join(p.rack):<8} {played:<18} "
                f"eq {self.equity:6.1f}")
        if self.is_best:
            text += "  best"
        else:
            text += (f"  best {self.best_notation} {self.best_score:+d} eq "
                     f"{self.best_equity:.1f}, lost {self.lost:.1f}")
        if self.bingo is not None:
            text += f"  BINGO MISSED: {self.bingo.notation} {self.bingo.score:+d}"
        return text


def _leave(rack: Sequence[str], used: str) -> str | None:
    left = Counter(rack)
    left.subtract(used)
    if any(n < 0 for n in left.values()):
        return None  # the record's rack does not hold what was played
    return "".join(sorted(left.elements()))


def _leave_value(leave: str, rules: RuleSet, table: LeaveTable, bag_tiles: int) -> float:
    return endgame_leave(leave, rules.tileset) if bag_tiles == 0 else table.value(leave)


def _unseen_count(rules: RuleSet, board: Board, rack: Sequence[str]) -> int:
    return rules.tileset.total - sum(1 for _ in board.tiles()) - len(rack)


def analyze_position(position: Position, rules: RuleSet, tables: WalkTables, *,
                     simulate_with: tuple[random.Random, Callable[[], Budget | None]]
                     | None = None, opponents: int = 1) -> MoveAnalysis | None:
    """The analysis of one turn; None when what was played does not fit the rack.

    ``simulate_with`` (a seeded generator and a maker of one budget per position) has the
    champion's simulation choose the best move; the move played is then valued by the
    simulation when it was one of its candidates, else it keeps its static loss."""
    p = position
    table = load_leave_table(rules.tileset_name)
    leave = _leave(p.rack, p.used)
    if leave is None:
        return None
    an = analyze(p.board, rules, tables)
    width = CHAMPION_WIDTH if simulate_with is not None else 1
    if p.withdrawn:
        # A move taken off the board is not the best one, nor is its word played
        # elsewhere: the players (a vote, an agreement) or the word list refused it.  In
        # an agreement game the list may have the word, and the recap advised "played
        # 8H ПОТЕХА, taken off; the best was 8H ПОТЕХА" (newcomer new35a #14).
        refused = _main_word(p.notation, p.board)
        moves = [(e, m) for e, m in top_moves(an, list(p.rack), width + _REFUSED_SPARE,
                                              bag_tiles=p.bag_tiles, leaves=table)
                 if refused is None or _main_word(m.notation, p.board) != refused][:width]
    else:
        moves = top_moves(an, list(p.rack), width, bag_tiles=p.bag_tiles, leaves=table)
    if p.phony:
        # A phony (it stood, though a word of it is not in the list) is judged as what it
        # is, a move the list does not allow, against the best move the list does allow:
        # its score counts for nothing and the player keeps the whole rack, the worth of
        # a move taken off after a challenge (as a withdrawn turn is counted, and a
        # pass).  Its points were got past the others, not found: however high they
        # were, the player did not find the best move (``is_best``), and its loss is
        # the best legal move's equity less that of scoring nothing.
        equity = _leave_value("".join(sorted(p.rack)), rules, table, p.bag_tiles)
    else:
        equity = (p.score if p.kind == "place" else 0) + _leave_value(leave, rules, table,
                                                                      p.bag_tiles)
    best: Move | None
    if moves:
        best_eq, best = moves[0]
        best_notation, best_score = best.notation, best.score
    else:
        best_eq, best = _leave_value("".join(sorted(p.rack)), rules, table, p.bag_tiles), None
        best_notation, best_score = "-", 0
    best_eq = max(best_eq, equity)  # an exchange or a word we do not know may be better
    bingo = None
    # (a phony that played every tile is no bingo played: the best legal one was missed)
    if not (p.kind == "place" and len(p.used) >= rules.rack_size and not p.phony) and (
            len(p.rack) >= rules.rack_size):
        bingo = best_bingo(an, list(p.rack), bag_empty=p.bag_tiles == 0)
    if simulate_with is None or not moves or p.bag_tiles == 0:
        return MoveAnalysis(p, equity, best, best_notation, best_score, best_eq, bingo)
    rng, budget = simulate_with
    game = _game_at(p, rules, opponents)
    cands = champion_candidates(game, 0, moves, table)
    if len(cands) < 2:
        return MoveAnalysis(p, equity, best, best_notation, best_score, best_eq, bingo)
    result = simulate(game, 0, tables, cands, rng, budget=budget())
    if not result.rounds:
        return MoveAnalysis(p, equity, best, best_notation, best_score, best_eq, bingo)
    means = {id(t.candidate): t.mean for t in result.tallies}
    chosen = result.chosen
    played = next((c for c in cands if _same(c, p)), None)
    if played is not None:
        equity, chosen_eq = means[id(played)], means[id(chosen)]
    else:
        chosen_eq = best_eq  # not simulated: the move played keeps its static loss
    return MoveAnalysis(p, equity, chosen.move, str(chosen), chosen.score,
                        max(chosen_eq, equity), bingo, simulated=True)


def best_bingo(analysis: BoardAnalysis, rack: list[str], *, bag_empty: bool) -> Move | None:
    """The highest-scoring move that plays the whole (full) rack, if there is one (read
    from the compiled move list: only that move becomes a ``Move``)."""
    moves = all_moves(analysis, rack, bag_empty=bag_empty)
    best = -1
    for i, score in enumerate(moves.scores()):
        if (best < 0 or score > moves.score(best)) and not moves.leave(i):
            best = i
    return moves[best] if best >= 0 else None


#: Moves looked at beyond the ones wanted, where a withdrawn move's word is left out: the
#: same word in other places (a seven-letter word fits in few more than this).
_REFUSED_SPARE = 24


def _main_word(notation: str, board: Board) -> str | None:
    """The word a placement's notation (``8H WO.D``) lays along its line, the board's
    letters in the dots, in capitals; None for anything else (an exchange, a pass)."""
    coord, _, word = notation.partition(" ")
    if not word:
        return None
    try:
        at = parse_coord(coord, board.width, board.height)
    except MoveError:
        return None
    dr, dc = (0, 1) if at.across else (1, 0)
    out = []
    for i, ch in enumerate(word.split(" ")[0]):
        if ch == ".":
            tile = board.get(at.row + dr * i, at.col + dc * i)
            out.append(tile.letter if tile is not None else "?")
        else:
            out.append(ch.upper())
    return "".join(out)


def _same(c: Candidate, p: Position) -> bool:
    """Whether candidate ``c`` is the move played."""
    if c.move is not None:
        return p.kind == "place" and c.move.key == tuple(sorted(p.tiles))
    return p.kind == "exchange" and sorted(c.tiles) == sorted(p.used)


def _game_at(p: Position, rules: RuleSet, opponents: int) -> Game:
    """A game standing at the position, for the simulation: the board, the player's rack
    on seat 0, opponents holding as many tiles as the unseen pool allows (what they hold
    is drawn from the unseen tiles by the simulation, never read)."""
    players: list[PlayerSpec] = [(f"p{i}", None) for i in range(opponents + 1)]
    game = Game(rules.with_overrides(turn_order="join"), "analysis", players)
    game.board = p.board.copy()
    game.seats[0].rack = list(p.rack)
    unseen = _unseen_count(rules, p.board, p.rack)
    for seat in game.seats[1:]:
        seat.rack = [BLANK] * min(rules.rack_size, max(0, unseen // opponents))
    game.bag.tiles = []
    return game


def analyze_positions(positions: Sequence[Position], rules: RuleSet, tables: WalkTables, *,
                      simulate_with: tuple[random.Random, Callable[[], Budget | None]]
                      | None = None, opponents: int = 1) -> list[MoveAnalysis]:
    out = []
    for p in positions:
        a = analyze_position(p, rules, tables, simulate_with=simulate_with,
                             opponents=opponents)
        if a is not None:
            out.append(a)
    return out


# ------------------------------------------------------------------ sources
def positions_of_game(game: Game) -> list[Position]:
    """Every placement, exchange, pass and timed-out turn of ``game`` (its log replayed
    on a new game), each numbered by its line in the game's history (as /history numbers
    them).  A placement taken off the board after a challenge or a vote is what it was
    worth: a turn that scored nothing and kept the rack (``withdrawn``); one that stood
    with a word the game's list refuses names it (``phony``)."""
    replay = Game.new(game.header())
    phonies = game.phonies()
    out: list[Position] = []
    lines: list[Turn | None] = []  # the history line of each placement in ``out``
    for entry in game.log:
        action = action_of(entry)
        if not isinstance(action, Place | Exchange | Pass | Timeout):
            replay.apply(action)
            continue
        seat = action.seat
        s = replay.seats[seat]
        board = replay.board.copy()
        rack = tuple(s.rack)
        unseen = _unseen_count(replay.rules, board, rack)
        others = sum(1 for i in replay.active_seats() if i != seat)
        bag = max(0, unseen - replay.rules.rack_size * others)
        replay.apply(action)
        kind = {Place: "place", Exchange: "exchange", Pass: "pass", Timeout: "timeout"}[
            type(action)]
        at = next(i for i in range(len(replay.history) - 1, -1, -1)
                  if replay.history[i].seat == seat and replay.history[i].kind == kind)
        h = replay.history[at]
        if isinstance(action, Place):
            new = [(r, c, t) for r, c, t in replay.board.tiles() if board.get(r, c) is None]
            used = "".join(t.rack_letter for _, _, t in new)
            out.append(Position(at + 1, s.player, board, rack, bag, "place", h.move, h.score,
                                used, tuple((r, c, t.letter, t.blank) for r, c, t in new)))
        elif isinstance(action, Exchange):
            out.append(Position(at + 1, s.player, board, rack, bag, "exchange",
                                "-" + action.tiles, 0, action.tiles))
        else:
            out.append(Position(at + 1, s.player, board, rack, bag, kind, "-", 0, ""))
        lines.append(h if kind == "place" else None)
    # Which placements stood is known once the game is over (a challenge comes later).
    stood = {id(t) for t in replay.placements()}
    return [replace(p, score=0, used="", tiles=(), withdrawn=True)
            if line is not None and id(line) not in stood
            else replace(p, phony=tuple(phonies[p.number])) if p.number in phonies else p
            for p, line in zip(out, lines, strict=True)]


class _NotedLines(list[Turn]):
    """A replayed game's history that notes every seat's rack as each line is written
    (the engine writes each line once, by ``append``, at the moment its turn is made)."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self._game = game
        self.racks: list[list[list[str]]] = []

    def append(self, turn: Turn) -> None:
        self.racks.append([list(s.rack) for s in self._game.seats])
        super().append(turn)


def racks_by_line(game: Game) -> list[list[list[str]]]:
    """For every line of ``game``'s history, the rack each seat held when that turn was
    made: the line's own player's as the line records it (the rack before the turn, the
    one its GCG record writes: a move withdrawn after a challenge, the rack it was made
    from), every other seat's as it stood at that moment in the engine's replay of the
    log (a WYM square's exchange, a draw when a window closed, already in).  Replayed
    once, action by action, on a fresh game with the same header."""
    replay = Game.new(game.header())
    noted = _NotedLines(replay)
    replay.history = noted
    for entry in game.log:
        replay.apply(action_of(entry))
    out = []
    for turn, racks in zip(noted, noted.racks, strict=True):
        racks = [list(r) for r in racks]
        if turn.rack and turn.kind != "end":  # an end line's rack is what was left
            racks[turn.seat] = list(turn.rack)
        out.append(racks)
    return out


def positions_of_record(result: ReplayResult) -> list[Position]:
    """The turns of a replayed GCG record whose whole rack the record shows."""
    rules = result.rules
    board = Board(rules.layout)
    last: dict[str, list[tuple[int, int]]] = {}
    out: list[Position] = []
    for m in result.moves:
        rack = tuple(m.rack)
        if m.kind == "withdrawn":
            for r, c in last.pop(m.nick, []):
                board.remove(r, c)
            # The phony scored nothing and kept the rack: a lost turn is what it was worth.
            for i in range(len(out) - 1, -1, -1):
                if out[i].player == m.nick:
                    if out[i].kind == "place":
                        out[i] = replace(out[i], notation=out[i].notation + " (withdrawn)",
                                         score=0, used="", tiles=(), withdrawn=True)
                    break
            continue
        if m.kind not in ("place", "exchange", "pass"):
            continue
        unseen = _unseen_count(rules, board, rack)
        bag = max(0, unseen - rules.rack_size * (len(result.record.nicks()) - 1))
        # A record shows a whole rack, or only the tiles played (an opponent's rack the
        # recorder did not see); a short rack is taken as whole once the bag is empty.
        full = len(rack) == rules.rack_size or (bool(rack) and bag == 0)
        if m.kind == "place":
            used = "".join(t.rack_letter for _, _, t in m.tiles)
            if full:
                out.append(Position(m.move, m.nick, board.copy(), rack, bag, "place",
                                    m.notation, m.score, used,
                                    tuple((r, c, t.letter, t.blank) for r, c, t in m.tiles)))
            for r, c, t in m.tiles:
                board.place(r, c, t)
            last[m.nick] = [(r, c) for r, c, _ in m.tiles]
        elif full and m.kind == "exchange":
            tiles = m.notation.lstrip("-")
            if tiles and not tiles.isdigit():
                out.append(Position(m.move, m.nick, board.copy(), rack, bag, "exchange",
                                    "-" + tiles, 0, tiles))
        elif full:
            out.append(Position(m.move, m.nick, board.copy(), rack, bag, "pass", "-", 0, ""))
    return out


# ------------------------------------------------------------------ summary
def summary(analyses: Sequence[MoveAnalysis]) -> list[str]:
    """One line per player: moves analysed, best moves found, equity lost, bingos missed."""
    by: dict[str, list[MoveAnalysis]] = {}
    for a in analyses:
        by.setdefault(a.position.player, []).append(a)
    lines = []
    for player, items in by.items():
        lost = sum(a.lost for a in items)
        best = sum(1 for a in items if a.is_best)
        missed = sum(1 for a in items if a.bingo is not None)
        lines.append(f"{player}: {len(items)} moves analysed, {best} best, equity lost "
                     f"{lost:.1f} ({lost / len(items):.1f} a move), {missed} bingos missed")
    return lines


__all__ = [
    "MoveAnalysis",
    "Position",
    "analyze_position",
    "analyze_positions",
    "best_bingo",
    "positions_of_game",
    "positions_of_record",
    "summary",
]
