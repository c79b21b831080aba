-- Issue 26: the clocks do not run while the platform cannot be reached.  With Telegram's
-- Bot API out of reach, no player can move or see the board, yet the move times ran on
-- and a two-minute outage timed out every player on turn.  A process that gets no answer
-- from its platform notes the outage here (one row a platform, kept by whichever process
-- saw it first: several workers on one database see one outage).  While the row is there
-- the deadlines of that platform's games do not fire; the first process that is answered
-- again after it began deletes the row and, in the same transaction, owes each of those
-- games a shift of the outage's length (owed_shifts, as after the bot's own downtime).
CREATE TABLE platform_outages (
    platform TEXT PRIMARY KEY,
    since REAL NOT NULL
);
