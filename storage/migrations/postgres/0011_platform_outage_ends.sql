-- As storage/migrations/0012_platform_outage_ends.sql: an ended outage keeps its row with
-- its end, and only a failure that began after it opens the platform's outage again.
ALTER TABLE platform_outages ADD COLUMN ended DOUBLE PRECISION;
