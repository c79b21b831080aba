-- Issue 26, "nothing acknowledged is ever lost": a webhook update is claimed and answered
-- 200 before it is handled, and Telegram never sends it again.  Its claim now keeps the
-- update as Telegram sent it (``body``, its JSON) until its handling commits: the commit
-- of its first game change marks it handled in the same transaction, and an update that
-- changes no game is marked at the end of its handling; the body goes then.  A process
-- killed in between leaves the body, and the next start (or, on a shared database, another
-- worker once ``claimed_until`` has lapsed: the lease its owner renews while it handles
-- the update) handles it, in its chat's order, once.  Rows from before keep no body.
ALTER TABLE seen_updates ADD COLUMN body TEXT;
ALTER TABLE seen_updates ADD COLUMN claimed_until REAL;
CREATE INDEX seen_updates_pending ON seen_updates (source, update_id)
    WHERE handled = 0 AND body IS NOT NULL;
