CREATE INDEX "baggage_claims_open_flight_idx" ON "baggage_claims" USING btree (upper("flight_number"),"created_at","id") WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
CREATE INDEX "baggage_claims_open_colour_idx" ON "baggage_claims" USING btree (upper("bag_color"),"created_at","id") WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
CREATE INDEX "baggage_claims_open_type_idx" ON "baggage_claims" USING btree ("bag_type","created_at","id") WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
CREATE INDEX "baggage_claims_open_brand_idx" ON "baggage_claims" USING btree (lower("bag_brand"),"created_at","id") WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
CREATE INDEX "baggage_claims_open_airport_day_idx" ON "baggage_claims" USING btree ("arrival_airport",coalesce("flight_date", ("created_at" at time zone 'UTC')::date)) WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
CREATE INDEX "baggage_claims_open_contact_trgm_idx" ON "baggage_claims" USING gin ("contact_name" gin_trgm_ops) WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
CREATE INDEX "found_bags_open_flight_idx" ON "found_bags" USING btree (upper("flight_number"),"found_at","id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "found_bags_open_colour_idx" ON "found_bags" USING btree (upper("bag_color"),"found_at","id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "found_bags_open_type_idx" ON "found_bags" USING btree ("bag_type","found_at","id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "found_bags_open_brand_idx" ON "found_bags" USING btree (lower("bag_brand"),"found_at","id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "found_bags_open_airport_day_idx" ON "found_bags" USING btree ("airport_id",(("found_at" at time zone 'UTC')::date)) WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "found_bags_open_label_trgm_idx" ON "found_bags" USING gin ("name_on_label" gin_trgm_ops) WHERE status = 'OPEN';--> statement-breakpoint
-- The planner ignores what ANALYZE learns of a partial index's expressions: without these it takes every value of
-- upper(bag_color) for one in two hundred rows, sorts all the black bags instead of reading the newest few in
-- index order, and reads a whole week of an airport's claims for a criterion a flight number answers in ten rows.
CREATE STATISTICS "baggage_claims_flight_stats" ON (upper("flight_number")) FROM "baggage_claims";--> statement-breakpoint
CREATE STATISTICS "baggage_claims_colour_stats" ON (upper("bag_color")) FROM "baggage_claims";--> statement-breakpoint
CREATE STATISTICS "baggage_claims_brand_stats" ON (lower("bag_brand")) FROM "baggage_claims";--> statement-breakpoint
CREATE STATISTICS "baggage_claims_day_stats" ON (coalesce("flight_date", ("created_at" at time zone 'UTC')::date)) FROM "baggage_claims";--> statement-breakpoint
CREATE STATISTICS "found_bags_flight_stats" ON (upper("flight_number")) FROM "found_bags";--> statement-breakpoint
CREATE STATISTICS "found_bags_colour_stats" ON (upper("bag_color")) FROM "found_bags";--> statement-breakpoint
CREATE STATISTICS "found_bags_brand_stats" ON (lower("bag_brand")) FROM "found_bags";--> statement-breakpoint
CREATE STATISTICS "found_bags_day_stats" ON ((("found_at" at time zone 'UTC')::date)) FROM "found_bags";
