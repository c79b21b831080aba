-- Issue 26 (operator pass ops35): with two webhook workers one Telegram outage of 40 s
-- moved the games on three times (by 48, 58 and 68 s).  The worker still waiting for its
-- next retry noted the outage again at each tick after the other had ended it (deleting
-- its row), with the outage's first start, and the other ended it again each time.  An
-- ended outage now keeps its row with the time it ended: it is opened again only by a
-- failure that began after that end (a worker that has not retried yet does not).
ALTER TABLE platform_outages ADD COLUMN ended REAL;
