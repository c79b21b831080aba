-- The game's per-turn history in rows of its own, as SQLite's 0005_history_as_rows.sql:
-- appended per command, and the state keeps only the number of its lines ("history": N).
CREATE TABLE turns (
    game_id    BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL,
    turn       TEXT NOT NULL,
    PRIMARY KEY (game_id, idx)
);

INSERT INTO turns (game_id, idx, turn)
SELECT g.id, (h.n - 1)::integer, h.value::text
FROM games g, jsonb_array_elements(g.state::jsonb -> 'history') WITH ORDINALITY AS h(value, n)
WHERE g.state IS NOT NULL AND jsonb_typeof(g.state::jsonb -> 'history') = 'array';

UPDATE games
SET state = jsonb_set(state::jsonb, '{history}',
                      to_jsonb(jsonb_array_length(state::jsonb -> 'history')))::text
WHERE state IS NOT NULL AND jsonb_typeof(state::jsonb -> 'history') = 'array';
