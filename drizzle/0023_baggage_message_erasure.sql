ALTER TABLE "baggage_messages" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "baggage_messages_plates_idx" ON "baggage_messages" USING gin ("plates");--> statement-breakpoint
CREATE INDEX "baggage_messages_held_idx" ON "baggage_messages" USING btree ("received_at","id") WHERE personal_data_erased_at is null;