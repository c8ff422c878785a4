CREATE TABLE "found_bag_photos" (
	"found_bag_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "found_bag_photos" ADD CONSTRAINT "found_bag_photos_found_bag_id_found_bags_id_fk" FOREIGN KEY ("found_bag_id") REFERENCES "public"."found_bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "found_bag_photos" ADD CONSTRAINT "found_bag_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;