CREATE TABLE "found_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "found_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'OPEN' NOT NULL,
	"bag_tag_number" text,
	"bag_brand" text,
	"bag_color" text,
	"bag_type" text,
	"contents" text,
	"distinctive_features" text,
	"name_on_label" text,
	"flight_number" text,
	"found_at" timestamp with time zone NOT NULL,
	"found_location" text NOT NULL,
	"airport_id" integer NOT NULL,
	"claim_id" integer,
	"claim_previous_status" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "found_bags" ADD CONSTRAINT "found_bags_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "found_bags" ADD CONSTRAINT "found_bags_claim_id_baggage_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."baggage_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "found_bags" ADD CONSTRAINT "found_bags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "found_bags_status_idx" ON "found_bags" USING btree ("status","found_at");--> statement-breakpoint
CREATE INDEX "found_bags_tag_idx" ON "found_bags" USING btree ("bag_tag_number");