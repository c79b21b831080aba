"""One command's write to PostgreSQL as one statement.

A command's ``Write`` (the game's row, its seats, the new log and history rows, votes,
deadlines, the result, the user and the chat) used to be a transaction of a dozen statements, each a
round trip to the server: BEGIN, a look at the user, the chat, the game, the seats deleted
and inserted one by one, the log, the deadlines, COMMIT.  Here it is one statement whose
parts are data-modifying ``WITH`` queries: PostgreSQL runs a statement as one
transaction, so it is still all or nothing, in one round trip.

- The game's part comes first and the others hang on it (``FROM g``/``EXISTS (SELECT 1
  FROM g)``): when the version check fails the game's ``UPDATE`` returns no row, nothing
  else is written, and the statement returns NULL.
- The parts of one statement share one snapshot and must not touch a row twice, so what
  used to be "delete them all (or all after some index), insert them again" (seats,
  deadlines, history lines) is "delete the ones no longer there, upsert the rest":
  disjoint rows.
- Rows that would not change are left alone (the ``NOT EXISTS`` guards): a user's, a
  chat's, a seat's or a deadline's row is written only when new or changed.  An upsert of
  an unchanged row would still lock it, and every command of a user (in any chat, on any
  process) would queue behind that lock.  So ``updated_at`` is when the row last changed."""

from __future__ import annotations

import json
from typing import Any

from storage.base import Write
from storage.logs import new_turns, state_row


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class _Args:
    """The statement's parameters, numbered as they are added."""

    def __init__(self) -> None:
        self.values: list[Any] = []

    def __call__(self, value: Any, cast: str) -> str:
        self.values.append(value)
        return f"${len(self.values)}::{cast}"


