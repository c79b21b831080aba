-- The downtime shifts still owed (bot/service/downtime.py): the process whose restart
-- found the downtime records here, in the transaction that replaces the heartbeat, one
-- row per running game; a game's row goes once its times have moved on.  While a game has
-- a row its deadlines do not fire (``due`` skips it): they are owed the downtime first.
-- ``claimed_until``: the lease of the process shifting the game (NULL: no one yet); a
-- process killed mid-shift lets it lapse and another one finishes.  The game's meta keeps
-- the last row id applied (``GameMeta.shifted``), so a resumed shift moves no game twice.
CREATE TABLE owed_shifts (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id        INTEGER NOT NULL,
    seconds        REAL NOT NULL,
    claimed_until  REAL
);
CREATE INDEX owed_shifts_game ON owed_shifts (game_id);
