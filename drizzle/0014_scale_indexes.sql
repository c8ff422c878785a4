-- A flight's passengers in their page's order whether erased or not (the unique index of 0011 leaves out everyone
-- past retention), and the claims delivered within the complaint windows for the claims due (issue 28).
CREATE INDEX "passengers_flight_idx" ON "passengers" USING btree ("flight_id","name","id");--> statement-breakpoint
CREATE INDEX "baggage_claims_delivered_since_idx" ON "baggage_claims" USING btree ("updated_at") WHERE status = 'DELIVERED';
