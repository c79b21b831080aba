-- Ratings, per-player game rows (stats and rating history) and the players' own settings
-- (issue 18).  Everything here can be rebuilt from games and results
-- (python -m bot ratings rebuild), except player_settings.

CREATE TABLE ratings (                    -- one rating per person per rule-set family
    user_key   TEXT NOT NULL,             -- users.key (computers have fixed ratings: no rows)
    family     TEXT NOT NULL,             -- scrabble, literaki, erudit
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL,          -- rated games counted
    updated_at REAL NOT NULL,
    PRIMARY KEY (user_key, family)
);

CREATE TABLE player_games (               -- one row per person per finished game
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_key    TEXT NOT NULL,
    name        TEXT NOT NULL,
    chat_key    TEXT NOT NULL,
    family      TEXT NOT NULL,
    ruleset     TEXT NOT NULL,
    score       INTEGER NOT NULL,
    won         INTEGER NOT NULL,          -- 1: a winner (a draw counts for each)
    rated       INTEGER NOT NULL,
    moves       INTEGER NOT NULL,          -- placements played
    bingos      INTEGER NOT NULL,
    best_move   TEXT NOT NULL,             -- notation of the highest-scoring placement
    best_score  INTEGER NOT NULL,
    mu          REAL,                      -- the rating after this game (rated games)
    sigma       REAL,
    finished_at REAL NOT NULL,
    PRIMARY KEY (game_id, user_key)
);
CREATE INDEX player_games_by_user ON player_games(user_key, finished_at);
CREATE INDEX player_games_by_chat ON player_games(chat_key, family);

CREATE TABLE player_settings (
    user_key   TEXT PRIMARY KEY,
    hidden     INTEGER NOT NULL DEFAULT 0, -- 1: left out of the global leaderboard
    updated_at REAL NOT NULL
);