def write_statement(w: Write) -> tuple[str, list[Any]]:
    """The statement of ``w`` and its parameters; it returns the game's id, or NULL when
    the game is no longer at the version ``w`` read (then it changed nothing)."""
    g = w.game
    a = _Args()
    now = a(w.now, "float8")
    state = dumps(state_row(g.state)) if g.state is not None else None
    row = [a(g.ruleset, "text"), a(dumps(g.options), "text"), a(g.language, "text"),
           a(g.seed, "text"), a(g.creator, "text"), a(g.status, "text"), a(state, "text"),
           a(dumps(g.meta), "text")]
    if g.id is None:
        parts = [
            "g AS (INSERT INTO games (chat_key, ruleset, options, language, seed, creator, "
            f"status, state, meta, version, created_at, updated_at) VALUES "
            f"({a(g.chat_key, 'text')}, {', '.join(row)}, 1, {now}, {now}) RETURNING id)"]
    else:
        sets = ", ".join(f"{col}={val}" for col, val in zip(
            ("ruleset", "options", "language", "seed", "creator", "status", "state", "meta"),
            row, strict=True))
        parts = [
            f"g AS (UPDATE games SET {sets}, version=version+1, updated_at={now} "
            f"WHERE id={a(g.id, 'int8')} AND version={a(g.version, 'int4')} RETURNING id)"]

    users = {u.key: u for u in w.users}.values()  # one row per user: the last one said
    if users:
        cols = [a([getattr(u, f) for u in users], "text[]")
                for f in ("key", "platform", "user_id", "name", "language")]
        parts.append(
            "users_w AS (INSERT INTO users (key, platform, user_id, name, language, "
            f"updated_at) SELECT u.key, u.platform, u.user_id, u.name, u.language, {now} "
            f"FROM unnest({', '.join(cols)}) AS u(key, platform, user_id, name, language) "
            "WHERE EXISTS (SELECT 1 FROM g) AND NOT EXISTS (SELECT 1 FROM users x "
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
            f"{a(c.thread, 'text')}, {lang}, {now} WHERE EXISTS (SELECT 1 FROM g) "
            f"AND NOT EXISTS (SELECT 1 FROM chats x WHERE x.key = {key} "
            f"AND ({lang} IS NULL OR x.language = {lang})) "
            "ON CONFLICT (key) DO UPDATE SET "
            "language=COALESCE(excluded.language, chats.language), "
            "updated_at=excluded.updated_at)")

    seat_keys = a([s.user_key for s in g.seats], "text[]")
    parts.append(f"seats_gone AS (DELETE FROM seats x USING g WHERE x.game_id = g.id "
                 f"AND x.user_key <> ALL({seat_keys}))")
    if g.seats:
        cols = [seat_keys, a([s.name for s in g.seats], "text[]"),
                a([s.team for s in g.seats], "int4[]"), a([s.joined for s in g.seats], "int4[]"),
                a([s.position for s in g.seats], "int4[]"),
                a([s.rack for s in g.seats], "text[]")]
        parts.append(
            "seats_w AS (INSERT INTO seats (game_id, user_key, name, team, joined, "
            "position, rack) SELECT g.id, s.user_key, s.name, s.team, s.joined, s.position, "
            f"s.rack FROM g, unnest({', '.join(cols)}) "
            "AS s(user_key, name, team, joined, position, rack) "
            "WHERE NOT EXISTS (SELECT 1 FROM seats x WHERE x.game_id = g.id "
            "AND x.user_key = s.user_key AND x.name = s.name "
            "AND x.team IS NOT DISTINCT FROM s.team AND x.joined = s.joined "
            "AND x.position IS NOT DISTINCT FROM s.position AND x.rack = s.rack) "
            "ON CONFLICT (game_id, user_key) DO UPDATE SET name=excluded.name, "
            "team=excluded.team, joined=excluded.joined, position=excluded.position, "
            "rack=excluded.rack)")

    log = g.state["log"] if g.state else []
    parts.append(f"undone AS (UPDATE moves x SET undone=1 FROM g WHERE x.game_id = g.id "
                 f"AND x.idx >= {a(w.log_keep, 'int4')} AND x.undone = 0)")
    fresh = range(w.log_keep, len(log))
    if fresh:
        # In the log's order: the rows' ids (the read's ORDER BY) follow the insertion.
        parts.append(
            "appended AS (INSERT INTO moves (game_id, idx, action, at) "
            f"SELECT g.id, m.idx, m.action, {now} FROM g, "
            f"unnest({a(list(fresh), 'int4[]')}, {a([dumps(log[i]) for i in fresh], 'text[]')}) "
            "WITH ORDINALITY AS m(idx, action, n) ORDER BY m.n)")

    if g.state is not None and isinstance(g.state.get("history"), list):
        # The history's lines after ``history_keep`` are replaced: the ones written again
        # upserted, the ones past the new end deleted (disjoint rows, one statement).
        turns = new_turns(g.state, w.history_keep)
        end = max(w.history_keep, len(g.state["history"]))
        parts.append(f"turns_gone AS (DELETE FROM turns x USING g WHERE x.game_id = g.id "
                     f"AND x.idx >= {a(end, 'int4')})")
        if turns:
            parts.append(
                "turns_w AS (INSERT INTO turns (game_id, idx, turn) SELECT g.id, t.idx, t.turn "
                f"FROM g, unnest({a([i for i, _t in turns], 'int4[]')}, "
                f"{a([dumps(t) for _i, t in turns], 'text[]')}) AS t(idx, turn) "
                "ON CONFLICT (game_id, idx) DO UPDATE SET turn=excluded.turn)")

    votes = {(v.target, v.voter): v for v in w.votes}.values()
    if votes:
        cols = [a([getattr(v, f) for v in votes], cast)
                for f, cast in (("target", "text[]"), ("voter", "text[]"),
                                ("kind", "text[]"), ("at", "float8[]"))]
        parts.append(
            "votes_w AS (INSERT INTO votes (game_id, target, voter, kind, at) "
            f"SELECT g.id, v.target, v.voter, v.kind, v.at FROM g, unnest({', '.join(cols)}) "
            "AS v(target, voter, kind, at) ON CONFLICT (game_id, target, voter) "
            "DO UPDATE SET kind=excluded.kind, at=excluded.at)")

    if w.deadlines is not None:
        # Replaces them all; a deadline set again loses its claim (the lease), as a row
        # deleted and inserted again did.
        dls = {d.kind: d for d in w.deadlines}.values()
        kinds = a([d.kind for d in dls], "text[]")
        parts.append(f"deadlines_gone AS (DELETE FROM deadlines x USING g "
                     f"WHERE x.game_id = g.id AND x.kind <> ALL({kinds}))")
        if dls:
            parts.append(
                "deadlines_w AS (INSERT INTO deadlines (game_id, kind, due_at, seat) "
                f"SELECT g.id, d.kind, d.due_at, d.seat FROM g, unnest({kinds}, "
                f"{a([d.due_at for d in dls], 'float8[]')}, {a([d.seat for d in dls], 'int4[]')}) "
                "AS d(kind, due_at, seat) WHERE NOT EXISTS (SELECT 1 FROM deadlines x "
                "WHERE x.game_id = g.id AND x.kind = d.kind AND x.due_at = d.due_at "
                "AND x.seat IS NOT DISTINCT FROM d.seat AND x.claimed_until IS NULL) "
                "ON CONFLICT (game_id, kind) DO UPDATE SET due_at=excluded.due_at, "
                "seat=excluded.seat, claimed_until=NULL)")

    if w.result is not None:
        r = w.result
        parts.append(
            "result_w AS (INSERT INTO results (game_id, ruleset, end_reason, scores, "
            f"winners, finished_at) SELECT g.id, {a(r.ruleset, 'text')}, "
            f"{a(r.end_reason, 'text')}, {a(dumps(r.scores), 'text')}, "
            f"{a(dumps(r.winners), 'text')}, {a(r.finished_at, 'float8')} FROM g "
            "ON CONFLICT (game_id) DO UPDATE SET ruleset=excluded.ruleset, "
            "end_reason=excluded.end_reason, scores=excluded.scores, "
            "winners=excluded.winners, finished_at=excluded.finished_at)")
    return "WITH " + ",\n".join(parts) + "\nSELECT id FROM g", a.values
