"""One command's write to PostgreSQL as one statement.

A command's ``Write`` (the game's row, its seats, the new log and history rows, votes,
deadlines, the result, the user and the chat) used to be a transaction of a dozen statements, each a
round trip to the server: BEGIN, a look at the user, the chat, the game, the seats deleted
and inserted one by one, the log, the deadlines, COMMIT.  Here it is one statement whose
parts are data-modifying ``WITH`` queries: PostgreSQL runs a statement as one
transaction, so it is still all or nothing, in one round trip.

- The game's part comes first and the others hang on it (``EXISTS (SELECT 1 FROM g)``):
  when the version check fails the game's ``UPDATE`` returns no row, nothing else is
  written, and the statement returns NULL.  The others name the game by its id (a
  parameter; a new game's from ``g``), never by a join with ``g``: a join let the planner
  hash a whole table (every game's log rows) on every command.
- The parts of one statement share one snapshot and must not touch a row twice, so what
  used to be "delete them all (or all after some index), insert them again" (seats,
  deadlines, history lines) is "delete the ones no longer there, upsert the rest":
  disjoint rows.
- Rows that would not change are left alone (the ``NOT EXISTS`` guards): a user's, a
  chat's, a seat's or a deadline's row is written only when new or changed.  An upsert of
  an unchanged row would still lock it, and every command of a user (in any chat, on any
  process) would queue behind that lock.  So ``updated_at`` is when the row last changed.
- Parts that would find nothing to do are left out when this process knows what the game
  holds at the version it read (``Stored``: its seats, how many log and history rows,
  whether it has deadlines): a ``/pass`` changes no seat, takes nothing back and had no
  deadline, and each part costs the server its planning, its index look-ups and its
  start-up even when it changes no row.  Whatever changes these rows moves the game's
  version on, so what was known at the version the write read is still true when the
  version check passes (and when it fails nothing is written anyway)."""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import astuple, dataclass
from typing import Any

from storage.base import SeatRecord, Write
from storage.logs import new_turns, state_row

# The condition every other part hangs on: the game's part wrote its row (else the
# version check failed and nothing is written).
LIVE = "EXISTS (SELECT 1 FROM g)"


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class Stored:
    """What the database holds for a game at ``version``, as this process read or wrote
    it: its seats, its live log rows, its history rows (None: not in rows), and whether
    it has deadlines (None: not known)."""

    version: int
    seats: tuple[tuple[Any, ...], ...]
    log: int
    history: int | None
    deadlines: bool | None

    @staticmethod
    def seat_rows(seats: list[SeatRecord]) -> tuple[tuple[Any, ...], ...]:
        return tuple(astuple(s) for s in seats)


class StoredCache:
    """``Stored`` per game, the most recently used ``size`` games."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._games: OrderedDict[int, Stored] = OrderedDict()

    def get(self, game_id: int, version: int) -> Stored | None:
        kept = self._games.get(game_id)
        if kept is None or kept.version != version:
            return None
        self._games.move_to_end(game_id)
        return kept

    def put(self, game_id: int, stored: Stored) -> None:
        self._games[game_id] = stored
        self._games.move_to_end(game_id)
        while len(self._games) > self.size:
            self._games.popitem(last=False)

    def written(self, w: Write, before: Stored | None) -> None:
        """Keep what a committed write left (``w.game`` has its new id and version)."""
        g = w.game
        if g.id is None:
            return
        log = g.state.get("log", []) if g.state else []
        history = g.state.get("history") if g.state else None
        if w.deadlines is not None:
            deadlines: bool | None = bool(w.deadlines)
        else:
            deadlines = before.deadlines if before is not None else None
        self.put(g.id, Stored(g.version, Stored.seat_rows(g.seats), len(log),
                              len(history) if isinstance(history, list) else None,
                              deadlines))


class _Args:
    """The statement's parameters, numbered as they are added."""

    def __init__(self) -> None:
        self.values: list[Any] = []

    def __call__(self, value: Any, cast: str) -> str:
        self.values.append(value)
        return f"${len(self.values)}::{cast}"

    def rows(self, rows: list[dict[str, Any]], alias: str, columns: str) -> str:
        """A set of rows as one JSON parameter, ``json_to_recordset(...) AS alias(...)``:
        no int4[] or float8[] parameters, which asyncpg looks up in the server's
        catalogue (a 10 ms query) on every new connection."""
        return f"json_to_recordset({self(dumps(rows), 'json')}) AS {alias}({columns})"


