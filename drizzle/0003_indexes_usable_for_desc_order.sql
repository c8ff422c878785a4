DROP INDEX "flights_updated_idx";--> statement-breakpoint
DROP INDEX "bag_events_created_idx";--> statement-breakpoint
DROP INDEX "bag_events_airport_created_idx";--> statement-breakpoint
DROP INDEX "ulds_created_idx";--> statement-breakpoint
DROP INDEX "freight_events_created_idx";--> statement-breakpoint
DROP INDEX "freight_events_uld_idx";--> statement-breakpoint
DROP INDEX "freight_shipments_created_idx";--> statement-breakpoint
DROP INDEX "baggage_claims_created_idx";--> statement-breakpoint
DROP INDEX "shifts_service_started_idx";--> statement-breakpoint
CREATE INDEX "flights_updated_idx" ON "flights" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bag_events_created_idx" ON "bag_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bag_events_airport_created_idx" ON "bag_events" USING btree ("airport_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ulds_created_idx" ON "ulds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "freight_events_created_idx" ON "freight_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "freight_events_uld_idx" ON "freight_events" USING btree ("uld_id","created_at");--> statement-breakpoint
CREATE INDEX "freight_shipments_created_idx" ON "freight_shipments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "baggage_claims_created_idx" ON "baggage_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shifts_service_started_idx" ON "shifts" USING btree ("service_id","started_at");