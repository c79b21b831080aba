"""GCG game records (the Poslfit format used by Quackle, Macondo, Woogles, ISC exports).

``parse_gcg(text)`` turns a record into typed values: the header pragmas and one ``Event``
per ``>nick: ...`` line.  Nothing here knows the rules: ``engine.records.replay`` replays
the events on a board.  The grammar of an event line, after ``>nick:``::

    RACK COORD WORD +score total          a placement (8H across, H8 down)
    RACK -- -score total                  the previous placement withdrawn (a phony;
                                          some programs write -- +0 with the total lowered)
    RACK (challenge) +bonus total         challenge bonus (the rack may be empty)
    RACK - +0 total                       a pass
    RACK -TILES +0 total                  an exchange (or -N: N tiles, unknown)
    (RACK) +points total                  end of game: the opponent's rack
    RACK (RACK) -points total             end of game: the player's own rack deducted
    RACK (time) -penalty total            a time penalty

Text after the total (Quackle's cross-words) is kept as the event's comment.  The rack
may be missing (unknown, or ``UNKNOWN`` on Quackle's challenge lines) or partial; a blank
is ``?`` on a rack and a lower-case letter in a word.  ``#note`` lines belong to the event
before them; a line that is neither an event nor a pragma continues the note before it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Literal

EventKind = Literal[
    "place",
    "withdrawn",
    "challenge_bonus",
    "pass",
    "exchange",
    "end_points",
    "end_penalty",
    "time_penalty",
]

_COORD = re.compile(r"^(?:\d{1,2}[^\W\d_]|[^\W\d_]\d{1,2})$")
_SCORE = re.compile(r"^[+-]\d+$")
_TOTAL = re.compile(r"^[+-]?\d+$")
_EVENT = re.compile(r"^>(\S+?):(?:\s+(.*))?$")
_UNKNOWN_RACK = "UNKNOWN"


class GcgError(ValueError):
    """A malformed record: ``line`` (1-based) and what is wrong there."""

    def __init__(self, line: int, message: str) -> None:
        self.line = line
        self.message = message
        super().__init__(f"line {line}: {message}")


@dataclass(frozen=True)
class Player:
    number: int  # 1, 2, ... as in #player1
    nick: str
    name: str


@dataclass
class Event:
    """One ``>nick:`` line.  ``score`` is signed (a withdrawn move's -24 is -24)."""

    line: int
    kind: EventKind
    nick: str
    rack: str  # as written, "" when unknown; blanks as "?"
    score: int
    total: int
    coord: str = ""  # placement: "8H" or "H8"
    word: str = ""  # placement: as written, "." for letters already on the board
    exchanged: str = ""  # exchange: the tiles, "" when only their number is known
    exchange_count: int = 0  # exchange: how many tiles
    end_rack: str = ""  # end_points / end_penalty: the rack inside the parentheses
    comment: str = ""  # text after the total (Quackle's cross-words), as written
    notes: list[str] = field(default_factory=list)

    @property
    def notation(self) -> str:
        """The move as the record writes it (for messages)."""
        if self.kind == "place":
            return f"{self.coord} {self.word}"
        if self.kind == "withdrawn":
            return "--"
        if self.kind == "pass":
            return "-"
        if self.kind == "exchange":
            return "-" + (self.exchanged or str(self.exchange_count))
        if self.kind == "challenge_bonus":
            return "(challenge)"
        if self.kind == "time_penalty":
            return "(time)"
        return f"({self.end_rack})"


@dataclass
class GcgRecord:
    players: list[Player] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    encoding: str = ""
    lexicon: str = ""
    title: str = ""
    description: str = ""
    id_authority: str = ""
    id: str = ""
    notes: list[str] = field(default_factory=list)  # notes before the first event
    # ``#rack1 TILES``...: what player 1... holds at the end of the record, by number,
    # with the line it is written on.
    final_racks: dict[int, tuple[int, str]] = field(default_factory=dict)
    pragmas: list[tuple[str, str]] = field(default_factory=list)  # every other pragma
    # A nickname two #player lines share (Quackle writes ``NoName`` for both): the
    # players' own names for it (``NoName#1``, ``NoName#2``); its lines are given to them
    # by the order of play (``_shared_owner``).
    shared: dict[str, list[str]] = field(default_factory=dict)

    def player(self, nick: str) -> Player:
        for p in self.players:
            if p.nick == nick:
                return p
        raise KeyError(nick)

    def nicks(self) -> list[str]:
        return [p.nick for p in self.players]

    def final_totals(self) -> dict[str, int]:
        """Each player's last total as the record writes it."""
        totals = {p.nick: 0 for p in self.players}
        for e in self.events:
            totals[e.nick] = e.total
        return totals


def decode_gcg(data: bytes) -> str:
    """Bytes of a .gcg file as text: in the encoding its ``#character-encoding`` line
    names; without one, UTF-8 when the bytes are valid UTF-8, else ISO-8859-1 (the
    format's default).  A byte-order mark is dropped."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    first = data.split(b"\n", 1)[0].strip()
    if first.lower().startswith(b"#character-encoding"):
        name = first[len(b"#character-encoding"):].strip().decode("ascii", "replace")
        try:
            return data.decode(name or "utf-8")
        except LookupError:
            pass  # an encoding Python does not know: guess as below
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("iso-8859-1")


def parse_gcg(text: str) -> GcgRecord:
    """Parse a whole record; raises ``GcgError`` naming the line and what is wrong."""
    record = GcgRecord()
    declared = False
    last_was_note = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = unicodedata.normalize("NFC", raw.rstrip("\r\n").lstrip("\ufeff"))
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            name, _, value = stripped[1:].partition(" ")
            name = name.lower()
            value = value.strip()
            last_was_note = name == "note"
            if name == "note":
                _add_note(record, value)
            elif re.fullmatch(r"player\d+", name):
                record.players.append(_parse_player(number, name, value, record))
                declared = True
            elif name == "character-encoding":
                record.encoding = value
            elif name == "lexicon":
                record.lexicon = value
            elif name == "title":
                record.title = value
            elif name == "description":
                record.description = value
            elif name == "id":
                parts = value.split(None, 1)
                if len(parts) == 2:
                    record.id_authority, record.id = parts
                else:
                    record.id = value
            elif re.fullmatch(r"rack\d+", name):
                record.final_racks[int(name[len("rack"):])] = (
                    number, _rack(number, value) if value else "")
            else:
                record.pragmas.append((name, value))
            continue
        if stripped.startswith(">"):
            last_was_note = False
            event = _parse_event(number, stripped, record, declared)
            if event.nick in record.shared:
                event.nick = _shared_owner(record, event)
            record.events.append(event)
            continue
        if last_was_note:  # a note that runs over several lines
            _add_note(record, stripped, continued=True)
            continue
        raise GcgError(
            number, f"not an event (>nick: ...) nor a pragma (#...): {stripped[:40]!r}"
        )
    if not record.players:  # no #player line and no move: nothing to replay
        raise GcgError(1, "an empty record: no #player lines and no moves")
    return record


def _add_note(record: GcgRecord, text: str, *, continued: bool = False) -> None:
    notes = record.events[-1].notes if record.events else record.notes
    if continued and notes:
        notes[-1] += "\n" + text
    else:
        notes.append(text)


def _parse_player(number: int, name: str, value: str, record: GcgRecord) -> Player:
    parts = value.split(None, 1)
    if not parts:
        raise GcgError(number, f"#{name} needs a nickname (and a full name)")
    nick = parts[0]
    full = parts[1].strip() if len(parts) > 1 else nick
    if record.events:
        raise GcgError(number, f"#{name} comes after the first move")
    player_number = int(name[len("player"):])
    if nick in record.shared or any(p.nick == nick for p in record.players):
        # Two players, one nickname: each gets its own (the first one renamed too).
        owners = record.shared.setdefault(nick, [])
        for i, p in enumerate(record.players):
            if p.nick == nick:
                record.players[i] = Player(p.number, f"{nick}#{p.number}", p.name)
                owners.append(record.players[i].nick)
        owners.append(f"{nick}#{player_number}")
        return Player(player_number, owners[-1], full)
    return Player(player_number, nick, full)


_OWN_LAST_MOVE = ("withdrawn", "challenge_bonus", "end_points")


def _shared_owner(record: GcgRecord, e: Event) -> str:
    """Which of the players sharing ``e``'s nickname wrote it: the one whose total it
    continues when only one does; else by the order of play (a move is the next player's;
    a withdrawal, a challenge bonus and the points for going out are the last mover's)."""
    owners = record.shared[e.nick]
    totals = dict.fromkeys(owners, 0)
    last: str | None = None
    for prev in record.events:
        if prev.nick in totals:
            totals[prev.nick] = prev.total
            if prev.kind in ("place", "exchange", "pass"):
                last = prev.nick
    if e.kind in _OWN_LAST_MOVE and last is not None:
        by_order = last
    else:
        by_order = owners[(owners.index(last) + 1) % len(owners)] if last else owners[0]
    fits = [o for o in owners if totals[o] + e.score == e.total]
    if len(fits) == 1:
        return fits[0]
    return by_order


def _parse_event(number: int, line: str, record: GcgRecord, declared: bool) -> Event:
    m = _EVENT.match(line)
    if not m:
        raise GcgError(number, "an event line reads '>nick: RACK MOVE +score total'")
    nick, rest = m.group(1), (m.group(2) or "")
    if nick not in record.nicks() and nick not in record.shared:
        if declared:
            known = ", ".join(record.nicks())
            raise GcgError(number, f"unknown player {nick!r} (the #player lines name {known})")
        record.players.append(Player(len(record.players) + 1, nick, nick))
    tokens = rest.split()
    if len(tokens) < 3:
        raise GcgError(number, "too few fields: expected 'RACK MOVE +score total'")
    # Quackle writes the cross-words after the total (``+26 66  BE, ET, DO``): the score
    # and total are the last pair of numbers that has a move before it; what follows is
    # kept as a comment.  (An exchange of a number of tiles, ``-3 +0 0``, has two pairs.)
    split = next((i for i in range(len(tokens) - 2, 0, -1)
                  if _SCORE.match(tokens[i]) and _TOTAL.match(tokens[i + 1])),
                 len(tokens) - 2)
    score_text, total_text = tokens[split], tokens[split + 1]
    middle = tokens[:split]
    comment = " ".join(tokens[split + 2:])
    if not _SCORE.match(score_text):
        raise GcgError(number, f"the score {score_text!r} is not a signed number like +24")
    if not _TOTAL.match(total_text):
        raise GcgError(number, f"the total {total_text!r} is not a number")
    score, total = int(score_text), int(total_text)
    move = middle[-1]
    before = middle[:-1]

    def rack_at(i: int, allow_missing: bool = True) -> str:
        if len(before) > i + 1:
            raise GcgError(number, f"unexpected fields before {move!r}: {' '.join(before)}")
        if len(before) <= i:
            if not allow_missing:
                raise GcgError(number, "the rack is missing")
            return ""
        return _rack(number, before[i])

    def sign(expected: str) -> None:
        if expected == "+" and score_text[0] != "+":
            raise GcgError(number, f"{move} must have a score written +N, not {score_text}")
        if expected == "-" and score_text[0] != "-":
            raise GcgError(number, f"{move} must have a score written -N, not {score_text}")
        if expected == "0" and score != 0:
            raise GcgError(number, f"{'a pass' if move == '-' else 'an exchange'} scores +0, "
                           f"not {score_text}")

    def event(kind: EventKind, rack: str, **kw: Any) -> Event:
        return Event(number, kind, nick, rack, score, total, comment=comment, **kw)

    def bonus_rack() -> str:
        # Quackle writes an unknown rack as the word UNKNOWN on these lines.
        if len(before) == 1 and before[0] == _UNKNOWN_RACK:
            return ""
        return rack_at(0)

    lower = move.lower()
    if lower == "(challenge)":
        sign("+")
        return event("challenge_bonus", bonus_rack())
    if lower == "(time)":
        sign("-")
        return event("time_penalty", bonus_rack())
    if move.startswith("(") and move.endswith(")") and len(move) >= 2:
        end_rack = _rack(number, move[1:-1])
        if score_text[0] == "+" and not before:
            return event("end_points", "", end_rack=end_rack)
        if score_text[0] == "-" or score == 0:
            rack = rack_at(0)
            if rack and sorted(rack) != sorted(end_rack):
                raise GcgError(number, f"the rack {rack} and the rack deducted ({end_rack}) "
                               "differ")
            return event("end_penalty", rack, end_rack=end_rack)
        raise GcgError(number, "end-of-game points are written '(RACK) +N total' or "
                       "'RACK (RACK) -N total'")
    if move == "--":
        if score != 0:  # "-- +0" with the total already lowered: the score left unwritten
            sign("-")
        return event("withdrawn", rack_at(0))
    if move == "-":
        sign("0")
        return event("pass", rack_at(0))
    if move.startswith("-"):
        sign("0")
        tiles = move[1:]
        rack = rack_at(0)
        if tiles.isdigit():
            return event("exchange", rack, exchange_count=int(tiles))
        tiles = _rack(number, tiles)
        return event("exchange", rack, exchanged=tiles, exchange_count=len(tiles))
    if len(middle) >= 2 and _COORD.match(middle[-2]):
        coord = middle[-2]
        before = middle[:-2]
        sign("+")
        if len(before) > 1:
            raise GcgError(number, f"unexpected fields before {coord}: {' '.join(before)}")
        rack = _rack(number, before[0]) if before else ""
        if not all(ch.isalpha() or ch in ".()?" for ch in move) or not any(
            ch.isalpha() or ch == "." for ch in move
        ):
            raise GcgError(number, f"{move!r} is not a word (letters, '.' for letters on "
                           "the board, lower case for blanks)")
        return event("place", rack, coord=coord, word=move)
    if len(middle) >= 2:
        raise GcgError(number, f"{middle[-2]!r} is not a coordinate (8H across, H8 down)")
    raise GcgError(number, f"{move!r} is not a move: expected 'COORD WORD', '-', '-TILES', "
                   "'--', '(challenge)', '(time)' or '(RACK)'")


def _rack(number: int, text: str) -> str:
    clean = unicodedata.normalize("NFC", text)
    if not all(ch.isalpha() or ch == "?" for ch in clean):
        raise GcgError(number, f"{text!r} is not a rack (letters, '?' for a blank)")
    return clean.upper()

