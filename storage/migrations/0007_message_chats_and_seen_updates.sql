-- Issue 26.  A Telegram reaction names the chat and the message, not the forum topic the
-- message is in: the ref of a message is also found by its chat without the thread, so
-- that any process (after a restart, another webhook worker) resolves the vote.
-- ``chat`` is the chat key without its thread ("telegram:-100123" of "telegram:-100123:42";
-- a key is platform:id:thread, bot/protocol.py), filled in here for the refs stored before.
-- SQLite has no "up to the last colon": rtrim by every other character of the key leaves
-- the key up to its last colon, which substr then drops.
ALTER TABLE message_refs ADD COLUMN chat TEXT NOT NULL DEFAULT '';
UPDATE message_refs SET chat = substr(rtrim(chat_key, replace(chat_key, ':', '')), 1,
    length(rtrim(chat_key, replace(chat_key, ':', ''))) - 1);
CREATE INDEX message_refs_by_chat ON message_refs (chat, message_id);

-- The platform updates already taken (GameService.claim_update): an update delivered
-- again (a webhook redelivered to another worker) runs once.  ``source`` is the bot that
-- received it ("telegram:<bot id>"); a row goes a day later (Telegram keeps no update
-- longer, so none can come back after that).
CREATE TABLE seen_updates (
    source     TEXT NOT NULL,
    update_id  INTEGER NOT NULL,
    at         REAL NOT NULL,
    PRIMARY KEY (source, update_id)
);
CREATE INDEX seen_updates_by_time ON seen_updates (at);
