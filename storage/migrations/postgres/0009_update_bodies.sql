-- As storage/migrations/0010_update_bodies.sql: a claimed update keeps its body (the JSON
-- Telegram sent) until its handling commits, with the lease of the worker handling it
-- (``claimed_until``, renewed while it does); a worker killed in between leaves the body,
-- and another worker, once the lease has lapsed, or the next start, handles it.
ALTER TABLE seen_updates ADD COLUMN body TEXT;
ALTER TABLE seen_updates ADD COLUMN claimed_until DOUBLE PRECISION;
CREATE INDEX seen_updates_pending ON seen_updates (source, update_id)
    WHERE NOT handled AND body IS NOT NULL;
