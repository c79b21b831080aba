-- When the bot last showed it was running: at start-up the time since then is downtime,
-- and the running games' deadlines move on by it (players are not charged for it).
CREATE TABLE heartbeat (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    at         REAL NOT NULL
);
