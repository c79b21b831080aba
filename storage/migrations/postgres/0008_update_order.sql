-- As storage/migrations/0009_update_order.sql: a claimed update records its chat, and
-- is not handled until its worker has handled it; a later update of that chat waits for
-- the earlier ones first, whichever worker took them.
ALTER TABLE seen_updates ADD COLUMN chat TEXT;
ALTER TABLE seen_updates ADD COLUMN handled BOOLEAN NOT NULL DEFAULT true;
CREATE INDEX seen_updates_waiting ON seen_updates (source, chat, update_id) WHERE NOT handled;
