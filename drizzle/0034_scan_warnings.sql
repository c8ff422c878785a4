-- What a scan was warned of, said again to a kiosk that retries it. A column without a default: no table is rewritten.
ALTER TABLE "bag_events" ADD COLUMN "warnings" jsonb;--> statement-breakpoint
ALTER TABLE "freight_events" ADD COLUMN "warnings" jsonb;