-- The game's per-turn history (the lines of /history and of the GCG record) lives in its
-- rows, appended per command like the action log's, and no longer inside games.state,
-- which every command rewrote whole.  The state keeps the number of its lines in their
-- place ("history": N), so that a reader can tell the rows are all there.
CREATE TABLE turns (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL,
    turn       TEXT NOT NULL,             -- JSON, one line of Game.to_json()'s history
    PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;

INSERT INTO turns (game_id, idx, turn)
SELECT g.id, CAST(h.key AS INTEGER), h.value
FROM games g, json_each(g.state, '$.history') h
WHERE g.state IS NOT NULL AND json_type(g.state, '$.history') = 'array';

UPDATE games SET state = json_set(state, '$.history', json_array_length(state, '$.history'))
WHERE state IS NOT NULL AND json_type(state, '$.history') = 'array';
