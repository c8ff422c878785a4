CREATE TABLE "baggage_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "baggage_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text,
	"flight_number" text,
	"flight_day" text,
	"plates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL,
	"error" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "offload_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baggage_messages" ADD CONSTRAINT "baggage_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baggage_messages_received_idx" ON "baggage_messages" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "baggage_messages_outcome_idx" ON "baggage_messages" USING btree ("outcome","received_at","id");