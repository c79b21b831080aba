-- Issue ord30: one chat's updates are handled in the order the platform gave them, also
-- by several webhook workers on one database.  A claimed update (GameService.claim_update)
-- now records the chat it belongs to, and stays ``handled = 0`` until its process has
-- handled it: a worker about to handle a later update of that chat waits for the earlier
-- ones first (bot/telegram/order.py).  Rows from before are handled (1), as are those of
-- a claim that names no chat.
ALTER TABLE seen_updates ADD COLUMN chat TEXT;
ALTER TABLE seen_updates ADD COLUMN handled INTEGER NOT NULL DEFAULT 1;
CREATE INDEX seen_updates_waiting ON seen_updates (source, chat, update_id) WHERE handled = 0;
