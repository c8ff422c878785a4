DROP INDEX "baggage_claims_delayed_since_idx";--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "expected_on" date;--> statement-breakpoint
-- A delayed bag's days before it may be treated as lost run from the day it ought to have arrived: for a claim linked to
-- a flight, the local day that flight came on block (else was due) at its arrival airport. An airport without its own
-- clock follows APP_TIMEZONE, a setting this migration cannot read: those claims keep counting from their flight date.
UPDATE "baggage_claims" c
SET "expected_on" = (coalesce(f."on_block_at", f."arrival_time") AT TIME ZONE a."timezone")::date
FROM "flights" f JOIN "airports" a ON a."id" = f."arrival_airport"
WHERE f."id" = c."flight_id" AND a."timezone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "baggage_claims_delayed_since_idx" ON "baggage_claims" USING btree (coalesce("expected_on", "flight_date", ("created_at" at time zone 'UTC')::date)) WHERE status = 'DELAYED';