DROP INDEX "bags_tag_key";--> statement-breakpoint
CREATE INDEX "bags_tag_idx" ON "bags" USING btree ("bag_tag_number");