def write_statement(w: Write, stored: Stored | None = None) -> tuple[str, list[Any]]:
    """The statement of ``w`` and its parameters; it returns the game's id, or NULL when
    the game is no longer at the version ``w`` read (then it changed nothing).
    ``stored``: what the game holds at that version, if known (parts with nothing to do
    are left out)."""
    g = w.game
    if g.id is None or (stored is not None and stored.version != g.version):
        stored = None
    a = _Args()
    now = a(w.now, "float8")
    state = dumps(state_row(g.state)) if g.state is not None else None
    row = [a(g.ruleset, "text"), a(dumps(g.options), "text"), a(g.language, "text"),
           a(g.seed, "text"), a(g.creator, "text"), a(g.status, "text"), a(state, "text"),
           a(dumps(g.meta), "text")]
    if g.id is None:
        gid = "(SELECT id FROM g)"
        parts = [
            "g AS (INSERT INTO games (chat_key, ruleset, options, language, seed, creator, "
            f"status, state, meta, version, created_at, updated_at) VALUES "
            f"({a(g.chat_key, 'text')}, {', '.join(row)}, 1, {now}, {now}) RETURNING id)"]
    else:
        gid = a(g.id, "int8")
        sets = ", ".join(f"{col}={val}" for col, val in zip(
            ("ruleset", "options", "language", "seed", "creator", "status", "state", "meta"),
            row, strict=True))
        parts = [
            f"g AS (UPDATE games SET {sets}, version=version+1, updated_at={now} "
            f"WHERE id={gid} AND version={a(g.version, 'int4')} RETURNING id)"]

    users = {u.key: u for u in w.users}.values()  # one row per user: the last one said
    if users:
        found = a.rows([{"key": u.key, "platform": u.platform, "user_id": u.user_id,
                         "name": u.name, "language": u.language} for u in users], "u",
                       "key text, platform text, user_id text, name text, language text")
        parts.append(
            "users_w AS (INSERT INTO users (key, platform, user_id, name, language, "
            f"updated_at) SELECT u.key, u.platform, u.user_id, u.name, u.language, {now} "
            f"FROM {found} "
            f"WHERE {LIVE} AND NOT EXISTS (SELECT 1 FROM users x "
            "WHERE x.key = u.key AND x.name = u.name "
            "AND (u.language IS NULL OR x.language = u.language)) "
            "ON CONFLICT (key) DO UPDATE SET name=excluded.name, "
            "language=COALESCE(excluded.language, users.language), "
            "updated_at=excluded.updated_at)")
    if w.chat is not None:
        c = w.chat
        key, lang = a(c.key, "text"), a(c.language, "text")
        # A write that does not know the language (NULL) keeps the stored one.
        parts.append(
            "chat_w AS (INSERT INTO chats (key, platform, chat_id, thread, language, "
            f"updated_at) SELECT {key}, {a(c.platform, 'text')}, {a(c.chat_id, 'text')}, "
            f"{a(c.thread, 'text')}, {lang}, {now} WHERE {LIVE} "
            f"AND NOT EXISTS (SELECT 1 FROM chats x WHERE x.key = {key} "
            f"AND ({lang} IS NULL OR x.language = {lang})) "
            "ON CONFLICT (key) DO UPDATE SET "
            "language=COALESCE(excluded.language, chats.language), "
            "updated_at=excluded.updated_at)")

    same_seats = stored is not None and stored.seats == Stored.seat_rows(g.seats)
    if not same_seats and g.id is not None:
        parts.append(f"seats_gone AS (DELETE FROM seats x WHERE x.game_id = {gid} AND "
                     f"x.user_key <> ALL({a([s.user_key for s in g.seats], 'text[]')}) "
                     f"AND {LIVE})")
    if g.seats and not same_seats:
        seats = a.rows([vars(s) for s in g.seats], "s", "user_key text, name text, "
                       "team int4, joined int4, position int4, rack text")
        parts.append(
            "seats_w AS (INSERT INTO seats (game_id, user_key, name, team, joined, "
            f"position, rack) SELECT {gid}, s.user_key, s.name, s.team, s.joined, "
            f"s.position, s.rack FROM {seats} "
            f"WHERE {LIVE} AND NOT EXISTS (SELECT 1 FROM seats x WHERE x.game_id = {gid} "
            "AND x.user_key = s.user_key AND x.name = s.name "
            "AND x.team IS NOT DISTINCT FROM s.team AND x.joined = s.joined "
            "AND x.position IS NOT DISTINCT FROM s.position AND x.rack = s.rack) "
            "ON CONFLICT (game_id, user_key) DO UPDATE SET name=excluded.name, "
            "team=excluded.team, joined=excluded.joined, position=excluded.position, "
            "rack=excluded.rack)")

    log = g.state["log"] if g.state else []
    if g.id is not None and (stored is None or stored.log > w.log_keep):
        parts.append(f"undone AS (UPDATE moves x SET undone=1 WHERE x.game_id = {gid} "
                     f"AND x.idx >= {a(w.log_keep, 'int4')} AND x.undone = 0 AND {LIVE})")
    fresh = range(w.log_keep, len(log))
    if fresh:
        # In the log's order: the rows' ids (the read's ORDER BY) follow the insertion.
        actions = a.rows([{"idx": i, "action": dumps(log[i])} for i in fresh], "m",
                         "idx int4, action text")
        parts.append(
            "appended AS (INSERT INTO moves (game_id, idx, action, at) "
            f"SELECT {gid}, m.idx, m.action, {now} FROM {actions} WHERE {LIVE} "
            "ORDER BY m.idx)")

    if g.state is not None and isinstance(g.state.get("history"), list):
        # The history's lines after ``history_keep`` are replaced: the ones written again
        # upserted, the ones past the new end deleted (disjoint rows, one statement).
        turns = new_turns(g.state, w.history_keep)
        end = max(w.history_keep, len(g.state["history"]))
        if g.id is not None and (stored is None or stored.history is None
                                 or stored.history > end):
            parts.append(f"turns_gone AS (DELETE FROM turns x WHERE x.game_id = {gid} "
                         f"AND x.idx >= {a(end, 'int4')} AND {LIVE})")
        if turns:
            lines = a.rows([{"idx": i, "turn": dumps(t)} for i, t in turns], "t",
                           "idx int4, turn text")
            parts.append(
                f"turns_w AS (INSERT INTO turns (game_id, idx, turn) SELECT {gid}, t.idx, "
                f"t.turn FROM {lines} WHERE {LIVE} "
                "ON CONFLICT (game_id, idx) DO UPDATE SET turn=excluded.turn)")

    votes = {(v.target, v.voter): v for v in w.votes}.values()
    if votes:
        cast = a.rows([vars(v) for v in votes], "v",
                      "target text, voter text, kind text, at float8")
        parts.append(
            "votes_w AS (INSERT INTO votes (game_id, target, voter, kind, at) "
            f"SELECT {gid}, v.target, v.voter, v.kind, v.at FROM {cast} "
            f"WHERE {LIVE} ON CONFLICT (game_id, target, voter) "
            "DO UPDATE SET kind=excluded.kind, at=excluded.at)")

    if w.deadlines is not None:
        # Replaces them all; a deadline set again loses its claim (the lease), as a row
        # deleted and inserted again did.
        dls = {d.kind: d for d in w.deadlines}.values()
        if g.id is not None and (stored is None or stored.deadlines is not False):
            kinds = a([d.kind for d in dls], "text[]")
            parts.append(f"deadlines_gone AS (DELETE FROM deadlines x "
                         f"WHERE x.game_id = {gid} AND x.kind <> ALL({kinds}) AND {LIVE})")
        if dls:
            due = a.rows([{"kind": d.kind, "due_at": d.due_at, "seat": d.seat} for d in dls],
                         "d", "kind text, due_at float8, seat int4")
            parts.append(
                "deadlines_w AS (INSERT INTO deadlines (game_id, kind, due_at, seat) "
                f"SELECT {gid}, d.kind, d.due_at, d.seat FROM {due} "
                f"WHERE {LIVE} AND NOT EXISTS (SELECT 1 FROM "
                f"deadlines x WHERE x.game_id = {gid} AND x.kind = d.kind AND x.due_at = d.due_at "
                "AND x.seat IS NOT DISTINCT FROM d.seat AND x.claimed_until IS NULL) "
                "ON CONFLICT (game_id, kind) DO UPDATE SET due_at=excluded.due_at, "
                "seat=excluded.seat, claimed_until=NULL)")

    if w.result is not None:
        r = w.result
        parts.append(
            "result_w AS (INSERT INTO results (game_id, ruleset, end_reason, scores, "
            f"winners, finished_at) SELECT {gid}, {a(r.ruleset, 'text')}, "
            f"{a(r.end_reason, 'text')}, {a(dumps(r.scores), 'text')}, "
            f"{a(dumps(r.winners), 'text')}, {a(r.finished_at, 'float8')} WHERE {LIVE} "
            "ON CONFLICT (game_id) DO UPDATE SET ruleset=excluded.ruleset, "
            "end_reason=excluded.end_reason, scores=excluded.scores, "
            "winners=excluded.winners, finished_at=excluded.finished_at)")
    return "WITH " + ",\n".join(parts) + "\nSELECT id FROM g", a.values
