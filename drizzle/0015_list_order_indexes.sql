-- The ULD list reads its page in the order it shows (last edited first), and a day's flights are found by their departure
-- beside their arrival: both were a scan of every ULD or flight, growing with history (issue 28, bench:scale at 10M).
DROP INDEX "ulds_created_idx";--> statement-breakpoint
CREATE INDEX "flights_departure_idx" ON "flights" USING btree ("departure_time","departure_airport");--> statement-breakpoint
CREATE INDEX "ulds_updated_idx" ON "ulds" USING btree ("updated_at","id");