-- When a bot process last showed it was running (storage/migrations/0002_heartbeat.sql):
-- at start-up the time since then is downtime.  With several processes any live one keeps
-- it fresh, so restarting one process moves no deadline.
CREATE TABLE heartbeat (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    at         DOUBLE PRECISION NOT NULL
);
