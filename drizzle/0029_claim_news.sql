CREATE TABLE "claim_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease" uuid,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"drop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_news" ADD CONSTRAINT "claim_news_claim_id_baggage_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."baggage_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_news_due_idx" ON "claim_news" USING btree ("next_attempt_at") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "claim_news_claim_idx" ON "claim_news" USING btree ("claim_id","id");