-- Ratings, per-player game rows and the players' own settings (issue 18): the PostgreSQL
-- form of storage/migrations/0003_ratings.sql.  Everything but player_settings can be
-- rebuilt from games and results (python -m bot ratings rebuild).
CREATE TABLE ratings (
    user_key   TEXT NOT NULL,
    family     TEXT NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (user_key, family)
);

CREATE TABLE player_games (
    game_id     BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_key    TEXT NOT NULL,
    name        TEXT NOT NULL,
    chat_key    TEXT NOT NULL,
    family      TEXT NOT NULL,
    ruleset     TEXT NOT NULL,
    score       INTEGER NOT NULL,
    won         INTEGER NOT NULL,
    rated       INTEGER NOT NULL,
    moves       INTEGER NOT NULL,
    bingos      INTEGER NOT NULL,
    best_move   TEXT NOT NULL,
    best_score  INTEGER NOT NULL,
    mu          DOUBLE PRECISION,
    sigma       DOUBLE PRECISION,
    finished_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_key)
);
CREATE INDEX player_games_by_user ON player_games(user_key, finished_at);
CREATE INDEX player_games_by_chat ON player_games(chat_key, family);

CREATE TABLE player_settings (
    user_key   TEXT PRIMARY KEY,
    hidden     INTEGER NOT NULL DEFAULT 0,
    updated_at DOUBLE PRECISION NOT NULL
);
