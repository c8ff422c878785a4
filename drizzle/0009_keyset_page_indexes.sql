DROP INDEX "freight_shipments_created_idx";--> statement-breakpoint
DROP INDEX "baggage_claims_created_idx";--> statement-breakpoint
DROP INDEX "found_bags_status_idx";--> statement-breakpoint
DROP INDEX "shifts_service_started_idx";--> statement-breakpoint
CREATE INDEX "found_bags_found_idx" ON "found_bags" USING btree ("found_at","id");--> statement-breakpoint
CREATE INDEX "shifts_started_idx" ON "shifts" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "freight_shipments_created_idx" ON "freight_shipments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "baggage_claims_created_idx" ON "baggage_claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "found_bags_status_idx" ON "found_bags" USING btree ("status","found_at","id");--> statement-breakpoint
CREATE INDEX "shifts_service_started_idx" ON "shifts" USING btree ("service_id","started_at","id");