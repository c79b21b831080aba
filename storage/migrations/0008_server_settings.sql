-- Issue 26.  Settings a server admin makes for the whole server (a Discord guild), not for
-- one of its channels.  ``threads``: /new in a text channel opens its game in a thread of
-- its own (1) or in the channel (0); no row: the default, on.
CREATE TABLE server_settings (
    key        TEXT PRIMARY KEY,          -- platform:id (a Discord guild)
    threads    INTEGER NOT NULL,
    updated_at REAL NOT NULL
);
