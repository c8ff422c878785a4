ALTER TABLE "flights" ADD COLUMN "estimated_off_block_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "off_block_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "estimated_on_block_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "on_block_at" timestamp with time zone;