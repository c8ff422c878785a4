-- The event tables only grow. PostgreSQL's autovacuum visits a table after inserts reach a fifth of its rows: at ten
-- million bag events, once every two million scans (months of an airport). Until it does, the newest pages are not
-- marked all-visible, and the reads that go through an index alone (the latest events, a page of events, the
-- counts of a day) fetch every row from the table as well: a page 5,000 asked by number took 26 ms instead of 20
-- after a busy day's scans. After every 10,000 new events instead, whatever the table's size; each visit reads only
-- the pages added since the last one.
ALTER TABLE "bag_events" SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0);--> statement-breakpoint
ALTER TABLE "freight_events" SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0);
