"""The game as a state machine: seats, racks, bag, board, scores, whose turn, the move that
waits for its check, votes, undo by consent, and every ending of every rule set.

A game is also its action log: ``Game.replay(header, log)`` rebuilds the same state from
the seed, and ``pop()`` takes the last action back by replaying the rest (python-chess's
``push``/``pop``).  Lexicon verdicts are written into the log when they are first made, so
a replay never needs the lexicon.  Clocks live outside: the engine is told of time-outs.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Literal

from engine import cgp, snapshot
from engine.actions import (
    Action,
    Adjust,
    AnswerUndo,
    AskUndo,
    Challenge,
    ClockOut,
    CloseUndo,
    CloseWindow,
    End,
    Exchange,
    Pass,
    Place,
    Reseed,
    Resign,
    Timeout,
    Vote,
    action_of,
)
from engine.bag import Bag
from engine.board import Board, Tile
from engine.errors import MoveError
from engine.lexicon import AcceptAll, Lexicon
from engine.notation import COLUMNS, parse_coord, square_name
from engine.placement import (
    Placement,
    Word,
    check_rack,
    placement_notation,
)
from engine.rules import RuleSet, load_ruleset
from engine.scoring import Score, score_placement, wym_triggered
from engine.state import (
    STATE_VERSION,
    ChallengeCost,
    Outcome,
    OutcomeKind,
    Pending,
    PlayerSpec,
    Seat,
    Termination,
    Turn,
    TurnKind,
    UndoRequest,
)
from engine.tiles import BLANK
from engine.validate import validate_placement


def require_chosen_order(rules: RuleSet) -> None:
    """MoveError("order_not_chosen") unless the rules let a game's creator set the order
    of play (``turn_order`` "join": the order of the settings, else of joining)."""
    if rules.turn_order != "join":
        raise MoveError("order_not_chosen")


def arrange_players(rules: RuleSet, players: list[PlayerSpec],
                    order: list[str]) -> list[PlayerSpec]:
    """The players in the order their game's creator set (seed 002: "in the order of the
    settings or of joining"): those named in ``order`` (player ids) first, in that order,
    the others after them as given.  Only where the rules seat players in a given order
    (``turn_order`` "join", a house rule anywhere); MoveError("order_not_chosen") where
    they draw or shuffle it."""
    require_chosen_order(rules)
    rank = {pid: i for i, pid in enumerate(dict.fromkeys(order))}
    return sorted(players, key=lambda p: rank.get(p[0], len(rank)))


# Rule sets with house rules, made once per rule set and overrides: a RuleSet is frozen,
# so games share them, and every load of a stored game used to make its own.
_OVERRIDDEN: dict[tuple[str, str], tuple[RuleSet, RuleSet]] = {}


def failed_challenge_costs(rules: RuleSet, players: int | None = None
                           ) -> tuple[ChallengeCost, ...]:
    """What a failed double challenge can cost its challenger in a game of these rules
    with this many players (None: any number the rules allow), in the order /rules and
    the web board's help tell them; none where the game's words are not challenged (a
    check, a vote or the word list's own check costs no turn).  As
    ``Game.failed_challenge_cost`` decides it: the window closes when the next player
    acts, so with two players the challenger is always the one to move (the turn they
    are on); with more, any opponent may challenge, and one not to move loses their next
    turn; the move that ends the game ends it as it stands, and costs no turn."""
    if rules.word_check != "challenge":
        return ()
    most = max(rules.max_players(True), rules.max_players(False))
    if (players if players is not None else most) <= 2:
        return (ChallengeCost.THIS_TURN, ChallengeCost.NOTHING)
    return (ChallengeCost.THIS_TURN, ChallengeCost.NEXT_TURN, ChallengeCost.NOTHING)


def _overridden(rules: RuleSet, overrides: dict[str, Any]) -> RuleSet:
    key = (rules.id, repr(sorted(overrides.items())))
    kept = _OVERRIDDEN.get(key)
    if kept is not None and kept[0] is rules:
        return kept[1]
    out = rules.with_overrides(**overrides)
    if len(_OVERRIDDEN) < 4096:
        _OVERRIDDEN[key] = (rules, out)
    return out


class Game:
    """One game.  Seats are kept in turn order; ``turn`` is the seat to act."""

    def __init__(self, rules: RuleSet, seed: str, players: list[PlayerSpec],
                 overrides: dict[str, Any] | None = None, *, deal: bool = True) -> None:
        """``deal`` False: no tiles drawn and no seats taken (``from_json`` restores
        them; dealing a game only to overwrite it was a third of loading one)."""
        self.base_rules = rules
        self.overrides = dict(overrides or {})
        self.rules = _overridden(rules, self.overrides) if self.overrides else rules
        self.seed = seed
        self.players = list(players)
        self.lexicon: Lexicon = AcceptAll()
        # Asked, when a whole round passed, whether any seat can still place a word; None
        # leaves that to the players (a round of passes means no one can).
        self.no_moves_hook: Callable[[Game], bool] | None = None
        self.board = Board(self.rules.layout)
        self.bag = Bag(self.rules.tileset.full_bag() if deal else [], seed)
        self.seats: list[Seat] = []
        self.scores: dict[int, int] = {}
        self.turn = 0
        self.pending: Pending | None = None
        self.undo_request: UndoRequest | None = None
        self.scoreless = 0  # consecutive scoreless turns
        self.passes = 0  # consecutive passes
        self.target_reached = False
        self.over = False
        self.end_reason: Termination | None = None  # None while the game runs
        self.winners: list[int] = []  # sides
        self.pre_adjustment: dict[int, int] = {}
        self.history: list[Turn] = []
        self.order_draws: list[tuple[str, str]] = []  # (player, tile) for draw_tile order
        self.log: list[dict[str, Any]] = []
        self.position = ""  # the CGP line the game started from (``from_cgp``), else ""
        self._applying: Action | None = None  # the action ``apply`` is applying
        if deal:
            self._seat_up(players)

    # ----------------------------------------------------------------- set-up
    def _seat_up(self, players: list[PlayerSpec]) -> None:
        rules = self.rules
        n = len(players)
        if n < rules.players_min:
            raise MoveError("too_few_players", min=rules.players_min)
        most = rules.max_players(teams=any(t is not None for _, t in players))
        if n > most:
            raise MoveError("too_many_players", max=most)
        if len({p for p, _ in players}) != n:
            raise MoveError("bad_option", option="players")
        teams = [t for _, t in players]
        if any(t is not None for t in teams):
            if not rules.teams or any(t is None for t in teams):
                raise MoveError("bad_teams")
            sizes = Counter(teams)
            if len(sizes) < 2 or len(set(sizes.values())) != 1:
                raise MoveError("bad_teams")
        order = self._turn_order(players)
        team_sides: dict[int, int] = {}
        for i, (pid, team) in enumerate(order):
            side = i if team is None else team_sides.setdefault(team, len(team_sides))
            self.seats.append(Seat(pid, side))
        self.scores = {s.side: 0 for s in self.seats}
        for seat in self.seats:
            seat.rack = self.bag.draw(rules.rack_size)

    def _turn_order(self, players: list[PlayerSpec]) -> list[PlayerSpec]:
        rules = self.rules
        if any(t is not None for _, t in players):
            # Teams alternate; within a team the players take turns (order of joining).
            by_team: dict[int | None, list[PlayerSpec]] = {}
            for p in players:
                by_team.setdefault(p[1], []).append(p)
            teams = list(by_team.values())
            if rules.turn_order == "random":
                self.bag.rng().shuffle(teams)
            return [team[i] for i in range(len(teams[0])) for team in teams]
        if rules.turn_order == "join":
            return list(players)
        if rules.turn_order == "random":
            shuffled = list(players)
            self.bag.rng().shuffle(shuffled)
            return shuffled
        return self._draw_for_order(list(players))

    def _draw_for_order(self, group: list[PlayerSpec]) -> list[PlayerSpec]:
        """Seed 000: each draws a tile, nearest the start of the alphabet first, a blank
        beating all; the tiles go back; players who tie draw again among themselves."""
        drawn = self.bag.draw(len(group))
        self.bag.put_back(drawn)
        for (pid, _), tile in zip(group, drawn, strict=True):
            self.order_draws.append((pid, tile))
        ranks: dict[int, list[PlayerSpec]] = {}
        for p, tile in zip(group, drawn, strict=True):
            ranks.setdefault(self.rules.letter_rank(tile), []).append(p)
        out: list[PlayerSpec] = []
        for rank in sorted(ranks):
            tied = ranks[rank]
            out.extend(tied if len(tied) == 1 else self._draw_for_order(tied))
        return out

    # ----------------------------------------------------------------- queries
    @property
    def sides(self) -> list[int]:
        return sorted(self.scores)

    def seat_of(self, player: str) -> int:
        for i, s in enumerate(self.seats):
            if s.player == player:
                return i
        raise MoveError("not_a_player")

    def side_seats(self, side: int) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.side == side]

    def opponents(self, seat: int) -> list[int]:
        """Seats that may vote on or challenge ``seat``'s move: active players of the
        other sides."""
        side = self.seats[seat].side
        return [i for i, s in enumerate(self.seats) if s.side != side and not s.resigned]

    def active_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.resigned]

    def voters(self) -> list[int]:
        """The seats that may still vote on (or challenge) the move that waits: its
        player's active opponents who have not voted on it; none when no move waits."""
        p = self.pending
        if p is None or self.over:
            return []
        return [i for i in self.opponents(p.seat) if i not in p.votes]

    def undo_voters(self) -> list[int]:
        """The seats whose consent the open undo request still waits for."""
        u = self.undo_request
        if u is None or self.over:
            return []
        return [i for i in self.opponents(u.seat) if i not in u.votes]

    def placements(self) -> list[Turn]:
        """The placements that stood (or still wait for their check): the history's
        "place" lines less each one a later "withdrawn" line took off the board.  What a
        player is credited with (the recap's move of the game, /stats' best move, bingos)
        is read from these (less the phonies: ``credited``), never from the history's
        every "place" line."""
        off = self.taken_off()
        return [t for i, t in enumerate(self.history) if t.kind == "place" and i not in off]

    def placement_at(self, log_index: int) -> tuple[Turn, bool] | None:
        """The history line of the placement the log's entry ``log_index`` made, and
        whether it stands (no later "withdrawn" line took it off the board); None if that
        entry is no placement.  Every "place" entry of the log writes one "place" line of
        the history, in the same order, so the k-th of each is the same move: what a
        vote that came too late for the move it was aimed at is told."""
        if not 0 <= log_index < len(self.log) or self.log[log_index].get("a") != "place":
            return None
        k = sum(1 for e in self.log[:log_index] if e.get("a") == "place")
        lines = [i for i, t in enumerate(self.history) if t.kind == "place"]
        if k >= len(lines):
            return None
        i = lines[k]
        return self.history[i], i not in self.taken_off()

    def taken_off(self) -> set[int]:
        """The history lines (0-based) of the placements a later "withdrawn" line took off
        the board (a challenge, a check or a vote against): each "withdrawn" line takes
        back the latest placement of its seat and move still standing.  The one reading
        of it: ``placements``, /history's lines ("taken off the board", no total) and the
        web board's moves list (struck through) all use it."""
        return set(self.taken_off_by().values())

    def taken_off_by(self) -> dict[int, int]:
        """Each "withdrawn" history line (0-based) with the line of the placement it took
        off (``taken_off``'s reading): /history tells the two as one entry."""
        stood: list[int] = []
        off: dict[int, int] = {}
        for i, t in enumerate(self.history):
            if t.kind == "place":
                stood.append(i)
            elif t.kind == "withdrawn":
                for k in range(len(stood) - 1, -1, -1):
                    h = self.history[stood[k]]
                    if h.seat == t.seat and h.move == t.move:
                        off[i] = stood.pop(k)
                        break
        return off

    def failed_challenges(self) -> dict[int, tuple[str, ...]]:
        """The history's lost turns (0-based lines) with the words of the challenge that
        cost each one, every one of them valid: a failed double challenge loses the turn
        at once (the challenger was to move) or when the challenger's turn comes, several
        players on, so the log is replayed on a fresh game to tell which challenge a lost
        turn paid for (``Outcome.lost_turn``).  /history and the web board's moves list
        say it.  A game with no lost turn is not replayed; a record of another shape
        gives none."""
        if not any(t.kind == "lost_turn" for t in self.history):
            return {}
        found: dict[int, tuple[str, ...]] = {}
        owed: dict[int, tuple[str, ...]] = {}  # challenger -> the words, until the lost turn
        try:
            replay = Game.new(self.header())
            for entry in self.log:
                n = len(replay.history)
                out = replay.apply(action_of(entry))
                if len(replay.history) < n:  # a move taken back: the lines after it went
                    found = {i: v for i, v in found.items() if i < len(replay.history)}
                if (out.kind is OutcomeKind.CHALLENGE and out.lost_turn is not None
                        and not out.invalid):
                    owed[out.lost_turn] = tuple(dict.fromkeys(out.checked))
                for i in range(min(n, len(replay.history)), len(replay.history)):
                    t = replay.history[i]
                    if t.kind == "lost_turn" and t.seat in owed:
                        found[i] = owed.pop(t.seat)
        except (ValueError, KeyError):  # a record of another shape (MoveError too): none
            return {}
        return found

    def challengers(self) -> dict[int, int]:
        """The history's "withdrawn" lines (0-based) that a double challenge took off the
        board, with the seat of the player who challenged (a check or a vote against has
        no one challenger): /history names them.  The log is replayed on a fresh game,
        as ``failed_challenges`` replays it; a game with no withdrawn line is not, and a
        record of another shape gives none."""
        if not any(t.kind == "withdrawn" for t in self.history):
            return {}
        found: dict[int, int] = {}
        try:
            replay = Game.new(self.header())
            for entry in self.log:
                n = len(replay.history)
                action = action_of(entry)
                out = replay.apply(action)
                if len(replay.history) < n:  # a move taken back: the lines after it went
                    found = {i: v for i, v in found.items() if i < len(replay.history)}
                if isinstance(action, Challenge) and out.invalid:
                    for i in range(min(n, len(replay.history)), len(replay.history)):
                        if replay.history[i].kind == "withdrawn":
                            found[i] = action.seat
        except (ValueError, KeyError):  # a record of another shape (MoveError too): none
            return {}
        return found

    def phonies(self) -> dict[int, list[str]]:
        """The placements that stood though a word of theirs is not in the game's word
        list (no one challenged it in time, or a vote let it stand), by their line
        number in the history (1-based, as /history numbers them), with those words.
        Empty where every word is checked before it stands, or with no list to judge by
        (agreement mode: every word goes)."""
        return {n: bad for n, _, bad in self._phony_lines()}

    def credited(self) -> list[Turn]:
        """The placements a player is praised for (the recap's move of the game, /stats'
        best move, the bingos of both: ``bingos``): those that stood (``placements``) less
        the phonies among them, which scored but are named, not praised."""
        phony = {id(t) for _, t, _ in self._phony_lines()}
        return [t for t in self.placements() if id(t) not in phony]

    def _phony_lines(self) -> Iterator[tuple[int, Turn, list[str]]]:
        line = {id(t): n for n, t in enumerate(self.history, 1)}
        waiting = self._pending_turn()  # still waiting for its check: it has not stood
        for t in self.placements():
            if t is not waiting and (bad := self.invalid_words(w for w, _ in t.words)):
                yield line[id(t)], t, bad

    def _pending_turn(self) -> Turn | None:
        """The history line of the move that waits for its check, if any."""
        p = self.pending
        if p is None:
            return None
        return next((t for t in reversed(self.history)
                     if t.kind == "place" and t.seat == p.seat and t.move == p.notation), None)

    def bingos(self) -> list[Turn]:
        """The bingos a player is credited with: the placements the all-tiles rule scored
        among ``credited`` (a move taken off after a challenge or a vote is no bingo, nor
        is a phony that stood unchallenged: it kept its bonus, but the recap names it as
        a phony instead).  The one count of bingos, for /stats (``SeatLine.bingos``) and
        the recap's "bingos played" alike."""
        return [t for t in self.credited() if t.bingo]

    def sits_out(self, seat: int) -> bool:
        """Whether ``seat`` went out where going out does not end the game (seed 004):
        with the bag empty and no tiles left, its turns pass it by."""
        return (not self.rules.out_ends_game and not self.bag.tiles
                and not self.seats[seat].rack)

    def movers(self) -> list[int]:
        """The seats still taking turns: active, and not sitting out."""
        return [i for i in self.active_seats() if not self.sits_out(i)]

    def tile_census(self) -> Counter[str]:
        """Every tile of the game wherever it lies (bag, racks, board; a blank counted as
        ``?``): always the rule set's whole tile set, whatever has happened."""
        census: Counter[str] = Counter(self.bag.tiles)
        for s in self.seats:
            census.update(s.rack)
        for _, _, t in self.board.tiles():
            census[t.rack_letter] += 1
        return census

    def unseen(self, seat: int) -> Counter[str]:
        """The tiles ``seat`` cannot see, as a player counts them: the whole tile set but
        the tiles on the board (a blank as ``?``) and the seat's own rack; that is, the
        bag and the other racks."""
        unseen: Counter[str] = Counter(self.bag.tiles)
        for i, s in enumerate(self.seats):
            if i != seat:
                unseen.update(s.rack)
        return unseen

    def rack_value(self, seat: int) -> int:
        # A blank on a rack stands for nothing and is worth nothing.
        return sum(self.rules.tileset.value(t) for t in self.seats[seat].rack)

    def actor(self) -> int | None:
        """The seat that may act now: None while everyone waits for votes or a check, while
        an undo request is open, and once the game is over."""
        if self.over or self.undo_request is not None:
            return None
        p = self.pending
        if p is not None and not self._advanced(p):
            return None
        return self.turn

    def bag_after_pending(self) -> int:
        """Tiles in the bag once a pending move's player has drawn (what the next player
        may exchange against, and what the computer plans with)."""
        bag = len(self.bag)
        p = self.pending
        if p is not None:
            bag -= min(bag, self.rules.rack_size - len(self.seats[p.seat].rack))
        return bag

    def draws_if_stands(self, seat: int) -> int:
        """The tiles ``seat`` draws when its move that waits stands (0: no move of its
        waits): what its rack message says, or the tiles look lost."""
        p = self.pending
        if p is None or p.seat != seat or self.over:
            return 0
        return min(self.rules.rack_size - len(self.seats[seat].rack), len(self.bag))

    def rack_goes_if_stands(self, seat: int) -> bool:
        """Whether the move that waits covers a WYM square that exchanges ``seat``'s rack
        when it stands: the rack shown now is about to go (its rack message says so, no
        hint is made from it, and a move typed from it cannot be played)."""
        p = self.pending
        return p is not None and not self.over and self._wym_victim(p) == seat

    def _wym_victim(self, p: Pending) -> int | None:
        """The seat whose rack a WYM square of ``p`` exchanges when it stands (None: no
        WYM square, or too few tiles in the bag for the exchange)."""
        if (wym_triggered(self.board, p.placement)
                and len(self.bag) >= self.rules.wym_min_bag):
            return self._next_opponent(p.seat)
        return None

    def exchanges_left(self, seat: int) -> int | None:
        """The exchanges ``seat`` has left in this game (None: the rules set no limit)."""
        limit = self.rules.exchange_limit
        return max(0, limit - self.seats[seat].exchanges) if limit else None

    def may_exchange(self, seat: int, n_tiles: int = 1) -> bool:
        """Whether the bag and the exchange limit let ``seat`` exchange ``n_tiles`` tiles
        (whose turn it is, and what the rack holds, are not asked)."""
        return self._exchange_refusal(seat, n_tiles) is None

    def _exchange_refusal(self, seat: int, n_tiles: int) -> MoveError | None:
        """Why the rules refuse ``seat`` an exchange of ``n_tiles`` tiles, or None."""
        rules = self.rules
        bag = self.bag_after_pending()
        need = max(rules.exchange_min_bag, 1)
        if rules.exchange_order == "draw_first":
            need = max(need, n_tiles)
        if bag < need:
            return MoveError("exchange_bag_too_small", min=need, bag=bag)
        if rules.exchange_limit and self.seats[seat].exchanges >= rules.exchange_limit:
            return MoveError("exchange_limit", limit=rules.exchange_limit)
        return None

    def invalid_words(self, words: Iterable[str], lexicon: Lexicon | None = None) -> list[str]:
        """The words ``lexicon`` (default: the game's) does not know; under the
        reversed-words house rule a word is also good when it reads backwards as a word."""
        lex = self.lexicon if lexicon is None else lexicon
        if self.rules.reversed_words:
            return [w for w in words if w not in lex and w[::-1] not in lex]
        return [w for w in words if w not in lex]

    # ----------------------------------------------------------------- guards
    def _check_acting(self, seat: int) -> None:
        if self.over:
            raise MoveError("game_over")
        if not 0 <= seat < len(self.seats):
            raise MoveError("not_a_player")
        if self.seats[seat].resigned:
            raise MoveError("resigned")

    def check_turn(self, seat: int) -> None:
        """Raise the ``MoveError`` a turn action of ``seat`` would meet now (game over, not
        your turn, a move waits): asked before reading a typed move against the rack, so
        the player hears the reason that matters first."""
        self._check_turn(seat)

    def _check_turn(self, seat: int) -> None:
        self._check_acting(seat)
        p = self.pending
        if p is not None:
            if self._advanced(p):
                if seat != self.turn:
                    raise MoveError("not_your_turn")
                return  # acting closes the previous move's challenge window
            raise MoveError("move_pending")
        if self.undo_request is not None:
            raise MoveError("undo_pending")  # the move stood, but may still be taken back
        if seat != self.turn:
            raise MoveError("not_your_turn")

    def _advanced(self, p: Pending) -> bool:
        """Whether the turn already passed on from the pending move's player (challenge
        mode, when the move does not end the game): the next player's action closes the
        window."""
        return self.rules.word_check == "challenge" and not p.ends_game

    # ----------------------------------------------------------------- actions
    # Each verb applies its action (``apply``): one path for a player's action and for
    # one the log holds.
    def place(self, seat: int, move: str, swaps: list[str] | None = None) -> Outcome:
        """Place tiles: ``move`` in notation (``8H WORD``); ``swaps`` names board squares
        whose blank the player replaces with the real letter (erudit-home)."""
        return self.apply(Place(seat, move, tuple(swaps or ())))

    def _place(self, seat: int, move: str, swaps: tuple[str, ...]) -> Outcome:
        self._check_turn(seat)
        swap_squares = self._parse_swaps(list(swaps))
        placement, words, rack_after, board = self._validate_place(seat, move, swap_squares)
        if self.rules.word_check == "auto":
            invalid = self.invalid_words([w.text for w in words])
            if invalid:
                raise MoveError("unknown_word", words=", ".join(invalid), n=len(invalid))
        closed = self._close_window_by_acting()
        if seat in closed.drawn:
            # The window closed was the player's own move (the others lost or resigned
            # their turns): they drew, so the rack after this move is computed again.
            placement, words, rack_after, board = self._validate_place(
                seat, move, swap_squares)
        out = self._do_place(seat, placement, words, rack_after, board, move, swap_squares)
        out.merge(closed)
        return out

    def preview(self, seat: int, move: str,
                swaps: list[str] | None = None) -> tuple[Placement, list[Word], Score]:
        """What ``move`` would place, form and score for ``seat`` now, without playing it
        and without asking the lexicon (the words' validity is not told).  Raises the
        ``MoveError`` the move would meet for its notation, geometry or rack."""
        self._check_acting(seat)
        swap_squares = self._parse_swaps(swaps or [])
        placement, words, rack_after, board = self._validate_place(seat, move, swap_squares)
        goes_out = not self.bag.tiles and not rack_after
        bingo_allowed = not (self.rules.bingo_only_if_game_continues and goes_out)
        score = score_placement(self.rules, board, placement, words,
                                bingo_allowed=bingo_allowed)
        return placement, words, score

    def _parse_swaps(self, swaps: list[str]) -> tuple[tuple[int, int], ...]:
        if not swaps:
            return ()
        if not self.rules.blank_swap:
            raise MoveError("not_allowed")
        squares = []
        for text in swaps:
            t = text.strip().upper()
            # A square is written column then row (F3); accept row then column too.
            c = parse_coord(t, self.board.width, self.board.height)
            squares.append((c.row, c.col))
        if len(set(squares)) != len(squares):
            raise MoveError("bad_syntax")
        return tuple(squares)

    def _validate_place(
        self, seat: int, move: str, swaps: tuple[tuple[int, int], ...]
    ) -> tuple[Placement, list[Word], list[str], Board]:
        v = validate_placement(self.board, self.rules, move, self.seats[seat].rack, swaps)
        assert v.rack_after is not None
        return v.placement, v.words, v.rack_after, v.board

    def _do_place(self, seat: int, placement: Placement, words: list[Word],
                  rack_after: list[str], board: Board, move: str,
                  swaps: tuple[tuple[int, int], ...]) -> Outcome:
        rules = self.rules
        goes_out = not self.bag.tiles and not rack_after
        bingo_allowed = not (rules.bingo_only_if_game_continues and goes_out)
        score: Score = score_placement(rules, board, placement, words, bingo_allowed=bingo_allowed)
        side = self.seats[seat].side
        ends_game = (
            (goes_out and (rules.out_ends_game
                           or all(i == seat for i in self.movers())))
            or (rules.scoreless_turns_end > 0 and score.total <= 0
                and self.scoreless + 1 >= rules.scoreless_turns_end)
            or (score.total <= 0 and self.scoreless + 1
                >= rules.abandon_scoreless_rounds * len(self.active_seats()))
            or (rules.target_score > 0 and self._round_ends_after(seat) and (
                self.target_reached or self.scores[side] + score.total >= rules.target_score))
        )
        notation = placement_notation(placement, board)
        rack_before = list(self.seats[seat].rack)
        # Lay the tiles down (the swapped blanks' squares get the real letters).
        for r, c in swaps:
            self.board.replace(r, c, Tile(self.board.get(r, c).letter))  # type: ignore[union-attr]
        for r, c, t in placement.tiles:
            self.board.place(r, c, t)
        self.seats[seat].rack = rack_after
        self.scores[self.seats[seat].side] += score.total
        pending = Pending(
            seat=seat, placement=placement, notation=notation,
            words=[w.text for w in words], score=score.total, rack_before=rack_before,
            streaks_before=(self.scoreless, self.passes), ends_game=ends_game,
            log_index=len(self.log),
        )
        self.log.append(Place(seat, move, tuple(square_name(r, c) for r, c in swaps)).to_json())
        self.history.append(Turn(seat, "place", notation, score.total, "".join(rack_before),
                                 self.scores[self.seats[seat].side], list(score.words),
                                 score.is_bingo))
        if score.total > 0:
            self.scoreless = 0
        else:
            self.scoreless += 1
        self.passes = 0
        out = Outcome(OutcomeKind.PLACE, seat, score.total, list(score.words), notation=notation)
        if rules.word_check in ("auto",) or len(self.opponents(seat)) == 0:
            out.merge(self._finalize(pending))
            return out
        self.pending = pending
        out.pending = True
        if self._advanced(pending):
            # The next player may act at once; acting closes this move's window.  (A move
            # that would end the game keeps the turn until its window is closed.)
            self._advance(out)
        return out

    def exchange(self, seat: int, tiles: str) -> Outcome:
        return self.apply(Exchange(seat, tiles))

    def _exchange(self, seat: int, tiles: str) -> Outcome:
        rules = self.rules
        self._check_turn(seat)
        letters = [BLANK if ch in "?@★*" else ch for ch in tiles.replace(" ", "").upper()]
        if not letters:
            raise MoveError("exchange_empty")
        refusal = self._exchange_refusal(seat, len(letters))
        if refusal is not None:
            raise refusal
        s = self.seats[seat]
        check_rack(s.rack, letters)
        out = self._close_window_by_acting()
        out.kind = OutcomeKind.EXCHANGE
        out.seat = seat
        rack_before = "".join(s.rack)
        for t in letters:
            s.rack.remove(t)
        if rules.exchange_order == "return_first":
            self.bag.put_back(letters)
            s.rack.extend(self.bag.draw(len(letters)))
        else:
            s.rack.extend(self.bag.draw(len(letters)))
            self.bag.put_back(letters)
        s.exchanges += 1
        self.log.append(Exchange(seat, "".join(letters)).to_json())
        self.history.append(Turn(seat, "exchange", "-" + "".join(sorted(letters)), 0, rack_before,
                                 self.scores[s.side]))
        out.drawn[seat] = len(letters)
        self.scoreless += 1
        self.passes = 0
        self._after_turn(seat, out)
        return out

    def pass_turn(self, seat: int) -> Outcome:
        return self.apply(Pass(seat))

    def timeout(self, seat: int) -> Outcome:
        """The move time limit of ``seat`` expired: a pass."""
        return self.apply(Timeout(seat))

    def _pass_like(self, seat: int, kind: Literal["pass", "timeout"]) -> Outcome:
        self._check_turn(seat)
        out = self._close_window_by_acting()
        out.kind = OutcomeKind.PASS if kind == "pass" else OutcomeKind.TIMEOUT
        out.seat = seat
        self.log.append((Pass(seat) if kind == "pass" else Timeout(seat)).to_json())
        self._record_pass(seat, kind)
        self._after_turn(seat, out)
        return out

    def clock_expired(self, seat: int) -> Outcome:
        """``seat`` ran out of game time: from now on each of their turns is a pass."""
        return self.apply(ClockOut(seat))

    def _clock_expired(self, seat: int) -> Outcome:
        self._check_acting(seat)
        s = self.seats[seat]
        out = Outcome(OutcomeKind.CLOCK, seat)
        if s.out_of_time:
            return out
        s.out_of_time = True
        self.log.append(ClockOut(seat).to_json())
        if all(self.seats[i].out_of_time for i in self.active_seats()):
            self._end(Termination.CLOCKS, out)
            return out
        p = self.pending
        if seat == self.turn and self.undo_request is None and (
                p is None or self._advanced(p)):
            out.merge(self._close_window_by_acting())
            self._record_pass(seat, "timeout")
            self._after_turn(seat, out)
        return out

    def resign(self, seat: int) -> Outcome:
        return self.apply(Resign(seat))

    def _resign(self, seat: int) -> Outcome:
        self._check_acting(seat)
        out = Outcome(OutcomeKind.RESIGN, seat)
        # A resignation ends an open undo request (the move stays): taking the move back
        # replays the game to before it, which would lose the resignation.
        self.undo_request = None
        if self.pending is not None and self.pending.seat == seat:
            self._withdraw(self.pending, out)
        self.seats[seat].resigned = True
        self.log.append(Resign(seat).to_json())
        self.history.append(Turn(seat, "resign", "", 0, "".join(self.seats[seat].rack),
                                 self.scores[self.seats[seat].side]))
        live_sides = {self.seats[i].side for i in self.active_seats()}
        if len(live_sides) <= 1:
            self._end(Termination.RESIGNED, out)
            return out
        p = self.pending
        if p is not None:
            opponents = self.opponents(p.seat)
            p.votes.pop(seat, None)
            if not opponents:
                out.merge(self._finalize(p))
            elif self.rules.word_check != "challenge":
                self._tally(p, out)  # the votes still wanted may all be in now
        if seat == self.turn and not self.over and (
                self.pending is None or self._advanced(self.pending)):
            self._advance(out)
        return out

    def ended_by(self) -> int | None:
        """The seat whose own turn ended the game, where its ending is one player's: who
        went out (its going-out move is the history's last placement: nothing is placed
        once it waits to stand, and it ends the game as it stands), or whose resignation
        left one side in play (the last one); None for every other ending."""
        if self.end_reason is Termination.OUT:
            kind = "place"
        elif self.end_reason is Termination.RESIGNED:
            kind = "resign"
        else:
            return None
        return next((t.seat for t in reversed(self.history) if t.kind == kind), None)

    def ended_by_agreement(self) -> bool:
        """Whether the game was abandoned because its players agreed to stop it (rather
        than after a long run of scoreless rounds): both end as "abandoned"."""
        if self.end_reason is not Termination.ABANDONED or not self.log:
            return False
        last = action_of(self.log[-1])
        return isinstance(last, End) and last.abandoned

    def end_by_request(self, abandoned: bool = False) -> Outcome:
        """Ended by its creator or a chat admin (a game nobody touches).  The rules name no
        end adjustment for a game stopped part-way, so the scores stand as they are (racks
        are not deducted: what a player happens to hold at that moment is no ending).
        ``abandoned``: the players agreed to stop a running game; it has no winner."""
        return self.apply(End(abandoned))

    def _end_by_request(self, abandoned: bool) -> Outcome:
        if self.over:
            raise MoveError("game_over")
        out = Outcome(OutcomeKind.END)
        if self.pending is not None and not abandoned:
            out.merge(self._finalize(self.pending))
        self.log.append(End(abandoned).to_json())
        if not self.over:
            self._end(Termination.ABANDONED if abandoned else Termination.STOPPED, out)
        return out

    def adjust(self, seat: int, points: int, reason: str) -> Outcome:
        """A score adjustment from outside the rules' flow (time penalties, records).  It is
        allowed after the end too (a clock's overtime penalty comes last), and then decides
        the winners again."""
        return self.apply(Adjust(seat, points, reason))

    def _adjust(self, seat: int, points: int, reason: str) -> Outcome:
        if not 0 <= seat < len(self.seats):
            raise MoveError("not_a_player")
        side = self.seats[seat].side
        self.scores[side] += points
        self.log.append(Adjust(seat, points, reason).to_json())
        self.history.append(Turn(seat, "adjust", reason, points, "", self.scores[side]))
        if self.over and self.end_reason is not None and self.end_reason.has_winner:
            self.winners = self._winners()
        return Outcome(OutcomeKind.ADJUST, seat, points)

    # ------------------------------------------------------ checks and votes
    def challenge(self, seat: int, *, invalid: list[str] | None = None) -> Outcome:
        """Double challenge of the pending move by an opponent; ``invalid``: the words
        the lexicon refuses, when already known (None: the game's lexicon is asked)."""
        return self.apply(Challenge(seat, None if invalid is None else tuple(invalid)))

    def _challenge(self, seat: int, invalid: list[str] | None) -> Outcome:
        self._check_acting(seat)
        p = self._pending_for(seat)
        if self.rules.word_check != "challenge":
            raise MoveError("not_allowed")
        if invalid is None:
            invalid = self.invalid_words(p.words)
        self.log.append(Challenge(seat, tuple(invalid)).to_json())
        self._judged()
        out = Outcome(OutcomeKind.CHALLENGE, p.seat, invalid=list(invalid), checked=list(p.words))
        if invalid:
            self._withdraw(p, out)
        else:
            cost = self.failed_challenge_cost(seat)
            self.seats[seat].skip_next = True
            out.lost_turn = seat
            out.challenge_cost = cost
            out.merge(self._finalize(p))
            if not self.over and cost is ChallengeCost.THIS_TURN:
                # The challenger was about to play: that is the turn they lose.
                challenger = self.seats[seat]
                challenger.skip_next = False
                self.history.append(Turn(seat, "lost_turn", "", 0, "".join(challenger.rack),
                                         self.scores[challenger.side]))
                self._advance(out)
        return out

    def failed_challenge_cost(self, seat: int) -> ChallengeCost | None:
        """What ``seat``'s double challenge of the move that waits costs them if every
        word is valid (the rule ``_challenge`` plays by): the turn they are on when they
        are to move (the window is open until the next player acts: with two players,
        always so), else their next one; nothing when the move ends the game as it
        stands.  None where no move waits for a double challenge."""
        p = self.pending
        if p is None or self.rules.word_check != "challenge":
            return None
        if not self._advanced(p):
            return ChallengeCost.NOTHING
        return ChallengeCost.THIS_TURN if self.turn == seat else ChallengeCost.NEXT_TURN

    def failed_challenge_costs(self) -> tuple[ChallengeCost, ...]:
        """What a failed double challenge can cost in this game (``failed_challenge_costs``
        for the players it began with)."""
        return failed_challenge_costs(self.rules, len(self.seats))

    def vote(self, seat: int, accept: bool, *, invalid: list[str] | None = None) -> Outcome:
        """Accept (True) or doubt (False) the pending move.  In ``vote`` mode a doubt is
        "check": the lexicon decides at once.  In ``agreement`` mode a majority of the
        opponents against takes the move back.  In ``challenge`` mode an accept waives
        the challenge; a doubt is a challenge."""
        return self.apply(Vote(seat, accept, None if invalid is None else tuple(invalid)))

    def _vote(self, seat: int, accept: bool, invalid: list[str] | None) -> Outcome:
        self._check_acting(seat)
        p = self._pending_for(seat)
        mode = self.rules.word_check
        if mode == "challenge" and not accept:
            return self._challenge(seat, invalid)
        if seat in p.votes:
            raise MoveError("already_voted")
        p.votes[seat] = accept
        checks = mode == "vote" and not accept
        if checks and invalid is None:
            invalid = self.invalid_words(p.words)
        self.log.append(Vote(seat, accept, tuple(invalid) if checks and invalid is not None
                             else None).to_json())
        out = Outcome(OutcomeKind.VOTE, p.seat)
        if not accept:
            self._judged()
        if checks and invalid is not None:
            out.checked = list(p.words)
            self._check_result(p, invalid, out)
        else:
            self._tally(p, out)
        return out

    def _tally(self, p: Pending, out: Outcome) -> None:
        """Settle the pending move when its votes decide it: in ``agreement`` mode a
        majority of the opponents against takes it back, and it stands once no majority
        against is possible; otherwise it stands when every opponent accepted."""
        opponents = self.opponents(p.seat)
        if self.rules.word_check == "agreement":
            against = sum(1 for s in opponents if p.votes.get(s) is False)
            undecided = sum(1 for s in opponents if s not in p.votes)
            if 2 * against > len(opponents):
                self._withdraw(p, out)
            elif 2 * (against + undecided) <= len(opponents):
                out.merge(self._finalize(p))
        elif all(p.votes.get(s) is True for s in opponents):
            out.merge(self._finalize(p))

    def close_window(self, *, invalid: list[str] | None = None) -> Outcome:
        """The challenge or voting window closed (the caller keeps the clock)."""
        return self.apply(CloseWindow(None if invalid is None else tuple(invalid)))

    def _close_window(self, invalid: list[str] | None) -> Outcome:
        if self.over:
            raise MoveError("game_over")
        p = self.pending
        if p is None:
            raise MoveError("nothing_pending")
        mode = self.rules.word_check
        if mode == "vote" and invalid is None:
            invalid = self.invalid_words(p.words)
        self.log.append(CloseWindow(
            tuple(invalid) if mode == "vote" and invalid is not None else None).to_json())
        out = Outcome(OutcomeKind.CLOSE, p.seat, notation=p.notation)
        if mode == "vote" and invalid is not None:
            self._judged()
            out.checked = list(p.words)
            self._check_result(p, invalid, out)
        elif mode == "agreement":
            opponents = self.opponents(p.seat)
            against = sum(1 for s in opponents if p.votes.get(s) is False)
            if 2 * against > len(opponents):
                self._withdraw(p, out)
            else:
                out.merge(self._finalize(p))
        else:
            out.merge(self._finalize(p))
        return out

    def _pending_for(self, seat: int) -> Pending:
        p = self.pending
        if p is None:
            raise MoveError("nothing_pending")
        if p.seat == seat:
            raise MoveError("own_move")
        if self.seats[seat].side == self.seats[p.seat].side:
            raise MoveError("own_move", team=True)  # a team-mate's: the team's own move
        return p

    def check_vote(self, seat: int, accept: bool) -> Pending:
        """The move ``vote(seat, accept)`` would vote on now, or the ``MoveError`` it would
        meet (the game over, no move waiting, one's own or one's team's move, a second
        vote), changing nothing: asked before the vote is told, so the chat hears the
        reason."""
        self._check_acting(seat)
        p = self._pending_for(seat)
        if (accept or self.rules.word_check != "challenge") and seat in p.votes:
            raise MoveError("already_voted")
        return p

    def _check_result(self, p: Pending, invalid: list[str], out: Outcome) -> None:
        out.invalid = list(invalid)
        if invalid:
            self._withdraw(p, out)
        else:
            out.merge(self._finalize(p))

    # ------------------------------------------------------- undo by consent
    def request_undo(self, seat: int) -> Outcome:
        return self.apply(AskUndo(seat))

    def check_undo(self, seat: int) -> None:
        """Whether ``seat`` may ask to take its last move back now, as ``request_undo``
        judges it: the ``MoveError`` it would meet (no undo by consent in these rules, the
        last move not this seat's or judged since (checked, doubted, the next player
        acted), a request already running), changing nothing; the board offers its Undo
        by it."""
        self._check_acting(seat)
        if not self.rules.undo_by_consent:
            raise MoveError("not_allowed")
        last = self._last_place()
        if (last is None or last[1].seat != seat or self.undo_request is not None
                or not self.history or self.history[-1].kind != "place"):
            raise MoveError("undo_not_possible")

    def _request_undo(self, seat: int) -> Outcome:
        self.check_undo(seat)
        last = self._last_place()
        assert last is not None
        self.undo_request = UndoRequest(seat, last[0])
        self.log.append(AskUndo(seat).to_json())
        return Outcome(OutcomeKind.UNDO_REQUEST, seat)

    def undo_vote(self, seat: int, agree: bool, entropy: str | None = None) -> Outcome:
        """``seat``'s answer to the undo request.  When it is the last consent the game
        goes back to before the move and the bag is reseeded with ``entropy``: replaying
        from the seed would bring the bag's counter back and deal the undoer (or the next
        player) the very tiles the undoer has seen.  The caller brings fresh entropy (the
        engine has no randomness of its own); the log keeps it, so a replay is exact."""
        return self.apply(AnswerUndo(seat, agree, entropy))

    def _undo_vote(self, seat: int, agree: bool, entropy: str | None) -> Outcome:
        self._check_acting(seat)
        req = self.undo_request
        if req is None:
            raise MoveError("no_undo_request")
        if seat == req.seat or self.seats[seat].side == self.seats[req.seat].side:
            raise MoveError("own_move")
        if seat in req.votes:
            raise MoveError("already_voted")
        req.votes[seat] = agree
        self.log.append(AnswerUndo(seat, agree).to_json())
        if not agree:
            self.undo_request = None
            return Outcome(OutcomeKind.UNDO_REFUSED, req.seat)
        if all(req.votes.get(s) for s in self.opponents(req.seat)):
            taken_back = len(self.log) - req.log_index
            back = self.log[: req.log_index]
            # The move came right after an earlier undo's reseed (the same position, one
            # more move taken back): that entry gives way to this one, which counts both,
            # so the log, the seed and the history stay as long however often it loops.
            undone = 1
            if back and back[-1].get("a") == Reseed.KIND:
                undone += int(back[-1].get("undone") or 0)
                back = back[:-1]
            self._restore(back)
            # Without entropy (an old caller) still a new stream: what was drawn after the
            # move is not dealt again, though it follows from the secret seed.
            out = Outcome(OutcomeKind.UNDONE, req.seat)
            self._reseed(entropy if entropy is not None else f"undo{taken_back}", undone,
                         out)
            return out
        return Outcome(OutcomeKind.UNDO_VOTE, req.seat)

    def _reseed(self, entropy: str, undone: int = 0, out: Outcome | None = None) -> None:
        """A new random stream for the bag; ``undone`` moves taken back in a row at this
        point count as that many scoreless turns, and may end the game as those do."""
        if not entropy or len(entropy) > 200:
            raise ValueError("entropy must be 1 to 200 characters")
        self.bag.seed = f"{self.bag.seed}/{entropy}"
        self.log.append(Reseed(entropy, undone).to_json())
        if undone:
            self.scoreless += undone
            self._scoreless_endings(out if out is not None else Outcome(OutcomeKind.NONE))

    def close_undo(self) -> Outcome:
        """The undo request's window closed without every opponent's consent."""
        return self.apply(CloseUndo())

    def _close_undo(self) -> Outcome:
        req = self.undo_request
        if req is None:
            raise MoveError("no_undo_request")
        self.undo_request = None
        self.log.append(CloseUndo().to_json())
        return Outcome(OutcomeKind.UNDO_REFUSED, req.seat)

    def _judged(self) -> None:
        """The pending move is being judged by the word list (a check) or doubted (which
        shows the word list's advice): its player may no longer take it back, and an open
        request to do so ends with the move staying.  Undo never reveals the word list:
        whoever takes a move back must not have learnt whether it was valid."""
        self.undo_request = None

    def _last_place(self) -> tuple[int, Place] | None:
        """The last move and its log index if nothing has happened in the game since it
        but votes that did not judge it (the next player has not acted, no check ran, no
        one doubted it)."""
        for i in range(len(self.log) - 1, -1, -1):
            match action_of(self.log[i]):
                case Place() as placed:
                    return i, placed
                case Vote(accept=False) | Vote(invalid=tuple()) | CloseWindow(invalid=tuple()):
                    # Doubted, or checked (a verdict is logged): see ``_judged``.
                    return None
                case Vote() | CloseWindow() | AnswerUndo() | CloseUndo():
                    continue
                case _:
                    return None
        return None

    # ---------------------------------------------------- turn bookkeeping
    def _close_window_by_acting(self) -> Outcome:
        """In challenge mode the next player's action closes the previous move's window."""
        out = Outcome(OutcomeKind.NONE)
        if self.pending is not None:
            out.merge(self._finalize(self.pending))
        return out

    def _finalize(self, p: Pending) -> Outcome:
        """The pending move stands: WYM exchange, the player draws, endings are checked."""
        self.pending = None
        out = Outcome(OutcomeKind.STANDS, p.seat, stood=p.seat)
        rules = self.rules
        victim = self._wym_victim(p)
        if victim is not None:
            v = self.seats[victim]
            returned = list(v.rack)
            self.bag.put_back(returned)
            v.rack = self.bag.draw(len(returned))
            out.wym_seat = victim
            out.drawn[victim] = len(v.rack)
        seat = self.seats[p.seat]
        need = rules.rack_size - len(seat.rack)
        drawn = self.bag.draw(need)
        seat.rack.extend(drawn)
        out.drawn[p.seat] = len(drawn)
        if self.scores[seat.side] >= rules.target_score > 0:
            self.target_reached = True
        if not seat.rack and not self.bag.tiles:
            if rules.out_ends_game:
                self._end(Termination.OUT, out, went_out=p.seat)
                return out
            if not self.movers():  # the last player holding tiles went out
                self._end(Termination.NO_MOVES, out)
                return out
        if not self._advanced(p):
            self._after_turn(p.seat, out)
        # else the turn moved on when the move was placed, and the move ends nothing
        return out

    def _withdraw(self, p: Pending, out: Outcome) -> None:
        """The move is taken off: tiles back to the player, no score, a scoreless turn."""
        self.pending = None
        self.undo_request = None
        for r, c, _ in p.placement.tiles:
            self.board.remove(r, c)
        for r, c in p.placement.swaps:
            tile = self.board.get(r, c)
            assert tile is not None
            self.board.replace(r, c, Tile(tile.letter, blank=True))
        seat = self.seats[p.seat]
        seat.rack = list(p.rack_before)
        self.scores[seat.side] -= p.score
        self.scoreless, self.passes = p.streaks_before
        self.scoreless += 1
        self.passes += 1  # literaki: a move taken off after a check counts as a pass
        self.history.append(Turn(p.seat, "withdrawn", p.notation, -p.score,
                                 "".join(p.rack_before), self.scores[seat.side]))
        if out.kind is OutcomeKind.NONE:  # else the action that took it off names it
            out.kind = OutcomeKind.WITHDRAWN
        out.invalid = out.invalid or []
        out.seat = p.seat
        out.score = -p.score
        out.notation = p.notation
        if self._advanced(p):
            self._check_endings(p.seat, out)  # the turn moved on already: it is lost
        else:
            self._after_turn(p.seat, out)

    def _record_pass(self, seat: int, kind: TurnKind) -> None:
        self.history.append(Turn(seat, kind, "-", 0, "".join(self.seats[seat].rack),
                                 self.scores[self.seats[seat].side]))
        self.scoreless += 1
        self.passes += 1

    def _after_turn(self, seat: int, out: Outcome) -> None:
        self._check_endings(seat, out)
        if not self.over:
            self._advance(out)

    def _check_endings(self, seat: int, out: Outcome) -> None:
        """The endings a turn can bring about (the target score's round end is found by
        ``_advance``, going out by ``_finalize``)."""
        rules = self.rules
        active = self.movers()
        if self._scoreless_endings(out):
            return
        if rules.passes_per_player_end and (
            self.passes >= rules.passes_per_player_end * len(active)
        ):
            self._end(Termination.PASSES, out)
        elif (rules.end_when_no_moves and not self.bag.tiles
              and active and self.passes >= len(active) and self.passes % len(active) == 0
              and self._no_one_can_move()):
            # Seeds 000 and 004: with the pool drawn empty, the game ends when no one can
            # make a word.  While the bag holds tiles an exchange is still a move.
            self._end(Termination.NO_MOVES, out)

    def _scoreless_endings(self, out: Outcome) -> bool:
        """End the game if its scoreless turns say so; whether they did."""
        rules = self.rules
        if rules.scoreless_turns_end and self.scoreless >= rules.scoreless_turns_end:
            self._end(Termination.SCORELESS, out)
        elif self.scoreless >= rules.abandon_scoreless_rounds * len(self.movers()):
            # Every rule set: a game that no one scores in for that many full rounds is
            # abandoned, without a winner.  Some rules never end a game of passes while
            # the bag holds tiles, and an endless log makes every command slower.
            self._end(Termination.ABANDONED, out)
        else:
            return False
        return True

    def _no_one_can_move(self) -> bool:
        """After a whole round of passes: whether no player can place a word.  In
        agreement games the players decide, as they decide on words: the round of passes
        says so (the word list is never asked).  Otherwise the ``no_moves_hook`` (a move
        generator) decides; without one, the round of passes says so.  The verdict is
        written into the log entry of the action that ended the round, so a replay needs
        no hook and reaches the same state."""
        if self.rules.word_check == "agreement":
            return True
        entry = self.log[-1] if self.log else {}
        given = None if self._applying is None else self._applying.no_moves
        if "no_moves" in entry:
            verdict = bool(entry["no_moves"])
        elif given is not None:
            verdict = given
        else:
            hook = self.no_moves_hook
            verdict = True if hook is None else hook(self)
        if self.log:
            entry["no_moves"] = verdict
        return verdict

    def _round_ends_after(self, seat: int) -> bool:
        """Whether play passes the first seat (a new round starts) before anyone after
        ``seat`` acts: ``seat`` is the last of the round to play."""
        n = len(self.seats)
        i = seat
        for _ in range(n):
            i = (i + 1) % n
            if i == 0:
                return True
            s = self.seats[i]
            if not s.resigned and not s.skip_next and not self.sits_out(i):
                return False
        return True

    def _advance(self, out: Outcome) -> None:
        """Pass the turn on: skip resigned players, players sitting out and lost turns,
        pass for players out of time, and end the game when a round is over after the
        target score was reached (every player has then had the same number of turns)."""
        n = len(self.seats)
        i = self.turn
        for _ in range(3 * n + 1):
            i = (i + 1) % n
            if i == 0 and self.target_reached and self.rules.target_score:
                self._end(Termination.TARGET, out)
                return
            s = self.seats[i]
            if s.resigned or self.sits_out(i):
                continue
            if s.skip_next:
                s.skip_next = False
                self.history.append(
                    Turn(i, "lost_turn", "", 0, "".join(s.rack), self.scores[s.side]))
                continue
            self.turn = i
            if s.out_of_time:
                out.merge(self._close_window_by_acting())
                self._record_pass(i, "timeout")
                self._check_endings(i, out)
                if self.over:
                    return
                continue
            return
        self.turn = i

    def _next_opponent(self, seat: int) -> int | None:
        n = len(self.seats)
        side = self.seats[seat].side
        for k in range(1, n):
            i = (seat + k) % n
            if not self.seats[i].resigned and self.seats[i].side != side:
                return i
        return None

    def _end(self, reason: Termination, out: Outcome, went_out: int | None = None) -> None:
        rules = self.rules
        self.over = True
        self.end_reason = reason
        if self.pending is not None:  # a move that waited stands with the game's end
            out.stood = self.pending.seat
        self.pending = None
        self.undo_request = None
        out.finished = True
        self.pre_adjustment = dict(self.scores)
        if not reason.has_winner:  # no adjustment and no winner: the game is not rated
            self.winners = []
            return
        if reason.adjusts:
            mode = rules.end_adjustment
            racks = {side: 0 for side in self.scores}
            for i, s in enumerate(self.seats):
                racks[s.side] += self.rack_value(i)
            if went_out is not None and mode != "deduct_only":
                out_side = self.seats[went_out].side
                others = sum(v for side, v in racks.items() if side != out_side)
                if mode == "tournament":
                    self.scores[out_side] += 2 * others
                else:
                    self.scores[out_side] += others
                    for side, v in racks.items():
                        self.scores[side] -= v
            else:
                for side, v in racks.items():
                    self.scores[side] -= v
            for side in racks:
                delta = self.scores[side] - self.pre_adjustment[side]
                if delta:
                    # The tiles the adjustment counts: the side's own when it loses points,
                    # the others' when it gains them for going out.
                    tiles = "".join(
                        t for i, s in enumerate(self.seats)
                        if (s.side == side) == (delta < 0) for t in self.seats[i].rack)
                    seat = self.side_seats(side)[0]
                    self.history.append(Turn(seat, "end", "", delta, tiles, self.scores[side]))
        self.winners = self._winners()

    def _winners(self) -> list[int]:
        if self.end_reason is not None and not self.end_reason.has_winner:
            return []  # abandoned, or stopped by agreement: nobody won
        live = {self.seats[i].side for i in self.active_seats()}
        candidates = [s for s in self.scores if s in live] or list(self.scores)
        best = max(self.scores[s] for s in candidates)
        top = [s for s in candidates if self.scores[s] == best]
        if len(top) > 1 and self.rules.tie_break == "score_before_adjustment":
            best_pre = max(self.pre_adjustment.get(s, 0) for s in top)
            top = [s for s in top if self.pre_adjustment.get(s, 0) == best_pre]
        return sorted(top)

    # ------------------------------------------------------- replay and JSON
    def header(self) -> dict[str, Any]:
        return {
            "version": STATE_VERSION,
            "rules": self.base_rules.id,
            "overrides": dict(self.overrides),
            "seed": self.seed,
            "players": [[p, t] for p, t in self.players],
            **({"position": self.position} if self.position else {}),
        }

    @classmethod
    def new(cls, header: dict[str, Any], *, deal: bool = True) -> Game:
        position = header.get("position", "")
        game = cls(load_ruleset(header["rules"]), header["seed"],
                   [(p, t) for p, t in header["players"]], header.get("overrides"),
                   deal=deal and not position)
        game.position = position
        if position and deal:
            cgp.set_up(game, position)
        return game

    @classmethod
    def from_cgp(cls, text: str, *, seed: str = "cgp", players: list[PlayerSpec] | None = None,
                 overrides: dict[str, Any] | None = None) -> Game:
        """A game standing at a CGP position (``engine.cgp``), the player to move on seat 0;
        it replays, undoes and stores from there.  CgpError for a line that is not one."""
        return cls.new(cgp.position_header(text, seed=seed, players=players,
                                           overrides=overrides))

    def to_cgp(self) -> str:
        """The position as one CGP line, the seat to move first (``engine.cgp``)."""
        return cgp.game_to_cgp(self)

    @classmethod
    def replay(cls, header: dict[str, Any], log: list[dict[str, Any]]) -> Game:
        """The game that ``log`` (``to_json``'s entries) leads to from ``header``."""
        game = cls.new(header)
        for entry in log:
            game.apply(action_of(entry))
        return game

    def apply(self, action: Action) -> Outcome:
        """Apply ``action``, a player's or one the log holds (``action_of``); its
        verdicts, where given, are the ones the log keeps."""
        outer, self._applying = self._applying, action
        try:
            return self._dispatch(action)
        finally:
            self._applying = outer

    def _dispatch(self, action: Action) -> Outcome:
        match action:
            case Place(seat, move, swaps):
                return self._place(seat, move, swaps)
            case Exchange(seat, tiles):
                return self._exchange(seat, tiles)
            case Pass(seat):
                return self._pass_like(seat, "pass")
            case Timeout(seat):
                return self._pass_like(seat, "timeout")
            case ClockOut(seat):
                return self._clock_expired(seat)
            case Resign(seat):
                return self._resign(seat)
            case End(abandoned):
                return self._end_by_request(abandoned)
            case Adjust(seat, points, reason):
                return self._adjust(seat, points, reason)
            case Challenge(seat, invalid):
                return self._challenge(seat, None if invalid is None else list(invalid))
            case Vote(seat, accept, invalid):
                return self._vote(seat, accept, None if invalid is None else list(invalid))
            case CloseWindow(invalid):
                return self._close_window(None if invalid is None else list(invalid))
            case AskUndo(seat):
                return self._request_undo(seat)
            case AnswerUndo(seat, agree, entropy):
                return self._undo_vote(seat, agree, entropy)
            case CloseUndo():
                return self._close_undo()
            case Reseed(entropy, undone):
                out = Outcome(OutcomeKind.NONE)
                self._reseed(entropy, undone, out)
                return out

    def _restore(self, log: list[dict[str, Any]]) -> None:
        """Become the game that ``log`` leads to (same header)."""
        other = Game.replay(self.header(), log)
        lexicon, hook = self.lexicon, self.no_moves_hook
        self.__dict__.update(other.__dict__)
        self.lexicon, self.no_moves_hook = lexicon, hook

    def pop(self) -> Action:
        """Take the last action back; returns it (python-chess's ``Board.pop``)."""
        if not self.log:
            raise IndexError("no action to take back")
        last = action_of(self.log[-1])
        self._restore(self.log[:-1])
        return last

    def copy(self) -> Game:
        other = copy.copy(self)
        other.__dict__ = copy.deepcopy(
            {k: v for k, v in self.__dict__.items() if k not in ("lexicon", "no_moves_hook")}
        )
        other.lexicon, other.no_moves_hook = self.lexicon, self.no_moves_hook
        return other

    def to_json(self) -> dict[str, Any]:
        """The whole state, versioned; ``from_json`` gives it back exactly."""
        return snapshot.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Game:
        if data.get("version") != STATE_VERSION:
            raise ValueError(f"unsupported game state version {data.get('version')!r}")
        game = cls.new(data, deal=False)
        snapshot.restore(game, data)
        return game



__all__ = [
    "COLUMNS",
    "STATE_VERSION",
    "Game",
    "MoveError",
    "Outcome",
    "OutcomeKind",
    "Pending",
    "PlayerSpec",
    "Seat",
    "Termination",
    "Turn",
    "TurnKind",
    "UndoRequest",
]
