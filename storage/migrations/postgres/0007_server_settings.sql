-- As storage/migrations/0008_server_settings.sql (issue 26): settings a server admin makes
-- for the whole server (a Discord guild).  ``threads``: /new in a text channel opens its
-- game in a thread of its own; no row: the default, on.
CREATE TABLE server_settings (
    key        TEXT PRIMARY KEY,
    threads    INTEGER NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL
);
