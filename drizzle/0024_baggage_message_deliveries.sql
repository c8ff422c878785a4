ALTER TABLE "baggage_messages" ADD COLUMN "delivery" text;--> statement-breakpoint
CREATE UNIQUE INDEX "baggage_messages_delivery_key" ON "baggage_messages" USING btree ("delivery","line");