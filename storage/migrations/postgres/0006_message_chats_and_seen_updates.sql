-- As storage/migrations/0007_message_chats_and_seen_updates.sql (issue 26): a message's
-- ref is also found by its chat without the thread (a Telegram reaction names no forum
-- topic), and the platform updates already taken are remembered for a day, so that an
-- update delivered twice (to two webhook workers) runs once.
ALTER TABLE message_refs ADD COLUMN chat TEXT NOT NULL DEFAULT '';
UPDATE message_refs SET chat = regexp_replace(chat_key, ':[^:]*$', '');
CREATE INDEX message_refs_by_chat ON message_refs (chat, message_id);

CREATE TABLE seen_updates (
    source     TEXT NOT NULL,
    update_id  BIGINT NOT NULL,
    at         DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (source, update_id)
);
CREATE INDEX seen_updates_by_time ON seen_updates (at);
