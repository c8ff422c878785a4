ALTER TABLE "baggage_claims" ADD COLUMN "filed_by" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "check_code" text;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "filing_check" text;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "address_from" date;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "address_until" date;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "tracker_url" text;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "tracker_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "passenger_lang" text;--> statement-breakpoint
ALTER TABLE "claim_histories" ADD COLUMN "by_passenger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD CONSTRAINT "baggage_claims_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baggage_claims_tracker_expiry_idx" ON "baggage_claims" USING btree ("tracker_expires_at") WHERE tracker_url is not null;