-- As storage/migrations/0011_platform_outages.sql: a platform that does not answer (its
-- first process to see it notes the time); its games' deadlines wait, and the first
-- process answered again owes them a shift of the outage's length.
CREATE TABLE platform_outages (
    platform TEXT PRIMARY KEY,
    since DOUBLE PRECISION NOT NULL
);
