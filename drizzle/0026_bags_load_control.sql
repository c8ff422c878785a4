ALTER TABLE "bag_events" ADD COLUMN "uld_id" integer;--> statement-breakpoint
ALTER TABLE "bag_events" ADD COLUMN "hold_position" text;--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "authority_to_load" boolean;--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "uld_id" integer;--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "hold_position" text;--> statement-breakpoint
ALTER TABLE "bag_events" ADD CONSTRAINT "bag_events_uld_id_ulds_id_fk" FOREIGN KEY ("uld_id") REFERENCES "public"."ulds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_uld_id_ulds_id_fk" FOREIGN KEY ("uld_id") REFERENCES "public"."ulds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bags_uld_idx" ON "bags" USING btree ("uld_id") WHERE "bags"."uld_id" is not null;