-- trigram indexes (gin_trgm_ops) come with pg_trgm, which PostgreSQL trusts any database owner to create; the embedded database loads its build of it
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "passengers_name_trgm_idx" ON "passengers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "baggage_claims_reference_trgm_idx" ON "baggage_claims" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "baggage_claims_tag_trgm_idx" ON "baggage_claims" USING gin ("bag_tag_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "baggage_claims_contact_trgm_idx" ON "baggage_claims" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "baggage_claims_passenger_idx" ON "baggage_claims" USING btree ("passenger_id");