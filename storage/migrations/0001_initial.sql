-- The whole schema of the bot's one SQLite file.  Applied once, in order, at start.

CREATE TABLE chats (
    key        TEXT PRIMARY KEY,          -- platform:id:thread
    platform   TEXT NOT NULL,
    chat_id    TEXT NOT NULL,
    thread     TEXT,
    language   TEXT,
    updated_at REAL NOT NULL
);

CREATE TABLE users (
    key        TEXT PRIMARY KEY,          -- platform:id
    platform   TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    name       TEXT NOT NULL,
    language   TEXT,
    updated_at REAL NOT NULL
);

CREATE TABLE games (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_key   TEXT NOT NULL,             -- chats.key
    ruleset    TEXT NOT NULL,
    options    TEXT NOT NULL,             -- JSON: the engine overrides (house rules)
    language   TEXT NOT NULL,             -- the language the game speaks
    seed       TEXT NOT NULL,
    creator    TEXT NOT NULL,             -- user key
    status     TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'over', 'cancelled')),
    state      TEXT,                      -- JSON: engine.game.Game.to_json(), NULL in the lobby
    meta       TEXT NOT NULL,             -- JSON: the service's timing (turn start, clocks)
    version    INTEGER NOT NULL,          -- optimistic concurrency: +1 on every change
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
-- One open game per chat (or thread).
CREATE UNIQUE INDEX games_open_per_chat ON games(chat_key) WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_key   TEXT NOT NULL,
    name       TEXT NOT NULL,
    team       INTEGER,
    joined     INTEGER NOT NULL,          -- order of joining
    position   INTEGER,                   -- seat in turn order once started
    rack       TEXT NOT NULL DEFAULT '',  -- a copy of the engine state's rack, for queries
    PRIMARY KEY (game_id, user_key)
);
CREATE INDEX seats_by_user ON seats(user_key);

CREATE TABLE moves (                      -- the engine's action log
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL,
    action     TEXT NOT NULL,             -- JSON, as Game.log holds it
    undone     INTEGER NOT NULL DEFAULT 0,-- taken back by consent
    at         REAL NOT NULL,
    id         INTEGER PRIMARY KEY AUTOINCREMENT
);
CREATE INDEX moves_by_game ON moves(game_id, idx);

CREATE TABLE votes (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    target     TEXT NOT NULL,             -- the ref of what is voted on (a move, an undo request)
    voter      TEXT NOT NULL,             -- user key
    kind       TEXT NOT NULL,             -- accept, challenge, undo_yes, undo_no
    at         REAL NOT NULL,
    PRIMARY KEY (game_id, target, voter)
);

CREATE TABLE deadlines (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,             -- window, undo, move, clock
    due_at     REAL NOT NULL,
    seat       INTEGER,
    PRIMARY KEY (game_id, kind)
);
CREATE INDEX deadlines_by_time ON deadlines(due_at);

CREATE TABLE message_refs (
    chat_key   TEXT NOT NULL,
    message_id TEXT NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ref        TEXT NOT NULL,
    at         REAL NOT NULL,
    PRIMARY KEY (chat_key, message_id)
);

CREATE TABLE results (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id),
    ruleset     TEXT NOT NULL,
    end_reason  TEXT NOT NULL,
    scores      TEXT NOT NULL,            -- JSON: [{user, name, side, score}]
    winners     TEXT NOT NULL,            -- JSON: user keys
    finished_at REAL NOT NULL
);
