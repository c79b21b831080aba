-- The action log lives in its rows (moves, appended per command) and no longer inside
-- games.state, which every command rewrote whole: the repository joins them on reading.
-- The moves rows have been written beside the state's log from the start, so the state
-- only loses its copy.
UPDATE games SET state = json_remove(state, '$.log') WHERE state IS NOT NULL;
